"""Oxono for searches: the position packed in a tuple of ints, moves as ints.

A position is a flat tuple of ints (a ``NamedTuple`` would cost its build and
field reads at every node); its fields are read by these index constants:

=====  ========  ===================================================================
index  constant  field
=====  ========  ===================================================================
0      PAWNS     bitboard of every pawn (bit ``s`` for square ``s``)
1      ROWS      the six rows' line codes (:mod:`desktop.games.oxono.engine_tables`),
                 ``FIELD`` bits each
2      COLS      the six columns' line codes
3      TOTEM_X   the X totem's square
4      TOTEM_O   the O totem's square
5      HANDS     pawns in hand, 4 bits per (player, symbol), Pink's X lowest
6      PLAYER    the side to move: 0 Pink, 1 Black
7      KEY       Zobrist of the pawns and the side to move, kept incrementally
                 (:meth:`OxonoEngine.key` adds the totems' two numbers)
8      RESULT    the scores once the game is over, else ``None``
9      ROW_PART  kept by :class:`ThreatEngine` only (0 otherwise): the rows' part of
                 the packed line masks (:data:`~desktop.games.oxono.engine_tables.ROW_MASKS`:
                 by pawn kind the squares that make four, by colour those that make a
                 colour three), one XOR out and one in a move
10     COL_PART  the same for the columns
=====  ========  ===================================================================

What mirrors which rules function of :class:`~desktop.games.oxono.rules.OxonoRules`
(written again for speed; tests/games/oxono/test_engine.py and
tests/engines/conformance.py check that they agree, move by move and by perft):

- :meth:`OxonoEngine.moves`: ``legal_moves``, that is ``totem_targets`` (:func:`_totem_moves`,
  the rook moves by :func:`~desktop.games.oxono.engine_tables.totem_targets`) and
  ``pawn_squares`` (:data:`~desktop.games.oxono.engine_tables.PAWN_MOVES`); :meth:`placing`
  and :meth:`ThreatEngine.reach` the same, for some pawn squares only;
- :meth:`OxonoEngine.play`: ``apply`` (:data:`~desktop.games.oxono.engine_tables.MOVE_INFO`
  holds what a move changes) with ``outcome`` (``winning_line``: the two lines through the
  pawn, read in :data:`~desktop.games.oxono.engine_tables.WIN`; every pawn placed: a draw);
- :meth:`OxonoEngine.evaluate`: :func:`desktop.games.oxono.evaluation.evaluate`, the same
  value from per-line tables.

A move is ``player << 13 | totem << 12 | target << 6 | pawn``
(:func:`~desktop.games.oxono.engine_tables.move_code`).

>>> from desktop.games.oxono.game import OxonoGame
>>> game = OxonoGame()
>>> engine = game.search_engine()
>>> start = engine.pack(game.new_state())
>>> len(engine.moves(start))
68
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Final

from desktop.core.engine import Scores, SearchEngine
from desktop.core.game_ai import SearchHints
from desktop.games.oxono import engine_tables as T
from desktop.games.oxono.engine_tables import (
    BIT,
    COL_MASKS,
    FIELD,
    FULL,
    HAND_MASK,
    MASK_BASE,
    MASK_BITS,
    MOVE_INFO,
    NEIGHBOUR_MASK,
    NOT_FIRST_FILE,
    NOT_LAST_FILE,
    PAWN_MOVES,
    ROOK_MASK,
    ROW_MASKS,
    TARGET_MASKS,
    TARGETS,
    WIN,
    anywhere,
    dilate,
    squares_of,
    totem_targets,
)
from desktop.games.oxono.evaluation import SHIPPED, Weights
from desktop.games.oxono.rules import CELLS, EMPTY, SIZE, OxonoMove, OxonoState, winning_line

Position = tuple[int, int, int, int, int, int, int, int, Scores | None, int, int]
#: The fields of a position (the module's table; ``Final``: mypy reads each field's own type).
PAWNS: Final = 0
ROWS: Final = 1
COLS: Final = 2
TOTEM_X: Final = 3
TOTEM_O: Final = 4
HANDS: Final = 5
PLAYER: Final = 6
KEY: Final = 7
RESULT: Final = 8
ROW_PART: Final = 9
COL_PART: Final = 10

WINS: tuple[Scores, Scores] = ((1.0, 0.0), (0.0, 1.0))
DRAW: Scores = (0.5, 0.5)
_SHIFTS = tuple(T.FIELD * i for i in range(SIZE))
_FIELD_MASK = T.FIELD_MASK
assert T.FIELD == 14 and SIZE == 6, "evaluate and line_masks write out six lines of 14 bits"
#: the line masks' index of rows / columns 1 to 5 (ROW_MASKS[i << FIELD | code])
_L1, _L2, _L3, _L4, _L5 = (i << FIELD for i in range(1, SIZE))
#: memo of :meth:`ThreatEngine.reach` by the blocked squares and the totem's square
REACH: dict[int, int] = {}
#: memo of :meth:`ThreatEngine.lost_now` by the position's key: (the position, lost)
LOST: dict[int, tuple[Position, bool]] = {}
#: the same for :attr:`ThreatEngine.zugzwang` (whose answers differ where the other cannot win yet)
ZUGZWANG_LOST: dict[int, tuple[Position, bool]] = {}
#: :class:`ThreatEngine`'s default hints: the search's threat hooks alone
THREATS = SearchHints(threat_leaves=True)


def _line_squares(position: Position, at: Sequence[Sequence[int]], index: int) -> int:
    """The squares ``at[line code][index]`` names in each row and column (the cell bits of its
    line), as one bitboard."""
    rows, cols = position[ROWS], position[COLS]
    mask = 0
    for i in range(SIZE):
        mask |= T.ROW_SQUARES[i][at[rows >> T.FIELD * i & T.FIELD_MASK][index]]
        mask |= T.COL_SQUARES[i][at[cols >> T.FIELD * i & T.FIELD_MASK][index]]
    return mask


def _totem_moves(origin: int, blocked: int) -> tuple[int, ...]:
    """Where the totem on ``origin`` may go, ``blocked`` the squares it cannot enter (the pawns
    and the other totem): the rules' ``totem_targets``, its rook moves and jumps read from
    :data:`~desktop.games.oxono.engine_tables.TARGETS` (memo by the blocked squares on its
    lines), else (enclosed) any empty square."""
    memo = TARGETS[origin]
    seen = blocked & ROOK_MASK[origin]
    targets = memo.get(seen)
    if targets is None:
        targets = memo[seen] = totem_targets(origin, seen)
    return targets or tuple(squares_of(FULL & ~blocked & ~BIT[origin]))


#: By player, each totem's ``(totem, its pawns' bits in the hands, PAWN_MOVES's table by target)``
#: (the totem loop of :meth:`OxonoEngine.moves` and :meth:`OxonoEngine.placing`)
TURNS = tuple(
    tuple((totem, HAND_MASK[player][totem], PAWN_MOVES[2 * player + totem]) for totem in (0, 1))
    for player in (0, 1)
)


def _totem_turn(pawns: int, origin: int, other: int) -> tuple[int, tuple[int, ...]]:
    """The squares empty once the totem on ``origin`` has left it (the other totem on ``other``),
    and where it may go (:func:`_totem_moves`, the memo read here first: a call only when it
    misses or the totem is enclosed)."""
    blocked = pawns | BIT[other]
    return FULL & ~blocked, TARGETS[origin].get(blocked & ROOK_MASK[origin]) or _totem_moves(origin, blocked)


class OxonoEngine(SearchEngine[Position, int]):
    """Oxono's :class:`~desktop.core.engine.SearchEngine` (two players, no decisions),
    evaluating with evaluation.py's ``weights`` (the shipped ones unless told)."""

    def __init__(self, weights: Weights = SHIPPED) -> None:
        self.weights = weights
        self._colour_diff, self._symbol_value = T.evaluation_tables(
            weights.colour, weights.symbol_three, weights.symbol_two
        )
        #: both tables in one, by line code: ``complex(colour difference, symbol value)`` (a sum
        #: of complex numbers adds the real and the imaginary parts apart, each exactly as the
        #: floats alone: one lookup and one addition a line serve both terms)
        self._line_values = list(map(complex, self._colour_diff, self._symbol_value))
        self._tempo = weights.tempo
        self._scale = float(weights.scale)

    # -- between the rules and the engine -----------------------------------------------
    def pack(self, state: OxonoState) -> Position:
        pawns = rows = cols = key = 0
        for s, code in enumerate(state.board):
            if code != EMPTY:
                rank, file = divmod(s, SIZE)
                pawns |= T.BIT[s]
                rows += code * T.POW5[file] << T.FIELD * rank
                cols += code * T.POW5[rank] << T.FIELD * file
                key ^= T.ZOBRIST_PAWN[code][s]
        if state.player:
            key ^= T.ZOBRIST_BLACK
        hands = sum(n << 4 * i for i, n in enumerate(state.hands))
        result: Scores | None = None
        if state.win_line:
            result = WINS[1 - state.player]
        elif not hands:
            result = DRAW
        x, o = state.totems
        return (pawns, rows, cols, x, o, hands, state.player, key, result, 0, 0)

    def unpack(self, position: Position) -> OxonoState:
        _, rows, _, x, o, hands, player, _, result, _, _ = position
        board = [EMPTY] * CELLS
        for rank in range(SIZE):
            code = rows >> T.FIELD * rank & T.FIELD_MASK
            for file in range(SIZE):
                board[rank * SIZE + file] = code // T.POW5[file] % 5
        win_line: tuple[int, ...] = ()
        if result is not None and result != DRAW:
            # the game stopped at the first line: every line runs through the last pawn
            win_line = tuple(sorted({s for sq in range(CELLS) if board[sq] for s in winning_line(board, sq)}))
        return OxonoState(
            tuple(board),
            (x, o),
            (hands & 15, hands >> 4 & 15, hands >> 8 & 15, hands >> 12 & 15),
            player,
            win_line,
        )

    def rules_move(self, position: Position, line: Sequence[int]) -> OxonoMove:
        (move,) = line
        totem = move >> 12 & 1
        return OxonoMove(totem, position[TOTEM_O] if totem else position[TOTEM_X], move >> 6 & 63, move & 63)

    # -- search ---------------------------------------------------------------------------
    def moves(self, position: Position) -> list[int]:
        pawns, _, _, x, o, hands, player, _, result, _, _ = position
        if result is not None:
            return []
        out: list[int] = []
        for totem, hand, table in TURNS[player]:
            if not hands & hand:
                continue
            free, targets = _totem_turn(pawns, o, x) if totem else _totem_turn(pawns, x, o)
            for t in targets:
                near = NEIGHBOUR_MASK[t] & free
                if near:
                    out += table[t][near]
                else:  # no empty neighbour: any empty square
                    out += anywhere(player << 13 | totem << 12 | t << 6, free & ~BIT[t])
        return out

    def play(self, position: Position, move: int) -> Position:
        pawns, rows, cols, x, o, hands, player, key, _, _, _ = position
        row_add, col_add, row_shift, col_shift, pawn_bit, hand_sub, zobrist, target = MOVE_INFO[move]
        rows += row_add
        cols += col_add
        hands -= hand_sub
        if move & 4096:
            o = target
        else:
            x = target
        if WIN[rows >> row_shift & 16383] or WIN[cols >> col_shift & 16383]:
            result: Scores | None = WINS[player]
        else:
            result = None if hands else DRAW
        return (pawns | pawn_bit, rows, cols, x, o, hands, 1 - player, key ^ zobrist, result, 0, 0)

    def to_move(self, position: Position) -> int:
        return position[PLAYER]

    def num_players(self, position: Position) -> int:
        return 2

    def result(self, position: Position) -> Scores | None:
        return position[RESULT]

    def key(self, position: Position) -> int:
        return position[KEY] ^ T.ZOBRIST_TOTEM[0][position[TOTEM_X]] ^ T.ZOBRIST_TOTEM[1][position[TOTEM_O]]

    def evaluate(self, position: Position, player: int) -> float:
        """evaluation.py's value, summed from per-line tables (the six rows and six columns
        written out, no loop; the colour and the symbol terms in one complex sum)."""
        r, c, m = position[ROWS], position[COLS], _FIELD_MASK
        d = self._line_values
        both = (
            d[r & m]
            + d[c & m]
            + d[r >> 14 & m]
            + d[c >> 14 & m]
            + d[r >> 28 & m]
            + d[c >> 28 & m]
            + d[r >> 42 & m]
            + d[c >> 42 & m]
            + d[r >> 56 & m]
            + d[c >> 56 & m]
            + d[r >> 70 & m]
            + d[c >> 70 & m]
        )
        colour = both.real
        symbols = self._tempo + both.imag
        # 0.0 - x, not -x: the sums are floats now, and -0.0 must stay the 0 it was
        score = colour if player == 0 else 0.0 - colour
        score += symbols if position[PLAYER] == player else 0.0 - symbols
        return math.tanh(score / self._scale)

    # -- forcing moves ------------------------------------------------------------------
    def winning_squares(self, position: Position, kind: int) -> int:
        """Bitboard of the squares (empty of pawns) where a pawn of ``kind`` (1-4) makes four."""
        return _line_squares(position, T.WIN_AT, kind)

    def threat_squares(self, position: Position, colour: int) -> int:
        """Bitboard of the empty squares where a pawn of ``colour`` makes three of a colour line
        whose fourth square is empty."""
        return _line_squares(position, T.COLOUR_THREAT_AT, colour)

    def line_masks(self, position: Position) -> int:
        """The lines' packed masks (:data:`~desktop.games.oxono.engine_tables.ROW_MASKS`), OR-ed:
        by pawn kind the squares that make four, by colour those that make a colour three."""
        r, c, m = position[ROWS], position[COLS], _FIELD_MASK
        rm, cm = ROW_MASKS, COL_MASKS
        return (
            rm[r & m]
            | cm[c & m]
            | rm[_L1 | r >> 14 & m]
            | cm[_L1 | c >> 14 & m]
            | rm[_L2 | r >> 28 & m]
            | cm[_L2 | c >> 28 & m]
            | rm[_L3 | r >> 42 & m]
            | cm[_L3 | c >> 42 & m]
            | rm[_L4 | r >> 56 & m]
            | cm[_L4 | c >> 56 & m]
            | rm[_L5 | r >> 70 & m]
            | cm[_L5 | c >> 70 & m]
        )

    def placing(self, position: Position, onto_x: int, onto_o: int) -> list[int]:
        """The moves of :meth:`moves` (in its order) whose pawn goes on a square of ``onto_x``
        (an X, moving the X totem) or of ``onto_o`` (an O), generated without the others.
        (:meth:`moves` is this with every square, written out: through this, the playouts were
        0.92x as fast.)"""
        pawns, _, _, x, o, hands, player, _, result, _, _ = position
        if result is not None:
            return []
        out: list[int] = []
        for totem, hand, table in TURNS[player]:
            onto = onto_o if totem else onto_x
            if not onto or not hands & hand:
                continue
            free, targets = _totem_turn(pawns, o, x) if totem else _totem_turn(pawns, x, o)
            for t in targets:
                near = NEIGHBOUR_MASK[t] & free
                if near:
                    near &= onto
                    if near:
                        out += table[t][near]
                else:  # no empty neighbour: any empty square
                    anywhere_onto = free & ~BIT[t] & onto
                    if anywhere_onto:
                        out += anywhere(player << 13 | totem << 12 | t << 6, anywhere_onto)
        return out

    def forcing(self, position: Position) -> list[int]:
        """The winning moves if there are any; else the moves making a colour line of three
        with its fourth square empty (the symbol's three would be the opponent's to finish).
        Both are :meth:`moves` filtered by the pawn's square, in its order (:meth:`placing`)."""
        if position[RESULT] is not None:
            return []
        player = position[PLAYER]
        masks = self.line_masks(position)
        wins = masks >> 2 * MASK_BITS * player
        win_x, win_o = wins & FULL, wins >> MASK_BITS & FULL
        if win_x | win_o:
            found = self.placing(position, win_x, win_o)
            if found:
                return found
        threats = masks >> MASK_BITS * (4 + player) & FULL
        return self.placing(position, threats, threats) if threats else []

    def playout(self, position: Position, rng: random.Random, max_plies: int = 10_000) -> Scores:
        moves, play, below = self.moves, self.play, rng.random
        for _ in range(max_plies):
            result = position[RESULT]
            if result is not None:
                return result
            options = moves(position)
            position = play(position, options[int(below() * len(options))])
        return DRAW


class ThreatEngine(OxonoEngine):
    """:class:`OxonoEngine` with the search's opt-in threat hooks (desktop/ai/search.py): it
    keeps the line masks in the position (two XORs a move) and answers :meth:`wins_now`,
    :meth:`safe_moves` and :meth:`lost_now` from them without generating moves.  Its
    ``hints`` (:class:`~desktop.core.game_ai.SearchHints`) switch the threat hooks on, by
    default alone (the app's, from Oxono's registry entry, add late move reductions and deep
    reductions).  Its moves, results, keys and evaluation are :class:`OxonoEngine`'s."""

    def __init__(
        self,
        weights: Weights = SHIPPED,
        zugzwang: bool = False,
        hints: SearchHints = THREATS,
    ) -> None:
        super().__init__(weights)
        self.hints = hints
        #: :meth:`lost_now` also when the other cannot win at once yet but every move lets them
        self.zugzwang = zugzwang
        self._lost_memo = ZUGZWANG_LOST if zugzwang else LOST

    def pack(self, state: OxonoState) -> Position:
        p = super().pack(state)
        rows, cols = p[ROWS], p[COLS]
        row_part = col_part = 0
        for i in range(SIZE):
            row_part |= ROW_MASKS[i << FIELD | rows >> T.FIELD * i & _FIELD_MASK]
            col_part |= COL_MASKS[i << FIELD | cols >> T.FIELD * i & _FIELD_MASK]
        return (*p[:ROW_PART], row_part, col_part)

    def play(self, position: Position, move: int) -> Position:
        pawns, rows, cols, x, o, hands, player, key, _, row_part, col_part = position
        row_add, col_add, row_shift, col_shift, pawn_bit, hand_sub, zobrist, target = MOVE_INFO[move]
        rb, cb = MASK_BASE[move]
        r0 = rows >> row_shift & 16383
        c0 = cols >> col_shift & 16383
        rows += row_add
        cols += col_add
        r1 = rows >> row_shift & 16383
        c1 = cols >> col_shift & 16383
        hands -= hand_sub
        if move & 4096:
            o = target
        else:
            x = target
        if WIN[r1] or WIN[c1]:
            result: Scores | None = WINS[player]
        else:
            result = None if hands else DRAW
        return (
            pawns | pawn_bit,
            rows,
            cols,
            x,
            o,
            hands,
            1 - player,
            key ^ zobrist,
            result,
            row_part ^ ROW_MASKS[rb | r0] ^ ROW_MASKS[rb | r1],
            col_part ^ COL_MASKS[cb | c0] ^ COL_MASKS[cb | c1],
        )

    def winning_squares(self, position: Position, kind: int) -> int:
        return (position[ROW_PART] | position[COL_PART]) >> MASK_BITS * (kind - 1) & FULL

    def threat_squares(self, position: Position, colour: int) -> int:
        return (position[ROW_PART] | position[COL_PART]) >> MASK_BITS * (4 + colour) & FULL

    def line_masks(self, position: Position) -> int:
        return position[ROW_PART] | position[COL_PART]

    # -- immediate wins and threats -------------------------------------------------------
    def reach(self, position: Position, totem: int) -> int:
        """Bitboard of the squares where the mover could place a pawn after moving ``totem``."""
        pawns, x, o = position[PAWNS], position[TOTEM_X], position[TOTEM_O]
        if totem:
            origin, blocked = o, pawns | BIT[x]
        else:
            origin, blocked = x, pawns | BIT[o]
        key = blocked << 6 | origin
        found = REACH.get(key)
        if found is not None:
            return found
        free = FULL & ~blocked
        mask = 0
        for t in _totem_moves(origin, blocked):
            near = NEIGHBOUR_MASK[t] & free
            mask |= near if near else free & ~BIT[t]
        if len(REACH) >= T.MEMO_LIMIT:
            REACH.clear()
        REACH[key] = mask
        return mask

    def reaches(self, position: Position, totem: int, squares: int) -> bool:
        """Could the mover, moving ``totem``, place its pawn on one of ``squares``?"""
        pawns, x, o = position[PAWNS], position[TOTEM_X], position[TOTEM_O]
        if totem:
            origin, blocked = o, pawns | BIT[x]
        else:
            origin, blocked = x, pawns | BIT[o]
        squares &= ~blocked
        if not squares:
            return False
        memo = TARGET_MASKS[origin]
        seen = blocked & ROOK_MASK[origin]
        targets = memo.get(seen)
        if targets is None:
            targets = memo[seen] = sum(BIT[t] for t in totem_targets(origin, seen))
        near = (squares & NOT_LAST_FILE) << 1 | (squares & NOT_FIRST_FILE) >> 1 | squares << 6 | squares >> 6
        if near & targets:  # a target next to one of the squares, which is empty: the pawn goes there
            return True
        if targets and not targets & ~dilate(FULL & ~blocked):
            return False  # every target has an empty neighbour, none of them one of the squares
        return bool(self.reach(position, totem) & squares)

    def can_win(self, position: Position, player: int) -> bool:
        """Could ``player`` make four with one move here (were it their turn)?"""
        hands = position[HANDS]
        has_x = hands & HAND_MASK[player][0]
        has_o = hands & HAND_MASK[player][1]
        if not (has_x or has_o):
            return False
        masks = (position[ROW_PART] | position[COL_PART]) >> 2 * MASK_BITS * player
        win_x, win_o = masks & FULL, masks >> MASK_BITS & FULL
        if has_x and win_x and self.reaches(position, 0, win_x):
            return True
        return bool(has_o and win_o and self.reaches(position, 1, win_o))

    def wins_now(self, position: Position) -> bool:
        """Can the side to move make four at once?"""
        return position[RESULT] is None and self.can_win(position, position[PLAYER])

    def lost_now(self, position: Position) -> bool:
        """The side to move, who cannot win at once (the caller checked), cannot stop every
        immediate win of the other: every move leaves them one.  With :attr:`zugzwang`, also
        when the other cannot win at once yet but has a square where a pawn would make four,
        and every move of the mover lets them (Oxono's zugzwang: a move must be made)."""
        other = 1 - position[PLAYER]
        if not self.can_win(position, other):
            if not self.zugzwang:
                return False
            masks = position[ROW_PART] | position[COL_PART]
            if not masks >> 2 * MASK_BITS * other & (FULL | FULL << MASK_BITS):
                return False
        key = self.key(position)
        memo = self._lost_memo
        found = memo.get(key)
        if found is not None and found[0] == position:
            return found[1]
        play, can_win = self.play, self.can_win
        lost = True
        for m in self.moves(position):
            child = play(position, m)
            if child[RESULT] is not None or not can_win(child, other):
                lost = False
                break
        if len(memo) >= T.MEMO_LIMIT:
            memo.clear()
        memo[key] = (position, lost)
        return lost

    def safe_moves(self, position: Position, moves: list[int]) -> list[int] | None:
        """``None`` if the other player has no immediate win here (were it their turn); else the
        moves of ``moves`` after which they have none (the others lose at once)."""
        other = 1 - position[PLAYER]
        if not self.can_win(position, other):
            return None
        play, can_win = self.play, self.can_win
        return [m for m in moves if (c := play(position, m))[RESULT] is not None or not can_win(c, other)]
