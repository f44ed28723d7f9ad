"""Review, clicked as a player does: a click on a move marked ``??`` (in the move list, or its
point on the graph) shows the position BEFORE it, with the better move drawn as a hint and the
move played in grey, and says so in the status bar; any other position shown lets the drawing
go (issue 30, item 3).  The hint's Oxono pawn with its symbol, on the totem's square too; the
graph's lines, Zeno's White and each of three Xeno players, visible (issue 30, item 5)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat, Session
from desktop.games.oxono.rules import PINK, SYMBOLS
from desktop.games.registry import all_games, resolve
from desktop.qt.ball.xeno_view import HINT_MARK, PLAYED_MARK, XenoView
from desktop.qt.boards.oxono.scene import PLAYERS, square_rect
from desktop.qt.boards.oxono.view import OxonoView
from desktop.qt.loading import make_view
from desktop.qt.shell.analysis_panel import GRAPH_BACKGROUND, EvalGraph, contrast
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice
from tests.control.test_analysis import WIN_IN_ONE
from tests.qt.qt_clicks import click_move, press
from tests.qt.test_xeno_play import click_move as click_ball_move

HUMANS = [Seat.human(), Seat.human()]
#: Xeno on xeno-12, a (the second seat) to move: 10x8x2x11 wins at once (b is left without a
#: move); 10x3 lets b win at once with 4x9x2x11 (found by a search over seeded random games)
XENO_WIN_IN_ONE = "xeno-12 a aaab,,,,a,b,,,b,bba,,ba seats:ba"


def wins_at_once(rules: Any, state: Any) -> list[Any]:
    mover = rules.to_move(state)
    found = []
    for move in rules.legal_moves(state):
        outcome = rules.outcome(rules.apply(state, move))
        if outcome is not None and outcome.scores[mover] == 1:
            found.append(move)
    return found


def a_blunder(rules: Any, state: Any) -> Any:
    """A move after which the other side wins at once."""
    for move in rules.legal_moves(state):
        after = rules.apply(state, move)
        if rules.outcome(after) is None and wins_at_once(rules, after):
            return move
    raise AssertionError("no blunder here")


def click_row(qtbot: QtBot, w: MainWindow, ply: int) -> None:
    """A real click on the move list's cell of the move that led to ``ply``."""
    moves = w.side.moves
    cell = moves.cells[ply]
    moves.scrollToItem(cell)
    qtbot.mouseClick(moves.viewport(), Qt.MouseButton.LeftButton, pos=moves.visualItemRect(cell).center())


def start_review(qtbot: QtBot, w: MainWindow) -> None:
    assert w.session.is_over and w.banner.isVisible()
    qtbot.waitUntil(w.analysis.analyst.complete, timeout=60_000)
    qtbot.mouseClick(w.banner.review_button, Qt.MouseButton.LeftButton)
    assert "1 move marked" in w.status_text(), w.status_text()


def check_the_verdict_is_drawn(w: MainWindow, blunder: Any, wins: list[Any]) -> None:
    session = w.session
    assert session.cursor == 0, "the position BEFORE the move marked is on show"
    better, played = w.view.drawn_moves()
    assert better in wins and played == blunder
    played_text = session.move_texts[0]
    better_text = session.rules.move_to_text(session.states[0], better)
    status = w.status_text()
    assert f"played {played_text} ??" in status and f"better: {better_text}" in status, status
    assert "grey" in status and "blue" in status  # which is which on the board


def check_nothing_is_drawn(w: MainWindow) -> None:
    assert w.view.drawn_moves() == (None, None)
    assert "better:" not in w.status_text(), w.status_text()


def test_a_click_on_the_marked_move_shows_the_position_before_it_with_both_moves_drawn(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    w.start_new_game(NewGameChoice("oxono", {}, HUMANS, seed=7))
    assert w.paste_position_text(WIN_IN_ONE)
    rules, start = w.session.rules, w.session.state
    wins, blunder = wins_at_once(rules, start), a_blunder(rules, start)
    click_move(qtbot, w, rules.move_to_text(start, blunder))
    after = w.session.state
    click_move(qtbot, w, rules.move_to_text(after, wins_at_once(rules, after)[0]))
    start_review(qtbot, w)
    assert w.side.moves.cells[1].text().endswith("??")

    click_row(qtbot, w, 1)  # the move marked ??
    check_the_verdict_is_drawn(w, blunder, wins)
    view = w.view
    assert isinstance(view, OxonoView)
    assert view.hint_move in wins and view.played_move == blunder
    assert w.side.moves.current_ply() == 0  # the list shows where the board is
    w.grab().save(str(shots_dir / "review_click_oxono.png"))

    press(qtbot, w, Qt.Key.Key_Right)  # the next position: the drawing belonged to the one before
    assert w.session.cursor == 1
    check_nothing_is_drawn(w)
    press(qtbot, w, Qt.Key.Key_Left)  # back: not drawn again by itself
    assert w.session.cursor == 0
    check_nothing_is_drawn(w)

    click_row(qtbot, w, 1)
    check_the_verdict_is_drawn(w, blunder, wins)
    click_row(qtbot, w, 2)  # another move, not marked
    assert w.session.cursor == 2
    check_nothing_is_drawn(w)

    click_row(qtbot, w, 1)
    check_the_verdict_is_drawn(w, blunder, wins)
    press(qtbot, w, Qt.Key.Key_End)
    assert w.session.cursor == 2
    check_nothing_is_drawn(w)
    w.grab().save(str(shots_dir / "review_click_oxono_end.png"))


def test_a_click_on_the_marked_point_of_the_graph_draws_the_verdict_too(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    w.start_new_game(NewGameChoice("oxono", {}, HUMANS, seed=7))
    assert w.paste_position_text(WIN_IN_ONE)
    rules, start = w.session.rules, w.session.state
    wins, blunder = wins_at_once(rules, start), a_blunder(rules, start)
    click_move(qtbot, w, rules.move_to_text(start, blunder))
    after = w.session.state
    click_move(qtbot, w, rules.move_to_text(after, wins_at_once(rules, after)[0]))
    start_review(qtbot, w)
    graph = w.analysis.graph
    qtbot.waitUntil(lambda: len(graph.marks.points()) == 1, timeout=5_000)
    (spot,) = graph.marks.points()
    assert spot.pos().x() == 1  # the point of the position after the move marked
    at = graph.mapFromScene(graph.getPlotItem().vb.mapViewToScene(spot.pos()))
    qtbot.mouseClick(graph.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(round(at.x()), round(at.y())))
    check_the_verdict_is_drawn(w, blunder, wins)
    # a click on the graph away from the point shows that position, as before
    away = graph.mapFromScene(graph.getPlotItem().vb.mapViewToScene(QPointF(2, 0.5)))
    qtbot.mouseClick(
        graph.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(round(away.x()), round(away.y()))
    )
    assert w.session.cursor == 2
    check_nothing_is_drawn(w)


def test_on_the_ball_a_click_on_the_marked_move_shows_the_position_before_it_with_both_moves(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    w.start_new_game(NewGameChoice("xeno", {"board": "xeno-12"}, HUMANS, seed=3))
    assert w.paste_position_text(XENO_WIN_IN_ONE)
    assert isinstance(w.view, XenoView)
    rules, start = w.session.rules, w.session.state
    wins, blunder = wins_at_once(rules, start), a_blunder(rules, start)
    assert [rules.move_to_text(start, m) for m in (*wins, blunder)] == ["10x8x2x11", "10x3"]
    click_ball_move(qtbot, w, blunder)
    after = w.session.state
    click_ball_move(qtbot, w, wins_at_once(rules, after)[0])
    start_review(qtbot, w)

    click_row(qtbot, w, 1)
    check_the_verdict_is_drawn(w, blunder, wins)
    view = w.view
    assert isinstance(view, XenoView)
    _, marks = view._space_colours()

    assert [tuple(marks[s]) for s in blunder.path[1:]] == [pytest.approx(PLAYED_MARK)]  # its landing
    assert all(tuple(marks[s]) == pytest.approx(HINT_MARK) for s in wins[0].path)
    qtbot.waitUntil(lambda: not view.ball.turning, timeout=5_000)  # turned to the two moves
    w.grab().save(str(shots_dir / "review_click_xeno.png"))
    view.snapshot()[0].save(str(shots_dir / "review_click_xeno_ball.png"))

    press(qtbot, w, Qt.Key.Key_Right)
    assert w.session.cursor == 1
    check_nothing_is_drawn(w)
    click_row(qtbot, w, 1)
    check_the_verdict_is_drawn(w, blunder, wins)
    click_row(qtbot, w, 2)
    assert w.session.cursor == 2
    check_nothing_is_drawn(w)


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_every_view_draws_a_verdict_on_the_position_it_was_drawn_for_only(qtbot: QtBot, game_id: str) -> None:
    rules, options = resolve(game_id)
    if game_id == "xeno":  # straight to play: no colour to choose in a dialog
        options = {**options, "quick_setup": True}
    session: Session[Any, Any] = Session(rules, options, 3)
    view = make_view(session)
    qtbot.addWidget(view.widget())
    view.widget().resize(400, 400)
    view.widget().show()
    better, played = list(session.legal_moves())[:2]
    view.show_review(better, played)
    assert view.drawn_moves() == (better, played)
    view.refresh()  # the same position: still drawn
    assert view.drawn_moves() == (better, played)
    session.play(played)
    view.refresh()  # another position: gone
    assert view.drawn_moves() == (None, None)
    view.show_hint(session.legal_moves()[0])
    assert view.drawn_moves()[1] is None
    session.go_to(0)
    view.refresh()
    assert view.drawn_moves() == (None, None)
    session.go_to(1)
    view.refresh()
    assert view.drawn_moves() == (None, None)  # gone for good, not back with its position


def test_the_oxono_hint_draws_the_pawn_with_its_symbol_on_the_totem_s_square(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    w.start_new_game(NewGameChoice("oxono", {}, HUMANS, seed=7))
    view = w.view
    assert isinstance(view, OxonoView)
    rules, state = w.session.rules, w.session.state
    # the pawn goes where its totem stood: the square the hint's ring and arrow start from
    move = next(m for m in rules.legal_moves(state) if m.pawn == m.origin and SYMBOLS[m.totem] == "X")
    assert state.player == PINK
    view.show_hint(move)
    image: QImage = view.grab().toImage()
    view.grab().save(str(shots_dir / "oxono_hint_pawn_on_totem_square.png"))
    rect = view.mapFromScene(square_rect(move.pawn, view.flip)).boundingRect()
    middle = rect.adjusted(rect.width() // 4, rect.height() // 4, -rect.width() // 4, -rect.height() // 4)

    def near(colour: QColor, target: QColor) -> bool:
        return sum(abs(a - b) for a, b in zip(colour.getRgb()[:3], target.getRgb()[:3], strict=True)) < 60

    pixels = [
        image.pixelColor(x, y)
        for x in range(middle.left(), middle.right())
        for y in range(middle.top(), middle.bottom())
    ]
    pink = sum(near(p, PLAYERS[PINK].fill) for p in pixels)
    ink = sum(near(p, PLAYERS[PINK].ink) for p in pixels)
    assert pink > 0.2 * len(pixels), f"the pawn's colour on {pink} of {len(pixels)} pixels"
    assert ink > 0.04 * len(pixels), f"its symbol on {ink} of {len(pixels)} pixels"
    # the X: white across the middle of the square, where the totem's own X is dark
    centre = rect.center()
    assert near(image.pixelColor(centre.x(), centre.y()), PLAYERS[PINK].ink)


def graph_image(graph: EvalGraph) -> QImage:
    return graph.grab().toImage()


def pixels_near(image: QImage, colour: QColor, reach: int = 40) -> int:
    want = colour.getRgb()[:3]
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            got = image.pixelColor(x, y).getRgb()[:3]
            if sum(abs(a - b) for a, b in zip(got, want, strict=True)) < reach:
                count += 1
    return count


def test_the_graph_shows_zeno_s_white_line_against_its_background(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    w.start_new_game(NewGameChoice("zeno", {}, HUMANS, seed=7))
    rules = w.session.rules
    for _ in range(2):
        w.controller.play(rules.legal_moves(w.session.state)[0])
    graph = w.analysis.graph
    qtbot.waitUntil(w.analysis.analyst.complete, timeout=30_000)
    qtbot.waitUntil(
        lambda: len(graph.points) == 3 and all(p is not None for p in graph.points), timeout=5_000
    )
    qtbot.wait(graph.REDRAW_MS + 100)
    (curve,) = graph.curves  # two players: White's chance
    white = w.view.player_colour(0)
    assert contrast(white, GRAPH_BACKGROUND) < 1.5  # White on the graph's white
    pen = curve.opts["pen"]
    outline = curve.opts["shadowPen"]
    assert outline is not None and contrast(outline.color(), GRAPH_BACKGROUND) >= 4.5
    assert outline.widthF() > pen.widthF()
    graph.grab().save(str(shots_dir / "graph_zeno_white.png"))
    # on screen: along the line (half way between two moves), the outline's dark pixels
    image = graph_image(graph)
    vb = graph.getPlotItem().vb
    _, ys = curve.getData()
    middle = QPointF(0.5, (ys[0] + ys[1]) / 2)
    at = graph.mapFromScene(vb.mapViewToScene(middle))
    column = [image.pixelColor(at.x(), at.y() + dy) for dy in range(-4, 5)]
    assert min(c.lightnessF() for c in column) < 0.45, [c.name() for c in column]


def test_the_3_player_xeno_graph_shows_a_line_of_each_player_s_colour(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    w.start_new_game(
        NewGameChoice(
            "xeno", {"board": "xeno-30", "players": 3, "quick_setup": True}, [Seat.human()] * 3, seed=5
        )
    )
    rules = w.session.rules
    for _ in range(3):
        w.controller.play(rules.legal_moves(w.session.state)[0])
    graph = w.analysis.graph
    qtbot.waitUntil(w.analysis.analyst.complete, timeout=60_000)
    qtbot.wait(graph.REDRAW_MS + 100)
    w.analysis.show()
    qtbot.waitUntil(lambda: all(p is not None for p in graph.points), timeout=5_000)
    colours = w.analysis.colours()
    assert len({c.name() for c in colours}) == 3
    assert len(graph.curves) == 3
    for curve, colour in zip(graph.curves, colours, strict=True):
        assert curve.opts["pen"].color().name() == colour.darker(115).name()
    graph.grab().save(str(shots_dir / "graph_xeno_3_players.png"))
    image = graph_image(graph)
    for colour in colours:  # every player's line shows, where they meet too
        assert pixels_near(image, colour.darker(115)) > 40, colour.name()
    # three equal chances all along: the lines lie on each other, and each still shows
    from desktop.control.analysis import Evaluation

    graph.show_game([Evaluation((1 / 3, 1 / 3, 1 / 3))] * 6, colours, 5)
    qtbot.wait(graph.REDRAW_MS + 100)
    graph.show_game([Evaluation((1 / 3, 1 / 3, 1 / 3))] * 6, colours, 5)
    qtbot.waitUntil(lambda: len(graph.points) == 6, timeout=2_000)
    graph.grab().save(str(shots_dir / "graph_xeno_3_players_equal.png"))
    image = graph_image(graph)
    for colour in colours:
        assert pixels_near(image, colour.darker(115)) > 40, colour.name()
