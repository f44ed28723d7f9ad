"""Budgets: a node (or playout) budget makes every search repeatable, whatever the clock says."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import Any

import pytest

from desktop.ai.agent import MIN_PART_NODES, Budget, SearchStats, StopCheck, never_stop
from desktop.ai.decisions import TurnByDecisions
from desktop.ai.levels import APP_LEVELS, LEVELS, make_agent
from desktop.ai.mcts import MctsAgent
from desktop.ai.process import ProcessSearcher
from desktop.ai.random_agent import RandomAgent
from desktop.ai.search import PLAYOUT_COST, PvsAgent
from desktop.ai.simulate import MatchResult, play_match
from desktop.control.searching import SearchRequest
from desktop.core.protocol import GameRules
from desktop.games.registry import all_games, resolve
from tests.ai.conftest import SlowMachine
from tests.ai.toy_games import RaceRules

oxono, _ = resolve("oxono")
zeno, _ = resolve("zeno")

OPENING = ("X d3-d6 d5", "O c4-c1 b1", "X d6-f6 f5", "O c1-c3 c2")
# the start, two openings (nothing proven), and a position Pink wins at once
OXONO_POSITIONS = ["0", "2", "4", "OO1O2/6/2@3/3+2/6/xxx3 p"]


def oxono_state(text: str) -> Any:
    """A position by its text, or after the first ``text`` moves of :data:`OPENING`."""
    if not text.isdigit():
        return oxono.state_from_text(text)
    state = oxono.new_state()
    for move in OPENING[: int(text)]:
        state = oxono.apply(state, oxono.move_from_text(state, move))
    return state


def zeno_states() -> list[Any]:
    """The start and the position two turns later (each side's first base move and its default decisions)."""
    state = zeno.new_state()
    states = [state]
    walker = TurnByDecisions(RandomAgent(3))
    for _ in range(2):
        state = zeno.apply(state, walker.choose(zeno, state))
    states.append(state)
    return states


def outcome_of(rules: GameRules[Any, Any], state: Any, agent: Any) -> tuple[str, SearchStats]:
    move = agent.choose(rules, state)
    stats: SearchStats = agent.stats
    return rules.move_to_text(state, move), stats


def same_search(a: SearchStats, b: SearchStats) -> None:
    """Every figure of the two searches is the same, but the time they took."""
    assert replace(a, seconds=0.0) == replace(b, seconds=0.0)


# -- the Budget value ---------------------------------------------------------------
def test_budget_values() -> None:
    assert Budget.nodes_only(500) == Budget(None, 500) and Budget.nodes_only(500).repeatable
    assert Budget.time_only(0.5) == Budget(0.5, None) and not Budget.time_only(0.5).repeatable
    assert not Budget(0.3, 300).repeatable
    for bad in ({"seconds": 0.0}, {"seconds": -1.0}, {"nodes": 0}):
        with pytest.raises(ValueError):
            Budget(**bad)


def test_agent_constructors_make_budgets() -> None:
    # a node budget alone brings no time limit; neither gives the default time
    assert PvsAgent(nodes=5000).budget == Budget.nodes_only(5000)
    assert PvsAgent().budget == Budget.time_only(2.0)
    assert PvsAgent(seconds=1.5, nodes=100).budget == Budget(1.5, 100)
    assert PvsAgent(seconds=0).budget == Budget()  # 0: no limit (depth only)
    assert MctsAgent(iterations=300).budget == Budget.nodes_only(300)
    assert MctsAgent(0, 300).budget == Budget.nodes_only(300)
    assert MctsAgent().budget == Budget.time_only(1.0)


@pytest.mark.parametrize("level", APP_LEVELS)
def test_make_agent_takes_the_level_time_budget_or_a_node_budget(level: str) -> None:
    timed: Any = make_agent(level, 1)
    assert timed.inner.budget == LEVELS[level].budget and LEVELS[level].budget.seconds
    counted: Any = make_agent(level, 1, nodes=1234)
    assert counted.inner.budget == Budget.nodes_only(1234)
    assert LEVELS[level].nodes > 0
    own: Any = make_agent(level, 1, nodes=LEVELS[level].nodes)
    assert own.inner.budget.repeatable


@pytest.mark.parametrize("level", ["beginner", "easy", "medium"])  # the others take seconds
def test_with_three_players_the_level_playouts_bound_its_time_budget(level: str) -> None:
    rules, options = resolve("xeno-30")
    state = rules.new_state({**options, "players": 3}, 1)
    for _ in range(6):  # past the set-up, into play
        state = rules.apply(state, rules.legal_moves(state)[0])
    spec = LEVELS[level]
    agent: Any = make_agent(level, 1)
    agent.inner.budget = Budget.time_only(30.0)  # the playouts stop it long before, on any machine
    agent.choose(rules, state)
    stats = agent.inner.stats
    assert stats.playouts == spec.nodes_for(rules, {**options, "players": 3}) // PLAYOUT_COST
    assert stats.seconds < 30.0
    big, big_options = resolve("xeno-120")
    for other in APP_LEVELS:
        inner: Any = make_agent(other, 1).inner
        assert inner.node_cap(big, 4) == LEVELS[other].nodes_for(big, {**big_options, "players": 4}), other
        assert inner.node_cap(big, 4) == LEVELS[other].many_nodes  # no game sets its own there


def test_in_oxono_medium_s_time_budget_stops_at_its_own_nodes_too() -> None:
    spec = LEVELS["medium"]
    games = all_games().items()
    capped = {(game, lv) for game, rules in games for lv in LEVELS if rules.info.ai.budget(lv).capped}
    assert capped == {("oxono", "medium")}  # Oxono's entry caps its Medium, no other level or game
    agent: Any = make_agent("medium", 1)
    assert agent.inner.node_cap(oxono, 2) == spec.nodes_for(oxono) == 4_000
    agent.inner.budget = Budget.time_only(60.0)  # the cap stops it long before, on any machine
    state = oxono_state("2")
    move, stats = outcome_of(oxono, state, agent)
    assert stats.nodes <= spec.nodes_for(oxono) and stats.seconds < 60.0
    assert stats.score is not None and abs(stats.score) < 900_000  # cut by the nodes, not a proof
    assert agent.inner.budget == Budget.time_only(60.0)  # the level's budget is left as it was
    # the same search as the level's node budget: the cap is that budget
    counted: Any = make_agent("medium", 1, nodes=spec.nodes_for(oxono))
    assert outcome_of(oxono, state, counted)[0] == move
    same_search(stats, counted.stats)
    # an explicit node budget wins, and the other levels and games are not capped
    small: Any = make_agent("medium", 1, nodes=300)
    assert outcome_of(oxono, state, small)[1].nodes <= 300
    for level in APP_LEVELS:
        inner: Any = make_agent(level, 1).inner
        for game, rules in all_games().items():
            assert (inner.node_cap(rules, 2) is None) == ((game, level) != ("oxono", "medium")), (game, level)


def test_node_budgets_grow_with_the_level() -> None:
    assert LEVELS["medium"].nodes < LEVELS["hard"].nodes < LEVELS["expert"].nodes
    for game in ("oxono", "zeno", "xspectrum", "xeno-30", "xeno-120"):
        rules, options = resolve(game)
        budgets = [LEVELS[level].nodes_for(rules, options) for level in ("easy", "medium", "hard", "expert")]
        assert budgets == sorted(budgets) and len(set(budgets)) == len(budgets), game
    xeno, options = resolve("xeno-30")
    three = [LEVELS[level].nodes_for(xeno, {**options, "players": 3}) for level in APP_LEVELS]
    assert three == sorted(three) and len(set(three)) == len(three)
    # random playouts alone left 3-player levels close (Medium-Easy 59.5% at 8x): from Medium up
    # the playouts are greedy, and grow 4x or more a level
    assert all(b >= 3 * a for a, b in itertools.pairwise(three)), three
    assert all(b >= 4 * a for a, b in itertools.pairwise(three[2:])), three
    greedy = [LEVELS[level].multiplayer_style.get("greedy", False) for level in APP_LEVELS]
    assert greedy == [False, False, True, True, True]
    assert make_agent("random", 1, nodes=10).choose(oxono, oxono.new_state()) in oxono.legal_moves(
        oxono.new_state()
    )


# -- alpha-beta -------------------------------------------------------------------------
@pytest.mark.parametrize("position", OXONO_POSITIONS)
@pytest.mark.parametrize("nodes", [300, 2500, 6000])
def test_alphabeta_node_budget_is_repeatable_on_a_slow_machine(
    position: str, nodes: int, slow_machine: SlowMachine
) -> None:
    state = oxono_state(position)
    move, stats = outcome_of(oxono, state, PvsAgent(nodes=nodes, max_depth=8, seed=4))
    again, stats_again = outcome_of(oxono, state, PvsAgent(nodes=nodes, max_depth=8, seed=4))
    slow_machine(10.0)
    slow, stats_slow = outcome_of(oxono, state, PvsAgent(nodes=nodes, max_depth=8, seed=4))
    assert move == again == slow
    same_search(stats, stats_again)
    same_search(stats, stats_slow)
    assert stats.nodes <= nodes
    if position.isdigit():  # nothing proven: the budget ends the search, mid-iteration
        assert stats.nodes == nodes


def test_alphabeta_without_a_time_limit_stops_at_its_depth() -> None:
    race = RaceRules(2, target=30)
    agent = PvsAgent(seconds=0, max_depth=5, seed=1)
    agent.choose(race, race.new_state())
    assert agent.stats.depth == 5 and agent.budget == Budget()


def test_the_fake_clock_reaches_the_search(slow_machine: SlowMachine) -> None:
    """The slow-machine test means something: a time budget stops at the first look at the clock."""
    slow_machine(10.0)
    agent = PvsAgent(seconds=5.0, max_depth=8, seed=4)
    agent.choose(oxono, oxono.new_state())
    assert agent.stats.nodes == 256  # the clock is read every 256 nodes
    mcts = MctsAgent(seconds=5.0, seed=4)
    mcts.choose(oxono, oxono.new_state())
    assert mcts.stats.playouts == 16  # and every 16 playouts


def test_a_time_budget_is_kept_by_the_clock(slow_machine: SlowMachine) -> None:
    """Hard's time budget, on a clock that moves 0.05 s a reading (a reading every 256 nodes)."""
    clock = slow_machine(0.05)
    agent = make_agent("hard", 0)
    agent.choose(oxono, oxono.new_state())
    assert LEVELS["hard"].budget.seconds is not None
    assert agent.stats.seconds <= LEVELS["hard"].budget.seconds + 2 * clock.step
    assert agent.stats.depth >= 2


# -- MCTS ---------------------------------------------------------------------------------
@pytest.mark.parametrize("position", OXONO_POSITIONS)
def test_mcts_playout_budget_is_repeatable_on_a_slow_machine(
    position: str, slow_machine: SlowMachine
) -> None:
    state = oxono_state(position)
    move, stats = outcome_of(oxono, state, MctsAgent(iterations=150, seed=9))
    again, stats_again = outcome_of(oxono, state, MctsAgent(iterations=150, seed=9))
    slow_machine(10.0)
    slow, stats_slow = outcome_of(oxono, state, MctsAgent(iterations=150, seed=9))
    assert move == again == slow
    same_search(stats, stats_again)
    same_search(stats, stats_slow)
    assert stats.playouts <= 150


# -- whole turns of decisions (Zeno) -------------------------------------------------------
@pytest.mark.parametrize(("level", "nodes"), [("easy", 60), ("medium", 1500), ("hard", 4000)])
def test_a_zeno_turn_with_a_node_budget_is_repeatable(
    level: str, nodes: int, slow_machine: SlowMachine
) -> None:
    for i, state in enumerate(zeno_states()):
        move, stats = outcome_of(zeno, state, make_agent(level, i, nodes=nodes))
        again, stats_again = outcome_of(zeno, state, make_agent(level, i, nodes=nodes))
        assert move == again
        same_search(stats, stats_again)
        # each decision that finds less than MIN_PART_NODES left still gets that many
        assert stats.nodes <= nodes + MIN_PART_NODES * stats.decisions
        assert stats.decisions >= 2
    slow_machine(10.0)
    for i, state in enumerate(zeno_states()):
        slow, stats_slow = outcome_of(zeno, state, make_agent(level, i, nodes=nodes))
        move, stats = outcome_of(zeno, state, make_agent(level, i, nodes=nodes))
        assert slow == move
        same_search(stats, stats_slow)


class Recorder:
    """An inner agent that takes the first option and spends all of the nodes it is given."""

    name = "recorder"

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.stats = SearchStats()
        self.given: list[Budget] = []

    def choose(self, rules: GameRules[Any, Any], state: Any, should_stop: StopCheck = never_stop) -> Any:
        self.given.append(self.budget)
        self.stats = SearchStats(nodes=self.budget.nodes or 0)
        return rules.legal_moves(state)[0]


def test_the_turn_node_budget_is_shared_and_the_last_decision_gets_the_rest() -> None:
    inner = Recorder(Budget.nodes_only(1000))
    agent = TurnByDecisions(inner)
    agent.choose(zeno, zeno.new_state())
    parts = [b.nodes for b in inner.given]
    assert len(parts) >= 2 and all(b.seconds is None for b in inner.given)
    assert all(p is not None and MIN_PART_NODES <= p < 1000 for p in parts)
    assert sum(p or 0 for p in parts) == agent.stats.nodes == 1000
    assert inner.budget == Budget.nodes_only(1000)  # given back after the turn


def test_the_turn_time_budget_is_shared_by_the_clock(slow_machine: SlowMachine) -> None:
    slow_machine(0.01)
    inner = Recorder(Budget.time_only(2.0))
    TurnByDecisions(inner).choose(zeno, zeno.new_state())
    seconds = [b.seconds or 0.0 for b in inner.given]
    assert len(seconds) >= 2 and all(b.nodes is None for b in inner.given)
    assert all(0 < s < 2.0 for s in seconds)
    assert inner.budget == Budget.time_only(2.0)


# -- matches and the child process ----------------------------------------------------------
def match_moves(result: MatchResult) -> list[tuple[Any, list[str]]]:
    return [(g.outcome, g.moves) for g in result.games]


def test_a_race_match_with_node_budgets_is_repeatable(slow_machine: SlowMachine) -> None:
    race = RaceRules(3, target=15)

    def play() -> MatchResult:
        return play_match(
            race,
            {},
            lambda s: MctsAgent(iterations=60, seed=s),
            lambda s: PvsAgent(nodes=150, max_depth=8, seed=s),
            6,
            2,
        )

    first = play()
    slow_machine(10.0)
    assert match_moves(play()) == match_moves(first)


def test_an_oxono_match_with_node_budgets_is_repeatable(slow_machine: SlowMachine) -> None:
    def play() -> MatchResult:
        return play_match(
            oxono,
            {},
            lambda s: make_agent("hard", s, nodes=400),
            lambda s: make_agent("easy", s, nodes=40),
            2,
            5,
        )

    first = play()
    assert all(g.outcome is not None for g in first.games)
    slow_machine(10.0)
    second = play()
    assert match_moves(second) == match_moves(first)
    assert (second.wins, second.draws, second.losses) == (first.wins, first.draws, first.losses)


def test_the_child_process_searches_with_the_node_budget() -> None:
    state = oxono_state("2")
    searcher = ProcessSearcher()
    try:
        generation, move, stats = searcher.submit(
            SearchRequest(oxono, state, "hard", 6, nodes=1500), 1
        ).result(timeout=60)
    finally:
        searcher.shutdown()
    here = make_agent("hard", 6, nodes=1500)
    assert generation == 1 and move == here.choose(oxono, state)
    assert stats is not None and stats.nodes == here.stats.nodes == 1500
