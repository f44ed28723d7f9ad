"""A hypothesis-driven random walk through a game, checking every move on the way."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st

from desktop.core.protocol import GameRules


def walk(
    rules: GameRules[Any, Any],
    state: Any,
    data: st.DataObject,
    check: Callable[[Any, Any, Any], None],
    plies: int = 120,
) -> Any:
    """Play up to ``plies`` moves drawn by ``data``; ``check(before, move, after)`` each one."""
    for _ in range(plies):
        if rules.outcome(state) is not None:
            break
        legal = rules.legal_moves(state)
        assert legal, "a game that goes on must have a legal move"
        move = legal[data.draw(st.integers(0, len(legal) - 1))]
        after = rules.apply(state, move)
        check(state, move, after)
        state = after
    return state
