"""The learning panel above the board (a lesson's step or a puzzle's goal, the result, the
buttons) and the start page's Learn box (each game's lessons with the player's progress,
puzzles by game with the puzzle rating, today's puzzle).

Both only show what :mod:`desktop.qt.shell.learn_mode` hands them and report clicks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.control.learning import Report
from desktop.core.language import Translatable
from desktop.qt.shell.banner import frame_above_board

#: the result line's colour by the kind of result
RESULT_COLOURS = {"right": "#1f8a4c", "wrong": "#c0392b", "hint": "#6a2fb0", "done": "#1f8a4c"}


class LearnText(Translatable):
    """The lessons' and puzzles' panel and the start page's Learn box."""


class LearnPanel(QFrame):
    """Above the board while a lesson or a puzzle runs: what to do, how it went, what next."""

    next_clicked = Signal()
    retry_clicked = Signal()
    hint_clicked = Signal()
    solution_clicked = Signal()
    next_puzzle_clicked = Signal()
    leave_clicked = Signal()
    practise_clicked = Signal()
    dismiss_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        frame_above_board(
            self, "learnPanel", "background: palette(base); border: 2px solid #9632d2; border-radius: 10px;"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 8, 14, 8)
        layout.setSpacing(4)
        top = QHBoxLayout()
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 16px; font-weight: bold")
        self.where = QLabel(self)
        self.where.setStyleSheet("color: palette(placeholder-text)")
        top.addWidget(self.title, 1)
        top.addWidget(self.where)
        layout.addLayout(top)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-size: 14px")
        self.text.setMinimumHeight(self.text.fontMetrics().lineSpacing() * 2)
        layout.addWidget(self.text)
        row = QHBoxLayout()
        self.result = QLabel(self)
        self.result.setWordWrap(True)
        row.addWidget(self.result, 1)
        self.buttons: dict[str, QPushButton] = {}
        for key, label, tip, signal in (
            (
                "retry",
                LearnText.tr("Retry"),
                LearnText.tr("Start this step (or puzzle) again"),
                self.retry_clicked,
            ),
            (
                "hint",
                LearnText.tr("Hint"),
                LearnText.tr("Mark the piece to move (the puzzle then counts as missed)"),
                self.hint_clicked,
            ),
            (
                "solution",
                LearnText.tr("Show Solution"),
                LearnText.tr("Play the solution on the board"),
                self.solution_clicked,
            ),
            ("next", LearnText.tr("Next"), LearnText.tr("On to the next step"), self.next_clicked),
            (
                "next_puzzle",
                LearnText.tr("Next Puzzle"),
                LearnText.tr("Another puzzle near your rating"),
                self.next_puzzle_clicked,
            ),
            ("leave", LearnText.tr("Leave"), LearnText.tr("Back to the start page"), self.leave_clicked),
            (
                "practise",
                LearnText.tr("Practise This as a Puzzle"),
                LearnText.tr("This position, as a puzzle"),
                self.practise_clicked,
            ),
            ("dismiss", LearnText.tr("Not Now"), LearnText.tr("Hide this offer"), self.dismiss_clicked),
        ):
            button = QPushButton(label, self)
            button.setToolTip(tip)
            button.clicked.connect(signal)
            row.addWidget(button)
            self.buttons[key] = button
        layout.addLayout(row)
        self.report: Report | None = None

    def show_report(self, report: Report, puzzle: bool) -> None:
        self.report = report
        self.title.setText(escape(report.title))
        self.where.setText(escape(report.progress))
        self.text.setText(escape(report.text))
        colour = RESULT_COLOURS.get(report.kind, "palette(text)")
        self.result.setStyleSheet(f"font-size: 14px; font-weight: bold; color: {colour}")
        self.result.setText(escape(report.result))
        shown = {
            "retry": report.can_retry,
            "hint": puzzle,
            "solution": puzzle,
            "next": not puzzle,
            "next_puzzle": puzzle,
            "leave": True,
            "practise": False,
            "dismiss": False,
        }
        enabled = {
            "hint": report.can_hint,
            "solution": report.can_solution,
            "next": report.can_next,
        }
        for key, button in self.buttons.items():
            button.setVisible(shown[key])
            button.setEnabled(enabled.get(key, True))
        self.buttons["next"].setText(LearnText.tr("Next Lesson") if report.finished else LearnText.tr("Next"))

    def show_offer(self, text: str) -> None:
        """After a review: a win the player missed, to practise as a puzzle."""
        self.report = None
        self.title.setText(LearnText.tr("A win you missed"))
        self.where.setText("")
        self.text.setText(escape(text))
        self.result.setText("")
        for key, button in self.buttons.items():
            button.setVisible(key in ("practise", "dismiss"))
            button.setEnabled(True)

    def result_text(self) -> str:
        return self.result.text()


class LearnBox(QFrame):
    """The start page's Learn by playing: lessons per game, puzzles per game, today's puzzle."""

    #: a game id and a lesson id
    lesson_chosen = Signal(str, str)
    #: a game id
    puzzles_chosen = Signal(str)
    daily_chosen = Signal()

    def __init__(self, games: Mapping[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("learnBox")
        self.setStyleSheet(
            "#learnBox { border: 2px solid #9632d2; border-radius: 10px; background: rgba(150,50,210,18); }"
        )
        self.games = dict(games)
        self.game = next(iter(self.games), "")
        layout = QVBoxLayout(self)
        layout.addWidget(
            QLabel("<b style='font-size:16px'>{}</b>".format(LearnText.tr("Learn by playing")), self)
        )
        lessons_row = QHBoxLayout()
        lessons_row.addWidget(QLabel(LearnText.tr("Lessons:"), self))
        self.lesson_buttons: dict[str, QPushButton] = {}
        for game_id, name in self.games.items():
            button = QPushButton(name, self)
            button.setCheckable(True)
            button.setToolTip(LearnText.tr("The lessons of {game}").format(game=name))
            button.clicked.connect(lambda _=False, g=game_id: self.show_lessons(g))
            lessons_row.addWidget(button)
            self.lesson_buttons[game_id] = button
        lessons_row.addStretch(1)
        layout.addLayout(lessons_row)
        self.lessons = QListWidget(self)
        self.lessons.itemClicked.connect(self._lesson_clicked)
        self.lessons.itemActivated.connect(self._lesson_clicked)  # Enter on the current lesson
        layout.addWidget(self.lessons)
        self.rating = QLabel(self)
        layout.addWidget(self.rating)
        puzzles_row = QHBoxLayout()
        self.puzzle_buttons: dict[str, QPushButton] = {}
        for game_id, name in self.games.items():
            button = QPushButton(LearnText.tr("{game} puzzles").format(game=name), self)
            button.setToolTip(
                LearnText.tr("Puzzles of {game}, one at a time, near your rating").format(game=name)
            )
            button.clicked.connect(lambda _=False, g=game_id: self.puzzles_chosen.emit(g))
            puzzles_row.addWidget(button)
            self.puzzle_buttons[game_id] = button
        puzzles_row.addStretch(1)
        layout.addLayout(puzzles_row)
        daily_row = QHBoxLayout()
        self.daily = QLabel(self)
        self.daily_button = QPushButton(LearnText.tr("Play Today's Puzzle"), self)
        self.daily_button.setToolTip(LearnText.tr("The same puzzle for everyone today"))
        self.daily_button.clicked.connect(self.daily_chosen)
        daily_row.addWidget(self.daily, 1)
        daily_row.addWidget(self.daily_button)
        layout.addLayout(daily_row)
        self._lessons: dict[str, Sequence[Any]] = {}
        self._done: set[str] = set()

    def set_progress(
        self,
        lessons: Mapping[str, Sequence[Any]],
        done: set[str],
        puzzles: Mapping[str, int],
        rating: str,
        counts: tuple[int, int],
        daily: str | None,
    ) -> None:
        """``lessons`` by game, the ids ``done``; the number of puzzles by game; the rating's
        text; (solved, missed); today's puzzle in words (``None``: no puzzles)."""
        self._lessons, self._done = dict(lessons), set(done)
        for game_id, button in self.lesson_buttons.items():
            mine = lessons.get(game_id, ())
            count = sum(1 for lesson in mine if lesson.id in done)
            button.setText(f"{self.games[game_id]} {count}/{len(mine)}")
            button.setVisible(bool(mine))  # a game without lessons (or puzzles) has no button
        for game_id, button in self.puzzle_buttons.items():
            button.setVisible(puzzles.get(game_id, 0) > 0)
        if self.game not in lessons:
            self.game = next(iter(lessons), self.game)
        solved, missed = counts
        provisional = ""
        if rating.endswith("?"):
            provisional = LearnText.tr(" (provisional: fewer than 20 puzzles rated)")
        puzzles_text = LearnText.tr(
            "Puzzles, one at a time near your rating: {rating}{provisional} · "
            "{solved} solved, {missed} missed"
        )
        self.rating.setText(
            puzzles_text.format(
                rating=f"<b>{rating.rstrip('?')}</b>", provisional=provisional, solved=solved, missed=missed
            )
        )
        today = LearnText.tr("Today's puzzle: {puzzle}").format(puzzle=escape(daily)) if daily else ""
        self.daily.setText(today or LearnText.tr("No puzzles yet"))
        self.daily_button.setVisible(daily is not None)
        self.rating.setVisible(any(puzzles.values()))
        self.show_lessons(self.game)

    def show_lessons(self, game_id: str) -> None:
        """List ``game_id``'s lessons, each ticked when done."""
        self.game = game_id
        for gid, button in self.lesson_buttons.items():
            button.setChecked(gid == game_id)
        self.lessons.clear()
        for lesson in self._lessons.get(game_id, ()):
            tick = "✓" if lesson.id in self._done else "  "
            item = QListWidgetItem(f"{tick}  {lesson.title} — {lesson.summary}")
            item.setData(Qt.ItemDataRole.UserRole, lesson.id)
            item.setToolTip(LearnText.tr("Done") if lesson.id in self._done else LearnText.tr("Not done yet"))
            self.lessons.addItem(item)
        rows = max(1, min(self.lessons.count(), 8))
        row = self.lessons.sizeHintForRow(0) if self.lessons.count() else self.fontMetrics().lineSpacing()
        self.lessons.setFixedHeight(rows * row + 2 * self.lessons.frameWidth() + 4)

    def _lesson_clicked(self, item: QListWidgetItem) -> None:
        self.lesson_chosen.emit(self.game, item.data(Qt.ItemDataRole.UserRole))
