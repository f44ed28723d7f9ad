"""``xeno-games puzzles``: mine puzzles, and prove a puzzle file again.

::

    xeno-games puzzles mine GAME --count N [--seed S] [--out FILE] [--most N] [--no-captures]
    xeno-games puzzles check FILE [--sample K --seed S]

``check`` exits with status 1 when any puzzle fails (each failure printed with the puzzle's
id and why), 2 when the file cannot be read; it ends with a summary line (counts, seconds).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

from desktop.core.language import Translatable
from desktop.puzzles.check import check_puzzle
from desktop.puzzles.mine import Settings, existing, mine
from desktop.puzzles.prove import MAX_N
from desktop.puzzles.puzzle import PuzzleError, load_puzzles, puzzle_games


class PuzzleCliText(Translatable):
    """The command line's help."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``puzzles`` sub-commands on ``parser``."""
    sub = parser.add_subparsers(dest="puzzles_command", required=True, metavar="{mine,check}")
    p = sub.add_parser(
        "mine", help=PuzzleCliText.tr("play seeded games between the levels and keep proven puzzles")
    )
    names = ", ".join(puzzle_games())
    p.add_argument("game", help=PuzzleCliText.tr("a registry name: {games}").format(games=names))
    p.add_argument("--count", type=int, required=True, help=PuzzleCliText.tr("puzzles to find"))
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--out", type=Path, help=PuzzleCliText.tr("a .jsonl file to add them to (default: print them)")
    )
    p.add_argument(
        "--most",
        type=int,
        default=2,
        help=PuzzleCliText.tr("the largest N of a win in N (1..{most})").format(most=MAX_N),
    )
    p.add_argument(
        "--tail", type=int, default=12, help=PuzzleCliText.tr("the last plies of each game searched for wins")
    )
    p.add_argument("--no-captures", action="store_true", help=PuzzleCliText.tr("no best capture puzzles"))
    p.add_argument("--max-games", type=int, default=2000, help=PuzzleCliText.tr("stop after this many games"))
    p = sub.add_parser(
        "check", help=PuzzleCliText.tr("prove every puzzle of a file again (exhaustive search)")
    )
    p.add_argument("file", type=Path)
    p.add_argument("--sample", type=int, help=PuzzleCliText.tr("check this many puzzles, chosen with --seed"))
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("-v", "--verbose", action="store_true", help=PuzzleCliText.tr("a line for every puzzle"))


def _error(message: str) -> int:
    print(f"xeno-games: error: {message}", file=sys.stderr)
    return 2


def run(args: argparse.Namespace) -> int:
    if args.puzzles_command == "mine":
        return run_mine(args)
    return run_check(args)


def run_check(args: argparse.Namespace) -> int:
    start = time.perf_counter()
    try:
        puzzles = load_puzzles(args.file)
    except PuzzleError as exc:
        print(f"FAIL {exc}")
        print(f"{args.file}: the file is refused ({time.perf_counter() - start:.1f} s)")
        return 1
    chosen = list(puzzles)
    if args.sample is not None:
        if args.sample < 1:
            return _error("--sample must be at least 1")
        if args.sample < len(chosen):
            chosen = sorted(random.Random(args.seed).sample(chosen, args.sample), key=puzzles.index)
    failed = 0
    for puzzle in chosen:
        began = time.perf_counter()
        why = check_puzzle(puzzle)
        if why is not None:
            failed += 1
            print(f"FAIL {puzzle.source}: {why}")
        elif args.verbose:
            print(f"ok   {puzzle.id} {puzzle.goal} ({time.perf_counter() - began:.2f} s)")
    seconds = time.perf_counter() - start
    what = f"{len(chosen)} of {len(puzzles)}" if len(chosen) < len(puzzles) else f"all {len(puzzles)}"
    proven = len(chosen) - failed
    print(f"{args.file}: checked {what} puzzles: {proven} proven, {failed} failed, {seconds:.1f} s")
    return 1 if failed else 0


def run_mine(args: argparse.Namespace) -> int:
    if args.game not in puzzle_games():
        return _error(f"puzzles are made for {', '.join(puzzle_games())}, not {args.game!r}")
    if not 1 <= args.count <= 10_000:
        return _error("--count must be from 1 to 10,000")
    if not 1 <= args.most <= MAX_N:
        return _error(f"--most must be from 1 to {MAX_N}")
    known: set[str] = set()
    number = 0
    if args.out is not None:
        try:
            known, number = existing(args.out, args.game)
        except (OSError, ValueError, KeyError) as exc:
            return _error(f"{args.out}: {exc}")
    start = time.perf_counter()
    settings = Settings(most=args.most, tail=args.tail, captures=not args.no_captures)

    def progress(text: str) -> None:
        print(f"  {text} ({time.perf_counter() - start:.0f} s)", file=sys.stderr)

    found = 0
    for puzzle in mine(args.game, args.count, args.seed, settings, known, progress, args.max_games):
        number += 1
        found += 1
        line = json.dumps({"id": f"{args.game}-{number:04d}", **puzzle})
        if args.out is None:
            print(line)
        else:
            with args.out.open("a", encoding="utf-8") as handle:
                handle.write(line + "\n")
    where = f" to {args.out}" if args.out is not None else ""
    print(f"{args.game}: {found} puzzles{where}, {time.perf_counter() - start:.1f} s", file=sys.stderr)
    return 0 if found else 1
