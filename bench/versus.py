"""One of our AI levels against a reference player, with W/D/L, score and Elo.

    python -m bench.versus oxono --level hard --games 40 --time 1
    python -m bench.versus oxono --level hard --games 40 --nodes 20000 --jobs 2

Games come in pairs: each pair starts from the same opening (``--opening-plies``
random moves, seeded by the pair), once with our level as Pink and once as
Black, so neither side profits from the opening or the first move.  With
``--nodes`` (and no ``--time``) every game depends only on the seeds and the
budgets, in any number of ``--jobs``.  Budgets are per move and the same for
both sides unless ``--ref-time`` / ``--ref-nodes`` set the reference's apart
(the two searches count nodes differently, so equal node budgets are not equal
work; equal time budgets are the fair comparison).

The reference players (``bench/oxono_reference.py`` for Oxono) are kept out of
the app.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from desktop.ai.agent import Agent
from desktop.ai.elo import estimate
from desktop.ai.simulate import play_game
from desktop.core.protocol import GameRules

REFERENCES = ("oxono",)


@dataclass(frozen=True)
class Setup:
    game: str
    level: str
    seconds: float | None
    nodes: int | None
    ref_seconds: float | None
    ref_nodes: int | None
    block_shortcut: bool
    opening_plies: int
    seed: int
    #: our search keeps its transposition table between its moves (the hints' ``keep_table``)
    keep_table: bool = False


@dataclass
class VersusGame:
    index: int
    ours_seat: int
    result: str  # "win", "draw", "loss" or "unfinished" (ours)
    reason: str
    plies: int
    ours_seconds: list[float] = field(default_factory=list)
    ref_seconds: list[float] = field(default_factory=list)
    ref_how: list[str] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)


def _rules(game: str) -> GameRules[Any, Any]:
    from desktop.games.registry import resolve

    return resolve(game)[0]


def _reference(setup: Setup, seed: int) -> Agent:
    if setup.game == "oxono":
        from bench.oxono_reference import ReferenceAgent

        return ReferenceAgent(setup.ref_seconds, setup.ref_nodes, seed, setup.block_shortcut)
    raise ValueError(f"no reference player for {setup.game!r} (known: {', '.join(REFERENCES)})")


def _ours(setup: Setup, seed: int) -> Agent:
    from desktop.cli import match_agent

    if setup.keep_table:  # the engine the registry's rules search, in this process
        engine = _rules(setup.game).search_engine()
        engine.hints = replace(engine.hints, keep_table=True)
    return match_agent(setup.level, setup.seconds, setup.nodes, seed)


def opening(
    rules: GameRules[Any, Any], plies: int, seed: int, options: Mapping[str, Any] | None = None
) -> Any:
    """The start position (of a game with ``options``) after ``plies`` random moves (never a
    finished game)."""
    rng = random.Random(seed)
    state = rules.new_state(dict(options or {}), seed)
    for _ in range(plies):
        moves = list(rules.legal_moves(state))
        rng.shuffle(moves)
        quiet = [m for m in moves if rules.outcome(rules.apply(state, m)) is None]
        if not quiet:
            break
        state = rules.apply(state, quiet[0])
    return state


def start_of(setup: Setup, index: int) -> Any:
    """The start position of game ``index`` (its pair's opening)."""
    return opening(_rules(setup.game), setup.opening_plies, setup.seed * 1_000_003 + index // 2)


def play_one(setup: Setup, index: int) -> VersusGame:
    """Game ``index``: pair ``index // 2``'s opening, ours as Pink in even games, Black in odd."""
    rules = _rules(setup.game)
    state = start_of(setup, index)
    ours_seat = (index + rules.to_move(state)) % 2  # ours plays first in even games
    ours = _ours(setup, setup.seed * 7919 + index)
    ref = _reference(setup, setup.seed * 104729 + index)
    agents = [ours, ref] if ours_seat == 0 else [ref, ours]
    game = VersusGame(index, ours_seat, "unfinished", "move cap", 0)

    def on_move(before: Any, move: Any) -> None:
        mover = rules.to_move(before)
        if mover == ours_seat:
            game.ours_seconds.append(ours.stats.seconds)
        else:
            game.ref_seconds.append(ref.stats.seconds)
            game.ref_how.append(getattr(ref, "how", ""))

    played = play_game(rules, state, agents, max_plies=200, on_move=on_move)
    game.plies = len(played.moves)
    game.moves = played.moves
    if played.outcome is not None:
        game.reason = played.outcome.reason
        mine = played.outcome.scores[ours_seat]
        theirs = played.outcome.scores[1 - ours_seat]
        game.result = "win" if mine > theirs else "loss" if mine < theirs else "draw"
    return game


def save_game(setup: Setup, game: VersusGame, folder: Path) -> Path:
    """``game`` as a game record (``xeno-games analyse`` reads it), named by its number and result."""
    from desktop.core.records import save_record
    from desktop.core.session import Seat, Session

    rules = _rules(setup.game)
    seats = [Seat.ai(setup.level), Seat.ai("reference")]
    if game.ours_seat == 1:
        seats.reverse()
    session: Session[Any, Any] = Session(rules, {}, 0, seats, start_of(setup, game.index))
    for text in game.moves:
        session.play_text(text)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"game-{game.index + 1:03}-{game.result}.json"
    save_record(session, path)
    return path


def _play_one(args: tuple[Setup, int]) -> VersusGame:
    return play_one(*args)


def run(setup: Setup, games: int, jobs: int, report: Callable[[VersusGame], None]) -> list[VersusGame]:
    """Play ``games`` games (in ``jobs`` processes), in game order."""
    tasks = [(setup, i) for i in range(games)]
    results: list[VersusGame] = []
    if jobs <= 1:
        for task in tasks:
            results.append(_play_one(task))
            report(results[-1])
        return results
    with ProcessPoolExecutor(max_workers=min(jobs, games)) as pool:
        for game in pool.map(_play_one, tasks):
            results.append(game)
            report(game)
    return results


def summary(setup: Setup, results: Sequence[VersusGame], elapsed: float) -> str:
    wins = sum(g.result == "win" for g in results)
    draws = sum(g.result == "draw" for g in results)
    losses = sum(g.result == "loss" for g in results)
    unfinished = sum(g.result == "unfinished" for g in results)
    as_first = [g for g in results if g.ours_seat == 0]
    as_second = [g for g in results if g.ours_seat == 1]

    def wdl(gs: Sequence[VersusGame]) -> str:
        return "/".join(str(sum(g.result == r for g in gs)) for r in ("win", "draw", "loss"))

    def median(xs: list[float]) -> float:
        return statistics.median(xs) if xs else 0.0

    ours_t = [t for g in results for t in g.ours_seconds]
    ref_t = [t for g in results for t in g.ref_seconds]
    how = [h for g in results for h in g.ref_how]
    ours_budget = " or ".join(
        x
        for x in (
            f"{setup.seconds:g} s" if setup.seconds else "",
            f"{setup.nodes} nodes" if setup.nodes else "",
        )
        if x
    )
    ref_budget = " or ".join(
        x
        for x in (
            f"{setup.ref_seconds:g} s" if setup.ref_seconds else "",
            f"{setup.ref_nodes} nodes" if setup.ref_nodes else "",
        )
        if x
    )
    est = estimate(wins, draws, losses)
    lines = [
        f"{setup.game}: {setup.level} ({ours_budget or 'its time budget'} a move"
        + (", its table kept between moves" if setup.keep_table else "")
        + ") vs the reference"
        f" ({ref_budget} a move, block shortcut {'on' if setup.block_shortcut else 'off'}),"
        f" {len(results)} games, {setup.opening_plies} random opening plies, seed {setup.seed}",
        f"W/D/L {wins}/{draws}/{losses}"
        + (f" (+{unfinished} unfinished)" if unfinished else "")
        + f"   as player 1 (Pink) {wdl(as_first)}, as player 2 {wdl(as_second)}",
        f"score {100 * est.score:.1f}%   Elo {setup.level} - reference: {est.text()}",
        f"median s/move: ours {median(ours_t):.2f}, reference {median(ref_t):.2f};"
        f" reference moves: {how.count('search')} searched, {how.count('win in one')} win in one,"
        f" {how.count('block in one')} block in one;"
        f" mean game {statistics.mean(g.plies for g in results):.1f} plies; {elapsed:.0f} s",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.versus", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=REFERENCES)
    parser.add_argument("--level", default="hard", help="our AI level (default: hard)")
    parser.add_argument("--games", type=int, default=40, help="games, played in colour-swapped pairs")
    parser.add_argument("--time", type=float, help="seconds a move for both sides")
    parser.add_argument("--nodes", type=int, help="nodes a move for both sides (repeatable games)")
    parser.add_argument("--ref-time", type=float, help="the reference's seconds a move (default: --time)")
    parser.add_argument("--ref-nodes", type=int, help="the reference's nodes a move (default: --nodes)")
    parser.add_argument(
        "--no-block-shortcut",
        action="store_true",
        help="the reference searches even when it must block an immediate win",
    )
    parser.add_argument(
        "--opening-plies", type=int, default=2, help="random moves before the players (default 2)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="games at once, in processes")
    parser.add_argument(
        "--keep-table", action="store_true", help="our search keeps its table between its moves"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--records", type=Path, metavar="DIR", help="save every game there as a game record")
    parser.add_argument("-q", "--quiet", action="store_true", help="no line per game")
    args = parser.parse_args(argv)
    from desktop.ai.levels import LEVELS

    if args.level not in LEVELS:
        parser.error(f"unknown level {args.level!r} (known: {', '.join(LEVELS)})")
    if args.time is None and args.nodes is None:
        parser.error("give --time SECONDS or --nodes N (per move)")
    if args.games < 1 or args.jobs < 1 or args.opening_plies < 0:
        parser.error("--games and --jobs must be at least 1, --opening-plies at least 0")
    ref_seconds = args.ref_time if args.ref_time is not None else args.time
    ref_nodes = args.ref_nodes if args.ref_nodes is not None else args.nodes
    if ref_seconds is None and ref_nodes is None:
        parser.error("the reference needs a budget: --ref-time or --ref-nodes")
    setup = Setup(
        args.game,
        args.level,
        args.time,
        args.nodes,
        ref_seconds,
        ref_nodes,
        not args.no_block_shortcut,
        args.opening_plies,
        args.seed,
        args.keep_table,
    )

    def report(game: VersusGame) -> None:
        if args.records is not None:
            save_game(setup, game, args.records)
        if not args.quiet:
            colour = "first" if game.ours_seat == 0 else "second"
            line = f"  game {game.index + 1}/{args.games}: ours {colour}, {game.result} ({game.reason})"
            print(f"{line}, {game.plies} plies", file=sys.stderr, flush=True)

    start = time.perf_counter()
    results = run(setup, args.games, args.jobs, report)
    print(summary(setup, results, time.perf_counter() - start))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
