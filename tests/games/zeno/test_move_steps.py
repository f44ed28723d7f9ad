"""A Zeno move's steps: the base move, then each push and each pull (rules page §2)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.games.zeno.rules import ZenoMove, ZenoRules, ZenoState
from tests.games.move_steps import check_steps
from tests.games.zeno.helpers import draw_move

rules = ZenoRules()


def check(before: ZenoState, move: ZenoMove) -> None:
    steps = check_steps(rules, before, move, 64)
    assert [s.kind for s in steps] == ["step"] + ["push"] * len(move.pushes) + ["pull"] * len(move.pulls)
    assert [s.origin for s in steps] == [move.origin, *move.pushes, *move.pulls]
    for step in steps:
        assert step.taken in ((), (step.origin,))
        if step.kind != "step":
            assert (step.target is None) == bool(step.taken)
    for step in steps[:-1]:
        assert rules.to_move(step.state) == before.player


@pytest.mark.slow
@given(st.data())
def test_every_moves_steps_lead_to_the_position_after_it(data: st.DataObject) -> None:
    state = rules.new_state()
    for _ in range(60):
        if rules.outcome(state) is not None:
            break
        move = draw_move(rules, state, data)
        check(state, move)
        state = rules.apply(state, move)


def steps_of(position: str, move: str) -> list[tuple[str, str, str]]:
    state = rules.state_from_text(position)
    steps = check_steps(rules, state, rules.move_from_text(state, move), 64)
    return [(s.kind, s.text, rules.state_to_text(s.state)) for s in steps]


def test_a_step_then_a_push() -> None:
    # c3-d4 lands beside Black's e4, which is pushed back the opposite way, to d3
    assert steps_of("8/8/8/8/4B3/2W5/8/8 w", "c3-d4 +e4") == [
        ("step", "c3-d4", "8/8/8/8/3WB3/8/8/8 w"),
        ("push", "+e4", "8/8/8/8/3W4/3B4/8/8 b"),
    ]


def test_a_push_onto_a_piece_takes_it_and_a_pull_follows() -> None:
    state = rules.state_from_text("8/8/8/8/4B3/2WW4/8/8 w")
    step, push, pull = rules.move_steps(state, rules.move_from_text(state, "c3-d4 +e4 -d3"))
    assert (step.kind, step.origin, step.target, step.taken) == ("step", 18, 27, ())  # c3 to d4
    assert (push.origin, push.target, push.taken) == (28, None, (28,))  # e4 meets d3's piece
    assert (pull.kind, pull.origin, pull.target, pull.taken) == ("pull", 19, 10, ())  # d3 back to c2
    assert rules.state_to_text(pull.state) == "8/8/8/8/3W4/8/2W5/8 b"


def test_a_self_capture_takes_the_movers_own_piece() -> None:
    state = rules.state_from_text("8/8/8/8/8/2B5/2W5/8 w")
    (step,) = rules.move_steps(state, rules.move_from_text(state, "c2*c3"))
    assert (step.origin, step.target, step.taken) == (10, 18, (10,))
    off = rules.state_from_text("W7/8/8/8/8/8/8/7B w")
    (step,) = rules.move_steps(off, rules.move_from_text(off, "a8-xx(0)"))
    assert (step.origin, step.target, step.taken) == (56, None, (56,))
