"""How the controller asks for an AI move: the *searcher* interface and two searchers.

A searcher takes a :class:`SearchRequest` and, some time later, hands a
:class:`SearchReply` to the callback it was given — on the controller's own
thread (the window's UI thread in the app).  It never decides whether the
reply is still wanted: the controller does that, in one place.

- :class:`InlineSearcher` searches in this process when told to
  (:meth:`InlineSearcher.run_pending`), for tests and the command line: no
  threads, no clock, so a test decides exactly when a reply arrives.
- :class:`ChildProcessSearcher` runs the search in the AI's child process
  (:class:`desktop.ai.process.ProcessSearcher`) and posts the reply back
  through a ``post`` function the caller provides (the Qt shell posts to the
  UI thread).
- :class:`ThreadSearcher` searches in this process on a thread of its own and
  posts the reply back like :class:`ChildProcessSearcher`: the GUI tests' AI
  (with node budgets), so that the window meets the same turns of its event
  loop as in the app without a child process to start.

>>> from desktop.games.registry import resolve
>>> rules, options = resolve("oxono")
>>> searcher = InlineSearcher()
>>> replies: list[SearchReply] = []
>>> request = SearchRequest(rules, rules.new_state(options), "random", seed=1)
>>> searcher.search(request, replies.append)
>>> searcher.run_pending()
1
>>> replies[0].request is request and replies[0].move is not None
True
"""

from __future__ import annotations

import queue
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any, Protocol

from desktop.ai.agent import Purpose as Purpose
from desktop.ai.agent import SearchCancelled, SearchStats
from desktop.ai.agent import SearchRequest as SearchRequest
from desktop.ai.levels import make_agent
from desktop.core.language import Translatable


class SearchText(Translatable):
    """Why the AI gave no move (shown in the status line)."""


@dataclass(frozen=True)
class SearchReply:
    """What came back: a move, or an error message (``move`` is then ``None``)."""

    request: SearchRequest
    move: Any = None
    error: str = ""
    stats: SearchStats | None = None


Reply = Callable[[SearchReply], None]


class Searcher(Protocol):
    """What the controller needs of whatever runs the AI."""

    def search(self, request: SearchRequest, reply: Reply) -> None:
        """Start searching; later call ``reply`` once, on the controller's thread.

        A cancelled search may still reply (or not): the controller drops it.
        """
        ...

    def cancel(self) -> None:
        """Stop the search in flight, if any, as soon as it can."""
        ...

    def shutdown(self) -> None:
        """Stop for good (the app is closing)."""
        ...


def run_search(request: SearchRequest, should_stop: Callable[[], bool] = lambda: False) -> SearchReply:
    """Search ``request`` in this process (``move`` is ``None`` when stopped or failed)."""
    try:
        agent = make_agent(request.level, request.seed, nodes=request.nodes, seconds=request.seconds)
        move = agent.choose(request.rules, request.state, should_stop)
    except SearchCancelled:
        return SearchReply(request, None, "cancelled")
    except Exception as exc:  # a failing search is reported, as from the child process
        return SearchReply(request, None, f"{type(exc).__name__}: {exc}")
    return SearchReply(request, move, "", agent.stats)


class InlineSearcher:
    """Searches in this process, only when :meth:`run_pending` is called.

    Tests use it with node budgets, so every reply is the same on every
    machine; ``pending`` shows what has been asked and not yet answered.
    """

    def __init__(self) -> None:
        self.pending: list[tuple[SearchRequest, Reply]] = []
        self.cancelled = 0

    def search(self, request: SearchRequest, reply: Reply) -> None:
        self.pending.append((request, reply))

    def cancel(self) -> None:
        # an inline search cannot be interrupted; its reply still arrives and is dropped
        self.cancelled += 1

    def shutdown(self) -> None:
        self.pending.clear()

    def run_pending(self) -> int:
        """Answer every request asked so far (and those their replies lead to); the count."""
        count = 0
        while self.pending:
            request, reply = self.pending.pop(0)
            reply(run_search(request))
            count += 1
        return count

    def run_one(self) -> bool:
        """Answer the oldest request only; False when there was none."""
        if not self.pending:
            return False
        request, reply = self.pending.pop(0)
        reply(run_search(request))
        return True


Post = Callable[[Callable[[], None]], None]


class PostedSearcher:
    """What the searchers that reply through ``post`` share: a search is asked at the next turn
    of the caller's event loop (through ``post``), not now, and only if no other search was
    asked or cancelled since (the *generation* counts them)."""

    def __init__(self, post: Post) -> None:
        self._post = post
        self._generation = 0
        self.started_at = 0.0

    def search(self, request: SearchRequest, reply: Reply) -> None:
        self._generation += 1
        self.started_at = time.monotonic()
        generation = self._generation
        self._post(lambda: self._ask(request, reply, generation))

    def _ask(self, request: SearchRequest, reply: Reply, generation: int) -> None:
        raise NotImplementedError


class ChildProcessSearcher(PostedSearcher):
    """Searches in the AI's child process; replies reach ``post`` (e.g. the UI thread's queue).

    The child process never holds this process's interpreter lock, so the
    window paints at full speed while the AI thinks.  A child that dies (a
    crash, a kill) gives an error reply and the next search starts a new one;
    a child that does not answer within ``hang_seconds`` (or twice its time
    budget and ten seconds more) is killed, with an error reply.
    """

    def __init__(self, post: Post, hang_seconds: float | None = None) -> None:
        from desktop.ai.process import ProcessSearcher

        super().__init__(post)
        self._process = ProcessSearcher()
        self._future: Future[tuple[int, Any, SearchStats | None]] | None = None
        self._watchdog = Watchdog()
        self.hang_seconds = hang_seconds

    def start(self) -> None:
        """Start the child process now rather than at the first search."""
        self._process.start()

    def child_pids(self) -> list[int]:
        return self._process.child_pids()

    def _patience(self, request: SearchRequest) -> float:
        if self.hang_seconds is not None:
            return self.hang_seconds
        from desktop.ai.levels import LEVELS

        level = LEVELS.get(request.level)
        seconds = level.budget.seconds if level is not None and request.nodes is None else None
        return 2 * (seconds or 0.0) + 10.0 if seconds else 120.0

    def search(self, request: SearchRequest, reply: Reply) -> None:
        """Ask the child at the next turn of the caller's event loop (through ``post``), not now:
        an AI's reply, its move and the next seat's search were one long turn of the window's
        loop, and handing the request to the pool's threads can wait ten milliseconds or more
        for them on a busy machine.  A search cancelled before it was asked is never asked."""
        self._watchdog.disarm()
        super().search(request, reply)

    def _ask(self, request: SearchRequest, reply: Reply, generation: int) -> None:
        if generation != self._generation:
            return  # cancelled, or another search asked since: this one is not wanted
        answered = threading.Event()

        def answer(result: SearchReply) -> None:
            if not answered.is_set():
                answered.set()
                self._post(lambda: reply(result))

        try:
            future = self._process.submit(request, generation)
        except Exception as exc:  # the child cannot even be started
            answer(SearchReply(request, None, f"{type(exc).__name__}: {exc}"))
            return
        self._future = future

        def done(finished: Future[tuple[int, Any, SearchStats | None]]) -> None:
            try:
                _generation, move, stats = finished.result()
            except Exception as exc:  # a crashed or killed child must not end the app
                answer(SearchReply(request, None, _failure(exc)))
            else:
                answer(SearchReply(request, move, "" if move is not None else "cancelled", stats))

        def hung() -> None:
            if not future.done():  # say why first: killing the child fails the future too
                late = SearchText.tr("the AI did not answer within {seconds} s").format(
                    seconds=f"{patience:.0f}"
                )
                answer(SearchReply(request, None, late))
                self._process.kill()

        patience = self._patience(request)
        self._watchdog.arm(patience, hung)
        future.add_done_callback(done)

    def cancel(self) -> None:
        self._watchdog.disarm()
        self._generation += 1
        self._process.cancel(self._generation)

    @property
    def busy(self) -> bool:
        """True while a search (even a cancelled one) is still running in the child."""
        return self._future is not None and not self._future.done()

    def wait(self, timeout: float = 3.0) -> bool:
        """Block until the current search ended; True if it did within ``timeout``."""
        future = self._future
        if future is None:
            return True
        deadline = time.monotonic() + timeout
        while not future.done() and time.monotonic() < deadline:
            time.sleep(0.005)
        return future.done()

    def shutdown(self) -> None:
        self.cancel()
        if not self.wait(3.0):
            self._process.kill()
        self._process.shutdown()


class ThreadSearcher(PostedSearcher):
    """Searches in this process on one thread of its own; replies reach ``post``, as from
    :class:`ChildProcessSearcher` (asked at the next turn of the caller's loop, one search at a
    time, a cancelled one stopped at its next check and its reply still posted).

    For GUI tests with node budgets: no child to start, the same moves as the child would
    play.  The search holds the interpreter lock while it runs (the window paints between
    its slices), so a test of painting during a long search, or of the child itself, keeps
    :class:`ChildProcessSearcher`.
    """

    def __init__(self, post: Post) -> None:
        super().__init__(post)
        self._queue: queue.Queue[tuple[SearchRequest, Reply, int] | None] = queue.Queue()
        self._thread: threading.Thread | None = None

    def _ask(self, request: SearchRequest, reply: Reply, generation: int) -> None:
        if generation != self._generation:
            return  # cancelled, or another search asked since
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="in-process-search", daemon=True)
            self._thread.start()
        self._queue.put((request, reply, generation))

    def _run(self) -> None:
        while (item := self._queue.get()) is not None:
            try:
                self._search_one(*item)
            finally:
                self._queue.task_done()
        self._queue.task_done()

    def _search_one(self, request: SearchRequest, reply: Reply, generation: int) -> None:
        result = run_search(request, lambda: generation != self._generation)
        self._post(lambda: reply(result))

    def cancel(self) -> None:
        self._generation += 1

    @property
    def busy(self) -> bool:
        """True while a search (even a cancelled one) is asked and not yet ended."""
        return self._queue.unfinished_tasks > 0

    def wait(self, timeout: float = 3.0) -> bool:
        """Block until the searches asked have ended; True if they did within ``timeout``."""
        deadline = time.monotonic() + timeout
        while self.busy and time.monotonic() < deadline:
            time.sleep(0.005)
        return not self.busy

    def shutdown(self) -> None:
        self.cancel()
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join(3.0)
            self._thread = None


class Watchdog:
    """Calls an action once a deadline passes, unless disarmed first: one thread for every search.

    A ``threading.Timer`` a search started a thread each time, and ``start()`` waits for the
    new thread to run: on a busy machine the UI thread stalled there on every AI move.  Arming
    and disarming here only take a lock; the one thread starts with the first deadline.
    """

    def __init__(self) -> None:
        self._changed = threading.Condition()
        self._due: tuple[float, Callable[[], None]] | None = None
        self._thread: threading.Thread | None = None

    def arm(self, seconds: float, action: Callable[[], None]) -> None:
        """Call ``action`` (on the watchdog's thread) in ``seconds``, in place of any armed before."""
        with self._changed:
            self._due = (time.monotonic() + seconds, action)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="search-watchdog", daemon=True)
                self._thread.start()
            self._changed.notify()

    def disarm(self) -> None:
        with self._changed:
            self._due = None
            self._changed.notify()

    @property
    def armed(self) -> bool:
        return self._due is not None

    def _run(self) -> None:
        while True:
            with self._changed:
                while self._due is None:
                    self._changed.wait()
                when, action = self._due
                left = when - time.monotonic()
                if left > 0:
                    self._changed.wait(left)
                    continue  # look again: disarmed, armed anew, or due
                self._due = None
            action()


def _failure(exc: BaseException) -> str:
    from concurrent.futures.process import BrokenProcessPool

    if isinstance(exc, BrokenProcessPool):
        return SearchText.tr("the AI's process ended unexpectedly")
    return f"{type(exc).__name__}: {exc}"
