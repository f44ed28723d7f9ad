"""Monte Carlo tree search (UCT) over a game's :class:`~desktop.core.engine.SearchEngine`.

Each node keeps the summed rewards of every player; selection at a node
maximises the reward of the player to move there, so the same code plays two
players or six, each for its own reward (max-n, not paranoid).  Terminal
positions are *proven*: a child that wins for the player to move proves its
parent, and a parent whose children are all proven takes the best of them
for its mover (the MCTS-Solver rule, generalised to reward vectors).
Playouts are the engine's own (:meth:`SearchEngine.playout`), capped at
``playout_cap`` plies (a capped playout scores equal shares).

A decision game (Zeno) is searched decision by decision over the engine's
decisions; the agent returns the whole turn: it searches the first decision,
keeps the chosen child's subtree, and searches on from there until the turn
ends, each decision with its share of the turn's budget
(:func:`~desktop.ai.decisions.turn_share`).

The budget (:class:`~desktop.ai.agent.Budget`) counts playouts as its nodes.
With playouts and no time limit the search is repeatable: its random choices
come from the seeded generator and the clock is never read to stop it, so
the move depends only on the position, the seed and the playout budget,
which it never exceeds.
"""

from __future__ import annotations

import functools
import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from desktop.ai.agent import Budget, SearchCancelled, SearchStats, StopCheck, never_stop
from desktop.ai.decisions import turn_share
from desktop.core.engine import SearchEngine
from desktop.core.protocol import GameRules


@dataclass(slots=True, eq=False, repr=False)
class _Node:
    """A position of the tree: who moves there, the moves not yet tried, and over its
    ``visits`` each player's summed reward (``totals``); ``proven`` once its result is known."""

    position: Any
    move: Any
    parent: _Node | None
    player: int
    untried: list[Any]
    children: list[_Node] = field(default_factory=list)
    visits: int = 0
    totals: list[float] = field(default_factory=list)
    proven: tuple[float, ...] | None = None


class MctsAgent:
    """UCT with solver backups within ``budget``.

    ``seconds`` and ``iterations`` (playouts) make the budget
    (:meth:`Budget.from_limits`): either, both, or neither (then 1 s); 0
    means no limit of that kind.
    """

    name = "mcts"
    plays_whole_turns = True

    def __init__(
        self,
        seconds: float | None = None,
        iterations: int | None = None,
        seed: int = 0,
        exploration: float = 1.4,
        playout_cap: int = 200,
        greedy: bool = False,
        judged: bool = False,
    ) -> None:
        self.budget = Budget.from_limits(seconds, iterations, default_seconds=1.0)
        self.rng = random.Random(seed)
        self.exploration = exploration
        self.playout_cap = playout_cap
        #: the engine's :meth:`~desktop.core.engine.SearchEngine.styled_playout`: its greedy playouts
        #: where it has them, and/or a playout cut at ``playout_cap`` judged by the engine
        #: (``judged``) instead of equal shares (an engine without styles plays its plain playouts)
        self.greedy = greedy
        self.judged = judged
        self.stats = SearchStats()

    # -- tree ----------------------------------------------------------------
    def _new_node(self, position: Any, move: Any, parent: _Node | None) -> _Node:
        engine = self._engine
        scores = engine.result(position)
        untried: list[Any] = [] if scores is not None else engine.moves(position)
        self.rng.shuffle(untried)
        node = _Node(position, move, parent, engine.to_move(position), untried)
        node.totals = [0.0] * self._players
        if scores is not None:
            node.proven = scores
        return node

    def _select_child(self, node: _Node) -> _Node:
        p = node.player
        log_n = math.log(node.visits)
        c = self.exploration
        best: _Node | None = None
        best_value = -math.inf
        for child in node.children:
            if child.proven is not None:
                value = child.proven[p]
            else:
                value = child.totals[p] / child.visits + c * math.sqrt(log_n / child.visits)
            if value > best_value:
                best, best_value = child, value
        assert best is not None
        return best

    @staticmethod
    def _prove(node: _Node | None) -> None:
        """Propagate proven values upward from ``node``'s children."""
        current = node
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

    def _iterate(self, root: _Node) -> None:
        """One selection, expansion, playout and backup below ``root``."""
        engine = self._engine
        node = root
        while not node.untried and node.children and node.proven is None:
            node = self._select_child(node)
        if node.untried and node.proven is None:
            move = node.untried.pop()
            child = self._new_node(engine.play(node.position, move), move, node)
            node.children.append(child)
            node = child
        if node.proven is not None:
            scores = node.proven
            self._prove(node.parent)
        else:
            scores = self._playout(node.position, self.rng, self.playout_cap)
        back: _Node | None = node
        while back is not None:
            back.visits += 1
            totals = back.totals
            for i, s in enumerate(scores):
                totals[i] += s
            if back is root:
                break
            back = back.parent

    # -- search ----------------------------------------------------------------
    def choose(self, rules: GameRules[Any, Any], state: Any, should_stop: StopCheck = never_stop) -> Any:
        engine = rules.search_engine()
        root = engine.pack(state)
        return engine.rules_move(root, self.search(engine, root, should_stop))

    def search(
        self, engine: SearchEngine[Any, Any], position: Any, should_stop: StopCheck = never_stop
    ) -> list[Any]:
        """The whole turn from ``position`` (engine moves); fills :attr:`stats`."""
        start = time.perf_counter()
        self._engine = engine
        self._players = engine.num_players(position)
        self._playout = engine.playout
        if self.greedy or self.judged:
            self._playout = functools.partial(engine.styled_playout, greedy=self.greedy, judged=self.judged)
        node = self._new_node(position, None, None)
        if node.proven is not None or not node.untried:
            raise ValueError("no legal move: the game is over")
        budget = self.budget
        limit = budget.nodes
        timed = budget.seconds is not None
        deadline = start + budget.seconds if budget.seconds is not None else math.inf
        playouts = 0
        line: list[Any] = []
        root_player = node.player
        root = node
        first_best: _Node | None = None
        while True:
            options = len(node.untried) + len(node.children)
            if options > 1 and node.proven is None:
                share = turn_share(engine, node.position, options)
                part_limit = None if limit is None else playouts + round((limit - playouts) * share)
                now = time.perf_counter() if timed else 0.0
                part_deadline = now + (deadline - now) * share if timed else math.inf
                done = 0
                while node.proven is None:
                    if part_limit is not None and playouts >= part_limit:
                        break
                    if done % 16 == 0:
                        if should_stop():
                            raise SearchCancelled
                        if timed and done and time.perf_counter() >= part_deadline:
                            break
                    self._iterate(node)
                    playouts += 1
                    done += 1
            if not node.children:  # nothing searched (one option, or no budget left)
                move = node.untried.pop()
                node.children.append(self._new_node(engine.play(node.position, move), move, node))
            best = self._best_child(node)
            first_best = first_best or best
            line.append(best.move)
            best.parent = None  # the chosen child's subtree is the search from here on
            node = best
            if not engine.mid_turn(node.position):
                break
        assert first_best is not None
        mean = [t / max(first_best.visits, 1) for t in first_best.totals]
        if first_best.proven is not None:
            mean = list(first_best.proven)
        chances = mean if sum(mean) > 0 else [1.0 / self._players] * self._players
        self.stats = SearchStats(
            playouts=playouts,
            nodes=playouts,
            seconds=time.perf_counter() - start,
            score=chances[root_player],
            chances=tuple(chances),
            decisions=len(line),
            share=first_best.visits / max(root.visits, 1),
            proven=first_best.proven is not None,
        )
        return line

    @staticmethod
    def _best_child(root: _Node) -> _Node:
        p = root.player
        for child in root.children:
            if child.proven is not None and child.proven[p] >= 1.0:
                return child
        unlost = [c for c in root.children if c.proven is None or c.proven[p] > 0.0]
        pool = unlost or root.children
        return max(pool, key=lambda c: (c.visits, c.totals[p]))
