"""Perft counts from several positions (tests/games/zeno/perft.txt) as regression data."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.core.perft import perft
from desktop.games.zeno.rules import ZenoRules
from tests.games.perft_data import read_perft_cases

rules = ZenoRules()


CASES = read_perft_cases(Path(__file__).parent / "perft.txt")


@pytest.mark.parametrize(("position", "depth", "count"), [c for c in CASES if c[2] <= 20_000])
def test_perft(position: str, depth: int, count: int) -> None:
    state = rules.state_from_text(position)
    assert perft(rules, state, depth) == count
    if depth == 1:
        assert rules.count_moves(state) == count  # the factored form agrees with the listing


def test_the_data_holds_the_published_start_count() -> None:
    assert ("8/8/BBBBBBBB/8/8/WWWWWWWW/8/8 w", 1, 3072) in CASES
    assert len({c[0] for c in CASES}) >= 8
