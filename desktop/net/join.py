"""The joiner: it connects with an invitation, mirrors the host's game, and plays its seat.

The host's game is the true one; the joiner keeps a copy (:attr:`JoinSession.session`)
and checks every move the host sends with the rules and the position key after
it: a move its rules refuse or a key that differs stops the game with a clear
message (:class:`~desktop.net.game.GameMismatch`).  Its own moves are checked
here first, sent, and played when the host sends them back.

When the connection drops the game pauses; :meth:`JoinSession.poll` tries
again with the same invitation (and the seat's token, so it gets its own seat
back) and the host sends the whole game: whatever was tried meanwhile is
refused.  A host that quits leaves the joiner with its copy, saved by the
``on_change`` hook (the autosave) and :meth:`JoinSession.save`.
"""

from __future__ import annotations

import logging
import queue
import ssl
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.control.searching import SearchRequest, run_search
from desktop.core.language import QT_TRANSLATE_NOOP, Translatable
from desktop.core.protocol import GameError
from desktop.core.records import save_record
from desktop.core.session import Session
from desktop.net.frames import ProtocolError
from desktop.net.game import GameMismatch, NetEvent, end_as_sent, position_key, session_from_message
from desktop.net.invite import normal_code
from desktop.net.link import Closed, Inbox, Limits, Link, NetError, join_handshake

log = logging.getLogger(__name__)


class JoinText(Translatable):
    """What the joiner tells its own player (the network panel, the banner, the command line);
    what it sends the host stays English (protocol data)."""


def _both(text: str, **fields: object) -> tuple[str, str]:
    """``text`` (marked with ``QT_TRANSLATE_NOOP("JoinText", …)``) filled in, in English (what the
    host is told) and in this player's language (what this player reads)."""
    return text.format(**fields), JoinText.tr(text).format(**fields)


class _Mismatch(GameMismatch):
    """A difference with the host's game found here: ``str`` in English (the host is told it),
    :attr:`shown` in this player's language."""

    def __init__(self, text: str, **fields: object) -> None:
        english, self.shown = _both(text, **fields)
        super().__init__(english)


class JoinSession:
    """One game joined over the network (see the module's doc)."""

    def __init__(
        self,
        host: str,
        port: int,
        code: str,
        fingerprint: str | None = None,
        *,
        name: str = "Guest",
        ai_level: str | None = None,
        nodes: int | None = None,
        limits: Limits | None = None,
        answer_undo: bool | None = None,
        answer_draw: bool | None = None,
        reconnect_tries: int = 5,
        reconnect_delay: float = 1.0,
        on_change: Callable[[Session[Any, Any]], None] | None = None,
    ) -> None:
        self.host, self.port = host, port
        self.code = normal_code(code)
        self.fingerprint = fingerprint
        self.name = name
        self.ai_level = ai_level
        self.nodes = nodes
        self.limits = limits or Limits()
        self.answer_undo = answer_undo
        self.answer_draw = answer_draw
        self.reconnect_tries = reconnect_tries
        self.reconnect_delay = reconnect_delay
        self.on_change = on_change
        self.session: Session[Any, Any] | None = None
        self.you: int | None = None
        self.seats: list[dict[str, Any]] = []
        self.token: str | None = None
        self.inbox: Inbox = queue.Queue()
        self.link: Link | None = None
        #: why the game over the network ended for this side (``None`` while it goes on)
        self.stopped: str | None = None
        self.paused: set[int] = set()
        #: each player's seconds left as the host last sent them, and when they came (monotonic)
        self.times: list[float] | None = None
        self.times_at = 0.0
        self._sent_for: int | None = None
        self._synced = False
        self._connecting = False
        self._tries = 0
        self._retry_at = 0.0

    # -- connecting ----------------------------------------------------------------------------
    def connect(self) -> None:
        """Connect and prove the code, blocking up to the handshake time-out (the command line,
        tests); :class:`NetError` says why it failed.  A window calls :meth:`start_connecting`."""
        self._attach(self._handshake())

    def start_connecting(self) -> None:
        """Connect on a thread of its own; :meth:`poll` reports how it went (``connected``, or
        ``paused``/``closed`` with the reason).  The window's way: nothing blocks."""
        if self._connecting:
            return
        self._connecting = True

        def run() -> None:
            try:
                result: ssl.SSLSocket | NetError = self._handshake()
            except NetError as exc:
                result = exc
            self.inbox.put((None, result))

        threading.Thread(target=run, name="net-connect", daemon=True).start()

    def _handshake(self) -> ssl.SSLSocket:
        return join_handshake(
            self.host, self.port, self.code, self.fingerprint, self.name, self.token, self.limits
        )

    def _attach(self, sock: ssl.SSLSocket) -> None:
        self.link = Link(sock, self.inbox, self.limits, f"{self.host}:{self.port}")
        self.link.start()
        self._tries = 0
        self._synced = False  # until the host sends the game again, nothing is played

    @property
    def connected(self) -> bool:
        return self.link is not None and self.link.alive

    @property
    def over(self) -> bool:
        return self.session is not None and self.session.final_outcome() is not None

    def my_turn(self) -> bool:
        """True when this side is to move and may."""
        session = self.session
        return (
            session is not None
            and self.connected
            and not self.paused
            and self._synced
            and self.stopped is None
            and not self.over
            and session.last_to_move() == self.you  # at the last move, not the cursor
        )

    # -- the loop ------------------------------------------------------------------------------
    def poll(self, timeout: float = 0.0) -> list[NetEvent]:
        """Handle what arrived (waiting up to ``timeout`` for the first), reconnect when it is
        time, let this side's AI move; the events, for the window."""
        events: list[NetEvent] = []
        try:
            item = self.inbox.get(timeout=timeout) if timeout > 0 else self.inbox.get_nowait()
            while True:
                link, message = item
                if link is None:
                    self._connect_done(message, events)
                elif link is self.link:
                    self._handle(message, events)
                item = self.inbox.get_nowait()
        except queue.Empty:
            pass
        waiting = self.link is None and not self._connecting and self.stopped is None
        if waiting and time.monotonic() >= self._retry_at:
            self._tries += 1
            self.start_connecting()
        if self.ai_level is not None and self.my_turn() and self._sent_for != self.session_length():
            self._ai_move(events)
        return events

    def session_length(self) -> int:
        return self.session.length if self.session is not None else -1

    def _connect_done(self, result: Any, events: list[NetEvent]) -> None:
        self._connecting = False
        if isinstance(result, NetError):
            if self._tries >= self.reconnect_tries:
                why = _both(
                    QT_TRANSLATE_NOOP("JoinText", "the host cannot be reached: {error}"), error=result
                )
                self._stop(why, events, unreachable=True)
            else:
                self._retry_at = time.monotonic() + self.reconnect_delay
                again = JoinText.tr("reconnecting ({count}): {error}").format(count=self._tries, error=result)
                events.append(NetEvent("paused", again))
        elif self.stopped is not None or self.link is not None:
            result.close()  # left, or connected meanwhile
        else:
            self._attach(result)
            where = f"{self.host}:{self.port}"
            events.append(NetEvent("connected", JoinText.tr("connected to {address}").format(address=where)))

    def _stop(self, why: tuple[str, str], events: list[NetEvent], *, unreachable: bool = False) -> None:
        """This side's game over the network ends: ``why`` in English (the host is told) and in
        this player's language (the event and :attr:`stopped`); ``unreachable``: the host could not
        be reached again (the window offers to try once more)."""
        english, shown = why
        self.stopped = shown
        if self.link is not None:
            self.link.close(english)
        events.append(NetEvent("closed", shown, unreachable=unreachable))

    def _handle(self, message: Any, events: list[NetEvent]) -> None:
        if isinstance(message, Closed):
            self.link = None
            if self.over:
                self.stopped = self.stopped or JoinText.tr("the game is over")
            if self.stopped is not None:
                return
            if message.by_peer and message.reason in ("the host quit", "no free seat: the game is full"):
                self._stop(
                    _both(
                        QT_TRANSLATE_NOOP("JoinText", "the host closed the game: {reason}"),
                        reason=message.reason,
                    ),
                    events,
                )
                return
            if message.by_peer and message.reason.startswith(("wrong code", "the positions differ")):
                self._stop(
                    _both(
                        QT_TRANSLATE_NOOP("JoinText", "the host closed the connection: {reason}"),
                        reason=message.reason,
                    ),
                    events,
                )
                return
            self._retry_at = time.monotonic() + self.reconnect_delay
            down = JoinText.tr("the connection is down: {reason}").format(reason=message.reason)
            events.append(NetEvent("paused", down))
            return
        try:
            self._message(message, events)
        except GameMismatch as exc:
            stopped = QT_TRANSLATE_NOOP("JoinText", "the game is stopped: {error}")
            shown = exc.shown if isinstance(exc, _Mismatch) else str(exc)
            self._stop((stopped.format(error=exc), JoinText.tr(stopped).format(error=shown)), events)
        except ProtocolError as exc:
            self._stop(
                _both(QT_TRANSLATE_NOOP("JoinText", "the host broke the protocol: {error}"), error=exc),
                events,
            )

    def _message(self, message: dict[str, Any], events: list[NetEvent]) -> None:
        kind = message["t"]
        if kind == "game":
            self.session = session_from_message(message)
            self.you, self.token, self.seats = message["you"], message["token"], message["seats"]
            self.paused = set(message["paused"])
            self._set_times(message["times"])
            self._sent_for = None
            self._synced = True
            playing = JoinText.tr("playing {game}").format(game=self.session.rules.info.name)
            events.append(NetEvent("started", playing, self.you))
            self._changed()
            return
        session = self.session
        if session is None:
            raise ProtocolError(f"{kind} before the game")
        if kind == "moved":
            if message["ply"] != session.length:
                raise _Mismatch(
                    QT_TRANSLATE_NOOP("JoinText", "the host sent move {number}, this side is at {here}"),
                    number=message["ply"] + 1,
                    here=session.length + 1,
                )
            try:
                session.go_to(session.length)  # played after the last move, wherever the player looks
                session.play_text(message["move"])
            except GameError as exc:
                raise _Mismatch(
                    QT_TRANSLATE_NOOP("JoinText", "move {number} ({move}) is not legal here: {error}"),
                    number=message["ply"] + 1,
                    move=message["move"],
                    error=exc,
                ) from exc
            if position_key(session.rules, session.state) != message["key"]:
                raise _Mismatch(
                    QT_TRANSLATE_NOOP("JoinText", "the positions differ after move {number}"),
                    number=session.length,
                )
            self._set_times(message["clock"])
            events.append(
                NetEvent("moved", message["move"], message["player"], message["move"], message["ply"])
            )
            self._changed()
        elif kind == "undone":
            if message["ply"] > session.length:
                raise _Mismatch(QT_TRANSLATE_NOOP("JoinText", "the host took back moves this side never saw"))
            if session.final_outcome() is not None:  # a host asks nobody once the game is over
                raise _Mismatch(
                    QT_TRANSLATE_NOOP("JoinText", "the host took back moves after the game ended")
                )
            session.take_back(message["ply"])
            if position_key(session.rules, session.state) != message["key"]:
                raise _Mismatch(
                    QT_TRANSLATE_NOOP("JoinText", "the positions differ after taking back to move {number}"),
                    number=message["ply"] + 1,
                )
            self._sent_for = None
            back = JoinText.tr("back to move {number}").format(number=message["ply"] + 1)
            events.append(NetEvent("undone", back, ply=message["ply"]))
            self._changed()
        elif kind == "over":
            end_as_sent(session, message["result"])
            events.append(NetEvent("over", message["result"]["reason"]))
            self._changed()
        elif kind == "undo_ask":
            events.append(
                NetEvent(
                    "undo_asked", JoinText.tr("asks to take back moves"), message["seat"], ply=message["ply"]
                )
            )
            if self.answer_undo is not None:
                self.answer("undo", self.answer_undo, message["ply"])
        elif kind == "draw_offer":
            events.append(NetEvent("draw_offered", JoinText.tr("offers a draw"), message["seat"]))
            if self.answer_draw is not None:
                self.answer("draw", self.answer_draw)
        elif kind in ("undo_refused", "draw_declined", "said", "paused", "resumed"):
            if kind == "paused":
                self.paused.add(message["seat"])
            elif kind == "resumed":
                self.paused.discard(message["seat"])
            events.append(
                NetEvent(kind, message.get("text", ""), message.get("seat"), ply=message.get("ply"))
            )
        else:
            raise ProtocolError(f"{kind} is not a message a host sends")

    def _set_times(self, times: list[float] | None) -> None:
        self.times, self.times_at = times, time.monotonic()
        session = self.session
        if times is not None and session is not None and len(times) == len(session.seats):
            known = session.times[: session.length]
            session.times = [*known, *[tuple(times)] * (session.length + 1 - len(known))]

    def _changed(self) -> None:
        if self.on_change is not None and self.session is not None:
            self.on_change(self.session)

    def _ai_move(self, events: list[NetEvent]) -> None:
        session = self.session
        assert session is not None and self.ai_level is not None
        last = session.last_state
        seed = session.seed * 1000 + session.length
        reply = run_search(SearchRequest(session.rules, last, self.ai_level, seed, "move", self.nodes))
        if reply.move is None:
            events.append(
                NetEvent("closed", JoinText.tr("the AI could not move: {error}").format(error=reply.error))
            )
            return
        self.play(session.rules.move_to_text(last, reply.move))

    # -- what the player does --------------------------------------------------------------------
    def play(self, text: str) -> None:
        """Send this side's move (checked by the rules first); it is played when the host sends it
        back.  :class:`GameError` or :class:`ValueError` says why it cannot be."""
        session = self.session
        if session is None or self.link is None or not self.link.alive:
            raise ValueError(JoinText.tr("the connection is down: the game is paused"))
        if not self.my_turn():
            raise ValueError(JoinText.tr("it is not this side's turn, or the game waits"))
        last = session.last_state  # the move follows the last one, wherever the player looks
        move = session.rules.move_from_text(last, text)
        after = session.rules.play(last, move)
        self._sent_for = session.length
        self.link.send(
            {
                "t": "move",
                "ply": session.length,
                "move": session.rules.move_to_text(last, move),
                "key": position_key(session.rules, after),
            }
        )

    def _send(self, message: dict[str, Any]) -> None:
        if self.link is None or not self.link.alive:
            raise ValueError(JoinText.tr("the connection is down: the game is paused"))
        self.link.send(message)

    def ask_undo(self) -> None:
        self._send({"t": "undo_ask", "ply": self.session_length() if self.session else 0, "seat": self.you})

    def offer_draw(self) -> None:
        self._send({"t": "draw_offer", "seat": self.you})

    def answer(self, kind: str, yes: bool, ply: int = 0) -> None:
        if kind == "undo":
            self._send({"t": "undo_answer", "ply": ply, "yes": yes, "seat": self.you})
        else:
            self._send({"t": "draw_answer", "yes": yes, "seat": self.you})

    def resign(self) -> None:
        self._send({"t": "resign", "seat": self.you})

    def chat(self, text: str) -> None:
        self._send({"t": "chat", "text": text[:300]})

    def save(self, path: str | Path) -> None:
        """Write this side's copy of the game as a game record."""
        if self.session is not None:
            save_record(self.session, path)

    def close(self, reason: str = "the player left") -> None:
        self.stopped = self.stopped or reason
        if self.link is not None:
            self.link.close(reason)
            self.link.join(2.0)
