"""Calls run in the UI thread at a later turn of its event loop, posted from any thread.

Why not ``QTimer.singleShot(0, …)`` or a queued signal alone: both are posted
events, and Qt delivers the events a posted event posts in the same turn of
the loop, before any timer.  An AI's reply, the refresh it asked for and the
next seat's search were one long turn, with no animation frame or repaint
between them.  A zero-interval ``QTimer`` runs once per turn, after the
events in hand: :class:`NextTurn` and :class:`UiThreadPoster` use one.
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

    The calls run in the thread this object lives in, in the order posted, one
    per turn of its event loop: an AI's reply in one turn, the search it leads
    to in the next.
    """

    _wake = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._calls: deque[Callable[[], None]] = deque()  # append and popleft are thread-safe
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._run_one)
        # from another thread, the timer is started in this object's thread
        self._wake.connect(self._timer.start, Qt.ConnectionType.QueuedConnection)

    def post(self, call: Callable[[], None]) -> None:
        self._calls.append(call)
        if QThread.currentThread() == self.thread():
            if not self._timer.isActive():
                self._timer.start()
        else:
            self._wake.emit()

    def _run_one(self) -> None:
        if not self._calls:
            return
        call = self._calls.popleft()
        if self._calls:
            self._timer.start()  # the next one at the next turn
        call()
