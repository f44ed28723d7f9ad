"""What every game's ``game.py`` adds to its rules for the AI: one search engine, kept.

A game's :class:`Playable` subclass names its evaluation (the ``evaluate``
class keyword) and how to make its engine; the engine is made on first use
(its tables take a moment), once per rules instance, and searched with the
hints its registry entry gives (``info.ai.hints``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, Generic, TypeVar

from desktop.core.engine import SearchEngine
from desktop.core.game_ai import GameAI

E = TypeVar("E", bound=SearchEngine[Any, Any])


class Playable(Generic[E]):
    """Mixed in before a game's rules class: :meth:`search_engine` from :meth:`make_engine`;
    ``class XenoGame(Playable[XenoEngine], XenoRules, ai=AI, evaluate=evaluation.evaluate)``
    gives the rules' facts (``info``) what the game's registry entry tells the AI, and scores
    positions for the searches with the game's evaluation."""

    _engine: E | None = None
    _evaluation: Callable[[Any, int], float] | None = None
    info: Any

    def __init_subclass__(
        cls, ai: GameAI | None = None, evaluate: Callable[[Any, int], float] | None = None, **kwargs: Any
    ) -> None:
        super().__init_subclass__(**kwargs)
        if ai is not None:
            cls.info = replace(cls.info, ai=ai)
        if evaluate is not None:
            cls._evaluation = staticmethod(evaluate)

    def evaluate(self, state: Any, player: int) -> float:
        """The game's evaluation of ``state`` for ``player`` (the ``evaluate`` class keyword)."""
        if self._evaluation is None:
            return float(super().evaluate(state, player))  # type: ignore[misc]
        return self._evaluation(state, player)

    def make_engine(self) -> E:
        """A new engine for this game (imported here, so the rules load without it)."""
        raise NotImplementedError

    def search_engine(self) -> E:
        """The game's engine: made on first use, then the same one for these rules (each game's
        engine test checks so), with the hints of the registry entry."""
        if self._engine is None:
            engine = self.make_engine()
            engine.hints = self.info.ai.hints
            self._engine = engine
        return self._engine
