"""Drawing Zeno moves for property tests without listing all 2^(k+m) of a base move's moves."""

from __future__ import annotations

from hypothesis import strategies as st

from desktop.games.zeno.rules import ZenoMove, ZenoRules, ZenoState


def draw_move(rules: ZenoRules, state: ZenoState, data: st.DataObject) -> ZenoMove:
    """A legal move of ``state`` drawn by ``data``: a base move, then any pushes and pulls."""
    base = data.draw(st.sampled_from(rules.base_moves(state)))
    pushes = data.draw(st.lists(st.sampled_from(rules.push_squares(state, base) or (-1,)), unique=True))
    pulls = data.draw(st.lists(st.sampled_from(rules.pull_squares(state, base) or (-1,)), unique=True))
    return base.with_choices([s for s in pushes if s >= 0], [s for s in pulls if s >= 0])
