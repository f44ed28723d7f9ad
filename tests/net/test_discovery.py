"""Finding hosts on the local network (desktop/net/discovery.py).

The round trip is real: an :class:`Advertiser` and a :class:`Browser`, each with
its own python-zeroconf on the loopback (127.0.0.1), talk mDNS over multicast
UDP; a host is found with what it advertised, its free seats follow, and it
goes when withdrawn.  Other tests on this machine may advertise at the same
time, so each test looks for its own host by a name of its own.

Hostile services are real python-zeroconf ``ServiceInfo`` objects whose TXT
record is raw bytes, as they come off the network: huge, not UTF-8, wrong
types, a thousand services.  Each is refused or bounded.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from typing import Any

import pytest
from zeroconf import ServiceInfo, ServiceStateChange

from desktop.games.registry import all_games
from desktop.net import discovery
from desktop.net.discovery import (
    MAX_HOSTS,
    MAX_TXT_BYTES,
    MAX_WAITING,
    SERVICE_TYPE,
    Advert,
    Advertiser,
    Browser,
    DiscoveryError,
    FoundHost,
    advert_of,
    read_service,
)
from desktop.net.frames import PROTOCOL_VERSION
from tests.net.helpers import CODE, make_host, make_joiner, run_until

LOOPBACK = ["127.0.0.1"]
FINGERPRINT = "3f9a0c12" * 8


def wait_for(check: Callable[[], bool], seconds: float = 15.0) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, f"not so after {seconds} s"
        time.sleep(0.05)


def mine(browser: Browser, name: str) -> list[FoundHost]:
    return [host for host in browser.hosts() if host.name == name]


def service(txt: bytes | dict[str, str], name: str = "Test", port: int = 52110) -> ServiceInfo:
    """A service as a browser would have looked it up (``txt`` raw: as it came)."""
    return ServiceInfo(
        SERVICE_TYPE,
        f"{name}.{SERVICE_TYPE}",
        port=port,
        properties=txt,
        addresses=[bytes([192, 168, 1, 20])],
        server="somewhere.local.",
    )


def txt(**fields: str) -> bytes:
    """A TXT record's wire form: each ``key=value`` a length byte and the bytes."""
    out = b""
    for key, value in fields.items():
        item = f"{key}={value}".encode()
        out += bytes([len(item)]) + item
    return out


GOOD = {"v": str(PROTOCOL_VERSION), "g": "oxono", "p": "2", "f": "1", "n": "Ann", "fp": FINGERPRINT}


@pytest.mark.slow  # more than 3 s
def test_a_waiting_host_is_found_over_mdns_and_goes_when_withdrawn() -> None:
    """Real mDNS on the loopback: advertised, found with every field, updated, withdrawn."""
    name = f"Ann {secrets.token_hex(3)}"
    browser = Browser(LOOPBACK, all_games())
    browser.start()
    advertiser = Advertiser(LOOPBACK)
    try:
        advert = Advert("xeno", 3, 2, name, FINGERPRINT, "127.0.0.1", 52110, board="xeno-12", clock="5+3")
        advertiser.advertise(advert)
        wait_for(lambda: bool(mine(browser, name)))
        (found,) = mine(browser, name)
        assert (found.game, found.players, found.free, found.board, found.clock) == (
            "xeno",
            3,
            2,
            "xeno-12",
            "5+3",
        )
        assert (found.address, found.port, found.fingerprint) == ("127.0.0.1", 52110, FINGERPRINT)
        wait_for(lambda: advertiser.service is not None)  # set once registering returns
        assert found.service == advertiser.service and advertiser.error is None and browser.error is None
        advertiser.advertise(Advert("xeno", 3, 1, name, FINGERPRINT, "127.0.0.1", 52110, board="xeno-12"))
        wait_for(lambda: [h.free for h in mine(browser, name)] == [1])
        advertiser.advertise(Advert("xeno", 3, 0, name, FINGERPRINT, "127.0.0.1", 52110))  # full: withdrawn
        wait_for(lambda: not mine(browser, name))
    finally:
        advertiser.close(wait=3.0)
        browser.close()


def test_a_hosted_game_advertises_until_its_seats_are_taken() -> None:
    """advert_of(HostSession): what a waiting host tells the network (never the code), and
    nothing once every seat has its player."""
    host = make_host("xeno-12", ["host", "remote", "remote"], options={"players": 3})
    joiners = []
    try:
        advert = advert_of(host)
        assert advert is not None
        assert (advert.game, advert.board, advert.players, advert.free) == ("xeno", "xeno-12", 3, 2)
        assert (advert.address, advert.port, advert.fingerprint) == (
            "127.0.0.1",
            host.port,
            host.invitation.fingerprint,
        )
        record = "".join(f"{k}={v}" for k, v in advert.properties().items())
        assert CODE not in record and CODE.replace("-", "") not in record
        joiners.append(make_joiner(host, None))
        run_until(host, joiners, lambda: all(r.joined for r in list(host.remotes.values())[:1]))
        advert = advert_of(host)
        assert advert is not None and advert.free == 1
        joiners.append(make_joiner(host, None))
        run_until(host, joiners, lambda: host.started)
        assert advert_of(host) is None
    finally:
        for joiner in joiners:
            joiner.close()
        host.close()


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        (b"".join(bytes([255]) + b"n=" + b"x" * 253 for _ in range(4)), "TXT record of"),  # 1 KB
        (txt(**{**GOOD, "n": "A"}).replace(b"n=A", b"n=\xff"), "not UTF-8"),
        (txt(**{**GOOD, "p": "many"}), "not a number"),
        (txt(**{**GOOD, "p": "-3"}), "not a number"),
        (txt(**{**GOOD, "f": "3"}), "not a number from 0 to 2"),
        (txt(**{**GOOD, "f": "0"}), "no free seat"),
        (txt(**{**GOOD, "v": "9"}), "protocol version 9"),
        (txt(**{**GOOD, "g": "chess"}), "not a game this app has"),
        (txt(**{**GOOD, "g": "../x"}), "not a game id"),
        (txt(**{**GOOD, "fp": "zz" * 32}), "not 64 hex"),
        (txt(**{**GOOD, "c": "forever"}), "c:"),
        (txt(**{**GOOD, "n": "Ann\u202eevil"}), "control characters"),
        (txt(**{k: v for k, v in GOOD.items() if k != "g"}), "no 'g'"),
        (txt(**GOOD).replace(b"\x07g=oxono", b"\x01g"), "g: no value"),
    ],
)
def test_hostile_txt_records_are_refused(raw: bytes, why: str) -> None:
    with pytest.raises(DiscoveryError, match=why):
        read_service(service(raw), all_games())


def test_a_good_record_reads_and_unknown_keys_are_ignored() -> None:
    found = read_service(service(txt(**GOOD, zz="whatever", s="7")), all_games())
    assert (found.name, found.game, found.free, found.address, found.port) == (
        "Ann",
        "oxono",
        1,
        "192.168.1.20",
        52110,
    )
    assert found.where() == "192.168.1.20:52110"


def test_service_names_and_ports_are_checked() -> None:
    browser = Browser()
    browser._look_up("x" * 64 + "." + SERVICE_TYPE)  # python-zeroconf refuses the name: not listed
    browser._look_up("Ann._other._tcp.local.")
    assert browser.refused == 2 and browser.hosts() == []
    no_address = ServiceInfo(SERVICE_TYPE, "A." + SERVICE_TYPE, port=1, properties=txt(**GOOD))
    with pytest.raises(DiscoveryError, match="no address"):
        read_service(no_address)


def test_a_thousand_services_keep_the_list_and_the_queue_bounded() -> None:
    """A stranger advertising 1,000 games fills the list to MAX_HOSTS, no more; the names
    waiting to be looked up stay at MAX_WAITING."""
    browser = Browser(known_games=all_games())
    for number in range(1000):
        browser.offer(service(txt(**{**GOOD, "n": f"Spam {number}"}), name=f"Spam {number}"))
    assert len(browser.hosts()) == MAX_HOSTS
    assert browser.refused == 1000 - MAX_HOSTS
    for number in range(1000):
        browser._state_changed(None, SERVICE_TYPE, f"Spam {number}.{SERVICE_TYPE}", ServiceStateChange.Added)
    assert browser._waiting.qsize() == MAX_WAITING
    browser._state_changed(None, SERVICE_TYPE, f"Spam 0.{SERVICE_TYPE}", ServiceStateChange.Removed)
    assert len(browser.hosts()) == MAX_HOSTS - 1
    bad = service(txt(**{**GOOD, "f": "0"}), name="Spam 1")  # the same service, now full: it goes
    assert browser.offer(bad) is None and len(browser.hosts()) == MAX_HOSTS - 2


def test_the_txt_record_of_a_real_host_is_small() -> None:
    advert = Advert("xspectrum", 6, 5, "N" * 40, FINGERPRINT, "192.168.1.20", 52110, "xeno-12", "30 s/move")
    size = len(service(advert.properties(999999)).text)
    assert size < MAX_TXT_BYTES / 2, size


def test_no_network_is_an_error_the_dialog_can_show() -> None:
    def broken(_interfaces: Any) -> Any:
        raise OSError("no multicast here")

    browser = Browser(make_zeroconf=broken)
    browser.start()
    wait_for(lambda: browser.error is not None, 5.0)
    assert "no multicast here" in (browser.error or "")
    advertiser = Advertiser(make_zeroconf=broken)
    advertiser.advertise(Advert("oxono", 2, 1, "Ann", FINGERPRINT, "127.0.0.1", 1))
    wait_for(lambda: advertiser.error is not None, 5.0)
    advertiser.close(wait=2.0)
    assert discovery.SERVICE_TYPE == "_xenogames._tcp.local."


def test_an_app_that_quits_withdraws_its_advert() -> None:
    """A process that advertised and quits without closing anything: its game leaves the
    others' lists at once (the goodbye at exit), not after the records' two minutes."""
    import subprocess
    import sys
    from pathlib import Path

    name = f"Quitter {secrets.token_hex(3)}"
    browser = Browser(LOOPBACK, all_games())
    browser.start()
    script = (
        "import time\n"
        "from desktop.net.discovery import Advert, Advertiser\n"
        f"a = Advertiser({LOOPBACK!r})\n"
        f"a.advertise(Advert('oxono', 2, 1, {name!r}, {FINGERPRINT!r}, '127.0.0.1', 52110))\n"
        "while a.service is None:\n"
        "    time.sleep(0.05)\n"
        "print('up', flush=True)\n"
        "input()\n"  # until the test says quit
    )
    root = Path(__file__).resolve().parents[2]
    process = subprocess.Popen(
        [sys.executable, "-c", script], cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert process.stdout is not None and process.stdout.readline() == "up\n"
        wait_for(lambda: bool(mine(browser, name)))
        process.communicate("\n", timeout=10)  # the process ends, its Advertiser never closed
        assert process.returncode == 0
        wait_for(lambda: not mine(browser, name), seconds=5.0)
    finally:
        process.kill()
        browser.close()


@pytest.mark.slow  # more than 3 s
def test_hostile_adverts_over_mdns_are_not_listed() -> None:
    """Real mDNS: a stranger's services with a 1 KB TXT record, text that is not UTF-8, and
    another protocol's version are looked up and refused; a good one beside them is listed."""
    from desktop.net.discovery import _default_zeroconf

    tag = secrets.token_hex(3)
    browser = Browser(LOOPBACK, all_games())
    browser.start()
    stranger = _default_zeroconf(LOOPBACK)
    records = {
        f"Huge {tag}": b"".join(bytes([255]) + b"n=" + b"x" * 253 for _ in range(4)),
        f"Bytes {tag}": txt(**GOOD).replace(b"n=Ann", b"n=\xff\xfe"),
        f"Future {tag}": txt(**{**GOOD, "v": "9", "n": f"Future {tag}"}),
        f"Good {tag}": txt(**{**GOOD, "n": f"Good {tag}"}),
    }
    infos = [
        ServiceInfo(
            SERVICE_TYPE,
            f"{name}.{SERVICE_TYPE}",
            port=52110,
            properties=raw,
            addresses=[bytes([127, 0, 0, 1])],
            server=f"stranger-{tag}.local.",
        )
        for name, raw in records.items()
    ]
    try:
        for info in infos:
            stranger.register_service(info)
        wait_for(lambda: bool(mine(browser, f"Good {tag}")))
        wait_for(lambda: browser.refused >= 3)
        assert [h for h in browser.hosts() if tag in h.service] == mine(browser, f"Good {tag}")
    finally:
        for info in infos:
            stranger.unregister_service(info)
        stranger.close()
        browser.close()


def test_a_service_that_breaks_the_reader_is_refused_and_browsing_goes_on() -> None:
    class Broken:
        name = f"Broken.{SERVICE_TYPE}"
        text = b""
        port = 1
        addresses = ()

        @property
        def properties(self) -> dict[bytes, bytes]:
            raise IndexError("a record no parser expected")

    browser = Browser(known_games=all_games())
    assert browser.offer(Broken()) is None and browser.refused == 1
    assert browser.offer(service(txt(**GOOD))) is not None
