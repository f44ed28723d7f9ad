"""How UCT's exploration constant spreads an MCTS search's playouts over the root's moves.

    python -m bench.experiments.mcts_spread                      # xeno-30, 3 players, 8,000 greedy playouts
    python -m bench.experiments.mcts_spread --playouts 2000 --constants 1.4 1.0 0.7 0.5

For seeded 3-player xeno-30 positions (``--plies`` fixed moves into the game:
move ``(7 * i) % len(moves)`` at ply ``i``, as ``tests/ai/test_ai.py`` plays
them), the Expert's search (greedy playouts) with each constant: the root's
moves, the chosen move's share of the playouts and the search's win chance for
the player to move.  The searches are repeatable (a playout budget, seed 3);
the seconds are the machine's.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from desktop.ai.mcts import MctsAgent
from desktop.games.registry import resolve


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.experiments.mcts_spread", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--playouts", type=int, default=8000)
    parser.add_argument("--constants", type=float, nargs="+", default=[1.4, 0.5])
    parser.add_argument("--seeds", type=int, nargs="+", default=[101, 102, 103])
    parser.add_argument("--plies", type=int, nargs="+", default=[20, 28, 36])
    args = parser.parse_args(argv)
    xeno, options = resolve("xeno-30")
    print(f"{'seed':>5}{'plies':>6}{'moves':>6}{'constant':>9}{'share':>7}{'chance':>8}{'seconds':>9}")
    for seed in args.seeds:
        for plies in args.plies:
            state = xeno.new_state({**options, "players": 3}, seed)
            for i in range(plies):
                moves = xeno.legal_moves(state)
                state = xeno.apply(state, moves[(7 * i) % len(moves)])
            count = len(xeno.legal_moves(state))
            if count < 2:
                continue
            for c in args.constants:
                agent = MctsAgent(iterations=args.playouts, seed=3, greedy=True, exploration=c)
                start = time.perf_counter()
                agent.choose(xeno, state)
                took = time.perf_counter() - start
                share, chance = agent.stats.share, agent.stats.score
                print(f"{seed:>5}{plies:>6}{count:>6}{c:>9.2f}{share:>7.2f}{chance:>8.3f}{took:>9.1f}")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
