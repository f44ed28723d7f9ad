"""The command line: ``xeno-games`` (or ``python -m desktop``).

No arguments start the app.  Sub-commands::

    xeno-games [open FILE.json]                      the app (optionally opening a saved game)
    xeno-games perft GAME DEPTH [--position TEXT] [--moves "m1; m2"] [--divide] [-o KEY=VALUE]
    xeno-games match GAME --a LEVEL --b LEVEL -n N --seed S [--nodes N | --time SECONDS] [--jobs J]
                           [-o players=3]
    xeno-games analyse RECORD.json [--level LEVEL] [--nodes N]   each move's win chance, mistakes marked
    xeno-games render GAME [--position TEXT] [--moves "m1; m2"] --out FILE.png [--size PIXELS]
                           [--front SPACE] [-o KEY=VALUE]
    xeno-games selftest [--out DIR]                  the window, every game drawn to PNG, one AI move each
    xeno-games puzzles mine GAME --count N [--seed S] [--out FILE]   puzzles from games between the levels
    xeno-games puzzles check FILE [--sample K --seed S]               prove a puzzle file again
    xeno-games host GAME --port P [--code C] [--seat N=ai:LEVEL] [-o KEY=VALUE]   a game over the network
    xeno-games join HOST:PORT --code C [--fingerprint F | --invitation TEXT] [--ai LEVEL]
    xeno-games library add|list|stats|export|delete … [--db PATH]   the games played (docs/library.md)

Errors in the input (an unknown game, a bad position text, an illegal move)
print one line naming the problem and exit with status 2.
"""

from __future__ import annotations

import argparse
import functools
import re
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from desktop import __version__
from desktop.core import language
from desktop.core.language import QT_TRANSLATE_NOOP, Translatable, translate
from desktop.core.protocol import GameError, GameRules

if TYPE_CHECKING:
    from desktop.ai.agent import Agent


class CliText(Translatable):
    """The command line's help and messages, and the words of what it prints (its counts, moves and
    positions stay as they are)."""


#: argparse's own words (it asks gettext for them): translated through :func:`_argparse_words`
_ARGPARSE_WORDS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "show program's version number and exit"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
)


def _argparse_words(text: str) -> str:
    return translate("argparse", text)


def _speak(argv: Sequence[str]) -> None:
    """The language of the command line's words: ``--lang CODE`` (or ``--lang=CODE``), else the
    environment's locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``); English needs no catalogue,
    and Qt is loaded only for another language."""
    import os

    code: str | None = None
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            code = argv[i + 1]
        elif arg.startswith("--lang="):
            code = arg.partition("=")[2]
    if code is None:
        code = next((os.environ[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if os.environ.get(k)), None)
    if language.resolve(code) == language.ENGLISH:
        return
    from desktop.qt.i18n import use_catalogue

    use_catalogue(code)
    argparse._ = _argparse_words  # type: ignore[attr-defined]
    argparse.ngettext = lambda one, many, n: _argparse_words(one if n == 1 else many)  # type: ignore[attr-defined]


class CliError(Exception):
    """A problem with the command line's input, reported without a traceback."""


class _Parser(argparse.ArgumentParser):
    """Usage errors as one line and status 2, like every other bad input."""

    def error(self, message: str) -> NoReturn:
        raise CliError(CliText.tr("{message} (see {prog} --help)").format(message=message, prog=self.prog))


def _option_value(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
    return int(text) if re.fullmatch(r"-?[0-9]{1,18}", text) else text


def _game(name: str, settings: Sequence[str] | None = None) -> tuple[GameRules[Any, Any], dict[str, Any]]:
    """The rules for a game name, its implied options and ``KEY=VALUE`` settings (checked; no defaults)."""
    from desktop.games.registry import resolve

    try:
        rules, options = resolve(name)
    except KeyError as exc:
        raise CliError(str(exc.args[0])) from exc
    for setting in settings or ():
        key, sep, value = setting.partition("=")
        if not sep:
            raise CliError(
                CliText.tr("option {option!r} should be KEY=VALUE, e.g. players=3").format(option=setting)
            )
        options[key.strip()] = _option_value(value.strip())
    rules.check_options(options)
    return rules, options


def _position(
    rules: GameRules[Any, Any], options: dict[str, Any], text: str | None, moves: str | None
) -> Any:
    state = rules.state_from_text(text, options) if text else rules.new_state(options, 0)
    for number, move_text in enumerate((m.strip() for m in (moves or "").split(";")), start=1):
        if not move_text:
            continue
        try:
            state = rules.apply(state, rules.move_from_text(state, move_text))
        except GameError as exc:
            why = CliText.tr("move {number} ({move!r}): {error}")
            raise CliError(why.format(number=number, move=move_text, error=exc)) from exc
    return state


def cmd_perft(args: argparse.Namespace) -> int:
    from desktop.core.perft import divide, perft

    rules, options = _game(args.game, args.option)
    state = _position(rules, options, args.position, args.moves)
    if args.depth < 0:
        raise CliError(CliText.tr("DEPTH must be 0 or more"))
    start = time.perf_counter()
    if args.divide:
        counts = divide(rules, state, args.depth)
        for text, count in counts.items():
            print(f"{text}: {count}")
        total = sum(counts.values())
    else:
        total = perft(rules, state, args.depth)
    elapsed = time.perf_counter() - start
    print(total)
    if args.verbose:
        rate = f"{total / elapsed if elapsed else 0:,.0f}"
        speed = CliText.tr("{seconds} s, {rate} nodes/s").format(seconds=f"{elapsed:.3f}", rate=rate)
        print(speed, file=sys.stderr)
    return 0


def match_agent(level: str, seconds: float | None, nodes: int | None, seed: int) -> Agent:
    """An agent of ``level`` within ``seconds`` and/or ``nodes`` a move (neither: the level's time).

    A module-level function, so ``functools.partial`` of it reaches the
    match's worker processes.
    """
    from desktop.ai.agent import Budget, Budgeted
    from desktop.ai.levels import make_agent

    agent = make_agent(level, seed, nodes=nodes)
    if seconds is not None:
        searcher = agent if isinstance(agent, Budgeted) else getattr(agent, "inner", None)
        if isinstance(searcher, Budgeted):
            searcher.budget = Budget(seconds, nodes)
    return agent


def cmd_match(args: argparse.Namespace) -> int:
    from desktop.ai.elo import estimate
    from desktop.ai.levels import LEVELS, is_level
    from desktop.ai.simulate import MatchResult, play_match

    rules, options = _game(args.game, args.option)
    for level in (args.a, args.b):
        if not is_level(level):
            raise CliError(
                CliText.tr("unknown level {level!r} (known: {levels})").format(
                    level=level, levels=", ".join([*LEVELS, "match:ELO"])
                )
            )
    matched = [level for level in (args.a, args.b) if level not in LEVELS]
    if matched and (args.nodes is not None or args.time is not None):
        why = CliText.tr("{level} plays at the node budget its rating map gives: not with --nodes or --time")
        raise CliError(why.format(level=matched[0]))
    if args.n < 1:
        raise CliError(CliText.tr("-n must be at least 1"))
    if args.nodes is not None and args.nodes < 1:
        raise CliError(CliText.tr("--nodes must be at least 1"))
    if args.own_nodes and (args.nodes is not None or args.time is not None):
        raise CliError(
            CliText.tr("--own-nodes gives each level its own node budget: not with --nodes or --time")
        )
    if args.time is not None and not 0 < args.time < 1e6:
        raise CliError(CliText.tr("--time must be a positive number of seconds"))
    if not 1 <= args.jobs <= 256:
        raise CliError(CliText.tr("--jobs must be from 1 to 256"))

    def progress(done: int, result: MatchResult) -> None:
        if not args.quiet:
            line = CliText.tr("  game {done}/{count}: {score}")
            print(line.format(done=done, count=args.n, score=result.summary()), file=sys.stderr)

    def own_nodes(level: str) -> int | None:
        """A level's own node budget in this game ("Match me": None, the one its rating map gives)."""
        return (LEVELS[level].nodes_for(rules, options) or None) if level in LEVELS else None

    nodes_a = nodes_b = args.nodes
    if args.own_nodes:
        nodes_a, nodes_b = own_nodes(args.a), own_nodes(args.b)
    start = time.perf_counter()
    result = play_match(
        rules,
        options,
        functools.partial(match_agent, args.a, args.time, nodes_a),
        functools.partial(match_agent, args.b, args.time, nodes_b),
        args.n,
        args.seed,
        progress=progress,
        jobs=args.jobs,
    )
    elapsed = time.perf_counter() - start
    times = sorted(t for g in result.games for t in g.seconds_per_move)
    median = times[len(times) // 2] if times else 0.0
    limits = []
    if args.time:
        limits.append(CliText.tr("{seconds} s").format(seconds=f"{args.time:g}"))
    if args.nodes:
        limits.append(CliText.tr("{count} nodes").format(count=args.nodes))
    if args.own_nodes:
        own = CliText.tr("each level's own nodes ({a} / {b})")
        limits.append(own.format(a=nodes_a or "-", b=nodes_b or "-"))
    if limits:
        budget = CliText.tr("{limits} a move").format(limits=CliText.tr(" or ").join(limits))
    else:
        budget = CliText.tr("the levels' time budgets")
    jobs = CliText.tr(", {count} jobs").format(count=args.jobs) if args.jobs > 1 else ""
    head = CliText.tr("{game}: {a} (A) vs {b} (B), {count} games, seed {seed}, {budget}{jobs}")
    print(
        head.format(
            game=rules.info.name, a=args.a, b=args.b, count=args.n, seed=args.seed, budget=budget, jobs=jobs
        )
    )
    wins, draws, losses = CliText.tr("wins"), CliText.tr("draws"), CliText.tr("losses")
    print(f"{'':10}{wins:>6}{draws:>7}{losses:>8}")
    print(f"{'A ' + args.a:10}{result.wins:>6}{result.draws:>7}{result.losses:>8}")
    if result.unfinished:
        print(CliText.tr("unfinished (move cap): {count}").format(count=result.unfinished))
    took = CliText.tr("{seconds} s; median {median} s per move, max {longest} s")
    longest = f"{times[-1] if times else 0:.3f}"
    print(took.format(seconds=f"{elapsed:.1f}", median=f"{median:.3f}", longest=longest))
    found = estimate(result.wins, result.draws, result.losses)
    print(CliText.tr("Elo A - B: {estimate}").format(estimate=found.text()))
    return 0


def _count_of(count: int, noun: str) -> str:
    """``1 blunder``, ``2 blunders``, ``0 inaccuracies``."""
    if noun == "blunder":
        return CliText.tr("%n blunder|%n blunders", None, count)
    if noun == "mistake":
        return CliText.tr("%n mistake|%n mistakes", None, count)
    return CliText.tr("%n inaccuracy|%n inaccuracies", None, count)


def _verdict_word(verdict: str) -> str:
    """A review's verdict in the app's language (``mistake``)."""
    words = {
        "blunder": CliText.tr("blunder"),
        "mistake": CliText.tr("mistake"),
        "inaccuracy": CliText.tr("inaccuracy"),
    }
    return words.get(verdict, verdict)


def cmd_analyse(args: argparse.Namespace) -> int:
    from desktop.ai.analysis import default_nodes, mistakes, review_game
    from desktop.ai.levels import LEVELS
    from desktop.core.records import RecordError, load_record
    from desktop.games.registry import resolve

    if args.level not in LEVELS or not LEVELS[args.level].nodes:
        searching = ", ".join(name for name, level in LEVELS.items() if level.nodes)
        raise CliError(
            CliText.tr("--level must be a level that searches ({levels}), not {level!r}").format(
                levels=searching, level=args.level
            )
        )
    if args.nodes is not None and not 1 <= args.nodes <= 10**9:
        raise CliError(CliText.tr("--nodes must be from 1 to 1,000,000,000"))
    try:
        session = load_record(args.record, resolve)
    except RecordError as exc:
        raise CliError(f"{args.record}: {exc}") from exc
    rules = session.rules
    states, moves = session.states, session.moves
    nodes = args.nodes or default_nodes(args.level, rules)
    names = [rules.player_name(states[0], p) for p in range(rules.num_players(states[0]))]
    width = max(len(n) for n in names)

    def progress(done: int, total: int) -> None:
        if sys.stderr.isatty():
            line = CliText.tr("analysing position {done}/{total}").format(done=done, total=total)
            print(f"\r  {line}", end="" if done < total else "\n", file=sys.stderr)

    reviews = review_game(rules, states, moves, level=args.level, nodes=nodes, progress=progress)
    head = CliText.tr(
        "{game}, %n move, analysed by {level} at {nodes} nodes a position"
        "|{game}, %n moves, analysed by {level} at {nodes} nodes a position",
        None,
        len(moves),
    )
    print(head.format(game=rules.info.name, level=args.level, nodes=f"{nodes:,}"))
    text_width = max((len(r.move_text) for r in reviews), default=0) + 3
    for review in reviews:
        name = names[review.player]
        chance = review.after.chances[review.player]
        line = f"{review.ply + 1:4}. {name:<{width}}  {review.move_text + ' ' + review.mark:<{text_width}}"
        line += f" {name} {100 * chance:3.0f}%"
        if review.verdict is not None:
            alternative = review.best_after or review.before
            better = alternative.chances[review.player]
            better_text = CliText.tr("{verdict}; better {move} ({player} {chance}%)").format(
                verdict=_verdict_word(review.verdict),
                move=review.before.best_text,
                player=name,
                chance=f"{100 * better:.0f}",
            )
            line += f"   {better_text}"
        print(line)
    session.go_to(session.length)
    outcome = session.outcome()
    counts = []
    for player, name in enumerate(names):
        mine = [r.verdict for r in reviews if r.player == player]
        tally = ", ".join(
            _count_of(mine.count(verdict), verdict) for verdict in ("blunder", "mistake", "inaccuracy")
        )
        counts.append(f"{name} {tally}")
    worst = mistakes(reviews, 1)
    summary = "; ".join(counts)
    if worst:
        summary += CliText.tr("; worst: move {number} {move} (-{loss}%)").format(
            number=worst[0].ply + 1, move=worst[0].move_text, loss=f"{100 * worst[0].loss:.0f}"
        )
    result = CliText.tr("unfinished") if outcome is None else outcome.reason
    print(CliText.tr("Summary: {summary}; result: {result}").format(summary=summary, result=result))
    return 0


def cmd_render(args: argparse.Namespace) -> int:
    rules, options = _game(args.game, args.option)
    state = _position(rules, options, args.position, args.moves)  # fails early with a clear message
    from desktop.qt.render import render_state_to_image

    front = None if args.front is None else args.front - 1
    try:
        render_state_to_image(rules, state, args.out, args.size, front)
    except (RuntimeError, ValueError, OSError) as exc:
        raise CliError(str(exc)) from exc
    print(args.out)
    return 0


def cmd_selftest(args: argparse.Namespace) -> int:
    from desktop.qt.selftest import SelftestUnavailable, run_selftest

    try:
        return run_selftest(args.out)
    except SelftestUnavailable as exc:
        raise CliError(str(exc)) from exc


def _puzzles(args: argparse.Namespace) -> int:
    from desktop.puzzles.cli import run

    return run(args)


def cmd_host(args: argparse.Namespace) -> int:
    from desktop.net.cli import NetCliError, run_host

    rules, options = _game(args.game, args.option)
    try:
        return run_host(args, rules, options)
    except NetCliError as exc:
        raise CliError(str(exc)) from exc


def cmd_join(args: argparse.Namespace) -> int:
    from desktop.net.cli import NetCliError, run_join

    try:
        return run_join(args)
    except NetCliError as exc:
        raise CliError(str(exc)) from exc


def cmd_gui(args: argparse.Namespace) -> int:
    from desktop.app import run_gui

    return run_gui([sys.argv[0]], open_path=getattr(args, "file", None), lang=getattr(args, "lang", None))


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="xeno-games",
        description=CliText.tr("Xeno, Zeno, Oxono and X Spectrum. With no command, start the app."),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--lang", metavar="CODE", help=CliText.tr(
            "the app's language: en, es, fr, de or ko (default: the system's)"
        )
    )
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("open", help=CliText.tr("start the app with a saved game"))
    p.add_argument("file", help=CliText.tr("a game record (.json)"))
    p.set_defaults(func=cmd_gui)

    p = sub.add_parser("perft", help=CliText.tr("count legal move sequences"))
    p.add_argument("game", help=CliText.tr("game name, e.g. oxono"))
    p.add_argument("depth", type=int, help=CliText.tr("plies"))
    p.add_argument("--position", help=CliText.tr("position text (default: the start)"))
    p.add_argument("--moves", help=CliText.tr("moves to play first, separated by ';'"))
    p.add_argument("--divide", action="store_true", help=CliText.tr("print the count under each first move"))
    p.add_argument("-v", "--verbose", action="store_true", help=CliText.tr("print time and nodes per second"))
    p.add_argument(
        "-o", "--option", action="append", metavar="KEY=VALUE", help=CliText.tr("a game option (repeatable)")
    )
    p.set_defaults(func=cmd_perft)

    p = sub.add_parser("match", help=CliText.tr("AI against AI, headless"))
    p.add_argument("game")
    from desktop.ai.levels import LEVELS

    p.add_argument(
        "--a",
        required=True,
        help=CliText.tr("level of player A ({levels})").format(levels=", ".join([*LEVELS, "match:ELO"])),
    )
    p.add_argument("--b", required=True, help=CliText.tr("level of player B"))
    p.add_argument("-n", type=int, default=10, help=CliText.tr("number of games (seats alternate)"))
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--nodes",
        type=int,
        help=CliText.tr(
            "a node (MCTS: playout) budget per move instead of the time budget: the same games anywhere"
        ),
    )
    p.add_argument(
        "--own-nodes",
        action="store_true",
        help=CliText.tr(
            "each level its own node budget for this game (repeatable, and the levels stay apart)"
        ),
    )
    p.add_argument(
        "--time", type=float, metavar="SECONDS", help=CliText.tr(
            "seconds per move instead of the levels' time budgets"
        )
    )
    p.add_argument(
        "--jobs", type=int, default=1, help=CliText.tr(
            "games played at once, in processes (same results with --nodes)"
        )
    )
    p.add_argument("-q", "--quiet", action="store_true", help=CliText.tr("no per-game progress"))
    p.add_argument(
        "-o", "--option", action="append", metavar="KEY=VALUE", help=CliText.tr(
            "a game option, e.g. players=3"
        )
    )
    p.set_defaults(func=cmd_match)

    p = sub.add_parser(
        "analyse", aliases=["analyze"], help=CliText.tr("each move of a saved game: win chances, mistakes")
    )
    p.add_argument("record", help=CliText.tr("a game record (.json)"))
    p.add_argument("--level", default="hard", help=CliText.tr("the AI level that judges (default: hard)"))
    p.add_argument(
        "--nodes", type=int, help=CliText.tr("nodes per position (default: the level's own node budget)")
    )
    p.set_defaults(func=cmd_analyse)

    p = sub.add_parser("render", help=CliText.tr("draw a position to a PNG image"))
    p.add_argument("game")
    p.add_argument("--position", help=CliText.tr("position text (default: the start)"))
    p.add_argument("--moves", help=CliText.tr("moves to play first, separated by ';'"))
    p.add_argument("--out", required=True, help=CliText.tr("PNG file to write"))
    p.add_argument("--size", type=int, default=800, help=CliText.tr("image size in pixels"))
    p.add_argument("--front", type=int, help=CliText.tr("Xeno: the space (1..N) turned to face the viewer"))
    p.add_argument(
        "-o", "--option", action="append", metavar="KEY=VALUE", help=CliText.tr("a game option (repeatable)")
    )
    p.set_defaults(func=cmd_render)

    p = sub.add_parser(
        "selftest",
        help=CliText.tr(
            "open the window, draw every game to PNG and let the AI move once in each (needs a display)"
        ),
    )
    p.add_argument(
        "--out", metavar="DIR", help=CliText.tr("folder for the pictures (default: a new temporary folder)")
    )
    p.set_defaults(func=cmd_selftest)

    from desktop.library.cli import add_arguments as add_library_arguments
    from desktop.net.cli import add_host_arguments, add_join_arguments
    from desktop.puzzles.cli import add_arguments as add_puzzles_arguments

    # the commands whose options their own packages declare (the library's sets its own func)
    packaged = (
        (
            "puzzles",
            CliText.tr("mine puzzles from games between the levels, or prove a puzzle file"),
            add_puzzles_arguments,
            _puzzles,
        ),
        (
            "library",
            CliText.tr("the games played: add, list, stats, export, delete"),
            add_library_arguments,
            None,
        ),
        (
            "host",
            CliText.tr("host a game over the network (headless: every seat here is the AI)"),
            add_host_arguments,
            cmd_host,
        ),
        (
            "join",
            CliText.tr("join a game over the network (headless: --ai LEVEL plays)"),
            add_join_arguments,
            cmd_join,
        ),
    )
    for name, help_text, add_arguments, func in packaged:
        p = sub.add_parser(name, help=help_text)
        add_arguments(p)
        if func is not None:
            p.set_defaults(func=func)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the AI's child process in a PyInstaller bundle
    arguments = list(sys.argv[1:] if argv is None else argv)
    _speak(arguments)
    parser = build_parser()
    try:
        args = parser.parse_args(arguments)
        func = getattr(args, "func", cmd_gui)
        return int(func(args))
    except (CliError, GameError) as exc:
        one_line = " ".join(str(exc).splitlines())
        print(CliText.tr("xeno-games: error: {message}").format(message=one_line), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
