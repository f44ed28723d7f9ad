"""Tuning Oxono's evaluation weights (desktop/games/oxono/evaluation.py's ``Weights``).

Two tools, both repeatable (node budgets and seeds only, never the clock):

``match``: our Hard with given weights against the reference player
(``bench/oxono_reference.py``), in colour-swapped pairs from the same openings
as ``python -m bench.versus`` (same ``--seed``: the same openings for every
weight set, so two weight sets meet the same games)::

    python -m bench.experiments.oxono_tune match --nodes 12000 --ref-nodes 4000 --games 120 --seed 1 \\
        --weights shipped --weights 1,4,20,12,1,40

A weight set is ``c1,c2,c3,s3,s2,scale[,tempo]`` (the colour windows of 1, 2, 3
pawns, the symbol three, the symbol two, the tanh's divisor, the mover's bonus)
or ``shipped``.  ``--variant`` (repeatable) picks the search engine: ``plain``
(:class:`~desktop.games.oxono.engine.OxonoEngine`), ``threats`` (its
:class:`~desktop.games.oxono.engine.ThreatEngine`: the search's threat hooks)
or ``threats-lmrN`` (those and late move reductions after the first N moves;
``plain-lmrN`` the reductions alone), each with ``+swindle`` appended (e.g.
``plain+swindle``: the search's swindle hook, a proven loss plays the move
proven lost at the latest iteration) or ``+narrow`` (the move leaving the
fewest winning replies), ``+horizon`` (the search's stop since 2026-12-02, accepted and
changes nothing; the old stop it replaced is gone), ``+keep`` (the search keeps its
transposition table from one move to its next), ``+r2N`` (from depth 4, the moves after the
first N reduced by two turns: the hints' ``deep_reductions``); ``zz`` is ``threats`` with
the zugzwang leaves (``zz-lmr3+r26`` is the app's engine since 2026-12-03); every variant
meets every weight set.
Each game's result is printed as a letter (``W``/``D``/``L``/``U`` ours),
lower case when our Hard proved a loss at some move of it, ``*`` after it
when the swindle changed a move.

``data`` / ``fit``: a texel-style fit.  ``data`` plays games (our Hard at a
small node budget against the reference, and against itself, from random
openings) and writes every position's features with the game's result;
``fit`` fits a logistic model of the result to the features and prints it as
a weight set::

    python -m bench.experiments.oxono_tune data --games 400 --out /tmp/oxono-texel.csv
    python -m bench.experiments.oxono_tune fit /tmp/oxono-texel.csv
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.oxono_reference import ReferenceAgent
from bench.versus import opening
from desktop.ai.agent import Agent
from desktop.ai.levels import make_agent
from desktop.ai.search import WIN_BOUND
from desktop.ai.simulate import play_game
from desktop.core.game_ai import SearchHints
from desktop.games.oxono.engine import OxonoEngine, ThreatEngine
from desktop.games.oxono.evaluation import SHIPPED, Weights, symbol_windows
from desktop.games.oxono.game import OxonoGame
from desktop.games.oxono.rules import EMPTY, WINDOWS, OxonoState


class TunedOxono(OxonoGame):
    """The app's Oxono rules whose search engine evaluates with ``weights``."""

    def __init__(self, weights: Weights = SHIPPED, variant: str = "plain") -> None:
        super().__init__()
        self.weights = weights
        self.variant = variant

    def search_engine(self) -> OxonoEngine:
        if self._engine is None:
            self._engine = make_engine(self.weights, self.variant)
        return self._engine


def make_engine(weights: Weights, variant: str) -> OxonoEngine:
    """The engine of a ``--variant``: ``plain``, ``plain-lmrN``, ``threats`` or ``threats-lmrN``,
    each with ``+swindle`` or not."""
    base, *flags = variant.split("+")
    name, _, lmr = base.partition("-lmr")
    reductions = int(lmr) if lmr else None
    deep = next((int(f[2:]) for f in flags if f.startswith("r2") and f[2:].isdigit()), None)
    flags = [f for f in flags if not (f.startswith("r2") and f[2:].isdigit())]
    if set(flags) - {"swindle", "narrow", "horizon", "keep"}:
        raise ValueError(f"unknown flag in {variant!r} (+swindle, +narrow, +horizon, +keep, +r2N)")
    engine: OxonoEngine
    if name == "plain":
        engine = OxonoEngine(weights)
    elif name in ("threats", "zz"):  # zz: the threat hooks with lost_now's zugzwang
        engine = ThreatEngine(weights, zugzwang=name == "zz")
    else:
        raise ValueError(f"unknown variant {variant!r} (plain, threats, zz; each with -lmrN)")
    engine.hints = SearchHints(
        threat_leaves=name != "plain",
        late_move_reductions=reductions,
        deep_reductions=deep,
        swindle="narrow" if "narrow" in flags else "swindle" in flags,
        keep_table="keep" in flags,
    )
    return engine


def parse_weights(text: str) -> Weights:
    if text == "shipped":
        return SHIPPED
    values = [int(x) for x in text.split(",")]
    c1, c2, c3, s3, s2, scale = values[:6]
    tempo = values[6] if len(values) > 6 else 0
    return Weights((0, c1, c2, c3, 0), s3, s2, tempo, scale)


def weights_text(w: Weights) -> str:
    values = (*w.colour[1:4], w.symbol_three, w.symbol_two, w.scale) + ((w.tempo,) if w.tempo else ())
    return ",".join(str(x) for x in values)


# -- matches ------------------------------------------------------------------------------


def play_pair_game(
    rules: OxonoGame, index: int, seed: int, nodes: int, ref_nodes: int, opening_plies: int = 2
) -> tuple[str, str]:
    """Game ``index`` as bench.versus plays it (its openings and seeds): ``win``/``draw``/``loss``
    (ours) or ``unfinished``, and its letter (:func:`play_tagged`)."""
    state = opening(rules, opening_plies, seed * 1_000_003 + index // 2)
    ours_seat = (index + rules.to_move(state)) % 2
    ours = make_agent("hard", seed * 7919 + index, nodes=nodes)
    ref = ReferenceAgent(None, ref_nodes, seed * 104729 + index, True)
    agents: list[Agent] = [ours, ref] if ours_seat == 0 else [ref, ours]
    return play_tagged(rules, state, agents, ours_seat)


#: our search's seconds and nodes over the moves of the run under way (``cmd_match`` resets them)
OUR_TIME = [0.0, 0]


def play_tagged(rules: OxonoGame, state: OxonoState, agents: list[Agent], ours_seat: int) -> tuple[str, str]:
    """The game played out: ours ``win``/``draw``/``loss``/``unfinished`` and its letter
    (upper case, lower when ours proved a loss at some move, ``*`` added when the swindle
    changed a move)."""
    ours = agents[ours_seat]
    seen = {"lost": False, "swindled": False}

    def on_move(before: OxonoState, _move: object) -> None:
        if rules.to_move(before) == ours_seat:
            stats = ours.stats
            seen["lost"] |= stats.score <= -WIN_BOUND
            seen["swindled"] |= bool(stats.swindled)
            OUR_TIME[0] += stats.seconds
            OUR_TIME[1] += stats.nodes

    played = play_game(rules, state, agents, max_plies=200, on_move=on_move)
    if played.outcome is None:
        result = "unfinished"
    else:
        mine, theirs = played.outcome.scores[ours_seat], played.outcome.scores[1 - ours_seat]
        result = "win" if mine > theirs else "loss" if mine < theirs else "draw"
    letter = result[0].upper() if result != "unfinished" else "U"
    if seen["lost"]:
        letter = letter.lower()
    return result, letter + ("*" if seen["swindled"] else "")


def cmd_match(args: argparse.Namespace) -> int:
    sets = [parse_weights(t) for t in args.weights or ["shipped"]]
    runs = [(w, v) for v in args.variant or ["plain"] for w in sets]
    for w, variant in runs:
        rules = TunedOxono(w, variant)
        start = time.perf_counter()
        OUR_TIME[:] = [0.0, 0]
        tagged = [play_pair_game(rules, i, args.seed, args.nodes, args.ref_nodes) for i in range(args.games)]
        results = [r for r, _ in tagged]
        wins, draws, losses = (results.count(r) for r in ("win", "draw", "loss"))
        score = (wins + 0.5 * draws + 0.5 * results.count("unfinished")) / len(results)
        pairs = "".join(
            "+" if a == b == "win" else "-" if a == b == "loss" else "="
            for a, b in zip(results[::2], results[1::2], strict=False)
        )
        print(
            f"{variant:>14} {weights_text(w):>20}  seed {args.seed}  {args.nodes}/{args.ref_nodes} nodes"
            f"  {len(results)} games  {wins}-{draws}-{losses}  {100 * score:.1f}%"
            f"  {time.perf_counter() - start:.0f} s (ours {OUR_TIME[0]:.0f} s,"
            f" {OUR_TIME[1] / max(OUR_TIME[0], 1e-9):,.0f} nodes/s)  pairs {pairs}"
            f"  games {''.join(t for _, t in tagged)}",
            flush=True,
        )
    return 0


# -- texel-style fit ----------------------------------------------------------------------

FEATURES = ("c1", "c2", "c3", "s3", "s2", "tempo")


def features(state: OxonoState) -> list[int]:
    """Pink's view: colour windows of 1, 2, 3 pawns (pink's minus black's), symbol threes and twos
    (for the player to move: + when Pink is to move), the side to move (+1 Pink)."""
    counts = [[0] * 5 for _ in (0, 1)]
    board = state.board
    for window in WINDOWS:
        colours = {(board[s] - 1) >> 1 for s in window if board[s] != EMPTY}
        if len(colours) == 1:
            (c,) = colours
            counts[c][sum(board[s] != EMPTY for s in window)] += 1
    sign = 1 if state.player == 0 else -1
    return [
        counts[0][1] - counts[1][1],
        counts[0][2] - counts[1][2],
        counts[0][3] - counts[1][3],
        sign * symbol_windows(state, 3),
        sign * symbol_windows(state, 2),
        sign,
    ]


def cmd_data(args: argparse.Namespace) -> int:
    rules = OxonoGame()
    engine = rules.search_engine()
    rows = 0
    with open(args.out, "w", newline="") as fh:
        out = csv.writer(fh)
        out.writerow(["game", "ply", *FEATURES, "result"])
        for g in range(args.games):
            seed = args.seed * 100_003 + g
            state = opening(rules, 2 + g % 5, seed)
            kind = g % 3  # 0, 1: ours against the reference (either colour); 2: ours against ours
            a = make_agent("hard", seed, nodes=args.nodes)
            b: Agent = (
                ReferenceAgent(None, args.ref_nodes, seed + 1, True)
                if kind < 2
                else make_agent("hard", seed + 1, nodes=args.nodes)
            )
            agents: list[Agent] = [a, b] if kind != 1 else [b, a]
            seen: list[OxonoState] = []
            s = state
            for _ in range(200):
                if rules.outcome(s) is not None:
                    break
                seen.append(s)
                s = rules.apply(s, agents[rules.to_move(s)].choose(rules, s))
            outcome = rules.outcome(s)
            if outcome is None:
                continue
            result = outcome.scores[0]
            for ply, st in enumerate(seen):
                p = engine.pack(st)
                if engine.forcing(p) and any(engine.result(engine.play(p, m)) for m in engine.forcing(p)):
                    continue  # the mover wins at once: not a quiet position
                out.writerow([g, ply, *features(st), result])
                rows += 1
            print(
                f"game {g + 1}/{args.games}: {len(seen)} plies, pink {result}, {rows} rows",
                file=sys.stderr,
            )
    return 0


def fit(x: Any, y: Any, ridge: float = 1e-3) -> Any:
    """Logistic regression of y (0, 0.5, 1) on x by Newton's method (no intercept)."""
    import numpy as np

    beta = np.zeros(x.shape[1])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-x @ beta))
        grad = x.T @ (p - y) + ridge * beta
        hess = (x * (p * (1 - p))[:, None]).T @ x + ridge * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        beta -= step
        if np.abs(step).max() < 1e-9:
            break
    return beta


def cmd_fit(args: argparse.Namespace) -> int:
    import numpy as np

    with open(args.data) as fh:
        reader = csv.DictReader(fh)
        rows = [r for r in reader if int(r["ply"]) >= args.min_ply]
    x = np.array([[float(r[f]) for f in FEATURES] for r in rows])
    y = np.array([float(r["result"]) for r in rows])
    games = sorted({r["game"] for r in rows})

    def loss(b: Any, xs: Any, ys: Any) -> float:
        p = np.clip(1.0 / (1.0 + np.exp(-xs @ b)), 1e-9, 1 - 1e-9)
        return float(-np.mean(ys * np.log(p) + (1 - ys) * np.log(1 - p)))

    beta = fit(x, y)
    print(f"{len(rows)} positions of {len(games)} games (ply >= {args.min_ply})")
    print("logistic coefficients: " + ", ".join(f"{f} {b:+.4f}" for f, b in zip(FEATURES, beta, strict=True)))
    print(f"mean cross-entropy {loss(beta, x, y):.4f}")
    # the shipped weights as a logistic model (tanh(s / S) = 2 sigmoid(2 s / S) - 1), best slope
    w = SHIPPED
    shipped = np.array([w.colour[1], w.colour[2], w.colour[3], w.symbol_three, w.symbol_two, 0.0])
    best = min((loss(k * shipped, x, y), k) for k in np.linspace(0.002, 0.2, 200))
    print(f"shipped weights, best slope {best[1]:.4f}: cross-entropy {best[0]:.4f}")
    # held-out check: fit on even games, score on odd ones
    even = np.array([int(r["game"]) % 2 == 0 for r in rows])
    b_even = fit(x[even], y[even])
    print(
        f"held out (fit on even games, odd scored): fitted {loss(b_even, x[~even], y[~even]):.4f},"
        f" shipped {loss(best[1] * shipped, x[~even], y[~even]):.4f}"
    )
    m = 16.0 / beta[2] if beta[2] > 0 else 1.0
    ints = [max(0, round(b * m)) for b in beta[:5]]
    print(f"as a weight set (c3 = 16): {','.join(map(str, ints))},{round(2 * m)},{round(beta[5] * m)}")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.experiments.oxono_tune", description=__doc__.split("\n\n")[0]
    )
    sub = parser.add_subparsers(dest="command", required=True)
    m = sub.add_parser("match", help="weight sets against the reference, at node budgets")
    m.add_argument("--weights", action="append", help="c1,c2,c3,s3,s2,scale or 'shipped' (repeatable)")
    m.add_argument("--variant", action="append", help="plain, threats or zz, [-lmrN][+flag] (repeatable)")
    m.add_argument("--games", type=int, default=40)
    m.add_argument("--nodes", type=int, default=12_000)
    m.add_argument("--ref-nodes", type=int, default=4_000)
    m.add_argument("--seed", type=int, default=1)
    d = sub.add_parser("data", help="positions and results for the fit")
    d.add_argument("--games", type=int, default=300)
    d.add_argument("--nodes", type=int, default=3_000)
    d.add_argument("--ref-nodes", type=int, default=1_000)
    d.add_argument("--seed", type=int, default=1)
    d.add_argument("--out", type=Path, required=True)
    f = sub.add_parser("fit", help="fit the weights to the positions' results")
    f.add_argument("data", type=Path)
    f.add_argument("--min-ply", type=int, default=0)
    args = parser.parse_args(argv)
    return {"match": cmd_match, "data": cmd_data, "fit": cmd_fit}[args.command](args)


if __name__ == "__main__":
    raise SystemExit(main())
