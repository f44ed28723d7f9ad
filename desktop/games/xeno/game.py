"""Xeno as the app plays it: :class:`XenoRules` with the AI's evaluation.

``rules.py`` holds the rules alone and ``evaluation.py`` builds on them;
this module puts the two together, so the rules never import the evaluation.
The registry makes its Xeno from :class:`XenoGame`.

>>> game = XenoGame()
>>> game.evaluate(game.state_from_text("xeno-12 a bbba,,,,,,,,,,b,a"), 0) > 0
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from desktop.games.xeno import evaluation
from desktop.games.xeno.entry import AI
from desktop.games.xeno.rules import XenoRules, XenoState

if TYPE_CHECKING:
    from desktop.games.xeno.engine import XenoEngine


class XenoGame(XenoRules):
    """Xeno's rules, scored for searches by :func:`desktop.games.xeno.evaluation.evaluate`."""

    #: the rules' facts with what its registry entry tells the AI
    info = replace(XenoRules.info, ai=AI)
    _engine: XenoEngine | None = None

    def evaluate(self, state: XenoState, player: int) -> float:
        return evaluation.evaluate(state, player)

    def search_engine(self) -> XenoEngine:
        """The packed-stacks engine (:mod:`desktop.games.xeno.engine`), one per rules instance;
        its board tables are built once per board."""
        if self._engine is None:
            from desktop.games.xeno.engine import XenoEngine

            self._engine = XenoEngine(self)
            self._engine.hints = AI.hints
        return self._engine
