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
    .venv/bin/python -m bench.engines --cpu --greedy-before 1a926aa   # Xeno greedy playouts
    .venv/bin/python -m bench.engines --cpu --search-before 47ce15f   # Oxono Hard's search
    .venv/bin/python -m bench.engines --cpu --before HEAD    # each engine against HEAD's

``--before REV`` sets each game's engine (its ``engine*.py`` files at REV, beside today's)
against today's in alternating rounds, the same perft counts and playouts from the same seeds
(checked equal), and prints both speeds and their ratio (``engines-before.json``): the way to
show that a change to an engine costs no speed (on this machine, ratios of 0.98 to 1.02 when
nothing changed).

Prints a table and writes ``bench/results/engines.json``.  ``--greedy-before REV``
measures instead the Xeno engine's greedy playouts (MCTS's, capped at 200
plies) on xeno-30 with ``--players`` (3) against the engine of git revision
REV (its four ``engine*.py`` files, loaded beside today's), in alternating
rounds of one playout from each of 48 seeded positions, and checks that both
give the same scores and leave the generator in the same state.  ``--search-before REV``
measures Oxono Hard's search (PVS at Hard's node budget, the plain engine) on 16 seeded
positions with the Oxono engine of REV (``engine.py``, ``engine_tables.py`` and
``evaluation.py``) and with today's, alternating, and checks that both search the same tree
(the same nodes, depth, score and line).  Zeno is counted
in whole turns through its decisions (the rules cannot list Zeno's bundled
moves fast enough to be a fair "before"; its before is the decision game).
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from desktop.core.engine import RulesEngine, SearchEngine
from desktop.core.protocol import GameRules
from desktop.games.registry import resolve
from desktop.games.xeno.state import Phase

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


def engine_at(revision: str, rules: Any) -> Any:
    """The Xeno search engine of git ``revision`` (its ``engine*.py`` files as a package of
    their own, beside today's), for ``rules``."""
    root = Path(tempfile.mkdtemp(prefix="xeno-before-"))
    package = root / "xeno_before"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name in ("engine", "engine_moves", "engine_playout", "engine_tables"):
        text = subprocess.run(
            ["git", "show", f"{revision}:desktop/games/xeno/{name}.py"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        text = text.replace(
            "from desktop.games.xeno import engine_moves", "from xeno_before import engine_moves"
        )
        (package / f"{name}.py").write_text(text.replace("desktop.games.xeno.engine", "xeno_before.engine"))
    sys.path.insert(0, str(root))
    return importlib.import_module("xeno_before.engine").XenoEngine(rules)


def greedy_positions(rules: Any, options: dict[str, Any], engine: Any) -> list[Any]:
    """Play-phase states 6, 12, 18 and 24 random moves into 12 seeded games (48 at most)."""
    found = []
    for seed in range(12):
        rng = random.Random(seed)
        p = engine.pack(rules.new_state(options, seed))
        for ply in range(25):
            if engine.result(p) is not None:
                break
            if ply in (6, 12, 18, 24) and engine.unpack(p).phase == Phase.PLAY:
                found.append(engine.unpack(p))
            moves = engine.moves(p)
            p = engine.play(p, moves[rng.randrange(len(moves))])
    return found


def greedy(revision: str, players: int, seconds: float) -> dict[str, Any]:
    """Greedy playouts per second of today's Xeno engine and of ``revision``'s, alternating."""
    rules, options = resolve("xeno-30")
    options = {**options, "players": players}
    new = rules.search_engine()
    old = engine_at(revision, rules)
    states = greedy_positions(rules, options, new)
    packed = [(old.pack(s), new.pack(s)) for s in states]
    times = {"before": 0.0, "after": 0.0}
    counts = {"before": 0, "after": 0}
    rounds = 0
    while min(times.values()) < seconds:
        outcomes: dict[str, list[Any]] = {}
        for side, engine in (("before", old), ("after", new)):
            out = []
            t = clock()
            for i, pair in enumerate(packed):
                rng = random.Random(rounds * 1000 + i)
                out.append(
                    (engine.styled_playout(pair[side == "after"], rng, 200, greedy=True), rng.getstate())
                )
            times[side] += clock() - t
            counts[side] += len(packed)
            outcomes[side] = out
        if outcomes["before"] != outcomes["after"]:
            raise AssertionError(f"round {rounds}: the playouts differ from {revision}'s")
        rounds += 1
    before, after = counts["before"] / times["before"], counts["after"] / times["after"]
    print(
        f"xeno-30, {players} players: greedy playouts (cap 200) from {len(packed)} positions, {rounds} rounds"
    )
    print(f"{'revision':>10} {'playouts/s':>12}")
    print(f"{revision:>10} {before:12,.1f}")
    print(f"{'today':>10} {after:12,.1f}")
    print(f"ratio {after / before:.2f}x (the same scores and generator states in every round)")
    return {"revision": revision, "players": players, "before": before, "after": after, "rounds": rounds}


def oxono_at(revision: str) -> Any:
    """The Oxono search engine of git ``revision`` (engine.py, engine_tables.py and evaluation.py
    as a package of their own, beside today's)."""
    root = Path(tempfile.mkdtemp(prefix="oxono-before-"))
    package = root / "oxono_before"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name in ("engine", "engine_tables", "evaluation"):
        text = subprocess.run(
            ["git", "show", f"{revision}:desktop/games/oxono/{name}.py"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        text = text.replace(
            "from desktop.games.oxono import engine_tables", "from oxono_before import engine_tables"
        )
        for module in ("engine_tables", "evaluation"):
            text = text.replace(f"desktop.games.oxono.{module}", f"oxono_before.{module}")
        (package / f"{name}.py").write_text(text)
    sys.path.insert(0, str(root))
    return importlib.import_module("oxono_before.engine").OxonoEngine()


def search_speed(revision: str, seconds: float) -> dict[str, Any]:
    """Oxono Hard's search nodes per second with ``revision``'s engine and today's, alternating
    position by position; both must search the same tree.  Both are the plain ``OxonoEngine``
    (the app searches its ``ThreatEngine`` subclass since 2026-12-03, whose hooks change the
    tree, so it has no earlier twin to be checked against)."""
    from desktop.ai.levels import LEVELS
    from desktop.ai.search import PvsAgent
    from desktop.games.oxono.engine import OxonoEngine

    rules, options = resolve("oxono")
    new = OxonoEngine()
    old = oxono_at(revision)
    nodes = LEVELS["hard"].nodes_for(rules, options)
    states = []
    for seed in range(8):
        rng = random.Random(seed)
        p = new.pack(rules.new_state(options))
        for ply in range(15):
            if new.result(p) is not None:
                break
            if ply in (6, 14):
                states.append(new.unpack(p))
            moves = new.moves(p)
            p = new.play(p, moves[rng.randrange(len(moves))])
    times = {"before": 0.0, "after": 0.0}
    counts = {"before": 0, "after": 0}
    rounds = 0
    while min(times.values()) < seconds:
        for i, state in enumerate(states):
            seen = []
            for side, engine in (("before", old), ("after", new)):
                agent = PvsAgent(nodes=nodes, seed=rounds * 100 + i)
                root = engine.pack(state)
                t = clock()
                line = agent.search(engine, root)
                times[side] += clock() - t
                counts[side] += agent.stats.nodes
                seen.append((line, agent.stats.nodes, agent.stats.depth, agent.stats.score))
            if seen[0] != seen[1]:
                raise AssertionError(f"position {i}: the search differs from {revision}'s: {seen}")
        rounds += 1
    before, after = counts["before"] / times["before"], counts["after"] / times["after"]
    print(f"oxono: Hard's search ({nodes:,} nodes) from {len(states)} positions, {rounds} rounds")
    print(f"{'revision':>10} {'nodes/s':>12}")
    print(f"{revision:>10} {before:12,.0f}")
    print(f"{'today':>10} {after:12,.0f}")
    print(f"ratio {after / before:.2f}x (the same nodes, depth, score and line at every position)")
    return {"revision": revision, "nodes": nodes, "before": before, "after": after, "rounds": rounds}


def engine_of(revision: str, name: str, today: SearchEngine[Any, Any]) -> SearchEngine[Any, Any]:
    """The search engine of git ``revision`` for the game ``name``: its package's ``engine*.py``
    files loaded as a package of their own beside today's (the rest, rules and evaluation, is
    today's), as an instance of the class of ``today`` with ``today``'s attributes (each memo
    a new empty dict)."""
    game = name.split("-")[0]
    folder = f"desktop/games/{game}"
    root = Path(tempfile.mkdtemp(prefix=f"{game}-before-"))
    safe = re.sub(r"\W", "_", revision)  # HEAD~2 would name no module
    package = root / f"{game}_at_{safe}"
    package.mkdir()
    (package / "__init__.py").write_text("")
    listed = subprocess.run(
        ["git", "ls-tree", "--name-only", revision, f"{folder}/"], cwd=ROOT, capture_output=True, text=True
    )
    for path in listed.stdout.split():
        module = Path(path).stem
        if not module.startswith("engine") or not path.endswith(".py"):
            continue
        text = subprocess.run(
            ["git", "show", f"{revision}:{path}"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout
        text = text.replace(f"from desktop.games.{game} import engine", f"from {package.name} import engine")
        text = text.replace(f"desktop.games.{game}.engine", f"{package.name}.engine")
        (package / f"{module}.py").write_text(text)
    sys.path.insert(0, str(root))
    cls = getattr(importlib.import_module(f"{package.name}.engine"), type(today).__name__)
    old: SearchEngine[Any, Any] = cls.__new__(cls)
    # today's attributes, but a memo (a dict) of its own: a shared one would answer for both
    old.__dict__.update({k: type(v)() if isinstance(v, dict) else v for k, v in vars(today).items()})
    return old


def whole(engine: SearchEngine[Any, Any], p: Any, depth: int, left: list[int]) -> int:
    """Nodes of a whole-turn perft of ``depth`` (every node applied), as :func:`count`, cut after
    ``left[0]`` nodes: the same first nodes for two engines that list the same moves."""
    left[0] -= 1
    if depth == 0 or engine.result(p) is not None:
        return 1
    total = 1
    for mv in engine.moves(p):
        if left[0] <= 0:
            break
        after = engine.play(p, mv)
        total += whole(engine, after, depth - (0 if engine.mid_turn(after) else 1), left)
    return total


def before_and_after(revision: str, names: list[str], seconds: float) -> list[dict[str, Any]]:
    """Each game's engine of ``revision`` and today's, side by side in alternating rounds: perft
    nodes per second (the first nodes of a perft of depth 8, as many as take about
    ``seconds / 8``) from the start and three mid-game positions, and playouts per second from
    the start (each round 8 seeded playouts); both must count the same nodes and give the same
    playout scores."""
    rows: list[dict[str, Any]] = []
    head = ("game", "position", revision[:9] + " /s", "today /s", "ratio", "rounds")
    print("{:10} {:10} {:>14} {:>14} {:>6} {:>7}".format(*head))
    for name in names:
        rules, options = resolve(name)
        new = rules.search_engine()
        old = engine_of(revision, name, new)
        samples: list[tuple[str, Any, int]] = []
        for label, state in positions(rules, options):
            p = new.pack(state)
            budget = 1_000
            while True:
                t = clock()
                n = whole(new, p, 8, [budget])
                if clock() - t > seconds / 8 or n < budget:  # long enough, or the whole tree
                    break
                budget *= 2
            samples.append((label, state, budget))
        samples.append(("playouts", rules.new_state(options), 0))
        for label, state, budget in samples:
            times = [0.0, 0.0]
            done = [0, 0]
            rounds = 0
            while min(times) < seconds:
                seen = []
                for side in (0, 1) if rounds % 2 == 0 else (1, 0):  # each goes first in turn
                    engine = (old, new)[side]
                    p = engine.pack(state)
                    t = clock()
                    if budget:
                        out: Any = whole(engine, p, 8, [budget])
                        n = out
                    else:
                        out = [engine.playout(p, random.Random(rounds * 8 + i), 2_000) for i in range(8)]
                        n = 8
                    times[side] += clock() - t
                    done[side] += n
                    seen.append(out)
                if seen[0] != seen[1]:
                    raise AssertionError(f"{name} {label}: {revision}'s engine and today's differ")
                rounds += 1
            a, b = done[0] / times[0], done[1] / times[1]
            rows.append({"game": name, "position": label, "nodes": budget, "before": a, "after": b})
            print(f"{name:10} {label:10} {a:14,.0f} {b:14,.0f} {b / a:5.2f}x {rounds:7}")
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("--seconds", type=float, default=0.5, help="time per sample (default 0.5)")
    parser.add_argument("--cpu", action="store_true", help="measure CPU time (process_time), not wall time")
    parser.add_argument(
        "--greedy-before", metavar="REV", help="Xeno greedy playouts against git revision REV"
    )
    parser.add_argument("--players", type=int, default=3, help="players of --greedy-before (default 3)")
    parser.add_argument("--search-before", metavar="REV", help="Oxono Hard's search against git revision REV")
    parser.add_argument(
        "--before", metavar="REV", help="each game's engine against its engine*.py files of git revision REV"
    )
    args = parser.parse_args(argv)
    global clock, tick
    clock = time.process_time if args.cpu else time.perf_counter
    tick = _cpu_tick if args.cpu else time.perf_counter
    if args.before:
        ab = before_and_after(args.before, args.games, args.seconds)
        out = ROOT / "bench" / "results" / "engines-before.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps({"seconds": args.seconds, "cpu": args.cpu, "rows": ab}, indent=1) + "\n")
        return
    if args.search_before:
        row = search_speed(args.search_before, args.seconds * 8)
        out = ROOT / "bench" / "results" / "engines-search.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps({"seconds": args.seconds * 8, "cpu": args.cpu, **row}, indent=1) + "\n")
        return
    if args.greedy_before:
        row = greedy(args.greedy_before, args.players, args.seconds * 4)
        out = ROOT / "bench" / "results" / "engines-greedy.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(json.dumps({"seconds": args.seconds * 4, "cpu": args.cpu, **row}, indent=1) + "\n")
        return
    from desktop.games.oxono.engine import OxonoEngine

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
            if name == "oxono" and type(new) is not OxonoEngine:  # the app's searches the masks too
                plain = rate(OxonoEngine(), state, args.seconds)[0]
                row = {"game": name, "position": label, "rules": before, "engine": plain, "kind": "plain"}
                rows.append(row)
                print(
                    f"{name:10} {label + ' *':10} {before:14,.0f} {plain:15,.0f}"
                    f" {plain / before:5.1f}x {target:10,}"
                )
        state = rules.new_state(options)
        before = playouts(old, state, args.seconds * 2)
        after = playouts(new, state, args.seconds * 2) if own else before
        rows.append({"game": name, "position": "start", "rules": before, "engine": after, "kind": "playouts"})
        print(f"{name:10} {'playouts/s':10} {before:14,.1f} {after:15,.1f} {after / before:5.1f}x {'3x':>10}")
        if name == "oxono" and type(new) is not OxonoEngine:
            print("  * the plain OxonoEngine; the rows above are the app's ThreatEngine (line masks kept)")
    out = ROOT / "bench" / "results" / "engines.json"
    out.parent.mkdir(parents=True, exist_ok=True)  # not in git: a fresh clone has no bench/results/
    out.write_text(json.dumps({"seconds": args.seconds, "rows": rows}, indent=1) + "\n")


if __name__ == "__main__":
    main()
