"""The AI levels the app offers, with their budgets.

| level  | search                              | time budget per move  | node budget per move |
|--------|-------------------------------------|-----------------------|----------------------|
| random | uniform random legal move           | none                  | none                 |
| easy   | MCTS (UCT, random playouts)         | 0.3 s or 300 playouts | 300 playouts         |
| medium | alpha-beta, iterative deepening, TT | 0.6 s, depth <= 8     | 6,000 nodes          |
| hard   | alpha-beta, iterative deepening, TT | 2.5 s, depth <= 8     | 25,000 nodes         |

The app plays with the time budgets: wall-clock limits checked inside the
search, so Hard stays under ~3 s per move on two cores.  A move found
within a time budget depends on how fast the machine is at that moment;
within a node budget alone (``make_agent(level, seed, nodes=N)``) it
depends only on the position, the seed and N, on any machine.

Each level's own node budget (:attr:`Level.nodes`) roughly matches its time
budget on the development machine.  ``python -m bench.ai_budgets --nodes``
measured alpha-beta at about 17,000 nodes/s on Oxono, 6,000 on X Spectrum,
20,000 on Xeno and 40,000-50,000 on Zeno; the time budget ends the search on Oxono
and X Spectrum only (Xeno and Zeno mostly reach depth 8 first), so the node
budgets take 0.6 s and 2.5 s at 10,000 nodes/s, between those two: about
0.4 s and 1.5 s a move on Oxono, 1 s and 4-6 s on X Spectrum.  Easy's is its
playout cap (MCTS stops at 300 playouts within 0.3 s on Oxono and nearly on
Zeno; X Spectrum's slow playouts make 300 take about 10 s there).
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop.ai.agent import Agent, Budget
from desktop.ai.alphabeta import AlphaBetaAgent
from desktop.ai.decisions import TurnByDecisions
from desktop.ai.mcts import MctsAgent
from desktop.ai.random_agent import RandomAgent


@dataclass(frozen=True)
class Level:
    """An AI level: ``budget`` is the app's (time) budget per move, ``nodes`` the repeatable
    one (alpha-beta nodes or MCTS playouts per move; 0 for a level that does not search).
    """

    name: str
    label: str
    algorithm: str
    budget: Budget
    nodes: int = 0
    max_depth: int = 0
    description: str = ""


LEVELS: dict[str, Level] = {
    "random": Level("random", "Random", "random", Budget(), description="plays any legal move"),
    "easy": Level("easy", "Easy", "mcts", Budget(0.3, 300), nodes=300, description="MCTS, 300 playouts"),
    "medium": Level(
        "medium", "Medium", "alphabeta", Budget.time_only(0.6), 6_000, 8, description="alpha-beta, 0.6 s"
    ),
    "hard": Level(
        "hard", "Hard", "alphabeta", Budget.time_only(2.5), 25_000, 8, description="alpha-beta, 2.5 s"
    ),
}

APP_LEVELS = ("easy", "medium", "hard")


def make_agent(level: str, seed: int = 0, nodes: int | None = None) -> Agent:
    """A fresh agent for ``level`` (one of :data:`LEVELS`), seeded.

    With ``nodes=None`` it searches within the level's time budget (as the
    app plays); with ``nodes=N`` within N nodes (alpha-beta) or N playouts
    (MCTS) and no time limit, so its moves depend only on the positions, the
    seed and N.  ``LEVELS[level].nodes`` is the level's own node budget.  The
    random level takes no budget and ignores ``nodes``.

    Every agent plays a game that offers a decision game (Zeno) one decision
    at a time, within its budget for the whole turn
    (:class:`~desktop.ai.decisions.TurnByDecisions`); other games are unchanged.
    """
    try:
        spec = LEVELS[level]
    except KeyError as exc:
        raise KeyError(f"unknown AI level {level!r} (known: {', '.join(LEVELS)})") from exc
    if spec.algorithm == "random":
        return TurnByDecisions(RandomAgent(seed))
    searcher: MctsAgent | AlphaBetaAgent
    if spec.algorithm == "mcts":
        searcher = MctsAgent(seed=seed)
    else:
        searcher = AlphaBetaAgent(max_depth=spec.max_depth, seed=seed)
    searcher.budget = spec.budget if nodes is None else Budget.nodes_only(nodes)
    return TurnByDecisions(searcher)
