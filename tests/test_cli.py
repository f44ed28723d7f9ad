"""The command line as a user types it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from desktop.cli import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("depth", "count"), [("1", "68"), ("2", "3612"), ("3", "162680")])
def test_perft_prints_the_start_counts(capsys: pytest.CaptureFixture[str], depth: str, count: str) -> None:
    assert main(["perft", "oxono", depth]) == 0
    assert capsys.readouterr().out.strip() == count


def test_perft_from_a_position_and_after_moves(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["perft", "oxono", "1", "--position", "OO1O2/6/2@3/3+2/6/xxx3 p"]) == 0
    from_position = int(capsys.readouterr().out)
    assert main(["perft", "oxono", "1", "--moves", "X d3-d6 d5; O c4-c1 b1"]) == 0
    after_moves = int(capsys.readouterr().out)
    assert from_position > 0 and after_moves > 0
    assert main(["perft", "oxono", "2", "--divide"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 69 and lines[-1] == "3612"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["perft", "chess", "1"], "unknown game 'chess'"),
        (["perft", "oxono", "1", "--position", "6/6 p"], "expected 6 ranks"),
        (["perft", "oxono", "1", "--moves", "X d3-d6 d5; X d6-d1 d2"], "move 2"),
        (["match", "oxono", "--a", "genius", "--b", "easy", "-n", "1"], "unknown level 'genius'"),
        (["match", "oxono", "--a", "match:nan", "--b", "easy", "-n", "1"], "unknown level 'match:nan'"),
        (["match", "oxono", "--a", "easy", "--b", "match:9999", "-n", "1"], "match:ELO"),
        (["match", "oxono", "--a", "match:1500", "--b", "easy", "--nodes", "9"], "not with --nodes"),
        (["render", "oxono", "--position", "nonsense", "--out", "x.png"], "nonsense"),
    ],
)
def test_bad_input_gives_one_clear_line(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("xeno-games: error:") and message in err and "Traceback" not in err


def test_match_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "oxono", "--a", "easy", "--b", "random", "-n", "2", "--seed", "1", "-q"]) == 0
    out = capsys.readouterr().out
    assert "wins" in out and "A easy" in out
    row = next(line for line in out.splitlines() if line.startswith("A easy")).split()
    assert sum(map(int, row[2:5])) == 2


def test_match_me_plays_a_match_at_its_mapped_budget(capsys: pytest.CaptureFixture[str]) -> None:
    """``--a match:1700``: "Match me" at 1700 Elo (its node budget from the game's rating map),
    against a level at its own nodes; the same games from the same seed."""
    argv = ["match", "oxono", "--a", "match:1700", "--b", "easy", "-n", "2", "--own-nodes", "--seed", "3"]
    argv.append("-q")
    assert main(argv) == 0
    out = capsys.readouterr().out
    row = next(line for line in out.splitlines() if line.startswith("A match:1700")).split()
    assert sum(map(int, row[2:5])) == 2 and "own nodes (- / 1000)" in out
    assert main(argv) == 0
    assert capsys.readouterr().out.splitlines()[:3] == out.splitlines()[:3]


def test_python_dash_m_desktop_runs_the_same_entry() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "desktop", "perft", "oxono", "1"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0 and result.stdout.strip() == "68"
