"""Two humans play a whole game of Oxono with mouse clicks."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop.games.oxono.rules import parse_square
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.side_panel import DIMMED
from tests.qt.qt_clicks import click_move, click_square, click_toolbar, press

# Pink lines up c5 d5 e5 f5; Black plays elsewhere.
WIN_SCRIPT = [
    "X d3-d4 d5",
    "X d4-d3 d4",
    "O c4-c6 c5",
    "X d3-d2 d3",
    "O c6-e6 e5",
    "X d2-d1 e1",
    "O e6-f6 f5",
]


@pytest.mark.slow
def test_whole_game_with_undo_redo_save_and_load(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path
) -> None:
    w = main_window
    texts = [w.session.state_text()]
    for text in WIN_SCRIPT[:3]:
        click_move(qtbot, w, text)
        texts.append(w.session.state_text())
    assert w.session.ply == 3
    assert w.session.move_texts == WIN_SCRIPT[:3]

    click_toolbar(qtbot, w, w.actions_.undo)
    assert w.session.ply == 2 and w.session.state_text() == texts[2]
    click_toolbar(qtbot, w, w.actions_.undo)
    assert w.session.state_text() == texts[1]
    press(qtbot, w, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)  # redo
    assert w.session.state_text() == texts[2]
    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    press(qtbot, w, Qt.Key.Key_Z, ctrl_shift)  # redo
    assert w.session.state_text() == texts[3]
    assert w.side.moves.current_ply() == 3

    click_move(qtbot, w, WIN_SCRIPT[3])
    mid_game = tmp_path / "mid.json"
    assert w.save_file(str(mid_game))
    mid_text = w.session.state_text()

    for text in WIN_SCRIPT[4:]:
        assert not w.banner.isVisible()
        playing = w.view.widget().geometry()
        click_move(qtbot, w, text)
    outcome = w.session.outcome()
    assert outcome is not None and outcome.winner == 0
    assert w.banner.isVisible()
    assert w.banner.title.text() == "Pink wins"
    assert "line of four" in w.banner.reason.text()
    assert set(w.session.state.win_line) == {parse_square(s) for s in ("c5", "d5", "e5", "f5")}
    assert "Game over" in w.status_text()

    click_square(qtbot, w, parse_square("a1"))  # the game is over: nothing happens
    assert w.session.length == 7 and "over" in w.status_text()

    board = w.view.widget().geometry()
    assert board == playing  # the board keeps its size when the banner appears
    assert not board.intersects(w.banner.geometry())  # the banner is beside the board, never over it
    qtbot.mouseClick(w.banner.review_button, Qt.MouseButton.LeftButton)
    assert w.banner.isVisible() and w.banner.compact  # the result stays, on one line
    assert w.banner.title.text() == "Pink wins — Pink made a line of four"
    assert w.view.widget().geometry() == board  # and the board stays as it was
    w.actions_.start.trigger()
    assert w.session.ply == 0 and w.side.moves.current_ply() == 0 and w.banner.isVisible()
    w.actions_.end.trigger()
    assert w.session.ply == 7 and w.banner.compact
    qtbot.mouseClick(w.banner.show_button, Qt.MouseButton.LeftButton)
    assert not w.banner.compact and w.banner.reason.isVisible()

    finished = tmp_path / "finished.json"
    assert w.save_file(str(finished))
    assert w.open_file(str(mid_game))
    assert w.session.state_text() == mid_text and w.session.length == 4
    assert w.path == str(mid_game)
    for text in WIN_SCRIPT[4:]:  # play continues after loading
        click_move(qtbot, w, text)
    assert w.banner.isVisible() and w.session.outcome() is not None

    assert w.open_file(str(finished))
    assert w.session.length == 7 and w.session.outcome() is not None
    assert w.banner.isVisible()


def test_clicks_explain_and_escape_steps_back(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    start = w.session.state_text()
    click_square(qtbot, w, parse_square("a1"))
    assert "holds no totem" in w.status_text() and w.view.selected_totem is None

    click_square(qtbot, w, parse_square("d3"))  # the X totem
    assert w.view.selected_totem == 0
    assert "where the X totem goes" in w.status_text()
    click_square(qtbot, w, parse_square("a1"))  # not a rook move
    assert "cannot go to a1" in w.status_text() and w.view.selected_totem == 0

    click_square(qtbot, w, parse_square("d6"))
    assert w.view.target == parse_square("d6")
    assert "place your X pawn" in w.status_text()
    click_square(qtbot, w, parse_square("a1"))
    assert "cannot go on a1" in w.status_text() and w.view.target is not None

    press(qtbot, w, Qt.Key.Key_Escape)
    assert w.view.target is None and w.view.selected_totem == 0
    press(qtbot, w, Qt.Key.Key_Escape)
    assert w.view.selected_totem is None
    assert w.session.state_text() == start and w.session.length == 0
    assert "choose a totem" in w.status_text()


def test_flipped_board_plays_the_same(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    before = w.view.square_point(0)
    press(qtbot, w, Qt.Key.Key_F)
    assert w.view.flip and w.actions_.flip.isChecked()
    after = w.view.square_point(0)
    assert after.y() < before.y() and after.x() > before.x()  # a1 is now top right
    click_move(qtbot, w, "X d3-d6 d5")
    assert w.session.move_texts == ["X d3-d6 d5"]


def test_move_list_click_goes_there_and_asks_before_truncating(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = main_window
    for text in WIN_SCRIPT[:3]:
        click_move(qtbot, w, text)
    after_one = w.session.states[1]
    moves = w.side.moves
    rect = moves.visualItemRect(moves.item_of_ply(1))
    qtbot.mouseClick(moves.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.session.ply == 1 and w.session.state is after_one
    assert "Showing move 1 of 3" in w.status_text()
    assert dimmed_plies(w) == [2, 3]  # the moves after the one on show

    asked: list[str] = []

    def answer(result: QMessageBox.StandardButton):  # type: ignore[no-untyped-def]
        def question(parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
            asked.append(text)
            return result

        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    click_move(qtbot, w, "O c4-c1 c2")
    assert asked and "drops the 2 later moves" in asked[0]
    assert w.session.length == 3 and w.session.ply == 1

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    click_move(qtbot, w, "O c4-c1 c2")
    assert w.session.move_texts == [WIN_SCRIPT[0], "O c4-c1 c2"]
    assert sorted(moves.cells) == [0, 1, 2] and moves.current_ply() == 2
    assert dimmed_plies(w) == []

    press(qtbot, w, Qt.Key.Key_Left)
    assert w.session.ply == 1 and moves.current_ply() == 1
    assert dimmed_plies(w) == [2]
    press(qtbot, w, Qt.Key.Key_Right)
    assert w.session.ply == 2
    assert dimmed_plies(w) == []


def dimmed_plies(w: MainWindow) -> list[int]:
    """The plies whose cells the move list shows greyed."""
    cells = w.side.moves.cells
    return sorted(ply for ply, item in cells.items() if item.foreground().color() == DIMMED)


def _on_clipboard(qtbot: QtBot, text: str, put: Callable[[], None]) -> None:
    """Put text on the X clipboard and see it there. Under Xvfb another test process on the same
    display can hold the selection a moment ("Cannot set X11 selection owner"): try again, as a
    person would press Ctrl+C again."""
    from PySide6.QtWidgets import QApplication

    for _ in range(50):
        put()
        if QApplication.clipboard().text() == text:
            return
        qtbot.wait(20)
    raise AssertionError(f"the clipboard never held {text!r}")


def test_copy_and_paste_position(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = main_window
    click_move(qtbot, w, "X d3-d6 d5")
    _on_clipboard(qtbot, "3+2/3x2/2@3/6/6/6 b", w.actions_.copy_position.trigger)
    assert w.status_label.text() == "Copied position: 3+2/3x2/2@3/6/6/6 b"

    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text))
    old = w.session
    assert not w.paste_position_text("3+2/3x2/2@3/6/6 b")
    assert warnings and "6 ranks" in warnings[0]
    assert w.session is old and w.session.length == 1

    from PySide6.QtWidgets import QApplication

    pasted = "6/6/2@3/3+2/6/6 p"
    for _ in range(20):  # pasted straight after it is seen on the clipboard; again if another process took it
        _on_clipboard(qtbot, pasted, lambda: QApplication.clipboard().setText(pasted))
        w.actions_.paste_position.trigger()
        if w.session is not old:
            break
    assert w.session is not old and w.session.length == 0
    assert w.session.state_text() == "6/6/2@3/3+2/6/6 p"
    assert w.session.custom_start


def test_resign_shows_banner(qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    w = main_window
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    click_move(qtbot, w, "X d3-d6 d5")
    w.actions_.resign.trigger()  # Black to move resigns
    assert w.banner.isVisible() and w.banner.title.text() == "Pink wins"
    assert "Black resigned" in w.banner.reason.text()
