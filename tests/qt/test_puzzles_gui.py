"""Three puzzles of each game played through the window with clicks: chosen near the rating from
the start page, a wrong answer told and taken back, the defender's reply played on the board,
the hint marking the piece to move, Show Solution playing the rest, Next Puzzle; the rating and
the results kept; today's puzzle."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from desktop.assets import data_folder
from desktop.control.learning import PuzzleRun, origin_place
from desktop.control.progress import FILE_NAME, START_RATING, daily_puzzle
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.unsaved_prompt import Drop
from tests.control.learn_fixtures import GAMES, LINES
from tests.qt.learn_helpers import click_button, click_move, panel_button, result, use_fixtures
from tests.qt.qt_clicks import press


def click_toolbar_or_banner_review(qtbot: QtBot, w: MainWindow) -> None:
    """Game → Review Game (Ctrl+R), as a player presses it."""
    press(qtbot, w, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert w.analysis.reviewing


def puzzle_on_show(w: MainWindow) -> str:
    run = w.learning.run
    assert isinstance(run, PuzzleRun)
    return run.puzzle.id


def play_line(qtbot: QtBot, w: MainWindow, solution: tuple[str, ...]) -> None:
    """The solver's moves with clicks, each defender's reply waited for."""
    for ply in range(0, len(solution), 2):
        click_move(qtbot, w, solution[ply])
        if ply + 1 < len(solution):
            qtbot.waitUntil(lambda ply=ply: w.session.length == ply + 2)
            assert w.session.move_texts[-1] == solution[ply + 1]


@pytest.mark.slow
@pytest.mark.parametrize("board", list(GAMES))
def test_three_puzzles_through_the_window(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path, shots_dir: Path, board: str
) -> None:
    w = main_window
    game = GAMES[board]
    use_fixtures(w, tmp_path)
    w.show_start_page()
    click_button(qtbot, w.learning.box.puzzle_buttons[game])
    panel = w.learning.panel
    # the first: the one nearest 1500; a wrong answer first
    assert puzzle_on_show(w) == f"{game}-t2" and panel.text.text().endswith("win in 2.")
    assert not w.analysis.bar.isVisible()
    _, solution, wrong = LINES[board][1]
    click_move(qtbot, w, wrong)
    assert result(w).startswith("Not this move")
    qtbot.waitUntil(lambda: w.session.length == 0)
    play_line(qtbot, w, solution)
    assert result(w).startswith("Solved, with help") and w.session.is_over
    assert not panel_button(w, "hint").isEnabled()
    # the next: nearest the lower rating (1400 before 1600); the hint marks the piece to move
    click_button(qtbot, panel_button(w, "next_puzzle"))
    assert puzzle_on_show(w) == f"{game}-t1" and w.session.length == 0 and result(w) == ""
    _, solution, _ = LINES[board][0]
    click_button(qtbot, panel_button(w, "hint"))
    place = origin_place(solution[0])
    assert place is not None and place in result(w)
    view = w.view
    marked = view.marked  # type: ignore[attr-defined]
    assert len(marked) == 1
    w.grab().save(str(shots_dir / f"puzzle-{game}-hint.png"))
    play_line(qtbot, w, solution)
    assert result(w).startswith("Solved")
    # the last: Show Solution plays it all on the board
    click_button(qtbot, panel_button(w, "next_puzzle"))
    assert puzzle_on_show(w) == f"{game}-t3"
    _, solution, _ = LINES[board][2]
    click_button(qtbot, panel_button(w, "solution"))
    qtbot.waitUntil(lambda: w.session.move_texts == list(solution), timeout=10_000)
    assert "The solution" in result(w) and not panel_button(w, "solution").isEnabled()
    w.grab().save(str(shots_dir / f"puzzle-{game}-solution.png"))
    kept = json.loads((data_folder() / FILE_NAME).read_text())
    assert sorted(kept["puzzles_failed"]) == [f"{game}-t1", f"{game}-t2", f"{game}-t3"]
    assert kept["rated"] == 3 and kept["rating"] < START_RATING


def test_today_s_puzzle_from_the_start_page_and_the_rating_shown(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path, shots_dir: Path
) -> None:
    w = main_window
    use_fixtures(w, tmp_path)
    w.show_start_page()
    box = w.learning.box
    today = daily_puzzle(w.learning.puzzles(), datetime.date.today())
    assert today is not None and today.goal in box.daily.text()
    assert "1500" in box.rating.text()
    w.start.widget().grab().save(str(shots_dir / "start-page-learn.png"))
    click_button(qtbot, box.daily_button)
    assert puzzle_on_show(w) == today.id
    click_button(qtbot, panel_button(w, "leave"))
    assert w.on_start_page


def test_a_win_missed_in_a_reviewed_game_is_practised_as_a_puzzle(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path, shots_dir: Path
) -> None:
    w = main_window
    use_fixtures(w, tmp_path)
    w.start_quick_game("oxono", against_computer=False)
    assert w.paste_position_text("xxx3/6/2@3/3+2/6/OOO3 p")  # Pink wins at once: X d3-d5 d6
    click_move(qtbot, w, "X d3-d4 d5")  # … and misses it
    click_move(qtbot, w, "X d4-d2 d1")  # Black does not miss its own
    assert w.session.is_over
    asked: list[str] = []
    w.ask_unsaved = lambda doing: asked.append(doing) or Drop.DISCARD  # type: ignore[method-assign]
    click_toolbar_or_banner_review(qtbot, w)
    panel = w.learning.panel
    qtbot.waitUntil(lambda: panel_button(w, "practise").isVisible(), timeout=30_000)
    assert "X d3-d4 d5" in panel.text.text() and "win in 1" in panel.text.text()
    w.grab().save(str(shots_dir / "practise-offer.png"))
    click_button(qtbot, panel_button(w, "practise"))
    assert asked == ["start a lesson"]  # the game had unsaved moves: the usual question
    assert w.learning.active and w.session.state_text() == "xxx3/6/2@3/3+2/6/OOO3 p"
    click_move(qtbot, w, "X d3-d5 d6")
    assert result(w) == "Solved!"


def a_wrong_first_move(w: MainWindow, right: str) -> str:
    """A legal move that is not the answer, of the plainest kind (no push, no arrangement)."""
    rules, state = w.session.rules, w.session.state
    texts = [rules.move_to_text(state, m) for m in rules.legal_moves(state)]
    wrong = [t for t in texts if t != right]
    plain = [t for t in wrong if "=" not in t and "+" not in t and " -" not in t and "@" not in t]
    return (plain or wrong)[0]


@pytest.mark.slow
@pytest.mark.parametrize("game", ["xeno", "zeno", "oxono", "xspectrum"])
def test_three_shipped_puzzles_of_each_game_with_clicks(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path, game: str
) -> None:
    """The shipped puzzles (resources/puzzles), proven by the engines: a wrong answer then the
    solution, the hint then the solution, Show Solution."""
    w = main_window
    w.show_start_page()
    click_button(qtbot, w.learning.box.puzzle_buttons[game])
    panel = w.learning.panel

    def on_show() -> PuzzleRun:
        run = w.learning.run
        assert isinstance(run, PuzzleRun) and run.puzzle.id.startswith(game)
        return run

    first = on_show().puzzle
    wrong = a_wrong_first_move(w, first.solution[0])
    click_move(qtbot, w, wrong)
    assert result(w).startswith("Not this move")
    qtbot.waitUntil(lambda: w.session.length == 0)
    play_line(qtbot, w, first.solution)
    assert result(w).startswith("Solved")
    click_button(qtbot, panel_button(w, "next_puzzle"))
    second = on_show().puzzle
    assert second.id != first.id
    click_button(qtbot, panel_button(w, "hint"))
    assert w.view.marked, "the hint marks a place"  # type: ignore[attr-defined]
    w.grab().save(str(shots_dir / f"shipped-puzzle-{game}-hint.png"))
    play_line(qtbot, w, second.solution)
    assert result(w).startswith("Solved")
    click_button(qtbot, panel_button(w, "next_puzzle"))
    third = on_show().puzzle
    assert third.id not in (first.id, second.id)
    click_button(qtbot, panel_button(w, "solution"))
    qtbot.waitUntil(lambda: w.session.move_texts == list(third.solution), timeout=15_000)
    assert panel.result.text().startswith("The solution")
    progress = w.learning.progress
    assert {first.id, second.id, third.id} <= progress.failed and progress.rated == 3


@pytest.fixture
def corrupt_progress(isolated_settings: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """A progress file the app never wrote, in the data folder before the window reads it; the
    warnings the window shows, caught."""
    folder = data_folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / FILE_NAME).write_text('{"version": 1, "rating": 99999}')
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    return said


def test_a_corrupt_progress_file_is_refused_with_a_message_and_kept_aside(
    corrupt_progress: list[str], main_window: MainWindow, tmp_path: Path
) -> None:
    w, said = main_window, corrupt_progress
    use_fixtures(w, tmp_path)
    w.show_start_page()
    assert len(said) == 1 and "refused" in said[0] and "not a rating" in said[0] and ".bad" in said[0]
    bad = data_folder() / (FILE_NAME + ".bad")
    assert bad.read_text() == '{"version": 1, "rating": 99999}'
    assert "1500" in w.learning.box.rating.text()
    w.show_start_page()
    assert len(said) == 1  # said once
