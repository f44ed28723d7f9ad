"""Game ▸ Library…: every game played, filtered; replay, review, continue, export, delete;
the statistics on a tab of their own (:mod:`desktop.qt.library.stats_panel`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDate, QItemSelectionModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.library.schema import LibraryError
from desktop.library.store import Filter, GameRow, Library
from desktop.library.summary import board_words, opponent_words
from desktop.qt.buttons import tip_button
from desktop.qt.library.model import GamesModel, LibraryText, game_name, result_words
from desktop.qt.library.stats_panel import StatsPanel

#: how a game is opened: at its start, reviewed, or to play on
Opener = Callable[[int, str], None]
ANY_DAY = QDate(2000, 1, 1)


class LibraryWindow(QDialog):
    """The Library: a table of games with filters, and the statistics."""

    def __init__(self, library: Library, open_game: Opener, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(LibraryText.tr("Library"))
        self.library = library
        self.open_game = open_game
        self.tabs = QTabWidget(self)
        games = QWidget(self)
        self.model = GamesModel(library, self)
        self.table = QTableView(games)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for column, width in enumerate((125, 85, 150, 125, 85, 55)):
            self.table.setColumnWidth(column, width)
        self.table.doubleClicked.connect(lambda _index: self._open("replay"))

        self.game_box = self._combo(LibraryText.tr("Every game"), "game")
        self.board_box = self._combo(LibraryText.tr("Every board"), "board")
        self.opponent_box = self._combo(LibraryText.tr("Every opponent"), "opponent")
        self.result_box = self._combo(LibraryText.tr("Every result"), "result")
        self.since_edit = self._date(LibraryText.tr("From this day (the earliest day: any)"))
        self.until_edit = self._date(LibraryText.tr("To this day (the earliest day: any)"))
        filters = QHBoxLayout()
        for widget in (self.game_box, self.board_box, self.opponent_box, self.result_box):
            filters.addWidget(widget)
        filters.addWidget(QLabel(LibraryText.tr("From"), games))
        filters.addWidget(self.since_edit)
        filters.addWidget(QLabel(LibraryText.tr("to"), games))
        filters.addWidget(self.until_edit)
        filters.addStretch(1)

        self.count_label = QLabel(games)
        self.replay_button = self._button(
            LibraryText.tr("&Replay"),
            LibraryText.tr("Open the game at its start, to step through it"),
            "replay",
        )
        self.review_button = self._button(
            LibraryText.tr("Re&view"),
            LibraryText.tr("Open the game and mark the moves that lost the most"),
            "review",
        )
        self.continue_button = self._button(
            LibraryText.tr("&Continue"), LibraryText.tr("Play on from where the game was left"), "continue"
        )
        self.export_button = tip_button(
            LibraryText.tr("&Export…"),
            LibraryText.tr("Save the game as a game record (.json)"),
            games,
            self.export_selected,
        )
        self.delete_button = tip_button(
            LibraryText.tr("&Delete…"),
            LibraryText.tr("Remove the chosen games from the library"),
            games,
            self.delete_selected,
        )
        self.import_button = tip_button(
            LibraryText.tr("&Import…"),
            LibraryText.tr("Add saved game records to the library"),
            games,
            self.import_records,
        )
        buttons = QHBoxLayout()
        buttons.addWidget(self.count_label, 1)
        for button in (
            self.replay_button,
            self.review_button,
            self.continue_button,
            self.export_button,
            self.delete_button,
            self.import_button,
        ):
            buttons.addWidget(button)

        layout = QVBoxLayout(games)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.tabs.addTab(games, LibraryText.tr("&Games"))
        self.stats = StatsPanel(library, self)
        self.tabs.addTab(self.stats, LibraryText.tr("&Statistics"))
        self.tabs.currentChanged.connect(self._tab_changed)
        outer = QVBoxLayout(self)
        if library.problem is not None:
            warning = QLabel(library.problem.text, self)
            warning.setWordWrap(True)
            warning.setStyleSheet("color: #a33;")
            outer.addWidget(warning)
        outer.addWidget(self.tabs)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._update_buttons())
        self.resize(900, 560)
        self.reload()

    def _tab_changed(self, _index: int) -> None:
        if self.tabs.currentWidget() is self.stats:
            self.stats.refresh()

    # -- building ------------------------------------------------------------------------------
    def _combo(self, every: str, column: str) -> QComboBox:
        box = QComboBox(self)
        box.setObjectName(f"{column}Filter")
        box.setProperty("every", every)
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        box.currentIndexChanged.connect(lambda _i: self.apply_filter())
        return box

    def _date(self, tip: str) -> QDateEdit:
        edit = QDateEdit(self)
        edit.setCalendarPopup(True)
        edit.setDisplayFormat("yyyy-MM-dd")
        edit.setMinimumDate(ANY_DAY)
        edit.setSpecialValueText(LibraryText.tr("any day"))
        edit.setDate(ANY_DAY)
        edit.setToolTip(tip)
        edit.dateChanged.connect(lambda _d: self.apply_filter())
        return edit

    def _button(self, text: str, tip: str, how: str) -> QPushButton:
        return tip_button(text, tip, self, lambda: self._open(how))

    # -- filters -------------------------------------------------------------------------------
    def _fill(self, box: QComboBox, column: str) -> None:
        chosen = box.currentData()
        box.blockSignals(True)
        box.clear()
        box.addItem(str(box.property("every")), "")
        words = {"game": game_name, "board": board_words, "opponent": opponent_words, "result": result_words}
        for value in self.library.values(column):
            box.addItem(words[column](value), value)
        found = box.findData(chosen) if chosen else 0
        box.setCurrentIndex(max(found, 0))
        box.blockSignals(False)

    def reload(self) -> None:
        """Read the filters' choices and the games again (after an import, a delete, a game)."""
        for box, column in (
            (self.game_box, "game"),
            (self.board_box, "board"),
            (self.opponent_box, "opponent"),
            (self.result_box, "result"),
        ):
            self._fill(box, column)
        self.apply_filter()

    def current_filter(self) -> Filter:
        def day(edit: QDateEdit) -> str:
            return "" if edit.date() == ANY_DAY else edit.date().toString("yyyy-MM-dd")

        return Filter(
            game=self.game_box.currentData() or "",
            board=self.board_box.currentData() or "",
            opponent=self.opponent_box.currentData() or "",
            result=self.result_box.currentData() or "",
            since=day(self.since_edit),
            until=day(self.until_edit),
        )

    def apply_filter(self) -> None:
        self.model.set_filter(self.current_filter())
        total = self.model.total
        self.count_label.setText(LibraryText.tr("%n game|%n games", None, total))
        if total:
            self.table.selectionModel().select(
                self.model.index(0, 0),
                QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
            )
            # not the view's setCurrentIndex: with Ctrl held (Ctrl+L opened the window) it toggles
            self.table.selectionModel().setCurrentIndex(
                self.model.index(0, 0), QItemSelectionModel.SelectionFlag.NoUpdate
            )
        self._update_buttons()

    # -- the chosen games ----------------------------------------------------------------------
    def selected(self) -> list[GameRow]:
        rows = sorted({index.row() for index in self.table.selectionModel().selectedRows()})
        return [self.model.game(row) for row in rows]

    def _update_buttons(self) -> None:
        chosen = self.selected()
        one = len(chosen) == 1
        for button in (self.replay_button, self.review_button, self.export_button):
            button.setEnabled(one)
        self.continue_button.setEnabled(one and chosen[0].result == "unfinished")
        self.delete_button.setEnabled(bool(chosen))

    def _open(self, how: str) -> None:
        chosen = self.selected()
        if len(chosen) != 1:
            return
        if how == "continue" and chosen[0].result != "unfinished":
            return
        self.open_game(chosen[0].id, how)

    def export_selected(self) -> None:
        chosen = self.selected()
        if len(chosen) != 1:
            return
        game = chosen[0]
        name = f"{game.game}-{game.ended[:10]}-{game.id}.json"
        path, _ = QFileDialog.getSaveFileName(self, "Export Game", name, "Game records (*.json)")
        if path:
            self.export_to(game.id, Path(path))

    def export_to(self, game_id: int, path: Path) -> None:
        try:
            self.library.export(game_id, path)
        except LibraryError as exc:
            QMessageBox.warning(self, LibraryText.tr("Export Game"), str(exc))

    def delete_selected(self) -> None:
        chosen = self.selected()
        if not chosen:
            return
        answer = QMessageBox.question(
            self,
            LibraryText.tr("Delete Games"),
            LibraryText.tr(
                "Remove this game from the library? This cannot be undone."
                "|Remove these %n games from the library? This cannot be undone.",
                None,
                len(chosen),
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.library.delete(game.id for game in chosen)
        self.reload()

    def import_records(self) -> None:
        paths, _ = QFileDialog.getOpenFileNames(
            self, LibraryText.tr("Import Games"), "", LibraryText.tr("Game records (*.json)")
        )
        if paths:
            self.import_paths([Path(p) for p in paths])

    def import_paths(self, paths: list[Path]) -> str:
        report = self.library.import_paths(paths)
        self.reload()
        text = report.text()
        if report.refused:
            QMessageBox.warning(self, LibraryText.tr("Import Games"), text)
        return text
