"""An X Spectrum move's steps: a slide or a jump with its path, a re-entry, an arrangement."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.games.xspectrum.movement import ENTER, REARRANGE, XSpectrumMove, XSpectrumState, square_name
from desktop.games.xspectrum.pieces import join_results
from tests.games.move_steps import check_steps
from tests.games.random_walk import walk
from tests.games.xspectrum.helpers import FAR_NORTH, rules, state


def check(before: XSpectrumState, move: XSpectrumMove, after: XSpectrumState) -> None:
    steps = check_steps(rules, before, move, 64)
    kinds = [s.kind for s in steps]
    if move.kind == ENTER:
        assert kinds == ["enter"] and steps[0].target == move.target
        return
    if move.kind == REARRANGE:
        assert kinds == ["arrange"] and steps[0].origin == steps[0].target == move.origin
        return
    first = steps[0]
    assert kinds == [first.kind] + (["arrange"] if move.result is not None else [])
    assert (first.origin, first.target) == (move.origin, move.target)
    assert first.taken == ((move.target,) if move.captures else ())
    # the path runs along one board line, one square at a time
    (df, dr), *others = {(b % 8 - a % 8, b // 8 - a // 8) for a, b in itertools.pairwise(first.path)}
    assert not others and max(abs(df), abs(dr)) == 1
    passed = [before.board[s] is not None for s in first.path[1:-1]]
    if first.kind == "jump":
        assert passed and all(passed)  # over occupied squares only
    else:
        assert first.kind == "slide" and not any(passed)  # through empty squares only
    if move.result is not None:  # joined: the pieces put on top first, the mover still to move
        assert move.taken is not None and move.arriving is not None
        joined = first.state.board[move.target]
        assert joined in join_results(move.taken, move.arriving)
        assert joined.nested in (move.taken.nested, ())
        assert first.state.player == before.player


@pytest.mark.slow
@given(st.data())
def test_every_moves_steps_lead_to_the_position_after_it(data: st.DataObject) -> None:
    walk(rules, rules.new_state(), data, check)


def steps_of(st_: XSpectrumState, move: str) -> list[tuple[str, list[str], tuple[int, ...], str]]:
    steps = check_steps(rules, st_, rules.move_from_text(st_, move), 64)
    return [(s.kind, [square_name(q) for q in s.path], s.taken, s.text) for s in steps]


def test_a_slide_names_every_square_it_passes() -> None:
    assert steps_of(state({"c3": "Bl", **FAR_NORTH}), "c3-e1") == [("slide", ["c3", "d2", "e1"], (), "c3-e1")]


def test_a_jump_names_the_squares_jumped_and_a_capture_its_target() -> None:
    pieces = {"a1": "Rl", "b2": "Ys", "c3": "bs", **FAR_NORTH}
    assert steps_of(state(pieces), "a1-d4") == [("jump", ["a1", "b2", "c3", "d4"], (), "a1-d4")]
    assert steps_of(state(pieces), "a1-c3") == [("jump", ["a1", "b2", "c3"], (18,), "a1-c3")]


def test_joining_a_friendly_square_is_the_slide_then_the_arrangement() -> None:
    start = rules.new_state()
    slide, arrange = rules.move_steps(start, rules.move_from_text(start, "b4-c3=Bl<Bs"))
    assert (slide.kind, slide.path, slide.text) == ("slide", (25, 18), "b4-c3")
    assert rules.state_to_text(slide.state).startswith("5ysrsrl/4bm1ymrm/5bl1yl/6bs1/8/Yl1Bl^Bs5/")
    assert (arrange.kind, arrange.origin, arrange.target, arrange.text) == ("arrange", 18, 18, "=Bl<Bs")


def test_a_re_entry_and_a_rearrangement_are_one_step() -> None:
    assert steps_of(state({"c3": "Bl", **FAR_NORTH}, south="Rl"), "Rl@a1") == [("enter", [], (), "Rl@a1")]
    assert steps_of(state({"c3": "Bl<Bs", **FAR_NORTH}), "c3=Bl^Bs") == [("arrange", [], (), "c3=Bl^Bs")]
