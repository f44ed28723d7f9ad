"""What every flat board's view shares: a QGraphicsView that scales with the
window, stays square and never scrolls, reports chosen moves, and draws hints.

A flat-board game's view subclasses :class:`BoardView` and supplies
:meth:`BoardView.draw` (the scene for a state) and :meth:`BoardView.scene_point`
(where a square is); the rest of :class:`~desktop.qt.boards.contract.GameView`
is here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Generic, TypeVar, cast

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from desktop.core.protocol import GameRules
from desktop.core.session import Session
from desktop.qt.boards.contract import DisplayOptions, SessionView, ViewFeatures
from desktop.qt.boards.drawing import BACKGROUND, draw_path_arrow

HINT_COLOUR = QColor(60, 140, 255, 200)

S = TypeVar("S")
R = TypeVar("R", bound=GameRules[Any, Any])


class BoardView(SessionView, QGraphicsView, Generic[S, R]):
    """Base class of the flat board views, over a game's states ``S`` and rules ``R``.

    Signals: ``move_chosen(move)`` when the clicks make a whole legal move;
    ``hint_changed(text)`` with what a click would do now, or why the last
    click did nothing.
    """

    move_chosen = Signal(object)
    hint_changed = Signal(str)
    features = ViewFeatures()
    #: each player's colour in the side panel
    player_colours: Mapping[int, QColor] = {}

    def __init__(self, session: Session[Any, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.flip = False
        self.display = DisplayOptions()
        self.hint_move: Any = None
        #: Set by the window: why clicks are not taken now (AI to move, …), or None.
        self.blocked_reason: str | None = None
        self.setScene(QGraphicsScene(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(240, 240)
        self.setBackgroundBrush(BACKGROUND)
        self.reset_selection()
        self.refresh()

    # -- what a game's view supplies ------------------------------------------------
    def draw(self) -> None:
        """Draw the position at the session's cursor into ``self.scene()``, selection and last move marked."""
        raise NotImplementedError

    def scene_point(self, square: int) -> QPointF:
        """Centre of ``square`` in scene coordinates."""
        raise NotImplementedError

    def click_at(self, point: QPointF) -> None:
        """A left click at ``point`` (scene coordinates): a square, a button, a reserve piece…"""
        raise NotImplementedError

    # -- reading the session -----------------------------------------------------------
    @property
    def rules(self) -> R:
        return cast(R, self.session.rules)

    @property
    def state(self) -> S:
        """The position on show."""
        return cast(S, self.session.state)

    # -- the contract -----------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw the position at the session's cursor (and the hint on show)."""
        self.draw()
        if self.hint_move is not None:
            self._draw_hint(self.hint_move)
        self.fit()

    def animate_move(self, before: Any, move: Any, after: Any) -> None:
        """Flat boards show the position after the move at once (for now)."""
        self.hint_move = None
        self.refresh()

    def show_hint(self, move: Any) -> None:
        self.hint_move = move
        self.refresh()

    def step_back(self) -> None:
        """Undo one step of a move being built (Escape)."""

    def set_flipped(self, flipped: bool) -> None:
        self.flip = bool(flipped)
        self.refresh()

    def reset_view(self) -> None:
        """A flat board has no camera: nothing to reset."""

    def set_display(self, options: DisplayOptions) -> None:
        self.display = options

    def player_colour(self, player: int) -> QColor:
        return QColor(self.player_colours.get(player, QColor("#888888")))

    def material_text(self, state: Any, player: int) -> str:
        """What a player holds, for the Players panel (e.g. pawns in hand)."""
        return ""

    # -- the hint: the move's steps from the rules, an arrow each ------------------------
    def _draw_hint(self, move: Any) -> None:
        session = self.session
        try:
            steps = session.rules.move_steps(session.state, move)
        except Exception:  # a hint for another position: draw nothing rather than fail
            return
        scene = self.scene()
        for number, step in enumerate(steps):
            squares = list(step.path) or [s for s in (step.origin, step.target) if s is not None]
            if not squares:
                continue
            width = 9.0 if number == 0 else 5.0  # the move itself, then what it brings along
            points = [self.scene_point(square) for square in squares]
            if number == 0 and step.origin is not None:
                ring = scene.addEllipse(points[0].x() - 30, points[0].y() - 30, 60, 60, QPen(HINT_COLOUR, 7))
                ring.setZValue(50)
            if len(points) > 1:
                draw_path_arrow(scene, points, HINT_COLOUR, width, (30.0 if number == 0 else 0.0, 0.0), z=50)
            else:  # a piece put down: a ring where it goes
                dot = scene.addEllipse(points[0].x() - 22, points[0].y() - 22, 44, 44, QPen(HINT_COLOUR, 6))
                dot.setZValue(50)

    # -- geometry -----------------------------------------------------------------
    def square_point(self, square: int) -> QPoint:
        """Centre of ``square`` in viewport coordinates (where a click lands on it)."""
        return self.mapFromScene(self.scene_point(square))

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        event.accept()  # the board never scrolls

    def refuses_clicks(self) -> bool:
        """True (having said why in the status bar) when clicks cannot play now."""
        if self.blocked_reason:
            self.explain(self.blocked_reason)
            return True
        if self.session.is_over:
            self.explain("The game is over: start a New game (Ctrl+N) or browse the moves")
            return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.click_at(self.mapToScene(event.position().toPoint()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.step_back()
            return
        super().keyPressEvent(event)
