"""Camera and picking in pure numpy: no GL context, no window."""

from __future__ import annotations

import math

import numpy as np
import pytest

from desktop.games.xeno.geometry import STANDARD_BOARDS, board_geometry
from desktop.qt.ball.camera import MAX_DISTANCE, MIN_DISTANCE, Camera, quat_matrix
from desktop.qt.ball.meshes import space_radius, stack_heights
from desktop.qt.ball.picking import pick_space

W, H = 800, 600


def ring(name: str) -> float:
    return float(np.median(space_radius(board_geometry(name)))) * 0.84


@pytest.mark.parametrize("name", [*STANDARD_BOARDS, "xeno-270"])
def test_a_space_turned_to_the_front_is_picked_at_the_screen_centre(name: str) -> None:
    g = board_geometry(name)
    cam = Camera()
    for s in range(g.size):
        cam.rotation = cam.rotation_to_front(g.centres[s])
        assert pick_space(g.centres, [0.0] * g.size, cam, W / 2, H / 2, W, H, ring(name)) == s


@pytest.mark.parametrize("name", STANDARD_BOARDS)
def test_every_visible_space_is_picked_where_it_is_drawn(name: str) -> None:
    g = board_geometry(name)
    cam = Camera()
    screen = cam.project(g.centres, W, H)
    facing = cam.facing(g.centres)
    seen = 0
    for s in range(g.size):
        if facing[s] > 0.3:
            x, y, _ = screen[s]
            assert pick_space(g.centres, [0.0] * g.size, cam, x, y, W, H, ring(name)) == s
            seen += 1
    assert seen >= g.size // 4


def test_a_click_off_the_ball_picks_nothing() -> None:
    g = board_geometry("xeno-30")
    assert pick_space(g.centres, [0.0] * 30, Camera(), 3, 3, W, H, ring("xeno-30")) is None


def test_a_tall_stack_is_picked_by_its_column_above_the_ball() -> None:
    g = board_geometry("xeno-30")
    stacks = [""] * 30
    cam = Camera()
    facing = cam.facing(g.centres)
    # a space near the rim: its column sticks out against the background or another space
    s = int(np.argmin(np.where(facing > 0.15, facing, 9)))
    stacks[s] = "abababab"
    heights = stack_heights(stacks, g)
    top = g.centres[s] * (1.0 + heights[s] * 0.9)
    x, y, _ = cam.project(top, W, H)
    assert pick_space(g.centres, heights, cam, x, y, W, H, ring("xeno-30")) == s
    # without the stack the same pixel is not that space
    assert pick_space(g.centres, [0.0] * 30, cam, x, y, W, H, ring("xeno-30")) != s


def test_dragging_turns_about_screen_axes_without_gimbal_lock() -> None:
    cam = Camera(rotation=np.array([1.0, 0.0, 0.0, 0.0]))
    cam.drag(0, H, H)  # a full-height drag turns the ball half a turn about the screen x axis
    assert np.allclose(quat_matrix(cam.rotation) @ [0, 0, 1], [0, 0, -1], atol=1e-9)
    cam.drag(H / 2, 0, H)  # then a sideways quarter turn still turns about the screen's y axis
    assert math.isclose(float(np.linalg.norm(cam.rotation)), 1.0, rel_tol=1e-12)
    assert np.allclose(quat_matrix(cam.rotation) @ [0, 0, 1], [-1, 0, 0], atol=1e-9)
    cam.drag(-H / 2, 0, H)
    cam.drag(0, -H, H)  # and dragging back returns to the start
    assert np.allclose(quat_matrix(cam.rotation), np.eye(3), atol=1e-9)


def test_zoom_is_clamped_and_reset_restores_the_view() -> None:
    cam = Camera()
    start = cam.rotation.copy(), cam.distance
    cam.zoom(50)
    assert cam.distance == MIN_DISTANCE
    cam.zoom(-80)
    assert cam.distance == MAX_DISTANCE
    cam.turn(30, 10)
    cam.reset()
    assert np.allclose(cam.rotation, start[0]) and cam.distance == start[1]


def test_rays_through_projected_points_pass_through_them() -> None:
    g = board_geometry("xeno-120")
    cam = Camera()
    cam.turn(40, -25)
    for s in range(0, 120, 7):
        x, y, _ = cam.project(g.centres[s], W, H)
        origin, direction = cam.ray(x, y, W, H)
        to_point = g.centres[s] - origin
        distance = np.linalg.norm(np.cross(to_point, direction))
        assert distance < 1e-9
