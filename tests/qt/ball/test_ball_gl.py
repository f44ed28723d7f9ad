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
from desktop.qt.ball.ball_renderer import BallRenderer
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
    original = BallRenderer._upload
    monkeypatch.setattr(
        BallRenderer, "_upload", staticmethod(lambda b, d: (uploads.append(b), original(b, d)))
    )
    renderer = ball._thread.renderer if ball._thread is not None else None
    assert isinstance(renderer, BallRenderer)
    ball.set_space_colours(np.ones((g.size, 4), np.float32))
    image(ball)
    assert uploads == [renderer._board.buffers["colours"]]
    uploads.clear()
    stacks = full_stacks(30, seed=2)
    ball.set_stacks(tuple(stacks), stack_instances(g, stacks, palette()))
    frame = ball.frame()
    image(ball)
    rings = renderer.rings_mesh(frame)
    assert sorted(uploads) == sorted([rings.buffers["matrices"], rings.buffers["icolours"]])


def test_the_first_frame_shows_the_colours_given_before_it(qtbot: QtBot) -> None:
    g = board_geometry("xeno-12")
    ball = BallWidget(g)  # not shown: its first frame is the grab
    qtbot.addWidget(ball)
    ball.resize(SIZE, SIZE)
    ball.set_space_colours(np.tile(np.array([0.9, 0.05, 0.05, 1.0], np.float32), (g.size, 1)))
    centre = image(ball).pixelColor(SIZE // 2, SIZE // 2)
    assert centre.red() > 150 and centre.green() < 90, centre.name()


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


@pytest.mark.slow
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


@pytest.mark.slow
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


def pixels(img: QImage) -> np.ndarray:
    """An image as an H×W×3 array of 0..255."""
    rgb = img.convertToFormat(QImage.Format.Format_RGB888)
    width, height = rgb.width(), rgb.height()
    data = np.frombuffer(rgb.constBits(), np.uint8, count=rgb.bytesPerLine() * height)
    return data.reshape(height, rgb.bytesPerLine())[:, : width * 3].reshape(height, width, 3).copy()


@pytest.mark.parametrize("players", [3, 6])
def test_labels_and_pieces_stay_on_the_ball(qtbot: QtBot, players: int, shots_dir: Path) -> None:
    """Space numbers and letters on (N, L), as a player saw xeno-120: nothing past the ball's outline."""
    from desktop.games.registry import resolve

    rules, options = resolve("xeno")
    state = rules.new_state({**options, "board": "xeno-120", "players": players}, 4)  # one ring a space
    ball = make_ball(qtbot, "xeno-120", list(state.stacks))
    ball.resize(560, 480)
    ball.show_numbers = ball.letters = True
    background = np.array([round(0.16 * 255), round(0.18 * 255), round(0.21 * 255)])
    for turn in range(6):
        ball.camera.turn(23.0 * turn, 9.0 * turn)
        img = image(ball)
        if turn == 0:
            img.save(str(shots_dir / f"ball_labels_{players}.png"))
        cx, cy, radius = ball.outline()
        ys, xs = np.mgrid[0 : img.height(), 0 : img.width()]
        # a ring standing near the rim may rise a few pixels past it, as a real one would; the labels
        # and the slivers of rings behind the rim went tens of pixels out
        outside = np.hypot(xs + 0.5 - cx, ys + 0.5 - cy) > radius + 5
        stray = np.abs(pixels(img).astype(int) - background).max(axis=2) > 6
        assert not np.any(outside & stray), f"turn {turn}: {int(np.sum(outside & stray))} pixels past the rim"
        assert np.sum(~outside & stray) > 1000  # the ball itself is drawn


def test_a_label_box_stays_inside_the_outline() -> None:
    from desktop.qt.ball.labels import label_box

    rng = random.Random(5)
    outline = (300.0, 240.0, 200.0)
    for _ in range(500):
        angle, r = rng.uniform(0, 2 * np.pi), 200 * np.sqrt(rng.random())
        x, y = 300 + r * np.cos(angle), 240 + r * np.sin(angle)
        w, h = rng.uniform(12, 70), 18.0
        place = label_box(x, y, w, h, 6.0, outline)
        assert place is not None
        left, top = place
        for px, py in ((left, top), (left + w, top), (left, top + h), (left + w, top + h)):
            assert np.hypot(px - 300, py - 240) <= 200 - 1.9
        if r < 120:  # room up and to the right: the label sits there, beside the stack's top
            assert (left, top) == (x + 6.0, y - 6.0 - h)


def test_letters_are_the_colour_names_initials(qtbot: QtBot) -> None:
    from desktop.games.xeno.state import COLOUR_NAMES

    ball = make_ball(qtbot, "xeno-12", ["abcdef", "fa", *[""] * 10])
    ball.letters = True
    assert ball.label_text(0, False) == "".join(name[0] for name in COLOUR_NAMES) == "OBGYPS"
    ball.show_numbers = True
    assert ball.label_text(1, False) == "2 SO"
    assert ball.label_text(2, False) == "3"


def simulate(colour: str, kind: str) -> np.ndarray:
    """CIELAB of a colour as seen with a colour-vision deficiency (Machado et al. 2009, severity 1)."""
    matrices = {
        "normal": np.eye(3),
        "protan": [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
        "deutan": [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
        "tritan": [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ],
    }
    c = QColor(colour)
    srgb = np.array([c.redF(), c.greenF(), c.blueF()])
    linear = np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)
    seen = np.clip(np.array(matrices[kind]) @ linear, 0, 1)
    xyz = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]) @ seen
    t = xyz / np.array([0.95047, 1.0, 1.08883])
    f = np.where(t > 0.008856, np.cbrt(t), 7.787 * t + 16 / 116)
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


def test_colours_that_come_close_never_share_a_ring_mark() -> None:
    """Six players: any two colours closer than ΔE 30 for some eye carry different marks on their rings."""
    from desktop.qt.ball.gl_widget import PLAYER_MARKS

    close = set()
    for kind in ("normal", "protan", "deutan", "tritan"):
        for a in range(6):
            for b in range(a + 1, 6):
                if np.linalg.norm(simulate(PLAYER_COLOURS[a], kind) - simulate(PLAYER_COLOURS[b], kind)) < 30:
                    close.add((a, b))
    assert {(0, 3), (1, 5), (2, 4)} <= close  # orange–yellow, blue–sky, green–purple at least
    for a, b in close:
        assert PLAYER_MARKS[a] != PLAYER_MARKS[b], (PLAYER_COLOURS[a], PLAYER_COLOURS[b])


def test_ring_marks_are_drawn(qtbot: QtBot) -> None:
    """Green's notches, yellow's dark line and purple's light one show on the rings."""
    from desktop.qt.ball.gl_widget import PLAIN

    g = board_geometry("xeno-30")
    ball = make_ball(qtbot, "xeno-30", [""] * 30)
    ball.turn_to_front(0, animate=False)
    plain = {k: (*v[:3], PLAIN) for k, v in palette().items()}
    for letter in "cde":
        stacks = [""] * 30
        stacks[0] = letter
        ball.set_stacks(tuple(stacks), stack_instances(g, stacks, palette()))
        marked = pixels(image(ball)).astype(int)
        ball.set_stacks(tuple(stacks), stack_instances(g, stacks, plain))
        bare = pixels(image(ball)).astype(int)
        changed = np.abs(marked - bare).max(axis=2) > 40
        assert changed.sum() > 60, letter  # the mark covers a good part of the ring …
        ys, xs = np.nonzero(changed)
        centre = ball.space_point(0)
        ring_px = ball._ring_pixels()
        assert np.all(np.hypot(xs - centre.x(), ys - centre.y()) < 1.3 * ring_px), (
            letter
        )  # … and only the ring
        darker = (marked.sum(axis=2) < bare.sum(axis=2))[changed].mean()
        assert darker > 0.9 if letter in "cd" else darker < 0.1, letter  # purple's line is light


def test_labels_do_not_cover_each_other() -> None:
    from desktop.qt.ball.labels import label_box

    outline = (300.0, 240.0, 200.0)
    taken = [(300.0 + 6, 240.0 - 6 - 18, 40.0, 18.0)]  # a label up and right of (300, 240)
    assert label_box(300, 240, 40, 18, 6, outline, taken) == (300 - 6 - 40, 240 - 6 - 18)  # up and left
    taken += [(300 - 6 - 40, 240 - 6 - 18, 40, 18), (306, 246, 40, 18), (300 - 46, 246, 40, 18)]
    assert label_box(300, 240, 40, 18, 6, outline, taken) is None  # no room: left out
