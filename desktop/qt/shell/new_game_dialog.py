"""The New Game dialog: which game, its options, who sits where, the clock, the seed.

Written over the registry and :class:`GameInfo` options, so a new game needs
nothing here: bool options become check boxes, other choices combo boxes.
The choices accepted last (the game, the clock, and each game's options and seats) are
kept in the window's settings and are the dialog's defaults next time.
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.ai.levels import APP_LEVELS, level_label
from desktop.core.clock import NO_CLOCK, TimeControl
from desktop.core.language import Translatable, translate
from desktop.core.protocol import GameError, GameRules
from desktop.core.session import Seat
from desktop.games.registry import all_games
from desktop.library.rating import Rating
from desktop.qt.shell import level_hint
from desktop.qt.shell.time_control_box import TimeControlBox


class NewGameText(Translatable):
    """The New Game dialog's words."""


def option_words(text: str) -> str:
    """A game option's words (its name, its help, a choice), marked in the game's rules with
    ``QT_TRANSLATE_NOOP("GameOptions", ...)``, in the app's language; one number in the words
    stands for ``{n}`` ("Ball of 30 spaces" is "Ball of {n} spaces")."""
    numbers = re.findall(r"[0-9]+", text)
    if len(numbers) == 1:
        template = text.replace(numbers[0], "{n}")
        translated = translate("GameOptions", template)
        if translated != template:
            return translated.format(n=numbers[0])
    return translate("GameOptions", text) if text else text


def seat_choices() -> list[tuple[str, Seat]]:
    """What each seat's box offers: a human, then the AI at each level (in the app's language)."""
    ai = NewGameText.tr("AI {level}")
    return [(NewGameText.tr("Human"), Seat.human())] + [
        (ai.format(level=level_label(level)), Seat.ai(level)) for level in APP_LEVELS
    ]


#: where the last choices are kept in the settings
MEMORY = "new_game"
#: the room a window title bar takes besides its text: the icon and the buttons (of a window
#: manager with large ones), so that the title is never cut short
TITLE_BAR_ROOM = 160


def title_width(title: str) -> int:
    """The width a window title bar needs for ``title``: the text in the title font, bold (as
    most window managers draw it), and the room for the icon and the buttons."""
    font = QFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.TitleFont))
    font.setBold(True)
    return QFontMetrics(font).horizontalAdvance(title) + TITLE_BAR_ROOM


def _seat(data: Any) -> Seat | None:
    if isinstance(data, dict) and data.get("kind") == "human":
        return Seat.human()
    if isinstance(data, dict) and data.get("kind") == "ai" and isinstance(data.get("level"), str):
        return Seat.ai(data["level"])
    return None


@dataclass(frozen=True)
class NewGameChoice:
    game_id: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    time_control: TimeControl = NO_CLOCK


class NewGameDialog(QDialog):
    """Choose a game, its options, the seats and a seed.

    With ``settings``, the game, options and seats accepted last are the defaults (over
    ``game_id`` and ``seats``, the game on show), and accepting keeps the new choices.
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        game_id: str | None = None,
        seats: list[Seat] | None = None,
        *,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(NewGameText.tr("New game"))
        self.settings = settings
        self.games = all_games()
        layout = QVBoxLayout(self)
        layout.addStrut(title_width(self.windowTitle()))  # never narrower than its title needs
        form = QFormLayout()
        self.game_box = QComboBox(self)
        for gid, rules in self.games.items():
            self.game_box.addItem(rules.info.name, gid)
        self.game_box.setToolTip(NewGameText.tr("Which game to play"))
        form.addRow(NewGameText.tr("Game:"), self.game_box)
        self.clock_box = TimeControlBox(self)
        clock = self._recall("clock")
        self.clock_box.set_text(clock if isinstance(clock, str) else "none")
        form.addRow(NewGameText.tr("Clock:"), self.clock_box)
        layout.addLayout(form)
        self.options_group = QGroupBox(NewGameText.tr("Options"), self)
        self.options_form = QFormLayout(self.options_group)
        layout.addWidget(self.options_group)
        self.seats_group = QGroupBox(NewGameText.tr("Players"), self)
        self.seats_form = QFormLayout(self.seats_group)
        layout.addWidget(self.seats_group)
        #: the level nearest the player's rating and where Match me stands (level_hint.py)
        self.level_hint = QLabel("", self)
        self.level_hint.setWordWrap(True)
        self.level_hint.setObjectName("levelHint")
        layout.addWidget(self.level_hint)
        self.match_hint = QLabel("", self)
        self.match_hint.setWordWrap(True)
        self.match_hint.setStyleSheet("color: #666666;")
        layout.addWidget(self.match_hint)
        self._ratings: dict[str, Rating | None] = {}
        self.advanced_button = QToolButton(self)
        self.advanced_button.setText(NewGameText.tr("Advanced"))
        self.advanced_button.setCheckable(True)
        self.advanced_button.setArrowType(Qt.ArrowType.RightArrow)
        self.advanced_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_button.setAutoRaise(True)
        self.advanced_button.setToolTip(NewGameText.tr("The seed: the same seed deals the same game"))
        self.advanced = QWidget(self)
        advanced_form = QFormLayout(self.advanced)
        advanced_form.setContentsMargins(18, 0, 0, 0)
        self.seed_edit = QLineEdit(str(random.randrange(1_000_000)), self.advanced)
        self.seed_edit.setToolTip(
            NewGameText.tr("Seed for any random setup and for the AI (same seed, same game)"),
        )
        advanced_form.addRow(NewGameText.tr("Seed:"), self.seed_edit)
        self.advanced.hide()
        self.advanced_button.toggled.connect(self._show_advanced)
        layout.addWidget(self.advanced_button)
        layout.addWidget(self.advanced)
        self.option_widgets: dict[str, QCheckBox | QComboBox] = {}
        self.seat_boxes: list[QComboBox] = []
        last = self._remembered_game()
        if last is not None:  # the game accepted last, with its seats (the game on show's if the same)
            seats = self._remembered_seats(last) or (seats if last == game_id else None)
            game_id = last
        self._initial_seats = seats
        ok_cancel = QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        self.problem = QLabel("", self)
        self.problem.setStyleSheet("color: #c0392b;")
        self.problem.setWordWrap(True)
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(ok_cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)
        self.clock_box.changed.connect(self._check_clock)
        self.game_box.currentIndexChanged.connect(self._build_for_game)
        if game_id is not None and game_id in self.games:
            self.game_box.setCurrentIndex(list(self.games).index(game_id))
        self._build_for_game()

    @property
    def rules(self) -> GameRules[Any, Any]:
        return self.games[self.game_box.currentData()]

    # -- the choices kept -----------------------------------------------------------------
    def _recall(self, key: str) -> Any:
        if self.settings is None:
            return None
        text = self.settings.value(f"{MEMORY}/{key}", "")
        try:
            return json.loads(text) if isinstance(text, str) and text else None
        except ValueError:
            return None

    def _remembered_game(self) -> str | None:
        game = self._recall("game")
        return game if isinstance(game, str) and game in self.games else None

    def _remembered_seats(self, game_id: str) -> list[Seat] | None:
        data = self._recall(f"{game_id}/seats")
        seats = [_seat(item) for item in data] if isinstance(data, list) else []
        kept = [seat for seat in seats if seat is not None]
        return kept if kept and len(kept) == len(seats) else None

    def _remembered_options(self, game_id: str) -> dict[str, Any]:
        data = self._recall(f"{game_id}/options")
        return data if isinstance(data, dict) else {}

    def remember(self) -> None:
        """Keep the choices on show (the game, its options and seats) as the next defaults."""
        if self.settings is None:
            return
        game = self.game_box.currentData()
        seats = [box.currentData().to_json() for box in self.seat_boxes]
        self.settings.setValue(f"{MEMORY}/game", json.dumps(game))
        self.settings.setValue(f"{MEMORY}/clock", json.dumps(self.clock_box.time_control().text()))
        self.settings.setValue(f"{MEMORY}/{game}/options", json.dumps(self._options()))
        self.settings.setValue(f"{MEMORY}/{game}/seats", json.dumps(seats))
        self.settings.sync()

    def accept(self) -> None:
        self.remember()
        super().accept()

    def _clear(self, form: QFormLayout) -> None:
        while form.rowCount():
            form.removeRow(0)

    def _build_for_game(self) -> None:
        rules = self.rules
        self._clear(self.options_form)
        self.option_widgets = {}
        remembered = self._remembered_options(self.game_box.currentData())
        for spec in rules.info.options:
            widget: QCheckBox | QComboBox
            value = remembered.get(spec.key, spec.default)
            if isinstance(spec.default, bool):
                widget = QCheckBox(option_words(spec.label), self)
                widget.setChecked(value if isinstance(value, bool) else spec.default)
                self.options_form.addRow(widget)
            else:
                widget = QComboBox(self)
                widget.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # never elided
                for choice in spec.choices:
                    widget.addItem(option_words(spec.choice_label(choice)), choice)
                choices = list(spec.choices)
                known = value in choices and not isinstance(value, bool)
                widget.setCurrentIndex(max(0, choices.index(value if known else spec.default)))
                label = NewGameText.tr("{option}:").format(option=option_words(spec.label))
                self.options_form.addRow(label, widget)
            widget.setToolTip(option_words(spec.help or spec.label))
            if isinstance(widget, QCheckBox):
                widget.toggled.connect(self._build_seats)
            else:
                widget.currentIndexChanged.connect(self._build_seats)
            self.option_widgets[spec.key] = widget
        self.options_group.setVisible(bool(rules.info.options))
        remembered_seats = self._remembered_seats(self.game_box.currentData())
        if remembered_seats is not None:  # this game's seats as chosen last
            self._initial_seats = remembered_seats
            self.seat_boxes = []
        self._build_seats()

    def _options(self) -> dict[str, Any]:
        return {
            key: widget.isChecked() if isinstance(widget, QCheckBox) else widget.currentData()
            for key, widget in self.option_widgets.items()
        }

    def _build_seats(self) -> None:
        """One seat per player of the game as the options stand (Xeno's player count varies)."""
        rules = self.rules
        try:
            start = rules.new_state(self._options())
        except GameError as exc:
            self.problem.setText(str(exc))
            self.ok_button.setEnabled(False)
            return
        self.problem.setText("")
        self.ok_button.setEnabled(self.clock_box.problem() is None)
        kept = [box.currentData() for box in self.seat_boxes]
        if kept:
            self._initial_seats = kept
        self._clear(self.seats_form)
        self.seat_boxes = []
        for player in range(rules.num_players(start)):
            box = QComboBox(self)
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            choices = seat_choices() + self._match_choices()
            for label, seat in choices:
                box.addItem(label, seat)
            initial = self._initial_seats
            if initial and player < len(initial):
                labels = [seat for _, seat in choices]
                wanted = initial[player]
                if level_hint.is_match(wanted):  # Match me chosen last: at today's rating
                    wanted = next((seat for seat in labels if level_hint.is_match(seat)), wanted)
                if wanted in labels:
                    box.setCurrentIndex(labels.index(wanted))
            name = rules.player_name(start, player)
            who = NewGameText.tr("Who plays {player}: a human at this screen or the AI at a level")
            box.setToolTip(who.format(player=name))
            self.seats_form.addRow(NewGameText.tr("{player}:").format(player=name), box)
            self.seat_boxes.append(box)
        self._show_level_hint()
        self._fit()

    # -- the level suggested and Match me (desktop/qt/shell/level_hint.py) ---------------------
    def rating(self) -> Rating | None:
        """The player's rating in the game on show (from the library; None if it cannot be read)."""
        game = self.game_box.currentData()
        if game not in self._ratings:
            self._ratings[game] = level_hint.player_rating(game)
        return self._ratings[game]

    def _match_choices(self) -> list[tuple[str, Seat]]:
        rating = self.rating()
        return [] if rating is None else [(level_hint.match_choice(rating), level_hint.match_seat(rating))]

    def _show_level_hint(self) -> None:
        rating = self.rating()
        if rating is not None:
            self.level_hint.setText(level_hint.suggestion_text(self.rules, rating))
            self.match_hint.setText(level_hint.match_text(self.rules, self._options(), rating))
        self.level_hint.setVisible(rating is not None)
        self.match_hint.setVisible(rating is not None)

    def _check_clock(self) -> None:
        """No OK while the clock written cannot be read (the box says why)."""
        self.ok_button.setEnabled(self.clock_box.problem() is None and not self.problem.text())
        self._fit()

    def _show_advanced(self, shown: bool) -> None:
        self.advanced.setVisible(shown)
        self.advanced_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self._fit()

    def _fit(self) -> None:
        """Shrink to the rows of the game on show: no gaps left by another game's options
        (once the layouts have taken the rows in, at the next turn of the event loop)."""
        QTimer.singleShot(0, self.adjustSize)

    def choice(self) -> NewGameChoice:
        options = self._options()
        text = self.seed_edit.text().strip()
        seed = int(text) if text.lstrip("-").isdigit() else abs(hash(text)) % 1_000_000
        seats = [box.currentData() for box in self.seat_boxes]
        return NewGameChoice(self.game_box.currentData(), options, seats, seed, self.clock_box.time_control())
