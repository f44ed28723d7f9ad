"""Smaller things a new player met in the window (issue 30, item 5): the banner after Undo,
the board's size when a game ends, the start page's board actions, the Exact Rules page."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.games.registry import all_games, entry
from desktop.qt.shell.help_dialogs import rules_for_reading
from desktop.qt.shell.main_window import MainWindow
from tests.qt.qt_clicks import click_move, click_toolbar, press
from tests.qt.test_two_humans import WIN_SCRIPT


def test_undo_past_the_end_takes_the_banner_away_and_the_board_keeps_its_size(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    board = w.view.widget().geometry()
    for text in WIN_SCRIPT:
        click_move(qtbot, w, text)
    assert w.banner.isVisible() and w.view.widget().geometry() == board
    click_toolbar(qtbot, w, w.actions_.undo)
    assert not w.session.at_end and not w.banner.isVisible()  # the end is taken back: no result
    assert w.view.widget().geometry() == board
    click_toolbar(qtbot, w, w.actions_.redo)
    assert w.session.at_end and w.banner.isVisible()
    qtbot.mouseClick(w.banner.review_button, Qt.MouseButton.LeftButton)
    press(qtbot, w, Qt.Key.Key_Left)  # reviewing: the result stays on its line
    assert w.banner.isVisible() and w.banner.compact and w.view.widget().geometry() == board
    click_toolbar(qtbot, w, w.actions_.undo)  # but an undo leaves the review's end behind
    assert not w.banner.isVisible()


def test_hint_and_flip_are_off_on_the_start_page(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    a = w.actions_
    assert a.hint.isEnabled() and a.flip.isEnabled()
    w.actions_.start_page.trigger()
    assert w.on_start_page
    for action in (a.hint, a.flip, a.undo, a.resign, a.review, a.save):
        assert not action.isEnabled(), action.text()
        button = a.toolbar.widgetForAction(action)
        assert button is None or not button.isEnabled(), action.text()
    press_on_page(qtbot, w, Qt.Key.Key_F)
    press_on_page(qtbot, w, Qt.Key.Key_H)
    assert not a.flip.isChecked() and not w.controller.thinking  # the keys did nothing
    qtbot.mouseClick(w.start.cards["zeno"].friend, Qt.MouseButton.LeftButton)
    assert not w.on_start_page and a.hint.isEnabled() and a.flip.isEnabled()


def press_on_page(qtbot: QtBot, w: MainWindow, key: Qt.Key) -> None:
    w.activateWindow()
    qtbot.waitActive(w)
    qtbot.keyClick(w.start, key)


@pytest.mark.parametrize("game", sorted(set(all_games()) - {"tictactoe"}))
def test_the_exact_rules_page_starts_with_the_rules(qtbot: QtBot, main_window: MainWindow, game: str) -> None:
    w = main_window
    w.start_quick_game(game, against_computer=False)
    w.menuBar()  # Help ▸ Exact Rules
    w.actions_.rules.trigger()
    text = w.rules_dialog.browser.toPlainText()
    lines = [line for line in text.splitlines() if line.strip()]
    assert "rules this project implements" in lines[0]
    assert lines[1].startswith("1."), lines[1]  # the first section, at once
    assert "seeds" not in text and "Source:" in lines[-1]  # where the page came from: at the end
    raw = rules_for_reading_source(game)
    assert raw.startswith("# ") and "Source: `../seeds/" in raw  # the binding page itself is unchanged
    w.rules_dialog.close()


def rules_for_reading_source(game: str) -> str:
    from desktop.assets import rules_text

    page = rules_text(entry(game).rules_pages[0])
    assert rules_for_reading(page) != page
    return page
