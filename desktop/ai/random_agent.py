"""The random player: any legal move, uniformly, from a seeded generator."""

from __future__ import annotations

import random
from typing import Any

from desktop.ai.agent import SearchStats, StopCheck, never_stop
from desktop.core.protocol import GameRules


class RandomAgent:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.stats = SearchStats()

    def choose(self, rules: GameRules[Any, Any], state: Any, should_stop: StopCheck = never_stop) -> Any:
        moves = rules.legal_moves(state)
        if not moves:
            raise ValueError("no legal move: the game is over")
        self.stats = SearchStats(nodes=len(moves))
        return self.rng.choice(list(moves))
