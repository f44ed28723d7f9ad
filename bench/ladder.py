"""The AI ladder: every adjacent pair of levels, and Hard against Random, in every game.

Each level plays within its own repeatable node budget for the game
(:meth:`desktop.ai.levels.Level.nodes_for`), so a ladder run depends only on
its seed, never on the machine's speed.  Seats alternate game by game
(:func:`desktop.ai.simulate.play_match`); in a 3-player game the stronger
level takes one seat against two copies of the weaker.  Prints, per game
and pair, the games, wins/draws/losses of the stronger level, its score and
the Elo difference with its 95% interval (:mod:`desktop.ai.elo`), and writes
``bench/results/ladder.json``::

    .venv/bin/python -m bench.ladder                         # every game, 20 games a pair
    .venv/bin/python -m bench.ladder oxono zeno --games 10 --jobs 2
    .venv/bin/python -m bench.ladder xeno-30-3p --pairs hard-medium

Games: ``oxono``, ``zeno``, ``xspectrum``, ``xeno-30`` (2 players) and
``xeno-30-3p`` (3 players).  ``--jobs`` plays in that many processes (a pair's
games are cut into blocks of one game per seat, so seats still alternate).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from desktop.ai.elo import estimate
from desktop.ai.levels import LEVELS, make_agent
from desktop.ai.simulate import play_match
from desktop.games.registry import resolve

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "ladder.json"
GAMES = ("oxono", "zeno", "xspectrum", "xeno-30", "xeno-30-3p")
#: (stronger, weaker): every adjacent pair of levels, then Hard against Random
PAIRS = (
    ("beginner", "random"),
    ("easy", "beginner"),
    ("medium", "easy"),
    ("hard", "medium"),
    ("expert", "hard"),
    ("hard", "random"),
)


def game_setup(game: str) -> tuple[Any, dict[str, Any]]:
    """The rules and options of a ladder game name (``xeno-30-3p``: xeno-30 for three players)."""
    name, players = (game[:-3], 3) if game.endswith("-3p") else (game, None)
    rules, options = resolve(name)
    options = dict(options)
    if players is not None:
        options["players"] = players
    return rules, options


def budget(level: str, game: str) -> int | None:
    """``level``'s repeatable node budget in ``game`` (None for Random)."""
    if LEVELS[level].algorithm == "random":
        return None
    _, options = game_setup(game)
    return LEVELS[level].nodes_for(game.removesuffix("-3p"), options)


def play_block(game: str, strong: str, weak: str, games: int, seed: int) -> tuple[int, int, int, int, float]:
    """``games`` games of ``strong`` (A) against ``weak``: wins, draws, losses, unfinished, seconds."""
    rules, options = game_setup(game)
    a_nodes, b_nodes = budget(strong, game), budget(weak, game)
    start = time.perf_counter()
    result = play_match(
        rules,
        options,
        lambda s: make_agent(strong, s, nodes=a_nodes),
        lambda s: make_agent(weak, s, nodes=b_nodes),
        games,
        seed,
    )
    return result.wins, result.draws, result.losses, result.unfinished, time.perf_counter() - start


def blocks(game: str, games: int, seed: int) -> list[tuple[int, int]]:
    """(games, seed) blocks of one game per seat: the match's seeds and seats, cut for processes."""
    rules, options = game_setup(game)
    seats = rules.num_players(rules.new_state(options, seed))
    out: list[tuple[int, int]] = []
    done = 0
    while done < games:
        size = min(seats, games - done)
        out.append((size, seed + done))
        done += size
    return out


def progress(done: int, total: int, task: tuple[Any, ...], outcome: tuple[int, int, int, int, float]) -> None:
    game, strong, weak, _, _ = task
    w, d, l_, u, s = outcome
    print(
        f"  [{done}/{total}] {game} {strong}-{weak}: +{w} ={d + u} -{l_} ({s:.0f} s)",
        file=sys.stderr,
        flush=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ladder", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", nargs="*", help=f"games (default: {' '.join(GAMES)})")
    parser.add_argument("--games", type=int, default=20, help="games per pair (default 20)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games at once")
    parser.add_argument("--pairs", nargs="*", help="only these pairs, written strong-weak (hard-medium)")
    parser.add_argument("--out", type=Path, default=RESULTS, help="where the JSON goes")
    parser.add_argument(
        "--merge", action="store_true", help="keep the rows of other games and pairs already in --out"
    )
    args = parser.parse_args(argv)
    games = args.game or list(GAMES)
    for game in games:
        if game not in GAMES:
            parser.error(f"unknown ladder game {game!r} (known: {', '.join(GAMES)})")
    pairs = list(PAIRS)
    if args.pairs:
        wanted = {tuple(p.split("-", 1)) for p in args.pairs}
        pairs = [p for p in PAIRS if p in wanted]
    tasks = [
        (game, strong, weak, size, seed)
        for game in games
        for strong, weak in pairs
        for size, seed in blocks(game, args.games, args.seed)
    ]
    start = time.perf_counter()
    outcomes: list[tuple[int, int, int, int, float]] = []
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            for task, outcome in zip(tasks, pool.map(play_block, *zip(*tasks, strict=True)), strict=True):
                outcomes.append(outcome)
                progress(len(outcomes), len(tasks), task, outcome)
    else:
        for task in tasks:
            outcomes.append(play_block(*task))
            progress(len(outcomes), len(tasks), task, outcomes[-1])
    totals: dict[tuple[str, str, str], list[float]] = {}
    for (game, strong, weak, _, _), (w, d, l_, u, s) in zip(tasks, outcomes, strict=True):
        row = totals.setdefault((game, strong, weak), [0, 0, 0, 0, 0.0])
        for i, v in enumerate((w, d, l_, u, s)):
            row[i] += v
    print(f"AI ladder: {args.games} games a pair, seed {args.seed}, node budgets (Level.nodes_for)")
    header = f"{'game':<11}{'pair':<18}{'nodes':>15}{'W':>4}{'D':>4}{'L':>4}{'U':>3}  Elo (95% CI), score"
    print(header)
    rows = []
    for (game, strong, weak), row in totals.items():
        w, d, l_, u, s = int(row[0]), int(row[1]), int(row[2]), int(row[3]), row[4]
        est = estimate(w, d + u, l_)  # an unfinished game counts as a draw
        nodes = f"{budget(strong, game) or '-'}/{budget(weak, game) or '-'}"
        print(f"{game:<11}{strong + '-' + weak:<18}{nodes:>15}{w:>4}{d:>4}{l_:>4}{u:>3}  {est.text()}")
        rows.append(
            {
                "game": game,
                "strong": strong,
                "weak": weak,
                "nodes": [budget(strong, game), budget(weak, game)],
                "wins": w,
                "draws": d,
                "losses": l_,
                "unfinished": u,
                "score": est.score,
                "elo": est.elo,
                "elo_low": est.low,
                "elo_high": est.high,
                "seconds": round(s, 1),
                "games": w + d + l_ + u,
                "seed": args.seed,
            }
        )
    elapsed = time.perf_counter() - start
    print(f"{elapsed:.0f} s, {args.jobs} job(s)")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    if args.merge and args.out.exists():
        done = {(r["game"], r["strong"], r["weak"]) for r in rows}
        old = json.loads(args.out.read_text())["rows"]
        rows = [r for r in old if (r["game"], r["strong"], r["weak"]) not in done] + rows
    args.out.write_text(
        json.dumps(
            {
                "games_per_pair": args.games,
                "seed": args.seed,
                "jobs": args.jobs,
                "seconds": round(elapsed),
                "rows": rows,
            },
            indent=1,
        )
        + "\n"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
