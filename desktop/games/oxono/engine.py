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
    FULL,
    HAND_MASK,
    MOVE_INFO,
    NEIGHBOUR_MASK,
    PAWN_MOVES,
    ROOK_MASK,
    TARGETS,
    WIN,
    anywhere,
    squares_of,
    totem_targets,
)
from desktop.games.oxono.evaluation import SHIPPED, Weights
from desktop.games.oxono.rules import CELLS, EMPTY, SIZE, OxonoMove, OxonoState, winning_line

Position = tuple[int, int, int, int, int, int, int, int, Scores | None]

WINS: tuple[Scores, Scores] = ((1.0, 0.0), (0.0, 1.0))
DRAW: Scores = (0.5, 0.5)
_SHIFTS = tuple(T.FIELD * i for i in range(SIZE))
_FIELD_MASK = T.FIELD_MASK


class OxonoEngine(SearchEngine[Position, int]):
    """Oxono's :class:`~desktop.core.engine.SearchEngine` (two players, no decisions),
    evaluating with evaluation.py's ``weights`` (the shipped ones unless told)."""

    def __init__(self, weights: Weights = SHIPPED) -> None:
        self.weights = weights
        self._colour_diff, self._symbol_value = T.evaluation_tables(
            weights.colour, weights.symbol_three, weights.symbol_two
        )
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
        """evaluation.py's value, summed from per-line tables."""
        rows, cols = position[1], position[2]
        colour_diff, symbol_value = self._colour_diff, self._symbol_value
        colour, symbols = 0, self._tempo
        for shift in _SHIFTS:
            r = rows >> shift & _FIELD_MASK
            c = cols >> shift & _FIELD_MASK
            colour += colour_diff[r] + colour_diff[c]
            symbols += symbol_value[r] + symbol_value[c]
        score = colour if player == 0 else -colour
        score += symbols if position[6] == player else -symbols
        return math.tanh(score / self._scale)

    # -- forcing moves ------------------------------------------------------------------
    def winning_squares(self, position: Position, kind: int) -> int:
        """Bitboard of the squares (empty of pawns) where a pawn of ``kind`` (1-4) makes four."""
        rows, cols = position[1], position[2]
        mask = 0
        for i in range(SIZE):
            mask |= T.ROW_SQUARES[i][T.WIN_AT[rows >> T.FIELD * i & T.FIELD_MASK][kind]]
            mask |= T.COL_SQUARES[i][T.WIN_AT[cols >> T.FIELD * i & T.FIELD_MASK][kind]]
        return mask

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
        """The winning moves if there are any; else the moves making a colour line of three
        with its fourth square empty (the symbol's three would be the opponent's to finish)."""
        player = position[6]
        moves = self.moves(position)
        if not moves:
            return []
        win_x = self.winning_squares(position, 1 + 2 * player)
        win_o = self.winning_squares(position, 2 + 2 * player)
        if win_x | win_o:
            wins = [m for m in moves if T.PAWN_BIT[m] & (win_o if m & 4096 else win_x)]
            if wins:
                return wins
        threats = self.threat_squares(position, player)
        return [m for m in moves if T.PAWN_BIT[m] & threats]

    def playout(self, position: Position, rng: random.Random, max_plies: int = 10_000) -> Scores:
        moves, play, below = self.moves, self.play, rng.random
        for _ in range(max_plies):
            result = position[8]
            if result is not None:
                return result
            options = moves(position)
            position = play(position, options[int(below() * len(options))])
        return DRAW
