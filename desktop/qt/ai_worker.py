"""AI moves computed off the UI thread — in a separate process.

Each request gets a *generation* number.  Cancelling (undo, load, new game,
paste, a seat change, closing the window) bumps the generation, which stops
the search in the child process at its next poll; a result that still
arrives for an old generation is dropped by the receiver, which compares it
with :attr:`AiWorker.generation`.

The search runs in :class:`desktop.ai.process.ProcessSearcher`'s child
process, so it never holds this process's interpreter lock and the window
paints at full speed (and the search gets a core of its own).  The result
comes back on a pool thread and reaches the UI thread through a Qt signal
connected with ``Qt.QueuedConnection``.
"""

from __future__ import annotations

import time
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from desktop.ai.agent import SearchStats
from desktop.ai.process import ProcessSearcher
from desktop.core.protocol import GameRules


class _Relay(QObject):
    """Lives in the UI thread; the pool's callback thread emits through it."""

    result = Signal(int, object)
    cancelled = Signal(int)
    failed = Signal(int, str)


class AiWorker(QObject):
    """Runs one AI search at a time in a child process.

    Signals (always delivered in the UI thread):

    - ``move_found(generation, move)``
    - ``search_cancelled(generation)``
    - ``search_failed(generation, message)``
    """

    move_found = Signal(int, object)
    search_cancelled = Signal(int)
    search_failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.generation = 0
        self.started_at = 0.0
        self.last_stats: SearchStats | None = None
        self._searcher = ProcessSearcher()
        self._future: Future[tuple[int, Any, SearchStats | None]] | None = None
        self._relay = _Relay()
        queued = Qt.ConnectionType.QueuedConnection
        self._relay.result.connect(self._on_result, queued)
        self._relay.cancelled.connect(self.search_cancelled.emit, queued)
        self._relay.failed.connect(self.search_failed.emit, queued)

    # -- asking ---------------------------------------------------------------
    def request(self, rules: GameRules[Any, Any], state: Any, level: str, seed: int) -> int:
        """Start a search for the player to move in ``state``; returns its generation."""
        self.generation += 1
        generation = self.generation
        self.started_at = time.monotonic()
        future = self._searcher.submit(rules, state, level, seed, generation)
        self._future = future
        future.add_done_callback(self._done)
        return generation

    def cancel(self) -> None:
        """Stop the search in flight (if any) and make any late result stale."""
        self.generation += 1
        self._searcher.cancel(self.generation)

    @property
    def busy(self) -> bool:
        """True while a search (even a cancelled one) is still running."""
        return self._future is not None and not self._future.done()

    def elapsed(self) -> float:
        return time.monotonic() - self.started_at

    def wait(self, timeout: float = 3.0) -> bool:
        """Block until the current search ended; True if it did within ``timeout``."""
        future = self._future
        if future is None:
            return True
        deadline = time.monotonic() + timeout
        while not future.done() and time.monotonic() < deadline:
            time.sleep(0.005)
        return future.done()

    def shutdown(self, timeout: float = 3.0) -> None:
        """Cancel, wait for the search, and stop the child process (window closing)."""
        self.cancel()
        self.wait(timeout)
        self._searcher.shutdown()

    # -- the pool's callback thread ----------------------------------------------
    def _done(self, future: Future[tuple[int, Any, SearchStats | None]]) -> None:
        try:
            generation, move, stats = future.result()
        except Exception as exc:  # a crashed search must not kill the app
            self._relay.failed.emit(self.generation, f"{type(exc).__name__}: {exc}")
            return
        if move is None:
            self._relay.cancelled.emit(generation)
        else:
            self.last_stats = stats
            self._relay.result.emit(generation, move)

    # -- back in the UI thread ----------------------------------------------------
    def _on_result(self, generation: int, move: object) -> None:
        self.move_found.emit(generation, move)
