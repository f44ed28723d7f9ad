"""Root-parallel search: one position searched by several workers (processes), each on a share.

Python threads share one interpreter lock, so a second core helps a search
only through a second process.  Each worker is a whole search of its own,
seeded alike; the parent combines their answers:

* **Two players (PVS).**  Every worker runs the same iterative-deepening
  :class:`~desktop.ai.search.PvsAgent` with the same seed, so their first
  iteration (depth 1, over every root move) is identical; it orders the root
  moves, and from depth 2 on worker ``i`` of ``n`` searches only the moves
  ranked ``i, i + n, i + 2n, ...`` (each gets a fair share of the good ones).
  A worker's best value at a completed depth is exact for its share (PVS
  re-searches any move that beats the best with a full window), so the best
  of the workers' values at the deepest depth they all completed is the
  minimax value of the whole root at that depth: the answer is the share
  that holds it, and within that share the worker's own choice (which may
  rest on a deeper, partial iteration, as a single search's does).  A worker
  whose search ended on its own (a proven result, the whole game searched)
  counts as complete at any depth.
* **Three or more players (MCTS).**  Independent trees with different seeds;
  the root moves' visits are summed over the workers and the most visited
  move among the workers' own choices is played (a proven win first).

:func:`run_share` is one worker's search (it runs in any process);
:func:`combine` makes the answer of their results; :class:`RootParallelAgent`
runs the workers one after another in this process (the benchmark and the
tests: with node budgets every worker's result, and so the answer, is the
same in any process), while :class:`~desktop.ai.process.ProcessSearcher`
runs them in child processes at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from desktop.ai.agent import Budget, SearchStats, StopCheck, never_stop
from desktop.ai.mcts import MctsAgent, _Node
from desktop.ai.search import PLAYOUT_COST, OutOfBudget, PvsAgent
from desktop.core.protocol import GameRules

#: the seeds of the MCTS workers' trees differ by this much
MCTS_SEED_STEP = 7_919


@dataclass(frozen=True)
class ShareTask:
    """Worker ``worker`` of ``workers``: its search's seed, budget (of each worker) and settings."""

    worker: int
    workers: int
    seed: int
    budget: Budget
    max_depth: int = 64
    noise: float = 0.0
    #: how the root moves are dealt (:class:`SharePvs`)
    split: str = "alternate"


@dataclass
class ShareResult:
    """What one worker found: its move (the rules' whole move) and stats.

    PVS: ``reached[d]`` is its share's best value and move at depth ``d`` (every
    completed depth, and a last one cut short once it searched a move, as a single
    search counts it), ``complete`` whether its search ended on its own rather
    than by the budget.
    MCTS: ``visits`` maps each root move (engine move) to its visits, ``first``
    is the root move the worker chose.  ``idle``: the worker had no share
    (fewer root moves than workers).
    """

    move: Any
    stats: SearchStats
    reached: dict[int, tuple[int, Any]] = field(default_factory=dict)
    complete: bool = False
    idle: bool = False
    visits: dict[Any, int] = field(default_factory=dict)
    first: Any = None

    @property
    def depth(self) -> int:
        return max(self.reached, default=0)


class SharePvs(PvsAgent):
    """A :class:`PvsAgent` that searches every root move at depth 1 and only its share deeper.

    ``split`` deals the root moves, ranked by depth 1: ``"alternate"`` gives
    worker ``i`` the ranks ``i, i + n, ...``; ``"best"`` gives worker 0 the
    best move alone and deals the others among the rest.  ``reached[d]`` is
    the share's best value and line at depth ``d``: every completed depth,
    and the last one cut short if it searched a move (as a single search uses it).
    """

    def __init__(self, worker: int, workers: int, split: str = "alternate", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.worker = worker
        self.workers = workers
        self.split = split
        self.reached: dict[int, tuple[int, list[Any]]] = {}
        self.out_of_budget = False
        self._share: set[Any] | None = None

    def _deal(self, moves: Sequence[Any]) -> set[Any]:
        if self.split == "best" and len(moves) > self.workers:
            if self.worker == 0:
                return {moves[0]}
            return set(moves[self.worker :: self.workers - 1]) - {moves[0]}
        return set(moves[self.worker :: self.workers])

    def _search_root(
        self, root: Any, moves: Sequence[Any], depth: int, results: list[tuple[int, Any, list[Any]]]
    ) -> None:
        if depth > 1 and self.workers > 1:
            if self._share is None:  # ``moves`` is ranked by depth 1, the same in every worker
                self._share = self._deal(moves)
            share = self._share
            moves = [m for m in moves if m in share]
        try:
            super()._search_root(root, moves, depth, results)
        except OutOfBudget:
            self.out_of_budget = True
            raise
        finally:
            if results:
                value, _, line = max(results, key=lambda r: r[0])
                self.reached[depth] = (value, line)


class RootMcts(MctsAgent):
    """An :class:`MctsAgent` that keeps its root moves' visits (the first decision of the turn)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.root_visits: dict[Any, int] = {}
        self._root_node: _Node | None = None

    def search(self, engine: Any, position: Any, should_stop: StopCheck = never_stop) -> list[Any]:
        self._root_node = None
        line = super().search(engine, position, should_stop)
        root = self._root_node
        self.root_visits = {} if root is None else {c.move: c.visits for c in root.children}
        return line

    def _new_node(self, position: Any, move: Any, parent: _Node | None) -> _Node:
        node = super()._new_node(position, move, parent)
        if parent is None and self._root_node is None:
            self._root_node = node  # the search's root: made first, and the only one without a parent
        return node


def run_share(
    rules: GameRules[Any, Any], state: Any, task: ShareTask, should_stop: StopCheck = never_stop
) -> ShareResult:
    """Worker ``task.worker``'s search of ``state`` (raises SearchCancelled when stopped)."""
    engine = rules.search_engine()
    root = engine.pack(state)
    if engine.num_players(root) > 2:
        budget = task.budget
        playouts = None if budget.nodes is None else max(1, budget.nodes // PLAYOUT_COST)
        mcts = RootMcts(seed=task.seed + MCTS_SEED_STEP * task.worker)
        mcts.budget = Budget(budget.seconds, playouts)
        line = mcts.search(engine, root, should_stop)
        move = engine.rules_move(root, line)
        return ShareResult(move, mcts.stats, visits=mcts.root_visits, first=line[0])
    workers = task.workers
    if len(engine.moves(root)) < workers:  # too few root moves to share: worker 0 searches them all
        if task.worker > 0:
            return ShareResult(None, SearchStats(), idle=True)
        workers = 1
    agent = SharePvs(
        task.worker, workers, task.split, max_depth=task.max_depth, seed=task.seed, noise=task.noise
    )
    agent.budget = task.budget
    line = agent.search(engine, root, should_stop)
    move = engine.rules_move(root, line)
    reached = {
        depth: (value, engine.rules_move(root, agent._complete(root, found)))
        for depth, (value, found) in agent.reached.items()
    }
    return ShareResult(move, agent.stats, reached=reached, complete=not agent.out_of_budget)


def combine(results: Sequence[ShareResult]) -> tuple[Any, SearchStats]:
    """The move and stats of the whole search from its workers' results (see the module's doc)."""
    active = [r for r in results if not r.idle]
    if not active:
        raise ValueError("no worker searched")
    nodes = sum(r.stats.nodes for r in results)
    playouts = sum(r.stats.playouts for r in results)
    if any(r.visits for r in active):
        chosen = _combine_mcts(active)
        common = chosen.stats.depth
    else:
        chosen, common = _combine_pvs(active)
    extra = dict(chosen.stats.extra)
    extra.update(workers=len(results), common_depth=common)
    stats = replace(
        chosen.stats,
        nodes=nodes,
        playouts=playouts,
        seconds=max(r.stats.seconds for r in results),
        extra=extra,
    )
    return chosen.move, stats


def _combine_pvs(active: Sequence[ShareResult]) -> tuple[ShareResult, int]:
    """The worker whose share holds the best value at the deepest depth every worker reached,
    with its move at that depth, and that depth."""
    cut = [r.depth for r in active if not r.complete]
    common = min(cut) if cut else max(r.depth for r in active)
    if common < 1 or len(active) == 1:
        return active[0], common  # depth 1 is the same in every worker

    def at(r: ShareResult) -> tuple[int, Any]:
        return r.reached.get(min(common, r.depth), (-(10**12), r.move))

    best = active[0]
    for r in active[1:]:
        if at(r)[0] > at(best)[0]:
            best = r
    return replace(best, move=at(best)[1]), common


def _combine_mcts(active: Sequence[ShareResult]) -> ShareResult:
    """A proven win, else the workers' choice whose root move has the most visits over all trees."""
    for r in active:
        if r.stats.extra.get("proven") and r.stats.score >= 1.0:
            return r
    total: dict[Any, int] = {}
    for r in active:
        for move, visits in r.visits.items():
            total[move] = total.get(move, 0) + visits
    best = active[0]
    for r in active[1:]:
        if total.get(r.first, 0) > total.get(best.first, 0):
            best = r
    return best


class RootParallelAgent:
    """Root-parallel search with ``workers`` workers, run one after another in this process.

    ``budget`` is each worker's.  With a node budget the move is the one the
    workers find in separate processes at once
    (:class:`~desktop.ai.process.ProcessSearcher`), so a match of it against
    one search of the same node budget measures what a second core is worth.
    """

    name = "pvs-parallel"
    plays_whole_turns = True

    def __init__(
        self,
        budget: Budget,
        workers: int = 2,
        *,
        seed: int = 0,
        max_depth: int = 64,
        noise: float = 0.0,
        split: str = "alternate",
    ) -> None:
        self.budget = budget
        self.split = split
        self.workers = workers
        self.seed = seed
        self.max_depth = max_depth
        self.noise = noise
        self.stats = SearchStats()
        self._moves = 0

    def tasks(self) -> list[ShareTask]:
        """The workers' tasks for the next search (each search gets a fresh seed, as one agent's would)."""
        seed = self.seed * 1_000_003 + self._moves
        return [
            ShareTask(i, self.workers, seed, self.budget, self.max_depth, self.noise, self.split)
            for i in range(self.workers)
        ]

    def choose(self, rules: GameRules[Any, Any], state: Any, should_stop: StopCheck = never_stop) -> Any:
        tasks = self.tasks()
        self._moves += 1
        results = [run_share(rules, state, task, should_stop) for task in tasks]
        move, self.stats = combine(results)
        return move
