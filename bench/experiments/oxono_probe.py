"""Oxono: our search and the reference's on the same mid-game positions (nodes, depth, time).

    python -m bench.experiments.oxono_probe --time 1
    python -m bench.experiments.oxono_probe --nodes 50000
    python -m bench.experiments.oxono_probe --nodes 100000 --games 6 --no-ref \\
        --variant plain --variant threats-lmr3

``--variant`` (repeatable) searches with that engine of ``bench.experiments.oxono_tune``
(``plain``, ``threats``, ``threats-lmrN``, ``plain-lmrN``) instead of the app's.

The positions come from games of Medium against itself (node budgets, seeded:
repeatable) from the versus openings, taken every few plies.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.oxono_reference import ReferenceAgent
from bench.versus import opening
from desktop.cli import match_agent
from desktop.games.registry import resolve


def positions(count: int, seed: int, plies: Sequence[int]) -> list[Any]:
    rules = resolve("oxono")[0]
    out = []
    for g in range(count):
        state = opening(rules, 2, seed * 1_000_003 + g)
        agents = [
            match_agent("medium", None, 4000, seed + g),
            match_agent("medium", None, 4000, seed + g + 99),
        ]
        for ply in range(max(plies) + 1):
            if rules.outcome(state) is not None:
                break
            if ply in plies:
                out.append(state)
            state = rules.apply(state, agents[rules.to_move(state)].choose(rules, state))
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.experiments.oxono_probe")
    parser.add_argument("--time", type=float)
    parser.add_argument("--nodes", type=int)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--plies", default="6,10,14")
    parser.add_argument("--no-ref", action="store_true")
    parser.add_argument("--positions", type=Path, help="a file of positions (one text a line) to probe")
    parser.add_argument("--depth", type=int, help="ours to this depth (whole budget otherwise)")
    parser.add_argument(
        "--variant", action="append", help="our engine (bench.experiments.oxono_tune's variants)"
    )
    args = parser.parse_args(argv)
    rules = resolve("oxono")[0]
    plies = [int(x) for x in args.plies.split(",")]
    ours_rules = {"ours": rules}
    if args.variant:
        from bench.experiments.oxono_tune import TunedOxono
        from desktop.games.oxono.evaluation import SHIPPED

        ours_rules = {v: TunedOxono(SHIPPED, v) for v in args.variant}
    tot: dict[str, list[float]] = {name: [0, 0, 0.0] for name in [*ours_rules, "ref"]}
    if args.positions:
        states = [rules.state_from_text(t) for t in args.positions.read_text().splitlines() if t.strip()]
    else:
        states = positions(args.games, args.seed, plies)
    for state in states:
        text = rules.state_to_text(state)
        row = [f"{text:40}"]
        agents: list[tuple[str, Any, Any]] = []
        for name, own in ours_rules.items():
            ours = match_agent("hard", args.time, args.nodes, 1)
            if args.depth:
                searcher: Any = getattr(ours, "inner", ours)
                searcher.max_depth = args.depth
            agents.append((name, ours, own))
        if not args.no_ref:
            agents.append(("ref", ReferenceAgent(args.time, args.nodes, 1, block_shortcut=False), rules))
        for name, agent, played in agents:
            start = time.process_time()
            move = agent.choose(played, state)
            cpu = time.process_time() - start
            s = agent.stats
            tot[name][0] += s.nodes
            tot[name][1] += s.depth
            tot[name][2] += cpu
            row.append(
                f"{name} d{s.depth:2} {s.nodes:7} n {s.nodes / max(cpu, 1e-9):7.0f} n/s"
                f" {move!s:13} {s.score:9.0f}"
            )
        print("  ".join(row), flush=True)
    for name, (n, d, c) in tot.items():
        if n:
            print(f"{name}: nodes {n}, depth sum {d}, cpu {c:.1f} s, {n / c:.0f} nodes/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
