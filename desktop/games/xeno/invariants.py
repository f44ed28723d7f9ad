"""The invariants of resources/rules/xeno.md §7, checked move by move.

Used by the property tests and by ``bench/experiments/xeno_random_games.py`` (200 random
games a board); any breach raises :class:`InvariantError` naming it.
"""

from __future__ import annotations

import itertools
from collections import Counter

from desktop.games.xeno.rules import XenoRules, hop
from desktop.games.xeno.state import Kind, Phase, XenoMove, XenoState


class InvariantError(AssertionError):
    """An invariant of the rules page does not hold."""


def bands(stack: str) -> int:
    """Runs of one colour in a stack: ``"aabba"`` has 3."""
    return sum(1 for i, ch in enumerate(stack) if i == 0 or stack[i - 1] != ch)


def singles_jumped(state: XenoState, path: tuple[int, ...]) -> int:
    """How many single-piece stacks a jump sequence takes (each leaves an empty space)."""
    g = state.geometry
    stacks = list(state.stacks)
    count = 0
    for a, c in itertools.pairwise(path):
        b = g.jumped_space(a, c)
        count += len(stacks[b]) == 1
        hop(stacks, a, b, c)
    return count


def check_move(rules: XenoRules, before: XenoState, move: XenoMove, after: XenoState) -> None:
    """Every invariant across one move (``after`` is ``rules.apply(before, move)``)."""

    def require(condition: bool, what: str) -> None:
        if not condition:
            raise InvariantError(
                f"{what}: {rules.move_to_text(before, move)} in {rules.state_to_text(before)}"
            )

    require(Counter("".join(after.stacks)) == Counter("".join(before.stacks)), "pieces of a colour changed")
    if len(after.colours) == 2:
        require(all(bands(s) <= 2 for s in after.stacks), "a two-player stack has three bands")
    if before.phase == Phase.SETUP:
        require(after.stacks.count("") == 1, "not exactly one empty space after setup")
    elif before.phase == Phase.PLAY:
        gained = after.stacks.count("") - before.stacks.count("")
        if move.kind == Kind.STEP:
            require(gained == 0, "a step changed the number of empty spaces")
        else:
            require(
                move.kind == Kind.JUMP and gained == singles_jumped(before, move.path),
                "a jump left wrong empties",
            )
    require(rules.undo(after, move) == before, "undo(apply(position, move)) != position")
    text = rules.state_to_text(after)
    require(rules.state_to_text(rules.state_from_text(text)) == text, "the position text does not round-trip")
