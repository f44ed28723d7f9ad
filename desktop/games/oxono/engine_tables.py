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

_COLOUR_WEIGHT = (0, 1, 4, 16, 0)  # evaluation.py's weights (integers: sums stay exact)


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


def _cells(code: int) -> list[int]:
    return [code // POW5[i] % 5 for i in range(SIZE)]


def _has_four(cells: list[int], same: int) -> bool:
    """A run of four pawns sharing colour (``same`` 0) or symbol (``same`` 1)."""
    for start in range(SIZE - 3):
        window = cells[start : start + 4]
        if not all(window):
            continue
        if same == 0 and len({(v - 1) >> 1 for v in window}) == 1:
            return True
        if same == 1 and len({(v - 1) & 1 for v in window}) == 1:
            return True
    return False


def _line_tables() -> tuple[bytearray, list[tuple[int, ...]], list[int], list[int], list[tuple[int, int]]]:
    win = bytearray(1 << FIELD)
    win_at: list[tuple[int, ...]] = [(0, 0, 0, 0, 0)] * (1 << FIELD)
    colour_diff = [0] * (1 << FIELD)
    threats = [0] * (1 << FIELD)
    colour_threat_at: list[tuple[int, int]] = [(0, 0)] * (1 << FIELD)
    for code in range(LINE_CODES):
        cells = _cells(code)
        win[code] = _has_four(cells, 0) or _has_four(cells, 1)
        masks = [0] * 5
        threat_masks = [0, 0]
        for f in range(SIZE):
            if cells[f]:
                continue
            for kind in (1, 2, 3, 4):
                cells[f] = kind
                if _has_four(cells, 0) or _has_four(cells, 1):
                    masks[kind] |= 1 << f
            for colour in (0, 1):
                cells[f] = 1 + 2 * colour
                for start in range(max(0, f - 3), min(f, SIZE - 4) + 1):
                    window = cells[start : start + 4]
                    mine = [v for v in window if v and (v - 1) >> 1 == colour]
                    if len(mine) == 3 and window.count(0) == 1:
                        threat_masks[colour] |= 1 << f
            cells[f] = 0
        win_at[code] = tuple(masks)
        colour_threat_at[code] = (threat_masks[0], threat_masks[1])
        potential = [0, 0]
        count = 0
        for start in range(SIZE - 3):
            window = cells[start : start + 4]
            pawns = [v for v in window if v]
            colours = {(v - 1) >> 1 for v in pawns}
            for colour in (0, 1):
                if colours <= {colour}:
                    potential[colour] += _COLOUR_WEIGHT[len(pawns)]
            if len(pawns) == 3 and len({(v - 1) & 1 for v in pawns}) == 1:
                count += 1
        colour_diff[code] = potential[0] - potential[1]
        threats[code] = count
    return win, win_at, colour_diff, threats, colour_threat_at


#: Line code -> 1 if it holds four in a row of one colour or one symbol.
#: WIN_AT[code][kind]: the cells (bit i = i-th cell) where a pawn of ``kind`` would make four.
#: COLOUR_DIFF[code]: evaluation.py's colour potential of pink minus black's, over the line's windows.
#: SYMBOL_THREATS[code]: windows with three pawns of one symbol and one empty cell.
#: COLOUR_THREAT_AT[code][colour]: empty cells where a pawn of ``colour`` makes 3 of 4 (the 4th empty).
WIN, WIN_AT, COLOUR_DIFF, SYMBOL_THREATS, COLOUR_THREAT_AT = _line_tables()

#: The squares of line ``i``'s cell bits: row ``i`` (``ROW_SQUARES[i][cellbits]``) or column ``i``.
ROW_SQUARES = tuple(
    tuple(sum(BIT[i * SIZE + f] for f in range(SIZE) if m >> f & 1) for m in range(64)) for i in range(SIZE)
)
COL_SQUARES = tuple(
    tuple(sum(BIT[r * SIZE + i] for r in range(SIZE) if m >> r & 1) for m in range(64)) for i in range(SIZE)
)

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
