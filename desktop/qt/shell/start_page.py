"""The start page: the games with a picture each, play the computer or a friend, resume, recent games.

Resume lists every unfinished game the autosave keeps (the one on show
too), newest first, each with Resume and Discard.

Each game's card comes from its registry entry: its summary, and a picture
of the start of the game its entry names (:attr:`~desktop.core.entry.GameEntry.card_name`,
e.g. a ball of 30 spaces) drawn by the game's own renderer once per app
version and kept in the data folder, after the page is on screen, so the
first paint never waits for it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop import __version__
from desktop.control.autosave import KeptGame
from desktop.core.language import Translatable, current, translate
from desktop.games.registry import all_games, entry, resolve

PICTURE = 180


class StartText(Translatable):
    """The start page's words."""


#: "5 minutes ago", by unit (a function each: the plural forms differ by language)
_AGO: dict[str, Callable[[int], str]] = {
    "day": lambda n: StartText.tr("%n day ago|%n days ago", None, n),
    "hour": lambda n: StartText.tr("%n hour ago|%n hours ago", None, n),
    "minute": lambda n: StartText.tr("%n minute ago|%n minutes ago", None, n),
}


def players_text(low: int, high: int) -> str:
    if low == high:
        return StartText.tr("%n player|%n players", None, low)
    return StartText.tr("{low}–{high} players").format(low=low, high=high)


def ago(when: float, now: float | None = None) -> str:
    """How long ago, in a word or two ("just now", "5 minutes ago", "3 days ago").

    >>> ago(1000.0, 1000.0 + 3 * 3600)
    '3 hours ago'
    """
    seconds = max(0.0, (time.time() if now is None else now) - when)
    for unit, size in (("day", 86400), ("hour", 3600), ("minute", 60)):
        count = int(seconds // size)
        if count >= 1:
            return _AGO[unit](count)
    return StartText.tr("just now")


class KeptRow(QWidget):
    """One kept game: what it is, Resume and Discard."""

    def __init__(self, game: KeptGame, on_show: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slot = game.slot
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        where = StartText.tr("the game on show") if on_show else ago(game.when)
        self.text = QLabel(f"<b>{escape(game.name)}</b>, {escape(game.details())} · {escape(where)}", self)
        self.text.setWordWrap(True)
        self.resume = QPushButton(StartText.tr("Back to It") if on_show else StartText.tr("Resume"), self)
        self.resume.setToolTip(
            StartText.tr("Back to the game on show")
            if on_show
            else StartText.tr("Go on with this game, exactly where it was left")
        )
        self.discard = QPushButton(StartText.tr("Discard"), self)
        self.discard.setToolTip(StartText.tr("Let this game go (asks first: it cannot be got back)"))
        row.addWidget(self.text, 1)
        row.addWidget(self.resume)
        row.addWidget(self.discard)


class GameCard(QFrame):
    """One game: its picture, name, one line, player count and the two ways to play."""

    play_computer = Signal(str)
    play_friend = Signal(str)

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        rules = all_games()[game_id]
        info = rules.info
        self.setObjectName("gameCard")
        self.setStyleSheet(
            "#gameCard { background: palette(base); border: 1px solid palette(mid); border-radius: 10px; }"
        )
        layout = QHBoxLayout(self)
        self.picture = QLabel(self)
        self.picture.setFixedSize(PICTURE, PICTURE * 3 // 4)
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.picture.setText("…")
        layout.addWidget(self.picture)
        text = QVBoxLayout()
        name = QLabel(f"<b style='font-size:18px'>{info.name}</b>", self)
        summary = QLabel(translate("GameSummary", entry(game_id).summary), self)
        summary.setWordWrap(True)
        count = QLabel(players_text(info.min_players, info.max_players), self)
        count.setStyleSheet("color: palette(placeholder-text)")
        self.computer = QPushButton(StartText.tr("Play the computer"), self)
        self.computer.setToolTip(
            StartText.tr("A game of {game} against the AI (Easy); change it under New Game").format(
                game=info.name,
            )
        )
        self.friend = QPushButton(StartText.tr("Play a friend"), self)
        friend = StartText.tr("A game of {game} for two people at this screen")
        self.friend.setToolTip(friend.format(game=info.name))
        buttons = QHBoxLayout()
        buttons.addWidget(self.computer)
        buttons.addWidget(self.friend)
        buttons.addStretch(1)
        for widget in (name, summary, count):
            text.addWidget(widget)
        text.addStretch(1)
        text.addLayout(buttons)
        layout.addLayout(text, 1)
        self.computer.clicked.connect(lambda: self.play_computer.emit(game_id))
        self.friend.clicked.connect(lambda: self.play_friend.emit(game_id))

    def set_picture(self, path: Path) -> None:
        pixmap = QPixmap(str(path))
        if not pixmap.isNull():
            self.picture.setPixmap(
                pixmap.scaled(
                    self.picture.size(),
                    Qt.AspectRatioMode.KeepAspectRatio,
                    Qt.TransformationMode.SmoothTransformation,
                )
            )


class StartPage(QScrollArea):
    """What the app shows first (and on Game → Start Page)."""

    play_computer = Signal(str)
    play_friend = Signal(str)
    #: a kept game's slot: resume it, or discard it
    resume_clicked = Signal(str)
    discard_clicked = Signal(str)
    open_recent = Signal(str)
    new_game_clicked = Signal()

    def __init__(self, pictures: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pictures = pictures
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(28, 20, 28, 20)
        title = QLabel("<span style='font-size:26px; font-weight:bold'>Xeno Games</span>", body)
        subtitle = QLabel(
            StartText.tr("Abstract games: pick one, and play the computer or a friend at this screen."), body
        )
        layout.addWidget(title)
        layout.addWidget(subtitle)

        self.resume_box = QFrame(body)
        self.resume_box.setObjectName("resumeBox")
        self.resume_box.setStyleSheet(
            "#resumeBox { border: 2px solid #2f9e5a; border-radius: 10px; background: rgba(47,158,90,30); }"
        )
        self._kept_layout = QVBoxLayout(self.resume_box)
        self._kept_layout.addWidget(
            QLabel("<b>{}</b>".format(StartText.tr("Unfinished games")), self.resume_box),
        )
        self.kept_rows: list[KeptRow] = []
        self.resume_box.hide()
        layout.addWidget(self.resume_box)

        grid = QGridLayout()
        grid.setSpacing(14)
        self.cards: dict[str, GameCard] = {}
        for i, game_id in enumerate(all_games()):
            card = GameCard(game_id, body)
            card.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            card.play_computer.connect(self.play_computer)
            card.play_friend.connect(self.play_friend)
            grid.addWidget(card, i // 2, i % 2)
            self.cards[game_id] = card
        layout.addLayout(grid)
        #: where the window puts Learn by playing (lessons, puzzles, today's puzzle)
        self.learn_slot = QVBoxLayout()
        layout.addLayout(self.learn_slot)

        more = QHBoxLayout()
        self.new_game_button = QPushButton(StartText.tr("New game with every option…"), body)
        self.new_game_button.setToolTip(
            StartText.tr("Choose the game, its options and who plays each side (Ctrl+N)")
        )
        self.new_game_button.clicked.connect(self.new_game_clicked)
        more.addWidget(self.new_game_button)
        more.addSpacing(24)
        #: Play over the network: the same dialogs as Game ▸ Play Over Network (the window connects them)
        more.addWidget(QLabel(StartText.tr("Play over the network:"), body))
        self.host_button = QPushButton(StartText.tr("Host…"), body)
        self.host_button.setToolTip(
            StartText.tr("Host a game that friends on other computers join with a code")
        )
        self.join_button = QPushButton(StartText.tr("Join…"), body)
        self.join_button.setToolTip(
            StartText.tr("Join a game hosted on another computer (games on this network show)")
        )
        more.addWidget(self.host_button)
        more.addWidget(self.join_button)
        more.addStretch(1)
        layout.addLayout(more)

        self.recent_title = QLabel("<b>{}</b>".format(StartText.tr("Recent games")), body)
        self.recent = QListWidget(body)
        self.recent.setMaximumHeight(130)
        self.recent.itemClicked.connect(
            lambda item: self.open_recent.emit(item.data(Qt.ItemDataRole.UserRole))
        )
        layout.addWidget(self.recent_title)
        layout.addWidget(self.recent)
        layout.addStretch(1)
        self.setWidget(body)
        self._pictures_done = False

    # -- what the page offers --------------------------------------------------------------
    def set_kept(self, games: list[KeptGame], on_show: str | None = None) -> None:
        """Offer each kept game (``on_show``: the slot of the game on show), or nothing."""
        for row in self.kept_rows:
            self._kept_layout.removeWidget(row)
            row.deleteLater()
        self.kept_rows = []
        for game in games:
            row = KeptRow(game, game.slot == on_show, self.resume_box)
            row.resume.clicked.connect(lambda _=False, slot=game.slot: self.resume_clicked.emit(slot))
            row.discard.clicked.connect(lambda _=False, slot=game.slot: self.discard_clicked.emit(slot))
            self._kept_layout.addWidget(row)
            self.kept_rows.append(row)
        self.resume_box.setVisible(bool(games))

    def set_recent(self, paths: list[str]) -> None:
        self.recent.clear()
        for path in paths:
            item = QListWidgetItem(Path(path).name)
            item.setToolTip(path)
            item.setData(Qt.ItemDataRole.UserRole, path)
            self.recent.addItem(item)
        self.recent_title.setVisible(bool(paths))
        self.recent.setVisible(bool(paths))

    # -- pictures ---------------------------------------------------------------------------
    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._pictures_done:
            self._pictures_done = True
            QTimer.singleShot(0, self.draw_pictures)

    def draw_pictures(self) -> None:
        """Each game's picture from the cache, drawn by its renderer the first time."""
        from desktop.qt.render import render_state_to_image  # Qt's renderers load on first use

        self.pictures.mkdir(parents=True, exist_ok=True)
        for game_id, card in self.cards.items():
            path = self.pictures / f"{game_id}-{__version__}-{current()}.png"  # drawn in its language
            if not path.exists():
                rules, options = resolve(entry(game_id).card_name)
                try:
                    render_state_to_image(rules, rules.new_state(options, 1), str(path), PICTURE)
                except Exception:  # no OpenGL here, a read-only folder: the card keeps its text
                    continue
            card.set_picture(path)
