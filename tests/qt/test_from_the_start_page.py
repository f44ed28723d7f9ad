"""Every game played to its end from the start page, as a new player would: a click on
"Play the computer" or "Play a friend", then every human move made with mouse clicks on the
board (the moves themselves chosen by a small search, as a player would choose them)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.ai.levels import make_agent
from desktop.games.xeno.state import Phase
from desktop.qt.ball.xeno_view import XenoView
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.unsaved_prompt import Drop
from desktop.qt.shell.window_commands import QUICK_LEVEL
from tests.qt import qt_clicks
from tests.qt.conftest import GUI_NODES
from tests.qt.test_start_and_autosave import launch
from tests.qt.test_xeno_play import click_space
from tests.qt.test_xspectrum_view import click_move as click_xspectrum_move
from tests.qt.test_zeno_play import click_zeno_move


def click_a_move(qtbot: QtBot, w: MainWindow, move: Any) -> None:
    """Make ``move`` with the clicks a person makes on this game's board."""
    game = w.session.rules.info.id
    state = w.session.state
    text = w.session.rules.move_to_text(state, move)
    before = w.session.length
    if game == "oxono":
        qt_clicks.click_move(qtbot, w, text)
    elif game == "zeno":
        click_zeno_move(qtbot, w, text)
    elif game == "xspectrum":
        click_xspectrum_move(qtbot, w, move)
    else:
        assert game == "xeno" and state.phase != Phase.COLOURS  # the colour dialog answers for itself
        for space in move.path[1:] if state.phase == Phase.SETUP else move.path:
            click_space(qtbot, w, space)
    assert w.session.length == before + 1, w.status_text()


@pytest.mark.slow
@pytest.mark.parametrize("game", ["oxono", "zeno", "xspectrum", "xeno"])
@pytest.mark.parametrize("against", ["computer", "friend"])
def test_a_whole_game_from_the_start_page(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, game: str, against: str
) -> None:
    monkeypatch.setattr("desktop.qt.shell.window_commands.random.randrange", lambda _n: 4)
    monkeypatch.setattr(XenoView, "colour_picker", staticmethod(lambda _w, _who, free: free[0]))
    w = launch(qtbot)
    w.ask_unsaved = lambda doing: Drop.DISCARD  # type: ignore[method-assign]
    assert w.on_start_page
    card = w.start.cards[game]
    qtbot.mouseClick(card.computer if against == "computer" else card.friend, Qt.MouseButton.LeftButton)
    assert not w.on_start_page and w.session.rules.info.id == game
    seats = w.session.seats
    assert seats[0].is_ai is False
    assert all(s.is_ai == (against == "computer") for s in seats[1:])
    assert all(s.level == QUICK_LEVEL for s in seats[1:] if s.is_ai)
    player = make_agent("medium", 3, nodes=GUI_NODES)
    for _ in range(600):
        if w.session.is_over:
            break
        state = w.session.state
        if w.session.seat_to_move().is_ai or (game == "xeno" and state.phase == Phase.COLOURS):
            length = w.session.length
            qtbot.waitUntil(lambda n=length: w.session.length > n or w.session.is_over, timeout=30_000)
            continue
        w.view.finish_animation()
        click_a_move(qtbot, w, player.choose(w.session.rules, state))
    assert w.session.is_over, f"{game} still going after {w.session.length} moves"
    qtbot.waitUntil(lambda: w.banner.isVisible(), timeout=5000)
    print(f"{game} against a {against}: {w.session.length} moves, {w.session.outcome()}")
    w.close()
