"""X Spectrum's evaluation for the AI: material by pips, mobility and threatened pieces.

- **material**: pips on the board, and pips in reserve (worth a bit less:
  they must come back on a free start square first);
- **mobility**: the number of squares each player's stacks and leaving
  pieces can reach;
- **threats**: the side to move can take the best enemy stack it reaches;
  the other side's best such capture is only a threat (worth less, since
  the side to move may answer it).

The sum is squashed into [-1, 1] with ``tanh``.

>>> from desktop.games.xspectrum.rules import XSpectrumRules
>>> rules = XSpectrumRules()
>>> start = rules.new_state()
>>> abs(evaluate(start, 0) + evaluate(start, 1)) < 1e-9
True
"""

from __future__ import annotations

import math

from desktop.games.xspectrum.movement import Board, XSpectrumState, targets
from desktop.games.xspectrum.pieces import Stack, roles

RESERVE_WEIGHT = 0.75
MOBILITY_WEIGHT = 0.04
CAPTURE_NOW = 0.8
THREAT = 0.35
SCALE = 8.0


def _reach(board: Board, player: int) -> tuple[int, int]:
    """(mobility, best enemy pips capturable in one move) for ``player``."""
    mobility = 0
    best = 0
    for origin, stack in enumerate(board):
        if stack is None or stack.owner != player:
            continue
        movers = [stack]
        if stack.size > 1:
            movers += [Stack(player, piece) for _, piece in roles(stack)]
        for mover in movers:
            for t in targets(board, origin, mover):
                mobility += 1
                there = board[t]
                if there is not None and there.owner != player:
                    pips = there.pips
                    if pips > best:
                        best = pips
    return mobility, best


def material(state: XSpectrumState, player: int) -> float:
    on_board = sum(s.pips for s in state.board if s is not None and s.owner == player)
    return on_board + RESERVE_WEIGHT * sum(p.pips for p in state.reserves[player])


def evaluate(state: XSpectrumState, player: int) -> float:
    """Heuristic value of ``state`` for ``player`` in [-1, 1]."""
    if state.ended is not None:
        if state.ended.winner is None:
            return 0.0
        return 1.0 if state.ended.winner == player else -1.0
    other = 1 - player
    raw = material(state, player) - material(state, other)
    mob_p, take_p = _reach(state.board, player)
    mob_o, take_o = _reach(state.board, other)
    raw += MOBILITY_WEIGHT * (mob_p - mob_o)
    if state.player == player:
        raw += CAPTURE_NOW * take_p - THREAT * take_o
    else:
        raw += THREAT * take_p - CAPTURE_NOW * take_o
    return math.tanh(raw / SCALE)
