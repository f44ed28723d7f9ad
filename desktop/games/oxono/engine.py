"""Oxono for searches: the position packed in a tuple of ints, moves as ints.

A position is the tuple ``(pawns, rows, cols, totem_x, totem_o, hands,
player, key, result)``:

- ``pawns``: bitboard of every pawn (bit ``s`` for square ``s``);
- ``rows`` / ``cols``: the six row / column line codes (see
  :mod:`desktop.games.oxono.engine_tables`), ``FIELD`` bits each;
- ``totem_x`` / ``totem_o``: the totems' squares;
- ``hands``: pawns in hand, 4 bits per (player, symbol), pink X lowest;
- ``player``: 0 Pink, 1 Black, to move;
- ``key``: Zobrist of the pawns and the side to move, kept incrementally
  (:meth:`OxonoEngine.key` adds the totems' two numbers);
- ``result``: the scores once the game is over, else ``None``.

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

from desktop.core.engine import Scores, SearchEngine
from desktop.games.oxono import engine_tables as T
from desktop.games.oxono.engine_tables import (
    BIT,
    COL_WINS,
    FULL,
    HAND_MASK,
    KIND_SHIFT,
    LINE_VALUE,
    MOVE_INFO,
    NEAR_TARGETS,
    NEIGHBOUR_MASK,
    PAWN_MOVES,
    ROOK_MASK,
    ROW_WINS,
    TARGETS,
    WIN,
    anywhere,
    squares_of,
    totem_targets,
)
from desktop.games.oxono.rules import CELLS, EMPTY, SIZE, OxonoMove, OxonoState, winning_line

Position = tuple[int, int, int, int, int, int, int, int, Scores | None]

WINS: tuple[Scores, Scores] = ((1.0, 0.0), (0.0, 1.0))
DRAW: Scores = (0.5, 0.5)
_SYMBOL_THREAT = 6
#: the evaluation of a position won (or lost) by an immediate win the other cannot stop
WON = 0.98
_SCALE = 40.0


def _reaches(origin: int, blocked: int, squares: int) -> bool:
    """Can the totem on ``origin`` move and then place a pawn on one of ``squares``?
    (``blocked``: the pawns and the other totem.)"""
    free = FULL & ~blocked
    squares &= free
    if not squares:
        return False
    seen = blocked & ROOK_MASK[origin]
    near = NEAR_TARGETS[origin].get(seen)
    if near is None:
        targets = TARGETS[origin].get(seen)
        if targets is None:
            targets = TARGETS[origin][seen] = totem_targets(origin, seen)
        near = 0
        for t in targets:
            near |= NEIGHBOUR_MASK[t]
        NEAR_TARGETS[origin][seen] = near
    if squares & near:
        return True  # a free square of ``squares`` next to a target
    if NEIGHBOUR_MASK[origin] & free:
        # rook moves: every target has an empty neighbour (the square it came from), so the
        # pawn goes next to it
        return False
    targets = TARGETS[origin][seen]
    if not targets:  # fully enclosed: the totem goes to any empty square
        targets = tuple(squares_of(free & ~BIT[origin]))
        for t in targets:
            if NEIGHBOUR_MASK[t] & squares:
                return True
    # a target with no empty neighbour: the pawn goes anywhere
    return any(not NEIGHBOUR_MASK[t] & free and squares & ~BIT[t] for t in targets)


class OxonoEngine(SearchEngine[Position, int]):
    """Oxono's :class:`~desktop.core.engine.SearchEngine` (two players, no decisions)."""

    def __init__(self) -> None:
        # the last position safe_moves / threats answered and its answer, in one attribute
        # each (one store: a search in another thread never pairs one's position with another's)
        self._safe: tuple[Position | None, list[int]] = (None, [])
        self._threats: tuple[Position | None, tuple[int, bool, bool]] = (None, (0, False, False))

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
        return (pawns, rows, cols, x, o, hands, state.player, key, result)

    def unpack(self, position: Position) -> OxonoState:
        _, rows, _, x, o, hands, player, _, result = position
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
        return OxonoMove(totem, position[4] if totem else position[3], move >> 6 & 63, move & 63)

    # -- search ---------------------------------------------------------------------------
    def moves(self, position: Position) -> list[int]:
        pawns, _, _, x, o, hands, player, _, result = position
        if result is not None:
            return []
        out: list[int] = []
        for totem in (0, 1):
            if not hands & HAND_MASK[player][totem]:
                continue
            if totem:
                origin, blocked = o, pawns | BIT[x]
            else:
                origin, blocked = x, pawns | BIT[o]
            memo = TARGETS[origin]
            seen = blocked & ROOK_MASK[origin]
            targets = memo.get(seen)
            if targets is None:
                targets = memo[seen] = totem_targets(origin, seen)
            free = FULL & ~blocked
            if not targets:  # fully enclosed: any empty square
                targets = tuple(squares_of(free & ~BIT[origin]))
            table = PAWN_MOVES[2 * player + totem]
            for t in targets:
                near = NEIGHBOUR_MASK[t] & free
                if near:
                    out += table[t][near]
                else:  # no empty neighbour: any empty square
                    out += anywhere(player << 13 | totem << 12 | t << 6, free & ~BIT[t])
        return out

    def play(self, position: Position, move: int) -> Position:
        pawns, rows, cols, x, o, hands, player, key, _ = position
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
        return (pawns | pawn_bit, rows, cols, x, o, hands, 1 - player, key ^ zobrist, result)

    def to_move(self, position: Position) -> int:
        return position[6]

    def num_players(self, position: Position) -> int:
        return 2

    def result(self, position: Position) -> Scores | None:
        return position[8]

    def key(self, position: Position) -> int:
        return position[7] ^ T.ZOBRIST_TOTEM[0][position[3]] ^ T.ZOBRIST_TOTEM[1][position[4]]

    def evaluate(self, position: Position, player: int) -> float:
        """evaluation.py's value: the player to move who can win at once has won (:data:`WON`);
        one who cannot stop the other's immediate win has lost; else the lines' potential."""
        rows, cols = position[1], position[2]
        m = T.FIELD_MASK
        r0, r1, r2, r3, r4, r5 = (
            rows & m,
            rows >> 14 & m,
            rows >> 28 & m,
            rows >> 42 & m,
            rows >> 56 & m,
            rows >> 70,
        )
        c0, c1, c2, c3, c4, c5 = (
            cols & m,
            cols >> 14 & m,
            cols >> 28 & m,
            cols >> 42 & m,
            cols >> 56 & m,
            cols >> 70,
        )
        wins = (
            ROW_WINS[0][r0]
            | ROW_WINS[1][r1]
            | ROW_WINS[2][r2]
            | ROW_WINS[3][r3]
            | ROW_WINS[4][r4]
            | ROW_WINS[5][r5]
            | COL_WINS[0][c0]
            | COL_WINS[1][c1]
            | COL_WINS[2][c2]
            | COL_WINS[3][c3]
            | COL_WINS[4][c4]
            | COL_WINS[5][c5]
        )
        mover = position[6]
        if wins and position[8] is None:
            _, mine, theirs = self.threats(position)
            if mine:
                return WON if mover == player else -WON
            if theirs and not self.has_safe_move(position, wins):
                return -WON if mover == player else WON
        v = LINE_VALUE
        total = v[r0] + v[r1] + v[r2] + v[r3] + v[r4] + v[r5] + v[c0] + v[c1] + v[c2] + v[c3] + v[c4] + v[c5]
        threats = total & 63
        colour = total >> 6
        score = colour if player == 0 else -colour
        score += _SYMBOL_THREAT * threats if mover == player else -_SYMBOL_THREAT * threats
        return math.tanh(score / _SCALE)

    # -- threats --------------------------------------------------------------------------
    def win_masks(self, position: Position) -> int:
        """The squares where each pawn kind makes four, packed (kind k at KIND_SHIFT * (k - 1))."""
        rows, cols = position[1], position[2]
        m = T.FIELD_MASK
        return (
            ROW_WINS[0][rows & m] | ROW_WINS[1][rows >> 14 & m] | ROW_WINS[2][rows >> 28 & m]
            | ROW_WINS[3][rows >> 42 & m] | ROW_WINS[4][rows >> 56 & m] | ROW_WINS[5][rows >> 70]
            | COL_WINS[0][cols & m] | COL_WINS[1][cols >> 14 & m] | COL_WINS[2][cols >> 28 & m]
            | COL_WINS[3][cols >> 42 & m] | COL_WINS[4][cols >> 56 & m] | COL_WINS[5][cols >> 70]
        )  # fmt: skip

    def can_win(self, position: Position, player: int, wins: int) -> bool:
        """Could ``player``, were it their turn, make four at once? (``wins``: :meth:`win_masks`)"""
        wins >>= KIND_SHIFT * 2 * player
        by_x = wins & FULL
        by_o = wins >> KIND_SHIFT & FULL
        if not by_x | by_o:
            return False
        pawns, _, _, x, o, hands = position[:6]
        if by_x and hands & HAND_MASK[player][0] and _reaches(x, pawns | BIT[o], by_x):
            return True
        return bool(by_o and hands & HAND_MASK[player][1] and _reaches(o, pawns | BIT[x], by_o))

    def has_safe_move(self, position: Position, wins: int) -> bool:
        """Has the player to move a move after which the opponent cannot make four at once?
        (:meth:`safe_moves` is not empty; the moves onto the opponent's winning squares,
        ``wins`` of :meth:`win_masks`, are tried first.)"""
        memo = self._safe
        if memo[0] is position:
            return bool(memo[1])
        other = 1 - position[6]
        blocks = (wins >> KIND_SHIFT * 2 * other | wins >> KIND_SHIFT * (2 * other + 1)) & FULL
        play, can_win, win_masks = self.play, self.can_win, self.win_masks
        moves = self.moves(position)
        for first in (True, False):
            for move in moves:
                if bool(T.PAWN_BIT[move] & blocks) is first:
                    child = play(position, move)
                    if child[8] is not None or not can_win(child, other, win_masks(child)):
                        return True
        return False

    def safe_moves(self, position: Position) -> list[int]:
        """The moves after which the opponent cannot make four at once (remembered for the
        last position asked, which quiescence asks twice: ``evaluate`` then ``forcing``)."""
        memo = self._safe
        if memo[0] is position:
            return memo[1]
        play, can_win, win_masks = self.play, self.can_win, self.win_masks
        out = []
        for move in self.moves(position):
            child = play(position, move)
            if child[8] is not None or not can_win(child, child[6], win_masks(child)):
                out.append(move)
        self._safe = (position, out)
        return out

    # -- forcing moves ------------------------------------------------------------------
    def winning_squares(self, position: Position, kind: int) -> int:
        """Bitboard of the squares (empty of pawns) where a pawn of ``kind`` (1-4) makes four."""
        return self.win_masks(position) >> KIND_SHIFT * (kind - 1) & FULL

    def threats(self, position: Position) -> tuple[int, bool, bool]:
        """:meth:`win_masks`, whether the player to move can make four at once, and (if not)
        whether the opponent could (remembered for the last position asked: quiescence asks
        ``evaluate`` then ``forcing``)."""
        memo = self._threats
        if memo[0] is position:
            return memo[1]
        wins = self.win_masks(position)
        mine = theirs = False
        if wins and position[8] is None:
            mover = position[6]
            mine = self.can_win(position, mover, wins)
            theirs = not mine and self.can_win(position, 1 - mover, wins)
        self._threats = (position, (wins, mine, theirs))
        return wins, mine, theirs

    def threat_squares(self, position: Position, colour: int) -> int:
        """Bitboard of the empty squares where a pawn of ``colour`` makes three of a colour line
        whose fourth square is empty."""
        rows, cols = position[1], position[2]
        mask = 0
        for i in range(SIZE):
            mask |= T.ROW_SQUARES[i][T.COLOUR_THREAT_AT[rows >> T.FIELD * i & T.FIELD_MASK][colour]]
            mask |= T.COL_SQUARES[i][T.COLOUR_THREAT_AT[cols >> T.FIELD * i & T.FIELD_MASK][colour]]
        return mask

    def forcing(self, position: Position) -> list[int]:
        """The winning moves if there are any; else, if the opponent could make four at once,
        the moves that stop them (:meth:`safe_moves`); else the moves making a colour line of
        three with its fourth square empty (the symbol's three would be the opponent's to finish).

        (Without those threes, Hard played the reference as well but lost to Medium.)"""
        wins, mine, theirs = self.threats(position)
        player = position[6]
        if mine:
            win_x = wins >> KIND_SHIFT * 2 * player & FULL
            win_o = wins >> KIND_SHIFT * (2 * player + 1) & FULL
            return [m for m in self.moves(position) if T.PAWN_BIT[m] & (win_o if m & 4096 else win_x)]
        if theirs:
            return self.safe_moves(position)
        threats = self.threat_squares(position, player)
        return [m for m in self.moves(position) if T.PAWN_BIT[m] & threats] if threats else []

    def playout(self, position: Position, rng: random.Random, max_plies: int = 10_000) -> Scores:
        moves, play, below = self.moves, self.play, rng.random
        for _ in range(max_plies):
            result = position[8]
            if result is not None:
                return result
            options = moves(position)
            position = play(position, options[int(below() * len(options))])
        return DRAW
