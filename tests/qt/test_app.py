"""The composition root: run_gui shows the window, opens a file, returns the exit code."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.app import create_main_window
from desktop.core.records import save_record
from desktop.core.session import Session
from desktop.games.registry import resolve
from tests.qt.conftest import search_in_process

ROOT = Path(__file__).resolve().parents[2]


def test_create_main_window_opens_a_record(qtbot: QtBot, tmp_path: Path) -> None:
    rules, options = resolve("oxono")
    session: Session = Session(rules, options)
    session.play_text("X d3-d6 d5")
    path = tmp_path / "one.json"
    save_record(session, path)
    window = create_main_window(str(path))
    search_in_process(window)
    qtbot.addWidget(window)
    assert window.session.move_texts == ["X d3-d6 d5"] and window.path == str(path)


RUN_GUI_SCRIPT = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from desktop.app import run_gui
from desktop.qt.shell.main_window import MainWindow
seen = []
def close_it():
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
    seen.extend((w.session.length, w.windowTitle()) for w in windows)
    for w in windows:
        w.close()
QTimer.singleShot(500, close_it)
code = run_gui([], open_path=sys.argv[1])
print("exit", code, seen, app.applicationName(), app.organizationName())
"""


@pytest.mark.slow
def test_run_gui_runs_the_event_loop_and_returns(tmp_path: Path) -> None:
    """In a child process: an event loop that has run cannot be re-entered by pytest-qt."""
    rules, options = resolve("oxono")
    session: Session = Session(rules, options)
    session.play_text("X d3-d6 d5")
    path = tmp_path / "game.json"
    save_record(session, path)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", RUN_GUI_SCRIPT, str(path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "exit 0 [(1, 'Oxono — game.json — Xeno Games')]" in done.stdout
    assert done.stdout.strip().endswith("Xeno Games XenoGames")
