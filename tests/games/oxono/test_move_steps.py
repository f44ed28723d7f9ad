"""An Oxono move's steps: the totem moves, then the pawn is placed beside it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from desktop.games.oxono.rules import CELLS, OxonoMove, OxonoRules, OxonoState
from tests.games.move_steps import check_steps
from tests.games.random_walk import walk

rules = OxonoRules()


def check(before: OxonoState, move: OxonoMove, after: OxonoState) -> None:
    totem, pawn = check_steps(rules, before, move, CELLS)
    assert (totem.kind, totem.origin, totem.target) == ("totem", move.origin, move.target)
    assert (pawn.kind, pawn.origin, pawn.target) == ("pawn", None, move.pawn)
    moved = totem.state
    assert moved.board == before.board and moved.hands == before.hands
    assert moved.totems[move.totem] == move.target
    assert moved.totems[1 - move.totem] == before.totems[1 - move.totem]
    assert rules.to_move(moved) == rules.to_move(before)


@given(st.booleans(), st.integers(0, 1000), st.data())
def test_every_move_is_a_totem_step_then_a_pawn_step(
    random_totems: bool, seed: int, data: st.DataObject
) -> None:
    walk(rules, rules.new_state({"random_totems": random_totems}, seed), data, check)


def test_the_totem_moves_then_the_pawn_is_placed() -> None:
    start = rules.new_state()
    steps = rules.move_steps(start, rules.move_from_text(start, "X d3-d6 d5"))
    assert [(s.kind, s.text, rules.state_to_text(s.state)) for s in steps] == [
        ("totem", "X d3-d6", "3+2/6/2@3/6/6/6 p"),
        ("pawn", "d5", "3+2/3x2/2@3/6/6/6 b"),
    ]
