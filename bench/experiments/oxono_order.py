"""Oxono: how good is the search's move order, and would game knowledge make it better?

    python -m bench.experiments.oxono_order --depth 7
    python -m bench.experiments.oxono_order --depth 8 --scheme shipped --scheme F --scheme Ee

Searches bench.experiments.oxono_probe's positions (Medium-against-Medium games from the
versus openings, ``--games`` games, plies ``--plies``) to a fixed depth with
the app's Oxono engine and prints, per ordering scheme, the nodes and CPU
seconds it took and the share of cut-offs that came from the first move
tried (the quiescence's cut-offs not counted).  The schemes are orderings
of :class:`OrderingPvs`, a copy of the search's ``_order`` with options
(letters, combined freely; ``shipped`` is the search's own order):

- ``W``: the colour-three forcing moves after the killers (wins stay first);
- ``F``: the forcing moves by their history among themselves;
- ``B``: a quiet move whose pawn goes on one of the other player's four-making
  squares (a block) before the history's moves;
- ``X``: those blocks before the forcing moves (after the table's move);
- ``P``: a second history by (player, symbol, pawn square), at a quarter weight;
- ``N``: no history;
- ``E``: the move's change to the evaluation (the pawn's row and column, by
  the engine's line tables, without playing it) as the history's tie-break;
  ``e``: history plus four times that change.

The order cannot change a search's value at a fixed depth: every scheme
must print the same values (checked, and in tests/ai/test_swindle.py).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any

from desktop.ai.search import PvsAgent
from desktop.games.oxono import engine_tables as T
from desktop.games.oxono.engine import OxonoEngine, Position

BLOCK_BONUS = 500_000_000


class OrderingPvs(PvsAgent):
    """The search with its move order replaced by ``scheme``'s, counting where cut-offs come from:
    ``cut_index[i]`` cut-offs by the ``i``-th move tried (10 and later counted as 10)."""

    def __init__(self, scheme: str = "", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.scheme = "" if scheme == "shipped" else scheme
        self.cut_index: Counter[int] = Counter()
        self._orders: dict[int, list[Any]] = {}
        self._pawn_history: dict[Hashable, int] = {}

    def _order(self, p: Any, moves: list[Any], tt_move: Any, ply: int, mover: int) -> list[Any]:
        s = self.scheme
        engine = self._engine
        forcing = engine.forcing(p)
        killers = self._killers[ply] if ply < len(self._killers) else ()
        history: Mapping[Any, int] = {} if "N" in s else self._history.get(mover, {})
        wins = bool(forcing) and engine.result(engine.play(p, forcing[0])) is not None
        base = 1_000_000_000 if "W" in s and not wins else 3_000_000_000
        if "F" in s:
            forcing = sorted(forcing, key=lambda m: -history.get(m, 0))
        other = 1 - mover
        blocks = 0
        if "B" in s or "X" in s:
            assert isinstance(engine, OxonoEngine)
            blocks = engine.winning_squares(p, 1 + 2 * other) | engine.winning_squares(p, 2 + 2 * other)
        rank: dict[Any, int] = {}
        if "X" in s and blocks:
            for m in moves:
                if T.PAWN_BIT[m] & blocks:
                    rank[m] = 3_500_000_000
        for i, m in enumerate(forcing):
            rank.setdefault(m, base - i)
        for i, m in enumerate(killers):
            rank.setdefault(m, 2_000_000_000 - i)
        if tt_move is not None:
            rank[tt_move] = 4_000_000_000
        delta = self._delta(p, mover) if "E" in s or "e" in s else None
        pawn_history = self._pawn_history if "P" in s else None

        def key(m: Any) -> int:
            r = rank.get(m)
            if r:
                return -r
            h = history.get(m, 0)
            if pawn_history is not None:
                h += pawn_history.get((mover, m & 0x103F), 0) // 4
            if delta is not None:
                h = h + 4 * delta(m) if "e" in s else h * 64 + delta(m) + 32
            if "B" in s and T.PAWN_BIT[m] & blocks:
                h += BLOCK_BONUS
            return -h

        out = sorted(moves, key=key)
        self._orders[ply] = out
        return out

    def _delta(self, p: Position, mover: int) -> Callable[[int], int]:
        """The raw evaluation's change for ``mover`` by a move (its pawn's row and column)."""
        engine = self._engine
        assert isinstance(engine, OxonoEngine)
        colour, symbol = engine._colour_diff, engine._symbol_value
        rows, cols = p[1], p[2]
        info = T.MOVE_INFO
        sign = 1 if mover == 0 else -1

        def delta(m: int) -> int:
            row_add, col_add, row_shift, col_shift = info[m][:4]
            r0, c0 = rows >> row_shift & 16383, cols >> col_shift & 16383
            r1, c1 = (rows + row_add) >> row_shift & 16383, (cols + col_add) >> col_shift & 16383
            # the symbol windows count for the side to move: after the move, the other's
            return sign * (colour[r1] - colour[r0] + colour[c1] - colour[c0]) - (
                symbol[r1] - symbol[r0] + symbol[c1] - symbol[c0]
            )

        return delta

    def _cutoff(self, move: Any, ply: int, depth: int, mover: int) -> None:
        order = self._orders.get(ply)
        if order is not None and move in order:
            self.cut_index[min(order.index(move), 10)] += 1
        if "P" in self.scheme:
            k = (mover, move & 0x103F)
            self._pawn_history[k] = self._pawn_history.get(k, 0) + depth * depth
        super()._cutoff(move, ply, depth, mover)


def main(argv: Sequence[str] | None = None) -> int:
    from bench.experiments.oxono_probe import positions
    from desktop.games.oxono.game import OxonoGame

    parser = argparse.ArgumentParser(prog="python -m bench.experiments.oxono_order")
    parser.add_argument("--depth", type=int, default=7)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--plies", default="6,10,14")
    parser.add_argument("--scheme", action="append", help="letters of the options above, or 'shipped'")
    args = parser.parse_args(argv)
    rules = OxonoGame()
    engine = rules.search_engine()
    states = positions(args.games, args.seed, [int(x) for x in args.plies.split(",")])
    reference: list[int] | None = None
    for scheme in args.scheme or ["shipped"]:
        cuts: Counter[int] = Counter()
        nodes, cpu, values = 0, 0.0, []
        for state in states:
            agent = OrderingPvs(scheme, nodes=50_000_000, max_depth=args.depth, seed=1)
            start = time.process_time()
            agent.search(engine, engine.pack(state))
            cpu += time.process_time() - start
            nodes += agent.stats.nodes
            cuts += agent.cut_index
            values.append(int(agent.stats.score))
        total = sum(cuts.values())
        reference = reference or values
        same = "same values" if values == reference else f"VALUES DIFFER {values}"
        spread = " ".join(f"{cuts[i] * 100 / total:.1f}" for i in range(1, 4))
        print(
            f"{scheme:>8} depth {args.depth} on {len(states)} positions: {nodes:9} nodes {cpu:6.1f} s cpu"
            f"  cut-offs {total}, first move {100 * cuts[0] / total:.1f}% (2nd-4th {spread}%)  {same}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
