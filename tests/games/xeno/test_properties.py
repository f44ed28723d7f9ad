"""Hypothesis tests of the invariants in resources/rules/xeno.md §7, over random games on all boards."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.games.xeno.invariants import check_move
from desktop.games.xeno.rules import XenoRules
from desktop.games.xeno.state import XenoState
from tests.games.random_walk import walk
from tests.games.xeno.strategies import starts

rules = XenoRules()


@pytest.mark.slow
@given(starts, st.data())
def test_invariants_hold_after_every_move(state: XenoState, data: st.DataObject) -> None:
    players = len(state.colours)
    assert set(Counter("".join(state.stacks)).values()) == {len(state.stacks) // players}
    walk(rules, state, data, lambda before, move, after: check_move(rules, before, move, after))
