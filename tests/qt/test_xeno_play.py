"""Xeno played on the ball with the mouse: setup ceremony, steps, jump paths, AI seats, files."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.games.xeno.rules import COLOURS, JUMP, PLAY, SETUP, XenoMove
from desktop.qt.ball.xeno_view import XenoView
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice
from tests.qt.qt_clicks import click_toolbar, press


def xeno_view(window: MainWindow) -> XenoView:
    assert isinstance(window.view, XenoView)
    return window.view


def click_space(qtbot: QtBot, window: MainWindow, space: int) -> None:
    """Turn the space to the front (as a drag would) and click it."""
    view = xeno_view(window)
    view.ball.turn_to_front(space, animate=False)
    qtbot.mouseClick(view.ball, Qt.MouseButton.LeftButton, pos=view.square_point(space))


def click_move(qtbot: QtBot, window: MainWindow, move: XenoMove) -> None:
    before = window.session.length
    for space in move.path:
        click_space(qtbot, window, space)
    assert window.session.length == before + 1, window.status_text()
    assert window.session.moves[-1] == move


def new_xeno(window: MainWindow, seats: list[Seat], **options: object) -> None:
    window.start_new_game(NewGameChoice("xeno", dict(options), seats, seed=3))


def test_the_setup_ceremony_on_the_ball(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[list[int]] = []
    monkeypatch.setattr(
        XenoView, "colour_picker", staticmethod(lambda _w, _who, free: (asked.append(free), 1)[1])
    )
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    state = w.session.state
    assert state.phase == SETUP and "setup" in w.status_text()
    piece = state.stacks[state.removed]
    same = next(s for s, st in enumerate(state.stacks) if st == piece and s != state.removed)
    click_space(qtbot, w, same)
    assert w.session.length == 0 and "same colour" in w.status_text()
    target = next(s for s, st in enumerate(state.stacks) if st != piece)
    click_space(qtbot, w, target)
    assert w.session.move_texts == [f"S {state.removed + 1}>{target + 1}"]
    qtbot.waitUntil(lambda: w.session.length == 2)  # player 2 chose in the dialog
    assert asked == [[0, 1]] and w.session.move_texts[-1] == "C b"
    assert w.session.state.phase == PLAY and w.session.state.seats == (0, 1)
    assert w.session.to_move() == 0 and "Orange to move" in w.status_text()
    assert "stacks" in w.side.players.rows[0]["material"].text()


def test_a_jump_path_is_clicked_space_by_space(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 a ,aab,,,,aab,bb,,b,ab,,a")
    view = xeno_view(w)
    click_space(qtbot, w, 6)
    assert "Stack 7 is Blue's" in w.status_text() and view.path == []
    click_space(qtbot, w, 11)
    assert view.path == [11] and view.targets() == {2, 4}
    click_space(qtbot, w, 2)
    assert view.path == [11, 2] and view.targets() == {4} and "jump goes on" in w.status_text()
    click_space(qtbot, w, 4)
    assert view.targets() == {11, 10}
    press(qtbot, w, Qt.Key.Key_Escape)
    assert view.path == [11, 2]
    click_space(qtbot, w, 7)
    assert "cannot go to space 8" in w.status_text() and view.path == [11, 2]
    for space in (4, 10, 3):
        click_space(qtbot, w, space)
    assert w.session.move_texts == ["12x3x5x11x4"] and view.path == []
    last = w.session.moves[-1]
    assert last.kind == JUMP and view.ball.dots.count > 0  # the last jump's path is drawn


def test_compulsory_jumps_explain_themselves(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 b b,,,b,,aaab,ba,,,a,,bba")
    click_space(qtbot, w, 0)  # b's single piece on space 1 has no jump
    assert "Jumps are compulsory: stack 4, 6 must jump" in w.status_text()


def test_hovering_a_stack_spells_it_out(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 b b,,,b,,aaab,ba,,,a,,bba")
    view = xeno_view(w)
    view.ball.turn_to_front(5, animate=False)
    point = QPointF(view.square_point(5) + QPoint(1, 1))
    move = QMouseEvent(
        QEvent.Type.MouseMove,
        point,
        view.ball.mapToGlobal(point),
        Qt.MouseButton.NoButton,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.ball, move)  # the pointer resting over space 6
    expected = "Space 6: Orange, Orange, Orange, Blue (bottom to top): Blue controls it"
    assert view.ball.toolTip() == expected
    qtbot.waitUntil(lambda: QToolTip.isVisible() and QToolTip.text() == expected)


def play_to_the_end(qtbot: QtBot, w: MainWindow, tmp_path: Path) -> None:
    """The human clicks a legal move each turn (a jump if any); AI seats answer; undo, save, load."""
    saved = False
    undone = False
    while w.session.length < 1500:
        session = w.session
        if session.is_over:
            break
        if session.seat_to_move().is_ai:
            qtbot.waitUntil(
                lambda s=session.length: w.session.length > s or w.session.is_over, timeout=20_000
            )
            continue
        moves = session.legal_moves()
        move = max(moves, key=lambda m: (m.kind == JUMP, len(m.path)))
        click_move(qtbot, w, move)
        if session.length >= 6 and not undone:
            undone = True
            qtbot.waitUntil(lambda: not w.controller.thinking or w.session.is_over, timeout=20_000)
            if not w.session.is_over and not w.session.seat_to_move().is_ai:
                at = w.session.ply
                click_toolbar(qtbot, w, w.actions_.undo)
                assert w.session.ply < at and not w.session.seat_to_move().is_ai
                click_toolbar(qtbot, w, w.actions_.redo)
                assert w.session.ply == at
        if session.length >= 10 and not saved and not w.controller.thinking and not w.session.is_over:
            saved = True
            path = tmp_path / "xeno.json"
            assert w.save_file(str(path))
            text, seats = w.session.state_text(), list(w.session.seats)
            assert w.open_file(str(path))
            assert w.session.state_text() == text and w.session.seats == seats
    assert w.session.is_over, w.status_text()
    assert w.banner.isVisible()


def test_a_two_player_game_on_xeno_30_against_the_ai(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(XenoView, "colour_picker", staticmethod(lambda _w, _who, free: free[0]))
    w = main_window
    new_xeno(w, [Seat.human(), Seat.ai("easy")], board="xeno-30", draw_quiet_moves=50)
    # the ceremony: the human is the setup player, the AI chooses its colour
    state = w.session.state
    target = next(s for s, st in enumerate(state.stacks) if st != state.stacks[state.removed])
    click_space(qtbot, w, target)
    qtbot.waitUntil(lambda: w.session.state.phase == PLAY, timeout=10_000)
    assert w.session.move_texts[1].startswith("C ")
    play_to_the_end(qtbot, w, tmp_path)


def test_a_three_player_game_on_xeno_60_against_two_ai_seats(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path
) -> None:
    w = main_window
    seats = [Seat.human(), Seat.ai("medium"), Seat.ai("medium")]
    new_xeno(w, seats, board="xeno-60", players=3, quick_setup=True, draw_quiet_moves=50)
    assert w.session.state.phase == PLAY and len(w.side.players.rows) == 3
    play_to_the_end(qtbot, w, tmp_path)


def test_colour_choice_waits_for_a_human_and_undo_reaches_the_ceremony(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(XenoView, "colour_picker", staticmethod(lambda _w, _who, _free: None))
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    state = w.session.state
    target = next(s for s, st in enumerate(state.stacks) if st != state.stacks[state.removed])
    click_space(qtbot, w, target)
    qtbot.wait(50)
    assert w.session.state.phase == COLOURS and "choose a colour" in w.status_text()
    click_toolbar(qtbot, w, w.actions_.undo)
    assert w.session.state.phase == SETUP and w.session.ply == 0


def test_moves_animate_over_the_ball_unless_turned_off(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 a ,aab,,,,aab,bb,,b,ab,,a")
    view = xeno_view(w)
    final_after = "12x3x5x11x4"
    w.controller.play_text(final_after)
    assert view._animation is not None  # the jump travels hop by hop
    moving = view.ball.rings.matrices.copy()
    qtbot.waitUntil(lambda: view._animation is None, timeout=3000)
    assert not np.allclose(moving, view.ball.rings.matrices)  # it ended where the stacks stand
    assert view.ball.rings.count == sum(len(s) for s in w.session.state.stacks)
    click_toolbar(qtbot, w, w.actions_.undo)
    assert view._animation is None  # going back in history does not animate
    w.actions_.animate.setChecked(False)
    w.controller.play_text(final_after)
    assert view._animation is None
