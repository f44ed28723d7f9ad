"""Tic-tac-toe: a fifth game defined outside the app, to prove a game needs only its entry.

It lives in ``tests/`` and is registered for the test run only
(``tests/conftest.py``); it goes through the controller, ``perft``,
``match``, the conformance suite, records and the main window like the four
real games, without a line of the app knowing it.

Squares ``a1``…``c3`` (files a–c, ranks 1–3); a move is the square's name;
the position text is the nine squares from a3 to c1 row by row (``x``, ``o``
or ``.``) then the side to move: ``"... ... ... x"`` is the start.

>>> rules = TicTacToeRules()
>>> state = rules.apply(rules.new_state(), rules.move_from_text(rules.new_state(), "b2"))
>>> rules.state_to_text(state)
'... .x. ... o'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.core.protocol import (
    GameInfo,
    GameRules,
    IllegalMoveError,
    MoveParseError,
    Outcome,
    PositionError,
)

RULES_PAGE = str(Path(__file__).with_name("tictactoe.md"))
LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))
MARKS = "xo"


@dataclass(frozen=True)
class TicTacToeState:
    cells: str = "." * 9  # square 0 is a1, 1 b1, … 8 c3
    player: int = 0


def square_name(square: int) -> str:
    return "abc"[square % 3] + str(square // 3 + 1)


class TicTacToeRules(GameRules[TicTacToeState, int]):
    info = GameInfo("tictactoe", "Tic-tac-toe", 2, 2)

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> TicTacToeState:
        self.check_options(options)
        return TicTacToeState()

    def player_name(self, state: TicTacToeState, player: int) -> str:
        return "Crosses" if player == 0 else "Noughts"

    def to_move(self, state: TicTacToeState) -> int:
        return state.player

    def legal_moves(self, state: TicTacToeState) -> list[int]:
        if self.outcome(state) is not None:
            return []
        return [i for i, cell in enumerate(state.cells) if cell == "."]

    def apply(self, state: TicTacToeState, move: int) -> TicTacToeState:
        cells = state.cells[:move] + MARKS[state.player] + state.cells[move + 1 :]
        return TicTacToeState(cells, 1 - state.player)

    def outcome(self, state: TicTacToeState) -> Outcome | None:
        for a, b, c in LINES:
            if state.cells[a] != "." and state.cells[a] == state.cells[b] == state.cells[c]:
                return Outcome.win(MARKS.index(state.cells[a]), 2, "three in a row")
        if "." not in state.cells:
            return Outcome.draw(2, "the board is full")
        return None

    def move_to_text(self, state: TicTacToeState, move: int) -> str:
        return square_name(move)

    def move_from_text(self, state: TicTacToeState, text: str) -> int:
        text = text.strip().lower()
        if len(text) != 2 or text[0] not in "abc" or text[1] not in "123":
            raise MoveParseError(f"{text!r} is not a square a1…c3")
        square = "abc".index(text[0]) + 3 * (int(text[1]) - 1)
        if square not in self.legal_moves(state):
            raise IllegalMoveError(f"{text} is taken or the game is over")
        return square

    def state_to_text(self, state: TicTacToeState) -> str:
        rows = [state.cells[6:9], state.cells[3:6], state.cells[0:3]]
        return " ".join(rows) + " " + MARKS[state.player]

    def state_from_text(self, text: str, options: Mapping[str, Any] | None = None) -> TicTacToeState:
        words = text.split()
        if (
            len(words) != 4
            or any(len(w) != 3 or set(w) - set("xo.") for w in words[:3])
            or words[3] not in MARKS
        ):
            raise PositionError(f"{text!r}: expected three rows of x, o or . and the side to move")
        cells = words[2] + words[1] + words[0]
        return TicTacToeState(cells, MARKS.index(words[3]))

    def evaluate(self, state: TicTacToeState, player: int) -> float:
        centre = state.cells[4]
        return 0.0 if centre == "." else (0.2 if centre == MARKS[player] else -0.2)
