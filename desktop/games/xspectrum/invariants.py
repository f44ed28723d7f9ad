"""The invariants of ``resources/rules/xspectrum.md`` §9, checked move by move.

Used by the property tests; any breach raises :class:`InvariantError` naming it.
"""

from __future__ import annotations

from collections import Counter

from desktop.games.xspectrum.movement import XSpectrumMove, XSpectrumState
from desktop.games.xspectrum.pieces import (
    ALL_PIECES,
    CLEAR,
    CYAN,
    ORANGE,
    Piece,
    Stack,
    check_arrangement,
    diagonal_reach,
    motion,
)
from desktop.games.xspectrum.rules import XSpectrumRules


class InvariantError(AssertionError):
    """An invariant of the rules page does not hold."""


def piece_count(state: XSpectrumState) -> Counter[Piece]:
    counts: Counter[Piece] = Counter()
    for stack in state.board:
        if stack is not None:
            counts.update(stack.pieces)
    for reserve in state.reserves:
        counts.update(reserve)
    return counts


def expected_motion(stack: Stack) -> tuple[int, set[str], int]:
    """(D, colours that give directions, diagonal reach) recomputed from §4's words alone."""
    d = stack.base.pips + sum(p.pips for p in stack.nested)
    colours = {stack.base.colour} | {p.colour for p in stack.stacked}
    names = {{ORANGE: "orange", CLEAR: "clear", CYAN: "cyan"}[c] for c in colours}
    reach = 0
    if {"cyan", "clear"} <= names:
        top = [p for p in stack.stacked if p.colour in (CYAN, CLEAR)][-1]
        reach = max(d - top.pips, 0)
    return d, names, reach


def check_state(state: XSpectrumState, full_set: bool = True) -> None:
    counts = piece_count(state)
    if full_set and counts != Counter({p: 2 for p in ALL_PIECES}):
        raise InvariantError(f"the pieces are not the 18 of the game: {dict(counts)}")
    for square, stack in enumerate(state.board):
        if stack is None:
            continue
        if stack.size > 3:
            raise InvariantError(f"square {square} holds {stack.size} pieces")
        try:
            check_arrangement(stack.base, stack.nested, stack.stacked)
        except ValueError as exc:
            raise InvariantError(f"square {square}: {exc}") from None
        d, names, reach = expected_motion(stack)
        slides, jump = motion(stack)
        if stack.distance != d or jump != (d if "orange" in names else 0):
            raise InvariantError(f"square {square}: distance or jump reach breaks §4")
        if diagonal_reach(stack) != reach:
            raise InvariantError(f"square {square}: diagonal reach breaks §4")
        dirs = {i for i, _ in slides}
        if ("cyan" in names) != (2 in dirs) or ("clear" in names) != (0 in dirs):
            raise InvariantError(f"square {square}: directions break §4")


def check_move(
    rules: XSpectrumRules, before: XSpectrumState, move: XSpectrumMove, after: XSpectrumState
) -> None:
    """Every invariant of §9 across one move, plus the text round trips."""
    check_state(after)
    undone = rules.undo(after, move)
    if undone != before or undone.quiet != before.quiet or undone.past != before.past:
        raise InvariantError(f"undo({rules.move_to_text(before, move)}) does not restore the position")
    text = rules.move_to_text(before, move)
    if rules.move_from_text(before, text) != move:
        raise InvariantError(f"{text} does not read back as the same move")
    position = rules.state_to_text(after)
    if rules.state_to_text(rules.state_from_text(position)) != position:
        raise InvariantError(f"{position} does not round-trip")
