"""X Spectrum's "best capture" puzzles: what a capture wins (pips, against every reply).

Read by the puzzles (:class:`~desktop.core.entry.GamePuzzles` in the registry entry): a best
capture wins more pips than any other move against the reply worst for it, and more than none.
Attribute reads only, so the registry entry imports this without the rules.
"""

from __future__ import annotations

import math
from typing import Any

from desktop.core.protocol import GameRules


def material(state: Any, player: int) -> int:
    """The pips ``player`` owns: on the board and in its reserve."""
    pips: int = sum(p.pips for p in state.reserves[player])
    for stack in state.board:
        if stack is not None and stack.owner == player:
            pips += stack.base.pips + sum(p.pips for p in (*stack.nested, *stack.stacked))
    return pips


def balance(state: Any, player: int) -> int:
    """``player``'s pips less the other's."""
    return material(state, player) - material(state, 1 - player)


def captures(state: Any, move: Any) -> bool:
    """``move`` lands on a stack of the other player's."""
    target = getattr(move, "target", None)
    if target is None or target < 0:
        return False
    stack = state.board[target]
    return stack is not None and stack.owner != state.player


def gain(rules: GameRules[Any, Any], state: Any, move: Any) -> float:
    """The mover's pip balance after ``move`` and the reply worst for it, minus the balance
    now (a win: +inf; a loss: -inf)."""
    mover = rules.to_move(state)
    before = balance(state, mover)
    after = rules.apply(state, move)
    outcome = rules.outcome(after)
    if outcome is not None:
        return math.inf if outcome.winner == mover else (0.0 if outcome.winner is None else -math.inf)
    worst = math.inf
    for reply in rules.legal_moves(after):
        final = rules.apply(after, reply)
        end = rules.outcome(final)
        if end is not None and end.winner is not None and end.winner != mover:
            return -math.inf
        worst = min(worst, float(balance(final, mover) - before))
    return worst
