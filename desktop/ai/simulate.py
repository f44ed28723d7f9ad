"""Bots playing each other headless: one game, or a match of many."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop.ai.agent import Agent
from desktop.core.language import Translatable
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


class ResultText(Translatable):
    """A match's score in words (``xeno-games match``, the benches)."""


@dataclass
class MatchResult:
    """Agent A's games of a match, each with A's seat in it; the counts are A's."""

    games: list[GameResult] = field(default_factory=list)
    seats: list[int] = field(default_factory=list)

    def add(self, game: GameResult, a_seat: int) -> None:
        self.games.append(game)
        self.seats.append(a_seat)

    def _counted(self, verdict: int | None) -> int:
        return sum(1 for g, s in zip(self.games, self.seats, strict=True) if _verdict(g, s) == verdict)

    @property
    def wins(self) -> int:
        return self._counted(1)

    @property
    def draws(self) -> int:
        return self._counted(0)

    @property
    def losses(self) -> int:
        return self._counted(-1)

    @property
    def unfinished(self) -> int:
        """Games stopped at the move cap."""
        return self._counted(None)

    def summary(self) -> str:
        """``wins 3  draws 1  losses 2  unfinished 0``, in the app's language."""
        words = ResultText.tr("wins {wins}  draws {draws}  losses {losses}  unfinished {unfinished}")
        return words.format(wins=self.wins, draws=self.draws, losses=self.losses, unfinished=self.unfinished)


def _verdict(game: GameResult, seat: int) -> int | None:
    """1, 0 or -1: ``seat`` scored above every other player, level with the best, or below
    one; None for a game stopped at the move cap."""
    if game.outcome is None:
        return None
    mine = game.outcome.scores[seat]
    best_other = max(s for p, s in enumerate(game.outcome.scores) if p != seat)
    return (mine > best_other) - (mine < best_other)


@dataclass(frozen=True)
class _Pairing:
    """What every game of a match shares; it pickles when ``rules`` and the makers do."""

    rules: GameRules[Any, Any]
    options: Mapping[str, Any]
    make_a: Callable[[int], Agent]
    make_b: Callable[[int], Agent]
    seed: int
    max_plies: int

    def game(self, index: int) -> tuple[GameResult, int]:
        """Game ``index`` of the match, and A's seat in it (the same in any process)."""
        state = self.rules.new_state(self.options, self.seed + index)
        n = self.rules.num_players(state)
        a_seat = index % n
        agents = [
            self.make_a(self.seed * 7919 + index)
            if p == a_seat
            else self.make_b(self.seed * 104729 + index * n + p)
            for p in range(n)
        ]
        return play_game(self.rules, state, agents, self.max_plies), a_seat


def play_match(
    rules: GameRules[Any, Any],
    options: Mapping[str, Any],
    make_a: Callable[[int], Agent],
    make_b: Callable[[int], Agent],
    games: int,
    seed: int = 0,
    max_plies: int = 1000,
    progress: Callable[[int, MatchResult], None] | None = None,
    jobs: int = 1,
) -> MatchResult:
    """Agent A against B (and B's copies in every other seat), seats rotating each game.

    Results are counted from A's side.  Game ``i`` uses seed ``seed + i`` for
    the start position and the agents.

    With ``jobs`` > 1 the games run in that many processes at once (``rules``,
    ``make_a`` and ``make_b`` must then pickle: module-level functions or
    :func:`functools.partial` of them, not lambdas).  Each game depends only
    on its index, so with node budgets the result, games in order included,
    is the same as with ``jobs=1``; ``progress`` is still called once per
    game, in game order.
    """
    if jobs < 1:
        raise ValueError(f"jobs must be at least 1, not {jobs}")
    result = MatchResult()
    pairing = _Pairing(rules, dict(options), make_a, make_b, seed, max_plies)
    if jobs == 1 or games <= 1:
        for i in range(games):
            result.add(*pairing.game(i))
            if progress is not None:
                progress(i + 1, result)
        return result
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=min(jobs, games)) as pool:
        futures = [pool.submit(pairing.game, i) for i in range(games)]
        try:
            for i, future in enumerate(futures):
                result.add(*future.result())
                if progress is not None:
                    progress(i + 1, result)
        except BaseException:
            for future in futures:
                future.cancel()
            raise
    return result
