"""Benchmarks: perft speed, AI speed, and time from launch to the first painted window.

Run from the repository root::

    .venv/bin/python -m bench.run            # everything (the startup figure needs a display)
    .venv/bin/python -m bench.run --only perft ai

Prints a table and writes ``bench/results/latest.json``.  These are
measurements, not tests: nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
Row = tuple[str, str, str]


def bench_perft() -> list[Row]:
    from desktop.core.perft import perft
    from desktop.games.registry import resolve

    rules, _ = resolve("oxono")
    start_state = rules.new_state()
    rows: list[Row] = []
    for depth in (3, 4):
        t = time.perf_counter()
        count = perft(rules, start_state, depth)
        dt = time.perf_counter() - t
        rows.append(
            (f"oxono perft {depth} (leaves counted at depth 1)", f"{count:,}", f"{count / dt:,.0f} leaves/s")
        )

    # every node applied: the cost of apply + move generation per position
    def full(state: Any, depth: int) -> int:
        if depth == 0:
            return 1
        return sum(full(rules.apply(state, m), depth - 1) for m in rules.legal_moves(state))

    t = time.perf_counter()
    count = full(start_state, 3)
    dt = time.perf_counter() - t
    rows.append(("oxono perft 3 (every leaf applied)", f"{count:,}", f"{count / dt:,.0f} nodes/s"))
    return rows


def bench_xeno() -> list[Row]:
    from desktop.core.perft import perft
    from desktop.games.xeno.geometry import OFFERED_BOARDS, board_geometry
    from desktop.games.xeno.rules import XenoRules

    rows: list[Row] = []
    build = board_geometry.__wrapped__  # the uncached builder
    for name in OFFERED_BOARDS:
        times = []
        for _ in range(3):
            t = time.perf_counter()
            geometry = build(name)
            times.append(time.perf_counter() - t)
        rows.append((f"{name} geometry build", f"{geometry.size} spaces", f"{min(times) * 1000:,.1f} ms"))
    rules = XenoRules()
    data = (ROOT / "tests" / "games" / "xeno" / "perft.txt").read_text().splitlines()
    for board in ("xeno-30", "xeno-120"):
        best = max(
            (line for line in data if line.startswith(board + " ")),
            key=lambda line: int(line.split()[-1]),
        )
        position, _, counts = best.partition(";")
        depth = len(counts.split()) // 2
        state = rules.state_from_text(position.strip())
        t = time.perf_counter()
        count = perft(rules, state, depth)
        dt = time.perf_counter() - t
        rows.append((f"{board} perft {depth} (perft.txt)", f"{count:,}", f"{count / dt:,.0f} leaves/s"))
    return rows


def bench_ai() -> list[Row]:
    from desktop.ai.mcts import MctsAgent
    from desktop.ai.search import PvsAgent
    from desktop.games.registry import resolve

    rules, _ = resolve("oxono")
    positions = [rules.new_state()]
    state = positions[0]
    for text in ("X d3-d6 d5", "O c4-c1 b1", "X d6-f6 f5", "O c1-c3 c2", "X f6-e6 e5", "O c3-a3 a2"):
        state = rules.apply(state, rules.move_from_text(state, text))
        positions.append(state)
    rows: list[Row] = []
    for name, make in (
        ("PVS 3 s (Hard's time)", lambda: PvsAgent(seconds=3.0, max_depth=8, seed=1)),
        ("MCTS 3 s", lambda: MctsAgent(seconds=3.0, seed=1)),
    ):
        rates, depths, secs = [], [], []
        for position in (positions[0], positions[-1]):
            agent = make()
            agent.choose(rules, position)
            rates.append(agent.stats.rate())
            depths.append(agent.stats.depth)
            secs.append(agent.stats.seconds)
        unit = "playouts/s" if "MCTS" in name else "nodes/s"
        detail = f"depth {max(depths)}" if "alpha" in name else f"{max(secs):.2f} s"
        rows.append((f"oxono {name}", detail, f"{statistics.mean(rates):,.0f} {unit}"))
    return rows


def bench_startup(runs: int = 5) -> list[Row]:
    if not os.environ.get("DISPLAY") and os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        return [("launch to first painted window", "skipped", "no DISPLAY (run under xvfb-run)")]
    times = []
    for _ in range(runs):
        env = dict(os.environ, XENO_GAMES_EXIT_AFTER_PAINT="1")
        t0 = time.time()
        result = subprocess.run(
            [sys.executable, "-m", "desktop"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
        )
        line = next((x for x in result.stdout.splitlines() if x.startswith("first-paint ")), None)
        if line is None:
            return [("launch to first painted window", "failed", result.stderr.strip()[-200:])]
        times.append(float(line.split()[1]) - t0)
    return [
        (
            "launch to first painted window",
            f"median of {runs}",
            f"{statistics.median(times) * 1000:,.0f} ms"
            f" (min {min(times) * 1000:,.0f}, max {max(times) * 1000:,.0f})",
        )
    ]


BENCHES: dict[str, Callable[[], list[Row]]] = {
    "perft": bench_perft,
    "xeno": bench_xeno,
    "ai": bench_ai,
    "startup": bench_startup,
}


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--only", nargs="*", choices=sorted(BENCHES), help="run only these")
    args = parser.parse_args()
    rows: list[Row] = []
    for name in args.only or list(BENCHES):
        rows.extend(BENCHES[name]())
    widths = [max(len(r[i]) for r in [("benchmark", "size", "result"), *rows]) for i in range(3)]
    header = ("benchmark", "size", "result")
    print("  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)))
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)))
    out = ROOT / "bench" / "results"
    out.mkdir(exist_ok=True)
    meta = {"python": sys.version.split()[0], "machine": platform.machine(), "cpus": os.cpu_count()}
    payload = {"date": time.strftime("%Y-%m-%dT%H:%M:%S"), **meta, "rows": rows}
    (out / "latest.json").write_text(json.dumps(payload, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
