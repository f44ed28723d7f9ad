"""Hypothesis tests of the invariants in resources/rules/xspectrum.md §9, over random games."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.games.xspectrum.invariants import check_move, check_state
from desktop.games.xspectrum.rules import XSpectrumRules
from tests.games.random_walk import walk

rules = XSpectrumRules()


@pytest.mark.slow
@given(st.data())
def test_invariants_hold_after_every_move(data: st.DataObject) -> None:
    state = rules.new_state()
    check_state(state)

    def check(before: object, move: object, after: object) -> None:
        check_move(rules, before, move, after)  # type: ignore[arg-type]
        assert rules.undo(after, move) == before  # type: ignore[arg-type]

    walk(rules, state, data, check)


@given(st.integers(0, 200), st.data())
def test_every_legal_move_undoes_to_the_position(plies: int, data: st.DataObject) -> None:
    state = rules.new_state()
    for _ in range(plies):
        if rules.outcome(state) is not None:
            break
        legal = rules.legal_moves(state)
        state = rules.apply(state, legal[data.draw(st.integers(0, len(legal) - 1))])
    for move in rules.legal_moves(state):
        assert rules.undo(rules.apply(state, move), move) == state
        texts = rules.move_to_text(state, move)
        assert rules.move_from_text(state, texts) == move
