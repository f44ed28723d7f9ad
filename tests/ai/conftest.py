"""Fixtures for the AI tests: a clock that makes the machine look as slow as can be."""

from __future__ import annotations

import types
from collections.abc import Callable

import pytest

from desktop.ai import decisions, mcts, search


class JumpingClock:
    """A clock that runs ``step`` seconds ahead at every reading."""

    def __init__(self, step: float) -> None:
        self.step = step
        self.now = 1000.0
        self.readings = 0

    def __call__(self) -> float:
        self.now += self.step
        self.readings += 1
        return self.now


SlowMachine = Callable[[float], JumpingClock]


@pytest.fixture
def slow_machine(monkeypatch: pytest.MonkeyPatch) -> SlowMachine:
    """``slow_machine(step)`` gives the search modules a clock that jumps ``step`` s at every reading.

    Only the AI modules' ``time`` is replaced (not the ``time`` module
    itself), so pytest's own clock is untouched.
    """

    def install(step: float) -> JumpingClock:
        clock = JumpingClock(step)
        fake = types.SimpleNamespace(perf_counter=clock, monotonic=clock, time=clock)
        for module in (mcts, decisions, search):
            monkeypatch.setattr(module, "time", fake)
        return clock

    return install
