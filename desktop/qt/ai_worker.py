"""AI moves computed off the UI thread.

Each request gets a *generation* number.  Cancelling (undo, load, new game,
paste, a seat change, closing the window) bumps the generation and sets the
request's stop flag, so the search raises ``SearchCancelled`` at its next
poll; a result that still arrives for an old generation is dropped by the
receiver, which compares it with :attr:`AiWorker.generation`.

The search runs in a plain Python thread; its result reaches the UI thread
through Qt signals connected with ``Qt.QueuedConnection``.

While a search runs, the interpreter's thread switch interval is cut from
5 ms to :data:`SEARCH_SWITCH_INTERVAL`: painting a window makes many short
calls from Qt into Python (one per virtual method of each widget made in
Python), each of which waits for the GIL, and at 5 ms a wait the window
froze for up to half a second at the start of a search.
"""

from __future__ import annotations

import sys
import threading
import time
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal

from desktop.ai.agent import SearchCancelled
from desktop.ai.levels import make_agent
from desktop.core.protocol import GameRules

SEARCH_SWITCH_INTERVAL = 0.0005


class _Relay(QObject):
    """Lives in the UI thread; the search thread emits through it."""

    result = Signal(int, object)
    cancelled = Signal(int)
    failed = Signal(int, str)


class AiWorker(QObject):
    """Runs one AI search at a time in a background thread.

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
        self.last_stats: Any = None
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._threads: dict[int, threading.Thread] = {}
        self._normal_switch_interval = sys.getswitchinterval()
        self._relay = _Relay()
        queued = Qt.ConnectionType.QueuedConnection
        self._relay.result.connect(self._on_result, queued)
        self._relay.cancelled.connect(self._on_cancelled, queued)
        self._relay.failed.connect(self._on_failed, queued)

    # -- asking ---------------------------------------------------------------
    def request(self, rules: GameRules[Any, Any], state: Any, level: str, seed: int) -> int:
        """Start a search for the player to move in ``state``; returns its generation."""
        self.cancel()
        self.generation += 1
        generation = self.generation
        stop = threading.Event()
        self._stop = stop
        self.started_at = time.monotonic()
        thread = threading.Thread(
            target=self._search,
            args=(generation, stop, rules, state, level, seed),
            name=f"ai-search-{generation}",
            daemon=True,
        )
        self._thread = thread
        self._threads[generation] = thread
        sys.setswitchinterval(min(SEARCH_SWITCH_INTERVAL, self._normal_switch_interval))
        thread.start()
        return generation

    def cancel(self) -> None:
        """Stop the search in flight (if any) and make any late result stale."""
        self.generation += 1
        self._stop.set()

    @property
    def busy(self) -> bool:
        """True while a search thread (even a cancelled one) is still running."""
        return self._thread is not None and self._thread.is_alive()

    def elapsed(self) -> float:
        return time.monotonic() - self.started_at

    def wait(self, timeout: float = 3.0) -> bool:
        """Block until the search thread ended; True if it did within ``timeout``."""
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        self._restore_switch_interval()
        return not thread.is_alive()

    def _restore_switch_interval(self) -> None:
        self._threads = {g: t for g, t in self._threads.items() if t.is_alive()}
        if not self._threads:
            sys.setswitchinterval(self._normal_switch_interval)

    def shutdown(self, timeout: float = 3.0) -> None:
        """Cancel and wait for the thread: used when the window closes."""
        self.cancel()
        self.wait(timeout)

    # -- the search thread ------------------------------------------------------
    def _search(
        self,
        generation: int,
        stop: threading.Event,
        rules: GameRules[Any, Any],
        state: Any,
        level: str,
        seed: int,
    ) -> None:
        try:
            agent = make_agent(level, seed)
            move = agent.choose(rules, state, stop.is_set)
            self.last_stats = agent.stats
        except SearchCancelled:
            self._relay.cancelled.emit(generation)
            return
        except Exception as exc:  # a bug in a search must not kill the app
            self._relay.failed.emit(generation, f"{type(exc).__name__}: {exc}")
            return
        if stop.is_set():
            self._relay.cancelled.emit(generation)
        else:
            self._relay.result.emit(generation, move)

    # -- back in the UI thread ----------------------------------------------------
    def _on_result(self, generation: int, move: object) -> None:
        self._finished(generation)
        self.move_found.emit(generation, move)

    def _on_cancelled(self, generation: int) -> None:
        self._finished(generation)
        self.search_cancelled.emit(generation)

    def _on_failed(self, generation: int, message: str) -> None:
        self._finished(generation)
        self.search_failed.emit(generation, message)

    def _finished(self, generation: int) -> None:
        """A search thread is ending: once none runs, give back the usual switch interval."""
        thread = self._threads.get(generation)
        if thread is not None:
            thread.join(0.2)  # it emitted as its last act, so this returns at once
        self._restore_switch_interval()
