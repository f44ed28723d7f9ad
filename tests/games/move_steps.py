"""Checking a move's steps (:meth:`GameRules.move_steps`) against the move itself."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.core.protocol import GameRules, MoveStep


def check_steps(
    rules: GameRules[Any, Any], state: Any, move: Any, squares: int | None = None
) -> Sequence[MoveStep[Any]]:
    """The steps of ``move``, once checked: the last reaches ``apply(state, move)`` exactly;
    with ``squares``, every square a step names is one of the board's ``0 .. squares - 1``.
    """
    steps = rules.move_steps(state, move)
    after = rules.apply(state, move)
    assert steps, "a move has at least one step"
    last = steps[-1].state
    assert last == after, f"{rules.move_to_text(state, move)}: the last step is not the move's position"
    assert rules.to_move(last) == rules.to_move(after)
    assert rules.state_to_text(last) == rules.state_to_text(after)
    for step in steps:
        assert step.kind
        if step.path:
            assert (step.path[0], step.path[-1]) == (step.origin, step.target)
        if squares is not None:
            named = [s for s in (step.origin, step.target, *step.path, *step.taken) if s is not None]
            assert all(0 <= s < squares for s in named), f"{step} names a square off the board"
    return steps
