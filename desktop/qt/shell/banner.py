"""The result banner shown over the board when a game has ended."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.core.protocol import Outcome


def outcome_title(outcome: Outcome, names: list[str]) -> str:
    if outcome.winner is None:
        return "Draw"
    return f"{names[outcome.winner]} wins"


class ResultBanner(QFrame):
    """Who won and why, with New game and Review buttons."""

    new_game_clicked = Signal()
    review_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultBanner")
        self.setStyleSheet(
            "#resultBanner { background: rgba(25, 28, 32, 225); border: 2px solid #f4d35e;"
            " border-radius: 12px; }"
            "#resultBanner QLabel { color: white; }"
        )
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        self.title = QLabel(self)
        self.title.setStyleSheet("font-size: 24px; font-weight: bold")
        self.reason = QLabel(self)
        self.reason.setStyleSheet("font-size: 15px")
        buttons = QHBoxLayout()
        self.new_game_button = QPushButton("New game", self)
        self.new_game_button.setToolTip("Start a new game (Ctrl+N)")
        self.review_button = QPushButton("Review", self)
        self.review_button.setToolTip("Hide this banner and browse the moves")
        buttons.addWidget(self.new_game_button)
        buttons.addWidget(self.review_button)
        layout.addWidget(self.title)
        layout.addWidget(self.reason)
        layout.addLayout(buttons)
        self.new_game_button.clicked.connect(self.new_game_clicked)
        self.review_button.clicked.connect(self.review_clicked)
        self.hide()

    def show_outcome(self, outcome: Outcome, names: list[str]) -> None:
        self.title.setText(outcome_title(outcome, names))
        self.reason.setText(outcome.reason[:1].upper() + outcome.reason[1:])
        self.adjustSize()
        self.show()
        self.raise_()
