"""Oxono as the app plays it: :class:`OxonoRules` with the AI's evaluation.

``rules.py`` holds the rules alone and ``evaluation.py`` builds on them;
this module puts the two together, so the rules never import the evaluation.
The registry makes its Oxono from :class:`OxonoGame`.

>>> game = OxonoGame()
>>> game.evaluate(game.state_from_text("OO4/6/2@3/3+2/6/xxx3 b"), 0) > 0
True
"""

from __future__ import annotations

from desktop.games.oxono import evaluation
from desktop.games.oxono.rules import OxonoRules, OxonoState


class OxonoGame(OxonoRules):
    """Oxono's rules, scored for searches by :func:`desktop.games.oxono.evaluation.evaluate`."""

    def evaluate(self, state: OxonoState, player: int) -> float:
        return evaluation.evaluate(state, player)
