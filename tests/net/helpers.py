"""Hosts and joiners over the loopback, driven from the test's thread with short time-outs."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

from desktop.games.registry import resolve
from desktop.net.game import NetEvent, NetSeat
from desktop.net.host import HostSession
from desktop.net.join import JoinSession
from desktop.net.link import Limits

LIMITS = Limits(handshake=3.0, idle=4.0, keepalive=0.5, stalled=1.0)
CODE = "7K4-Q2M"
NODES = 60


def make_host(game: str, seats: Sequence[str], limits: Limits = LIMITS, **kwargs: Any) -> HostSession:
    rules, options = resolve(game)
    options.update(kwargs.pop("options", {}))
    return HostSession(
        rules,
        options,
        [NetSeat.parse(s) for s in seats],
        bind="127.0.0.1",
        code=CODE,
        limits=limits,
        nodes=kwargs.pop("nodes", NODES),
        **kwargs,
    )


def make_joiner(host: HostSession, level: str | None = "easy", **kwargs: Any) -> JoinSession:
    invitation = host.invitation
    kwargs.setdefault("limits", LIMITS)
    kwargs.setdefault("reconnect_delay", 0.2)
    joiner = JoinSession(
        invitation.host,
        invitation.port,
        invitation.code,
        invitation.fingerprint,
        ai_level=level,
        nodes=kwargs.pop("nodes", NODES),
        **kwargs,
    )
    joiner.connect()
    return joiner


class Log:
    """Every event of each side, by side."""

    def __init__(self) -> None:
        self.events: list[tuple[str, NetEvent]] = []

    def kinds(self, side: str) -> list[str]:
        return [e.kind for s, e in self.events if s == side]

    def texts(self, side: str, kind: str) -> list[str]:
        return [e.text for s, e in self.events if s == side and e.kind == kind]


def run_until(
    host: HostSession,
    joiners: Sequence[JoinSession],
    done: Callable[[], bool],
    log: Log | None = None,
    seconds: float = 30.0,
) -> None:
    """Poll every side until ``done()``; fails after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, f"not done after {seconds} s"
        for event in host.poll(0.005):
            if log is not None:
                log.events.append(("host", event))
        for number, joiner in enumerate(joiners):
            for event in joiner.poll(0.005):
                if log is not None:
                    log.events.append((f"join{number}", event))


def finished(host: HostSession, joiners: Sequence[JoinSession]) -> Callable[[], bool]:
    return lambda: host.over and all(j.over for j in joiners)
