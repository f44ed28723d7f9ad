"""The ball's frames are read into the same few images in turn (``offscreen_gl.FrameImages``):
turning the ball allocates no image of the frame's size per frame (a fresh 5 MB array and a
fresh flipped copy each frame, mapped and unmapped again by malloc, were what glibc was tuned
for in ``desktop/heap.py``, now gone), and a frame still held is never drawn over."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from desktop.games.xeno.geometry import board_geometry
from desktop.qt.ball.gl_widget import BallWidget, palette
from desktop.qt.ball.meshes import stack_instances

SIZE = 320


def _serial(image: QImage) -> int:
    """Which block of pixels the image holds (the same for images sharing it)."""
    return int(image.cacheKey()) >> 32


def _ball(qtbot: QtBot) -> BallWidget:
    g = board_geometry("xeno-30")
    ball = BallWidget(g)
    qtbot.addWidget(ball)
    ball.resize(SIZE, SIZE)
    stacks = ["ab"] * g.size
    ball.set_stacks(tuple(stacks), stack_instances(g, stacks, palette()))
    ball.show()
    qtbot.waitExposed(ball)
    qtbot.waitUntil(ball.isValid)
    return ball


def _drag(qtbot: QtBot, ball: BallWidget, steps: int, after_each: list[int] | None = None) -> None:
    """Turn the ball as a player does, dragging it a step at a time; each step waits for its
    frame on screen, and (with ``after_each``) notes the pixels' block of a grab of it."""
    centre = QPoint(SIZE // 2, SIZE // 2)
    qtbot.mousePress(ball, Qt.MouseButton.LeftButton, pos=centre)
    for step in range(1, steps + 1):
        with qtbot.waitSignal(ball.frame_drawn, timeout=20_000):
            qtbot.mouseMove(ball, centre + QPoint(0, 12 * step))
        if after_each is not None:
            after_each.append(_serial(ball.grabFramebuffer()))  # the grab let go of at once
    qtbot.mouseRelease(ball, Qt.MouseButton.LeftButton, pos=centre + QPoint(0, 12 * steps))


def test_turning_the_ball_reads_its_frames_into_the_same_three_images(qtbot: QtBot) -> None:
    ball = _ball(qtbot)
    first = bytes(ball.grabFramebuffer().constBits())  # the pixels only: the image let go of
    serials: list[int] = []
    _drag(qtbot, ball, 10, serials)
    assert len(serials) == 10 and len(set(serials)) <= 3, serials  # was a new image every frame
    assert bytes(ball.grabFramebuffer().constBits()) != first  # the frames did change: the ball turned
    thread = ball._thread
    assert thread is not None and thread.images.copies == 0  # no image was shared when drawn into


def test_a_frame_still_held_is_copied_before_its_image_is_drawn_over(qtbot: QtBot) -> None:
    ball = _ball(qtbot)
    kept = ball.grabFramebuffer()
    pixels = bytes(kept.constBits())
    serial = _serial(kept)
    _drag(qtbot, ball, 8)  # its image comes round again at least twice
    assert bytes(kept.constBits()) == pixels and _serial(kept) == serial
    assert ball.grabFramebuffer() != kept
    thread = ball._thread
    assert thread is not None and thread.images.copies >= 1
