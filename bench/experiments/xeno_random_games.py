"""200 random games on every standard Xeno board, 2 and 3 players, invariants checked after every move.

    .venv/bin/python -m bench.experiments.xeno_random_games [--games 200]

Prints a table (games, plies, how they ended, seconds) and writes
``bench/results/xeno_random_games.json``.  Exits non-zero if a game does not
finish or an invariant fails.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from desktop.games.xeno.geometry import STANDARD_BOARDS
from desktop.games.xeno.invariants import check_move
from desktop.games.xeno.rules import XenoRules

MAX_PLIES = 20_000


def run(job: tuple[str, int, int]) -> dict[str, object]:
    board, players, games = job
    rules = XenoRules()
    endings: Counter[str] = Counter()
    plies = []
    start = time.perf_counter()
    for seed in range(games):
        rng = random.Random(seed)
        state = rules.new_state({"board": board, "players": players}, seed)
        for ply in range(MAX_PLIES):
            outcome = rules.outcome(state)
            if outcome is not None:
                endings[
                    outcome.reason.split(" ", 1)[1] if outcome.winner is not None else outcome.reason
                ] += 1
                plies.append(ply)
                break
            move = rng.choice(rules.legal_moves(state))
            after = rules.apply(state, move)
            check_move(rules, state, move, after)
            state = after
        else:
            endings["unfinished"] += 1
    return {
        "board": board,
        "players": players,
        "games": games,
        "mean_plies": sum(plies) / max(len(plies), 1),
        "max_plies": max(plies, default=0),
        "endings": dict(endings),
        "seconds": time.perf_counter() - start,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    jobs = [(board, players, args.games) for board in STANDARD_BOARDS for players in (2, 3)]
    with ProcessPoolExecutor(max_workers=2) as pool:
        rows = list(pool.map(run, jobs))
    print(f"{'board':10}{'players':>8}{'games':>7}{'mean plies':>12}{'max':>7}{'seconds':>9}  endings")
    for r in rows:
        endings = ", ".join(f"{k}: {v}" for k, v in sorted(r["endings"].items()))  # type: ignore[union-attr]
        print(
            f"{r['board']:10}{r['players']:>8}{r['games']:>7}{r['mean_plies']:>12.0f}"
            f"{r['max_plies']:>7}{r['seconds']:>9.1f}  {endings}"
        )
    out = Path(__file__).resolve().parent.parent / "results"  # bench/results/, as the tools' (not in git)
    out.mkdir(exist_ok=True)
    (out / "xeno_random_games.json").write_text(json.dumps(rows, indent=2) + "\n")
    unfinished = sum(r["endings"].get("unfinished", 0) for r in rows)  # type: ignore[union-attr]
    return 1 if unfinished else 0


if __name__ == "__main__":
    raise SystemExit(main())
