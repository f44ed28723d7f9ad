"""Hypothesis tests of the invariants in resources/rules/xeno.md §7, over random games on all boards."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from desktop.games.xeno.geometry import STANDARD_BOARDS
from desktop.games.xeno.invariants import check_move
from desktop.games.xeno.rules import XenoRules
from tests.games.random_walk import walk

rules = XenoRules()


@given(
    st.sampled_from(STANDARD_BOARDS),
    st.sampled_from([2, 3]),
    st.integers(0, 10_000),
    st.booleans(),
    st.data(),
)
def test_invariants_hold_after_every_move(
    board: str, players: int, seed: int, quick: bool, data: st.DataObject
) -> None:
    state = rules.new_state({"board": board, "players": players, "quick_setup": quick}, seed)
    assert set(Counter("".join(state.stacks)).values()) == {len(state.stacks) // players}
    walk(rules, state, data, lambda before, move, after: check_move(rules, before, move, after))
