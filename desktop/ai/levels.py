"""The AI levels the app offers, with their budgets.

Every level searches the game's :class:`~desktop.core.engine.SearchEngine`
(see docs/ai.md for the figures behind the table):

| level    | search (2 players)                  | time  | nodes (Zeno; X Spectrum) | 3+ pl.: playouts |
|----------|-------------------------------------|-------|--------------------------|------------------|
| random   | uniform random legal move (tests)   | -     | -                        | random           |
| beginner | PVS one turn deep, noisy evaluation | 0.3 s | 3,000 (20k)              | 10               |
| easy     | PVS two turns deep at most          | 0.5 s | 1,000 (10k)              | 50               |
| medium   | PVS, iterative deepening            | 0.6 s¹| 4,000 (15k; 3k)          | 400, greedy      |
| hard     | PVS, iterative deepening            | 3 s   | 16,000 (120k)            | 2,000, greedy    |
| expert   | PVS, iterative deepening            | 10 s  | 128,000 (480k; 64k)      | 8,000, greedy ²  |

¹ In Oxono, Medium's 0.6 s also stop at its 4,000 nodes (:attr:`Level.capped_games`): with
the zugzwang engine Medium at 0.6 s won as many games against Hard at 3 s as it lost.
² Expert's MCTS explores with UCT's constant at 0.5, the others' at 1.4: at 1.4 its four
times Hard's playouts spread almost evenly over the root's moves (docs/ai.md, the ladder).

PVS is :class:`~desktop.ai.search.PvsAgent` (TT, killers, history,
quiescence; whole turns of Zeno's decisions); in games of 3+ players it hands
the search to :class:`~desktop.ai.mcts.MctsAgent` (per-player rewards, one
playout per 40 nodes of the budget), which beat the paranoid search there
(docs/ai.md).  There the level's playouts bound the app's time budget too (a
level stops at whichever comes first), so that the levels differ as the ladder
measures them; from Medium up the playouts are the engine's greedy ones where
it has them (Xeno: the most captures, steps that leave nothing open to a
jump), which won far more per playout than more random playouts did.

The app plays with the time budgets: wall-clock limits checked inside the
search.  A move found within a time budget depends on how fast the machine
is at that moment; within a node budget alone (``make_agent(level, seed,
nodes=N)``) it depends only on the position, the seed and N, on any machine.
:meth:`Level.nodes_for` is a level's own repeatable budget for a game (the
tests and ``python -m bench.ladder`` play with it); :attr:`Level.nodes` is
its default.

A level may search root-parallel on two cores (:mod:`desktop.ai.parallel`,
:attr:`Level.parallel_games`); none does: matches of two workers of N nodes
each against one search of N nodes (``python -m bench.parallel``) found no
gain in Oxono or Xeno, so the Expert searches in one process.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from desktop.ai.agent import Agent, Budget
from desktop.ai.decisions import TurnByDecisions
from desktop.ai.mcts import MctsAgent
from desktop.ai.random_agent import RandomAgent
from desktop.ai.search import PvsAgent

#: the most processes a root-parallel search uses (measured with two: bench/parallel.py)
PARALLEL_WORKERS = 2


@dataclass(frozen=True)
class Level:
    """An AI level: ``budget`` is the app's (time) budget per move, ``nodes`` the repeatable
    one (search nodes or MCTS playouts per move; 0 for a level that does not search),
    ``game_nodes`` that budget for a game (``"zeno"``) or a board (``"xeno-120"``) where it differs.
    """

    name: str
    label: str
    algorithm: str
    budget: Budget
    nodes: int = 0
    max_depth: int = 64
    description: str = ""
    noise: float = 0.0
    game_nodes: Mapping[str, int] = field(default_factory=dict)
    #: in a game of 3+ players, play MCTS (one playout per PLAYOUT_COST nodes of the budget)
    multiplayer_mcts: bool = False
    #: that MCTS's options (:class:`~desktop.ai.mcts.MctsAgent` keywords: ``greedy`` playouts…)
    multiplayer_style: Mapping[str, Any] = field(default_factory=dict)
    #: the games (``oxono``; ``many`` for any game of 3+ players) where the app's time-budget
    #: search is root-parallel on up to ``PARALLEL_WORKERS`` cores (:mod:`desktop.ai.parallel`)
    parallel_games: frozenset[str] = frozenset()
    #: the games (ids: ``oxono``) where the app's time budget stops at :meth:`nodes_for` nodes
    #: too, so that the level plays there as the ladder measures it (docs/ai.md, "Levels")
    capped_games: frozenset[str] = frozenset()

    def workers_for(self, game: str, players: int = 2, cores: int | None = None) -> int:
        """How many processes the app's search of ``game`` (a game id) with ``players`` uses
        on a machine of ``cores`` cores (``None``: this one's)."""
        key = "many" if players > 2 else game.split("-")[0]
        if key not in self.parallel_games:
            return 1
        found = os.cpu_count() if cores is None else cores
        return max(1, min(PARALLEL_WORKERS, found or 1))

    def nodes_for(self, game: str, options: Mapping[str, Any] | None = None) -> int:
        """The repeatable node budget for ``game`` (a registry name: ``oxono``, ``xeno-30``)
        played with ``options`` (a Xeno ``board`` option names the board)."""
        board = (options or {}).get("board")
        many = "many" if (options or {}).get("players", 2) > 2 else None
        for key in (many, board, game, game.split("-")[0]):
            if isinstance(key, str) and key in self.game_nodes:
                return self.game_nodes[key]
        return self.nodes


def _pvs_level(
    name: str,
    seconds: float,
    nodes: int,
    max_depth: int,
    description: str,
    noise: float = 0.0,
    game_nodes: Mapping[str, int] | None = None,
    style: Mapping[str, Any] | None = None,
    capped: frozenset[str] = frozenset(),
) -> Level:
    return Level(
        name,
        name.capitalize(),
        "pvs",
        Budget.time_only(seconds),
        nodes,
        max_depth,
        description,
        noise,
        dict(game_nodes or {}),
        multiplayer_mcts=True,
        multiplayer_style=dict(style or {}),
        capped_games=capped,
    )


#: 3+ players from Medium up: MCTS with the engine's greedy playouts where it has them (Xeno)
GREEDY: Mapping[str, Any] = {"greedy": True}
#: Expert's: greedy, and a lower UCT exploration constant, so that its four times Hard's playouts
#: go deeper into the moves that score best instead of spreading evenly over the root's (docs/ai.md)
EXPERT_MANY: Mapping[str, Any] = {"greedy": True, "exploration": 0.5}

LEVELS: dict[str, Level] = {
    "random": Level("random", "Random", "random", Budget(), description="plays any legal move"),
    "beginner": _pvs_level(
        "beginner",
        0.3,
        3_000,
        1,
        "one turn deep, noisy evaluation",
        noise=0.3,
        game_nodes={"zeno": 20_000, "many": 400},
    ),
    "easy": _pvs_level(
        "easy", 0.5, 1_000, 2, "two turns deep at most", game_nodes={"zeno": 10_000, "many": 2_000}
    ),
    "medium": _pvs_level(
        "medium",
        0.6,
        4_000,
        64,
        "iterative deepening, 0.6 s",
        game_nodes={"zeno": 15_000, "xspectrum": 3_000, "many": 16_000},
        style=GREEDY,
        # Oxono's engine proves so much within 0.6 s that Medium drew level with Hard there
        capped=frozenset({"oxono"}),
    ),
    "hard": _pvs_level(
        "hard",
        3.0,
        16_000,
        64,
        "iterative deepening, 3 s",
        game_nodes={"zeno": 120_000, "many": 80_000},
        style=GREEDY,
    ),
    "expert": _pvs_level(
        "expert",
        10.0,
        128_000,
        64,
        "iterative deepening, 10 s",
        game_nodes={"zeno": 480_000, "xspectrum": 64_000, "many": 320_000},
        style=EXPERT_MANY,
    ),
}

APP_LEVELS = ("beginner", "easy", "medium", "hard", "expert")


def make_agent(level: str, seed: int = 0, nodes: int | None = None) -> Agent:
    """A fresh agent for ``level`` (one of :data:`LEVELS`), seeded.

    With ``nodes=None`` it searches within the level's time budget (as the
    app plays); with ``nodes=N`` within N nodes (search) or N playouts
    (MCTS) and no time limit, so its moves depend only on the positions, the
    seed and N.  ``LEVELS[level].nodes_for(game)`` is the level's own node
    budget.  The random level takes no budget and ignores ``nodes``.

    The searches play a decision game's (Zeno's) whole turn themselves; the
    random player goes through :class:`~desktop.ai.decisions.TurnByDecisions`.
    """
    try:
        spec = LEVELS[level]
    except KeyError as exc:
        raise KeyError(f"unknown AI level {level!r} (known: {', '.join(LEVELS)})") from exc
    if spec.algorithm == "random":
        return TurnByDecisions(RandomAgent(seed))
    searcher: MctsAgent | PvsAgent
    if spec.algorithm == "mcts":
        searcher = MctsAgent(seed=seed)
    else:
        # 3+ players: MCTS with per-player rewards beat the paranoid search (docs/ai.md)
        many = MctsAgent(seed=seed, **spec.multiplayer_style) if spec.multiplayer_mcts else None
        searcher = PvsAgent(
            max_depth=spec.max_depth,
            seed=seed,
            noise=spec.noise,
            many_players=many,
            many_nodes=spec.game_nodes.get("many", spec.nodes) if many is not None else None,
            game_caps={game: spec.nodes_for(game) for game in spec.capped_games},
        )
    searcher.budget = spec.budget if nodes is None else Budget.nodes_only(nodes)
    return TurnByDecisions(searcher)
