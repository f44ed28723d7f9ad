"""The search watchdog: one deadline at a time, on one thread, that arming never waits for."""

from __future__ import annotations

import threading
import time

from desktop.control.searching import Watchdog


def test_a_deadline_calls_its_action_and_a_new_one_replaces_it() -> None:
    watchdog = Watchdog()
    called: list[str] = []
    done = threading.Event()
    watchdog.arm(1000.0, lambda: called.append("first"))
    watchdog.arm(0.01, lambda: (called.append("second"), done.set()))
    assert done.wait(10)
    assert called == ["second"] and not watchdog.armed


def test_a_disarmed_deadline_never_fires() -> None:
    watchdog = Watchdog()
    called: list[str] = []
    done = threading.Event()
    watchdog.arm(0.2, lambda: called.append("disarmed"))
    watchdog.disarm()
    assert not watchdog.armed
    watchdog.arm(0.01, done.set)
    assert done.wait(10)
    time.sleep(0.3)  # past the disarmed deadline
    assert called == []


def test_every_search_shares_one_thread() -> None:
    watchdog = Watchdog()
    before = threading.active_count()
    for _ in range(50):
        watchdog.arm(1000.0, lambda: None)
        watchdog.disarm()
    assert threading.active_count() == before + 1
