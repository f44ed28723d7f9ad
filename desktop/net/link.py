"""One connection: the handshake, then a thread that reads and writes frames.

The handshake runs blocking with one deadline (:attr:`Limits.handshake`):
TLS, then ``hello`` (joiner), ``challenge`` (host), ``proof`` (joiner),
``welcome`` (host).  The joiner proves the code first, and only to the host
whose certificate it pinned; the host proves it back only to a joiner that
proved it, so no one learns a proof to guess the code from by connecting.

After it a :class:`Link` owns the socket: one thread both reads and writes
(one TLS object is never used by two threads at once).  What it reads goes,
checked, to the owner's inbox as ``(link, message)``; pings are answered
there and then.  It closes the connection, sending ``bye`` with the reason,
on a bad frame or message, a flood (:attr:`Limits.flood`), a message stopped
half way (:attr:`Limits.stalled`) or silence (:attr:`Limits.idle`; each side
pings after :attr:`Limits.keepalive` of its own silence), and posts
``(link, Closed(reason, by_peer))`` last.  Each side also pings every
:data:`RTT_EVERY` seconds, however busy, to know the round trip
(:attr:`Link.rtt`): the host does not charge a move's trip to its mover.
"""

from __future__ import annotations

import collections
import contextlib
import json
import logging
import queue
import select
import socket
import ssl
import statistics
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from desktop.net import tls
from desktop.net.frames import (
    HEADER,
    PROTOCOL_VERSION,
    FrameReader,
    ProtocolError,
    body_length,
    decode,
    encode,
)
from desktop.net.invite import new_nonce, proof, proof_matches

log = logging.getLogger(__name__)
#: seconds between two measures of the round trip (a ping, however busy the connection)
RTT_EVERY = 2.0
#: the round trip is the median of this many last pings (one slow answer does not count much)
RTT_SAMPLES = 5


class NetError(Exception):
    """A connection that could not be made or was refused; the text says why, for the player."""


@dataclass(frozen=True)
class RateLimit:
    """A token bucket: ``rate`` messages a second on average, up to ``burst`` at once."""

    rate: float = 20.0
    burst: float = 60.0


@dataclass(frozen=True)
class Limits:
    """Time-outs (seconds) and the rate limit of a connection."""

    #: the peer's messages beyond which the connection is a flood
    flood: RateLimit = RateLimit()
    #: the whole handshake, from the TCP connection to the welcome
    handshake: float = 10.0
    #: the peer's silence that closes the connection
    idle: float = 30.0
    #: this side's silence after which it pings
    keepalive: float = 5.0
    #: how long a message may stop half way
    stalled: float = 10.0
    #: how often the connection's thread looks at its outbox and the clock
    tick: float = 0.05


@dataclass(frozen=True)
class Closed:
    """The last thing a link posts: why it closed, and whether the peer said so (its ``bye``)."""

    reason: str
    by_peer: bool = False


Inbox = queue.Queue[tuple["Link | None", Any]]


# -- the handshake -------------------------------------------------------------------------------
def _recv_blocking(sock: ssl.SSLSocket, deadline: float, what: str) -> dict[str, Any]:
    """One message read before ``deadline``; a ``bye`` becomes :class:`NetError` with its reason."""

    def exactly(count: int) -> bytes:
        data = b""
        while len(data) < count:
            left = deadline - time.monotonic()
            if left <= 0:
                raise ProtocolError(f"the handshake took too long (waiting for {what})")
            sock.settimeout(left)
            try:
                piece = sock.recv(count - len(data))
            except TimeoutError as exc:
                raise ProtocolError(f"the handshake took too long (waiting for {what})") from exc
            if not piece:
                raise NetError(f"the connection closed during the handshake (waiting for {what})")
            data += piece
        return data

    body = exactly(body_length(exactly(HEADER.size)))
    if what == "hello":  # another version's hello may have other fields: its version is read first
        with contextlib.suppress(ValueError, RecursionError):
            raw = json.loads(body)
            version = raw.get("version") if isinstance(raw, dict) else None
            if raw.get("t") == "hello" and type(version) is int and version != PROTOCOL_VERSION:
                raise ProtocolError(
                    f"this host speaks protocol version {PROTOCOL_VERSION}, not {version}: "
                    "both players need the same version of the app"
                )
    message = decode(body)
    if message["t"] == "bye":
        raise NetError(f"the other side closed the connection: {message['reason']}")
    if message["t"] != what:
        raise ProtocolError(f"expected {what} in the handshake, got {message['t']}")
    return message


def _send_blocking(sock: ssl.SSLSocket, message: dict[str, Any]) -> None:
    sock.sendall(encode(message))


def say_bye(sock: socket.socket, reason: str) -> None:
    """Send ``bye`` with ``reason`` (best effort) and close."""
    with contextlib.suppress(OSError, ProtocolError):
        sock.settimeout(1.0)
        sock.sendall(encode({"t": "bye", "reason": reason[:300]}))
    linger(sock)


def linger(sock: socket.socket, seconds: float = 0.3) -> None:
    """Close after reading (and dropping) what the peer still sends for up to ``seconds``: a
    socket closed with unread data resets the connection, and the peer might lose our ``bye``."""
    with contextlib.suppress(OSError, ValueError):
        sock.setblocking(False)
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            ready, _, _ = select.select([sock], [], [], min(left, 0.05))
            if not ready:
                continue
            try:
                if not sock.recv(65536):
                    break
            except (ssl.SSLWantReadError, ssl.SSLWantWriteError, BlockingIOError):
                continue
    with contextlib.suppress(OSError):
        sock.close()


@dataclass(frozen=True)
class Hello:
    """What a joiner said in its hello, once it has proved the code."""

    name: str
    token: str | None


def host_handshake(
    raw: socket.socket,
    context: ssl.SSLContext,
    code: str,
    fingerprint: str,
    limits: Limits,
    refuse: str | None = None,
    wrong_code: Callable[[], None] | None = None,
) -> tuple[ssl.SSLSocket, Hello]:
    """TLS and the code proof, as the host; :class:`ProtocolError` or :class:`NetError` on failure
    (the peer has been told why and the socket is closed).  ``refuse``: a reason to turn the
    peer away with, once TLS is up (so it can read it); ``wrong_code()`` is called when the
    proof fails, before the peer is told (so a peer that tries again is counted already)."""
    deadline = time.monotonic() + limits.handshake
    raw.settimeout(limits.handshake)
    try:
        sock = context.wrap_socket(raw, server_side=True)
    except (ssl.SSLError, OSError) as exc:
        with contextlib.suppress(OSError):
            raw.close()
        raise NetError(f"bad handshake: not TLS 1.3 ({type(exc).__name__})") from exc
    try:
        if refuse is not None:
            with contextlib.suppress(ProtocolError, NetError, OSError):
                _recv_blocking(sock, deadline, "hello")
            raise ProtocolError(refuse)
        hello = _recv_blocking(sock, deadline, "hello")
        nonce = new_nonce()
        _send_blocking(sock, {"t": "challenge", "version": PROTOCOL_VERSION, "nonce": nonce})
        given = _recv_blocking(sock, deadline, "proof")["mac"]
        if not proof_matches(proof(code, "joiner", fingerprint, nonce, hello["nonce"]), given):
            if wrong_code is not None:
                wrong_code()
            raise ProtocolError("wrong code")
        _send_blocking(sock, {"t": "welcome", "mac": proof(code, "host", fingerprint, nonce, hello["nonce"])})
    except ProtocolError as exc:
        say_bye(sock, str(exc))
        raise
    except (NetError, OSError):
        with contextlib.suppress(OSError):
            sock.close()
        raise
    sock.settimeout(None)
    return sock, Hello(hello["name"], hello["token"])


def join_handshake(
    host: str, port: int, code: str, fingerprint: str | None, name: str, token: str | None, limits: Limits
) -> ssl.SSLSocket:
    """TLS (the host's certificate pinned to ``fingerprint``) and the code proof, as a joiner;
    :class:`NetError` says why it failed."""
    deadline = time.monotonic() + limits.handshake
    try:
        sock = tls.connect(host, port, limits.handshake)
    except (OSError, ssl.SSLError) as exc:
        raise NetError(f"cannot reach {host}:{port}: {exc}") from exc
    try:
        seen = tls.check_pin(sock, fingerprint)
        nonce = new_nonce()
        hello = {"t": "hello", "app": "xeno-games", "version": PROTOCOL_VERSION, "nonce": nonce}
        _send_blocking(sock, {**hello, "name": name[:40], "token": token})
        challenge = _recv_blocking(sock, deadline, "challenge")
        if challenge["version"] != PROTOCOL_VERSION:
            raise NetError(f"the host speaks protocol version {challenge['version']}, not {PROTOCOL_VERSION}")
        _send_blocking(sock, {"t": "proof", "mac": proof(code, "joiner", seen, challenge["nonce"], nonce)})
        welcome = _recv_blocking(sock, deadline, "welcome")
        if not proof_matches(proof(code, "host", seen, challenge["nonce"], nonce), welcome["mac"]):
            raise NetError("the host could not prove it knows the code")
    except tls.PinError as exc:
        say_bye(sock, "the certificate is not the invitation's")
        raise NetError(str(exc)) from exc
    except ProtocolError as exc:
        say_bye(sock, str(exc))
        raise NetError(f"the host broke the protocol: {exc}") from exc
    except NetError:
        with contextlib.suppress(OSError):
            sock.close()
        raise
    except (OSError, ssl.SSLError) as exc:
        with contextlib.suppress(OSError):
            sock.close()
        raise NetError(f"the connection failed during the handshake: {exc}") from exc
    sock.settimeout(None)
    return sock


# -- the link --------------------------------------------------------------------------------------
class Link:
    """A connection after its handshake: one thread reads and writes; messages go to ``inbox``."""

    def __init__(self, sock: ssl.SSLSocket, inbox: Inbox, limits: Limits, name: str = "peer") -> None:
        self.sock = sock
        self.inbox = inbox
        self.limits = limits
        self.name = name
        self._outbox: collections.deque[bytes] = collections.deque()
        self._closing: str | None = None
        self._lock = threading.Lock()
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._thread = threading.Thread(target=self._run, name=f"net-{name}", daemon=True)
        self.closed: Closed | None = None
        #: the round trip, the median of the last :data:`RTT_SAMPLES` pings (seconds; 0 until one is)
        self.rtt = 0.0
        self._trips: collections.deque[float] = collections.deque(maxlen=RTT_SAMPLES)

    def start(self) -> None:
        self._thread.start()

    @property
    def alive(self) -> bool:
        return self.closed is None and self._closing is None

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message`` (checked now: a bad one raises here, on the caller's side)."""
        data = encode(message)
        with self._lock:
            if self._closing is None and self.closed is None:
                self._outbox.append(data)
        self._wake()

    def close(self, reason: str) -> None:
        """Send ``bye`` with ``reason`` after what is queued, then close."""
        with self._lock:
            if self._closing is None:
                self._closing = reason
        self._wake()

    def join(self, timeout: float = 5.0) -> None:
        self._thread.join(timeout)

    def _wake(self) -> None:
        with contextlib.suppress(OSError):
            self._wake_w.send(b"x")

    def _write(self, data: bytes) -> None:
        view = memoryview(data)
        deadline = time.monotonic() + self.limits.idle
        while view:
            try:
                sent = self.sock.send(view)
                view = view[sent:]
            except (ssl.SSLWantWriteError, BlockingIOError):
                if time.monotonic() > deadline:
                    raise TimeoutError("the peer reads nothing") from None
                select.select([], [self.sock], [], self.limits.tick)
            except ssl.SSLWantReadError:
                select.select([self.sock], [], [], self.limits.tick)

    def _read(self) -> bytes | None:
        """What came (``b""``: the peer closed; ``None``: nothing yet)."""
        try:
            return self.sock.recv(65536)
        except (ssl.SSLWantReadError, ssl.SSLWantWriteError, BlockingIOError):
            return None

    def _run(self) -> None:
        limits = self.limits
        reader = FrameReader()
        now = time.monotonic()
        last_sent = last_heard = last_progress = refilled = now
        pinged = 0.0  # when the ping in flight went (0: none)
        measured = now - RTT_EVERY  # the first round trip is measured at once
        tokens = limits.flood.burst
        reason, by_peer, tell = "", False, True
        try:
            self.sock.setblocking(False)
            while True:
                with self._lock:
                    pending = list(self._outbox)
                    self._outbox.clear()
                    closing = self._closing
                for chunk in pending:
                    self._write(chunk)
                    last_sent = time.monotonic()
                if closing is not None:
                    reason = closing
                    break
                now = time.monotonic()
                if now - last_sent > limits.keepalive or (not pinged and now - measured >= RTT_EVERY):
                    self._write(encode({"t": "ping"}))
                    last_sent = now
                    pinged = pinged or now
                    measured = now
                if now - last_heard > limits.idle:
                    raise ProtocolError(f"no word from the other side for {limits.idle:g} s")
                if reader.partial and now - last_progress > limits.stalled:
                    raise ProtocolError(f"a message stopped half way for {limits.stalled:g} s")
                if self.sock.pending() == 0:
                    ready, _, _ = select.select([self.sock, self._wake_r], [], [], limits.tick)
                    if self._wake_r in ready:
                        with contextlib.suppress(OSError):
                            self._wake_r.recv(4096)
                    if self.sock not in ready:
                        continue
                data = self._read()
                if data is None:
                    continue
                if data == b"":
                    reason, tell = "the other side closed the connection", False
                    break
                now = time.monotonic()
                last_heard = last_progress = now
                for message in reader.feed(data):
                    now = time.monotonic()
                    tokens = min(limits.flood.burst, tokens + (now - refilled) * limits.flood.rate)
                    refilled = now
                    tokens -= 1
                    if tokens < 0:
                        raise ProtocolError(f"too many messages (more than {limits.flood.rate:g} a second)")
                    kind = message["t"]
                    if kind == "ping":
                        self._write(encode({"t": "pong"}))
                        last_sent = time.monotonic()
                    elif kind == "pong":
                        if pinged:
                            self._trips.append(min(max(0.0, now - pinged), limits.idle))
                            self.rtt = statistics.median(self._trips)
                        pinged = 0.0
                    elif kind == "bye":
                        reason, by_peer, tell = message["reason"], True, False
                        break
                    else:
                        self.inbox.put((self, message))
                if by_peer:
                    break
        except ProtocolError as exc:
            reason = str(exc)
        except (OSError, ssl.SSLError) as exc:
            reason, tell = f"the connection was lost ({type(exc).__name__}: {exc})"[:300], False
        finally:
            if tell:
                with contextlib.suppress(OSError, ssl.SSLError, ProtocolError):
                    self._write(encode({"t": "bye", "reason": reason[:300]}))
                linger(self.sock)
            for closable in (self.sock, self._wake_r, self._wake_w):
                with contextlib.suppress(OSError):
                    closable.close()
            log.info("connection to %s closed: %s%s", self.name, reason, " (their reason)" if by_peer else "")
            self.closed = Closed(reason, by_peer)
            self.inbox.put((self, self.closed))
