"""Lessons and puzzles in the main window: the learning panel above the board, the start page's
Learn box, the player's progress, and the window's state while a lesson or a puzzle runs.

The run itself (:class:`~desktop.control.learning.LessonRun`,
:class:`~desktop.control.learning.PuzzleRun`) is plain Python over the window's
controller; this module shows its reports, marks the board's places through the
view contract (``mark_places``), turns the analysis off while it runs (a puzzle's
evaluation bar would give the answer away) and back on after, and keeps the
progress file (:mod:`desktop.control.progress`) in the app's data folder.

A lesson or puzzle is never a game to keep: nothing asks before it is left, and
starting one asks about the game on show only when that is a real game with
unsaved moves (the window's usual question).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from desktop.assets import data_folder
from desktop.control.events import Event, EventKind
from desktop.control.learning import Judge, Later, LessonRun, PuzzleRun, Report, Stage, goal_words
from desktop.control.practice import PracticeJudge, missed_win
from desktop.control.progress import daily_puzzle, game_of, load_progress, next_puzzle
from desktop.core.language import QT_TRANSLATE_NOOP, Translatable
from desktop.games.registry import all_games
from desktop.learn.lessons import Lesson, LessonError, all_lessons
from desktop.puzzles.puzzle import Puzzle, PuzzleError, shipped_puzzles
from desktop.qt.shell.how_to_play import HowToPlayDialog
from desktop.qt.shell.learn_panel import LearnBox, LearnPanel
from desktop.qt.shell.ui_thread import UiThreadPoster
from desktop.qt.shell.unsaved_prompt import Drop

if TYPE_CHECKING:
    from desktop.qt.shell.main_window import MainWindow


class LearnModeText(Translatable):
    """The lessons' and puzzles' messages in the window."""


class LearningMode:
    """The window's lessons and puzzles."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.panel = LearnPanel(window.board_area)
        self.panel.hide()
        #: where lessons and puzzles are read from (``None``: the shipped ones; tests set them)
        self.lessons_folder: Path | None = None
        self.puzzles_folder: Path | None = None
        self.progress, problem = load_progress(data_folder())
        #: what went wrong reading the progress, the lessons or the puzzles (said once)
        self.problems: list[str] = [problem] if problem else []
        self.run: LessonRun | PuzzleRun | None = None
        self._lessons: dict[str, tuple[Lesson, ...]] | None = None
        self._puzzles: tuple[Puzzle, ...] | None = None
        self._evaluation_shown = True
        panel = self.panel
        panel.next_clicked.connect(self.next)
        panel.retry_clicked.connect(lambda: self.run.retry() if self.run is not None else None)
        panel.hint_clicked.connect(self.hint)
        panel.solution_clicked.connect(self.show_solution)
        panel.next_puzzle_clicked.connect(self.next_puzzle)
        panel.leave_clicked.connect(window.show_start_page)
        panel.practise_clicked.connect(self.practise)
        panel.dismiss_clicked.connect(self._dismiss)
        #: after a review: the missed win on offer, and the moves already looked at, per game
        self.offer: Puzzle | None = None
        self._checked: dict[int, set[int]] = {}
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="practice")
        self._post = UiThreadPoster(self.panel).post
        window.analysis.analyst.subscribe(self._review_changed)
        window.controller.subscribe(self._on_event)
        self._marked: list[Any] = []  # the views marked (a game's view is kept for its next game)
        #: the start page's Learn box
        self.box = self.make_box()

    # -- what there is to learn ------------------------------------------------------------------
    def lessons(self) -> dict[str, tuple[Lesson, ...]]:
        if self._lessons is None:
            try:
                self._lessons = all_lessons(self.lessons_folder)
            except (LessonError, OSError) as exc:
                self._lessons = {}
                self.problems.append(
                    LearnModeText.tr("The lessons cannot be read: {error}").format(error=exc)
                )
        return self._lessons

    def puzzles(self) -> tuple[Puzzle, ...]:
        if self._puzzles is None:
            try:
                self._puzzles = shipped_puzzles(self.puzzles_folder)
            except (PuzzleError, OSError) as exc:
                self._puzzles = ()
                self.problems.append(
                    LearnModeText.tr("The puzzles cannot be read: {error}").format(error=exc)
                )
        return self._puzzles

    def reload(self) -> None:
        """Read the lessons and puzzles again (the folders changed)."""
        self._lessons = self._puzzles = None

    @property
    def active(self) -> bool:
        return self.run is not None and self.run.active

    # -- the start page ------------------------------------------------------------------------------
    def make_box(self) -> LearnBox:
        box = LearnBox({gid: rules.info.name for gid, rules in all_games().items()})
        box.lesson_chosen.connect(self.start_lesson)
        box.puzzles_chosen.connect(self.next_puzzle)
        box.daily_chosen.connect(self.start_daily)
        return box

    def fill(self) -> None:
        """The start page's box shows the lessons done, the puzzle rating and today's puzzle."""
        box = self.box
        lessons, puzzles = self.lessons(), self.puzzles()
        by_game: dict[str, int] = {}
        for puzzle in puzzles:
            by_game[game_of(puzzle)] = by_game.get(game_of(puzzle), 0) + 1
        today = self.today()
        daily = None
        if today is not None:
            daily = LearnModeText.tr("{game}, {goal} (rating {rating})").format(
                game=all_games()[game_of(today)].info.name, goal=goal_words(today.goal), rating=today.rating
            )
            if today.id in self.progress.solved:
                daily += LearnModeText.tr(" — solved")
        p = self.progress
        counts = (len(p.solved), len(p.failed))
        box.set_progress(lessons, p.lessons_done, by_game, p.rating_text(), counts, daily)
        self.say_problems()

    def show_lessons(self, game: str) -> None:
        """The start page, with ``game``'s lessons listed (Help's Lessons button)."""
        self.window.show_start_page()
        self.box.show_lessons(game)
        self.window.start.ensureWidgetVisible(self.box)

    def lessons_status(self, game: str) -> str:
        """``"3 of 8 done"`` for ``game``'s lessons, ``""`` when it has none."""
        mine = self.lessons().get(game, ())
        if not mine:
            return ""
        done = LearnModeText.tr("{done} of {count} done")
        return done.format(done=self.progress.lessons_done_of(x.id for x in mine), count=len(mine))

    def link_help(self, dialog: HowToPlayDialog) -> None:
        """How to Play names each game's lesson progress and opens its lessons."""
        if dialog.lessons_status != self.lessons_status:
            dialog.lessons_status = self.lessons_status
            dialog.lessons_clicked.connect(self.show_lessons)
        dialog.update_lessons()

    def today(self) -> Puzzle | None:
        return daily_puzzle(self.puzzles(), datetime.date.today())

    def say_problems(self) -> None:
        if self.problems:
            text = "\n\n".join(self.problems)
            self.problems = []
            QMessageBox.warning(self.window, LearnModeText.tr("Lessons and puzzles"), text)

    # -- starting ----------------------------------------------------------------------------------------
    def start_lesson(self, game: str, lesson_id: str) -> bool:
        lesson = next((x for x in self.lessons().get(game, ()) if x.id == lesson_id), None)
        if lesson is None:
            return False
        controller, report, progress = self.window.controller, self._report, self.progress
        return self._begin(lambda later: LessonRun(Stage(controller, later, report, progress), lesson))

    def start_puzzle(self, puzzle: Puzzle, judge: Judge | None = None) -> bool:
        controller, report, progress = self.window.controller, self._report, self.progress
        return self._begin(lambda later: PuzzleRun(Stage(controller, later, report, progress), puzzle, judge))

    def next_puzzle(self, game: str | None = None) -> bool:
        """The puzzle nearest the player's rating, of ``game`` (default: the game of the puzzle on show)."""
        skip = ""
        if isinstance(self.run, PuzzleRun):
            skip = self.run.puzzle.id
            game = game or game_of(self.run.puzzle)
        puzzle = next_puzzle(self.puzzles(), self.progress, game or None, skip)
        if puzzle is None:
            self.window.status_label.setText(LearnModeText.tr("No puzzles of this game yet"))
            return False
        return self.start_puzzle(puzzle)

    def start_daily(self) -> bool:
        puzzle = self.today()
        return puzzle is not None and self.start_puzzle(puzzle)

    def _begin(self, make: Callable[[Later], LessonRun | PuzzleRun]) -> bool:
        window = self.window
        if not self.active:
            if not window.confirm_drop(QT_TRANSLATE_NOOP("Doing", "start a lesson")):
                return False
            if window.last_answer == Drop.DISCARD:
                window.controller.let_go()
            window.last_answer = None
            self._evaluation_shown = window.actions_.show_evaluation.isChecked()
        old = self.run
        if old is not None:
            old.on_end = None
            old.stop()
        window.analysis.set_visible(False)
        window.actions_.show_evaluation.setEnabled(False)  # no evaluation to give answers away
        self.run = run = make(self._later)
        run.on_end = self._ended
        self.panel.show()
        run.start()
        window.show_board()
        return True

    def _later(self, ms: int, call: Callable[[], None]) -> None:
        QTimer.singleShot(ms, self.panel, call)

    def _report(self, report: Report) -> None:
        run = self.run
        self.panel.show_report(report, puzzle=isinstance(run, PuzzleRun))
        if isinstance(run, LessonRun) and report.finished:
            self.panel.buttons["next"].setEnabled(self.following(run.lesson) is not None)
        view = self.window.view
        view.mark_places(report.marks)
        if view not in self._marked:
            self._marked.append(view)

    def _ended(self) -> None:
        """Another game is on show: the panel and the marks go, the analysis is as it was."""
        self.run = None
        self.panel.hide()
        for view in self._marked:
            view.mark_places([])
        self._marked = []
        self.window.actions_.show_evaluation.setEnabled(True)
        self.window.analysis.set_visible(self._evaluation_shown)

    # -- the panel's buttons --------------------------------------------------------------------------
    def next(self) -> None:
        """Next step; at the end of a lesson, the game's next lesson."""
        run = self.run
        if not isinstance(run, LessonRun):
            return
        if not run.report.finished:
            run.next()
            return
        following = self.following(run.lesson)
        if following is not None:
            self.start_lesson(following.game, following.id)

    def following(self, lesson: Lesson) -> Lesson | None:
        """The lesson after ``lesson`` in its game's list (``None``: it was the last)."""
        mine = list(self.lessons().get(lesson.game, ()))
        index = next((i for i, x in enumerate(mine) if x.id == lesson.id), len(mine))
        return mine[index + 1] if index + 1 < len(mine) else None

    def hint(self) -> None:
        if isinstance(self.run, PuzzleRun):
            self.run.hint()
        elif isinstance(self.run, LessonRun):
            marks = self.run.report.marks
            self.window.status_label.setText(
                LearnModeText.tr("Look at {places}").format(places=", ".join(marks))
                if marks
                else LearnModeText.tr("Read the step above the board")
            )

    def show_solution(self) -> None:
        if isinstance(self.run, PuzzleRun):
            self.run.show_solution()

    def report(self) -> Report | None:
        return self.run.report if self.run is not None else None


    # -- a missed win, practised ----------------------------------------------------------------------
    def _review_changed(self) -> None:
        """While a game is reviewed: each mistake or blunder of a human is proven (off the UI
        thread, with a small bound) to be a win missed, or not; the first found is offered."""
        window = self.window
        if self.active or self.offer is not None or not window.analysis.reviewing:
            return
        session = window.session
        checked = self._checked.setdefault(id(session), set())
        for review in window.analysis.analyst.review():
            if review.verdict not in ("mistake", "blunder") or review.ply in checked:
                continue
            if session.seats[review.player].is_ai:
                continue
            checked.add(review.ply)
            state = session.states[review.ply]
            text = session.move_texts[review.ply]
            who = session.rules.player_name(state, review.player)
            move = (state, session.moves[review.ply])
            self._worker.submit(self._prove, session, review.ply, move, who, text)

    def _prove(self, session: Any, ply: int, move: tuple[Any, Any], who: str, text: str) -> None:
        """On the worker: is the move played in ``move``'s position a win missed?  (States
        and moves are values: nothing here is changed by the UI thread.)"""
        rules, options = session.rules, dict(session.options)
        puzzle = missed_win(rules, options, move[0], move[1], f"{rules.info.id}-{ply}")
        if puzzle is not None:
            self._post(lambda: self._found(session, ply, who, text, puzzle))

    def _found(self, session: Any, ply: int, who: str, text: str, puzzle: Puzzle) -> None:
        window = self.window
        if self.active or self.offer is not None or window.session is not session:
            return
        self.offer = puzzle
        number = ply // len(session.seats) + 1
        missed = LearnModeText.tr(
            "Move {number}: {player} played {move}, but had a win in {n}. Can you find it?"
        )
        self.panel.show_offer(missed.format(number=number, player=who, move=text, n=puzzle.goal.split()[-1]))
        self.panel.show()

    def practise(self) -> bool:
        """The missed win on offer, as a puzzle (after the usual question about the game)."""
        puzzle = self.offer
        if puzzle is None:
            return False
        self.offer = None
        self.panel.hide()
        if not self.start_puzzle(puzzle, PracticeJudge()):
            self.offer = puzzle
            self.panel.show()
            return False
        return True

    def _dismiss(self) -> None:
        self.offer = None
        self.panel.hide()

    def _on_event(self, event: Event) -> None:
        if event.kind == EventKind.NEW_GAME and self.offer is not None and not self.active:
            self._dismiss()  # the offer was about the game that is gone

    def shutdown(self) -> None:
        self._worker.shutdown(wait=False, cancel_futures=True)
