"""A whole Oxono game with the mouse against Hard, with undo and save/load on the way."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice
from tests.qt.qt_clicks import click_move, click_toolbar


def human_move(window: MainWindow) -> str:
    """The human's choice: a move that does not hand Hard a win in one, if any."""
    session = window.session
    rules, state = session.rules, session.state
    moves = list(session.legal_moves())
    for move in moves:
        after = rules.apply(state, move)
        if rules.outcome(after) is not None:
            return rules.move_to_text(state, move)
    for move in moves:
        after = rules.apply(state, move)
        if not any(rules.outcome(rules.apply(after, reply)) for reply in rules.legal_moves(after)):
            return rules.move_to_text(state, move)
    return rules.move_to_text(state, moves[0])


@pytest.mark.slow
def test_a_whole_game_against_hard(qtbot: QtBot, main_window: MainWindow, tmp_path: Path) -> None:
    w = main_window
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.ai("hard")], seed=11))
    saved_at = -1
    while not w.session.is_over:
        assert w.session.to_move() == 0
        before = w.session.length
        click_move(qtbot, w, human_move(w))
        if w.session.is_over:
            break
        qtbot.waitUntil(lambda b=before: w.session.length == b + 2 or w.session.is_over, timeout=10_000)
        if w.session.length == 4:
            # undo takes back Hard's reply and our move: our previous turn
            click_toolbar(qtbot, w, w.actions_.undo)
            assert w.session.ply == 2 and w.session.to_move() == 0 and not w.controller.thinking
            click_toolbar(qtbot, w, w.actions_.redo)
            assert w.session.ply == 4
        if w.session.length == 6 and saved_at < 0:
            path = tmp_path / "vs-hard.json"
            w.save_file(str(path))
            saved_at = w.session.length
            text = w.session.state_text()
            w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.human()], seed=1))
            assert w.session.length == 0
            w.open_file(str(path))
            assert w.session.length == saved_at and w.session.state_text() == text
            assert w.session.seats == [Seat.human(), Seat.ai("hard")]
    outcome = w.session.outcome()
    assert outcome is not None and saved_at == 6
    assert w.banner.isVisible()
    assert w.session.length > saved_at
