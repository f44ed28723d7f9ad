"""The soak (``python -m bench.soak``) in short: a few games of every game, no invariant broken."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.soak import CHECKS, GAMES, SoakOptions, configs, main, soak


@pytest.mark.slow
def test_a_short_soak_breaks_no_invariant() -> None:
    reports = soak(6, SoakOptions(seed=1, quick=True))
    assert [r.game for r in reports] == list(GAMES)
    for report in reports:
        assert report.games == 6 and report.ai_games == 3 and report.moves > 0
        assert report.violations == 0, report.problems
        assert report.unfinished == 0 and report.round_trips == 6
        assert len(report.objects) == len(report.rss) == 1 and not report.memory_grew


def test_xeno_is_soaked_on_every_board_up_to_120_spaces_with_every_player_count_it_divides() -> None:
    boards = {(board, options["players"]) for board, options in configs("xeno", quick=False)}
    assert ("xeno-120", 5) in boards and ("xeno-120", 6) in boards and ("xeno-12", 6) in boards
    assert ("xeno-12", 5) not in boards and ("xeno-30", 4) not in boards
    assert {board for board, _ in boards} == {
        "xeno-12",
        "xeno-24",
        "xeno-30",
        "xeno-48",
        "xeno-60",
        "xeno-120",
    }


def broken(rules: object, before: object, move: object, after: object) -> None:
    raise AssertionError("broken on purpose")


def test_a_broken_invariant_is_counted_not_hidden(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(CHECKS, "oxono", broken)
    (report,) = soak(2, SoakOptions(quick=True), only=("oxono",))
    assert report.violations == report.moves > 0 and "broken on purpose" in report.problems[0]


def test_the_command_writes_its_figures_and_fails_on_a_violation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "soak.json"
    assert main(["--quick", "--games", "2", "--only", "oxono", "zeno", "--json", str(out)]) == 0
    assert "violations" in capsys.readouterr().out
    assert [r["violations"] for r in json.loads(out.read_text())["reports"]] == [0, 0]
    monkeypatch.setitem(CHECKS, "zeno", broken)
    assert main(["--quick", "--games", "2", "--only", "zeno", "--json", str(out)]) == 1
