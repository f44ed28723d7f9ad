"""Root-parallel search (desktop/ai/parallel.py) and its children (desktop/ai/process.py).

The workers' shares cover the root; the best of their values at a depth is
the single search's value at that depth; the answer found in two child
processes is the one found here; cancelling stops both children; a killed
child fails the search and the next one runs.
"""

from __future__ import annotations

import os
import random
import signal
import time
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace
from typing import Any

import pytest

from desktop.ai.agent import Budget, SearchCancelled, SearchStats
from desktop.ai.levels import LEVELS, PARALLEL_WORKERS
from desktop.ai.parallel import (
    RootParallelAgent,
    SharePvs,
    ShareResult,
    ShareTask,
    combine,
    run_share,
)
from desktop.ai.process import ProcessSearcher
from desktop.core.protocol import GameRules
from desktop.games.registry import resolve


def opening(game: str, plies: int, seed: int, players: int = 2) -> tuple[GameRules[Any, Any], Any]:
    rules, options = resolve(game)
    options = dict(options)
    if players != 2:
        options["players"] = players
    rng = random.Random(seed)
    state = rules.new_state(options, seed)
    for _ in range(plies):
        moves = [m for m in rules.legal_moves(state) if rules.outcome(rules.apply(state, m)) is None]
        state = rules.apply(state, rng.choice(moves))
    return rules, state


@pytest.mark.parametrize(("game", "depth"), [("oxono", 3), ("xspectrum", 3), ("zeno", 2), ("xeno-30", 4)])
@pytest.mark.parametrize("split", ["alternate", "best"])
def test_the_best_share_at_each_depth_is_the_whole_search(game: str, depth: int, split: str) -> None:
    rules, state = opening(game, 6, 11)
    engine = rules.search_engine()
    root = engine.pack(state)

    def searched(worker: int, workers: int) -> SharePvs:
        agent = SharePvs(worker, workers, split, max_depth=depth, seed=5)
        agent.budget = Budget.nodes_only(10_000_000)
        agent.search(engine, root)
        return agent

    whole = searched(0, 1)
    parts = [searched(w, 2) for w in range(2)]
    shares = [p._share for p in parts]
    assert shares[0] is not None and shares[1] is not None
    assert not shares[0] & shares[1] and shares[0] | shares[1] == set(engine.moves(root))
    assert set(whole.reached) == set(range(1, depth + 1))
    for d, (value, _) in whole.reached.items():
        assert value == max(p.reached[d][0] for p in parts), d


def test_the_answer_is_the_best_share_at_the_deepest_depth_both_reached() -> None:
    stats = SearchStats()
    shallow = ShareResult("a", stats, reached={1: (10, "a1"), 2: (30, "a2"), 3: (5, "a3")})
    deep = ShareResult("b", stats, reached={1: (10, "a1"), 2: (20, "b2"), 3: (8, "b3"), 4: (50, "b4")})
    assert combine([shallow, deep])[0] == "b3"  # compared at depth 3, not 4
    assert combine([shallow, deep])[1].extra["common_depth"] == 3
    worse = ShareResult("c", stats, reached={1: (10, "a1"), 2: (1, "c2"), 3: (1, "c3"), 4: (900, "c4")})
    assert combine([shallow, worse])[0] == "a3"
    # a share proven lost early is complete: its last value stands at any depth
    lost = ShareResult("d", stats, reached={1: (10, "a1"), 2: (-999_000, "d2")}, complete=True)
    assert combine([lost, deep])[0] == "b4" and combine([lost, deep])[1].extra["common_depth"] == 4
    idle = ShareResult(None, stats, idle=True)
    assert combine([deep, idle])[0] == "b"


def test_parallel_agent_plays_legal_moves_and_counts_both_workers() -> None:
    for game in ("oxono", "zeno", "xeno-30"):
        rules, state = opening(game, 4, 3)
        agent = RootParallelAgent(Budget.nodes_only(3_000), seed=2)
        move = agent.choose(rules, state)
        assert rules.apply(state, move) is not None
        assert move in rules.legal_moves(state) or game == "zeno"
        assert 3_000 < agent.stats.nodes <= 6_000 and agent.stats.extra["workers"] == 2


def test_three_players_sum_the_trees_visits() -> None:
    rules, state = opening("xeno-30", 2, 4, players=3)
    tasks = [ShareTask(i, 2, 9, Budget.nodes_only(40 * 60)) for i in range(2)]
    results = [run_share(rules, state, t) for t in tasks]
    assert [r.stats.playouts for r in results] == [60, 60]
    assert results[0].visits != results[1].visits  # different seeds: different trees
    move, stats = combine(results)
    total = {m: results[0].visits.get(m, 0) + results[1].visits.get(m, 0) for m in results[0].visits}
    firsts = {r.first for r in results}
    chosen = next(r for r in results if r.move == move)
    assert total[chosen.first] == max(total[f] for f in firsts) and stats.playouts == 120


def test_the_children_find_the_answer_found_here() -> None:
    rules, state = opening("oxono", 4, 8)
    agent = RootParallelAgent(Budget.nodes_only(4_000), seed=6)
    tasks = agent.tasks()
    here = agent.choose(rules, state)
    searcher = ProcessSearcher(workers=2)
    try:
        generation, move, stats = searcher.submit_shares(rules, state, tasks, 3).result(timeout=120)
        assert len(searcher.child_pids()) == 2
    finally:
        searcher.shutdown()
    assert generation == 3 and move == here
    assert stats is not None and stats.nodes == agent.stats.nodes == 8_000


def test_cancelling_stops_both_children_at_once() -> None:
    rules, state = opening("oxono", 4, 8)
    searcher = ProcessSearcher(workers=2)
    try:
        searcher.start()
        tasks = [ShareTask(i, 2, 1, Budget.nodes_only(50_000_000)) for i in range(2)]
        future = searcher.submit_shares(rules, state, tasks, 1)
        time.sleep(1.0)
        assert not future.done()
        searcher.cancel(2)
        stopped = time.monotonic()
        assert future.result(timeout=10) == (1, None, None)
        assert time.monotonic() - stopped < 2.0
    finally:
        searcher.shutdown()


def test_a_killed_child_fails_the_search_and_the_next_one_runs() -> None:
    rules, state = opening("oxono", 4, 8)
    searcher = ProcessSearcher(workers=2)
    try:
        searcher.start()
        pids = searcher.child_pids()
        assert len(pids) == 2
        tasks = [ShareTask(i, 2, 1, Budget.nodes_only(50_000_000)) for i in range(2)]
        future = searcher.submit_shares(rules, state, tasks, 1)
        time.sleep(0.5)
        os.kill(pids[1], signal.SIGKILL)
        with pytest.raises(BrokenProcessPool):
            future.result(timeout=30)
        generation, move, _ = searcher.submit(rules, state, "hard", 1, 2, nodes=500).result(timeout=60)
        assert generation == 2 and move in rules.legal_moves(state)
        assert not set(searcher.child_pids()) & set(pids)
    finally:
        searcher.shutdown()


def test_a_cancelled_worker_raises_in_process() -> None:
    rules, state = opening("oxono", 2, 1)
    with pytest.raises(SearchCancelled):
        run_share(rules, state, ShareTask(0, 2, 1, Budget.nodes_only(10**7)), lambda: True)


def test_only_the_time_budget_searches_of_the_listed_games_go_parallel(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    expert = replace(LEVELS["expert"], parallel_games=frozenset({"oxono", "many"}))
    assert expert.workers_for("oxono", 2, cores=1) == 1
    assert expert.workers_for("oxono", 2, cores=8) == PARALLEL_WORKERS
    assert expert.workers_for("zeno", 3, cores=8) == PARALLEL_WORKERS  # any game of 3+ players
    assert expert.workers_for("zeno", 2, cores=8) == 1
    for level in LEVELS.values():
        assert level.workers_for("xspectrum", 2, cores=8) == (
            PARALLEL_WORKERS if "xspectrum" in level.parallel_games else 1
        )
    monkeypatch.setitem(LEVELS, "expert", expert)
    rules, state = opening("oxono", 0, 0)
    searcher = ProcessSearcher(workers=2)
    assert searcher.workers_for(rules, state, "expert", nodes=None) == 2
    assert searcher.workers_for(rules, state, "expert", nodes=1000) == 1  # a node budget: one search
    assert searcher.workers_for(rules, state, "hard", nodes=None) == 1
    assert ProcessSearcher(workers=1).workers_for(rules, state, "expert", nodes=None) == 1
    zeno, zeno_state = opening("zeno", 0, 0)
    assert searcher.workers_for(zeno, zeno_state, "expert", nodes=None) == 1


def test_the_app_keeps_one_child_while_no_level_searches_in_parallel() -> None:
    if not any(level.parallel_games for level in LEVELS.values()):
        assert ProcessSearcher().workers == 1
    else:
        assert ProcessSearcher().workers == min(PARALLEL_WORKERS, os.cpu_count() or 1)
