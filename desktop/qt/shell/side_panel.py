"""The side panel: the Players of the game (with their clocks in a timed game) and the list of Moves."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFontDatabase, QIcon, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
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

from desktop.ai.levels import APP_LEVELS, level_label
from desktop.control.move_list import MoveColumn, MoveRow, move_columns, move_rows
from desktop.core.language import Translatable
from desktop.core.session import Seat, Session
from desktop.qt.boards.contract import GameView

DIMMED = QColor(150, 150, 150)

#: a clock's look: waiting, running (the side to move), and with little time left
CLOCK_STYLES = {
    (False, False): "QLabel { padding: 1px 8px; border: 1px solid palette(mid); border-radius: 5px; }",
    (True, False): "QLabel { padding: 1px 8px; border: 2px solid #d9a400; border-radius: 5px;"
    " background: #fff3bf; color: #1b1b1b; }",
    (False, True): "QLabel { padding: 1px 8px; border: 1px solid #c0392b; border-radius: 5px;"
    " color: #c0392b; }",
    (True, True): "QLabel { padding: 1px 8px; border: 2px solid #c0392b; border-radius: 5px;"
    " background: #ffd6d1; color: #b02a1c; }",
}


def swatch(colour: QColor, size: int = 18) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(colour)
    return pixmap


class SideText(Translatable):
    """The side panel's words: the players, the moves."""


#: what a seat's chooser offers: a human, or the AI at each level
SEAT_CHOICES: tuple[Seat, ...] = (Seat.human(), *(Seat.ai(level) for level in APP_LEVELS))


def seat_text(seat: Seat) -> str:
    if not seat.is_ai:
        return SideText.tr("Human")
    return SideText.tr("AI {level}").format(level=level_label(seat.level))


class SeatChooser(QComboBox):
    """Who plays a seat: Human or the AI at a level, changeable during the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setToolTip(SideText.tr("Who plays this side: change it at any time, even mid-game"))
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)

    def show_seat(self, seat: Seat) -> None:
        choices = list(SEAT_CHOICES)
        if seat not in choices:  # a level from an old record
            choices.append(seat)
        texts = [seat_text(c) for c in choices]
        if [self.itemText(i) for i in range(self.count())] != texts:
            self.blockSignals(True)
            self.clear()
            for choice, text in zip(choices, texts, strict=True):
                self.addItem(text, choice)
            self.blockSignals(False)
        self.blockSignals(True)
        self.setCurrentIndex(choices.index(seat))
        self.blockSignals(False)

    def text(self) -> str:
        """What the chooser shows (as a label's text would be)."""
        return self.currentText()


class PlayersPanel(QFrame):
    """One row per seat: colour, name, who plays it (a chooser), material, to-move marker.

    Changing a seat's chooser hands that side to a human or to the AI at another
    level, at once (:attr:`seat_chosen`).  When the AI of a seat could not
    move, the panel says why and offers Retry.
    """

    retry_clicked = Signal()
    seat_chosen = Signal(int, object)  # player, Seat

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("players")
        self._layout = QGridLayout(self)
        self._layout.setContentsMargins(6, 6, 6, 6)
        self._layout.setHorizontalSpacing(8)
        self.rows: list[dict[str, QLabel]] = []
        self.choosers: list[SeatChooser] = []
        #: what each clock shows: (text, running, low), so that a tick restyles nothing unchanged
        self._clock_faces: list[tuple[str, bool, bool] | None] = []
        self.failure = QLabel(self)
        self.failure.setStyleSheet("color: #c0392b")
        self.failure.setWordWrap(True)
        self.retry = QPushButton(SideText.tr("Retry"), self)
        self.retry.setToolTip(SideText.tr("Ask the AI again (a new AI process starts if the old one ended)"))
        self.retry.clicked.connect(self.retry_clicked)
        self._layout.addWidget(self.failure, 100, 1, 1, 2)
        self._layout.addWidget(self.retry, 100, 3)
        self.show_failure(None)

    def show_failure(self, text: str | None) -> None:
        """Say why the AI could not move (with Retry), or nothing."""
        self.failure.setText(SideText.tr("The AI could not move: {error}").format(error=text) if text else "")
        self.failure.setVisible(bool(text))
        self.retry.setVisible(bool(text))

    def _ensure_rows(self, count: int) -> None:
        while len(self.rows) < count:
            i = len(self.rows)
            labels = {key: QLabel(self) for key in ("swatch", "name", "material", "turn", "clock")}
            clock_font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
            clock_font.setBold(True)
            clock_font.setPixelSize(17)
            labels["clock"].setFont(clock_font)
            labels["clock"].setAlignment(Qt.AlignmentFlag.AlignCenter)
            labels["clock"].hide()
            labels["name"].setStyleSheet("font-weight: bold")
            labels["turn"].setStyleSheet("color: #2f9e5a; font-weight: bold")
            bold = labels["turn"].font()
            bold.setBold(True)
            labels["turn"].setFont(bold)
            # room for the marker whoever is to move, so the panel never clips it
            labels["turn"].setMinimumWidth(
                labels["turn"].fontMetrics().horizontalAdvance(SideText.tr("◀ to move")) + 6,
            )
            chooser = SeatChooser(self)
            chooser.currentIndexChanged.connect(
                lambda _i, player=i, c=chooser: self.seat_chosen.emit(player, c.currentData())
            )
            labels["seat"] = chooser  # type: ignore[assignment]
            self.choosers.append(chooser)
            self._layout.addWidget(labels["swatch"], 2 * i, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
            self._layout.addWidget(labels["name"], 2 * i, 1)
            self._layout.addWidget(chooser, 2 * i, 2)
            self._layout.addWidget(labels["turn"], 2 * i, 3)
            # the material spans the columns under the name, seat and turn (its text grows: X
            # Spectrum's reserve), the clock (hidden without one: no room taken) beyond them
            self._layout.addWidget(labels["material"], 2 * i + 1, 1, 1, 3)
            self._layout.addWidget(labels["clock"], 2 * i + 1, 4)
            self.rows.append(labels)
            self._clock_faces.append(None)
        while len(self.rows) > count:
            self.choosers.pop()
            self._clock_faces.pop()
            for label in self.rows.pop().values():
                label.hide()  # gone at once, even before the deferred delete runs
                label.deleteLater()

    def update_from(self, session: Session[Any, Any], view: GameView) -> None:
        state = session.state
        over = session.is_over
        count = len(session.seats)
        self._ensure_rows(count)
        for player, labels in enumerate(self.rows):
            labels["swatch"].setPixmap(swatch(view.player_colour(player), 22))
            labels["name"].setText(session.rules.player_name(state, player))
            self.choosers[player].show_seat(session.seats[player])
            labels["material"].setText(view.material_text(state, player))
            to_move = not over and session.to_move() == player
            labels["turn"].setText(SideText.tr("◀ to move") if to_move else "")


    def show_clocks(self, faces: list[tuple[str, bool, bool]] | None, tip: str = "") -> None:
        """Each player's clock beside its name: ``(time, running, low)`` a player, the side to
        move's highlighted and low time in red; ``None``: a game without a clock, none shown."""
        for player, labels in enumerate(self.rows):
            label = labels["clock"]
            face = faces[player] if faces is not None and player < len(faces) else None
            if face == self._clock_faces[player]:
                continue
            self._clock_faces[player] = face
            label.setVisible(face is not None)
            if face is None:
                continue
            text, running, low = face
            label.setText(text)
            label.setStyleSheet(CLOCK_STYLES[running, low])
            name = labels["name"].text()
            left = SideText.tr(
                "{player}'s time left ({clock})") if tip else SideText.tr("{player}'s time left",
            )
            label.setToolTip(left.format(player=name, clock=tip))

    def clock_text(self, player: int) -> str:
        """What ``player``'s clock shows (empty without a clock)."""
        label = self.rows[player]["clock"]
        return "" if label.isHidden() else label.text()


class MovesList(QTableWidget):
    """The moves by round, one column per player in their order of play (headed by the player's
    name and colour); a move in words or the result spans the row; a player passed over in its
    turn reads "—".

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
        # rows are fitted to their text as they are written (resizeRowToContents): fitting every
        # row on each change (ResizeToContents) took ~6 ms a move in a game of 1,000 moves
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self._updating = False
        self._game: tuple[int, int] = (0, 0)
        self._rows: list[MoveRow] = []
        self._dimmed: set[int] = set()
        self.columns: tuple[MoveColumn, ...] = ()  # the players of the columns, as the headers show
        self._header_colours: tuple[int, ...] = ()
        self.cells: dict[int, QTableWidgetItem] = {}  # ply → the cell of the move that led there
        #: a review's marks: ply → (mark such as "?!", tooltip)
        self.marks: dict[int, tuple[str, str]] = {}
        self._marked: dict[int, tuple[QTableWidgetItem, tuple[str, str]]] = {}  # ply -> cell, mark shown
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
            self._show_columns(session, view)
            self._write_rows(session, rows, players)
            self._dim_after(session.cursor, session.length)
            self._show_marks()
            current = self.cells.get(session.cursor)
            if current is not None and current is not self.currentItem():
                # setCurrentItem costs ~1 ms in a long game: not again for the move already current
                self.setCurrentItem(current)
                self.scrollToItem(current)
        finally:
            self._updating = False

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A narrower or wider panel wraps the rows written in words (setup, result) anew."""
        super().resizeEvent(event)
        for r, row in enumerate(self._rows):
            if row.number is None:
                self.resizeRowToContents(r + 1)

    def _start_table(self, session: Session[Any, Any], view: GameView, players: int) -> None:
        """A new game: the players' columns and the Start row."""
        self.clear()
        self.clearSpans()
        self.cells = {}
        self._marked = {}
        self._rows = []
        self._dimmed = set()
        self.columns = ()
        self.setColumnCount(players)
        self.setRowCount(1)
        first = QTableWidgetItem(SideText.tr("Start"))
        first.setToolTip(SideText.tr("The start position — click to show it"))
        self._place(0, 0, first, 0, span=players)
        self.setVerticalHeaderItem(0, QTableWidgetItem(""))

    def _show_columns(self, session: Session[Any, Any], view: GameView) -> None:
        """Head each column with its player's name and colour: the players in their order of play,
        named as the last position names them (Xeno's colours once chosen).  The colours are read
        from the view while it shows that position (earlier, a Xeno seat has none yet)."""
        columns = move_columns(session)
        colours = self._header_colours
        if session.cursor == session.length or len(colours) != len(columns) or columns != self.columns:
            colours = tuple(view.player_colour(column.player).rgba() for column in columns)
        if columns == self.columns and colours == self._header_colours:
            return
        self.columns, self._header_colours = columns, colours
        for c, (column, colour) in enumerate(zip(columns, colours, strict=True)):
            header = QTableWidgetItem(QIcon(swatch(QColor.fromRgba(colour), 12)), column.name)
            header.setToolTip(SideText.tr("{player}'s moves").format(player=column.name))
            self.setHorizontalHeaderItem(c, header)

    def _write_rows(self, session: Session[Any, Any], rows: list[MoveRow], players: int) -> None:
        """Rewrite only the rows that changed (a move adds one or two; undo drops some):
        rebuilding a long game's table on every move took longer than the move."""
        same = 0
        old = self._rows
        shortest = min(len(rows), len(old))
        # move_rows gives back the same rows it gave before for the rounds already closed
        while same < shortest and (rows[same] is old[same] or rows[same] == old[same]):
            same += 1
        if same == len(rows) == len(old):
            return
        # the rows kept end at ``last_ply``; the cells of the rows after them (all the plies after
        # it, and only those) go, looked up row by row: not a walk over a long game's every cell
        last_ply = next((max(plies) for r in range(same - 1, -1, -1) if (plies := _plies(rows[r]))), 0)
        for row in old[same:]:
            for ply in _plies(row):
                self.cells.pop(ply, None)
        self._dimmed = {p for p in self._dimmed if p <= last_ply}
        self.setRowCount(len(rows) + 1)
        for r in range(same, len(rows)):
            self._write_row(session, r + 1, rows[r], players)
            self.resizeRowToContents(r + 1)
        self._rows = list(rows)

    def _write_row(self, session: Session[Any, Any], r: int, row: MoveRow, players: int) -> None:
        if self.columnSpan(r, 0) > 1:
            self.setSpan(r, 0, 1, 1)
        # setItem below replaces a cell's item; takeItem costs ~5 ms a call in a game of 1,000
        # moves, so only the cells a spanning row covers are emptied
        if row.number is None:
            for column in range(1, players):
                if self.item(r, column) is not None:
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
        columns = self.columns if len(self.columns) == players else move_columns(session)
        for column, cell in enumerate(row.cells):
            if cell is None:
                blank = QTableWidgetItem(row.cell_text(column))
                blank.setFlags(Qt.ItemFlag.NoItemFlags)
                if column in row.skipped:
                    blank.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                    blank.setForeground(QBrush(QColor(110, 110, 110)))
                    passed = SideText.tr("{player} could not move: passed over")
                    blank.setToolTip(passed.format(player=columns[column].name))
                self.setItem(r, column, blank)
                continue
            item = QTableWidgetItem(cell.text)
            name = session.rules.player_name(session.states[cell.ply - 1], columns[column].player)
            tip = SideText.tr("{player}: {move} — click to show the position after it")
            item.setToolTip(tip.format(player=name, move=cell.text))
            self._place(r, column, item, cell.ply)

    def set_marks(self, marks: dict[int, tuple[str, str]]) -> None:
        """Mark the moves a review judged (``ply`` of the position after the move → mark, tip)."""
        if marks != self.marks:
            self.marks = dict(marks)
            self._show_marks()

    def _show_marks(self) -> None:
        """Write each mark after its move (and take away, or change, the marks no longer wanted)."""
        plain = Qt.ItemDataRole.UserRole + 1
        for ply, (item, shown) in list(self._marked.items()):
            wanted = self.marks.get(ply)
            if self.cells.get(ply) is item and (wanted is None or wanted != shown):
                item.setText(item.data(plain))
                item.setToolTip(item.data(plain + 1))
                item.setBackground(QBrush())
            if wanted is None or wanted != shown or self.cells.get(ply) is not item:
                del self._marked[ply]
        for ply, (mark, tip) in self.marks.items():
            cell = self.cells.get(ply)
            if cell is None or ply in self._marked:
                continue
            cell.setData(plain, cell.text())
            cell.setData(plain + 1, cell.toolTip())
            cell.setText(f"{cell.text()} {mark}")
            cell.setToolTip(tip)
            cell.setBackground(QBrush(QColor(255, 226, 200) if mark != "??" else QColor(255, 200, 196)))
            self._marked[ply] = (cell, (mark, tip))

    def _dim_after(self, cursor: int, length: int) -> None:
        """Grey the moves after the one on show (touching only the cells whose look changes;
        looking only at the plies after the cursor: in a live game, none)."""
        dimmed = {ply for ply in range(cursor + 1, length + 1) if ply in self.cells}
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
        title = QLabel("<b>{}</b>".format(SideText.tr("Players")), self)
        self.players = PlayersPanel(self)
        moves_title = QLabel("<b>{}</b>".format(SideText.tr("Moves")), self)
        self.moves = MovesList(self)
        layout.addWidget(title)
        layout.addWidget(self.players)
        layout.addWidget(moves_title)
        layout.addWidget(self.moves, 1)
        self._layout = layout

    def add_graph(self, graph: QWidget) -> None:
        """The evaluation graph, under the moves."""
        self._layout.addWidget(graph)


def _plies(row: MoveRow) -> list[int]:
    if row.number is None:
        return [row.ply] if row.ply is not None else []
    return [cell.ply for cell in row.cells if cell is not None]
