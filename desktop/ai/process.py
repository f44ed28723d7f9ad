"""Searches in a separate process, so a long search never competes with the UI.

Python threads share one interpreter lock: a search in a thread of the app
slows the thread that paints the window.  :class:`ProcessSearcher` keeps one
child process (started on first use, with the ``spawn`` method so no Qt state
is copied into it) and runs one search at a time there.

Cancelling is a shared counter: every request carries a *generation*; the
child's ``should_stop`` compares it with the counter, so bumping the counter
stops the search at its next poll (a few milliseconds).  The counter has no
lock: only this process writes it (one aligned 64-bit word), the children
only read it.  With a lock, a child at its low priority could be descheduled
holding it while polling, and the UI thread, starting the next search,
waited behind it for as long as the busy machine kept the child off the CPU.

The child ends itself when the app is gone, however the app ended (a
SIGKILL included): a watchdog thread in the child polls its parent's pid.

A search runs within its level's time budget, or, given ``nodes``, within
that node budget alone (:func:`~desktop.ai.levels.make_agent`), so its move
is the one the same search would find in this process.  A child that dies
fails the search in flight; the next search starts a new child.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from ctypes import c_int64
from typing import Any

from desktop.ai.agent import SearchCancelled, SearchRequest, SearchStats
from desktop.ai.levels import make_agent

_current: c_int64 | None = None


#: how much lower the AI's children run than the app (Unix ``nice``): the window's thread comes
#: first, the search takes the rest (all of it while the window is idle, which is nearly always)
CHILD_NICENESS = 10


def _init_child(current: c_int64, parent: int) -> None:
    global _current
    _current = current
    with contextlib.suppress(OSError, AttributeError):  # no os.nice on Windows: the default priority
        os.nice(CHILD_NICENESS)
    threading.Thread(target=_end_with_parent, args=(parent,), name="parent-watchdog", daemon=True).start()


def _end_with_parent(parent: int, interval: float = 0.25) -> None:
    """End this process as soon as ``parent`` is gone (the child is then handed to another parent)."""
    while os.getppid() == parent:
        time.sleep(interval)
    os._exit(0)


def _search_in_child(search: SearchRequest, generation: int) -> tuple[int, Any, SearchStats | None]:
    """Runs in the child: the move (``None`` when cancelled) and the search's stats."""
    current = _current
    assert current is not None

    def should_stop() -> bool:
        return current.value != generation

    agent = make_agent(search.level, search.seed, search.nodes, search.seconds)
    try:
        move = agent.choose(search.rules, search.state, should_stop)
    except SearchCancelled:
        return generation, None, None
    return generation, move, agent.stats


class ProcessSearcher:
    """A child process that runs AI searches, one search at a time, cancellably."""

    def __init__(self) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._current: c_int64 = self._context.RawValue(c_int64, 0)
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=1,
                mp_context=self._context,
                initializer=_init_child,
                initargs=(self._current, os.getpid()),
            )
        return self._pool

    def child_pids(self) -> list[int]:
        """The child process's pid, once it has started (for tests that check it ends with the app)."""
        return self._child_pids(self._pool)

    def kill(self) -> None:
        """End the child at once (it hangs); the next search starts a new one."""
        pool, self._pool = self._pool, None
        for pid in self._child_pids(pool):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    @staticmethod
    def _child_pids(pool: ProcessPoolExecutor | None) -> list[int]:
        processes = getattr(pool, "_processes", None) or {}
        return [int(pid) for pid in processes]

    def start(self) -> None:
        """Start the child now (it takes a moment) rather than at the first search."""
        self._executor().submit(int).result()

    def submit(self, search: SearchRequest, generation: int) -> Future[tuple[int, Any, SearchStats | None]]:
        """Search for the player to move in ``search.state`` as search ``generation``; any
        other search stops.
        """
        self._current.value = generation
        try:
            return self._executor().submit(_search_in_child, search, generation)
        except BrokenProcessPool:
            self._pool = None  # the child died: start a new one
            return self._executor().submit(_search_in_child, search, generation)

    def cancel(self, generation: int) -> None:
        """Make every search whose generation differs from ``generation`` stop."""
        self._current.value = generation

    def shutdown(self) -> None:
        self._current.value = -1
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
