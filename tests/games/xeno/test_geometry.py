"""The ball boards of resources/rules/xeno.md §1."""

from __future__ import annotations

import itertools
import math
from collections import Counter

import numpy as np
import pytest

from desktop.games.xeno.geometry import STANDARD_BOARDS, BoardError, board_geometry

LINES = {
    "xeno-12": (4, 6),
    "xeno-24": (6, 8),
    "xeno-30": (6, 10),
    "xeno-48": (8, 12),
    "xeno-60": (12, 10),
    "xeno-120": (12, 20),
}
ALL = [*STANDARD_BOARDS, "xeno-108", "xeno-270"]


@pytest.mark.parametrize("name", ALL)
def test_every_space_has_four_distinct_neighbours_and_adjacency_is_symmetric(name: str) -> None:
    g = board_geometry(name)
    assert g.neighbours.shape == (g.size, 4)
    for s in range(g.size):
        assert len(set(g.neighbours[s])) == 4 and s not in g.neighbours[s]
        for t in g.neighbours[s]:
            assert s in g.neighbours[t]


@pytest.mark.parametrize("name", ALL)
def test_opposite_is_an_involution_and_jumps_reverse(name: str) -> None:
    g = board_geometry(name)
    for s in range(g.size):
        ring = list(g.neighbours[s])
        for i, t in enumerate(ring):
            opposite = ring[(i + 2) % 4]
            assert ring[(ring.index(opposite) + 2) % 4] == t
        for i, b in enumerate(ring):
            c = int(g.jump_landing[s][i])
            assert c not in (s, b)
            j = list(g.neighbours[c]).index(b)  # the landing space touches the jumped one
            assert g.jump_landing[c][j] == s  # and jumping back over it returns
            assert g.jumped_space(s, c) == b
        assert len(set(g.jump_landing[s])) == 4  # so 'from x to' names one jump


@pytest.mark.parametrize("name", ALL)
def test_neighbours_follow_the_medial_construction(name: str) -> None:
    """Around S = edge (a, b), neighbours i and i+1 share a vertex or a face with S's ends."""
    g = board_geometry(name)
    for s in range(g.size):
        c = g.centres[s]
        ring = g.neighbours[s]
        # counter-clockwise seen from outside
        turn = np.cross(g.centres[ring[0]] - c, g.centres[ring[1]] - c) @ c
        assert turn > 0
        # opposite neighbours lie on opposite sides of the space
        for i in range(2):
            a, b = g.centres[ring[i]] - c, g.centres[ring[i + 2]] - c
            assert a @ b < 0


@pytest.mark.parametrize("name", list(LINES))
def test_straight_lines_match_the_table(name: str) -> None:
    count, length = LINES[name]
    g = board_geometry(name)
    assert Counter(len(line) for line in g.lines) == {length: count}
    # every space lies on exactly two lines
    visits = Counter(s for line in g.lines for s in line)
    assert set(visits.values()) == {2} and len(visits) == g.size


@pytest.mark.parametrize(
    ("name", "base", "n"),
    [("xeno-108", "octahedron", 3), ("xeno-270", "icosahedron", 3), ("xeno-480", "icosahedron", 4)],
)
def test_subdivision_family(name: str, base: str, n: int) -> None:
    """Icosahedron: 30·n² spaces on 6n lines of 10n; octahedron: 12·n² spaces on 4n lines of 6n."""
    g = board_geometry(name)
    assert (g.base, g.frequency) == (base, n)
    per_face, lines, length = (30, 6 * n, 10 * n) if base == "icosahedron" else (12, 4 * n, 6 * n)
    assert g.size == per_face * n * n
    assert Counter(len(line) for line in g.lines) == {length: lines}


@pytest.mark.parametrize("name", ALL)
def test_corners_of_neighbouring_spaces_meet_at_a_shared_point(name: str) -> None:
    g = board_geometry(name)
    assert np.allclose(np.linalg.norm(g.corners, axis=-1), 1.0)
    for s in range(g.size):
        for i, t in enumerate(g.neighbours[s]):
            j = list(g.neighbours[t]).index(s)
            assert np.allclose(g.corners[s][i], g.corners[t][j])


@pytest.mark.parametrize("name", ALL)
def test_spaces_are_numbered_by_height_then_longitude(name: str) -> None:
    g = board_geometry(name)
    assert np.allclose(np.linalg.norm(g.centres, axis=-1), 1.0)
    keys = []
    for x, y, z in g.centres:
        lon = math.atan2(y, x) % (2 * math.pi)
        keys.append((-z, 0.0 if lon > 2 * math.pi - 1e-9 else lon))
    for (z1, lon1), (z2, lon2) in itertools.pairwise(keys):
        if abs(z1 - z2) < 1e-6:
            assert lon1 < lon2
        else:
            assert z1 < z2


def test_xeno_12_numbering_from_the_canonical_octahedron() -> None:
    g = board_geometry("xeno-12")
    h = math.sqrt(0.5)
    assert np.allclose(g.centres[0], (h, 0, h)) and np.allclose(g.centres[1], (0, h, h))
    assert np.allclose(g.centres[4], (h, h, 0)) and np.allclose(g.centres[11], (0, -h, -h))
    # space 12 jumps over 7 to land on 3 (the move of the published perft position)
    assert g.jumped_space(11, 2) == 6


def test_geometry_is_cached() -> None:
    assert board_geometry("xeno-30") is board_geometry("xeno-30")


@pytest.mark.parametrize("name", ["xeno-13", "xeno-36", "chess", "xeno-"])
def test_bad_board_names(name: str) -> None:
    with pytest.raises(BoardError):
        board_geometry(name)
