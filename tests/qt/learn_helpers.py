"""What the lesson and puzzle GUI tests share: the window on fixture files (or the shipped ones),
a move played with a player's clicks on any game's board, the panel's buttons clicked."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from desktop.qt.ball.xeno_view import XenoView
from desktop.qt.boards.oxono.view import OxonoView
from desktop.qt.boards.xspectrum.view import XSpectrumView
from desktop.qt.boards.zeno.view import ZenoView
from desktop.qt.shell.main_window import MainWindow
from tests.control.learn_fixtures import write_lessons, write_puzzles
from tests.qt import qt_clicks
from tests.qt.test_xeno_play import click_move as click_xeno_move
from tests.qt.test_xspectrum_view import click_move as click_xspectrum_move
from tests.qt.test_zeno_play import click_zeno_move


def use_fixtures(window: MainWindow, folder: Path) -> None:
    """The window's lessons and puzzles from small files in ``folder``."""
    window.learning.lessons_folder = write_lessons(folder / "lessons")
    window.learning.puzzles_folder = write_puzzles(folder / "puzzles")
    window.learning.reload()


def click_move(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Play ``text`` with the clicks a player makes on this game's board (or ball)."""
    view = window.view
    session = window.session
    before = session.length
    move = session.rules.move_from_text(session.state, text)
    qtbot.waitUntil(lambda: view.widget().isVisible())
    if isinstance(view, OxonoView):
        qt_clicks.click_move(qtbot, window, text)
    elif isinstance(view, ZenoView):
        click_zeno_move(qtbot, window, text)
    elif isinstance(view, XSpectrumView):
        click_xspectrum_move(qtbot, window, move)
    elif isinstance(view, XenoView):
        click_xeno_move(qtbot, window, move)
    else:
        raise AssertionError(f"no clicks known for {type(view).__name__}")
    assert window.session.length == before + 1 and window.session.move_texts[-1] == text, window.status_text()


def click_button(qtbot: QtBot, button: QPushButton) -> None:
    qtbot.waitUntil(button.isVisible)  # a button just laid out is shown at the next turn of the loop
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def panel_button(window: MainWindow, key: str) -> QPushButton:
    return window.learning.panel.buttons[key]


def result(window: MainWindow) -> str:
    return window.learning.panel.result_text()
