"""The labels over the ball's frame: tall-stack counts, space numbers (N), letters (L).

Painted onto each frame's image on the render thread, from the frame's own snapshot, so the
labels always sit on the rings they name, and the UI thread only shows the finished image.

Space numbers and letters sit on their spaces: each label is centred on its space's centre
(pushed toward the ball's middle only as far as it must to stay on the ball, still covering
that centre).  A space turned too far toward the rim gets none (its square is too
foreshortened to read), nor
one whose label would cover a label already placed: labels are placed the most readable (the
most facing) first, so on a big ball those near the middle are all shown and the crowded
ones near the rim are left out; their size follows the spaces' size on screen.  Hovering a
space always names it.  Without N or L only tall stacks get a label, their count, beside the
stack so its rings stay visible.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainter

from desktop.games.xeno.geometry import BallGeometry
from desktop.games.xeno.state import COLOUR_NAMES, LETTERS
from desktop.qt.ball.ball_renderer import BallFrame, ring_pixels
from desktop.qt.ball.camera import FOV_DEGREES, Camera
from desktop.qt.ball.meshes import FULL_HEIGHT_RINGS, space_radius, stack_heights

PIECE_LETTERS = {letter: name[0] for letter, name in zip(LETTERS, COLOUR_NAMES, strict=True)}
"""The letter written for a piece (L): its colour name's initial, as the side panel names it."""

FACING = (0.2, 0.45)
"""A label on a space only while the space faces the viewer enough (the cosine) for its square,
foreshortened toward the rim, to stay as tall as the label: at least the first (the rings of
a space nearer the rim sink into it), at most the second (small spaces on a big ball)."""

LABEL_PIXELS = (9, 14)
"""The labels' font size in pixels, least and most: it follows the spaces' size on screen."""

PADDING = 3  # pixels of the label's background left and right of its text

Box = tuple[float, float, float, float]  # left, top, width, height
Placed = tuple[int, str, Box]  # a space, its label's text, the label's box on the widget


@functools.cache  # once per board (geometries hash by identity, and are few and kept)
def space_spacing(geometry: BallGeometry) -> float:
    """The typical distance between the centres of two spaces that touch (the ball's radius is 1)."""
    c = geometry.centres
    return float(np.median(np.linalg.norm(c - c[geometry.neighbours[:, 0]], axis=1)))


def front_pixels(frame: BallFrame) -> float:
    """Pixels a unit of length takes in the middle of the ball (its point nearest the camera)."""
    front = max(frame.camera.distance - 1.0, 0.1)
    return frame.height / (2 * front * math.tan(math.radians(FOV_DEGREES) / 2))


def spacing_pixels(frame: BallFrame) -> float:
    """The distance between neighbouring spaces' centres in the middle of the ball, in pixels."""
    return space_spacing(frame.content.geometry) * front_pixels(frame)


def min_facing(frame: BallFrame, height: float) -> float:
    """How much a space must face the viewer for a label ``height`` pixels tall (see :data:`FACING`)."""
    side = 2 * float(np.median(space_radius(frame.content.geometry))) * front_pixels(frame)
    least, most = FACING
    return min(most, max(least, height / max(side, 1.0)))


def label_font(frame: BallFrame) -> QFont:
    """The labels' font: bold, sized for the spaces on screen (small on a big ball, or far away)."""
    font = QFont(frame.font)
    font.setBold(True)
    least, most = LABEL_PIXELS
    font.setPixelSize(round(min(most, max(least, 0.3 * spacing_pixels(frame)))))
    return font


def paint_labels(painter: QPainter, frame: BallFrame) -> list[Placed]:
    """Counts beside compressed stacks; space numbers and stack letters when asked (on the
    render thread, onto the frame's image: QPainter on a QImage is safe off the UI thread).

    Returns the labels painted.
    """
    stacks = frame.content.stacks
    if not (frame.show_numbers or frame.letters or any(len(s) > FULL_HEIGHT_RINGS for s in stacks)):
        return []
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(label_font(frame))
    metrics = painter.fontMetrics()
    placed = place_labels(frame, metrics.horizontalAdvance, metrics.height() + 2)
    baseline = (metrics.height() + 2 + metrics.ascent() - metrics.descent()) / 2
    for _space, text, (x, y, w, h) in placed:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(20, 22, 26, 175))
        painter.drawRoundedRect(round(x), round(y), round(w), round(h), 4, 4)
        painter.setPen(QColor("#f4f1e8"))
        painter.drawText(round(x) + PADDING, round(y + baseline), text)
    painter.restore()
    return placed


def place_labels(frame: BallFrame, text_width: Callable[[str], float], height: float) -> list[Placed]:
    """Where each label goes on ``frame``: a label ``height`` pixels tall, as wide as its text
    (``text_width``) and its padding; none covers another, and all stay on the ball's outline."""
    g, stacks = frame.content.geometry, frame.content.stacks
    is_tall = np.fromiter(map(len, stacks), np.int64, len(stacks)) > FULL_HEIGHT_RINGS
    every = frame.show_numbers or frame.letters  # a label on every space, else on the tall stacks
    heights = stack_heights(stacks, g)
    # a label on every space sits on the space itself (a tall stack near the rim rises past the
    # ball's outline); a count beside its stack's top
    lift = np.zeros_like(heights) if every else heights
    screen = frame.camera.project(g.centres * (1.0 + lift[:, None] + 0.02), frame.width, frame.height)
    facing = frame.camera.facing(g.centres)
    ball = outline(frame.camera, frame.width, frame.height)
    taken = _Taken(2.0 * height)
    placed: list[Placed] = []
    shown = (
        np.nonzero(facing >= min_facing(frame, height))[0]
        if every
        else np.nonzero((facing >= 0.2) & is_tall)[0]
    )
    gap = 0.6 * ring_pixels(frame)
    for s in shown[np.argsort(-facing[shown], kind="stable")]:  # the most readable first
        space = int(s)
        text = label_text(frame, space, bool(is_tall[space]))
        if not text:
            continue
        w = text_width(text) + 2 * PADDING
        x, y = float(screen[space][0]), float(screen[space][1])
        if every:  # on the space: centred on it
            place = on_space(x, y, w, height, ball)
        else:  # a count beside its stack
            near = taken.near(x - w - gap, y - height - gap, 2 * (w + gap), 2 * (height + gap))
            place = label_box(x, y, w, height, gap, ball, near)
        if place is None or not taken.free(place[0], place[1], w, height):
            continue  # no room for it: hovering the space still names it
        taken.add((place[0] - 1, place[1] - 1, w + 2, height + 2))
        placed.append((space, text, (place[0], place[1], w, height)))
    return placed


class _Taken:
    """The label boxes placed so far, in a grid of cells, so a new one is checked only
    against its neighbours (hundreds of labels a frame on a big ball)."""

    def __init__(self, cell: float) -> None:
        self.cell = max(cell, 1.0)
        self.cells: dict[tuple[int, int], list[Box]] = {}

    def _keys(self, left: float, top: float, w: float, h: float) -> list[tuple[int, int]]:
        c = self.cell
        return [
            (i, j)
            for i in range(math.floor(left / c), math.floor((left + w) / c) + 1)
            for j in range(math.floor(top / c), math.floor((top + h) / c) + 1)
        ]

    def add(self, box: Box) -> None:
        for key in self._keys(*box):
            self.cells.setdefault(key, []).append(box)

    def near(self, left: float, top: float, w: float, h: float) -> list[Box]:
        found: dict[int, Box] = {}
        for key in self._keys(left, top, w, h):
            for box in self.cells.get(key, ()):
                found[id(box)] = box
        return list(found.values())

    def free(self, left: float, top: float, w: float, h: float) -> bool:
        return all(
            left + w <= bl or bl + bw <= left or top + h <= bt or bt + bh <= top
            for bl, bt, bw, bh in self.near(left, top, w, h)
        )


def label_text(frame: BallFrame, space: int, tall: bool) -> str:
    """What the label beside ``space`` says: its number (N), its pieces' colour letters (L) or a count."""
    parts = []
    if frame.show_numbers:
        parts.append(str(space + 1))
    stack = frame.content.stacks[space]
    if frame.letters and stack:
        parts.append("".join(PIECE_LETTERS[ch] for ch in stack))
    elif tall:
        parts.append(f"×{len(stack)}")
    return " ".join(parts)


def outline(camera: Camera, width: int, height: int) -> tuple[float, float, float]:
    """The ball's outline on a widget of ``width`` × ``height``: centre x, y and radius in pixels."""
    half = math.tan(math.radians(FOV_DEGREES) / 2)
    radius = height / 2 * math.tan(math.asin(min(1.0, 1.0 / camera.distance))) / half
    return width / 2, height / 2, radius


def on_space(
    x: float, y: float, w: float, h: float, outline: tuple[float, float, float]
) -> tuple[float, float] | None:
    """The top-left corner of a ``w``×``h`` label centred on a stack whose top is at (x, y),
    pushed toward the ball's middle so far as it must to stay on the ``outline`` and still
    covers (x, y): ``None`` when it cannot."""
    cx, cy, radius = outline
    limit = radius - 2.0
    left, top = x - w / 2, y - h / 2
    dx, dy = cx - x, cy - y
    norm = math.hypot(dx, dy) or 1.0
    for _ in range(4):
        excess = reach(left, top, w, h, outline) - limit
        if excess <= 0:
            break
        left, top = left + dx / norm * (excess + 0.5), top + dy / norm * (excess + 0.5)
    inside = left + 2 <= x <= left + w - 2 and top + 2 <= y <= top + h - 2
    return (left, top) if inside and reach(left, top, w, h, outline) <= limit else None


def reach(left: float, top: float, w: float, h: float, outline: tuple[float, float, float]) -> float:
    """How far from the outline's centre the farthest corner of a box reaches, in pixels."""
    cx, cy, _ = outline
    corners = ((left, top), (left + w, top), (left, top + h), (left + w, top + h))
    return max(math.hypot(px - cx, py - cy) for px, py in corners)


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

    def free(left: float, top: float) -> bool:
        return all(
            left + w <= bl or bl + bw <= left or top + h <= bt or bt + bh <= top for bl, bt, bw, bh in taken
        )

    sides = [(x + gap, y - gap - h), (x - gap - w, y - gap - h), (x + gap, y + gap), (x - gap - w, y + gap)]
    inside = [(left, top) for left, top in sides if reach(left, top, w, h, outline) <= limit]
    for left, top in inside:
        if free(left, top):
            return left, top
    if inside:
        return None
    left, top = min(sides, key=lambda c: reach(c[0], c[1], w, h, outline))
    for _ in range(8):  # toward the middle until it fits
        excess = reach(left, top, w, h, outline) - limit
        if excess <= 0:
            break
        mx, my = left + w / 2 - cx, top + h / 2 - cy
        norm = math.hypot(mx, my) or 1.0
        left -= mx / norm * (excess + 1.0)
        top -= my / norm * (excess + 1.0)
    return (left, top) if free(left, top) else None
