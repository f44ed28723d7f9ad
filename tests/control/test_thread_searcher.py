"""The in-process searcher of the GUI tests: asked at the next turn of the caller's loop, replies
posted back, the child's moves, and a cancelled search that stops at once."""

from __future__ import annotations

import time
from collections.abc import Callable

from desktop.control.searching import SearchReply, SearchRequest, ThreadSearcher, run_search
from desktop.games.registry import resolve


def _request(nodes: int = 200, level: str = "easy") -> SearchRequest:
    rules, options = resolve("oxono")
    return SearchRequest(rules, rules.new_state(options), level, seed=1, nodes=nodes)


def _run_until(posted: list[Callable[[], None]], done: Callable[[], bool], seconds: float = 30.0) -> None:
    """The caller's loop: run what was posted (from any thread) until ``done()``."""
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        while posted:
            posted.pop(0)()
        time.sleep(0.005)


def test_asked_at_the_next_turn_a_search_cancelled_before_never_and_the_reply_is_posted() -> None:
    posted: list[Callable[[], None]] = []
    searcher = ThreadSearcher(posted.append)
    replies: list[SearchReply] = []
    try:
        searcher.search(_request(), replies.append)
        assert len(posted) == 1 and not searcher.busy  # not yet asked
        searcher.cancel()
        _run_until(posted, lambda: False, 0.05)
        assert not searcher.busy and replies == []  # never asked

        wanted = _request()
        searcher.search(wanted, replies.append)
        posted.pop(0)()  # asked now
        assert searcher.wait(30.0)
        assert replies == []  # the reply waits for the caller's loop
        _run_until(posted, lambda: bool(replies))
        assert [r.request for r in replies] == [wanted]
        assert replies[0].move == run_search(_request()).move  # the move the child would play
    finally:
        searcher.shutdown()


def test_a_cancelled_search_stops_at_once_and_its_reply_still_comes() -> None:
    posted: list[Callable[[], None]] = []
    searcher = ThreadSearcher(posted.append)
    replies: list[SearchReply] = []
    try:
        searcher.search(_request(nodes=50_000_000, level="hard"), replies.append)
        posted.pop(0)()
        time.sleep(0.2)
        assert searcher.busy  # deep in a search of millions of nodes
        searcher.cancel()
        assert searcher.wait(5.0)
        _run_until(posted, lambda: bool(replies))
        assert replies[0].move is None and replies[0].error == "cancelled"
    finally:
        searcher.shutdown()
    assert searcher._thread is None


def test_one_search_at_a_time_in_the_order_asked() -> None:
    posted: list[Callable[[], None]] = []
    searcher = ThreadSearcher(posted.append)
    replies: list[SearchReply] = []
    try:
        first, second = _request(nodes=50_000_000, level="hard"), _request()
        searcher.search(first, replies.append)
        posted.pop(0)()
        searcher.search(second, replies.append)  # cancels the first, as the controller's next search
        posted.pop(0)()
        _run_until(posted, lambda: len(replies) == 2)
        assert [r.request for r in replies] == [first, second]
        assert replies[0].error == "cancelled" and replies[1].move is not None
    finally:
        searcher.shutdown()
