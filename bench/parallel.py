"""Does a second core pay?  Root-parallel search (W workers x N nodes) against one search of N nodes.

    python -m bench.parallel oxono --nodes 16000 --games 20 --jobs 2
    python -m bench.parallel xeno-30 --nodes 16000 --games 20 --jobs 2
    python -m bench.parallel xeno-30 --players 3 --nodes 128000 --games 12

Both sides are the Expert level's search (:class:`~desktop.ai.search.PvsAgent`,
or MCTS for 3+ players) with a node budget per move: the parallel side's
workers have N nodes each (:class:`~desktop.ai.parallel.RootParallelAgent`),
the same wall time on W cores as the single search's N nodes on one.  The
workers run one after another here: with node budgets their results, and so
the moves, are the ones they find in separate processes at once, and the
games depend only on the seeds (in any number of ``--jobs``).  Timing is
therefore not what this measures; strength at equal wall time is.

Games come in pairs from the same opening (``--opening-plies`` random moves),
the parallel side moving first in one and second in the other; with 3+
players it takes seat ``game % players``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from bench import versus
from desktop.ai.agent import Agent, Budget
from desktop.ai.elo import estimate
from desktop.ai.levels import LEVELS, make_agent
from desktop.ai.parallel import RootParallelAgent
from desktop.ai.simulate import play_game
from desktop.core.protocol import GameRules


@dataclass(frozen=True)
class Setup:
    game: str
    players: int
    nodes: int
    workers: int
    opening_plies: int
    seed: int
    max_plies: int
    split: str = "alternate"


def _rules(game: str, players: int) -> tuple[GameRules[Any, Any], dict[str, Any]]:
    from desktop.games.registry import resolve

    rules, options = resolve(game)
    options = dict(options)
    if players != 2:
        options["players"] = players
    return rules, options


def opening(setup: Setup, pair: int) -> Any:
    """Pair ``pair``'s start: ``opening_plies`` random moves that do not end the game."""
    rules, options = _rules(setup.game, setup.players)
    return versus.opening(rules, setup.opening_plies, setup.seed * 1_000_003 + pair, options)


def play_one(setup: Setup, index: int) -> tuple[str, int, int]:
    """Game ``index``: the parallel side's result ("win", "draw", "loss", "unfinished"), seat, plies."""
    rules, _ = _rules(setup.game, setup.players)
    state = opening(setup, index // setup.players)
    n = rules.num_players(state)
    seat = (index + rules.to_move(state)) % n  # the parallel side moves first in the pair's first game
    seed = setup.seed * 7919 + index
    agents: list[Agent] = []
    for p in range(n):
        if p == seat:
            agents.append(
                RootParallelAgent(
                    Budget.nodes_only(setup.nodes), setup.workers, seed=seed + 101 * p, split=setup.split
                )
            )
        else:
            agents.append(make_agent("expert", seed + 101 * p, nodes=setup.nodes))
    played = play_game(rules, state, agents, max_plies=setup.max_plies)
    if played.outcome is None:
        return "unfinished", seat, len(played.moves)
    mine = played.outcome.scores[seat]
    best_other = max(s for p, s in enumerate(played.outcome.scores) if p != seat)
    result = "win" if mine > best_other else "loss" if mine < best_other else "draw"
    return result, seat, len(played.moves)


def _play(args: tuple[Setup, int]) -> tuple[str, int, int]:
    return play_one(*args)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.parallel", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="a registry name: oxono, xeno-30, zeno, xspectrum")
    parser.add_argument("--nodes", type=int, default=16_000, help="nodes a move (each worker's)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument(
        "--split", choices=("alternate", "best"), default="alternate", help="how root moves are dealt"
    )
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--jobs", type=int, default=1, help="games at once, in processes")
    parser.add_argument("--opening-plies", type=int, default=2)
    parser.add_argument("--max-plies", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("-q", "--quiet", action="store_true")
    args = parser.parse_args(argv)
    if args.nodes < 1 or args.workers < 1 or args.games < 1 or args.jobs < 1:
        parser.error("--nodes, --workers, --games and --jobs must be at least 1")
    assert "expert" in LEVELS
    setup = Setup(
        args.game,
        args.players,
        args.nodes,
        args.workers,
        args.opening_plies,
        args.seed,
        args.max_plies,
        args.split,
    )
    start = time.perf_counter()
    tasks = [(setup, i) for i in range(args.games)]
    results: list[tuple[str, int, int]] = []

    def report(i: int, found: tuple[str, int, int]) -> None:
        results.append(found)
        if not args.quiet:
            result, seat, plies = found
            print(
                f"  game {i + 1}/{args.games}: parallel in seat {seat}, {result}, {plies} plies",
                file=sys.stderr,
            )

    if args.jobs == 1:
        for i, task in enumerate(tasks):
            report(i, _play(task))
    else:
        with ProcessPoolExecutor(max_workers=min(args.jobs, args.games)) as pool:
            for i, found in enumerate(pool.map(_play, tasks)):
                report(i, found)
    wins = sum(r == "win" for r, _, _ in results)
    draws = sum(r == "draw" for r, _, _ in results)
    losses = sum(r == "loss" for r, _, _ in results)
    unfinished = sum(r == "unfinished" for r, _, _ in results)
    est = estimate(wins, draws, losses)
    print(
        f"{args.game} ({args.players} players): {args.workers} workers x {args.nodes} nodes"
        f" vs 1 x {args.nodes} nodes a move, split {args.split}, {len(results)} games,"
        f" {args.opening_plies} random opening plies, seed {args.seed}"
    )
    print(
        f"W/D/L {wins}/{draws}/{losses}"
        + (f" (+{unfinished} unfinished)" if unfinished else "")
        + f"   score {100 * est.score:.1f}%   Elo parallel - single: {est.text()}"
        + f"   {time.perf_counter() - start:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
