"""The search's deep reductions (the hints' ``deep_reductions = M``, with their late move
reductions): from depth 4 on, the moves after the first M are looked at two turns shallower
first.  Below depth 4 the search is the same; from there it is smaller; proofs stay proofs."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.ai.search import WIN_BOUND, PvsAgent
from desktop.core.game_ai import SearchHints
from desktop.games.oxono.engine import ThreatEngine
from desktop.games.oxono.game import OxonoGame
from tests.ai.test_horizon_stop import WIN_IN_SEVEN

GAME = OxonoGame()  # its engine: ThreatEngine(zugzwang=True) with its entry's hints
#: the threat hooks and late move reductions without the deep reductions
SHALLOW = SearchHints(threat_leaves=True, late_move_reductions=3)
#: positions 2, 5, 8 and 11 random moves into games (bench.versus.opening, seeds 77-80)
POSITIONS = (
    "6/2O3/2@3/o2+2/6/6 p",
    "6/o5/@5/2x3/x2X2/+3X1 b",
    "2O3/o2o2/o2O2/+X2O@/2o3/6 p",
    "@2O2/ooo3/X4x/3XX1/3xx+/5X b",
)


def _search(engine: Any, text: str, depth: int) -> PvsAgent:
    agent = PvsAgent(nodes=2_000_000, max_depth=depth, seed=3)
    agent.search(engine, engine.pack(GAME.state_from_text(text)))
    return agent


def test_the_app_searches_oxono_with_them() -> None:
    engine = GAME.search_engine()
    assert isinstance(engine, ThreatEngine) and engine.zugzwang
    hints = engine.hints
    assert (hints.threat_leaves, hints.late_move_reductions, hints.deep_reductions) == (True, 3, 6)
    assert hints == GAME.info.ai.hints  # Oxono's registry entry's


def test_below_depth_four_the_search_is_the_same() -> None:
    one, two = ThreatEngine(zugzwang=True, hints=SHALLOW), GAME.search_engine()
    for text in POSITIONS:
        a, b = _search(one, text, 3), _search(two, text, 3)
        assert (a.stats.nodes, a.stats.score, a.stats.depth) == (b.stats.nodes, b.stats.score, b.stats.depth)


@pytest.mark.slow
def test_from_depth_four_the_trees_are_smaller() -> None:
    one, two = ThreatEngine(zugzwang=True, hints=SHALLOW), GAME.search_engine()
    plain = sum(_search(one, text, 6).stats.nodes for text in POSITIONS)
    deep = sum(_search(two, text, 6).stats.nodes for text in POSITIONS)
    assert deep < 0.9 * plain, (deep, plain)


def test_a_forced_win_is_still_proven() -> None:
    agent = _search(GAME.search_engine(), WIN_IN_SEVEN, 12)
    assert agent.stats.score >= WIN_BOUND
