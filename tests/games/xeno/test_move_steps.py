"""A Xeno move's steps: one per hop of a jump, each with the stacks after it (rules page §4)."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.games.xeno.rules import XenoRules
from desktop.games.xeno.state import Kind, XenoMove, XenoState
from tests.games.move_steps import check_steps
from tests.games.random_walk import walk
from tests.games.xeno.strategies import starts

rules = XenoRules()


def check(before: XenoState, move: XenoMove, after: XenoState) -> None:
    steps = check_steps(rules, before, move, len(before.stacks))
    if move.kind != Kind.JUMP:
        assert len(steps) == 1
        return
    g = before.geometry
    assert [s.kind for s in steps] == ["hop"] * (len(move.path) - 1)
    assert [s.origin for s in steps] == list(move.path[:-1])
    assert [s.target for s in steps] == list(move.path[1:])
    previous = before.stacks
    for step in steps:
        assert step.origin is not None and step.target is not None
        assert step.taken == (g.jumped_space(step.origin, step.target),)
        stacks = step.state.stacks
        # the jumper lands with the taken top piece under it; nothing else changes
        (over,) = step.taken
        assert stacks[step.target] == previous[over][-1] + previous[step.origin]
        assert stacks[over] == previous[over][:-1] and stacks[step.origin] == ""
        assert Counter("".join(stacks)) == Counter("".join(before.stacks))
        previous = stacks
    for step in steps[:-1]:
        assert rules.to_move(step.state) == rules.to_move(before)


@pytest.mark.slow
@given(starts, st.data())
def test_every_moves_steps_lead_to_the_position_after_it(state: XenoState, data: st.DataObject) -> None:
    walk(rules, state, data, check)


def steps_of(position: str, move: str) -> list[tuple[str, int | None, int | None, tuple[int, ...], str]]:
    state = rules.state_from_text(position)
    steps = check_steps(rules, state, rules.move_from_text(state, move), len(state.stacks))
    return [(s.kind, s.origin, s.target, s.taken, rules.state_to_text(s.state)) for s in steps]


def test_a_double_jump_is_two_hops_each_taking_the_top_piece_it_jumps() -> None:
    # b's piece on 4 jumps a's "ba" on 7 (taking its a), then a's single piece on 10
    assert steps_of("xeno-12 b b,,,b,,aaab,ba,,,a,,bba", "4x11x5") == [
        ("hop", 3, 10, (6,), "xeno-12 b b,,,,,aaab,b,,,a,ab,bba"),
        ("hop", 10, 4, (9,), "xeno-12 a b,,,,aab,aaab,b,,,,,bba"),
    ]


def test_a_step_a_setup_move_and_a_colour_choice_are_one_step_each() -> None:
    assert steps_of("xeno-12 a a,,,,,,,,,,,b", "1-2") == [("slide", 0, 1, (), "xeno-12 b ,a,,,,,,,,,,b")]
    start = rules.new_state({"board": "xeno-12"}, seed=1)
    setup = rules.legal_moves(start)[0]
    (step,) = rules.move_steps(start, setup)
    assert (step.kind, step.origin, step.target) == ("setup", *setup.path)
    after = rules.apply(start, setup)
    (choice,) = rules.move_steps(after, rules.move_from_text(after, "C b"))
    assert (choice.kind, choice.origin, choice.target, choice.text) == ("colour", None, None, "C b")
