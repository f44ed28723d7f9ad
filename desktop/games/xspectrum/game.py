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
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop.games.playable import Playable
from desktop.games.xspectrum import evaluation
from desktop.games.xspectrum.entry import AI
from desktop.games.xspectrum.rules import XSpectrumRules

if TYPE_CHECKING:
    from desktop.games.xspectrum.engine import XSpectrumEngine


class XSpectrumGame(Playable["XSpectrumEngine"], XSpectrumRules, ai=AI, evaluate=evaluation.evaluate):
    """X Spectrum's rules, scored for searches by :func:`desktop.games.xspectrum.evaluation.evaluate`."""

    def make_engine(self) -> XSpectrumEngine:
        """The packed-integer engine (its tables take a moment: made on first use)."""
        from desktop.games.xspectrum.engine import XSpectrumEngine

        return XSpectrumEngine()
