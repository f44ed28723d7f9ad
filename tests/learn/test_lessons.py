"""The lessons loader: a good file loads and walks; bad files are refused, naming file, lesson and step."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from desktop.learn.lessons import (
    MAX_FILE_BYTES,
    LessonError,
    all_lessons,
    load_lessons,
    walk,
)

# -- a small good file, and bad ones ------------------------------------------------------------
GOOD: dict[str, Any] = {
    "game": "oxono",
    "lessons": [
        {
            "id": "oxono-test-1",
            "title": "A line of four",
            "summary": "Finish the line.",
            "board": "oxono",
            "steps": [
                {
                    "text": "Move the X totem down and place your pawn.",
                    "position": "6/6/2@3/3+2/OOO3/xxx3 p",
                    "marks": ["a1", "b1", "c1", "d1"],
                    "expect": ["X d3-d2 d1"],
                    "wins": True,
                }
            ],
        },
        {
            "id": "oxono-test-2",
            "title": "A first move",
            "summary": "Move a totem.",
            "board": "oxono",
            "options": {},
            "steps": [
                {"text": "Read this.", "position": "6/6/2@3/3+2/6/6 p", "expect": []},
                {
                    "text": "Move X up one.",
                    "marks": ["d3"],
                    "expect": ["X d3-d4 d5"],
                    "wrong": "Up one, please.",
                    "reply": "X d4-d3 d4",
                },
                {"text": "Black moved it back.", "expect": []},
            ],
        },
    ],
}


def _write(folder: Path, data: Any, game: str = "oxono") -> Path:
    path = folder / f"{game}.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data, encoding="utf-8")
    return path


def _refused(tmp_path: Path, data: Any, *words: str) -> LessonError:
    path = _write(tmp_path, data)
    with pytest.raises(LessonError) as caught:
        load_lessons("oxono", tmp_path)
    message = str(caught.value)
    assert message.startswith(str(path)), message
    for word in words:
        assert word in message, message
    return caught.value


def test_a_good_file_loads_and_walks_to_the_positions_it_describes(tmp_path: Path) -> None:
    _write(tmp_path, GOOD)
    first, second = load_lessons("oxono", tmp_path)
    assert first.steps[0].wins and first.steps[0].marks == ("a1", "b1", "c1", "d1")
    assert second.options == {} and second.steps[1].reply == "X d4-d3 d4"
    texts = [rules.state_to_text(state) for _, rules, state in walk(second)]
    assert texts == ["6/6/2@3/3+2/6/6 p", "6/6/2@3/3+2/6/6 p", "6/3x2/2@X2/3+2/6/6 p"]
    assert all_lessons(tmp_path) == {"oxono": (first, second)}


def _bad(change: Any) -> dict[str, Any]:
    data = copy.deepcopy(GOOD)
    change(data)
    return data


def _step(data: dict[str, Any], lesson: int = 1, step: int = 0) -> dict[str, Any]:
    return data["lessons"][lesson]["steps"][step]  # type: ignore[no-any-return]


def test_a_missing_field_is_named_with_the_lesson_and_step(tmp_path: Path) -> None:
    error = _refused(tmp_path, _bad(lambda d: _step(d, 1, 1).pop("expect")), "'expect' is missing")
    assert (error.lesson, error.step) == ("oxono-test-2", 2)
    _refused(tmp_path, _bad(lambda d: d["lessons"][0].pop("board")), "oxono-test-1", "'board' is missing")
    _refused(tmp_path, _bad(lambda d: d.pop("game")), "'game' is missing")


def test_a_wrong_type_or_unknown_field_is_refused(tmp_path: Path) -> None:
    _refused(tmp_path, _bad(lambda d: _step(d, 1, 1).update(marks="d3")), "step 2", "'marks' must be a list")
    _refused(tmp_path, _bad(lambda d: _step(d, 0).update(wins="yes")), "'wins' must be true or false")
    _refused(tmp_path, _bad(lambda d: _step(d, 1, 1).update(expected=[])), "unknown field 'expected'")
    _refused(tmp_path, _bad(lambda d: d["lessons"][1].update(options=[])), "'options' must be an object")
    _refused(tmp_path, _bad(lambda d: d.update(lessons={})), "'lessons' must be a list")
    _refused(tmp_path, _bad(lambda d: d["lessons"][0].update(id="Oxono 1")), "must be lower-case")
    _refused(tmp_path, '{"game": "oxono", "game": "oxono", "lessons": []}', "given twice")
    _refused(tmp_path, '{"game": "oxono", "lessons": [', "not valid JSON")


def test_an_illegal_move_or_reply_or_a_bad_position_is_refused(tmp_path: Path) -> None:
    error = _refused(tmp_path, _bad(lambda d: _step(d, 1, 1).update(expect=["X d3-d6 a1"])), "not legal")
    assert (error.lesson, error.step) == ("oxono-test-2", 2)
    _refused(tmp_path, _bad(lambda d: _step(d, 1, 1).update(reply="O c4-d4 d5")), "reply", "not legal")
    _refused(tmp_path, _bad(lambda d: _step(d, 1, 1).update(expect=["x d3-d4 d5"])), "as the rules do")
    _refused(tmp_path, _bad(lambda d: _step(d, 1, 0).update(position="6/6/6 p")), "step 1", "does not parse")
    _refused(tmp_path, _bad(lambda d: _step(d, 1, 0).pop("position")), "first step must give")


def test_a_step_that_claims_a_win_it_does_not_make_is_refused(tmp_path: Path) -> None:
    _refused(tmp_path, _bad(lambda d: _step(d, 0).update(expect=["X d3-d2 e2"])), "does not win")


def test_moves_leading_to_different_positions_need_the_next_position(tmp_path: Path) -> None:
    _refused(
        tmp_path,
        _bad(lambda d: _step(d, 1, 1).update(expect=["X d3-d4 d5", "X d3-d4 e4"])),
        "step 3",
        "lead to different",
    )


def test_an_unknown_board_or_another_games_board_is_refused(tmp_path: Path) -> None:
    _refused(tmp_path, _bad(lambda d: d["lessons"][0].update(board="chess")), "unknown board")
    _refused(tmp_path, _bad(lambda d: d["lessons"][0].update(board="xeno-12")), "not oxono")
    _refused(tmp_path, _bad(lambda d: d["lessons"][1].update(options={"colour": 1})), "options")


def test_an_oversized_file_is_refused_unread(tmp_path: Path) -> None:
    _refused(tmp_path, " " * (MAX_FILE_BYTES + 1) + json.dumps(GOOD), "larger than")


def test_a_repeated_id_is_refused(tmp_path: Path) -> None:
    _refused(tmp_path, _bad(lambda d: d["lessons"][1].update(id="oxono-test-1")), "used twice")


def test_a_file_for_no_game_is_refused(tmp_path: Path) -> None:
    _write(tmp_path, GOOD)
    _write(tmp_path, {"game": "chess", "lessons": []}, "chess")
    with pytest.raises(LessonError, match="names no game"):
        all_lessons(tmp_path)
    with pytest.raises(LessonError, match="not a game id"):
        load_lessons("../oxono", tmp_path)


def test_the_readme_example_is_a_valid_file(tmp_path: Path) -> None:
    """resources/lessons/README.md's example loads as it stands (the format's documentation is right)."""
    readme = (Path(__file__).resolve().parents[2] / "resources" / "lessons" / "README.md").read_text("utf-8")
    example = readme.split("```json\n", 1)[1].split("```", 1)[0]
    _write(tmp_path, example)
    (lesson,) = load_lessons("oxono", tmp_path)
    assert [bool(step.expect) for step in lesson.steps] == [False, True, False]
