"""The session: history with a cursor, undo/redo, jumps, seats, resignation."""

from __future__ import annotations

import pytest

from desktop.core.protocol import IllegalMoveError, Outcome
from desktop.core.session import Seat, Session
from desktop.games.oxono.rules import OxonoRules

MOVES = ["X d3-d6 d5", "O c4-c1 b1", "X d6-f6 f5", "O c1-c3 c2"]


def session_with(moves: list[str], seats: list[Seat] | None = None) -> Session:  # type: ignore[type-arg]
    session: Session = Session(OxonoRules(), seats=seats)  # type: ignore[type-arg]
    for text in moves:
        session.play_text(text)
    return session


def test_play_undo_redo_and_jump() -> None:
    session = session_with(MOVES)
    assert session.ply == 4 and session.move_texts == MOVES
    session.undo()
    session.undo()
    assert session.ply == 2 and session.can_redo
    assert session.state == session.states[2]
    session.redo()
    assert session.ply == 3
    session.go_to(0)
    assert session.state_text() == "6/6/2@3/3+2/6/6 p"
    session.go_to(4)
    assert session.at_end and not session.can_redo
    with pytest.raises(IndexError):
        session.go_to(5)


def test_the_last_position_and_who_moves_there_do_not_follow_the_cursor() -> None:
    session = session_with(MOVES[:3])
    session.go_to(0)  # Pink to move on show; Black after the third move
    assert session.last_state is session.states[3] and session.state is session.states[0]
    assert session.to_move() == 0 and session.last_to_move() == 1


def test_a_new_move_truncates_the_redo_tail() -> None:
    session = session_with(MOVES)
    session.go_to(2)
    session.play_text("X d6-a6 a5")
    assert session.length == 3 and session.move_texts[-1] == "X d6-a6 a5" and not session.can_redo


def test_a_take_back_drops_the_moves_and_their_times_for_good() -> None:
    session = session_with(MOVES)
    session.times = [(300.0, 300.0), (290.0, 300.0), (290.0, 280.0), (270.0, 280.0), (270.0, 260.0)]
    start_of_third = session.states[2]
    session.take_back(2)
    assert session.ply == session.length == 2 and not session.can_redo
    assert session.state == start_of_third and session.move_texts == MOVES[:2]
    assert session.times == [(300.0, 300.0), (290.0, 300.0), (290.0, 280.0)]
    session.play_text(MOVES[2])  # play goes on from there
    assert session.move_texts == MOVES[:3]


def test_an_end_no_rule_reached_ends_the_game_where_it_is_shown() -> None:
    session = session_with(MOVES)
    session.go_to(3)
    draw = Outcome.draw(2, "a draw agreed")
    session.end(draw)
    assert session.outcome() == draw and session.is_over and session.length == 3
    assert session.resigned_by is None and not session.timed_out  # a record says "agreed"
    with pytest.raises(IllegalMoveError):
        session.end(draw)
    with pytest.raises(IllegalMoveError):
        session.play_text(MOVES[3])


def test_undo_against_the_ai_returns_to_the_humans_previous_turn() -> None:
    session = session_with(MOVES, [Seat.human(), Seat.ai("hard")])
    assert session.to_move() == 0
    session.undo()  # back over the AI's reply and the human's move
    assert session.ply == 2 and session.to_move() == 0
    session.redo()
    assert session.ply == 4
    # between two humans undo takes one ply
    humans = session_with(MOVES)
    humans.undo()
    assert humans.ply == 3


def test_ai_turn_only_at_the_end_of_history() -> None:
    session = session_with(MOVES[:1], [Seat.human(), Seat.ai("easy")])
    assert session.is_ai_turn()
    session.go_to(0)
    assert not session.is_ai_turn()


def test_illegal_moves_are_refused_and_change_nothing() -> None:
    session = session_with(MOVES)
    before = list(session.states)
    with pytest.raises(IllegalMoveError):
        session.play_text("X f6-f6 f5")
    assert session.states == before


def test_resign_ends_the_game_for_the_other_player() -> None:
    session = session_with(MOVES)
    outcome = session.resign()
    assert outcome.winner == 1 and "Pink resigned" in outcome.reason
    assert session.is_over and session.legal_moves() == []
    with pytest.raises(IllegalMoveError):
        session.play_text("X f6-f4 f3")
    session.undo()
    assert not session.is_over  # looking back, the game goes on there
    session.play_text("O c1-c4 c5")
    assert session.resignation is None


def test_seat_count_must_match_the_game() -> None:
    with pytest.raises(ValueError, match="needs 2 seats"):
        Session(OxonoRules(), seats=[Seat.human()])
