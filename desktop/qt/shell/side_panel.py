"""The side panel: the Players of the game and the list of Moves."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.control.move_list import MoveRow, move_rows
from desktop.core.session import Session
from desktop.qt.boards.contract import GameView

DIMMED = QColor(150, 150, 150)


def swatch(colour: QColor, size: int = 18) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(colour)
    return pixmap


class PlayersPanel(QFrame):
    """One row per seat: colour, name, Human / AI level, material, to-move marker.

    When the AI of a seat could not move, its row says why and offers Retry.
    """

    retry_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players")
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(6, 6, 6, 6)
        self._layout.setHorizontalSpacing(8)
        self.rows: list[dict[str, QLabel]] = []
        self.failure = QLabel(self)
        self.failure.setStyleSheet("color: #c0392b")
        self.failure.setWordWrap(True)
        self.retry = QPushButton("Retry", self)
        self.retry.setToolTip("Ask the AI again (a new AI process starts if the old one ended)")
        self.retry.clicked.connect(self.retry_clicked)
        self._layout.addWidget(self.failure, 100, 1, 1, 2)
        self._layout.addWidget(self.retry, 100, 3)
        self.show_failure(None)

    def show_failure(self, text: str | None) -> None:
        """Say why the AI could not move (with Retry), or nothing."""
        self.failure.setText(f"The AI could not move: {text}" if text else "")
        self.failure.setVisible(bool(text))
        self.retry.setVisible(bool(text))

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


class MovesList(QTableWidget):
    """The moves by round, one column per player; a move in words or the result spans the row.

    Clicking a move shows the position after it ("Start" shows the start); the
    move on show is selected and the moves after it are dimmed.
    """

    ply_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._updating = False
        self._shown: tuple[Any, ...] = ()
        self.cells: dict[int, QTableWidgetItem] = {}  # ply → the cell of the move that led there
        self.itemClicked.connect(self._on_clicked)
        self.currentItemChanged.connect(self._on_current)

    def update_from(self, session: Session[Any, Any], view: GameView) -> None:
        self._updating = True
        try:
            rows = move_rows(session)
            players = len(session.seats)
            key = (id(session), tuple(rows), players)
            if key != self._shown:
                self._shown = key
                self._fill(session, view, rows, players)
            for ply, item in self.cells.items():
                item.setForeground(QBrush(DIMMED) if ply > session.cursor else QBrush())
            current = self.cells.get(session.cursor)
            if current is not None:
                self.setCurrentItem(current)
                self.scrollToItem(current)
        finally:
            self._updating = False

    def _fill(self, session: Session[Any, Any], view: GameView, rows: list[MoveRow], players: int) -> None:
        self.clear()
        self.clearSpans()
        self.cells = {}
        start = session.states[0]
        self.setColumnCount(players)
        self.setHorizontalHeaderLabels([session.rules.player_name(start, p) for p in range(players)])
        for p in range(players):
            header = self.horizontalHeaderItem(p)
            if header is not None:
                header.setIcon(QIcon(swatch(view.player_colour(p), 12)))
        self.setRowCount(len(rows) + 1)
        first = QTableWidgetItem("Start")
        first.setToolTip("The start position — click to show it")
        self._place(0, 0, first, 0, span=players)
        labels = [""]
        for r, row in enumerate(rows, start=1):
            labels.append(f"{row.number}." if row.number is not None else "")
            if row.number is None:
                item = QTableWidgetItem(row.words)
                font = item.font()
                font.setItalic(True)
                item.setFont(font)
                if row.ply is None:  # the result
                    font.setBold(True)
                    item.setFont(font)
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self._place(r, 0, item, row.ply, span=players)
                continue
            for column, cell in enumerate(row.cells):
                if cell is None:
                    blank = QTableWidgetItem("")
                    blank.setFlags(Qt.ItemFlag.NoItemFlags)
                    self.setItem(r, column, blank)
                    continue
                item = QTableWidgetItem(cell.text)
                name = session.rules.player_name(session.states[cell.ply - 1], column)
                item.setToolTip(f"{name}: {cell.text} — click to show the position after it")
                self._place(r, column, item, cell.ply)
        self.setVerticalHeaderLabels(labels)

    def _place(self, row: int, column: int, item: QTableWidgetItem, ply: int | None, span: int = 1) -> None:
        item.setData(Qt.ItemDataRole.UserRole, ply)
        self.setItem(row, column, item)
        if span > 1:
            self.setSpan(row, column, 1, span)
        if ply is not None:
            self.cells[ply] = item

    def item_of_ply(self, ply: int) -> QTableWidgetItem:
        return self.cells[ply]

    def current_ply(self) -> int | None:
        item = self.currentItem()
        ply = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return ply if isinstance(ply, int) else None

    def _on_clicked(self, item: QTableWidgetItem) -> None:
        ply = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(ply, int):
            self.ply_chosen.emit(ply)

    def _on_current(self, item: QTableWidgetItem | None, _previous: QTableWidgetItem | None) -> None:
        if not self._updating and item is not None:
            self._on_clicked(item)


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
