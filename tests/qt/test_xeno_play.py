"""Xeno played on the ball with the mouse: setup ceremony, steps, jump paths, AI seats, files;
what can move marked and named, J, moves shown where they happen, the keys that turn the ball."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QMouseEvent
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.games.xeno.state import Kind, Phase, XenoMove
from desktop.qt.ball.gl_widget import PLAYER_COLOURS, STRIPED_FRAME
from desktop.qt.ball.move_animation import move_seconds
from desktop.qt.ball.xeno_view import (
    LESSON_MUST_JUMP_MARK,
    MOVABLE_MARK,
    MUST_JUMP_MARK,
    SELECTED_MARK,
    TARGET,
    TARGET_MARK,
    XenoView,
)
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


def facing(view: XenoView, spaces: list[int]) -> np.ndarray:
    return view.ball.camera.facing(view.state.geometry.centres[spaces])


def turn_away_from(view: XenoView, spaces: list[int]) -> None:
    """Turn the ball so that ``spaces`` are on its far side."""
    middle = view.state.geometry.centres[spaces].mean(axis=0)
    view.ball.turn_point_to_front(-middle / np.linalg.norm(middle), animate=False)
    assert max(facing(view, spaces)) < 0.2


def frame_pixels(view: XenoView, space: int) -> list[QColor]:
    """The pixels in the band along a space's border, away from the middle of its sides (where a
    ring seen from above never reaches)."""
    image: QImage = view.ball.grabFramebuffer()
    g = view.state.geometry
    c = g.corners[space]
    pixels = []
    for t in (0.12, 0.18, 0.24, 0.76, 0.82, 0.88):
        for u, v in ((t, 0.05), (t, 0.95), (0.05, t), (0.95, t)):
            p = (1 - u) * (1 - v) * c[0] + u * (1 - v) * c[1] + u * v * c[2] + (1 - u) * v * c[3]
            x, y, _ = view.ball.camera.project(p / np.linalg.norm(p), view.ball.width(), view.ball.height())
            pixels.append(image.pixelColor(round(float(x)), round(float(y))))
    return pixels


def is_red(c: QColor) -> bool:
    return c.red() > 140 and c.green() < 70 and c.blue() < 70


def is_whitish(c: QColor) -> bool:
    return c.saturation() < 70 and c.lightness() > 150


def is_gold(c: QColor) -> bool:
    return 30 <= c.hue() <= 50 and c.saturation() > 170 and c.value() > 120


def is_green_frame(c: QColor) -> bool:
    return 120 <= c.hue() <= 160 and c.saturation() > 150 and c.value() > 70


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
    assert state.phase == Phase.SETUP and "setup" in w.status_text()
    piece = state.stacks[state.removed]
    same = next(s for s, st in enumerate(state.stacks) if st == piece and s != state.removed)
    click_space(qtbot, w, same)
    assert w.session.length == 0 and "same colour" in w.status_text()
    target = next(s for s, st in enumerate(state.stacks) if st != piece)
    click_space(qtbot, w, target)
    assert w.session.move_texts == [f"S {state.removed + 1}>{target + 1}"]
    qtbot.waitUntil(lambda: w.session.length == 2)  # player 2 chose in the dialog
    assert asked == [[0, 1]] and w.session.move_texts[-1] == "C b"
    assert w.session.state.phase == Phase.PLAY and w.session.state.seats == (0, 1)
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
    assert last.kind == Kind.JUMP and view.ball.content.dots.count > 0  # the last jump's path is drawn


def test_compulsory_jumps_explain_themselves(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 b b,,,b,,aaab,ba,,,a,,bba")
    click_space(qtbot, w, 0)  # b's single piece on space 1 has no jump
    assert "Jumps are compulsory: stacks 4 and 6 must jump" in w.status_text()


def test_a_boxed_in_stack_blames_no_jump_when_jumps_are_free(qtbot: QtBot, main_window: MainWindow) -> None:
    """With jumps not compulsory, a stack that cannot move is boxed in, though stack 7 could jump."""
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12", compulsory_jumps=False)
    assert w.paste_position_text("xeno-12 b aba,,a,aba,bb,bab,b,baa,aaa,,ba,b")
    assert not w.session.state.config.compulsory_jumps
    click_space(qtbot, w, 11)
    assert "Stack 12 has no empty space next to it" in w.status_text()


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
        move = max(moves, key=lambda m: (m.kind == Kind.JUMP, len(m.path)))
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


@pytest.mark.slow
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
    qtbot.waitUntil(lambda: w.session.state.phase == Phase.PLAY, timeout=10_000)
    assert w.session.move_texts[1].startswith("C ")
    play_to_the_end(qtbot, w, tmp_path)


@pytest.mark.slow
def test_a_three_player_game_on_xeno_60_against_two_ai_seats(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path
) -> None:
    w = main_window
    seats = [Seat.human(), Seat.ai("medium"), Seat.ai("medium")]
    new_xeno(w, seats, board="xeno-60", players=3, quick_setup=True, draw_quiet_moves=50)
    assert w.session.state.phase == Phase.PLAY and len(w.side.players.rows) == 3
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
    assert w.session.state.phase == Phase.COLOURS and "choose a colour" in w.status_text()
    click_toolbar(qtbot, w, w.actions_.undo)
    assert w.session.state.phase == Phase.SETUP and w.session.ply == 0


def test_moves_animate_over_the_ball_unless_turned_off(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 a ,aab,,,,aab,bb,,b,ab,,a")
    view = xeno_view(w)
    final_after = "12x3x5x11x4"
    w.controller.play_text(final_after)
    assert view._animation is not None  # the jump travels hop by hop
    moving = view.ball.content.rings.matrices.copy()
    qtbot.waitUntil(lambda: view._animation is None, timeout=3000)
    assert not np.allclose(moving, view.ball.content.rings.matrices)  # it ended where the stacks stand
    assert view.ball.content.rings.count == sum(len(s) for s in w.session.state.stacks)
    click_toolbar(qtbot, w, w.actions_.undo)
    assert view._animation is None  # going back in history does not animate
    w.actions_.animate.setChecked(False)
    w.controller.play_text(final_after)
    assert view._animation is None


def press_on_ball(
    qtbot: QtBot,
    window: MainWindow,
    key: Qt.Key,
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    """Press a key where a player's keys go on the ball: the ball itself has the focus."""
    for _ in range(25):  # another test's window may hold the focus
        if window.isActiveWindow():
            break
        window.activateWindow()
        qtbot.wait(200)
    assert window.isActiveWindow()
    ball = xeno_view(window).ball
    ball.setFocus()
    qtbot.keyClick(ball, key, modifiers)


def test_the_stacks_that_must_jump_are_marked_named_and_j_turns_to_them(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 b b,,,b,,aaab,ba,,,a,,bba")
    view = xeno_view(w)
    assert "Blue to move: stacks 4 and 6 must jump" in w.status_text()
    assert "J turns the ball to them" in w.status_text()
    marks = view.ball.content.space_marks
    assert [s for s in range(12) if marks[s][3]] == [3, 5]
    assert all(tuple(marks[s]) == pytest.approx(MUST_JUMP_MARK) for s in (3, 5))
    view.ball.turn_to_front(0, animate=False)  # Blue's single piece on space 1 cannot jump: no frame
    assert not any(map(is_red, frame_pixels(view, 0)))
    groups = view.marked_groups()
    assert sorted(s for group in groups for s in group) == [3, 5]
    turn_away_from(view, [3, 5])
    for group in groups:  # J turns to them, a group at a time
        press_on_ball(qtbot, w, Qt.Key.Key_J)
        qtbot.waitUntil(lambda: not view.ball.turning, timeout=3000)
        assert min(facing(view, group)) > 0.35
        for s in group:  # a red and white striped frame around each
            pixels = frame_pixels(view, s)
            assert sum(map(is_red, pixels)) >= 4 and sum(map(is_whitish, pixels)) >= 4, s
        assert "must jump" in w.status_text()
    # a lesson pointing at a stack that must jump frames it in its violet, keeping the stripes
    view.mark_places(["4"])
    marks = view.ball.content.space_marks
    assert tuple(marks[3]) == pytest.approx(LESSON_MUST_JUMP_MARK) and marks[3][3] == STRIPED_FRAME
    assert tuple(marks[5]) == pytest.approx(MUST_JUMP_MARK)
    qtbot.waitUntil(lambda: not view.ball.turning, timeout=3000)
    view.ball.grab().save(str(shots_dir / "xeno-lesson-on-a-stack-that-must-jump.png"))
    assert sum(map(is_whitish, frame_pixels(view, 3))) >= 4


MOVABLE = "xeno-30 a ,,b,,,,,bbbbbbbb,,,,,b,,,,,,,,,aaaa,,,aaabb,bbaaaa,aaa,,,ba"


def test_stacks_that_can_move_are_framed_in_gold_and_a_selection_frames_its_targets(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-30")
    assert w.paste_position_text(MOVABLE)
    view = xeno_view(w)
    movable = view.movable_stacks()
    assert movable == [21, 25, 26, 29]
    assert "Orange to move: click one of your 4 stacks that can move" in w.status_text()
    assert "J turns the ball to them" in w.status_text()
    marks = view.ball.content.space_marks
    assert [s for s in range(30) if marks[s][3]] == movable
    assert all(tuple(marks[s]) == pytest.approx(MOVABLE_MARK) for s in movable)
    turn_away_from(view, movable)
    press_on_ball(qtbot, w, Qt.Key.Key_J)
    qtbot.waitUntil(lambda: not view.ball.turning, timeout=3000)
    assert min(facing(view, movable)) > 0.35  # all four fit in one view
    assert "Stacks 22, 26, 27 and 30 can move" in w.status_text()
    for s in movable:
        assert sum(map(is_gold, frame_pixels(view, s))) >= 12, s
    click_space(qtbot, w, 21)
    targets = sorted(view.targets())
    marks = view.ball.content.space_marks
    assert tuple(marks[21]) == pytest.approx(SELECTED_MARK)
    assert [s for s in range(30) if marks[s][3]] == sorted([21, *targets])  # the other frames go
    assert all(tuple(marks[s]) == pytest.approx(TARGET_MARK) for s in targets)
    qtbot.waitUntil(lambda: not view.ball.turning, timeout=3000)
    seen = [s for s in targets if facing(view, [s])[0] > 0.5]
    assert seen
    for s in seen:
        assert sum(map(is_green_frame, frame_pixels(view, s))) >= 12, s


def test_pieces_keep_their_colours_on_target_spaces(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    new_xeno(w, [Seat.human()] * 3, board="xeno-12", players=3)
    view = xeno_view(w)
    state = w.session.state
    targets = sorted(view.targets())  # setup: the stacks the piece taken off may go on
    owners = {state.stacks[s][-1] for s in targets}
    assert len(owners) == 2  # the two other colours
    for s in targets:
        assert tuple(view.ball.content.space_colours[s]) == pytest.approx(TARGET)
        assert tuple(view.ball.content.space_marks[s]) == pytest.approx(TARGET_MARK)
        view.ball.turn_to_front(s, animate=False)
        image = view.ball.grabFramebuffer()
        centre = view.square_point(s)
        colour = QColor(PLAYER_COLOURS["abc".index(state.stacks[s][-1])])
        ring = [
            p
            for dx in range(-40, 41, 2)
            if (p := image.pixelColor(centre + QPoint(dx, 0))).saturation() > 120
            and min(abs(p.hueF() - colour.hueF()), 1 - abs(p.hueF() - colour.hueF())) < 0.04
        ]
        assert len(ring) >= 4, f"space {s + 1}: its {colour.name()} ring is lost on the target"
    turn_away_from(view, [state.removed])
    press_on_ball(qtbot, w, Qt.Key.Key_J)  # in setup, J turns to the piece taken off
    qtbot.waitUntil(lambda: not view.ball.turning, timeout=3000)
    assert facing(view, [state.removed])[0] > 0.9
    assert f"on space {state.removed + 1} is taken off" in w.status_text()


@pytest.mark.slow
def test_a_move_made_out_of_sight_is_turned_to_then_each_hop_plays_at_a_pace_to_follow(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 a ,aab,,,,aab,bb,,b,ab,,a")
    view = xeno_view(w)
    move = w.session.rules.move_from_text(w.session.state, "12x3x5x11x4")
    turn_away_from(view, list(move.path[:2]))
    started = time.monotonic()
    w.controller.play_text("12x3x5x11x4")
    anim = view._animation
    assert anim is not None and view.ball.turning  # the ball turns to the move first …
    assert anim.start > time.monotonic()  # … and the hops wait for it
    rings = view.ball.content.rings.matrices.copy()
    qtbot.wait(60)
    assert np.allclose(rings, view.ball.content.rings.matrices)  # nothing hops while the ball turns
    qtbot.waitUntil(lambda: not view.ball.turning, timeout=3000)
    assert min(facing(view, list(move.path[:2]))) > 0.3  # xeno-12: a jump spans 120°
    hops = len(move.path) - 1
    assert anim.duration == pytest.approx(move_seconds(hops, 400)) and anim.duration / hops >= 0.3
    last_hop = list(move.path[-2:])
    qtbot.waitUntil(lambda: not view.animating, timeout=8000)
    assert time.monotonic() - started >= 0.3 * hops
    qtbot.waitUntil(lambda: not view.ball.turning, timeout=1000)  # no longer than a hop after it
    assert min(facing(view, last_hop)) > 0.3  # the ball followed the jumper to its landing
    assert view.ball.content.rings.count == sum(len(s) for s in w.session.state.stacks)


@pytest.mark.slow
def test_moves_that_come_quickly_are_each_shown_in_turn_and_a_click_ends_them(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 a ,aab,,,,aab,bb,,b,ab,,a")
    view = xeno_view(w)
    w.controller.play_text("12x3x5x11x4")
    first = w.session.moves[-1]
    second = w.session.legal_moves()[0]
    w.controller.play(second)  # Blue answers before Orange's jump is over
    anim = view._animation
    assert anim is not None and anim.move == first and len(view.moves.queued) == 1
    qtbot.waitUntil(lambda: view._animation is not None and view._animation.move == second, timeout=8000)
    qtbot.waitUntil(lambda: not view.animating, timeout=8000)
    assert view.ball.content.rings.count == sum(len(s) for s in w.session.state.stacks)
    third = w.session.legal_moves()[0]
    w.controller.play(third)
    assert view.animating
    click_space(qtbot, w, third.path[-1])  # a click ends it at once
    assert not view.animating
    assert view.ball.content.stacks == w.session.state.stacks


def test_the_ai_s_move_is_shown_where_it_happens(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.ai("easy")], board="xeno-30", quick_setup=True)
    view = xeno_view(w)
    assert w.session.seat_to_move() == Seat.human()
    w.controller.ai_enabled = False  # the AI waits until the ball looks away from its stacks
    human = max(w.session.legal_moves(), key=lambda m: (m.kind == Kind.JUMP, len(m.path)))
    click_move(qtbot, w, human)
    qtbot.waitUntil(lambda: not view.animating, timeout=5000)
    origins = sorted({m.path[0] for m in w.session.legal_moves()})
    middle = w.session.state.geometry.centres[origins].mean(axis=0)
    view.ball.turn_point_to_front(-middle / np.linalg.norm(middle), animate=False)
    w.controller.ai_enabled = True
    w.controller.maybe_start_ai()
    qtbot.waitUntil(lambda: w.session.length == 2, timeout=20_000)
    ai_move = w.session.moves[-1]
    assert view.animating or view.ball.turning or min(facing(view, list(ai_move.path))) > 0.35
    qtbot.waitUntil(lambda: not view.animating and not view.ball.turning, timeout=8000)
    assert facing(view, [ai_move.path[-1]])[0] > 0.3, "the AI's move happened out of sight"


def test_left_and_right_go_through_the_moves_while_shift_arrows_or_wasd_turn_the_ball(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 a ,aab,,,,aab,bb,,b,ab,,a")
    view = xeno_view(w)
    w.controller.play_text("12x3x5x11x4")
    w.controller.play(w.session.legal_moves()[0])
    view.finish_animation()
    qtbot.waitUntil(lambda: not view.ball.turning, timeout=3000)
    rotation = view.ball.camera.rotation.copy()
    press_on_ball(qtbot, w, Qt.Key.Key_Left)
    assert w.session.cursor == 1 and np.allclose(rotation, view.ball.camera.rotation)
    press_on_ball(qtbot, w, Qt.Key.Key_Right)
    assert w.session.cursor == 2 and np.allclose(rotation, view.ball.camera.rotation)
    shift, none = Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.NoModifier
    keys = [(Qt.Key.Key_Left, shift), (Qt.Key.Key_Right, shift), (Qt.Key.Key_Up, shift)]
    keys += [(Qt.Key.Key_Down, shift), (Qt.Key.Key_A, none), (Qt.Key.Key_D, none), (Qt.Key.Key_W, none)]
    for key, modifiers in [*keys, (Qt.Key.Key_S, none)]:
        before = view.ball.camera.rotation.copy()
        press_on_ball(qtbot, w, key, modifiers)
        assert not np.allclose(before, view.ball.camera.rotation), key
        assert w.session.cursor == 2
    assert "Shift+arrow keys or W A S D" in view.ball.toolTip()
    assert "history" not in view.ball.toolTip()


def test_letters_are_the_initials_of_the_colour_names(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    new_xeno(w, [Seat.human()] * 3, board="xeno-12", players=3)
    view = xeno_view(w)
    assert not view.ball.letters
    press(qtbot, w, Qt.Key.Key_L)
    assert view.ball.letters
    state = w.session.state
    for s, stack in enumerate(state.stacks):
        assert view.ball.label_text(s, False) == "".join({"a": "O", "b": "B", "c": "G"}[c] for c in stack)
    press(qtbot, w, Qt.Key.Key_N)
    assert view.ball.label_text(4, False) == f"5 {view.ball.label_text(4, False).split()[-1]}"


@pytest.mark.slow
def test_every_ai_reply_since_the_human_s_move_stays_marked_until_the_next_one(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    from desktop.qt.ball.xeno_view import LAST_MOVE

    w = main_window
    seats = [Seat.human(), Seat.ai("easy"), Seat.ai("easy")]
    new_xeno(w, seats, board="xeno-30", players=3, quick_setup=True)
    view = xeno_view(w)

    def marked() -> set[int]:
        colours, _ = view._space_colours()
        return {s for s in range(len(colours)) if tuple(colours[s]) == pytest.approx(LAST_MOVE)}

    human = w.session.legal_moves()[0]
    click_move(qtbot, w, human)
    qtbot.waitUntil(lambda: w.session.length == 3 and not view.animating, timeout=30_000)
    first, second = w.session.moves[1], w.session.moves[2]
    assert marked() == set(first.path) | set(second.path), "both replies are marked, not only the last"
    view.ball.turn_to_front(first.path[-1], animate=False)
    view.ball.grabFramebuffer().save(str(shots_dir / "xeno-two-replies-marked.png"))
    mine = w.session.legal_moves()[0]
    w.controller.ai_enabled = False  # look before the replies come
    click_move(qtbot, w, mine)
    qtbot.waitUntil(lambda: not view.animating, timeout=8000)
    assert marked() == set(mine.path), "the human's move ends the marks of the replies before it"


def test_a_refresh_works_out_the_rings_again_only_for_other_stacks(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window refreshes several times a move (an AI starts and stops thinking): the stacks'
    rings, ~5 ms on xeno-480, are worked out once per position, and the ball shows the new ones."""
    import desktop.qt.ball.xeno_view as module

    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 a ,aab,,,,aab,bb,,b,ab,,a")
    view = xeno_view(w)
    worked: list[tuple[str, ...]] = []
    original = module.stack_instances

    def counting(geometry: object, stacks: tuple[str, ...], palette: object) -> object:
        worked.append(stacks)
        return original(geometry, stacks, palette)  # type: ignore[arg-type]

    monkeypatch.setattr(module, "stack_instances", counting)
    w.actions_.animate.setChecked(False)
    for _ in range(3):
        w.refresh()
    assert worked == []  # the same stacks: nothing worked out
    before = w.session.state.stacks
    w.controller.play(w.session.legal_moves()[0])
    w.refresh()
    after = w.session.state.stacks
    assert after != before and worked == [after] and view.ball.content.stacks == after


def test_a_hint_that_is_a_colour_choice_turns_nothing_and_raises_nothing(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A review's better move in the ceremony can be a colour choice, which names no space (the
    monkey found it: ``min()`` of no spaces in the turn to bring the hint into view)."""
    monkeypatch.setattr(XenoView, "colour_picker", staticmethod(lambda _w, _who, _free: None))
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    state = w.session.state
    click_space(qtbot, w, next(s for s, st in enumerate(state.stacks) if st != state.stacks[state.removed]))
    view = xeno_view(w)
    choice = w.session.legal_moves()[0]
    assert view.state.phase == Phase.COLOURS and not choice.path
    rotation = view.ball.camera.rotation.copy()
    view.show_hint(choice)
    assert view.hint_move == choice and not view.ball.turning
    assert np.allclose(view.ball.camera.rotation, rotation)


def test_the_players_panel_counts_one_stack_and_one_piece_in_the_singular(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    new_xeno(w, [Seat.human(), Seat.human()], board="xeno-12")
    assert w.paste_position_text("xeno-12 a a,,,,,,,,,,,bbb")
    texts = [row["material"].text() for row in w.side.players.rows[:2]]
    assert texts == ["1 stack · 1 piece", "1 stack · 3 pieces"], texts
