"""A lesson of each game played through the window with clicks: chosen on the start page, a
reading step, a wrong move told and taken back, the right move and its scripted reply, the
win; the progress shown on the start page; a real game is asked about, a lesson never is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from desktop.assets import data_folder
from desktop.control.learning import WRONG_MOVE
from desktop.control.progress import FILE_NAME
from desktop.qt.shell.how_to_play import HowToPlayDialog
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.unsaved_prompt import Drop
from tests.control.learn_fixtures import GAMES, LINES
from tests.qt.learn_helpers import click_button, click_move, panel_button, result, use_fixtures
from tests.qt.qt_clicks import press


def open_lesson(qtbot: QtBot, w: MainWindow, game: str) -> None:
    """From the start page: the game's lessons, then the first one, with clicks."""
    w.show_start_page()
    box = w.learning.box
    click_button(qtbot, box.lesson_buttons[game])
    item = box.lessons.item(0)
    rect = box.lessons.visualItemRect(item)
    qtbot.mouseClick(box.lessons.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.learning.active and not w.on_start_page


@pytest.mark.slow
@pytest.mark.parametrize("board", list(GAMES))
def test_a_lesson_through_the_window(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path, shots_dir: Path, board: str
) -> None:
    w = main_window
    game = GAMES[board]
    use_fixtures(w, tmp_path)
    _, (first, reply, last), wrong = LINES[board][3]
    open_lesson(qtbot, w, game)
    panel = w.learning.panel
    assert panel.isVisible() and panel.title.text() == "A first win" and panel.where.text() == "Step 1 of 3"
    assert not w.analysis.bar.isVisible()  # no evaluation to give the answer away
    assert all(not seat.is_ai for seat in w.session.seats)
    qtbot.waitUntil(lambda: w.view.widget().isVisible())
    marked = w.view.marked  # type: ignore[attr-defined]
    assert len(marked) == 1, "the lesson's place is marked on the board"
    click_button(qtbot, panel_button(w, "next"))
    assert panel.text.text() == "Play the marked piece." and not panel_button(w, "next").isEnabled()
    # a wrong move: told at once, then taken back
    click_move(qtbot, w, wrong)
    assert result(w) == "Not that one: the marked piece."
    qtbot.waitUntil(lambda: w.session.length == 0)
    assert w.session.at_end
    # the right one: the reply is played on the board, and the lesson goes on
    click_move(qtbot, w, first)
    qtbot.waitUntil(lambda: w.session.length == 2)
    assert w.session.move_texts == [first, reply]
    assert panel.text.text() == "Now win." and result(w) == "Right!"
    w.grab().save(str(shots_dir / f"lesson-{game}.png"))
    click_move(qtbot, w, last)
    assert result(w).startswith("Lesson complete") and w.session.is_over
    assert not panel_button(w, "next").isEnabled()  # the game's only lesson here
    kept = json.loads((data_folder() / FILE_NAME).read_text())
    assert kept["lessons_done"] == [f"{game}-01-try"]
    # the start page counts it; leaving asked nothing (a lesson is not a game to keep)
    asked: list[str] = []
    w.ask_unsaved = lambda doing: asked.append(doing) or Drop.DISCARD  # type: ignore[method-assign]
    click_button(qtbot, panel_button(w, "leave"))
    assert w.on_start_page and w.learning.box.lesson_buttons[game].text().endswith("1/1")
    click_button(qtbot, w.start.cards["oxono"].friend)
    assert asked == [] and not w.learning.active and not panel.isVisible()
    assert w.view.marked == ()  # type: ignore[attr-defined]
    assert w.analysis.bar.isVisible()


def test_starting_a_lesson_asks_about_a_real_game_and_keeps_it(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path
) -> None:
    w = main_window
    use_fixtures(w, tmp_path)
    w.start_quick_game("oxono", against_computer=False)
    w.controller.play_text("X d3-d6 d5")
    game = w.session
    asked: list[str] = []
    w.ask_unsaved = lambda doing: asked.append(doing) or Drop.KEEP  # type: ignore[method-assign]
    open_lesson(qtbot, w, "zeno")
    assert asked == ["start a lesson"]
    autosave = w.controller.autosave
    assert autosave is not None and autosave.slot_of(game) is not None  # kept for Resume
    assert autosave.slot_of(w.session) is None  # the lesson is not
    _, (first, _, _), _ = LINES["zeno"][3]
    click_button(qtbot, panel_button(w, "next"))
    click_move(qtbot, w, first)
    assert autosave.slot_of(w.session) is None and not w.has_unsaved_moves()
    w.show_start_page()
    assert [row.slot for row in w.start.kept_rows] == [autosave.slot_of(game)]
    click_button(qtbot, w.start.kept_rows[0].resume)
    assert w.session.rules.info.id == "oxono" and w.session.move_texts == ["X d3-d6 d5"]
    assert not w.learning.active and asked == ["start a lesson"]


def test_help_names_each_game_s_lesson_progress_and_opens_its_lessons(
    qtbot: QtBot, main_window: MainWindow, tmp_path: Path
) -> None:
    w = main_window
    use_fixtures(w, tmp_path)
    w.learning.progress.lesson_done("zeno-01-try")
    w.start_quick_game("zeno", against_computer=False)
    press(qtbot, w, Qt.Key.Key_F1)  # Help → How to Play
    dialog = w.findChild(HowToPlayDialog)
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.current_game() == "zeno"
    assert dialog.lessons_button.text() == "Lessons (1 of 1 done)…"
    dialog.tabs.setCurrentIndex(list(dialog.games).index("oxono"))
    assert dialog.lessons_button.text() == "Lessons (0 of 1 done)…"
    click_button(qtbot, dialog.lessons_button)
    assert w.on_start_page and w.learning.box.game == "oxono"
    assert w.learning.box.lessons.item(0).data(Qt.ItemDataRole.UserRole) == "oxono-01-try"
    dialog.close()


def a_wrong_move(w: MainWindow, expect: tuple[str, ...]) -> str:
    """A legal move that is not the lesson's, of the plainest kind (no push, no arrangement)."""
    session = w.session
    rules, state = session.rules, session.state
    texts = [rules.move_to_text(state, m) for m in rules.legal_moves(state)]
    wrong = [t for t in texts if t not in expect]
    plain = [t for t in wrong if "=" not in t and "+" not in t and " -" not in t and "@" not in t]
    return (plain or wrong)[0]


@pytest.mark.parametrize("game", ["xeno", "zeno", "oxono", "xspectrum"])
def test_the_first_shipped_lesson_of_each_game_with_clicks(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path, game: str
) -> None:
    """The lesson as shipped (resources/lessons), every step played as a learner does, one
    wrong move on the first step that wants a move."""
    w = main_window
    lesson = w.learning.lessons()[game][0]
    w.show_start_page()
    click_button(qtbot, w.learning.box.lesson_buttons[game])
    box = w.learning.box
    rect = box.lessons.visualItemRect(box.lessons.item(0))
    qtbot.mouseClick(box.lessons.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    panel = w.learning.panel
    assert panel.title.text() == lesson.title
    wrong_done = False
    for n, step in enumerate(lesson.steps, 1):
        qtbot.waitUntil(lambda n=n: panel.where.text() == f"Step {n} of {len(lesson.steps)}")
        assert panel.text.text() == step.text
        if not step.expect:
            click_button(qtbot, panel_button(w, "next"))  # the last one: the lesson is done
            continue
        if not wrong_done:
            wrong_done = True
            length = w.session.length
            click_move(qtbot, w, a_wrong_move(w, step.expect))
            assert panel.result.text() == (step.wrong or WRONG_MOVE)
            qtbot.waitUntil(lambda length=length: w.session.length == length)
            w.grab().save(str(shots_dir / f"shipped-lesson-{game}-wrong.png"))
        length = w.session.length
        click_move(qtbot, w, step.expect[0])
        if step.reply:
            qtbot.waitUntil(lambda length=length: w.session.length == length + 2)
            assert w.session.move_texts[-1] == step.reply
        following = lesson.steps[n] if n < len(lesson.steps) else None
        if following is not None and following.position is not None:
            qtbot.waitUntil(lambda: panel_button(w, "next").isEnabled())
            click_button(qtbot, panel_button(w, "next"))
    qtbot.waitUntil(lambda: result(w).startswith("Lesson complete"))
    assert wrong_done and lesson.id in w.learning.progress.lessons_done
    # on to the game's next lesson
    assert panel_button(w, "next").text() == "Next Lesson"
    click_button(qtbot, panel_button(w, "next"))
    second = w.learning.lessons()[game][1]
    assert panel.title.text() == second.title and panel.where.text().startswith("Step 1 of")


def test_enter_on_a_lesson_in_the_list_starts_it(qtbot: QtBot, main_window: MainWindow) -> None:
    """The keyboard's way: the list's current lesson starts on Enter."""
    w = main_window
    game = next(iter(w.learning.lessons()))
    w.show_start_page()
    box = w.learning.box
    click_button(qtbot, box.lesson_buttons[game])
    box.lessons.setFocus()
    box.lessons.setCurrentRow(1)
    qtbot.keyClick(box.lessons, Qt.Key.Key_Return)
    assert w.learning.active and not w.on_start_page
    assert w.learning.panel.title.text() == w.learning.lessons()[game][1].title
