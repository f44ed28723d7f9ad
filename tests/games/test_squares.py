"""The square names and board texts shared by Oxono (6×6), Zeno and X Spectrum (8×8)."""

from __future__ import annotations

import pytest

from desktop.core.protocol import MoveParseError, PositionError
from desktop.games.squares import SquareGrid


@pytest.mark.parametrize(("size", "last"), [(6, "f6"), (8, "h8")])
def test_every_square_has_a_name_that_reads_back(size: int, last: str) -> None:
    grid = SquareGrid(size)
    names = [grid.name(s) for s in range(size * size)]
    assert names[0] == "a1" and names[1] == "b1" and names[size] == "a2" and names[-1] == last
    assert [grid.parse(n) for n in names] == list(range(size * size))


@pytest.mark.parametrize("text", ["g1", "a7", "a0", "c", "c33", "C3", ""])
def test_a_name_off_a_6x6_board_is_refused(text: str) -> None:
    with pytest.raises(MoveParseError, match="is not a square"):
        SquareGrid(6).parse(text)


def test_board_text_reads_back_with_runs_of_empty_squares() -> None:
    grid = SquareGrid(6)
    cells = [""] * 36
    cells[0], cells[5], cells[20] = "x", "O", "+"
    assert grid.board_text(cells) == "6/6/2+3/6/6/x4O"
    assert grid.read_position("6/6/2+3/6/6/x4O b", "xO+", "pb") == (cells, 1)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("6/6/6/6/6 p", "expected 6 ranks separated by '/', found 5"),
        ("6/6/6/6/6/5q p", "unknown piece 'q' on rank 1"),
        ("6/6/6/6/6/7 p", "rank 1 has 7 squares, not 6"),
        ("6/6/6/6/6/6x p", "rank 1 has 7 squares, not 6"),
        ("6/6/6/6/6/6 w", "side to move 'p' or 'b'"),
        ("6/6/6/6/6/6", "side to move 'p' or 'b'"),
    ],
)
def test_a_bad_board_text_is_named(text: str, problem: str) -> None:
    with pytest.raises(PositionError, match=problem):
        SquareGrid(6).read_position(text, "x", "pb")
