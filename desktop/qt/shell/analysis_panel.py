"""The engine's opinion on screen: an evaluation bar beside the board and a graph of the game.

:class:`EvalBar` splits a bar between the players by their win chances in the
position on show.  :class:`EvalGraph` (pyqtgraph) draws each player's win
chance over the game so far (one line for two players: the first player's
chance; one line per player for more), marks the moves a review judged bad,
and shows the position of the point clicked.  Both are fed by an
:class:`~desktop.control.analysis.Analyst`, which evaluates in its own child
process; nothing here searches or waits.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any, Protocol

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.control.analysis import Analyst, Evaluation, Review
from desktop.control.events import Event, EventKind
from desktop.qt.boards.contract import GameView
from desktop.qt.shell.ui_thread import NextTurn

pg.setConfigOptions(antialias=True, background="w", foreground="#444")


def chances_text(names: Sequence[str], chances: Sequence[float]) -> str:
    return " · ".join(f"{name} {100 * c:.0f}%" for name, c in zip(names, chances, strict=True))


class EvalBar(QWidget):
    """A vertical bar shared out among the players by their win chances (grey while unknown)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evalBar")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.chances: tuple[float, ...] | None = None
        self.colours: list[QColor] = []
        self.setToolTip("Each player's chance to win here, by the engine's judgement")

    def sizeHint(self) -> QSize:
        return QSize(18, 200)

    def set_chances(self, chances: tuple[float, ...] | None, colours: list[QColor], names: list[str]) -> None:
        self.chances = chances
        self.colours = colours
        if chances is None:
            self.setToolTip("The engine is still judging this position")
        else:
            self.setToolTip(f"Chance to win here: {chances_text(names, chances)}")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        painter.fillRect(rect, QColor(205, 205, 205))
        if self.chances is not None:
            # the first player's share at the bottom, as on the graph
            y = rect.bottom()
            for chance, colour in zip(self.chances, self.colours, strict=False):
                height = rect.height() * chance
                painter.fillRect(QRectF(rect.left(), y - height, rect.width(), height), colour)
                y -= height
        painter.setPen(QColor(170, 170, 170))
        middle = rect.top() + rect.height() / 2
        painter.drawLine(QPointF(rect.left(), middle), QPointF(rect.right(), middle))
        painter.drawRect(rect)
        painter.end()


class EvalGraph(pg.PlotWidget):  # type: ignore[misc]
    """Win chance by ply; a click shows that position (:attr:`ply_chosen`)."""

    ply_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("evalGraph")
        self.setMinimumHeight(110)
        self.setMaximumHeight(170)
        self.setMenuEnabled(False)
        self.setMouseEnabled(x=False, y=False)
        self.hideButtons()
        self.setYRange(0, 1, padding=0.02)
        plot = self.getPlotItem()
        plot.showGrid(x=False, y=True, alpha=0.25)
        plot.getAxis("left").setTicks([[(0.0, "0"), (0.5, "50%"), (1.0, "100")]])
        plot.getAxis("left").setWidth(34)
        plot.setLabel("bottom", "move")
        for side in ("left", "bottom"):
            # no "k" or "M" prefixes for plies and chances; with them on, every change of range
            # set the axis label's HTML again and relaid the plot (62 ms of a redraw, seen in
            # a 7,000-move game: bench/load.py)
            plot.getAxis(side).enableAutoSIPrefix(False)
        self.addItem(pg.InfiniteLine(0.5, angle=0, pen=pg.mkPen("#999", style=Qt.PenStyle.DashLine)))
        self.cursor_line = pg.InfiniteLine(0, angle=90, pen=pg.mkPen("#555", width=1))
        self.addItem(self.cursor_line)
        self.curves: list[pg.PlotDataItem] = []
        self.marks = pg.ScatterPlotItem(size=9, pen=pg.mkPen("#222"), brush=pg.mkBrush("#d62728"))
        self.addItem(self.marks)
        self.points: list[tuple[float, ...] | None] = []
        self.setToolTip("Each player's chance to win as the game went; click to show that position")
        self.scene().sigMouseClicked.connect(self._clicked)
        #: the lines are redrawn at most every REDRAW_MS: in a fast game of AIs a redraw a move
        #: (the axis relaid, every line's path rebuilt) took tens of ms of the UI thread a move
        self._pending: tuple[list[tuple[float, ...] | None], list[QColor], list[dict[str, Any]]] | None = None
        self._drawn: tuple[list[tuple[float, ...] | None], list[str], list[dict[str, Any]]] | None = None
        self._last_draw = -1e9
        self._redraw = QTimer(self)
        self._redraw.setSingleShot(True)
        self._redraw.timeout.connect(self._draw_pending)
        self.redraws = 0

    def sizeHint(self) -> QSize:
        return QSize(240, 140)

    REDRAW_MS = 400
    MOST_POINTS = 600  # points drawn a line, at most

    def show_game(
        self,
        evaluations: Sequence[Evaluation | None],
        colours: list[QColor],
        cursor: int,
        reviews: Sequence[Review] = (),
    ) -> None:
        """Draw the evaluations known (gaps where not yet), the cursor and the marked moves.

        The cursor moves at once; the lines are redrawn when they changed, at once if the last
        redraw is :attr:`REDRAW_MS` old, else once when it is (a burst of moves draws once)."""
        self.cursor_line.setValue(cursor)
        points = [e.chances if e is not None else None for e in evaluations]
        lines = 1 if len(colours) == 2 else len(colours)
        spots = []
        for review in reviews:
            after = review.ply + 1
            if review.verdict is not None and after < len(points) and points[after] is not None:
                chances = points[after]
                assert chances is not None
                y = chances[0] if lines == 1 else chances[review.player]
                spots.append({"pos": (after, y), "data": after})
        if self._drawn == (points, [c.name() for c in colours], spots) and len(self.curves) == lines:
            self._pending = None
            self.points = points
            return
        self._pending = (points, colours, spots)
        wait = self._last_draw + self.REDRAW_MS / 1000 - time.monotonic()
        if wait <= 0:
            self._draw_pending()
        elif not self._redraw.isActive():
            self._redraw.start(max(1, round(wait * 1000)))

    def _draw_pending(self) -> None:
        if self._pending is None:
            return
        points, colours, spots = self._pending
        self._pending = None
        self._last_draw = time.monotonic()
        self.redraws += 1
        lines = 1 if len(colours) == 2 else len(colours)
        while len(self.curves) > lines:
            self.removeItem(self.curves.pop())
        while len(self.curves) < lines:
            self.curves.append(self.plot([], [], connect="finite"))
        self.points = points
        # a long game has more moves than the graph has pixels: about one point a pixel is drawn
        # (every step-th move, and the last), which keeps a redraw short however long the game
        step = max(1, -(-len(points) // self.MOST_POINTS))
        plies = list(range(0, len(points), step))
        if plies and plies[-1] != len(points) - 1:
            plies.append(len(points) - 1)
        drawn = [points[ply] for ply in plies]
        width = max((len(c) for c in drawn if c is not None), default=len(colours))
        gap = (float("nan"),) * width
        xs = np.array(plies, dtype=float)
        ys = np.array([c if c is not None else gap for c in drawn], dtype=float).reshape(len(drawn), width)
        for p, curve in enumerate(self.curves):
            curve.setData(xs, ys[:, p], connect="finite")
            curve.setPen(pg.mkPen(colours[p].darker(115), width=2))
        self.setXRange(0, max(len(points) - 1, 4), padding=0.02)
        self.marks.setData(spots)
        self._drawn = (points, [c.name() for c in colours], spots)

    def _clicked(self, event: object) -> None:
        pos = event.scenePos()  # type: ignore[attr-defined]
        if not self.getPlotItem().sceneBoundingRect().contains(pos) or not self.points:
            return
        x = self.getPlotItem().vb.mapSceneToView(pos).x()
        ply = min(max(round(x), 0), len(self.points) - 1)
        self.ply_chosen.emit(ply)


class MainWindowLike(Protocol):
    """What the analysis uses of the main window."""

    view: GameView
    side: Any
    status_label: Any

    def go_to(self, ply: int) -> None: ...


class WindowAnalysis:
    """The main window's analysis: the analyst in its own child process, the bar beside the
    board, the graph under the moves, and Review (marks in the move list, the better move
    drawn as a hint on the position before a marked move)."""

    def __init__(self, window: MainWindowLike, analyst: Analyst) -> None:
        self.window = window
        self.analyst = analyst
        self.bar = EvalBar()
        self.graph = EvalGraph()
        self.reviewing = False
        self.visible = True
        self.graph.ply_chosen.connect(window.go_to)
        self._due = False
        self._show_turn = NextTurn(self._show_due, self.bar)
        analyst.subscribe(self._soon)
        analyst.controller.subscribe(self._on_event)

    def set_visible(self, visible: bool) -> None:
        self.visible = visible
        self.bar.setVisible(visible)
        self.graph.setVisible(visible)
        self.analyst.set_enabled(visible or self.reviewing)

    def _on_event(self, event: Event) -> None:
        if event.kind == EventKind.NEW_GAME:
            self.reviewing = False
            self.window.side.moves.set_marks({})
            if not self.visible:  # a review had switched a hidden analysis on: off again
                self.analyst.set_enabled(False)

    def colours(self) -> list[QColor]:
        view = self.window.view
        return [view.player_colour(p) for p in range(len(self.analyst.controller.session.seats))]

    def _soon(self) -> None:
        """An evaluation arrived: show it once the events in hand are handled (a new game's
        board is in place by then, and a burst of evaluations draws once)."""
        if not self._due:
            self._due = True
            self._show_turn.ask()  # a timer of the bar's: never after the window is gone

    def _show_due(self) -> None:
        if self._due:
            self.show()

    def show(self) -> None:
        """Bring the bar, the graph and any review marks up to date (cheap: no search here)."""
        self._due = False
        session = self.analyst.controller.session
        colours = self.colours()
        names = [session.rules.player_name(session.state, p) for p in range(len(colours))]
        here = self.analyst.evaluation(session.cursor)
        self.bar.set_chances(here.chances if here is not None else None, colours, names)
        if self.analyst.failure:
            self.bar.setToolTip(
                f"The analysis stopped: {self.analyst.failure} (View > Show Evaluation twice restarts it)"
            )
        reviews = self.analyst.review() if self.reviewing else []
        self.graph.show_game(self.analyst.evaluations(), colours, session.cursor, reviews)
        if self.reviewing:
            self.window.side.moves.set_marks(
                {r.ply + 1: (r.mark, review_tip(r, names)) for r in reviews if r.verdict is not None}
            )
            self._hint_on_show(reviews)

    def _hint_on_show(self, reviews: Sequence[Review]) -> None:
        """Before a marked move, draw the better move on the board and say what was lost."""
        session = self.analyst.controller.session
        found = next((r for r in reviews if r.ply == session.cursor and r.verdict is not None), None)
        if found is not None and found.best is not None:
            self.window.view.show_hint(found.best)
            played = session.move_texts[found.ply]
            self.window.status_label.setText(
                f"Review: {played} was a {found.verdict} (lost {100 * found.loss:.0f}% of the chance to win);"
                f" better was {found.best_text}, drawn on the board"
            )

    def start_review(self) -> str:
        """Judge every move (in the background) and mark the worst; the summary for the status bar."""
        self.reviewing = True
        self.analyst.set_enabled(True)
        self.show()
        marked = [r for r in self.analyst.review() if r.verdict is not None]
        pending = "" if self.analyst.complete() else " (still judging the rest of the game…)"
        if not marked:
            return f"Review: no move lost much by the engine's judgement so far{pending}"
        worst = self.analyst.worst(3)
        names = ", ".join(self.analyst.controller.session.move_texts[r.ply] + r.mark for r in worst)
        return (
            f"Review: {len(marked)} move{'s' if len(marked) != 1 else ''} marked; the worst: {names}{pending}"
            " — click one to see the better move"
        )


def review_tip(review: Review, names: Sequence[str]) -> str:
    who = names[review.player] if review.player < len(names) else f"Player {review.player + 1}"
    return (
        f"{(review.verdict or '').capitalize()} by {who}: lost {100 * review.loss:.0f}% of the chance"
        f" to win; better was {review.best_text}"
    )
