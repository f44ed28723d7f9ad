"""Alpha-beta search with iterative deepening and a transposition table.

Values are from the searching (root) player's point of view; the root player
maximises and every other player minimises ("paranoid" search), which is
plain minimax for two players and a safe choice for more.  Wins are worth
``WIN`` less the plies needed, so the search takes the quickest win and
delays a loss.  The game's :meth:`GameRules.evaluate` scores the leaves.

Iterative deepening searches depth 1, 2, ... until the budget ends (see
:class:`~desktop.ai.agent.Budget`: seconds, nodes, or both); an iteration cut
short still counts, as it searched the previous best move first (so any move
it ranks higher was fully searched).

With a node budget and no time limit the search is repeatable: the node
count is checked at every node, the clock never, so where an iteration is cut
short, and hence the move, depends only on the position, the seed and the
budget.  At most ``nodes`` nodes are entered: ``stats.nodes`` never exceeds
the budget.
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections.abc import Hashable
from typing import Any

from desktop.ai.agent import Budget, SearchCancelled, SearchStats, StopCheck, never_stop
from desktop.core.protocol import GameRules

WIN = 1_000_000.0
EVAL_SCALE = 1_000.0
EXACT, LOWER, UPPER = 0, 1, 2


class _OutOfBudget(Exception):
    pass


class AlphaBetaAgent:
    """Iterative-deepening alpha-beta within ``budget``, up to ``max_depth`` plies.

    ``seconds`` and ``nodes`` make the budget (:meth:`Budget.from_limits`):
    either, both, or neither (then 2 s); 0 means no limit of that kind.
    """

    name = "alphabeta"

    def __init__(
        self, seconds: float | None = None, max_depth: int = 8, seed: int = 0, nodes: int | None = None
    ) -> None:
        self.budget = Budget.from_limits(seconds, nodes, default_seconds=2.0)
        self.max_depth = max_depth
        self.rng = random.Random(seed)
        self.stats = SearchStats()
        self._table: dict[Hashable, tuple[int, float, int, Any]] = {}
        self._partial: list[tuple[float, Any]] = []

    # -- leaves ----------------------------------------------------------------
    def _terminal_value(self, scores: tuple[float, ...], ply: int) -> float:
        mine = scores[self._root]
        others = max(s for i, s in enumerate(scores) if i != self._root)
        if mine > others:
            return WIN - ply
        if mine < others:
            return -WIN + ply
        return 0.0

    def _tick(self) -> None:
        if self._nodes >= self._node_limit:
            raise _OutOfBudget
        self._nodes += 1
        if self._nodes & 255 == 0:
            if self._should_stop():
                raise SearchCancelled
            if self._timed and time.perf_counter() >= self._deadline:
                raise _OutOfBudget

    # -- the search ------------------------------------------------------------
    def _search(self, state: Any, depth: int, ply: int, alpha: float, beta: float) -> float:
        self._tick()
        rules = self._rules
        outcome = rules.outcome(state)
        if outcome is not None:
            return self._terminal_value(outcome.scores, ply)
        if depth == 0:
            return rules.evaluate(state, self._root) * EVAL_SCALE
        key = rules.state_key(state)
        entry = self._table.get(key)
        tt_move = None
        if entry is not None:
            e_depth, e_value, e_flag, tt_move = entry
            if e_depth >= depth:
                if e_flag == EXACT:
                    return e_value
                if e_flag == LOWER and e_value >= beta:
                    return e_value
                if e_flag == UPPER and e_value <= alpha:
                    return e_value
        moves = list(rules.legal_moves(state))
        if not moves:
            return rules.evaluate(state, self._root) * EVAL_SCALE
        if tt_move is not None and tt_move in moves:
            moves.remove(tt_move)
            moves.insert(0, tt_move)
        maximising = rules.to_move(state) == self._root
        alpha0, beta0 = alpha, beta
        best_move = moves[0]
        if maximising:
            value = -math.inf
            for move in moves:
                v = self._search(rules.apply(state, move), depth - 1, ply + 1, alpha, beta)
                if v > value:
                    value, best_move = v, move
                alpha = max(alpha, value)
                if alpha >= beta:
                    break
        else:
            value = math.inf
            for move in moves:
                v = self._search(rules.apply(state, move), depth - 1, ply + 1, alpha, beta)
                if v < value:
                    value, best_move = v, move
                beta = min(beta, value)
                if alpha >= beta:
                    break
        flag = EXACT
        if value <= alpha0:
            flag = UPPER
        elif value >= beta0:
            flag = LOWER
        self._table[key] = (depth, value, flag, best_move)
        return value

    def _search_root(self, state: Any, moves: list[Any], depth: int) -> list[tuple[float, Any]]:
        """Score root moves in order; raises when out of budget, with partial results in ``self._partial``."""
        rules = self._rules
        alpha = -math.inf
        scored: list[tuple[float, Any]] = []
        self._partial = scored
        for move in moves:
            v = self._search(rules.apply(state, move), depth - 1, 1, alpha, math.inf)
            scored.append((v, move))
            alpha = max(alpha, v)
        return scored

    def choose(self, rules: GameRules[Any, Any], state: Any, should_stop: StopCheck = never_stop) -> Any:
        start = time.perf_counter()
        moves = list(rules.legal_moves(state))
        if not moves:
            raise ValueError("no legal move: the game is over")
        self._rules = rules
        self._root = rules.to_move(state)
        self._should_stop = should_stop
        budget = self.budget
        self._timed = budget.seconds is not None
        self._deadline = start + budget.seconds if budget.seconds is not None else math.inf
        self._node_limit = budget.nodes if budget.nodes is not None else sys.maxsize
        self._nodes = 0
        self._table = {}
        self._partial = []
        self.rng.shuffle(moves)
        best_move, best_value, depth_done = moves[0], 0.0, 0
        if len(moves) > 1:
            for depth in range(1, self.max_depth + 1):
                try:
                    scored = self._search_root(state, moves, depth)
                except _OutOfBudget:
                    # The previous best (or, at depth 1, the first move) was
                    # searched first, so any move that beats it in the
                    # unfinished iteration was searched fully.
                    if self._partial:
                        best_value, best_move = max(self._partial, key=lambda vm: vm[0])
                    break
                # stable sort: best first, earlier order breaks ties
                scored.sort(key=lambda vm: -vm[0])
                best_value, best_move = scored[0]
                moves = [m for _, m in scored]
                depth_done = depth
                if abs(best_value) >= WIN - 1000:
                    break  # a proven win or loss: deeper search changes nothing
        self.stats = SearchStats(
            nodes=self._nodes, depth=depth_done, seconds=time.perf_counter() - start, score=best_value
        )
        return best_move
