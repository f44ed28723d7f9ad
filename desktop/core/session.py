"""A game being played: the history with a cursor, the seats, resignation.

The game controller (:mod:`desktop.control`) owns one and tells the views
what changed; the session itself is plain data with its rules.  It holds the list
of positions ``states[0..n]`` and the moves between them; the *cursor* is
the ply on show.  Undo and redo move the cursor, a new move at the cursor
truncates the moves after it, and :meth:`Session.go_to` jumps anywhere.  A game the rules
did not end ends where it is shown by :meth:`~Session.resign`, :meth:`~Session.lose_on_time` or
:meth:`~Session.end` (a draw agreed); :meth:`~Session.take_back` drops moves for good.

>>> from desktop.games.registry import resolve
>>> rules, options = resolve("oxono")
>>> session = Session(rules, options)
>>> session.play_text("X d3-d6 d5")
>>> session.ply, session.can_undo, session.can_redo
(1, True, False)
>>> session.undo(); session.ply, session.can_redo
(0, True)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal

from desktop.core.clock import NO_CLOCK, TimeControl
from desktop.core.language import Translatable, translate
from desktop.core.protocol import GameRules, IllegalMoveError, M, Outcome, S


@dataclass(frozen=True)
class Seat:
    """Who plays one side: a human at this screen, or the AI at a level."""

    kind: Literal["human", "ai"] = "human"
    level: str = ""

    @staticmethod
    def human() -> Seat:
        return Seat("human")

    @staticmethod
    def ai(level: str) -> Seat:
        return Seat("ai", level)

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    def label(self) -> str:
        """``AI (Easy)`` or ``Human``, in the app's language."""
        if self.is_ai:
            return SeatText.tr("AI ({level})").format(level=translate("LevelText", self.level.capitalize()))
        return SeatText.tr("Human")

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "level": self.level} if self.is_ai else {"kind": "human"}


class SeatText(Translatable):
    """Who plays a side, as players read it."""


class Session(Generic[S, M]):
    """History, cursor and seats of one game over any :class:`GameRules`."""

    def __init__(
        self,
        rules: GameRules[S, M],
        options: Mapping[str, Any] | None = None,
        seed: int = 0,
        seats: Sequence[Seat] | None = None,
        start: S | None = None,
        time_control: TimeControl = NO_CLOCK,
    ) -> None:
        self.rules = rules
        self.options = rules.check_options(options)
        self.seed = seed
        first = start if start is not None else rules.new_state(self.options, seed)
        self.custom_start = start is not None
        n = rules.num_players(first)
        self.seats: list[Seat] = list(seats) if seats else [Seat.human() for _ in range(n)]
        if len(self.seats) != n:
            raise ValueError(f"{rules.info.name} needs {n} seats, got {len(self.seats)}")
        self.states: list[S] = [first]
        self.moves: list[M] = []
        self.move_texts: list[str] = []
        self.cursor = 0
        self.resignation: Outcome | None = None
        self.resigned_by: int | None = None
        #: the players' time (:mod:`desktop.core.clock`); ``times[ply]``: each player's seconds left
        #: at the position after ``ply`` moves (the clocks keep it; entries past the history are stale)
        self.time_control = time_control
        self.times: list[tuple[float, ...]] = []
        #: True when the game ended because ``resigned_by`` ran out of time
        self.timed_out = False

    # -- reading ---------------------------------------------------------------
    @property
    def state(self) -> S:
        return self.states[self.cursor]

    @property
    def ply(self) -> int:
        return self.cursor

    @property
    def length(self) -> int:
        """Number of moves in the whole history (past the cursor too)."""
        return len(self.moves)

    @property
    def at_end(self) -> bool:
        return self.cursor == len(self.moves)

    @property
    def can_undo(self) -> bool:
        return self.cursor > 0

    @property
    def can_redo(self) -> bool:
        return self.cursor < len(self.moves)

    def outcome(self) -> Outcome | None:
        """The result at the cursor: the rules' outcome, or a resignation at the end."""
        if self.at_end and self.resignation is not None:
            return self.resignation
        return self.rules.outcome(self.state)

    def final_outcome(self) -> Outcome | None:
        """The game's result, wherever the cursor is: a resignation, or the rules' outcome of
        the last position (``None`` while the game goes on)."""
        return self.resignation or self.rules.outcome(self.last_state)

    @property
    def last_state(self) -> S:
        """The position after the last move, wherever the cursor is: where the game goes on (a
        network game's, while its player looks back)."""
        return self.states[-1]

    def last_to_move(self) -> int:
        """The player to move at :attr:`last_state`, wherever the cursor is."""
        return self.rules.to_move(self.states[-1])

    @property
    def is_over(self) -> bool:
        return self.outcome() is not None

    def to_move(self) -> int:
        return self.rules.to_move(self.state)

    def seat_to_move(self) -> Seat:
        return self.seats[self.to_move()]

    def is_ai_turn(self) -> bool:
        """True when the game goes on at the end of history and an AI is to move."""
        return self.at_end and not self.is_over and self.seat_to_move().is_ai

    def legal_moves(self) -> Sequence[M]:
        return [] if self.is_over else self.rules.legal_moves(self.state)

    def state_text(self) -> str:
        return self.rules.state_to_text(self.state)

    # -- changing --------------------------------------------------------------
    def play(self, move: M) -> None:
        """Play ``move`` at the cursor, dropping any moves after it."""
        if self.is_over:
            raise IllegalMoveError("the game is over")
        state = self.state
        text = self.rules.move_to_text(state, move)
        after = self.rules.play(state, move)
        self._cut(None, None, False)
        self.states.append(after)
        self.moves.append(move)
        self.move_texts.append(text)
        self.cursor += 1

    def play_text(self, text: str) -> None:
        self.play(self.rules.move_from_text(self.state, text))

    def go_to(self, ply: int) -> None:
        """Show the position after ``ply`` moves (0 is the start)."""
        if not 0 <= ply <= len(self.moves):
            raise IndexError(f"ply {ply} is outside 0..{len(self.moves)}")
        self.cursor = ply

    def _human_stop(self, ply: int) -> bool:
        """Whether undo/redo should stop at ``ply``: a human is to move there."""
        state = self.states[ply]
        if self.rules.outcome(state) is not None:
            return True
        return not self.seats[self.rules.to_move(state)].is_ai

    def _mixed_seats(self) -> bool:
        return any(s.is_ai for s in self.seats) and not all(s.is_ai for s in self.seats)

    def take_back(self, ply: int) -> None:
        """Go back to ``ply`` and drop the moves after it with their times: gone, not kept for
        redo (a take-back the players agreed to over the network)."""
        self.go_to(ply)
        self._drop_after_cursor()
        del self.times[ply + 1 :]

    def undo(self) -> None:
        """Step back; against the AI, back to the human's previous turn."""
        if not self.can_undo:
            return
        ply = self.cursor - 1
        if self._mixed_seats():
            while ply > 0 and not self._human_stop(ply):
                ply -= 1
        self.go_to(ply)

    def redo(self) -> None:
        """Step forward; against the AI, on to the human's next turn."""
        if not self.can_redo:
            return
        ply = self.cursor + 1
        if self._mixed_seats():
            while ply < len(self.moves) and not self._human_stop(ply):
                ply += 1
        self.go_to(ply)

    def resign(self, player: int | None = None) -> Outcome:
        """``player`` (default: the one to move) gives up; history after the cursor is dropped."""
        return self._lose(player, SeatText.tr("{player} resigned"))

    def lose_on_time(self, player: int | None = None) -> Outcome:
        """``player`` (default: the one to move) ran out of time: the game ends there, as by a
        resignation (the reason says so)."""
        return self._lose(player, SeatText.tr("{player} ran out of time"), timed_out=True)

    def end(self, outcome: Outcome) -> None:
        """End the game here with ``outcome``, which no rule reached: a draw the players agreed, or
        the end a network host sent; the moves after the cursor are dropped."""
        if self.is_over:
            raise IllegalMoveError("the game is over")
        self._cut(outcome, None, False)

    def _lose(self, player: int | None, why: str, timed_out: bool = False) -> Outcome:
        """``why``: the reason with the loser's name as ``{player}``."""
        if self.is_over:
            raise IllegalMoveError("the game is over")
        loser = self.to_move() if player is None else player
        n = len(self.seats)
        name = self.rules.player_name(self.state, loser)
        if n == 2:
            outcome = Outcome.win(1 - loser, 2, why.format(player=name))
        else:
            share = 1.0 / (n - 1)
            scores = tuple(0.0 if p == loser else share for p in range(n))
            outcome = Outcome(scores, why.format(player=name))
        self._cut(outcome, loser, timed_out)
        return outcome

    def _cut(self, resignation: Outcome | None, resigned_by: int | None, timed_out: bool) -> None:
        """Drop the moves after the cursor and say how the game ends there: by ``resignation``
        (of ``resigned_by``; ``timed_out``: a flag fall), or not at all (``None``)."""
        self._drop_after_cursor()
        self.resignation = resignation
        self.resigned_by = resigned_by
        self.timed_out = timed_out

    def _drop_after_cursor(self) -> None:
        del self.states[self.cursor + 1 :], self.moves[self.cursor :], self.move_texts[self.cursor :]

    def set_seats(self, seats: Sequence[Seat]) -> None:
        if len(seats) != len(self.seats):
            raise ValueError("wrong number of seats")
        self.seats = list(seats)
