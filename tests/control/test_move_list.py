"""The move list read move by move (``move_rows`` keeps what it read of a session's history and
reads on from there) is the list read from scratch, whatever was played, taken back, replayed
differently or resigned in between."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.control.move_list import MoveCell, MoveRow, move_rows, result_words
from desktop.core.session import Session
from desktop.games.registry import resolve


def rows_from_scratch(session: Session[Any, Any]) -> list[MoveRow]:
    """The list as first written: every move read again."""
    rules, players = session.rules, len(session.seats)
    rows: list[MoveRow] = []
    cells: list[MoveCell | None] = []
    number, last_column = 0, -1
    for ply, (move, text) in enumerate(zip(session.moves, session.move_texts, strict=True), start=1):
        before = session.states[ply - 1]
        words = rules.move_words(before, move)
        if words is not None:
            if cells:
                rows.append(MoveRow(number, tuple(cells)))
            cells, last_column = [], -1
            rows.append(MoveRow(None, words=words, ply=ply))
            continue
        column = rules.to_move(before)
        if column <= last_column or not cells:
            if cells:
                rows.append(MoveRow(number, tuple(cells)))
            number += 1
            cells = [None] * players
        cells[column] = MoveCell(ply, text)
        last_column = column
    if cells:
        rows.append(MoveRow(number, tuple(cells)))
    outcome = session.resignation if session.resignation is not None else rules.outcome(session.states[-1])
    if outcome is not None:
        rows.append(MoveRow(None, words=result_words(session, outcome)))
    return rows


@settings(max_examples=40, deadline=None)
@given(
    game=st.sampled_from(["oxono", "xeno-12", "zeno"]),
    seed=st.integers(0, 10_000),
    steps=st.lists(st.sampled_from(["play", "play", "play", "back", "forward", "resign"]), max_size=60),
)
def test_rows_read_on_from_where_they_were_are_the_rows_read_from_scratch(
    game: str, seed: int, steps: list[str]
) -> None:
    rules, options = resolve(game)
    session = Session(rules, options)
    rng = random.Random(seed)
    assert move_rows(session) == rows_from_scratch(session)
    for step in steps:
        if step == "play" and not session.is_over:
            session.play(rng.choice(list(session.legal_moves())))  # at the cursor: drops what follows
        elif step == "back" and session.cursor > 0:
            session.go_to(rng.randrange(session.cursor))
        elif step == "forward":
            session.go_to(session.length)
        elif step == "resign" and not session.is_over:
            session.resign()
        assert move_rows(session) == rows_from_scratch(session)


def test_a_long_game_reads_only_the_new_moves() -> None:
    """After the first read, another move costs one move's reading, not the whole game's."""
    rules, options = resolve("oxono")
    session = Session(rules, options)
    rng = random.Random(3)
    for _ in range(12):
        if not session.is_over:
            session.play(rng.choice(list(session.legal_moves())))
    move_rows(session)
    read: list[int] = []
    original = rules.move_words

    def counting(state: Any, move: Any) -> str | None:
        read.append(1)
        return original(state, move)

    rules.move_words = counting  # type: ignore[method-assign]
    try:
        move_rows(session)
        assert read == []
        session.go_to(session.length - 2)
        session.play(rng.choice(list(session.legal_moves())))
        rows = move_rows(session)
        assert len(read) == session.length  # a replaced move: read again from the start, once
        session.play(rng.choice(list(session.legal_moves())))
        rows = move_rows(session)
        assert len(read) == session.length  # then on from there: the one new move
    finally:
        del rules.move_words  # type: ignore[method-assign]
    assert rows == rows_from_scratch(session)
