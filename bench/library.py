"""The game library with ten thousand games: how long the Library window takes to open, and what
keeping one game costs.

Run under a display (Xvfb is what CI has)::

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python -m bench.library [--games 10000]

1. A library of ``--games`` games is made in a temporary folder (real games: a few dozen
   sessions of every game played at random by the rules, each stored many times under its own
   id, date, level and result), in one transaction.
2. Opening it: :func:`open_library` (the checks and the migration test), then the Library
   window made and shown until its first paint, with the statistics tab (every count, the
   rating trend) made too; each timed ``--repeat`` times, the median kept.
3. Keeping one game in that library: what the caller's (the UI's) thread does when a game ends
   (the record and the row, ``summarize``) and the INSERT the recorder's own thread does.

Prints a table and writes ``bench/results/library.json``.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from desktop.core.session import Seat, Session
from desktop.games.registry import resolve
from desktop.library.store import Library, open_library
from desktop.library.summary import GameSummary, summarize

GAMES = ("oxono", "zeno", "xspectrum", "xeno-30")
LEVELS = ("beginner", "easy", "medium", "hard")


def random_session(game: str, seed: int, moves: int, level: str) -> Session[Any, Any]:
    rules, options = resolve(game)
    seats = [Seat.human(), Seat.ai(level)] if seed % 2 else [Seat.ai(level), Seat.human()]
    session: Session[Any, Any] = Session(rules, options, seed, seats)
    rng = random.Random(seed)
    while session.length < moves and not session.is_over:
        session.play(rng.choice(list(rules.legal_moves(session.state))))
    if not session.is_over and seed % 3:
        session.resign(seed % 2)
    return session


def fill(library: Library, count: int) -> float:
    """``count`` games in the library; returns the seconds it took."""
    start = time.perf_counter()
    samples: list[GameSummary] = []
    for index in range(48):
        game, level = GAMES[index % 4], LEVELS[(index // 4) % 4]
        samples.append(summarize(random_session(game, index, 20 + 5 * (index % 12), level)))
    day = _dt.datetime(2025, 1, 1, tzinfo=_dt.UTC)
    rows = []
    for index in range(count):
        base = samples[index % len(samples)]
        when = (day + _dt.timedelta(hours=index)).isoformat(timespec="seconds")
        game = GameSummary(**{**base.__dict__, "started": when, "ended": when})
        rows.append((game, f"bench:{index}", "app"))
    library.store_many(rows)
    return time.perf_counter() - start


def open_window(path: Path) -> dict[str, float]:
    """Seconds to open the library, to show the window (first paint), to show the statistics."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from desktop.qt.library.window import LibraryWindow

    app = QApplication.instance() or QApplication([])
    painted: list[float] = []

    class Probe(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(time.perf_counter())
            return False

    start = time.perf_counter()
    library = open_library(path)
    opened = time.perf_counter()
    window = LibraryWindow(library, lambda game_id, how: None)
    probe = Probe()
    window.installEventFilter(probe)
    window.show()
    while not painted:
        app.processEvents()
    shown = painted[0]
    before_stats = time.perf_counter()
    window.tabs.setCurrentWidget(window.stats)
    app.processEvents()
    stats = time.perf_counter() - before_stats
    rows_read = window.model.rowCount()
    window.close()
    window.deleteLater()
    app.processEvents()
    library.close()
    return {
        "open_library": opened - start,
        "window_first_paint": shown - start,
        "statistics_tab": stats,
        "rows_read": float(rows_read),
    }


def keep_one(library: Library, repeat: int) -> dict[str, float]:
    session = random_session("xspectrum", 7, 120, "hard")
    ui: list[float] = []
    insert: list[float] = []
    for index in range(repeat):
        start = time.perf_counter()
        game = summarize(session)
        made = time.perf_counter()
        library.store(game, f"one:{index}")
        done = time.perf_counter()
        ui.append(made - start)
        insert.append(done - made)
    return {
        "moves": float(session.length),
        "caller_thread_ms": 1000 * statistics.median(ui),
        "insert_ms": 1000 * statistics.median(insert),
        "insert_max_ms": 1000 * max(insert),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--out", default=str(Path(__file__).parent / "results" / "library.json"))
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="bench-library-"))
    path = folder / "library.sqlite3"
    library = open_library(path)
    filled = fill(library, args.games)
    size = path.stat().st_size
    library.close()
    runs = [open_window(path) for _ in range(args.repeat)]
    opening = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    library = open_library(path)
    kept = keep_one(library, 50)
    library.close()
    result = {
        "games": args.games,
        "fill_seconds": filled,
        "file_mb": size / 2**20,
        **{f"{key}_ms": 1000 * value for key, value in opening.items() if key != "rows_read"},
        "rows_read_at_open": opening["rows_read"],
        **kept,
    }
    made = f"{size / 2**20:.1f} MB, made in {filled:.1f} s"
    print(f"library of {args.games:,} games ({made}); median of {args.repeat}")
    print(f"{'what':44} {'ms':>9}")
    print(f"{'open_library (checks, quick_check)':44} {result['open_library_ms']:9.1f}")
    print(f"{'Library window: first paint (open included)':44} {result['window_first_paint_ms']:9.1f}")
    print(f"{'Statistics tab (counts, rating trend, graphs)':44} {result['statistics_tab_ms']:9.1f}")
    print(f"{'rows read at open (of ' + str(args.games) + ')':44} {result['rows_read_at_open']:9.0f}")
    print(f"{'a game ends: the caller thread (summarize)':44} {result['caller_thread_ms']:9.2f}")
    print(f"{'   ... the INSERT (the recorder thread)':44} {result['insert_ms']:9.2f}")
    print(f"{'   ... the INSERT, slowest of 50':44} {result['insert_max_ms']:9.2f}")
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
