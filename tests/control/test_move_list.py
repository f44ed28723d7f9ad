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
    """The list as first written: every move read again, then the players passed over found
    from the rounds: a blank between two moves of a round, after a round's last move when a
    round follows, before a round's first move when a round came before it, and in the last
    round the players up to the one to move now."""
    rules, players = session.rules, len(session.seats)
    rows: list[MoveRow] = []
    run: list[tuple[int, list[MoveCell | None]]] = []  # the rounds since the last row in words
    order: tuple[int, ...] = tuple(range(players))
    number, last_column = 0, -1

    def close_run(ongoing: bool) -> None:
        """The run's rounds with their players passed over; ``ongoing``: the history ends in it."""
        for i, (n, cells) in enumerate(run):
            filled = [c for c, cell in enumerate(cells) if cell is not None]
            skipped = {c for c in range(filled[0], filled[-1]) if cells[c] is None}
            if i > 0:
                skipped.update(range(filled[0]))
            if i < len(run) - 1:
                skipped.update(range(filled[-1] + 1, players))
            elif ongoing:
                following = order.index(rules.to_move(session.states[-1]))
                end = following if following > filled[-1] else players
                skipped.update(range(filled[-1] + 1, end))
            rows.append(MoveRow(n, tuple(cells), skipped=tuple(sorted(skipped))))
        run.clear()

    for ply, (move, text) in enumerate(zip(session.moves, session.move_texts, strict=True), start=1):
        before = session.states[ply - 1]
        words = rules.move_words(before, move)
        if words is not None:
            close_run(False)
            last_column = -1
            rows.append(MoveRow(None, words=words, ply=ply))
            continue
        now = tuple(rules.play_order(before, players))
        if now != order:
            close_run(False)
            order, last_column = now, -1
        column = order.index(rules.to_move(before))
        if column <= last_column or not run:
            number += 1
            run.append((number, [None] * players))
        run[-1][1][column] = MoveCell(ply, text)
        last_column = column
    close_run(rules.outcome(session.states[-1]) is None)
    outcome = session.resignation if session.resignation is not None else rules.outcome(session.states[-1])
    if outcome is not None:
        rows.append(MoveRow(None, words=result_words(session, outcome)))
    return rows


#: the games the list is read in: a game name and options over its implied ones
GAMES: dict[str, tuple[str, dict[str, Any]]] = {
    "oxono": ("oxono", {}),
    "zeno": ("zeno", {}),
    "xeno-12": ("xeno-12", {}),
    "xeno-12, 3 players": ("xeno-12", {"players": 3}),
    "xeno-12, 4 players, quick setup": ("xeno-12", {"players": 4, "quick_setup": True}),
}


def new_session(game: str, seed: int = 0) -> Session[Any, Any]:
    name, extra = GAMES[game]
    rules, options = resolve(name)
    return Session(rules, {**options, **extra}, seed)


@settings(max_examples=60, deadline=None)
@given(
    game=st.sampled_from(sorted(GAMES)),
    seed=st.integers(0, 10_000),
    steps=st.lists(st.sampled_from(["play", "play", "play", "back", "forward", "resign"]), max_size=60),
)
def test_rows_read_on_from_where_they_were_are_the_rows_read_from_scratch(
    game: str, seed: int, steps: list[str]
) -> None:
    session = new_session(game, seed)
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
