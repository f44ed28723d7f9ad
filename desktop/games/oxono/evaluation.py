"""A static evaluation of Oxono positions for the AI.

Every 4-square window of a row or column that holds pawns of only one
colour is a possible colour line for that player: it counts 1, 4 or 16 for
1, 2 or 3 of their pawns.  Windows holding only one symbol are possible
symbol lines that either player may finish; three of a symbol with the fourth
square empty counts for the player to move (who gets the first chance) and
against the other.  The sum, mine minus theirs, is squashed into [-1, 1].
"""

from __future__ import annotations

import math

from desktop.games.oxono.rules import EMPTY, WINDOWS, OxonoState

_COLOUR_WEIGHT = (0.0, 1.0, 4.0, 16.0, 0.0)
_SYMBOL_THREAT = 6.0
_SCALE = 40.0


def colour_potential(state: OxonoState, player: int) -> float:
    """Sum over windows free of the opponent's pawns of the weight of ``player``'s pawns."""
    board = state.board
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
            total += _COLOUR_WEIGHT[mine]
    return total


def symbol_threats(state: OxonoState) -> int:
    """Windows with three pawns of one symbol and the fourth square empty."""
    board = state.board
    count = 0
    for window in WINDOWS:
        values = [board[s] for s in window]
        pawns = [v for v in values if v != EMPTY]
        if len(pawns) == 3 and len({(v - 1) & 1 for v in pawns}) == 1 and values.count(EMPTY) == 1:
            count += 1
    return count


def evaluate(state: OxonoState, player: int) -> float:
    score = colour_potential(state, player) - colour_potential(state, 1 - player)
    threats = symbol_threats(state) * _SYMBOL_THREAT
    score += threats if state.player == player else -threats
    return math.tanh(score / _SCALE)
