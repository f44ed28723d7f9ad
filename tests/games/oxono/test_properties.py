"""Hypothesis tests of the invariants at the end of resources/rules/oxono.md."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from desktop.games.oxono.rules import CELLS, EMPTY, OxonoRules, OxonoState, pawn_player, pawn_symbol

rules = OxonoRules()


def check_material(state: OxonoState) -> None:
    assert len(set(state.totems)) == 2 and all(0 <= t < CELLS for t in state.totems)
    assert all(state.board[t] == EMPTY for t in state.totems)
    placed = [v for v in state.board if v != EMPTY]
    assert len(placed) <= 32
    for player in (0, 1):
        for symbol in (0, 1):
            on_board = sum(1 for v in placed if pawn_player(v) == player and pawn_symbol(v) == symbol)
            assert on_board + state.hand(player, symbol) == 8


@given(st.data())
def test_invariants_hold_along_random_games(data: st.DataObject) -> None:
    state = rules.new_state({"random_totems": data.draw(st.booleans())}, data.draw(st.integers(0, 1000)))
    check_material(state)
    while rules.outcome(state) is None:
        moves = rules.legal_moves(state)
        # the player to move always has a legal move while they have pawns
        assert moves and sum(state.hands[2 * state.player : 2 * state.player + 2]) > 0
        move = moves[data.draw(st.integers(0, len(moves) - 1))]
        after = rules.apply(state, move)
        check_material(after)
        # a pawn, once placed, never moves
        assert all(after.board[s] == v for s, v in enumerate(state.board) if v != EMPTY)
        # turns alternate strictly
        assert after.player == 1 - state.player
        # undo(apply(position, move)) == position
        assert rules.undo(after, move) == state
        # position text round-trips
        assert rules.state_from_text(rules.state_to_text(after)) == after
        state = after
    assert rules.legal_moves(state) == []
