"""The square boards of Oxono (6×6), Zeno and X Spectrum (8×8): square names and board text.

Squares are numbered ``rank * size + file``: a1 = 0, files a, b, … from the
left, ranks 1, 2, … from the bottom.  A board text lists the ranks from the
top down, separated by ``/``, each square by square from file a, with a digit
for a run of empty squares (every rules page writes its positions so).

>>> grid = SquareGrid(8)
>>> grid.name(18), grid.parse("c3")
('c3', 18)
>>> SquareGrid(6).name(35), grid.ray(18, 1, -1)
('f6', (11, 4))
>>> grid.board_text(["W"] + [""] * 62 + ["B"])
'7B/8/8/8/8/8/8/W7'
>>> cells, side = grid.read_position("7B/8/8/8/8/8/8/W7 b", "WB", "wb")
>>> cells[::63], side
(['W', 'B'], 1)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from desktop.core.protocol import MoveParseError, PositionError
from desktop.games.words import RulesText


@dataclass(frozen=True)
class SquareGrid:
    """A ``size`` × ``size`` board's square numbers, names and board text."""

    size: int

    @property
    def files(self) -> str:
        """The file letters, a first."""
        return "abcdefgh"[: self.size]

    def name(self, square: int) -> str:
        """``18`` → ``c3`` on an 8×8 board."""
        return f"{self.files[square % self.size]}{square // self.size + 1}"

    def parse(self, text: str) -> int:
        """``c3`` → 18 on an 8×8 board; :class:`MoveParseError` for anything else."""
        ranks = "12345678"[: self.size]
        if len(text) != 2 or text[0] not in self.files or text[1] not in ranks:
            raise MoveParseError(
                RulesText.tr("{text!r} is not a square (a1..{value}{rank})").format(
                    text=text, value=self.files[-1], rank=ranks[-1]
                )
            )
        return (int(text[1]) - 1) * self.size + self.files.index(text[0])

    def ray(self, square: int, file_step: int, rank_step: int) -> tuple[int, ...]:
        """The squares from ``square`` (left out) by ``(file_step, rank_step)`` to the edge, nearest first."""
        file, rank = square % self.size + file_step, square // self.size + rank_step
        out = []
        while 0 <= file < self.size and 0 <= rank < self.size:
            out.append(rank * self.size + file)
            file, rank = file + file_step, rank + rank_step
        return tuple(out)

    def board_text(self, cells: Sequence[str]) -> str:
        """The board text of ``cells`` (one text a square, a1 first; ``""`` for an empty square)."""
        ranks = []
        for rank in range(self.size - 1, -1, -1):
            out, empty = "", 0
            for cell in cells[rank * self.size : (rank + 1) * self.size]:
                if not cell:
                    empty += 1
                    continue
                if empty:
                    out, empty = out + str(empty), 0
                out += cell
            ranks.append(out + (str(empty) if empty else ""))
        return "/".join(ranks)

    def read_position(self, text: str, pieces: str, sides: str) -> tuple[list[str], int]:
        """Read ``<board> <side to move>`` (``sides``: the two sides' letters): the cells and the side."""
        parts = text.split()
        if len(parts) != 2 or parts[1] not in tuple(sides):
            raise PositionError(
                RulesText.tr(
                    "{text!r}: expected the ranks, a space, and the side to move '{side}' or '{side2}'"
                ).format(
                    text=text, side=sides[0], side2=sides[1]
                )
            )
        return self.read_board(parts[0], pieces, text), sides.index(parts[1])

    def read_board(self, text: str, pieces: str, source: str) -> list[str]:
        """The cells of a board text whose squares hold one of the characters ``pieces`` each.

        Raise :class:`PositionError` quoting ``source`` (the whole position text).
        """
        ranks = text.split("/")
        if len(ranks) != self.size:
            raise PositionError(
                RulesText.tr("{source!r}: expected {size} ranks separated by '/', found {count}").format(
                    source=source, size=self.size, count=len(ranks)
                )
            )
        cells = [""] * (self.size * self.size)
        for i, rank_text in enumerate(ranks):
            rank = self.size - 1 - i
            file = 0
            for ch in rank_text:
                if ch in "123456789":
                    file += int(ch)
                elif ch not in pieces:
                    raise PositionError(
                        RulesText.tr("{source!r}: unknown piece {ch!r} on rank {rank}").format(
                            source=source, ch=ch, rank=rank + 1
                        )
                    )
                else:
                    if file < self.size:
                        cells[rank * self.size + file] = ch
                    file += 1
            if file != self.size:
                raise PositionError(
                    RulesText.tr("{source!r}: rank {rank} has {file} squares, not {size}").format(
                        source=source, rank=rank + 1, file=file, size=self.size
                    )
                )
        return cells
