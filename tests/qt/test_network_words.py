"""The network panel speaks the player's language and still knows what happened (issue 35): a
joiner whose host cannot be reached again keeps its game and offers Reconnect because the event
says so (``unreachable``), not because its text begins with English words."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QTimer
from pytestqt.qtbot import QtBot

from desktop.core import language
from desktop.qt.shell.main_window import MainWindow
from tests.net.helpers import make_host
from tests.qt.test_network_gui import WAIT, join_with

pytestmark = pytest.mark.usefixtures("host_ai_in_process", "mdns_on_the_loopback")
from tests.qt.test_network_gui import host_ai_in_process, mdns_on_the_loopback  # noqa: E402,F401


@pytest.fixture
def pseudo() -> Iterator[None]:
    """Every translated text wrapped in «…»: it begins with no English word."""
    language.set_translator(lambda context, text, disambiguation, n: f"«{text}»")
    try:
        yield
    finally:
        language.set_translator(None)


def test_a_host_gone_for_good_offers_reconnect_in_the_players_language(
    qtbot: QtBot, main_window: MainWindow, pseudo: None
) -> None:
    host = make_host("oxono", ["ai:easy", "remote"])
    polling = QTimer(main_window)  # the host has no window here: polled as its command line does
    polling.timeout.connect(lambda: None if host.closed else host.poll())
    polling.start(20)
    try:
        join_with(qtbot, main_window, host.invitation.text())
        net = main_window.network
        qtbot.waitUntil(lambda: net.join is not None and net.join.session is not None, timeout=WAIT)
        assert net.join is not None
        net.join.reconnect_tries, net.join.reconnect_delay = 1, 0.1
        host.close("the host's computer went to sleep")
        qtbot.waitUntil(lambda: net.join is not None and net.join.stopped is not None, timeout=WAIT)
        qtbot.waitUntil(lambda: net.bar.reconnect_button.isVisible(), timeout=WAIT)
        assert "«the host cannot be reached: " in net.bar.label.text()
        assert net.join is not None and net.active  # the game is kept: Reconnect can bring it back
        assert "«the connection is down: the host's computer went to sleep»" in net.panel.log.toPlainText()
    finally:
        polling.stop()
        host.close()
        main_window.network.leave()
