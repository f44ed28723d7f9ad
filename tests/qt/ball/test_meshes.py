"""The rings' instances, computed for the whole board at once, are the ones a ring at a time gives."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from numpy.typing import NDArray

from desktop.games.xeno.geometry import BallGeometry, board_geometry
from desktop.qt.ball.gl_widget import palette
from desktop.qt.ball.meshes import (
    FULL_HEIGHT_RINGS,
    Instances,
    _basis_for,
    _matrices,
    frames,
    ring_radius_scale,
    ring_thickness,
    space_radius,
    stack_at,
    stack_instances,
)

BOARDS = ("xeno-12", "xeno-30", "xeno-120")


def one_ring_at_a_time(
    geometry: BallGeometry,
    stacks: list[str],
    colours: dict[str, tuple[float, float, float, float]],
    moving: dict[int, tuple[NDArray[np.float64], NDArray[np.float64]]] | None = None,
) -> Instances:
    """The plain reading of "a ring per piece, bottom to top, standing on its space"."""
    frame = frames(geometry)
    radius = space_radius(geometry) * ring_radius_scale()
    origins, bases, scales, rgba = [], [], [], []
    thickness = ring_thickness()
    for s, stack in enumerate(stacks):
        if not stack:
            continue
        r = radius[s]
        step = r * thickness * min(1.0, FULL_HEIGHT_RINGS / len(stack))
        base, basis = geometry.centres[s] * 1.0, frame[s]
        if moving and s in moving:
            base, normal = moving[s]
            basis = _basis_for(normal, frame[s][:, 0])
        normal = basis[:, 2]
        squash = step / (r * thickness)
        for i, letter in enumerate(stack):
            origins.append(base + normal * (step * (i + 0.5)))
            bases.append(basis)
            scales.append(np.array([r, r, r * squash]))
            rgba.append(colours[letter])
    if not origins:
        return Instances(np.zeros((0, 16), np.float32), np.zeros((0, 4), np.float32))
    return Instances(
        _matrices(np.array(origins), np.array(bases), np.array(scales)), np.array(rgba, np.float32)
    )


@settings(max_examples=60, deadline=None)
@given(
    board=st.sampled_from(BOARDS),
    seed=st.integers(0, 2**31),
    tall=st.integers(0, 14),
    moved=st.booleans(),
)
def test_the_whole_board_at_once_equals_a_ring_at_a_time(
    board: str, seed: int, tall: int, moved: bool
) -> None:
    g = board_geometry(board)
    rng = np.random.default_rng(seed)
    stacks = ["".join(rng.choice(list("abcdef"), int(rng.integers(0, 4)))) for _ in range(g.size)]
    stacks[int(rng.integers(g.size))] = "ab" * (tall // 2) + "c" * (tall % 2)  # up to 14: compressed
    moving = None
    if moved:
        s = int(rng.integers(g.size))
        base = g.centres[s] * 1.1 + rng.normal(size=3) * 0.05
        moving = {s: (base, base / np.linalg.norm(base))}
    fast = stack_instances(g, stacks, palette(), moving)
    plain = one_ring_at_a_time(g, stacks, palette(), moving)
    assert np.array_equal(fast.matrices, plain.matrices)
    assert np.array_equal(fast.colours, plain.colours)


def test_a_moving_stack_alone_and_an_empty_board() -> None:
    g = board_geometry("xeno-30")
    base = g.centres[4] * 1.05
    alone = stack_at(g, 4, "abc", base, palette())
    stacks = [""] * g.size
    stacks[4] = "abc"
    assert np.array_equal(
        alone.matrices, one_ring_at_a_time(g, stacks, palette(), {4: (base, base / 1.05)}).matrices
    )
    assert stack_instances(g, [""] * g.size, palette()).count == 0
    assert not space_radius(g).flags.writeable  # shared between callers: nobody may change it
