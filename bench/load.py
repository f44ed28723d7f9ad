"""The window under load: a big all-AI Xeno game, then many games in a row.

Run under a display (Xvfb with Mesa's software OpenGL is what CI has)::

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python -m bench.load [--moves N] [--games N]
        [--rotation oxono,zeno,xspectrum,xeno]

1. Xeno on xeno-480 with three AI seats (the Random level: the moves come as
   fast as the window can show them) played to the end, or ``--moves`` moves,
   in the real main window; once the board is built and shown, a 5 ms timer
   records the event loop's gaps, so the longest stall of the window during
   play is measured, not guessed.  The figures depend on what else the
   machine runs: Mesa's llvmpipe draws on the same two cores.
2. ``--games`` games in a row in one window (Oxono, Zeno, X Spectrum and
   Xeno on xeno-30 in turn, two Random AIs each, up to 150 moves): the resident
   memory, the AI's child processes and the window's widgets every tenth
   game, which must stay flat: as resident, and as resident once Python's garbage is
   collected and glibc has handed back its free pages (``trimmed``: the heap's
   high-water mark, reached in the longest games, is not a leak).

Prints a table and writes ``bench/results/load.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def trimmed_rss_mb() -> float:
    """The resident memory once Python's garbage is collected and malloc has handed its free
    pages back (``malloc_trim``): what the app holds, not the high-water mark of glibc's heaps."""
    import contextlib
    import ctypes
    import gc

    gc.collect()
    with contextlib.suppress(OSError, AttributeError):  # not glibc: the plain figure
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    return rss_mb()


def run_queue_seconds() -> float:
    """How long this thread has been ready to run but waiting for a core (Linux schedstat;
    0 elsewhere): what is left of a gap once its CPU and this are taken is time blocked (a
    lock, Python's lock, the X server)."""
    try:
        return int(Path("/proc/thread-self/schedstat").read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def stolen_seconds() -> float:
    """CPU time the hypervisor gave other guests while this machine's cores wanted to run
    (``steal`` in ``/proc/stat``, all cores summed; 0 where there is none): neither the app's
    time on a core nor its wait for one, so a gap's "blocked" rest can be this."""
    from bench import thread_states

    ticks = thread_states.steal_ticks()
    return ticks / thread_states.TICKS_PER_SECOND if ticks is not None else 0.0


def children() -> int:
    me = str(os.getpid())
    count = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if stat.read_text().split()[3] == me:
                count += 1
        except OSError:
            continue
    return count


def wait_for_python_lock(sampled: Path) -> tuple[float, float]:
    """Make this (the main) thread wait for Python's lock for a few tenths of a second (0.23 s
    on a quiet machine, 0.4 s at a load of 6 on two cores), once the sampler
    writing ``sampled`` has begun: another thread holds it in one long C call (a regular
    expression that backtracks 2**23 times, which never lets go of the lock), so that the
    sampler's rows of that moment show which futex a wait for the lock sleeps on
    (:func:`bench.thread_states.gil_address`).  Returns when the wait began and ended."""
    import re
    import threading

    for _ in range(250):  # the sampler's interpreter starts in a few tenths of a second
        if sampled.exists() and sampled.stat().st_size > 0:
            break
        time.sleep(0.02)
    pattern, text = re.compile(r"(a+)+$"), "a" * 23 + "!"
    holder = threading.Thread(target=pattern.match, args=(text,), name="lock-holder")
    begun = time.perf_counter()
    holder.start()
    time.sleep(0.02)  # lets go of the lock: the holder takes it, and this thread waits on waking
    ended = time.perf_counter()
    holder.join()
    return begun + 0.025, ended


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench.load")
    parser.add_argument(
        "--moves", type=int, default=0, help="stop the xeno-480 game after N moves (0: the end)"
    )
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument(
        "--explain",
        type=int,
        default=0,
        metavar="N",
        help="sample the UI thread and print what ran in the N longest gaps of the big game",
    )
    parser.add_argument(
        "--states",
        action="store_true",
        help="sample every thread's state from another process (bench.thread_states) and split"
        " the ten longest gaps of the big game by it",
    )
    parser.add_argument(
        "--rotation",
        default="oxono,zeno,xspectrum,xeno",
        help="the games played in turn, comma-separated (xeno: on xeno-30)",
    )
    args = parser.parse_args(argv)
    if not os.environ.get("DISPLAY"):
        print("needs a display: run under xvfb-run", file=sys.stderr)
        return 2
    scratch = Path(tempfile.mkdtemp(prefix="xeno-load-"))
    os.environ["XENO_GAMES_SETTINGS"] = str(scratch / "settings.ini")
    os.environ["XENO_GAMES_DATA"] = str(scratch / "data")
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from desktop.app import application, default_controller
    from desktop.core.session import Seat
    from desktop.qt.shell.main_window import MainWindow
    from desktop.qt.shell.new_game_dialog import NewGameChoice
    from desktop.qt.shell.unsaved_prompt import Drop

    app = application(sys.argv[:1])
    window = MainWindow(default_controller())
    window.ask_unsaved = lambda doing: Drop.DISCARD  # type: ignore[method-assign]
    window.resize(1280, 800)
    window.show()
    gaps: list[float] = []
    spans: list[tuple[float, float]] = []
    cpu: list[float] = []  # the UI thread's CPU seconds in each gap
    queued: list[float] = []  # the seconds it was ready to run but waited for a core
    last = [time.perf_counter(), time.thread_time(), run_queue_seconds()]

    def tick() -> None:
        now, used = time.perf_counter(), time.thread_time()
        gaps.append(now - last[0])
        spans.append((last[0], now))
        cpu.append(used - last[1])
        waited = run_queue_seconds()
        queued.append(waited - last[2])
        last[0], last[1], last[2] = now, used, waited

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)

    def play(
        game: str, options: dict[str, Any], seats: list[Seat], limit: int, measure: bool = False
    ) -> tuple[int, float]:
        window.start_new_game(NewGameChoice(game, options, seats, seed=7))
        app.processEvents()  # the new board is built and shown: a load, not a stall of play
        if measure:
            last[0], last[1], last[2] = time.perf_counter(), time.thread_time(), run_queue_seconds()
            timer.start()
        started = time.perf_counter()
        # the app's own kind of event loop (a hand-made processEvents() loop ran events that a
        # zero-interval timer puts off to the next turn in the same turn); it ends once the game
        # has ended or reached ``limit``, looked at every 20 ms
        loop = QEventLoop()
        look = QTimer()
        look.setInterval(20)
        look.timeout.connect(
            lambda: (
                loop.quit()
                if window.session.is_over or (limit != 0 and window.session.length >= limit)
                else None
            )
        )
        look.start()
        loop.exec()
        look.stop()
        return window.session.length, time.perf_counter() - started

    import gc

    collections: dict[int, list[float]] = {0: [], 1: [], 2: []}
    began = [0.0]
    full_passes: list[float] = []  # when each full pass began

    def timed(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            began[0] = time.perf_counter()
        else:
            collections[info["generation"]].append(time.perf_counter() - began[0])
            if info["generation"] == 2:
                full_passes.append(began[0])

    gc.callbacks.append(timed)
    sampler = None
    if args.explain:
        from bench.gap_sampler import GapSampler

        sampler = GapSampler()
        sampler.start()
    states = None
    unstolen: int | None = None  # the gaps over 100 ms with at most a tick stolen (--states)
    if args.states:
        import shutil
        import subprocess

        pgrep = shutil.which("pgrep")  # the X server's threads too, where it can be found
        found = subprocess.run([pgrep, "-x", "Xvfb"], capture_output=True, text=True) if pgrep else None
        xservers = found.stdout.split() if found is not None else []
        states_file = scratch / "states.txt"
        states = subprocess.Popen(
            [sys.executable, "-m", "bench.thread_states", str(os.getpid()), str(states_file)]
            + (["--also", *xservers] if xservers else []),
            cwd=Path(__file__).resolve().parent.parent,
        )
        lock_wait = wait_for_python_lock(states_file)
    import resource

    faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    stolen = stolen_seconds()
    moves, seconds = play(
        "xeno",
        {"board": "xeno-480", "players": 3, "quick_setup": True},
        [Seat.ai("random")] * 3,
        args.moves,
        measure=True,
    )
    timer.stop()
    faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt - faults
    stolen = stolen_seconds() - stolen
    gc.callbacks.remove(timed)
    print(
        "garbage collections (generation: count, longest ms):",
        ", ".join(
            f"{g}: {len(times)}, {max(times, default=0.0) * 1000:.1f}" for g, times in collections.items()
        ),
    )
    worst = sorted(range(len(gaps)), key=lambda i: -gaps[i])[:10]
    if spans:
        print("full passes began at (s):", ", ".join(f"{t - spans[0][0]:.1f}" for t in full_passes))
    print(
        "longest gaps (ms, of which the UI thread on a core / waiting for one; the rest blocked):",
        ", ".join(f"{gaps[i] * 1000:.0f} ({cpu[i] * 1000:.0f} / {queued[i] * 1000:.0f})" for i in worst),
    )
    if states is not None:
        from bench import thread_states

        states.terminate()
        states.wait()
        import threading

        print(
            "Python's threads:",
            ", ".join(f"python{t.native_id} {t.name}" for t in threading.enumerate() if t.native_id),
        )
        rows = thread_states.read(states_file)
        gil = thread_states.gil_address(rows, *lock_wait)
        print(
            f"Python's lock: the main thread waited on futex {gil} for it"
            f" ({(lock_wait[1] - lock_wait[0]) * 1000:.0f} ms, made to wait before the game)"
            if gil
            else "Python's lock: no futex seen while the main thread was made to wait for it"
        )
        print(thread_states.explain(rows, sorted(spans[i] for i in worst), spans[0][0], gil))
        # the gaps over 100 ms split by the host: those in which it held back at most a clock
        # tick (10 ms) of the cores' time are the app's own; in the others it took time too
        long_spans = [span for span in spans if span[1] - span[0] > 0.1]
        stolen_in = [thread_states.stolen_ms(rows, *span) for span in long_spans]
        unstolen = sum(ms is not None and ms <= 1000 / thread_states.TICKS_PER_SECOND for ms in stolen_in)
        # what a gap would be had the host taken from each core its share of the time stolen
        cores = os.cpu_count() or 1
        left = [
            (end - start) * 1000 - ms / cores
            for (start, end), ms in zip(long_spans, stolen_in, strict=True)
            if ms is not None
        ]
        print(
            f"gaps over 100 ms: {len(long_spans)}, of which {unstolen} with at most one clock tick"
            f" (10 ms) stolen from the cores over the gap"
            f" ({sum(ms is None for ms in stolen_in)} not known); the most any of them leaves"
            f" once its stolen time per core is taken off: {max(left, default=0.0):.0f} ms"
        )
    if sampler is not None:
        sampler.stop()
        longest = sorted(spans, key=lambda span: span[0] - span[1])[: args.explain]
        print(sampler.explain(sorted(longest)))
    gaps.sort()
    big: dict[str, Any] = {
        "board": "xeno-480",
        "players": 3,
        "moves": moves,
        "ended": window.session.is_over,
        "seconds": round(seconds, 1),
        "longest_stall_ms": round(gaps[-1] * 1000, 1) if gaps else 0.0,
        "p99_gap_ms": round(gaps[int(len(gaps) * 0.99)] * 1000, 1) if gaps else 0.0,
        "median_gap_ms": round(statistics.median(gaps) * 1000, 1) if gaps else 0.0,
        # the tail in counts: one run's longest gap moves by tens of ms with the machine's load
        "gaps_over_50_ms": sum(gap > 0.05 for gap in gaps),
        "gaps_over_80_ms": sum(gap > 0.08 for gap in gaps),
        "gaps_over_100_ms": sum(gap > 0.1 for gap in gaps),
        # pages the app's threads touched fresh (memory handed back and taken again, mostly)
        "page_faults": faults,
        # the machine's cores held back by the hypervisor over the game (a busy host)
        "stolen_seconds": round(stolen, 1),
    }
    if unstolen is not None:
        big["gaps_over_100_ms_not_stolen"] = unstolen
    print(
        f"xeno-480, 3 AI seats: {moves} moves in {seconds:.1f} s (ended: {big['ended']}); event-loop gaps:"
        f" longest {big['longest_stall_ms']} ms, p99 {big['p99_gap_ms']} ms,"
        f" median {big['median_gap_ms']} ms; over 50 / 80 / 100 ms:"
        f" {big['gaps_over_50_ms']} / {big['gaps_over_80_ms']} / {big['gaps_over_100_ms']};"
        f" page faults {faults:,}; stolen by the hypervisor {stolen:.1f} s of the"
        f" {os.cpu_count() or 1} cores' {seconds * (os.cpu_count() or 1):.0f} s"
    )

    kinds: dict[str, dict[str, Any]] = {
        "oxono": {},
        "zeno": {},
        "xspectrum": {},
        "xeno": {"board": "xeno-30", "quick_setup": True},
    }
    unknown = sorted(set(args.rotation.split(",")) - set(kinds))
    if unknown:
        parser.error(f"--rotation: no game {', '.join(unknown)} (known: {', '.join(kinds)})")
    rotation = [(game, kinds[game]) for game in args.rotation.split(",")]
    samples = []
    print(f"{'games':>6}{'RSS MB':>10}{'trimmed':>10}{'children':>10}{'widgets':>10}{'threads':>10}")
    for number in range(1, args.games + 1):
        game, options = rotation[(number - 1) % len(rotation)]
        length, took = play(game, options, [Seat.ai("random"), Seat.ai("random")], 150)
        print(f"  game {number}: {game}, {length} moves in {took:.1f} s", file=sys.stderr)
        if number % 10 == 0 or number == 1 or number == 5:
            window.controller.cancel_search()
            app.processEvents()
            row = {
                "games": number,
                "rss_mb": round(rss_mb(), 1),
                "trimmed_rss_mb": round(trimmed_rss_mb(), 1),
                "children": children(),
                "widgets": len(QApplication.allWidgets()),
                "threads": len(list(Path("/proc/self/task").iterdir())),
            }
            samples.append(row)
            print(
                f"{row['games']:>6}{row['rss_mb']:>10}{row['trimmed_rss_mb']:>10}"
                f"{row['children']:>10}{row['widgets']:>10}{row['threads']:>10}"
            )
    window.close()
    out = Path(__file__).parent / "results"
    out.mkdir(exist_ok=True)
    (out / "load.json").write_text(json.dumps({"big_game": big, "many_games": samples}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
