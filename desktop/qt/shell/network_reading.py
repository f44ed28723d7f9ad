"""What the window reads of its network game: whose seats are here, names, why a click cannot
play, the banner's text and the players' lines (a mixin of
:class:`~desktop.qt.shell.network_mode.NetworkMode`)."""

from __future__ import annotations

import time
from typing import Any

from desktop.core.clock import format_time
from desktop.core.language import Translatable
from desktop.core.session import Session
from desktop.net.host import HostSession
from desktop.net.join import JoinSession


class NetReadText(Translatable):
    """What a game over the network says of its players and its connection."""


class NetworkReading:
    """The state of the network game on show, in words."""

    host: HostSession | None
    join: JoinSession | None
    #: the joiner is connected again and waits for the host's game (nothing may be played)
    awaiting_game: bool

    # -- reading ----------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return self.host is not None or self.join is not None

    @property
    def session(self) -> Session[Any, Any] | None:
        if self.host is not None:
            return self.host.session
        return self.join.session if self.join is not None else None

    def local_seats(self) -> list[int]:
        """The seats played at this computer by a human."""
        if self.host is not None:
            return [i for i, seat in enumerate(self.host.seats) if seat.kind == "host"]
        if self.join is not None and self.join.you is not None:
            return [self.join.you]
        return []

    def _name(self, seat: int | None) -> str:
        session = self.session
        if seat is None or session is None or not 0 <= seat < len(session.seats):
            return NetReadText.tr("The other player")
        return session.rules.player_name(session.last_state, seat)

    def _who(self, seat: int) -> str:
        """The person (or AI) at ``seat``: a name as the host knows it."""
        if self.host is not None:
            return self.host.seats[seat].label()
        if self.join is not None and seat < len(self.join.seats):
            return str(self.join.seats[seat].get("name", ""))
        return ""

    def blocked_reason(self) -> str | None:
        """Why a click on the board cannot play now (the controller's, for a network game): the
        game's, at its last move, wherever the player looks back."""
        session = self.session
        if session is None:
            return NetReadText.tr("Waiting for the host's game")
        if session.final_outcome() is not None:
            return None
        seat = session.last_to_move()
        if self.host is not None:
            if not self.host.started:
                return NetReadText.tr("Waiting for the players to join")
            if seat not in self.local_seats() and not self.host.paused:
                kind = self.host.seats[seat].kind
                if kind == "ai":
                    return NetReadText.tr("{player} plays at the AI here: wait for their move").format(
                        player=self._name(seat)
                    )
                return NetReadText.tr("{player} plays at another computer: wait for their move").format(
                    player=self._name(seat)
                )
            return self.host.can_play(seat)
        assert self.join is not None
        if not self.join.connected:
            return NetReadText.tr("The connection is down: the game is paused")
        if self.awaiting_game:
            return NetReadText.tr("Reconnected: waiting for the host's game")
        if self.join.paused:
            return NetReadText.tr("The game is paused: a player's connection is down")
        if seat != self.join.you:
            return NetReadText.tr("{player} plays at another computer: wait for their move").format(
                player=self._name(seat)
            )
        return None

    def _seat_lines(self) -> list[str]:
        host = self.host
        if host is None:
            return []
        lines = []
        for seat, net_seat in enumerate(host.seats):
            player = self._name(seat)
            if net_seat.kind == "remote":
                remote = host.remotes[seat]
                if remote.link is not None:
                    state = NetReadText.tr("{name} joined").format(name=remote.name)
                else:
                    state = NetReadText.tr("waiting for a player to join…")
                lines.append(f"{player}: {state}")
            else:
                here = NetReadText.tr("{player}: {who} (here)")
                lines.append(here.format(player=player, who=net_seat.label()))
        return lines

    def _connection_state(self) -> tuple[Any, ...]:
        if self.host is not None:
            host = self.host
            away = [self._who(s) or self._name(s) for s in host.paused]
            if away:
                return (self._lost(away), False, tuple(away))
            if not host.started:
                waiting = [self._name(s) for s, r in host.remotes.items() if r.link is None]
                wait = NetReadText.tr("Waiting for {players} to join — code {code}")
                return (wait.format(players=", ".join(waiting), code=host.code), False, tuple(waiting))
            joined = tuple(r.link is not None for r in host.remotes.values())
            return ("", False, joined, host.session.length, host.pending is not None)
        if self.join is not None:
            join = self.join
            if join.stopped is not None:
                return (
                    NetReadText.tr("Connection lost — {reason}").format(reason=join.stopped),
                    True,
                    "stopped",
                )
            if not join.connected:
                return (NetReadText.tr("Connection lost — reconnecting to the host…"), True, "down")
            if self.awaiting_game:
                return (NetReadText.tr("Reconnected: waiting for the host's game…"), False, "resync")
            if join.paused:
                away = [self._who(s) or self._name(s) for s in sorted(join.paused)]
                return (self._lost(away), False, tuple(away))
            if join.session is None:
                return (NetReadText.tr("Joined: waiting for the host's game…"), False, "waiting")
            return ("", False, "playing", join.session.length)
        return ()

    @staticmethod
    def _lost(away: list[str]) -> str:
        """The bar's line while players' connections are down."""
        names = NetReadText.tr(" and ").join(away)
        return NetReadText.tr("Connection lost — waiting for {players} to reconnect").format(players=names)

    def _player_lines(self) -> list[str]:
        session = self.session
        if session is None:
            return []
        local = self.local_seats()
        lines = []
        for seat in range(len(session.seats)):
            who = self._who(seat)
            if seat in local:
                where = NetReadText.tr("you, here")
            elif self.host is not None and self.host.seats[seat].kind == "ai":
                where = NetReadText.tr("the AI here")
            elif self.host is not None:
                remote = self.host.remotes[seat]
                where = (
                    NetReadText.tr("connected")
                    if remote.link is not None
                    else NetReadText.tr("not connected")
                )
            else:
                assert self.join is not None
                where = (
                    NetReadText.tr("away")
                    if seat in self.join.paused
                    else NetReadText.tr("at another computer")
                )
            clock = self._time_left(seat)
            lines.append(
                f"{self._name(seat)}: {who} — {where}" + (f" · {format_time(clock)}" if clock else "")
            )
        return lines

    def _clock_source(self) -> tuple[tuple[float, ...], int | None]:
        """Each player's time on the host's clock and whose time runs, for the players panel."""
        session = self.session
        if session is None:
            return (), None
        times = tuple(self._time_left(p) or 0.0 for p in range(len(session.seats)))
        host, join = self.host, self.join
        waits = (host is not None and (host.paused or not host.started)) or (
            join is not None and (bool(join.paused) or not join.connected)
        )
        running = None if session.final_outcome() is not None or waits else session.last_to_move()
        return times, running

    def _time_left(self, seat: int) -> float | None:
        """The host's clock for ``seat`` (its times as they last arrived, less the time since
        for the side to move), when the game has one."""
        if self.host is not None and self.host.clock is not None:
            return self.host.clock.left(seat, self.host.now())
        join = self.join
        if join is None or join.times is None or join.session is None or seat >= len(join.times):
            return None
        left = join.times[seat]
        session = join.session
        ticking = seat == session.last_to_move() and session.final_outcome() is None
        if ticking and not join.paused and join.connected:
            left -= time.monotonic() - join.times_at
        return max(0.0, left)
