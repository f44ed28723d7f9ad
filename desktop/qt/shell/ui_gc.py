"""Python's cyclic garbage collector, run only in the UI thread.

Left to itself, the collector runs in whichever thread happens to allocate
when a threshold is crossed: the AI pool's result thread unpickling a
reply, the autosave writer encoding a game. A cycle it frees there may hold
the last reference to a Qt object, whose C++ destructor then runs outside
the UI thread, and Qt can crash the process. So automatic collection is
switched off and a timer in the UI thread collects, generation by
generation, whenever the counts pass the thresholds Python would have used.
(pyqtgraph's ``GarbageCollector`` does the same for its examples.)

A full pass walks every object it is not told to skip, and in a long game
that took 40-90 ms of the UI thread (the positions, the move list's cells,
the views' objects).  So what survives a full pass is frozen (``gc.freeze``):
the next full passes walk only what is newer.  Frozen objects are still freed
when nothing refers to them; only cycles among them wait, until the next game
(:meth:`UiThreadCollector.new_game`) walks everything once more.  A new game
freezes what exists once its board is built, so even the game's first full
pass walks only the game's own objects.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: how often the UI thread looks at the collector's counts
INTERVAL_MS = 250


class UiThreadCollector(QObject):
    """Collects cyclic garbage in the UI thread, on a timer; automatic collection is off."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        #: collections made so far, per generation (for tests and bench/)
        self.collections = [0, 0, 0]
        gc.collect()
        gc.freeze()  # what exists by now (modules, classes, the app) is never walked again
        gc.disable()
        self._frozen_at_start = gc.get_freeze_count()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> None:
        """Collect the generations whose counts passed their thresholds, youngest first."""
        counts = gc.get_count()
        for generation in range(3):
            if counts[generation] <= self.thresholds[generation]:
                break
            gc.collect(generation)
            self.collections[generation] += 1
            if generation == 2:
                gc.freeze()  # the survivors are not walked again in this game

    def new_game(self) -> None:
        """A game begins, its board built: walk everything once (the objects frozen during the
        last game too, so that their cycles are freed), then freeze what is left, so that the
        game's own full passes walk only what the game makes.  At the start of a game, where a
        pause is a load, not a stall of play."""
        if gc.get_freeze_count() > self._frozen_at_start:
            gc.unfreeze()
        gc.collect()
        self.collections[2] += 1
        gc.freeze()


_collector: UiThreadCollector | None = None


def collect_in_ui_thread() -> UiThreadCollector | None:
    """Install the collector once per application (call it in the UI thread); returns it."""
    global _collector
    app = QCoreApplication.instance()
    if app is None:
        return None
    if _collector is None or _collector.parent() is not app:
        _collector = UiThreadCollector(app)
    return _collector


def collect_everything() -> None:
    """Free every cycle there is, the frozen ones too (between GUI tests: one test's garbage
    is not left for the next)."""
    if _collector is not None:
        _collector.new_game()
    else:
        gc.collect()
