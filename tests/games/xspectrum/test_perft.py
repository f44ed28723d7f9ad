"""Perft counts (tests/games/xspectrum/perft.txt): the published start counts and regression data."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.core.perft import perft
from desktop.games.xspectrum.rules import START_TEXT, XSpectrumRules
from tests.games.perft_data import read_perft_cases

rules = XSpectrumRules()


CASES = read_perft_cases(Path(__file__).parent / "perft.txt")


@pytest.mark.parametrize(("position", "depth", "count"), [c for c in CASES if c[2] <= 50_000])
def test_perft(position: str, depth: int, count: int) -> None:
    assert perft(rules, rules.state_from_text(position), depth) == count


@pytest.mark.slow
@pytest.mark.parametrize(("position", "depth", "count"), [c for c in CASES if c[2] > 50_000])
def test_perft_deep(position: str, depth: int, count: int) -> None:
    assert perft(rules, rules.state_from_text(position), depth) == count


def test_the_published_counts_from_the_start_are_in_the_data() -> None:
    start = {(d, n) for p, d, n in CASES if p == START_TEXT}
    assert start == {(1, 29), (2, 841), (3, 28_715), (4, 979_302)}
    assert len({p for p, _, _ in CASES}) >= 8
