"""What a game tells the AI about itself: hints for searching its engine, budgets per level.

The searches (``desktop/ai``) know no game by name.  A game states what it
wants of them in its registry entry (``desktop/games/<g>/entry.py``) as a
:class:`GameAI`, and the AI finds it through what it is given already: the
rules' :attr:`~desktop.core.protocol.GameInfo.ai` (budgets, the analysis's
figures) and the search engine's :attr:`~desktop.core.engine.SearchEngine.hints`
(how to search it).  Levels (``desktop/ai/levels.py``) keep their names,
algorithms and default budgets; a game overrides a level's budget only where
it differs (:class:`LevelBudget`).

>>> ai = GameAI(levels={"hard": LevelBudget(nodes=120_000)},
...             boards={"big": GameAI(analysis_nodes=3_000)}, analysis_nodes=9_000)
>>> ai.budget("hard").nodes, ai.budget("easy").nodes
(120000, None)
>>> ai.on({"board": "big"}).analysis_nodes, ai.on({"board": "small"}).analysis_nodes
(3000, 9000)
>>> ai.on({"board": "big"}).budget("hard").nodes  # what the board does not set is the game's
120000
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal


@dataclass(frozen=True)
class SearchHints:
    """How the principal-variation search (:class:`~desktop.ai.search.PvsAgent`) searches one
    engine; the defaults are the plain search every engine gets unless it asks for more.

    ``threat_leaves`` needs an engine whose :meth:`~desktop.core.engine.SearchEngine.wins_now`,
    :meth:`~desktop.core.engine.SearchEngine.safe_moves` and
    :meth:`~desktop.core.engine.SearchEngine.lost_now` know the game's threats (the defaults
    know none, so the hint would only cost time).
    """

    #: every node asks ``wins_now`` (the mover wins at once), an interior node keeps only
    #: ``safe_moves`` when the other threatens an immediate win, a leaf asks ``lost_now``
    threat_leaves: bool = False
    #: from depth 3, the moves after the first N are searched a turn shallower first, and in full
    #: only if they gain (late move reductions); ``None``: none
    late_move_reductions: int | None = None
    #: with them, from depth 4 the moves after the first M are searched two turns shallower
    deep_reductions: int | None = None
    #: when every root move is proven lost: ``True`` plays the one proven lost at the latest
    #: iteration, ``"narrow"`` the one leaving the fewest winning replies; ``False`` the longest loss
    swindle: bool | Literal["narrow"] = False
    #: the agent's next search for the same player starts from this search's transposition table
    keep_table: bool = False


@dataclass(frozen=True)
class LevelBudget:
    """One AI level's budgets in one game, where they differ from the level's own (``None``:
    the level's)."""

    #: the repeatable node budget a move, two players
    nodes: int | None = None
    #: the same for a game of 3+ players (the levels play MCTS there: one playout per
    #: :data:`~desktop.ai.search.PLAYOUT_COST` nodes)
    many_nodes: int | None = None
    #: the level's time budget in this game also stops at its node budget, so that it plays as
    #: the ladder measures it (a level whose time would make it as strong as the one above)
    capped: bool = False

    def merged(self, over: LevelBudget) -> LevelBudget:
        """This budget with what ``over`` sets put over it."""
        return LevelBudget(
            over.nodes if over.nodes is not None else self.nodes,
            over.many_nodes if over.many_nodes is not None else self.many_nodes,
            over.capped or self.capped,
        )


NO_BUDGET = LevelBudget()


def ladder_rows(text: str) -> dict[str, tuple[int, int, int]]:
    """The ladder's rows as docs/ai.md writes them: each level and its W-D-L against the one
    below, by level name.

    >>> ladder_rows("beginner 20-0-0, easy 17-0-3")
    {'beginner': (20, 0, 0), 'easy': (17, 0, 3)}
    """
    rows: dict[str, tuple[int, int, int]] = {}
    for item in text.split(","):
        level, score = item.split()
        wins, draws, losses = (int(n) for n in score.split("-"))
        rows[level] = (wins, draws, losses)
    return rows


@dataclass(frozen=True)
class GameAI:
    """Everything a game tells the AI (see the module's text)."""

    #: by level name (``"hard"``): the level's budgets in this game where they differ
    levels: Mapping[str, LevelBudget] = field(default_factory=dict)
    #: the hints of the game's search engine (its ``search_engine().hints``)
    hints: SearchHints = field(default_factory=SearchHints)
    #: the analysis's node budget a position, where it differs from the analysis's default
    analysis_nodes: int | None = None
    #: the slope of the logistic that turns a search's score into a win chance (the analysis),
    #: fitted to who went on to win; ``None``: the analysis's default
    chance_slope: float | None = None
    #: by board (the ``board`` option's value): the budgets and analysis figures that differ on
    #: that board (the rest is the game's; a board's hints are the game's engine's)
    boards: Mapping[str, GameAI] = field(default_factory=dict)
    #: the ladder's two-player rows (docs/ai.md, "Where it stands"), by level name: that level's
    #: (wins, draws, losses) at its node budget against the level just below it; they anchor the
    #: rating scale (:func:`desktop.ai.adaptive.level_elos`)
    ladder: Mapping[str, tuple[int, int, int]] = field(default_factory=dict)
    #: the points of the strength axis between the levels (:func:`desktop.ai.adaptive.spec_at`:
    #: 1.5 halfway from Beginner to Easy) and the Elo ``python -m bench.rating_map`` measured for
    #: each against the levels (docs/ai.md, "The rating map"); "Match me" interpolates in them
    rating_map: Mapping[float, float] = field(default_factory=dict)

    def on(self, options: Mapping[str, Any] | None) -> GameAI:
        """The values for a game played with ``options``: its board's where the board sets them."""
        board = (options or {}).get("board")
        own = self.boards.get(board) if isinstance(board, str) else None
        if own is None:
            return self
        levels = dict(self.levels)
        for name, budget in own.levels.items():
            levels[name] = levels.get(name, NO_BUDGET).merged(budget)
        return replace(
            self,
            levels=levels,
            analysis_nodes=own.analysis_nodes if own.analysis_nodes is not None else self.analysis_nodes,
            chance_slope=own.chance_slope if own.chance_slope is not None else self.chance_slope,
            boards={},
        )

    def budget(self, level: str) -> LevelBudget:
        """The level's budgets in this game (:data:`NO_BUDGET`, all the level's own, if unset)."""
        return self.levels.get(level, NO_BUDGET)
