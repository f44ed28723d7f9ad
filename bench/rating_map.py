"""The rating map: budgets between the levels, measured in Elo against the levels themselves.

"Match me" (:mod:`desktop.ai.adaptive`) plays a point ``x`` of the strength axis (0 Random,
1 Beginner, … 5 Expert; 1.5 halfway from Beginner's budget to Easy's).  This plays each point
asked for against the two anchored levels around it (``x`` = 3.5: Medium and Hard), half the
games against each, seats alternating, every side at its node budget (so a run depends only
on its seed), and prints per point its budget, the results and its Elo with a 95% interval.

The Elo is the maximum-likelihood rating against the opponents' anchors (the ladder's chain,
Beginner = 1000: :func:`desktop.ai.adaptive.level_anchors`) with one virtual draw against each
opponent, so that a clean sweep stays finite; the interval is ±1.96 standard errors of that
estimate (the anchors' own uncertainty not included).  Unfinished games count as draws::

    .venv/bin/python -m bench.rating_map oxono --games 20 --seed 1
    .venv/bin/python -m bench.rating_map oxono --points 0.5 3.5 --games 40 --seed 7 --jobs 2
    .venv/bin/python -m bench.rating_map oxono --targets 1650 --games 40 --seed 9   # Match me's check

``--targets`` plays Match me at those ratings (the point the map gives each) the same way: where
the map holds, the Elo measured is the target, within its interval.

The results go to ``bench/results/rating_map-GAME.json`` (not kept in git), written after every
point; ``--merge`` keeps the points of an earlier run that this one does not play.  The Elo
column is what the game's entry keeps as :attr:`~desktop.core.game_ai.GameAI.rating_map` and
docs/ai.md shows ("The rating map").
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from functools import partial
from pathlib import Path
from typing import Any

from desktop.ai.adaptive import CHAIN, MatchAgent, level_anchors, position_for, spec_at
from desktop.ai.agent import Agent
from desktop.ai.levels import LEVELS, make_agent
from desktop.ai.simulate import play_match
from desktop.games.registry import resolve

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"
#: the points between every pair of adjacent levels (below Beginner: 75%, 50%, 25% random moves)
POINTS = (0.25, 0.5, 0.75, 1.5, 2.5, 3.5, 4.5)
#: the Elo of a score (the logistic's scale)
ELO_SCALE = 400.0 / math.log(10.0)


def expected(diff: float) -> float:
    """The expected score of a player ``diff`` Elo above the other."""
    return 1.0 / (1.0 + math.pow(10.0, -diff / 400.0))


def fit(results: list[tuple[float, int, int, int]]) -> tuple[float, float]:
    """The maximum-likelihood Elo of a player who scored (wins, draws, losses) against players of
    the given Elo, with one virtual draw against each; and its standard error (real games)."""
    games = [(elo, w + d + l_ + 1, w + 0.5 * d + 0.5) for elo, w, d, l_ in results]
    low, high = -2000.0, 6000.0
    for _ in range(100):  # the expected total score rises with the rating: bisect
        mid = (low + high) / 2
        if sum(n * expected(mid - elo) for elo, n, _ in games) < sum(s for _, _, s in games):
            low = mid
        else:
            high = mid
    rating = (low + high) / 2
    info = sum(
        (w + d + l_) * expected(rating - elo) * (1 - expected(rating - elo)) for elo, w, d, l_ in results
    )
    return rating, ELO_SCALE / math.sqrt(info) if info > 0 else math.inf


def opponents(x: float) -> tuple[str, ...]:
    """The anchored levels around ``x`` (the level itself and its neighbours at a whole ``x``)."""
    below, above = math.floor(x), math.ceil(x)
    if below == above:
        below, above = max(below - 1, 0), min(above + 1, len(CHAIN) - 1)
    return CHAIN[below], CHAIN[above]


def _point(x: float, seed: int) -> Agent:
    return MatchAgent(seed, x=x)


def _level(level: str, nodes: int | None, seed: int) -> Agent:
    return make_agent(level, seed, nodes=nodes)


def play_point(game: str, x: float, games: int, seed: int, jobs: int) -> dict[str, Any]:
    """``games`` games of the point ``x``, half against each level around it."""
    rules, options = resolve(game)
    anchors = level_anchors(rules.info.ai.on(options))
    row: dict[str, Any] = {"x": x, "budget": spec_at(rules, options, x).text(), "seed": seed, "against": []}
    start = time.perf_counter()
    for i, level in enumerate(opponents(x)):
        n = games // 2 + (games % 2 if i == 0 else 0)
        nodes = LEVELS[level].nodes_for(rules, options) or None
        result = play_match(
            rules, options, partial(_point, x), partial(_level, level, nodes), n, seed + 1000 * i, jobs=jobs
        )
        row["against"].append(
            {
                "level": level,
                "elo": anchors[level][0],
                "wins": result.wins,
                "draws": result.draws + result.unfinished,
                "losses": result.losses,
            }
        )
        print(f"  x={x:g} against {level}: {result.summary()}", file=sys.stderr, flush=True)
    elo, se = fit([(a["elo"], a["wins"], a["draws"], a["losses"]) for a in row["against"]])
    row.update(elo=elo, low=elo - 1.96 * se, high=elo + 1.96 * se, seconds=round(time.perf_counter() - start))
    row["games"] = sum(a["wins"] + a["draws"] + a["losses"] for a in row["against"])
    return row


def table(game: str, rows: list[dict[str, Any]]) -> str:
    """The rows as docs/ai.md's Markdown table ("The rating map")."""
    lines = [
        "| game, x | budget | W-D-L against the level below, above | games | Elo (95% interval) |",
        "|---|---|---|---:|---|",
    ]
    for r in sorted(rows, key=lambda r: r["x"]):
        if "target" in r:
            continue
        results = ", ".join(f"{a['wins']}-{a['draws']}-{a['losses']} {a['level']}" for a in r["against"])
        lines.append(
            f"| {game} {r['x']:g} | {r['budget']} | {results} | {r['games']} |"
            f" {r['elo']:.0f} ({r['low']:.0f} .. {r['high']:.0f}) |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.rating_map", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="oxono, zeno, xspectrum or xeno-30")
    parser.add_argument("--points", type=float, nargs="+", help="the x to play (default: all between levels)")
    parser.add_argument("--targets", type=float, nargs="+", default=[], help="Match me at these Elo")
    parser.add_argument("--games", type=int, default=20, help="games a point (half against each level)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes a match")
    parser.add_argument("--out", type=Path, default=None, help="bench/results/rating_map-GAME.json")
    parser.add_argument("--merge", action="store_true", help="keep --out's other points")
    args = parser.parse_args(argv)
    if args.points is None:
        args.points = [] if args.targets else list(POINTS)
    out: Path = args.out or RESULTS / f"rating_map-{args.game}.json"
    rows: list[dict[str, Any]] = []
    if args.merge and out.exists():
        rows = [r for r in json.loads(out.read_text())["rows"] if r["x"] not in args.points or "target" in r]
    rules, options = resolve(args.game)
    ai = rules.info.ai.on(options)
    todo: list[tuple[float, float | None]] = [(x, None) for x in args.points]
    todo += [(round(position_for(ai, t), 4), t) for t in args.targets]
    for x, target in todo:
        row = play_point(args.game, x, args.games, args.seed, args.jobs)
        if target is not None:
            row["target"] = target
        rows.append(row)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps({"game": args.game, "rows": rows}, indent=1) + "\n")
    print(f"rating map of {args.game}: {args.games} games a point, seed {args.seed} (Beginner = 1000)")
    print(table(args.game, rows))
    for r in rows:
        if "target" in r:
            results = ", ".join(f"{a['wins']}-{a['draws']}-{a['losses']} {a['level']}" for a in r["against"])
            print(
                f"Match me at {r['target']:.0f} (x = {r['x']:g}, {r['budget']}): {results},"
                f" measured {r['elo']:.0f} ({r['low']:.0f} .. {r['high']:.0f})"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
