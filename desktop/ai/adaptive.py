"""The levels on one Elo scale, and "Match me": a level that plays at a given rating.

**The anchors.**  The ladder (docs/ai.md, "Where it stands") measured every level against the
one below it at their node budgets; a game's registry entry keeps those rows
(:attr:`~desktop.core.game_ai.GameAI.ladder`: wins, draws, losses of the stronger level).
Chained from Beginner, they put every level on one scale: **Beginner = 1000**, each level
above it the one below plus the Elo difference its score says (:func:`desktop.ai.elo.estimate`:
a clean sweep counts half a game short of one, +636 over 20 games), Random Beginner minus
Beginner's. Each anchor's deviation is the chain's: the square root of the sum of the links'
squared standard errors (a link's: its 95% interval's width over 2 × 1.96).

>>> from desktop.core.game_ai import GameAI
>>> ai = GameAI(ladder={"beginner": (20, 0, 0), "easy": (15, 0, 5), "medium": (10, 0, 10)})
>>> {k: round(v) for k, v in level_elos(ai).items()}
{'random': 364, 'beginner': 1000, 'easy': 1191, 'medium': 1191}
"""

from __future__ import annotations

import math

from desktop.ai.elo import Z95, estimate
from desktop.core.game_ai import GameAI

#: the level name of "Match me" (:func:`desktop.ai.levels.make_agent` takes it with a target Elo)
MATCH_LEVEL = "match"
#: the scale's fixed point: Beginner's Elo in every game
BEGINNER_ELO = 1000.0
#: the levels from the weakest, as the ladder chains them
CHAIN = ("random", "beginner", "easy", "medium", "hard", "expert")


def _link(wdl: tuple[int, int, int]) -> tuple[float, float]:
    """The Elo difference a ladder row says and its standard error."""
    est = estimate(*wdl)
    return est.elo, (est.high - est.low) / (2 * Z95)


def level_anchors(ai: GameAI) -> dict[str, tuple[float, float]]:
    """Each level the game's ladder reaches: (Elo, deviation), Beginner = 1000 with none.

    A level whose row (or a row below it) the game lacks has no anchor; a game without a ladder
    has Beginner alone."""
    out: dict[str, tuple[float, float]] = {"beginner": (BEGINNER_ELO, 0.0)}
    if "beginner" in ai.ladder:
        diff, se = _link(ai.ladder["beginner"])
        out["random"] = (BEGINNER_ELO - diff, se)
    elo, var = BEGINNER_ELO, 0.0
    for level in CHAIN[2:]:
        if level not in ai.ladder:
            break
        diff, se = _link(ai.ladder[level])
        elo, var = elo + diff, var + se * se
        out[level] = (elo, math.sqrt(var))
    return {level: out[level] for level in CHAIN if level in out}


def level_elos(ai: GameAI) -> dict[str, float]:
    """Each anchored level's Elo (:func:`level_anchors` without the deviations)."""
    return {level: elo for level, (elo, _) in level_anchors(ai).items()}
