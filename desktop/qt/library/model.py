"""The Library window's table of games: a Qt model that reads the library a page at a time.

Only the rows the view asks for are read (:meth:`GamesModel.fetchMore`, a
:data:`PAGE` of rows each time the view scrolls near the end), so the window
opens at once with ten thousand games in the library.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from desktop.core.language import QT_TRANSLATE_NOOP, Translatable, translate
from desktop.games.words import player_word
from desktop.library.store import Filter, GameRow, Library
from desktop.library.summary import board_words, opponent_words

#: how many rows one fetch reads
PAGE = 200
#: a result's words (translated where shown: :func:`result_words`)
RESULTS = {
    "win": QT_TRANSLATE_NOOP("LibraryText", "Won"),
    "draw": QT_TRANSLATE_NOOP("LibraryText", "Draw"),
    "loss": QT_TRANSLATE_NOOP("LibraryText", "Lost"),
    "unfinished": QT_TRANSLATE_NOOP("LibraryText", "Unfinished"),
    "over": QT_TRANSLATE_NOOP("LibraryText", "Ended"),
}


class LibraryText(Translatable):
    """The Library window's words."""


def result_words(result: str) -> str:
    """``"win"`` -> ``"Won"``, in the app's language."""
    return translate("LibraryText", RESULTS[result]) if result in RESULTS else result

Index = QModelIndex | QPersistentModelIndex


def _level(level: object) -> str:
    """An AI level's name, in the app's language ("" for none)."""
    from desktop.ai.levels import level_label

    return level_label(level) if isinstance(level, str) and level else ""


def game_name(game: str) -> str:
    from desktop.games.registry import all_games

    games = all_games()
    return games[game].info.name if game in games else game  # a game this app does not know: its id


def local_time(text: str) -> str:
    """A stored UTC date as this computer's time, to the minute."""
    try:
        return _dt.datetime.fromisoformat(text).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return text[:16].replace("T", " ")


def mistakes(row: GameRow) -> str:
    """``3 (2 ?!)``: the review's mistakes and blunders, its inaccuracies; "" for a game not reviewed."""
    if row.review is None:
        return ""
    inaccuracies, mistakes, blunders = row.review
    return f"{mistakes + blunders} ({inaccuracies} ?!)"


#: the columns: heading, and how a row shows in it
COLUMNS: tuple[tuple[str, Callable[[GameRow], str]], ...] = (
    (QT_TRANSLATE_NOOP("LibraryText", "Date"), lambda row: local_time(row.ended)),
    (QT_TRANSLATE_NOOP("LibraryText", "Game"), lambda row: game_name(row.game)),
    (QT_TRANSLATE_NOOP("LibraryText", "Board"), lambda row: board_words(row.board)),
    (QT_TRANSLATE_NOOP("LibraryText", "Opponent"), lambda row: opponent_words(row.opponent)),
    (QT_TRANSLATE_NOOP("LibraryText", "Result"), lambda row: result_words(row.result)),
    (QT_TRANSLATE_NOOP("LibraryText", "Moves"), lambda row: str(row.moves)),
    (QT_TRANSLATE_NOOP("LibraryText", "Mistakes"), mistakes),
)


def cell(row: GameRow, column: int) -> str:
    """What ``row`` shows in ``column``, in the app's language."""
    return COLUMNS[column][1](row)


class GamesModel(QAbstractTableModel):
    """The games a :class:`~desktop.library.store.Filter` lets through, newest first."""

    def __init__(self, library: Library, parent: Any = None) -> None:
        super().__init__(parent)
        self.library = library
        self.filter = Filter()
        self._rows: list[GameRow] = []
        self._total = 0
        #: pages read (a test reads it: the window must not read the whole library)
        self.fetches = 0  # nothing read until the first refresh() (the window's filter)

    def set_filter(self, where: Filter) -> None:
        self.filter = where
        self.refresh()

    def refresh(self) -> None:
        """Read again from the start (the library changed, or the filter)."""
        self.beginResetModel()
        self._rows = []
        self._total = self.library.count(self.filter)
        self.endResetModel()
        if self.canFetchMore(QModelIndex()):
            self.fetchMore(QModelIndex())

    @property
    def total(self) -> int:
        """How many games the filter lets through (not all read yet)."""
        return self._total

    def game(self, row: int) -> GameRow:
        return self._rows[row]

    # -- QAbstractTableModel --------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 (Qt's own default)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(COLUMNS)

    def canFetchMore(self, parent: Index) -> bool:
        return not parent.isValid() and len(self._rows) < self._total

    def fetchMore(self, parent: Index) -> None:
        if parent.isValid():
            return
        more = self.library.rows(self.filter, len(self._rows), PAGE)
        if not more:
            self._total = len(self._rows)
            return
        self.fetches += 1
        first = len(self._rows)
        self.beginInsertRows(QModelIndex(), first, first + len(more) - 1)
        self._rows.extend(more)
        self.endInsertRows()

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return cell(row, index.column())
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() in (5, 6):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            you = LibraryText.tr("You")
            players = ", ".join(
                f"{player_word(str(p.get('side', '?')))}: {p.get('name') or _level(p.get('level')) or you}"
                for p in row.players
            )
            game = LibraryText.tr(
                "Game {number} · {players} · %n move|Game {number} · {players} · %n moves", None, row.moves
            )
            return game.format(number=row.id, players=players)
        if role == Qt.ItemDataRole.UserRole:
            return row.id
        return None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("LibraryText", COLUMNS[section][0])
        return None
