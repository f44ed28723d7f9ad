"""GUI test setup: a real X server when there is one, isolated settings, a main window."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ["QT_QPA_PLATFORM"] = "xcb" if os.environ.get("DISPLAY") else "offscreen"

from pytestqt.qtbot import QtBot

from desktop.qt.main_window import MainWindow
from desktop.qt.settings import SETTINGS_ENV

SHOTS = Path("/tmp/xeno_shots")


@pytest.fixture(autouse=True)
def isolated_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "settings.ini"
    monkeypatch.setenv(SETTINGS_ENV, str(path))
    return path


@pytest.fixture
def main_window(qtbot: QtBot) -> Iterator[MainWindow]:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitActive(window)  # keyboard shortcuts go to the active window
    yield window
    window.close()
    assert window.worker.wait(3.0), "the AI thread outlived the window"


@pytest.fixture
def shots_dir() -> Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS
