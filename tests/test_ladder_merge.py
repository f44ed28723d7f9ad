"""bench.ladder --merge: a run continues a pair's row, or stops before playing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import ladder


def _row(seed: int, games: int, wins: int) -> dict[str, object]:
    return {
        "game": "oxono",
        "strong": "beginner",
        "weak": "random",
        "nodes": [3000, 0],
        "wins": wins,
        "draws": 0,
        "losses": games - wins,
        "unfinished": 0,
        "score": wins / games,
        "elo": 0.0,
        "elo_low": 0.0,
        "elo_high": 0.0,
        "seconds": 10.0,
        "games": games,
        "seed": seed,
    }


def _write(path: Path, *rows: dict[str, object]) -> str:
    text = json.dumps({"games_per_pair": 2, "seed": 11, "jobs": 1, "seconds": 10, "rows": list(rows)})
    path.write_text(text)
    return text


def _merge_one_game(out: Path, seed: int) -> int:
    """One Oxono Beginner-Random game from ``seed``, merged into ``out``."""
    args = ["oxono", "--pairs", "beginner-random", "--games", "1", "--seed", str(seed)]
    return ladder.main([*args, "--merge", "--out", str(out)])


def test_a_seed_that_does_not_continue_the_row_stops_before_playing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "ladder.json"
    text = _write(out, _row(11, 2, 2))
    with pytest.raises(SystemExit) as stopped:
        _merge_one_game(out, seed=14)
    assert stopped.value.code == 2
    assert "continue it with --seed 13" in capsys.readouterr().err
    assert out.read_text() == text  # the row and its games are still there


def test_a_continuing_seed_adds_to_the_row_and_keeps_the_others(tmp_path: Path) -> None:
    out = tmp_path / "ladder.json"
    other = dict(_row(1, 4, 3), game="zeno")
    _write(out, _row(11, 2, 2), other)
    assert _merge_one_game(out, seed=13) == 0
    rows = {row["game"]: row for row in json.loads(out.read_text())["rows"]}
    assert rows["zeno"] == other
    merged = rows["oxono"]
    assert (merged["games"], merged["seed"]) == (3, 11)
    assert merged["wins"] + merged["draws"] + merged["losses"] + merged["unfinished"] == 3
    assert merged["wins"] >= 2 and merged["seconds"] >= 10.0  # a block can take under 0.05 s
