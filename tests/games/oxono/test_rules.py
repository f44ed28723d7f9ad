"""One scenario test (or more) for every rule of resources/rules/oxono.md, from position text."""

from __future__ import annotations

import pytest

from desktop.core.protocol import IllegalMoveError, MoveParseError, PositionError
from desktop.games.oxono.rules import (
    BLACK,
    PINK,
    O,
    OxonoMove,
    OxonoRules,
    OxonoState,
    X,
    parse_square,
    square_name,
)

rules = OxonoRules()
sq = parse_square


def moves_of(state: OxonoState) -> set[str]:
    return {rules.move_to_text(state, m) for m in rules.legal_moves(state)}


def targets(state: OxonoState, totem: int) -> set[str]:
    return {
        rules.move_to_text(state, m).split()[1].split("-")[1]
        for m in rules.legal_moves(state)
        if m.totem == totem
    }


def play(state: OxonoState, text: str) -> OxonoState:
    return rules.apply(state, rules.move_from_text(state, text))


# -- 1. material and setup ---------------------------------------------------
def test_start_position_totems_on_c4_and_d3_pink_first() -> None:
    start = rules.new_state()
    assert rules.state_to_text(start) == "6/6/2@3/3+2/6/6 p"
    assert start.totems == (sq("d3"), sq("c4"))
    assert rules.to_move(start) == PINK
    assert start.hands == (8, 8, 8, 8)
    assert not any(start.board)


def test_random_totem_option_uses_both_placements() -> None:
    texts = {rules.state_to_text(rules.new_state({"random_totems": True}, seed)) for seed in range(20)}
    assert texts == {"6/6/2@3/3+2/6/6 p", "6/6/2+3/3@2/6/6 p"}


# -- 2. a turn: choose a totem whose symbol you still hold --------------------
def test_only_totems_whose_symbol_the_player_still_holds() -> None:
    # Pink has placed all 8 of its X pawns: only the O totem may move.
    state = rules.state_from_text("x1x1x1/OxOx1x/2@1+1/1O1O1O/x1x3/O1O1O1 p")
    assert state.hand(PINK, X) == 0 and state.hand(PINK, O) == 8
    assert {m.totem for m in rules.legal_moves(state)} == {O}


# -- rook moves -------------------------------------------------------------------
def test_totem_moves_like_a_rook_through_empty_squares_only() -> None:
    # X totem on d3; a pawn on d5 and the O totem on b3 block.
    state = rules.state_from_text("6/3x2/6/1@1+2/6/6 b")
    assert targets(state, X) == {"d4", "d2", "d1", "c3", "e3", "f3"}


def test_totem_never_passes_the_other_totem() -> None:
    state = rules.state_from_text("6/6/6/2@+2/6/6 p")
    assert "c4" not in targets(state, X) and "b4" not in targets(state, X)
    assert "d4" not in targets(state, O) and "e4" not in targets(state, O)


# -- enclosed jump -------------------------------------------------------------------
def test_enclosed_totem_jumps_over_the_adjacent_run_to_the_first_empty_square() -> None:
    # X totem on c3 enclosed by c4, c2, b3, d3. North: c4, c5, then c6 empty.
    # South: c2 then c1.  West: b3 then a3.  East: d3, e3, f3 reach the edge: no jump.
    state = rules.state_from_text("@4o/2x3/2o3/1X+oXO/2x3/O5 b")
    assert targets(state, X) == {"c6", "c1", "a3"}


def test_enclosed_jump_run_may_contain_the_other_totem() -> None:
    # X totem on c3; its north neighbour c4 is the O totem, then the pawn on c5.
    state = rules.state_from_text("5O/2x3/2@3/1o+x2/2X3/6 b")
    assert targets(state, X) == {"c6", "c1", "a3", "e3"}


def test_enclosed_totem_in_a_corner_uses_the_board_edge_as_a_wall() -> None:
    state = rules.state_from_text("5@/5x/6/6/o5/+X4 b")
    assert targets(state, X) == {"a3", "c1"}


# -- fully enclosed -------------------------------------------------------------------
def test_fully_enclosed_totem_goes_to_any_empty_square() -> None:
    # X totem on a1; a2..a6 and b1..f1 are all pawns: no jump in any direction.
    state = rules.state_from_text("o5/X1o1O1/o2O1@/X5/o5/+xOxOx b")
    empties = {square_name(s) for s in range(36) if not state.occupied(s)}
    assert len(empties) == 21 and targets(state, X) == empties


# -- placing the pawn -----------------------------------------------------------------
def test_pawn_goes_orthogonally_next_to_the_totem_including_the_square_it_left() -> None:
    start = rules.new_state()
    pawn_squares = {m.pawn for m in rules.legal_moves(start) if m.totem == X and m.target == sq("d2")}
    assert pawn_squares == {sq("d1"), sq("c2"), sq("e2"), sq("d3")}


def test_pawn_goes_anywhere_when_no_neighbour_of_the_totem_is_free() -> None:
    # The enclosed X totem on c3 jumps to c1, whose neighbours b1, d1, c2 are all pawns.
    state = rules.state_from_text("@4o/2x3/2o3/1X+oXO/2x3/OO1x2 b")
    moves = [m for m in rules.legal_moves(state) if m.totem == X and m.target == sq("c1")]
    empty = {s for s in range(36) if not state.occupied(s)}
    assert {m.pawn for m in moves} == (empty - {sq("c1")}) | {sq("c3")}
    assert len(moves) == len(empty)


def test_pawn_has_the_totem_symbol_and_the_players_colour() -> None:
    state = play(rules.new_state(), "O c4-c6 b6")
    assert rules.state_to_text(state).startswith("1o@3/")
    state = play(state, "X d3-d1 e1")
    assert rules.state_to_text(state).endswith("3+X1 p")


# -- notation -------------------------------------------------------------------------
def test_move_notation_round_trips_and_rejects_bad_text() -> None:
    start = rules.new_state()
    move = rules.move_from_text(start, "X d3-d6 d5")
    assert move == OxonoMove(X, sq("d3"), sq("d6"), sq("d5"))
    assert rules.move_to_text(start, move) == "X d3-d6 d5"
    with pytest.raises(MoveParseError):
        rules.move_from_text(start, "X d3 d6")
    with pytest.raises(MoveParseError):
        rules.move_from_text(start, "Q d3-d6 d5")
    with pytest.raises(MoveParseError):
        rules.move_from_text(start, "X d3-d9 d5")
    with pytest.raises(IllegalMoveError):
        rules.move_from_text(start, "X d3-d6 a1")
    with pytest.raises(IllegalMoveError):
        rules.move_from_text(start, "X c4-c6 c5")  # the X totem is not on c4


# -- position text --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("6/6/2@3/3+2/6 p", "6 ranks"),
        ("6/6/2@3/3+2/6/6 w", "'p' or 'b'"),
        ("6/6/2@3/3+2/6/5 p", "rank 1 has 5"),
        ("6/6/2@3/3+2/6/7 p", "rank 1 has 7"),
        ("6/6/2@3/3+2/6/5q p", "unknown piece 'q'"),
        ("6/6/2@3/6/6/6 p", "X totem"),
        ("6/6/2@3/3+2/6/6 b", "Pink moves first"),
        ("xxx3/xxx3/x1@3/x2+2/OOOOOO/OOOOO1 b", "more than 8"),
    ],
)
def test_bad_position_text_names_the_problem(text: str, problem: str) -> None:
    with pytest.raises(PositionError, match=problem):
        rules.state_from_text(text)


# -- 3. end -----------------------------------------------------------------------------
def win_after(text: str, move: str) -> OxonoState:
    return play(rules.state_from_text(text), move)


def test_four_of_one_colour_in_a_row_wins_any_symbols() -> None:
    state = win_after("OO1O2/6/2@3/3+2/6/xox3 p", "X d3-d2 d1")
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winner == PINK
    assert set(state.win_line) == {sq("a1"), sq("b1"), sq("c1"), sq("d1")}


def test_four_of_one_colour_in_a_column_wins() -> None:
    state = win_after("6/3+2/x1@3/x5/x5/1OOO2 p", "X d5-b5 a5")
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winner == PINK
    assert set(state.win_line) == {sq("a2"), sq("a3"), sq("a4"), sq("a5")}


def test_four_of_one_symbol_in_mixed_colours_wins_for_the_placer() -> None:
    state = win_after("5x/6/2@3/3+2/6/XXx3 p", "X d3-d2 d1")
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winner == PINK
    assert {state.board[s] for s in state.win_line} == {1, 3}  # pink x and black X


def test_symbol_line_made_mostly_of_the_opponents_pawns_wins_for_the_placer() -> None:
    # Black completes an X line of three pink x's with its own X and wins.
    state = win_after("OO4/6/2@3/3+2/6/xxx3 b", "X d3-d2 d1")
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winner == BLACK


def test_diagonal_lines_do_not_win() -> None:
    # x on b2, c3, d4; the fourth on e5 makes a diagonal, which does not count.
    state = win_after("O1O1O1/6/3x2/2x3/1x2+1/@5 p", "X e2-e4 e5")
    assert rules.outcome(state) is None


def test_longer_run_wins() -> None:
    state = win_after("OO2OO/6/@2+2/6/6/xxx1x1 p", "X d4-d2 d1")
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winner == PINK and len(state.win_line) == 5


def test_a_totem_breaks_a_line() -> None:
    # x x @ x _ x: x placed on e1 makes d1 e1 f1, broken from b1 by the O totem on c1.
    state = win_after("OO2OO/6/6/6/3+2/xx@x1x p", "X d2-e2 e1")
    assert rules.outcome(state) is None


def test_an_empty_square_breaks_a_line() -> None:
    state = rules.state_from_text("OOO3/6/2@3/3+2/6/xx1x1x b")
    assert rules.outcome(state) is None


def test_all_32_pawns_placed_without_a_line_is_a_draw() -> None:
    state = rules.state_from_text("XOx+oX/ooxOxx/OXOxXO/1OOO1o/Xo@xoX/oXXxox p")
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.is_draw and "32" in outcome.reason
    assert rules.legal_moves(state) == []


def test_finished_game_has_no_moves() -> None:
    state = win_after("OO1O2/6/2@3/3+2/6/xxx3 p", "X d3-d2 d1")
    assert rules.legal_moves(state) == []
    with pytest.raises(IllegalMoveError):
        rules.play(state, OxonoMove(O, sq("c4"), sq("c5"), sq("c6")))


# -- 4. published perft counts --------------------------------------------------------------
@pytest.mark.parametrize(("depth", "count"), [(1, 68), (2, 3_612), (3, 162_680)])
def test_perft_from_the_start(depth: int, count: int) -> None:
    from desktop.core.perft import perft

    assert perft(rules, rules.new_state(), depth) == count


@pytest.mark.slow
def test_perft_depth_4_from_the_start() -> None:
    from desktop.core.perft import perft

    assert perft(rules, rules.new_state(), 4) == 6_470_416


# -- 5. undo ------------------------------------------------------------------------------------
def test_undo_restores_the_position() -> None:
    state = rules.new_state()
    for text in ("X d3-d6 d5", "O c4-c1 b1", "X d6-f6 f5"):
        move = rules.move_from_text(state, text)
        after = rules.apply(state, move)
        assert rules.undo(after, move) == state
        state = after


def test_a_pawn_completing_a_row_and_a_column_marks_both_and_survives_text() -> None:
    # x on a1 b1 c1 and on d2 d3 d4: the pawn on d1 completes a row and a column.
    state = win_after("OO2OO/OO4/3x1@/3x+1/3x2/xxx3 p", "X e3-e1 d1")
    assert set(state.win_line) == {sq(s) for s in ("a1", "b1", "c1", "d1", "d2", "d3", "d4")}
    assert rules.state_from_text(rules.state_to_text(state)) == state
