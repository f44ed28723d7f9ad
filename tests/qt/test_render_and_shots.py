"""PNG output: the command line's render, and screenshots of the window."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtGui import QColor, QGuiApplication, QImage
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.games.oxono.rules import parse_square
from desktop.games.registry import resolve
from desktop.qt.boards.oxono.scene import BOARD, PLAYERS, SCENE_RECT, TOTEM, square_rect
from desktop.qt.render import render_state_to_image
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice
from tests.qt.qt_clicks import click_move, click_square
from tests.qt.test_two_humans import WIN_SCRIPT


def _pixel(image: QImage, scene_x: float, scene_y: float) -> QColor:
    scale = image.width() / SCENE_RECT.width()
    return image.pixelColor(round(scene_x * scale), round(scene_y * scale))


def _close(a: QColor, b: QColor, tolerance: int = 8) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def render_position(game: str, text: str | None, out: str, size: int = 800) -> None:
    rules, options = resolve(game)
    state = rules.state_from_text(text, options) if text else rules.new_state(options)
    render_state_to_image(rules, state, out, size)


def test_render_position_draws_the_board(tmp_path: Path, shots_dir: Path) -> None:
    out = tmp_path / "start.png"
    render_position("oxono", None, str(out), size=640)
    image = QImage(str(out))
    assert image.width() == 640 and image.height() > 400
    a1 = square_rect(parse_square("a1"), False)
    assert _close(_pixel(image, a1.left() + 15, a1.top() + 15), BOARD.dark)
    d3 = square_rect(parse_square("d3"), False).center()
    assert _close(_pixel(image, d3.x() - 25, d3.y()), TOTEM.fill, 20)  # the X totem's stone
    shutil.copy(out, shots_dir / "render_start.png")

    later = tmp_path / "later.png"
    render_position("oxono", "3+2/3x2/2@3/6/6/6 b", str(later))
    image = QImage(str(later))
    d5 = square_rect(parse_square("d5"), False)
    assert _close(_pixel(image, d5.left() + 20, d5.center().y()), PLAYERS[0].fill, 12)  # a pink pawn
    shutil.copy(later, shots_dir / "render_after_one_move.png")


def test_platform_is_a_real_x_server_when_there_is_one(qtbot: QtBot, main_window: MainWindow) -> None:
    import os

    expected = "xcb" if os.environ.get("DISPLAY") else "offscreen"
    assert QGuiApplication.platformName() == expected


def test_screenshots(qtbot: QtBot, main_window: MainWindow, tmp_path: Path, shots_dir: Path) -> None:
    w = main_window
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.ai("random")], seed=11))
    w.resize(1180, 760)
    for _ in range(3):
        move = next(m for m in w.session.legal_moves() if m.totem == 1) if w.session.ply % 4 else None
        text = w.session.rules.move_to_text(w.session.state, move or w.session.legal_moves()[0])
        click_move(qtbot, w, text)
        qtbot.waitUntil(lambda: w.session.to_move() == 0 and not w.controller.thinking, timeout=5000)
    totem = w.session.state.totems[0]
    click_square(qtbot, w, totem)  # show the X totem's targets
    qtbot.wait(50)
    assert w.view.selected_totem == 0, (w.status_text(), w.session.move_texts)
    shot = tmp_path / "window.png"
    assert w.grab().save(str(shot))
    board = tmp_path / "board.png"
    assert w.view.grab().save(str(board))
    image = QImage(str(shot))
    assert image.width() == w.width() and image.height() == w.height()
    shutil.copy(shot, shots_dir / "main_window.png")
    shutil.copy(board, shots_dir / "board_selecting.png")

    w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.human()], seed=1))
    for text in WIN_SCRIPT[:-1]:
        click_move(qtbot, w, text)
    click_move(qtbot, w, "O e6-f6 f5")
    assert w.banner.isVisible()
    end = tmp_path / "won.png"
    assert w.grab().save(str(end))
    shutil.copy(end, shots_dir / "game_won.png")
