"""Lessons and puzzles played on the real board, as plain Python over a :class:`GameController`.

A :class:`LessonRun` walks a lesson's steps: it sets each step's position
(a new session, every seat a human's, never autosaved), says which places to
mark, checks each move the learner plays (the controller's ``MOVED`` events)
against the step's ``expect`` (move texts compared through
``rules.move_to_text``), takes a wrong legal move back with the step's
``wrong`` words (or :data:`WRONG_MOVE`), plays a right move's scripted
``reply`` and goes on; a reading step (no ``expect``) waits for :meth:`next`.

A :class:`PuzzleRun` does the same for one puzzle: the solver's moves are
judged by the puzzles' ``accepts``, the defender's replies come from their
``reply`` and are played (so the view animates them), right and wrong are told
at once; :meth:`PuzzleRun.hint` names the piece to move, :meth:`show_solution`
plays the rest of the solution.

Neither knows Qt: what the learner should see is a :class:`Report`, handed to
the ``on_change`` listener after every change; the window draws it.  Timing
comes from ``later(ms, call)`` (the window: a single-shot timer; tests: a
list run by hand), so a reply never plays inside the event of the move it
answers.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Protocol

from desktop.control.controller import GameController
from desktop.control.events import Event, EventKind
from desktop.control.positions import session_from_position
from desktop.control.progress import Progress
from desktop.core.language import QT_TRANSLATE_NOOP, Translatable, translate
from desktop.core.protocol import GameError, GameRules
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve
from desktop.learn.lessons import Lesson, Step
from desktop.puzzles import puzzle as puzzle_rules
from desktop.puzzles.puzzle import Puzzle

#: what a wrong legal move gets when its step has no words of its own
WRONG_MOVE = QT_TRANSLATE_NOOP("LessonText", "That move is legal, but it is not the point here. Try again.")
REPLY_MS = 450  # a scripted reply waits for the learner's move to be seen
WRONG_MS = 600  # a wrong move stays on the board this long before it is taken back
SOLUTION_MS = 700  # between the moves of a solution being shown
PLACE = re.compile(r"(?<![A-Za-z0-9])(?:[a-z]\d{1,2}|\d{1,4})(?![0-9])")

#: ``later(ms, call)``: call ``call`` after ``ms`` milliseconds, from the event loop
Later = Callable[[int, Callable[[], None]], None]


class LessonText(Translatable):
    """What a lesson or a puzzle tells the player (the lessons' own words come translated from
    their files)."""


def goal_words(goal: str) -> str:
    """A puzzle's goal as players read it: ``"win in 2"``, ``"best capture"`` (the puzzle files
    write them in English)."""
    words = goal.split()
    if len(words) == 3 and words[:2] == ["win", "in"] and words[2].isdigit():
        return LessonText.tr("win in {n}").format(n=words[2])
    if goal == "best capture":
        return LessonText.tr("best capture")
    return translate("LessonText", goal)


class Judge(Protocol):
    """The puzzles' two answers (``desktop.puzzles.puzzle``'s ``accepts`` and ``reply``)."""

    def accepts(self, puzzle: Any, ply: int, rules: Any, state: Any, move: Any) -> bool: ...
    def reply(self, puzzle: Any, ply: int, rules: Any, state: Any) -> Any: ...


class SolutionJudge:
    """The judge of puzzles by their written solution alone: the solution's move is the one
    right answer, and the defender plays the solution's reply (or its first legal move)."""

    def accepts(self, puzzle: Any, ply: int, rules: Any, state: Any, move: Any) -> bool:
        return ply < len(puzzle.solution) and same_move(rules, state, move, puzzle.solution[ply])

    def reply(self, puzzle: Any, ply: int, rules: Any, state: Any) -> Any:
        try:
            return rules.move_from_text(state, puzzle.solution[ply])
        except (GameError, IndexError):
            return rules.legal_moves(state)[0]


def puzzle_judge() -> Judge:
    """The puzzles' own judge: the first move must be the solution's, a later one any move that
    keeps the forced win (an exhaustive proof), the defender's reply its longest defence."""
    judge: Judge = puzzle_rules  # the module has both functions
    return judge


def same_move(rules: GameRules[Any, Any], state: Any, move: Any, text: str) -> bool:
    """Whether ``move`` is the move ``text`` names in ``state`` (compared as the rules write them)."""
    try:
        wanted = rules.move_to_text(state, rules.move_from_text(state, text))
    except GameError:
        return False
    return rules.move_to_text(state, move) == wanted


def origin_place(text: str) -> str | None:
    """The place a move starts from, as its text names it: every game's notation names the
    origin first (Oxono ``X d3-d4 d4``: the totem on d3; Zeno ``c3-c4 -b3``; X Spectrum
    ``c3:^Bs-d2``, and a re-entry ``Rl@a1`` its square; Xeno ``12x7x19``: space 12).

    >>> origin_place("X d3-d4 d4"), origin_place("c3:^Bs-d2"), origin_place("12x7x19"), origin_place("C b")
    ('d3', 'c3', '12', None)
    """
    found = PLACE.search(text)
    return found.group(0) if found else None


def hint_words(rules: GameRules[Any, Any], state: Any, move: Any, place: str | None) -> str:
    """What the hint says: where the right move starts (or, for a piece brought onto the board,
    where it goes), on the ball a space's number."""
    if place is None:
        return LessonText.tr("it is a choice, not a move on the board")
    where = LessonText.tr("space {number}").format(number=place) if place.isdigit() else place
    steps = rules.move_steps(state, move)
    if steps and steps[0].origin is None:
        return LessonText.tr("the right move brings a piece to {place}").format(place=where)
    return LessonText.tr("the right move starts at {place}").format(place=where)


def start_session(board: str, options: Mapping[str, Any], position: str | None) -> Session[Any, Any]:
    """A session of ``board`` (a registry name) from ``position`` (``None``: the start), every
    seat a human's (:func:`~desktop.control.positions.session_from_position`)."""
    rules, implied = resolve(board)
    base: Session[Any, Any] = Session(rules, {**implied, **options})
    return base if position is None else session_from_position(base, position)


def _cut(session: Session[Any, Any], ply: int) -> Session[Any, Any]:
    """``session``'s game up to ``ply`` moves, as a new session (the later moves gone for good)."""
    cut: Session[Any, Any] = Session(
        session.rules, session.options, session.seed, session.seats, start=session.states[0]
    )
    for move in session.moves[:ply]:
        cut.play(move)
    return cut


@dataclass(frozen=True)
class Report:
    """What the learning panel shows."""

    title: str
    text: str  # the step's words, or the puzzle's goal
    result: str = ""  # the result line: right, wrong, a hint, done
    kind: str = ""  # "", "right", "wrong", "hint", "done"
    marks: tuple[str, ...] = ()
    progress: str = ""  # "Step 2 of 5", "Rating 1500"
    can_next: bool = False
    can_retry: bool = False
    can_hint: bool = False
    can_solution: bool = False
    finished: bool = False


@dataclass(frozen=True)
class Stage:
    """Where a lesson or a puzzle runs: the board's controller, how to do something a moment
    later (the defender's reply), who hears each report, and where a result is kept (``None``:
    nowhere, as in tests that need none)."""

    controller: GameController
    later: Later
    on_change: Callable[[Report], None] | None = None
    progress: Progress | None = None


class _Run:
    """What a lesson and a puzzle share: the stage, the session on show, the listener."""

    def __init__(self, stage: Stage) -> None:
        self.controller = stage.controller
        self.later = stage.later
        self.on_change = stage.on_change
        self.progress = stage.progress
        self.report = Report("", "")
        self.active = False
        self._session: Session[Any, Any] | None = None
        self._quiet = 0  # changes made by the run itself: not the learner's
        #: when the run ends (another game shown): called once
        self.on_end: Callable[[], None] | None = None

    def start(self) -> None:
        """Take the board: no autosave (a lesson is not a game to resume), every seat a human."""
        self.active = True
        self.controller.keep_game = False
        self.controller.subscribe(self._on_event)

    def stop(self) -> None:
        if not self.active:
            return
        self.active = False
        self.controller.unsubscribe(self._on_event)
        self.controller.keep_game = True  # the game now on show is kept as usual
        if self.on_end is not None:
            self.on_end()

    @property
    def session(self) -> Session[Any, Any]:
        return self.controller.session

    def _show(self, session: Session[Any, Any]) -> None:
        self._session = session
        self._quietly(lambda: self.controller.set_session(session))

    def _play_text(self, text: str) -> None:
        self._quietly(lambda: self.controller.play_text(text))

    def _play(self, move: Any) -> None:
        self._quietly(lambda: self.controller.play(move))

    def _quietly(self, change: Callable[[], None]) -> None:
        self._quiet += 1
        try:
            change()
        finally:
            self._quiet -= 1

    def _take_back(self, ply: int) -> None:
        """Back to ``ply`` moves, the moves after it gone (a wrong move is not kept)."""
        if self.active and self.session is self._session and self.session.length > ply:
            self._show(_cut(self.session, ply))
            self._tell(self.report)  # the marks again, on the board just drawn

    def _tell(self, report: Report) -> None:
        self.report = report
        if self.on_change is not None:
            self.on_change(report)

    def _on_event(self, event: Event) -> None:
        if self._quiet:
            return
        if event.kind == EventKind.NEW_GAME and self.session is not self._session:
            self.stop()  # another game is on show: the lesson is over
        elif event.kind == EventKind.MOVED and not event.by_ai:
            self._moved(event)
        elif event.kind in (EventKind.UNDONE, EventKind.SHOWN):
            self.retry()  # the history is the run's: back to the start of the step
        elif event.kind == EventKind.SEATS and any(seat.is_ai for seat in self.session.seats):
            humans = [Seat.human() for _ in self.session.seats]  # no AI plays in a lesson
            self._quietly(lambda: self.controller.set_seats(humans))
            self._tell(replace(self.report, result=LessonText.tr("Here you play both sides."), kind="wrong"))

    def _moved(self, event: Event) -> None:
        raise NotImplementedError

    def retry(self) -> None:
        raise NotImplementedError


class LessonRun(_Run):
    """One lesson on the board, step by step."""

    def __init__(self, stage: Stage, lesson: Lesson) -> None:
        super().__init__(stage)
        self.lesson = lesson
        self.index = -1
        self._step_ply = 0  # the moves on the board when the step began
        self._step_session: Session[Any, Any] | None = None
        self.waiting = False  # a right move was played; its reply or Next is due

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    def start(self) -> None:
        super().start()
        self._go_to_step(0, "")

    def _base(self, result: str = "", kind: str = "") -> Report:
        step = self.step
        count = len(self.lesson.steps)
        return Report(
            self.lesson.title,
            step.text,
            result,
            kind,
            tuple(step.marks),
            LessonText.tr("Step {number} of {count}").format(number=self.index + 1, count=count),
            can_next=not step.expect,
            can_retry=bool(step.expect),
        )

    def _go_to_step(self, index: int, result: str) -> None:
        self.index = index
        self.waiting = False
        step = self.step
        if step.position is not None or self._session is None:
            self._show(start_session(self.lesson.board, self.lesson.options, step.position))
        self._step_ply = self.session.length
        self._step_session = self.session
        self._tell(self._base(result, "right" if result else ""))

    def next(self) -> None:
        """Next: on after a reading step or a step done; at the end, nothing."""
        if not self.active or self.report.finished or not self.report.can_next:
            return
        if self.index + 1 >= len(self.lesson.steps):
            self._finish()
        else:
            self._go_to_step(self.index + 1, "")

    def retry(self) -> None:
        """The step again, from its own start."""
        if not self.active or self.report.finished or self._step_session is None:
            return
        if self.session is not self._step_session or self.session.length != self._step_ply:
            self._show(_cut(self._step_session, self._step_ply))
            self._step_session = self.session
        self.waiting = False
        self._tell(self._base())

    def _finish(self) -> None:
        if self.progress is not None:
            self.progress.lesson_done(self.lesson.id)
            self.progress.save()
        self._tell(
            replace(
                self._base(LessonText.tr("Lesson complete: {title}").format(title=self.lesson.title), "done"),
                can_next=False,
                can_retry=False,
                finished=True,
                marks=(),
            )
        )

    def _moved(self, event: Event) -> None:
        step = self.step
        rules = self.session.rules
        ply = self.session.length - 1
        if self.report.finished:  # the lesson is over: the board is not played on
            self.later(WRONG_MS, lambda: self._take_back(ply))
            return
        if self.waiting or not step.expect:
            if not step.expect:
                words = LessonText.tr("Read this step, then press Next.")
            else:
                words = LessonText.tr("Press Next to go on.")
            self.later(WRONG_MS, lambda: self._take_back(ply))
            self._tell(self._base(words, "wrong") if not self.waiting else replace(self.report, result=words))
            return
        if any(same_move(rules, event.before, event.move, text) for text in step.expect):
            self.waiting = True
            if step.reply:
                reply = step.reply
                self.later(REPLY_MS, lambda: self._reply(reply))
            else:
                self._step_done()
            return
        self.later(WRONG_MS, lambda: self._take_back(ply))
        self._tell(self._base(step.wrong or LessonText.tr(WRONG_MOVE), "wrong"))

    def _reply(self, text: str) -> None:
        if self.active and self.waiting and self.session is self._session:
            self._play_text(text)
            self._step_done()

    def _step_done(self) -> None:
        """Right: the next step follows at once when it goes on from this position, else Next."""
        following = self.index + 1
        if following < len(self.lesson.steps) and self.lesson.steps[following].position is None:
            self._go_to_step(following, "Right!")
            return
        if following >= len(self.lesson.steps):
            self._finish()
            return
        self._tell(
            replace(self._base(LessonText.tr("Right! Press Next."), "right"), can_next=True, can_retry=False)
        )


class PuzzleRun(_Run):
    """One puzzle on the board: the solver's moves judged, the defender's replies played."""

    def __init__(self, stage: Stage, puzzle: Puzzle, judge: Judge | None = None) -> None:
        super().__init__(stage)
        self.puzzle = puzzle
        self.judge = judge if judge is not None else puzzle_judge()
        self.ply = 0  # moves played since the puzzle's position
        #: the puzzle's first result: "solved", "failed" (a wrong move, a hint, the solution), or ""
        self.result = ""
        self.solved = False
        self._showing = False

    def start(self) -> None:
        super().start()
        self._show(start_session(self.puzzle.game, self.puzzle.options, self.puzzle.position))
        self.ply = 0
        self._tell(self._base())

    def goal_text(self) -> str:
        session = self._session or self.session
        solver = session.rules.player_name(session.states[0], session.rules.to_move(session.states[0]))
        return LessonText.tr("{player} to move: {goal}.").format(
            player=solver, goal=goal_words(self.puzzle.goal)
        )

    def _base(self, result: str = "", kind: str = "") -> Report:
        over = self.solved or self._showing
        rating = LessonText.tr("Puzzle {rating}").format(rating=self.puzzle.rating)
        if self.progress is not None:
            rating += LessonText.tr(" · your rating {rating}").format(rating=self.progress.rating_text())
        return Report(
            LessonText.tr("Puzzle"),
            self.goal_text(),
            result,
            kind,
            (),
            rating,
            can_next=True,
            can_retry=True,
            can_hint=not over,
            can_solution=not over,
            finished=self.solved,
        )

    def _count(self, solved: bool) -> None:
        """The puzzle's first result moves the rating (and is kept)."""
        if self.result:
            return
        self.result = "solved" if solved else "failed"
        if self.progress is not None:
            self.progress.record_puzzle(self.puzzle, solved)
            self.progress.save()

    def _moved(self, event: Event) -> None:
        session = self.session
        ply = session.length - 1
        if self.solved or self._showing or ply % 2 == 1:
            self.later(WRONG_MS, lambda: self._take_back(ply))
            return
        if not self.judge.accepts(self.puzzle, ply, session.rules, event.before, event.move):
            self._count(False)
            self.later(WRONG_MS, lambda: self._take_back(ply))
            self._tell(
                self._base(
                    LessonText.tr("Not this move ({move}): try another.").format(move=event.text), "wrong"
                )
            )
            return
        self.ply = ply + 1
        outcome = session.outcome()
        if self.ply >= len(self.puzzle.solution) or outcome is not None:
            self._solved()
            return
        self._tell(self._base(LessonText.tr("Right! Now the reply…"), "right"))
        self.later(REPLY_MS, self._defend)

    def _defend(self) -> None:
        session = self.session
        if not self.active or self._showing or session is not self._session or session.length != self.ply:
            return
        move = self.judge.reply(self.puzzle, self.ply, session.rules, session.state)
        self._play(move)
        self.ply += 1
        self._tell(self._base(LessonText.tr("Right! Go on: your move."), "right"))

    def _solved(self) -> None:
        self.solved = True
        self._count(True)
        if self.result == "solved":
            words = LessonText.tr("Solved!")
        else:
            words = LessonText.tr("Solved, with help: the rating counts it as missed.")
        self._tell(self._base(words, "done"))

    def retry(self) -> None:
        """The puzzle again from its position (its result, once in, stays)."""
        if not self.active or self._session is None:
            return
        self._showing = False
        self.solved = False
        self.ply = 0
        self._show(_cut(self._session, 0))
        self._tell(self._base())

    def hint_move(self) -> Any:
        """The solution's next move where the line played is the solution's, else a move the
        judge accepts (``None``: none found)."""
        session = self.session
        rules, state = session.rules, session.state
        ply = session.length
        line = self.puzzle.solution
        if ply < len(line) and list(session.move_texts) == list(line[:ply]):
            try:
                return rules.move_from_text(state, line[ply])
            except GameError:
                pass
        judge, puzzle = self.judge, self.puzzle
        right = (m for m in rules.legal_moves(state) if judge.accepts(puzzle, ply, rules, state, m))
        return next(right, None)

    def hint(self) -> str | None:
        """Mark the piece to move (the place the right move starts from); counts as help."""
        if not self.active or self.solved or self._showing or self.session.length % 2 == 1:
            return None
        move = self.hint_move()
        if move is None:
            return None
        self._count(False)
        rules, state = self.session.rules, self.session.state
        place = origin_place(rules.move_to_text(state, move))
        words = LessonText.tr("Hint: {hint}.").format(hint=hint_words(rules, state, move, place))
        self._tell(replace(self._base(words, "hint"), marks=(place,) if place else ()))
        return place

    def show_solution(self) -> None:
        """Play the rest of the solution on the board, one move at a time (counts as missed)."""
        if not self.active or self._session is None or self.solved:
            return
        self._count(False)
        self._showing = True
        session = self.session
        line = self.puzzle.solution
        on_line = session.length <= len(line) and list(session.move_texts) == list(line[: session.length])
        if not on_line or session.length % 2 == 1:
            self._show(_cut(self._session, 0))
        self._tell(self._base(LessonText.tr("The solution: {moves}").format(moves=", ".join(line)), "hint"))
        self.later(SOLUTION_MS // 2, self._solution_step)

    def _solution_step(self) -> None:
        session = self.session
        line = self.puzzle.solution
        if not self.active or not self._showing or session is not self._session:
            return
        if session.length >= len(line):
            return
        self._play_text(line[session.length])
        self.ply = session.length
        if session.length < len(line):
            self.later(SOLUTION_MS, self._solution_step)
        else:
            self._tell(
                replace(
                    self._base(LessonText.tr("The solution: {moves}").format(moves=", ".join(line)), "done"),
                    finished=True,
                )
            )
