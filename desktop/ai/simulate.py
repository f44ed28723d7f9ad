"""Bots playing each other headless: one game, or a match of many."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop.ai.agent import Agent
from desktop.core.protocol import GameRules, Outcome


@dataclass
class GameResult:
    outcome: Outcome | None
    moves: list[str]
    seconds_per_move: list[float] = field(default_factory=list)


def play_game(
    rules: GameRules[Any, Any],
    state: Any,
    agents: Sequence[Agent],
    max_plies: int = 1000,
    on_move: Callable[[Any, Any], None] | None = None,
) -> GameResult:
    """Let ``agents[p]`` move for player ``p`` until the game ends or ``max_plies`` pass."""
    texts: list[str] = []
    seconds: list[float] = []
    for _ in range(max_plies):
        if rules.outcome(state) is not None:
            break
        agent = agents[rules.to_move(state)]
        move = agent.choose(rules, state)
        seconds.append(agent.stats.seconds)
        texts.append(rules.move_to_text(state, move))
        after = rules.apply(state, move)
        if on_move is not None:
            on_move(state, move)
        state = after
    return GameResult(rules.outcome(state), texts, seconds)


@dataclass
class MatchResult:
    wins: int = 0
    draws: int = 0
    losses: int = 0
    unfinished: int = 0
    games: list[GameResult] = field(default_factory=list)

    def summary(self) -> str:
        return f"wins {self.wins}  draws {self.draws}  losses {self.losses}  unfinished {self.unfinished}"


def play_match(
    rules: GameRules[Any, Any],
    options: Mapping[str, Any],
    make_a: Callable[[int], Agent],
    make_b: Callable[[int], Agent],
    games: int,
    seed: int = 0,
    max_plies: int = 1000,
    progress: Callable[[int, MatchResult], None] | None = None,
) -> MatchResult:
    """Agent A against B (and B's copies in every other seat), seats rotating each game.

    Results are counted from A's side.  Game ``i`` uses seed ``seed + i`` for
    the start position and the agents.
    """
    result = MatchResult()
    for i in range(games):
        state = rules.new_state(options, seed + i)
        n = rules.num_players(state)
        a_seat = i % n
        agents = [
            make_a(seed * 7919 + i) if p == a_seat else make_b(seed * 104729 + i * n + p) for p in range(n)
        ]
        game = play_game(rules, state, agents, max_plies)
        result.games.append(game)
        if game.outcome is None:
            result.unfinished += 1
        else:
            mine = game.outcome.scores[a_seat]
            best_other = max(s for p, s in enumerate(game.outcome.scores) if p != a_seat)
            if mine > best_other:
                result.wins += 1
            elif mine < best_other:
                result.losses += 1
            else:
                result.draws += 1
        if progress is not None:
            progress(i + 1, result)
    return result
