"""The fifth game (tests/toy) in the real main window: a new game, clicks, the banner, a PNG."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from desktop.cli import main
from desktop.core.session import Seat
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice, NewGameDialog


def click(qtbot: QtBot, window: MainWindow, name: str) -> None:
    square = "abc".index(name[0]) + 3 * (int(name[1]) - 1)
    view = window.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.square_point(square))  # type: ignore[attr-defined]


def test_the_toy_game_plays_in_the_main_window(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    dialog = NewGameDialog(w, "tictactoe", [Seat.human(), Seat.human()])
    qtbot.addWidget(dialog)
    assert "Tic-tac-toe" in [dialog.game_box.itemText(i) for i in range(dialog.game_box.count())]
    dialog.close()
    w.start_new_game(NewGameChoice("tictactoe", {}, [Seat.human(), Seat.ai("hard")], seed=2))
    assert w.session.rules.info.id == "tictactoe" and "Tic-tac-toe" in w.windowTitle()
    click(qtbot, w, "b2")
    assert w.session.length == 1
    qtbot.waitUntil(lambda: w.session.length == 2, timeout=5000)  # the AI's reply, from the child process
    click(qtbot, w, "b2")  # taken: refused with a reason
    assert w.session.length == 2 and w.status_text() == "Click an empty square"
    while not w.session.is_over:
        square = w.session.rules.move_to_text(w.session.state, w.session.legal_moves()[0])
        length = w.session.length
        click(qtbot, w, square)
        qtbot.waitUntil(lambda n=length: w.session.length >= n + 2 or w.session.is_over, timeout=5000)
    assert w.banner.isVisible() and w.status_text().startswith("Game over")
    w.grab().save(str(shots_dir / "toy_game_over.png"))


def test_the_toy_game_renders_from_the_command_line(tmp_path: Path) -> None:
    out = tmp_path / "toy.png"
    assert main(["render", "tictactoe", "--moves", "b2; a1", "--out", str(out), "--size", "300"]) == 0
    image = QImage(str(out))
    assert image.width() == 300 and not image.isNull()
    assert image.pixelColor(150, 150) != image.pixelColor(250, 50)  # a mark on b2, none on c3
