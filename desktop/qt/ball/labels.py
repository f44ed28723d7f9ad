"""The labels over the ball's frame: tall-stack counts, space numbers (N), letters (L).

Painted onto each frame's image on the render thread, from the frame's own snapshot, so the
labels always sit on the rings they name, and the UI thread only shows the finished image.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QPainter

from desktop.games.xeno.rules import COLOUR_NAMES, LETTERS
from desktop.qt.ball.ball_renderer import BallFrame, ring_pixels
from desktop.qt.ball.camera import FOV_DEGREES, Camera
from desktop.qt.ball.meshes import FULL_HEIGHT_RINGS, stack_heights

PIECE_LETTERS = {letter: name[0] for letter, name in zip(LETTERS, COLOUR_NAMES, strict=True)}
"""The letter written for a piece (L): its colour name's initial, as the side panel names it."""


def paint_labels(painter: QPainter, frame: BallFrame) -> None:
    """Counts beside compressed stacks; space numbers and stack letters when asked (on the
    render thread, onto the frame's image: QPainter on a QImage is safe off the UI thread)."""
    g = frame.geometry
    is_tall = np.array(list(map(len, frame.stacks))) > FULL_HEIGHT_RINGS
    every = frame.show_numbers or frame.letters  # a label on every space, else on the tall stacks
    if not (every or is_tall.any()):
        return
    heights = stack_heights(frame.stacks, g)
    tops = g.centres * (1.0 + heights[:, None] + 0.02)
    screen = frame.camera.project(tops, frame.width, frame.height)
    ring_px = ring_pixels(frame)
    facing = frame.camera.facing(g.centres)
    cx, cy, radius = outline(frame.camera, frame.width, frame.height)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    font = QFont(frame.font)
    font.setBold(True)
    font.setPointSizeF(max(7.0, min(11.0, 220.0 / math.sqrt(g.size))))
    painter.setFont(font)
    metrics = painter.fontMetrics()
    h = metrics.height() + 2
    taken: list[Box] = []
    shown = np.nonzero((facing >= 0.2) & (is_tall | every))[0]
    for s in shown[np.argsort(-facing[shown], kind="stable")]:  # the most readable first
        text = label_text(frame, int(s), bool(is_tall[s]))
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


def label_text(frame: BallFrame, space: int, tall: bool) -> str:
    """What the label beside ``space`` says: its number (N), its pieces' colour letters (L) or a count."""
    parts = []
    if frame.show_numbers:
        parts.append(str(space + 1))
    stack = frame.stacks[space]
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
