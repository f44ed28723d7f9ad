"""The Library's Statistics tab: per game and per level the games, wins, draws and losses; the
player's rating with its uncertainty and its trend (pyqtgraph); the mistakes of reviewed games."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.core.language import QT_TRANSLATE_NOOP, translate, whole
from desktop.library.rating import level_rating
from desktop.library.stats import GameStats, Tally, rating_trend, statistics
from desktop.library.store import Library
from desktop.qt.library.model import LibraryText, game_name


def level_name(level: str) -> str:
    """A level's name as the New Game dialog writes it ("match": Match me, at whatever rating)."""
    from desktop.ai.levels import level_label

    return LibraryText.tr("Match me") if level == "match" else level_label(level)


HEADINGS = (
    QT_TRANSLATE_NOOP("LibraryText", "Opponent"),
    QT_TRANSLATE_NOOP("LibraryText", "Games"),
    QT_TRANSLATE_NOOP("LibraryText", "Won"),
    QT_TRANSLATE_NOOP("LibraryText", "Drawn"),
    QT_TRANSLATE_NOOP("LibraryText", "Lost"),
    QT_TRANSLATE_NOOP("LibraryText", "Unfinished"),
    QT_TRANSLATE_NOOP("LibraryText", "Score"),
)


def _graph(title: str, left: str, bottom: str) -> pg.PlotWidget:
    graph = pg.PlotWidget(background="w")
    graph.setTitle(title, color="#333", size="10pt")
    graph.setLabel("left", left, color="#444")
    graph.setLabel("bottom", bottom, color="#444")
    graph.showGrid(x=False, y=True, alpha=0.25)
    graph.setMouseEnabled(x=False, y=False)
    graph.hideButtons()
    graph.setMinimumHeight(170)
    return graph


def _whole_ticks(graph: pg.PlotWidget, axis: str, first: int, last: int, most: int) -> None:
    """Ticks on ``axis`` at the whole numbers from ``first`` to ``last`` (every nth, past ``most``)."""
    step = max(1, -(-last // most))
    graph.getAxis(axis).setTicks([[(n, str(n)) for n in range(first, last + 1, step)], []])


def _whole_numbers(graph: pg.PlotWidget, count: int) -> None:
    """Games are counted in whole numbers: a tick at each game (every nth past a dozen)."""
    _whole_ticks(graph, "bottom", 1, count, 12)
    graph.setXRange(0.5, count + 0.5, padding=0)


class StatsPanel(QWidget):
    """The figures of one game at a time (the game chosen above them)."""

    NO_REVIEWS = QT_TRANSLATE_NOOP(
        "LibraryText", "No game reviewed yet: Game ▸ Review Game marks the moves that lost the most."
    )

    def __init__(self, library: Library, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = library
        self.game_box = QComboBox(self)
        self.game_box.setObjectName("statsGame")
        self.game_box.currentIndexChanged.connect(lambda _i: self.show_game())
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.rating_label = QLabel(self)
        self.rating_label.setWordWrap(True)
        self.rating_label.setTextFormat(Qt.TextFormat.RichText)
        self.table = QTableWidget(0, len(HEADINGS), self)
        self.table.setHorizontalHeaderLabels([translate("LibraryText", h) for h in HEADINGS])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.rating_graph = _graph(
            LibraryText.tr("Your rating after each game against the AI"),
            LibraryText.tr("rating"),
            LibraryText.tr("game"),
        )
        self.mistakes_graph = _graph(
            LibraryText.tr("Mistakes per reviewed game"), LibraryText.tr("mistakes"), LibraryText.tr(
                "reviewed game"
            )
        )
        self.no_reviews = QLabel(
            translate("LibraryText", self.NO_REVIEWS), self
        )
        self.no_reviews.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(QLabel(LibraryText.tr("Game:"), self))
        top.addWidget(self.game_box)
        top.addWidget(self.summary, 1)
        graphs = QHBoxLayout()
        graphs.addWidget(self.rating_graph, 3)
        reviews = QVBoxLayout()
        reviews.addWidget(self.mistakes_graph, 1)
        reviews.addWidget(self.no_reviews)
        graphs.addLayout(reviews, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.rating_label)
        table_row = QHBoxLayout()
        table_row.addWidget(self.table)
        table_row.addStretch(1)
        layout.addLayout(table_row)
        layout.addLayout(graphs, 1)

    def refresh(self) -> None:
        """Count again (the tab is shown, a game was added)."""
        chosen = self.game_box.currentData()
        self.game_box.blockSignals(True)
        self.game_box.clear()
        for game in self.library.values("game"):  # each game's figures when it is chosen
            self.game_box.addItem(game_name(game), game)
        found = self.game_box.findData(chosen)
        self.game_box.setCurrentIndex(found if found >= 0 else 0)
        self.game_box.blockSignals(False)
        self.show_game()

    def show_game(self) -> None:
        game = self.game_box.currentData()
        stats = statistics(self.library, game).get(game) if isinstance(game, str) else None
        self.rating_graph.clear()
        self.mistakes_graph.clear()
        if stats is None:
            self.summary.setText(
                LibraryText.tr("No games in the library yet: every game you play lands here.")
            )
            self.rating_label.setText("")
            self.table.setRowCount(0)
            return
        self.summary.setText(stats.total.text())
        self._fill_table(stats)
        self._show_rating(stats)
        self._show_mistakes(stats)

    def _fill_table(self, stats: GameStats) -> None:
        rows: list[tuple[str, Tally]] = [(level_name(level), t) for level, t in stats.levels.items()]
        rows.append((LibraryText.tr("Every opponent"), stats.total))
        self.table.setRowCount(len(rows))
        for r, (name, tally) in enumerate(rows):
            score = tally.score
            values = (
                name,
                tally.games,
                tally.wins,
                tally.draws,
                tally.losses,
                tally.unfinished,
                "" if score is None else f"{100 * score:.0f}%",
            )
            for c, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)

    def _show_rating(self, stats: GameStats) -> None:
        if not stats.rated_games:
            self.rating_label.setText(
                LibraryText.tr("No rating yet: finish a game against one of the AI's levels.")
            )
            return
        rating = stats.rating
        rated = LibraryText.tr(
            "Your rating in {game}: {rating} ± {margin} (95% sure it lies in {low}–{high}), "
            "after {games} games against the levels"
        )
        self.rating_label.setText(
            rated.format(
                game=game_name(stats.game),
                rating=f"<b>{whole(rating.value)}</b>",
                margin=whole(2 * rating.deviation),
                low=whole(rating.value - 2 * rating.deviation),
                high=whole(rating.value + 2 * rating.deviation),
                games=whole(stats.rated_games),
            )
        )
        trend = rating_trend(self.library, stats.game)
        xs = list(range(1, len(trend) + 1))
        values = [r.value for _, r in trend]
        upper = pg.PlotDataItem(xs, [r.value + r.deviation for _, r in trend], pen=pg.mkPen(None))
        lower = pg.PlotDataItem(xs, [r.value - r.deviation for _, r in trend], pen=pg.mkPen(None))
        band = pg.FillBetweenItem(upper, lower, brush=pg.mkBrush(60, 110, 200, 50))
        for item in (upper, lower, band):
            self.rating_graph.addItem(item)
        self.rating_graph.plot(xs, values, pen=pg.mkPen("#2a5db0", width=2), symbol="o", symbolSize=5)
        _whole_numbers(self.rating_graph, len(xs))
        for level in stats.levels:
            try:
                anchor = level_rating(stats.game, level)
            except KeyError:
                continue
            line = pg.InfiniteLine(
                anchor.value,
                angle=0,
                pen=pg.mkPen("#999", style=Qt.PenStyle.DashLine),
                label=level_name(level),
                labelOpts={"position": 0.05, "color": "#666", "anchors": [(0, 1), (0, 1)]},
            )
            self.rating_graph.addItem(line)

    def _show_mistakes(self, stats: GameStats) -> None:
        reviews = self.library.reviews(stats.game)
        self.mistakes_graph.setVisible(bool(reviews))
        if not reviews:
            self.no_reviews.setText(translate("LibraryText", self.NO_REVIEWS))
            self.no_reviews.show()
            return
        xs = list(range(1, len(reviews) + 1))
        self.mistakes_graph.addItem(
            pg.BarGraphItem(x=xs, height=[r[2] + r[3] for r in reviews], width=0.6, brush="#d98c3f")
        )
        _whole_numbers(self.mistakes_graph, len(xs))
        # mistakes are counted too: whole-number ticks up the side (a half mistake is no count)
        top = max(1, max(r[2] + r[3] for r in reviews))
        _whole_ticks(self.mistakes_graph, "left", 0, top, 6)
        self.mistakes_graph.setYRange(-0.03 * top, top + 0.25, padding=0)
        self.mistakes_graph.addItem(
            pg.BarGraphItem(x=xs, height=[r[3] for r in reviews], width=0.6, brush="#c0392b")
        )
        _, m, b = stats.verdicts
        self.no_reviews.setText(
            LibraryText.tr(
                "Mistakes (orange) and blunders (red): {average} a game over {count} reviewed"
            ).format(average=f"{(m + b) / len(reviews):.1f}", count=len(reviews))
        )
        self.no_reviews.show()
