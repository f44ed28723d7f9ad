"""The engine's opinion on screen: an evaluation bar beside the board and a graph of the game.

:class:`EvalBar` splits a bar between the players by their win chances in the
position on show.  :class:`EvalGraph` (pyqtgraph) draws each player's win
chance over the game so far (one line for two players: the first player's
chance; one line per player for more, each visible where they meet and on the
white background), marks the moves a review judged bad, and shows the
position of the point clicked (a marked point: the verdict, as a click on the
marked move in the move list does, drawn on the board by
:class:`WindowAnalysis`).  Both are fed by an
:class:`~desktop.control.analysis.Analyst`, which evaluates in its own child
process; nothing here searches or waits.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.control.analysis import Analyst, Evaluation, Review
from desktop.control.events import Event, EventKind
from desktop.core.language import Translatable
from desktop.games.words import GameText
from desktop.qt.boards.contract import GameView
from desktop.qt.shell.ui_thread import NextTurn

pg.setConfigOptions(antialias=True, background="w", foreground="#444")


#: the graph's background (pyqtgraph's "w" above)
GRAPH_BACKGROUND = QColor("#ffffff")


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1: the same brightness … 21: black on white)."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def line_pens(colours: Sequence[QColor]) -> list[tuple[QPen, QPen | None]]:
    """Each line's pen, and the outline drawn under it where the player's colour is too light to
    show on the graph's background (Zeno's White, Xeno's yellow).  With several lines, each is
    narrower than the one before (drawn under it), so lines that meet (equal chances, as at the
    start of a 3-player game) still show every player's colour, as stripes."""
    pens: list[tuple[QPen, QPen | None]] = []
    step = 3.0 if len(colours) <= 4 else 2.4  # a band of 1.2-1.5 px either side of the next
    for p, colour in enumerate(colours):
        width = 2.0 + step * (len(colours) - 1 - p)
        pen = pg.mkPen(colour.darker(115), width=width)
        outline = None
        if contrast(colour.darker(115), GRAPH_BACKGROUND) < 2.0:
            outline = pg.mkPen(QColor("#5a5a5a"), width=width + 2.5)
        pens.append((pen, outline))
    return pens


class AnalysisText(Translatable):
    """The evaluation bar's and graph's words and the review's verdicts."""


#: the status bar's legend of a verdict drawn on the board, by verdict (whole sentences: the
#: verdicts' words and their articles differ by language)
VERDICT_LEGENDS: dict[str, Callable[[], str]] = {
    "inaccuracy": lambda: AnalysisText.tr(
        "Review: played {move} {mark} (grey) — an inaccuracy, it lost {loss}% of the chance to win; "
        "better: {better} (blue)"
    ),
    "mistake": lambda: AnalysisText.tr(
        "Review: played {move} {mark} (grey) — a mistake, it lost {loss}% of the chance to win; "
        "better: {better} (blue)"
    ),
    "blunder": lambda: AnalysisText.tr(
        "Review: played {move} {mark} (grey) — a blunder, it lost {loss}% of the chance to win; "
        "better: {better} (blue)"
    ),
}
#: a marked move's tooltip in the move list, by verdict
VERDICT_TIPS: dict[str, Callable[[], str]] = {
    "inaccuracy": lambda: AnalysisText.tr(
        "Inaccuracy by {player}: lost {loss}% of the chance to win; better was {better}"
    ),
    "mistake": lambda: AnalysisText.tr(
        "Mistake by {player}: lost {loss}% of the chance to win; better was {better}"
    ),
    "blunder": lambda: AnalysisText.tr(
        "Blunder by {player}: lost {loss}% of the chance to win; better was {better}"
    ),
}


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
        self.setToolTip(AnalysisText.tr("Each player's chance to win here, by the engine's judgement"))

    def sizeHint(self) -> QSize:
        return QSize(18, 200)

    def set_chances(self, chances: tuple[float, ...] | None, colours: list[QColor], names: list[str]) -> None:
        self.chances = chances
        self.colours = colours
        if chances is None:
            self.setToolTip(AnalysisText.tr("The engine is still judging this position"))
        else:
            self.setToolTip(
                AnalysisText.tr("Chance to win here: {chances}").format(chances=chances_text(names, chances))
            )
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
    """Win chance by ply; a click shows that position (:attr:`ply_chosen`), a click on a move a
    review marked shows that move's verdict (:attr:`mark_chosen`, with the ply after the move)."""

    ply_chosen = Signal(int)
    mark_chosen = Signal(int)
    #: how near a marked point (in pixels) a click counts as on it
    MARK_REACH = 9.0

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
        plot.setLabel("bottom", AnalysisText.tr("move"))
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
        self.setToolTip(
            AnalysisText.tr("Each player's chance to win as the game went; click to show that position")
        )
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
        pens = line_pens(colours[:lines])
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
            pen, outline = pens[p]
            curve.setPen(pen)
            curve.setShadowPen(outline)
        self.setXRange(0, max(len(points) - 1, 4), padding=0.02)
        self.marks.setData(spots)
        self._drawn = (points, [c.name() for c in colours], spots)

    def _clicked(self, event: object) -> None:
        pos = event.scenePos()  # type: ignore[attr-defined]
        if not self.getPlotItem().sceneBoundingRect().contains(pos) or not self.points:
            return
        vb = self.getPlotItem().vb
        for spot in self.marks.points():
            at = vb.mapViewToScene(spot.pos())
            if (at.x() - pos.x()) ** 2 + (at.y() - pos.y()) ** 2 <= self.MARK_REACH**2:
                self.mark_chosen.emit(int(spot.data()))
                return
        x = vb.mapSceneToView(pos).x()
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
    board, the graph under the moves, and Review: marks in the move list and on the graph; a
    click on a marked move (or its point on the graph) shows the position before it with the
    better move drawn as a hint and the move played in grey, until another position is shown."""

    def __init__(self, window: MainWindowLike, analyst: Analyst) -> None:
        self.window = window
        self.analyst = analyst
        self.bar = EvalBar()
        self.graph = EvalGraph()
        self.reviewing = False
        self.visible = True
        #: the verdict drawn on the board, and the position it was drawn on
        self.shown: tuple[Review, Any] | None = None
        self.graph.ply_chosen.connect(window.go_to)
        self.graph.mark_chosen.connect(self._mark_chosen)
        # after the list's own handler has shown the position after the move clicked
        window.side.moves.itemClicked.connect(self._move_clicked)
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
            self.shown = None
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
            stopped = AnalysisText.tr(
                "The analysis stopped: {error} (View > Show Evaluation twice restarts it)"
            )
            self.bar.setToolTip(stopped.format(error=self.analyst.failure))
        reviews = self.analyst.review() if self.reviewing else []
        self.graph.show_game(self.analyst.evaluations(), colours, session.cursor, reviews)
        if self.reviewing:
            self.window.side.moves.set_marks(
                {r.ply + 1: (r.mark, review_tip(r, names)) for r in reviews if r.verdict is not None}
            )
            self._verdict_on_show()

    def _verdict_on_show(self) -> None:
        """While the verdict drawn on the board is on show, the status bar says what it shows;
        once another position is shown (the board has let the drawing go), it is forgotten."""
        if self.shown is None:
            return
        review, state = self.shown
        session = self.analyst.controller.session
        drawn = self.window.view.drawn_moves()
        if session.state is not state or drawn[1] is None:
            self.shown = None
            return
        self.window.status_label.setText(self.verdict_text(review))

    def verdict_text(self, review: Review) -> str:
        """The status bar's legend for a verdict drawn on the board."""
        played = self.analyst.controller.session.move_texts[review.ply]
        text = VERDICT_LEGENDS.get(review.verdict or "", VERDICT_LEGENDS["mistake"])()
        return text.format(
            move=played, mark=review.mark, loss=f"{100 * review.loss:.0f}", better=review.best_text
        )

    def show_verdict(self, ply_after: int) -> bool:
        """The move that led to ``ply_after`` was clicked: if the review marked it, show the
        position before it with the better move and the move played drawn; True if so."""
        if not self.reviewing:
            return False
        review = next(
            (r for r in self.analyst.review() if r.ply + 1 == ply_after and r.verdict is not None), None
        )
        session = self.analyst.controller.session
        if review is None or review.best is None or review.ply >= len(session.moves):
            return False
        self.window.go_to(review.ply)
        if session.cursor != review.ply:
            return False  # the controller would not go there
        self.shown = (review, session.state)
        self.window.view.show_review(review.best, session.moves[review.ply])
        self.window.status_label.setText(self.verdict_text(review))
        return True

    def _move_clicked(self, item: Any) -> None:
        ply = item.data(Qt.ItemDataRole.UserRole)  # the list's ply of the position after the move
        if isinstance(ply, int):
            self.show_verdict(ply)

    def _mark_chosen(self, ply_after: int) -> None:
        if not self.show_verdict(ply_after):
            self.window.go_to(ply_after)

    def start_review(self) -> str:
        """Judge every move (in the background) and mark the worst; the summary for the status bar."""
        self.reviewing = True
        self.analyst.set_enabled(True)
        self.show()
        marked = [r for r in self.analyst.review() if r.verdict is not None]
        pending = "" if self.analyst.complete() else AnalysisText.tr(" (still judging the rest of the game…)")
        if not marked:
            nothing = AnalysisText.tr("Review: no move lost much by the engine's judgement so far{pending}")
            return nothing.format(pending=pending)
        worst = self.analyst.worst(3)
        names = ", ".join(self.analyst.controller.session.move_texts[r.ply] + r.mark for r in worst)
        summary = AnalysisText.tr(
            "Review: %n move marked; the worst: {moves}{pending} — click one to see the better move"
            "|Review: %n moves marked; the worst: {moves}{pending} — click one to see the better move",
            None,
            len(marked),
        )
        return summary.format(moves=names, pending=pending)


def review_tip(review: Review, names: Sequence[str]) -> str:
    who = names[review.player] if review.player < len(names) else GameText.tr("Player {number}").format(
        number=review.player + 1
    )
    text = VERDICT_TIPS.get(review.verdict or "", VERDICT_TIPS["mistake"])()
    return text.format(player=who, loss=f"{100 * review.loss:.0f}", better=review.best_text)
