"""The move list of a 3-player Xeno game as it plays: its columns are the players in their order
of play within a round, headed by their colours; a round is one row (issue 30, item 5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.games.xeno.state import Phase
from desktop.qt.ball.xeno_view import XenoView
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice
from tests.qt.test_xeno_play import click_space

SKIPPED = "—"


def headers(table: QTableWidget) -> list[str]:
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]  # type: ignore[union-attr]


def table_rounds(table: QTableWidget) -> list[tuple[str, list[tuple[str, Any]]]]:
    """The numbered rows as the table shows them: the number, then each cell's text and ply."""
    rounds = []
    for r in range(table.rowCount()):
        number = table.verticalHeaderItem(r)
        if number is None or not number.text():
            continue
        cells = []
        for c in range(table.columnCount()):
            item = table.item(r, c)
            cells.append((item.text() if item else "", item.data(Qt.ItemDataRole.UserRole) if item else None))
        rounds.append((number.text(), cells))
    return rounds


@pytest.mark.slow
def test_three_player_xeno_columns_follow_the_order_of_play_and_name_the_colours(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    w.actions_.animate.setChecked(False)
    seats = [Seat.ai("random")] * 3
    # seed 0's quick setup: seat 1 Green (the setup player), seat 2 Blue, seat 3 Orange, as the
    # game a new player met; the turns go Green, Orange, Blue (the colours in letter order)
    w.start_new_game(
        NewGameChoice("xeno", {"board": "xeno-30", "players": 3, "quick_setup": True}, seats, seed=0)
    )
    session = w.session
    assert session.state.phase == Phase.PLAY and session.state.seats == (2, 1, 0)
    qtbot.waitUntil(lambda: w.session.length >= 60 or w.session.is_over, timeout=120_000)
    for player in range(3):  # the humans take over: the AI stops
        chooser = w.side.players.choosers[player]
        chooser.setCurrentIndex(chooser.findText("Human"))
    qtbot.waitUntil(lambda: not w.controller.thinking, timeout=10_000)
    w.refresh()
    table = w.side.moves
    assert headers(table) == ["Green", "Orange", "Blue"]
    rules = session.rules
    rounds = table_rounds(table)
    assert len(rounds) >= 10
    skips = 0
    for i, (number, cells) in enumerate(rounds):
        plies = [ply for _text, ply in cells if isinstance(ply, int)]
        assert plies == sorted(plies), f"round {number} does not read in the order played: {cells}"
        for c, (text, ply) in enumerate(cells):
            if isinstance(ply, int):
                before = session.states[ply - 1]
                assert rules.player_name(before, rules.to_move(before)) == headers(table)[c]
            elif i < len(rounds) - 1:
                assert text == SKIPPED, f"round {number}: a blank cell in a round played: {cells}"
                skips += 1
    print(f"{len(rounds)} rounds, {skips} players passed over")
    w.side.grab().save(str(shots_dir / "move_list_3_players.png"))
    w.grab().save(str(shots_dir / "move_list_3_players_window.png"))


def test_two_player_headers_name_the_players_and_xeno_s_the_colours_once_chosen(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = main_window
    assert headers(w.side.moves) == ["Pink", "Black"]  # Oxono, the game the window opens with
    w.start_new_game(NewGameChoice("zeno", {}, [Seat.human()] * 2, seed=1))
    assert headers(w.side.moves) == ["White", "Black"]
    monkeypatch.setattr(XenoView, "colour_picker", staticmethod(lambda _w, _who, free: free[0]))
    w.start_new_game(NewGameChoice("xeno", {"board": "xeno-12"}, [Seat.human()] * 2, seed=3))
    assert headers(w.side.moves) == ["Player 1", "Player 2"]  # no colours yet: the seats
    state = w.session.state
    target = next(s for s, st in enumerate(state.stacks) if st != state.stacks[state.removed])
    click_space(qtbot, w, target)  # the setup player places the piece; player 2 takes Orange
    qtbot.waitUntil(lambda: w.session.state.phase == Phase.PLAY, timeout=5_000)
    assert headers(w.side.moves) == ["Blue", "Orange"]
    assert [w.session.rules.player_name(w.session.state, p) for p in range(2)] == ["Blue", "Orange"]
