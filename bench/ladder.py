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

The JSON is written again after every block, so a run stopped part-way keeps
the blocks it finished.  With ``--merge`` the rows of other games and pairs in
``--out`` stay, and a pair's row that this run continues (its seed plus its
games is this run's seed: the next blocks of the same match) is added to::

    .venv/bin/python -m bench.ladder xeno-30-3p --pairs expert-hard --games 3 --seed 11
    .venv/bin/python -m bench.ladder xeno-30-3p --pairs expert-hard --games 3 --seed 14 --merge
    # the same six games, counts and seconds, as --games 6 --seed 11

A ``--merge`` whose seed does not continue a row of a pair it plays stops before
playing (that row would be replaced, its games lost).
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
    rules, options = game_setup(game)
    return LEVELS[level].nodes_for(rules, options)


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


def write(
    args: argparse.Namespace,
    tasks: list[tuple[str, str, str, int, int]],
    outcomes: list[tuple[int, int, int, int, float]],
    old_rows: list[dict[str, Any]],
    elapsed: float,
    quiet: bool,
) -> None:
    """Write ``--out`` with the blocks played so far (the first ``len(outcomes)`` tasks);
    unless ``quiet``, print the table too."""
    totals: dict[tuple[str, str, str], list[float]] = {}
    for (game, strong, weak, _, _), (w, d, l_, u, s) in zip(tasks, outcomes, strict=False):
        row = totals.setdefault((game, strong, weak), [0, 0, 0, 0, 0.0])
        for i, v in enumerate((w, d, l_, u, s)):
            row[i] += v
    earlier = {(r["game"], r["strong"], r["weak"]): r for r in old_rows}
    rows = []
    for (game, strong, weak), row in totals.items():
        w, d, l_, u, s = int(row[0]), int(row[1]), int(row[2]), int(row[3]), row[4]
        seed = args.seed
        before = earlier.get((game, strong, weak))
        if before is not None and before["seed"] + before["games"] == args.seed:  # the same match, continued
            w, d, l_, u = (
                w + before["wins"],
                d + before["draws"],
                l_ + before["losses"],
                u + before["unfinished"],
            )
            s += before["seconds"]
            seed = before["seed"]
        est = estimate(w, d + u, l_)  # an unfinished game counts as a draw
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
                "seed": seed,
            }
        )
    if not quiet:
        print(f"AI ladder: {args.games} games a pair, seed {args.seed}, node budgets (Level.nodes_for)")
        header = f"{'game':<11}{'pair':<18}{'nodes':>15}{'W':>4}{'D':>4}{'L':>4}{'U':>3}  Elo (95% CI), score"
        print(header)
        for r in rows:
            nodes = f"{r['nodes'][0] or '-'}/{r['nodes'][1] or '-'}"
            est = estimate(r["wins"], r["draws"] + r["unfinished"], r["losses"])
            print(
                f"{r['game']:<11}{r['strong'] + '-' + r['weak']:<18}{nodes:>15}{r['wins']:>4}{r['draws']:>4}"
                f"{r['losses']:>4}{r['unfinished']:>3}  {est.text()}; seed {r['seed']}"
            )
        print(f"{elapsed:.0f} s, {args.jobs} job(s)")
    done = {(r["game"], r["strong"], r["weak"]) for r in rows}
    rows = [r for r in old_rows if (r["game"], r["strong"], r["weak"]) not in done] + rows
    args.out.parent.mkdir(parents=True, exist_ok=True)
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ladder", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", nargs="*", help=f"games (default: {' '.join(GAMES)})")
    parser.add_argument("--games", type=int, default=20, help="games per pair (default 20)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="processes playing games at once")
    parser.add_argument("--pairs", nargs="*", help="only these pairs, written strong-weak (hard-medium)")
    parser.add_argument("--out", type=Path, default=RESULTS, help="where the JSON goes")
    parser.add_argument(
        "--merge",
        action="store_true",
        help="keep the other rows in --out; add to a row this run continues (its seed + games = --seed)",
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
    old_rows: list[dict[str, Any]] = []
    if args.merge and args.out.exists():
        old_rows = json.loads(args.out.read_text())["rows"]
        planned = {(game, strong, weak) for game, strong, weak, _, _ in tasks}
        for row in old_rows:
            after = row["seed"] + row["games"]
            if (row["game"], row["strong"], row["weak"]) in planned and after != args.seed:
                # a row replaced would lose its games: say so before a game is played
                parser.error(
                    f"--merge: {args.out} holds {row['game']} {row['strong']}-{row['weak']}, {row['games']}"
                    f" games from seed {row['seed']}; continue it with --seed {after}, or write to"
                    " another --out"
                )
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            for task, outcome in zip(tasks, pool.map(play_block, *zip(*tasks, strict=True)), strict=True):
                outcomes.append(outcome)
                progress(len(outcomes), len(tasks), task, outcome)
                write(args, tasks, outcomes, old_rows, time.perf_counter() - start, quiet=True)
    else:
        for task in tasks:
            outcomes.append(play_block(*task))
            progress(len(outcomes), len(tasks), task, outcomes[-1])
            write(args, tasks, outcomes, old_rows, time.perf_counter() - start, quiet=True)
    write(args, tasks, outcomes, old_rows, time.perf_counter() - start, quiet=False)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
