"""Principal-variation search over a game's :class:`~desktop.core.engine.SearchEngine`.

Iterative deepening PVS (alpha-beta with null windows after the first move)
with a transposition table keyed by :meth:`SearchEngine.key` (best move,
bound and depth), the table's move first, then the engine's forcing moves,
two killer moves per ply and the history heuristic; a quiescence search over
:meth:`SearchEngine.forcing` at the leaves, standing pat on
:meth:`SearchEngine.evaluate`.  Wins are worth ``WIN`` less the plies needed.

Values are from the root player's point of view: the root player maximises
and every other player minimises ("paranoid" search), plain minimax for two
players and a safe choice for more.

A game whose turn is a sequence of decisions (Zeno) is searched decision by
decision, but depth counts whole turns: a decision that does not end the
turn leaves the depth as it is, so a leaf is always a completed turn and a
mid-turn position is never evaluated.  The root returns the best whole turn
(every decision of its principal variation until the turn ends), which
:meth:`SearchEngine.rules_move` turns into the rules' move.

Opt-in hooks, switched on by the engine's :class:`~desktop.core.game_ai.SearchHints`
(:attr:`SearchEngine.hints`, which a game's engine takes from its registry entry;
the defaults search without them):
``threat_leaves`` -- every node asks ``engine.wins_now(p)`` (the mover
wins at once: a proven win without generating moves), an interior node keeps
only ``engine.safe_moves(p, moves)`` when the other player threatens to win at
once (none: a proven loss), and a leaf asks ``engine.lost_now(p)`` (an
immediate win of the other that no move stops, or a zugzwang: every move lets
the other win); ``late_move_reductions = N`` -- from depth 3 on, the moves
after the first N are searched one turn shallower with a null window first, and at full
depth only if they gain; ``deep_reductions = M`` (with them) -- from depth 4 on, the moves
after the first M are searched two turns shallower first; ``swindle`` --
when every root move is proven lost:
``True``, the move proven lost at the latest iteration (the refutation that
needs the deepest search), the best valued at its last unproven depth, before
the longest loss (a root choice only: the tree is searched as without it);
``"narrow"``, of the first :data:`SWINDLE_MOVES` root moves (longest loss
first), the one that leaves the other player the fewest replies still winning
at the proof's depth, searched with the budget the proof left (the longest
loss if the budget runs out first); ``keep_table`` -- the agent's next search
for the same root player starts from this search's transposition table.

The deepening stops at a proof, at the budget, at ``max_depth``, or when no
leaf of an iteration was cut by the depth (no quiescence entered, no unproven
value from the table): the whole game below the root was searched.  (Not when
an iteration's node count equals the one before, as until 2026-12-02: two
iterations can match by chance with leaves still cut; in an Oxono game, 17 and
17 nodes at depths 1 and 2 stopped a search that proves a win at depth 6.)

Budgets (:class:`~desktop.ai.agent.Budget`): nodes are positions entered,
counted at every node; the clock is read every 256 nodes and only for a time
budget, so a node budget alone is repeatable and never exceeded.  An
iteration cut short still counts: it searched the previous best first, so a
root move it ranks higher was searched fully.
"""

from __future__ import annotations

import math
import random
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from desktop.ai.agent import Budget, SearchCancelled, SearchStats, StopCheck, never_stop
from desktop.core.engine import SearchEngine
from desktop.core.protocol import GameRules

WIN = 1_000_000
#: a value beyond this is a proven win (or, negated, a loss)
WIN_BOUND = WIN - 100_000
#: evaluations in [-1, 1] become integers in [-EVAL_SCALE, EVAL_SCALE]
EVAL_SCALE = 1_000
INF = 10 * WIN
EXACT, LOWER, UPPER = 0, 1, 2
#: how far the quiescence search follows forcing moves (whole turns)
QUIESCENCE_PLIES = 6
#: search nodes worth one MCTS playout, for the budget of a game of 3+ players played by MCTS
#: (measured on xeno-30 with 3 players: 55,000 nodes/s against 1,150 playouts/s)
PLAYOUT_COST = 40
#: how many root moves (longest loss first) the "narrow" swindle counts the winning replies of
SWINDLE_MOVES = 6
#: the most entries a transposition table kept between searches may hold before it starts afresh
KEPT_ENTRIES = 400_000
#: the logistic slope that maps a score (over EVAL_SCALE) to a win chance
CHANCE_SLOPE = 4.0

#: the most nodes a time-budget search of a game (its rules) with so many players gets: a level's
#: cap (its node budget where the game asks for one, its playouts' nodes for 3+ players), or None
NodeCap = Callable[[GameRules[Any, Any], int], int | None]


class OutOfBudget(Exception):
    """The search used its nodes or its time (not an error: the best so far stands)."""


def win_chances(score: float, root: int, players: int) -> list[float]:
    """Each player's win chance in [0, 1] from a score in the root player's view.

    A proven win is 1.0 for the root player, a proven loss 0.0; otherwise a
    logistic of ``score / EVAL_SCALE``; the other players share the rest.
    """
    if score >= WIN_BOUND:
        mine = 1.0
    elif score <= -WIN_BOUND:
        mine = 0.0
    else:
        mine = 1.0 / (1.0 + math.exp(-CHANCE_SLOPE * score / EVAL_SCALE))
    others = (1.0 - mine) / max(players - 1, 1)
    return [mine if p == root else others for p in range(players)]


class PvsAgent:
    """Iterative-deepening PVS within ``budget``, up to ``max_depth`` whole turns.

    ``noise`` (a fraction of :data:`EVAL_SCALE`) adds a seeded random offset
    to every leaf's value, the same for the same position within one search:
    the beginner's plausible but weak play.  ``quiescence`` is how many
    forcing turns the leaves follow (0: none).
    """

    name = "pvs"
    #: plays a decision game's whole turn itself (TurnByDecisions passes it through)
    plays_whole_turns = True

    def __init__(
        self,
        seconds: float | None = None,
        nodes: int | None = None,
        *,
        max_depth: int = 64,
        seed: int = 0,
        noise: float = 0.0,
        quiescence: int = QUIESCENCE_PLIES,
        many_players: Any = None,
        node_cap: NodeCap | None = None,
    ) -> None:
        self.budget = Budget.from_limits(seconds, nodes, default_seconds=2.0)
        self.max_depth = max_depth
        self.rng = random.Random(seed)
        self.noise = noise
        self.quiescence = quiescence
        #: the agent (an :class:`~desktop.ai.mcts.MctsAgent`) that plays a game of 3+ players instead,
        #: within this budget with every PLAYOUT_COST nodes one playout
        self.many_players = many_players
        #: the most nodes a game gets even when the budget has none (a time budget), by its rules and
        #: players (the level's :meth:`~desktop.ai.levels.Level.time_cap`): the level's playouts in a
        #: game of 3+ players, so that its levels differ on a fast board as in the ladder, and its node
        #: budget where its time would make it as strong as the level above (docs/ai.md)
        self.node_cap = node_cap
        #: the transposition tables kept between searches (the hints' ``keep_table``), by root player
        self._kept: dict[int, dict[Hashable, tuple[int, int, int, Any]]] = {}
        self.stats = SearchStats()

    # -- the agent protocol ------------------------------------------------------------
    def choose(self, rules: GameRules[Any, Any], state: Any, should_stop: StopCheck = never_stop) -> Any:
        engine = rules.search_engine()
        root = engine.pack(state)
        players = engine.num_players(root)
        budget = self.budget
        cap = self.node_cap(rules, players) if self.node_cap is not None and budget.nodes is None else None
        if self.many_players is not None and players > 2:
            limit = budget.nodes if budget.nodes is not None else cap
            nodes = None if limit is None else max(1, limit // PLAYOUT_COST)
            self.many_players.budget = Budget(budget.seconds, nodes)
            line = self.many_players.search(engine, root, should_stop)
            self.stats = self.many_players.stats
        else:
            if cap is not None:
                budget = Budget(budget.seconds, cap)
            line = self.search(engine, root, should_stop, budget)
        return engine.rules_move(root, line)

    def search(
        self,
        engine: SearchEngine[Any, Any],
        root: Any,
        should_stop: StopCheck = never_stop,
        budget: Budget | None = None,
    ) -> list[Any]:
        """The best whole turn from ``root`` (engine moves) within ``budget`` (default: the
        agent's :attr:`budget`); fills :attr:`stats`."""
        start = time.perf_counter()
        moves = engine.moves(root)
        if not moves or engine.result(root) is not None:
            raise ValueError("no legal move: the game is over")
        self._engine = engine
        self._root = engine.to_move(root)
        self._should_stop = should_stop
        if budget is None:
            budget = self.budget
        self._timed = budget.seconds is not None
        self._deadline = start + budget.seconds if budget.seconds is not None else math.inf
        self._node_limit = budget.nodes if budget.nodes is not None else sys.maxsize
        self._nodes = 0
        self._table: dict[Hashable, tuple[int, int, int, Any]] = {}
        hints = engine.hints
        # opt-in (``keep_table``): the table of this agent's last search for the same player
        # carries over (values are in the root player's view, so only for the same)
        if hints.keep_table and not self.noise:
            kept = self._kept.get(self._root)
            if kept is None or len(kept) > KEPT_ENTRIES:
                kept = self._kept[self._root] = {}
            self._table = kept
        self._killers: list[list[Any]] = []
        #: the history heuristic: by player, by move, the depth² of its cut-offs
        self._history: dict[int, defaultdict[Any, int]] = {}
        self._pv: list[list[Any]] = []
        self._noise: dict[Hashable, int] = {}
        self._noise_rng = random.Random(self.rng.random())
        # opt-in (``threat_leaves``): every node asks whether the mover wins at once, every leaf
        # whether the mover has lost to an immediate win it cannot stop
        self._threats = hints.threat_leaves
        # opt-in (``late_move_reductions = N``): from depth 3 on, the moves after the first N are
        # searched a turn shallower first, and again in full only if they gain
        self._reduce_from: int | float = hints.late_move_reductions or INF
        # opt-in (``deep_reductions = N``): from depth 4 on, the moves after the first N are reduced
        # by two turns (the late move reductions' shallower look) instead of one
        self._reduce2_from: int | float = hints.deep_reductions or INF
        # opt-in (``swindle``): a proven loss plays the hardest refutation
        swindle = hints.swindle
        self._horizon = True
        #: by root move, (the last iteration it was not proven lost at, its value there)
        unproven: dict[Any, tuple[int, int]] = {}
        swindled = False
        self.rng.shuffle(moves)
        best_value, best_line, depth_done = 0, [moves[0]], 0
        if len(moves) > 1 or engine.mid_turn(engine.play(root, moves[0])):
            for depth in range(1, self.max_depth + 1):
                results: list[tuple[int, Any, list[Any]]] = []
                try:
                    self._search_root(root, moves, depth, results)
                except OutOfBudget:
                    # the previous best was searched first: a move ranked above it was searched fully
                    if results:
                        best_value, _, best_line = max(results, key=lambda r: r[0])
                    break
                results.sort(key=lambda r: -r[0])  # stable: earlier order breaks ties
                best_value, _, best_line = results[0]
                moves = [m for _, m, _ in results]
                depth_done = depth
                if swindle is True:
                    for value, move, _ in results:
                        if value > -WIN_BOUND:
                            unproven[move] = (depth, value)
                    if best_value <= -WIN_BOUND and unproven:
                        best_line = self._swindle(results, unproven)
                        swindled = best_line[0] != results[0][1]
                if abs(best_value) >= WIN_BOUND:
                    if swindle == "narrow" and best_value <= -WIN_BOUND and depth >= 2 and len(results) > 1:
                        best_line = self._narrowest(root, results, depth)
                        swindled = best_line[0] != results[0][1]
                    break  # proven: a deeper search changes nothing
                if not self._horizon:
                    break  # the whole game below the root is searched (no leaf was cut by the depth)
        line = self._complete(root, best_line)
        players = engine.num_players(root)
        self.stats = SearchStats(
            nodes=self._nodes,
            depth=depth_done,
            seconds=time.perf_counter() - start,
            score=float(best_value),
            chances=tuple(win_chances(best_value, self._root, players)),
            decisions=len(line),
            swindled=swindled if swindle else None,
        )
        return line

    # -- the root ------------------------------------------------------------------------
    def _search_root(
        self, root: Any, moves: Sequence[Any], depth: int, results: list[tuple[int, Any, list[Any]]]
    ) -> None:
        engine = self._engine
        alpha = -INF
        self._horizon = False
        for i, move in enumerate(moves):
            child = engine.play(root, move)
            mid = engine.mid_turn(child)
            cd = depth if mid else depth - 1
            if i == 0:
                value = self._pvs(child, cd, 1, alpha, INF, self.quiescence, mid)
            else:
                value = self._pvs(child, cd, 1, alpha, alpha + 1, self.quiescence, mid)
                if value > alpha:
                    value = self._pvs(child, cd, 1, alpha, INF, self.quiescence, mid)
            line = [move, *self._pv_at(1)]
            results.append((value, move, line))
            alpha = max(alpha, value)

    @staticmethod
    def _swindle(
        results: list[tuple[int, Any, list[Any]]], unproven: dict[Any, tuple[int, int]]
    ) -> list[Any]:
        """Of root moves all proven lost (fail-soft bounds: each at least as lost as its value),
        the line of the one proven lost at the latest iteration, the best valued there, then the
        longest loss."""
        lowest = (0, -INF)
        _, _, line = max(results, key=lambda r: (*unproven.get(r[1], lowest), r[0]))
        return line

    def _narrowest(self, root: Any, results: list[tuple[int, Any, list[Any]]], depth: int) -> list[Any]:
        """Of the first :data:`SWINDLE_MOVES` root moves, all proven lost at ``depth``, the line of
        the one after which the fewest replies of the other player still win (each reply's
        position searched at ``depth - 2`` with a null window at the win bound), the first
        (the longest loss) on a tie or when the budget runs out.  For games whose turn is one
        move (no decisions)."""
        engine = self._engine
        best_line, fewest = results[0][2], INF
        try:
            for _, move, line in results[:SWINDLE_MOVES]:
                child = engine.play(root, move)
                winning = 0
                for reply in engine.moves(child):
                    after = engine.play(child, reply)
                    scores = engine.result(after)
                    if scores is not None:
                        lost = self._terminal(scores, 2) <= -WIN_BOUND
                    else:
                        v = self._pvs(after, depth - 2, 2, -WIN_BOUND, -WIN_BOUND + 1, self.quiescence, False)
                        lost = v <= -WIN_BOUND
                    winning += lost
                    if winning >= fewest:
                        break
                if winning < fewest:
                    best_line, fewest = line, winning
                    if not winning:
                        break
        except OutOfBudget:
            pass
        return best_line

    def _complete(self, root: Any, line: list[Any]) -> list[Any]:
        """``line`` cut where it stops being legal, then carried on to the end of the turn
        by the table's moves (else the first legal one)."""
        engine = self._engine
        done: list[Any] = []
        p = root
        for move in line:
            if move not in engine.moves(p):
                break
            p = engine.play(p, move)
            done.append(move)
            if not engine.mid_turn(p):
                return done
        while not done or engine.mid_turn(p):
            options = engine.moves(p)
            entry = self._table.get(engine.key(p))
            move = entry[3] if entry is not None and entry[3] in options else options[0]
            p = engine.play(p, move)
            done.append(move)
        return done

    # -- the tree ------------------------------------------------------------------------
    def _tick(self) -> None:
        if self._nodes >= self._node_limit:
            raise OutOfBudget
        self._nodes += 1
        if self._nodes & 255 == 0:
            if self._should_stop():
                raise SearchCancelled
            if self._timed and time.perf_counter() >= self._deadline:
                raise OutOfBudget

    def _terminal(self, scores: tuple[float, ...], ply: int) -> int:
        root = self._root
        mine = scores[root]
        others = max(s for i, s in enumerate(scores) if i != root)
        if mine > others:
            return WIN - ply
        if mine < others:
            return -WIN + ply
        return 0

    def _static(self, p: Any) -> int:
        value = round(self._engine.evaluate(p, self._root) * EVAL_SCALE)
        if self.noise:
            key = self._engine.key(p)
            offset = self._noise.get(key)
            if offset is None:
                offset = round(self._noise_rng.gauss(0.0, self.noise) * EVAL_SCALE)
                self._noise[key] = offset
            value += offset
        return value

    def _pv_at(self, ply: int) -> list[Any]:
        return self._pv[ply] if ply < len(self._pv) else []

    def _set_pv(self, ply: int, move: Any) -> None:
        while len(self._pv) <= ply + 1:
            self._pv.append([])
        self._pv[ply] = [move, *self._pv[ply + 1]]

    def _order(self, p: Any, moves: list[Any], tt_move: Any, ply: int, mover: int) -> list[Any]:
        forcing = self._engine.forcing(p)
        killers = self._killers[ply] if ply < len(self._killers) else ()
        history = self._history.get(mover)
        if history is None:
            history = self._history[mover] = defaultdict(int)
        rank: dict[Any, int] = {}
        for i, m in enumerate(forcing):
            rank[m] = 3_000_000_000 - i
        for i, m in enumerate(killers):
            rank.setdefault(m, 2_000_000_000 - i)
        if tt_move is not None:
            rank[tt_move] = 4_000_000_000
        if not rank:
            return sorted(moves, key=history.__getitem__, reverse=True)  # stable, as the rest
        get = rank.get
        return sorted(moves, key=lambda m: get(m) or history[m], reverse=True)

    def _cutoff(self, move: Any, ply: int, depth: int, mover: int) -> None:
        while len(self._killers) <= ply:
            self._killers.append([])
        killers = self._killers[ply]
        if move not in killers:
            killers.insert(0, move)
            del killers[2:]
        history = self._history.get(mover)
        if history is None:
            history = self._history[mover] = defaultdict(int)
        history[move] += depth * depth

    def _pvs(self, p: Any, depth: int, ply: int, alpha: int, beta: int, qleft: int, mid: bool) -> int:
        self._tick()
        engine = self._engine
        if len(self._pv) > ply:
            self._pv[ply] = []
        scores = engine.result(p)
        if scores is not None:
            return self._terminal(scores, ply)
        if self._threats and engine.wins_now(p):
            return WIN - ply - 1 if engine.to_move(p) == self._root else -WIN + ply + 1
        if depth <= 0 and not mid:
            return self._quiesce(p, ply, alpha, beta, qleft)
        key = engine.key(p)
        entry = self._table.get(key)
        tt_move = None
        if entry is not None:
            e_depth, e_value, e_flag, tt_move = entry
            if e_depth >= depth:
                # proven values are stored as plies from this position
                if e_value >= WIN_BOUND:
                    e_value -= ply
                elif e_value <= -WIN_BOUND:
                    e_value += ply
                if (
                    e_flag == EXACT
                    or (e_flag == LOWER and e_value >= beta)
                    or (e_flag == UPPER and e_value <= alpha)
                ):
                    if -WIN_BOUND < e_value < WIN_BOUND:
                        self._horizon = True  # a value from below a leaf cut by the depth
                    return e_value
        moves = engine.moves(p)
        if not moves:
            return 0 if mid else self._static(p)
        mover = engine.to_move(p)
        if self._threats:
            safe = engine.safe_moves(p, moves)
            if safe is not None:  # the other threatens to win at once: only the blocks count
                if not safe:
                    return -WIN + ply + 2 if mover == self._root else WIN - ply - 2
                moves = safe
        if len(moves) > 1:
            moves = self._order(p, moves, tt_move, ply, mover)
        maximising = mover == self._root
        alpha0, beta0 = alpha, beta
        best = -INF if maximising else INF
        best_move = moves[0]
        first = True
        reduce_from = self._reduce_from if depth >= 3 else INF
        reduce2_from = self._reduce2_from if depth >= 4 else INF
        for i, move in enumerate(moves):
            child = engine.play(p, move)
            cmid = engine.mid_turn(child)
            cd = depth if cmid else depth - 1
            if maximising:
                if first:
                    v = self._pvs(child, cd, ply + 1, alpha, beta, qleft, cmid)
                else:
                    if i >= reduce_from:  # a late move: a shallower look first, in full if it gains
                        r = 2 if i >= reduce2_from else 1
                        v = self._pvs(child, cd - r, ply + 1, alpha, alpha + 1, qleft, cmid)
                        if v > alpha:
                            v = self._pvs(child, cd, ply + 1, alpha, alpha + 1, qleft, cmid)
                    else:
                        v = self._pvs(child, cd, ply + 1, alpha, alpha + 1, qleft, cmid)
                    if alpha < v < beta:
                        v = self._pvs(child, cd, ply + 1, alpha, beta, qleft, cmid)
                if v > best:
                    best, best_move = v, move
                    self._set_pv(ply, move)
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            self._cutoff(move, ply, depth, mover)
                            break
            else:
                if first:
                    v = self._pvs(child, cd, ply + 1, alpha, beta, qleft, cmid)
                else:
                    if i >= reduce_from:
                        r = 2 if i >= reduce2_from else 1
                        v = self._pvs(child, cd - r, ply + 1, beta - 1, beta, qleft, cmid)
                        if v < beta:
                            v = self._pvs(child, cd, ply + 1, beta - 1, beta, qleft, cmid)
                    else:
                        v = self._pvs(child, cd, ply + 1, beta - 1, beta, qleft, cmid)
                    if alpha < v < beta:
                        v = self._pvs(child, cd, ply + 1, alpha, beta, qleft, cmid)
                if v < best:
                    best, best_move = v, move
                    self._set_pv(ply, move)
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            self._cutoff(move, ply, depth, mover)
                            break
            first = False
        flag = EXACT
        if best <= alpha0:
            flag = UPPER
        elif best >= beta0:
            flag = LOWER
        stored = best
        if best >= WIN_BOUND:
            stored = best + ply
        elif best <= -WIN_BOUND:
            stored = best - ply
        self._table[key] = (depth, stored, flag, best_move)
        return best

    def _quiesce(self, p: Any, ply: int, alpha: int, beta: int, qleft: int) -> int:
        """Stand pat on the evaluation, or follow the forcing moves (a completed turn, never mid-turn)."""
        self._horizon = True  # a leaf cut by the depth
        engine = self._engine
        if self._threats and engine.lost_now(p):
            return -WIN + ply + 2 if engine.to_move(p) == self._root else WIN - ply - 2
        stand = self._static(p)
        if qleft <= 0:
            return stand
        maximising = engine.to_move(p) == self._root
        if maximising:
            if stand >= beta:
                return stand
            alpha = max(alpha, stand)
        else:
            if stand <= alpha:
                return stand
            beta = min(beta, stand)
        forcing = engine.forcing(p)
        if not forcing:
            return stand
        best = stand
        for move in forcing:
            child = engine.play(p, move)
            cmid = engine.mid_turn(child)
            if cmid:  # finish the turn the forcing decision began
                v = self._pvs(child, 0, ply + 1, alpha, beta, qleft - 1, True)
            else:
                self._tick()
                scores = engine.result(child)
                if scores is not None:
                    v = self._terminal(scores, ply + 1)
                elif self._threats and engine.wins_now(child):
                    v = -WIN + ply + 2 if maximising else WIN - ply - 2
                else:
                    v = self._quiesce(child, ply + 1, alpha, beta, qleft - 1)
            if maximising:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        return best
