"""Playing against the AI: replies off the UI thread, undo, cancelled searches."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.qt.main_window import MainWindow
from desktop.qt.new_game_dialog import NewGameChoice
from tests.qt.qt_clicks import click_move, click_toolbar, press


def vs_ai(window: MainWindow, level: str) -> None:
    window.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.ai(level)], seed=7))


def test_ai_replies_and_undo_returns_to_the_human(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    vs_ai(w, "easy")
    assert w.side.players.rows[1]["seat"].text() == "AI (Easy)"
    click_move(qtbot, w, "X d3-d6 d5")
    assert w.pending is not None and w.pending.kind == "ai"
    assert "played by the AI" in w.status_text()
    qtbot.waitUntil(lambda: w.session.length == 2, timeout=5000)
    assert w.session.to_move() == 0 and w.pending is None
    assert w.side.moves.count() == 3 and w.ai_label.text() == ""

    click_toolbar(qtbot, w, w.actions_.undo)
    assert w.session.ply == 0 and w.session.to_move() == 0
    assert w.pending is None  # the human's turn: nothing starts
    click_toolbar(qtbot, w, w.actions_.redo)
    assert w.session.ply == 2 and w.pending is None

    click_move(qtbot, w, _any_x_move(w))
    qtbot.waitUntil(lambda: w.session.length == 4, timeout=5000)
    assert w.session.to_move() == 0


def _any_x_move(window: MainWindow) -> str:
    session = window.session
    move = next(m for m in session.legal_moves() if m.totem == 0)
    return session.rules.move_to_text(session.state, move)


def test_undo_cancels_a_hard_search_and_drops_its_result(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    vs_ai(w, "hard")
    click_move(qtbot, w, "X d3-d6 d5")
    assert w.pending is not None
    generation = w.pending.generation
    assert w.worker.busy
    click_toolbar(qtbot, w, w.actions_.undo)
    assert w.pending is None and w.session.ply == 0
    qtbot.waitUntil(lambda: not w.worker.busy, timeout=1500)  # far less than Hard's 2.5 s
    qtbot.wait(200)
    assert w.session.length == 1 and w.session.ply == 0  # no AI move arrived

    late_move = w.session.rules.legal_moves(w.session.states[1])[0]
    w._on_search_result(generation, late_move)  # a result from the cancelled search
    assert w.stale_results >= 1
    assert w.session.length == 1 and w.session.ply == 0


def test_new_game_cancels_a_search(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    vs_ai(w, "hard")
    click_move(qtbot, w, "X d3-d6 d5")
    assert w.worker.busy
    old = w.session
    vs_ai(w, "easy")
    assert w.session is not old and w.session.length == 0
    qtbot.waitUntil(lambda: not w.worker.busy, timeout=1500)
    qtbot.wait(200)
    assert old.length == 1 and w.session.length == 0


def test_window_keeps_repainting_while_the_ai_thinks(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(1))
    vs_ai(w, "hard")
    click_move(qtbot, w, "X d3-d6 d5")
    timer.start()
    qtbot.wait(1000)
    timer.stop()
    assert w.worker.busy, "Hard should still be thinking after 1 s"
    assert len(ticks) >= 15, f"the UI thread ticked only {len(ticks)} times in 1 s"
    assert w.thinking_ticks >= 5
    seconds = float(w.ai_label.text().split("…")[1].strip().split()[0])
    assert w.ai_label.text().startswith("AI thinking") and seconds >= 0.5
    w.view.viewport().repaint()  # painting works while the search runs


def test_ai_plays_first_when_it_holds_pink(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.ai("medium"), Seat.human()], seed=3))
    qtbot.waitUntil(lambda: w.session.length == 1, timeout=5000)
    assert w.session.to_move() == 1 and w.pending is None


def test_hint_suggests_a_move(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    press(qtbot, w, Qt.Key.Key_H)
    assert w.pending is not None and w.pending.kind == "hint"
    qtbot.waitUntil(lambda: w.status_text().startswith("Hint:"), timeout=5000)
    hint = w.status_text().removeprefix("Hint:").strip()
    w.session.play_text(hint)  # the hint is a legal move
    assert w.session.length == 1
