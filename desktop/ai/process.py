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
is the one the same search would find in this process.

On a machine of 2+ cores a level's time-budget search of a game it lists in
:attr:`~desktop.ai.levels.Level.parallel_games` is root-parallel
(:mod:`desktop.ai.parallel`): its workers run at once in two children,
each within the level's time budget, and the answer is combined here.  Both
children poll the same generation counter, so cancelling stops both; a
child that dies breaks the pool, which fails the search as for one child.
No level lists a game yet (the matches of bench/parallel.py found no gain),
so the app keeps its one child.
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

from desktop.ai.agent import SearchCancelled, SearchStats
from desktop.ai.levels import LEVELS, PARALLEL_WORKERS, make_agent
from desktop.ai.parallel import ShareResult, ShareTask, combine, run_share
from desktop.core.protocol import GameRules

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


def _search_in_child(
    rules: GameRules[Any, Any], state: Any, level: str, seed: int, generation: int, nodes: int | None = None
) -> tuple[int, Any, SearchStats | None]:
    """Runs in the child: the move (``None`` when cancelled) and the search's stats."""
    current = _current
    assert current is not None

    def should_stop() -> bool:
        return current.value != generation

    agent = make_agent(level, seed, nodes)
    try:
        move = agent.choose(rules, state, should_stop)
    except SearchCancelled:
        return generation, None, None
    return generation, move, agent.stats


def _share_in_child(
    rules: GameRules[Any, Any], state: Any, task: ShareTask, generation: int
) -> ShareResult | None:
    """Runs in a child: one worker's share of a root-parallel search (``None`` when cancelled)."""
    current = _current
    assert current is not None

    def should_stop() -> bool:
        return current.value != generation

    try:
        return run_share(rules, state, task, should_stop)
    except SearchCancelled:
        return None


def _gather(
    futures: list[Future[ShareResult | None]], generation: int
) -> Future[tuple[int, Any, SearchStats | None]]:
    """One future for the workers' futures: their combined answer, once every one has ended."""
    combined: Future[tuple[int, Any, SearchStats | None]] = Future()
    lock = threading.Lock()
    left = [len(futures)]

    def done(_: Future[ShareResult | None]) -> None:
        with lock:
            left[0] -= 1
            if left[0]:
                return
        failed = [f.exception() for f in futures if f.exception() is not None]
        if failed:
            combined.set_exception(failed[0])
            return
        results = [f.result() for f in futures]
        if any(r is None for r in results):
            combined.set_result((generation, None, None))
            return
        try:
            move, stats = combine([r for r in results if r is not None])
        except Exception as exc:
            combined.set_exception(exc)
        else:
            combined.set_result((generation, move, stats))

    for future in futures:
        future.add_done_callback(done)
    return combined


class ProcessSearcher:
    """Child processes that run AI searches, one search at a time, cancellably.

    ``workers`` is how many children a root-parallel search may use (default:
    as many as :data:`~desktop.ai.levels.PARALLEL_WORKERS` and the machine's
    cores allow when a level searches root-parallel, else one); a search that
    is not root-parallel uses one, and a second child is started only when
    two searches run at once.
    """

    def __init__(self, workers: int | None = None) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._current: c_int64 = self._context.RawValue(c_int64, 0)
        self._pool: ProcessPoolExecutor | None = None
        if workers is None:  # a second child only if some level searches root-parallel
            wanted = any(level.parallel_games for level in LEVELS.values())
            workers = min(PARALLEL_WORKERS, os.cpu_count() or 1) if wanted else 1
        self.workers = max(1, workers)

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                max_workers=self.workers,
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
        """Start the children now (it takes a moment) rather than at the first search."""
        pool = self._executor()
        # tasks submitted together each find no idle child, so every child starts
        for future in [pool.submit(int) for _ in range(self.workers)]:
            future.result()

    def workers_for(self, rules: GameRules[Any, Any], state: Any, level: str, nodes: int | None) -> int:
        """How many children the search of ``level`` in ``state`` uses: more than one only for a
        time budget (``nodes=None``) in a game the level searches root-parallel."""
        spec = LEVELS.get(level)
        if nodes is not None or spec is None or self.workers < 2:
            return 1
        found = spec.workers_for(rules.info.id, rules.num_players(state), self.workers)
        return max(1, min(found, self.workers))

    def submit(
        self,
        rules: GameRules[Any, Any],
        state: Any,
        level: str,
        seed: int,
        generation: int,
        nodes: int | None = None,
    ) -> Future[tuple[int, Any, SearchStats | None]]:
        """Search for the player to move in ``state``; any other search stops.

        ``nodes=None`` searches within the level's time budget; ``nodes=N``
        within N nodes (or playouts) and no time limit.
        """
        self._current.value = generation
        workers = self.workers_for(rules, state, level, nodes)
        try:
            return self._submit(rules, state, level, seed, generation, nodes, workers)
        except BrokenProcessPool:
            self._pool = None  # a child died: start new ones
            return self._submit(rules, state, level, seed, generation, nodes, workers)

    def _submit(
        self,
        rules: GameRules[Any, Any],
        state: Any,
        level: str,
        seed: int,
        generation: int,
        nodes: int | None,
        workers: int,
    ) -> Future[tuple[int, Any, SearchStats | None]]:
        pool = self._executor()
        if workers < 2:
            return pool.submit(_search_in_child, rules, state, level, seed, generation, nodes)
        spec = LEVELS[level]
        tasks = [ShareTask(i, workers, seed, spec.budget, spec.max_depth, spec.noise) for i in range(workers)]
        return self.submit_shares(rules, state, tasks, generation)

    def submit_shares(
        self, rules: GameRules[Any, Any], state: Any, tasks: list[ShareTask], generation: int
    ) -> Future[tuple[int, Any, SearchStats | None]]:
        """A root-parallel search: every task in a child at once (as many as there are children),
        their answers combined (:func:`~desktop.ai.parallel.combine`); any other search stops."""
        self._current.value = generation
        pool = self._executor()
        return _gather([pool.submit(_share_in_child, rules, state, t, generation) for t in tasks], generation)

    def cancel(self, generation: int) -> None:
        """Make every search whose generation differs from ``generation`` stop."""
        self._current.value = generation

    def shutdown(self) -> None:
        self._current.value = -1
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
