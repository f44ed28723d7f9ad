"""The Library window with clicks: Ctrl+L opens it, the filters narrow the table, a game opens in
the main window (replay at its start, continue at its end), delete asks first; a game played in
the window is in it; the Statistics tab counts and draws; a bad library file is said, and the app
plays on."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QFileDialog, QMessageBox, QPushButton, QTableView
from pytestqt.qtbot import QtBot

from desktop.app import default_controller
from desktop.assets import data_folder
from desktop.core.records import load_record
from desktop.games.registry import resolve
from desktop.library.recorder import recorder_of
from desktop.qt.library.window import LibraryWindow
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.unsaved_prompt import Drop
from tests.qt.conftest import GUI_NODES, search_in_process
from tests.qt.qt_clicks import click_move, press

DATA = Path(__file__).resolve().parents[1] / "library" / "data"


def open_library(qtbot: QtBot, window: MainWindow) -> LibraryWindow:
    press(qtbot, window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    dialog = window.library.dialog
    assert dialog is not None
    qtbot.waitExposed(dialog)
    return dialog


def choose(qtbot: QtBot, box: QComboBox, text: str) -> None:
    """Open the combo's list with a click and click the item ``text`` (as test_new_game_memory)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())
    view = box.view()
    qtbot.waitUntil(view.isVisible, timeout=3_000)
    qtbot.wait(QApplication.doubleClickInterval() + 50)  # the list takes no click this soon after opening
    row = box.findText(text)
    assert row >= 0, f"{text!r} is not in {[box.itemText(i) for i in range(box.count())]}"
    index = view.model().index(row, 0)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=3_000)
    assert box.currentText() == text


def click_row(qtbot: QtBot, table: QTableView, row: int) -> None:
    rect = table.visualRect(table.model().index(row, 1))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def click(qtbot: QtBot, button: QPushButton) -> None:
    assert button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def answer_next_box(qtbot: QtBot, button: QMessageBox.StandardButton) -> list[str]:
    """Click ``button`` of the next message box that opens; its text is kept."""
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(box.text())
        qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(20, answer)
    return seen


@pytest.mark.slow  # more than 3 s
def test_the_library_filters_and_opens_a_game(qtbot: QtBot, main_window: MainWindow, shots_dir: Path) -> None:
    window = main_window
    recorder = recorder_of(window.controller)
    assert recorder is not None and recorder.library.path.parent == data_folder()
    report = recorder.library.import_paths([DATA, DATA / "stats"])
    assert len(report.added) == 15, report.text()
    dialog = open_library(qtbot, window)
    table = dialog.table
    assert dialog.model.total == 15 and dialog.count_label.text() == "15 games"
    assert len(dialog.selected()) == 1 and dialog.replay_button.isEnabled()  # the newest, chosen
    dialog.grab().save(str(shots_dir / "library-games.png"))
    choose(qtbot, dialog.game_box, "Oxono")
    assert dialog.count_label.text() == "7 games"
    choose(qtbot, dialog.opponent_box, "Medium")
    assert dialog.count_label.text() == "3 games"  # the clock game, c and d
    choose(qtbot, dialog.result_box, "Unfinished")
    assert dialog.count_label.text() == "1 game"
    dialog.grab().save(str(shots_dir / "library-filtered.png"))
    choose(qtbot, dialog.result_box, "Every result")
    dialog.since_edit.setDate(QDate(2026, 11, 27))
    dialog.until_edit.setDate(QDate(2026, 11, 28))
    assert dialog.count_label.text() == "2 games"  # c (the 27th) and d (the 28th)
    dialog.since_edit.setDate(QDate(2000, 1, 1))
    dialog.until_edit.setDate(QDate(2000, 1, 1))
    choose(qtbot, dialog.opponent_box, "Every opponent")
    choose(qtbot, dialog.game_box, "Every game")
    assert table.model().rowCount() == 15

    # replay: the game opens at its start in the main window
    rows = [dialog.model.game(r) for r in range(15)]
    clock = next(r for r, g in enumerate(rows) if g.game == "oxono" and g.result == "win")
    click_row(qtbot, table, clock)
    assert dialog.selected()[0].id == rows[clock].id
    assert not dialog.continue_button.isEnabled()  # a finished game: nothing to continue
    click(qtbot, dialog.replay_button)
    session = window.session
    assert session.rules.info.id == "oxono" and session.cursor == 0 and session.length == 5
    assert session.final_outcome() is not None and not window.on_start_page

    # continue: an unfinished game against the AI opens at its end and the AI plays on
    unfinished = next(r for r, g in enumerate(rows) if g.game == "oxono" and g.result == "unfinished")
    click_row(qtbot, table, unfinished)
    click(qtbot, dialog.continue_button)
    session = window.session
    assert session.length >= 3 and session.cursor == session.length
    qtbot.waitUntil(lambda: window.session.seat_to_move().is_ai is False, timeout=10_000)
    before = window.session.length
    legal = window.session.rules.legal_moves(window.session.state)
    click_move(qtbot, window, window.session.rules.move_to_text(window.session.state, next(iter(legal))))
    qtbot.waitUntil(lambda: window.session.length >= before + 2, timeout=10_000)  # played on, the AI too
    window.controller.resign()
    recorder.flush()
    again = recorder.library.row(rows[unfinished].id)
    assert again is not None and again.result == "loss" and again.moves == window.session.length
    assert recorder.library.count() == 15  # the same game, not another

    # review: the game opens at its end with the review on
    click_row(qtbot, table, clock)
    click(qtbot, dialog.review_button)
    assert window.analysis.reviewing and window.session.cursor == window.session.length == 5

    # delete asks first
    dialog.reload()
    click_row(qtbot, table, 0)
    doomed = dialog.selected()[0].id
    seen = answer_next_box(qtbot, QMessageBox.StandardButton.Cancel)
    click(qtbot, dialog.delete_button)
    assert seen == ["Remove this game from the library? This cannot be undone."]
    assert recorder.library.row(doomed) is not None
    answer_next_box(qtbot, QMessageBox.StandardButton.Yes)
    click(qtbot, dialog.delete_button)
    assert recorder.library.row(doomed) is None and dialog.count_label.text() == "14 games"

    # the statistics (two other Oxono games reviewed; the one reviewed above may be judged meanwhile)
    oxono = [row.id for row in recorder.library.rows() if row.game == "oxono" and row.id != rows[clock].id]
    recorder.library.set_review(oxono[0], (2, 1, 1), 6, [(2, 1, 1), (0, 0, 0)])
    recorder.library.set_review(oxono[1], (0, 1, 0), 5, [(0, 1, 0), (1, 0, 0)])
    bar = dialog.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    stats = dialog.stats
    assert dialog.tabs.currentWidget() is stats
    choose(qtbot, stats.game_box, "Oxono")
    assert stats.summary.text().startswith("7 games") or stats.summary.text().startswith("6 games")
    assert "Your rating in Oxono" in stats.rating_label.text()
    assert stats.table.item(stats.table.rowCount() - 1, 0).text() == "Every opponent"
    assert stats.mistakes_graph.isVisible()
    # (1 mistake + 1 blunder) + (1 mistake + 0 blunders), over 2 games
    assert "1.5 a game over 2 reviewed" in stats.no_reviews.text() or (
        "over 3 reviewed" in stats.no_reviews.text()
        and recorder.library.row(rows[clock].id).review is not None
    )
    # mistakes are whole numbers up the side too (it once ticked 0.5, 1.5)
    [side, _] = stats.mistakes_graph.getAxis("left")._tickLevels
    assert [label for _, label in side] == ["0", "1", "2"]
    dialog.resize(1000, 640)
    qtbot.wait(50)
    dialog.grab().save(str(shots_dir / "library-statistics.png"))


def test_a_game_played_in_the_window_is_in_the_library(qtbot: QtBot, main_window: MainWindow) -> None:
    window = main_window
    window.start_quick_game("oxono", against_computer=True)
    qtbot.waitUntil(lambda: not window.controller.thinking)
    session = window.session
    if session.seat_to_move().is_ai:
        qtbot.waitUntil(lambda: session.length == 1, timeout=10_000)
    move = next(iter(session.rules.legal_moves(session.state)))
    click_move(qtbot, window, session.rules.move_to_text(session.state, move))
    qtbot.waitUntil(lambda: not window.controller.thinking and session.seat_to_move().is_ai is False)
    dialog = open_library(qtbot, window)
    assert dialog.model.total == 0  # not over, not left: not yet
    window.controller.resign()
    qtbot.waitUntil(lambda: dialog.model.total == 1)  # the window open shows it at once
    row = dialog.model.game(0)
    assert (row.game, row.result, row.opponent, row.moves) == ("oxono", "loss", "Easy", session.length)


def test_a_damaged_library_is_said_and_the_app_plays_on(qtbot: QtBot) -> None:
    folder = data_folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "library.sqlite3").write_bytes(os.urandom(3000))
    window = MainWindow(default_controller())
    search_in_process(window)
    window.controller.nodes = GUI_NODES
    window.ask_unsaved = lambda doing: Drop.DISCARD  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: "could not be opened" in window.statusBar().currentMessage())
    assert "kept as library.sqlite3.bad-" in window.statusBar().currentMessage()
    assert [p.name.startswith("library.sqlite3.bad-") for p in folder.glob("library.sqlite3.bad-*")] == [True]
    window.start_quick_game("zeno", against_computer=False)
    session = window.session
    session_moves = list(session.rules.legal_moves(session.state))
    window.controller.play(session_moves[0])
    window.controller.resign()
    recorder = recorder_of(window.controller)
    assert recorder is not None
    recorder.flush()
    assert [r.game for r in recorder.library.rows()] == ["zeno"]  # the fresh library keeps the games
    window.close()


def test_a_review_made_in_the_window_is_kept_with_the_game(qtbot: QtBot, main_window: MainWindow) -> None:
    """Two friends at one screen: a blunder, the win it allows, then Review on the banner."""
    from tests.control.test_analysis import WIN_IN_ONE
    from tests.qt.test_review_clicks import a_blunder, start_review, wins_at_once

    w = main_window
    assert w.paste_position_text(WIN_IN_ONE)
    rules, start = w.session.rules, w.session.state
    click_move(qtbot, w, rules.move_to_text(start, a_blunder(rules, start)))
    after = w.session.state
    click_move(qtbot, w, rules.move_to_text(after, wins_at_once(rules, after)[0]))
    recorder = recorder_of(w.controller)
    assert recorder is not None
    recorder.flush()
    (row,) = recorder.library.rows()
    assert (row.result, row.opponent, row.moves, row.review) == ("over", "Friend", 2, None)
    start_review(qtbot, w)
    qtbot.waitUntil(
        lambda: (recorder.flush() or recorder.library.rows()[0].review) is not None, timeout=10_000
    )
    assert recorder.library.rows()[0].review == (0, 0, 1)  # the blunder, no mistake, no inaccuracy
    dialog = open_library(qtbot, w)
    assert dialog.table.model().index(0, 6).data() == "1 (0 ?!)"


def test_a_game_left_when_the_window_closes_is_kept_unfinished(qtbot: QtBot) -> None:
    window = MainWindow(default_controller())
    search_in_process(window)
    window.controller.nodes = GUI_NODES
    window.ask_unsaved = lambda doing: Drop.KEEP  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.start_quick_game("oxono", against_computer=True)
    session = window.session
    qtbot.waitUntil(
        lambda: not window.controller.thinking and not session.seat_to_move().is_ai, timeout=10_000
    )
    click_move(
        qtbot,
        window,
        session.rules.move_to_text(session.state, next(iter(session.rules.legal_moves(session.state)))),
    )
    qtbot.waitUntil(
        lambda: not window.controller.thinking and not session.seat_to_move().is_ai, timeout=10_000
    )
    recorder = recorder_of(window.controller)
    assert recorder is not None and recorder.library.count() == 0
    window.close()  # Keep for Later: the game is kept for Resume, and in the library
    (row,) = recorder.library.rows()
    assert (row.result, row.opponent, row.moves) == ("unfinished", "Easy", session.length)
    assert row.uid.startswith("slot:")  # Resume in the next run goes on in the same row


def test_a_network_game_names_the_person_at_the_other_computer() -> None:
    from types import SimpleNamespace

    from desktop.core.session import Seat, Session
    from desktop.games.registry import resolve
    from desktop.net.game import NetSeat
    from desktop.qt.library.hooks import network_names

    rules, _ = resolve("zeno")
    session = Session(rules, seats=[Seat.human(), Seat.human()])
    host = SimpleNamespace(seats=[NetSeat("host", name="Ann"), NetSeat("remote", name="Bo")])
    hosting = SimpleNamespace(active=True, session=session, host=host, join=None, local_seats=lambda: [0])
    assert network_names(hosting, session) == [None, "Bo"]
    join = SimpleNamespace(seats=[{"kind": "host", "name": "Ann"}, {"kind": "remote", "name": "Bo"}])
    joining = SimpleNamespace(active=True, session=session, host=None, join=join, local_seats=lambda: [1])
    assert network_names(joining, session) == ["Ann", None]
    assert network_names(SimpleNamespace(active=False), session) == [None, None]
    from desktop.library.summary import summarize

    game = summarize(session, names=network_names(joining, session))
    assert (game.opponent, game.human, [p.kind for p in game.players]) == ("Ann", 1, ["network", "human"])


def test_export_and_import_through_the_windows_buttons(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = main_window
    recorder = recorder_of(window.controller)
    assert recorder is not None
    dialog = open_library(qtbot, window)
    assert dialog.count_label.text() == "0 games" and not dialog.replay_button.isEnabled()
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    chosen = [str(DATA / "v1-cursor-xspectrum.json"), str(bad)]
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: (chosen, ""))
    seen = answer_next_box(qtbot, QMessageBox.StandardButton.Ok)
    click(qtbot, dialog.import_button)
    assert dialog.count_label.text() == "1 game"
    assert seen and seen[0].startswith("1 game added, 1 refused") and "bad.json" in seen[0]
    out = tmp_path / "exported.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(out), ""))
    click_row(qtbot, dialog.table, 0)
    click(qtbot, dialog.export_button)
    exported = json.loads(out.read_text())
    assert exported == recorder.library.record_of(dialog.selected()[0].id)
    assert exported["moves"] == json.loads((DATA / "v1-cursor-xspectrum.json").read_text())["moves"]


def test_the_table_reads_the_library_a_page_at_a_time(qtbot: QtBot, tmp_path: Path) -> None:
    from desktop.library.store import open_library as open_db
    from desktop.library.summary import summarize
    from desktop.qt.library.model import PAGE

    library = open_db(tmp_path / "many.sqlite3")
    session = load_record(DATA / "v1-cursor-xspectrum.json", resolve)
    game = summarize(session)
    library.store_many((game, f"many:{i}", "app") for i in range(1_000))
    dialog = LibraryWindow(library, lambda game_id, how: None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.count_label.text() == "1000 games"
    assert dialog.model.rowCount() == PAGE and dialog.model.fetches == 1  # not the whole library
    for _ in range(3):
        dialog.table.scrollToBottom()
        qtbot.wait(20)
    assert dialog.model.rowCount() > PAGE  # scrolling down reads more
    dialog.close()
