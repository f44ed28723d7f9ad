"""A timed game through the window (issue 33, item 4): 3+2 chosen in the New Game dialog with
clicks, both clocks beside the players, the side to move's highlighted, undo puts them back, and a
flag fall ends the game with the banner saying so.  The clocks' time is a fake the test advances:
nothing waits for real seconds but the window's timer (a tenth of a second)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.core.clock import TimeControl
from desktop.core.protocol import Outcome
from desktop.core.session import Seat
from desktop.qt.shell.banner import outcome_title
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice, NewGameDialog
from desktop.qt.shell.side_panel import CLOCK_STYLES
from desktop.qt.shell.time_control_box import preset_label
from desktop.qt.shell.window_clocks import TICK_MS
from tests.qt.qt_clicks import click_move, click_toolbar
from tests.qt.test_new_game_memory import choose, with_new_game_dialog


class FakeTime:
    def __init__(self) -> None:
        self.now = 5000.0

    def __call__(self) -> float:
        return self.now


def clock_faces(window: MainWindow) -> list[str]:
    players = window.side.players
    return [players.clock_text(p) for p in range(len(window.session.seats))]


def highlighted(window: MainWindow, player: int) -> bool:
    style = window.side.players.rows[player]["clock"].styleSheet()
    return style in (CLOCK_STYLES[True, False], CLOCK_STYLES[True, True])


def test_a_timed_game_from_the_dialog_to_the_flag_fall(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    w.actions_.animate.setChecked(False)
    time = FakeTime()
    w.clocks.clocks.now = time
    assert clock_faces(w) == ["", ""]  # no clock in a game without one

    def pick(dialog: NewGameDialog) -> None:
        choose(qtbot, dialog.game_box, "Oxono")
        for box in dialog.seat_boxes:
            choose(qtbot, box, "Human")
        choose(qtbot, dialog.clock_box.combo, preset_label("3+2"))
        assert dialog.clock_box.combo.currentText() == "3+2 (3 min + 2 s a move)"
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    with_new_game_dialog(qtbot, w, pick)
    qtbot.waitUntil(lambda: w.session.time_control.timed, timeout=5_000)
    assert w.session.time_control == TimeControl.from_text("3+2")
    assert w.session.seats == [Seat.human(), Seat.human()]
    assert clock_faces(w) == ["3:00", "3:00"]
    assert highlighted(w, 0) and not highlighted(w, 1)  # Pink to move: Pink's clock runs

    time.now += 10.0
    click_move(qtbot, w, "X d3-d4 d5")
    qtbot.waitUntil(lambda: clock_faces(w) == ["2:52", "3:00"], timeout=3_000)  # 180 - 10 + 2
    assert highlighted(w, 1) and not highlighted(w, 0)
    time.now += 20.0
    qtbot.waitUntil(lambda: clock_faces(w) == ["2:52", "2:40"], timeout=3_000)  # the timer redraws it

    click_toolbar(qtbot, w, w.actions_.undo)  # the clocks go back to what they were then
    assert w.session.cursor == 0
    assert clock_faces(w) == ["3:00", "3:00"] and highlighted(w, 0)
    time.now += 10.0  # back at the start, Pink's time runs again
    qtbot.waitUntil(lambda: clock_faces(w) == ["2:50", "3:00"], timeout=3_000)
    click_toolbar(qtbot, w, w.actions_.redo)  # forward: the clocks as they were after the move
    assert w.session.cursor == 1
    assert clock_faces(w) == ["2:52", "3:00"] and highlighted(w, 1)

    time.now += 175.0  # Black thinks and thinks
    qtbot.waitUntil(lambda: clock_faces(w)[1] == "0:05.0", timeout=3_000)
    low = w.side.players.rows[1]["clock"].styleSheet()
    assert low == CLOCK_STYLES[True, True]  # low time, marked
    w.grab().save(str(shots_dir / "clocks_low_time.png"))
    time.now += 6.0
    qtbot.waitUntil(lambda: w.banner.isVisible(), timeout=3_000)  # the window's timer saw the flag
    assert clock_faces(w) == ["2:52", "0:00"]
    assert w.banner.title.text() == "Pink wins"
    assert w.banner.reason.text() == "Black ran out of time"
    assert w.session.outcome() is not None and w.session.outcome().winner == 0  # type: ignore[union-attr]
    last_row = w.side.moves.rowCount() - 1
    assert w.side.moves.item(last_row, 0).text() == "Pink wins: Black ran out of time"
    assert "Black ran out of time" in w.status_text()
    assert not highlighted(w, 0) and not highlighted(w, 1)  # nothing runs
    w.grab().save(str(shots_dir / "clocks_flag_fall.png"))

    seen: list[str] = []  # the dialog remembers the clock chosen
    with_new_game_dialog(qtbot, w, lambda dialog: seen.append(dialog.clock_box.combo.currentText()))
    assert seen == ["3+2 (3 min + 2 s a move)"]


def test_a_custom_clock_is_read_or_refused(qtbot: QtBot) -> None:
    dialog = NewGameDialog(None, "zeno", None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.clock_box
    assert not box.custom.isVisible()
    choose(qtbot, box.combo, "Custom…")
    assert box.custom.isVisible() and not dialog.ok_button.isEnabled()  # nothing written yet
    qtbot.mouseClick(box.custom, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(box.custom, "20+x")
    assert not dialog.ok_button.isEnabled() and "is no time control" in box.problem_label.text()
    box.custom.clear()
    qtbot.keyClicks(box.custom, "45 s/move")
    assert dialog.ok_button.isEnabled() and not box.problem_label.isVisible()
    assert dialog.choice().time_control == TimeControl("move", 45.0)
    choose(qtbot, box.combo, "No clock")
    assert dialog.ok_button.isEnabled() and not dialog.choice().time_control.timed


def test_the_banner_names_who_lost_a_game_of_three() -> None:
    names = ["Green", "Orange", "Blue"]
    assert outcome_title(Outcome((0.0, 0.5, 0.5), "Green ran out of time"), names) == "Green lost"
    assert outcome_title(Outcome.draw(3, "no stacks can move"), names) == "Draw"
    assert outcome_title(Outcome.win(2, 3, "Blue alone"), names) == "Blue wins"


def test_the_clocks_stop_while_the_start_page_is_on_show(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    w.actions_.animate.setChecked(False)
    time = FakeTime()
    w.clocks.clocks.now = time
    control = TimeControl.from_text("3+2")
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.human()], 1, control))
    time.now += 10.0
    click_move(qtbot, w, "X d3-d4 d5")
    qtbot.waitUntil(lambda: clock_faces(w) == ["2:52", "3:00"], timeout=3_000)
    w.actions_.start_page.trigger()  # Game ▸ Start Page
    qtbot.waitUntil(lambda: w.clocks.clocks.paused, timeout=3_000)
    time.now += 500.0  # long enough to lose on time, were Black's clock running
    qtbot.wait(3 * TICK_MS)
    assert not w.session.is_over
    row = w.start.kept_rows[0]
    assert row.resume.isVisible()
    qtbot.mouseClick(row.resume, Qt.MouseButton.LeftButton)  # back to the game on show
    qtbot.waitUntil(lambda: not w.on_start_page and not w.clocks.clocks.paused, timeout=3_000)
    assert clock_faces(w) == ["2:52", "3:00"] and highlighted(w, 1)


def test_the_window_can_show_another_clock_and_no_flag_falls_here(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    """Over a network the host's clock decides: the window shows its times (follow) and the
    local clocks wait."""
    w = main_window
    time = FakeTime()
    w.clocks.clocks.now = time
    control = TimeControl.from_text("3+2")
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.human()], 1, control))
    w.clocks.follow(lambda: ((100.0, 5.0), 1))
    assert clock_faces(w) == ["1:40", "0:05.0"] and highlighted(w, 1) and not highlighted(w, 0)
    time.now += 500.0
    qtbot.wait(3 * TICK_MS)
    assert not w.session.is_over and clock_faces(w) == ["1:40", "0:05.0"]
    w.clocks.follow(None)
    assert clock_faces(w) == ["3:00", "3:00"] and highlighted(w, 0)  # the local clocks, as they were
