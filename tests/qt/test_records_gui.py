"""Opening bad records says what is wrong and leaves the current game alone."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop.qt.shell.main_window import MainWindow
from tests.qt.qt_clicks import click_move


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    captured: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: captured.append(text))
    return captured


def test_bad_json_is_reported(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path, errors: list[str]
) -> None:
    w = main_window
    click_move(qtbot, w, "X d3-d6 d5")
    session, text = w.session, w.session.state_text()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "xeno-games-record", "moves": [', encoding="utf-8")
    assert not w.open_file(str(bad))
    assert len(errors) == 1 and "not valid JSON" in errors[0] and "line 1" in errors[0]
    assert w.session is session and w.session.state_text() == text and w.path is None


def test_illegal_move_is_reported_with_its_number(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path, errors: list[str]
) -> None:
    w = main_window
    for move in ("X d3-d6 d5", "O c4-c1 c2", "X d6-a6 b6"):
        click_move(qtbot, w, move)
    good = tmp_path / "good.json"
    assert w.save_file(str(good))
    data = json.loads(good.read_text(encoding="utf-8"))
    data["moves"][2] = "X a1-a2 a3"  # the X totem is not on a1
    bad = tmp_path / "illegal.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    click_move(qtbot, w, "O c1-f1 f2")
    session, text = w.session, w.session.state_text()
    assert not w.open_file(str(bad))
    assert len(errors) == 1
    assert "move 3" in errors[0] and "X a1-a2 a3" in errors[0]
    assert w.session is session and w.session.state_text() == text and w.session.length == 4
    assert w.path == str(good)  # still the file the current game came from
