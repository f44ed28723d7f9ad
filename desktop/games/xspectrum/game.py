"""X Spectrum as the app plays it: :class:`XSpectrumRules` with the AI's evaluation.

``rules.py`` holds the rules alone and ``evaluation.py`` builds on them;
this module puts the two together, so the rules never import the evaluation.
The registry makes its X Spectrum from :class:`XSpectrumGame`.

>>> game = XSpectrumGame()
>>> start = game.new_state()
>>> abs(game.evaluate(start, 0) + game.evaluate(start, 1)) < 1e-9
True
"""

from __future__ import annotations

from desktop.games.xspectrum import evaluation
from desktop.games.xspectrum.movement import XSpectrumState
from desktop.games.xspectrum.rules import XSpectrumRules


class XSpectrumGame(XSpectrumRules):
    """X Spectrum's rules, scored for searches by :func:`desktop.games.xspectrum.evaluation.evaluate`."""

    def evaluate(self, state: XSpectrumState, player: int) -> float:
        return evaluation.evaluate(state, player)
