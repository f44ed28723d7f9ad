"""How often the search's old "the tree did not grow" stop cuts a search short, per game.

The deepening used to stop when an iteration's node count equalled the one before
(meant as "the whole game below the root is searched"); two iterations can match by
chance while leaves are still cut by the depth.  The search now stops only when no
leaf of the last iteration was cut by the depth (``PvsAgent(count_stop=True)``: the old
rule).  This searches the same positions with both rules (the same seed, Hard's node
budget for the game) and counts::

    .venv/bin/python -m bench.experiments.horizon           # every 2-player game, 120 positions each
    .venv/bin/python -m bench.experiments.horizon oxono xeno-30 --positions 300 --nodes 16000

The positions: every third ply of seeded random games (to the end, so small end-game
trees are among them).  Columns: positions searched; ``old stops``, searches the old
rule ended early (neither the budget nor a proof nor the depth limit); ``false``, those
where the new rule went deeper; ``move`` / ``value``, searches whose chosen move /
value differ; ``nodes``, all searches' nodes under each rule.

``--match STRONG-WEAK`` plays instead, at the levels' node budgets (as ``bench.ladder``), the
stronger level with the new stop against the weaker with the old, and the same games with
both on the old stop (the same seeds and seats), and prints both scores and the games whose
result the new stop changed::

    .venv/bin/python -m bench.experiments.horizon xeno-30 --match hard-medium --games 40 --jobs 2
"""

from __future__ import annotations

import argparse
import functools
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from desktop.ai.agent import Agent
from desktop.ai.levels import LEVELS, make_agent
from desktop.ai.search import WIN_BOUND, PvsAgent
from desktop.ai.simulate import MatchResult, play_match
from desktop.games.registry import resolve

GAMES = ("oxono", "zeno", "xspectrum", "xeno-30", "xeno-120")


@dataclass
class Count:
    positions: int = 0
    old_stops: int = 0
    false_stops: int = 0
    moves: int = 0
    values: int = 0
    old_nodes: int = 0
    new_nodes: int = 0


def positions(game: str, count: int, seed: int) -> list[Any]:
    """``count`` positions: every third ply of seeded random games of ``game``."""
    rules, options = resolve(game)
    rng = random.Random(seed)
    out: list[Any] = []
    g = 0
    while len(out) < count:
        state = rules.new_state(options, seed * 1000 + g)
        g += 1
        for ply in range(400):
            if rules.outcome(state) is not None:
                break
            if ply % 3 == 2:
                out.append(state)
                if len(out) == count:
                    break
            state = rules.apply(state, rng.choice(list(rules.legal_moves(state))))
    return out


def search(rules: Any, state: Any, nodes: int, seed: int, count_stop: bool) -> tuple[list[Any], PvsAgent]:
    engine = rules.search_engine()
    agent = PvsAgent(nodes=nodes, seed=seed, max_depth=LEVELS["hard"].max_depth, count_stop=count_stop)
    return agent.search(engine, engine.pack(state)), agent


def measure(game: str, count: int, nodes: int | None, seed: int) -> Count:
    rules, options = resolve(game)
    budget = nodes or LEVELS["hard"].nodes_for(game.split("-")[0], options)
    c = Count()
    for i, state in enumerate(positions(game, count, seed)):
        old_line, old = search(rules, state, budget, seed + i, True)
        new_line, new = search(rules, state, budget, seed + i, False)
        c.positions += 1
        c.old_nodes += old.stats.nodes
        c.new_nodes += new.stats.nodes
        early = (
            old.stats.nodes < budget
            and abs(old.stats.score) < WIN_BOUND
            and old.stats.depth < LEVELS["hard"].max_depth
        )
        c.old_stops += early
        c.false_stops += early and new.stats.depth > old.stats.depth
        c.moves += old_line[:1] != new_line[:1]
        c.values += old.stats.score != new.stats.score
    return c


def _agent(level: str, nodes: int, count_stop: bool, seed: int) -> Agent:
    agent = make_agent(level, seed, nodes=nodes)
    agent.inner.count_stop = count_stop  # type: ignore[attr-defined]
    return agent


def _letters(result: MatchResult, seats: int) -> str:
    """Each game's result for A (``W``/``D``/``L``, ``U`` unfinished), in game order."""
    out = []
    for i, game in enumerate(result.games):
        if game.outcome is None:
            out.append("U")
            continue
        scores = game.outcome.scores  # counted as play_match counts them
        mine = scores[i % seats]
        other = max(s for p, s in enumerate(scores) if p != i % seats)
        out.append("W" if mine > other else "L" if mine < other else "D")
    return "".join(out)


def match(game: str, pair: str, games: int, seed: int, jobs: int) -> None:
    strong, _, weak = pair.partition("-")
    rules, options = resolve(game)
    name = game.split("-")[0]
    a_nodes, b_nodes = LEVELS[strong].nodes_for(name, options), LEVELS[weak].nodes_for(name, options)
    seats = rules.num_players(rules.new_state(options, seed))
    letters = {}
    for label, count_stop in (("old stop", True), ("new stop", False)):
        result = play_match(
            rules,
            options,
            functools.partial(_agent, strong, a_nodes, count_stop),
            functools.partial(_agent, weak, b_nodes, True),
            games,
            seed,
            jobs=jobs,
        )
        letters[label] = _letters(result, seats)
        score = (result.wins + result.draws / 2) / max(1, games)
        print(
            f"{game} {strong} ({a_nodes} nodes, {label}) against {weak} ({b_nodes}, old stop):"
            f" {result.wins}-{result.draws}-{result.losses} ({score:.1%}) {letters[label]}",
            flush=True,
        )
    pairs = zip(letters["old stop"], letters["new stop"], strict=True)
    changed = [f"{i}: {a}->{b}" for i, (a, b) in enumerate(pairs) if a != b]
    print(f"games whose result changed: {len(changed)} ({', '.join(changed) or 'none'})")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.experiments.horizon", description=__doc__.split("\n")[0]
    )
    parser.add_argument("game", nargs="*", help=f"games (default: {' '.join(GAMES)})")
    parser.add_argument("--positions", type=int, default=120, help="positions a game (default 120)")
    parser.add_argument("--nodes", type=int, help="node budget (default: Hard's for the game)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--match", metavar="STRONG-WEAK", help="play this pair of levels instead")
    parser.add_argument("--games", type=int, default=20, help="games of a --match (default 20)")
    parser.add_argument("--jobs", type=int, default=1, help="processes for a --match")
    args = parser.parse_args(argv)
    games = args.game or list(GAMES)
    for game in games:
        try:
            resolve(game)
        except KeyError as exc:
            parser.error(str(exc.args[0]))
    if args.match:
        strong, _, weak = args.match.partition("-")
        if strong not in LEVELS or weak not in LEVELS or len(games) != 1:
            parser.error("--match takes one game and two levels, e.g. xeno-30 --match hard-medium")
        match(games[0], args.match, args.games, args.seed, args.jobs)
        return 0
    print(
        f"{'game':10} {'positions':>9} {'old stops':>9} {'false':>6} {'move':>5} {'value':>6}"
        f" {'nodes old':>11} {'nodes new':>11}"
    )
    for game in games:
        c = measure(game, args.positions, args.nodes, args.seed)
        print(
            f"{game:10} {c.positions:9} {c.old_stops:9} {c.false_stops:6} {c.moves:5} {c.values:6}"
            f" {c.old_nodes:11,} {c.new_nodes:11,}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
