"""What every game's board view shares: a QGraphicsView that scales with the
window, stays square and never scrolls, and reports chosen moves.

A game's view subclasses :class:`BoardView`; the main window only talks to
this interface (``set_session``, ``refresh``, ``flip``, ``blocked_reason``,
``move_chosen``, ``hint_changed``), so adding a game adds one view.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from desktop.core.session import Session


class BoardView(QGraphicsView):
    """Base class of the game views.

    Signals: ``move_chosen(move)`` when the clicks make a whole legal move;
    ``hint_changed(text)`` with what a click would do now, or why the last
    click did nothing.
    """

    move_chosen = Signal(object)
    hint_changed = Signal(str)

    def __init__(self, session: Session[Any, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._flip = False
        #: Set by the window: why clicks are not taken now (AI to move, …), or None.
        self.blocked_reason: str | None = None
        self.setScene(QGraphicsScene(self))
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(240, 240)
        self.setBackgroundBrush(QColor("#3b3f45"))

    # -- interface for the window -----------------------------------------------
    def set_session(self, session: Session[Any, Any]) -> None:
        self.session = session
        self.reset_selection()
        self.refresh()

    def refresh(self) -> None:
        """Redraw the position at the session's cursor."""
        raise NotImplementedError

    def reset_selection(self) -> None:
        """Forget a move being built."""

    def step_back(self) -> None:
        """Undo one step of a move being built (Escape)."""

    def current_hint(self) -> str:
        """What a click would do now."""
        return ""

    def player_colour(self, player: int) -> QColor:
        return QColor("#888888")

    def material_text(self, state: Any, player: int) -> str:
        """What a player holds, for the Players panel (e.g. pawns in hand)."""
        return ""

    @property
    def flip(self) -> bool:
        return self._flip

    @flip.setter
    def flip(self, value: bool) -> None:
        self._flip = bool(value)
        self.refresh()

    # -- geometry -----------------------------------------------------------------
    def scene_point(self, square: int) -> QPointF:
        """Centre of ``square`` in scene coordinates."""
        raise NotImplementedError

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

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.step_back()
            return
        super().keyPressEvent(event)

    # -- helpers for subclasses ------------------------------------------------------
    def explain(self, text: str) -> None:
        self.hint_changed.emit(text)

    def announce_hint(self) -> None:
        self.hint_changed.emit(self.current_hint())
