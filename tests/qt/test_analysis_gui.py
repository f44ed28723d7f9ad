"""Analysis in the window: the evaluation bar beside the board, the graph under the moves (a
click shows that position), Review marking the moves that lost the most with the better move
drawn on the board, a seat's level changed from the players panel, and an event loop that
never stalls while a Hard search and the analysis run."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice
from tests.control.test_analysis import WIN_IN_ONE
from tests.qt.qt_clicks import click_move

HUMANS = [Seat.human(), Seat.human()]


def oxono(w: MainWindow, seats: list[Seat]) -> None:
    w.start_new_game(NewGameChoice("oxono", {}, seats, seed=7))


def test_the_bar_and_the_graph_follow_the_game_and_a_click_on_the_graph_goes_there(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    oxono(w, HUMANS)
    for text in ("X d3-d6 d5", "O c4-c1 b1", "X d6-f6 f5", "O c1-c3 c2"):
        click_move(qtbot, w, text)
    analyst = w.analysis.analyst
    qtbot.waitUntil(analyst.complete, timeout=30_000)
    bar, graph = w.analysis.bar, w.analysis.graph
    qtbot.waitUntil(lambda: len(graph.points) == 5 and all(p is not None for p in graph.points))
    assert bar.isVisible() and graph.isVisible()
    assert bar.chances is not None and sum(bar.chances) == pytest.approx(1.0)
    assert "Pink" in bar.toolTip() and "%" in bar.toolTip()
    (curve,) = graph.curves  # two players: one line, the first player's chance
    xs, ys = curve.getData()
    assert list(xs) == [0, 1, 2, 3, 4] and all(0.0 <= y <= 1.0 for y in ys)
    w.grab().save(str(shots_dir / "analysis_graph.png"))
    # a click on the graph at move 2 shows the position after two moves
    vb = graph.getPlotItem().vb
    scene_point = vb.mapViewToScene(QPointF(2, 0.5))
    point = graph.mapFromScene(scene_point)
    qtbot.mouseClick(
        graph.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(round(point.x()), round(point.y()))
    )
    assert w.session.cursor == 2
    assert graph.cursor_line.value() == 2


def test_a_burst_of_moves_redraws_the_graph_once_and_the_cursor_at_once(qtbot: QtBot) -> None:
    """In a fast game of AIs the graph's lines are redrawn at most every REDRAW_MS (a redraw
    relays the axis and rebuilds every path: tens of ms a move on xeno-480); the cursor line
    follows every call, and the last data is what is drawn in the end."""
    from PySide6.QtGui import QColor

    from desktop.control.analysis import Evaluation
    from desktop.qt.shell.analysis_panel import EvalGraph

    graph = EvalGraph()
    qtbot.addWidget(graph)
    graph.show()
    colours = [QColor("red"), QColor("green"), QColor("blue")]
    evaluations: list[Evaluation | None] = []
    graph.show_game(evaluations, colours, 0)
    first = graph.redraws
    for ply in range(1, 31):
        evaluations.append(Evaluation((0.2, 0.3, 0.5)) if ply % 2 else None)
        graph.show_game(evaluations, colours, ply)
        assert graph.cursor_line.value() == ply
    assert graph.redraws - first <= 1  # the burst came within REDRAW_MS: drawn later, once
    qtbot.waitUntil(lambda: len(graph.points) == 30, timeout=2 * graph.REDRAW_MS + 1000)
    assert graph.redraws - first <= 2 and len(graph.curves) == 3
    xs, ys = graph.curves[2].getData()
    assert len(xs) == 30 and ys[0] == pytest.approx(0.5)
    before = graph.redraws
    graph.show_game(evaluations, colours, 7)  # the same lines: only the cursor moves
    qtbot.wait(graph.REDRAW_MS + 100)
    assert graph.redraws == before and graph.cursor_line.value() == 7


def test_a_long_game_s_graph_draws_about_a_point_a_pixel_and_a_click_still_finds_every_move(
    qtbot: QtBot,
) -> None:
    from PySide6.QtGui import QColor

    from desktop.control.analysis import Evaluation
    from desktop.qt.shell.analysis_panel import EvalGraph

    graph = EvalGraph()
    qtbot.addWidget(graph)
    graph.show()
    colours = [QColor("red"), QColor("green"), QColor("blue")]
    evaluations = [Evaluation((p / 7001, 0.5 - p / 14002, 0.5 - p / 14002)) for p in range(7001)]
    graph.show_game(evaluations, colours, 7000)
    qtbot.waitUntil(lambda: len(graph.points) == 7001, timeout=2 * graph.REDRAW_MS + 1000)
    xs, ys = graph.curves[0].getData()
    assert len(xs) <= graph.MOST_POINTS + 1 and xs[0] == 0 and xs[-1] == 7000  # the first, the last
    assert ys[-1] == pytest.approx(7000 / 7001)
    assert all(ys[i] == pytest.approx(x / 7001) for i, x in enumerate(xs))  # each point its own move's
    assert len(graph.points) == 7001  # a click maps to any move, drawn or not


def test_review_marks_the_blunder_and_draws_the_better_move(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    assert w.paste_position_text(WIN_IN_ONE)
    rules, state = w.session.rules, w.session.state
    wins = [m for m in rules.legal_moves(state) if rules.outcome(rules.apply(state, m)) is not None]
    blunder = next(
        m
        for m in rules.legal_moves(state)
        if m not in wins
        and any(
            rules.outcome(rules.apply(rules.apply(state, m), r))
            for r in rules.legal_moves(rules.apply(state, m))
        )
    )
    click_move(qtbot, w, rules.move_to_text(state, blunder))
    after = w.session.state
    reply = next(r for r in rules.legal_moves(after) if rules.outcome(rules.apply(after, r)) is not None)
    click_move(qtbot, w, rules.move_to_text(after, reply))
    assert w.session.is_over and w.banner.isVisible()
    qtbot.waitUntil(w.analysis.analyst.complete, timeout=30_000)
    qtbot.mouseClick(w.banner.review_button, Qt.MouseButton.LeftButton)
    assert "1 move marked" in w.status_text(), w.status_text()
    cell = w.side.moves.cells[1]
    assert cell.text().endswith("??") and "better was" in cell.toolTip()
    assert w.banner.isVisible()  # the result stays on screen during the review
    qtbot.mouseClick(  # the move marked: the position before it (tests/qt/test_review_clicks.py)
        w.side.moves.viewport(),
        Qt.MouseButton.LeftButton,
        pos=w.side.moves.visualItemRect(cell).center(),
    )
    assert w.session.cursor == 0
    assert w.view.hint_move in wins, "the better move is drawn on the board"
    assert "better: " in w.status_text()
    w.grab().save(str(shots_dir / "analysis_review.png"))


def test_a_seat_s_level_changes_from_the_players_panel_during_the_game(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    oxono(w, [Seat.human(), Seat.ai("easy")])
    click_move(qtbot, w, "X d3-d6 d5")
    qtbot.waitUntil(lambda: w.session.length == 2, timeout=20_000)
    chooser = w.side.players.choosers[1]
    assert chooser.currentText() == "AI Easy"
    labels = [chooser.itemText(i) for i in range(chooser.count())]
    assert labels == ["Human", "AI Beginner", "AI Easy", "AI Medium", "AI Hard", "AI Expert"] or labels[
        :1
    ] == ["Human"]
    index = next(i for i in range(chooser.count()) if chooser.itemText(i) == "AI Hard")
    chooser.setCurrentIndex(index)  # as a pick in the drop-down does
    assert w.session.seats == [Seat.human(), Seat.ai("hard")]
    assert w.session.length == 2  # the game goes on where it was
    human = w.side.players.choosers[0]
    human.setCurrentIndex(next(i for i in range(human.count()) if human.itemText(i) == "AI Medium"))
    assert w.session.seats[0] == Seat.ai("medium")
    qtbot.waitUntil(lambda: w.session.length >= 3, timeout=20_000)  # the AI now plays Pink's move


@pytest.mark.slow
@pytest.mark.child_process  # the app's searches: in their own processes, niced
def test_the_event_loop_never_stalls_during_a_hard_search_and_the_analysis(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    w.controller.nodes = 50_000_000  # Hard thinks for as long as the test watches
    w.analysis.analyst.nodes = 2_000
    oxono(w, [Seat.human(), Seat.ai("hard")])
    for _ in range(2):  # settle the window before measuring
        qtbot.wait(100)
    # The UI thread's own work between two ticks, in its CPU time: on a shared machine the
    # scheduler may keep the whole process waiting, which no code of ours can stall or avoid.
    gaps: list[float] = []
    walls: list[float] = []
    last = [time.thread_time(), time.perf_counter()]

    def tick() -> None:
        now = time.thread_time(), time.perf_counter()
        gaps.append(now[0] - last[0])
        walls.append(now[1] - last[1])
        last[:] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    click_move(qtbot, w, "X d3-d6 d5")
    assert w.controller.thinking
    last[:] = time.thread_time(), time.perf_counter()
    timer.start()
    qtbot.wait(2500)
    timer.stop()
    assert w.controller.thinking, "Hard should still be thinking"
    evaluated = sum(e is not None for e in w.analysis.analyst.evaluations())
    assert evaluated >= 1, "the analysis ran meanwhile"
    worst = max(gaps)
    assert worst < 0.05, f"the UI thread was busy for {worst * 1000:.0f} ms in one go"
    print(f"longest gap: {max(walls) * 1000:.0f} ms of wall clock, {worst * 1000:.1f} ms busy")


def test_the_evaluation_hides_and_review_works_from_the_menu_during_a_game(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    oxono(w, HUMANS)
    click_move(qtbot, w, "X d3-d6 d5")
    w.actions_.show_evaluation.trigger()
    assert not w.analysis.bar.isVisible() and not w.analysis.graph.isVisible()
    assert not w.analysis.analyst.enabled
    w.actions_.show_evaluation.trigger()
    assert w.analysis.bar.isVisible() and w.analysis.analyst.enabled
    w.actions_.review.trigger()
    assert w.status_text().startswith("Review:") and not w.banner.isVisible()  # no result yet
    qtbot.waitUntil(w.analysis.analyst.complete, timeout=30_000)


def test_a_review_with_the_evaluation_hidden_analyses_only_until_the_next_game(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    oxono(w, HUMANS)
    w.actions_.show_evaluation.trigger()  # hidden: nothing is analysed
    click_move(qtbot, w, "X d3-d6 d5")
    assert not w.analysis.analyst.enabled and not w.analysis.analyst.busy
    w.actions_.review.trigger()  # a review asks for it all the same
    assert w.analysis.analyst.enabled
    qtbot.waitUntil(w.analysis.analyst.complete, timeout=30_000)
    oxono(w, HUMANS)
    assert not w.analysis.analyst.enabled and not w.analysis.analyst.busy


def test_a_mark_that_changes_is_rewritten_and_one_taken_away_leaves_the_move_plain(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    oxono(w, HUMANS)
    click_move(qtbot, w, "X d3-d6 d5")
    moves = w.side.moves
    cell = moves.cells[1]
    plain, tip = cell.text(), cell.toolTip()
    moves.set_marks({1: ("?!", "an inaccuracy")})
    assert cell.text() == f"{plain} ?!" and cell.toolTip() == "an inaccuracy"
    moves.set_marks({1: ("??", "a blunder")})  # more of the game judged: a worse verdict
    assert cell.text() == f"{plain} ??" and cell.toolTip() == "a blunder"
    moves.set_marks({})
    assert cell.text() == plain and cell.toolTip() == tip
