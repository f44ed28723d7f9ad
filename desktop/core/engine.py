"""A game's representation made for search, behind one protocol.

:class:`GameRules` is the readable API: immutable dataclass states, moves as
values, text in the rules page's notation.  Searches want something else:
positions packed in integers and tuples, moves as small hashable values,
incremental Zobrist keys, and no allocation they can avoid.  A
:class:`SearchEngine` is that representation for one game; the AI (alpha-beta,
MCTS, analysis) speaks only to it, and converts back to the rules' moves at
the root.

The rules stay the proof: for every position, :meth:`SearchEngine.unpack`
of :meth:`SearchEngine.play` equals :meth:`GameRules.apply` of the matching
rules move, and perft through the engine equals the perft data (the engine
conformance tests check both on every game).

A game whose turn is a sequence of decisions (Zeno) lists *decisions* as its
engine moves: :meth:`SearchEngine.mid_turn` is true between the decisions of
one turn, the search never evaluates such a position, and
:meth:`SearchEngine.rules_move` turns the decisions of one whole turn into the
rules' move.

:class:`RulesEngine` adapts any :class:`GameRules` (and its decision game, if
it has one) to this protocol, so every game, the test suite's toy game
included, can be searched before it has an engine of its own.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from desktop.core.game_ai import SearchHints

if TYPE_CHECKING:
    from desktop.core.protocol import GameRules

P = TypeVar("P")  # a packed position
MV = TypeVar("MV", bound=Hashable)  # an engine move (or decision)

Scores = tuple[float, ...]


class SearchEngine(ABC, Generic[P, MV]):
    """One game's search representation.  Positions ``P`` are immutable values."""

    #: how the search searches this engine (a game's engine takes them from its registry entry)
    hints: SearchHints = SearchHints()

    # -- between the rules and the engine ---------------------------------------
    @abstractmethod
    def pack(self, state: Any) -> P:
        """The packed position of a rules state (at the start of a turn)."""

    @abstractmethod
    def unpack(self, position: P) -> Any:
        """The rules state of a packed position that is not :meth:`mid_turn`."""

    @abstractmethod
    def rules_move(self, position: P, line: Sequence[MV]) -> Any:
        """The rules' move for the engine moves of one whole turn played from ``position``
        (one move, or every decision of the turn for a decision game)."""

    # -- search -------------------------------------------------------------------
    @abstractmethod
    def moves(self, position: P) -> list[MV]:
        """Every legal engine move (or decision); empty once the game is over."""

    @abstractmethod
    def play(self, position: P, move: MV) -> P:
        """The position after ``move`` (which must be legal)."""

    @abstractmethod
    def to_move(self, position: P) -> int:
        """The player to move."""

    @abstractmethod
    def num_players(self, position: P) -> int: ...

    @abstractmethod
    def result(self, position: P) -> Scores | None:
        """Each player's score once the game is over (1 win, 0 loss, shares for a draw), else None."""

    @abstractmethod
    def key(self, position: P) -> Hashable:
        """A key equal for equal positions (a Zobrist integer where the engine keeps one)."""

    def evaluate(self, position: P, player: int) -> float:
        """Heuristic value for ``player`` in [-1, 1] of a position not :meth:`mid_turn`."""
        return 0.0

    def mid_turn(self, position: P) -> bool:
        """True between two decisions of one turn (never evaluated by a search)."""
        return False

    def forcing(self, position: P) -> list[MV]:
        """The moves a quiescence search follows here (wins, captures, compulsory jumps):
        a subset of :meth:`moves`, best first; empty when the position is quiet."""
        return []

    def playout(self, position: P, rng: random.Random, max_plies: int = 10_000) -> Scores:
        """Scores at the end of a game played at random from ``position``; equal shares
        for a game still going after ``max_plies``."""
        for _ in range(max_plies):
            scores = self.result(position)
            if scores is not None:
                return scores
            options = self.moves(position)
            position = self.play(position, options[rng.randrange(len(options))])
        n = self.num_players(position)
        return tuple(1.0 / n for _ in range(n))

    def styled_playout(
        self,
        position: P,
        rng: random.Random,
        max_plies: int = 10_000,
        *,
        greedy: bool = False,
        judged: bool = False,
    ) -> Scores:
        """A playout in a style MCTS may ask for: ``greedy`` moves, and/or a game cut at
        ``max_plies`` ``judged`` by the evaluation instead of equal shares.  An engine without
        styles of its own plays :meth:`playout` (the same game, the same random numbers)."""
        return self.playout(position, rng, max_plies)

    # -- threats (asked only with :attr:`SearchHints.threat_leaves <hints>`) ---------------------
    def wins_now(self, position: P) -> bool:
        """The player to move wins with one move here (a proof without listing the moves)."""
        return False

    def safe_moves(self, position: P, moves: list[MV]) -> list[MV] | None:
        """``None`` when the other player threatens no immediate win here; else the moves of
        ``moves`` that leave them none (empty: every move loses)."""
        return None

    def lost_now(self, position: P) -> bool:
        """At a leaf, the player to move (who cannot win at once) cannot stop the other's win."""
        return False


class RulesEngine(SearchEngine[Any, Any]):
    """Any :class:`GameRules` as a :class:`SearchEngine` (slow but always right).

    Positions are the rules' own states, or, for a game with a decision game,
    the decision game's states.
    """

    def __init__(self, rules: GameRules[Any, Any]) -> None:
        self.rules = rules
        self.decisions = rules.decision_game()

    @property
    def _game(self) -> GameRules[Any, Any]:
        return self.decisions if self.decisions is not None else self.rules

    def pack(self, state: Any) -> Any:
        return self.decisions.begin(state) if self.decisions is not None else state  # type: ignore[attr-defined]

    def unpack(self, position: Any) -> Any:
        if self.decisions is None:
            return position
        return position.state

    def rules_move(self, position: Any, line: Sequence[Any]) -> Any:
        if self.decisions is None:
            (move,) = line
            return move
        for decision in line:
            position = self.decisions.apply(position, decision)
        move = self.decisions.turn_move(position)  # type: ignore[attr-defined]
        if move is None:
            raise ValueError("the decisions do not finish a turn")
        return move

    def moves(self, position: Any) -> list[Any]:
        return list(self._game.legal_moves(position))

    def play(self, position: Any, move: Any) -> Any:
        return self._game.apply(position, move)

    def to_move(self, position: Any) -> int:
        return self._game.to_move(position)

    def num_players(self, position: Any) -> int:
        return self._game.num_players(position)

    def result(self, position: Any) -> Scores | None:
        outcome = self._game.outcome(position)
        return None if outcome is None else outcome.scores

    def key(self, position: Any) -> Hashable:
        return self._game.state_key(position)

    def evaluate(self, position: Any, player: int) -> float:
        return self._game.evaluate(position, player)

    def mid_turn(self, position: Any) -> bool:
        if self.decisions is None:
            return False
        return bool(self.decisions.begin(self.unpack(position)) != position)  # type: ignore[attr-defined]
