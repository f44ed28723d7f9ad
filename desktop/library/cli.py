"""``xeno-games library``: the game library from the command line.

    xeno-games library add FILE_OR_FOLDER…           import game records (folders: their .json files)
    xeno-games library list [--game G] [--json]      the games, newest first
    xeno-games library stats [--game G] [--json]     games, wins, draws, losses per game and level, rating
    xeno-games library export ID --out FILE          a game as its record
    xeno-games library delete ID…                    forget games

``--db PATH`` names the library file (else ``XENO_GAMES_LIBRARY``, else
``library.sqlite3`` in the data folder: ``XENO_GAMES_DATA``, else the XDG
data folder).  Exit status: 0 done, 1 some records refused (the rest
added), 2 bad input or a library that cannot be used.  Problems are one
line each on standard error, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from desktop.core.language import Translatable, whole
from desktop.games.registry import all_entries
from desktop.library.schema import LibraryError, default_path
from desktop.library.stats import GameStats, statistics
from desktop.library.store import Filter, Library, open_library


class LibraryCliText(Translatable):
    """``xeno-games library``'s help and what it prints (the games' numbers, dates and moves
    stay as they are)."""


def _db_argument(parser: argparse.ArgumentParser, default: Any) -> None:
    parser.add_argument(
        "--db",
        metavar="PATH",
        default=default,
        help=LibraryCliText.tr(
            "the library file (default: XENO_GAMES_LIBRARY, else library.sqlite3 in the data folder)"
        ),
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The ``library`` command's sub-commands, on ``parser``."""
    _db_argument(parser, None)
    sub = parser.add_subparsers(dest="library_command", metavar="{add,list,stats,export,delete}")
    p = sub.add_parser("add", help=LibraryCliText.tr("import game records, or folders of them"))
    p.add_argument(
        "paths",
        nargs="+",
        metavar="FILE",
        help=LibraryCliText.tr("a game record (.json) or a folder of them"),
    )
    _db_argument(p, argparse.SUPPRESS)
    p = sub.add_parser("list", help=LibraryCliText.tr("the games, newest first"))
    games = ", ".join(game.id for game in all_entries())
    p.add_argument("--game", help=LibraryCliText.tr("only this game ({games})").format(games=games))
    p.add_argument("--limit", type=int, default=0, help=LibraryCliText.tr("at most this many (default: all)"))
    p.add_argument(
        "--json", action="store_true", help=LibraryCliText.tr("JSON, one object per game in a list")
    )
    _db_argument(p, argparse.SUPPRESS)
    p = sub.add_parser(
        "stats", help=LibraryCliText.tr("games, wins, draws, losses per game and level; the rating")
    )
    p.add_argument("--game", help=LibraryCliText.tr("only this game"))
    p.add_argument("--json", action="store_true", help=LibraryCliText.tr("JSON"))
    _db_argument(p, argparse.SUPPRESS)
    p = sub.add_parser("export", help=LibraryCliText.tr("write a game as its game record"))
    p.add_argument("id", type=int, help=LibraryCliText.tr("the game's number (library list)"))
    p.add_argument("--out", required=True, help=LibraryCliText.tr("the file to write (.json)"))
    _db_argument(p, argparse.SUPPRESS)
    p = sub.add_parser("delete", help=LibraryCliText.tr("forget games"))
    p.add_argument(
        "ids", type=int, nargs="+", metavar="ID", help=LibraryCliText.tr("the games' numbers (library list)")
    )
    _db_argument(p, argparse.SUPPRESS)
    parser.set_defaults(func=run)


def _game_id(name: str | None) -> str | None:
    if not name:
        return None
    from desktop.games.registry import resolve

    try:
        return resolve(name)[0].info.id
    except KeyError as exc:
        raise LibraryError(str(exc.args[0])) from exc


def run(args: argparse.Namespace) -> int:
    """Run one ``library`` sub-command; returns the exit status."""
    command = getattr(args, "library_command", None)
    if command is None:
        needs = LibraryCliText.tr("library needs a command: add, list, stats, export or delete")
        _error(needs)
        return 2
    try:
        library = open_library(Path(args.db) if args.db else default_path())
    except LibraryError as exc:
        _error(str(exc))
        return 2
    try:
        if library.problem is not None:
            warning = LibraryCliText.tr("xeno-games: warning: {message}").format(message=library.problem.text)
            print(warning, file=sys.stderr)
        return int(_COMMANDS[command](library, args))
    except LibraryError as exc:
        _error(str(exc))
        return 2
    finally:
        library.close()


def _error(message: str) -> None:
    print(LibraryCliText.tr("xeno-games: error: {message}").format(message=message), file=sys.stderr)


def _add(library: Library, args: argparse.Namespace) -> int:
    missing = [p for p in args.paths if not Path(p).exists()]
    if missing:
        raise LibraryError(LibraryCliText.tr("no such file or folder: {path}").format(path=missing[0]))
    report = library.import_paths(Path(p) for p in args.paths)
    first, *refused = report.text().splitlines()
    print(first)
    for line in refused:
        print(LibraryCliText.tr("refused {line}").format(line=line), file=sys.stderr)
    return 1 if report.refused else 0


def _list(library: Library, args: argparse.Namespace) -> int:
    rows = library.rows(Filter(game=_game_id(args.game) or ""), 0, args.limit if args.limit > 0 else -1)
    if args.json:
        print(json.dumps([row.to_json() for row in rows], indent=1))
        return 0
    head = (
        LibraryCliText.tr("id"),
        LibraryCliText.tr("date"),
        LibraryCliText.tr("game"),
        LibraryCliText.tr("board"),
        LibraryCliText.tr("opponent"),
        LibraryCliText.tr("result"),
        LibraryCliText.tr("moves"),
    )
    print(f"{head[0]:>6}  {head[1]:16}  {head[2]:9}  {head[3]:20}  {head[4]:14}  {head[5]:10}  {head[6]:>5}")
    for row in rows:
        when = row.ended[:16].replace("T", " ")
        print(
            f"{row.id:>6}  {when:16}  {row.game:9}  {row.board[:20]:20}  {row.opponent[:14]:14}  "
            f"{row.result:10}  {row.moves:>5}"
        )
    print(LibraryCliText.tr("%n game|%n games", None, len(rows)))
    return 0


def _stats(library: Library, args: argparse.Namespace) -> int:
    found = statistics(library, _game_id(args.game))
    if args.json:
        print(json.dumps({name: stats.to_json() for name, stats in found.items()}, indent=1))
        return 0
    if not found:
        print(LibraryCliText.tr("no games in the library"))
    for stats in found.values():
        _print_stats(stats)
    return 0


def _print_stats(stats: GameStats) -> None:
    print(f"{stats.game}: {stats.total.text()}")
    if stats.rated_games:
        rating = stats.rating
        print(
            LibraryCliText.tr("  rating {value} ± {spread} after {count} rated games").format(
                value=whole(rating.value), spread=whole(2 * rating.deviation), count=whole(stats.rated_games)
            )
        )
    if stats.levels:
        head = (
            LibraryCliText.tr("level"),
            LibraryCliText.tr("games"),
            LibraryCliText.tr("won"),
            LibraryCliText.tr("drawn"),
            LibraryCliText.tr("lost"),
            LibraryCliText.tr("unfinished"),
        )
        print(f"  {head[0]:10} {head[1]:>6} {head[2]:>5} {head[3]:>6} {head[4]:>5} {head[5]:>11}")
    for level, t in stats.levels.items():
        print(f"  {level:10} {t.games:6} {t.wins:5} {t.draws:6} {t.losses:5} {t.unfinished:11}")
    if stats.reviewed:
        i, m, b = stats.verdicts
        print(
            LibraryCliText.tr(
                "  reviewed {count}: {inaccuracies} inaccuracies, {mistakes} mistakes, {blunders} blunders"
            ).format(count=stats.reviewed, inaccuracies=i, mistakes=m, blunders=b)
        )


def _export(library: Library, args: argparse.Namespace) -> int:
    out = Path(args.out)
    if out.is_dir():
        raise LibraryError(LibraryCliText.tr("{path} is a folder: name the file to write").format(path=out))
    library.export(args.id, out)
    print(LibraryCliText.tr("game {number} written to {path}").format(number=args.id, path=out))
    return 0


def _delete(library: Library, args: argparse.Namespace) -> int:
    unknown = [i for i in args.ids if library.row(i) is None]
    if unknown:
        raise LibraryError(
            LibraryCliText.tr("there is no game {number} in the library").format(number=unknown[0])
        )
    print(LibraryCliText.tr("{count} game(s) deleted").format(count=library.delete(args.ids)))
    return 0


_COMMANDS = {"add": _add, "list": _list, "stats": _stats, "export": _export, "delete": _delete}
