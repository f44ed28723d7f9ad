"""The game protocol every game implements, and the values it speaks in.

The session, the records, the AI, the command line and the conformance tests
are written once against :class:`GameRules`; a game never needs to know about
any of them.

States and moves are immutable values: :meth:`GameRules.apply` returns a new
state and never touches its input.

>>> Outcome.win(1, 2, "four in a row").scores
(0.0, 1.0)
>>> Outcome.draw(2, "board full").winner is None
True
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from desktop.core.game_ai import GameAI

if TYPE_CHECKING:
    from desktop.core.engine import SearchEngine

S = TypeVar("S")
M = TypeVar("M")

#: the longest move text a file or a peer may give before the rules read it (a lesson, a
#: puzzle, a network message; the longest jump seen in random play on the largest offered ball
#: is about 60 characters)
MAX_MOVE_TEXT = 200
#: the longest position text a lesson or puzzle file may hold (the largest offered ball, 480
#: spaces, writes about 1,000)
MAX_POSITION_TEXT = 4_000


class GameError(Exception):
    """Base class of every error a game reports about user input."""


class MoveParseError(GameError):
    """A move text that cannot be read in the game's notation."""


class IllegalMoveError(GameError):
    """A move that is well formed but not legal in the position."""


class PositionError(GameError):
    """A position text that cannot be read, or describes an impossible position."""


class OptionError(GameError):
    """A game option that is unknown or out of range."""


@dataclass(frozen=True)
class Outcome:
    """How a game ended.

    ``scores`` holds one figure per player: 1 for a win, 0 for a loss, equal
    shares for a draw.  ``winner`` is the single winner's index, or ``None``.
    """

    scores: tuple[float, ...]
    reason: str
    winner: int | None = None

    @staticmethod
    def win(player: int, num_players: int, reason: str) -> Outcome:
        scores = tuple(1.0 if p == player else 0.0 for p in range(num_players))
        return Outcome(scores, reason, player)

    @staticmethod
    def draw(num_players: int, reason: str) -> Outcome:
        return Outcome(tuple(1.0 / num_players for _ in range(num_players)), reason, None)

    @property
    def is_draw(self) -> bool:
        return self.winner is None


@dataclass(frozen=True)
class MoveStep(Generic[S]):
    """One step of a move as a player sees it, with the position after it.

    ``kind`` names the step in the game's words (``"totem"``, ``"pawn"``,
    ``"hop"``, ``"step"``, ``"push"``, ``"pull"``, ``"slide"``, ``"jump"``,
    ``"enter"``, ``"arrange"``, ``"setup"``, ``"colour"``…); ``origin`` and
    ``target`` are the squares (or spaces) a piece leaves and reaches (``None``
    where the step has none, e.g. a choice); ``path`` lists every square it
    passes, origin and target included, where that is more than the two;
    ``taken`` the squares whose piece or ring the step takes; ``state`` is the
    position after the step (the last step's is the position after the move).
    Views highlight and animate from these steps and never re-derive a
    capture or a push themselves.
    """

    kind: str
    state: S
    origin: int | None = None
    target: int | None = None
    path: tuple[int, ...] = ()
    taken: tuple[int, ...] = ()
    text: str = ""


@dataclass(frozen=True)
class OptionSpec:
    """One game option as the New Game dialog and the command line show it."""

    key: str
    label: str
    default: Any
    choices: tuple[Any, ...] = ()
    help: str = ""
    #: how each choice reads in the New Game dialog (default: the choice itself)
    choice_labels: tuple[str, ...] = ()

    def choice_label(self, choice: Any) -> str:
        if self.choice_labels and choice in self.choices:
            return self.choice_labels[self.choices.index(choice)]
        return str(choice)


@dataclass(frozen=True)
class GameInfo:
    """Facts about a game that do not depend on a position."""

    id: str
    name: str
    min_players: int
    max_players: int
    options: tuple[OptionSpec, ...] = field(default_factory=tuple)
    #: what the game tells the AI: its budgets per level, its analysis's figures, its search
    #: hints (set from its registry entry where the game is put together for the app)
    ai: GameAI = field(default_factory=GameAI)


class GameRules(ABC, Generic[S, M]):
    """The rules of one game, over immutable states ``S`` and moves ``M``."""

    info: GameInfo

    # -- options and setup ---------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.info.options}

    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill in defaults and reject unknown keys or values out of range."""
        merged = self.default_options()
        specs = {o.key: o for o in self.info.options}
        for key, value in (options or {}).items():
            if key not in specs:
                raise OptionError(f"{self.info.name} has no option {key!r}")
            spec = specs[key]
            if spec.choices and value not in spec.choices:
                allowed = ", ".join(map(str, spec.choices))
                raise OptionError(f"option {key!r} must be one of {allowed}, not {value!r}")
            merged[key] = value
        return merged

    @abstractmethod
    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> S:
        """The start position for these options; ``seed`` drives any shuffle."""

    def num_players(self, state: S) -> int:
        return self.info.min_players

    def player_name(self, state: S, player: int) -> str:
        return f"Player {player + 1}"

    def play_order(self, state: S, players: int) -> tuple[int, ...]:
        """The ``players`` players in the order they move within a round, its first mover first
        (the move list's columns); a player with no move is skipped in its turn.  Default: seat order."""
        return tuple(range(players))

    # -- play ----------------------------------------------------------------
    @abstractmethod
    def to_move(self, state: S) -> int:
        """Index of the player to move (meaningless once the game is over)."""

    @abstractmethod
    def legal_moves(self, state: S) -> Sequence[M]:
        """Every legal move; empty once the game is over."""

    def only_move(self, state: S) -> M | None:
        """The one legal move when the player to move has exactly one, else ``None`` (a game
        whose moves are costly to list, such as Zeno's whole turns, answers without listing)."""
        moves = self.legal_moves(state)
        return moves[0] if len(moves) == 1 else None

    @abstractmethod
    def apply(self, state: S, move: M) -> S:
        """The state after ``move``; ``state`` is left untouched.

        The move must be legal: callers that hold untrusted moves use
        :meth:`play` instead.
        """

    def play(self, state: S, move: M) -> S:
        """Like :meth:`apply`, but raise :class:`IllegalMoveError` first if needed."""
        if self.outcome(state) is not None:
            raise IllegalMoveError("the game is over")
        if move not in self.legal_moves(state):
            raise IllegalMoveError(f"{self.move_to_text(state, move)} is not legal here")
        return self.apply(state, move)

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""

    def move_words(self, state: S, move: M) -> str | None:
        """The move in words where its notation is not how a player would say it
        (a setup move, a colour choice); ``None`` for an ordinary move."""
        return None

    def move_steps(self, state: S, move: M) -> Sequence[MoveStep[S]]:
        """The steps of ``move`` from ``state``, each with the position after it.

        The default is one step to the position after the move; games whose
        moves have visible parts (a jump's hops, a totem then a pawn, a step
        then pushes and pulls) list them.  The last step's ``state`` always
        equals ``apply(state, move)``.
        """
        return (MoveStep("move", self.apply(state, move)),)

    # -- text ----------------------------------------------------------------
    @abstractmethod
    def move_to_text(self, state: S, move: M) -> str:
        """The move in the rules page's notation (``state`` is before the move)."""

    @abstractmethod
    def move_from_text(self, state: S, text: str) -> M:
        """Read a move; raise :class:`MoveParseError` or :class:`IllegalMoveError`."""

    @abstractmethod
    def state_to_text(self, state: S) -> str:
        """The position text of the rules page."""

    @abstractmethod
    def state_from_text(self, text: str, options: Mapping[str, Any] | None = None) -> S:
        """Read a position text; raise :class:`PositionError` naming the problem."""

    # -- search support --------------------------------------------------------
    def state_key(self, state: S) -> Hashable:
        """A hashable key equal for equal positions (for transposition tables)."""
        return state

    def evaluate(self, state: S, player: int) -> float:
        """Heuristic value of ``state`` for ``player`` in [-1, 1]; 0 knows nothing."""
        return 0.0

    def decision_game(self) -> GameRules[Any, Any] | None:
        """This game's turn as a sequence of single decisions, for searches; ``None`` by default.

        A game whose one move bundles many independent choices (Zeno: a base
        move, then yes or no for each eligible piece) returns another
        :class:`GameRules` whose moves are those single decisions and whose
        states also answer ``begin(state)`` (the decision state at the start
        of the turn in ``state``) and ``turn_move(decision_state)`` (this
        game's whole move once the turn's last decision is made, else
        ``None``).  ``desktop/ai/decisions.py`` lets any agent play a whole
        turn through it, so no search lists every bundled move.
        """
        return None

    def search_engine(self) -> SearchEngine[Any, Any]:
        """This game's representation for searches (:mod:`desktop.core.engine`).

        The default adapts these rules (and their decision game) as they are;
        a game with a fast engine of its own returns that.
        """
        from desktop.core.engine import RulesEngine

        return RulesEngine(self)
