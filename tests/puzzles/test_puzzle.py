"""Puzzle files: what the loader refuses, what ``accepts`` and ``reply`` answer, the
``puzzles`` command's exit status, and that every shipped file loads."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from desktop.cli import main
from desktop.puzzles import puzzle as puzzle_module
from desktop.puzzles.puzzle import Puzzle, PuzzleError, accepts, load_puzzles, reply, shipped_puzzles

WIN1 = {
    "id": "oxono-t1",
    "game": "oxono",
    "position": "xxx3/6/2@3/3+2/6/OOO3 p",
    "goal": "win in 1",
    "solution": ["X d3-d5 d6"],
    "rating": 900,
}
WIN2 = {
    "id": "oxono-t2",
    "game": "oxono",
    "position": "6/OOO1Xx/OXoOox/1o2x+/o2xXx/@5 b",
    "goal": "win in 2",
    "solution": ["O a1-f1 e1", "X f3-f6 e6", "X f6-f3 c2"],
    "rating": 1500,
}
CAPTURE = {
    "id": "xeno-12-t1",
    "game": "xeno-12",
    "position": "xeno-12 b ba,bba,,,,,bbaa,,aa,,b, seats:ba",
    "goal": "best capture",
    "solution": ["11x4x5x12x3x5x12"],
    "rating": 1000,
}


def _write(tmp_path: Path, *objs: Any, name: str = "p.jsonl") -> Path:
    path = tmp_path / name
    path.write_text("".join((o if isinstance(o, str) else json.dumps(o)) + "\n" for o in objs))
    return path


def test_a_good_file_loads(tmp_path: Path) -> None:
    puzzles = load_puzzles(_write(tmp_path, WIN1, "", WIN2, CAPTURE))
    assert [p.id for p in puzzles] == ["oxono-t1", "oxono-t2", "xeno-12-t1"]
    assert puzzles[1].solution == tuple(WIN2["solution"]) and puzzles[1].turns == 2
    assert puzzles[2].turns is None and dict(puzzles[2].options) == {}
    assert shipped_puzzles(tmp_path) == puzzles


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("{not json", "p.jsonl:2: not JSON"),
        ("[1, 2]", "must be a JSON object"),
        ({k: v for k, v in WIN1.items() if k != "goal"}, "oxono-t1: missing field 'goal'"),
        ({**WIN1, "rating": "high"}, "field 'rating' must be a int"),
        ({**WIN1, "id": "Bad Id!"}, "id must be"),
        ({**WIN1, "extra": 1}, "unknown field 'extra'"),
        ({**WIN1, "game": "chess"}, "unknown game 'chess'"),
        ({**WIN1, "goal": "win in 9"}, "is not 'win in N'"),
        ({**WIN1, "goal": "win in 2"}, "needs 3 solution moves"),
        ({**WIN1, "solution": ["X d3-d2 a6"]}, "solution move 1 'X d3-d2 a6'"),
        ({**WIN1, "solution": ["X d3-d4 d5"]}, "does not end in the solver's win"),
        ({**WIN1, "position": "6/6 p"}, "oxono-t1: "),
        ({**WIN1, "options": {"random_totems": "maybe"}}, "option 'random_totems'"),
        ({**WIN1, "options": {"nonsense": 1}}, "no option 'nonsense'"),
        ({**CAPTURE, "options": {"board": "xeno-30"}}, "xeno-12-t1: option board='xeno-30' contradicts"),
    ],
)
def test_the_loader_refuses_naming_file_line_and_id(tmp_path: Path, line: Any, message: str) -> None:
    path = _write(tmp_path, WIN2, line)
    with pytest.raises(PuzzleError) as caught:
        load_puzzles(path)
    text = str(caught.value)
    assert message in text
    assert f"{path}:2" in text


def test_the_loader_refuses_a_duplicate_id_an_oversized_file_and_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with pytest.raises(PuzzleError, match="used twice"):
        load_puzzles(_write(tmp_path, WIN1, WIN1))
    big = tmp_path / "big.jsonl"
    big.write_bytes(b" " * (puzzle_module.MAX_FILE_BYTES + 1))
    with pytest.raises(PuzzleError, match="more than 4,000,000"):
        load_puzzles(big)
    with pytest.raises(PuzzleError, match="longer than"):
        load_puzzles(_write(tmp_path, {**WIN1, "position": "x" * 30_000}))
    monkeypatch.setattr(puzzle_module, "MAX_PUZZLES", 1)
    with pytest.raises(PuzzleError, match="more than 1 puzzles"):
        load_puzzles(_write(tmp_path, WIN1, WIN2))
    with pytest.raises(PuzzleError, match="No such file"):
        load_puzzles(tmp_path / "missing.jsonl")
    (tmp_path / "bin.jsonl").write_bytes(b"\xff\xfe")
    with pytest.raises(PuzzleError, match="UTF-8"):
        load_puzzles(tmp_path / "bin.jsonl")


def test_shipped_puzzles_refuses_an_id_in_two_files(tmp_path: Path) -> None:
    _write(tmp_path, WIN1, name="a.jsonl")
    _write(tmp_path, WIN1, name="b.jsonl")
    with pytest.raises(PuzzleError, match="another file"):
        shipped_puzzles(tmp_path)


def _start(p: Puzzle) -> tuple[Any, Any]:
    return p.start()


def test_accepts_the_first_move_only_as_the_solution(tmp_path: Path) -> None:
    (win2,) = load_puzzles(_write(tmp_path, WIN2))
    rules, state = _start(win2)
    right = rules.move_from_text(state, "O a1-f1 e1")
    assert accepts(win2, 0, rules, state, right)
    wrong = [m for m in rules.legal_moves(state) if m != right]
    assert wrong and not any(accepts(win2, 0, rules, state, m) for m in wrong)
    with pytest.raises(ValueError, match="not a solver's move"):
        accepts(win2, 1, rules, state, right)


def test_reply_plays_the_solution_then_later_moves_keep_the_win(tmp_path: Path) -> None:
    (win2,) = load_puzzles(_write(tmp_path, WIN2))
    rules, state = _start(win2)
    state = rules.apply(state, rules.move_from_text(state, "O a1-f1 e1"))
    defence = reply(win2, 1, rules, state)
    assert rules.move_to_text(state, defence) == "X f3-f6 e6"
    state = rules.apply(state, defence)
    solver = 1  # black
    winning = [m for m in rules.legal_moves(state) if accepts(win2, 2, rules, state, m)]
    texts = {rules.move_to_text(state, m) for m in winning}
    assert "X f6-f3 c2" in texts
    for move in rules.legal_moves(state):
        outcome = rules.outcome(rules.apply(state, move))
        wins = outcome is not None and outcome.winner == solver
        assert accepts(win2, 2, rules, state, move) == wins, rules.move_to_text(state, move)


WIN3 = {
    "id": "oxono-t4",
    "game": "oxono",
    "position": "1Oo@o1/1o1o2/6/2OO2/2oXx1/2+X2 b",
    "goal": "win in 3",
    "solution": ["X c1-b1 b2", "X b1-a1 b1", "X a1-a2 a3", "X a2-a1 a2", "X a1-c1 b3"],
    "rating": 1800,
}


def test_off_the_solution_line_another_winning_move_is_right_and_the_reply_defends(tmp_path: Path) -> None:
    (win3,) = load_puzzles(_write(tmp_path, WIN3))
    rules, state = _start(win3)
    for text in win3.solution[:2]:
        state = rules.apply(state, rules.move_from_text(state, text))
    other = rules.move_from_text(state, "X a1-a6 a5")  # not the solution's, and still a forced win
    assert accepts(win3, 2, rules, state, other)
    assert not accepts(win3, 2, rules, state, rules.move_from_text(state, "X a1-a2 a1"))
    state = rules.apply(state, other)
    defence = reply(win3, 3, rules, state)
    assert defence in rules.legal_moves(state)
    state = rules.apply(state, defence)
    assert rules.outcome(state) is None
    right = [m for m in rules.legal_moves(state) if accepts(win3, 4, rules, state, m)]
    assert right and all(rules.outcome(rules.apply(state, m)).winner == 1 for m in right)  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="not a defender's move"):
        reply(win3, 2, rules, state)


def test_a_best_capture_accepts_only_its_move(tmp_path: Path) -> None:
    (capture,) = load_puzzles(_write(tmp_path, CAPTURE))
    rules, state = _start(capture)
    verdicts = {
        rules.move_to_text(state, m): accepts(capture, 0, rules, state, m) for m in rules.legal_moves(state)
    }
    assert [t for t, ok in verdicts.items() if ok] == ["11x4x5x12x3x5x12"] and len(verdicts) > 1


def test_check_exits_non_zero_naming_the_broken_puzzle(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = _write(tmp_path, WIN1, WIN2, CAPTURE, name="good.jsonl")
    assert main(["puzzles", "check", str(good)]) == 0
    out = capsys.readouterr().out
    assert "checked all 3 puzzles: 3 proven, 0 failed" in out
    # legal and loadable, but not the goal: a win in 2 whose first move is not the only one
    broken = {**WIN1, "id": "oxono-t3", "position": "xxx3/4+1/6/6/2@3/OOO3 p", "solution": ["X e5-e6 d6"]}
    bad = _write(tmp_path, WIN1, broken, CAPTURE, name="bad.jsonl")
    assert main(["puzzles", "check", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "FAIL" in out and "bad.jsonl:2: oxono-t3: not unique" in out
    assert "1 failed" in out
    assert main(["puzzles", "check", str(bad), "--sample", "1", "--seed", "3"]) in (0, 1)
    assert "checked 1 of 3 puzzles" in capsys.readouterr().out
    unreadable = _write(tmp_path, "{", name="unreadable.jsonl")
    assert main(["puzzles", "check", str(unreadable)]) == 1
    assert "not JSON" in capsys.readouterr().out


def test_mine_finds_proven_puzzles_and_adds_to_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "mined.jsonl"
    assert main(["puzzles", "mine", "xeno-12", "--count", "2", "--seed", "1", "--out", str(out)]) == 0
    assert main(["puzzles", "mine", "xeno-12", "--count", "1", "--seed", "2", "--out", str(out)]) == 0
    puzzles = load_puzzles(out)
    assert [p.id for p in puzzles] == ["xeno-12-0001", "xeno-12-0002", "xeno-12-0003"]
    assert len({p.position for p in puzzles}) == 3
    assert main(["puzzles", "check", str(out)]) == 0
    assert main(["puzzles", "mine", "chess", "--count", "1"]) == 2



def test_a_forced_first_move_is_no_puzzle(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A lone compulsory jump that wins is proven a win in 1, but the solver has nothing to
    find: the check refuses it (and the miner never keeps one)."""
    forced = {
        "id": "xeno-12-t2",
        "game": "xeno-12",
        "position": "xeno-12 b ,,,,aaaaab,,,,,,ba,bbbb",
        "goal": "win in 1",
        "solution": ["12x6"],
        "rating": 800,
    }
    (puzzle,) = load_puzzles(_write(tmp_path, forced, name="forced.jsonl"))
    rules, state = _start(puzzle)
    assert [rules.move_to_text(state, m) for m in rules.legal_moves(state)] == ["12x6"]
    assert main(["puzzles", "check", str(tmp_path / "forced.jsonl")]) == 1
    assert "xeno-12-t2: the first move is forced" in capsys.readouterr().out


def test_no_shipped_puzzle_starts_with_a_forced_move() -> None:
    for puzzle in shipped_puzzles():
        rules, state = _start(puzzle)
        assert rules.only_move(state) is None, puzzle.id
