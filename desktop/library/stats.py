"""The library's statistics: games, wins, draws and losses per game and per level, the rating.

The counts are the human's: a win is a game the one human at the table won.
A game without a single human (two friends at one screen, the AI against
itself) counts among the games and as ``other`` once it has ended.

>>> Tally(games=3, wins=1, draws=1, losses=1).score
0.5
>>> Tally(games=4, wins=1, draws=1, losses=1, other=1).text()
'4 games, 1 won, 1 drawn, 1 lost, 0 unfinished, 1 between others'
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any

from desktop.core.language import Translatable
from desktop.library.rating import UNRATED, Rating
from desktop.library.rating import trend as rating_steps
from desktop.library.store import Library


class TallyText(Translatable):
    """A tally of games in words (the library's window and ``xeno-games library stats``)."""


@dataclass
class Tally:
    """How a set of games went for the human."""

    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    unfinished: int = 0
    other: int = 0  # ended, with no single human at the table

    def add(self, result: str, count: int) -> None:
        self.games += count
        names = {"win": "wins", "draw": "draws", "loss": "losses", "unfinished": "unfinished"}
        key = names.get(result, "other")
        setattr(self, key, getattr(self, key) + count)

    @property
    def score(self) -> float | None:
        """The human's share of the points of the finished games (a draw counts a half)."""
        finished = self.wins + self.draws + self.losses
        return (self.wins + 0.5 * self.draws) / finished if finished else None

    def text(self) -> str:
        """``5 games, 2 won, 1 drawn, 1 lost, 1 unfinished`` (``, 1 between others`` where any)."""
        words = TallyText.tr(
            "{games} games, {wins} won, {draws} drawn, {losses} lost, {unfinished} unfinished"
        )
        if self.other:
            words += TallyText.tr(", {other} between others")
        return words.format(**asdict(self))


@dataclass
class GameStats:
    """One game's figures: every game, each level's, the rating, the reviews' mistakes."""

    game: str
    total: Tally = field(default_factory=Tally)
    levels: dict[str, Tally] = field(default_factory=dict)
    rating: Rating = UNRATED
    rated_games: int = 0
    reviewed: int = 0
    #: the reviewed games' inaccuracies, mistakes and blunders (the human's), summed
    verdicts: tuple[int, int, int] = (0, 0, 0)

    def mistakes_per_game(self) -> float | None:
        """Mistakes and blunders per reviewed game."""
        return (self.verdicts[1] + self.verdicts[2]) / self.reviewed if self.reviewed else None

    def to_json(self) -> dict[str, Any]:
        return {
            **asdict(self.total),
            "levels": {level: asdict(t) for level, t in self.levels.items()},
            "rating": None
            if not self.rated_games
            else {"value": round(self.rating.value, 1), "deviation": round(self.rating.deviation, 1)},
            "rated_games": self.rated_games,
            "reviewed": self.reviewed,
            "inaccuracies": self.verdicts[0],
            "mistakes": self.verdicts[1],
            "blunders": self.verdicts[2],
        }


def statistics(library: Library, game: str | None = None) -> dict[str, GameStats]:
    """Each game's figures (only ``game``'s when given), in the order of the games' ids."""
    found: dict[str, GameStats] = {}
    for name, level, result, count in library.counts(game):
        stats = found.setdefault(str(name), GameStats(str(name)))
        stats.total.add(str(result), int(count))
        if level is not None:  # "Match me" at every target it had: one level
            stats.levels.setdefault(str(level).partition(":")[0], Tally()).add(str(result), int(count))
    for name, stats in found.items():
        history = library.history(name)
        stats.rated_games = len(history)
        stats.rating = library.player_rating(name) if history else UNRATED
        reviews = library.reviews(name)
        stats.reviewed = len(reviews)
        stats.verdicts = (
            sum(r[1] for r in reviews),
            sum(r[2] for r in reviews),
            sum(r[3] for r in reviews),
        )
    return found


def rating_trend(library: Library, game: str) -> list[tuple[str, Rating]]:
    """The player's rating after each finished game against the AI in ``game``: (date, rating),
    oldest first; the last is :meth:`Library.player_rating` (the same steps as
    :func:`~desktop.library.rating.rate`, kept along the way)."""
    history = library.history(game)
    steps = rating_steps(game, [(level, score) for _, level, score in history])  # Match me at its target too
    return [(when, rating) for (when, _, _), rating in zip(history, steps, strict=True) if rating is not None]
