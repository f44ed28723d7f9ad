"""GUI test setup: a real X server when there is one, isolated settings, a main window.

Each pytest-xdist worker has an X server of its own (:mod:`tests.qt.worker_display`).  The window's
AI and analysis search in this process (:class:`ThreadSearcher`, node budgets), as
the design has tests do; a test of the child process itself is marked ``child_process`` and gets
the app's :class:`ChildProcessSearcher`.  Screenshots go to a temporary folder (``shots_dir``), or
to the folder ``XENO_SHOTS`` names, to keep them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.qt.worker_display import start_worker_display

# under pytest-xdist an X server per worker, started before Qt is
os.environ["QT_QPA_PLATFORM"] = "xcb" if start_worker_display() or os.environ.get("DISPLAY") else "offscreen"

from pytestqt.qtbot import QtBot

from desktop.app import default_controller
from desktop.assets import DATA_ENV
from desktop.control.searching import ChildProcessSearcher, ThreadSearcher
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.settings import SETTINGS_ENV
from desktop.qt.shell.ui_gc import collect_everything
from desktop.qt.shell.ui_thread import UiThreadPoster
from desktop.qt.shell.unsaved_prompt import Drop

#: the environment variable naming a folder that keeps the tests' screenshots
SHOTS_ENV = "XENO_SHOTS"

#: the node (or playout) budget of every AI search in GUI tests: the same moves on every machine
GUI_NODES = 150


HERE = Path(__file__).parent


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test under tests/qt is a ``gui`` test (``-m "not gui"`` runs the rest)."""
    for item in items:
        if item.path.is_relative_to(HERE):
            item.add_marker(pytest.mark.gui)


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Settings and the data folder of the test's own, after the earlier tests' garbage."""
    return isolate(tmp_path, monkeypatch)


def isolate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, collect: bool = True) -> Path:
    """Points the settings and the data folder into ``tmp_path``; first, with ``collect``, the
    earlier tests' garbage goes, the cycles the window's collector froze included, so that no
    test runs in another's leftovers. (A wrapper that outlived its item could be handed out by
    PySide for a new object at the same address, and pyqtgraph's PlotItem walks every child of
    its menu when the window builds its graph: CI runs failed there with
    "QGraphicsEllipseItem/QGraphicsItemGroup object has no attribute 'children'", until
    drawing.group_items made its groups in Python, whose deletion PySide sees.)"""
    if collect:
        collect_everything()
    path = tmp_path / "settings.ini"
    monkeypatch.setenv(SETTINGS_ENV, str(path))
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))  # the autosave and pictures, per test
    return path


def search_in_process(window: MainWindow) -> None:
    """Each pytest-xdist worker has an X server of its own (:mod:`tests.qt.worker_display`).  The window's
    AI and analysis search in this process, on a thread each, replying through the
        UI thread's queue as the child's replies do.  Call it on a window just made, before its event
        loop turns (the searches it asked for are posted, not yet started)."""
    controller = window.controller
    analyst = window.analysis.analyst
    assert not controller.thinking, "the window's AI started searching before its event loop turned"
    enabled = analyst.enabled
    analyst.set_enabled(False)  # drops an evaluation asked of the child searcher
    poster = UiThreadPoster(window)
    for owner in (controller, analyst):
        child = owner.searcher
        assert isinstance(child, ChildProcessSearcher) and not child.busy
        owner.searcher = ThreadSearcher(poster.post)
        child.shutdown()  # it never started a child
    analyst.set_enabled(enabled)


@pytest.fixture
def main_window(qtbot: QtBot, request: pytest.FixtureRequest) -> Iterator[MainWindow]:
    """A main window showing Oxono; its AI in this process unless the test is marked
    ``child_process``."""
    window = MainWindow(default_controller())
    in_process = request.node.get_closest_marker("child_process") is None
    if in_process:
        search_in_process(window)
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
    kind = ThreadSearcher if in_process else ChildProcessSearcher
    searcher = window.controller.searcher
    assert isinstance(searcher, kind)
    assert searcher.wait(3.0), "the AI's search outlived the window"
    analysis = window.analysis.analyst.searcher
    assert isinstance(analysis, kind)
    assert analysis.wait(3.0), "the analysis outlived the window"


@pytest.fixture(scope="session")
def shots_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where tests save their screenshots: a temporary folder, or the one ``XENO_SHOTS`` names
    (``XENO_SHOTS=/tmp/xeno_shots pytest tests/qt`` keeps them there)."""
    kept = os.environ.get(SHOTS_ENV)
    if kept:
        folder = Path(kept)
        folder.mkdir(parents=True, exist_ok=True)
        return folder
    return tmp_path_factory.mktemp("shots")
