"""Mining puzzles: seeded games between the AI levels, and the positions whose goal holds.

Each game is played by two levels (:func:`desktop.ai.levels.make_agent` with node budgets,
never time, so a seed gives the same games on any machine).  Every position of a game is a
candidate: a *best capture* is looked for in each one (Xeno, X Spectrum), a *win in N* in the
last plies of the game (where wins are), with a small node limit so that a position too big
to prove is skipped quickly.  A position is kept when its goal holds with a unique first
move (:func:`desktop.puzzles.prove.solve`, :func:`~desktop.puzzles.prove.best_capture`);
its solution line is then worked out (the defender's longest defence).

Rating (``resources/puzzles/README.md``)::

    rating = base(goal) + 80 * log2(legal first moves) + 60 * (plausible first moves - 1)

clamped to 600..2400, with base 800 / 1200 / 1600 for win in 1 / 2 / 3 and 1000 for a best
capture; *plausible* first moves are the engine's forcing moves (captures, jumps, immediate
wins: :meth:`~desktop.core.engine.SearchEngine.forcing`), at least 1 and at most 10.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.core.protocol import GameRules
from desktop.games.registry import entry, resolve
from desktop.puzzles.prove import (
    BEST_CAPTURE,
    ProofError,
    best_capture,
    solution_line,
    solve,
)

#: the pairs of levels that play the mining games, in turn
PAIRINGS: tuple[tuple[str, str], ...] = (
    ("easy", "medium"),
    ("beginner", "medium"),
    ("medium", "hard"),
    ("beginner", "easy"),
)
#: the node budget of a mining game's move (small: the games only have to be plausible)
MINING_NODES = 600
#: the node limit of one proof while mining (the check's limit is far larger)
MINING_PROOF_NODES = 60_000
BASE = {"win in 1": 800, "win in 2": 1200, "win in 3": 1600, BEST_CAPTURE: 1000}


@dataclass(frozen=True)
class Settings:
    """What to mine: the most N of a win, how many of the last plies are searched for wins,
    whether best captures are wanted, how many puzzles one game may give."""

    most: int = 2
    tail: int = 12
    captures: bool = True
    per_game: int = 4
    max_plies: int = 400


def rating(goal: str, legal: int, plausible: int) -> int:
    """The README's formula.

    >>> rating("win in 2", 64, 3)
    1800
    """
    value = BASE[goal] + 80 * math.log2(max(1, legal)) + 60 * (min(10, max(1, plausible)) - 1)
    return int(min(2400, max(600, round(value))))


def _plausible(rules: GameRules[Any, Any], state: Any) -> int:
    engine = rules.search_engine()
    return len(engine.forcing(engine.pack(state)))


def play_positions(
    rules: GameRules[Any, Any], options: Mapping[str, Any], seed: int, settings: Settings
) -> list[Any]:
    """The states of one seeded game between two levels (setup plies left out)."""
    from desktop.ai.levels import make_agent
    from desktop.ai.simulate import play_game

    a, b = PAIRINGS[seed % len(PAIRINGS)]
    if seed // len(PAIRINGS) % 2:
        a, b = b, a
    agents = [make_agent(a, seed, nodes=MINING_NODES), make_agent(b, seed + 1, nodes=MINING_NODES)]
    states: list[Any] = []
    play_game(
        rules, rules.new_state(dict(options), seed), agents, settings.max_plies, lambda s, m: states.append(s)
    )
    return states


def examine(
    rules: GameRules[Any, Any], state: Any, settings: Settings, wins: bool, node_limit: int
) -> tuple[str, list[str], int] | None:
    """The goal, solution and number of legal first moves of a puzzle at ``state``, or ``None``."""
    if rules.outcome(state) is not None or rules.num_players(state) != 2:
        return None
    if rules.only_move(state) is not None:
        return None  # a forced first move (a compulsory jump with no other): no choice to find
    if wins:
        try:
            verdict = solve(rules, state, settings.most, node_limit)
        except ProofError:
            verdict = None
        if verdict is not None and verdict.unique and verdict.n is not None:
            try:
                line = solution_line(rules, state, verdict.moves[0], verdict.n)
                return f"win in {verdict.n}", line, verdict.turns
            except ProofError:
                return None
        if verdict is not None and verdict.n is not None:
            return None  # a win with two first moves: no best capture puzzle either
    if settings.captures and entry(rules.info.id).puzzles.gain is not None:
        try:
            capture = best_capture(rules, state)
        except ProofError:
            return None
        return BEST_CAPTURE, [rules.move_to_text(state, capture.move)], capture.moves
    return None


def mine(
    game: str,
    count: int,
    seed: int = 0,
    settings: Settings = Settings(),
    known: set[str] | None = None,
    progress: Callable[[str], None] | None = None,
    max_games: int = 10_000,
) -> Iterator[dict[str, Any]]:
    """Yield up to ``count`` new puzzles (JSON objects without an id) for ``game`` (a registry
    name), from seeded games; ``known`` position texts are skipped (and grow)."""
    rules, implied = resolve(game)
    facts = entry(rules.info.id).puzzles
    play_options = {**implied, **facts.mining_options}
    known = set() if known is None else known
    found = 0
    for number in range(max_games):
        game_seed = seed * 100_003 + number
        states = play_positions(rules, play_options, game_seed, settings)
        kept = 0
        skip_until = -1
        answers: set[str] = set()  # one puzzle a game per answer (the same jump seen twice)
        for index, played in enumerate(states):
            if found >= count or kept >= settings.per_game:
                break
            if index <= skip_until:
                continue  # on the line of the puzzle just found
            try:
                text = rules.state_to_text(played)
                if facts.playing is not None and not facts.playing(text):
                    continue  # not a position of play (a setup, a colour choice)
                state = rules.state_from_text(text, implied)
            except Exception:
                continue
            if text in known:
                continue
            wins = index >= len(states) - settings.tail
            puzzle = examine(rules, state, settings, wins, MINING_PROOF_NODES)
            if puzzle is None:
                continue
            goal, solution, legal = puzzle
            if solution[0] in answers:
                continue
            answers.add(solution[0])
            known.add(text)
            skip_until = index + len(solution)
            found += 1
            kept += 1
            yield {
                "game": game,
                "position": text,
                "goal": goal,
                "solution": solution,
                "rating": rating(goal, legal, _plausible(rules, state)),
            }
        if progress is not None:
            progress(f"game {number + 1} (seed {game_seed}): {len(states)} plies, {found}/{count} puzzles")
        if found >= count:
            return


def existing(path: Path, game: str) -> tuple[set[str], int]:
    """The positions already in a puzzle file and the highest id number ``game`` uses there."""
    positions: set[str] = set()
    highest = 0
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                obj = json.loads(line)
                positions.add(obj["position"])
                head, _, tail = obj["id"].rpartition("-")
                if head == game and tail.isdigit():
                    highest = max(highest, int(tail))
    return positions, highest
