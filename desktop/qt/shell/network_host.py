"""The host of a game over the network, as the window drives it."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from desktop.control.searching import SearchReply, SearchRequest, run_search
from desktop.net.game import NetEvent
from desktop.net.host import HostSession


class WindowHost(HostSession):
    """A host whose AI seats search on a worker thread: each ``poll()`` starts a search or
    plays the move it found, and never waits for one."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="net-ai")
        self._thread_search: tuple[SearchRequest, Future[SearchReply]] | None = None
        super().__init__(*args, **kwargs)

    def _ai_move(self, events: list[NetEvent]) -> None:
        session = self.session
        seat = session.to_move() if not self.over else -1
        if self._thread_search is not None:
            request, future = self._thread_search
            if not future.done():
                return
            self._thread_search = None
            reply = future.result()
            if request.state is not session.state or seat < 0 or self.can_play(seat) is not None:
                return  # the game moved on (an undo, a resignation): asked again below next time
            if reply.move is None:
                events.append(NetEvent("closed", f"the AI could not move: {reply.error}"))
                return
            self._play(seat, reply.move, events)
            return
        if seat < 0 or self.seats[seat].kind != "ai" or self.can_play(seat) is not None:
            return
        level, seed = self.seats[seat].level, session.seed * 1000 + session.ply
        request = SearchRequest(session.rules, session.state, level, seed, "move", self.nodes)
        self._thread_search = (request, self._pool.submit(run_search, request))

    def close(self, reason: str = "the host quit") -> None:
        super().close(reason)
        self._pool.shutdown(wait=False, cancel_futures=True)
