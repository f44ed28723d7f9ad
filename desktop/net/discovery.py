"""Finding hosts on the local network: a waiting host announces itself over mDNS (DNS-SD).

A host whose game waits for players advertises one service of type
:data:`SERVICE_TYPE` whose TXT record says what the Join dialog lists: the
game, its board, the number of players, the clock, the host's name, the free
seats, the protocol version and the certificate's fingerprint — never the
code, which the player still types.  It withdraws the service when every seat
is taken or the game ends (:class:`Advertiser`).

A joiner's :class:`Browser` collects the hosts it sees.  Anyone on the network
can advertise anything, so every service is read strictly (:func:`read_service`):
a TXT record of at most :data:`MAX_TXT_BYTES`, known keys only, each value UTF-8
of a bounded size and form, a known game, a port and an IP address; at most
:data:`MAX_HOSTS` hosts are kept and at most :data:`MAX_WAITING` names wait to
be looked up.  A listed host is only a suggestion: joining it still takes the
code, and the TLS certificate must be the advertised one.

The network's work (python-zeroconf's sockets, the look-ups, registering and
withdrawing, which block for a second or two) runs on threads of their own;
the window reads :meth:`Browser.hosts` from a timer.  No Qt here.
"""

from __future__ import annotations

import atexit
import contextlib
import ipaddress
import logging
import queue
import re
import secrets
import socket
import threading
import time
import unicodedata
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from desktop.core.clock import TimeControl
from desktop.net.frames import PROTOCOL_VERSION

if TYPE_CHECKING:
    from desktop.net.host import HostSession

log = logging.getLogger(__name__)

SERVICE_TYPE = "_xenogames._tcp.local."
#: the most hosts a browser keeps (a stranger may advertise a thousand)
MAX_HOSTS = 32
#: the most service names waiting to be looked up; more are dropped until they change again
MAX_WAITING = 64
#: the TXT record's size, all of it (a real host's is about 150 bytes)
MAX_TXT_BYTES = 600
#: a service's instance name (the part before the type)
MAX_NAME = 63
#: how long a look-up of one service may take (milliseconds)
LOOKUP_MS = 2000
#: how long a browser keeps a service it was not told is gone (a host that crashed), seconds
TTL = 120
#: the least time between two updates of an advertised service (seconds)
UPDATE_GAP = 1.5
_WORD = re.compile(r"[a-z0-9][a-z0-9_-]{0,23}")
_HEX64 = re.compile(r"[0-9a-f]{64}")
_KEYS = {"v", "g", "b", "p", "f", "n", "c", "fp"}

#: makes the python-zeroconf object (tests: one on the loopback); its argument: the interfaces
ZeroconfFactory = Callable[[Sequence[str] | None], Any]


class DiscoveryError(ValueError):
    """A service that is not a host of this app's, or not one to list; the text says why."""


@dataclass(frozen=True)
class Advert:
    """What a waiting host tells the network (see the module's doc)."""

    game: str
    players: int
    free: int
    name: str
    fingerprint: str
    address: str
    port: int
    board: str = ""
    clock: str = ""

    def properties(self, serial: int = 0) -> dict[str, str]:
        """The TXT record's keys and values; ``serial`` counts the updates (a browser reports
        an update only when the record is one it has not seen lately)."""
        values = {
            "s": str(serial % 1000000),
            "v": str(PROTOCOL_VERSION),
            "g": self.game,
            "p": str(self.players),
            "f": str(self.free),
            "n": self.name[:40],
            "fp": self.fingerprint,
        }
        if self.board:
            values["b"] = self.board
        if self.clock:
            values["c"] = self.clock
        return values


@dataclass(frozen=True)
class FoundHost:
    """A host seen on the network, read and checked (see :func:`read_service`)."""

    #: the service's full name (unique on the network while it is advertised)
    service: str
    name: str
    game: str
    players: int
    free: int
    address: str
    port: int
    fingerprint: str | None
    board: str = ""
    clock: str = ""
    version: int = PROTOCOL_VERSION

    def where(self) -> str:
        return f"[{self.address}]:{self.port}" if ":" in self.address else f"{self.address}:{self.port}"


def _text(raw: bytes | None, key: str, most: int) -> str:
    if raw is None:
        raise DiscoveryError(f"{key}: no value")
    if len(raw) > most * 4:
        raise DiscoveryError(f"{key}: {len(raw)} bytes is too long")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise DiscoveryError(f"{key}: not UTF-8") from exc
    if len(text) > most:
        raise DiscoveryError(f"{key}: more than {most} characters")
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Co", "Cs", "Zl", "Zp") for ch in text):
        raise DiscoveryError(f"{key}: control characters")
    return text


def _number(raw: bytes | None, key: str, low: int, high: int) -> int:
    text = _text(raw, key, 8)
    if not text.isascii() or not text.isdigit() or not low <= int(text) <= high:
        raise DiscoveryError(f"{key}: {text!r} is not a number from {low} to {high}")
    return int(text)


def read_properties(
    properties: Mapping[bytes, bytes | None], size: int, known_games: Iterable[str] | None = None
) -> dict[str, Any]:
    """A TXT record's fields, checked; :class:`DiscoveryError` says what is wrong."""
    if size > MAX_TXT_BYTES:
        raise DiscoveryError(f"a TXT record of {size} bytes (at most {MAX_TXT_BYTES})")
    fields: dict[str, bytes | None] = {}
    for key, value in properties.items():
        if not isinstance(key, bytes) or not isinstance(value, bytes | None):
            raise DiscoveryError("a TXT record of something else than bytes")
        name = key.decode("ascii", "replace").lower()
        if name in _KEYS:
            fields[name] = value
    for needed in ("v", "g", "p", "f", "n"):
        if needed not in fields:
            raise DiscoveryError(f"no {needed!r} in the TXT record")
    version = _number(fields["v"], "v", 0, 99)
    game = _text(fields["g"], "g", 24)
    if not _WORD.fullmatch(game):
        raise DiscoveryError(f"g: {game!r} is not a game id")
    if known_games is not None and game not in set(known_games):
        raise DiscoveryError(f"g: {game!r} is not a game this app has")
    players = _number(fields["p"], "p", 2, 6)
    free = _number(fields["f"], "f", 0, players)
    name = _text(fields["n"], "n", 40).strip() or "Host"
    board = _text(fields["b"], "b", 24) if "b" in fields else ""
    if board and not _WORD.fullmatch(board):
        raise DiscoveryError(f"b: {board!r} is not a board")
    clock = _text(fields["c"], "c", 20) if "c" in fields else ""
    if clock:
        try:
            clock = TimeControl.from_text(clock).text()
        except ValueError as exc:
            raise DiscoveryError(f"c: {exc}") from exc
    fingerprint = _text(fields["fp"], "fp", 64).lower() if "fp" in fields else None
    if fingerprint is not None and not _HEX64.fullmatch(fingerprint):
        raise DiscoveryError("fp: not 64 hex digits")
    return {
        "version": version,
        "game": game,
        "players": players,
        "free": free,
        "name": name,
        "board": board,
        "clock": clock,
        "fingerprint": fingerprint,
    }


def read_service(info: Any, known_games: Iterable[str] | None = None) -> FoundHost:
    """A resolved python-zeroconf ``ServiceInfo`` as a host to list; :class:`DiscoveryError`
    says why it is not one (another protocol version, a full game, a bad record…)."""
    service = info.name
    if not isinstance(service, str) or not service.endswith("." + SERVICE_TYPE):
        raise DiscoveryError("not a service of this app's type")
    instance = service[: -len(SERVICE_TYPE) - 1]
    if not 0 < len(instance) <= MAX_NAME or not instance.isprintable():
        raise DiscoveryError("a service name of the wrong size or with control characters")
    text = info.text or b""
    fields = read_properties(info.properties or {}, len(text), known_games)
    if fields["version"] != PROTOCOL_VERSION:
        raise DiscoveryError(f"protocol version {fields['version']}, this app speaks {PROTOCOL_VERSION}")
    if fields["free"] == 0:
        raise DiscoveryError("no free seat")
    port = info.port
    if type(port) is not int or not 1 <= port <= 65535:
        raise DiscoveryError(f"port {port!r}")
    address = _first_address(info.addresses)
    return FoundHost(service=service, address=address, port=port, **fields)


def _first_address(packed: Sequence[bytes]) -> str:
    """The first IPv4 address (else IPv6) of a service's addresses, as text."""
    for wanted in (4, 16):
        for raw in list(packed)[:16]:
            if isinstance(raw, bytes) and len(raw) == wanted:
                address = ipaddress.ip_address(raw)
                if not (address.is_multicast or address.is_unspecified):
                    return str(address)
    raise DiscoveryError("no address")


def _default_zeroconf(interfaces: Sequence[str] | None) -> Any:
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf  # loaded when first used

    if interfaces is None:
        return Zeroconf(interfaces=InterfaceChoice.All, ip_version=IPVersion.V4Only)
    return Zeroconf(interfaces=list(interfaces), ip_version=IPVersion.V4Only)


class Advertiser:
    """Announces a waiting host (:meth:`advertise`, again when its free seats change) until
    :meth:`withdraw` or :meth:`close`; the work happens on a thread of its own."""

    def __init__(
        self, interfaces: Sequence[str] | None = None, make_zeroconf: ZeroconfFactory = _default_zeroconf
    ) -> None:
        self.interfaces = interfaces
        self.make_zeroconf = make_zeroconf
        #: why the host could not be announced (no network, no multicast…), or ``None``
        self.error: str | None = None
        #: the service name while one is advertised (for tests and the log)
        self.service: str | None = None
        self._orders: queue.Queue[tuple[str, Advert | None]] = queue.Queue()
        self._last: Advert | None = None
        self._thread = threading.Thread(target=self._run, name="net-advertise", daemon=True)
        self._thread.start()
        _advertisers.add(self)

    def advertise(self, advert: Advert) -> None:
        """Announce ``advert`` (or update the one announced; a full game is withdrawn)."""
        if advert.free <= 0:
            self.withdraw()
        elif advert != self._last:
            self._last = advert
            self._orders.put(("advertise", advert))

    def withdraw(self) -> None:
        if self._last is not None:
            self._last = None
            self._orders.put(("withdraw", None))

    def close(self, wait: float = 0.0) -> None:
        """Withdraw and stop (``wait``: seconds to wait for the goodbye to be sent)."""
        self._last = None
        self._orders.put(("close", None))
        if wait > 0:
            self._thread.join(wait)

    def _next_order(self, sent_at: float) -> tuple[str, Advert | None]:
        """The next order; an update waits until :data:`UPDATE_GAP` after the last one (a
        browser may keep a record it had for less than a second beside the new one), and
        orders that came meanwhile replace it (a close wins)."""
        order = self._orders.get()
        if order[0] == "advertise":
            time.sleep(max(0.0, sent_at + UPDATE_GAP - time.monotonic()))
        while True:
            try:
                later = self._orders.get_nowait()
            except queue.Empty:
                return order
            order = later if order[0] != "close" else order

    def _run(self) -> None:
        zc: Any = None
        info: Any = None
        sent_at = -UPDATE_GAP
        serial = 0
        while True:
            order, advert = self._next_order(sent_at)
            try:
                if order in ("withdraw", "close") and info is not None:
                    zc.unregister_service(info)
                    info, self.service = None, None
                if order == "close":
                    break
                if order == "advertise" and advert is not None:
                    if zc is None:
                        zc = self.make_zeroconf(self.interfaces)
                    serial += 1
                    fresh = _service_info(advert, info, serial)
                    if info is None:
                        zc.register_service(fresh, allow_name_change=True)
                    else:
                        zc.update_service(fresh)
                    info, self.service = fresh, fresh.name
                    sent_at = time.monotonic()
                    self.error = None
            except Exception as exc:  # no network here: the game is hosted all the same
                log.warning("cannot announce the game on the network: %s", exc)
                self.error = f"{type(exc).__name__}: {exc}"
        if zc is not None:
            with contextlib.suppress(Exception):
                zc.close()


#: the advertisers alive: at exit each gets a moment to say goodbye (its thread is a daemon)
_advertisers: weakref.WeakSet[Advertiser] = weakref.WeakSet()


@atexit.register
def _goodbyes() -> None:
    """The app quits: each advert still up is withdrawn (else others list it until its TTL)."""
    for advertiser in list(_advertisers):
        advertiser.close(wait=1.0)


def _service_info(advert: Advert, before: Any, serial: int) -> Any:
    """The service for ``advert``: a new name, or ``before``'s names (an update)."""
    from zeroconf import ServiceInfo

    tag = secrets.token_hex(4)
    instance = before.name if before is not None else f"Xeno Games {tag}.{SERVICE_TYPE}"
    server = before.server if before is not None else f"xeno-games-{tag}.local."
    packed = [ipaddress.ip_address(advert_address(advert.address)).packed]
    return ServiceInfo(
        SERVICE_TYPE,
        instance,
        port=advert.port,
        properties=advert.properties(serial),
        addresses=packed,
        server=server,
        host_ttl=TTL,
        other_ttl=TTL,
    )


class Browser:
    """The hosts waiting on the network, as seen so far (see the module's doc).

    :meth:`start` listens on python-zeroconf's thread and looks services up on one of its own;
    :meth:`hosts` is safe to call from any thread (the window's timer).  :meth:`offer` and
    :meth:`forget` are what those threads call, and what tests feed by hand."""

    def __init__(
        self,
        interfaces: Sequence[str] | None = None,
        known_games: Iterable[str] | None = None,
        make_zeroconf: ZeroconfFactory = _default_zeroconf,
    ) -> None:
        self.interfaces = interfaces
        self.known_games = None if known_games is None else frozenset(known_games)
        self.make_zeroconf = make_zeroconf
        #: why the network cannot be searched, or ``None``
        self.error: str | None = None
        #: services refused (bad records, too many), for the log and tests
        self.refused = 0
        self.started_at: float | None = None
        self._hosts: dict[str, FoundHost] = {}
        self._lock = threading.Lock()
        self._waiting: queue.Queue[str | None] = queue.Queue(maxsize=MAX_WAITING)
        self._zc: Any = None
        self._browser: Any = None
        self._closed = False
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Start looking (on a thread: opening the sockets may take a moment)."""
        if self._thread is None:
            self.started_at = time.monotonic()
            self._thread = threading.Thread(target=self._run, name="net-browse", daemon=True)
            self._thread.start()

    def hosts(self) -> list[FoundHost]:
        """The hosts seen, by name then address."""
        with self._lock:
            found = list(self._hosts.values())
        return sorted(found, key=lambda h: (h.name.lower(), h.address, h.port, h.service))

    def offer(self, info: Any) -> FoundHost | None:
        """A service looked up: listed if it reads as a waiting host, else refused (or
        dropped from the list: a host whose game filled up)."""
        try:
            host = read_service(info, self.known_games)
        except Exception as exc:  # DiscoveryError, or whatever else a stranger's bytes provoke
            self.refused += 1
            log.debug("not listed %r: %s", getattr(info, "name", None), exc)
            self.forget(str(getattr(info, "name", "")))
            return None
        with self._lock:
            if host.service not in self._hosts and len(self._hosts) >= MAX_HOSTS:
                self.refused += 1
                return None
            self._hosts[host.service] = host
        return host

    def forget(self, service: str) -> None:
        with self._lock:
            self._hosts.pop(service, None)

    def close(self) -> None:
        """Stop looking; the sockets close on the browser's thread."""
        self._closed = True
        with contextlib.suppress(queue.Full):
            self._waiting.put_nowait(None)

    def _state_changed(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        """python-zeroconf's thread: a service came, changed or went."""
        if state_change.name == "Removed":
            self.forget(name)
            return
        if len(name) > 256:
            self.refused += 1
            return
        try:
            self._waiting.put_nowait(name)
        except queue.Full:
            self.refused += 1  # looked up again when it next changes

    def _run(self) -> None:
        try:
            from zeroconf import ServiceBrowser

            self._zc = self.make_zeroconf(self.interfaces)
            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._state_changed])
        except Exception as exc:  # no network, no multicast: the player pastes the invitation
            log.warning("cannot look for games on the network: %s", exc)
            self.error = f"{type(exc).__name__}: {exc}"
            return
        try:
            while not self._closed:
                name = self._waiting.get()
                if name is None or self._closed:
                    break
                self._look_up(name)
        finally:
            with contextlib.suppress(Exception):
                self._browser.cancel()
            with contextlib.suppress(Exception):
                self._zc.close()

    def _look_up(self, name: str) -> None:
        from zeroconf import BadTypeInNameException, ServiceInfo

        try:
            info = ServiceInfo(SERVICE_TYPE, name)
            if info.request(self._zc, LOOKUP_MS):
                self.offer(info)
        except (BadTypeInNameException, ValueError, OSError) as exc:
            self.refused += 1
            log.debug("cannot look up %r: %s", name, exc)
        except Exception:  # the browser's thread goes on, whatever a stranger sent
            self.refused += 1
            log.exception("looking up %r failed", name)


def advert_address(address: str) -> str:
    """The address to advertise for a host whose invitation names ``address``: an IPv4
    address as is, a host name resolved (mDNS carries addresses, not names)."""
    try:
        return str(ipaddress.ip_address(address))
    except ValueError:
        return socket.gethostbyname(address)


def advert_of(host: HostSession) -> Advert | None:
    """What ``host`` advertises while it waits for players, or ``None`` when it should not:
    started (every seat taken), over, closed, or at an address mDNS cannot carry (IPv6)."""
    if host.started or host.closed or host.over:
        return None
    try:
        if ipaddress.ip_address(host.invitation.host).version != 4:
            return None
    except ValueError:
        pass  # a host name: resolved when advertised
    session = host.session
    board = session.options.get("board")
    names = [seat.name for seat in host.seats if seat.kind == "host" and seat.name]
    return Advert(
        game=session.rules.info.id,
        players=len(host.seats),
        free=sum(1 for remote in host.remotes.values() if not remote.joined),
        name=names[0] if names else "Host",
        fingerprint=host.invitation.fingerprint,
        address=host.invitation.host,
        port=host.invitation.port,
        board=board if isinstance(board, str) and _WORD.fullmatch(board) else "",
        clock=session.time_control.text() if session.time_control.timed else "",
    )
