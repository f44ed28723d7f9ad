"""Perft: count the legal move sequences of a given length, for any game.

>>> from desktop.games.registry import resolve
>>> rules, _ = resolve("oxono")
>>> perft(rules, rules.new_state(), 2)
3612
"""

from __future__ import annotations

from typing import Any

from desktop.core.protocol import GameRules


def perft(rules: GameRules[Any, Any], state: Any, depth: int) -> int:
    """Number of legal move sequences of ``depth`` plies from ``state`` (ended games count 0)."""
    if depth <= 0:
        return 1
    moves = rules.legal_moves(state)
    if depth == 1:
        return len(moves)
    return sum(perft(rules, rules.apply(state, m), depth - 1) for m in moves)


def divide(rules: GameRules[Any, Any], state: Any, depth: int) -> dict[str, int]:
    """Perft split by first move: move text → count."""
    return {
        rules.move_to_text(state, m): perft(rules, rules.apply(state, m), depth - 1)
        for m in rules.legal_moves(state)
    }
