"""Helpers that play on the board the way a person does: mouse clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from desktop.qt.shell.main_window import MainWindow


def click_square(qtbot: QtBot, window: MainWindow, square: int) -> None:
    view = window.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.square_point(square))


def click_move(qtbot: QtBot, window: MainWindow, text: str) -> None:
    """Play ``text`` (like ``X d3-d6 d5``) with three clicks: totem, target, pawn square."""
    move = window.session.rules.move_from_text(window.session.state, text)
    click_square(qtbot, window, move.origin)
    assert window.view.selected_totem == move.totem, window.status_text()
    click_square(qtbot, window, move.target)
    assert window.view.target == move.target, window.status_text()
    click_square(qtbot, window, move.pawn)


def click_toolbar(qtbot: QtBot, window: MainWindow, action: QAction) -> None:
    button = window.actions_.toolbar.widgetForAction(action)
    assert button is not None and button.isEnabled(), action.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def press(
    qtbot: QtBot,
    window: MainWindow,
    key: Qt.Key,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Press a key on the board as a user would, with the window active (shortcuts need it)."""
    for _ in range(25):  # another test's window (the other xdist worker) may hold the focus
        if window.isActiveWindow():
            break
        window.raise_()
        window.activateWindow()
        qtbot.wait(200)
    assert window.isActiveWindow(), "the window never became active: a key would go nowhere"
    qtbot.keyClick(window.view, key, modifiers)
