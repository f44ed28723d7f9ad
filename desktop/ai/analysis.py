"""Headless analysis: each player's win chance in a position, and a review of a whole game.

No Qt here: the app's analysis panel calls this in a child process, the
command line (``xeno-games analyse``) directly.

:func:`evaluate_position` searches a position with a level's agent and turns
what the search found into *chances*, each player's chance to win, summing to
1.  A finished game's chances are its outcome's scores.  A position whose
mover has a single legal move (a compulsory jump, a forced reply) is judged
by the position that move leads to (:func:`forced_line`): the search returns
such a move at once, without looking at it, and its score of 0 read as an
even game.  The chances come from the search's score (the player to move's
view) through :func:`chance_of_score`: the score is turned back into the
game's evaluation scale (the evaluations are ``tanh`` of a sum of material,
mobility and the like, so ``atanh`` undoes the squashing) and a logistic of
that, with a slope fitted per game to who went on to win
(the game entry's ``GameAI.chance_slope``; ``python -m bench.experiments.win_chance``).  A proven
win is certain.  In a game of 3+ players the levels search by MCTS, whose own
chances (its playouts' results) are taken at their word.

:func:`review_game` evaluates every position of a game and marks a move only
when the mover's chance after it is lower both than before it and than after
the search's best move there (:class:`MoveReview`): the smaller of the two
drops is the move's loss, and a move with a verdict is judged again at
:data:`CHECK_SCALE` times the budget, keeping the smaller loss.  A move that
was the search's choice, or the only one, loses nothing.  A position whose
move led to a proven win for its mover is itself that proven win
(:func:`proven_sources`): a search that missed the winning reply does not
hide the move that allowed it.  The verdicts use
the thresholds common to chess servers, on the win chance (0..1):

=============  =====================  ====
verdict        drop in the win chance mark
=============  =====================  ====
inaccuracy     at least 0.10          ?!
mistake        at least 0.20          ?
blunder        at least 0.30          ??
=============  =====================  ====

>>> chance_of_score(0.0)
0.5
>>> round(chance_of_score(1_000_000.0), 6)
1.0
>>> chance_of_score(-1_000.0, 0.625) < 0.1 < 0.5 < chance_of_score(400.0, 0.625) < 0.8
True
>>> verdict_of(0.25)
'mistake'
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from desktop.ai.agent import SearchCancelled, StopCheck, never_stop
from desktop.ai.levels import LEVELS, make_agent
from desktop.ai.search import EVAL_SCALE, WIN_BOUND
from desktop.core.protocol import GameRules

#: The search's score of a static evaluation of 1 (a score beyond ``WIN_BOUND`` is a proven result).
SCORE_SCALE = float(EVAL_SCALE)
#: The most of the evaluation scale :func:`chance_of_score` reads (``atanh`` of it is about 4.1):
#: a score of the whole scale is a lost or won position, not a certainty.
SCORE_EDGE = 0.9995
#: The logistic's slope on ``atanh(score / SCORE_SCALE)`` is each game's (its registry entry's
#: ``GameAI.chance_slope``, :func:`chance_slope`), fitted to
#: who won from each position with a choice and no proven result of seeded games between the
#: levels (Hard-Medium, Medium-Medium, for Xeno Hard-Hard too), judged at the analysis budget:
#: xeno-30 3,596 positions of 48 games (bootstrap over games 0.44-0.88), Zeno 1,785 of 20
#: (8-16), X Spectrum 4,772 of 24 (0.6-1.9); Oxono's unproven scores barely tell its winner (log
#: loss 0.69-0.73 for any slope up to 2, a coin's 0.69: the lines the search proves decide), so 1.
#: ``python -m bench.experiments.win_chance GAME --fit`` fits one again.
#: the slope of a game whose entry gives none
DEFAULT_SLOPE = 1.0
#: how many single legal moves in a row :func:`forced_line` follows
FORCED_PLIES = 200
#: a move whose loss makes a verdict is judged again at this many times the budget (the positions
#: before it, after it and after the best move) and keeps the smaller loss, so that a mark stands
#: at both budgets (at 3,000 nodes on xeno-120, 16 of 81 marks did not at 9,000 without it)
CHECK_SCALE = 3.0

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
    #: the rules move the search would play (None once the game is over; the only move if forced)
    best: Any | None
    best_text: str
    #: the search's score (0 for a finished game); for a forced position, of the position searched
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
    #: how far the mover's chance fell with this move: the smaller of the drops from before it and
    #: from after the search's best move (never below 0; 0 for the search's own move)
    loss: float
    #: "inaccuracy" (loss >= 0.10), "mistake" (>= 0.20), "blunder" (>= 0.30), or None
    verdict: str | None
    #: the position after ``before.best`` instead (None when that is the move played)
    best_after: PositionEval | None = None

    @property
    def mark(self) -> str:
        """``?!``, ``?`` or ``??`` by the verdict; empty for a good move."""
        return MARKS.get(self.verdict, "") if self.verdict else ""


def chance_slope(rules: GameRules[Any, Any], options: Mapping[str, Any] | None = None) -> float:
    """The logistic's slope for the game of ``rules`` played with ``options``, as its registry
    entry gives it (:data:`DEFAULT_SLOPE` where it gives none)."""
    slope = rules.info.ai.on(options).chance_slope
    return DEFAULT_SLOPE if slope is None else slope


def chance_of_score(score: float, slope: float = DEFAULT_SLOPE) -> float:
    """The mover's win chance for a search score in the mover's view: 1 or 0 for a proven
    result, else a logistic of ``atanh(score / SCORE_SCALE)`` with the game's ``slope``
    (:func:`chance_slope`)."""
    if score >= WIN_BOUND:
        return 1.0
    if score <= -WIN_BOUND:
        return 0.0
    x = slope * math.atanh(max(-SCORE_EDGE, min(SCORE_EDGE, score / SCORE_SCALE)))
    return 1.0 / (1.0 + math.exp(-x))


def chances_from_score(
    score: float, mover: int, players: int, slope: float = DEFAULT_SLOPE
) -> tuple[float, ...]:
    """The mover gets :func:`chance_of_score`; the others share the rest evenly."""
    mine = chance_of_score(score, slope)
    rest = (1.0 - mine) / (players - 1) if players > 1 else 0.0
    return tuple(mine if p == mover else rest for p in range(players))


def chances_of_search(
    reported: Sequence[float] | None, score: float, mover: int, players: int, slope: float = DEFAULT_SLOPE
) -> tuple[float, ...]:
    """Each player's chance from a search's figures: with 3+ players the search's own
    :attr:`~desktop.ai.agent.SearchStats.chances` (``reported``: MCTS, its playouts' results)
    when they fit, else (and always with two players, searched by PVS)
    :func:`chances_from_score` for the mover."""
    if players > 2 and reported is not None:
        found = normalised_chances(reported, players)
        if found is not None:
            return found
    return chances_from_score(score, mover, players, slope)


def proven_sources(mover: Callable[[int], int], chances: Sequence[Sequence[float] | None]) -> list[int]:
    """For each position ``i`` of a game (``chances[i]``: its judged chances, None where not
    known), the position whose chances stand for it: ``i`` itself, or the source of ``i + 1``
    when the position after the move played from ``i`` is a proven win for ``mover(i)`` (a
    search can miss a winning reply that the next position's search proves; a win is a win
    at any budget, so the move that allowed it is judged by it).

    >>> proven_sources(lambda i: i % 2, [(0.6, 0.4), (0.63, 0.37), (0.0, 1.0), None])
    [0, 2, 2, 3]
    """
    source = list(range(len(chances)))
    for i in range(len(chances) - 2, -1, -1):
        after = chances[source[i + 1]]
        if after is not None and max(after) >= 1.0 and after[mover(i)] >= 1.0:
            source[i] = source[i + 1]
    return source


def forced_line(rules: GameRules[Any, Any], state: Any, limit: int = FORCED_PLIES) -> tuple[Any, Any | None]:
    """``(where, first)``: the first position from ``state`` on where the player to move has a
    choice (or the game is over), following single legal moves, and the first of those moves
    (``None`` when ``state`` itself has a choice).  At most ``limit`` moves are followed."""
    first = None
    for _ in range(limit):
        if rules.outcome(state) is not None:
            break
        only = rules.only_move(state)
        if only is None:
            break
        if first is None:
            first = only
        state = rules.apply(state, only)
    return state, first


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


def default_nodes(level: str, rules: GameRules[Any, Any]) -> int:
    """The level's own node budget for this game (0 for a level that does not search)."""
    spec = LEVELS[level]
    return spec.nodes_for(rules)


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
    and ``seed``.  A position with a single legal move is judged by the first
    position after it with a choice (:func:`forced_line`), its best move being
    that single move.  Raises :class:`~desktop.ai.agent.SearchCancelled` once
    ``should_stop`` says so.
    """
    if level not in LEVELS:
        raise KeyError(f"unknown AI level {level!r} (known: {', '.join(LEVELS)})")
    if should_stop():
        raise SearchCancelled
    where, forced = forced_line(rules, state)
    found = _searched(rules, where, level, nodes, seed, should_stop)
    if forced is None:
        return found
    text = rules.move_to_text(state, forced)
    return PositionEval(found.chances, forced, text, found.score, found.nodes)


def _searched(
    rules: GameRules[Any, Any], state: Any, level: str, nodes: int | None, seed: int, should_stop: StopCheck
) -> PositionEval:
    """:func:`evaluate_position` of ``state`` itself, forced or not."""
    outcome = rules.outcome(state)
    if outcome is not None:
        return PositionEval(tuple(outcome.scores), None, "", 0.0, 0)
    players = rules.num_players(state)
    budget = nodes if nodes is not None else (default_nodes(level, rules) or None)
    agent = make_agent(level, seed, nodes=budget)
    best = agent.choose(rules, state, should_stop)
    stats = agent.stats
    mover = rules.to_move(state)
    chances = chances_of_search(stats.chances, stats.score, mover, players, chance_slope(rules))
    return PositionEval(
        chances,
        best,
        rules.move_to_text(state, best),
        float(stats.score),
        int(stats.playouts or stats.nodes),
    )


def move_loss(
    mover: int, before: Sequence[float], after: Sequence[float], best_after: Sequence[float]
) -> float:
    """How far ``mover``'s chance fell with a move: the smaller of the drops from the position
    before it and from the position after the best move there (0 when either did not drop)."""
    return max(0.0, min(before[mover], best_after[mover]) - after[mover])


def review_game(
    rules: GameRules[Any, Any],
    states: Sequence[Any],
    moves: Sequence[Any],
    *,
    level: str = "hard",
    nodes: int | None = None,
    check: float = CHECK_SCALE,
    should_stop: StopCheck = never_stop,
    progress: Progress | None = None,
) -> list[MoveReview]:
    """A review of each move: ``states[i]`` is the position before ``moves[i]``.

    ``states`` may hold the final position too (``len(moves) + 1`` states);
    otherwise it is computed.  Each position of the game is searched once
    (the position after a move is the one before the next), and for a move
    other than the search's best, the position after the best move too; all
    with seed 0 (the game's positions first; a position whose move played
    reached a proven win for its mover takes that win, :func:`proven_sources`).
    A move's loss is :func:`move_loss`: it is marked only when
    the mover's chance after it is below both the chance before it and the
    chance after the best move.  A move with a verdict is judged again at
    ``check`` times the node budget (after the larger budget's best move too,
    where it prefers another) and keeps the smaller of the two losses
    (:data:`CHECK_SCALE`; 1 or a level without a node budget: no check).
    ``progress(done, total)`` is called after each of the ``2 * len(moves) + 1``
    steps (a step with nothing to search included; the checks are not
    counted).  Raises :class:`~desktop.ai.agent.SearchCancelled` once
    ``should_stop`` says so.
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
    budget = nodes if nodes is not None else (default_nodes(level, rules) or None)
    strict = round(budget * check) if budget is not None and check > 1 else None

    def search(state: Any) -> PositionEval:
        nonlocal done
        if should_stop():
            raise SearchCancelled
        found = evaluate_position(rules, state, level=level, nodes=nodes, should_stop=should_stop)
        done += 1
        if progress is not None:
            progress(done, total)
        return found

    def again(state: Any, known: PositionEval | None = None) -> PositionEval:
        if known is not None and max(known.chances) >= 1.0:  # proven: no budget changes it
            return known
        return evaluate_position(rules, state, level=level, nodes=strict, should_stop=should_stop)

    searched = [search(state) for state in positions]
    source = proven_sources(lambda i: rules.to_move(positions[i]), [e.chances for e in searched])
    evals = [
        found
        if source[i] == i
        else replace(
            found,
            chances=searched[source[i]].chances,
            best=moves[i],
            best_text=rules.move_to_text(positions[i], moves[i]),
        )
        for i, found in enumerate(searched)
    ]
    reviews: list[MoveReview] = []
    for ply, move in enumerate(moves):
        state = positions[ply]
        before = evals[ply]
        after = evals[ply + 1]
        mover = rules.to_move(state)
        best_after = None
        loss = 0.0
        if before.best is not None and before.best != move:
            best_after = search(rules.apply(state, before.best))
            loss = move_loss(mover, before.chances, after.chances, best_after.chances)
            if strict is not None and verdict_of(loss) is not None:
                first = again(state, before)
                best_chances = again(rules.apply(state, before.best)).chances
                if first.best is not None and first.best not in (move, before.best):
                    other = again(rules.apply(state, first.best)).chances  # the larger budget's choice
                    best_chances = other if other[mover] > best_chances[mover] else best_chances
                later = again(positions[ply + 1], after).chances
                checked = move_loss(mover, first.chances, later, best_chances)
                loss = min(loss, checked)
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
