"""The Xeno ball: spaces, their neighbours, jumps and straight lines (numpy).

A board is built from a convex *base polyhedron* P, exactly as
``resources/rules/xeno.md`` §1 says: one space per edge of P; two spaces
touch when their edges share a vertex and a face.  Every vertex is put on
the unit sphere first; a space's centre is its edge's midpoint, projected;
spaces are numbered by centre (z descending, then longitude ascending).

>>> ball = board_geometry("xeno-12")
>>> ball.size, ball.neighbours.shape
(12, (12, 4))
>>> [len(line) for line in ball.lines]
[6, 6, 6, 6]

Spaces are 0-based here; the notation and the position text count from 1.
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass
from functools import cache

import numpy as np
from numpy.typing import NDArray

from desktop.games.words import RulesText

PHI = (1.0 + math.sqrt(5.0)) / 2.0
FloatArray = NDArray[np.float64]
IntArray = NDArray[np.int64]

STANDARD_BOARDS = ("xeno-12", "xeno-24", "xeno-30", "xeno-48", "xeno-60", "xeno-120")
OFFERED_BOARDS = (*STANDARD_BOARDS[:4], "xeno-60", "xeno-108", "xeno-120", "xeno-192", "xeno-270", "xeno-480")
#: The largest board the generator builds (``xeno-9720``, 30·18², takes a third of a second):
#: a name such as ``xeno-30000000000`` is refused at once instead of filling the memory.
MAX_SPACES = 10_000


class BoardError(ValueError):
    """A board name that names no Xeno board."""


@dataclass(frozen=True, eq=False)
class BallGeometry:
    """Everything about one board that does not depend on the pieces.

    - ``centres[s]``: the unit vector at the middle of space ``s``.
    - ``neighbours[s]``: the 4 neighbours in cyclic order (counter-clockwise
      seen from outside the ball); ``neighbours[s][(i + 2) % 4]`` is opposite
      ``neighbours[s][i]``.
    - ``corners[s]``: the 4 corner points, ``corners[s][i]`` shared with
      ``neighbours[s][i]`` (the projected midpoint of the two centres).
    - ``jump_landing[a][i]``: where a stack on ``a`` lands jumping over
      ``neighbours[a][i]``: the space opposite ``a`` around that neighbour.
    - ``lines``: the straight lines (closed circuits of "opposite" steps).
    - ``vertices``, ``faces``: the base polyhedron (for drawing the gaps).
    """

    name: str
    base: str
    frequency: int
    centres: FloatArray
    neighbours: IntArray
    corners: FloatArray
    jump_landing: IntArray
    lines: tuple[tuple[int, ...], ...]
    vertices: FloatArray
    faces: tuple[tuple[int, ...], ...]
    # The same tables as plain tuples: the rules engine indexes them in tight loops,
    # where numpy's per-element indexing would be slow.
    adjacent: tuple[tuple[int, int, int, int], ...] = ()
    landings: tuple[tuple[int, int, int, int], ...] = ()

    @property
    def size(self) -> int:
        return int(self.centres.shape[0])

    def jumped_space(self, origin: int, landing: int) -> int:
        """The space jumped over from ``origin`` to ``landing`` (``-1`` if none)."""
        row = self.landings[origin]
        for i in range(4):
            if row[i] == landing:
                return self.adjacent[origin][i]
        return -1


# -- base polyhedra ------------------------------------------------------------
def _unit(points: FloatArray) -> FloatArray:
    out: FloatArray = points / np.linalg.norm(points, axis=-1, keepdims=True)
    return out


def _octahedron() -> FloatArray:
    return np.array([[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]], dtype=np.float64)


def _cuboctahedron() -> FloatArray:
    points = set()
    for sx, sy in itertools.product((1, -1), repeat=2):
        for perm in set(itertools.permutations((sx, sy, 0))):
            points.add(perm)
    return _unit(np.array(sorted(points), dtype=np.float64))


def _icosahedron() -> FloatArray:
    points = []
    for s1, s2 in itertools.product((1.0, -1.0), repeat=2):
        base = (0.0, s1, s2 * PHI)
        for shift in range(3):
            points.append(base[shift:] + base[:shift])
    return _unit(np.array(points, dtype=np.float64))


def _hull_faces(points: FloatArray) -> list[tuple[int, ...]]:
    """Faces of the convex hull of points on a sphere, each counter-clockwise from outside.

    Every triple of points spans a plane; it is a face plane when no point lies
    outside it (all triples at once, with numpy).
    """
    triples = np.array(list(itertools.combinations(range(len(points)), 3)))
    a, b, c = points[triples[:, 0]], points[triples[:, 1]], points[triples[:, 2]]
    normals = np.cross(b - a, c - a)
    norms = np.linalg.norm(normals, axis=1)
    keep = norms > 1e-9
    triples, normals, a = triples[keep], normals[keep] / norms[keep, None], a[keep]
    offsets = np.einsum("ij,ij->i", normals, a)
    flip = offsets < 0
    normals[flip] *= -1
    offsets[flip] *= -1
    side = normals @ points.T - offsets[:, None]
    faces: dict[frozenset[int], tuple[int, ...]] = {}
    for row in np.nonzero(np.all(side <= 1e-9, axis=1))[0]:
        members = frozenset(int(m) for m in np.nonzero(np.abs(side[row]) <= 1e-9)[0])
        if members not in faces:
            faces[members] = _ccw(points, sorted(members), normals[row])
    return list(faces.values())


def _ccw(points: FloatArray, members: list[int], normal: FloatArray) -> tuple[int, ...]:
    """Order a face's vertices counter-clockwise around ``normal``."""
    centre = points[members].mean(axis=0)
    u = points[members[0]] - centre
    u /= np.linalg.norm(u)
    v = np.cross(normal, u)
    angles = [math.atan2(float((points[m] - centre) @ v), float((points[m] - centre) @ u)) for m in members]
    return tuple(m for _, m in sorted(zip(angles, members, strict=True)))


def _subdivide(
    points: FloatArray, faces: list[tuple[int, ...]], n: int
) -> tuple[FloatArray, list[tuple[int, ...]]]:
    """Split each triangle into n² small ones; every new point projected to the sphere."""
    if n == 1:
        return points, faces
    index: dict[tuple[int, int, int], int] = {}
    out: list[FloatArray] = []

    def vertex(p: FloatArray) -> int:
        p = p / np.linalg.norm(p)
        key = (round(p[0] * 1e8), round(p[1] * 1e8), round(p[2] * 1e8))
        if key not in index:
            index[key] = len(out)
            out.append(p)
        return index[key]

    small: list[tuple[int, ...]] = []
    for a, b, c in faces:
        pa, pb, pc = points[a], points[b], points[c]
        grid: dict[tuple[int, int], int] = {}
        for i in range(n + 1):
            for j in range(n + 1 - i):
                k = n - i - j
                grid[(i, j)] = vertex((i * pa + j * pb + k * pc) / n)
        for i in range(n):
            for j in range(n - i):
                # (i, j) rows: "upward" triangle and, where it fits, the "downward" one;
                # both keep the big face's orientation (a, b, c).
                small.append((grid[(i + 1, j)], grid[(i, j + 1)], grid[(i, j)]))
                if i + j < n - 1:
                    small.append((grid[(i + 1, j)], grid[(i + 1, j + 1)], grid[(i, j + 1)]))
    return np.array(out), small


def _base(name: str) -> tuple[str, int, FloatArray, list[tuple[int, ...]]]:
    # ASCII digits without leading zeros: one name per board ("xeno-030" and "xeno-٣٠" are not names)
    match = re.fullmatch(r"xeno-([1-9][0-9]*)", name.strip().lower())
    if not match:
        raise BoardError(RulesText.tr("{name!r} is not a board name like 'xeno-30'").format(name=name))
    if len(match.group(1)) > len(str(MAX_SPACES)) or int(match.group(1)) > MAX_SPACES:
        raise BoardError(
            RulesText.tr("{strip!r}: boards have at most {max_spaces} spaces").format(
                strip=name.strip(), max_spaces=MAX_SPACES
            )
        )
    size = int(match.group(1))
    if size == 24:
        points = _cuboctahedron()
        return "cuboctahedron", 1, points, _hull_faces(points)
    if size == 60:
        ico = _icosahedron()
        faces = _hull_faces(ico)
        edges = sorted({tuple(sorted((f[i], f[(i + 1) % 3]))) for f in faces for i in range(3)})
        points = _unit(np.array([(ico[a] + ico[b]) / 2 for a, b in edges]))
        return "icosidodecahedron", 1, points, _hull_faces(points)
    for per_face, base_name, make in ((30, "icosahedron", _icosahedron), (12, "octahedron", _octahedron)):
        if size % per_face == 0:
            n = math.isqrt(size // per_face)
            if n * n * per_face == size:
                points = _unit(make())
                faces = _hull_faces(points)
                points, faces = _subdivide(points, faces, n)
                return base_name, n, points, faces
    raise BoardError(
        RulesText.tr(
            "no Xeno board has {size} spaces: boards have 24, 60, 12·n² or 30·n² spaces (e.g. {boards})"
        ).format(
            size=size, boards=', '.join(OFFERED_BOARDS)
        )
    )


# -- the medial graph ----------------------------------------------------------------
def _longitude(x: float, y: float) -> float:
    lon = math.atan2(y, x)
    if lon < 0:
        lon += 2 * math.pi
    if lon > 2 * math.pi - 1e-9:
        lon = 0.0
    return lon


def _numbering(centres: FloatArray) -> list[int]:
    """Edge indices in space order: z descending (1e-6 ties), then longitude ascending."""
    by_z = sorted(range(len(centres)), key=lambda e: -centres[e][2])
    groups: list[list[int]] = []
    for e in by_z:
        if groups and abs(centres[groups[-1][0]][2] - centres[e][2]) < 1e-6:
            groups[-1].append(e)
        else:
            groups.append([e])
    order: list[int] = []
    for group in groups:
        order.extend(sorted(group, key=lambda e: _longitude(centres[e][0], centres[e][1])))
    return order


@cache
def board_geometry(name: str) -> BallGeometry:
    """Build (once, then cached) the geometry of a board such as ``"xeno-30"``."""
    base, frequency, points, faces = _base(name)
    name = name.strip().lower()
    edge_faces: dict[tuple[int, int], list[int]] = {}
    for f, face in enumerate(faces):
        for i in range(len(face)):
            edge = tuple(sorted((face[i], face[(i + 1) % len(face)])))
            edge_faces.setdefault(edge, []).append(f)  # type: ignore[arg-type]
    edges = sorted(edge_faces)
    if any(len(fs) != 2 for fs in edge_faces.values()):
        raise BoardError(RulesText.tr("{name}: the base polyhedron is not closed").format(name=name))
    raw_centres = _unit(np.array([(points[a] + points[b]) / 2 for a, b in edges]))
    order = _numbering(raw_centres)
    space_of_edge = {edges[e]: s for s, e in enumerate(order)}
    centres = raw_centres[order]

    def other_edge_at(vertex: int, face: tuple[int, ...], partner: int) -> int:
        """The space of the edge of ``face`` at ``vertex`` that is not (vertex, partner)."""
        p = face.index(vertex)
        before, after = face[p - 1], face[(p + 1) % len(face)]
        other = before if after == partner else after
        return space_of_edge[tuple(sorted((vertex, other)))]  # type: ignore[index]

    n_spaces = len(edges)
    neighbours = np.zeros((n_spaces, 4), dtype=np.int64)
    for (a, b), (f1, f2) in ((e, edge_faces[e]) for e in edges):
        s = space_of_edge[(a, b)]
        ring = [
            other_edge_at(a, faces[f1], b),
            other_edge_at(b, faces[f1], a),
            other_edge_at(b, faces[f2], a),
            other_edge_at(a, faces[f2], b),
        ]
        # counter-clockwise seen from outside: (n0 - c) x (n1 - c) points outward
        c = centres[s]
        turn = np.cross(centres[ring[0]] - c, centres[ring[1]] - c) @ c
        if turn < 0:
            ring.reverse()
        neighbours[s] = ring

    corners = _unit((centres[:, None, :] + centres[neighbours]) / 2)
    position = {(s, int(t)): i for s in range(n_spaces) for i, t in enumerate(neighbours[s])}
    jump_landing = np.zeros((n_spaces, 4), dtype=np.int64)
    for a in range(n_spaces):
        for i, b in enumerate(neighbours[a]):
            j = position[(int(b), a)]
            jump_landing[a][i] = neighbours[b][(j + 2) % 4]

    return BallGeometry(
        name=name,
        base=base,
        frequency=frequency,
        centres=centres,
        neighbours=neighbours,
        corners=corners,
        jump_landing=jump_landing,
        lines=_lines(neighbours, position),
        vertices=points,
        faces=tuple(faces),
        adjacent=tuple(tuple(row) for row in neighbours.tolist()),  # type: ignore[misc]
        landings=tuple(tuple(row) for row in jump_landing.tolist()),  # type: ignore[misc]
    )


def _lines(neighbours: IntArray, position: dict[tuple[int, int], int]) -> tuple[tuple[int, ...], ...]:
    """Every straight line once, as the spaces along it (from its smallest space)."""
    seen: set[tuple[int, int]] = set()
    lines: list[tuple[int, ...]] = []
    for s in range(len(neighbours)):
        for t in neighbours[s]:
            if (s, int(t)) in seen:
                continue
            line = [s]
            prev, cur = s, int(t)
            while True:
                seen.add((prev, cur))
                seen.add((cur, prev))
                if cur == s and len(line) > 1:
                    break
                line.append(cur)
                j = position[(cur, prev)]
                prev, cur = cur, int(neighbours[cur][(j + 2) % 4])
            lines.append(tuple(line))
    return tuple(lines)
