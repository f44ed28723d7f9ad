"""Geometry for drawing the ball, in numpy arrays ready for vertex buffers.

- the ball itself (an icosphere; the gaps between spaces show it),
- every space as a curved square patch, all spaces in one mesh whose
  per-vertex colours are the only thing that changes with highlights,
- one ring (a flat torus: a Xeno piece) and one small dot, drawn instanced:
  :func:`stack_instances` turns a position's stacks into per-ring transforms
  and colours.
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numpy.typing import NDArray

from desktop.games.xeno.geometry import BallGeometry

F32 = NDArray[np.float32]
F64 = NDArray[np.float64]
U32 = NDArray[np.uint32]
#: each piece letter's ring colour and mark (:func:`desktop.qt.ball.gl_widget.palette`)
Palette = dict[str, tuple[float, float, float, float]]

BALL_RADIUS = 0.985
SPACE_LIFT = 1.0
PATCH_STEPS = 6  # at most, each space is a 6×6 grid of small quads
PATCH_DEGREES = 6.0  # … each quad spanning about this angle of the ball, so small spaces need fewer
FULL_HEIGHT_RINGS = 6  # taller stacks are compressed to this height


@dataclass(frozen=True)
class Mesh:
    """Interleaved vertices (position, normal, extra[4]) and triangle indices."""

    vertices: F32  # N × 10
    indices: U32  # M


def _pack(positions: F64, normals: F64, extra: F64) -> F32:
    return np.ascontiguousarray(np.hstack([positions, normals, extra]), dtype=np.float32)


def icosphere(subdivisions: int = 4, radius: float = BALL_RADIUS) -> Mesh:
    """A sphere of ``20·4^subdivisions`` triangles."""
    t = (1 + math.sqrt(5)) / 2
    verts = [
        (-1, t, 0),
        (1, t, 0),
        (-1, -t, 0),
        (1, -t, 0),
        (0, -1, t),
        (0, 1, t),
        (0, -1, -t),
        (0, 1, -t),
        (t, 0, -1),
        (t, 0, 1),
        (-t, 0, -1),
        (-t, 0, 1),
    ]
    faces = [
        (0, 11, 5),
        (0, 5, 1),
        (0, 1, 7),
        (0, 7, 10),
        (0, 10, 11),
        (1, 5, 9),
        (5, 11, 4),
        (11, 10, 2),
        (10, 7, 6),
        (7, 1, 8),
        (3, 9, 4),
        (3, 4, 2),
        (3, 2, 6),
        (3, 6, 8),
        (3, 8, 9),
        (4, 9, 5),
        (2, 4, 11),
        (6, 2, 10),
        (8, 6, 7),
        (9, 8, 1),
    ]
    points = [np.array(v, dtype=np.float64) / np.linalg.norm(v) for v in verts]
    for _ in range(subdivisions):
        cache: dict[tuple[int, int], int] = {}

        def mid(a: int, b: int, cache: dict[tuple[int, int], int] = cache) -> int:
            key = (min(a, b), max(a, b))
            if key not in cache:
                m = points[a] + points[b]
                points.append(m / np.linalg.norm(m))
                cache[key] = len(points) - 1
            return cache[key]

        new = []
        for a, b, c in faces:
            ab, bc, ca = mid(a, b), mid(b, c), mid(c, a)
            new += [(a, ab, ca), (b, bc, ab), (c, ca, bc), (ab, bc, ca)]
        faces = new
    unit = np.array(points)
    extra = np.zeros((len(unit), 4))
    return Mesh(_pack(unit * radius, unit, extra), np.array(faces, dtype=np.uint32).ravel())


def patch_steps(geometry: BallGeometry) -> int:
    """Quads along a space's side: enough for its curve to follow the ball (2 to :data:`PATCH_STEPS`).

    >>> from desktop.games.xeno.geometry import board_geometry
    >>> patch_steps(board_geometry("xeno-30")), patch_steps(board_geometry("xeno-270"))
    (4, 2)
    """
    side = math.degrees(2 * math.asin(min(1.0, float(np.median(space_radius(geometry))))))
    return int(min(PATCH_STEPS, max(2, math.ceil(side / PATCH_DEGREES))))


def board_mesh(geometry: BallGeometry, steps: int | None = None) -> Mesh:
    """Every space as a curved square through its 4 corners; extra = (u, v, space, 0).

    The square's corner ``i`` is the corner shared with neighbour ``i``; the
    patch is the bilinear blend of the corners, pushed out to the sphere.
    """
    steps = patch_steps(geometry) if steps is None else steps
    n = steps + 1
    grid_u, grid_v = np.meshgrid(np.linspace(0, 1, n), np.linspace(0, 1, n), indexing="ij")
    u, v = grid_u.ravel(), grid_v.ravel()
    c = geometry.corners  # S × 4 × 3
    blend = (
        (1 - u)[None, :, None] * (1 - v)[None, :, None] * c[:, None, 0]
        + u[None, :, None] * (1 - v)[None, :, None] * c[:, None, 1]
        + u[None, :, None] * v[None, :, None] * c[:, None, 2]
        + (1 - u)[None, :, None] * v[None, :, None] * c[:, None, 3]
    )
    unit = blend / np.linalg.norm(blend, axis=2, keepdims=True)
    spaces = geometry.size
    positions = (unit * SPACE_LIFT).reshape(-1, 3)
    extra = np.zeros((spaces * n * n, 4))
    extra[:, 0] = np.tile(u, spaces)
    extra[:, 1] = np.tile(v, spaces)
    extra[:, 2] = np.repeat(np.arange(spaces), n * n)
    quads = []
    for i in range(steps):
        for j in range(steps):
            a, b, cc, d = i * n + j, (i + 1) * n + j, (i + 1) * n + j + 1, i * n + j + 1
            quads += [a, b, cc, a, cc, d]
    local = np.array(quads, dtype=np.uint32)
    indices = (local[None, :] + (np.arange(spaces, dtype=np.uint32) * n * n)[:, None]).ravel()
    return Mesh(_pack(positions, unit.reshape(-1, 3), extra), indices.astype(np.uint32))


def torus(
    major: float = 0.64, minor: float = 0.36, flatten: float = 0.5, segments: int = 22, sides: int = 8
) -> Mesh:
    """A flat ring in the xy plane, outer radius 1, thickness ``2·minor·flatten`` along z."""
    a = np.linspace(0, 2 * math.pi, segments, endpoint=False)
    b = np.linspace(0, 2 * math.pi, sides, endpoint=False)
    grid_a, grid_b = np.meshgrid(a, b, indexing="ij")
    aa, bb = grid_a.ravel(), grid_b.ravel()
    x = (major + minor * np.cos(bb)) * np.cos(aa)
    y = (major + minor * np.cos(bb)) * np.sin(aa)
    z = minor * np.sin(bb) * flatten
    nx, ny, nz = np.cos(bb) * np.cos(aa), np.cos(bb) * np.sin(aa), np.sin(bb) / flatten
    normals = np.c_[nx, ny, nz]
    normals /= np.linalg.norm(normals, axis=1, keepdims=True)
    idx = []
    for i in range(segments):
        for j in range(sides):
            p = i * sides + j
            q = ((i + 1) % segments) * sides + j
            r = ((i + 1) % segments) * sides + (j + 1) % sides
            s = i * sides + (j + 1) % sides
            idx += [p, q, r, p, r, s]
    return Mesh(_pack(np.c_[x, y, z], normals, np.zeros((len(x), 4))), np.array(idx, dtype=np.uint32))


def ring_thickness() -> float:
    """Thickness of one ring in units of its outer radius (matches :func:`torus`)."""
    return 2 * 0.36 * 0.5


@functools.cache  # once per board (geometries hash by identity, and are few and kept)
def space_radius(geometry: BallGeometry) -> F64:
    """Half the side of each space's square: the room a ring has (read-only: it is shared)."""
    c = geometry.corners
    radius: F64 = np.linalg.norm(c[:, 0] - c[:, 1], axis=1) / 2
    radius.setflags(write=False)
    return radius


@functools.cache  # once per board
def frames(geometry: BallGeometry) -> F64:
    """An orthonormal frame per space: columns (tangent, bitangent, normal) (read-only: shared)."""
    n = geometry.centres
    t = geometry.corners[:, 0] - n * np.einsum("ij,ij->i", geometry.corners[:, 0], n)[:, None]
    t /= np.linalg.norm(t, axis=1, keepdims=True)
    b = np.cross(n, t)
    out = np.stack([t, b, n], axis=2)
    out.setflags(write=False)
    return out


@dataclass(frozen=True)
class Instances:
    """Per-instance model matrices (column-major 4×4, as GL wants) and RGBA colours."""

    matrices: F32  # K × 16
    colours: F32  # K × 4

    @property
    def count(self) -> int:
        return int(self.matrices.shape[0])


def _matrices(origins: F64, basis: F64, scale: F64) -> F32:
    k = len(origins)
    m = np.zeros((k, 4, 4))
    m[:, :3, :3] = basis * scale[:, None, :]
    m[:, :3, 3] = origins
    m[:, 3, 3] = 1
    return np.ascontiguousarray(m.transpose(0, 2, 1).reshape(k, 16), dtype=np.float32)


def ring_radius_scale() -> float:
    return 0.82


def stack_heights(stacks: Sequence[str], geometry: BallGeometry) -> F64:
    """Height above the ball of each stack's top (0 for an empty space)."""
    radius = space_radius(geometry) * ring_radius_scale()
    step = radius * ring_thickness()
    shown = np.minimum(np.array(list(map(len, stacks)), dtype=np.float64), FULL_HEIGHT_RINGS)
    return shown * step


def stack_instances(
    geometry: BallGeometry,
    stacks: Sequence[str],
    palette: Palette,
    moving: dict[int, tuple[F64, F64]] | None = None,
) -> Instances:
    """A ring per piece, bottom to top, standing on its space.

    Stacks taller than :data:`FULL_HEIGHT_RINGS` are compressed into that
    height (their count is written beside them by the widget).  ``moving``
    overrides the base point and frame normal of some spaces' stacks (for
    animation).
    """
    lengths = np.array(list(map(len, stacks)), dtype=np.int64)  # map: no Python frame a stack
    total = int(lengths.sum())
    if total == 0:
        return Instances(np.zeros((0, 16), np.float32), np.zeros((0, 4), np.float32))
    frame = frames(geometry)
    radius = space_radius(geometry) * ring_radius_scale()
    thickness = ring_thickness()
    bases: F64 = geometry.centres * 1.0
    basis = frame
    if moving:
        basis = frame.copy()
        for s, (base, normal) in moving.items():
            bases[s] = base
            basis[s] = _basis_for(normal, frame[s][:, 0])
    # one row per piece, bottom to top of each stack in turn: its space and its level there
    space = np.repeat(np.arange(len(lengths)), lengths)
    level = np.arange(total) - np.repeat(np.cumsum(lengths) - lengths, lengths)
    r = radius[space]
    step = r * thickness * np.minimum(1.0, FULL_HEIGHT_RINGS / lengths[space])
    piece_basis = basis[space]
    origins = bases[space] + piece_basis[:, :, 2] * (step * (level + 0.5))[:, None]
    squash = step / (r * thickness)
    scales = np.stack([r, r, r * squash], axis=1)
    colours = np.array(list(map(palette.__getitem__, "".join(stacks))), dtype=np.float32)
    return Instances(_matrices(origins, piece_basis, scales), colours)


def join(*parts: Instances) -> Instances:
    """Several instance lists drawn as one."""
    return Instances(
        np.ascontiguousarray(np.vstack([p.matrices for p in parts]), dtype=np.float32),
        np.ascontiguousarray(np.vstack([p.colours for p in parts]), dtype=np.float32),
    )


def slerp_point(a: F64, b: F64, t: float) -> F64:
    """The point a fraction ``t`` of the way along the great circle from unit vector a to b."""
    point: F64 = _slerp(a, b, np.array([t]))[0]
    return point


def stack_at(geometry: BallGeometry, size_of: int, stack: str, base: F64, palette: Palette) -> Instances:
    """The rings of ``stack`` (sized for space ``size_of``) standing at ``base`` (for animations)."""
    stacks = [""] * geometry.size
    stacks[size_of] = stack
    unit = base / np.linalg.norm(base)
    return stack_instances(geometry, stacks, palette, {size_of: (base, unit)})


def ring_at(geometry: BallGeometry, size_of: int, letter: str, point: F64, palette: Palette) -> Instances:
    """One ring (sized for space ``size_of``) lying flat at ``point`` (for animations)."""
    r = float(space_radius(geometry)[size_of] * ring_radius_scale())
    basis = _basis_for(point / np.linalg.norm(point), frames(geometry)[size_of][:, 0])
    return Instances(
        _matrices(point[None, :], basis[None], np.array([[r, r, r]])),
        np.array([palette[letter]], dtype=np.float32),
    )


def _basis_for(normal: F64, hint: F64) -> F64:
    n = normal / np.linalg.norm(normal)
    t = hint - n * float(hint @ n)
    if np.linalg.norm(t) < 1e-6:
        t = (
            np.cross(n, np.array([0.0, 0.0, 1.0]))
            if abs(n[2]) < 0.9
            else np.cross(n, np.array([1.0, 0.0, 0.0]))
        )
    t = t / np.linalg.norm(t)
    return np.stack([t, np.cross(n, t), n], axis=1)


def _slerp(a: F64, b: F64, ts: F64) -> F64:
    """Points at fractions ``ts`` of the great circle from unit vector a to b."""
    omega = math.acos(float(np.clip(a @ b, -1.0, 1.0)))
    if omega < 1e-9:
        return np.repeat(a[None, :], len(ts), axis=0)
    t = ts[:, None]
    out: F64 = (np.sin((1 - t) * omega) * a + np.sin(t * omega) * b) / math.sin(omega)
    return out


def arc_points(a: F64, b: F64, count: int, lift: float) -> F64:
    """``count`` points along the great circle from unit vector a to b, at radius ``lift``."""
    return _slerp(a, b, np.linspace(0, 1, count)) * lift


def path_instances(
    geometry: BallGeometry, path: Sequence[int], colour: tuple[float, float, float, float], size: float
) -> Instances:
    """Small dots along the great-circle arcs of a move's path (drawn with the dot mesh)."""
    if len(path) < 2:
        return Instances(np.zeros((0, 16), np.float32), np.zeros((0, 4), np.float32))
    pts = np.vstack(
        [
            arc_points(geometry.centres[a], geometry.centres[b], 9, 1.012)[:-1]
            for a, b in itertools.pairwise(path)
        ]
        + [geometry.centres[path[-1]][None, :] * 1.012]
    )
    k = len(pts)
    basis = np.repeat(np.eye(3)[None], k, axis=0)
    scale = np.full((k, 3), size)
    return Instances(_matrices(pts, basis, scale), np.tile(np.array(colour, np.float32), (k, 1)))
