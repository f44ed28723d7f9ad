"""Games on this network in the Join dialog, and the start page's way to network play.

The Join dialog's list with a stand-in source (what it says while looking, when
none is found, two hosts listed, a click that fills the address and pins the
advertised certificate); then for real: a window hosting Oxono is advertised
over mDNS on the loopback, a second window's Join dialog lists it, a click and
the code typed join it, and the host withdraws its advert once the game starts.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.qtbot import QtBot

from desktop.net.discovery import FoundHost
from desktop.qt.shell import network_found
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.network_dialogs import HostDialog, JoinChoice, JoinDialog
from desktop.qt.shell.network_found import LOOKING, NONE_FOUND
from tests.qt.test_network_gui import (  # noqa: F401  (fixtures)
    WAIT,
    host_ai_in_process,
    host_oxono,
    joiner_window,
    mdns_on_the_loopback,
)

FINGERPRINT = "3f9a0c12" * 8
SHOTS = Path(os.environ.get("XENO_SHOTS", "/tmp/h17-shots"))


class Source:
    """What a browser would have found, set by the test."""

    def __init__(self) -> None:
        self.error: str | None = None
        self.found: list[FoundHost] = []

    def hosts(self) -> list[FoundHost]:
        return list(self.found)


def found(name: str, game: str, address: str, **more: object) -> FoundHost:
    fields: dict[str, object] = {"players": 2, "free": 1, "port": 52110, "fingerprint": FINGERPRINT}
    fields.update(more)
    return FoundHost(
        service=f"{name}._xenogames._tcp.local.", name=name, game=game, address=address, **fields
    )  # type: ignore[arg-type]


def click_item(qtbot: QtBot, dialog: JoinDialog, row: int) -> None:
    view = dialog.found.list
    rect = view.visualItemRect(view.item(row))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(rect.center()))


def test_join_dialog_lists_the_games_found_and_a_click_fills_the_address(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(network_found, "LOOKING_FOR", 0.3)
    source = Source()
    dialog = JoinDialog(None, source)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.found.status.text() == LOOKING and not dialog.found.list.isVisible()
    qtbot.waitUntil(lambda: dialog.found.status.text() == NONE_FOUND, timeout=WAIT)
    source.found = [
        found("Ann", "oxono", "192.168.1.20"),
        found("Bea", "xeno", "192.168.1.31", players=3, free=2, board="xeno-12", clock="5+3", port=52111),
    ]
    qtbot.waitUntil(lambda: dialog.found.list.count() == 2, timeout=WAIT)
    assert dialog.found.list.isVisible()
    texts = [dialog.found.list.item(i).text() for i in range(2)]
    assert texts[0] == "Ann — Oxono · 1 seat free · 192.168.1.20:52110"
    assert texts[1] == "Bea — Xeno (xeno-12), 3 players, clock 5+3 · 2 seats free · 192.168.1.31:52111"
    assert "2 games waiting" in dialog.found.status.text()
    SHOTS.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(SHOTS / "join_dialog_found.png"))
    click_item(qtbot, dialog, 1)
    assert dialog.invitation_edit.text() == "192.168.1.31:52111"
    assert "certificate starts 3f9a0c12" in dialog.status.text()
    dialog.grab().save(str(SHOTS / "join_dialog_picked.png"))
    assert dialog.focusWidget() is dialog.code_edit and dialog.code_edit.text() == ""
    asked: list[JoinChoice] = []
    dialog.join_requested.connect(asked.append)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)  # no code yet: refused in words
    assert not asked and "code is missing" in dialog.problem.text()
    qtbot.keyClicks(dialog.code_edit, "7k4q2m")
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert asked == [JoinChoice("192.168.1.31", 52111, "7K4-Q2M", FINGERPRINT, "Guest")]
    dialog.invitation_edit.setText("192.168.1.99:52111")  # another address typed: nothing pinned
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    assert asked[-1].fingerprint is None
    source.found = []  # the host's game filled up: it leaves the list
    qtbot.waitUntil(lambda: dialog.found.status.text() == NONE_FOUND, timeout=WAIT)
    assert not dialog.found.list.isVisible()
    source.error = "OSError: no multicast"
    qtbot.waitUntil(lambda: "Cannot look for games" in dialog.found.status.text(), timeout=WAIT)


def test_a_hosting_window_is_found_and_joined_over_mdns(
    qtbot: QtBot,
    main_window: MainWindow,
    joiner_window: MainWindow,  # noqa: F811
) -> None:
    """Real mDNS on the loopback, window to window: listed, clicked, the code typed, joined."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    host_oxono(qtbot, main_window, SHOTS)
    assert main_window.network.host_dialog is not None
    assert "also see the game in their Join dialog" in main_window.network.host_dialog.nearby_label.text()
    assert not main_window.network.host_dialog.clock_box.isEnabled()  # hosting: the clock is fixed
    host = main_window.network.host
    assert host is not None
    joiner_window.actions_.join_game.trigger()
    dialog = joiner_window.network.join_dialog
    assert dialog is not None and dialog.isVisible()

    def listed() -> int | None:
        hosts = dialog.found.hosts()
        return next((i for i, h in enumerate(hosts) if h.port == host.port), None)

    qtbot.waitUntil(lambda: listed() is not None, timeout=15000)
    row = listed()
    assert row is not None
    assert dialog.found.list.item(row).text() == f"Ann — Oxono · 1 seat free · 127.0.0.1:{host.port}"
    SHOTS.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(SHOTS / "join_dialog_mdns.png"))
    click_item(qtbot, dialog, row)
    assert dialog.invitation_edit.text() == f"127.0.0.1:{host.port}"
    qtbot.keyClicks(dialog.code_edit, host.code)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: joiner_window.network.join is not None, timeout=WAIT)
    join = joiner_window.network.join
    assert join is not None and join.fingerprint == host.invitation.fingerprint  # pinned from the list
    qtbot.waitUntil(lambda: join.session is not None and host.started, timeout=WAIT)
    assert joiner_window.network.discovery.browser is None  # the dialog closed: no more looking
    advertiser = main_window.network.discovery.advertiser
    assert advertiser is not None
    qtbot.waitUntil(lambda: advertiser.service is None, timeout=WAIT)  # full: withdrawn


def test_the_start_page_opens_host_and_join(qtbot: QtBot, main_window: MainWindow) -> None:
    main_window.actions_.start_page.trigger()
    page = main_window.start
    assert main_window.on_start_page and page.host_button.isVisible() and page.join_button.isVisible()
    SHOTS.mkdir(parents=True, exist_ok=True)
    main_window.resize(1200, 1000)
    page.ensureWidgetVisible(page.join_button)
    qtbot.wait(100)
    main_window.grab().save(str(SHOTS / "start_page_network.png"))
    qtbot.mouseClick(page.host_button, Qt.MouseButton.LeftButton)
    host_dialog = main_window.network.host_dialog
    assert isinstance(host_dialog, HostDialog) and host_dialog.isVisible()
    host_dialog.reject()
    qtbot.mouseClick(page.join_button, Qt.MouseButton.LeftButton)
    join_dialog = main_window.network.join_dialog
    assert isinstance(join_dialog, JoinDialog) and join_dialog.isVisible()
    assert main_window.network.discovery.browser is not None  # looking while the dialog is open
    join_dialog.reject()
    assert main_window.network.discovery.browser is None


def test_from_the_start_page_a_game_found_on_the_network_is_joined(
    qtbot: QtBot,
    main_window: MainWindow,
    joiner_window: MainWindow,  # noqa: F811
) -> None:
    """The joiner's first screen: Join…, the host's game in the list, a click, the code: the
    board shows the host's game."""
    host_oxono(qtbot, main_window)
    host = main_window.network.host
    assert host is not None
    joiner_window.actions_.start_page.trigger()
    assert joiner_window.on_start_page
    qtbot.mouseClick(joiner_window.start.join_button, Qt.MouseButton.LeftButton)
    dialog = joiner_window.network.join_dialog
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: any(h.port == host.port for h in dialog.found.hosts()), timeout=15000)
    row = next(i for i, h in enumerate(dialog.found.hosts()) if h.port == host.port)
    click_item(qtbot, dialog, row)
    qtbot.keyClicks(dialog.code_edit, host.code)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.started and not joiner_window.on_start_page, timeout=WAIT)
    join = joiner_window.network.join
    assert join is not None and joiner_window.session is join.session
    assert joiner_window.session.rules.info.id == "oxono"
