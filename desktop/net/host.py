"""The host: it listens, admits joiners who prove the code, and holds the one true game.

Everything that changes the game happens in :meth:`HostSession.poll`, on the
owner's thread (the window's timer, or the command line's loop): the
connections' threads only put checked messages in the inbox.  A joiner's move
is read with the rules (``move_from_text``), played, and sent to everyone
with the position key after it; a joiner that breaks the protocol (a move out
of turn, an illegal move, a wrong key) is told why and disconnected, and the
host's game is as it was.  While a joined seat is away the game is paused;
the joiner comes back with the same invitation and gets the whole game again.
"""

from __future__ import annotations

import collections
import contextlib
import logging
import queue
import secrets
import socket
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from desktop.control.searching import Searcher, SearchReply, SearchRequest, run_search
from desktop.core.clock import NO_CLOCK, Clock, TimeControl
from desktop.core.language import QT_TRANSLATE_NOOP, Translatable
from desktop.core.protocol import GameError, GameRules, Outcome
from desktop.core.session import Session
from desktop.net import tls
from desktop.net.frames import ProtocolError
from desktop.net.game import NetEvent, NetSeat, game_message, position_key, result_json
from desktop.net.invite import Invitation, new_code, normal_code
from desktop.net.link import Closed, Hello, Inbox, Limits, Link, NetError, host_handshake

log = logging.getLogger(__name__)
#: wrong codes in a minute, from anyone, before the host turns every joiner away for a while
MAX_WRONG_CODES = 10
#: handshakes under way at once; a connection beyond them is closed at once
MAX_HANDSHAKES = 16
#: the most of a move's trip not charged to its mover (seconds): a joiner slow to answer pings
#: gains no more than this a move
MAX_DELAY_CREDIT = 1.0


class HostText(Translatable):
    """What the host tells its own player (the network panel, the status line, the command line);
    what it sends a joiner stays English (protocol data)."""


@dataclass
class Remote:
    """A seat for a joiner: empty, connected (``link``) or away."""

    token: str
    link: Link | None = None
    name: str = ""
    joined: bool = False


@dataclass
class Pending:
    """An undo request or a draw offer waiting for the other humans' answers."""

    kind: str  # "undo" or "draw"
    seat: int
    ply: int
    waiting: set[int]


class HostSession:
    """One game hosted over the network (see the module's doc)."""

    def __init__(
        self,
        rules: GameRules[Any, Any],
        options: dict[str, Any],
        seats: Sequence[NetSeat],
        *,
        seed: int = 0,
        code: str | None = None,
        port: int = 0,
        bind: str = "0.0.0.0",
        address: str | None = None,
        limits: Limits | None = None,
        nodes: int | None = None,
        answer_undo: bool | None = None,
        answer_draw: bool | None = None,
        on_change: Callable[[Session[Any, Any]], None] | None = None,
        time_control: TimeControl = NO_CLOCK,
        now: Callable[[], float] = time.monotonic,
        searcher: Searcher | None = None,
    ) -> None:
        core_seats = [s.core_seat() for s in seats]
        self.session: Session[Any, Any] = Session(rules, options, seed, core_seats, time_control=time_control)
        #: the host's clock decides (``None``: no time control); ``now`` is its time source
        self.clock = Clock(time_control, len(seats)) if time_control.timed else None
        self.now = now
        #: runs the host's AI (the window's child process); ``None``: in :meth:`poll`, waiting for it
        self.searcher = searcher
        self._search: SearchRequest | None = None
        self.seats = list(seats)
        self.code = normal_code(code) if code else new_code()
        self.limits = limits or Limits()
        self.nodes = nodes
        #: how the host answers, for its own humans and AI, when no one at the host is asked (headless)
        self.answer_undo = answer_undo
        self.answer_draw = answer_draw
        #: told after every change of the game (autosave)
        self.on_change = on_change
        self.remotes = {i: Remote(secrets.token_hex(16)) for i, s in enumerate(seats) if s.kind == "remote"}
        self.started = False
        self.closed = False
        self.pending: Pending | None = None
        self.inbox: Inbox = queue.Queue()
        self._certificate = tls.make_certificate()
        self._context = tls.server_context(self._certificate)
        self._wrong: collections.deque[float] = collections.deque()
        self._handshakes = 0
        self._lock = threading.Lock()
        self._listener = socket.create_server((bind, port))
        self._listener.settimeout(self.limits.tick * 4)
        self.port = self._listener.getsockname()[1]
        shown = address or (bind if bind not in ("0.0.0.0", "::", "") else _local_address())
        self.invitation = Invitation(shown, self.port, self.code, self._certificate.fingerprint)
        self._accepter = threading.Thread(target=self._accept, name="net-accept", daemon=True)
        self._accepter.start()
        if not self.remotes:
            self._start_game()

    # -- reading -----------------------------------------------------------------------------
    @property
    def paused(self) -> list[int]:
        """The joined seats that are away (the game waits for them)."""
        return [i for i, r in self.remotes.items() if self.started and r.link is None]

    @property
    def over(self) -> bool:
        return self.session.final_outcome() is not None

    def can_play(self, seat: int) -> str | None:
        """Why ``seat`` cannot move now (in this player's language), or ``None``."""
        why = self._why_not(seat)
        return None if why is None else HostText.tr(why[0]).format(**why[1])

    def _why_not(self, seat: int) -> tuple[str, dict[str, str]] | None:
        """Why ``seat`` cannot move now, as an English text and its fields (what a joiner is told),
        or ``None``."""
        if not self.started:
            return QT_TRANSLATE_NOOP("HostText", "the game has not started: waiting for players to join"), {}
        if self.over:
            return QT_TRANSLATE_NOOP("HostText", "the game is over"), {}
        if self.paused:
            return QT_TRANSLATE_NOOP("HostText", "the game is paused: a player's connection is down"), {}
        if self.pending is not None:
            return QT_TRANSLATE_NOOP(
                "HostText", "waiting for the answer to an undo request or a draw offer"
            ), {}
        if self.session.last_to_move() != seat:
            turn = QT_TRANSLATE_NOOP("HostText", "it is {player}'s turn")
            return turn, {"player": self._name(self.session.last_to_move())}
        return None

    def _name(self, seat: int) -> str:
        return self.session.rules.player_name(self.session.last_state, seat)

    # -- the connections' side ---------------------------------------------------------------
    def _accept(self) -> None:
        while not self.closed:
            try:
                raw, address = self._listener.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            with self._lock:
                busy = self._handshakes >= MAX_HANDSHAKES
                self._handshakes += 0 if busy else 1
            if busy:
                log.warning("refused %s: too many handshakes at once", address[0])
                raw.close()
                continue
            threading.Thread(target=self._admit, args=(raw, address), daemon=True).start()

    def _admit(self, raw: socket.socket, address: Any) -> None:
        try:
            self._handshake(raw, address)
        finally:
            with self._lock:
                self._handshakes -= 1

    def _count_wrong_code(self) -> None:
        with self._lock:
            self._wrong.append(time.monotonic())

    def _handshake(self, raw: socket.socket, address: Any) -> None:
        where = f"{address[0]}:{address[1]}"
        now = time.monotonic()
        with self._lock:
            while self._wrong and now - self._wrong[0] > 60:
                self._wrong.popleft()
            throttled = len(self._wrong) >= MAX_WRONG_CODES
        refuse = "too many wrong codes in the last minute: try again later" if throttled else None
        try:
            fingerprint = self.invitation.fingerprint
            sock, hello = host_handshake(
                raw, self._context, self.code, fingerprint, self.limits, refuse, self._count_wrong_code
            )
        except (ProtocolError, NetError, OSError) as exc:
            log.warning("refused %s: %s", where, exc)
            self.inbox.put((None, NetEvent("refused", f"{where}: {exc}")))
            return
        self.inbox.put((Link(sock, self.inbox, self.limits, where), hello))

    # -- the owner's side --------------------------------------------------------------------
    def poll(self, timeout: float = 0.0) -> list[NetEvent]:
        """Handle what arrived (waiting up to ``timeout`` for the first), let an AI seat move;
        the events, for the window."""
        events: list[NetEvent] = []
        try:
            item = self.inbox.get(timeout=timeout) if timeout > 0 else self.inbox.get_nowait()
            while True:
                self._handle(*item, events)
                item = self.inbox.get_nowait()
        except queue.Empty:
            pass
        self._flag_fall(events)
        self._ai_move(events)
        return events

    def _flag_fall(self, events: list[NetEvent]) -> None:
        """The player to move whose time ran out loses (the host's clock decides)."""
        if self.clock is None or not self.started or self.over or self.paused:
            return
        self._run_clock()
        flagged = self.clock.flagged(self.now())
        if flagged is not None:
            self.clock.stop(self.now())
            self.session.go_to(self.session.length)
            self.session.lose_on_time(flagged)
            self._changed(events)

    def _handle(self, link: Link | None, item: Any, events: list[NetEvent]) -> None:
        if isinstance(item, SearchReply):
            self._ai_reply(item, events)
        elif link is None:
            events.append(item)
        elif isinstance(item, Hello):
            self._joined(link, item, events)
        elif isinstance(item, Closed):
            self._left(link, item, events)
        else:
            seat = self._seat_of(link)
            if seat is not None and not self.closed:
                try:
                    self._message(seat, item, events)
                except ProtocolError as exc:
                    log.warning("closing %s: %s", link.name, exc)
                    link.close(str(exc))
                    events.append(NetEvent("refused", f"{self._name(seat)}: {exc}", seat))
                except Exception as exc:  # a bug here must not end the host: that joiner goes
                    log.exception("closing %s after an error", link.name)
                    link.close(f"the host could not handle {item['t']}: {type(exc).__name__}")
                    events.append(NetEvent("refused", f"{self._name(seat)}: {exc}", seat))

    def _seat_of(self, link: Link) -> int | None:
        return next((i for i, r in self.remotes.items() if r.link is link), None)

    def _joined(self, link: Link, hello: Hello, events: list[NetEvent]) -> None:
        free = [i for i, r in self.remotes.items() if r.link is None]
        by_token = [i for i in free if hello.token is not None and self.remotes[i].token == hello.token]
        empty = [i for i in free if not self.remotes[i].joined]
        candidates = by_token or empty or free
        choice = candidates[0] if candidates else None
        link.start()
        if choice is None or self.closed:
            link.close("no free seat: the game is full" if not self.closed else "the host quit")
            events.append(NetEvent("refused", HostText.tr("{where}: no free seat").format(where=link.name)))
            return
        remote = self.remotes[choice]
        was_away = remote.joined
        remote.link, remote.name, remote.joined = link, hello.name, True
        self.seats[choice] = NetSeat("remote", "", hello.name)
        joined = HostText.tr("{name} joined as {player}").format(name=hello.name, player=self._name(choice))
        events.append(NetEvent("joined", joined, choice))
        if self.started:
            self._run_clock()
            self._sync(choice)
            if was_away:
                self._broadcast({"t": "resumed", "seat": choice}, but=choice)
                events.append(
                    NetEvent("resumed", HostText.tr("{name} is back").format(name=hello.name), choice)
                )
        elif all(r.link is not None for r in self.remotes.values()):
            self._start_game()
            events.append(NetEvent("started", HostText.tr("every player has joined")))

    def _left(self, link: Link, closed: Closed, events: list[NetEvent]) -> None:
        seat = self._seat_of(link)
        if seat is None:
            return
        remote = self.remotes[seat]
        remote.link = None
        if self.pending is not None:
            self._settle(False, events)
        if not self.started:
            remote.joined = False
            left = HostText.tr("{name} left: {reason}").format(name=remote.name, reason=closed.reason)
            events.append(NetEvent("paused", left, seat))
        elif not self.over and not self.closed:
            self._broadcast({"t": "paused", "seat": seat})
            if self.clock is not None:
                self.clock.stop(self.now())  # no one's time runs while the game waits
            down = HostText.tr("{name}'s connection is down: {reason}").format(
                name=remote.name, reason=closed.reason
            )
            events.append(NetEvent("paused", down, seat))

    def _start_game(self) -> None:
        self.started = True
        if self.clock is not None:
            self.session.times = [self.clock.times(self.now())]
        self._run_clock()
        for seat in self.remotes:
            self._sync(seat)

    def _sync(self, seat: int) -> None:
        remote = self.remotes[seat]
        if remote.link is not None:
            times = self.clock.times(self.now()) if self.clock is not None else None
            message = game_message(self.session, self.seats, seat, remote.token, self.paused, times)
            try:
                remote.link.send(message)
            except ProtocolError as exc:  # a game of more moves than a frame holds
                log.warning("cannot send the game to %s: %s", remote.link.name, exc)
                remote.link.close(f"the game cannot be sent: {exc}")

    def _run_clock(self) -> None:
        """The time of the player to move runs, unless the game waits or is over."""
        if self.clock is None:
            return
        now = self.now()
        if self.paused or self.over or not self.started:
            self.clock.stop(now)
        elif self.clock.running != self.session.last_to_move():
            self.clock.start(self.session.last_to_move(), now)

    def _broadcast(self, message: dict[str, Any], but: int | None = None) -> None:
        for seat, remote in self.remotes.items():
            if remote.link is not None and seat != but:
                remote.link.send(message)

    def _message(self, seat: int, message: dict[str, Any], events: list[NetEvent]) -> None:
        kind = message["t"]
        if kind == "move":
            self._remote_move(seat, message, events)
        elif kind == "undo_ask":
            self._ask("undo", seat, events)
        elif kind == "draw_offer":
            self._ask("draw", seat, events)
        elif kind in ("undo_answer", "draw_answer"):
            self._answer(seat, "undo" if kind == "undo_answer" else "draw", message["yes"], events)
        elif kind == "resign":
            if message["seat"] not in (None, seat):
                raise ProtocolError("a player may resign only for their own seat")
            self._resign(seat, events)
        elif kind == "chat":
            self._broadcast({"t": "said", "seat": seat, "text": message["text"]}, but=seat)
            events.append(NetEvent("said", message["text"], seat))
        else:
            raise ProtocolError(f"{kind} is not a message a joiner sends")

    def _remote_move(self, seat: int, message: dict[str, Any], events: list[NetEvent]) -> None:
        session = self.session
        if message["ply"] < session.length and self.started:
            log.info("a move for ply %d dropped: the game is at %d", message["ply"], session.length)
            return  # a move crossing an undo: the joiner gets the game again
        if message["ply"] != session.length:
            raise ProtocolError(
                f"a move for move {message['ply'] + 1}, but the game is at move {session.length + 1}"
            )
        why = self._why_not(seat)
        if why is not None:
            if self.paused or self.pending is not None:
                self._sync(seat)  # made while the game waited: refused, the joiner gets the game again
                refused = HostText.tr("{player}'s move refused: {why}").format(
                    player=self._name(seat), why=HostText.tr(why[0]).format(**why[1])
                )
                events.append(NetEvent("refused", refused, seat))
                return
            raise ProtocolError(f"move out of turn: {why[0].format(**why[1])}")
        try:
            move = session.rules.move_from_text(self.session.last_state, message["move"])
            after = session.rules.play(self.session.last_state, move)
        except GameError as exc:
            raise ProtocolError(f"illegal move {message['move'][:40]!r}: {exc}") from exc
        if position_key(session.rules, after) != message["key"]:
            raise ProtocolError(f"the positions differ after move {session.length + 1}: the game is stopped")
        link = self.remotes[seat].link
        self._play(seat, move, events, min(link.rtt / 2, MAX_DELAY_CREDIT) if link is not None else 0.0)

    def _play(self, seat: int, move: Any, events: list[NetEvent], delay: float = 0.0) -> None:
        """Play ``move`` for ``seat``; ``delay``: the seconds the move spent on its way (not
        charged to the mover)."""
        session = self.session
        ply = session.length
        session.go_to(session.length)
        session.play(move)
        text = session.move_texts[-1]
        key = position_key(session.rules, session.state)
        times: list[float] | None = None
        if self.clock is not None:
            now = self.now()
            self.clock.switch(session.to_move(), now - delay)
            if session.final_outcome() is not None:
                self.clock.stop(now)
            times = list(self.clock.times(now - delay))
            self.clock.set_times(times, now)  # the next player's time runs from now
            session.times = [*session.times[: session.length], tuple(times)]
        self._broadcast({"t": "moved", "ply": ply, "move": text, "player": seat, "key": key, "clock": times})
        events.append(NetEvent("moved", text, seat, text, ply))
        self._changed(events)

    def _changed(self, events: list[NetEvent]) -> None:
        if self.on_change is not None:
            self.on_change(self.session)
        result = result_json(self.session)
        if result is not None:
            self.pending = None  # an undo asked or a draw offered lapses with the game: no answer counts
            self._broadcast({"t": "over", "result": result})
            events.append(NetEvent("over", result["reason"]))

    def _ai_move(self, events: list[NetEvent]) -> None:
        session = self.session
        seat = self.session.last_to_move() if not self.over else -1
        if seat < 0 or self.seats[seat].kind != "ai" or self.can_play(seat) is not None:
            return
        if self._search is not None:
            return  # asked already: its reply comes through the inbox
        request = SearchRequest(
            session.rules,
            self.session.last_state,
            self.seats[seat].level,
            session.seed * 1000 + session.length,
            "move",
            self.nodes,
        )
        if self.searcher is not None:
            self._search = request
            self.searcher.search(request, lambda reply: self.inbox.put((None, reply)))
            return
        self._ai_play(run_search(request), events)

    def _ai_reply(self, reply: SearchReply, events: list[NetEvent]) -> None:
        """A searcher's reply: played if it answers the search asked, at the position on show."""
        if reply.request is not self._search:
            return
        self._search = None
        seat = self.session.last_to_move()
        if reply.request.state is self.session.last_state and self.can_play(seat) is None:
            self._ai_play(reply, events)

    def _ai_play(self, reply: SearchReply, events: list[NetEvent]) -> None:
        seat = self.session.last_to_move()
        if reply.move is None:
            events.append(
                NetEvent("closed", HostText.tr("the AI could not move: {error}").format(error=reply.error))
            )
            return
        self._play(seat, reply.move, events)

    # -- undo and draw -------------------------------------------------------------------------
    def _humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind != "ai"]

    def _ask(self, kind: str, seat: int, events: list[NetEvent]) -> None:
        session = self.session
        ply = session.length
        if kind == "undo":
            earlier = [p for p in range(session.length) if session.rules.to_move(session.states[p]) == seat]
            ply = earlier[-1] if earlier else -1
        if self.pending is not None or ply < 0 or self.over or self.paused or not self.started:
            self._refuse(kind, seat, max(ply, 0), events)
            return
        others = {i for i in self._humans() if i != seat}
        self.pending = Pending(kind, seat, ply, set(others))
        policy = self.answer_undo if kind == "undo" else self.answer_draw
        asking = (
            {"t": "undo_ask", "ply": ply, "seat": seat}
            if kind == "undo"
            else {"t": "draw_offer", "seat": seat}
        )
        for other in sorted(others):
            remote = self.remotes.get(other)
            if remote is not None and remote.link is not None:
                remote.link.send(asking)
            elif remote is None:
                asked = "undo_asked" if kind == "undo" else "draw_offered"
                if kind == "undo":
                    text = HostText.tr("{player} asks to take back moves").format(player=self._name(seat))
                else:
                    text = HostText.tr("{player} asks to agree a draw").format(player=self._name(seat))
                events.append(NetEvent(asked, text, seat, ply=ply))
        if not others:  # only the host's AI to ask: the host's policy answers
            self._settle(bool(policy), events)
        elif policy is not None:  # headless: the host's policy answers for its own humans
            for other in sorted(others):
                if other not in self.remotes:
                    self._answer(other, kind, policy, events)

    def _answer(self, seat: int, kind: str, yes: bool, events: list[NetEvent]) -> None:
        pending = self.pending
        if pending is None or pending.kind != kind or seat not in pending.waiting:
            return  # an answer to a question no longer asked
        pending.waiting.discard(seat)
        if not yes:
            self._settle(False, events)
        elif not pending.waiting:
            self._settle(True, events)

    def _refuse(self, kind: str, seat: int, ply: int, events: list[NetEvent]) -> None:
        message = (
            {"t": "undo_refused", "ply": ply} if kind == "undo" else {"t": "draw_declined", "seat": seat}
        )
        self._broadcast(message)
        events.append(
            NetEvent(
                "undo_refused" if kind == "undo" else "draw_declined", HostText.tr("refused"), seat, ply=ply
            )
        )

    def _settle(self, yes: bool, events: list[NetEvent]) -> None:
        pending, self.pending = self.pending, None
        if pending is None:
            return
        if not yes:
            self._refuse(pending.kind, pending.seat, pending.ply, events)
            return
        session = self.session
        if pending.kind == "undo":
            session.take_back(pending.ply)
            self._run_clock()
            self._broadcast(
                {"t": "undone", "ply": pending.ply, "key": position_key(session.rules, session.state)}
            )
            events.append(
                NetEvent(
                    "undone",
                    HostText.tr("back to move {number}").format(number=pending.ply + 1),
                    pending.seat,
                    ply=pending.ply,
                )
            )
            if self.on_change is not None:
                self.on_change(session)
        else:
            session.go_to(session.length)  # the host's player may be looking at an earlier move
            session.end(Outcome.draw(len(self.seats), "a draw agreed"))
            self._changed(events)

    # -- the host's own players ------------------------------------------------------------------
    def play(self, text: str) -> None:
        """A move by a human at the host, after the game's last move; :class:`GameError` or
        :class:`ValueError` says why not."""
        seat = self.session.last_to_move()
        if self.seats[seat].kind != "host":
            raise ValueError(
                HostText.tr("it is {player}'s turn, not a player's at this computer").format(
                    player=self._name(seat)
                )
            )
        why = self.can_play(seat)
        if why is not None:
            raise ValueError(why)
        events: list[NetEvent] = []
        self._play(seat, self.session.rules.move_from_text(self.session.last_state, text), events)

    def ask(self, kind: str, seat: int) -> list[NetEvent]:
        """A human at the host asks to take back (``undo``) or offers a draw (``draw``)."""
        events: list[NetEvent] = []
        self._ask(kind, seat, events)
        return events

    def answer(self, kind: str, seat: int, yes: bool) -> list[NetEvent]:
        """A human at the host answers the question on show."""
        events: list[NetEvent] = []
        self._answer(seat, kind, yes, events)
        return events

    def resign(self, seat: int) -> list[NetEvent]:
        events: list[NetEvent] = []
        self._resign(seat, events)
        return events

    def _resign(self, seat: int, events: list[NetEvent]) -> None:
        if self.over or not self.started:
            return
        self.session.go_to(self.session.length)
        self.session.resign(seat)
        self._changed(events)

    def chat(self, text: str, seat: int = 0) -> None:
        self._broadcast({"t": "said", "seat": seat, "text": text[:300]})

    def close(self, reason: str = "the host quit") -> None:
        """Stop hosting: every joiner is told ``reason``."""
        self.closed = True
        with contextlib.suppress(OSError):
            self._listener.close()
        for remote in self.remotes.values():
            if remote.link is not None:
                remote.link.close(reason)
        for remote in self.remotes.values():
            if remote.link is not None:
                remote.link.join(2.0)
        self._accepter.join(2.0)

    def outcome(self) -> Outcome | None:
        return self.session.final_outcome()


def _local_address() -> str:
    """This computer's address on its network, as others would reach it (no packet is sent)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: connect() on UDP only picks the route
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
