"""Soak: many headless games of every game, every invariant of the rules pages checked after every move.

Run from the repository root::

    .venv/bin/python -m bench.soak                        # 1,000 games of each game
    .venv/bin/python -m bench.soak --games 200 --seed 7
    .venv/bin/python -m bench.soak --minutes 15           # as many as fit in 15 minutes
    .venv/bin/python -m bench.soak --quick                # a few games on small boards (the test suite's)

Every game is played through a :class:`~desktop.core.session.Session` (so each move is checked
for legality as the app checks it) by random players, or by one AI against random players.  The
games alternate between the two; the AI's level cycles through ``--levels`` (medium and hard:
MCTS's playouts run to the end of a game, which makes "easy" slow on X Spectrum) and its seat
through every seat.  The AI searches within a node budget (``make_agent(level, seed,
nodes=N)``), never within a time budget, so a run depends only on its seed.

Xeno is played on every standard board up to 120 spaces, with every player count from 2 to 6
that divides the board's size; Oxono with and without the random totems.

After every move the checks are the rules pages' invariants, as the property tests check them:
``desktop/games/xeno/invariants.py`` and ``desktop/games/xspectrum/invariants.py``, and for
Oxono and Zeno the checks of ``tests/games/oxono/test_properties.py`` and
``tests/games/zeno/test_properties.py``.  At the end of each game the session is saved as a
record, loaded back, and must be the same game.

Memory is measured per block of 100 games of a game: the process's peak resident size within
the block (Linux: ``/proc/self/status`` VmHWM, reset at each block through
``/proc/self/clear_refs``; elsewhere ``getrusage``'s peak so far), its resident size and its
number of objects once garbage is collected, and the block's longest game (a session keeps
every position of its game, so the peak follows the longest game); with ``--tracemalloc`` also
the traced peak within the block and what the block left allocated (exact, but it makes the
games 3 to 7 times slower).  What a block leaves behind must not grow.

Prints a table, writes ``bench/results/soak.json`` (or ``--json PATH``), and exits with status 1
if an invariant broke, a game did not finish, a record did not round-trip or memory grew.
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import random
import resource
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from desktop.ai.levels import make_agent
from desktop.core.protocol import GameRules
from desktop.core.records import load_record, save_record
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve
from desktop.games.xeno.geometry import STANDARD_BOARDS, board_geometry

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("oxono", "zeno", "xeno", "xspectrum")  # the quick ones first: see soak()
MAX_PLIES = 20_000
BLOCK = 100  # games per memory block
#: Memory "grows" when a block leaves this many traced bytes more than the first block.
GROWTH_LIMIT = 4 * 2**20

Check = Callable[[GameRules[Any, Any], Any, Any, Any], None]


# -- the invariants, from where the rules' own tests keep them --------------------------------------
def _check_xeno(rules: GameRules[Any, Any], before: Any, move: Any, after: Any) -> None:
    from desktop.games.xeno.invariants import check_move

    check_move(rules, before, move, after)  # type: ignore[arg-type]


def _check_xspectrum(rules: GameRules[Any, Any], before: Any, move: Any, after: Any) -> None:
    from desktop.games.xspectrum.invariants import check_move

    check_move(rules, before, move, after)  # type: ignore[arg-type]


def _check_oxono(rules: GameRules[Any, Any], before: Any, move: Any, after: Any) -> None:
    """oxono.md §5: ``check_material`` of the property tests, and the rest of that test's loop."""
    from tests.games.oxono.test_properties import check_material

    check_material(after)
    placed = [(s, v) for s, v in enumerate(before.board) if v]
    assert all(after.board[s] == v for s, v in placed), "a pawn moved"
    assert after.player == 1 - before.player, "turns do not alternate"
    assert sum(before.hands[2 * before.player : 2 * before.player + 2]) > 0, "a player without pawns moved"
    assert rules.undo(after, move) == before, "undo(apply(position, move)) != position"  # type: ignore[attr-defined]
    assert rules.state_from_text(rules.state_to_text(after)) == after, "the position text does not round-trip"


def _check_zeno(rules: GameRules[Any, Any], before: Any, move: Any, after: Any) -> None:
    from tests.games.zeno.test_properties import check_turn

    check_turn(before, move, after)


CHECKS: dict[str, Check] = {
    "xeno": _check_xeno,
    "oxono": _check_oxono,
    "zeno": _check_zeno,
    "xspectrum": _check_xspectrum,
}


def configs(game: str, quick: bool) -> list[tuple[str, dict[str, Any]]]:
    """The (registry name, options) a game's soak cycles through."""
    if game == "xeno":
        boards = [b for b in STANDARD_BOARDS if board_geometry(b).size <= (30 if quick else 120)]
        return [
            (board, {"players": p})
            for board in boards
            for p in range(2, 7)
            if board_geometry(board).size % p == 0
        ]
    if game == "oxono":
        return [("oxono", {"random_totems": False}), ("oxono", {"random_totems": True})]
    if game == "xspectrum" and quick:
        return [("xspectrum", {"draw_quiet_moves": 50})]
    return [(game, {})]


# -- one game ---------------------------------------------------------------------------------------
@dataclass
class GameReport:
    """What the soak found in one game's games."""

    game: str
    games: int = 0
    moves: int = 0
    violations: int = 0
    unfinished: int = 0
    round_trips: int = 0
    ai_games: int = 0
    seconds: float = 0.0
    configs: dict[str, int] = field(default_factory=dict)
    longest: int = 0  # plies of the longest game so far
    peak_per_block: bool = True  # False: each block's peak is the process's peak so far
    #: per block of 100 games: the process's peak resident size within it, its resident size
    #: and its objects after garbage collection, the block's longest game (plies); with
    #: tracemalloc, the traced peak within the block and the traced memory it left (bytes)
    peak_rss: list[int] = field(default_factory=list)
    block_longest: list[int] = field(default_factory=list)
    rss: list[int] = field(default_factory=list)
    objects: list[int] = field(default_factory=list)
    traced_peak: list[int] = field(default_factory=list)
    traced_left: list[int] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def violation(self, what: str) -> None:
        self.violations += 1
        if len(self.problems) < 10:
            self.problems.append(what)

    @property
    def memory_grew(self) -> bool:
        """Whether the last block left clearly more behind than any block of the first half.

        The first blocks fill the games' bounded caches (X Spectrum has five LRU caches of
        up to 16,384 entries); a leak goes on growing after them.
        """
        return _grew(self.objects, lambda warm: warm * 0.05 + 1000) or _grew(
            self.traced_left, lambda warm: GROWTH_LIMIT
        )


def _grew(blocks: list[int], slack: Callable[[int], float]) -> bool:
    if len(blocks) < 2:
        return False
    warm = max(blocks[: max(1, len(blocks) // 2)])
    return blocks[-1] > warm + slack(warm)


@dataclass(frozen=True)
class SoakOptions:
    """How the games are played: the seed, the board sizes, the AI's levels and budgets."""

    seed: int = 0
    quick: bool = False
    #: the AI's levels, in turn (MCTS's playouts run to the end of the game: "easy" is slow on X Spectrum)
    levels: tuple[str, ...] = ("medium", "hard")
    nodes: int = 64  # alpha-beta's nodes a move
    playouts: int = 4  # MCTS's playouts a move
    trace: bool = False  # tracemalloc


def play_one(report: GameReport, index: int, options: SoakOptions, folder: Path) -> None:
    """Game ``index`` of ``report.game``: play it, check every move, round-trip its record."""
    game = report.game
    choices = configs(game, options.quick)
    name, extra = choices[index % len(choices)]
    rules, implied = resolve(name)
    game_options = {**implied, **extra}
    game_seed = options.seed * 1_000_003 + index
    rng = random.Random(game_seed)
    n = rules.num_players(rules.new_state(game_options, game_seed))
    levels = ["random"] * n
    if index % 2 and options.levels:  # one AI against random players
        levels[(index // 2) % n] = options.levels[(index // 2) % len(options.levels)]
        report.ai_games += 1
    agents = [
        make_agent(level, rng.randrange(2**32), nodes=options.playouts if level == "easy" else options.nodes)
        for level in levels
    ]
    seats = [Seat.human() if level == "random" else Seat.ai(level) for level in levels]
    session: Session[Any, Any] = Session(rules, game_options, game_seed, seats)
    check = CHECKS[game]
    label = f"{name} {' '.join(f'{k}={v}' for k, v in extra.items())}".strip()
    report.configs[label] = report.configs.get(label, 0) + 1
    report.games += 1
    for _ in range(MAX_PLIES):
        if session.is_over:
            break
        before = session.state
        try:
            move = agents[rules.to_move(before)].choose(rules, before)
            session.play(move)  # refuses an illegal move, as the app does
        except Exception as exc:
            report.violation(f"{label} seed {game_seed} ply {session.ply}: {type(exc).__name__}: {exc}")
            return
        report.moves += 1
        report.longest = max(report.longest, session.ply)
        try:
            check(rules, before, move, session.state)
        except Exception as exc:  # an InvariantError, an AssertionError, or worse
            report.violation(f"{label} seed {game_seed} ply {session.ply}: {type(exc).__name__}: {exc}")
    if not session.is_over:
        report.unfinished += 1
        report.problems.append(f"{label} seed {game_seed}: no end after {MAX_PLIES} moves")
    outcome = session.outcome()
    if outcome is not None and (rules.legal_moves(session.state) or abs(sum(outcome.scores) - 1) > 1e-9):
        report.violation(f"{label} seed {game_seed}: an ended game has moves, or scores not summing to 1")
    try:
        path = folder / "soak.json"
        save_record(session, path)
        loaded = load_record(path, resolve)
        same = (
            loaded.move_texts == session.move_texts
            and loaded.states == session.states
            and loaded.cursor == session.cursor
            and loaded.seats == session.seats
            and loaded.outcome() == outcome
        )
    except Exception as exc:
        report.violation(f"{label} seed {game_seed}: the record does not load: {type(exc).__name__}: {exc}")
        return
    if same:
        report.round_trips += 1
    else:
        report.violation(f"{label} seed {game_seed}: the record loads as another game")


def soak_game(
    game: str,
    games: int,
    options: SoakOptions,
    seconds: float | None = None,
    progress: Callable[[GameReport], None] | None = None,
) -> GameReport:
    """Up to ``games`` games of ``game`` (fewer if ``seconds`` run out), memory measured per block."""
    report = GameReport(game)
    start = time.perf_counter()
    if options.trace:
        tracemalloc.start()
    try:
        with tempfile.TemporaryDirectory(prefix="soak-") as folder:
            _start_block(report)
            for index in range(games):
                if seconds is not None and time.perf_counter() - start > seconds:
                    break
                play_one(report, index, options, Path(folder))
                if report.games % BLOCK == 0:
                    _end_block(report, options.trace)
                    _start_block(report)
                    if progress is not None:
                        progress(report)
            if report.games % BLOCK:  # the last block, shorter
                _end_block(report, options.trace)
    finally:
        if options.trace:
            tracemalloc.stop()
    report.seconds = time.perf_counter() - start
    return report


def _status_bytes(field: str) -> int | None:
    """A size from ``/proc/self/status`` (Linux): ``VmRSS`` now, ``VmHWM`` the peak."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return None


def _start_block(report: GameReport) -> None:
    """Reset the peak resident size (Linux 4.0 and later), so each block has its own."""
    report.longest = 0
    try:
        Path("/proc/self/clear_refs").write_text("5")
    except OSError:
        report.peak_per_block = False  # the peak is the process's so far


def _end_block(report: GameReport, trace: bool) -> None:
    gc.collect()
    peak = _status_bytes("VmHWM")
    report.peak_rss.append(peak or resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024)
    report.rss.append(_status_bytes("VmRSS") or 0)
    report.objects.append(len(gc.get_objects()))
    report.block_longest.append(report.longest)
    if trace:
        current, peak = tracemalloc.get_traced_memory()
        report.traced_peak.append(peak)
        report.traced_left.append(current)
        tracemalloc.reset_peak()


def soak(
    games: int,
    options: SoakOptions = SoakOptions(),
    minutes: float | None = None,
    only: tuple[str, ...] = GAMES,
    progress: Callable[[GameReport], None] | None = None,
) -> list[GameReport]:
    """Soak every game in ``only``, one after the other.

    With ``minutes``, each game may take the time left divided by the games left: the quick
    games (Oxono, Zeno) leave their share to the slow ones (X Spectrum's random games are long).
    """
    reports = []
    deadline = None if minutes is None else time.perf_counter() + minutes * 60
    for done, game in enumerate(only):
        share = None if deadline is None else max(deadline - time.perf_counter(), 0) / (len(only) - done)
        reports.append(soak_game(game, games, options, share, progress))
    return reports


def _mib(n: float) -> str:
    return f"{n / 2**20:.1f}"


def print_table(reports: list[GameReport]) -> None:
    head = f"{'game':10}{'games':>7}{'AI':>6}{'moves':>10}{'violations':>12}{'unfinished':>12}"
    print(f"{head}{'records':>9}{'seconds':>9}")
    for r in reports:
        print(
            f"{r.game:10}{r.games:>7}{r.ai_games:>6}{r.moves:>10}{r.violations:>12}{r.unfinished:>12}"
            f"{r.round_trips:>9}{r.seconds:>9.0f}"
        )
    print("memory after each block of 100 games (MiB; objects in thousands):")
    for r in reports:
        verdict = "GREW" if r.memory_grew else "flat"
        print(f"  {r.game:10} longest game  {' '.join(str(n) for n in r.block_longest)} plies")
        since = "" if r.peak_per_block else " (so far)"
        print(f"  {'':10} peak resident {' '.join(_mib(b) for b in r.peak_rss)}{since}")
        print(f"  {'':10} resident      {' '.join(_mib(b) for b in r.rss)}")
        print(f"  {'':10} objects       {' '.join(f'{n / 1000:.0f}' for n in r.objects)}  ({verdict})")
        if r.traced_peak:
            print(f"  {'':10} traced peak   {' '.join(_mib(b) for b in r.traced_peak)}")
            print(f"  {'':10} traced left   {' '.join(_mib(b) for b in r.traced_left)}")
    for r in reports:
        for problem in r.problems:
            print(f"  {r.game}: {problem}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, help="games of each game (default 1000; --quick: 4)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--quick", action="store_true", help="a few games on small boards")
    parser.add_argument("--minutes", type=float, help="stop each game after its share of this time")
    parser.add_argument("--levels", nargs="*", default=["medium", "hard"], help="the AI's levels, in turn")
    parser.add_argument("--nodes", type=int, default=64, help="alpha-beta's nodes a move (medium, hard)")
    parser.add_argument("--playouts", type=int, default=4, help="MCTS's playouts a move (easy)")
    parser.add_argument("--only", nargs="+", choices=GAMES, default=list(GAMES))
    parser.add_argument("--tracemalloc", action="store_true", help="trace memory exactly (3-7 times slower)")
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "results" / "soak.json")
    args = parser.parse_args(argv)
    games = args.games if args.games is not None else (4 if args.quick else 1000)

    def progress(report: GameReport) -> None:
        print(
            f"  {report.game}: {report.games} games, {report.moves} moves, {report.violations} violations, "
            f"peak {_mib(report.peak_rss[-1])} MiB, {report.objects[-1]} objects",
            file=sys.stderr,
            flush=True,
        )

    command = " ".join(["python -m bench.soak", *(argv if argv is not None else sys.argv[1:])])
    options = SoakOptions(
        args.seed, args.quick, tuple(args.levels), args.nodes, args.playouts, args.tracemalloc
    )
    reports = soak(games, options, args.minutes, tuple(args.only), progress)
    print(command)
    print_table(reports)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    results = {
        "command": command,
        "python": platform.python_version(),
        "machine": platform.machine(),
        "reports": [asdict(r) | {"memory_grew": r.memory_grew} for r in reports],
    }
    args.json.write_text(json.dumps(results, indent=2) + "\n")
    failed = any(r.violations or r.unfinished or r.memory_grew for r in reports)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
