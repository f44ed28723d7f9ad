"""The AI's child process (desktop/ai/process.py): the answer found there is the one found here;
cancelling stops the search at once; a killed child fails its search and the next one runs."""

from __future__ import annotations

import os
import random
import signal
import time
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import pytest

from desktop.ai.levels import make_agent
from desktop.ai.process import ProcessSearcher
from desktop.control.searching import SearchRequest
from desktop.core.protocol import GameRules
from desktop.games.registry import resolve


def opening(game: str, plies: int, seed: int) -> tuple[GameRules[Any, Any], Any]:
    rules, options = resolve(game)
    rng = random.Random(seed)
    state = rules.new_state(options, seed)
    for _ in range(plies):
        moves = [m for m in rules.legal_moves(state) if rules.outcome(rules.apply(state, m)) is None]
        state = rules.apply(state, rng.choice(moves))
    return rules, state


def test_the_child_finds_the_answer_found_here() -> None:
    rules, state = opening("oxono", 4, 8)
    agent = make_agent("hard", 3, nodes=8_000)
    here = agent.choose(rules, state)
    searcher = ProcessSearcher()
    try:
        generation, move, stats = searcher.submit(
            SearchRequest(rules, state, "hard", 3, nodes=8_000), 5
        ).result(timeout=120)
    finally:
        searcher.shutdown()
    assert generation == 5 and move == here
    assert stats is not None and stats.nodes == agent.stats.nodes


def test_cancelling_stops_the_child_at_once() -> None:
    rules, state = opening("oxono", 4, 8)
    searcher = ProcessSearcher()
    try:
        searcher.start()
        assert len(searcher.child_pids()) == 1
        future = searcher.submit(SearchRequest(rules, state, "hard", 1, nodes=50_000_000), 1)
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
    searcher = ProcessSearcher()
    try:
        searcher.start()
        pids = searcher.child_pids()
        future = searcher.submit(SearchRequest(rules, state, "hard", 1, nodes=50_000_000), 1)
        time.sleep(0.5)
        os.kill(pids[0], signal.SIGKILL)
        with pytest.raises(BrokenProcessPool):
            future.result(timeout=30)
        generation, move, _ = searcher.submit(SearchRequest(rules, state, "hard", 1, nodes=500), 2).result(
            timeout=60
        )
        assert generation == 2 and move in rules.legal_moves(state)
        assert searcher.child_pids() and not set(searcher.child_pids()) & set(pids)
    finally:
        searcher.shutdown()
