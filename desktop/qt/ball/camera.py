"""A trackball camera around the ball, in pure numpy (no Qt, no OpenGL).

The ball sits at the origin with radius 1.  The camera looks at it from
``distance`` along +z of view space; ``rotation`` (a unit quaternion, w first)
turns the ball.  Dragging rotates about an axis in the screen plane, so
there is no gimbal lock; the wheel changes the distance.

>>> cam = Camera(rotation=np.array([1.0, 0.0, 0.0, 0.0]))
>>> x, y = cam.project(np.array([0.0, 0.0, 1.0]), 800, 600)[:2]
>>> round(float(x)), round(float(y))   # unturned, +z faces the viewer: the screen centre
(400, 300)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np
from numpy.typing import NDArray

Vec = NDArray[np.float64]

FOV_DEGREES = 30.0
NEAR, FAR = 0.1, 50.0
MIN_DISTANCE, MAX_DISTANCE = 1.9, 12.0
DEFAULT_DISTANCE = 4.9


def quat_multiply(a: Vec, b: Vec) -> Vec:
    aw, ax, ay, az = a
    bw, bx, by, bz = b
    return np.array(
        [
            aw * bw - ax * bx - ay * by - az * bz,
            aw * bx + ax * bw + ay * bz - az * by,
            aw * by - ax * bz + ay * bw + az * bx,
            aw * bz + ax * by - ay * bx + az * bw,
        ]
    )


def quat_from_axis_angle(axis: Vec, angle: float) -> Vec:
    norm = float(np.linalg.norm(axis))
    if norm < 1e-12 or abs(angle) < 1e-12:
        return np.array([1.0, 0.0, 0.0, 0.0])
    s = math.sin(angle / 2) / norm
    return np.array([math.cos(angle / 2), axis[0] * s, axis[1] * s, axis[2] * s])


def quat_matrix(q: Vec) -> Vec:
    """3×3 rotation matrix of a unit quaternion."""
    w, x, y, z = q / np.linalg.norm(q)
    return np.array(
        [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
        ]
    )


def quat_slerp(a: Vec, b: Vec, t: float) -> Vec:
    dot = float(a @ b)
    if dot < 0:
        b, dot = -b, -dot
    if dot > 0.9995:
        out = a + t * (b - a)
        return out / np.linalg.norm(out)
    theta = math.acos(dot)
    return (math.sin((1 - t) * theta) * a + math.sin(t * theta) * b) / math.sin(theta)


def default_rotation() -> Vec:
    """A three-quarter view: the north pole tilted toward the viewer and turned a little."""
    tilt = quat_from_axis_angle(np.array([1.0, 0.0, 0.0]), -math.radians(60))
    turn = quat_from_axis_angle(np.array([0.0, 0.0, 1.0]), math.radians(-20))
    return quat_multiply(tilt, turn)


@dataclass
class Camera:
    rotation: Vec = field(default_factory=default_rotation)
    distance: float = DEFAULT_DISTANCE

    # -- matrices ------------------------------------------------------------
    def model_view(self) -> Vec:
        """4×4 matrix taking ball coordinates to view coordinates."""
        m = np.eye(4)
        m[:3, :3] = quat_matrix(self.rotation)
        m[2, 3] = -self.distance
        return m

    @staticmethod
    def projection(width: int, height: int) -> Vec:
        aspect = max(width, 1) / max(height, 1)
        f = 1.0 / math.tan(math.radians(FOV_DEGREES) / 2)
        p = np.zeros((4, 4))
        p[0, 0] = f / aspect
        p[1, 1] = f
        p[2, 2] = (FAR + NEAR) / (NEAR - FAR)
        p[2, 3] = 2 * FAR * NEAR / (NEAR - FAR)
        p[3, 2] = -1.0
        return p

    # -- screen <-> ball ---------------------------------------------------------
    def project(self, points: Vec, width: int, height: int) -> Vec:
        """Widget pixel coordinates (x, y) and view depth (-z) of ball points (N×3 or 3)."""
        pts = np.atleast_2d(points)
        view = pts @ quat_matrix(self.rotation).T
        view[:, 2] -= self.distance
        clip = np.c_[view, np.ones(len(view))] @ self.projection(width, height).T
        ndc = clip[:, :3] / clip[:, 3:4]
        x = (ndc[:, 0] + 1) * width / 2
        y = (1 - ndc[:, 1]) * height / 2
        out: Vec = np.c_[x, y, -view[:, 2]]
        return out[0] if np.ndim(points) == 1 else out

    def ray(self, x: float, y: float, width: int, height: int) -> tuple[Vec, Vec]:
        """Origin and unit direction, in ball coordinates, of the ray through pixel (x, y)."""
        aspect = max(width, 1) / max(height, 1)
        t = math.tan(math.radians(FOV_DEGREES) / 2)
        nx = 2 * x / max(width, 1) - 1
        ny = 1 - 2 * y / max(height, 1)
        direction_view = np.array([nx * t * aspect, ny * t, -1.0])
        rot = quat_matrix(self.rotation)
        origin = rot.T @ np.array([0.0, 0.0, self.distance])
        direction = rot.T @ direction_view
        return origin, direction / np.linalg.norm(direction)

    def facing(self, points: Vec) -> Vec:
        """Cosine between each (unit) surface normal and the direction to the camera."""
        eye = quat_matrix(self.rotation).T @ np.array([0.0, 0.0, self.distance])
        pts = np.atleast_2d(points)
        to_eye = eye - pts
        to_eye /= np.linalg.norm(to_eye, axis=1, keepdims=True)
        facing: Vec = np.einsum("ij,ij->i", pts / np.linalg.norm(pts, axis=1, keepdims=True), to_eye)
        return facing

    # -- moving ---------------------------------------------------------------------
    def drag(self, dx: float, dy: float, height: int) -> None:
        """Turn the ball as if the pointer dragged its surface by (dx, dy) pixels."""
        angle = math.pi * math.hypot(dx, dy) / max(height, 1)
        axis = np.array([dy, dx, 0.0])
        self.rotation = quat_multiply(quat_from_axis_angle(axis, angle), self.rotation)
        self.rotation /= np.linalg.norm(self.rotation)

    def turn(self, yaw_degrees: float, pitch_degrees: float) -> None:
        """Turn about the screen's vertical (yaw) and horizontal (pitch) axes."""
        yaw = quat_from_axis_angle(np.array([0.0, 1.0, 0.0]), math.radians(yaw_degrees))
        pitch = quat_from_axis_angle(np.array([1.0, 0.0, 0.0]), math.radians(pitch_degrees))
        self.rotation = quat_multiply(pitch, quat_multiply(yaw, self.rotation))

    def zoom(self, steps: float) -> None:
        self.distance = float(np.clip(self.distance * 0.9**steps, MIN_DISTANCE, MAX_DISTANCE))

    def rotation_to_front(self, point: Vec) -> Vec:
        """The rotation that brings ``point`` (on the ball) to face the viewer."""
        now = quat_matrix(self.rotation) @ (point / np.linalg.norm(point))
        front = np.array([0.0, 0.0, 1.0])
        axis = np.cross(now, front)
        angle = math.acos(float(np.clip(now @ front, -1.0, 1.0)))
        if np.linalg.norm(axis) < 1e-9:
            axis = np.array([0.0, 1.0, 0.0])
        return quat_multiply(quat_from_axis_angle(axis, angle), self.rotation)

    def reset(self) -> None:
        self.rotation = default_rotation()
        self.distance = DEFAULT_DISTANCE


def group_spaces(centres: Vec, spaces: Sequence[int], within: float = 0.55) -> list[list[int]]:
    """``spaces`` in groups that each fit in one view, the biggest first; each group in order.

    A group grows from a seed space, nearest first, while every member stays within
    ``acos(within)`` (57°) of the group's middle: turned to face the viewer there, each
    faces it too.

    >>> from desktop.games.xeno.geometry import board_geometry
    >>> g = board_geometry("xeno-30")
    >>> far = int(np.argmin(g.centres @ g.centres[0]))  # the space opposite space 1
    >>> near = [int(s) for s in g.adjacent[0]]
    >>> groups = group_spaces(g.centres, [far, 0, *near])
    >>> groups == [sorted([0, *near]), [far]]
    True
    """
    left = list(dict.fromkeys(spaces))
    groups: list[list[int]] = []
    while left:
        points = centres[left]
        best: list[int] = []
        for seed in range(len(points)):
            members: list[int] = []
            total = np.zeros(3)
            for j in np.argsort(-(points @ points[seed]), kind="stable"):
                trial = total + points[j]
                middle = trial / max(float(np.linalg.norm(trial)), 1e-9)
                if min(points[[*members, int(j)]] @ middle) < within:
                    break
                members.append(int(j))
                total = trial
            if len(members) > len(best):
                best = members
        groups.append(sorted(left[j] for j in best))
        taken = set(groups[-1])
        left = [s for s in left if s not in taken]
    return groups
