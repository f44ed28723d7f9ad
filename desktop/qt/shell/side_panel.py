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
        self._game: tuple[int, int] = (0, 0)
        self._rows: list[MoveRow] = []
        self._dimmed: set[int] = set()
        self.cells: dict[int, QTableWidgetItem] = {}  # ply → the cell of the move that led there
        self.itemClicked.connect(self._on_clicked)
        self.currentItemChanged.connect(self._on_current)

    def update_from(self, session: Session[Any, Any], view: GameView) -> None:
        self._updating = True
        try:
            rows = move_rows(session)
            players = len(session.seats)
            if (id(session), players) != self._game:
                self._game = (id(session), players)
                self._start_table(session, view, players)
            self._write_rows(session, rows, players)
            self._dim_after(session.cursor)
            current = self.cells.get(session.cursor)
            if current is not None:
                self.setCurrentItem(current)
                self.scrollToItem(current)
        finally:
            self._updating = False

    def _start_table(self, session: Session[Any, Any], view: GameView, players: int) -> None:
        """A new game: the players' columns and the Start row."""
        self.clear()
        self.clearSpans()
        self.cells = {}
        self._rows = []
        self._dimmed = set()
        start = session.states[0]
        self.setColumnCount(players)
        self.setHorizontalHeaderLabels([session.rules.player_name(start, p) for p in range(players)])
        for p in range(players):
            header = self.horizontalHeaderItem(p)
            if header is not None:
                header.setIcon(QIcon(swatch(view.player_colour(p), 12)))
        self.setRowCount(1)
        first = QTableWidgetItem("Start")
        first.setToolTip("The start position — click to show it")
        self._place(0, 0, first, 0, span=players)
        self.setVerticalHeaderItem(0, QTableWidgetItem(""))

    def _write_rows(self, session: Session[Any, Any], rows: list[MoveRow], players: int) -> None:
        """Rewrite only the rows that changed (a move adds one or two; undo drops some):
        rebuilding a long game's table on every move took longer than the move."""
        same = 0
        while same < min(len(rows), len(self._rows)) and rows[same] == self._rows[same]:
            same += 1
        if same == len(rows) == len(self._rows):
            return
        last_ply = max((p for row in rows[:same] for p in _plies(row)), default=0)
        for ply in [p for p in self.cells if p > last_ply]:
            del self.cells[ply]
        self._dimmed = {p for p in self._dimmed if p <= last_ply}
        self.setRowCount(len(rows) + 1)
        for r in range(same, len(rows)):
            self._write_row(session, r + 1, rows[r], players)
        self._rows = list(rows)

    def _write_row(self, session: Session[Any, Any], r: int, row: MoveRow, players: int) -> None:
        if self.columnSpan(r, 0) > 1:
            self.setSpan(r, 0, 1, 1)
        for column in range(players):
            self.takeItem(r, column)
        self.setVerticalHeaderItem(r, QTableWidgetItem(f"{row.number}." if row.number is not None else ""))
        if row.number is None:
            item = QTableWidgetItem(row.words)
            font = item.font()
            font.setItalic(True)
            if row.ply is None:  # the result
                font.setBold(True)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            item.setFont(font)
            self._place(r, 0, item, row.ply, span=players)
            return
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

    def _dim_after(self, cursor: int) -> None:
        """Grey the moves after the one on show (touching only the cells whose look changes)."""
        dimmed = {ply for ply in self.cells if ply > cursor}
        for ply in dimmed ^ self._dimmed:
            self.cells[ply].setForeground(QBrush(DIMMED) if ply in dimmed else QBrush())
        self._dimmed = dimmed

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


def _plies(row: MoveRow) -> list[int]:
    if row.number is None:
        return [row.ply] if row.ply is not None else []
    return [cell.ply for cell in row.cells if cell is not None]
