"""Which space a click lands on: ray → ball (or a stack's column) → space. Pure numpy.

>>> from desktop.games.xeno.geometry import board_geometry
>>> from desktop.qt.ball.camera import Camera
>>> g = board_geometry("xeno-30")
>>> cam = Camera()
>>> cam.rotation = cam.rotation_to_front(g.centres[7])
>>> pick_space(g.centres, [0] * 30, cam, 400, 300, 800, 600, ring_radius=0.1)
7
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from desktop.qt.ball.camera import Camera, Vec


def ray_sphere(origin: Vec, direction: Vec, radius: float = 1.0) -> float | None:
    """Distance along the ray to the first hit of the sphere, or None."""
    b = float(origin @ direction)
    c = float(origin @ origin) - radius * radius
    disc = b * b - c
    if disc < 0:
        return None
    t = -b - np.sqrt(disc)
    return float(t) if t > 0 else None


def pick_space(
    centres: Vec,
    heights: Sequence[float] | Vec,
    camera: Camera,
    x: float,
    y: float,
    width: int,
    height: int,
    ring_radius: float,
) -> int | None:
    """The space under pixel (x, y): a stack's column if the ray passes through one first,
    else the space whose centre is nearest the point where the ray meets the ball."""
    origin, direction = camera.ray(x, y, width, height)
    best_t = ray_sphere(origin, direction)
    best: int | None = None
    if best_t is not None:
        hit = origin + best_t * direction
        best = int(np.argmax(centres @ hit))
    tops = np.asarray(heights, dtype=np.float64)
    columns = np.nonzero(tops > 0)[0]
    if len(columns):
        # closest approach between the ray and each column's axis segment
        a = centres[columns]  # bottom of each column (on the ball)
        u = a  # axis direction (unit normal)
        w0 = origin - a
        b = u @ direction
        d = w0 @ direction
        e = np.einsum("ij,ij->i", u, w0)
        denom = 1 - b * b
        safe = np.where(np.abs(denom) < 1e-9, 1.0, denom)
        s_col = np.clip((e - b * d) / safe, 0.0, tops[columns])  # along the column
        t_ray = s_col * b - d  # along the ray, for that column point
        closest = origin + t_ray[:, None] * direction - (a + s_col[:, None] * u)
        dist = np.linalg.norm(closest, axis=1)
        inside = (dist <= ring_radius) & (t_ray > 0)
        if np.any(inside):
            candidates = np.nonzero(inside)[0]
            first = candidates[np.argmin(t_ray[candidates])]
            if best_t is None or t_ray[first] < best_t:
                best = int(columns[first])
    return best
