"""Game ▸ Play Over Network in two windows of one process, over the loopback.

One window hosts an Oxono game (a human here, a human who joins), a second
window joins with the invitation (after a wrong code is refused in words), and
the two play with clicks on their boards: an undo asked and refused, a chat
line, a dropped connection shown on both sides and resumed at the same move (a
move tried while paused refused), a resignation; a host that quits leaves the
joiner's game saved.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QComboBox, QMessageBox
from pytestqt.qtbot import QtBot

from desktop.app import default_controller
from desktop.control.searching import ThreadSearcher
from desktop.net.host import HostSession
from desktop.net.join import JoinSession
from desktop.qt.ball.xeno_view import XenoView
from desktop.qt.shell import network_found, network_mode
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.network_dialogs import JoinDialog, read_invitation
from desktop.qt.shell.unsaved_prompt import Drop
from tests.qt.conftest import GUI_NODES, search_in_process
from tests.qt.qt_clicks import click_move, click_square, click_toolbar, press
from tests.qt.test_clocks_gui import highlighted

WAIT = 8000  # ms: every wait below is bounded


@pytest.fixture(autouse=True)
def host_ai_in_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """The host's AI seats search on a thread of this process (the app: its child process)."""
    monkeypatch.setattr(network_mode, "ChildProcessSearcher", ThreadSearcher)


@pytest.fixture(autouse=True)
def mdns_on_the_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """A hosted game is advertised on this computer's loopback only (nothing sent to a real network)."""
    monkeypatch.setattr(network_found, "DEFAULT_INTERFACES", ["127.0.0.1"])


@pytest.fixture
def joiner_window(qtbot: QtBot) -> Iterator[MainWindow]:
    """A second main window, as the main_window fixture makes the first."""
    window = MainWindow(default_controller())
    search_in_process(window)
    window.controller.nodes = GUI_NODES
    window.analysis.analyst.nodes = GUI_NODES
    window.ask_unsaved = lambda doing: Drop.DISCARD  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


def host_oxono(qtbot: QtBot, window: MainWindow, shots: Path | None = None) -> str:
    """Game ▸ Play Over Network ▸ Host: Oxono, Pink here, Black joins; the invitation."""
    net = window.network
    net.bind = "127.0.0.1"
    window.actions_.host_game.trigger()
    dialog = net.host_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("oxono"))
    dialog.name_edit.setText("Ann")
    assert [box.currentText() for box in dialog.seat_boxes] == ["Human here", "Joins over the network"]
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert net.host is not None
    assert dialog.invitation_group.isVisible()
    code = dialog.code_label.text()
    assert code == net.host.code and len(code) == 7
    assert dialog.invitation_edit.text() == net.host.invitation.text()
    assert "Black: waiting for a player to join" in dialog.joined_label.text()
    qtbot.mouseClick(dialog.copy_button, Qt.MouseButton.LeftButton)
    if shots is not None:
        qtbot.wait(50)
        dialog.grab().save(str(shots / "network_host_dialog.png"))
    return dialog.invitation_edit.text()


def join_with(qtbot: QtBot, window: MainWindow, invitation: str) -> JoinDialog:
    window.actions_.join_game.trigger()
    dialog = window.network.join_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.invitation_edit.clear()
    qtbot.keyClicks(dialog.invitation_edit, invitation)
    dialog.name_edit.setText("Bob")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.network.joining is None, timeout=WAIT)  # it joins off the UI thread
    return dialog


def host_timed_oxono(
    qtbot: QtBot, host_w: MainWindow, join_w: MainWindow, clock: str
) -> tuple[HostSession, JoinSession]:
    """The host's window hosts Oxono with ``clock`` (Host dialog), the joiner's window joins; the
    host and the joiner once the joiner's window shows the game."""
    net = host_w.network
    net.bind = "127.0.0.1"
    host_w.actions_.host_game.trigger()
    dialog = net.host_dialog
    assert dialog is not None
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("oxono"))
    dialog.clock_box.set_text(clock)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    host = net.host
    assert host is not None and host.clock is not None
    join_with(qtbot, join_w, dialog.invitation_edit.text())
    qtbot.waitUntil(lambda: host.started and join_w.network.join is not None, timeout=WAIT)
    join = join_w.network.join
    assert join is not None
    qtbot.waitUntil(lambda: join_w.session is join.session, timeout=WAIT)
    return host, join


def wrong_code(invitation: str) -> str:
    code = invitation.split("/")[3]
    other = ("1" if code[0] != "1" else "2") + code[1:]
    return invitation.replace(f"/{code}/", f"/{other}/")


@pytest.mark.slow
def test_host_and_join_play_undo_chat_drop_resign(
    qtbot: QtBot,
    main_window: MainWindow,
    joiner_window: MainWindow,
    shots_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    host_w, join_w = main_window, joiner_window
    invitation = host_oxono(qtbot, host_w, shots_dir)
    host = host_w.network.host
    assert host is not None and not host.started
    assert "Waiting for Black to join" in host_w.network.bar.label.text()

    # a wrong code: refused, said in words, the dialog stays
    dialog = join_with(qtbot, join_w, wrong_code(invitation))
    assert "refused the code" in dialog.problem.text(), dialog.problem.text()
    assert "Traceback" not in dialog.problem.text()
    assert dialog.isVisible() and not join_w.network.active

    # the right invitation: joined, the game starts in both windows
    dialog.invitation_edit.clear()
    qtbot.keyClicks(dialog.invitation_edit, invitation)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert join_w.network.joining is not None  # connecting on its own thread: the window goes on
    qtbot.waitUntil(lambda: join_w.network.joining is None, timeout=WAIT)
    join = join_w.network.join
    assert join is not None and not dialog.isVisible()
    qtbot.waitUntil(lambda: host.started and join.session is join_w.session, timeout=WAIT)
    qtbot.waitUntil(lambda: not host_w.network.host_dialog or not host_w.network.host_dialog.isVisible())
    assert host_w.session is host.session and host_w.session.rules.info.id == "oxono"
    assert join.you == 1
    host_lines = host_w.network.panel.players.text()
    assert "Pink: Ann — you, here" in host_lines and "Black: Bob — connected" in host_lines
    qtbot.waitUntil(lambda: "Black: Bob — you, here" in join_w.network.panel.players.text(), timeout=WAIT)
    assert "Pink: Ann — at another computer" in join_w.network.panel.players.text()

    # moves with clicks on each board, relayed
    click_move(qtbot, host_w, "X d3-d4 d5")
    assert host.session.length == 1
    qtbot.waitUntil(lambda: join_w.session.length == 1, timeout=WAIT)
    click_square(qtbot, host_w, 0)  # Black's turn: the host's board says so
    assert "plays at another computer" in host_w.status_text()
    click_move(qtbot, join_w, "X d4-d3 d4")
    qtbot.waitUntil(lambda: host.session.length == 2 and join_w.session.length == 2, timeout=WAIT)
    click_move(qtbot, host_w, "O c4-c6 c5")
    qtbot.waitUntil(lambda: join_w.session.length == 3, timeout=WAIT)
    assert join_w.session.move_texts == host.session.move_texts == ["X d3-d4 d5", "X d4-d3 d4", "O c4-c6 c5"]
    assert join_w.session.state_text() == host_w.session.state_text()

    # Undo on the host asks Black; Black refuses; the host is told
    click_toolbar(qtbot, host_w, host_w.actions_.undo)
    qtbot.waitUntil(lambda: join_w.network.bar.asking, timeout=WAIT)
    assert "Pink asks to take back" in join_w.network.bar.label.text()
    qtbot.mouseClick(join_w.network.bar.no_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "refused" in host_w.network.panel.log.toPlainText(), timeout=WAIT)
    assert host.session.length == 3 and join_w.session.length == 3
    assert not host_w.network.bar.isVisible()

    # a chat line, from the joiner to the host
    qtbot.keyClicks(join_w.network.panel.chat_edit, "good luck")
    qtbot.keyClick(join_w.network.panel.chat_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Bob: good luck" in host_w.network.panel.log.toPlainText(), timeout=WAIT)
    assert "You: good luck" in join_w.network.panel.log.toPlainText()

    # Black moves; both windows mid-game on screen
    click_move(qtbot, join_w, "X d3-d2 d3")
    qtbot.waitUntil(lambda: host.session.length == 4, timeout=WAIT)
    qtbot.wait(600)  # the animations end
    host_w.grab().save(str(shots_dir / "network_host_window.png"))
    join_w.grab().save(str(shots_dir / "network_join_window.png"))

    # the connection drops: both paused, a move tried meanwhile refused; Reconnect resumes
    join_w.network.join.reconnect_delay = 60.0  # no try of its own: the Reconnect button
    assert join.link is not None
    join.link.close("the cable was pulled")
    qtbot.waitUntil(lambda: host.paused == [1], timeout=WAIT)
    qtbot.waitUntil(lambda: "waiting for Bob to reconnect" in host_w.network.bar.label.text(), timeout=WAIT)
    qtbot.waitUntil(lambda: join_w.network.bar.reconnect_button.isVisible(), timeout=WAIT)
    assert "Connection lost" in join_w.network.bar.label.text()
    click_square(qtbot, host_w, host.session.rules.move_from_text(host.session.state, "O c6-e6 e5").origin)
    assert "paused" in host_w.status_text() and host.session.length == 4
    qtbot.wait(100)
    host_w.grab().save(str(shots_dir / "network_host_paused.png"))
    join_w.grab().save(str(shots_dir / "network_join_paused.png"))
    qtbot.mouseClick(join_w.network.bar.reconnect_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not host.paused and join.connected and join.my_turn() is False, timeout=WAIT)
    qtbot.waitUntil(lambda: join_w.session is join.session and join_w.session.length == 4, timeout=WAIT)
    qtbot.waitUntil(lambda: not host_w.network.bar.isVisible() and not join_w.network.bar.isVisible())
    qtbot.waitUntil(
        lambda: "Back in the game at move 5" in join_w.network.panel.log.toPlainText(), timeout=WAIT
    )
    click_move(qtbot, host_w, "O c6-e6 e5")
    qtbot.waitUntil(lambda: join_w.session.length == 5, timeout=WAIT)
    assert join_w.session.state_text() == host_w.session.state_text()

    # Black resigns from the Network panel: the game is over in both windows
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(join_w.network.panel.resign_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.over and join_w.session.final_outcome() is not None, timeout=WAIT)
    outcome = host.session.final_outcome()
    assert outcome is not None and outcome.winner == 0
    qtbot.waitUntil(lambda: join_w.banner.isVisible() and host_w.banner.isVisible(), timeout=WAIT)
    assert not join_w.network.panel.resign_button.isEnabled()  # nothing to resign or offer now
    qtbot.wait(700)  # the last move's animation ends
    join_w.grab().save(str(shots_dir / "network_join_resigned.png"))


def test_host_quits_leaves_the_joiner_a_saved_game(
    qtbot: QtBot, main_window: MainWindow, joiner_window: MainWindow
) -> None:
    host_w, join_w = main_window, joiner_window
    invitation = host_oxono(qtbot, host_w)
    join_with(qtbot, join_w, invitation)
    join = join_w.network.join
    assert join is not None
    qtbot.waitUntil(lambda: join.session is join_w.session, timeout=WAIT)
    click_move(qtbot, host_w, "X d3-d4 d5")
    qtbot.waitUntil(lambda: join_w.session.length == 1, timeout=WAIT)
    host_w.network.leave()  # as closing the window does
    qtbot.waitUntil(lambda: not join_w.network.active, timeout=WAIT)
    text = join_w.network.bar.label.text()
    assert "the host quit" in text and "saved" in text, text
    autosave = join_w.controller.autosave
    assert autosave is not None
    autosave.flush()
    slot = autosave.slot_of(join_w.session)
    assert slot is not None and slot in [kept.slot for kept in autosave.kept()]
    saved = autosave.load(slot)
    assert saved is not None and saved.move_texts == ["X d3-d4 d5"]


def test_read_invitation_says_what_is_wrong() -> None:
    assert read_invitation("127.0.0.1:5000 7k4 q2m") == ("127.0.0.1", 5000, "7K4-Q2M", None)
    for text, words in (
        ("", "paste the invitation"),
        ("127.0.0.1:5000", "code is missing"),
        ("127.0.0.1:5000", "type the host's code"),
        ("xeno-games://127.0.0.1:5000/7K4-Q2M/abc", "fingerprint"),
        ("somewhere 7K4-Q2M", "HOST:PORT"),
    ):
        with pytest.raises(ValueError, match=words):
            read_invitation(text)


def start_two_humans(qtbot: QtBot, host_w: MainWindow, join_w: MainWindow) -> None:
    join_with(qtbot, join_w, host_oxono(qtbot, host_w))
    join = join_w.network.join
    assert join is not None
    qtbot.waitUntil(lambda: join.session is join_w.session and join.my_turn() is False, timeout=WAIT)


def test_undo_allowed_draw_accepted_and_seats_kept(
    qtbot: QtBot, main_window: MainWindow, joiner_window: MainWindow
) -> None:
    host_w, join_w = main_window, joiner_window
    start_two_humans(qtbot, host_w, join_w)
    host = host_w.network.host
    assert host is not None
    click_move(qtbot, host_w, "X d3-d4 d5")
    qtbot.waitUntil(lambda: join_w.session.length == 1, timeout=WAIT)
    click_move(qtbot, join_w, "X d4-d3 d4")
    qtbot.waitUntil(lambda: host.session.length == 2 and join_w.session.length == 2, timeout=WAIT)

    # Black asks to take back; Pink allows: both windows back at Black's turn
    click_toolbar(qtbot, join_w, join_w.actions_.undo)
    assert "waiting for the answer" in join_w.network.bar.label.text()
    qtbot.waitUntil(lambda: host_w.network.bar.asking, timeout=WAIT)
    assert "Black asks to take back" in host_w.network.bar.label.text()
    qtbot.mouseClick(host_w.network.bar.yes_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.session.length == 1 and join_w.session.length == 1, timeout=WAIT)
    qtbot.waitUntil(lambda: not join_w.network.bar.isVisible(), timeout=WAIT)
    assert join_w.session.state_text() == host_w.session.state_text()
    assert join_w.side.moves.current_ply() == 1
    click_move(qtbot, join_w, "O c4-c6 c5")  # Black plays another move
    qtbot.waitUntil(lambda: host.session.move_texts == ["X d3-d4 d5", "O c4-c6 c5"], timeout=WAIT)

    # a seat handed to the AI in the players panel: the host's seats stay
    chooser = host_w.side.players.choosers[1]
    ai_index = next(i for i in range(chooser.count()) if chooser.itemData(i).is_ai)
    chooser.setCurrentIndex(ai_index)
    assert not host_w.session.seats[1].is_ai and "seats stay" in host_w.status_text()

    # Pink offers a draw, Black accepts: a draw in both windows
    qtbot.mouseClick(host_w.network.panel.draw_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: join_w.network.bar.asking, timeout=WAIT)
    assert "Pink offers a draw" in join_w.network.bar.label.text()
    qtbot.mouseClick(join_w.network.bar.yes_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.over and join_w.session.final_outcome() is not None, timeout=WAIT)
    outcome = join_w.session.final_outcome()
    assert outcome is not None and outcome.winner is None


def test_the_hosts_ai_plays_the_joiner(
    qtbot: QtBot, main_window: MainWindow, joiner_window: MainWindow
) -> None:
    host_w, join_w = main_window, joiner_window
    net = host_w.network
    net.bind = "127.0.0.1"
    host_w.actions_.host_game.trigger()
    dialog = net.host_dialog
    assert dialog is not None
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("oxono"))
    pink = dialog.seat_boxes[0]
    pink.setCurrentIndex(next(i for i in range(pink.count()) if "Easy" in pink.itemText(i)))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    join_with(qtbot, join_w, dialog.invitation_edit.text())
    join = join_w.network.join
    host = net.host
    assert join is not None and host is not None and host.seats[0].kind == "ai"
    qtbot.waitUntil(lambda: join.session is join_w.session and join_w.session.length == 1, timeout=WAIT)
    assert "Pink: AI (easy) — the AI here" in net.panel.players.text()
    assert isinstance(net.searcher, ThreadSearcher) and host.searcher is net.searcher
    for _ in range(2):  # Black clicks a move, the host's AI answers
        session = join_w.session
        text = session.rules.move_to_text(session.state, session.legal_moves()[0])
        length = session.length
        click_move(qtbot, join_w, text)
        qtbot.waitUntil(
            lambda n=length: join_w.session.length == n + 2 and host.session.length == n + 2, timeout=WAIT
        )
    assert join_w.session.move_texts == host.session.move_texts
    assert host_w.session.state_text() == join_w.session.state_text()


def test_join_dialog_says_why_it_cannot_join(
    qtbot: QtBot, main_window: MainWindow, joiner_window: MainWindow, shots_dir: Path
) -> None:
    host_w, join_w = main_window, joiner_window
    invitation = host_oxono(qtbot, host_w)
    port = int(invitation.split("/")[2].split(":")[1])
    other_certificate = invitation[: -len("0" * 64)] + "0" * 64
    closed_port = invitation.replace(f":{port}/", f":{port + 1 if port < 65535 else port - 1}/")
    for text, words in (
        (other_certificate, "not the host of this invitation (another certificate)"),
        (closed_port, "No answer from the host"),
        ("xeno-games://127.0.0.1/7K4-Q2M", "This is not an invitation"),
    ):
        dialog = join_with(qtbot, join_w, text)
        assert words in dialog.problem.text(), dialog.problem.text()
        assert "Traceback" not in dialog.problem.text() and not join_w.network.active
        dialog.close()
    dialog = join_with(qtbot, join_w, wrong_code(invitation))
    qtbot.wait(50)
    dialog.grab().save(str(shots_dir / "network_join_wrong_code.png"))
    assert "refused the code" in dialog.problem.text()
    assert host_w.network.host is not None and not host_w.network.host.started  # the host waits on


def test_a_joiner_shows_the_hosts_clock(qtbot: QtBot, joiner_window: MainWindow) -> None:
    """A host with a clock (as ``xeno-games host --clock 5+3`` makes): its times beside the players."""

    from desktop.core.clock import TimeControl
    from desktop.games.registry import resolve
    from desktop.net.game import NetSeat

    rules, options = resolve("oxono")
    host = HostSession(
        rules,
        options,
        [NetSeat("host", "", "Ann"), NetSeat("remote")],
        bind="127.0.0.1",
        time_control=TimeControl.from_text("5+3"),
    )
    timer = QTimer()
    timer.timeout.connect(lambda: host.poll())
    timer.start(20)
    try:
        join_w = joiner_window
        join_with(qtbot, join_w, host.invitation.text())
        join = join_w.network.join
        assert join is not None
        qtbot.waitUntil(lambda: join.session is join_w.session, timeout=WAIT)
        host.play("X d3-d4 d5")
        qtbot.waitUntil(lambda: join_w.session.length == 1, timeout=WAIT)
        qtbot.waitUntil(
            lambda: "Pink: Ann — at another computer · 5:0" in join_w.network.panel.players.text()
        )
        assert "Black: Bob — you, here · 4:5" in join_w.network.panel.players.text() or (
            "Black: Bob — you, here · 5:00" in join_w.network.panel.players.text()
        )
        # the players panel shows the host's times, and no flag falls here
        panel = join_w.side.players
        qtbot.waitUntil(lambda: panel.clock_text(0).startswith("5:0"), timeout=WAIT)
        assert panel.clock_text(1) in ("5:00", "4:59", "4:58")
        assert join_w.clocks.source is not None and join_w.controller.clocks is not None
        assert join_w.controller.clocks.paused
    finally:
        timer.stop()
        host.close()


def test_host_dialog_seats_follow_the_options(qtbot: QtBot, main_window: MainWindow) -> None:
    """A three-player Xeno game: each seat may join; the name stays when the seats are rebuilt."""
    main_window.actions_.host_game.trigger()
    dialog = main_window.network.host_dialog
    assert dialog is not None
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("xeno"))
    players = dialog.option_widgets["players"]
    assert isinstance(players, QComboBox)
    players.setCurrentIndex(players.findData(3))
    dialog.name_edit.setText("Ann")
    kinds = [seat.kind for seat in dialog.host_choice().seats]
    assert kinds == ["host", "remote", "remote"], kinds
    assert dialog.host_choice().seats[0].label() == "Ann"
    for box in dialog.seat_boxes:
        box.setCurrentIndex(0)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert "at least one seat" in dialog.problem.text() and main_window.network.host is None
    dialog.reject()


@pytest.mark.parametrize("game", ["xeno", "zeno", "xspectrum"])
def test_every_game_relays_and_animates(
    qtbot: QtBot,
    main_window: MainWindow,
    joiner_window: MainWindow,
    game: str,
    shots_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The other games' views over the network: the host's AI against the joiner's moves (chosen
    on the joiner's side as a click would: through the window's network mode)."""
    monkeypatch.setattr(XenoView, "colour_picker", staticmethod(lambda _w, _who, free: free[0]))
    host_w, join_w = main_window, joiner_window
    net = host_w.network
    net.bind = "127.0.0.1"
    host_w.actions_.host_game.trigger()
    dialog = net.host_dialog
    assert dialog is not None
    dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
    pink = dialog.seat_boxes[0]
    pink.setCurrentIndex(next(i for i in range(pink.count()) if "Easy" in pink.itemText(i)))
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    join_with(qtbot, join_w, dialog.invitation_edit.text())
    join, host = join_w.network.join, net.host
    assert join is not None and host is not None
    qtbot.waitUntil(lambda: join.session is join_w.session and join_w.session.length >= 1, timeout=WAIT)
    for _ in range(2):
        qtbot.waitUntil(lambda: join.my_turn() and join_w.network.blocked_reason() is None, timeout=WAIT)
        session = join_w.session
        length = session.length
        join_w.network.play(session.legal_moves()[0])
        qtbot.waitUntil(lambda n=length: host.session.length >= n + 2 or host.over, timeout=WAIT)
        qtbot.waitUntil(lambda: join_w.session.length == host.session.length, timeout=WAIT)
    assert join_w.session.state_text() == host_w.session.state_text()
    assert "The game starts: you play" in join_w.network.panel.log.toPlainText()
    assert "Back in the game" not in join_w.network.panel.log.toPlainText()
    qtbot.wait(1500)  # the animations end
    join_w.grab().save(str(shots_dir / f"network_join_{game}.png"))


def test_the_host_picks_a_clock(qtbot: QtBot, main_window: MainWindow, joiner_window: MainWindow) -> None:
    host_w, join_w = main_window, joiner_window
    net = host_w.network
    host_timed_oxono(qtbot, host_w, join_w, "5+3")
    click_move(qtbot, host_w, "X d3-d4 d5")
    qtbot.waitUntil(lambda: join_w.session.length == 1, timeout=WAIT)
    for window in (host_w, join_w):
        panel = window.side.players
        qtbot.waitUntil(lambda p=panel: p.clock_text(0).startswith("5:0"), timeout=WAIT)
        assert panel.clock_text(1).startswith(("5:00", "4:5")), panel.clock_text(1)
    net.leave()
    assert host_w.clocks.source is None


def test_the_hosts_clock_runs_for_the_player_to_move_while_the_hosts_player_looks_back(
    qtbot: QtBot, main_window: MainWindow, joiner_window: MainWindow, shots_dir: Path
) -> None:
    """The host's player steps back through the game (Left): the board shows the earlier move, the
    host's own clock goes on running and the joiner's, not to move, stands still."""
    host_w, join_w = main_window, joiner_window
    net = host_w.network
    host, join = host_timed_oxono(qtbot, host_w, join_w, "5+0")
    assert host.clock is not None
    click_move(qtbot, host_w, "X d3-d4 d5")
    qtbot.waitUntil(join.my_turn, timeout=WAIT)
    join_w.network.play(join_w.session.legal_moves()[0])
    qtbot.waitUntil(lambda: host_w.session.length == 2 and host.clock.running == 0, timeout=WAIT)
    qtbot.wait(700)  # the joiner's move has played out on the host's board
    joiners_time = host.clock.times(host.now())[1]
    press(qtbot, host_w, Qt.Key.Key_Left)  # back one move: the joiner was to move there
    assert host_w.session.cursor == 1
    mine = host.clock.times(host.now())[0]
    press(qtbot, join_w, Qt.Key.Key_Left)  # the joiner's player looks back too
    joiners_face = join_w.side.players.clock_text(1)
    qtbot.wait(1500)  # the host's thinking time, both looking back
    assert host_w.session.cursor == 1 == join_w.session.cursor and host.clock.running == 0
    assert host.clock.times(host.now())[1] == joiners_time
    assert host.clock.times(host.now())[0] <= mine - 1.0
    for window in (host_w, join_w):  # each shows the clock that runs: the host's (Pink's)
        qtbot.waitUntil(lambda w=window: highlighted(w, 0) and not highlighted(w, 1), timeout=WAIT)
    assert join_w.side.players.clock_text(1) == joiners_face  # Black's time stands still
    assert host_w.network.blocked_reason() is None  # Pink, the host's player, is to move
    assert "Pink plays at another computer" in (join_w.network.blocked_reason() or "")
    host_w.grab().save(str(shots_dir / "network_host_looks_back.png"))
    join_w.grab().save(str(shots_dir / "network_joiner_looks_back.png"))
    net.resign(confirm=False)  # the host's player gives up: the game is over for both
    qtbot.waitUntil(lambda: join.over and join_w.session.at_end, timeout=WAIT)
    press(qtbot, join_w, Qt.Key.Key_Left)  # the joiner looks back at the finished game
    qtbot.wait(4 * network_mode.POLL_MS)
    panel = join_w.network.panel
    assert join_w.session.cursor < join_w.session.length
    assert not panel.resign_button.isEnabled() and not panel.draw_button.isEnabled()
    net.leave()


def test_joining_a_host_that_never_answers_leaves_the_window_live(
    qtbot: QtBot, joiner_window: MainWindow
) -> None:
    """A port that takes the connection and says nothing: the join waits on its own thread (the
    window repaints and its timers run), then the dialog says why, in words."""
    import socket
    from dataclasses import replace

    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen(1)  # accepted by the kernel, never answered
    try:
        port = silent.getsockname()[1]
        joiner_window.network.limits = replace(joiner_window.network.limits, handshake=1.5)
        joiner_window.actions_.join_game.trigger()
        dialog = joiner_window.network.join_dialog
        assert dialog is not None
        dialog.invitation_edit.setText(f"xeno-games://127.0.0.1:{port}/7K4-Q2M/{'ab' * 32}")
        ticks: list[int] = []
        timer = QTimer(joiner_window)
        timer.timeout.connect(lambda: ticks.append(1))
        timer.start(20)
        qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
        assert joiner_window.network.joining is not None  # the click came back at once
        qtbot.wait(500)
        assert joiner_window.network.joining is not None and len(ticks) >= 10  # the window is live
        qtbot.waitUntil(lambda: joiner_window.network.joining is None, timeout=WAIT)
        timer.stop()
        assert dialog.problem.text() and "Traceback" not in dialog.problem.text()
        assert joiner_window.network.join is None and not joiner_window.network.active
    finally:
        silent.close()
