"""TurnByDecisions: agents play games with a decision game one decision at a time."""

from __future__ import annotations

import pytest

from desktop.ai.agent import MIN_PART_NODES, Budget
from desktop.ai.decisions import TurnByDecisions, decision_game_of
from desktop.ai.levels import LEVELS, make_agent
from desktop.ai.mcts import MctsAgent
from desktop.ai.random_agent import RandomAgent
from desktop.ai.simulate import play_game
from desktop.games.registry import resolve


def test_games_without_a_decision_game_are_unchanged() -> None:
    oxono, _ = resolve("oxono")
    assert decision_game_of(oxono) is None
    state = oxono.new_state()
    wrapped = TurnByDecisions(MctsAgent(iterations=100, seed=4))
    plain = MctsAgent(iterations=100, seed=4)
    assert wrapped.choose(oxono, state) == plain.choose(oxono, state)


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_plays_zeno_without_listing_moves(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    zeno, _ = resolve("zeno")

    def forbidden(state: object) -> object:
        raise AssertionError("legal_moves must not run during play")

    state = zeno.new_state()
    nodes = {"random": None, "easy": 100}.get(level, 1000)
    agent = make_agent(level, seed=2, nodes=nodes)
    monkeypatch.setattr(zeno, "legal_moves", forbidden)
    for _ in range(4):
        move = agent.choose(zeno, state)
        assert zeno.is_legal(state, move)  # type: ignore[attr-defined]
        if nodes is not None:
            assert agent.stats.nodes <= nodes + MIN_PART_NODES * agent.stats.decisions
        state = zeno.play(state, move)


def test_random_decisions_finish_a_zeno_game() -> None:
    zeno, _ = resolve("zeno")
    agents = [TurnByDecisions(RandomAgent(1)), TurnByDecisions(RandomAgent(2))]
    result = play_game(zeno, zeno.new_state(), agents)
    assert result.outcome is not None and len(result.moves) >= 2


def test_the_turn_budget_is_shared_among_the_decisions() -> None:
    zeno, _ = resolve("zeno")
    inner = MctsAgent(iterations=300, seed=3)
    agent = TurnByDecisions(inner)
    agent.choose(zeno, zeno.new_state())
    decisions = agent.stats.decisions
    assert decisions >= 2
    assert agent.stats.playouts <= 300 + MIN_PART_NODES * decisions
    assert inner.budget == Budget.nodes_only(300)  # the whole turn's budget, given back
