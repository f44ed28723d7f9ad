"""The widget that shows the Xeno ball and turns clicks into spaces.

What the ball shows (its stacks, space colours, path dots, the camera) is
kept here, on the UI thread; each frame is a snapshot of it
(:class:`~desktop.qt.ball.ball_renderer.BallFrame`) drawn with OpenGL on the
widget's render thread by :class:`~desktop.qt.ball.ball_renderer.BallRenderer`
and shown as an image (:class:`~desktop.qt.ball.offscreen_gl.OffscreenGLWidget`),
so the window around the ball stays a raster window that OpenGL never has to
compose, and a slow frame never stalls it.  Labels (tall-stack counts, space
numbers, letters) are painted over the frame with QPainter, kept inside the
ball's outline, from the same snapshot as the frame under them.

Keys on the ball: Shift+arrows or W A S D turn it (plain ← → belong to the
window's history), double-click brings a space to the front, the wheel zooms.
"""

from __future__ import annotations

import functools
import math
import os
import time
from dataclasses import replace
from typing import Any

import numpy as np
from numpy.typing import NDArray
from OpenGL import GL
from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QSurfaceFormat, QWheelEvent
from PySide6.QtWidgets import QWidget

from desktop.core.language import QT_TRANSLATE_NOOP, translate
from desktop.games.xeno.geometry import BallGeometry
from desktop.games.xeno.state import LETTERS
from desktop.qt.ball.ball_renderer import BallContent, BallFrame, BallRenderer, ring_pixels
from desktop.qt.ball.camera import Camera, quat_slerp
from desktop.qt.ball.labels import label_text, outline
from desktop.qt.ball.meshes import Instances, Palette, stack_heights
from desktop.qt.ball.offscreen_gl import OffscreenGLWidget
from desktop.qt.ball.picking import pick_space

CLICK_SLOP = 5  # pixels a press may wander and still be a click, not a drag
TURN_KEYS = "Shift+arrow keys or W A S D"
TURN_STEP = 10.0  # degrees a turning key turns the ball
_TURNS = {
    Qt.Key.Key_Left: (-TURN_STEP, 0.0),
    Qt.Key.Key_Right: (TURN_STEP, 0.0),
    Qt.Key.Key_Up: (0.0, -TURN_STEP),
    Qt.Key.Key_Down: (0.0, TURN_STEP),
}
_WASD = {Qt.Key.Key_A: Qt.Key.Key_Left, Qt.Key.Key_D: Qt.Key.Key_Right, Qt.Key.Key_W: Qt.Key.Key_Up}
_WASD[Qt.Key.Key_S] = Qt.Key.Key_Down
HELP = QT_TRANSLATE_NOOP(
    "BallText",
    "Drag or {keys} to turn the ball · wheel to zoom · double-click a space to bring it "
    "to the front · J: turn to the stacks that can move · R: reset the view",
)


def ball_help() -> str:
    """The ball's tooltip: how to turn it and play, in the app's language."""
    return translate("BallText", HELP).format(keys=TURN_KEYS)


# marks on a space (the fourth number of a space's mark colour): a frame along its border
NO_MARK, FRAME, STRIPED_FRAME, THICK_FRAME = 0.0, 1.0, 2.0, 3.0
# what a change touches (see BallWidget._changed): the board's mesh, its colours, the rings, the dots
BOARD, COLOURS, RINGS, DOTS = range(4)

# marks on a player's rings (the fourth number of a ring's colour)
PLAIN, NOTCHES, DARK_LINE, LIGHT_LINE = 1.0, 2.0, 3.0, 4.0


def _rgba(colour: str, alpha: float = 1.0) -> tuple[float, float, float, float]:
    c = QColor(colour)
    return (c.redF(), c.greenF(), c.blueF(), alpha)


#: renderers that draw on the CPU, where multisampling costs more than it gives
SOFTWARE_RENDERERS = ("llvmpipe", "softpipe", "swrast", "swiftshader", "software rasterizer")
MSAA_ENV = "XENO_GAMES_MSAA"


@functools.cache
def msaa_samples() -> int:
    """Samples per pixel for the ball: 4, or none on a software renderer.

    On Mesa's llvmpipe 4x multisampling doubles the time of a frame (xeno-480
    at 1280x800: about 150 ms against 35-70 ms, ``python -m bench.ball_frames``),
    which is the whole difference between a window that keeps up and one that
    stalls; the edges it smooths are a few pixels.  The renderer is asked once,
    from a small offscreen context; ``XENO_GAMES_MSAA=N`` overrides the choice.
    """
    chosen = os.environ.get(MSAA_ENV, "").strip()
    if chosen.isdigit():
        return int(chosen)
    return 0 if renderer_name().lower().startswith(SOFTWARE_RENDERERS) else 4


@functools.cache
def renderer_name() -> str:
    """The OpenGL renderer's name (``GL_RENDERER``), or "" when no context can be made."""
    from PySide6.QtGui import QOffscreenSurface, QOpenGLContext

    context = QOpenGLContext()
    surface = QOffscreenSurface()
    surface.create()
    if not context.create() or not context.makeCurrent(surface):
        return ""
    try:
        name = GL.glGetString(GL.GL_RENDERER)
        return name.decode(errors="replace") if isinstance(name, bytes) else ""
    finally:
        context.doneCurrent()


def surface_format() -> QSurfaceFormat:
    fmt = QSurfaceFormat()
    fmt.setVersion(3, 3)
    fmt.setProfile(QSurfaceFormat.OpenGLContextProfile.CoreProfile)
    fmt.setDepthBufferSize(24)
    fmt.setSamples(msaa_samples())
    return fmt


class BallWidget(OffscreenGLWidget):
    """Draws a ball and its stacks; reports clicks, double-clicks and hovers as spaces."""

    space_clicked = Signal(int)
    space_hovered = Signal(int, QPointF)  # -1 when off the ball

    def __init__(self, geometry: BallGeometry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFormat(surface_format())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(240, 240)
        self.camera = Camera()
        #: what stands on the ball and how its spaces are painted (the setters below replace it)
        self.content = BallContent.bare(geometry)
        self.show_numbers = False
        self.letters = False
        self.setToolTip(ball_help())
        self._press: QPointF | None = None
        self._dragging = False
        self._turn_from: NDArray[np.float64] | None = None
        self._turn_to: NDArray[np.float64] | None = None
        self._turn_start = 0.0
        self._turn_seconds = 0.35
        self._turn_timer = QTimer(self)
        self._turn_timer.setInterval(16)
        self._turn_timer.timeout.connect(self._turn_step)

    # -- what to draw ------------------------------------------------------------------
    def set_geometry(self, geometry: BallGeometry) -> None:
        if geometry is self.content.geometry:
            return
        bare = BallContent.bare(geometry)
        self._change(
            (BOARD, COLOURS, RINGS, DOTS),
            geometry=geometry,
            stacks=bare.stacks,
            space_colours=bare.space_colours,
            space_marks=bare.space_marks,
        )

    def set_stacks(self, stacks: tuple[str, ...], rings: Instances) -> None:
        self._change((RINGS,), stacks=stacks, rings=rings)

    def set_space_colours(
        self, colours: NDArray[np.float32], marks: NDArray[np.float32] | None = None
    ) -> None:
        """Per-space RGBA fills and marks (RGB and the kind of frame, :data:`FRAME`…; none by default).

        Only the board's colour buffer is uploaded again.
        """
        colours = np.ascontiguousarray(colours, dtype=np.float32)
        if marks is None:
            marks = np.zeros((len(colours), 4), np.float32)
        self._change((COLOURS,), space_colours=colours, space_marks=np.ascontiguousarray(marks, np.float32))

    def set_dots(self, dots: Instances) -> None:
        self._change((DOTS,), dots=dots)

    # -- the frames --------------------------------------------------------------------
    def make_renderer(self) -> BallRenderer:
        return BallRenderer()

    def frame(self) -> BallFrame:
        camera = Camera(self.camera.rotation.copy(), self.camera.distance)
        return BallFrame(
            self.width(),
            self.height(),
            self.devicePixelRatioF(),
            self.dots_per_metre(),
            content=self.content,
            camera=camera,
            show_numbers=self.show_numbers,
            letters=self.letters,
            font=QFont(self.font()),
        )

    def _change(self, parts: tuple[int, ...], **fields: Any) -> None:
        """Put ``fields`` in the content, counting up the versions of the ``parts`` they touch."""
        versions = tuple(v + (part in parts) for part, v in enumerate(self.content.versions))
        self.content = replace(self.content, versions=versions, **fields)
        self.update()

    def label_text(self, space: int, tall: bool) -> str:
        """What the label beside ``space`` says now (see :func:`label_text`)."""
        return label_text(self.frame(), space, tall)

    def outline(self) -> tuple[float, float, float]:
        """The ball's outline on the widget: centre x, y and radius in pixels."""
        return outline(self.camera, self.width(), self.height())

    def _ring_pixels(self) -> float:
        """A typical ring's radius on screen, in pixels."""
        return ring_pixels(self.frame())

    # -- screen <-> spaces ------------------------------------------------------------------
    def space_at(self, x: float, y: float) -> int | None:
        g = self.content.geometry
        ring = float(np.median(np.linalg.norm(g.corners[:, 0] - g.corners[:, 1], axis=1))) * 0.42
        heights = stack_heights(self.content.stacks, g)
        return pick_space(g.centres, heights, self.camera, x, y, self.width(), self.height(), ring)

    def space_point(self, space: int) -> QPointF:
        """Where ``space``'s centre (or its stack's top) is on the widget."""
        g = self.content.geometry
        heights = stack_heights(self.content.stacks, g)
        x, y, _ = self.camera.project(
            g.centres[space] * (1.0 + heights[space] * 0.5), self.width(), self.height()
        )
        return QPointF(float(x), float(y))

    # -- camera ---------------------------------------------------------------------------
    def reset_view(self) -> None:
        self._turn_timer.stop()
        self.camera.reset()
        self.update()

    def turn_to_front(self, space: int, animate: bool = True, most: float | None = None) -> float:
        return self.turn_point_to_front(self.content.geometry.centres[space], animate, most)

    def turn_point_to_front(
        self, point: NDArray[np.float64], animate: bool = True, most: float | None = None
    ) -> float:
        """Turn ``point`` to face the viewer, gently; returns the seconds the turn takes."""
        return self.turn_to(self.camera.rotation_to_front(point), animate, most)

    def turn_to(self, target: NDArray[np.float64], animate: bool = True, most: float | None = None) -> float:
        """Turn the ball to the rotation ``target``; returns the seconds the turn takes.

        Longer turns take longer (a half turn 0.6 s), ``most`` seconds at most.
        """
        self._turn_timer.stop()  # a new turn replaces one under way
        angle = 2 * math.acos(min(1.0, abs(float(self.camera.rotation @ target))))
        if not animate or angle < 1e-3:
            self.camera.rotation = target
            self.update()
            return 0.0
        self._turn_from = self.camera.rotation.copy()
        self._turn_to = target
        self._turn_start = time.monotonic()
        self._turn_seconds = 0.25 + 0.35 * angle / math.pi
        if most is not None:
            self._turn_seconds = max(0.05, min(self._turn_seconds, most))
        self._turn_timer.start()
        return self._turn_seconds

    @property
    def turning(self) -> bool:
        """Whether the ball is turning by itself (to a space, a move, the marked stacks)."""
        return self._turn_timer.isActive()

    @property
    def held(self) -> bool:
        """Whether the left button is down on the ball (a click or a drag under way)."""
        return self._press is not None

    def _turn_step(self) -> None:
        if self._turn_from is None or self._turn_to is None:
            self._turn_timer.stop()
            return
        t = min(1.0, (time.monotonic() - self._turn_start) / self._turn_seconds)
        eased = t * t * (3 - 2 * t)
        self.camera.rotation = quat_slerp(self._turn_from, self._turn_to, eased)
        self.update()
        if t >= 1.0:
            self._turn_timer.stop()

    # -- input ------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position()
            self._last = event.position()
            self._dragging = False
            self._turn_timer.stop()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if not self._dragging and (pos - self._press).manhattanLength() > CLICK_SLOP:
                self._dragging = True
            if self._dragging:
                delta = pos - self._last
                self.camera.drag(delta.x(), delta.y(), self.height())
                self._last = pos
                self.update()
            return
        space = self.space_at(pos.x(), pos.y())
        self.space_hovered.emit(-1 if space is None else space, pos)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._press is not None:
            was_drag = self._dragging
            self._press = None
            self._dragging = False
            if not was_drag:
                pos = event.position()
                space = self.space_at(pos.x(), pos.y())
                self.space_clicked.emit(-1 if space is None else space)
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        pos = event.position()
        space = self.space_at(pos.x(), pos.y())
        if space is not None:
            self.turn_to_front(space)

    def wheelEvent(self, event: QWheelEvent) -> None:
        self.camera.zoom(event.angleDelta().y() / 120.0)
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = Qt.Key(event.key())
        mods = event.modifiers()
        shift = mods & Qt.KeyboardModifier.ShiftModifier
        others = mods & ~(Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.KeypadModifier)
        turn = None
        if key in _TURNS and shift and not others:
            turn = _TURNS[key]
        elif key in _WASD and not mods & ~Qt.KeyboardModifier.KeypadModifier:
            turn = _TURNS[_WASD[key]]
        if turn is not None:
            self._turn_timer.stop()
            self.camera.turn(*turn)
            self.update()
            return
        super().keyPressEvent(event)


PLAYER_COLOURS = ("#E69F00", "#0072B2", "#009E73", "#F0E442", "#CC79A7", "#56B4E9")
"""Okabe–Ito colours for the letters a..f: distinct for the common colour blindnesses."""

PLAYER_MARKS = (PLAIN, PLAIN, NOTCHES, DARK_LINE, LIGHT_LINE, DARK_LINE)
"""The mark on each colour's rings.  The pairs that come close for a colour-blind eye
(orange–yellow, green–purple, blue–sky, purple–sky, blue–purple, green–sky,
blue–green, orange–purple) never share a mark."""


def palette() -> Palette:
    """Each piece letter's ring colour: RGB and its mark (:data:`PLAYER_MARKS`)."""
    return {
        letter: (*_rgba(colour)[:3], mark)
        for letter, colour, mark in zip(LETTERS, PLAYER_COLOURS, PLAYER_MARKS, strict=True)
    }
