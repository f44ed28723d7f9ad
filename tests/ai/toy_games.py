"""A tiny n-player game for testing the game-agnostic AI.

Players in turn add 1 or 2 to a counter; whoever makes it reach ``target``
exactly wins (a step past the target is not allowed).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from desktop.core.protocol import GameInfo, GameRules, MoveParseError, Outcome, PositionError


@dataclass(frozen=True)
class RaceState:
    count: int
    player: int
    players: int
    target: int
    winner: int | None = None


class RaceRules(GameRules[RaceState, int]):
    info = GameInfo("race", "Race", 2, 6)

    def __init__(self, players: int = 3, target: int = 10) -> None:
        self.players, self.target = players, target

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> RaceState:
        return RaceState(0, 0, self.players, self.target)

    def num_players(self, state: RaceState) -> int:
        return state.players

    def to_move(self, state: RaceState) -> int:
        return state.player

    def legal_moves(self, state: RaceState) -> list[int]:
        if state.winner is not None:
            return []
        return [k for k in (1, 2) if state.count + k <= state.target]

    def apply(self, state: RaceState, move: int) -> RaceState:
        count = state.count + move
        winner = state.player if count == state.target else None
        return RaceState(count, (state.player + 1) % state.players, state.players, state.target, winner)

    def outcome(self, state: RaceState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome.win(state.winner, state.players, "reached the target")

    def move_to_text(self, state: RaceState, move: int) -> str:
        return f"+{move}"

    def move_from_text(self, state: RaceState, text: str) -> int:
        if text not in ("+1", "+2"):
            raise MoveParseError(text)
        return int(text[1])

    def state_to_text(self, state: RaceState) -> str:
        return f"{state.count} {state.player}"

    def state_from_text(self, text: str, options: Mapping[str, Any] | None = None) -> RaceState:
        try:
            count, player = map(int, text.split())
        except ValueError as exc:
            raise PositionError(text) from exc
        return RaceState(count, player, self.players, self.target)
