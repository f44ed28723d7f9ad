"""The move list of a game of 3 or more players: the columns are the players in their order of
play within a round (in Xeno the setup player, then the colours in letter order: not seat
order), a round is one row, and a cell is left blank only for a player passed over (it says
"—") or a move not played yet; the headers name the players as the rules do (issue 30, item 5)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from desktop.control.move_list import move_rows
from desktop.core.session import Session
from desktop.games.registry import resolve
from desktop.games.xeno.rules import can_move
from desktop.games.xeno.state import LETTERS
from tests.control.test_move_list import new_session


def play_xeno(
    seed: int, players: int, quick: bool, picks: str = "", board: str = "xeno-30"
) -> Session[Any, Any]:
    """A Xeno game of random moves (seeded) to its end; ``picks``: the colour letters seats 2, 3, …
    choose in turn (the setup player takes the last)."""
    rules, _ = resolve("xeno")
    session: Session[Any, Any] = Session(
        rules, {"board": board, "players": players, "quick_setup": quick}, seed
    )
    rng = random.Random(seed)
    wanted = list(picks)
    while not session.is_over and session.length < 600:
        moves = list(session.legal_moves())
        texts = [session.rules.move_to_text(session.state, m) for m in moves]
        pick = f"C {wanted[0]}" if wanted else None
        if pick in texts:
            wanted.pop(0)
            session.play(moves[texts.index(pick)])
        else:
            session.play(rng.choice(moves))
    return session


def check_rounds(session: Session[Any, Any]) -> tuple[list[int], int]:
    """Read the list's rounds as a player would and check them against the rules: each column
    holds one player's moves; a round reads left to right in the order moves were played; a
    blank cell is a player passed over (no move in the position its turn came in) or a move not
    played yet (after the game's last move).  Gives the players of the columns and the skips."""
    rules = session.rules
    rows = move_rows(session)
    rounds = [row for row in rows if row.number is not None]
    assert rounds, "no rounds"
    columns: dict[int, int] = {}  # column -> the player whose moves it holds
    order: list[tuple[int, int]] = []  # (ply, column) of every move, in reading order
    for row in rounds:
        plies = [(cell.ply, c) for c, cell in enumerate(row.cells) if cell is not None]
        assert [ply for ply, _ in plies] == sorted(ply for ply, _ in plies), (
            f"round {row.number} out of order"
        )
        order += plies
        for ply, c in plies:
            mover = rules.to_move(session.states[ply - 1])
            assert columns.setdefault(c, mover) == mover, f"round {row.number}: column {c} holds two players"
    played = [
        ply
        for ply in range(1, session.length + 1)
        if rules.move_words(session.states[ply - 1], session.moves[ply - 1]) is None
    ]
    assert [ply for ply, _ in order] == played, "the rounds hold every move once, in the order played"
    last_ply = order[-1][0]
    skips = 0
    position = {ply: i for i, (ply, _) in enumerate(order)}
    for r, row in enumerate(rounds):
        for c, cell in enumerate(row.cells):
            if cell is not None:
                continue
            before = [x.ply for col, x in enumerate(row.cells) if x is not None and col < c]
            if before:
                previous = max(before)
            else:  # a blank before the round's first move: the last move of the round before
                assert r > 0, f"round {row.number}: a blank before the first move of the game"
                previous = max(x.ply for x in rounds[r - 1].cells if x)
            following = order[position[previous] + 1][0] if previous != last_ply else None
            if following is None:
                # after the game's last move: nothing played yet, unless that player was passed over
                assert row.cell_text(c) in ("", "—")
                continue
            colour = session.states[previous].seats[columns[c]]
            assert not can_move(session.states[previous], colour), (
                f"round {row.number}: {LETTERS[colour]}'s cell is blank, but could move after move {previous}"
            )
            assert row.cell_text(c) == "—"  # says so
            skips += 1
    return [columns[c] for c in sorted(columns)], skips


def test_three_player_xeno_rounds_follow_the_order_of_play_with_no_gaps_but_real_skips() -> None:
    """xeno-30, 3 players: the setup player opens each round, the colours follow in letter order
    (rules §3 step 4), so a round is one row and blanks are only players passed over. The colours
    chosen as in the game a new player met (seat 2 Blue, seat 3 Orange, the setup player Green)."""
    session = play_xeno(seed=7, players=3, quick=False, picks="ba")
    assert session.state.seats == (2, 1, 0)  # Green, Blue, Orange: seat order is not play order
    columns, skips = check_rounds(session)
    assert columns == [0, 2, 1]  # Green (c), then Orange (a), then Blue (b)
    assert skips > 0, "this game has players passed over: the check must have met some"


@pytest.mark.parametrize(
    ("seed", "players", "board"), [(1, 3, "xeno-30"), (4, 3, "xeno-30"), (2, 4, "xeno-12"), (5, 5, "xeno-30")]
)
def test_quick_setup_games_rounds_follow_the_order_of_play(seed: int, players: int, board: str) -> None:
    session = play_xeno(seed, players, quick=True, board=board)
    state = session.states[-1]
    first = state.colours.index(state.seats[0])
    by_letter = [state.colours[(first + i) % players] for i in range(players)]
    columns, skips = check_rounds(session)
    assert columns == [state.seats.index(colour) for colour in by_letter]
    from desktop.control.move_list import move_columns

    assert [column.player for column in move_columns(session)] == columns
    assert skips > 0


def test_columns_are_named_as_the_rules_name_the_players() -> None:
    """The headers: the rules' names (Xeno's colours once chosen, the seats before), in the
    order of play."""
    from desktop.control.move_list import game_text, move_columns
    from desktop.games.xspectrum.pieces import PLAYER_NAMES

    names = {game: [c.name for c in move_columns(new_session(game))] for game in ("zeno", "oxono")}
    assert names == {"zeno": ["White", "Black"], "oxono": ["Pink", "Black"]}
    rules, options = resolve("xspectrum")
    assert [c.name for c in move_columns(Session(rules, options))] == list(PLAYER_NAMES)
    rules, _ = resolve("xeno")
    two: Session[Any, Any] = Session(rules, {"board": "xeno-30"}, 3)
    assert [c.name for c in move_columns(two)] == ["Player 1", "Player 2"]  # no colours yet
    two.play(two.legal_moves()[0])
    two.play_text("C b")
    assert [c.name for c in move_columns(two)] == ["Orange", "Blue"]
    three = play_xeno(seed=7, players=3, quick=False, picks="ba")
    assert [c.name for c in move_columns(three)] == ["Green", "Orange", "Blue"]
    assert [c.player for c in move_columns(three)] == [0, 2, 1]
    assert game_text(three).splitlines()[1:4] == ["Green: Human", "Orange: Human", "Blue: Human"]
