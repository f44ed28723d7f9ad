"""What every AI player offers: pick a move for a state, within a budget.

Agents search on their own copies (states are immutable), take a seeded
random generator, and poll ``should_stop`` so the app can cancel a search
that is no longer wanted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from desktop.core.protocol import GameRules

StopCheck = Callable[[], bool]


def never_stop() -> bool:
    return False


@dataclass
class SearchStats:
    """What the last search did: nodes or playouts, depth, seconds."""

    nodes: int = 0
    playouts: int = 0
    depth: int = 0
    seconds: float = 0.0
    score: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)

    def rate(self) -> float:
        """Nodes (or playouts, for MCTS) per second."""
        work = self.playouts or self.nodes
        return work / self.seconds if self.seconds > 0 else 0.0


class SearchCancelled(Exception):
    """Raised inside a search when ``should_stop`` says so."""


class Agent(Protocol):
    name: str
    stats: SearchStats

    def choose(self, rules: GameRules[Any, Any], state: Any, should_stop: StopCheck = never_stop) -> Any:
        """A legal move for the player to move in ``state``."""
        ...
