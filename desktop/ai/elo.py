"""Elo differences from match results, with a 95% confidence interval.

A score fraction ``s`` (wins plus half the draws, over the games) maps to an
Elo difference ``-400 log10(1/s - 1)``.  The interval is the Wilson score
interval of the score fraction over the games (draws count half), mapped
through the same curve, so a clean sweep still gets an honest lower bound; a
score of 0 or 1 is clamped half a game inside for the estimate itself.

>>> round(elo_difference(0.75))
191
>>> estimate(15, 0, 5).text()
'+191 Elo (95% CI +22 .. +360), score 75.0% of 20'
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from desktop.core.language import Translatable

Z95 = 1.959963984540054


def elo_difference(score: float) -> float:
    """The Elo difference that expects ``score`` (0 < score < 1)."""
    return -400.0 * math.log10(1.0 / score - 1.0)


class EloText(Translatable):
    """An estimate's words (``xeno-games match`` prints them)."""


@dataclass(frozen=True)
class EloEstimate:
    wins: int
    draws: int
    losses: int
    elo: float
    low: float
    high: float

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def score(self) -> float:
        """Wins plus half the draws, as a fraction of the games (0 when there were none)."""
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.0

    def text(self) -> str:
        elo = self.elo + 0.0  # never "-0"
        if round(elo) == 0:
            elo = 0.0
        return EloText.tr("{elo} Elo (95% CI {low} .. {high}), score {score}% of {games}").format(
            elo=f"{elo:+.0f}",
            low=f"{self.low:+.0f}",
            high=f"{self.high:+.0f}",
            score=f"{100 * self.score:.1f}",
            games=self.games,
        )


def estimate(wins: int, draws: int, losses: int) -> EloEstimate:
    """The Elo difference of a player who scored ``wins``/``draws``/``losses``, with its 95% interval."""
    if min(wins, draws, losses) < 0:
        raise ValueError("counts cannot be negative")
    n = wins + draws + losses
    if n == 0:
        return EloEstimate(0, 0, 0, 0.0, -math.inf, math.inf)
    half = 0.5 / n
    score = (wins + 0.5 * draws) / n
    z2 = Z95 * Z95
    centre = (score + z2 / (2 * n)) / (1 + z2 / n)
    spread = Z95 * math.sqrt(score * (1 - score) / n + z2 / (4 * n * n)) / (1 + z2 / n)

    def clamp(s: float) -> float:
        return min(max(s, half), 1 - half)

    return EloEstimate(
        wins,
        draws,
        losses,
        elo_difference(clamp(score)),
        elo_difference(clamp(centre - spread)),
        elo_difference(clamp(centre + spread)),
    )
