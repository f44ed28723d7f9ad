"""Calls run in the UI thread later, posted from any thread.

``QTimer.singleShot(0, …)`` and a queued signal are posted events, and Qt
delivers the events that a posted event posts in the same pass, ahead of the
timers (an animation frame, the window's own timers): an AI's reply, the
refresh it asked for and the next seat's search were one long stretch of the
UI thread.  A ``QTimer`` of no interval runs at the next shot of timers
instead: :class:`NextTurn` (the window's refresh, the analysis bar) and
:class:`UiThreadPoster` (for calls posted from the UI thread itself) use one.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QThread, QTimer, Signal


class NextTurn(QObject):
    """``call`` once at the next turn of the event loop, however often :meth:`ask` is called before."""

    def __init__(self, call: Callable[[], None], parent: QObject) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(call)

    def ask(self) -> None:
        if not self._timer.isActive():
            self._timer.start()

    @property
    def asked(self) -> bool:
        return self._timer.isActive()


class UiThreadPoster(QObject):
    """Made in the UI thread; :meth:`post` may be called from any thread.

    A call posted from another thread (an AI's reply) travels through a queued
    signal and runs at the next delivery of posted events; a call posted from
    the UI thread itself (the search a reply leads to) waits for a timer of no
    interval instead, one call per shot of it, in order.
    """

    _posted = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._posted.connect(self._run, Qt.ConnectionType.QueuedConnection)
        self._calls: deque[Callable[[], None]] = deque()
        self._turn = NextTurn(self._run_one, self)

    def post(self, call: Callable[[], None]) -> None:
        if QThread.currentThread() == self.thread():
            self._calls.append(call)
            self._turn.ask()
        else:
            self._posted.emit(call)

    def _run(self, call: object) -> None:
        if callable(call):
            call()

    def _run_one(self) -> None:
        if not self._calls:
            return
        call = self._calls.popleft()
        if self._calls:
            self._turn.ask()  # the next one at the next shot
        call()
