"""The child-process searcher asks its child at the next turn of the caller's loop, not at once."""

from __future__ import annotations

import time
from collections.abc import Callable

from desktop.control.searching import ChildProcessSearcher, SearchReply, SearchRequest
from desktop.games.registry import resolve


def _request() -> SearchRequest:
    rules, options = resolve("oxono")
    return SearchRequest(rules, rules.new_state(options), "easy", seed=1, nodes=200)


def _run(posted: list[Callable[[], None]]) -> None:
    while posted:
        posted.pop(0)()


def test_the_child_is_asked_at_the_next_turn_and_a_search_cancelled_before_it_never() -> None:
    posted: list[Callable[[], None]] = []
    searcher = ChildProcessSearcher(posted.append)
    replies: list[SearchReply] = []
    try:
        searcher.search(_request(), replies.append)
        assert len(posted) == 1 and not searcher.busy and searcher.child_pids() == []  # not yet asked
        searcher.cancel()
        _run(posted)
        assert not searcher.busy and searcher.child_pids() == [] and replies == []  # never asked

        wanted = _request()
        searcher.search(wanted, replies.append)
        _run(posted)  # asked now
        assert searcher.child_pids() != []
        deadline = time.monotonic() + 60
        while not replies and time.monotonic() < deadline:
            time.sleep(0.01)
            _run(posted)  # the reply comes back through post too
        assert [r.request for r in replies] == [wanted] and replies[0].move is not None
    finally:
        searcher.shutdown()
