"""The analysis's win chance along seeded games: does it follow who goes on to win?

Plays seeded Hard-against-Medium games (the levels' node budgets, seats
alternating: Hard has seat ``seed % 2``) and judges every position as the
app's analysis does (:func:`desktop.ai.analysis.evaluate_position` with the
Analyst's level and per-game budget, seeded by ply), and, for comparison, as
it did before (the PVS's own ``stats.chances``: a logistic of the score
with slope 4 over 1,000, and a position with one legal move read at its
search's score of 0, i.e. 50%).  Each move is reviewed both ways (old: the
chance after the best move less the chance after the move; new:
:func:`desktop.ai.analysis.move_loss`, and for a move with a verdict the
smaller of that and the same at :data:`~desktop.ai.analysis.CHECK_SCALE`
times the budget, as the Analyst judges), and every mark is checked again at
``--check`` times the budget (default 9, beyond the review's own check) with
the new judgement: a mark is *unconfirmed* when the mover's chance there does
not drop by at least 0.05 across the move.

Per game and way it prints: the winner's mean chance over the first and the
last third of the positions, at the last position before the end, in how many
games the last third is above the first, the one-position spikes (a chance
0.3 or more away from both neighbours, the same way), how many positions with
a side far behind in material (a third or less of the other's stacks, pieces
or pips; Xeno, Zeno, X Spectrum) read 20% or more for it (and how many of
those that side went on to win), the marks and the unconfirmed ones::

    .venv/bin/python -m bench.experiments.win_chance xeno-30 oxono xspectrum zeno --games 8 --jobs 2
    .venv/bin/python -m bench.experiments.win_chance xeno-120 --games 6 --jobs 2 \
        --strong-nodes 4000 --weak-nodes 1000 --max-plies 4000

(xeno-120's games between the levels run to 2,000-3,600 plies, most of them drawn by 100
moves without a jump: ``--strong-nodes``/``--weak-nodes`` play them faster.)  The winner's
columns count the decided games; spikes, the positions far behind and the marks every game.

``--fit`` instead plays Medium against Medium (equal levels: who wins follows
the position, not the level) and fits each game's slope of
each game entry's ``GameAI.chance_slope`` to the outcomes (positions with a
choice and no proven result), printing the log loss at the fitted and the
shipped slope and how often the mover won in bands of the chance read::

    .venv/bin/python -m bench.experiments.win_chance xeno-30 --fit --games 16 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from desktop.ai.analysis import (
    CHECK_SCALE,
    SCORE_EDGE,
    SCORE_SCALE,
    PositionEval,
    chance_slope,
    evaluate_position,
    forced_line,
    move_loss,
    verdict_of,
)
from desktop.ai.levels import LEVELS, make_agent
from desktop.ai.search import WIN_BOUND, win_chances
from desktop.control.analysis import ANALYSIS_LEVEL, analysis_nodes
from desktop.core.protocol import GameRules
from desktop.games.registry import resolve

MAX_PLIES = 1_000
#: a mark is confirmed when the mover's chance drops by at least this much at the check budget
CONFIRM_DROP = 0.05


@dataclass
class Way:
    """One way of judging (old or new) over one game: the winner's chances, marks."""

    chances: list[float] = field(default_factory=list)  # the winner's, by position (the end's last)
    marks: int = 0
    unconfirmed: int = 0
    behind_high: int = 0  # positions with a side far behind reading >= 20% for it
    behind_high_won: float = 0.0  # ... of which that side went on to win (a draw a half)


@dataclass
class GameRun:
    game: str
    seed: int
    hard_seat: int
    outcome: tuple[float, ...] | None
    plies: int
    behind: int  # positions with a side far behind
    old: Way
    new: Way
    seconds: float
    fit: list[tuple[float, float]] = field(default_factory=list)  # (score, mover's result)


def material(rules: GameRules[Any, Any], state: Any) -> tuple[float, ...] | None:
    """Each player's stacks (Xeno), pieces (Zeno) or pips (X Spectrum); None elsewhere."""
    game = rules.info.id
    if game == "xeno" and getattr(state, "seats", None) and len(state.seats) == 2:
        from desktop.games.xeno.evaluation import control

        counts = control(state)
        return tuple(float(counts[c]) for c in state.seats)
    if game == "zeno":
        return (float(state.count(0)), float(state.count(1)))
    if game == "xspectrum":
        from desktop.games.xspectrum.evaluation import material as pips

        return (pips(state, 0), pips(state, 1))
    return None


def far_behind(amounts: tuple[float, ...] | None) -> int | None:
    """The player with a third or less of the other's material (the other with 3 or more)."""
    if amounts is None or len(amounts) != 2:
        return None
    for p in (0, 1):
        if amounts[1 - p] >= 3 and amounts[p] * 3 <= amounts[1 - p]:
            return p
    return None


def judge(
    rules: GameRules[Any, Any], state: Any, seed: int, nodes: int
) -> tuple[PositionEval, tuple[float, ...]]:
    """The new judgement and the old one's chances (the PVS's own, a forced move's search read as is)."""
    new = evaluate_position(rules, state, level=ANALYSIS_LEVEL, nodes=nodes, seed=seed)
    if rules.outcome(state) is not None:
        return new, new.chances
    players = rules.num_players(state)
    mover = rules.to_move(state)
    if forced_line(rules, state, 1)[1] is None:
        return new, tuple(win_chances(new.score, mover, players))
    agent = make_agent(ANALYSIS_LEVEL, seed, nodes=nodes)  # the old way searched it: at once, score 0
    agent.choose(rules, state)
    return new, tuple(win_chances(agent.stats.score, mover, players))


def level_nodes(level: str, rules: GameRules[Any, Any], options: dict[str, Any]) -> int:
    """The level's own node budget for the game (``Level.nodes_for`` takes the game's rules, or
    before issue 31 its id)."""
    spec: Any = LEVELS[level]
    try:
        return int(spec.nodes_for(rules, options))
    except AttributeError:
        return int(spec.nodes_for(rules.info.id, options))


def play(
    game: str, seed: int, levels: tuple[str, str], nodes: tuple[int | None, int | None], max_plies: int
) -> tuple[GameRules[Any, Any], list[Any], list[Any], Any]:
    """A seeded game of ``levels[0]`` (seat ``seed % 2``) against ``levels[1]``, each within its
    own node budget unless ``nodes`` gives one."""
    rules, options = resolve(game)
    state = rules.new_state(options, seed)
    seat = seed % 2
    sides = [(levels[0], nodes[0]), (levels[1], nodes[1])]
    agents = [
        make_agent(lvl, seed * 31 + p, nodes=budget or level_nodes(lvl, rules, options))
        for p, (lvl, budget) in enumerate(sides if seat == 0 else sides[::-1])
    ]
    states, moves = [state], []
    for _ in range(max_plies):
        if rules.outcome(state) is not None:
            break
        move = agents[rules.to_move(state)].choose(rules, state)
        moves.append(move)
        state = rules.apply(state, move)
        states.append(state)
    return rules, states, moves, rules.outcome(state)


def run_game(
    game: str,
    seed: int,
    nodes: int | None,
    check: float,
    fit: bool,
    players: tuple[int | None, int | None] = (None, None),
    max_plies: int = MAX_PLIES,
) -> GameRun:
    start = time.perf_counter()
    levels = ("medium", "medium") if fit else ("hard", "medium")
    rules, states, moves, outcome = play(game, seed, levels, players, max_plies)
    budget = nodes or analysis_nodes(*resolve(game))
    judged = [judge(rules, s, ply, budget) for ply, s in enumerate(states)]
    run = GameRun(
        game,
        seed,
        seed % 2,
        None if outcome is None else tuple(outcome.scores),
        len(moves),
        0,
        Way(),
        Way(),
        0.0,
    )
    if fit:
        if outcome is not None:
            for state, (new, _) in zip(states, judged, strict=True):
                chosen = rules.outcome(state) is None and forced_line(rules, state, 1)[1] is None
                if chosen and abs(new.score) < WIN_BOUND:
                    run.fit.append((new.score, outcome.scores[rules.to_move(state)]))
        run.seconds = time.perf_counter() - start
        return run
    winner = 0 if outcome is None else max(range(2), key=lambda p: outcome.scores[p])
    for state, (new, old) in zip(states, judged, strict=True):
        run.new.chances.append(new.chances[winner])
        run.old.chances.append(old[winner])
        side = far_behind(material(rules, state)) if rules.outcome(state) is None else None
        if side is not None:
            run.behind += 1
            result = 0.5 if outcome is None else outcome.scores[side]
            for way, chances in ((run.new, new.chances), (run.old, old)):
                if chances[side] >= 0.2:
                    way.behind_high += 1
                    way.behind_high_won += result
    checked: dict[int, PositionEval] = {}

    def strict(ply: int) -> PositionEval:
        if ply not in checked:
            checked[ply] = evaluate_position(
                rules, states[ply], level=ANALYSIS_LEVEL, nodes=round(budget * check), seed=ply
            )
        return checked[ply]

    for ply, move in enumerate(moves):
        state = states[ply]
        mover = rules.to_move(state)
        (new_before, _), (new_after, old_after) = judged[ply], judged[ply + 1]
        new_loss = old_loss = 0.0
        # a position with a choice: the old way searched it as the new one does (the same best
        # move); a forced one's best is the move played, either way
        if new_before.best is not None and new_before.best != move:
            better = rules.apply(state, new_before.best)
            new_best, old_best = judge(rules, better, ply + 1, budget)
            new_loss = move_loss(mover, new_before.chances, new_after.chances, new_best.chances)
            old_loss = max(0.0, old_best[mover] - old_after[mover])
            if verdict_of(new_loss) is not None:  # judged again as the Analyst does
                nodes_again = round(budget * CHECK_SCALE)
                again = [
                    evaluate_position(rules, s, level=ANALYSIS_LEVEL, nodes=nodes_again, seed=seed).chances
                    for s, seed in ((state, ply), (states[ply + 1], ply + 1), (better, ply + 1))
                ]
                new_loss = min(new_loss, move_loss(mover, *again))
        for way, loss in ((run.new, new_loss), (run.old, old_loss)):
            if verdict_of(loss) is not None:
                way.marks += 1
                if strict(ply).chances[mover] - strict(ply + 1).chances[mover] < CONFIRM_DROP:
                    way.unconfirmed += 1
    run.seconds = time.perf_counter() - start
    return run


def thirds(chances: list[float]) -> tuple[float, float, float]:
    """Mean over the first and the last third of the positions before the end, and the last of them."""
    values = chances[:-1] or chances
    third = max(1, len(values) // 3)
    return sum(values[:third]) / third, sum(values[-third:]) / third, values[-1]


def spikes(chances: list[float]) -> int:
    values = chances[:-1]
    return sum(
        1
        for i in range(1, len(values) - 1)
        if abs(values[i] - values[i - 1]) >= 0.3
        and abs(values[i] - values[i + 1]) >= 0.3
        and (values[i] - values[i - 1]) * (values[i] - values[i + 1]) > 0
    )


def report(game: str, runs: list[GameRun], budget: int, check: float) -> None:
    decided = [r for r in runs if r.outcome is not None and r.outcome[0] != r.outcome[1]]
    hard = sum(1 for r in decided if r.outcome is not None and r.outcome[r.hard_seat] == 1.0)
    plies = sum(r.plies for r in runs) / len(runs)
    print(
        f"\n{game}: {len(runs)} games (Hard won {hard}, Medium {len(decided) - hard}, drawn or "
        f"unfinished {len(runs) - len(decided)}), {plies:.0f} plies a game, judged by {ANALYSIS_LEVEL} "
        f"at {budget:,} nodes, marks checked at {round(budget * check):,}; "
        f"{sum(r.behind for r in runs)} positions with a side far behind; "
        f"{sum(r.seconds for r in runs):.0f} s"
    )
    print(
        f"{'way':5} {'first 1/3':>9} {'last 1/3':>9} {'last':>6} {'rises':>7} {'spikes':>7} "
        f"{'behind>=20% (won)':>18} {'marks':>6} {'unconfirmed':>12}"
    )
    for name in ("old", "new"):
        ways = [getattr(r, name) for r in decided]
        every = [getattr(r, name) for r in runs]
        if ways:
            stats = [thirds(w.chances) for w in ways]
            first = sum(s[0] for s in stats) / len(stats)
            last = sum(s[1] for s in stats) / len(stats)
            end = sum(s[2] for s in stats) / len(stats)
            rises = sum(1 for s in stats if s[1] > s[0])
            winner = f"{first:9.2f} {last:9.2f} {end:6.2f} {rises:>3}/{len(stats):<3}"
        else:
            winner = f"{'-':>9} {'-':>9} {'-':>6} {'-':>7}"
        print(
            f"{name:5} {winner} {sum(spikes(w.chances) for w in every):7} "
            f"{sum(w.behind_high for w in every):10} ({sum(w.behind_high_won for w in every):5.1f}) "
            f"{sum(w.marks for w in every):6} {sum(w.unconfirmed for w in every):12}"
        )


def x_of(score: float) -> float:
    return math.atanh(max(-SCORE_EDGE, min(SCORE_EDGE, score / SCORE_SCALE)))


def log_loss(points: list[tuple[float, float]], slope: float) -> float:
    total = 0.0
    for score, won in points:
        p = 1.0 / (1.0 + math.exp(-slope * x_of(score)))
        p = min(max(p, 1e-9), 1 - 1e-9)
        total -= won * math.log(p) + (1 - won) * math.log(1 - p)
    return total / len(points)


def report_fit(game: str, runs: list[GameRun], budget: int) -> None:
    points = [p for r in runs for p in r.fit]
    if not points:
        print(f"\n{game}: no finished game to fit")
        return
    slopes = [k / 20 for k in range(4, 81)]
    best = min(slopes, key=lambda k: log_loss(points, k))
    shipped = chance_slope(*resolve(game))
    print(
        f"\n{game}: {len(runs)} games Medium-Medium, {len(points)} positions, judged at {budget:,} nodes: "
        f"fitted slope {best:.2f} (log loss {log_loss(points, best):.3f}); shipped {shipped:.2f} "
        f"({log_loss(points, shipped):.3f}); even 0.693"
    )
    bands: dict[int, list[float]] = {}
    for score, won in points:
        p = 1.0 / (1.0 + math.exp(-shipped * x_of(score)))
        bands.setdefault(min(int(p * 10), 9), []).append(won)
    print(
        "  chance read (shipped slope) -> the mover won: "
        + ", ".join(
            f"{b / 10:.1f}-{(b + 1) / 10:.1f}: {sum(v) / len(v):.2f} of {len(v)}"
            for b, v in sorted(bands.items())
        )
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "games", nargs="*", default=["xeno-30"], help="xeno-30, xeno-120, oxono, zeno, xspectrum"
    )
    parser.add_argument("--games", dest="count", type=int, default=6, help="games per game (default 6)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed (default 1)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--nodes", type=int, help="the analysis budget (default: the Analyst's for the game)")
    parser.add_argument("--check", type=float, default=9.0, help="the marks' check budget, times the budget")
    parser.add_argument("--fit", action="store_true", help="fit the chance's slope on Medium-Medium games")
    parser.add_argument("--strong-nodes", type=int, help="Hard's nodes a move (default: its own)")
    parser.add_argument("--weak-nodes", type=int, help="Medium's nodes a move (default: its own)")
    parser.add_argument(
        "--max-plies", type=int, default=MAX_PLIES, help=f"a game's cap (default {MAX_PLIES})"
    )
    args = parser.parse_args(argv)
    slopes = {g: chance_slope(*resolve(g)) for g in args.games}
    print(f"shipped slopes: {slopes}", flush=True)
    tasks = [(g, args.seed + i) for g in args.games for i in range(args.count)]
    results: dict[str, list[GameRun]] = {g: [] for g in args.games}
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        sides = (args.strong_nodes, args.weak_nodes)
        futures = [
            pool.submit(run_game, g, s, args.nodes, args.check, args.fit, sides, args.max_plies)
            for g, s in tasks
        ]
        for (g, s), future in zip(tasks, futures, strict=True):
            run = future.result()
            results[g].append(run)
            print(
                f"  {g} seed {s}: {run.outcome}, {run.plies} plies, {run.seconds:.0f} s",
                file=sys.stderr,
                flush=True,
            )
    for g in args.games:
        budget = args.nodes or analysis_nodes(*resolve(g))
        if args.fit:
            report_fit(g, results[g], budget)
        else:
            report(g, results[g], budget, args.check)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
