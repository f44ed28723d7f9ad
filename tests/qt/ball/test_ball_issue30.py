"""Issue 30, item 5, on the Xeno ball: setup turns the ball to the red space; space numbers sit on
their spaces without covering each other on big balls; a jump being clicked (or played out) is
drawn only where the jumper stands."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.games.xeno.state import Kind, Phase
from desktop.qt.ball.ball_renderer import BallFrame, BallRenderer
from desktop.qt.ball.camera import Camera
from desktop.qt.ball.meshes import space_radius
from desktop.qt.ball.xeno_view import XenoView
from desktop.qt.shell.main_window import MainWindow
from tests.qt.qt_clicks import click_toolbar, press
from tests.qt.test_xeno_play import click_space, new_xeno, turn_away_from, xeno_view

# -- 1. setup: the ball turns to the red space ------------------------------------------------


def red_space_on_screen(view: XenoView) -> tuple[float, float, float]:
    """How much the removed piece's space faces the viewer, and how far its centre is from the
    middle of the ball's widget (as fractions of the widget's width and height)."""
    ball, state = view.ball, view.state
    centre = state.geometry.centres[state.removed]
    x, y, _ = ball.camera.project(centre, ball.width(), ball.height())
    off_x = abs(float(x) - ball.width() / 2) / ball.width()
    off_y = abs(float(y) - ball.height() / 2) / ball.height()
    return float(ball.camera.facing(centre)[0]), off_x, off_y


def test_setup_turns_the_ball_to_the_red_space_the_status_bar_names(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch, shots_dir: Path
) -> None:
    monkeypatch.setattr(XenoView, "colour_picker", staticmethod(lambda _w, _who, _free: None))
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-30")  # no quick setup: the ceremony
    view = xeno_view(w)
    state = w.session.state
    assert state.phase == Phase.SETUP and f"space {state.removed + 1} is taken off" in w.status_text()
    default_view = Camera().facing(state.geometry.centres[state.removed])[0]
    assert default_view < 0, "seed 3 puts the piece taken off on the far side of the starting view"
    qtbot.waitUntil(lambda: not view.ball.turning, timeout=3000)
    facing, off_x, off_y = red_space_on_screen(view)
    assert facing > 0.95 and off_x < 0.05 and off_y < 0.05, (facing, off_x, off_y)
    view.ball.grabFramebuffer().save(str(shots_dir / "issue30_setup_start.png"))

    # the setup player puts the piece on; back with Undo, the ball turns to the red space again
    target = next(s for s, st in enumerate(state.stacks) if st != state.stacks[state.removed])
    click_space(qtbot, w, target)
    qtbot.waitUntil(lambda: w.session.state.phase == Phase.COLOURS)
    turn_away_from(view, [state.removed])
    click_toolbar(qtbot, w, w.actions_.undo)
    assert w.session.state.phase == Phase.SETUP
    qtbot.waitUntil(lambda: not view.ball.turning, timeout=3000)
    facing, off_x, off_y = red_space_on_screen(view)
    assert facing > 0.95 and off_x < 0.05 and off_y < 0.05, (facing, off_x, off_y)

    # the player turns the ball away: a refresh (an AI thinking, a menu) leaves it where it is
    turn_away_from(view, [state.removed])
    w.refresh()
    assert red_space_on_screen(view)[0] < 0.2


# -- 2. space numbers on their spaces --------------------------------------------------------


class RecordingPainter:
    """A painter that passes everything on and notes each label's box and text."""

    def __init__(self, painter: QPainter, boxes: list[tuple[float, float, float, float]], texts: list[str]):
        self._painter, self._boxes, self._texts = painter, boxes, texts

    def drawRoundedRect(self, *args: Any) -> None:
        self._boxes.append(tuple(float(a) for a in args[:4]))  # type: ignore[arg-type]
        self._painter.drawRoundedRect(*args)

    def drawText(self, *args: Any) -> None:
        self._texts.append(str(args[-1]))
        self._painter.drawText(*args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._painter, name)


def record_labels(monkeypatch: pytest.MonkeyPatch) -> tuple[list[Any], list[str], threading.Lock]:
    """Note the labels painted over each frame (on the render thread)."""
    boxes: list[Any] = []
    texts: list[str] = []
    lock = threading.Lock()
    paint = BallRenderer.paint_overlay

    def recording(self: BallRenderer, painter: QPainter, frame: BallFrame) -> None:
        with lock:
            boxes.clear()
            texts.clear()
            paint(self, RecordingPainter(painter, boxes, texts), frame)  # type: ignore[arg-type]

    monkeypatch.setattr(BallRenderer, "paint_overlay", recording)
    return boxes, texts, lock


def overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize(("board", "least"), [("xeno-120", 20), ("xeno-480", 60)])
def test_space_numbers_sit_on_their_spaces_and_never_cover_each_other(
    qtbot: QtBot,
    main_window: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    shots_dir: Path,
    board: str,
    least: int,
) -> None:
    boxes, texts, lock = record_labels(monkeypatch)
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human(), Seat.human()], board=board, players=3, quick_setup=True)
    press(qtbot, w, Qt.Key.Key_N)  # View ▸ Space Numbers
    assert w.actions_.space_numbers.isChecked()
    view = xeno_view(w)
    ball, g = view.ball, view.state.geometry
    qtbot.waitUntil(lambda: not ball.turning, timeout=3000)
    for turn in range(5):
        ball.camera.turn(31.0 * turn, 13.0 * turn)
        image = ball.grabFramebuffer()
        if turn == 0:
            image.save(str(shots_dir / f"issue30_numbers_{board}.png"))
        with lock:
            drawn = list(zip(boxes, texts, strict=True))
        assert len(drawn) >= least, f"turn {turn}: only {len(drawn)} numbers shown"
        ring_px = float(np.median(space_radius(g))) * ball.height() / 2  # about a space's half side
        for i, (box, text) in enumerate(drawn):
            space = int(text) - 1
            x, y, _ = ball.camera.project(g.centres[space], ball.width(), ball.height())
            left, top, width, height = box
            # on its space: the label covers the space's centre, its middle close by
            assert left <= x <= left + width and top <= y <= top + height, (turn, text, box, x, y)
            assert np.hypot(left + width / 2 - x, top + height / 2 - y) < max(width / 2, 0.3 * ring_px)
            assert ball.camera.facing(g.centres[space])[0] > 0.15, (turn, text)  # not on the far side
            for other, other_text in drawn[:i]:
                assert not overlap(box, other), f"turn {turn}: {text} covers {other_text}"


# -- 3. a multi-jump drawn only where the jumper stands -----------------------------------------


def rings_on(view: XenoView, space: int) -> int:
    """How many rings the ball draws standing on ``space``."""
    g = view.state.geometry
    origins = view.ball.content.rings.matrices[:, 12:15].astype(np.float64)
    unit = origins / np.linalg.norm(origins, axis=1, keepdims=True)
    near = unit @ g.centres[space] > np.cos(0.5 * float(space_radius(g)[space]))
    return int(np.count_nonzero(near))


def test_a_jump_clicked_hop_by_hop_is_drawn_only_where_it_has_landed(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 a ,aab,,,,aab,bb,,b,ab,,a")
    view = xeno_view(w)
    before = w.session.state
    assert before.stacks[11] == "a" and before.stacks[2] == ""
    click_space(qtbot, w, 11)  # stack 12 must jump: 12x3x5x11x4
    assert view.path == [11] and rings_on(view, 11) == 1
    click_space(qtbot, w, 2)  # the first landing
    assert view.path == [11, 2] and "jump goes on" in w.status_text()
    # the origin is drawn empty; the jumper, with the piece it took under it, on space 3
    assert view.ball.content.stacks[11] == "" and rings_on(view, 11) == 0
    assert view.ball.content.stacks[2] == "ba" and rings_on(view, 2) == 2  # Blue's piece under it
    assert view.ball.content.stacks[6] == "b" and rings_on(view, 6) == 1  # space 7 gave its top piece
    assert view.ball.content.rings.count == sum(map(len, before.stacks))  # no piece drawn twice
    assert w.session.state is before  # nothing played yet
    click_space(qtbot, w, 4)
    assert rings_on(view, 11) == 0 and rings_on(view, 2) == 0
    assert len(view.ball.content.stacks[4]) == 3 and rings_on(view, 4) == 3
    press(qtbot, w, Qt.Key.Key_Escape)  # one step back: the jumper back on space 3
    assert view.path == [11, 2] and view.ball.content.stacks[2] == "ba" and rings_on(view, 11) == 0
    press(qtbot, w, Qt.Key.Key_Escape)  # back to the stack alone: it stands on its space again
    assert view.path == [11] and view.ball.content.stacks[11] == "a" and rings_on(view, 11) == 1

    # the whole jump clicked: its animation plays on from the last landing clicked, never from
    # the origin again
    for space in (2, 4, 10):
        click_space(qtbot, w, space)
    seen: list[tuple[int, int]] = []
    click_space(qtbot, w, 3)
    assert w.session.move_texts == ["12x3x5x11x4"] and w.session.moves[-1].kind == Kind.JUMP
    assert view._animation is not None
    while view._animation is not None:
        seen.append((rings_on(view, 11), rings_on(view, 2)))
        qtbot.wait(10)
    assert seen and all(origin == 0 for origin, _ in seen), seen
    assert rings_on(view, 3) == len(w.session.state.stacks[3])
