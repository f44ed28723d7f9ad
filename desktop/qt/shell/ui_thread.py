"""Calls posted from any thread, run in the UI thread (the AI's replies come back this way)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal


class UiThreadPoster(QObject):
    """Made in the UI thread; :meth:`post` may be called from any thread.

    The callable travels through a queued signal, so it runs in the thread
    this object lives in, at the next turn of its event loop.
    """

    _posted = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._posted.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def post(self, call: Callable[[], None]) -> None:
        self._posted.emit(call)

    def _run(self, call: object) -> None:
        if callable(call):
            call()
