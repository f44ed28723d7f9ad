"""Failures handled where they happen: the AI's process killed or hung, a disk that refuses the
autosave, an unexpected exception. The game on screen is never touched."""

from __future__ import annotations

import logging
import os
import signal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.app import default_controller
from desktop.assets import DATA_ENV
from desktop.control.searching import ChildProcessSearcher
from desktop.core.session import Seat
from desktop.qt.shell.errors import ErrorReporter, setup_logging
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice
from desktop.qt.shell.unsaved_prompt import Drop
from tests.qt.conftest import GUI_NODES, search_in_process
from tests.qt.qt_clicks import click_move

LONG_SEARCH = 50_000_000


def searcher(window: MainWindow) -> ChildProcessSearcher:
    found = window.controller.searcher
    assert isinstance(found, ChildProcessSearcher)
    return found


def start_thinking(qtbot: QtBot, window: MainWindow) -> list[int]:
    """A game against the AI, which is now deep in a long search; the child's pid."""
    window.controller.nodes = LONG_SEARCH
    window.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.ai("hard")], seed=2))
    click_move(qtbot, window, "X d3-d6 d5")
    qtbot.waitUntil(lambda: bool(searcher(window).child_pids()) and searcher(window).busy, timeout=10_000)
    return searcher(window).child_pids()


@pytest.mark.slow
@pytest.mark.child_process
def test_a_killed_ai_process_shows_retry_and_a_new_one_plays(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    pids = start_thinking(qtbot, w)
    os.kill(pids[0], signal.SIGKILL)
    panel = w.side.players
    qtbot.waitUntil(lambda: panel.retry.isVisible(), timeout=10_000)
    assert "ended unexpectedly" in panel.failure.text() and "the game is as it was" in w.status_text()
    assert w.session.move_texts == ["X d3-d6 d5"] and not w.controller.thinking  # untouched
    w.controller.nodes = GUI_NODES
    qtbot.mouseClick(panel.retry, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.session.length == 2, timeout=15_000)  # a new child answered
    assert not panel.retry.isVisible() and searcher(w).child_pids() != pids


@pytest.mark.slow
@pytest.mark.child_process
def test_a_hung_ai_process_is_ended_after_its_time_and_retry_plays(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    searcher(w).hang_seconds = 1.5
    pids = start_thinking(qtbot, w)
    os.kill(pids[0], signal.SIGSTOP)  # alive, but never answers
    panel = w.side.players
    qtbot.waitUntil(lambda: panel.retry.isVisible(), timeout=10_000)
    assert "did not answer within 2 s" in panel.failure.text()
    assert w.session.move_texts == ["X d3-d6 d5"]
    w.controller.nodes = GUI_NODES
    # the usual patience again: a new child starting on a loaded machine may take 1.5 s
    searcher(w).hang_seconds = None
    qtbot.mouseClick(panel.retry, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.session.length == 2, timeout=15_000)


def test_an_autosave_the_disk_refuses_is_told_and_the_game_goes_on(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    not_a_folder = tmp_path / "a-file"
    not_a_folder.write_text("")
    monkeypatch.setenv(DATA_ENV, str(not_a_folder))
    w = MainWindow(default_controller())
    search_in_process(w)
    qtbot.addWidget(w)
    w.ask_unsaved = lambda doing: Drop.DISCARD  # type: ignore[method-assign]
    w.show()
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.human()], seed=2))
    click_move(qtbot, w, "X d3-d6 d5")
    qtbot.waitUntil(lambda: "Could not autosave" in w.status_text(), timeout=5000)
    click_move(qtbot, w, "O c4-c1 b1")
    assert w.session.length == 2  # the game goes on
    w.close()


def test_an_unexpected_error_is_logged_and_shown_with_where_the_autosave_is(tmp_path: Path) -> None:
    log_path = setup_logging(tmp_path)
    shown: list[str] = []
    reporter = ErrorReporter(log_path, tmp_path / "autosave.json", lambda: None)
    reporter.show_dialog = lambda text, details: shown.append(text + "\n" + details)  # type: ignore[method-assign]
    try:
        raise ZeroDivisionError("a bug")
    except ZeroDivisionError as error:
        reporter.handle(type(error), error, error.__traceback__)
    for handler in logging.getLogger().handlers:
        handler.flush()
    assert len(shown) == 1 and "ZeroDivisionError: a bug" in shown[0]
    assert str(tmp_path / "autosave.json") in shown[0] and str(log_path) in shown[0]
    assert "ZeroDivisionError: a bug" in log_path.read_text() and "Traceback" in log_path.read_text()
