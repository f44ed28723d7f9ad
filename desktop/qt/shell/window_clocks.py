"""The main window's clocks: each player's time beside its name, and the flag check on a timer.

The clocks themselves are the controller's (:class:`~desktop.control.clocks.GameClocks`,
made here when the app has not made them); this module only shows them and asks them ten
times a second whether a flag has fallen (no Qt below ``desktop/qt``).  While the window
shows the start page the clocks are paused: a player never loses on time at a game not on
show.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from desktop.control.clocks import GameClocks
from desktop.control.events import Event, EventKind
from desktop.core.clock import format_time

if TYPE_CHECKING:
    from desktop.qt.shell.main_window import MainWindow

#: how often the clocks are redrawn and the flag looked at
TICK_MS = 100
#: another clock's times and the player whose time runs (the host's, over a network)
Source = Callable[[], tuple[tuple[float, ...], int | None]]
#: why the window pauses the clocks while the start page is on show
START_PAGE = "start page"


class WindowClocks(QObject):
    """Shows the controller's clocks in the players panel and runs their flag check."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        controller = window.controller
        self.clocks = controller.clocks if controller.clocks is not None else GameClocks(controller)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        #: where the times shown come from when not from these clocks (:meth:`follow`)
        self.source: Source | None = None
        controller.subscribe(self._on_event)
        self.show()

    def _on_event(self, event: Event) -> None:
        if event.kind in (EventKind.THINKING_STARTED, EventKind.THINKING_STOPPED, EventKind.HINT):
            return
        self.show()

    def follow(self, source: Source | None) -> None:
        """Show another clock's times (over a network the host's decides: ``source()`` gives each
        player's seconds left and whose time runs); these clocks stay paused and no flag falls
        here until ``follow(None)``."""
        self.source = source
        if source is None:
            self.clocks.resume("network")
        else:
            self.clocks.pause("network")
        self.show()

    def tick(self) -> None:
        """Pause on the start page, end the game on a flag fall, redraw the clocks."""
        clocks = self.clocks
        if self.window.on_start_page:
            clocks.pause(START_PAGE)
        else:
            clocks.resume(START_PAGE)
        clocks.check()
        self.show()

    def show(self) -> None:
        """Each player's time as it is now; the timer runs while the game has a clock."""
        clocks = self.clocks
        panel = self.window.side.players
        if not clocks.timed:
            self.timer.stop()
            panel.show_clocks(None)
            return
        if not self.timer.isActive():
            self.timer.start()
        control = clocks.control
        times, running = self.source() if self.source is not None else (clocks.times(), clocks.running)
        faces = [(format_time(t), p == running, control.low(t)) for p, t in enumerate(times)]
        panel.show_clocks(faces, control.words())
