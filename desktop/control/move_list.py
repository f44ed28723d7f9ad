"""The moves of a game as people read them: numbered by round, one column per player.

A round is one move of each player in turn; a move in words (a setup move, a
colour choice) gets a row of its own, and the last row says how the game
ended.  The side panel draws these rows and :func:`game_text` copies them as
text.  No Qt here.

>>> from desktop.core.session import Session
>>> from desktop.games.registry import resolve
>>> rules, options = resolve("oxono")
>>> session = Session(rules, options)
>>> for text in ("X d3-d6 d5", "O c4-c1 b1", "X d6-f6 f5"):
...     session.play_text(text)
>>> [(row.number, [cell.text if cell else "" for cell in row.cells]) for row in move_rows(session)]
[(1, ['X d3-d6 d5', 'O c4-c1 b1']), (2, ['X d6-f6 f5', ''])]
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass
from typing import Any

from desktop.core.protocol import Outcome
from desktop.core.session import Session


@dataclass(frozen=True)
class MoveCell:
    """One move: the ply it leads to (click → show that position) and its text."""

    ply: int
    text: str


@dataclass(frozen=True)
class MoveRow:
    """A round (``number``, a cell per player), or a row in words (a setup, a colour choice, the result)."""

    number: int | None
    cells: tuple[MoveCell | None, ...] = ()
    words: str = ""
    ply: int | None = None  # the ply a row in words leads to (None for the result)


def result_words(session: Session[Any, Any], outcome: Outcome) -> str:
    names = [session.rules.player_name(session.states[-1], p) for p in range(len(session.seats))]
    if outcome.winner is not None:
        head = f"{names[outcome.winner]} wins"
    elif outcome.is_draw and max(outcome.scores) - min(outcome.scores) < 1e-9:
        head = "Draw"
    else:
        losers = [names[p] for p, score in enumerate(outcome.scores) if score == 0]
        head = f"{', '.join(losers)} lost"
    return f"{head}: {outcome.reason}"


class _Rows:
    """The rows of one history as far as it has been read: extending it by the moves played
    since reads only those (a long game's list was rebuilt from every move on each change:
    ~15 ms by move 1,300 on xeno-480, three times a move)."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.states: list[Any] = []  # the positions read (the start, then after each move read)
        self.rows: list[MoveRow] = []  # the rounds closed so far
        self.cells: list[MoveCell | None] = []  # the round still open
        self.number = 0
        self.last_column = -1

    def open_row(self) -> MoveRow:
        return MoveRow(self.number, tuple(self.cells + [None] * (self.players - len(self.cells))))

    def close_round(self) -> None:
        if self.cells:
            self.rows.append(self.open_row())
        self.cells, self.last_column = [], -1

    def read(self, session: Session[Any, Any]) -> list[MoveRow]:
        rules = session.rules
        if not self.states:
            self.states.append(session.states[0])
        for ply in range(len(self.states), session.length + 1):
            before = session.states[ply - 1]
            self.states.append(session.states[ply])
            move, text = session.moves[ply - 1], session.move_texts[ply - 1]
            words = rules.move_words(before, move)
            if words is not None:
                self.close_round()
                self.rows.append(MoveRow(None, words=words, ply=ply))
                continue
            column = rules.to_move(before)
            if column <= self.last_column or not self.cells:
                self.close_round()
                self.number += 1
                self.cells = [None] * self.players
            self.cells[column] = MoveCell(ply, text)
            self.last_column = column
        return [*self.rows, self.open_row()] if self.cells else list(self.rows)

    def still_reads(self, session: Session[Any, Any]) -> bool:
        """Whether the history read is still the start of ``session``'s (no move taken back
        and replaced since); a position's identity stands for the moves that led to it, so the
        first and the last read say it (a move replaced makes every position after it anew)."""
        states = session.states
        read = len(self.states)
        return (
            len(session.seats) == self.players
            and read <= session.length + 1
            and (read == 0 or (self.states[0] is states[0] and self.states[-1] is states[read - 1]))
        )


_read: weakref.WeakKeyDictionary[Session[Any, Any], _Rows] = weakref.WeakKeyDictionary()


def move_rows(session: Session[Any, Any]) -> list[MoveRow]:
    """Every move of the whole history (past the cursor too), by round, and the result if the game ended."""
    known = _read.get(session)
    if known is None or not known.still_reads(session):
        known = _Rows(len(session.seats))
        _read[session] = known
    rows = known.read(session)
    rules = session.rules
    outcome = session.resignation if session.resignation is not None else rules.outcome(session.states[-1])
    if outcome is not None:
        rows.append(MoveRow(None, words=result_words(session, outcome)))
    return rows


def game_text(session: Session[Any, Any]) -> str:
    """The whole game as text: the game and players, then the moves by round, then the result."""
    rules = session.rules
    start = session.states[0]
    lines = [f"{rules.info.name}"]
    lines += [f"{rules.player_name(start, p)}: {seat.label()}" for p, seat in enumerate(session.seats)]
    if session.custom_start:
        lines.append(f"Start: {rules.state_to_text(start)}")
    lines.append("")
    for row in move_rows(session):
        if row.number is None:
            lines.append(row.words)
        else:
            lines.append(f"{row.number}. " + "  ".join(cell.text if cell else "…" for cell in row.cells))
    return "\n".join(lines).rstrip() + "\n"
