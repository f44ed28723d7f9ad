"""The player's rating against the AI levels: Glicko-2, per game, anchored on the ladder.

The scale is the levels' (:func:`desktop.ai.adaptive.level_anchors`): Beginner is 1000 in
every game, each level above it the one below plus the Elo difference the ladder measured
(docs/ai.md).  A player starts :data:`UNRATED` (1500 ± 350, Glicko's own start) and each
finished game against a level is one rating period of Glicko-2 (Glickman, "Example of the
Glicko-2 system", 2012) against that level's anchor, a :class:`Rating` whose deviation is the
ladder chain's uncertainty.  A game against "Match me" (``match:1420``) counts as one against
a player of the rating it played at (:func:`opponent`).

>>> r = rate("oxono", [("medium", 1.0), ("medium", 0.0), ("easy", 1.0)])
>>> round(r.value), r.deviation < UNRATED.deviation
(1683, True)
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from desktop.ai.adaptive import MATCH_LEVEL, level_anchors, match_target
from desktop.core.language import whole

#: Glicko-2's scale factor between the Glicko and the internal scale (400 / ln 10)
SCALE = 173.7178
#: the system constant: how much the volatility may change (Glickman suggests 0.3 to 1.2)
TAU = 0.5
#: the convergence tolerance of the volatility's iteration
EPSILON = 1e-6
#: the deviation of a player of whom nothing is known, and the most it grows back to
MAX_DEVIATION = 350.0
#: the deviation of "Match me" as an opponent: it plays at a mapped budget, measured to about this
MATCH_DEVIATION = 100.0


@dataclass(frozen=True)
class Rating:
    """A Glicko rating: the value, its deviation (one standard deviation: the 95% interval is
    about ± twice it) and the volatility (how erratic the player's form is)."""

    value: float
    deviation: float
    volatility: float = 0.06

    def text(self) -> str:
        """``1,420 ± 240`` (± twice the deviation: about the 95% interval)."""
        return f"{whole(self.value)} ± {whole(2 * self.deviation)}"


UNRATED = Rating(1500.0, MAX_DEVIATION, 0.06)


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _volatility(sigma: float, phi: float, v: float, delta: float) -> float:
    """Step 5 of the paper: the new volatility, by the Illinois algorithm."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (TAU * TAU)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * TAU) < 0:
            k += 1
        big_b = a - k * TAU
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(player: Rating, games: Sequence[tuple[Rating, float]]) -> Rating:
    """The player's rating after one rating period of ``games``: (opponent, score 1/0.5/0).

    No games: only the deviation grows (by the volatility), up to :data:`MAX_DEVIATION`."""
    mu = (player.value - 1500.0) / SCALE
    phi = player.deviation / SCALE
    sigma = player.volatility
    if not games:
        grown = min(math.sqrt(phi * phi + sigma * sigma) * SCALE, MAX_DEVIATION)
        return Rating(player.value, grown, sigma)
    inv_v = 0.0
    gain = 0.0
    for opponent, score in games:
        mu_j = (opponent.value - 1500.0) / SCALE
        phi_j = opponent.deviation / SCALE
        g, e = _g(phi_j), _expected(mu, mu_j, phi_j)
        inv_v += g * g * e * (1.0 - e)
        gain += g * (score - e)
    v = 1.0 / inv_v
    delta = v * gain
    new_sigma = _volatility(sigma, phi, v, delta)
    phi_star = math.sqrt(phi * phi + new_sigma * new_sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * gain
    return Rating(new_mu * SCALE + 1500.0, min(new_phi * SCALE, MAX_DEVIATION), new_sigma)


def _anchors(game_id: str) -> dict[str, tuple[float, float]]:
    from desktop.games.registry import entry

    return level_anchors(entry(game_id).ai)


def level_rating(game_id: str, level: str) -> Rating:
    """The anchor of an AI level in that game (its ladder Elo, the chain's deviation).

    ``KeyError`` for a level the game's ladder does not reach (or "Match me", which has none)."""
    anchors = _anchors(game_id)
    if level not in anchors:
        raise KeyError(f"{level!r} has no rating in {game_id!r} (rated: {', '.join(anchors)})")
    value, deviation = anchors[level]
    return Rating(value, deviation, 0.0)


def opponent(game_id: str, level: str, player: Rating) -> Rating | None:
    """What a game against ``level`` counts as for a player rated ``player``: the level's anchor;
    for "Match me" at a target (``match:1420``) a player of that rating, for a bare ``match`` one
    of the player's own, either kept within the levels' range; None for a level without one."""
    anchors = _anchors(game_id)
    if level in anchors:
        return Rating(*anchors[level], 0.0)
    if level.partition(":")[0] != MATCH_LEVEL:
        return None
    target = match_target(level)
    low, high = min(v for v, _ in anchors.values()), max(v for v, _ in anchors.values())
    value = player.value if target is None else target
    return Rating(min(max(value, low), high), MATCH_DEVIATION, 0.0)


def trend(game_id: str, history: Iterable[tuple[str, float]]) -> list[Rating | None]:
    """The player's rating after each game of ``history`` ((level, score) in time order), None
    after a game that does not count (a level without a rating); the last rating is :func:`rate`'s."""
    player = UNRATED
    out: list[Rating | None] = []
    for level, score in history:
        against = opponent(game_id, level, player)
        if against is not None:
            player = update(player, [(against, score)])
        out.append(player if against is not None else None)
    return out


def rate(game_id: str, history: Iterable[tuple[str, float]]) -> Rating:
    """The player's rating in ``game_id`` after ``history``: (level, score) in time order, each
    a finished game against that level (one rating period each; :func:`opponent`).  Games
    against a level without a rating are skipped."""
    found = [r for r in trend(game_id, history) if r is not None]
    return found[-1] if found else UNRATED
