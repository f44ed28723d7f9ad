"""Lessons and puzzles driven through the game controller, without a screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from desktop.control.autosave import Autosaver
from desktop.control.controller import GameController
from desktop.control.learning import (
    WRONG_MOVE,
    LessonRun,
    PuzzleRun,
    Report,
    SolutionJudge,
    Stage,
    origin_place,
    same_move,
)
from desktop.control.progress import START_RATING, load_progress
from desktop.control.searching import InlineSearcher
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve
from desktop.learn.lessons import load_lessons
from desktop.puzzles.puzzle import Puzzle, load_puzzles
from tests.control.learn_fixtures import GAMES, LINES, Pending, write_lessons, write_puzzles

BOARDS = list(GAMES)


def controller(autosave: Autosaver | None = None) -> GameController:
    rules, options = resolve("oxono")
    session: Session[Any, Any] = Session(rules, options, seats=[Seat.human(), Seat.ai("easy")])
    return GameController(session, InlineSearcher(), nodes=50, autosave=autosave)


def play(c: GameController, text: str) -> None:
    c.play(c.session.rules.move_from_text(c.session.state, text))


def puzzles_of(tmp_path: Path, board: str) -> tuple[Puzzle, ...]:
    return load_puzzles(write_puzzles(tmp_path / "puzzles") / f"{GAMES[board]}.jsonl")


@pytest.mark.parametrize("board", BOARDS)
def test_a_lesson_is_read_played_wrong_then_right_and_kept_as_done(tmp_path: Path, board: str) -> None:
    (lesson,) = load_lessons(GAMES[board], write_lessons(tmp_path / "lessons"))
    position, (first, reply, last), wrong = LINES[board][3]
    c = controller()
    later = Pending()
    reports: list[Report] = []
    progress, problem = load_progress(tmp_path / "data")
    run = LessonRun(Stage(c, later, reports.append, progress), lesson)
    run.start()
    assert problem is None
    assert c.session.state_text() == c.session.rules.state_to_text(
        c.session.rules.state_from_text(position, c.session.options)
    )
    assert all(not seat.is_ai for seat in c.session.seats)
    assert run.report.can_next and not run.report.can_retry and run.report.marks == (origin_place(first),)
    assert run.report.progress == "Step 1 of 3"
    # a move on a reading step is taken back
    play(c, first)
    later.run()
    assert c.session.length == 0 and run.report.kind == "wrong" and "Next" in run.report.result
    run.next()
    assert run.report.text == "Play the marked piece." and not run.report.can_next
    # a wrong legal move: the step's words, and the move is gone for good (no redo tail)
    play(c, wrong)
    assert run.report.kind == "wrong" and run.report.result == "Not that one: the marked piece."
    later.run()
    assert c.session.length == 0 and c.session.at_end
    # the right move: the scripted reply follows, then the next step at once (it goes on from here)
    play(c, first)
    assert c.session.length == 1
    later.run()
    assert c.session.move_texts[-1] == reply and c.session.length == 2
    assert run.report.text == "Now win." and run.report.result == "Right!"
    play(c, last)
    assert run.report.finished and run.report.kind == "done" and not run.report.can_next
    assert load_progress(tmp_path / "data")[0].lessons_done == {lesson.id}
    assert [r.progress for r in reports][:1] == ["Step 1 of 3"]


def test_retry_and_undo_go_back_to_the_start_of_the_step(tmp_path: Path) -> None:
    (lesson,) = load_lessons("oxono", write_lessons(tmp_path / "lessons"))
    c = controller()
    later = Pending()
    run = LessonRun(Stage(c, later), lesson)
    run.start()
    run.next()
    _, (first, _, _), _ = LINES["oxono"][3]
    play(c, first)
    c.undo()  # the toolbar's Undo while the reply is due: the step again
    later.run()
    assert c.session.length == 0 and c.session.at_end and not run.waiting
    play(c, first)
    later.run()
    run.retry()
    assert c.session.length == 2  # the step in force began after the reply
    assert WRONG_MOVE.startswith("That move is legal")


def test_a_lesson_is_never_autosaved_and_ends_when_another_game_is_shown(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path / "data")
    c = controller(saver)
    play(c, "X d3-d6 d5")
    saver.flush()
    (lesson,) = load_lessons("oxono", write_lessons(tmp_path / "lessons"))
    ended: list[bool] = []
    run = LessonRun(Stage(c, Pending()), lesson)
    run.on_end = lambda: ended.append(True)
    run.start()
    assert not c.keep_game and saver.slot_of(c.session) is None
    run.next()
    play(c, LINES["oxono"][3][1][0])
    assert saver.slot_of(c.session) is None
    rules, options = resolve("zeno")
    c.set_session(Session(rules, options))
    assert ended == [True] and not run.active and c.keep_game
    c.play(c.session.legal_moves()[0])
    assert saver.slot_of(c.session) is not None  # the new game is kept again
    c.shutdown()


@pytest.mark.parametrize("board", BOARDS)
def test_a_puzzle_wrong_then_solved_counts_as_failed_and_the_rating_goes_down(
    tmp_path: Path, board: str
) -> None:
    puzzle = puzzles_of(tmp_path, board)[0]
    _, (first, reply, last), wrong = LINES[board][0]
    c = controller()
    later = Pending()
    progress, _ = load_progress(tmp_path / "data")
    run = PuzzleRun(Stage(c, later, progress=progress), puzzle)
    run.start()
    assert run.report.text.endswith("win in 2.") and run.report.can_hint and run.report.can_solution
    play(c, wrong)
    assert run.report.kind == "wrong" and wrong in run.report.result
    later.run()
    assert c.session.length == 0 and c.session.at_end
    play(c, first)
    assert run.report.kind == "right"
    later.run()  # the defender's reply, played on the board
    assert c.session.move_texts == [first, reply]
    play(c, last)
    assert run.solved and run.report.finished and "with help" in run.report.result
    saved, _ = load_progress(tmp_path / "data")
    assert saved.failed == {puzzle.id} and saved.solved == set() and saved.rating < START_RATING


@pytest.mark.parametrize("board", BOARDS)
def test_a_puzzle_solved_at_once_raises_the_rating(tmp_path: Path, board: str) -> None:
    puzzle = puzzles_of(tmp_path, board)[1]
    _, (first, _reply, last), _ = LINES[board][1]
    c = controller()
    later = Pending()
    progress, _ = load_progress(tmp_path / "data")
    run = PuzzleRun(Stage(c, later, progress=progress), puzzle)
    run.start()
    play(c, first)
    later.run()
    play(c, last)
    assert run.report.result == "Solved!" and progress.solved == {puzzle.id}
    assert progress.rating > START_RATING and run.result == "solved"


@pytest.mark.parametrize("board", BOARDS)
def test_the_hint_marks_the_piece_to_move_and_show_solution_plays_the_rest(
    tmp_path: Path, board: str
) -> None:
    puzzle = puzzles_of(tmp_path, board)[2]
    _, solution, _ = LINES[board][2]
    c = controller()
    later = Pending()
    run = PuzzleRun(Stage(c, later), puzzle)
    run.start()
    place = run.hint()
    assert place == origin_place(solution[0]) and run.report.marks == (place,) and place in run.report.result
    assert run.result == "failed"
    play(c, solution[0])
    later.run()
    run.show_solution()
    assert not run.report.can_hint and "The solution" in run.report.result
    later.run()
    assert c.session.move_texts == list(solution) and run.report.finished


def test_show_solution_from_a_position_off_the_line_starts_again(tmp_path: Path) -> None:
    puzzle = puzzles_of(tmp_path, "oxono")[1]
    _, solution, wrong = LINES["oxono"][1]
    c = controller()
    later = Pending()
    run = PuzzleRun(Stage(c, later), puzzle, judge=SolutionJudge())
    run.start()
    play(c, wrong)
    run.show_solution()
    later.run()
    assert c.session.move_texts == list(solution)
    run.retry()
    assert c.session.length == 0 and run.result == "failed" and run.report.can_hint


def test_move_texts_compare_as_the_rules_write_them() -> None:
    rules, options = resolve("xeno-12")
    state = rules.state_from_text(LINES["xeno-12"][0][0], options)
    move = rules.move_from_text(state, "2x11")
    assert same_move(rules, state, move, " 2x11 ") and not same_move(rules, state, move, "2x7")
    assert not same_move(rules, state, move, "nonsense")


def test_no_seat_turns_ai_and_a_finished_lesson_is_not_played_on(tmp_path: Path) -> None:
    (lesson,) = load_lessons("oxono", write_lessons(tmp_path / "lessons"))
    _, (first, _reply, last), _ = LINES["oxono"][3]
    c = controller()
    later = Pending()
    run = LessonRun(Stage(c, later), lesson)
    run.start()
    c.set_seats([Seat.human(), Seat.ai("easy")])
    assert all(not seat.is_ai for seat in c.session.seats) and "both sides" in run.report.result
    run.next()
    play(c, first)
    later.run()
    play(c, last)
    assert run.report.finished and c.session.is_over
    run.retry()  # nothing to retry once done
    assert run.report.finished and c.session.length == 3
