"""The alpha-beta agent of the earlier levels, now the principal-variation search.

:class:`AlphaBetaAgent` keeps its constructor (``seconds``, ``max_depth``,
``seed``, ``nodes``) for the callers and tests that build one directly; the
search itself is :class:`~desktop.ai.search.PvsAgent` over the game's
:class:`~desktop.core.engine.SearchEngine` (iterative deepening, TT, killers,
history, quiescence, whole turns of a decision game).
"""

from __future__ import annotations

from desktop.ai.search import EVAL_SCALE, WIN, PvsAgent

__all__ = ["EVAL_SCALE", "WIN", "AlphaBetaAgent"]


class AlphaBetaAgent(PvsAgent):
    """:class:`PvsAgent` built the old way: ``seconds`` and ``nodes`` make the budget
    (:meth:`Budget.from_limits`: either, both, or neither, then 2 s; 0 is no limit)."""

    name = "alphabeta"

    def __init__(
        self, seconds: float | None = None, max_depth: int = 8, seed: int = 0, nodes: int | None = None
    ) -> None:
        super().__init__(seconds, nodes, max_depth=max_depth, seed=seed)
