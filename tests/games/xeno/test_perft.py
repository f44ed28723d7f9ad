"""Perft counts from several positions (tests/games/xeno/perft.txt) as regression data."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.core.perft import perft
from desktop.games.xeno.rules import XenoRules
from tests.games.perft_data import read_perft_cases

rules = XenoRules()


CASES = read_perft_cases(Path(__file__).parent / "perft.txt")


@pytest.mark.parametrize(("position", "depth", "count"), [c for c in CASES if c[2] <= 20_000])
def test_perft(position: str, depth: int, count: int) -> None:
    assert perft(rules, rules.state_from_text(position), depth) == count


@pytest.mark.slow
@pytest.mark.parametrize(("position", "depth", "count"), [c for c in CASES if c[2] > 20_000])
def test_perft_deep(position: str, depth: int, count: int) -> None:
    assert perft(rules, rules.state_from_text(position), depth) == count


def test_the_data_covers_every_standard_board() -> None:
    boards = {position.split()[0] for position, _, _ in CASES}
    assert {"xeno-12", "xeno-24", "xeno-30", "xeno-48", "xeno-60", "xeno-120"} <= boards
