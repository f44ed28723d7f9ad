"""One bound for a move text and one for a position text (``core.protocol``), as the puzzle files,
the lesson files and the network's messages read them: one character more is refused, with a
message naming the bound, before the rules see the text."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from desktop.core.protocol import MAX_MOVE_TEXT, MAX_POSITION_TEXT
from desktop.learn.lessons import LessonError, load_lessons
from desktop.net.frames import ProtocolError, check_message
from desktop.puzzles.puzzle import PuzzleError, load_puzzles
from tests.learn.test_lessons import GOOD, _write
from tests.puzzles.test_puzzle import WIN1
from tests.puzzles.test_puzzle import _write as _write_puzzles


def test_the_bounds_hold_the_longest_texts_of_the_largest_offered_ball() -> None:
    from desktop.games.registry import resolve

    rules, options = resolve("xeno-480")
    assert len(rules.state_to_text(rules.new_state(options))) * 2 < MAX_POSITION_TEXT
    assert len("x".join(["480"] * 40)) < MAX_MOVE_TEXT  # a jump of 40 hops (random play: under 20)


def test_a_puzzle_refuses_a_longer_position_or_solution_move(tmp_path: Path) -> None:
    long_position = {**WIN1, "position": "6" * (MAX_POSITION_TEXT + 1)}
    with pytest.raises(PuzzleError, match=f"position must be 1-{MAX_POSITION_TEXT} characters"):
        load_puzzles(_write_puzzles(tmp_path, long_position))
    long_move = {**WIN1, "solution": ["X d3-d5 d6" + " " * (MAX_MOVE_TEXT - 9)]}
    with pytest.raises(PuzzleError, match="each solution move must be a move text"):
        load_puzzles(_write_puzzles(tmp_path, long_move))


def _lesson(tmp_path: Path, step: dict[str, Any]) -> str:
    data = copy.deepcopy(GOOD)
    data["lessons"][1]["steps"][1].update(step)
    _write(tmp_path, data)
    with pytest.raises(LessonError) as caught:
        load_lessons("oxono", tmp_path)
    return str(caught.value)


def test_a_lesson_refuses_a_longer_position_or_move(tmp_path: Path) -> None:
    message = _lesson(tmp_path, {"position": "6" * (MAX_POSITION_TEXT + 1)})
    assert f"'position' is longer than {MAX_POSITION_TEXT} characters" in message
    message = _lesson(tmp_path, {"reply": "X" * (MAX_MOVE_TEXT + 1)})
    assert f"is longer than {MAX_MOVE_TEXT} characters" in message  # the reply, named 'move'


def test_a_network_move_of_the_bound_passes_and_one_longer_is_refused() -> None:
    move = {"t": "move", "ply": 1, "key": "0" * 32}
    assert check_message({**move, "move": "1" * MAX_MOVE_TEXT})["move"] == "1" * MAX_MOVE_TEXT
    with pytest.raises(ProtocolError, match=f"move: field 'move' is longer than {MAX_MOVE_TEXT} characters"):
        check_message({**move, "move": "1" * (MAX_MOVE_TEXT + 1)})
