"""Monte Carlo tree search (UCT) over the game protocol, for any number of players.

Each node keeps the summed rewards of every player; selection at a node
maximises the reward of the player to move there, so the same code plays two
players or six.  Terminal positions are *proven*: a child that wins for the
player to move proves its parent, and a parent whose children are all proven
takes the best of them for its mover (the MCTS-Solver rule, generalised to
reward vectors).  Playouts are random, with a ply cap after which the game's
evaluation decides.  The search runs on the immutable states it creates and
never touches the caller's.

The budget (:class:`~desktop.ai.agent.Budget`) counts playouts as its nodes.
With playouts and no time limit the search is repeatable: its random choices
come from the seeded generator and the clock is never read to stop it, so
the move depends only on the position, the seed and the playout budget,
which it never exceeds.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from desktop.ai.agent import Budget, SearchCancelled, SearchStats, StopCheck, never_stop
from desktop.core.protocol import GameRules


class _Node:
    __slots__ = ("children", "move", "parent", "player", "proven", "state", "totals", "untried", "visits")

    def __init__(self, state: Any, move: Any, parent: _Node | None, player: int, untried: list[Any]) -> None:
        self.state = state
        self.move = move
        self.parent = parent
        self.player = player
        self.untried = untried
        self.children: list[_Node] = []
        self.visits = 0
        self.totals: list[float] = []
        self.proven: tuple[float, ...] | None = None


class MctsAgent:
    """UCT with solver backups within ``budget``.

    ``seconds`` and ``iterations`` (playouts) make the budget
    (:meth:`Budget.from_limits`): either, both, or neither (then 1 s); 0
    means no limit of that kind.
    """

    name = "mcts"

    def __init__(
        self,
        seconds: float | None = None,
        iterations: int | None = None,
        seed: int = 0,
        exploration: float = 1.4,
        playout_cap: int = 200,
    ) -> None:
        self.budget = Budget.from_limits(seconds, iterations, default_seconds=1.0)
        self.rng = random.Random(seed)
        self.exploration = exploration
        self.playout_cap = playout_cap
        self.stats = SearchStats()

    # -- tree ----------------------------------------------------------------
    def _new_node(self, rules: GameRules[Any, Any], state: Any, move: Any, parent: _Node | None) -> _Node:
        outcome = rules.outcome(state)
        untried: list[Any] = [] if outcome is not None else list(rules.legal_moves(state))
        self.rng.shuffle(untried)
        node = _Node(state, move, parent, rules.to_move(state), untried)
        if outcome is not None:
            node.proven = outcome.scores
        return node

    def _select_child(self, node: _Node) -> _Node:
        p = node.player
        log_n = math.log(node.visits)
        best: _Node | None = None
        best_value = -math.inf
        for child in node.children:
            if child.proven is not None:
                value = child.proven[p]
            else:
                value = child.totals[p] / child.visits + self.exploration * math.sqrt(log_n / child.visits)
            if value > best_value:
                best, best_value = child, value
        assert best is not None
        return best

    def _playout(self, rules: GameRules[Any, Any], state: Any, n: int) -> tuple[float, ...]:
        for _ in range(self.playout_cap):
            outcome = rules.outcome(state)
            if outcome is not None:
                return outcome.scores
            moves = rules.legal_moves(state)
            if not moves:
                break
            state = rules.apply(state, moves[self.rng.randrange(len(moves))])
        outcome = rules.outcome(state)
        if outcome is not None:
            return outcome.scores
        if n == 2:
            v = (rules.evaluate(state, 0) + 1.0) / 2.0
            return (v, 1.0 - v)
        raw = [rules.evaluate(state, p) + 1.0 for p in range(n)]
        total = sum(raw) or 1.0
        return tuple(r / total for r in raw)

    @staticmethod
    def _prove(node: _Node) -> None:
        """Propagate proven values upward from ``node``'s children."""
        current: _Node | None = node
        while current is not None and current.proven is None:
            p = current.player
            won = [c for c in current.children if c.proven is not None and c.proven[p] >= 1.0]
            if won:
                current.proven = won[0].proven
            elif not current.untried and current.children and all(c.proven for c in current.children):
                current.proven = max((c.proven for c in current.children if c.proven), key=lambda s: s[p])
            else:
                return
            current = current.parent

    # -- search ----------------------------------------------------------------
    def choose(self, rules: GameRules[Any, Any], state: Any, should_stop: StopCheck = never_stop) -> Any:
        start = time.perf_counter()
        n = rules.num_players(state)
        root = self._new_node(rules, state, None, None)
        if root.proven is not None or not root.untried:
            raise ValueError("no legal move: the game is over")
        if len(root.untried) == 1:
            self.stats = SearchStats(nodes=1, seconds=time.perf_counter() - start)
            return root.untried[0]
        budget = self.budget
        limit = budget.nodes
        timed = budget.seconds is not None
        deadline = start + budget.seconds if budget.seconds is not None else math.inf
        playouts = 0
        while root.proven is None:
            if limit is not None and playouts >= limit:
                break
            if playouts % 16 == 0:
                if should_stop():
                    raise SearchCancelled
                if timed and playouts and time.perf_counter() >= deadline:
                    break
            node = root
            # selection
            while not node.untried and node.children and node.proven is None:
                node = self._select_child(node)
            # expansion
            if node.untried and node.proven is None:
                move = node.untried.pop()
                child = self._new_node(rules, rules.apply(node.state, move), move, node)
                child.totals = [0.0] * n
                node.children.append(child)
                node = child
            # simulation
            scores = node.proven if node.proven is not None else self._playout(rules, node.state, n)
            if node.proven is not None:
                self._prove(node.parent) if node.parent else None
            # backpropagation
            back: _Node | None = node
            while back is not None:
                back.visits += 1
                if back.totals:
                    for i, s in enumerate(scores):
                        back.totals[i] += s
                back = back.parent
            playouts += 1
        best = self._best_child(root)
        self.stats = SearchStats(
            playouts=playouts,
            nodes=playouts,
            seconds=time.perf_counter() - start,
            score=(
                best.proven[root.player] if best.proven else best.totals[root.player] / max(best.visits, 1)
            ),
            extra={"proven": root.proven is not None},
        )
        return best.move

    @staticmethod
    def _best_child(root: _Node) -> _Node:
        p = root.player
        for child in root.children:
            if child.proven is not None and child.proven[p] >= 1.0:
                return child
        unlost = [c for c in root.children if c.proven is None or c.proven[p] > 0.0]
        pool = unlost or root.children
        return max(pool, key=lambda c: (c.visits, c.totals[p] if c.totals else 0.0))
