"""Search engines against the rules API they replace, side by side in one run.

For each game, perft with every leaf applied, from the start and from three
mid-game positions (seeded random games of 8, 16 and 24 moves; Oxono has 8 pawns
left to place after 24), counted through the rules (``legal_moves`` + ``apply``: the previous engine) and
through the game's :class:`~desktop.core.engine.SearchEngine`; then random
playouts per second through both.  The machine is shared and noisy, so the
figure that matters is the ratio, measured in the same run::

    .venv/bin/python -m bench.engines                 # every game
    .venv/bin/python -m bench.engines oxono xeno-120  # some
    .venv/bin/python -m bench.engines --seconds 1     # longer samples
    .venv/bin/python -m bench.engines --cpu xeno-30   # CPU time (process_time), not wall time

Prints a table and writes ``bench/results/engines.json``.  Zeno is counted
in whole turns through its decisions (the rules cannot list Zeno's bundled
moves fast enough to be a fair "before"; its before is the decision game).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path
from typing import Any

from desktop.core.engine import RulesEngine, SearchEngine
from desktop.core.protocol import GameRules
from desktop.games.registry import resolve

#: The clock of every measure: wall time, or CPU time of this process with ``--cpu``
#: (fairer on a loaded machine).
clock = time.perf_counter
#: The clock perft reads at every node to stop at its deadline (``process_time`` costs
#: ~0.3 µs a call, so with ``--cpu`` it is read every 64th node only).
tick = time.perf_counter


def _cpu_tick() -> float:
    global _ticks, _last
    _ticks += 1
    if _ticks & 63 == 0:
        _last = time.process_time()
    return _last


_ticks = 0
_last = 0.0

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("oxono", "zeno", "xspectrum", "xeno-30", "xeno-120")
TARGETS = {"oxono": 1_300_000, "zeno": 300_000, "xspectrum": 150_000, "xeno-30": 300_000, "xeno-120": 300_000}


def positions(rules: GameRules[Any, Any], options: dict[str, Any]) -> list[tuple[str, Any]]:
    """The start and three seeded mid-game positions (still going)."""
    start = rules.new_state(options)
    found = [("start", start)]
    engine = RulesEngine(rules)
    for plies in (8, 16, 24):
        for seed in range(100):
            rng = random.Random(seed)
            p = engine.pack(start)
            ok = True
            for _ in range(plies):
                while True:
                    p = engine.play(p, engine.moves(p)[rng.randrange(len(engine.moves(p)))])
                    if not engine.mid_turn(p):
                        break
                if engine.result(p) is not None:
                    ok = False
                    break
            if ok:
                found.append((f"{plies} moves", engine.unpack(p)))
                break
    return found


def count(engine: SearchEngine[Any, Any], p: Any, depth: int, deadline: float) -> int:
    """Nodes visited by a whole-turn perft of ``depth`` (every node applied), stopping at ``deadline``."""
    if depth == 0 or engine.result(p) is not None:
        return 1
    total = 1
    for mv in engine.moves(p):
        if tick() > deadline:
            raise TimeoutError(total)
        after = engine.play(p, mv)
        total += count(engine, after, depth - (0 if engine.mid_turn(after) else 1), deadline)
    return total


def rate(engine: SearchEngine[Any, Any], state: Any, seconds: float) -> tuple[float, int]:
    """Nodes per second of perft at the deepest depth that ends within ``seconds``, and that depth."""
    p = engine.pack(state)
    best = (0.0, 0)
    for depth in range(1, 16):  # up to where a sample takes seconds/4: a forced line is narrow
        t = clock()
        try:
            n = count(engine, p, depth, t + seconds)
        except TimeoutError as partial:
            n = int(partial.args[0])
            if best[1] == 0:
                best = (n / (clock() - t), depth)
            break
        dt = clock() - t
        best = (n / dt, depth)
        if dt > seconds / 4:
            break
    return best


def playouts(engine: SearchEngine[Any, Any], state: Any, seconds: float) -> float:
    rng = random.Random(1)
    p = engine.pack(state)
    n = 0
    t = clock()
    while clock() - t < seconds:
        engine.playout(p, rng, 2_000)
        n += 1
    return n / (clock() - t)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--seconds", type=float, default=0.5, help="time per sample (default 0.5)")
    parser.add_argument("--cpu", action="store_true", help="measure CPU time (process_time), not wall time")
    args = parser.parse_args(argv)
    global clock, tick
    clock = time.process_time if args.cpu else time.perf_counter
    tick = _cpu_tick if args.cpu else time.perf_counter
    rows: list[dict[str, Any]] = []
    head = ("game", "position", "rules nodes/s", "engine nodes/s", "ratio", "target")
    print("{:10} {:10} {:>14} {:>15} {:>6} {:>10}".format(*head))
    for name in args.games:
        rules, options = resolve(name)
        old: SearchEngine[Any, Any] = RulesEngine(rules)
        new = rules.search_engine()
        own = type(new) is not RulesEngine
        for label, state in positions(rules, options):
            before, _ = rate(old, state, args.seconds)
            after = rate(new, state, args.seconds)[0] if own else before
            rows.append({"game": name, "position": label, "rules": before, "engine": after, "kind": "perft"})
            target = TARGETS.get(name, 0)
            print(
                f"{name:10} {label:10} {before:14,.0f} {after:15,.0f} {after / before:5.1f}x"
                f" {target:10,}" + ("" if own else "  (no engine yet)")
            )
        state = rules.new_state(options)
        before = playouts(old, state, args.seconds * 2)
        after = playouts(new, state, args.seconds * 2) if own else before
        rows.append({"game": name, "position": "start", "rules": before, "engine": after, "kind": "playouts"})
        print(f"{name:10} {'playouts/s':10} {before:14,.1f} {after:15,.1f} {after / before:5.1f}x {'3x':>10}")
    out = ROOT / "bench" / "results" / "engines.json"
    out.write_text(json.dumps({"seconds": args.seconds, "rows": rows}, indent=1) + "\n")


if __name__ == "__main__":
    main()
