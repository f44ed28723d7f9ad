"""A hostile peer: each attack is refused with a clear reason, the host keeps running and its game
is untouched (a fair joiner is admitted afterwards and finds the game as it was)."""

from __future__ import annotations

import socket
import ssl
import time
from typing import Any

import pytest

from desktop.net import tls
from desktop.net.frames import HEADER, MAX_FRAME, PROTOCOL_VERSION, FrameReader, encode
from desktop.net.game import position_key
from desktop.net.host import HostSession
from desktop.net.invite import new_nonce, proof
from desktop.net.link import NetError, join_handshake
from tests.net.helpers import CODE, LIMITS, Log, make_host, make_joiner, run_until


def _read_until_bye(
    sock: socket.socket, host: HostSession, seconds: float = 5.0, log: Log | None = None
) -> tuple[list[dict[str, Any]], str]:
    """The messages the host sent, up to its ``bye`` (its reason), polling the host meanwhile."""
    reader = FrameReader()
    got: list[dict[str, Any]] = []
    sock.settimeout(0.02)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for event in host.poll(0.005):
            if log is not None:
                log.events.append(("host", event))
        try:
            data = sock.recv(65536)
        except (TimeoutError, ssl.SSLWantReadError):
            continue
        except OSError:
            break
        if not data:
            break
        for message in reader.feed(data):
            if message["t"] == "ping":
                continue  # the host times the round trip from the start: not answered here
            got.append(message)
            if message["t"] == "bye":
                return got, message["reason"]
    raise AssertionError(f"no bye from the host; got {[m['t'] for m in got]}")


def _authenticated(host: HostSession) -> ssl.SSLSocket:
    """A peer that knows the code: past the handshake, before the game message."""
    inv = host.invitation
    return join_handshake(inv.host, inv.port, CODE, inv.fingerprint, "Mallory", None, LIMITS)


def _fair_joiner_finds_the_game_as_it_was(host: HostSession, log: Log) -> None:
    length, key = host.session.length, position_key(host.session.rules, host.session.state)
    joiner = make_joiner(host, None)
    try:
        run_until(host, [joiner], lambda: joiner.session is not None, log, seconds=5)
        assert joiner.session is not None
        assert joiner.session.length == host.session.length == length
        assert position_key(joiner.session.rules, joiner.session.state) == key
    finally:
        joiner.close()


@pytest.fixture
def host() -> Any:
    host = make_host("oxono", ["host", "remote"])  # a human at the host: nothing moves by itself
    yield host
    host.close()


def _refused(host: HostSession, log: Log, part: str) -> None:
    run_until(host, [], lambda: any(part in t for t in log.texts("host", "refused")), log, seconds=5)


def test_a_wrong_code_is_refused(host: HostSession) -> None:
    log = Log()
    inv = host.invitation
    with pytest.raises(NetError, match="wrong code"):
        join_handshake(inv.host, inv.port, "AAA-AAA", inv.fingerprint, "x", None, LIMITS)
    _refused(host, log, "wrong code")
    _fair_joiner_finds_the_game_as_it_was(host, log)


def test_a_host_without_the_invitations_certificate_is_refused(host: HostSession) -> None:
    inv = host.invitation
    with pytest.raises(NetError, match="not the one in the invitation"):
        join_handshake(inv.host, inv.port, CODE, "0" * 64, "x", None, LIMITS)
    _fair_joiner_finds_the_game_as_it_was(host, Log())


def test_a_peer_that_does_not_speak_tls_is_refused(host: HostSession) -> None:
    log = Log()
    with socket.create_connection(("127.0.0.1", host.port), timeout=2) as raw:
        raw.sendall(b"GET / HTTP/1.0\r\n\r\n")
        _refused(host, log, "bad handshake: not TLS 1.3")
    _fair_joiner_finds_the_game_as_it_was(host, log)


def _tls(host: HostSession) -> ssl.SSLSocket:
    return tls.connect("127.0.0.1", host.port, 2.0)


def test_another_protocol_version_is_told_so(host: HostSession) -> None:
    log = Log()
    with _tls(host) as sock:
        hello = {
            "t": "hello",
            "app": "xeno-games",
            "version": 9,
            "nonce": new_nonce(),
            "name": "x",
            "token": None,
        }
        body = encode({**hello, "version": PROTOCOL_VERSION})[HEADER.size :].replace(
            f'"version":{PROTOCOL_VERSION}'.encode(), b'"version":9'
        )
        sock.sendall(HEADER.pack(len(body)) + body)
        _, reason = _read_until_bye(sock, host, log=log)
    assert reason.startswith(f"this host speaks protocol version {PROTOCOL_VERSION}, not 9")
    _refused(host, log, f"version {PROTOCOL_VERSION}, not 9")
    _fair_joiner_finds_the_game_as_it_was(host, log)


def test_a_bad_handshake_message_is_refused(host: HostSession) -> None:
    log = Log()
    with _tls(host) as sock:
        sock.sendall(encode({"t": "proof", "mac": "0" * 64}))  # a proof before any hello
        _, reason = _read_until_bye(sock, host)
    assert reason == "expected hello in the handshake, got proof"
    _fair_joiner_finds_the_game_as_it_was(host, log)


def test_a_proof_made_for_another_connection_is_worth_nothing(host: HostSession) -> None:
    """The proof covers the certificate's fingerprint and both nonces: one copied from elsewhere fails."""
    log = Log()
    with _tls(host) as sock:
        nonce = new_nonce()
        sock.sendall(
            encode(
                {
                    "t": "hello",
                    "app": "xeno-games",
                    "version": PROTOCOL_VERSION,
                    "nonce": nonce,
                    "name": "x",
                    "token": None,
                }
            )
        )
        sock.settimeout(2)
        challenge = FrameReader().feed(sock.recv(65536))[0]
        stale = proof(CODE, "joiner", host.invitation.fingerprint, new_nonce(), nonce)  # another challenge's
        sock.sendall(encode({"t": "proof", "mac": stale}))
        _, reason = _read_until_bye(sock, host)
    assert challenge["t"] == "challenge" and reason == "wrong code"
    _fair_joiner_finds_the_game_as_it_was(host, log)


ATTACKS: dict[str, tuple[bytes | list[bytes], str]] = {
    "oversized frame": (
        HEADER.pack(MAX_FRAME + 1) + b"{",
        f"a frame of {MAX_FRAME + 1} bytes is over the limit",
    ),
    "malformed JSON": (HEADER.pack(8) + b'{"t":"ch', "a message is not valid JSON"),
    "not an object": (HEADER.pack(2) + b"[]", "a message must be a JSON object"),
    "unknown message": (
        encode({"t": "ping"}).replace(b"ping", b"pong") + HEADER.pack(12) + b'{"t":"boom"}',
        "unknown message type 'boom'",
    ),
    "long chat": (
        HEADER.pack(323) + b'{"t":"chat","text":"' + b"x" * 301 + b'"}',
        "chat: field 'text' is longer than 300 characters",
    ),
    "move out of turn": (
        encode({"t": "move", "ply": 0, "move": "X a1-a1 a1", "key": "0" * 32}),
        "move out of turn",
    ),
    "host's message": (
        encode({"t": "moved", "ply": 0, "move": "x", "player": 0, "key": "0" * 32, "clock": None}),
        "moved is not a message a joiner sends",
    ),
    "flood": ([encode({"t": "chat", "text": "spam"})] * 200, "too many messages"),
}


@pytest.mark.parametrize("attack", list(ATTACKS))
def test_a_joined_peer_that_breaks_the_protocol_is_closed_with_the_reason(
    host: HostSession, attack: str
) -> None:
    data, expected = ATTACKS[attack]
    log = Log()
    sock = _authenticated(host)
    try:
        for chunk in data if isinstance(data, list) else [data]:
            sock.sendall(chunk)
        _, reason = _read_until_bye(sock, host)
    finally:
        sock.close()
    assert expected in reason, reason
    assert host.session.length == 0  # the host's game: untouched
    _fair_joiner_finds_the_game_as_it_was(host, log)


def test_illegal_moves_and_moves_out_of_turn_are_refused() -> None:
    host = make_host("oxono", ["remote", "host"])  # the joiner moves first
    try:
        for message, expected in (
            ({"t": "move", "ply": 0, "move": "X z9-z9 z9", "key": "0" * 32}, "illegal move 'X z9-z9 z9'"),
            (
                {"t": "move", "ply": 0, "move": "X d3-d6 d5", "key": "0" * 32},
                "the positions differ after move 1",
            ),
            (
                {"t": "move", "ply": 5, "move": "X d3-d6 d5", "key": "0" * 32},
                "a move for move 6, but the game is at move 1",
            ),
            ({"t": "resign", "seat": 1}, "only for their own seat"),
        ):
            sock = _authenticated(host)
            try:
                sock.sendall(encode(message))
                got, reason = _read_until_bye(sock, host)
            finally:
                sock.close()
            assert got[0]["t"] == "game"
            assert expected in reason, reason
            assert host.session.length == 0
        with pytest.raises(ValueError, match="turn"):  # nor may the host's human play out of turn
            host.play("X d3-d6 d5")
        assert host.session.length == 0
    finally:
        host.close()


def test_a_message_stopped_half_way_is_closed_after_the_time_out(host: HostSession) -> None:
    log = Log()
    sock = _authenticated(host)
    try:
        sock.sendall(encode({"t": "chat", "text": "hello there"})[:10])
        started = time.monotonic()
        _, reason = _read_until_bye(sock, host, seconds=LIMITS.stalled + 3)
    finally:
        sock.close()
    assert reason == f"a message stopped half way for {LIMITS.stalled:g} s"
    assert LIMITS.stalled <= time.monotonic() - started < LIMITS.stalled + 2
    _fair_joiner_finds_the_game_as_it_was(host, log)


def test_a_silent_handshake_times_out() -> None:
    import dataclasses

    limits = dataclasses.replace(LIMITS, handshake=1.0)
    host = make_host("oxono", ["host", "remote"], limits=limits)
    log = Log()
    try:
        with _tls(host) as sock:
            started = time.monotonic()
            _, reason = _read_until_bye(sock, host, seconds=3.0)
            assert 0.9 < time.monotonic() - started < 2.5
        assert reason == "the handshake took too long (waiting for hello)"
        _fair_joiner_finds_the_game_as_it_was(host, log)
    finally:
        host.close()


def test_wrong_codes_beyond_the_limit_turn_everyone_away_for_a_while(
    host: HostSession, monkeypatch: Any
) -> None:
    from desktop.net import host as host_module

    monkeypatch.setattr(host_module, "MAX_WRONG_CODES", 3)
    inv = host.invitation
    log = Log()
    for _ in range(3):
        with pytest.raises(NetError, match="wrong code"):
            join_handshake(inv.host, inv.port, "AAA-AAA", inv.fingerprint, "x", None, LIMITS)
    with pytest.raises(NetError, match="too many wrong codes"):
        join_handshake(inv.host, inv.port, CODE, inv.fingerprint, "x", None, LIMITS)
    run_until(host, [], lambda: len(log.texts("host", "refused")) >= 4, log, seconds=5)
