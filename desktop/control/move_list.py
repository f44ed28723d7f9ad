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


def move_rows(session: Session[Any, Any]) -> list[MoveRow]:
    """Every move of the whole history (past the cursor too), by round, and the result if the game ended."""
    rules = session.rules
    players = len(session.seats)
    rows: list[MoveRow] = []
    cells: list[MoveCell | None] = []
    number = 0
    last_column = -1

    def close_round() -> None:
        nonlocal cells, last_column
        if cells:
            rows.append(MoveRow(number, tuple(cells + [None] * (players - len(cells)))))
        cells, last_column = [], -1

    for ply, (move, text) in enumerate(zip(session.moves, session.move_texts, strict=True), start=1):
        before = session.states[ply - 1]
        words = rules.move_words(before, move)
        if words is not None:
            close_round()
            rows.append(MoveRow(None, words=words, ply=ply))
            continue
        column = rules.to_move(before)
        if column <= last_column or not cells:
            close_round()
            number += 1
            cells = [None] * players
        cells[column] = MoveCell(ply, text)
        last_column = column
    close_round()
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
