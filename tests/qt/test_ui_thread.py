"""Calls put off to a later turn of the event loop: from the UI thread they wait for a timer."""

from __future__ import annotations

import threading

from PySide6.QtCore import QCoreApplication, QTimer
from pytestqt.qtbot import QtBot

from desktop.qt.shell.ui_thread import NextTurn, UiThreadPoster


def test_a_call_posted_from_the_ui_thread_waits_for_a_timer_not_the_posted_events(qtbot: QtBot) -> None:
    poster = UiThreadPoster()
    log: list[str] = []
    poster.post(lambda: log.append("search"))  # as a reply's handling starts the next search
    QCoreApplication.sendPostedEvents()  # a queued signal would run it here, in the same pass
    assert log == []
    qtbot.waitUntil(lambda: log == ["search"], timeout=2000)


def test_calls_from_another_thread_run_in_the_ui_thread_in_order(qtbot: QtBot) -> None:
    poster = UiThreadPoster()
    ran: list[tuple[int, bool]] = []
    ui = threading.get_ident()

    def post_all() -> None:
        for i in range(5):
            poster.post(lambda i=i: ran.append((i, threading.get_ident() == ui)))  # type: ignore[misc]

    worker = threading.Thread(target=post_all)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: len(ran) == 5, timeout=2000)
    assert ran == [(i, True) for i in range(5)]


def test_next_turn_runs_once_however_often_asked(qtbot: QtBot) -> None:
    log: list[str] = []
    parent = QTimer()
    turn = NextTurn(lambda: log.append("run"), parent)
    for _ in range(5):
        turn.ask()
    assert turn.asked and log == []  # not now
    qtbot.waitUntil(lambda: log == ["run"], timeout=2000)
    qtbot.wait(20)
    assert log == ["run"] and not turn.asked


def test_calls_posted_from_the_ui_thread_run_one_a_shot_in_order(qtbot: QtBot) -> None:
    poster = UiThreadPoster()
    log: list[int] = []

    def first() -> None:
        log.append(1)
        poster.post(lambda: log.append(3))  # posted while the queue still holds the second

    poster.post(first)
    poster.post(lambda: log.append(2))
    qtbot.waitUntil(lambda: len(log) == 3, timeout=2000)
    assert log == [1, 2, 3]
