"""Moves play out on the flat boards: every move, the AI's included, then the position as usual.

Each move is played with real clicks in the main window; the board is read
back as the scene's picture and the places of the pieces on their way.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop.control.events import Event, EventKind
from desktop.core.session import Seat
from desktop.games.xspectrum.movement import square_of
from desktop.qt.boards.board_view import BoardView
from desktop.qt.boards.contract import DisplayOptions
from desktop.qt.shell.main_window import MainWindow
from tests.qt.boards.helpers import (
    mover_centres,
    movers,
    plain_redraw,
    scene_image,
    set_animation,
    start,
    watch,
)
from tests.qt.qt_clicks import click_move, click_square, click_toolbar, press
from tests.qt.test_zeno_play import click_zeno_move

Play = Callable[[QtBot, MainWindow, str], None]
Seen = list[list[QPointF]]


def click_xspectrum_move(qtbot: QtBot, w: MainWindow, text: str) -> None:
    """A move with one click on what moves (a square or a reserve piece) and one on where it goes."""
    view = w.view
    assert isinstance(view, BoardView)
    move = w.session.rules.move_from_text(w.session.state, text)
    if move.kind == "enter":
        index = w.session.state.reserves[w.session.to_move()].index(move.piece)
        where = view.reserve_point(w.session.to_move(), index)  # type: ignore[attr-defined]
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=where)
    else:
        click_square(qtbot, w, move.origin)
    click_square(qtbot, w, move.target)
    assert w.session.move_texts[-1] == text, w.status_text()


@dataclass
class Case:
    game: str
    play: Play
    earlier: list[str]  # played first, without animation
    move: str  # the move watched
    position: str | None = None


CASES = {
    "oxono": Case("oxono", click_move, ["X d3-d4 d5"], "O c4-c6 c5"),
    "zeno": Case("zeno", click_zeno_move, ["c3-c4 -b3 -d3", "d6-d5 -e6"], "c4-c5 +d5"),
    "xspectrum-jump": Case("xspectrum", click_xspectrum_move, [], "a1-d1"),
    "xspectrum-re-entry": Case(
        "xspectrum",
        click_xspectrum_move,
        ["d4-f2", "h5-g4"],
        "Bs@b4",
        "rs7/8/8/7ym/3Bm4/8/5yl<bs2/8 s S:- N:-",
    ),
}


def between(p: QPointF, a: QPointF, b: QPointF, slack: float = 2.0) -> bool:
    """``p`` lies on the segment from ``a`` to ``b`` (strictly inside it)."""
    cross = (b.x() - a.x()) * (p.y() - a.y()) - (b.y() - a.y()) * (p.x() - a.x())
    length = ((b.x() - a.x()) ** 2 + (b.y() - a.y()) ** 2) ** 0.5
    along = ((p.x() - a.x()) * (b.x() - a.x()) + (p.y() - a.y()) * (b.y() - a.y())) / length
    return abs(cross) / length <= slack and slack < along < length - slack


def check_oxono(view: BoardView[Any, Any], seen: Seen) -> None:
    """The O totem slides c4 → c6 first, then the pawn comes from the hand beside the board."""
    c4, c6, c5 = (view.scene_point(s) for s in (3 * 6 + 2, 5 * 6 + 2, 4 * 6 + 2))
    singles = [points[0] for points in seen if len(points) == 1]
    totem = [i for i, p in enumerate(singles) if between(p, c4, c6, 4)]
    from_hand = [i for i, p in enumerate(singles) if p.x() > view.scene_point(5).x() + 60]  # beyond file f
    assert from_hand and any(i < min(from_hand) for i in totem), singles
    pawn = singles[min(from_hand) :]
    assert pawn[-1].x() < pawn[0].x() - 20 and pawn[-1].x() > c5.x() - 2, pawn  # on its way to c5


def check_zeno(view: BoardView[Any, Any], seen: Seen) -> None:
    """The step c4 → c5 first, then the push d5 → d4."""
    c4, c5, d5, d4 = (view.scene_point(s) for s in (26, 34, 35, 27))
    singles = [points[0] for points in seen if len(points) == 1]
    step = [i for i, p in enumerate(singles) if between(p, c4, c5)]
    push = [i for i, p in enumerate(singles) if between(p, d5, d4)]
    assert step and push and max(step) < min(push), singles


def check_jump(view: BoardView[Any, Any], seen: Seen) -> None:
    """The orange jumps a1 → d1 over b1 and c1, rising above them on its way."""
    a1, d1 = view.scene_point(0), view.scene_point(3)
    points = [p[0] for p in seen if p]
    assert len({(round(p.x()), round(p.y())) for p in points}) >= 3, points

    def above_the_line(p: QPointF) -> float:
        t = (p.x() - a1.x()) / (d1.x() - a1.x())
        return a1.y() + (d1.y() - a1.y()) * t - p.y()

    assert max(above_the_line(p) for p in points) > 15, points


def check_re_entry(view: BoardView[Any, Any], seen: Seen) -> None:
    """The small cyan leaves South's reserve beside the board and lands on b4."""
    b4 = view.scene_point(square_of("b4"))
    points = [p[0] for p in seen if p]
    assert points and points[0].x() > view.scene_point(square_of("h1")).x() + 40, points
    assert any(b4.x() + 10 < p.x() < points[0].x() - 10 for p in points), points


CHECKS = {
    "oxono": check_oxono,
    "zeno": check_zeno,
    "xspectrum-jump": check_jump,
    "xspectrum-re-entry": check_re_entry,
}


@pytest.fixture(autouse=True)
def play_here(monkeypatch: pytest.MonkeyPatch) -> None:
    """A move played after Undo drops the later moves without asking."""
    monkeypatch.setattr(QMessageBox, "question", lambda *args: QMessageBox.StandardButton.Yes)


def get_ready(qtbot: QtBot, w: MainWindow, case: Case) -> BoardView[Any, Any]:
    view = start(qtbot, w, case.game)
    set_animation(w, False)
    if case.position is not None:
        assert w.paste_position_text(case.position)
    for text in case.earlier:
        case.play(qtbot, w, text)
    assert not view.animating
    set_animation(w, True)
    return view


def play_watched(qtbot: QtBot, w: MainWindow, case: Case) -> BoardView[Any, Any]:
    """The case's earlier moves, then its move, which is playing out."""
    view = get_ready(qtbot, w, case)
    case.play(qtbot, w, case.move)
    assert view.animating
    return view


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(CASES))
def test_a_move_plays_out_step_by_step_then_the_board_is_as_usual(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path, name: str
) -> None:
    w = main_window
    case = CASES[name]
    view = play_watched(qtbot, w, case)
    first = scene_image(view)
    watch(qtbot, view, timeout=1.0)
    end = scene_image(view)
    assert first != end
    assert end == plain_redraw(view)  # the position, the last move marked, as any redraw
    # step by step, slowly enough to sample on a busy machine
    click_toolbar(qtbot, w, w.actions_.undo)
    view.set_display(DisplayOptions(animation_ms=2000))
    case.play(qtbot, w, case.move)
    CHECKS[name](view, watch(qtbot, view, timeout=3.0))
    # what a player sees, frame by frame, for people to look at
    click_toolbar(qtbot, w, w.actions_.undo)
    view.set_display(DisplayOptions())
    case.play(qtbot, w, case.move)
    watch(qtbot, view, frames=shots_dir / f"animation_{name}.png")


@pytest.mark.parametrize("name", ["oxono", "zeno", "xspectrum-jump"])
def test_the_pieces_on_their_way_are_known_gone_once_the_move_is_shown(
    qtbot: QtBot, main_window: MainWindow, name: str
) -> None:
    view = play_watched(qtbot, main_window, CASES[name])
    on_their_way = movers(view)
    assert on_their_way
    watch(qtbot, view)
    # the redraw deleted them; PySide knows, so it cannot hand their wrappers out again
    assert [shiboken6.isValid(item) for item in on_their_way] == [False] * len(on_their_way)


def test_the_last_move_stays_marked_after_it_played_out(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    view = get_ready(qtbot, w, CASES["oxono"])
    click_move(qtbot, w, "O c4-c6 c5")
    watch(qtbot, view)
    overlay = view.overlay()  # type: ignore[attr-defined]
    assert overlay.last_move is not None and w.session.move_texts[-1] == "O c4-c6 c5"


def test_with_animation_off_a_move_shows_at_once(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    view = start(qtbot, w, "oxono")
    set_animation(w, False)
    click_move(qtbot, w, "X d3-d4 d5")
    assert not view.animating
    now = scene_image(view)
    assert now == plain_redraw(view)


def test_a_click_during_a_move_ends_it_and_counts(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    view = start(qtbot, w, "oxono")
    set_animation(w, True)
    click_move(qtbot, w, "X d3-d4 d5")
    assert view.animating
    click_square(qtbot, w, 3 * 6 + 2)  # Black clicks the O totem on c4 at once
    assert not view.animating
    assert view.selected_totem == 1  # type: ignore[attr-defined]
    press(qtbot, w, Qt.Key.Key_Escape)
    click_move(qtbot, w, "O c4-c1 c2")
    assert view.animating
    press(qtbot, w, Qt.Key.Key_Escape)  # a key ends it too
    assert not view.animating
    assert scene_image(view) == plain_redraw(view)


def test_undo_or_a_new_game_during_a_move_shows_the_position_at_once(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    view = start(qtbot, w, "oxono")
    set_animation(w, True)
    click_move(qtbot, w, "X d3-d4 d5")
    assert view.animating
    click_toolbar(qtbot, w, w.actions_.undo)
    assert not view.animating and w.session.ply == 0
    assert scene_image(view) == plain_redraw(view)
    click_move(qtbot, w, "X d3-d4 d5")
    assert view.animating
    start(qtbot, w, "oxono")  # the same board shows the new game
    assert w.view is view and not view.animating and w.session.length == 0
    assert scene_image(view) == plain_redraw(view)


def test_against_the_ai_both_moves_play_out_in_turn(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    view = start(qtbot, w, "oxono", [Seat.human(), Seat.ai("easy")])
    set_animation(w, True)
    shown: list[bool] = []

    def on_event(event: Event) -> None:
        if event.kind == EventKind.MOVED and event.by_ai:
            shown.append(view.animating)  # the window has just been told

    w.controller.subscribe(on_event)
    click_move(qtbot, w, "X d3-d4 d5")
    assert view.animating  # the AI starting to think does not cut the human's move short
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=8000)
    assert shown == [True]  # the AI's move plays out too (after the human's, if that still runs)
    watch(qtbot, view, timeout=1.5)
    assert w.session.length == 2 and scene_image(view) == plain_redraw(view)
    w.controller.unsubscribe(on_event)


def test_slower_and_faster_settings(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    view = start(qtbot, w, "oxono")
    view.set_display(DisplayOptions(animation_ms=150))
    click_move(qtbot, w, "X d3-d4 d5")
    qtbot.waitUntil(lambda: not view.animating, timeout=400)
    view.set_display(DisplayOptions(animation_ms=0))
    click_move(qtbot, w, "O c4-c1 c2")
    assert not view.animating
    assert mover_centres(view) == []
