"""The host's clock over the network: each move carries every player's time left; a flag falls."""

from __future__ import annotations

from desktop.core.clock import TimeControl
from desktop.net.host import MAX_DELAY_CREDIT
from tests.net.helpers import Log, make_host, make_joiner, run_until


class FakeTime:
    """A time source the test moves by hand (no sleeping)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_times_travel_with_the_moves_and_a_flag_falls_over_the_network() -> None:
    clock = FakeTime()
    host = make_host("oxono", ["ai:easy", "remote"], time_control=TimeControl.from_text("1+2"), now=clock)
    joiner = make_joiner(host, None)
    log = Log()
    try:
        run_until(host, [joiner], joiner.my_turn, log)  # the host's AI moved at once: 2 s added
        assert joiner.session is not None and joiner.session.time_control.text() == "1+2"
        assert joiner.times == [62.0, 60.0]
        clock.now += 15.0  # the joiner thinks for 15 s
        session = joiner.session
        joiner.play(session.rules.move_to_text(session.state, session.legal_moves()[0]))
        run_until(host, [joiner], lambda: joiner.session_length() == 3, log)
        # 60 - 15 + 2 for the joiner, 62 + 2 for the AI; the joiner is not charged half the round
        # trip (the loopback's, in a process that searches too: at most MAX_DELAY_CREDIT)
        assert joiner.times is not None and joiner.times[0] == 64.0
        assert 47.0 <= joiner.times[1] <= 47.0 + MAX_DELAY_CREDIT
        assert host.session.times[-1] == joiner.session.times[-1] == tuple(joiner.times)
        clock.now += 48.5  # the joiner's flag falls
        run_until(host, [joiner], lambda: host.over and joiner.over, log, seconds=5)
        outcome = host.session.final_outcome()
        assert outcome is not None and outcome.winner == 0 and outcome.reason.endswith("ran out of time")
        assert joiner.session.final_outcome() == outcome
        assert host.session.timed_out
    finally:
        host.close()
        joiner.close()


def test_the_clock_stops_while_the_game_is_paused() -> None:
    import socket

    clock = FakeTime()
    host = make_host("oxono", ["ai:easy", "remote"], time_control=TimeControl.from_text("1+0"), now=clock)
    joiner = make_joiner(host, None, reconnect_delay=60.0)
    log = Log()
    try:
        run_until(host, [joiner], joiner.my_turn, log)
        clock.now += 10.0
        assert joiner.link is not None
        joiner.link.sock.shutdown(socket.SHUT_RDWR)
        run_until(host, [joiner], lambda: host.paused == [1], log, seconds=5)
        clock.now += 600.0  # ten minutes away: not charged, no flag falls
        host.poll(0.01)
        assert not host.over
        joiner._retry_at = 0.0
        run_until(host, [joiner], lambda: not host.paused and joiner.my_turn(), log, seconds=5)
        assert host.clock is not None and host.clock.times(clock.now) == (60.0, 50.0)
        assert joiner.times == [60.0, 50.0]
    finally:
        host.close()
        joiner.close()


def test_the_clock_of_the_player_to_move_runs_while_the_hosts_player_looks_back() -> None:
    """The host's window shows the host's own session: its player may step back through the game.
    The clock goes on charging the player to move after the last move, not the one to move at
    the move on show (that one was charged the time the host's player looked back)."""
    clock = FakeTime()
    host = make_host("oxono", ["host", "remote"], time_control=TimeControl.from_text("1+0"), now=clock)
    joiner = make_joiner(host, None)
    log = Log()
    try:
        run_until(host, [joiner], lambda: host.started and joiner.session is not None, log)
        session = host.session
        host.play(session.rules.move_to_text(session.state, session.legal_moves()[0]))
        run_until(host, [joiner], joiner.my_turn, log)
        assert joiner.session is not None
        joined = joiner.session
        joiner.play(joined.rules.move_to_text(joined.state, joined.legal_moves()[0]))
        run_until(host, [joiner], lambda: session.length == 2 and joiner.session_length() == 2, log)
        before = host.clock.times(clock.now) if host.clock is not None else ()
        session.go_to(1)  # the joiner was to move there; the host's player is to move now
        host.poll()
        clock.now += 10.0
        host.poll()
        assert host.clock is not None and host.clock.running == 0 == host.session.last_to_move()
        assert host.clock.times(clock.now) == (before[0] - 10.0, before[1])
        assert session.cursor == 1  # still looking back
    finally:
        host.close()
        joiner.close()
