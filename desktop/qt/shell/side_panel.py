"""The side panel: the Players of the game and the list of Moves."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.core.session import Session
from desktop.qt.boards.contract import GameView


def swatch(colour: QColor, size: int = 18) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(colour)
    return pixmap


class PlayersPanel(QFrame):
    """One row per seat: colour, name, Human / AI level, material, to-move marker."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players")
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(6, 6, 6, 6)
        self._layout.setHorizontalSpacing(8)
        self.rows: list[dict[str, QLabel]] = []

    def _ensure_rows(self, count: int) -> None:
        while len(self.rows) < count:
            i = len(self.rows)
            labels = {key: QLabel(self) for key in ("swatch", "name", "seat", "material", "turn")}
            labels["name"].setStyleSheet("font-weight: bold")
            labels["turn"].setStyleSheet("color: #2f9e5a; font-weight: bold")
            self._layout.addWidget(labels["swatch"], 2 * i, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
            self._layout.addWidget(labels["name"], 2 * i, 1)
            self._layout.addWidget(labels["seat"], 2 * i, 2)
            self._layout.addWidget(labels["turn"], 2 * i, 3)
            self._layout.addWidget(labels["material"], 2 * i + 1, 1, 1, 3)
            self.rows.append(labels)
        while len(self.rows) > count:
            for label in self.rows.pop().values():
                label.deleteLater()

    def update_from(self, session: Session[Any, Any], view: GameView) -> None:
        state = session.state
        over = session.is_over
        count = len(session.seats)
        self._ensure_rows(count)
        for player, labels in enumerate(self.rows):
            labels["swatch"].setPixmap(swatch(view.player_colour(player), 22))
            labels["name"].setText(session.rules.player_name(state, player))
            labels["seat"].setText(session.seats[player].label())
            labels["material"].setText(view.material_text(state, player))
            to_move = not over and session.to_move() == player
            labels["turn"].setText("◀ to move" if to_move else "")


class MovesList(QListWidget):
    """Row 0 is the start, row n the position after move n; clicking a row goes there."""

    ply_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self._updating = False
        self.itemClicked.connect(self._on_clicked)
        self.currentRowChanged.connect(self._on_current_row)

    def update_from(self, session: Session[Any, Any], view: GameView) -> None:
        self._updating = True
        try:
            texts = ["Start"] + [f"{i}. {text}" for i, text in enumerate(session.move_texts, start=1)]
            if [self.item(i).text() for i in range(self.count())] != texts:
                self.clear()
                for ply, text in enumerate(texts):
                    item = QListWidgetItem(text)
                    if ply > 0:
                        mover = session.rules.to_move(session.states[ply - 1])
                        item.setIcon(QIcon(swatch(view.player_colour(mover), 12)))
                        name = session.rules.player_name(session.states[ply - 1], mover)
                        item.setToolTip(f"{name}: {text.split('. ', 1)[1]} — click to show this position")
                    else:
                        item.setToolTip("The start position — click to show it")
                    self.addItem(item)
            self.setCurrentRow(session.cursor)
            self.scrollToItem(self.item(session.cursor))
        finally:
            self._updating = False

    def _on_clicked(self, item: QListWidgetItem) -> None:
        self.ply_chosen.emit(self.row(item))

    def _on_current_row(self, row: int) -> None:
        if not self._updating and row >= 0:
            self.ply_chosen.emit(row)


class SidePanel(QWidget):
    """The dock's content: Players above Moves."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        title = QLabel("<b>Players</b>", self)
        self.players = PlayersPanel(self)
        moves_title = QLabel("<b>Moves</b>", self)
        self.moves = MovesList(self)
        layout.addWidget(title)
        layout.addWidget(self.players)
        layout.addWidget(moves_title)
        layout.addWidget(self.moves, 1)
