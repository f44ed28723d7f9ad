"""The New Game dialog keeps the choices accepted last (the game, its options, the seats) as its
defaults, and never cuts short its title or its labels (issue 30, item 5)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.games.registry import all_games
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameDialog
from tests.qt.qt_clicks import press


def choose(qtbot: QtBot, combo: QComboBox, text: str) -> None:
    """Open a combo box's list with a click and click ``text`` in it, as a player does."""
    qtbot.mouseClick(combo, Qt.MouseButton.LeftButton, pos=combo.rect().center())
    view = combo.view()
    qtbot.waitUntil(view.isVisible, timeout=3_000)
    qtbot.wait(QApplication.doubleClickInterval() + 50)  # the list takes no click this soon after opening
    row = combo.findText(text)
    assert row >= 0, f"{text!r} is not in {[combo.itemText(i) for i in range(combo.count())]}"
    index = view.model().index(row, 0)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    qtbot.waitUntil(lambda: not view.isVisible(), timeout=3_000)
    assert combo.currentText() == text


def with_new_game_dialog(qtbot: QtBot, window: MainWindow, act: Callable[[NewGameDialog], None]) -> None:
    """Ctrl+N opens the dialog (modal: its own event loop); ``act`` works it and closes it."""
    done: list[bool] = []

    def work() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):  # not open yet
            QTimer.singleShot(20, work)
            return
        qtbot.waitExposed(dialog)
        try:
            act(dialog)
        finally:
            done.append(True)
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, work)
    press(qtbot, window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: bool(done), timeout=10_000)


def dialog_choices(dialog: NewGameDialog) -> tuple[str, dict[str, object], list[str]]:
    options = {
        key: w.isChecked() if isinstance(w, QCheckBox) else w.currentText()
        for key, w in dialog.option_widgets.items()
    }
    return dialog.game_box.currentText(), options, [box.currentText() for box in dialog.seat_boxes]


def test_the_dialog_offers_the_choices_accepted_last(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    w.actions_.animate.setChecked(False)
    chosen: list[tuple[str, dict[str, object], list[str]]] = []

    def pick(dialog: NewGameDialog) -> None:
        choose(qtbot, dialog.game_box, "Xeno")
        choose(qtbot, dialog.option_widgets["board"], "Ball of 120 spaces")  # type: ignore[arg-type]
        choose(qtbot, dialog.option_widgets["players"], "3")  # type: ignore[arg-type]
        quick = dialog.option_widgets["quick_setup"]
        qtbot.mouseClick(quick, Qt.MouseButton.LeftButton, pos=QPoint(10, quick.height() // 2))  # its box
        assert quick.isChecked()  # type: ignore[union-attr]
        assert len(dialog.seat_boxes) == 3
        choose(qtbot, dialog.seat_boxes[1], "AI Hard")
        choose(qtbot, dialog.seat_boxes[2], "AI Beginner")
        chosen.append(dialog_choices(dialog))
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    with_new_game_dialog(qtbot, w, pick)
    qtbot.waitUntil(lambda: w.session.rules.info.id == "xeno", timeout=5_000)
    assert w.session.options["board"] == "xeno-120" and w.session.options["players"] == 3
    assert w.session.seats == [Seat.human(), Seat.ai("hard"), Seat.ai("beginner")]
    w.controller.set_seats([Seat.human()] * 3)  # the AI stops: the game's seats change, not the dialog's
    w.start_quick_game("zeno", against_computer=True)  # another game on show, from the start page
    qtbot.waitUntil(lambda: w.session.rules.info.id == "zeno", timeout=5_000)

    seen: list[tuple[str, dict[str, object], list[str]]] = []
    with_new_game_dialog(qtbot, w, lambda dialog: seen.append(dialog_choices(dialog)))
    assert seen == chosen
    game, options, seats = seen[0]
    assert game == "Xeno" and options["board"] == "Ball of 120 spaces" and options["quick_setup"] is True
    assert seats == ["Human", "AI Hard", "AI Beginner"]


def title_bar_width(title: str) -> int:
    """What a title bar needs to show ``title`` whole: the text in the title font, bold, and
    160 px for the window's icon and its three buttons (as large as common window managers')."""
    font = QFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.TitleFont))
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(title) + 160


def fits(widget: QWidget) -> list[str]:
    """The texts of ``widget``'s labels and check boxes cut short at their size now."""
    cut = []
    for label in widget.findChildren(QLabel):
        shown = label.isVisible() and label.text() and not label.wordWrap()
        if shown and label.fontMetrics().horizontalAdvance(label.text()) > label.contentsRect().width():
            cut.append(label.text())
    for box in widget.findChildren(QCheckBox):
        if box.isVisible() and box.width() < box.sizeHint().width():
            cut.append(box.text())
    for combo in widget.findChildren(QComboBox):
        if combo.isVisible() and combo.width() < combo.sizeHint().width():
            cut.append(combo.currentText())
    return cut


@pytest.mark.parametrize("game", sorted(all_games()))
def test_title_and_labels_are_never_cut_short_at_the_smallest_size(
    qtbot: QtBot, game: str, shots_dir: Path
) -> None:
    dialog = NewGameDialog(None, game, None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    # every option at its longest choice, the last of the longest (Xeno: 480 spaces, 6 players)
    for key in list(dialog.option_widgets):
        box = dialog.option_widgets[key]  # anew: a choice rebuilds the seats, not the options
        if isinstance(box, QComboBox):
            box.setCurrentIndex(max(range(box.count()), key=lambda i, b=box: (len(b.itemText(i)), i)))
    for box in dialog.seat_boxes:
        box.setCurrentIndex(box.findText("AI Beginner"))
    qtbot.wait(50)  # the fit at the next turn of the event loop
    dialog.resize(1, 1)  # as small as the dialog allows
    qtbot.waitUntil(lambda: dialog.width() == dialog.minimumSizeHint().width(), timeout=3_000)
    assert dialog.width() >= title_bar_width(dialog.windowTitle()), "the title bar cuts the title short"
    assert fits(dialog) == []
    dialog.grab().save(str(shots_dir / f"new_game_smallest_{game}.png"))
    if game == "xeno":
        assert len(dialog.seat_boxes) == 6 and "480" in dialog.option_widgets["board"].currentText()  # type: ignore[union-attr]
