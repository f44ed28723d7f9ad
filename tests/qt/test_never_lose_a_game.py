"""Never lose a game by a click: every way of replacing the game on show asks the one question,
and a game kept for later waits on the start page, each with Resume (issue 30, item 1)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from desktop.app import create_main_window
from desktop.assets import data_folder
from desktop.control.autosave import AUTOSAVE_FOLDER, Autosaver
from desktop.core.records import save_record
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameDialog
from desktop.qt.shell.settings import remember_file
from desktop.qt.shell.start_page import KeptRow
from desktop.qt.shell.unsaved_prompt import Drop
from tests.qt.conftest import search_in_process
from tests.qt.qt_clicks import click_move
from tests.qt.test_start_and_autosave import launch as launch_app
from tests.qt.test_zeno_play import click_zeno_move

ZENO_TURNS = ["c3-c4", "c6-c5", "d3-d4", "d6-d5"]


class Asked:
    """Stands in for the question: answers ``answer`` and notes what it was asked about."""

    def __init__(self, window: MainWindow, answer: Drop) -> None:
        self.answer = answer
        self.doing: list[str] = []
        window.ask_unsaved = self  # type: ignore[method-assign,assignment]

    def __call__(self, doing: str) -> Drop:
        self.doing.append(doing)
        return self.answer


def launch(qtbot: QtBot) -> MainWindow:
    """The app as a user starts it, answering the question with Keep until a test asks it."""
    window = launch_app(qtbot)
    window.ask_unsaved = lambda doing: Drop.KEEP  # type: ignore[method-assign]
    return window


def play_zeno_turns(qtbot: QtBot, w: MainWindow, count: int) -> None:
    for text in ZENO_TURNS[:count]:
        move = w.session.rules.move_from_text(w.session.state, text)
        click_zeno_move(qtbot, w, w.session.rules.move_to_text(w.session.state, move))


def kept_on_disk() -> list[list[str]]:
    """The moves of each game in the autosave folder."""
    folder = data_folder() / AUTOSAVE_FOLDER
    return sorted(json.loads(p.read_text())["moves"] for p in folder.glob("game-*.json"))


def words(row: KeptRow) -> str:
    """What a kept game's row says, without its markup."""
    return re.sub("<[^>]+>", "", row.text.text())


def finish_writes(w: MainWindow) -> None:
    autosave = w.controller.autosave
    assert autosave is not None
    autosave.flush()


def test_a_card_on_the_start_page_asks_and_the_game_it_replaced_can_be_resumed(qtbot: QtBot) -> None:
    """The player's steps: two Zeno turns, Game ▸ Start Page, Oxono "Play the computer"."""
    w = launch(qtbot)
    qtbot.mouseClick(w.start.cards["zeno"].friend, Qt.MouseButton.LeftButton)
    play_zeno_turns(qtbot, w, 4)
    zeno_moves = list(w.session.move_texts)
    assert len(zeno_moves) == 4 and w.has_unsaved_moves()

    w.actions_.start_page.trigger()
    assert w.on_start_page
    [row] = w.start.kept_rows  # the game on show is kept, and offered to go back to
    assert row.resume.text() == "Back to It" and "Zeno, 4 moves played" in words(row)
    asked = Asked(w, Drop.KEEP)
    qtbot.mouseClick(w.start.cards["oxono"].computer, Qt.MouseButton.LeftButton)
    assert asked.doing == ["start a new game"]  # the question, before anything was replaced
    assert w.session.rules.info.id == "oxono" and not w.on_start_page
    finish_writes(w)
    assert kept_on_disk() == [zeno_moves]  # the Zeno game's autosave was not written over

    click_move(qtbot, w, "X d3-d6 d5")
    qtbot.waitUntil(lambda: w.session.length == 2 and not w.controller.thinking, timeout=20_000)
    oxono_moves = list(w.session.move_texts)
    w.actions_.start_page.trigger()
    rows = {row.resume.text(): row for row in w.start.kept_rows}
    assert set(rows) == {"Back to It", "Resume"} and "Zeno" in words(rows["Resume"])
    qtbot.mouseClick(rows["Resume"].resume, Qt.MouseButton.LeftButton)  # the Oxono game: asked, kept
    assert asked.doing[-1] == "resume another game"
    assert w.session.rules.info.id == "zeno" and w.session.move_texts == zeno_moves
    finish_writes(w)
    assert kept_on_disk() == sorted([zeno_moves, oxono_moves])

    w.actions_.start_page.trigger()
    asked.answer = Drop.DISCARD  # now the player lets the Zeno game go, on purpose
    qtbot.mouseClick(w.start.cards["xspectrum"].friend, Qt.MouseButton.LeftButton)
    assert w.session.rules.info.id == "xspectrum"
    finish_writes(w)
    assert kept_on_disk() == [oxono_moves]
    w.actions_.start_page.trigger()
    [row] = w.start.kept_rows
    assert "Oxono, 2 moves played" in words(row) and row.resume.text() == "Resume"
    w.close()


def test_cancel_on_the_start_page_keeps_the_game_on_show(qtbot: QtBot) -> None:
    w = launch(qtbot)
    qtbot.mouseClick(w.start.cards["zeno"].friend, Qt.MouseButton.LeftButton)
    play_zeno_turns(qtbot, w, 2)
    session = w.session
    w.actions_.start_page.trigger()
    asked = Asked(w, Drop.CANCEL)
    qtbot.mouseClick(w.start.cards["oxono"].friend, Qt.MouseButton.LeftButton)
    path = tmp_record(w)
    w.start.set_recent([path])
    click_recent(qtbot, w)
    assert asked.doing == ["start a new game", "open another game"]
    assert w.session is session and w.on_start_page
    qtbot.mouseClick(w.start.kept_rows[0].resume, Qt.MouseButton.LeftButton)  # back to it: no question
    assert w.session is session and not w.on_start_page and len(asked.doing) == 2
    w.close()
    assert asked.doing[-1] == "quit" and w.isVisible()  # Cancel: the window stays
    asked.answer = Drop.KEEP
    w.close()
    assert not w.isVisible()


def click_recent(qtbot: QtBot, w: MainWindow) -> None:
    """Click the first of the start page's recent games."""
    recent = w.start.recent
    where = recent.visualItemRect(recent.item(0)).center()
    qtbot.mouseClick(recent.viewport(), Qt.MouseButton.LeftButton, pos=where)


def tmp_record(w: MainWindow) -> str:
    """An Oxono record in the data folder's parent (the test's own temporary folder)."""
    rules, options = resolve("oxono")
    session: Session[object, object] = Session(rules, options, 5)
    session.play_text("X d3-d6 d5")
    path = data_folder().parent / "kept.json"
    save_record(session, path)
    return str(path)


def drop_file(w: MainWindow, path: str) -> None:
    """A file dragged from the file manager and dropped on the board."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(path)])
    target = w.view.widget()
    where = QPoint(target.width() // 2, target.height() // 2)
    point = QPointF(target.mapTo(w, where))
    action = Qt.DropAction.CopyAction
    buttons, keys = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(point.toPoint(), action, mime, buttons, keys)
    QApplication.sendEvent(w, enter)
    assert enter.isAccepted()
    drop = QDropEvent(point, action, mime, buttons, keys)
    QApplication.sendEvent(w, drop)


def test_every_way_of_replacing_the_game_asks_the_one_question(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = main_window
    asked = Asked(w, Drop.CANCEL)
    w.actions_.start_page.trigger()
    qtbot.mouseClick(w.start.cards["zeno"].friend, Qt.MouseButton.LeftButton)
    play_zeno_turns(qtbot, w, 2)
    session = w.session
    path = tmp_record(w)
    remember_file(w.settings, path)

    monkeypatch.setattr(NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    w.actions_.new.trigger()
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileName", lambda *a, **k: (path, ""))
    w.actions_.open.trigger()
    monkeypatch.setattr("PySide6.QtWidgets.QApplication.clipboard", lambda: _Clipboard("8/8/8/8/8/8/8/8 w"))
    w.actions_.paste_position.trigger()
    drop_file(w, path)
    qtbot.wait(50)
    w.show_start_page()
    qtbot.mouseClick(w.start.cards["oxono"].computer, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(w.start.new_game_button, Qt.MouseButton.LeftButton)
    click_recent(qtbot, w)
    assert asked.doing == [
        "start a new game",
        "open another game",
        "start from the pasted position",
        "open the game you dropped",
        "start a new game",
        "start a new game",
        "open another game",
    ]
    assert w.session is session  # every Cancel left the game as it was

    asked.answer = Drop.KEEP
    drop_file(w, path)  # a record dropped on the window opens, after the question
    qtbot.waitUntil(lambda: w.session.rules.info.id == "oxono", timeout=5000)
    assert w.session.move_texts == ["X d3-d6 d5"] and w.path == path
    assert asked.doing[-1] == "open the game you dropped"
    finish_writes(w)
    assert kept_on_disk() == [["X d3-d6 d5"], session.move_texts]  # the Zeno game, kept; the one opened


def test_a_game_opened_from_the_command_line_leaves_the_kept_games_alone(
    qtbot: QtBot, tmp_path: Path
) -> None:
    rules, options = resolve("zeno")
    kept = Session(rules, options, 2, [Seat.human(), Seat.ai("easy")])
    kept.play_text("c3-c4")
    saver = Autosaver(data_folder())
    saver.save(kept)
    saver.close()
    record = tmp_path / "game.json"
    oxono, oxono_options = resolve("oxono")
    opened = Session(oxono, oxono_options, 5)
    opened.play_text("X d3-d6 d5")
    save_record(opened, record)

    w = create_main_window(str(record))  # xeno-games open game.json
    search_in_process(w)
    w.ask_unsaved = lambda doing: Drop.KEEP  # type: ignore[method-assign]
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert w.session.rules.info.id == "oxono" and not w.on_start_page
    Asked(w, Drop.CANCEL)
    w.actions_.start_page.trigger()
    rows = {words(row).split(",")[0]: row for row in w.start.kept_rows}
    assert "1 move played" in words(rows["Zeno"]) and rows["Zeno"].resume.text() == "Resume"
    assert rows["Oxono"].resume.text() == "Back to It"  # the game opened, on show
    finish_writes(w)
    assert w.start.recent.count() == 1 and kept_on_disk() == [["X d3-d6 d5"], ["c3-c4"]]
    w.ask_unsaved = lambda doing: Drop.KEEP  # type: ignore[method-assign]
    w.close()


def test_discard_on_the_start_page_asks_first_and_a_broken_kept_game_is_told(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    saver = Autosaver(data_folder())
    rules, options = resolve("oxono")
    for seed in (1, 2):
        session = Session(rules, options, seed)
        session.play_text("X d3-d6 d5")
        saver.save(session)
    saver.close()
    w = launch(qtbot)
    assert len(w.start.kept_rows) == 2
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.question", lambda *a, **k: answers.pop(0))
    qtbot.mouseClick(w.start.kept_rows[0].discard, Qt.MouseButton.LeftButton)  # No: it stays
    assert len(w.start.kept_rows) == 2
    qtbot.mouseClick(w.start.kept_rows[0].discard, Qt.MouseButton.LeftButton)  # Yes: it goes
    assert len(w.start.kept_rows) == 1
    finish_writes(w)
    assert len(kept_on_disk()) == 1

    [broken] = (data_folder() / AUTOSAVE_FOLDER).glob("game-*.json")
    record = json.loads(broken.read_text())
    record["moves"] = ["X d3-d6 d5", "not a move"]
    broken.write_text(json.dumps(record))
    warned: list[str] = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda _p, _t, text: warned.append(text))
    w.show_start_page()
    before = w.session
    qtbot.mouseClick(w.start.kept_rows[0].resume, Qt.MouseButton.LeftButton)
    assert len(warned) == 1 and "move 2" in warned[0] and w.session is before and w.on_start_page
    w.close()


class _Clipboard:
    def __init__(self, text: str) -> None:
        self._text = text

    def text(self) -> str:
        return self._text
