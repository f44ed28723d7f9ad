"""The shipped puzzle files (resources/puzzles/*.jsonl) load: every position parses, every
solution move is legal, every win ends in the solver's win.  Their proofs are
``xeno-games puzzles check`` (a sample in .ci/run; the whole check in resources/puzzles/README.md)."""

from __future__ import annotations

from collections import Counter

from desktop.puzzles.puzzle import puzzle_folder, shipped_puzzles


def test_every_shipped_file_loads_with_at_least_60_puzzles_a_game() -> None:
    puzzles = shipped_puzzles()
    files = sorted(p.name for p in puzzle_folder().glob("*.jsonl"))
    assert files == ["oxono.jsonl", "xeno.jsonl", "xspectrum.jsonl", "zeno.jsonl"]
    per_game = Counter(p.game.split("-")[0] for p in puzzles)
    assert set(per_game) == {"oxono", "zeno", "xspectrum", "xeno"}
    assert min(per_game.values()) >= 60, per_game
    assert {p.game for p in puzzles if p.game.startswith("xeno-")} == {"xeno-12", "xeno-30", "xeno-120"}
    for p in puzzles:
        assert p.id.startswith(p.game + "-")
        assert p.source.split(":")[0].endswith(p.game.split("-")[0] + ".jsonl")
