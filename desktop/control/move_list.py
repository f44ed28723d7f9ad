"""The moves of a game as people read them: numbered by round, one column per player.

A round is one move of each player in turn, the columns in the order they play
(:meth:`GameRules.play_order`: in Xeno the setup player, then the colours in
letter order, not seat order); a player passed over in its turn (no move, or
no stack with 3 or more players) has a cell that says so (``—``), and no other
cell of a round is left blank but those not played yet.  A move in words (a
setup move, a colour choice) gets a row of its own, and the last row says how
the game ended.  The side panel draws these rows under :func:`move_columns`
and :func:`game_text` copies them as text.  No Qt here.

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

from desktop.core.language import Translatable
from desktop.core.protocol import GameRules, Outcome
from desktop.core.session import Session


class MoveListText(Translatable):
    """The move list's words (the moves themselves are notation: never translated)."""


@dataclass(frozen=True)
class MoveCell:
    """One move: the ply it leads to (click → show that position) and its text."""

    ply: int
    text: str


#: what the cell of a player passed over in its turn says
SKIPPED = "—"


@dataclass(frozen=True)
class MoveRow:
    """A round (``number``, a cell per column: the players in their order of play), or a row in
    words (a setup, a colour choice, the result)."""

    number: int | None
    cells: tuple[MoveCell | None, ...] = ()
    words: str = ""
    ply: int | None = None  # the ply a row in words leads to (None for the result)
    #: the columns whose player's turn came in this round and was passed over (no move)
    skipped: tuple[int, ...] = ()

    def cell_text(self, column: int) -> str:
        """What a round's cell reads: the move, ``—`` for a player passed over, or nothing."""
        cell = self.cells[column]
        return cell.text if cell is not None else SKIPPED if column in self.skipped else ""


@dataclass(frozen=True)
class MoveColumn:
    """A column of the list: the player (seat) whose moves it holds and the player's name."""

    player: int
    name: str


def move_columns(session: Session[Any, Any]) -> tuple[MoveColumn, ...]:
    """The list's columns: the players in their order of play within a round, named as the last
    position of the history names them (in Xeno the colours, once chosen; seats before)."""
    last = session.states[-1]
    rules = session.rules
    return tuple(MoveColumn(p, rules.player_name(last, p)) for p in _order(rules, last, len(session.seats)))


def _order(rules: GameRules[Any, Any], state: Any, players: int) -> tuple[int, ...]:
    order = tuple(rules.play_order(state, players))
    return order if sorted(order) == list(range(players)) else tuple(range(players))


def result_words(session: Session[Any, Any], outcome: Outcome) -> str:
    names = [session.rules.player_name(session.states[-1], p) for p in range(len(session.seats))]
    if outcome.winner is not None:
        head = MoveListText.tr("{player} wins").format(player=names[outcome.winner])
    elif outcome.is_draw and max(outcome.scores) - min(outcome.scores) < 1e-9:
        head = MoveListText.tr("Draw")
    else:
        losers = [names[p] for p, score in enumerate(outcome.scores) if score == 0]
        head = MoveListText.tr("{players} lost").format(players=", ".join(losers))
    return f"{head}: {outcome.reason}"


class _Rows:
    """The rows of one history as far as it has been read: extending it by the moves played
    since reads only those (a long game's list was rebuilt from every move on each change:
    ~15 ms by move 1,300 on xeno-480, three times a move)."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.order: tuple[int, ...] = tuple(range(players))  # the players of the columns
        self.states: list[Any] = []  # the positions read (the start, then after each move read)
        self.rows: list[MoveRow] = []  # the rounds closed so far
        self.cells: list[MoveCell | None] = []  # the round still open
        self.skipped: set[int] = set()  # its columns passed over
        self.ahead: int = 0  # the next round's columns before this one were passed over
        self.number = 0
        self.last_column = -1

    def open_row(self) -> MoveRow:
        return MoveRow(self.number, tuple(self.cells), skipped=tuple(sorted(self.skipped)))

    def close_round(self) -> None:
        if self.cells:
            self.rows.append(self.open_row())
        self.cells, self.skipped, self.last_column = [], set(), -1

    def read(self, session: Session[Any, Any]) -> list[MoveRow]:
        rules = session.rules
        if not self.states:
            self.states.append(session.states[0])
        for ply in range(len(self.states), session.length + 1):
            before, after = session.states[ply - 1], session.states[ply]
            self.states.append(after)
            move, text = session.moves[ply - 1], session.move_texts[ply - 1]
            words = rules.move_words(before, move)
            if words is not None:
                self.close_round()
                self.ahead = 0
                self.rows.append(MoveRow(None, words=words, ply=ply))
                continue
            order = _order(rules, before, self.players)
            if order != self.order:  # the colours chosen: rounds in the new order from here
                self.close_round()
                self.order, self.ahead = order, 0
            column = order.index(rules.to_move(before))
            if column <= self.last_column or not self.cells:
                self.close_round()
                self.number += 1
                self.cells = [None] * self.players
                self.skipped = set(range(min(self.ahead, column)))
            self.cells[column] = MoveCell(ply, text)
            self.last_column = column
            self.ahead = 0
            if rules.outcome(after) is None:
                # whose turn comes next says who was passed over since (a game over skips no one)
                following = order.index(rules.to_move(after))
                if following > column:
                    self.skipped.update(range(column + 1, following))
                else:
                    self.skipped.update(range(column + 1, self.players))
                    self.ahead = following
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
    outcome = session.final_outcome()
    if outcome is not None:
        rows.append(MoveRow(None, words=result_words(session, outcome)))
    return rows


def game_text(session: Session[Any, Any]) -> str:
    """The whole game as text: the game and players (in their order of play), then the moves by
    round in that order (``—`` a player passed over, ``…`` not played), then the result."""
    rules = session.rules
    start = session.states[0]
    lines = [f"{rules.info.name}"]
    lines += [f"{column.name}: {session.seats[column.player].label()}" for column in move_columns(session)]
    if session.time_control.timed:  # the clock the game was played with, as its record keeps it
        lines.append(f"Clock: {session.time_control.text()}")
    if session.custom_start:
        lines.append(f"Start: {rules.state_to_text(start)}")
    lines.append("")
    for row in move_rows(session):
        if row.number is None:
            lines.append(row.words)
        else:
            texts = (row.cell_text(c) or "…" for c in range(len(row.cells)))
            lines.append(f"{row.number}. " + "  ".join(texts))
    return "\n".join(lines).rstrip() + "\n"
