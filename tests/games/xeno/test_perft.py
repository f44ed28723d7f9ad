"""Perft counts from several positions (tests/games/xeno/perft.txt) as regression data."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.core.perft import perft
from desktop.games.xeno.rules import XenoRules

rules = XenoRules()


def cases() -> list[tuple[str, int, int]]:
    out = []
    for line in (Path(__file__).parent / "perft.txt").read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        position, _, counts = line.partition(";")
        fields = counts.split()
        for tag, count in zip(fields[::2], fields[1::2], strict=True):
            out.append((position.strip(), int(tag[1:]), int(count)))
    return out


CASES = cases()


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
