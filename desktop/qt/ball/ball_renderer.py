"""The ball's OpenGL drawing, done on its render thread from a :class:`BallFrame`.

Four draw calls a frame, whatever the board: the rings (one instanced mesh),
the path dots (instanced), the board's spaces (one mesh), the ball.  Drawn
front to back so the depth test discards hidden fragments early (the
software rasteriser pays per fragment).  Highlight changes re-upload only the
board's colour buffer (each space's fill and its mark: a frame, plain, striped
or thick, drawn by the fragment shader); a new position re-uploads only the
ring instances.  Rings carry their player's mark (notches or a line) where
colours come close.

:class:`BallRenderer` never touches the widget: everything it draws comes in
the frame, a snapshot the widget takes on the UI thread (arrays are replaced,
never changed in place, so a snapshot holds them as they were).
"""

from __future__ import annotations

import ctypes
import math
from collections.abc import Hashable
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray
from OpenGL import GL
from PySide6.QtGui import QFont, QPainter

from desktop.games.xeno.geometry import BallGeometry
from desktop.qt.ball.camera import FOV_DEGREES, Camera, quat_matrix
from desktop.qt.ball.meshes import (
    Instances,
    Mesh,
    board_mesh,
    icosphere,
    patch_steps,
    ring_radius_scale,
    space_radius,
    torus,
)
from desktop.qt.ball.offscreen_gl import Frame

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


@dataclass(frozen=True, eq=False)
class BallContent:
    """What stands on the ball and how its spaces are painted: one value, replaced whole by each
    change (:class:`~desktop.qt.ball.gl_widget.BallWidget`'s setters), so a frame takes it as is."""

    geometry: BallGeometry
    stacks: tuple[str, ...]
    space_colours: NDArray[np.float32]  # RGBA a space
    space_marks: NDArray[np.float32]  # a space's mark: RGB and the kind of frame
    rings: Instances
    dots: Instances
    #: counted up by each change of the board, its colours, the rings, the dots (what to upload again)
    versions: tuple[int, ...] = (0, 0, 0, 0)

    @classmethod
    def bare(cls, geometry: BallGeometry) -> BallContent:
        """``geometry``'s spaces, white and unmarked, with nothing on them."""
        nothing = Instances(np.zeros((0, 16), np.float32), np.zeros((0, 4), np.float32))
        white, unmarked = np.ones((geometry.size, 4), np.float32), np.zeros((geometry.size, 4), np.float32)
        return cls(geometry, ("",) * geometry.size, white, unmarked, nothing, nothing)


@dataclass(frozen=True, eq=False)
class BallFrame(Frame):
    """What one frame of the ball shows, taken on the UI thread (see :meth:`BallWidget.frame`)."""

    content: BallContent
    camera: Camera
    show_numbers: bool
    letters: bool
    font: QFont  # the labels' (a copy: fonts may be used off the UI thread)

    @property
    def key(self) -> Hashable:
        return (
            self.width,
            self.height,
            self.ratio,
            tuple(self.camera.rotation.round(9)),
            self.camera.distance,
            self.content.versions,
            self.show_numbers,
            self.letters,
            self.font.key(),
        )


def ring_pixels(frame: BallFrame) -> float:
    """A typical ring's radius on screen, in pixels."""
    ring = float(np.median(space_radius(frame.content.geometry))) * ring_radius_scale()
    half_height = frame.camera.distance * math.tan(math.radians(FOV_DEGREES) / 2)
    return frame.height * ring / (2 * half_height)


class BallRenderer:
    """The GL objects of one ball, made, filled and drawn on its render thread."""

    def __init__(self) -> None:
        self.gl_info = ""
        self._program = 0
        self._uniforms: dict[str, int] = {}
        self._ball = _Drawable()
        self._board = _Drawable()
        self._ring = _Drawable()
        self._ring_medium = _Drawable()
        self._ring_small = _Drawable()
        self._dot = _Drawable()
        self._ring_count = 0
        self._dot_count = 0
        self._uploaded: tuple[int, ...] = (-1, -1, -1, -1)
        self._board_geometry: BallGeometry | None = None
        self._culled_for: Hashable = ()

    # -- GL setup ----------------------------------------------------------------------
    def initialize(self) -> str:
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
        return self.gl_info

    def release(self) -> None:
        """Give back the GL objects (the context is current, on the render thread)."""
        for d in (self._ball, self._board, self._ring, self._ring_medium, self._ring_small, self._dot):
            if d.vao:
                GL.glDeleteVertexArrays(1, [d.vao])
                GL.glDeleteBuffers(len(d.buffers), list(d.buffers.values()))
                d.vao = 0
        if self._program:
            GL.glDeleteProgram(self._program)
            self._program = 0

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

    def _sync(self, frame: BallFrame) -> None:
        """Upload whatever changed since the last frame."""
        content = frame.content
        board, colours, rings, dots = content.versions  # four: BOARD, COLOURS, RINGS, DOTS
        new_board = board != self._uploaded[0] or content.geometry is not self._board_geometry
        if new_board:
            if self._board.vao:
                GL.glDeleteVertexArrays(1, [self._board.vao])
                GL.glDeleteBuffers(len(self._board.buffers), list(self._board.buffers.values()))
            self._board = self._static(board_mesh(content.geometry), colours=True)
            self._board_geometry = content.geometry
        if new_board or colours != self._uploaded[1]:  # a new board's colours are still to fill
            per_space = np.hstack([content.space_colours, content.space_marks])
            per_vertex = np.repeat(per_space, (patch_steps(content.geometry) + 1) ** 2, axis=0)
            self._upload(self._board.buffers["colours"], np.ascontiguousarray(per_vertex, dtype=np.float32))
        mesh = self.rings_mesh(frame)
        culled_for = (
            *frame.camera.rotation.round(6),
            frame.camera.distance,
            id(mesh),
            frame.width,
            frame.height,
        )
        if rings != self._uploaded[2] or culled_for != self._culled_for:
            shown = visible_rings(frame)
            self._upload(mesh.buffers["matrices"], shown.matrices)
            self._upload(mesh.buffers["icolours"], shown.colours)
            self._ring_count = shown.count
            self._culled_for = culled_for
        if dots != self._uploaded[3]:
            self._upload(self._dot.buffers["matrices"], content.dots.matrices)
            self._upload(self._dot.buffers["icolours"], content.dots.colours)
            self._dot_count = content.dots.count
        self._uploaded = content.versions

    def rings_mesh(self, frame: BallFrame) -> _Drawable:
        """The ring mesh for the rings' size on screen: fewer facets where they are small."""
        pixels = ring_pixels(frame)
        if pixels >= 28:
            return self._ring
        return self._ring_medium if pixels >= 16 else self._ring_small

    # -- drawing -------------------------------------------------------------------------
    def render(self, frame: BallFrame) -> None:
        """Draw ``frame`` into the bound framebuffer (device pixels)."""
        width, height = frame.device_size
        GL.glViewport(0, 0, width, height)
        GL.glClearColor(0.16, 0.18, 0.21, 1.0)
        GL.glClear(GL.GL_COLOR_BUFFER_BIT | GL.GL_DEPTH_BUFFER_BIT)
        if not self._program:
            return
        self._sync(frame)
        GL.glEnable(GL.GL_DEPTH_TEST)
        GL.glEnable(GL.GL_CULL_FACE)
        GL.glCullFace(GL.GL_BACK)
        GL.glUseProgram(self._program)
        u = self._uniforms
        camera = frame.camera
        GL.glUniformMatrix4fv(u["u_view"], 1, GL.GL_TRUE, camera.model_view().astype(np.float32))
        GL.glUniformMatrix4fv(u["u_proj"], 1, GL.GL_TRUE, camera.projection(width, height).astype(np.float32))
        GL.glUniform3f(u["u_light"], 0.45, 0.6, 0.9)
        eye = quat_matrix(camera.rotation).T @ np.array([0.0, 0.0, camera.distance])
        GL.glUniform3f(u["u_eye"], *(float(c) for c in eye))
        self.draw_board_and_pieces(frame)
        GL.glUniform4f(u["u_colour"], 0.23, 0.25, 0.3, 1.0)
        self._draw(self._ball, 0)
        GL.glBindVertexArray(0)
        GL.glUseProgram(0)
        GL.glDisable(GL.GL_DEPTH_TEST)
        GL.glDisable(GL.GL_CULL_FACE)

    def draw_board_and_pieces(self, frame: BallFrame) -> None:
        """Front to back: rings and dots stand above the spaces, which cover the ball.

        Rings and dots are closed surfaces wound outward, so back faces are culled
        for them too: half the triangles never reach the rasteriser.
        """
        self._draw(self.rings_mesh(frame), 2, self._ring_count)
        self._draw(self._dot, 2, self._dot_count)
        self._draw(self._board, 1)

    def paint_overlay(self, painter: QPainter, frame: BallFrame) -> None:
        """The labels, onto the frame's image (see :mod:`desktop.qt.ball.labels`)."""
        from desktop.qt.ball.labels import paint_labels  # labels.py needs this module's BallFrame

        paint_labels(painter, frame)

    def _draw(self, d: _Drawable, mode: int, instances: int = -1) -> None:
        if instances == 0 or not d.vao:
            return
        GL.glUniform1i(self._uniforms["u_mode"], mode)
        GL.glBindVertexArray(d.vao)
        if instances > 0:
            GL.glDrawElementsInstanced(GL.GL_TRIANGLES, d.count, GL.GL_UNSIGNED_INT, None, instances)
        else:
            GL.glDrawElements(GL.GL_TRIANGLES, d.count, GL.GL_UNSIGNED_INT, None)


def visible_rings(frame: BallFrame) -> Instances:
    """Rings on the near side of the ball, nearest first.

    The far side is hidden by the ball anyway; leaving it out halves the
    rasteriser's work, and near-to-far order lets the depth test throw
    away hidden fragments before they are shaded.
    """
    rings = frame.content.rings
    if rings.count == 0:
        return rings
    origins = rings.matrices[:, 12:15].astype(np.float64)
    facing = frame.camera.facing(origins)
    keep = np.nonzero(facing > 0.0)[0]  # the shader sinks rings into their space at the rim
    depth = frame.camera.project(origins[keep], max(frame.width, 1), max(frame.height, 1))[:, 2]
    order = keep[np.argsort(depth)]
    return Instances(np.ascontiguousarray(rings.matrices[order]), np.ascontiguousarray(rings.colours[order]))
