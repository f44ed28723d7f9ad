"""Shared test settings: hypothesis profiles (CI uses fixed, derandomised runs)."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile("dev", max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else os.environ.get("HYPOTHESIS_PROFILE", "dev"))

# A fifth game defined in tests/ only: the registry, controller, command line,
# conformance suite, records and main window take it like the real four.
from desktop.games.registry import register  # noqa: E402
from tests.toy.registration import TOY_GAME  # noqa: E402

register(TOY_GAME)


@pytest.fixture(autouse=True)
def _collect_garbage_between_tests() -> Iterator[None]:
    """Once a main window exists, Python collects cycles only when the UI thread's timer
    says so (desktop/qt/shell/ui_gc.py); tests without an event loop collect here."""
    yield
    ui_gc = sys.modules.get("desktop.qt.shell.ui_gc")
    collector = getattr(ui_gc, "_collector", None)
    if collector is not None:
        collector.check()
