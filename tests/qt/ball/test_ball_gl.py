"""The ball drawn with OpenGL under Xvfb (Mesa's llvmpipe): pixels, buffers, clicks and drags."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QWheelEvent
from pytestqt.qtbot import QtBot

from desktop.games.xeno.geometry import STANDARD_BOARDS, board_geometry
from desktop.qt.ball.gl_widget import PLAYER_COLOURS, BallWidget, palette
from desktop.qt.ball.meshes import stack_instances

SIZE = 420


def full_stacks(size: int, seed: int = 1) -> list[str]:
    rng = random.Random(seed)
    stacks = ["".join(rng.choice("ab") for _ in range(rng.randint(1, 3))) for _ in range(size)]
    stacks[0] = "abababab"  # a tall stack, drawn compressed with a count
    return stacks


def make_ball(qtbot: QtBot, name: str, stacks: list[str]) -> BallWidget:
    g = board_geometry(name)
    ball = BallWidget(g)
    qtbot.addWidget(ball)
    ball.resize(SIZE, SIZE)
    ball.show()
    qtbot.waitExposed(ball)
    ball.set_stacks(tuple(stacks), stack_instances(g, stacks, palette()))
    return ball


def hue_distance(pixel: QColor, target: str) -> float:
    a, b = pixel.toHsv(), QColor(target).toHsv()
    d = abs(a.hueF() - b.hueF())
    return min(d, 1 - d)


def image(ball: BallWidget) -> QImage:
    return ball.grabFramebuffer()


@pytest.mark.parametrize("name", STANDARD_BOARDS)
def test_every_standard_board_renders_spaces_stacks_and_background(
    qtbot: QtBot, name: str, shots_dir: Path
) -> None:
    g = board_geometry(name)
    stacks = full_stacks(g.size)
    empty = 1 + int(np.argmax(g.centres[1:, 2]))  # an empty space near the top
    stacks[empty] = ""
    ball = make_ball(qtbot, name, stacks)
    colours = np.tile(np.array([0.93, 0.89, 0.80, 1.0], np.float32), (g.size, 1))
    colours[empty] = (0.9, 0.05, 0.05, 1.0)
    ball.set_space_colours(colours)
    ball.turn_to_front(empty, animate=False)
    img = image(ball)
    img.save(str(shots_dir / f"ball_{name}.png"))
    centre = img.pixelColor(SIZE // 2, SIZE // 2)
    assert centre.red() > 150 and centre.green() < 90 and centre.blue() < 90, centre.name()
    assert img.pixelColor(3, 3).name() == QColor.fromRgbF(0.16, 0.18, 0.21).name()  # background
    # a stack seen from above: its top ring at its projected top shows its owner's colour
    facing = ball.camera.facing(g.centres)
    s = next(s for s in np.argsort(-facing) if stacks[s] and len(stacks[s]) <= 3 and s != empty)
    point = ball.space_point(int(s)).toPoint()
    ring_point = point + QPoint(0, 0)
    top_colour = PLAYER_COLOURS["ab".index(stacks[s][-1])]
    # the ring's body lies between its hole and its rim: look around the centre
    found = False
    g_r = float(np.linalg.norm(g.corners[s][0] - g.corners[s][1])) / 2
    for dx in range(-40, 41, 2):
        p = ring_point + QPoint(dx, 0)
        if hue_distance(img.pixelColor(p), top_colour) < 0.04 and img.pixelColor(p).saturation() > 120:
            found = True
            break
    assert found and g_r > 0, f"no {top_colour} ring near space {s + 1}"


def test_colour_changes_upload_only_the_colour_buffer(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    g = board_geometry("xeno-30")
    ball = make_ball(qtbot, "xeno-30", full_stacks(30))
    image(ball)  # first frame: everything uploaded
    uploads: list[int] = []
    original = BallWidget._upload
    monkeypatch.setattr(BallWidget, "_upload", staticmethod(lambda b, d: (uploads.append(b), original(b, d))))
    ball.set_space_colours(np.ones((g.size, 4), np.float32))
    image(ball)
    assert uploads == [ball._board.buffers["colours"]]
    uploads.clear()
    stacks = full_stacks(30, seed=2)
    ball.set_stacks(tuple(stacks), stack_instances(g, stacks, palette()))
    image(ball)
    rings = ball._rings()
    assert sorted(uploads) == sorted([rings.buffers["matrices"], rings.buffers["icolours"]])


def test_a_click_is_not_a_drag_and_a_drag_is_not_a_click(qtbot: QtBot) -> None:
    ball = make_ball(qtbot, "xeno-30", [""] * 30)
    ball.turn_to_front(12, animate=False)
    clicks: list[int] = []
    ball.space_clicked.connect(clicks.append)
    centre = QPoint(SIZE // 2, SIZE // 2)
    qtbot.mousePress(ball, Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseMove(ball, centre + QPoint(3, 2))  # a wobble, still a click
    qtbot.mouseRelease(ball, Qt.MouseButton.LeftButton, pos=centre + QPoint(3, 2))
    assert clicks == [12]
    before = ball.camera.rotation.copy()
    qtbot.mousePress(ball, Qt.MouseButton.LeftButton, pos=centre)
    for step in range(1, 9):
        qtbot.mouseMove(ball, centre + QPoint(10 * step, 0))
    qtbot.mouseRelease(ball, Qt.MouseButton.LeftButton, pos=centre + QPoint(80, 0))
    assert clicks == [12]  # the drag clicked nothing
    assert not np.allclose(before, ball.camera.rotation)  # but turned the ball


def test_wheel_zooms_shift_arrows_turn_and_double_click_brings_a_space_to_the_front(qtbot: QtBot) -> None:
    g = board_geometry("xeno-30")
    ball = make_ball(qtbot, "xeno-30", [""] * 30)
    distance = ball.camera.distance
    # pytest-qt has no wheel helper: send the event as Qt would
    event = QWheelEvent(
        QPointF(50, 50),
        QPointF(50, 50),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    ball.wheelEvent(event)
    assert ball.camera.distance < distance
    before = ball.camera.rotation.copy()
    ball.setFocus()
    qtbot.keyClick(ball, Qt.Key.Key_Left)  # plain ← → belong to the window's history
    assert np.allclose(before, ball.camera.rotation)
    qtbot.keyClick(ball, Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert not np.allclose(before, ball.camera.rotation)
    facing = ball.camera.facing(g.centres)
    side = int(np.argmin(np.abs(facing - 0.5)))
    point = ball.space_point(side).toPoint()
    qtbot.mouseDClick(ball, Qt.MouseButton.LeftButton, pos=point)
    qtbot.waitUntil(lambda: ball.camera.facing(g.centres[side : side + 1])[0] > 0.99, timeout=2000)


def test_the_command_line_renders_a_position_on_the_ball(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    out = tmp_path / "ball.png"
    position = "xeno-30 a ,,b,,,,,bbbbbbbb,,,,,b,,,,,,,,,aaaa,,,aaabb,bbaaaa,aaa,,,ba"
    argv = [sys.executable, "-m", "desktop", "render", "xeno-30", "--position", position, "--out", str(out)]
    done = subprocess.run(
        [*argv, "--front", "8", "--size", "300"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    img = QImage(str(out))
    assert (img.width(), img.height()) == (300, 300)
    centre = img.pixelColor(150, 150)  # space 8 holds b's tall stack, turned to the front
    assert hue_distance(centre, PLAYER_COLOURS[1]) < 0.05 or centre.lightness() > 150
    no_display = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    done = subprocess.run(argv, capture_output=True, text=True, timeout=60, env=no_display)
    assert done.returncode == 2 and "needs OpenGL on a display" in done.stderr


def test_a_board_option_on_the_command_line_reaches_the_renderer(tmp_path: Path) -> None:
    import subprocess
    import sys

    def render(*words: str) -> QImage:
        out = tmp_path / f"{'_'.join(words).replace('=', '-')}.png"
        argv = [sys.executable, "-m", "desktop", "render", *words, "--size", "240", "--out", str(out)]
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return QImage(str(out))

    by_option = render("xeno", "-o", "board=xeno-12")
    by_name = render("xeno-12")
    default = render("xeno")  # xeno-30
    assert by_option == by_name  # the 12-space ball, pixel for pixel
    assert by_option != default
