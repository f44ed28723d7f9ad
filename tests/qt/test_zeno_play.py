"""Zeno with mouse clicks: staged turns with pushes and pulls, undo, Escape, screenshots."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat, Session
from desktop.games.zeno.rules import FORWARD, ZenoRules
from desktop.qt.boards.zeno.view import CHOOSE, PICK, TARGET, ZenoView
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice
from tests.qt.qt_clicks import click_square, click_toolbar, press

SCRIPT = [
    "c3-c4 -b3 -d3",
    "d6-d5 -e6",
    "c4-c5 +d5",
    "e7-d6",
    "e3-e4 +d4 -f3",
    "d6*c5 -c6 -f6",
]


def zeno_view(window: MainWindow) -> ZenoView:
    assert isinstance(window.view, ZenoView)
    return window.view


def click_cell(qtbot: QtBot, window: MainWindow, rank: int, file: int) -> None:
    view = zeno_view(window)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.cell_point(rank, file).toPoint())


def click_done(qtbot: QtBot, window: MainWindow) -> None:
    view = zeno_view(window)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.done_point().toPoint())


def click_zeno_move(qtbot: QtBot, window: MainWindow, text: str, use_enter: bool = False) -> None:
    """Play ``text`` with clicks: piece, target, pushes and pulls, then Done (or Enter) once."""
    session = window.session
    view = zeno_view(window)
    state = session.state
    move = session.rules.move_from_text(state, text)
    before = session.length
    click_square(qtbot, window, move.origin)
    assert view.stage == TARGET, window.status_text()
    click_cell(qtbot, window, (move.origin >> 3) + FORWARD[state.player], (move.origin & 7) + move.step)
    if session.length > before:
        return
    for square in (*move.pushes, *move.pulls):
        assert view.stage == CHOOSE
        click_square(qtbot, window, square)
    assert view.move_so_far() == move
    press(qtbot, window, Qt.Key.Key_Return) if use_enter else click_done(qtbot, window)


def start_zeno(window: MainWindow, seats: list[Seat] | None = None) -> None:
    window.start_new_game(NewGameChoice("zeno", {}, seats or [Seat.human(), Seat.human()], seed=1))


@pytest.fixture
def no_enumeration(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(self: ZenoRules, state: object) -> object:
        raise AssertionError("legal_moves must not run during play")

    monkeypatch.setattr(ZenoRules, "legal_moves", forbidden)


def test_two_humans_play_turns_with_pushes_and_pulls_and_undo(
    qtbot: QtBot, main_window: MainWindow, no_enumeration: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def answer_yes(*args: object) -> QMessageBox.StandardButton:
        asked.append(str(args[1]))
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer_yes)
    w = main_window
    start_zeno(w)
    texts = [w.session.state_text()]
    for i, text in enumerate(SCRIPT):
        click_zeno_move(qtbot, w, text, use_enter=i % 2 == 1)
        texts.append(w.session.state_text())
    assert w.session.move_texts == SCRIPT
    assert w.session.state_text() == texts[-1]
    assert "pieces" in w.side.players.rows[0]["material"].text()
    click_toolbar(qtbot, w, w.actions_.undo)
    click_toolbar(qtbot, w, w.actions_.undo)
    assert w.session.ply == len(SCRIPT) - 2 and w.session.state_text() == texts[-3]
    click_zeno_move(qtbot, w, SCRIPT[-2])
    assert asked == ["Play here?"]
    assert w.session.length == len(SCRIPT) - 1 and w.session.state_text() == texts[-2]


def test_escape_steps_back_within_the_turn(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    start_zeno(w)
    view = zeno_view(w)
    rules = ZenoRules()
    for text in SCRIPT[:2]:
        click_zeno_move(qtbot, w, text)
    move = rules.move_from_text(w.session.state, "c4-c5 +d5")
    click_square(qtbot, w, move.origin)
    click_cell(qtbot, w, 4, 2)
    assert view.stage == CHOOSE
    click_square(qtbot, w, move.pushes[0])
    assert view.pushes == {move.pushes[0]}
    click_square(qtbot, w, 0)  # a1: neither pushable nor pullable
    assert "cannot be pushed or pulled" in w.status_text()
    press(qtbot, w, Qt.Key.Key_Escape)
    assert view.stage == TARGET and view.base is None
    press(qtbot, w, Qt.Key.Key_Escape)
    assert view.stage == PICK and view.selected is None
    assert w.session.length == 2


def test_self_capture_off_the_edge_then_pulls(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    start_zeno(w)
    click_square(qtbot, w, 0 * 8 + 16)  # a3
    view = zeno_view(w)
    assert (3, -1, True) in view.targets(16)
    click_cell(qtbot, w, 3, -1)  # just outside the board, left of a4
    assert view.stage == CHOOSE and not view.push_candidates()
    click_square(qtbot, w, 17)  # b3
    click_done(qtbot, w)
    assert w.session.move_texts == ["a3-xx(-1) -b3"]


def test_ai_replies_without_listing_moves(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    start_zeno(w, [Seat.human(), Seat.ai("easy")])
    click_zeno_move(qtbot, w, "c3-c4 -b3")
    qtbot.waitUntil(lambda: w.session.length == 2, timeout=8000)
    assert w.session.to_move() == 0


def test_screenshots(qtbot: QtBot, main_window: MainWindow, shots_dir: Path) -> None:
    w = main_window
    w.resize(1180, 800)
    start_zeno(w)
    for text in SCRIPT[:4]:
        click_zeno_move(qtbot, w, text)
    qtbot.waitUntil(lambda: not zeno_view(w).animating, timeout=2000)  # the last move has played out
    assert w.grab().save(str(shots_dir / "zeno_last_move.png"))
    click_square(qtbot, w, 4 * 8 + 2)  # c5: its targets, d6 occupied: a self-capture
    qtbot.wait(50)
    assert w.grab().save(str(shots_dir / "zeno_targets.png"))
    press(qtbot, w, Qt.Key.Key_Escape)
    click_square(qtbot, w, 2 * 8 + 4)  # e3
    click_cell(qtbot, w, 3, 4)  # e4
    click_square(qtbot, w, 3 * 8 + 3)  # push d4
    click_square(qtbot, w, 2 * 8 + 5)  # pull f3
    click_square(qtbot, w, 2 * 8 + 0)  # pull a3
    assert zeno_view(w).stage == CHOOSE
    assert w.grab().save(str(shots_dir / "zeno_pulls.png"))
    session = Session(ZenoRules(), {}, 0, start=ZenoRules().state_from_text("8/8/8/1BB1B3/2W5/8/8/8 w"))
    w.set_session(session)
    click_square(qtbot, w, 3 * 8 + 2)
    click_cell(qtbot, w, 4, 3)  # c4-d5: b5, c5 and e5 may be pushed
    for square in (4 * 8 + 1, 4 * 8 + 2):
        click_square(qtbot, w, square)
    w.view.set_flipped(True)
    assert w.grab().save(str(shots_dir / "zeno_pushes_flipped.png"))
    assert zeno_view(w).pushes == {33, 34}


@pytest.mark.slow
def test_a_whole_game_against_hard_with_undo_save_and_load(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path
) -> None:
    """The human pushes every enemy piece it can and never pulls; Hard answers; to the end."""
    w = main_window
    start_zeno(w, [Seat.human(), Seat.ai("hard")])
    rules = w.session.rules
    assert isinstance(rules, ZenoRules)
    saved = undone = False
    while not w.session.is_over and w.session.length < 400:
        if w.session.seat_to_move().is_ai:
            qtbot.waitUntil(
                lambda n=w.session.length: w.session.length > n or w.session.is_over, timeout=20_000
            )
            continue
        if w.session.length >= 2 and not undone:  # our turn again: take back our last move
            undone = True
            at = w.session.ply
            click_toolbar(qtbot, w, w.actions_.undo)
            assert w.session.ply == at - 2 and w.session.to_move() == 0 and not w.controller.thinking
            click_toolbar(qtbot, w, w.actions_.redo)
            assert w.session.ply == at
        if w.session.length >= 4 and not saved:
            saved = True
            path = tmp_path / "zeno.json"
            assert w.save_file(str(path))
            text = w.session.state_text()
            assert w.open_file(str(path))
            assert w.session.state_text() == text and w.session.seats[1] == Seat.ai("hard")
        state = w.session.state
        bases = rules.base_moves(state)
        landing = [m for m in bases if rules.landing(state, m) is not None] or bases
        base = max(landing, key=lambda m: len(rules.push_squares(state, m)))
        move = type(base)(base.origin, base.step, rules.push_squares(state, base), ())
        click_zeno_move(qtbot, w, rules.move_to_text(state, move))
    outcome = w.session.outcome()
    assert outcome is not None and saved and undone
    assert w.banner.isVisible()


def test_one_enter_plays_the_turn_after_a_turn_that_pushed(qtbot: QtBot, main_window: MainWindow) -> None:
    """New → Zeno, both human: d3-d4 Enter; e6-e5 Enter; d4-d5, click e5 to push, Enter; then
    a6-a5 (White's d5 could be pushed, Black's rank 6 pulled) and one Enter plays it."""
    w = main_window
    start_zeno(w)
    view = zeno_view(w)

    def step(origin: str, target: str) -> None:
        click_square(qtbot, w, name(origin))
        square = name(target)
        click_cell(qtbot, w, square >> 3, square & 7)

    def name(text: str) -> int:
        return (int(text[1]) - 1) * 8 + "abcdefgh".index(text[0])

    step("d3", "d4")
    press(qtbot, w, Qt.Key.Key_Return)
    step("e6", "e5")
    press(qtbot, w, Qt.Key.Key_Return)
    step("d4", "d5")
    click_square(qtbot, w, name("e5"))
    press(qtbot, w, Qt.Key.Key_Return)
    assert w.session.move_texts == ["d3-d4", "e6-e5", "d4-d5 +e5"]
    step("a6", "a5")
    assert view.push_candidates() and view.pull_candidates()  # both could be chosen: none is
    press(qtbot, w, Qt.Key.Key_Return)
    assert w.session.move_texts[-1] == "a6-a5", w.status_text()
    assert view.stage == PICK
