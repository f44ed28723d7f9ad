"""The New Game dialog, the rules page, and the remembered window layout."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog
from pytestqt.qtbot import QtBot

from desktop.app import default_controller
from desktop.core.session import Seat
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice, NewGameDialog
from tests.qt.conftest import search_in_process
from tests.qt.qt_clicks import press


def test_new_game_dialog_builds_options_and_seats(qtbot: QtBot) -> None:
    dialog = NewGameDialog(None, "oxono", [Seat.human(), Seat.ai("hard")])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.game_box.currentData() == "oxono"
    box = dialog.option_widgets["random_totems"]
    assert isinstance(box, QCheckBox) and not box.isChecked()
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())
    assert box.isChecked()
    assert [b.currentText() for b in dialog.seat_boxes] == ["Human", "AI Hard"]
    dialog.seat_boxes[1].setCurrentIndex(dialog.seat_boxes[1].findText("AI Easy"))
    dialog.seed_edit.setText("42")
    choice = dialog.choice()
    assert choice.game_id == "oxono"
    assert choice.options == {"random_totems": True}
    assert choice.seats == [Seat.human(), Seat.ai("easy")]
    assert choice.seed == 42


def test_the_seed_is_folded_away_boards_say_their_size_and_no_gaps_stay(
    qtbot: QtBot, shots_dir: Path
) -> None:
    dialog = NewGameDialog(None, "xeno", [Seat.human(), Seat.human()])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.seed_edit.isVisible()
    qtbot.mouseClick(dialog.advanced_button, Qt.MouseButton.LeftButton)
    assert dialog.seed_edit.isVisible()
    board = dialog.option_widgets["board"]
    assert isinstance(board, QComboBox)
    labels = [board.itemText(i) for i in range(board.count())]
    assert "Ball of 120 spaces" in labels and "Ball of 30 spaces" in labels
    assert board.currentData() == "xeno-30" and board.currentText() == "Ball of 30 spaces"
    dialog.grab().save(str(shots_dir / "new_game_xeno.png"))
    qtbot.waitUntil(lambda: dialog.height() == dialog.sizeHint().height())  # the fold's resize has run
    xeno_height = dialog.height()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("oxono"))
    qtbot.waitUntil(lambda: dialog.height() < xeno_height)  # Oxono's fewer options leave no gap
    assert dialog.height() <= dialog.sizeHint().height() + 2
    dialog.grab().save(str(shots_dir / "new_game_oxono.png"))


def test_new_game_action_uses_the_dialog(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = main_window
    w.controller.play_text("X d3-d6 d5")

    def accept(dialog: NewGameDialog) -> int:
        dialog.seat_boxes[0].setCurrentIndex(dialog.seat_boxes[0].findText("AI Medium"))
        dialog.seed_edit.setText("5")
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    press(qtbot, w, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert w.session.length in (0, 1) and w.session.seed == 5
    assert w.session.seats == [Seat.ai("medium"), Seat.human()]
    qtbot.waitUntil(lambda: w.session.length == 1, timeout=5000)  # the AI holds Pink and opens


def test_rules_dialog_shows_the_rules(qtbot: QtBot, main_window: MainWindow) -> None:
    main_window.actions_.rules.trigger()
    dialog = main_window.rules_dialog
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    assert "Oxono" in dialog.windowTitle()
    assert "totem" in dialog.browser.toPlainText()
    dialog.close()


def test_window_remembers_size_and_panel(qtbot: QtBot) -> None:
    first = MainWindow(default_controller())
    search_in_process(first)
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.resize(900, 640)
    first.actions_.show_panel.setChecked(False)
    qtbot.waitUntil(lambda: not first.dock.isVisible())
    first.close()

    second = MainWindow(default_controller())
    search_in_process(second)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert (second.width(), second.height()) == (900, 640)
    assert not second.dock.isVisible() and not second.actions_.show_panel.isChecked()
    second.close()


def test_every_action_explains_itself(main_window: MainWindow) -> None:
    for action in main_window.actions():
        if action.text():
            assert action.toolTip() and action.statusTip(), action.text()
    menus = [a.text() for a in main_window.menuBar().actions()]
    assert menus == ["&Game", "&Edit", "&View", "&Help"]


def test_help_how_to_play_opens_on_the_game_on_show(qtbot: QtBot, main_window: MainWindow) -> None:
    from desktop.qt.shell.how_to_play import HowToPlayDialog

    w = main_window
    w.start_new_game(NewGameChoice("zeno", {}, [Seat.human(), Seat.human()], seed=1))
    press(qtbot, w, Qt.Key.Key_F1)
    dialog = w.findChild(HowToPlayDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.current_game() == "zeno"
    assert [a.text() for a in w.menuBar().actions()[-1].menu().actions()][:2] == [
        "How to &Play",
        "&Exact Rules",
    ]
    dialog.close()


def test_the_animation_speed_reaches_the_board(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    view = w.view
    assert view.display.animation_ms == 400  # type: ignore[attr-defined]  # Normal by default
    w.actions_.speeds[700].trigger()
    assert view.display.animation_ms == 700  # type: ignore[attr-defined]
    w.actions_.animate.setChecked(False)
    assert not view.display.animate and not w.actions_.speeds[200].isEnabled()  # type: ignore[attr-defined]
