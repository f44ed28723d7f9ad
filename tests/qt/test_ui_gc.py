"""Cyclic garbage is collected in the UI thread only, whichever thread allocates."""

from __future__ import annotations

import gc
import threading
import weakref
from typing import ClassVar

import pytest
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice
from desktop.qt.shell.ui_gc import collect_in_ui_thread


class _Cycle:
    freed_in: ClassVar[list[str]] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        _Cycle.freed_in.append(threading.current_thread().name)


def test_a_window_switches_automatic_collection_off(main_window: MainWindow) -> None:
    assert not gc.isenabled()
    assert collect_in_ui_thread() is collect_in_ui_thread()  # one collector per application


def test_garbage_made_while_another_thread_allocates_is_freed_in_the_ui_thread(
    main_window: MainWindow, qtbot: QtBot
) -> None:
    collector = collect_in_ui_thread()
    assert collector is not None
    _Cycle.freed_in.clear()
    _Cycle()  # unreachable at once, freed only by the cyclic collector

    kept: list[list[int]] = []

    def allocate() -> None:  # containers that live on, past the youngest generation's threshold
        kept.extend([i] for i in range(20 * gc.get_threshold()[0]))

    worker = threading.Thread(target=allocate, name="busy-worker")
    worker.start()
    worker.join()
    assert len(kept) > gc.get_threshold()[0]
    before = sum(collector.collections)
    qtbot.waitUntil(lambda: bool(_Cycle.freed_in), timeout=5000)
    assert _Cycle.freed_in == [threading.main_thread().name]
    assert sum(collector.collections) > before


def test_what_survives_a_full_pass_is_frozen_until_the_next_game(
    main_window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    collector = collect_in_ui_thread()
    assert collector is not None
    monkeypatch.setattr(collector, "thresholds", (-1, -1, -1))  # every check is a full pass
    _Cycle.freed_in.clear()
    kept = [_Cycle()]
    survivor = weakref.ref(kept[0])
    collector.check()
    frozen = gc.get_freeze_count()
    assert frozen > 0
    assert not any(o is kept[0] for o in gc.get_objects())  # frozen: full passes skip it
    kept.clear()  # now unreachable, but in a cycle among frozen objects
    collector.check()
    collector.check()
    # still alive and still frozen (the count itself may fall: a frozen object freed by its
    # reference count leaves it, as happened in a full run)
    assert _Cycle.freed_in == [] and survivor() is not None
    assert not any(o is survivor() for o in gc.get_objects())
    main_window.start_new_game(NewGameChoice("oxono", {}, [Seat.human(), Seat.human()], seed=2))
    assert _Cycle.freed_in == [threading.main_thread().name]


def test_a_new_game_freezes_what_exists_once_its_board_is_built(main_window: MainWindow) -> None:
    before = [_Cycle()]  # made before the game, alive through it
    main_window.start_new_game(NewGameChoice("zeno", {}, [Seat.human(), Seat.human()], seed=3))
    board = main_window.view
    assert not any(o is before[0] or o is board for o in gc.get_objects())  # the game's passes skip them
