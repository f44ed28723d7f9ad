"""Never lose a game: the start page, autosave and resume, asking before dropping moves, a killed app."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from desktop.app import create_main_window
from desktop.assets import DATA_ENV
from desktop.core.session import Seat
from desktop.qt.ball.xeno_view import XenoView
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice
from desktop.qt.shell.settings import SETTINGS_ENV
from desktop.qt.shell.unsaved_prompt import Drop
from tests.qt.conftest import GUI_NODES, search_in_process
from tests.qt.qt_clicks import click_move
from tests.qt.test_two_humans import WIN_SCRIPT

ROOT = Path(__file__).resolve().parents[2]


def launch(qtbot: QtBot) -> MainWindow:
    """The app as a user starts it (the start page, unless a game is opened), its AI in this process."""
    window = create_main_window()
    search_in_process(window)
    window.controller.nodes = GUI_NODES
    window.analysis.analyst.nodes = GUI_NODES
    qtbot.addWidget(window)
    window.resize(1200, 860)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_start_page_offers_every_game_with_its_picture(qtbot: QtBot, shots_dir: Path) -> None:
    w = launch(qtbot)
    assert w.on_start_page and not w.dock.isVisible() and w.windowTitle() == "Xeno Games"
    assert set(w.start.cards) == {"xeno", "zeno", "oxono", "xspectrum", "tictactoe"}
    cards = w.start.cards.values()
    qtbot.waitUntil(lambda: all(not card.picture.pixmap().isNull() for card in cards), timeout=20_000)
    for card in cards:  # each drawn by its game's renderer: more than a blank square
        image = card.picture.pixmap().toImage()
        colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
        assert len(colours) > (2 if card.game_id == "tictactoe" else 20), card.game_id
    assert not w.start.resume_box.isVisible()  # nothing to resume on a first launch
    w.grab().save(str(shots_dir / "start_page.png"))

    qtbot.mouseClick(w.start.cards["zeno"].friend, Qt.MouseButton.LeftButton)
    assert not w.on_start_page and w.dock.isVisible()
    assert w.session.rules.info.id == "zeno" and not any(seat.is_ai for seat in w.session.seats)
    assert w.windowTitle() == "Zeno — Xeno Games"

    w.actions_.start_page.trigger()
    assert w.on_start_page
    qtbot.mouseClick(w.start.cards["oxono"].computer, Qt.MouseButton.LeftButton)
    assert w.session.rules.info.id == "oxono" and w.session.seats == [Seat.human(), Seat.ai("easy")]
    w.close()


def test_every_move_is_autosaved_and_the_next_launch_resumes_it_exactly(qtbot: QtBot) -> None:
    first = launch(qtbot)
    first.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.ai("medium")], seed=3))
    click_move(qtbot, first, "X d3-d6 d5")
    qtbot.waitUntil(lambda: first.session.length == 2 and not first.controller.thinking, timeout=10_000)
    first.controller.go_to(1)  # looking back when the app ends
    autosave = first.controller.autosave
    assert autosave is not None
    autosave.flush()
    played = list(first.session.move_texts)
    first.ask_unsaved = lambda doing: Drop.CANCEL  # type: ignore[method-assign]
    first.close()  # Cancel: the window stays
    assert first.isVisible()
    first.mark_saved()  # as if saved to a file: quitting asks nothing, and the game can be resumed
    first.close()

    second = launch(qtbot)
    assert second.on_start_page and second.start.resume_box.isVisible()
    [row] = second.start.kept_rows
    assert "Oxono</b>, 2 moves" in row.text.text() and row.resume.text() == "Resume"
    qtbot.mouseClick(row.resume, Qt.MouseButton.LeftButton)
    session = second.session
    assert not second.on_start_page
    assert session.move_texts == played and session.cursor == 1
    assert session.seats == [Seat.human(), Seat.ai("medium")] and session.seed == 3
    assert "Showing move 1 of 2" in second.status_text()
    second.ask_unsaved = lambda doing: Drop.DISCARD  # type: ignore[method-assign]
    second.controller.play(second.session.legal_moves()[0])  # an unsaved move, then Quit → Discard
    second.close()
    third = launch(qtbot)
    assert not third.start.resume_box.isVisible()  # the player let it go
    third.close()


def test_new_open_paste_and_quit_ask_before_dropping_unsaved_moves(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = main_window
    asked: list[str] = []
    answer = [Drop.CANCEL]

    def ask(doing: str) -> Drop:
        asked.append(doing)
        return answer[0]

    w.ask_unsaved = ask  # type: ignore[method-assign]
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.human()], seed=1))
    assert not w.has_unsaved_moves()
    w.show_start_page()
    qtbot.mouseClick(w.start.cards["zeno"].friend, Qt.MouseButton.LeftButton)  # nothing to lose: no question
    assert asked == [] and w.session.rules.info.id == "zeno"
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.human()], seed=1))
    click_move(qtbot, w, "X d3-d6 d5")
    assert w.has_unsaved_moves() and w.windowTitle() == "Oxono • — Xeno Games"

    w.start_quick_game("zeno", against_computer=False)  # Cancel: the game stays
    monkeypatch.setattr("PySide6.QtWidgets.QApplication.clipboard", lambda: _Clipboard("6/6/2@3/3+2/6/6 p"))
    w.paste_position()
    w.open_recent(str(tmp_path / "missing.json"))
    w.close()
    assert asked == ["start a new game", "start from the pasted position", "open another game", "quit"]
    assert w.isVisible() and w.session.move_texts == ["X d3-d6 d5"]

    saved = tmp_path / "kept.json"
    monkeypatch.setattr(type(w), "save_as_dialog", lambda self: self.save_file(str(saved)))
    answer[0] = Drop.SAVE  # Save, then go on
    w.start_quick_game("xspectrum", against_computer=False)
    assert saved.exists() and w.session.rules.info.id == "xspectrum"
    w.show_start_page()
    assert [w.start.recent.item(i).toolTip() for i in range(w.start.recent.count())] == [str(saved)]


class _Clipboard:
    def __init__(self, text: str) -> None:
        self._text = text

    def text(self) -> str:
        return self._text


PLAY_THEN_WAIT = """
import json, sys, time
from desktop.app import application, create_main_window
from desktop.core.session import Seat
from desktop.qt.shell.new_game_dialog import NewGameChoice
app = application([])
w = create_main_window()
w.controller.nodes = 150
w.show()
w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.ai("medium")], seed=8))
def settle():
    end = time.time() + 30
    while (w.controller.thinking or w.session.to_move() != 0) and time.time() < end:
        app.processEvents(); time.sleep(0.01)
w.controller.play_text("X d3-d6 d5"); settle()
w.controller.play(w.session.legal_moves()[3]); settle()
w.controller.nodes = 50_000_000  # the AI is deep in thought when the app is killed
w.controller.play(w.session.legal_moves()[5])
w.controller.autosave.flush()
pids = w.controller.searcher._process.child_pids()
print(json.dumps({"moves": w.session.move_texts, "ai": pids}), flush=True)
while True:
    app.processEvents(); time.sleep(0.01)
"""

RESUME = """
import json
from desktop.app import application, create_main_window
app = application([])
w = create_main_window()
offered = w.start.resume_box.isVisibleTo(w)
w.start.kept_rows[0].resume.click()
s = w.session
seats = [seat.to_json() for seat in s.seats]
print(json.dumps({"offered": offered, "moves": s.move_texts, "cursor": s.cursor,
                  "seats": seats, "seed": s.seed, "thinking": w.controller.thinking}))
from desktop.qt.shell.unsaved_prompt import Drop
w.ask_unsaved = lambda doing: Drop.DISCARD
w.close()
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as handle:  # a zombie is dead too
        return handle.read().split()[2] != "Z"


@pytest.mark.slow
def test_a_killed_app_resumes_the_identical_game_and_its_ai_dies_with_it(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), DATA_ENV: str(tmp_path / "data")}
    env[SETTINGS_ENV] = str(tmp_path / "settings.ini")
    app = subprocess.Popen(
        [sys.executable, "-c", PLAY_THEN_WAIT],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert app.stdout is not None
        line = app.stdout.readline()
        assert line, app.stderr.read() if app.stderr else ""
        before = json.loads(line)
    finally:
        app.send_signal(signal.SIGKILL)
        app.wait(10)
    assert len(before["moves"]) == 5 and before["ai"]
    deadline = time.time() + 5
    while any(_alive(pid) for pid in before["ai"]) and time.time() < deadline:
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in before["ai"]), "the AI's child process outlived the killed app"

    done = subprocess.run(
        [sys.executable, "-c", RESUME], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    after = json.loads(done.stdout.strip().splitlines()[-1])
    assert after["offered"] and after["moves"] == before["moves"] and after["cursor"] == 5
    assert after["seats"] == [{"kind": "human"}, {"kind": "ai", "level": "medium"}] and after["seed"] == 8
    assert after["thinking"]  # the AI is to move: it thinks again at once


def test_the_move_list_reads_by_round_dims_what_follows_and_copies_the_game(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = main_window
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.human()], seed=1))
    for text in WIN_SCRIPT:
        click_move(qtbot, w, text)
    moves = w.side.moves
    assert [moves.horizontalHeaderItem(c).text() for c in range(moves.columnCount())] == ["Pink", "Black"]
    assert [moves.verticalHeaderItem(r).text() for r in range(1, 5)] == ["1.", "2.", "3.", "4."]
    assert moves.item(1, 0).text() == "X d3-d4 d5" and moves.item(1, 1).text() == "X d4-d3 d4"
    assert moves.item(4, 0).text() == "O e6-f6 f5"
    result = moves.item(5, 0).text()
    assert result.startswith("Pink wins") and moves.rowSpan(5, 0) == 1 and moves.columnSpan(5, 0) == 2
    qtbot.mouseClick(
        moves.viewport(), Qt.MouseButton.LeftButton, pos=moves.visualItemRect(moves.item(2, 0)).center()
    )
    assert w.session.cursor == 3  # the third move
    later = moves.item(3, 1).foreground().color()
    earlier = moves.item(1, 1).foreground().color()
    assert later != earlier  # the moves after the one on show are dimmed

    copied: list[str] = []
    monkeypatch.setattr("PySide6.QtWidgets.QApplication.clipboard", lambda: _Copier(copied))
    w.actions_.copy_game.trigger()
    text = copied[0]
    assert text.splitlines()[:3] == ["Oxono", "Pink: Human", "Black: Human"]
    assert "1. X d3-d4 d5  X d4-d3 d4" in text and text.rstrip().endswith(result)


def test_xeno_setup_and_colour_choices_read_in_words() -> None:
    from desktop.control.move_list import move_rows
    from desktop.core.session import Session
    from desktop.games.registry import resolve

    rules, options = resolve("xeno-12")
    session: Session = Session(rules, options, 2)  # type: ignore[type-arg]
    for _ in range(3):  # the setup move and the colour choices
        session.play(session.legal_moves()[0])
    words = [row.words for row in move_rows(session)]
    assert words[0].startswith("setup: piece from ") and " onto " in words[0]
    assert "chooses" in words[1]


class _Copier:
    def __init__(self, into: list[str]) -> None:
        self.into = into

    def setText(self, text: str) -> None:
        self.into.append(text)

    def text(self) -> str:
        return self.into[-1] if self.into else ""


class _HeldElsewhere(_Copier):
    """A clipboard another program holds: what is set does not take."""

    def text(self) -> str:
        return "something else"


def test_a_copy_that_does_not_take_says_so(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    w = main_window
    copied: list[str] = []
    monkeypatch.setattr("PySide6.QtWidgets.QApplication.clipboard", lambda: _HeldElsewhere(copied))
    w.actions_.copy_position.trigger()
    assert copied == [w.session.state_text()]
    assert w.status_label.text().startswith("Could not copy")
    w.actions_.copy_game.trigger()
    assert len(copied) == 2 and w.status_label.text().startswith("Could not copy")
    monkeypatch.setattr("PySide6.QtWidgets.QApplication.clipboard", lambda: _Copier(copied))
    w.actions_.copy_position.trigger()
    assert w.status_label.text() == f"Copied position: {w.session.state_text()}"


def test_the_side_panel_narrows_again_after_a_six_player_game(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.human()], seed=1))
    qtbot.wait(50)
    two_players = w.dock.width()
    w.start_new_game(NewGameChoice("xeno", {"board": "xeno-24", "players": 6}, [Seat.human()] * 6, seed=1))
    qtbot.wait(50)
    w.resizeDocks([w.dock], [two_players + 200], Qt.Orientation.Horizontal)  # as wide as six players made it
    qtbot.waitUntil(lambda: w.dock.width() >= two_players + 150)
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.human()], seed=1))
    # the four rows and the ball are gone from sight at once, before any deferred delete runs
    assert sum(c.isVisible() for c in w.side.players.findChildren(QComboBox)) == 2
    assert [v for v in w.board_area.findChildren(XenoView) if v.isVisible()] == []
    qtbot.waitUntil(lambda: w.dock.width() <= two_players + 20)


def test_pasting_a_position_keeps_the_seats_when_they_fit(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    w.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.ai("hard")], seed=1))
    assert w.paste_position_text("6/6/2@3/3+2/6/6 p")
    assert w.session.seats == [Seat.human(), Seat.ai("hard")] and w.session.length == 0
    w.start_new_game(NewGameChoice("xeno", {"board": "xeno-12"}, [Seat.human(), Seat.ai("easy")], seed=1))
    assert w.paste_position_text("xeno-12 a ,aab,,,,aab,bb,,b,ab,,a")  # two players still: the seats stay
    assert w.session.seats == [Seat.human(), Seat.ai("easy")]
    assert w.paste_position_text("xeno-12 a a,b,c,a,b,c,a,b,c,a,b,c")  # three players: new seats, all human
    assert w.session.seats == [Seat.human()] * 3
