"""The window keeps one view per game: a game of a kind already shown reuses its view.

Making a view for every game and dropping it left native memory behind with each ball (its
OpenGL context: about 4 MB a Xeno game in ``bench/load.py``); a kept view is shown again with the
new game, and a view put aside says nothing to the window."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice

XENO = ("xeno", {"board": "xeno-12", "quick_setup": True})


def start(window: MainWindow, game: str, options: dict[str, object], seed: int) -> None:
    window.start_new_game(NewGameChoice(game, dict(options), [Seat.human(), Seat.human()], seed=seed))


@pytest.mark.slow
def test_a_game_of_a_kind_shown_before_comes_back_in_its_own_view(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    start(w, "oxono", {}, 1)
    oxono = w.view
    start(w, *XENO, 2)
    xeno = w.view
    assert xeno is not oxono and xeno.widget().isVisible() and not oxono.widget().isVisible()
    start(w, "zeno", {}, 3)
    widgets = len(w.findChildren(QWidget))
    for seed in (4, 5):  # round again: the same views, no new widgets
        start(w, "oxono", {}, seed)
        assert w.view is oxono and oxono.widget().isVisible() and not xeno.widget().isVisible()
        start(w, *XENO, seed)
        assert w.view is xeno and xeno.widget().isVisible() and not oxono.widget().isVisible()
        start(w, "zeno", {}, seed)
    qtbot.wait(10)
    assert len(w.findChildren(QWidget)) == widgets


def test_a_kept_view_shows_the_new_game_and_a_view_put_aside_plays_nothing(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    start(w, "oxono", {}, 1)
    oxono = w.view
    w.controller.play(w.session.legal_moves()[0])
    assert oxono.animating  # the move plays out on the board...
    start(w, *XENO, 2)
    aside_move = None
    xeno_session = w.session
    oxono.move_chosen.emit(aside_move)  # a click left over in the hidden Oxono view
    assert w.session is xeno_session and w.session.length == 0
    start(w, "oxono", {}, 3)
    assert w.view is oxono and oxono.session is w.session and w.session.length == 0
    assert not oxono.animating  # ...and the last game's move does not play on over the new one
    first = w.session.legal_moves()[0]
    oxono.move_chosen.emit(first)  # shown again, it plays for the window
    assert w.session.length == 1 and w.session.moves[0] == first
