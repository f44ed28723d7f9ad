"""A static evaluation of Oxono positions for the AI.

Every 4-square window of a row or column that holds pawns of only one
colour is a possible colour line for that player: it counts
``Weights.colour[n]`` for ``n`` of their pawns (1, 4, 16 for 1, 2, 3 as
shipped).  Windows holding only one symbol are possible symbol lines that
either player may finish; three of a symbol with the fourth square empty
(``Weights.symbol_three``) and two of a symbol with the other two squares
empty (``Weights.symbol_two``, 0 as shipped) count for the player to move
(who gets the first chance) and against the other, as does ``Weights.tempo``
(0 as shipped).  The sum, mine minus
theirs, is squashed into [-1, 1] by ``tanh(sum / Weights.scale)``.

The weights are integers, so the search engine's per-line sums
(:mod:`desktop.games.oxono.engine`) stay exactly this module's.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from desktop.games.oxono.rules import EMPTY, WINDOWS, OxonoState


@dataclass(frozen=True)
class Weights:
    """The evaluation's weights (``SHIPPED`` as the app plays; bench.experiments.oxono_tune tries others)."""

    #: a window of ``n`` pawns of one colour (and no other pawn), n = 0..4
    colour: tuple[int, int, int, int, int] = (0, 1, 4, 16, 0)
    #: a window of three pawns of one symbol and one empty square, for the player to move
    symbol_three: int = 6
    #: a window of two pawns of one symbol and two empty squares, for the player to move
    symbol_two: int = 0
    #: the player to move's bonus (the other's malus)
    tempo: int = 0
    #: the sum's divisor inside the tanh
    scale: int = 40

    def __post_init__(self) -> None:
        if len(self.colour) != 5 or self.scale <= 0:
            raise ValueError(f"bad Oxono weights: {self}")


SHIPPED = Weights()


def colour_potential(state: OxonoState, player: int, weights: Weights = SHIPPED) -> float:
    """Sum over windows free of the opponent's pawns of the weight of ``player``'s pawns."""
    board = state.board
    table = weights.colour
    total = 0.0
    for window in WINDOWS:
        mine = 0
        for s in window:
            v = board[s]
            if v == EMPTY:
                continue
            if (v - 1) >> 1 != player:
                break
            mine += 1
        else:
            total += table[mine]
    return total


def symbol_windows(state: OxonoState, pawns: int) -> int:
    """Windows with ``pawns`` pawns, all of one symbol, and the other squares empty."""
    board = state.board
    count = 0
    for window in WINDOWS:
        found = [board[s] for s in window if board[s] != EMPTY]
        if len(found) == pawns and len({(v - 1) & 1 for v in found}) == 1:
            count += 1
    return count


def symbol_threats(state: OxonoState) -> int:
    """Windows with three pawns of one symbol and the fourth square empty."""
    return symbol_windows(state, 3)


def evaluate(state: OxonoState, player: int, weights: Weights = SHIPPED) -> float:
    score = colour_potential(state, player, weights) - colour_potential(state, 1 - player, weights)
    symbols = float(symbol_threats(state) * weights.symbol_three + weights.tempo)
    if weights.symbol_two:
        symbols += symbol_windows(state, 2) * weights.symbol_two
    score += symbols if state.player == player else -symbols
    return math.tanh(score / weights.scale)
