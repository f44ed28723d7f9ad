"""Scenario tests for every rule of resources/rules/zeno.md, from position texts."""

from __future__ import annotations

import dataclasses

import pytest

from desktop.core.perft import perft
from desktop.core.protocol import IllegalMoveError, MoveParseError, PositionError
from desktop.games.zeno.rules import (
    BLACK,
    MAX_TURNS,
    WHITE,
    ZenoMove,
    ZenoRules,
    ZenoState,
    parse_square,
    remaining_tempo,
)

rules = ZenoRules()
START = "8/8/BBBBBBBB/8/8/WWWWWWWW/8/8 w"


def sq(name: str) -> int:
    return parse_square(name)


def play(position: str, move_text: str) -> tuple[ZenoState, ZenoState]:
    before = rules.state_from_text(position)
    move = rules.move_from_text(before, move_text)
    assert rules.move_to_text(before, move) == move_text
    return before, rules.play(before, move)


def text(state: ZenoState) -> str:
    return rules.state_to_text(state)


# -- setup and counts --------------------------------------------------------------------------
def test_start_position_and_counts() -> None:
    start = rules.new_state()
    assert text(start) == START
    assert rules.to_move(start) == WHITE and state_counts(start) == (8, 8)
    bases = rules.base_moves(start)
    assert len(bases) == 24
    for base in bases:  # no enemy on rank 4; the 7 other pieces of rank 3 may be pulled
        assert rules.push_squares(start, base) == ()
        assert len(rules.pull_squares(start, base)) == 7
    assert len(rules.legal_moves(start)) == rules.count_moves(start) == 24 * 128 == 3072
    assert perft(rules, start, 1) == 3072
    assert len({rules.move_to_text(start, m) for m in rules.legal_moves(start)}) == 3072


def state_counts(state: ZenoState) -> tuple[int, int]:
    return state.count(WHITE), state.count(BLACK)


# -- the move phase ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("move_text", "after"),
    [
        ("c3-c4", "8/8/BBBBBBBB/8/2W5/WW1WWWWW/8/8 b"),
        ("c3-b4", "8/8/BBBBBBBB/8/1W6/WW1WWWWW/8/8 b"),
        ("c3-d4", "8/8/BBBBBBBB/8/3W4/WW1WWWWW/8/8 b"),
    ],
)
def test_the_three_forward_directions_of_white(move_text: str, after: str) -> None:
    assert text(play(START, move_text)[1]) == after


def test_black_moves_down_the_board() -> None:
    _, after = play("8/8/BBBBBBBB/8/2W5/WW1WWWWW/8/8 b", "e6-d5")
    assert text(after) == "8/8/BBBB1BBB/3B4/2W5/WW1WWWWW/8/8 w"


def test_self_capture_onto_a_piece_of_either_colour() -> None:
    position = "8/8/8/2B5/2WW4/8/8/8 w"  # c4 steps onto c5, a Black piece
    _, after = play(position, "c4*c5")
    assert text(after) == "8/8/8/2B5/3W4/8/8/8 b"  # c4 is gone, the Black piece on c5 is unaffected
    _, after = play("8/8/8/2B5/8/2W5/2W5/8 w", "c2*c3")  # onto its own piece
    assert text(after) == "8/8/8/2B5/8/2W5/8/8 b"


def test_self_capture_off_the_far_edge_and_off_a_side_edge() -> None:
    _, after = play("4W3/8/8/8/8/8/8/B7 w", "e8-xx(0)")
    assert text(after) == "8/8/8/8/8/8/8/B7 b"
    for step in (-1, 1):
        move = rules.move_from_text(rules.state_from_text("4W3/8/8/8/8/8/8/B7 w"), f"e8-xx({step:+d})")
        assert move == ZenoMove(sq("e8"), step)
    with pytest.raises(IllegalMoveError):  # e3 straight ahead is on the board
        rules.move_from_text(rules.state_from_text(START), "e3-xx(0)")


def test_self_capture_off_the_side_edge_then_a_friendly_phase() -> None:
    before, after = play("8/8/BBBBBBBB/8/8/WWWWWWWW/8/8 w", "a3-xx(-1) -b3 -d3")
    assert rules.push_squares(before, ZenoMove(sq("a3"), -1)) == ()  # no enemy phase
    # the pulled pieces retreat in the exact opposite direction, (+1, -1)
    assert text(after) == "8/8/BBBBBBBB/8/8/2W1WWWW/2W1W3/8 b"


def test_self_capture_is_always_allowed_and_the_only_move_when_blocked() -> None:
    state = rules.state_from_text("8/8/8/8/8/BBB5/1W6/8 w")
    bases = rules.base_moves(state)
    assert [rules.move_to_text(state, m) for m in bases] == ["b2*a3", "b2*b3", "b2*c3"]
    assert all(rules.landing(state, m) is None for m in bases)
    start = rules.new_state()
    assert "a3-xx(-1)" in {rules.move_to_text(start, m) for m in rules.base_moves(start)}


# -- the enemy phase ---------------------------------------------------------------------------
def test_a_push_lands_one_step_back_toward_the_movers_side() -> None:
    _, after = play("7B/8/8/4B3/3W4/8/8/8 w", "d4-d5 +e5")
    assert text(after) == "7B/8/8/3W4/4B3/8/8/8 b"


def test_a_push_that_captures_by_landing_on_a_piece() -> None:
    _, after = play("7B/8/8/4B3/3WW3/8/8/8 w", "d4-d5 +e5")
    assert text(after) == "7B/8/8/3W4/4W3/8/8/8 b"  # the Black piece died; the White one on e4 stayed
    _, after = play("7B/8/8/8/5B2/4W1B1/8/8 w", "e3-d4 +f4")  # pushed (+1, -1) onto its own colour
    assert text(after) == "7B/8/8/8/3W4/6B1/8/8 b"


def test_a_push_off_the_board() -> None:
    _, after = play("7B/8/8/B7/1W6/8/8/8 w", "b4-c5 +a5")  # pushed (-1, -1): off the a-file
    assert text(after) == "7B/8/8/2W5/8/8/8/8 b"


def test_pushes_move_at_once_and_only_enemy_pieces_on_the_landing_rank() -> None:
    before, after = play("8/8/8/1B1B4/2W5/8/8/8 w", "c4-c5 +b5 +d5")
    assert text(after) == "8/8/8/2W5/1B1B4/8/8/8 b"
    assert rules.push_squares(before, ZenoMove(sq("c4"), 0)) == (sq("b5"), sq("d5"))
    with pytest.raises(IllegalMoveError):
        rules.move_from_text(before, "c4-c5 +c4")


def test_no_enemy_phase_after_a_self_capture() -> None:
    state = rules.state_from_text("8/8/8/2BB4/2W5/8/8/8 w")
    assert rules.push_squares(state, ZenoMove(sq("c4"), 0)) == ()
    with pytest.raises(IllegalMoveError):
        rules.move_from_text(state, "c4*c5 +d5")
    assert not rules.is_legal(state, ZenoMove(sq("c4"), 0, (sq("d5"),)))


def test_pushed_pieces_do_not_take_part_in_the_friendly_phase() -> None:
    before, after = play("7B/8/8/4B3/3WW3/8/8/8 w", "d4-d5 -e4")
    assert rules.pull_squares(before, ZenoMove(sq("d4"), 0)) == (sq("e4"),)
    assert text(after) == "7B/8/8/3WB3/8/4W3/8/8 b"


def test_a_turn_that_wins_by_capturing_the_last_enemy_piece_in_the_enemy_phase() -> None:
    _, after = play("8/8/8/4B3/3WW3/8/8/8 w", "d4-d5 +e5")
    outcome = rules.outcome(after)
    assert outcome is not None and outcome.winner == WHITE and "Black has no pieces" in outcome.reason
    assert rules.legal_moves(after) == [] and rules.base_moves(after) == []
    with pytest.raises(IllegalMoveError):
        rules.play(after, ZenoMove(sq("d5"), 0))


def test_losing_your_own_last_piece_loses() -> None:
    _, after = play("8/8/8/8/8/8/B7/1W6 w", "b1*a2")
    outcome = rules.outcome(after)
    assert outcome is not None and outcome.winner == BLACK


# -- the friendly phase ------------------------------------------------------------------------
def test_a_pull_that_captures_a_friendly_piece() -> None:
    _, after = play("7B/8/8/8/8/3WW3/4W3/8 w", "d3-d4 -e3")  # e3 retreats onto e2: removed
    assert text(after) == "7B/8/8/8/3W4/8/4W3/8 b"
    _, after = play("7B/8/8/8/8/8/8/WW6 w", "a1-a2 -b1")  # b1 retreats off the back edge
    assert text(after) == "7B/8/8/8/8/8/W7/8 b"


def test_a_pull_retreats_diagonally_and_only_own_pieces_of_the_rank_left() -> None:
    before, after = play("7B/8/8/8/8/1WBW4/8/8 w", "b3-c4 -d3")
    assert text(after) == "7B/8/8/8/2W5/2B5/2W5/8 b"
    assert rules.pull_squares(before, ZenoMove(sq("b3"), 1)) == (sq("d3"),)
    with pytest.raises(IllegalMoveError):
        rules.move_from_text(before, "b3-c4 -c3")


# -- notation ----------------------------------------------------------------------------------
def test_notation_is_canonical_on_output_and_any_order_on_input() -> None:
    state = rules.state_from_text("8/8/8/1B1B4/1WW1W3/8/8/8 w")
    move = rules.move_from_text(state, "-e4 +d5 c4-c5 -b4 +b5")
    assert rules.move_to_text(state, move) == "c4-c5 +b5 +d5 -b4 -e4"
    assert rules.move_from_text(state, "c4-c5 +b5 +d5 -b4 -e4") == move


@pytest.mark.parametrize(
    "bad",
    ["", "c3", "c3-c4 c5", "c3-c4 +e4 +e4", "c3-c4 ~e4", "c3-c4 c3-c5", "c3-xx(2)", "z3-c4", "c3-c4 +i4"],
)
def test_unreadable_moves(bad: str) -> None:
    with pytest.raises(MoveParseError):
        rules.move_from_text(rules.new_state(), bad)


@pytest.mark.parametrize("bad", ["c3-c5", "c3-e4", "c4-c5", "f6-f5", "c3*c4", "c3-c4 +d6", "c3-c4 -c3"])
def test_illegal_moves(bad: str) -> None:
    with pytest.raises(IllegalMoveError):
        rules.move_from_text(rules.new_state(), bad)


def test_occupied_and_empty_targets_need_their_sign() -> None:
    state = rules.state_from_text("8/8/8/2B5/2W5/8/8/8 w")
    with pytest.raises(IllegalMoveError):
        rules.move_from_text(state, "c4-c5")
    assert rules.move_to_text(state, rules.move_from_text(state, "c4*c5")) == "c4*c5"


# -- position text -----------------------------------------------------------------------------
@pytest.mark.parametrize(
    "bad",
    [
        "8/8/8/8/8/8/8/8 w",
        "8/8/BBBBBBBB/8/8/WWWWWWWW/8/8",
        "8/8/BBBBBBBB/8/8/WWWWWWWW/8/8 x",
        "8/8/BBBBBBBB/8/8/WWWWWWWW/8 w",
        "8/8/BBBBBBBB/8/8/WWWWWWW/8/8 w",
        "8/8/BBBBBBBBB/8/8/WWWWWWWW/8/8 w",
        "8/8/BBBBBBBB/8/8/WWWWWWWX/8/8 w",
        "8/8/BBBBBBBB/8/W7/WWWWWWWW/8/8 w",
    ],
)
def test_bad_position_texts(bad: str) -> None:
    with pytest.raises(PositionError):
        rules.state_from_text(bad)


def test_position_text_round_trips() -> None:
    for position in (START, "7B/8/8/4B3/3WW3/8/8/8 b", "W7/8/8/8/8/8/8/7B w"):
        assert text(rules.state_from_text(position)) == position


# -- end of the game and the safety net ----------------------------------------------------------
def test_remaining_tempo_counts_steps_to_the_edge_including_the_last() -> None:
    start = rules.new_state()
    assert remaining_tempo(start, WHITE) == remaining_tempo(start, BLACK) == 48
    state = rules.state_from_text("W7/8/8/8/8/8/8/B6B w")
    assert remaining_tempo(state, WHITE) == 1 and remaining_tempo(state, BLACK) == 2


def test_safety_net_after_400_turns_scores_remaining_tempo() -> None:
    state = rules.state_from_text("8/8/8/7B/8/8/W7/8 w")  # White 7 steps, Black 5
    assert rules.outcome(state) is None
    late = dataclasses.replace(state, turn=MAX_TURNS)
    outcome = rules.outcome(late)
    assert outcome is not None and outcome.winner == WHITE and "400 turns" in outcome.reason
    even = dataclasses.replace(rules.state_from_text("8/7B/8/8/8/8/W7/8 w"), turn=MAX_TURNS)
    outcome = rules.outcome(even)
    assert outcome is not None and outcome.is_draw
    assert rules.base_moves(late) == [] and rules.legal_moves(late) == []


def test_safety_net_on_a_third_occurrence() -> None:
    state = rules.state_from_text("8/8/8/7B/8/8/W7/8 w")
    move = rules.move_from_text(state, "a2-a3")
    after_key = rules.apply(state, move).key
    twice_seen = dataclasses.replace(state, seen=(after_key, state.key, after_key, state.key))
    after = rules.apply(twice_seen, move)
    assert after.repeats == 3
    outcome = rules.outcome(after)
    assert outcome is not None and "three times" in outcome.reason and outcome.winner == WHITE
    assert rules.apply(state, move).repeats == 1 and rules.outcome(rules.apply(state, move)) is None


def test_a_capture_clears_the_repetition_history_and_turns_count() -> None:
    before, after = play("7B/8/8/4B3/3WW3/8/8/8 w", "d4-d5 +e5")
    assert after.seen == (after.key,) and after.turn == before.turn + 1
    _, quiet = play(START, "c3-c4")
    assert len(quiet.seen) == 2


def test_undo_restores_the_position() -> None:
    before, after = play("7B/8/8/4B3/3WW3/8/8/8 w", "d4-d5 +e5")
    assert rules.undo(after, rules.move_from_text(before, "d4-d5 +e5")) == before
    with pytest.raises(ValueError):
        rules.undo(before, ZenoMove(sq("d4"), 0))
