"""Precomputed tables of the Oxono search engine (:mod:`desktop.games.oxono.engine`).

Squares are the rules' (``rank * 6 + file``, a1 = 0).  A pawn is coded as in
the rules: 1 pink X, 2 pink O, 3 black X, 4 black O.

**Lines.**  Each row and each column of the board is one *line code*: the six
pawn codes read as a base-5 number (``sum(code[i] * 5**i)``, file order for a
row, rank order for a column; totems and empty squares are 0).  Every
question about lines of four -- does this line hold a win, which squares
would win, what is it worth to the evaluation -- is a lookup by line code in
a table of :data:`LINE_CODES` entries built once here.  The packed position
keeps the six row codes in one integer (:data:`FIELD` bits each) and the six
column codes in another, so placing a pawn is one addition to each.

**Moves.**  An engine move is the int ``player << 13 | totem << 12 | target << 6
| pawn`` (the totem's origin is the position's), so every per-move fact
``play`` needs is one list lookup by the move (:data:`ROW_ADD`, :data:`ZOBRIST_MOVE`, ...).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from desktop.games.oxono.rules import CELLS, RAYS, SIZE

FIELD = 14  # bits per line code in the packed rows / columns (5**6 = 15625 < 2**14)
FIELD_MASK = (1 << FIELD) - 1
LINE_CODES = 5**SIZE
FULL = (1 << CELLS) - 1
BIT = tuple(1 << s for s in range(CELLS))
POW5 = tuple(5**i for i in range(SIZE))
MOVE_SPACE = 1 << 14
TOTEM_BIT = 1 << 12
PLAYER_SHIFT = 13


def move_code(player: int, totem: int, target: int, pawn: int) -> int:
    return player << PLAYER_SHIFT | totem << 12 | target << 6 | pawn


def squares_of(mask: int) -> list[int]:
    """The squares of the set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


# -- line tables ---------------------------------------------------------------------


def _four(window: tuple[int, ...]) -> bool:
    """Four pawns sharing a colour or a symbol."""
    return all(window) and (
        len({(v - 1) >> 1 for v in window}) == 1 or len({(v - 1) & 1 for v in window}) == 1
    )


def _window_facts(window: tuple[int, ...]) -> tuple[int, tuple[int, ...], tuple[int, int]]:
    """Of one 4-cell window: four (0/1), by pawn kind the cells where it would make four,
    by colour the cells where it makes 3 + empty."""
    pawns = [v for v in window if v]
    colours = {(v - 1) >> 1 for v in pawns}
    empties = [i for i, v in enumerate(window) if not v]
    win_at = [0] * 5
    if len(empties) == 1:
        (i,) = empties
        for kind in (1, 2, 3, 4):
            if _four((*window[:i], kind, *window[i + 1 :])):
                win_at[kind] = 1 << i
    three_at = [0, 0]
    if len(empties) == 2:
        for c in (0, 1):
            if colours == {c}:
                three_at[c] = (1 << empties[0]) | (1 << empties[1])
    return int(_four(window)), tuple(win_at), (three_at[0], three_at[1])


def _line_tables() -> tuple[bytearray, list[tuple[int, ...]], list[tuple[int, int]]]:
    """The line tables, from the facts of the line's three windows (cells 0-3, 1-4, 2-5)."""
    facts = [_window_facts(tuple(w // 5**i % 5 for i in range(4))) for w in range(5**4)]
    size = 1 << FIELD
    win = bytearray(size)
    win_at: list[tuple[int, ...]] = [(0, 0, 0, 0, 0)] * size
    three_at: list[tuple[int, int]] = [(0, 0)] * size
    for code in range(LINE_CODES):
        a, b, c = facts[code % 625], facts[code // 5 % 625], facts[code // 25]
        win[code] = a[0] | b[0] | c[0]
        wa, wb, wc = a[1], b[1], c[1]
        win_at[code] = tuple(wa[k] | wb[k] << 1 | wc[k] << 2 for k in range(5))
        ta, tb, tc = a[2], b[2], c[2]
        three_at[code] = (ta[0] | tb[0] << 1 | tc[0] << 2, ta[1] | tb[1] << 1 | tc[1] << 2)
    return win, win_at, three_at


#: Line code -> 1 if it holds four in a row of one colour or one symbol.
#: WIN_AT[code][kind]: the empty cells (bit i = i-th cell) where a pawn of ``kind`` would make a new four.
#: COLOUR_THREAT_AT[code][colour]: empty cells where a pawn of ``colour`` makes 3 of 4 (the 4th empty).
WIN, WIN_AT, COLOUR_THREAT_AT = _line_tables()


def evaluation_tables(
    colour: Sequence[int], symbol_three: int, symbol_two: int
) -> tuple[list[int], list[int]]:
    """By line code, over the line's three windows, evaluation.py's terms with these weights:
    pink's colour potential minus black's (``colour[n]`` for a window of ``n`` pawns of one colour
    and no other), and the symbol windows' worth for the player to move (``symbol_three`` for three
    of one symbol and an empty square, ``symbol_two`` for two and two empty squares)."""
    window_colour = [0] * 625
    window_symbol = [0] * 625
    for w in range(625):
        pawns = [v for v in (w // 5**i % 5 for i in range(4)) if v]
        colours = {(v - 1) >> 1 for v in pawns}
        if colours == {0}:
            window_colour[w] = colour[len(pawns)]
        elif colours == {1}:
            window_colour[w] = -colour[len(pawns)]
        if len({(v - 1) & 1 for v in pawns}) == 1:
            window_symbol[w] = {3: symbol_three, 2: symbol_two}.get(len(pawns), 0)
    size = 1 << FIELD
    colour_diff = [0] * size
    symbol_value = [0] * size
    for code in range(LINE_CODES):
        a, b, c = code % 625, code // 5 % 625, code // 25
        colour_diff[code] = window_colour[a] + window_colour[b] + window_colour[c]
        symbol_value[code] = window_symbol[a] + window_symbol[b] + window_symbol[c]
    return colour_diff, symbol_value


#: The squares of line ``i``'s cell bits: row ``i`` (``ROW_SQUARES[i][cellbits]``) or column ``i``.
ROW_SQUARES = tuple(
    tuple(sum(BIT[i * SIZE + f] for f in range(SIZE) if m >> f & 1) for m in range(64)) for i in range(SIZE)
)
COL_SQUARES = tuple(
    tuple(sum(BIT[r * SIZE + i] for r in range(SIZE) if m >> r & 1) for m in range(64)) for i in range(SIZE)
)

#: The packed line masks of :class:`~desktop.games.oxono.engine.ThreatEngine`: one integer of six
#: :data:`MASK_BITS`-bit bitboards -- the squares where a pawn of kind 1, 2, 3, 4 makes four
#: (fields 0-3), where a pink / black pawn makes a colour three with its fourth square empty
#: (fields 4, 5).  ``ROW_MASKS[rank << FIELD | code]``: row ``rank``'s part of them for its line
#: code (its own squares only); ``COL_MASKS`` by file the same.
MASK_BITS = 36


def _mask_tables() -> tuple[list[int], list[int]]:
    size = 1 << FIELD
    row_masks = [0] * (SIZE * size)
    col_masks = [0] * (SIZE * size)
    spread = COL_SQUARES[0]  # a column's cell bits on the board: file 0, shifted by the file
    shifts = tuple(MASK_BITS * f for f in range(6))
    for code in range(LINE_CODES):
        w = WIN_AT[code]
        t = COLOUR_THREAT_AT[code]
        fields = (w[1], w[2], w[3], w[4], t[0], t[1])
        if not any(fields):
            continue
        row = col = 0
        for shift, bits in zip(shifts, fields, strict=True):
            row |= bits << shift
            col |= spread[bits] << shift
        for i in range(SIZE):
            row_masks[i << FIELD | code] = row << SIZE * i
            col_masks[i << FIELD | code] = col << i
    return row_masks, col_masks


ROW_MASKS, COL_MASKS = _mask_tables()

# -- per-move tables -------------------------------------------------------------------

_rng = random.Random(0x0C0C0)
#: Zobrist numbers: a pawn of code k on a square, each totem on a square, Black to move.
ZOBRIST_PAWN = tuple(tuple(_rng.getrandbits(64) for _ in range(CELLS)) for _ in range(5))
ZOBRIST_TOTEM = tuple(tuple(_rng.getrandbits(64) for _ in range(CELLS)) for _ in range(2))
ZOBRIST_BLACK = _rng.getrandbits(64)


def _move_tables() -> tuple[list[int], ...]:
    row_add = [0] * MOVE_SPACE
    col_add = [0] * MOVE_SPACE
    row_shift = [0] * MOVE_SPACE
    col_shift = [0] * MOVE_SPACE
    pawn_bit = [0] * MOVE_SPACE
    hand_sub = [0] * MOVE_SPACE
    zobrist = [0] * MOVE_SPACE
    target = [0] * MOVE_SPACE
    for player in (0, 1):
        for totem in (0, 1):
            kind = 1 + 2 * player + totem
            for t in range(CELLS):
                for s in range(CELLS):
                    m = move_code(player, totem, t, s)
                    rank, file = divmod(s, SIZE)
                    row_add[m] = kind * POW5[file] << FIELD * rank
                    col_add[m] = kind * POW5[rank] << FIELD * file
                    row_shift[m] = FIELD * rank
                    col_shift[m] = FIELD * file
                    pawn_bit[m] = BIT[s]
                    hand_sub[m] = 1 << 4 * (kind - 1)
                    zobrist[m] = ZOBRIST_PAWN[kind][s] ^ ZOBRIST_BLACK
                    target[m] = t
    return row_add, col_add, row_shift, col_shift, pawn_bit, hand_sub, zobrist, target


#: By move: what to add to the packed rows / columns, the shift of the pawn's row / column,
#: the pawn's bit, what to take from the packed hands, the Zobrist change (pawn and side; the
#: totem's part is the totems' squares, see the engine's ``key``), the totem's target.
ROW_ADD, COL_ADD, ROW_SHIFT, COL_SHIFT, PAWN_BIT, HAND_SUB, ZOBRIST_MOVE, TARGET = _move_tables()
#: The same by move in one tuple (one lookup and one unpacking in ``play``).
MOVE_INFO = [
    (ROW_ADD[m], COL_ADD[m], ROW_SHIFT[m], COL_SHIFT[m], PAWN_BIT[m], HAND_SUB[m], ZOBRIST_MOVE[m], TARGET[m])
    for m in range(MOVE_SPACE)
]

#: By move: the pawn's rank and file << FIELD (the bases of its row's and column's entries in
#: ROW_MASKS / COL_MASKS).
MASK_BASE = [((m & 63) // SIZE << FIELD, (m & 63) % SIZE << FIELD) for m in range(MOVE_SPACE)]

#: The packed hands' field of (player, symbol): 4 bits each, pink X lowest.
HAND_MASK = tuple(tuple(15 << 4 * (2 * player + symbol) for symbol in (0, 1)) for player in (0, 1))

# -- totem and pawn squares ------------------------------------------------------------

#: The squares of each square's row and column but itself.
ROOK_MASK = tuple(sum(BIT[x] for ray in RAYS[s] for x in ray) for s in range(CELLS))
#: Each square's orthogonal neighbours.
NEIGHBOUR_MASK = tuple(sum(BIT[ray[0]] for ray in RAYS[s] if ray) for s in range(CELLS))


def totem_targets(origin: int, blocked: int) -> tuple[int, ...]:
    """Rook moves of a totem on ``origin``, else its jumps; ``()`` when fully enclosed.

    ``blocked`` holds the pawns and the other totem.
    """
    targets = []
    for ray in RAYS[origin]:
        for s in ray:
            if blocked & BIT[s]:
                break
            targets.append(s)
    if targets:
        return tuple(targets)
    for ray in RAYS[origin]:
        for s in ray:
            if not blocked & BIT[s]:
                targets.append(s)
                break
    return tuple(targets)


#: Memo of :func:`totem_targets` per origin, by ``blocked & ROOK_MASK[origin]`` (filled as met).
TARGETS: tuple[dict[int, tuple[int, ...]], ...] = tuple({} for _ in range(CELLS))

#: Memo of the moves placing a pawn anywhere: ``free << 14 | move_code(player, totem, target, 0)``
#: -> the moves (cleared when it reaches :data:`MEMO_LIMIT` entries).
ANYWHERE: dict[int, tuple[int, ...]] = {}
MEMO_LIMIT = 1 << 16


def anywhere(base: int, free: int) -> tuple[int, ...]:
    """The moves ``base | s`` for every square ``s`` of ``free`` (memoised in :data:`ANYWHERE`)."""
    key = free << 14 | base
    found = ANYWHERE.get(key)
    if found is None:
        if len(ANYWHERE) >= MEMO_LIMIT:
            ANYWHERE.clear()
        found = ANYWHERE[key] = tuple(base | s for s in squares_of(free))
    return found


def _pawn_moves() -> tuple[tuple[dict[int, tuple[int, ...]], ...], ...]:
    """PAWN_MOVES[2 * player + totem][target][free neighbours]: the moves placing there."""
    out = []
    for player in (0, 1):
        for totem in (0, 1):
            per_target = []
            for t in range(CELLS):
                nbrs = NEIGHBOUR_MASK[t]
                subsets: dict[int, tuple[int, ...]] = {}
                sub = nbrs
                while sub:
                    subsets[sub] = tuple(move_code(player, totem, t, s) for s in squares_of(sub))
                    sub = (sub - 1) & nbrs
                per_target.append(subsets)
            out.append(tuple(per_target))
    return tuple(out)


PAWN_MOVES = _pawn_moves()


#: Squares off file f (the last) and off file a (the first).
NOT_LAST_FILE = sum(BIT[s] for s in range(CELLS) if s % SIZE != SIZE - 1)
NOT_FIRST_FILE = sum(BIT[s] for s in range(CELLS) if s % SIZE)


def dilate(mask: int) -> int:
    """The squares orthogonally next to a square of ``mask``."""
    return ((mask & NOT_LAST_FILE) << 1 | (mask & NOT_FIRST_FILE) >> 1 | mask << SIZE | mask >> SIZE) & FULL


#: Memo of :func:`totem_targets` as a bitboard per origin, by ``blocked & ROOK_MASK[origin]``.
TARGET_MASKS: tuple[dict[int, int], ...] = tuple({} for _ in range(CELLS))
