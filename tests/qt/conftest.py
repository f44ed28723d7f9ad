"""GUI test setup: a real X server when there is one, isolated settings, a main window."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ["QT_QPA_PLATFORM"] = "xcb" if os.environ.get("DISPLAY") else "offscreen"

from pytestqt.qtbot import QtBot

from desktop.app import default_controller
from desktop.control.searching import ChildProcessSearcher
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.settings import DATA_ENV, SETTINGS_ENV
from desktop.qt.shell.ui_gc import collect_everything
from desktop.qt.shell.unsaved_prompt import Drop

SHOTS = Path("/tmp/xeno_shots")

#: the node (or playout) budget of every AI search in GUI tests: the same moves on every machine
GUI_NODES = 150


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    # Earlier tests' scenes are gone; their garbage goes now, the cycles the window's collector
    # froze included, so that no test runs in another's leftovers. (A wrapper that outlived its
    # item could be handed out by PySide for a new object at the same address, and pyqtgraph's
    # PlotItem walks every child of its menu when the window builds its graph: CI runs failed
    # there with "QGraphicsEllipseItem/QGraphicsItemGroup object has no attribute 'children'",
    # until drawing.group_items made its groups in Python, whose deletion PySide sees.)
    collect_everything()
    path = tmp_path / "settings.ini"
    monkeypatch.setenv(SETTINGS_ENV, str(path))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))  # the autosave and pictures, per test
    return path


@pytest.fixture
def main_window(qtbot: QtBot) -> Iterator[MainWindow]:
    window = MainWindow(default_controller())
    window.controller.nodes = GUI_NODES  # every AI move and hint repeatable, and quick
    window.analysis.analyst.nodes = GUI_NODES  # the evaluations too
    window.ask_unsaved = lambda doing: Drop.DISCARD  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitActive(window)  # keyboard shortcuts go to the active window
    yield window
    window.close()
    searcher = window.controller.searcher
    assert isinstance(searcher, ChildProcessSearcher)
    assert searcher.wait(3.0), "the AI's search outlived the window"
    analysis = window.analysis.analyst.searcher
    assert isinstance(analysis, ChildProcessSearcher)
    assert analysis.wait(3.0), "the analysis outlived the window"


@pytest.fixture
def shots_dir() -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS
