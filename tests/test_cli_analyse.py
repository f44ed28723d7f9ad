"""``xeno-games analyse`` on saved games, and ``match`` with --jobs, --time and its Elo line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from desktop.cli import main
from desktop.core.records import save_record
from desktop.core.session import Session
from desktop.games.registry import resolve

#: Pink to move wins at once with X d3-d2 d1; Black threatens O on c6.
BOTH_THREATEN = "OO1O2/6/2@3/3+2/6/xxx3 p"


def _record(path: Path, moves: list[str], start: str | None = None) -> Path:
    rules, options = resolve("oxono")
    state = rules.state_from_text(start) if start else None
    session = Session(rules, options, 0, start=state)
    for text in moves:
        session.play_text(text)
    save_record(session, path)
    return path


def test_analyse_prints_each_move_and_marks_the_blunder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = _record(tmp_path / "blunder.json", ["X d3-e3 e2", "O c4-c5 c6"], BOTH_THREATEN)
    assert main(["analyse", str(record), "--level", "medium", "--nodes", "1000"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("Oxono, 2 moves, analysed by medium at 1,000 nodes")
    first, second = out[1], out[2]
    assert re.match(r"\s+1\. Pink\s+X d3-e3 e2 \?\? Pink\s+0%", first), first
    assert "blunder; better X d3-d2 d1 (Pink 100%)" in first
    assert re.match(r"\s+2\. Black\s+O c4-c5 c6\s+Black 100%$", second), second
    assert out[3].startswith("Summary: Pink 1 blunder, 0 mistakes, 0 inaccuracies;")
    assert "worst: move 1 X d3-e3 e2 (-100%)" in out[3] and "Black made a line of four" in out[3]
    assert len(out) == 4


def test_analyse_an_ordinary_game_gives_every_move_a_chance(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    moves = ["X d3-d6 d5", "O c4-c1 b1", "X d6-a6 a5", "O c1-c4 c5"]
    record = _record(tmp_path / "game.json", moves)
    assert main(["analyse", str(record), "--level", "medium", "--nodes", "300"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(moves) + 2
    for number, (line, move) in enumerate(zip(lines[1:-1], moves, strict=True), start=1):
        assert line.lstrip().startswith(f"{number}. ") and move in line
        assert re.search(r"(Pink|Black)\s+\d+%", line)
    assert lines[-1].startswith("Summary:") and lines[-1].endswith("result: unfinished")


def _written(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("kind", "message"),
    [
        ("missing", "cannot read"),
        ("corrupt", "not valid JSON"),
        ("unknown game", "unknown game 'chess'"),
        ("illegal move", "move 2"),
        ("not a record", "does not hold a game record"),
    ],
)
def test_a_bad_record_gives_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str, message: str
) -> None:
    good = json.loads(_record(tmp_path / "good.json", ["X d3-d6 d5"]).read_text(encoding="utf-8"))
    if kind == "missing":
        path = str(tmp_path / "nowhere.json")
    elif kind == "corrupt":
        path = _written(tmp_path, "corrupt.json", '{"format": ')
    elif kind == "unknown game":
        path = _written(tmp_path, "chess.json", json.dumps({**good, "game": "chess"}))
    elif kind == "illegal move":
        path = _written(tmp_path, "illegal.json", json.dumps({**good, "moves": ["X d3-d6 d5", "X d6-d1 d2"]}))
    else:
        path = _written(tmp_path, "list.json", "[1, 2]")
    assert main(["analyse", path, "--nodes", "10"]) == 2
    captured = capsys.readouterr()
    err = captured.err
    assert err.startswith("xeno-games: error:") and message in err, err
    assert err.count("\n") == 1 and "Traceback" not in err and captured.out == ""


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--level", "genius"], "--level must be"),
        (["--level", "random"], "--level must be"),
        (["--nodes", "0"], "--nodes must be"),
    ],
)
def test_analyse_refuses_bad_options(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    record = _record(tmp_path / "game.json", ["X d3-d6 d5"])
    assert main(["analyse", str(record), *argv]) == 2
    assert message in capsys.readouterr().err


def _match(capsys: pytest.CaptureFixture[str], *extra: str) -> list[str]:
    argv = ["match", "oxono", "--a", "medium", "--b", "easy", "-n", "4", "--seed", "5", "-q", *extra]
    assert main(argv) == 0
    return capsys.readouterr().out.splitlines()


def test_match_jobs_2_equals_jobs_1_with_node_budgets(capsys: pytest.CaptureFixture[str]) -> None:
    one = _match(capsys, "--nodes", "60")
    two = _match(capsys, "--nodes", "60", "--jobs", "2")
    assert two[0].endswith(", 2 jobs") and not one[0].endswith("jobs")
    # everything but the header's job count and the timing line
    assert one[1:-2] + one[-1:] == two[1:-2] + two[-1:]
    assert one[-1].startswith("Elo A - B:") and "s per move" in one[-2]
    row = next(line for line in one if line.startswith("A medium")).split()
    assert sum(map(int, row[2:5])) == 4


def test_match_prints_the_elo_estimate(capsys: pytest.CaptureFixture[str]) -> None:
    out = _match(capsys, "--nodes", "60")
    row = next(line for line in out if line.startswith("A medium")).split()
    wins, draws, losses = map(int, row[2:5])
    elo = next(line for line in out if line.startswith("Elo A - B:"))
    from desktop.ai.elo import estimate

    assert elo == f"Elo A - B: {estimate(wins, draws, losses).text()}"
    assert re.search(r"[+-]\d+ Elo \(95% CI [+-](\d+|inf) \.\. [+-](\d+|inf)\), score [\d.]+% of 4", elo)


def test_match_time_sets_the_agents_time_budget() -> None:
    # no search here (tests never play by the clock): the agents carry the budget asked for
    from desktop.ai.agent import Budget, Budgeted
    from desktop.cli import match_agent

    for seconds, nodes in ((1.5, None), (0.5, 200)):
        agent = match_agent("hard", seconds, nodes, 3)
        searcher = agent if isinstance(agent, Budgeted) else getattr(agent, "inner", None)
        assert isinstance(searcher, Budgeted) and searcher.budget == Budget(seconds, nodes)
    agent = match_agent("medium", None, 300, 3)
    searcher = agent if isinstance(agent, Budgeted) else getattr(agent, "inner", None)
    assert isinstance(searcher, Budgeted) and searcher.budget == Budget.nodes_only(300)


@pytest.mark.parametrize(
    ("extra", "message"),
    [(["--jobs", "0"], "--jobs must be"), (["--time", "0"], "--time must be"), (["--time", "x"], "invalid")],
)
def test_match_refuses_bad_budgets(
    capsys: pytest.CaptureFixture[str], extra: list[str], message: str
) -> None:
    assert main(["match", "oxono", "--a", "easy", "--b", "easy", "-n", "1", *extra]) == 2
    assert message in capsys.readouterr().err


def test_match_with_each_level_s_own_node_budget(capsys: pytest.CaptureFixture[str]) -> None:
    from desktop.ai.levels import LEVELS
    from desktop.games.registry import resolve

    assert main(["match", "tictactoe", "--a", "hard", "--b", "beginner", "-n", "2", "--own-nodes", "-q"]) == 0
    out = capsys.readouterr().out
    toy = resolve("tictactoe")[0]
    hard, beginner = LEVELS["hard"].nodes_for(toy), LEVELS["beginner"].nodes_for(toy)
    assert f"each level's own nodes ({hard} / {beginner})" in out
    assert main(["match", "tictactoe", "--a", "hard", "--b", "easy", "--own-nodes", "--nodes", "5"]) == 2
    assert "--own-nodes" in capsys.readouterr().err
