"""The AI levels the app offers, with their budgets.

| level  | search                                   | budget per move           |
|--------|------------------------------------------|---------------------------|
| random | uniform random legal move                | none                      |
| easy   | MCTS (UCT, random playouts)              | 0.3 s or 300 playouts     |
| medium | alpha-beta, iterative deepening, TT      | 0.6 s                     |
| hard   | alpha-beta, iterative deepening, TT      | 2.5 s, depth <= 8         |

Budgets are wall-clock limits checked inside the search, so Hard stays
under ~3 s per move on two cores.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.ai.agent import Agent
from desktop.ai.alphabeta import AlphaBetaAgent
from desktop.ai.decisions import TurnByDecisions
from desktop.ai.mcts import MctsAgent
from desktop.ai.random_agent import RandomAgent


@dataclass(frozen=True)
class Level:
    name: str
    label: str
    algorithm: str
    seconds: float
    iterations: int = 0
    max_depth: int = 0
    description: str = ""


LEVELS: dict[str, Level] = {
    "random": Level("random", "Random", "random", 0.0, description="plays any legal move"),
    "easy": Level("easy", "Easy", "mcts", 0.3, iterations=300, description="MCTS, 300 playouts"),
    "medium": Level("medium", "Medium", "alphabeta", 0.6, max_depth=8, description="alpha-beta, 0.6 s"),
    "hard": Level("hard", "Hard", "alphabeta", 2.5, max_depth=8, description="alpha-beta, 2.5 s"),
}

APP_LEVELS = ("easy", "medium", "hard")


def make_agent(level: str, seed: int = 0) -> Agent:
    """A fresh agent for ``level`` (one of :data:`LEVELS`), seeded for repeatability.

    Every agent plays a game that offers a decision game (Zeno) one decision
    at a time, within the level's budget for the whole turn
    (:class:`~desktop.ai.decisions.TurnByDecisions`); other games are unchanged.
    """
    try:
        spec = LEVELS[level]
    except KeyError as exc:
        raise KeyError(f"unknown AI level {level!r} (known: {', '.join(LEVELS)})") from exc
    inner: Agent
    if spec.algorithm == "random":
        inner = RandomAgent(seed)
    elif spec.algorithm == "mcts":
        inner = MctsAgent(seconds=spec.seconds, iterations=spec.iterations, seed=seed)
    else:
        inner = AlphaBetaAgent(seconds=spec.seconds, max_depth=spec.max_depth, seed=seed)
    return TurnByDecisions(inner)
