"""What a game over the network (and any timed game) leaves behind: the text Edit ▸ Copy Game
copies names the clock, and a draw agreed over the network opens again as that draw."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from desktop.core.clock import TimeControl
from desktop.core.records import load_record
from desktop.core.session import Session
from desktop.games.registry import resolve
from desktop.qt.shell.main_window import MainWindow
from tests.qt.qt_clicks import click_move
from tests.qt.test_network_gui import (  # noqa: F401  (fixtures)
    WAIT,
    host_ai_in_process,
    host_timed_oxono,
    joiner_window,
    mdns_on_the_loopback,
    start_two_humans,
)


def test_copy_game_names_the_clock(qtbot: QtBot, main_window: MainWindow) -> None:
    rules, options = resolve("zeno")
    main_window.set_session(Session(rules, options, 1, time_control=TimeControl.from_text("5+3")))
    main_window.actions_.copy_game.trigger()  # Edit ▸ Copy Game
    lines = QApplication.clipboard().text().splitlines()
    assert lines[0] == "Zeno" and "Clock: 5+3" in lines[:5], lines


def test_a_draw_agreed_over_the_network_opens_again_as_a_draw(
    qtbot: QtBot,
    main_window: MainWindow,
    joiner_window: MainWindow,  # noqa: F811
    tmp_path: Path,
) -> None:
    host_w, join_w = main_window, joiner_window
    start_two_humans(qtbot, host_w, join_w)
    host = host_w.network.host
    assert host is not None
    click_move(qtbot, host_w, "X d3-d4 d5")
    qtbot.waitUntil(lambda: join_w.session.length == 1, timeout=WAIT)
    qtbot.mouseClick(join_w.network.panel.draw_button, Qt.MouseButton.LeftButton)  # Black offers a draw
    qtbot.waitUntil(lambda: host_w.network.bar.asking, timeout=WAIT)
    qtbot.mouseClick(host_w.network.bar.yes_button, Qt.MouseButton.LeftButton)  # Pink accepts
    qtbot.waitUntil(lambda: host.over and join_w.session.final_outcome() is not None, timeout=WAIT)
    for side, window in (("host", host_w), ("joiner", join_w)):
        path = str(tmp_path / f"{side}.json")
        assert window.save_file(path)  # Game ▸ Save As…
        reloaded = load_record(path, resolve)
        outcome = reloaded.final_outcome()
        assert outcome is not None and outcome.winner is None and outcome.reason == "a draw agreed", side
        assert window.open_file(path)  # Game ▸ Open…: the game opens finished, a draw
        assert window.session.is_over and window.session.length == 1


def test_the_windows_clocks_leave_the_hosts_times_alone(
    qtbot: QtBot,
    main_window: MainWindow,
    joiner_window: MainWindow,  # noqa: F811
) -> None:
    """Over the network the host's clock decides: the times each window keeps for the record
    are the host's, not those of the window's own (paused) clocks."""
    host_w, join_w = main_window, joiner_window
    net = host_w.network
    host, join = host_timed_oxono(qtbot, host_w, join_w, "5+3")
    host.now = lambda: time.monotonic() + 10.0  # Pink thinks ten seconds by the host's clock
    click_move(qtbot, host_w, "X d3-d4 d5")
    qtbot.waitUntil(lambda: join_w.session.length == 1, timeout=WAIT)
    qtbot.wait(100)  # the windows' events for the move have run
    decided = host.session.times[1]
    assert 292.0 < decided[0] < 294.0 and decided[1] == 300.0, decided  # 300 - 10 + 3
    assert join.times is not None and tuple(join.times) == decided
    assert join_w.session.times[1] == decided  # what the joiner's record keeps
    assert host_w.session.times[1] == decided
    join_w.actions_.copy_game.trigger()  # the joiner's Edit ▸ Copy Game names the host's clock
    assert "Clock: 5+3" in QApplication.clipboard().text().splitlines()
    net.leave()  # the host quits: each window's own clocks go on from the host's times
    qtbot.waitUntil(lambda: join_w.network.join is None, timeout=WAIT)
    for window in (host_w, join_w):
        clocks = window.clocks.clocks
        assert clocks.live_ply == 1 and clocks.running == 1  # Black to move, at the game's end
        pink, black = clocks.times()
        assert pink == decided[0] and 299.0 < black <= 300.0, (window is host_w, pink, black)
