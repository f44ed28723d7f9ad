"""The OpenGL widget that draws the Xeno ball and turns clicks into spaces.

Four draw calls a frame, whatever the board: the rings (one instanced mesh),
the path dots (instanced), the board's spaces (one mesh), the ball.  Drawn
front to back so the depth test discards hidden fragments early (the
software rasteriser pays per fragment).  Highlight changes re-upload only the
board's colour buffer; a new position re-uploads only the ring instances.
Labels (tall-stack counts, space numbers, letters) are painted over the GL
image with QPainter.
"""

from __future__ import annotations

import ctypes
import math
import time
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray
from OpenGL import GL
from PySide6.QtCore import QEvent, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QSurfaceFormat, QWheelEvent
from PySide6.QtOpenGLWidgets import QOpenGLWidget
from PySide6.QtWidgets import QWidget

from desktop.games.xeno.geometry import BallGeometry
from desktop.qt.ball.camera import FOV_DEGREES, Camera, quat_slerp
from desktop.qt.ball.meshes import (
    FULL_HEIGHT_RINGS,
    PATCH_STEPS,
    Instances,
    Mesh,
    board_mesh,
    icosphere,
    ring_radius_scale,
    space_radius,
    stack_heights,
    torus,
)
from desktop.qt.ball.picking import pick_space

CLICK_SLOP = 5  # pixels a press may wander and still be a click, not a drag
_ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)

VERTEX_SHADER = """
#version 330 core
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec4 a_extra;
layout(location = 3) in vec4 a_colour;
layout(location = 4) in mat4 a_model;
layout(location = 8) in vec4 a_icolour;
uniform mat4 u_view;
uniform mat4 u_proj;
uniform int u_mode;      // 0 ball (u_colour), 1 board (a_colour), 2 instanced (a_icolour)
uniform vec4 u_colour;
out vec3 v_pos;
out vec3 v_normal;
out vec4 v_colour;
out vec2 v_uv;
flat out int v_mode;
void main() {
    mat4 model = (u_mode == 2) ? a_model : mat4(1.0);
    vec4 view = u_view * model * vec4(a_pos, 1.0);
    // models are rotation × scale, so the inverse transpose is M·S⁻²: no inverse() per vertex
    mat3 m = mat3(model);
    vec3 scale2 = vec3(dot(m[0], m[0]), dot(m[1], m[1]), dot(m[2], m[2]));
    v_pos = view.xyz;
    v_normal = normalize(mat3(u_view) * (m * (a_normal / scale2)));
    v_colour = (u_mode == 0) ? u_colour : ((u_mode == 1) ? a_colour : a_icolour);
    v_uv = a_extra.xy;
    v_mode = u_mode;
    gl_Position = u_proj * view;
}
"""

FRAGMENT_SHADER = """
#version 330 core
in vec3 v_pos;
in vec3 v_normal;
in vec4 v_colour;
in vec2 v_uv;
flat in int v_mode;
out vec4 frag;
uniform vec3 u_light;
void main() {
    vec3 n = normalize(v_normal);
    vec3 l = normalize(u_light);
    vec3 v = normalize(-v_pos);
    float diffuse = max(dot(n, l), 0.0);
    float fill = max(dot(n, normalize(vec3(-0.4, -0.2, 0.6))), 0.0) * 0.25;
    float shine = (v_mode == 0) ? 8.0 : 48.0;
    float spec = pow(max(dot(n, normalize(l + v)), 0.0), shine) * ((v_mode == 1) ? 0.18 : 0.35);
    vec3 base = v_colour.rgb;
    if (v_mode == 1) {
        float edge = min(min(v_uv.x, 1.0 - v_uv.x), min(v_uv.y, 1.0 - v_uv.y));
        base *= mix(0.72, 1.0, smoothstep(0.0, 0.09, edge));
    }
    vec3 colour = base * (0.32 + 0.68 * diffuse + fill) + vec3(spec);
    frag = vec4(colour, v_colour.a);
}
"""


@dataclass
class _Drawable:
    vao: int = 0
    count: int = 0
    buffers: dict[str, int] = field(default_factory=dict)


def _rgba(colour: str, alpha: float = 1.0) -> tuple[float, float, float, float]:
    c = QColor(colour)
    return (c.redF(), c.greenF(), c.blueF(), alpha)


def surface_format() -> QSurfaceFormat:
    fmt = QSurfaceFormat()
    fmt.setVersion(3, 3)
    fmt.setProfile(QSurfaceFormat.OpenGLContextProfile.CoreProfile)
    fmt.setDepthBufferSize(24)
    fmt.setSamples(4)
    return fmt


class BallWidget(QOpenGLWidget):
    """Draws a ball and its stacks; reports clicks, double-clicks and hovers as spaces."""

    space_clicked = Signal(int)
    space_hovered = Signal(int, QPointF)  # -1 when off the ball
    frame_drawn = Signal(float)  # seconds the frame took on the CPU side

    def __init__(self, geometry: BallGeometry, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFormat(surface_format())
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(240, 240)
        self.camera = Camera()
        self.geometry_ = geometry
        self.stacks: tuple[str, ...] = ("",) * geometry.size
        self.space_colours = np.ones((geometry.size, 4), np.float32)
        self.rings = Instances(np.zeros((0, 16), np.float32), np.zeros((0, 4), np.float32))
        self.dots = Instances(np.zeros((0, 16), np.float32), np.zeros((0, 4), np.float32))
        self.show_numbers = False
        self.letters = False
        self.gl_info = ""
        self._dirty = {"board": True, "colours": True, "rings": True, "dots": True}
        self._press: QPointF | None = None
        self._dragging = False
        self._ready = False
        self._program = 0
        self._uniforms: dict[str, int] = {}
        self._ball = _Drawable()
        self._board = _Drawable()
        self._ring = _Drawable()
        self._ring_medium = _Drawable()
        self._ring_small = _Drawable()
        self._ring_count = 0
        self._culled_for: tuple[float, ...] = ()
        self._dot = _Drawable()
        self._turn_from: NDArray[np.float64] | None = None
        self._turn_to: NDArray[np.float64] | None = None
        self._turn_start = 0.0
        self._turn_timer = QTimer(self)
        self._turn_timer.setInterval(16)
        self._turn_timer.timeout.connect(self._turn_step)

    # -- what to draw ------------------------------------------------------------------
    def set_geometry(self, geometry: BallGeometry) -> None:
        if geometry is self.geometry_:
            return
        self.geometry_ = geometry
        self.stacks = ("",) * geometry.size
        self.space_colours = np.ones((geometry.size, 4), np.float32)
        for key in self._dirty:
            self._dirty[key] = True
        self.update()

    def set_stacks(self, stacks: tuple[str, ...], rings: Instances) -> None:
        self.stacks = stacks
        self.rings = rings
        self._dirty["rings"] = True
        self.update()

    def set_space_colours(self, colours: NDArray[np.float32]) -> None:
        """Per-space RGBA; only the board's colour buffer is uploaded again."""
        self.space_colours = np.ascontiguousarray(colours, dtype=np.float32)
        self._dirty["colours"] = True
        self.update()

    def set_dots(self, dots: Instances) -> None:
        self.dots = dots
        self._dirty["dots"] = True
        self.update()

    # -- GL setup ----------------------------------------------------------------------
    def initializeGL(self) -> None:
        from OpenGL.GL import shaders

        self.gl_info = f"{GL.glGetString(GL.GL_RENDERER).decode()} / {GL.glGetString(GL.GL_VERSION).decode()}"
        self._program = int(
            shaders.compileProgram(
                shaders.compileShader(VERTEX_SHADER, GL.GL_VERTEX_SHADER),
                shaders.compileShader(FRAGMENT_SHADER, GL.GL_FRAGMENT_SHADER),
                validate=False,
            )
        )
        for name in ("u_view", "u_proj", "u_mode", "u_colour", "u_light"):
            self._uniforms[name] = GL.glGetUniformLocation(self._program, name)
        self._ball = self._static(icosphere(4))
        self._ring = self._static(torus(), instanced=True)
        self._ring_medium = self._static(torus(segments=16, sides=6), instanced=True)
        self._ring_small = self._static(torus(segments=11, sides=5), instanced=True)
        self._dot = self._static(icosphere(1, radius=1.0), instanced=True)
        self._ready = True
        for key in self._dirty:
            self._dirty[key] = True

    def _static(self, mesh: Mesh, instanced: bool = False, colours: bool = False) -> _Drawable:
        d = _Drawable(vao=int(GL.glGenVertexArrays(1)), count=int(mesh.indices.size))
        GL.glBindVertexArray(d.vao)
        d.buffers["vertices"] = self._buffer(GL.GL_ARRAY_BUFFER, mesh.vertices)
        stride = 10 * 4
        for loc, size, offset in ((0, 3, 0), (1, 3, 12), (2, 4, 24)):
            GL.glEnableVertexAttribArray(loc)
            GL.glVertexAttribPointer(loc, size, GL.GL_FLOAT, GL.GL_FALSE, stride, ctypes.c_void_p(offset))
        if colours:
            d.buffers["colours"] = self._buffer(
                GL.GL_ARRAY_BUFFER, np.ones((len(mesh.vertices), 4), np.float32)
            )
            GL.glEnableVertexAttribArray(3)
            GL.glVertexAttribPointer(3, 4, GL.GL_FLOAT, GL.GL_FALSE, 16, ctypes.c_void_p(0))
        if instanced:
            d.buffers["matrices"] = self._buffer(GL.GL_ARRAY_BUFFER, np.zeros((1, 16), np.float32))
            for column in range(4):
                loc = 4 + column
                GL.glEnableVertexAttribArray(loc)
                GL.glVertexAttribPointer(loc, 4, GL.GL_FLOAT, GL.GL_FALSE, 64, ctypes.c_void_p(16 * column))
                GL.glVertexAttribDivisor(loc, 1)
            d.buffers["icolours"] = self._buffer(GL.GL_ARRAY_BUFFER, np.zeros((1, 4), np.float32))
            GL.glEnableVertexAttribArray(8)
            GL.glVertexAttribPointer(8, 4, GL.GL_FLOAT, GL.GL_FALSE, 16, ctypes.c_void_p(0))
            GL.glVertexAttribDivisor(8, 1)
        d.buffers["indices"] = self._buffer(GL.GL_ELEMENT_ARRAY_BUFFER, mesh.indices)
        GL.glBindVertexArray(0)
        return d

    @staticmethod
    def _buffer(target: int, data: NDArray[np.generic]) -> int:
        buffer = int(GL.glGenBuffers(1))
        GL.glBindBuffer(target, buffer)
        GL.glBufferData(target, data.nbytes, data, GL.GL_DYNAMIC_DRAW)
        return buffer

    @staticmethod
    def _upload(buffer: int, data: NDArray[np.generic]) -> None:
        GL.glBindBuffer(GL.GL_ARRAY_BUFFER, buffer)
        GL.glBufferData(
            GL.GL_ARRAY_BUFFER, max(data.nbytes, 16), data if data.size else None, GL.GL_DYNAMIC_DRAW
        )

    def _sync(self) -> None:
        """Upload whatever changed since the last frame."""
        if self._dirty["board"]:
            if self._board.vao:
                GL.glDeleteVertexArrays(1, [self._board.vao])
                GL.glDeleteBuffers(len(self._board.buffers), list(self._board.buffers.values()))
            self._board = self._static(board_mesh(self.geometry_), colours=True)
            self._dirty["board"] = False
            self._dirty["colours"] = True
        if self._dirty["colours"]:
            per_vertex = np.repeat(self.space_colours, (PATCH_STEPS + 1) ** 2, axis=0)
            self._upload(self._board.buffers["colours"], np.ascontiguousarray(per_vertex, dtype=np.float32))
            self._dirty["colours"] = False
        rotation = (*self.camera.rotation.round(6), self.camera.distance, id(self._rings()))
        if self._dirty["rings"] or rotation != self._culled_for:
            shown = self._visible_rings()
            self._upload(self._rings().buffers["matrices"], shown.matrices)
            self._upload(self._rings().buffers["icolours"], shown.colours)
            self._ring_count = shown.count
            self._culled_for = rotation
            self._dirty["rings"] = False
        if self._dirty["dots"]:
            self._upload(self._dot.buffers["matrices"], self.dots.matrices)
            self._upload(self._dot.buffers["icolours"], self.dots.colours)
            self._dirty["dots"] = False

    def _visible_rings(self) -> Instances:
        """Rings on the near side of the ball, nearest first.

        The far side is hidden by the ball anyway; leaving it out halves the
        rasteriser's work, and near-to-far order lets the depth test throw
        away hidden fragments before they are shaded.
        """
        rings = self.rings
        if rings.count == 0:
            return rings
        origins = rings.matrices[:, 12:15].astype(np.float64)
        facing = self.camera.facing(origins)
        keep = np.nonzero(facing > -0.2)[0]
        depth = self.camera.project(origins[keep], max(self.width(), 1), max(self.height(), 1))[:, 2]
        order = keep[np.argsort(depth)]
        return Instances(
            np.ascontiguousarray(rings.matrices[order]), np.ascontiguousarray(rings.colours[order])
        )

    def _ring_pixels(self) -> float:
        """A typical ring's radius on screen, in pixels."""
        ring = float(np.median(space_radius(self.geometry_))) * ring_radius_scale()
        half_height = self.camera.distance * math.tan(math.radians(FOV_DEGREES) / 2)
        return self.height() * ring / (2 * half_height)

    def _rings(self) -> _Drawable:
        """The ring mesh for the rings' size on screen: fewer facets where they are small."""
        pixels = self._ring_pixels()
        if pixels >= 28:
            return self._ring
        return self._ring_medium if pixels >= 16 else self._ring_small

    # -- drawing -------------------------------------------------------------------------
    def paintGL(self) -> None:
        start = time.perf_counter()
        ratio = self.devicePixelRatioF()
        width, height = max(1, int(self.width() * ratio)), max(1, int(self.height() * ratio))
        GL.glViewport(0, 0, width, height)
        GL.glClearColor(0.16, 0.18, 0.21, 1.0)
        GL.glClear(GL.GL_COLOR_BUFFER_BIT | GL.GL_DEPTH_BUFFER_BIT)
        if not self._ready:
            return
        self._sync()
        GL.glEnable(GL.GL_DEPTH_TEST)
        GL.glEnable(GL.GL_CULL_FACE)
        GL.glCullFace(GL.GL_BACK)
        GL.glUseProgram(self._program)
        u = self._uniforms
        GL.glUniformMatrix4fv(u["u_view"], 1, GL.GL_TRUE, self.camera.model_view().astype(np.float32))
        GL.glUniformMatrix4fv(
            u["u_proj"], 1, GL.GL_TRUE, self.camera.projection(width, height).astype(np.float32)
        )
        GL.glUniform3f(u["u_light"], 0.45, 0.6, 0.9)
        self._draw_board_and_pieces()
        GL.glUniform4f(u["u_colour"], 0.23, 0.25, 0.3, 1.0)
        self._draw(self._ball, 0)
        GL.glBindVertexArray(0)
        GL.glUseProgram(0)
        GL.glDisable(GL.GL_DEPTH_TEST)
        GL.glDisable(GL.GL_CULL_FACE)
        self._paint_labels()
        self._end_frame()
        self.frame_drawn.emit(time.perf_counter() - start)

    def _draw_board_and_pieces(self) -> None:
        """Front to back: rings and dots stand above the spaces, which cover the ball."""
        GL.glDisable(GL.GL_CULL_FACE)  # rings are seen from below at the limb
        self._draw(self._rings(), 2, self._ring_count)
        self._draw(self._dot, 2, self.dots.count)
        GL.glEnable(GL.GL_CULL_FACE)
        self._draw(self._board, 1)

    def _end_frame(self) -> None:
        """The last step of a frame (the benchmark waits for the rasteriser here)."""

    def _draw(self, d: _Drawable, mode: int, instances: int = -1) -> None:
        if instances == 0 or not d.vao:
            return
        GL.glUniform1i(self._uniforms["u_mode"], mode)
        GL.glBindVertexArray(d.vao)
        if instances > 0:
            GL.glDrawElementsInstanced(GL.GL_TRIANGLES, d.count, GL.GL_UNSIGNED_INT, None, instances)
        else:
            GL.glDrawElements(GL.GL_TRIANGLES, d.count, GL.GL_UNSIGNED_INT, None)

    def _paint_labels(self) -> None:
        """Counts beside compressed stacks; space numbers and stack letters when asked."""
        g = self.geometry_
        tall = [s for s, st in enumerate(self.stacks) if len(st) > FULL_HEIGHT_RINGS]
        if not (tall or self.show_numbers or self.letters):
            return
        heights = stack_heights(self.stacks, g)
        tops = g.centres * (1.0 + heights[:, None] + 0.02)
        screen = self.camera.project(tops, self.width(), self.height())
        ring_px = self._ring_pixels()
        facing = self.camera.facing(g.centres)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(max(7.0, min(11.0, 220.0 / math.sqrt(g.size))))
        painter.setFont(font)
        metrics = painter.fontMetrics()
        for s in range(g.size):
            if facing[s] < 0.2:
                continue
            parts = []
            if self.show_numbers:
                parts.append(str(s + 1))
            if self.letters and self.stacks[s]:
                parts.append(self.stacks[s].upper())
            elif s in tall:
                parts.append(f"×{len(self.stacks[s])}")
            if not parts:
                continue
            text = " ".join(parts)
            # beside the stack's top, up and to the right, so the ring stays visible
            x, y = float(screen[s][0]) + 0.6 * ring_px, float(screen[s][1]) - 0.6 * ring_px
            w = metrics.horizontalAdvance(text) + 8
            h = metrics.height() + 2
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 22, 26, 190))
            painter.drawRoundedRect(int(x), int(y - h), w, h, 4, 4)
            painter.setPen(QColor("#f4f1e8"))
            painter.drawText(int(x) + 4, int(y - 4 - (h - metrics.ascent()) / 2), text)
        painter.end()

    # -- screen <-> spaces ------------------------------------------------------------------
    def space_at(self, x: float, y: float) -> int | None:
        g = self.geometry_
        ring = float(np.median(np.linalg.norm(g.corners[:, 0] - g.corners[:, 1], axis=1))) * 0.42
        heights = stack_heights(self.stacks, g)
        return pick_space(g.centres, heights, self.camera, x, y, self.width(), self.height(), ring)

    def space_point(self, space: int) -> QPointF:
        """Where ``space``'s centre (or its stack's top) is on the widget."""
        g = self.geometry_
        heights = stack_heights(self.stacks, g)
        x, y, _ = self.camera.project(
            g.centres[space] * (1.0 + heights[space] * 0.5), self.width(), self.height()
        )
        return QPointF(float(x), float(y))

    # -- camera ---------------------------------------------------------------------------
    def reset_view(self) -> None:
        self._turn_timer.stop()
        self.camera.reset()
        self.update()

    def turn_to_front(self, space: int, animate: bool = True) -> None:
        self.turn_point_to_front(self.geometry_.centres[space], animate)

    def turn_point_to_front(self, point: NDArray[np.float64], animate: bool = True) -> None:
        target = self.camera.rotation_to_front(point)
        self._turn_timer.stop()  # a new turn replaces one under way
        if not animate:
            self.camera.rotation = target
            self.update()
            return
        self._turn_from = self.camera.rotation.copy()
        self._turn_to = target
        self._turn_start = time.monotonic()
        self._turn_timer.start()

    def _turn_step(self) -> None:
        if self._turn_from is None or self._turn_to is None:
            self._turn_timer.stop()
            return
        t = min(1.0, (time.monotonic() - self._turn_start) / 0.35)
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

    def event(self, event: QEvent) -> bool:
        # Arrow keys turn the ball while it has focus, ahead of the window's
        # history shortcuts (which still work from the move list).
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() in _ARROWS
            and not event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        turns = {
            Qt.Key.Key_Left: (-10.0, 0.0),
            Qt.Key.Key_Right: (10.0, 0.0),
            Qt.Key.Key_Up: (0.0, -10.0),
            Qt.Key.Key_Down: (0.0, 10.0),
        }
        if event.key() in turns and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.camera.turn(*turns[Qt.Key(event.key())])
            self.update()
            return
        super().keyPressEvent(event)


PLAYER_COLOURS = ("#E69F00", "#0072B2", "#009E73", "#F0E442", "#CC79A7", "#56B4E9")
"""Okabe–Ito colours for the letters a..f: distinct for the common colour blindnesses."""


def palette() -> dict[str, tuple[float, float, float, float]]:
    return {letter: _rgba(colour) for letter, colour in zip("abcdef", PLAYER_COLOURS, strict=True)}
