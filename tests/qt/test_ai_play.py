"""Playing against the AI: replies off the UI thread, undo, cancelled searches."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from desktop.control.searching import ChildProcessSearcher
from desktop.core.session import Seat
from desktop.qt.boards.oxono.view import OxonoView
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice
from tests.qt.qt_clicks import click_move, click_toolbar, press

#: a node budget no search here reaches before it is cancelled
LONG_SEARCH = 50_000_000
#: how long a cancelled search may take to answer, in ms: minutes before LONG_SEARCH's end,
#: yet room for a child at nice +10 that a loaded machine (CI: both cores taken by the tests)
#: gives a few per cent of a core (one CI run missed 1.5 s)
CANCELLED_WITHIN = 10_000


def vs_ai(window: MainWindow, level: str) -> None:
    window.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.ai(level)], seed=7))


def test_ai_replies_and_undo_returns_to_the_human(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    vs_ai(w, "easy")
    assert w.side.players.choosers[1].text() == "AI Easy"
    click_move(qtbot, w, "X d3-d6 d5")
    assert w.controller.thinking_purpose == "move"
    assert "played by the AI" in w.status_text()
    qtbot.waitUntil(lambda: w.session.length == 2, timeout=5000)
    assert w.session.to_move() == 0 and not w.controller.thinking
    assert sorted(w.side.moves.cells) == [0, 1, 2] and w.ai_label.text() == ""

    click_toolbar(qtbot, w, w.actions_.undo)
    assert w.session.ply == 0 and w.session.to_move() == 0
    assert not w.controller.thinking  # the human's turn: nothing starts
    click_toolbar(qtbot, w, w.actions_.redo)
    assert w.session.ply == 2 and not w.controller.thinking

    click_move(qtbot, w, _any_x_move(w))
    qtbot.waitUntil(lambda: w.session.length == 4, timeout=5000)
    assert w.session.to_move() == 0


def _any_x_move(window: MainWindow) -> str:
    session = window.session
    move = next(m for m in session.legal_moves() if m.totem == 0)
    return session.rules.move_to_text(session.state, move)


def searcher(window: MainWindow) -> ChildProcessSearcher:
    found = window.controller.searcher
    assert isinstance(found, ChildProcessSearcher)
    return found


@pytest.mark.slow
@pytest.mark.child_process  # the cancel crosses to the child process
def test_undo_cancels_a_hard_search_and_drops_its_result(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    w.controller.nodes = LONG_SEARCH
    vs_ai(w, "hard")
    dropped = w.controller.dropped_replies
    click_move(qtbot, w, "X d3-d6 d5")
    assert w.controller.thinking
    qtbot.waitUntil(lambda: searcher(w).busy, timeout=1500)  # the child is asked at the next turn
    click_toolbar(qtbot, w, w.actions_.undo)
    assert not w.controller.thinking and w.session.ply == 0
    qtbot.waitUntil(lambda: not searcher(w).busy, timeout=CANCELLED_WITHIN)  # long before its budget
    qtbot.waitUntil(lambda: w.controller.dropped_replies > dropped, timeout=1500)  # its reply came, unused
    assert w.session.length == 1 and w.session.ply == 0  # no AI move arrived


@pytest.mark.slow
@pytest.mark.child_process  # the cancel crosses to the child process
def test_new_game_cancels_a_search(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    w.controller.nodes = LONG_SEARCH
    vs_ai(w, "hard")
    click_move(qtbot, w, "X d3-d6 d5")
    qtbot.waitUntil(lambda: searcher(w).busy, timeout=1500)
    old = w.session
    w.controller.nodes = 3000
    vs_ai(w, "easy")
    assert w.session is not old and w.session.length == 0
    qtbot.waitUntil(lambda: not searcher(w).busy, timeout=CANCELLED_WITHIN)
    qtbot.wait(200)
    assert old.length == 1 and w.session.length == 0


@pytest.mark.slow
@pytest.mark.child_process  # the child never holds this process's interpreter lock
def test_window_keeps_repainting_while_the_ai_thinks(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    w.controller.nodes = LONG_SEARCH
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(1))
    vs_ai(w, "hard")
    click_move(qtbot, w, "X d3-d6 d5")
    timer.start()
    qtbot.wait(1000)
    timer.stop()
    assert searcher(w).busy, "Hard with a budget of millions of nodes should still be thinking after 1 s"
    assert len(ticks) >= 15, f"the UI thread ticked only {len(ticks)} times in 1 s"
    seconds = float(w.ai_label.text().split("…")[1].strip().split()[0])
    assert w.ai_label.text().startswith("AI thinking") and seconds >= 0.5
    w.view.widget().repaint()  # painting works while the search runs


def test_ai_plays_first_when_it_holds_pink(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.ai("medium"), Seat.human()], seed=3))
    qtbot.waitUntil(lambda: w.session.length == 1, timeout=5000)
    assert w.session.to_move() == 1 and not w.controller.thinking


def test_an_ai_move_refreshes_the_window_once(qtbot: QtBot, main_window: MainWindow) -> None:
    """Thinking stopped, moved, thinking started: one turn of the event loop, one refresh."""
    w = main_window
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.ai("medium"), Seat.ai("medium")], seed=3))
    qtbot.waitUntil(lambda: w.session.length >= 1, timeout=5000)
    refreshes: list[int] = []
    real = w.refresh

    def counted() -> None:
        refreshes.append(w.session.length)
        real()

    w.refresh = counted  # type: ignore[method-assign]
    first = w.session.length
    qtbot.waitUntil(lambda: w.session.length >= first + 4, timeout=20_000)
    w.controller.ai_enabled = False
    qtbot.waitUntil(lambda: not w.controller.thinking, timeout=20_000)  # the search in flight
    qtbot.wait(50)
    moves = w.session.length - first
    assert moves <= len(refreshes) <= moves + 1, refreshes  # was two a move
    assert not w.ai_label.text()


def test_hint_suggests_a_move(qtbot: QtBot, main_window: MainWindow, shots_dir: Path) -> None:
    w = main_window
    press(qtbot, w, Qt.Key.Key_H)
    assert w.controller.thinking_purpose == "hint"
    qtbot.waitUntil(lambda: w.status_text().startswith("Hint:"), timeout=5000)
    hint = w.status_text().removeprefix("Hint:").strip()
    view = w.view
    assert isinstance(view, OxonoView) and view.hint_move is not None  # drawn on the board too
    assert w.session.rules.move_to_text(w.session.state, view.hint_move) == hint
    view.grab().save(str(shots_dir / "oxono_hint.png"))
    w.controller.play_text(hint)  # the hint is a legal move
    assert w.session.length == 1 and view.hint_move is None
