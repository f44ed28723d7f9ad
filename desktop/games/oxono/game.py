"""Oxono as the app plays it: :class:`OxonoRules` with the AI's evaluation and search engine.

``rules.py`` holds the rules alone and ``evaluation.py`` builds on them;
this module puts the two together, so the rules never import the evaluation.
The registry makes its Oxono from :class:`OxonoGame`.  Searches speak to
:meth:`OxonoGame.search_engine` (``engine.py``), which packs positions in ints.

>>> game = OxonoGame()
>>> game.evaluate(game.state_from_text("OO4/6/2@3/3+2/6/xxx3 b"), 0) > 0
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.games.oxono import evaluation
from desktop.games.oxono.entry import AI
from desktop.games.oxono.rules import OxonoRules
from desktop.games.playable import Playable

if TYPE_CHECKING:
    from desktop.games.oxono.engine import OxonoEngine


class OxonoGame(Playable["OxonoEngine"], OxonoRules, ai=AI, evaluate=evaluation.evaluate):
    """Oxono's rules, scored for searches by :func:`desktop.games.oxono.evaluation.evaluate`."""

    def make_engine(self) -> OxonoEngine:
        """The packed-integer engine (built on first use: its tables take a moment): the one with
        the search's threat hooks, searched with the hints of the registry entry (late move
        reductions after the third move, by two turns after the sixth from depth 4), and zugzwang
        seen at the leaves (docs/ai.md, "Oxono against a reference agent": each beat the engine
        without it)."""
        from desktop.games.oxono.engine import ThreatEngine

        return ThreatEngine(zugzwang=True, hints=AI.hints)
