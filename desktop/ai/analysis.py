"""Headless analysis: each player's win chance in a position, and a review of a whole game.

No Qt here: the app's analysis panel calls this in a child process, the
command line (``xeno-games analyse``) directly.

:func:`evaluate_position` searches a position with a level's agent and turns
what the search found into *chances*, each player's chance to win, summing to
1.  A finished game's chances are its outcome's scores.  A search that reports
``stats.extra["chances"]`` is taken at its word; otherwise the chances come
from ``stats.score`` (the root player's view) through a logistic curve,
:func:`chance_of_score`, for the player to move, the rest spread evenly over
the others.

:func:`review_game` evaluates every position of a game and marks each move
by the drop in its mover's win chance (:class:`MoveReview`): the chance after
the search's best move less the chance after the move played.  Both positions
have the same player to move and are searched with the same budget, so a
search that sees one side's turns more kindly than the other's (a static
evaluation that favours the player to move, a horizon at odd or even depth)
does not count against every move.  The verdicts use the thresholds common
to chess servers, on the win chance (0..1):

=============  =====================  ====
verdict        drop in the win chance mark
=============  =====================  ====
inaccuracy     at least 0.10          ?!
mistake        at least 0.20          ?
blunder        at least 0.30          ??
=============  =====================  ====

The search's own best move loses nothing, by definition.

>>> chance_of_score(0.0)
0.5
>>> round(chance_of_score(1_000_000.0), 6)
1.0
>>> verdict_of(0.25)
'mistake'
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from desktop.ai.agent import Agent, SearchCancelled, SearchStats, StopCheck, never_stop
from desktop.ai.levels import LEVELS, make_agent
from desktop.core.protocol import GameRules

#: Score units (the search's ``stats.score``) that shift the mover's chance from 1/2 to about 73%.
#: Alpha-beta scores a static evaluation of 1 as 1,000 and a win as about 1,000,000, so an
#: evaluation of 1 reads as 92% and a proven win as certain.
SCORE_SCALE = 400.0

#: (verdict, least drop in the mover's win chance, mark), worst first.
VERDICTS: tuple[tuple[str, float, str], ...] = (
    ("blunder", 0.30, "??"),
    ("mistake", 0.20, "?"),
    ("inaccuracy", 0.10, "?!"),
)
MARKS = {name: mark for name, _, mark in VERDICTS}

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class PositionEval:
    """What a search makes of one position."""

    #: each player's win chance (a draw shared), summing to 1
    chances: tuple[float, ...]
    #: the rules move the search would play (None once the game is over)
    best: Any | None
    best_text: str
    #: the search's score for the player to move (0 for a finished game)
    score: float
    #: nodes (MCTS: playouts) the search spent
    nodes: int


@dataclass(frozen=True)
class MoveReview:
    """One move of a game, with the positions before and after it."""

    ply: int
    player: int
    move_text: str
    before: PositionEval
    after: PositionEval
    #: drop in the mover's win chance against the search's best move (never below 0)
    loss: float
    #: "inaccuracy" (loss >= 0.10), "mistake" (>= 0.20), "blunder" (>= 0.30), or None
    verdict: str | None
    #: the position after ``before.best`` instead (None when that is the move played)
    best_after: PositionEval | None = None

    @property
    def mark(self) -> str:
        """``?!``, ``?`` or ``??`` by the verdict; empty for a good move."""
        return MARKS.get(self.verdict, "") if self.verdict else ""


def chance_of_score(score: float) -> float:
    """The mover's win chance for a search score (logistic in :data:`SCORE_SCALE` units)."""
    x = score / SCORE_SCALE
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-min(x, 700.0)))
    e = math.exp(max(x, -700.0))
    return e / (1.0 + e)


def chances_from_score(score: float, mover: int, players: int) -> tuple[float, ...]:
    """The mover gets :func:`chance_of_score`; the others share the rest evenly."""
    mine = chance_of_score(score)
    rest = (1.0 - mine) / (players - 1) if players > 1 else 0.0
    return tuple(mine if p == mover else rest for p in range(players))


def verdict_of(loss: float) -> str | None:
    """The verdict for a drop in the win chance (see the module's table)."""
    for name, least, _ in VERDICTS:
        if loss >= least:
            return name
    return None


def normalised_chances(chances: Sequence[float], players: int) -> tuple[float, ...] | None:
    """Reported chances made to sum to 1, or None when they do not fit the game."""
    try:
        values = [max(0.0, float(c)) for c in chances]
    except (TypeError, ValueError):
        return None
    total = sum(values)
    if len(values) != players or not total > 0 or not math.isfinite(total):
        return None
    return tuple(v / total for v in values)


def _reported_chances(agent: Agent, stats: SearchStats, players: int) -> tuple[float, ...] | None:
    """``extra["chances"]`` of the search (or of the agent a wrapper plays through)."""
    sources = [stats]
    inner = getattr(agent, "inner", None)
    inner_stats = getattr(inner, "stats", None)
    if isinstance(inner_stats, SearchStats):
        sources.append(inner_stats)
    for source in sources:
        reported = source.extra.get("chances")
        if reported is not None:
            found = normalised_chances(reported, players)
            if found is not None:
                return found
    return None


def default_nodes(level: str, rules: GameRules[Any, Any]) -> int:
    """The level's own node budget for this game (0 for a level that does not search)."""
    spec = LEVELS[level]
    nodes_for = getattr(spec, "nodes_for", None)  # a budget per game, where the levels give one
    if callable(nodes_for):
        return int(nodes_for(rules.info.id))
    return spec.nodes


def evaluate_position(
    rules: GameRules[Any, Any],
    state: Any,
    *,
    level: str = "hard",
    nodes: int | None = None,
    seed: int = 0,
    should_stop: StopCheck = never_stop,
) -> PositionEval:
    """Each player's win chance in ``state``, and the move the ``level``'s search would play.

    The search runs within ``nodes`` (or the level's own node budget for the
    game, :func:`default_nodes`; the level's time budget only for a level
    that has none), so the result depends only on the position, the level, the budget
    and ``seed``.  Raises :class:`~desktop.ai.agent.SearchCancelled` once
    ``should_stop`` says so.
    """
    if level not in LEVELS:
        raise KeyError(f"unknown AI level {level!r} (known: {', '.join(LEVELS)})")
    players = rules.num_players(state)
    outcome = rules.outcome(state)
    if outcome is not None:
        return PositionEval(tuple(outcome.scores), None, "", 0.0, 0)
    if should_stop():
        raise SearchCancelled
    budget = nodes if nodes is not None else (default_nodes(level, rules) or None)
    agent = make_agent(level, seed, nodes=budget)
    best = agent.choose(rules, state, should_stop)
    stats = agent.stats
    mover = rules.to_move(state)
    chances = _reported_chances(agent, stats, players)
    if chances is None:
        chances = chances_from_score(stats.score, mover, players)
    return PositionEval(
        chances,
        best,
        rules.move_to_text(state, best),
        float(stats.score),
        int(stats.playouts or stats.nodes),
    )


def review_game(
    rules: GameRules[Any, Any],
    states: Sequence[Any],
    moves: Sequence[Any],
    *,
    level: str = "hard",
    nodes: int | None = None,
    should_stop: StopCheck = never_stop,
    progress: Progress | None = None,
) -> list[MoveReview]:
    """A review of each move: ``states[i]`` is the position before ``moves[i]``.

    ``states`` may hold the final position too (``len(moves) + 1`` states);
    otherwise it is computed.  Each position of the game is searched once
    (the position after a move is the one before the next), and for a move
    other than the search's best, the position after the best move too; all
    with seed 0.  ``progress(done, total)`` is called after each of the
    ``2 * len(moves) + 1`` steps (a step with nothing to search included).
    Raises :class:`~desktop.ai.agent.SearchCancelled` once ``should_stop``
    says so.
    """
    if len(states) not in (len(moves), len(moves) + 1):
        raise ValueError(f"{len(moves)} moves need {len(moves) + 1} states (or one fewer), not {len(states)}")
    if not moves:
        return []
    positions = list(states[: len(moves) + 1])
    if len(positions) == len(moves):
        positions.append(rules.apply(positions[-1], moves[-1]))
    total = 2 * len(moves) + 1
    done = 0

    def search(state: Any) -> PositionEval:
        nonlocal done
        if should_stop():
            raise SearchCancelled
        found = evaluate_position(rules, state, level=level, nodes=nodes, should_stop=should_stop)
        done += 1
        if progress is not None:
            progress(done, total)
        return found

    evals = [search(positions[0])]
    reviews: list[MoveReview] = []
    for ply, move in enumerate(moves):
        state = positions[ply]
        before = evals[ply]
        evals.append(search(positions[ply + 1]))
        after = evals[ply + 1]
        mover = rules.to_move(state)
        best_after = None
        loss = 0.0
        if before.best is not None and before.best != move:
            best_after = search(rules.apply(state, before.best))
            loss = max(0.0, best_after.chances[mover] - after.chances[mover])
        else:
            done += 1
            if progress is not None:
                progress(done, total)
        reviews.append(
            MoveReview(
                ply, mover, rules.move_to_text(state, move), before, after, loss, verdict_of(loss), best_after
            )
        )
    return reviews


def mistakes(reviews: Sequence[MoveReview], count: int = 3) -> list[MoveReview]:
    """The ``count`` moves that lost most (those with a verdict only), worst first, then by ply."""
    marked = [r for r in reviews if r.verdict is not None]
    return sorted(marked, key=lambda r: (-r.loss, r.ply))[:count]
