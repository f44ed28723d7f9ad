"""Zeno as the app plays it: :class:`ZenoRules` with the AI's evaluation and decision game.

``rules.py`` holds the rules alone; ``evaluation.py`` and ``decisions.py``
build on them, and this module puts the three together, so the rules never
import either.  The registry makes its Zeno from :class:`ZenoGame`.

>>> game = ZenoGame()
>>> start = game.new_state()
>>> game.evaluate(start, 0), len(game.decision_game().legal_moves(game.decision_game().begin(start)))
(0.0, 24)
"""

from __future__ import annotations

from desktop.games.playable import Playable
from desktop.games.zeno import evaluation
from desktop.games.zeno.decisions import ZenoDecisions
from desktop.games.zeno.engine import ZenoEngine
from desktop.games.zeno.entry import AI
from desktop.games.zeno.rules import ZenoRules


class ZenoGame(Playable[ZenoEngine], ZenoRules, ai=AI, evaluate=evaluation.evaluate):
    """Zeno's rules, scored by :func:`desktop.games.zeno.evaluation.evaluate`, offered one decision
    at a time through :class:`ZenoDecisions`, and searched through :class:`ZenoEngine` (which plays
    those same decisions on bitboards).
    """

    def decision_game(self) -> ZenoDecisions:
        """Zeno's turn as a sequence of single decisions (see :mod:`desktop.games.zeno.decisions`)."""
        return ZenoDecisions(self)

    def make_engine(self) -> ZenoEngine:
        """Zeno's fast engine (:mod:`desktop.games.zeno.engine`)."""
        return ZenoEngine()
