"""The strip above the board: whose turn it is while a game goes on, the result once it has ended.

The strip keeps one height, whatever it shows, so the board keeps its size
when a game ends (or an undo takes the end back).
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.core.language import Translatable
from desktop.core.protocol import Outcome


class BannerText(Translatable):
    """The result banner's words."""


def outcome_title(outcome: Outcome, names: list[str]) -> str:
    if outcome.winner is not None:
        return BannerText.tr("{player} wins").format(player=names[outcome.winner])
    # 3+ players: one who resigned or ran out of time lost, the others share (as the move list says)
    losers = [names[p] for p, score in enumerate(outcome.scores) if score == 0 and max(outcome.scores) > 0]
    if not losers:
        return BannerText.tr("Draw")
    return BannerText.tr("{players} lost").format(players=", ".join(losers))


def frame_above_board(frame: QFrame, name: str, look: str, more: str = "") -> None:
    """Name a panel that stands above the board, give it its look (the style of ``#name``,
    then ``more`` rules for what it holds) and keep its height to what it holds."""
    frame.setObjectName(name)
    frame.setStyleSheet(f"#{name} {{ {look} }}{more}")
    frame.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)


class ResultBanner(QFrame):
    """Who won and why, above the board (never over it), with New game and Review.

    Review shrinks it to one line that stays on screen while the moves are
    browsed; "Show" brings the whole banner back.  Its height is the same in both
    forms, and its room above the board is kept while it is hidden, so the board
    keeps its size when a game ends.
    """

    new_game_clicked = Signal()
    review_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        frame_above_board(
            self,
            "resultBanner",
            "background: rgba(25, 28, 32, 235); border: 2px solid #f4d35e; border-radius: 10px;",
            "#resultBanner QLabel { color: white; }",
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(18, 8, 18, 8)
        words = QVBoxLayout()
        self.title = QLabel(self)
        self.reason = QLabel(self)
        words.addWidget(self.title)
        words.addWidget(self.reason)
        layout.addLayout(words, 1)
        self.new_game_button = QPushButton(BannerText.tr("New game"), self)
        self.new_game_button.setToolTip(BannerText.tr("Start a new game (Ctrl+N)"))
        self.review_button = QPushButton(BannerText.tr("Review"), self)
        self.review_button.setToolTip(BannerText.tr("Browse the moves (the result stays here, on one line)"))
        self.show_button = QPushButton(BannerText.tr("Show"), self)
        self.show_button.setToolTip(BannerText.tr("Show the whole result again"))
        for button in (self.new_game_button, self.review_button, self.show_button):
            layout.addWidget(button)
        self.new_game_button.clicked.connect(self.new_game_clicked)
        self.review_button.clicked.connect(self.review_clicked)
        self.show_button.clicked.connect(lambda: self.set_compact(False))
        self.compact = False
        self.title.setText("Wins")
        self.reason.setText("Why")
        self.set_compact(False)
        self.setFixedHeight(self.sizeHint().height())  # the whole banner's: the one line fits too

    def show_outcome(self, outcome: Outcome, names: list[str]) -> None:
        self.title.setText(outcome_title(outcome, names))
        self.reason.setText(outcome.reason[:1].upper() + outcome.reason[1:])
        self.set_compact(self.compact)
        self.show()

    def set_compact(self, compact: bool) -> None:
        """One line (while reviewing) or the whole banner."""
        self.compact = compact
        self.title.setStyleSheet(f"font-size: {15 if compact else 24}px; font-weight: bold")
        self.reason.setStyleSheet(f"font-size: {13 if compact else 15}px")
        self.reason.setVisible(not compact)
        self.review_button.setVisible(not compact)
        self.show_button.setVisible(compact)
        if compact:
            self.title.setText(f"{self.title.text().split(' — ')[0]} — {self.reason.text()}")
        else:
            self.title.setText(self.title.text().split(" — ")[0])


class TurnLine(QFrame):
    """Whose turn it is, in that player's colour, on the strip above the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(18, 8, 18, 8)
        self.swatch = QLabel(self)
        self.swatch.setFixedSize(18, 18)
        self.text = QLabel(self)
        self.text.setStyleSheet("font-size: 18px; font-weight: bold")
        layout.addWidget(self.swatch)
        layout.addWidget(self.text, 1)

    def set_turn(self, text: str, colour: QColor) -> None:
        self.text.setText(text)
        self.swatch.setStyleSheet(
            f"background: {colour.name()}; border: 1px solid palette(dark); border-radius: 9px"
        )


class BannerStrip(QStackedWidget):
    """The turn line or the result banner, in one room of one height above the board."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turn = TurnLine(self)
        self.banner = ResultBanner(self)
        self.addWidget(self.turn)
        self.addWidget(self.banner)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.banner.height())
        self.setCurrentWidget(self.turn)

    def show_turn(self, text: str, colour: QColor) -> None:
        self.setCurrentWidget(self.turn)
        self.turn.set_turn(text, colour)

    def show_outcome(self, outcome: Outcome, names: list[str], compact: bool) -> None:
        self.setCurrentWidget(self.banner)
        self.banner.compact = compact
        self.banner.show_outcome(outcome, names)
