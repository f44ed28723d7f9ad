"""How much work each AI level does in its time budget, per game: the data behind the levels' node budgets.

For every game, a few positions (the start and after 2, 4, 6, 8, 12, 16 and 24
seeded random plies) are searched by each level with its time budget (the app's) and, with
``--nodes``, with its node budget; the table gives the median nodes (alpha-beta)
or playouts (MCTS) per move, the median seconds per move, the rate (all work
over all seconds) and the median depth reached (alpha-beta).

    .venv/bin/python -m bench.experiments.ai_budgets [--levels easy medium hard]
        [--games oxono zeno] [--nodes]
"""

from __future__ import annotations

import argparse
import statistics
from typing import Any

from desktop.ai.decisions import TurnByDecisions
from desktop.ai.levels import LEVELS, make_agent
from desktop.ai.random_agent import RandomAgent
from desktop.games.registry import all_games, resolve


def positions(game: str, plies: tuple[int, ...] = (0, 2, 4, 6, 8, 12, 16, 24)) -> list[Any]:
    rules, options = resolve(game)
    state = rules.new_state(options, 1)
    walker = TurnByDecisions(RandomAgent(7))
    found = []
    for ply in range(max(plies) + 1):
        if rules.outcome(state) is not None:
            break
        if ply in plies:
            found.append(state)
        state = rules.apply(state, walker.choose(rules, state))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", nargs="+", default=["easy", "medium", "hard"])
    parser.add_argument("--games", nargs="+", default=list(all_games()))
    parser.add_argument("--nodes", action="store_true", help="also search with each level's node budget")
    args = parser.parse_args()
    print(f"{'game':10} {'level':7} {'budget':>8} {'work/move':>10} {'s/move':>7} {'work/s':>9} {'depth':>5}")
    for game in args.games:
        rules, _ = resolve(game)
        found = positions(game)
        for level in args.levels:
            budgets: list[tuple[str, int | None]] = [(f"{LEVELS[level].budget.seconds} s", None)]
            if args.nodes:
                budgets.append((f"{LEVELS[level].nodes} n", LEVELS[level].nodes))
            for label, nodes in budgets:
                work, secs, depths = [], [], []
                for i, state in enumerate(found):
                    agent = make_agent(level, i, nodes)
                    agent.choose(rules, state)
                    work.append(agent.stats.playouts or agent.stats.nodes)
                    secs.append(agent.stats.seconds)
                    depths.append(agent.stats.depth)
                rate = sum(work) / sum(secs)
                print(
                    f"{game:10} {level:7} {label:>8} {statistics.median(work):>10,.0f}"
                    f" {statistics.median(secs):>7.2f} {rate:>9,.0f} {statistics.median(depths):>5.0f}",
                    flush=True,
                )


if __name__ == "__main__":
    main()
