"""X Spectrum as the app plays it: :class:`XSpectrumRules` with the AI's evaluation and search engine.

``rules.py`` holds the rules alone and ``evaluation.py`` builds on them;
this module puts the two together, so the rules never import the evaluation.
The registry makes its X Spectrum from :class:`XSpectrumGame`.  Searches speak
to :meth:`XSpectrumGame.search_engine` (``engine.py``), which packs positions
in ints and tuples.

>>> game = XSpectrumGame()
>>> start = game.new_state()
>>> abs(game.evaluate(start, 0) + game.evaluate(start, 1)) < 1e-9
True
>>> game.search_engine() is game.search_engine()
True
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from desktop.games.xspectrum import evaluation
from desktop.games.xspectrum.entry import AI
from desktop.games.xspectrum.movement import XSpectrumState
from desktop.games.xspectrum.rules import XSpectrumRules

if TYPE_CHECKING:
    from desktop.games.xspectrum.engine import XSpectrumEngine


class XSpectrumGame(XSpectrumRules):
    """X Spectrum's rules, scored for searches by :func:`desktop.games.xspectrum.evaluation.evaluate`."""

    #: the rules' facts with what its registry entry tells the AI
    info = replace(XSpectrumRules.info, ai=AI)
    _engine: XSpectrumEngine | None = None

    def evaluate(self, state: XSpectrumState, player: int) -> float:
        return evaluation.evaluate(state, player)

    def search_engine(self) -> XSpectrumEngine:
        """The packed-integer engine (built on first use: its tables take a moment)."""
        if self._engine is None:
            from desktop.games.xspectrum.engine import XSpectrumEngine

            self._engine = XSpectrumEngine()
            self._engine.hints = AI.hints
        return self._engine
