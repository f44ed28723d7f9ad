"""The levels on one Elo scale, and "Match me": a level that plays at a given rating.

**The anchors.**  The ladder (docs/ai.md, "Where it stands") measured every level against the
one below it at their node budgets; a game's registry entry keeps those rows
(:attr:`~desktop.core.game_ai.GameAI.ladder`: wins, draws, losses of the stronger level).
Chained from Beginner, they put every level on one scale: **Beginner = 1000**, each level
above it the one below plus the Elo difference its score says (:func:`desktop.ai.elo.estimate`:
a clean sweep counts half a game short of one, +636 over 20 games), and Random Beginner's Elo
less Beginner's margin over it. Each anchor's deviation is the chain's: the square root of
the sum of the links' squared standard errors (a link's: its 95% interval's width over
2 × 1.96).

**The strength axis.**  Between two adjacent levels a point ``x`` (0 Random, 1 Beginner, … 5
Expert; :func:`spec_at`) plays a budget between theirs, ``t = x - floor(x)`` of the way: the
node budget geometrically, the evaluation noise and the share of uniformly random moves
linearly (Random is Beginner playing every move at random, so below Beginner the random share
falls from 1 to 0), and where the two levels' depth limits differ (Beginner one turn, Easy
two, the rest unlimited) each move is searched to the deeper one with chance ``t``.

**The rating map** (:func:`rating_map`) is Elo against ``x``: the levels at their anchors and
the points between them measured by ``python -m bench.rating_map`` against the levels
(:attr:`~desktop.core.game_ai.GameAI.rating_map`, the table in docs/ai.md), made monotone
where a measured point strays past a neighbour (the anchors stay: they are the levels).  "Match me" at a
target Elo (:func:`match_spec`, the level ``"match:1420"`` for
:func:`~desktop.ai.levels.make_agent`) plays at the ``x`` the map gives it, by linear
interpolation; below Random or above Expert it plays as they do.

>>> from desktop.core.game_ai import GameAI
>>> ai = GameAI(ladder={"beginner": (20, 0, 0), "easy": (15, 0, 5), "medium": (10, 0, 10)})
>>> {k: round(v) for k, v in level_elos(ai).items()}
{'random': 364, 'beginner': 1000, 'easy': 1191, 'medium': 1191}
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from itertools import pairwise
from typing import Any

from desktop.ai.agent import Agent, Budget, SearchStats, StopCheck, never_stop
from desktop.ai.decisions import TurnByDecisions
from desktop.ai.elo import Z95, estimate
from desktop.ai.mcts import MctsAgent
from desktop.ai.random_agent import RandomAgent
from desktop.ai.search import PvsAgent
from desktop.core.game_ai import GameAI
from desktop.core.language import Translatable, whole
from desktop.core.protocol import GameRules

#: the level name of "Match me" (:func:`desktop.ai.levels.make_agent` takes it with a target Elo)
MATCH_LEVEL = "match"
#: the scale's fixed point: Beginner's Elo in every game
BEGINNER_ELO = 1000.0
#: the levels from the weakest, as the ladder chains them
CHAIN = ("random", "beginner", "easy", "medium", "hard", "expert")


def _link(wdl: tuple[int, int, int]) -> tuple[float, float]:
    """The Elo difference a ladder row says and its standard error."""
    est = estimate(*wdl)
    return est.elo, (est.high - est.low) / (2 * Z95)


def level_anchors(ai: GameAI) -> dict[str, tuple[float, float]]:
    """Each level the game's ladder reaches: (Elo, deviation), Beginner = 1000 with none.

    A level whose row (or a row below it) the game lacks has no anchor; a game without a ladder
    has Beginner alone."""
    out: dict[str, tuple[float, float]] = {"beginner": (BEGINNER_ELO, 0.0)}
    if "beginner" in ai.ladder:
        diff, se = _link(ai.ladder["beginner"])
        out["random"] = (BEGINNER_ELO - diff, se)
    elo, var = BEGINNER_ELO, 0.0
    for level in CHAIN[2:]:
        if level not in ai.ladder:
            break
        diff, se = _link(ai.ladder[level])
        elo, var = elo + diff, var + se * se
        out[level] = (elo, math.sqrt(var))
    return {level: out[level] for level in CHAIN if level in out}


def level_elos(ai: GameAI) -> dict[str, float]:
    """Each anchored level's Elo (:func:`level_anchors` without the deviations)."""
    return {level: elo for level, (elo, _) in level_anchors(ai).items()}


def _pooled(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The Elos of ``points`` (sorted by x) made non-decreasing by pooling adjacent violators
    (each pool takes its mean); the x stay."""
    blocks: list[list[float]] = []  # [sum, count]
    for _, elo in points:
        blocks.append([elo, 1.0])
        while len(blocks) > 1 and blocks[-2][0] / blocks[-2][1] > blocks[-1][0] / blocks[-1][1]:
            total, count = blocks.pop()
            blocks[-1][0] += total
            blocks[-1][1] += count
    elos = [total / count for total, count in blocks for _ in range(int(count))]
    return [(x, elo) for (x, _), elo in zip(points, elos, strict=True)]


def rating_map(ai: GameAI) -> list[tuple[float, float]]:
    """(x, Elo), ascending: the anchored levels at their index in :data:`CHAIN` and the measured
    points between them (:attr:`GameAI.rating_map`), a non-decreasing curve: the anchors stay
    (they are the levels), the points between two anchors are pooled where they stray past
    one another and kept within the two anchors' Elo (a point measured past its level's anchor
    is taken at that anchor)."""
    anchors = {float(CHAIN.index(level)): elo for level, elo in level_elos(ai).items()}
    out = sorted(anchors.items())
    for (x0, e0), (x1, e1) in pairwise(sorted(anchors.items())):
        inside = sorted((x, elo) for x, elo in ai.rating_map.items() if x0 < x < x1)
        out += [(x, min(max(elo, e0), e1)) for x, elo in _pooled(inside)]
    return sorted(out)


def position_for(ai: GameAI, target: float) -> float:
    """The point ``x`` of the strength axis whose mapped Elo is ``target`` (linear between the
    map's points; its ends beyond them): a level's anchor gives that level, and where several
    other points share the Elo, the highest."""
    levels = [CHAIN.index(level) for level, elo in level_elos(ai).items() if elo == target]
    if levels:
        return float(max(levels))
    points = rating_map(ai)
    found = points[0][0]
    for (x0, e0), (x1, e1) in pairwise(points):
        if target >= e1:
            found = x1
        elif target >= e0:
            return x0 + (x1 - x0) * (target - e0) / (e1 - e0)
        else:
            break
    return found


def elo_at(ai: GameAI, x: float) -> float:
    """The mapped Elo of the point ``x`` (the inverse of :func:`position_for`)."""
    points = rating_map(ai)
    if x <= points[0][0]:
        return points[0][1]
    for (x0, e0), (x1, e1) in pairwise(points):
        if x <= x1:
            return e0 + (e1 - e0) * (x - x0) / (x1 - x0)
    return points[-1][1]


class MatchText(Translatable):
    """How Match me's strength reads to a player (the New Game dialog)."""


@dataclass(frozen=True)
class MatchSpec:
    """What a point of the strength axis plays: PVS within ``nodes`` to ``depth`` turns (to
    ``deeper_depth`` on a share ``deeper`` of the moves) with evaluation ``noise``, and a
    share ``random_share`` of uniformly random moves; in a game of 3+ players the PVS hands
    over to MCTS in ``style`` (the nearer level's)."""

    x: float
    nodes: int
    depth: int
    noise: float = 0.0
    random_share: float = 0.0
    deeper_depth: int = 0
    deeper: float = 0.0
    style: Mapping[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        """``4,000 nodes a move``, with the rest it plays where it has it."""
        parts = [MatchText.tr("{nodes} nodes a move").format(nodes=whole(self.nodes))]
        if self.depth < 64:
            depth = MatchText.tr("%n turn deep|%n turns deep", None, self.depth)
            if self.deeper:
                deeper = MatchText.tr("deepening") if self.deeper_depth >= 64 else f"{self.deeper_depth}"
                depth += MatchText.tr(" ({deeper} on {share}% of moves)").format(
                    deeper=deeper, share=f"{100 * self.deeper:.0f}"
                )
            parts.append(depth)
        if self.noise:
            parts.append(MatchText.tr("noise {noise}").format(noise=f"{self.noise:.2f}"))
        if self.random_share:
            parts.append(MatchText.tr("{share}% random moves").format(share=f"{100 * self.random_share:.0f}"))
        return ", ".join(parts)


def _level_spec(rules: GameRules[Any, Any], options: Mapping[str, Any], level: str) -> MatchSpec:
    from desktop.ai.levels import LEVELS

    if level == "random":
        beginner = _level_spec(rules, options, "beginner")
        return replace(beginner, x=0.0, random_share=1.0)
    spec = LEVELS[level]
    return MatchSpec(
        float(CHAIN.index(level)),
        spec.nodes_for(rules, options),
        spec.max_depth,
        spec.noise,
        style=spec.multiplayer_style,
    )


def _between(a: float, b: float, t: float) -> float:
    return a if a == b else a + (b - a) * t


def spec_at(rules: GameRules[Any, Any], options: Mapping[str, Any] | None, x: float) -> MatchSpec:
    """What the point ``x`` of the strength axis (0 Random … 5 Expert) plays in this game: the
    levels' own budgets at whole ``x`` and the interpolation between them (the module's text)."""
    options = dict(options or {})
    x = min(max(x, 0.0), float(len(CHAIN) - 1))
    index = min(math.floor(x), len(CHAIN) - 2)
    t = x - index
    lo = _level_spec(rules, options, CHAIN[index])
    if t == 0:
        return lo
    hi = _level_spec(rules, options, CHAIN[index + 1])
    if t == 1:
        return hi
    nodes = round(math.exp(math.log(lo.nodes) * (1 - t) + math.log(hi.nodes) * t))
    shallow, deep = min(lo.depth, hi.depth), max(lo.depth, hi.depth)
    return MatchSpec(
        x,
        nodes,
        shallow,
        _between(lo.noise, hi.noise, t),
        _between(lo.random_share, hi.random_share, t),
        deep if deep != shallow else 0,
        t if deep != shallow else 0.0,
        lo.style if t < 0.5 else hi.style,
    )


def match_spec(rules: GameRules[Any, Any], options: Mapping[str, Any] | None, target: float) -> MatchSpec:
    """What "Match me" plays at ``target`` Elo in this game."""
    return spec_at(rules, options, position_for(rules.info.ai.on(options), target))


def match_level(target: float) -> str:
    """The level name of "Match me" at ``target`` Elo: ``match:1420``."""
    return f"{MATCH_LEVEL}:{round(target)}"


def match_target(level: str) -> float | None:
    """The target Elo of a "Match me" level name (:func:`match_level`), or None for another name."""
    head, _, number = level.partition(":")
    if head != MATCH_LEVEL:
        return None
    try:
        return float(number)
    except ValueError:
        return None


class MatchAgent:
    """Plays a point of the strength axis: a fixed ``x`` (the ladder's measurements) or, given
    a ``target`` Elo, the point the game's rating map gives it, found at the first move (when
    the game is known).  Its budget is always the node budget: the map is measured with it."""

    name = MATCH_LEVEL
    plays_whole_turns = True

    def __init__(
        self,
        seed: int = 0,
        *,
        x: float | None = None,
        target: float | None = None,
        seconds: float | None = None,
    ) -> None:
        if (x is None) == (target is None):
            raise ValueError("give MatchAgent a point x or a target Elo, one of them")
        self.x, self.target, self.seconds = x, target, seconds
        self.rng = random.Random(seed)
        self.seed = seed
        self.stats = SearchStats()
        self.spec: MatchSpec | None = None
        self._agents: dict[int, Agent] = {}

    def spec_for(self, rules: GameRules[Any, Any], state: Any) -> MatchSpec:
        """The point's budget in this game (the players counted from ``state``)."""
        if self.spec is None:
            options = {"players": rules.num_players(state)}
            if self.target is not None:
                self.spec = match_spec(rules, options, self.target)
            else:
                self.spec = spec_at(rules, options, self.x or 0.0)
        return self.spec

    def _searcher(self, spec: MatchSpec, depth: int) -> Agent:
        if depth not in self._agents:
            many = MctsAgent(seed=self.seed, **spec.style)
            pvs = PvsAgent(max_depth=depth, seed=self.seed + depth, noise=spec.noise, many_players=many)
            pvs.budget = Budget(self.seconds, spec.nodes)
            self._agents[depth] = TurnByDecisions(pvs)
        return self._agents[depth]

    def choose(self, rules: GameRules[Any, Any], state: Any, should_stop: StopCheck = never_stop) -> Any:
        spec = self.spec_for(rules, state)
        agent: Agent
        if spec.random_share and self.rng.random() < spec.random_share:
            agent = TurnByDecisions(RandomAgent(self.rng.randrange(1 << 30)))
        else:
            deeper = spec.deeper and self.rng.random() < spec.deeper
            agent = self._searcher(spec, spec.deeper_depth if deeper else spec.depth)
        move = agent.choose(rules, state, should_stop)
        self.stats = agent.stats
        return move
