"""The OpenGL widget that draws the Xeno ball and turns clicks into spaces.

Four draw calls a frame, whatever the board: the rings (one instanced mesh),
the path dots (instanced), the board's spaces (one mesh), the ball.  Drawn
front to back so the depth test discards hidden fragments early (the
software rasteriser pays per fragment).  Highlight changes re-upload only the
board's colour buffer (each space's fill and its mark: a frame, plain, striped
or thick, drawn by the fragment shader); a new position re-uploads only the
ring instances.  Rings carry their player's mark (notches or a line) where
colours come close.  Labels (tall-stack counts, space numbers, letters) are
painted over the GL image with QPainter, kept inside the ball's outline.
The frame is drawn offscreen and shown as an image
(:class:`~desktop.qt.ball.offscreen_gl.OffscreenGLWidget`), so the window
around the ball stays a raster window that OpenGL never has to compose.

Keys on the ball: Shift+arrows or W A S D turn it (plain ← → belong to the
window's history), double-click brings a space to the front, the wheel zooms.
"""

from __future__ import annotations

import ctypes
import functools
import math
import os
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray
from OpenGL import GL
from PySide6.QtCore import QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeyEvent, QMouseEvent, QPainter, QSurfaceFormat, QWheelEvent
from PySide6.QtWidgets import QWidget

from desktop.games.xeno.geometry import BallGeometry
from desktop.games.xeno.rules import COLOUR_NAMES, LETTERS
from desktop.qt.ball.camera import FOV_DEGREES, Camera, quat_matrix, quat_slerp
from desktop.qt.ball.meshes import (
    FULL_HEIGHT_RINGS,
    Instances,
    Mesh,
    board_mesh,
    icosphere,
    patch_steps,
    ring_radius_scale,
    space_radius,
    stack_heights,
    torus,
)
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
HELP = (
    f"Drag or {TURN_KEYS} to turn the ball · wheel to zoom · double-click a space to bring it "
    "to the front · J: turn to the stacks that can move · R: reset the view"
)

# marks on a space (the fourth number of a space's mark colour): a frame along its border
NO_MARK, FRAME, STRIPED_FRAME, THICK_FRAME = 0.0, 1.0, 2.0, 3.0
# marks on a player's rings (the fourth number of a ring's colour)
PLAIN, NOTCHES, DARK_LINE, LIGHT_LINE = 1.0, 2.0, 3.0, 4.0

VERTEX_SHADER = """
#version 330 core
layout(location = 0) in vec3 a_pos;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in vec4 a_extra;
layout(location = 3) in vec4 a_colour;
layout(location = 4) in mat4 a_model;
layout(location = 8) in vec4 a_icolour;
layout(location = 9) in vec4 a_mark;
uniform mat4 u_view;
uniform mat4 u_proj;
uniform int u_mode;      // 0 ball (u_colour), 1 board (a_colour, a_mark), 2 instanced (a_icolour)
uniform vec4 u_colour;
uniform vec3 u_eye;      // the camera, in ball coordinates
out vec3 v_pos;
out vec3 v_normal;
out vec4 v_colour;
out vec4 v_mark;
out vec2 v_uv;
out vec3 v_local;
flat out int v_mode;
void main() {
    mat4 model = (u_mode == 2) ? a_model : mat4(1.0);
    vec4 world = model * vec4(a_pos, 1.0);
    if (u_mode == 2) {
        // a piece sinks into its space as the space turns over the rim, so nothing
        // pokes past the ball's edge as a sliver (and nothing pops when turning)
        vec3 base = normalize(model[3].xyz);
        float facing = dot(base, normalize(u_eye - base));
        world.xyz = base + (world.xyz - base) * smoothstep(0.0, 0.2, facing);
    }
    vec4 view = u_view * world;
    // models are rotation × scale, so the inverse transpose is M·S⁻²: no inverse() per vertex
    mat3 m = mat3(model);
    vec3 scale2 = vec3(dot(m[0], m[0]), dot(m[1], m[1]), dot(m[2], m[2]));
    v_pos = view.xyz;
    v_normal = normalize(mat3(u_view) * (m * (a_normal / scale2)));
    v_colour = (u_mode == 0) ? u_colour : ((u_mode == 1) ? a_colour : a_icolour);
    v_mark = (u_mode == 1) ? a_mark : vec4(0.0);
    v_uv = a_extra.xy;
    v_local = a_pos;
    v_mode = u_mode;
    gl_Position = u_proj * view;
}
"""

FRAGMENT_SHADER = """
#version 330 core
in vec3 v_pos;
in vec3 v_normal;
in vec4 v_colour;
in vec4 v_mark;
in vec2 v_uv;
in vec3 v_local;
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
        if (v_mark.a > 0.5) {
            // a frame along the space's border, outside its stack's rings: 1 thin, 2 striped, 3 thick
            float width = (v_mark.a > 2.5) ? 0.14 : ((v_mark.a > 1.5) ? 0.16 : 0.11);
            float aa = max(fwidth(edge), 0.004);
            float inside = 1.0 - smoothstep(width - aa, width + aa, edge);
            vec3 mark = v_mark.rgb;
            if (v_mark.a > 1.5 && v_mark.a < 2.5) {
                float stripe = fract((v_uv.x + v_uv.y) * 4.0);
                float sa = max(fwidth(v_uv.x + v_uv.y) * 4.0, 0.02);
                mark = mix(mark, vec3(1.0, 0.97, 0.9), smoothstep(0.5 - sa, 0.5 + sa, stripe));
            }
            base = mix(base, mark, inside);
        }
        base *= mix(0.72, 1.0, smoothstep(0.0, 0.09, edge));
    } else if (v_mode == 2 && v_colour.a > 1.5) {
        // a player's mark on each ring, where colours come close: 2 notches, 3 dark line, 4 light line
        if (v_colour.a < 2.5) {
            float turn = fract(atan(v_local.y, v_local.x) * 0.9549297);  // six notches a ring
            float d = min(turn, 1.0 - turn);
            float na = max(fwidth(d), 0.01);
            base *= mix(0.3, 1.0, smoothstep(0.1 - na, 0.1 + na, d));
        } else {
            // a line around the ring's top, along the middle of its tube
            float off = abs(length(v_local.xy) - 0.64);
            float la = max(fwidth(off), 0.01);
            float line = (v_local.z > 0.0) ? 1.0 - smoothstep(0.08 - la, 0.08 + la, off) : 0.0;
            base = mix(base, (v_colour.a < 3.5) ? base * 0.22 : vec3(0.97), line);
        }
    }
    vec3 colour = base * (0.32 + 0.68 * diffuse + fill) + vec3(spec);
    frag = vec4(colour, 1.0);
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
        self.space_marks = np.zeros((geometry.size, 4), np.float32)
        self.rings = Instances(np.zeros((0, 16), np.float32), np.zeros((0, 4), np.float32))
        self.dots = Instances(np.zeros((0, 16), np.float32), np.zeros((0, 4), np.float32))
        self.show_numbers = False
        self.letters = False
        self.setToolTip(HELP)
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
        self._turn_seconds = 0.35
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
        self.space_marks = np.zeros((geometry.size, 4), np.float32)
        for key in self._dirty:
            self._dirty[key] = True
        self.update()

    def set_stacks(self, stacks: tuple[str, ...], rings: Instances) -> None:
        self.stacks = stacks
        self.rings = rings
        self._dirty["rings"] = True
        self.update()

    def set_space_colours(
        self, colours: NDArray[np.float32], marks: NDArray[np.float32] | None = None
    ) -> None:
        """Per-space RGBA fills and marks (RGB and the kind of frame, :data:`FRAME`…; none by default).

        Only the board's colour buffer is uploaded again.
        """
        self.space_colours = np.ascontiguousarray(colours, dtype=np.float32)
        if marks is None:
            marks = np.zeros((len(self.space_colours), 4), np.float32)
        self.space_marks = np.ascontiguousarray(marks, dtype=np.float32)
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
        for name in ("u_view", "u_proj", "u_mode", "u_colour", "u_light", "u_eye"):
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
        if colours:  # a fill and a mark per vertex, in one buffer
            d.buffers["colours"] = self._buffer(
                GL.GL_ARRAY_BUFFER, np.ones((len(mesh.vertices), 8), np.float32)
            )
            for loc, offset in ((3, 0), (9, 16)):
                GL.glEnableVertexAttribArray(loc)
                GL.glVertexAttribPointer(loc, 4, GL.GL_FLOAT, GL.GL_FALSE, 32, ctypes.c_void_p(offset))
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
            per_space = np.hstack([self.space_colours, self.space_marks])
            per_vertex = np.repeat(per_space, (patch_steps(self.geometry_) + 1) ** 2, axis=0)
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
        keep = np.nonzero(facing > 0.0)[0]  # the shader sinks rings into their space at the rim
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
        eye = quat_matrix(self.camera.rotation).T @ np.array([0.0, 0.0, self.camera.distance])
        GL.glUniform3f(u["u_eye"], *(float(c) for c in eye))
        self._draw_board_and_pieces()
        GL.glUniform4f(u["u_colour"], 0.23, 0.25, 0.3, 1.0)
        self._draw(self._ball, 0)
        GL.glBindVertexArray(0)
        GL.glUseProgram(0)
        GL.glDisable(GL.GL_DEPTH_TEST)
        GL.glDisable(GL.GL_CULL_FACE)
        self._end_frame()
        self.frame_drawn.emit(time.perf_counter() - start)

    def _draw_board_and_pieces(self) -> None:
        """Front to back: rings and dots stand above the spaces, which cover the ball.

        Rings and dots are closed surfaces wound outward, so back faces are culled
        for them too: half the triangles never reach the rasteriser.
        """
        self._draw(self._rings(), 2, self._ring_count)
        self._draw(self._dot, 2, self.dots.count)
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

    def paint_overlay(self, painter: QPainter) -> None:
        self._paint_labels(painter)

    def _paint_labels(self, painter: QPainter) -> None:
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
        cx, cy, radius = self.outline()
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSizeF(max(7.0, min(11.0, 220.0 / math.sqrt(g.size))))
        painter.setFont(font)
        metrics = painter.fontMetrics()
        h = metrics.height() + 2
        taken: list[Box] = []
        shown = np.nonzero(facing >= 0.2)[0]
        for s in shown[np.argsort(-facing[shown], kind="stable")]:  # the most readable first
            text = self.label_text(int(s), int(s) in tall)
            if not text:
                continue
            w = metrics.horizontalAdvance(text) + 8
            place = label_box(
                float(screen[s][0]), float(screen[s][1]), w, h, 0.6 * ring_px, (cx, cy, radius), taken
            )
            if place is None:  # no room left near the rim: hovering the space still names it
                continue
            x, y = place
            taken.append((x - 1, y - 1, w + 2, h + 2))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 22, 26, 190))
            painter.drawRoundedRect(int(x), int(y), w, h, 4, 4)
            painter.setPen(QColor("#f4f1e8"))
            painter.drawText(int(x) + 4, int(y + (h + metrics.ascent() - metrics.descent()) / 2), text)
        painter.restore()

    def label_text(self, space: int, tall: bool) -> str:
        """What the label beside ``space`` says: its number (N), its pieces' colour letters (L) or a count."""
        parts = []
        if self.show_numbers:
            parts.append(str(space + 1))
        stack = self.stacks[space]
        if self.letters and stack:
            parts.append("".join(PIECE_LETTERS[ch] for ch in stack))
        elif tall:
            parts.append(f"×{len(stack)}")
        return " ".join(parts)

    def outline(self) -> tuple[float, float, float]:
        """The ball's outline on the widget: centre x, y and radius in pixels."""
        d = self.camera.distance
        half = math.tan(math.radians(FOV_DEGREES) / 2)
        radius = self.height() / 2 * math.tan(math.asin(min(1.0, 1.0 / d))) / half
        return self.width() / 2, self.height() / 2, radius

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

    def turn_to_front(self, space: int, animate: bool = True, most: float | None = None) -> float:
        return self.turn_point_to_front(self.geometry_.centres[space], animate, most)

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


Box = tuple[float, float, float, float]  # left, top, width, height


def label_box(
    x: float,
    y: float,
    w: float,
    h: float,
    gap: float,
    outline: tuple[float, float, float],
    taken: Sequence[Box] = (),
) -> tuple[float, float] | None:
    """The top-left corner of a ``w``×``h`` label for a stack whose top is at (x, y).

    Up and to the right of the stack, so its ring stays visible; else on
    another side; else pushed toward the ball's middle: the label stays on
    the ball's ``outline`` (centre x, y, radius).  It covers none of the
    labels ``taken`` already: ``None`` when there is no room left for it.
    """
    cx, cy, radius = outline
    limit = max(radius - 2.0, 0.0)

    def reach(left: float, top: float) -> float:
        corners = ((left, top), (left + w, top), (left, top + h), (left + w, top + h))
        return max(math.hypot(px - cx, py - cy) for px, py in corners)

    def free(left: float, top: float) -> bool:
        return all(
            left + w <= bl or bl + bw <= left or top + h <= bt or bt + bh <= top for bl, bt, bw, bh in taken
        )

    sides = [(x + gap, y - gap - h), (x - gap - w, y - gap - h), (x + gap, y + gap), (x - gap - w, y + gap)]
    inside = [(left, top) for left, top in sides if reach(left, top) <= limit]
    for left, top in inside:
        if free(left, top):
            return left, top
    if inside:
        return None
    left, top = min(sides, key=lambda c: reach(*c))
    for _ in range(8):  # toward the middle until it fits
        excess = reach(left, top) - limit
        if excess <= 0:
            break
        mx, my = left + w / 2 - cx, top + h / 2 - cy
        norm = math.hypot(mx, my) or 1.0
        left -= mx / norm * (excess + 1.0)
        top -= my / norm * (excess + 1.0)
    return (left, top) if free(left, top) else None


PLAYER_COLOURS = ("#E69F00", "#0072B2", "#009E73", "#F0E442", "#CC79A7", "#56B4E9")
"""Okabe–Ito colours for the letters a..f: distinct for the common colour blindnesses."""

PLAYER_MARKS = (PLAIN, PLAIN, NOTCHES, DARK_LINE, LIGHT_LINE, DARK_LINE)
"""The mark on each colour's rings.  The pairs that come close for a colour-blind eye
(orange–yellow, green–purple, blue–sky, purple–sky, blue–purple, green–sky,
blue–green, orange–purple) never share a mark."""

PIECE_LETTERS = {letter: name[0] for letter, name in zip(LETTERS, COLOUR_NAMES, strict=True)}
"""The letter written for a piece (L): its colour name's initial, as the side panel names it."""


def palette() -> dict[str, tuple[float, float, float, float]]:
    """Each piece letter's ring colour: RGB and its mark (:data:`PLAYER_MARKS`)."""
    return {
        letter: (*_rgba(colour)[:3], mark)
        for letter, colour, mark in zip(LETTERS, PLAYER_COLOURS, PLAYER_MARKS, strict=True)
    }
