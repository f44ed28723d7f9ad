"""What every flat board's view shares: a QGraphicsView that scales with the
window, stays square and never scrolls, reports chosen moves, and draws hints.

A flat-board game's view subclasses :class:`BoardView` and supplies
:meth:`BoardView.draw` (the scene for a state), :meth:`BoardView.scene_point`
(where a square is), :meth:`BoardView.click_at` and, to animate moves,
:meth:`BoardView.draw_phase`; the rest of
:class:`~desktop.qt.boards.contract.GameView` is here.

Moves play out from the rules' steps (:meth:`GameRules.move_steps`): each
step (or a run of steps of a kind listed in :attr:`BoardView.together`, such
as Zeno's pushes) is drawn as the position before it with its pieces
travelling from origin to target (along ``path``), timed by a QTimer in the
UI thread; the view then draws the position on show as usual.
"""

from __future__ import annotations

import itertools
import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar, cast

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsItem, QGraphicsScene, QGraphicsView, QWidget

from desktop.core.language import translate
from desktop.core.protocol import GameRules, MoveParseError, MoveStep
from desktop.core.session import Session
from desktop.games.squares import SquareGrid
from desktop.qt.boards.contract import DisplayOptions, SessionView, ViewFeatures
from desktop.qt.boards.drawing import (
    BACKGROUND,
    HINT_STYLE,
    PLAYED_STYLE,
    MoveStyle,
    draw_path_arrow,
    draw_ring,
)

HINT_COLOUR = HINT_STYLE.colour
#: a place marked by a lesson or a puzzle's hint: a violet ring with a light halo
MARK_STYLE = MoveStyle(QColor(150, 50, 210, 235), halo=QColor(255, 255, 255, 170), z=60.0)

S = TypeVar("S")
R = TypeVar("R", bound=GameRules[Any, Any])

#: time between two frames of an animation
FRAME_MS = 16


#: the hook's types: a phase's steps, where its pieces start, and what it draws moving
Steps = Sequence[MoveStep[Any]]
Points = Sequence[QPointF]
Movers = list["Mover | None"]


@dataclass
class Mover:
    """A piece on its way in an animation: its items (one group), drawn once where its way starts."""

    item: QGraphicsItem
    #: its size where it starts, as a share of its size on the board (a piece coming from a reserve)
    start_scale: float = 1.0
    #: it leaves the game at the end of its way (taken, or off the board): it fades out
    fades: bool = False
    #: how high it rises half way (a jump), in scene units
    lift: float = 0.0


@dataclass
class _Phase:
    """Steps played out together: the position before them, and each one's way in scene points."""

    before: Any
    steps: list[MoveStep[Any]]
    ways: list[list[QPointF]]

    @property
    def travels(self) -> bool:
        return any(_length(way) > 0.5 for way in self.ways)


@dataclass
class _MoveAnimation:
    session: Session[Any, Any]
    move: Any
    after: Any
    phases: list[_Phase]
    start: float
    duration: float  # seconds, all phases
    shown: tuple[int, bool] = (-1, False)  # the phase drawn, and whether as its second half
    movers: list[Mover | None] = field(default_factory=list)
    #: the next move to play out once this one ends: (before, move, after)
    queued: tuple[Any, Any, Any] | None = None

    @property
    def last_after(self) -> Any:
        return self.queued[2] if self.queued is not None else self.after


def _length(way: Sequence[QPointF]) -> float:
    return sum(math.dist((a.x(), a.y()), (b.x(), b.y())) for a, b in itertools.pairwise(way))


def point_along(way: Sequence[QPointF], t: float) -> QPointF:
    """The point a share ``t`` (0…1) of the way along the polyline ``way``."""
    total = _length(way)
    if total <= 0.0:
        return QPointF(way[0])
    left = max(0.0, min(1.0, t)) * total
    for a, b in itertools.pairwise(way):
        piece = math.dist((a.x(), a.y()), (b.x(), b.y()))
        if left <= piece and piece > 0:
            f = left / piece
            return QPointF(a.x() + (b.x() - a.x()) * f, a.y() + (b.y() - a.y()) * f)
        left -= piece
    return QPointF(way[-1])


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
    #: kinds of step played out together when they follow each other (Zeno's pushes, its pulls)
    together: frozenset[str] = frozenset()
    #: the board's square names (for :meth:`mark_places`); ``None``: no places to mark
    grid: SquareGrid | None = None
    #: the squares marked (a lesson's, a puzzle's hint), drawn on every position
    marked: tuple[int, ...] = ()

    def __init__(self, session: Session[Any, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.flip = False
        self.display = DisplayOptions()
        self.hint_move: Any = None
        #: the move a review judged, drawn in grey beside the better move (``hint_move``)
        self.played_move: Any = None
        self._drawn_for: Any = None  # the position the hint (and the move played) belong to
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
        self._animation: _MoveAnimation | None = None
        self._animation_timer = QTimer(self)
        self._animation_timer.setInterval(FRAME_MS)
        self._animation_timer.timeout.connect(self._animation_frame)
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

    def draw_phase(
        self, before: S, move: Any, steps: Sequence[MoveStep[S]], starts: Sequence[QPointF]
    ) -> list[Mover | None] | None:
        """Draw a frame of ``move`` being played: ``before`` without the pieces ``steps`` move,
        and each of those pieces as a :class:`Mover` drawn at its ``starts`` point (``None``
        where a step moves nothing to draw).  With no steps: ``before`` as it stands, the move's
        squares marked.  ``None`` (the default): this view does not animate.
        """
        return None

    def entry_point(self, before: S, move: Any, step: MoveStep[S]) -> QPointF:
        """Where a piece that ``step`` brings onto the board comes from (a hand, a reserve)."""
        assert step.target is not None
        return self.scene_point(step.target)

    def exit_point(self, before: S, move: Any, step: MoveStep[S]) -> QPointF:
        """Where a piece that ``step`` takes off the board goes (``target`` is ``None``)."""
        assert step.origin is not None
        return self.scene_point(step.origin)

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
        """Redraw the position at the session's cursor (and the hint on show).

        A move being played out goes on when the position on show is the one it ends on
        (the window refreshes when an AI starts thinking, …); any other position ends it.
        """
        anim = self._animation
        if anim is not None:
            if anim.session is self.session and anim.last_after is self.session.state:
                return
            self._stop_animation()
        if self._drawn_for is not self.session.state:  # drawn for another position: gone
            self.hint_move = self.played_move = None
        self.draw()
        if self.played_move is not None:
            self._draw_hint(self.played_move, PLAYED_STYLE)
        if self.hint_move is not None:
            self._draw_hint(self.hint_move)
        for square in self.marked:
            draw_ring(self.scene(), self.scene_point(square), 38, 6, MARK_STYLE)
        self.fit()

    def animate_move(self, before: Any, move: Any, after: Any) -> None:
        """Play ``move`` out step by step (``display.animate``), then show the position on show.

        A move that follows one still playing out waits for it (each move is shown in turn);
        a third one ends the oldest at once.
        """
        self.hint_move = self.played_move = None
        anim = self._animation
        if anim is not None and anim.session is self.session and anim.last_after is before:
            if anim.queued is None:
                anim.queued = (before, move, after)
                return
            queued = anim.queued
            self._stop_animation()
            self._start_animation(*queued)
            if self._animation is not None:
                self._animation.queued = (before, move, after)
                return
        self._stop_animation()
        self._start_animation(before, move, after)
        if self._animation is None:
            self.refresh()

    def show_hint(self, move: Any) -> None:
        self.show_review(move, None)

    def mark_places(self, places: Sequence[str]) -> None:
        grid, marked = self.grid, []
        for place in places:
            try:
                marked.append(grid.parse(place) if grid is not None else -1)
            except MoveParseError:
                continue
        self.marked = tuple(square for square in marked if square >= 0)
        self.refresh()

    def show_review(self, better: Any, played: Any) -> None:
        self._stop_animation()
        self.hint_move, self.played_move = better, played
        self._drawn_for = self.session.state
        self.refresh()

    def step_back(self) -> None:
        """Undo one step of a move being built (Escape)."""

    def set_flipped(self, flipped: bool) -> None:
        self._stop_animation()
        self.flip = bool(flipped)
        self.refresh()

    def reset_view(self) -> None:
        """A flat board has no camera: nothing to reset."""

    def set_display(self, options: DisplayOptions) -> None:
        self.display = options
        if not options.animate:
            self.finish_animation()

    def player_colour(self, player: int) -> QColor:
        return QColor(self.player_colours.get(player, QColor("#888888")))

    def material_text(self, state: Any, player: int) -> str:
        """What a player holds, for the Players panel (e.g. pawns in hand)."""
        return ""

    # -- playing a move out ---------------------------------------------------------------
    def _start_animation(self, before: Any, move: Any, after: Any) -> None:
        """Start playing ``move`` out, or leave ``self._animation`` ``None`` when it is not to be."""
        if not self.display.animate or self.display.animation_ms <= 0:
            return
        try:
            phases = self._phases(before, move)
        except Exception:  # a move the rules cannot lay out from ``before``: show the end at once
            return
        if not any(phase.travels for phase in phases):
            return
        duration = self.display.animation_ms / 1000.0
        self._animation = _MoveAnimation(self.session, move, after, phases, time.monotonic(), duration)
        self._animation_timer.start()
        self._animation_frame()

    def _phases(self, before: Any, move: Any) -> list[_Phase]:
        phases: list[_Phase] = []
        previous = before
        for step in self.rules.move_steps(before, move):
            way = self._way(previous, move, step)
            last = phases[-1] if phases else None
            if last is not None and step.kind in self.together and last.steps[-1].kind == step.kind:
                last.steps.append(step)
                last.ways.append(way)
            else:
                phases.append(_Phase(previous, [step], [way]))
            previous = step.state
        return phases

    def _way(self, before: Any, move: Any, step: MoveStep[Any]) -> list[QPointF]:
        """The scene points ``step``'s piece passes, from where it starts to where it ends."""
        squares = list(step.path) or [s for s in (step.origin, step.target) if s is not None]
        way = [self.scene_point(square) for square in squares]
        if step.origin is None and step.target is not None:
            way.insert(0, self.entry_point(before, move, step))
        elif step.target is None and step.origin is not None:
            way.append(self.exit_point(before, move, step))
        if len(way) == 1:
            way.append(way[0])
        return way

    def _stop_animation(self) -> None:
        self._animation_timer.stop()
        if self._animation is not None:
            # the movers' items belong to the scene: let their wrappers go now, not at the
            # next garbage collection (a wrapper that outlives its item can be handed out by
            # PySide for a new object at the same address)
            self._animation.movers.clear()
        self._animation = None

    def _animation_frame(self) -> None:
        anim = self._animation
        if anim is None or anim.session is not self.session:
            self.finish_animation()
            return
        progress = (time.monotonic() - anim.start) / anim.duration * len(anim.phases)
        if progress >= len(anim.phases):
            queued = anim.queued
            self._stop_animation()
            if queued is not None:
                self._start_animation(*queued)
            if self._animation is None:
                self.refresh()
            return
        index = int(progress)
        t = progress - index
        phase = anim.phases[index]
        if not phase.travels:  # a change in place (an arrangement): before, then after
            half = t >= 0.5
            if anim.shown != (index, half):
                anim.shown = (index, half)
                anim.movers.clear()  # the redraw below deletes their items
                state = phase.steps[-1].state if half else phase.before
                if self.draw_phase(state, anim.move, [], []) is None:
                    self.finish_animation()
            return
        if anim.shown != (index, False):
            anim.shown = (index, False)
            anim.movers.clear()  # the redraw below deletes their items
            movers = self.draw_phase(phase.before, anim.move, phase.steps, [way[0] for way in phase.ways])
            if movers is None:
                self.finish_animation()
                return
            anim.movers = movers
            for mover, way in zip(movers, phase.ways, strict=False):
                if mover is not None:
                    mover.item.setTransformOriginPoint(way[0])
                    mover.item.setZValue(100)
        eased = t * t * (3 - 2 * t)
        for mover, way in zip(anim.movers, phase.ways, strict=False):
            if mover is None:
                continue
            point = point_along(way, eased)
            lift = mover.lift * math.sin(math.pi * eased)
            mover.item.setPos(point.x() - way[0].x(), point.y() - way[0].y() - lift)
            mover.item.setScale(mover.start_scale + (1.0 - mover.start_scale) * eased)
            if mover.fades:
                mover.item.setOpacity(max(0.0, min(1.0, (1.0 - eased) / 0.45)))

    # -- the hint: the move's steps from the rules, an arrow each ------------------------
    def _draw_hint(self, move: Any, style: MoveStyle = HINT_STYLE) -> None:
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
                draw_ring(scene, points[0], 30, 7, style)
            if len(points) > 1:
                start = 30.0 * style.ring_scale if number == 0 else 0.0  # from the ring's edge
                draw_path_arrow(scene, points, style, width, (start, 0.0))
            else:  # a piece put down: where it goes
                self.draw_put_down(step, points[0], style)

    def draw_put_down(self, step: MoveStep[Any], point: QPointF, style: MoveStyle) -> None:
        """Mark where a hinted (or judged) move puts a piece down: a ring; a view may draw the piece."""
        draw_ring(self.scene(), point, 22, 6, style)

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
            over = translate("BoardText", "The game is over: start a New game (Ctrl+N) or browse the moves")
            self.explain(over)
            return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.finish_animation()
        self.click_at(self.mapToScene(event.position().toPoint()))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.finish_animation()
        if event.key() == Qt.Key.Key_Escape:
            self.step_back()
            return
        super().keyPressEvent(event)
