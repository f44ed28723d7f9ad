"""What every AI player offers: pick a move for a state, within a budget.

Agents search on their own copies (states are immutable), take a seeded
random generator, and poll ``should_stop`` so the app can cancel a search
that is no longer wanted.

A :class:`Budget` bounds a search by wall-clock seconds, by work (nodes for
alpha-beta, playouts for MCTS), or both.  A budget without seconds is
*repeatable*: the search never reads the clock to decide when to stop, so
its move depends only on the position, the seed and the node budget.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, Protocol, runtime_checkable

from desktop.core.protocol import GameRules

StopCheck = Callable[[], bool]


def never_stop() -> bool:
    return False


@dataclass(frozen=True)
class Budget:
    """How much one search may do: ``seconds`` of wall clock, ``nodes`` of work, or both.

    ``nodes`` counts what the search counts: positions entered for
    alpha-beta, playouts for MCTS.  ``None`` sets no limit of that kind; a
    search stops at the first limit it reaches.
    """

    seconds: float | None = None
    nodes: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is not None and not self.seconds > 0:
            raise ValueError(f"a time budget must be positive, not {self.seconds}")
        if self.nodes is not None and self.nodes < 1:
            raise ValueError(f"a node budget must be at least 1, not {self.nodes}")

    @classmethod
    def nodes_only(cls, nodes: int) -> Budget:
        """A repeatable budget: ``nodes`` of work and no time limit."""
        return cls(None, nodes)

    @classmethod
    def time_only(cls, seconds: float) -> Budget:
        return cls(seconds, None)

    @classmethod
    def from_limits(cls, seconds: float | None, nodes: int | None, default_seconds: float) -> Budget:
        """The agents' constructor rule: a limit of 0 or less is none, and
        ``default_seconds`` applies only when neither limit is given (so a
        node budget alone never brings a time limit with it).
        """
        if seconds is None and nodes is None:
            seconds = default_seconds
        return cls(seconds if seconds is not None and seconds > 0 else None, nodes if nodes else None)

    @property
    def repeatable(self) -> bool:
        """True when the clock has no say: the search is bounded by nodes (or depth) alone."""
        return self.seconds is None

    def part(self, share: float, seconds_used: float, nodes_used: int) -> Budget:
        """``share`` of what is left of this budget once ``seconds_used`` and
        ``nodes_used`` are spent; never less than :data:`MIN_PART_SECONDS` or
        :data:`MIN_PART_NODES`, so a part may overshoot what is left by that much.
        """
        seconds = None
        if self.seconds is not None:
            seconds = max((self.seconds - seconds_used) * share, MIN_PART_SECONDS)
        nodes = None
        if self.nodes is not None:
            nodes = max(round((self.nodes - nodes_used) * share), MIN_PART_NODES)
        return Budget(seconds, nodes)


MIN_PART_SECONDS = 0.005
MIN_PART_NODES = 16


@dataclass
class SearchStats:
    """What the last search did (nodes or playouts, depth, seconds) and what it found (its
    score, each player's chances); a field a search does not fill keeps its default."""

    nodes: int = 0
    playouts: int = 0
    depth: int = 0
    seconds: float = 0.0
    score: float = 0.0
    #: each player's chance to win as the search judged it (None: it judged none)
    chances: tuple[float, ...] | None = None
    #: the decisions of the move it chose (a decision game's turn: one per decision searched)
    decisions: int = 0
    #: MCTS: the chosen first decision's share of the root's playouts (how sure it was), and
    #: whether its result is proven
    share: float = 0.0
    proven: bool = False
    #: PVS told to swindle: whether the swindle changed the move (None: not told to)
    swindled: bool | None = None

    def rate(self) -> float:
        """Nodes (or playouts, for MCTS) per second."""
        work = self.playouts or self.nodes
        return work / self.seconds if self.seconds > 0 else 0.0


Purpose = Literal["move", "hint"]


@dataclass(frozen=True, eq=False)
class SearchRequest:
    """One search: the AI's move for a seat, or a hint for a human (the controller's request,
    handed as it is to the child process that searches).

    Compared by identity: a reply belongs to the one request it answers.
    ``nodes`` is a node (or playout) budget; ``None`` keeps the level's time budget, cut to
    ``seconds`` when given (the clock's share for the move).
    """

    rules: GameRules[Any, Any]
    state: Any
    level: str
    seed: int = 0
    purpose: Purpose = "move"
    nodes: int | None = None
    seconds: float | None = None


class SearchCancelled(Exception):
    """Raised inside a search when ``should_stop`` says so."""


class Agent(Protocol):
    name: str
    stats: SearchStats

    def choose(self, rules: GameRules[Any, Any], state: Any, should_stop: StopCheck = never_stop) -> Any:
        """A legal move for the player to move in ``state``."""
        ...


@runtime_checkable
class Budgeted(Protocol):
    """An agent whose search runs within :attr:`budget` (which a caller may replace between searches)."""

    budget: Budget
