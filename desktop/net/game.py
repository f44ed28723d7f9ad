"""What host and joiner share: seats, events, the position key, and the game as one message.

>>> from desktop.games.registry import resolve
>>> rules, options = resolve("oxono")
>>> session = Session(rules, options)
>>> message = game_message(session, [NetSeat("host"), NetSeat("remote")], you=1, token="0" * 32)
>>> copy = session_from_message(message)
>>> position_key(rules, copy.state) == message["key"], copy.seats[1].kind
(True, 'human')
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from desktop.core.clock import TimeControl
from desktop.core.protocol import GameError, GameRules, Outcome
from desktop.core.session import Seat, Session

SeatKind = Literal["host", "remote", "ai"]


class GameMismatch(Exception):
    """The two sides' games differ (a position key, a move); the text says where."""


@dataclass(frozen=True)
class NetSeat:
    """Who plays a side in a network game: a human at the host, a human who joined, the host's AI."""

    kind: SeatKind = "host"
    level: str = ""
    name: str = ""

    @staticmethod
    def parse(text: str) -> NetSeat:
        """``host``, ``remote`` or ``ai:LEVEL``."""
        kind, _, level = text.strip().partition(":")
        if kind == "ai" and level:
            return NetSeat("ai", level)
        if kind in ("host", "remote") and not level:
            return NetSeat(kind)  # type: ignore[arg-type]
        raise ValueError(f"a seat is host, remote or ai:LEVEL, not {text!r}")

    def label(self) -> str:
        if self.kind == "ai":
            return f"AI ({self.level})"
        return self.name or ("Host" if self.kind == "host" else "Guest")

    def core_seat(self) -> Seat:
        return Seat.ai(self.level) if self.kind == "ai" else Seat.human()


@dataclass(frozen=True)
class NetEvent:
    """What happened, for the window (or the command line) to show.

    ``kind``: ``connected``, ``joined``, ``started``, ``moved``, ``undone``, ``undo_asked``,
    ``undo_refused``, ``draw_offered``, ``draw_declined``, ``said``, ``paused``,
    ``resumed``, ``over``, ``refused`` (a connection turned away or closed for
    breaking the protocol: ``text`` says why), ``closed`` (this side's game
    over the network ended: ``text`` says why).

    ``text`` is in this player's language (it may name a player or quote the other side's
    English reason); the window tells events apart by ``kind`` and ``unreachable`` (a
    joiner's ``closed``: the host could not be reached again, so another try is offered),
    never by ``text``'s words.
    """

    kind: str
    text: str = ""
    seat: int | None = None
    move: str = ""
    ply: int | None = None
    unreachable: bool = False


def position_key(rules: GameRules[Any, Any], state: Any) -> str:
    """The SHA-256 of the position text, its first 32 hex digits."""
    return hashlib.sha256(rules.state_to_text(state).encode()).hexdigest()[:32]


def result_json(session: Session[Any, Any]) -> dict[str, Any] | None:
    outcome = session.final_outcome()
    if outcome is None:
        return None
    return {
        "winner": outcome.winner,
        "scores": list(outcome.scores),
        "reason": outcome.reason[:300],
        "resigned": session.resigned_by,
        "timed_out": session.timed_out,
    }


def outcome_from_json(data: dict[str, Any]) -> Outcome:
    return Outcome(tuple(float(s) for s in data["scores"]), str(data["reason"]), data["winner"])


def game_message(
    session: Session[Any, Any],
    seats: Sequence[NetSeat],
    you: int,
    token: str,
    paused: Sequence[int] = (),
    times: Sequence[float] | None = None,
) -> dict[str, Any]:
    """The whole game up to the cursor, for a joiner starting or coming back (``times``: each
    player's seconds left now, when the game has a clock)."""
    rules = session.rules
    return {
        "t": "game",
        "game": rules.info.id,
        "options": dict(session.options),
        "seed": session.seed,
        "start": rules.state_to_text(session.states[0]),
        "seats": [{"kind": s.kind, "name": s.label()[:40], "level": s.level[:20]} for s in seats],
        "you": you,
        "token": token,
        "moves": list(session.move_texts[: session.cursor]),
        "key": position_key(rules, session.state),
        "result": result_json(session) if session.at_end else None,
        "paused": list(paused),
        "time_control": session.time_control.text() if session.time_control.timed else None,
        "times": list(times) if times is not None else None,
    }


def session_from_message(message: dict[str, Any]) -> Session[Any, Any]:
    """The game a ``game`` message describes, every move replayed through the rules;
    :class:`GameMismatch` when it cannot be, or its key differs."""
    from desktop.games.registry import resolve

    try:
        rules, implied = resolve(message["game"])
        options = rules.check_options({**implied, **message["options"]})
        seed = message["seed"]
        start = None
        if rules.state_to_text(rules.new_state(options, seed)) != message["start"]:
            start = rules.state_from_text(message["start"], options)
        seats = [NetSeat(s["kind"], s["level"], s["name"]).core_seat() for s in message["seats"]]
        control = TimeControl.from_text(message["time_control"] or "none")
        session: Session[Any, Any] = Session(rules, options, seed, seats, start, control)
        for number, text in enumerate(message["moves"], start=1):
            try:
                session.play_text(text)
            except GameError as exc:
                raise GameMismatch(f"move {number} ({text}) of the host's game: {exc}") from exc
    except (KeyError, GameError, ValueError) as exc:
        raise GameMismatch(f"the host's game cannot be set up here: {exc}") from exc
    if message["you"] >= len(session.seats):
        raise GameMismatch("the host gave a seat the game does not have")
    if position_key(rules, session.state) != message["key"]:
        raise GameMismatch(f"the positions differ after move {session.length}")
    if message["result"] is not None:
        end_as_sent(session, message["result"])
    return session


def end_as_sent(session: Session[Any, Any], result: dict[str, Any]) -> None:
    """End ``session`` as the host's result says, when it has not ended already (by its rules, or
    by an earlier result: a host may send one twice): a resignation, a loss on time, or a draw
    agreed.  Wherever the player has the cursor."""
    if session.final_outcome() is not None:
        return
    session.go_to(session.length)
    loser = result["resigned"]
    if loser is not None and loser < len(session.seats):
        if result["timed_out"]:  # the reason is in the host's language: never read its words
            session.lose_on_time(loser)
        else:
            session.resign(loser)
    else:
        session.end(outcome_from_json(result))
