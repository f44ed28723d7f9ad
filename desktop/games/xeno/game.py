"""Xeno as the app plays it: :class:`XenoRules` with the AI's evaluation.

``rules.py`` holds the rules alone and ``evaluation.py`` builds on them;
this module puts the two together, so the rules never import the evaluation.
The registry makes its Xeno from :class:`XenoGame`.

>>> game = XenoGame()
>>> game.evaluate(game.state_from_text("xeno-12 a bbba,,,,,,,,,,b,a"), 0) > 0
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.games.playable import Playable
from desktop.games.xeno import evaluation
from desktop.games.xeno.entry import AI
from desktop.games.xeno.rules import XenoRules

if TYPE_CHECKING:
    from desktop.games.xeno.engine import XenoEngine


class XenoGame(Playable["XenoEngine"], XenoRules, ai=AI, evaluate=evaluation.evaluate):
    """Xeno's rules, scored for searches by :func:`desktop.games.xeno.evaluation.evaluate`."""

    def make_engine(self) -> XenoEngine:
        """The packed-stacks engine (:mod:`desktop.games.xeno.engine`); its board tables are
        built once per board."""
        from desktop.games.xeno.engine import XenoEngine

        return XenoEngine(self)
