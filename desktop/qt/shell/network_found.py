"""The Join dialog's list of games waiting on this network (mDNS, :mod:`desktop.net.discovery`).

The list reads its source (a :class:`~desktop.net.discovery.Browser`, or a
stand-in in tests) from a timer on the UI thread: the browser's own threads do
the network's work.  Choosing a host fills the dialog's address (and keeps the
certificate's fingerprint it advertised); the player still types the code.
"""

from __future__ import annotations

import time
from typing import Protocol

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QGroupBox, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from desktop.core.language import QT_TRANSLATE_NOOP, Translatable, translate
from desktop.games.registry import all_games
from desktop.net.discovery import Advertiser, Browser, FoundHost, advert_of
from desktop.net.host import HostSession

#: the interfaces the window's mDNS uses (``None``: every one; tests: the loopback)
DEFAULT_INTERFACES: list[str] | None = None
#: how often the list looks at what the browser found (milliseconds)
REFRESH_MS = 300
#: seconds of "Looking…" before the list says that no game was found
LOOKING_FOR = 3.0
LOOKING = QT_TRANSLATE_NOOP("NetFoundText", "Looking for games on this network…")
NONE_FOUND = QT_TRANSLATE_NOOP(
    "NetFoundText",
    "No game is waiting on this network. A host on another network (or whose network hides "
    "it) sends the invitation: paste it above.",
)


class NetFoundText(Translatable):
    """The list of games waiting on this network."""


class HostSource(Protocol):
    """What the list reads: the hosts found, and why none can be (``error``)."""

    error: str | None

    def hosts(self) -> list[FoundHost]: ...


def host_text(host: FoundHost) -> str:
    """One line for the list: who, what, how many seats are free, where."""
    games = all_games()
    game = games[host.game].info.name if host.game in games else host.game
    board = f" ({host.board})" if host.board and host.board != host.game else ""
    players = NetFoundText.tr(", {n} players").format(n=host.players) if host.players != 2 else ""
    clock = NetFoundText.tr(", clock {clock}").format(clock=host.clock) if host.clock else ""
    seats = NetFoundText.tr("%n seat free|%n seats free", None, host.free)
    return f"{host.name} — {game}{board}{players}{clock} · {seats} · {host.where()}"


class FoundHostsBox(QGroupBox):
    """Games waiting on this network, live; a click picks one (:attr:`picked`)."""

    picked = Signal(object)  # a FoundHost

    def __init__(self, source: HostSource | None, parent: QWidget | None = None) -> None:
        super().__init__(NetFoundText.tr("Games waiting on this network"), parent)
        self.source = source
        self._since = time.monotonic()
        layout = QVBoxLayout(self)
        self.status = QLabel(translate("NetFoundText", LOOKING), self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.list = QListWidget(self)
        self.list.setMaximumHeight(140)
        self.list.setToolTip(
            NetFoundText.tr("Choose a game: its address fills in; type the code the host gives you")
        )
        self.list.itemClicked.connect(self._clicked)
        self.list.itemActivated.connect(self._clicked)
        layout.addWidget(self.list)
        self.list.hide()
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self._shown: list[FoundHost] = []
        self.refresh()

    def hosts(self) -> list[FoundHost]:
        return list(self._shown)

    def refresh(self) -> None:
        """The hosts found so far (the one picked stays picked while it is there)."""
        source = self.source
        if source is None or source.error is not None:
            why = source.error if source is not None else NetFoundText.tr("not started")
            cannot = NetFoundText.tr("Cannot look for games on this network ({error}): paste the invitation.")
            self.status.setText(cannot.format(error=why))
            self.list.hide()
            return
        found = source.hosts()
        if found != self._shown:
            current = self.list.currentItem()
            chosen = current.data(Qt.ItemDataRole.UserRole).service if current is not None else None
            self.list.clear()
            for host in found:
                item = QListWidgetItem(host_text(host))
                fingerprint = host.fingerprint or NetFoundText.tr("none advertised")
                certificate = NetFoundText.tr(
                    "Certificate {start}… — the host's Invitation box shows the same "
                    "first eight digits; if not, this is not your host",
                )
                item.setToolTip(certificate.format(start=fingerprint[:8]))
                item.setData(Qt.ItemDataRole.UserRole, host)
                self.list.addItem(item)
                if host.service == chosen:
                    self.list.setCurrentItem(item)
            self._shown = found
        self.list.setVisible(bool(found))
        if found:
            count = len(found)
            waiting = NetFoundText.tr(
                "%n game waiting: choose one, then type the code its host gives you"
                "|%n games waiting: choose one, then type the code its host gives you",
                None,
                count,
            )
            self.status.setText(waiting)
        elif time.monotonic() - self._since < LOOKING_FOR:
            self.status.setText(translate("NetFoundText", LOOKING))
        else:
            self.status.setText(translate("NetFoundText", NONE_FOUND))

    def _clicked(self, item: QListWidgetItem) -> None:
        self.picked.emit(item.data(Qt.ItemDataRole.UserRole))

    def stop(self) -> None:
        self.timer.stop()


class NetworkDiscovery:
    """The window's mDNS: a browser while a Join dialog is open, an advertiser while a
    hosted game waits for players (both stop with :meth:`close`)."""

    def __init__(self) -> None:
        #: the interfaces to use (``None``: every one; tests: the loopback)
        self.interfaces: list[str] | None = DEFAULT_INTERFACES
        self.browser: Browser | None = None
        self.advertiser: Advertiser | None = None

    def browse(self) -> Browser:
        self.stop_browsing()
        self.browser = Browser(self.interfaces, all_games())
        self.browser.start()
        return self.browser

    def stop_browsing(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser = None

    def follow(self, host: HostSession | None) -> None:
        """Advertise ``host`` while it waits for players; withdraw it once full or over."""
        advert = advert_of(host) if host is not None else None
        if advert is None:
            if self.advertiser is not None:
                self.advertiser.withdraw()
            return
        if self.advertiser is None:
            self.advertiser = Advertiser(self.interfaces)
        self.advertiser.advertise(advert)

    def stop_advertising(self) -> None:
        """Withdraw the hosted game (the goodbye goes on the advertiser's thread)."""
        if self.advertiser is not None:
            self.advertiser.close()
            self.advertiser = None

    def close(self) -> None:
        self.stop_browsing()
        self.stop_advertising()
