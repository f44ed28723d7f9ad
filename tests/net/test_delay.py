"""The network's delay is not charged to the player (issue 33, item 4).

Each side measures the round trip with a ping every RTT_EVERY seconds however busy the
connection is (it pinged only after 5 s of its own silence: a host that kept talking never
knew the round trip), and the host credits a joiner's move with half of it, at most
MAX_DELAY_CREDIT (a joiner that answers pings slowly gains no more than that a move).
"""

from __future__ import annotations

import time

import pytest

from desktop.core.clock import TimeControl
from desktop.net import link as link_module
from desktop.net.host import MAX_DELAY_CREDIT
from desktop.net.link import Limits
from tests.net.helpers import make_host, make_joiner, run_until
from tests.net.test_clock import FakeTime

QUIET = Limits(handshake=3.0, idle=60.0, keepalive=30.0, stalled=2.0)


def test_the_round_trip_is_measured_while_the_connection_is_busy() -> None:
    host = make_host("oxono", ["host", "remote"], limits=QUIET)
    joiner = make_joiner(host, None, limits=QUIET)
    try:
        run_until(host, [joiner], lambda: joiner.session is not None)
        link = host.remotes[1].link
        assert link is not None and joiner.link is not None
        deadline = time.monotonic() + 2.6
        while time.monotonic() < deadline:  # the host talks all the time: never 30 s of silence
            host.chat("still here")
            host.poll(0.1)
            joiner.poll(0.1)
        assert link.rtt > 0 and joiner.link.rtt > 0
        assert len(link._trips) >= 2  # measured at once, and again RTT_EVERY later
        assert link.rtt < 0.5  # the loopback
    finally:
        host.close()
        joiner.close()


def test_a_move_is_credited_half_the_round_trip_at_most_a_second(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(link_module, "RTT_EVERY", 3600.0)  # one measure, at the start
    clock = FakeTime()
    control = TimeControl.from_text("1+2")
    host = make_host("oxono", ["ai:easy", "remote"], limits=QUIET, time_control=control, now=clock)
    joiner = make_joiner(host, None, limits=QUIET)
    try:
        run_until(host, [joiner], joiner.my_turn)
        link = host.remotes[1].link
        assert link is not None
        run_until(host, [joiner], lambda: len(link._trips) == 1)
        link.rtt = 10.0  # a joiner that answered the ping 10 s late
        clock.now += 15.0
        session = joiner.session
        assert session is not None
        joiner.play(session.rules.move_to_text(session.state, session.legal_moves()[0]))
        run_until(host, [joiner], lambda: joiner.session_length() == 3)
        assert MAX_DELAY_CREDIT == 1.0
        assert joiner.times is not None and joiner.times[1] == 60.0 - (15.0 - 1.0) + 2.0
    finally:
        host.close()
        joiner.close()
