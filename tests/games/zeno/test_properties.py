"""The invariants of the rules page (§5) over random games, and the decision game's equivalence."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.games.zeno.game import ZenoGame
from desktop.games.zeno.rules import FORWARD, RANK_MASK, ZenoMove, ZenoRules, ZenoState
from tests.games.zeno.helpers import draw_move

rules = ZenoRules()
game = ZenoGame().decision_game()


def rank_mask(rank: int) -> int:
    return RANK_MASK << (8 * rank) if 0 <= rank < 8 else 0


def check_turn(before: ZenoState, move: ZenoMove, after: ZenoState) -> None:
    me = before.player
    mine_before, mine_after = before.pieces(me), after.pieces(me)
    theirs_before, theirs_after = before.pieces(1 - me), after.pieces(1 - me)
    assert mine_after.bit_count() <= mine_before.bit_count()
    assert theirs_after.bit_count() <= theirs_before.bit_count()
    r = move.origin >> 3
    landing = rules.landing(before, move)
    if landing is not None:
        assert mine_after >> landing & 1, "a landed piece was removed in its own turn"
        r2 = landing >> 3
        # the enemy phase moves only enemy pieces of the landing rank, onto rank r
        outside = ~(rank_mask(r2) | rank_mask(r))
        assert theirs_after & outside == theirs_before & outside
    else:
        assert theirs_after == theirs_before, "a self-capture touched the opponent"
        assert not move.pushes
    # the friendly phase moves only the mover's pieces of rank r, onto the rank behind it
    behind = r - FORWARD[me]
    untouched = ~(rank_mask(r) | rank_mask(behind) | (1 << landing if landing is not None else 0))
    assert mine_after & untouched == mine_before & untouched
    assert rules.undo(after, move) == before
    text = rules.move_to_text(before, move)
    assert rules.move_from_text(before, text) == move
    shuffled = " ".join(reversed(text.split()))
    assert rules.move_from_text(before, shuffled) == move
    position = rules.state_to_text(after)
    assert rules.state_to_text(rules.state_from_text(position)) == position


@pytest.mark.slow
@given(st.data())
def test_random_games_keep_the_invariants(data: st.DataObject) -> None:
    state = rules.new_state()
    for _ in range(60):
        if rules.outcome(state) is not None:
            assert rules.base_moves(state) == []
            break
        move = draw_move(rules, state, data)
        base = move.base
        assert rules.is_legal(state, move)
        if rules.count_moves(state) <= 4000:
            assert move in rules.legal_moves(state)
            assert len(rules.legal_moves(state)) == rules.count_moves(state)
        after = rules.play(state, move)
        check_turn(state, move, after)
        # the same turn decision by decision reaches the same position
        ds = game.begin(state)
        ds = game.apply(ds, base)
        while game.turn_move(ds) is None:
            square = ds.candidates[len(ds.chosen)]
            ds = game.apply(ds, square in move.pushes or square in move.pulls)
        assert game.turn_move(ds) == move and ds.state == after
        state = after
