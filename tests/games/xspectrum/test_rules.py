"""Scenario tests for every rule of resources/rules/xspectrum.md, from position text."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop.core.protocol import IllegalMoveError, MoveParseError, PositionError
from desktop.games.xspectrum.movement import square_of
from desktop.games.xspectrum.pieces import diagonal_reach, parse_stack
from desktop.games.xspectrum.rules import START_TEXT
from tests.games.xspectrum.helpers import FAR_NORTH, moves_from, play, rules, state, targets_of

RULES_PAGE = Path(__file__).parents[3] / "resources" / "rules" / "xspectrum.md"


def board(squares: dict[str, str], **kw: object) -> object:
    return state({**FAR_NORTH, **squares}, **kw)  # type: ignore[arg-type]


# -- §1, §2, §7: the start ---------------------------------------------------------------------
def test_the_start_position_is_the_rules_page_text() -> None:
    page = RULES_PAGE.read_text()
    printed = re.search(r"Start:\s*`([^`]+)`", page)
    assert printed is not None
    assert rules.state_to_text(rules.new_state()) == printed.group(1) == START_TEXT


def test_the_start_matches_the_setup_table() -> None:
    start = rules.new_state()
    table = {"a1": "Rl", "a2": "Rm", "b1": "Rs", "a3": "Yl", "b2": "Ym", "c1": "Ys", "b4": "Bs", "d2": "Bm"}
    table["c3"] = "Bl"
    for name, text in table.items():
        stack = start.board[square_of(name)]
        assert stack is not None and stack.owner == 0 and stack.pieces[0].text(0) == text
        mirror = start.board[63 - square_of(name)]
        assert mirror is not None and mirror.owner == 1 and mirror.pieces[0].text(1) == text.lower()
    assert sum(1 for s in start.board if s is not None) == 18


# -- §3: single pieces ---------------------------------------------------------------------------
def test_cyan_slides_left_and_right_up_to_its_pips() -> None:
    assert targets_of(board({"d4": "Bm"}), "d4") == {"c5", "b6", "e3", "f2"}


def test_clear_slides_forward_and_backward_up_to_its_pips() -> None:
    assert targets_of(board({"d4": "Ym"}), "d4") == {"e5", "f6", "c3", "b2"}


def test_north_directions_are_turned_but_lie_on_the_same_lines() -> None:
    st = board({"d4": "ym", "e3": "Bs"}, side="n")
    assert targets_of(st, "d4") == {"e5", "f6", "c3", "b2"}


def test_a_slide_stops_at_a_piece_joining_or_capturing_it() -> None:
    st = board({"d4": "Bl", "b6": "Ys", "f2": "ys"})
    assert moves_from(st, "d4") == {"d4-c5", "d4-b6=Bl<Ys", "d4-b6=Bl^Ys", "d4-e3", "d4-f2"}


def test_orange_jumps_over_one_to_pips_occupied_squares() -> None:
    squares = {"e4": "bs", "f4": "ys", "g4": "bm"}
    assert targets_of(board({"d4": "Rm", **squares}), "d4") == {"f4", "g4"}
    assert targets_of(board({"d4": "Rs", **squares}), "d4") == {"f4"}
    assert targets_of(board({"d4": "Rl", **squares}), "d4") == {"f4", "g4", "h4"}


def test_orange_never_crosses_an_empty_square() -> None:
    st = board({"d4": "Rl", "e4": "bs", "g4": "ys"})
    assert targets_of(st, "d4") == {"f4"}
    assert targets_of(board({"d4": "Rl"}), "d4") == set()


# -- §4: combinations ------------------------------------------------------------------------------
def test_pure_nest_adds_distance_not_directions() -> None:
    assert targets_of(board({"a1": "Yl<Bm"}), "a1") == {"b2", "c3", "d4", "e5", "f6"}
    assert targets_of(board({"d4": "Bl<Bm<Bs"}), "d4") == {"c5", "b6", "a7", "e3", "f2", "g1"}
    assert parse_stack("Bl<Bm<Bs").distance == 6


def test_pure_stack_adds_directions_and_the_diagonal_reach() -> None:
    st = board({"d4": "Yl^Bs"})
    clear, cyan = {"e5", "f6", "g7", "c3", "b2", "a1"}, {"c5", "b6", "a7", "e3", "f2", "g1"}
    diagonals = {"d5", "d6", "d3", "d2", "e4", "f4", "c4", "b4"}  # D 3 − Bs 1 = 2
    assert targets_of(st, "d4") == clear | cyan | diagonals


def test_nest_and_stack_together() -> None:
    st = board({"d4": "Yl<Bs^Bm"})  # D = 4, diagonal reach 4 − 2 = 2
    clear = {"e5", "f6", "g7", "h8", "c3", "b2", "a1"}
    cyan = {"c5", "b6", "a7", "e3", "f2", "g1"}
    diagonals = {"d5", "d6", "d3", "d2", "e4", "f4", "c4", "b4"}
    assert targets_of(st, "d4") == clear | cyan | diagonals


@pytest.mark.parametrize(
    ("contents", "reach"),
    [
        ("Bl^Ym", 1),  # clear on top of a cyan base
        ("Yl^Bm", 1),  # cyan on top of a clear base
        ("Yl^Bs", 2),
        ("Bl^Ym^Ys", 2),  # the topmost cyan or clear piece counts
        ("Bl^Ys^Ym", 1),
        ("Rl^Bs^Ym", 1),  # orange base, both others stacked
        ("Yl<Bm^Bs", 4),
        ("Bm^Ym", 0),  # 2 − 2: no diagonal move
        ("Bl^Bm", 0),  # no clear: no diagonal move
        ("Bl<Ys", 0),  # nested clear gives no direction
    ],
)
def test_diagonal_reach_follows_the_topmost_stacked_cyan_or_clear(contents: str, reach: int) -> None:
    assert diagonal_reach(parse_stack(contents)) == reach
    st = board({"d4": contents})
    orthogonal = {"d5", "d6", "d7", "d3", "d2", "d1", "e4", "f4", "g4", "c4", "b4", "a4"}
    near = {n for n in orthogonal if max(abs(ord(n[0]) - ord("d")), abs(int(n[1]) - 4)) <= reach}
    assert targets_of(st, "d4") & orthogonal == near


def test_orange_stacked_gives_the_combination_jumps_over_up_to_d() -> None:
    squares = {"e4": "bs", "f4": "ys", "g4": "bm"}
    cyan = {"c5", "b6", "a7", "e3", "f2", "g1"}
    assert targets_of(board({"d4": "Bl^Rs", **squares}), "d4") == cyan | {"f4", "g4", "h4"}
    assert targets_of(board({"d4": "Bm^Rs", **squares}), "d4") == {"c5", "b6", "e3", "f2", "f4", "g4"}
    assert targets_of(board({"d4": "Bl<Rs", **squares}), "d4") == cyan  # nested orange: no jump


def test_joining_offers_every_allowed_arrangement() -> None:
    start = rules.new_state()
    assert moves_from(start, "d2") == {"d2-c3=Bl<Bm", "d2-c3=Bl^Bm", "d2-e1"}
    st = board({"d4": "Bl^Ym", "e3": "Bs"})
    joins = {"e3-d4=Bl^Ym^Bs", "e3-d4=Bl<Ym^Bs", "e3-d4=Bl<Bs^Ym", "e3-d4=Bl<Ym<Bs"}
    assert moves_from(st, "e3") == joins | {"e3-f2"}
    after = play(st, "e3-d4=Bl<Bs^Ym")
    assert rules.state_to_text(after).split()[0] == "rs7/8/8/8/3Bl<Bs^Ym4/8/8/8"


def test_joining_a_tie_keeps_the_piece_already_there_as_base() -> None:
    st = board({"b4": "Rl", "c4": "Bs", "d4": "Yl"})
    assert {m for m in moves_from(st, "b4") if "-d4" in m} == {"b4-d4=Yl^Rl"}


def test_a_larger_arrival_becomes_the_base() -> None:
    st = board({"e3": "Bl", "d4": "Ys"})
    assert {m for m in moves_from(st, "e3") if "-d4" in m} == {"e3-d4=Bl<Ys", "e3-d4=Bl^Ys"}


def test_a_combination_joins_in_the_order_of_the_rules() -> None:
    st = board({"c3": "Yl^Bs", "d4": "Rm"})  # order: Rm (there), then Yl, Bs (arriving)
    joins = {m for m in moves_from(st, "c3") if m.startswith("c3-d4")}
    assert joins == {"c3-d4=Yl^Rm^Bs", "c3-d4=Yl<Rm^Bs", "c3-d4=Yl<Bs^Rm", "c3-d4=Yl<Rm<Bs"}


def test_no_combination_of_more_than_three() -> None:
    st = board({"e3": "Bs", "d4": "Bl<Bm^Ys"})
    assert not any("-d4" in m for m in moves_from(st, "e3"))


@pytest.mark.parametrize(
    ("contents", "move", "left", "lands"),
    [
        ("Bl<Bm^Ys", "d4:Bl-c5", "Bm^Ys", ("c5", "Bl")),  # the base leaves: the nested Bm is the new base
        ("Bl<Bm^Ys", "d4:<Bm-e3", "Bl^Ys", ("e3", "Bm")),  # a nested piece leaves
        ("Bl<Bm^Ys", "d4:^Ys-e5", "Bl<Bm", ("e5", "Ys")),  # a stacked piece leaves
        ("Yl<Bs^Rm", "d4:Yl-e5", "Rm<Bs", ("e5", "Yl")),  # a larger stacked piece becomes the base
        ("Yl<Bm^Rm", "d4:Yl-c3", "Bm^Rm", ("c3", "Yl")),  # ties: nested before stacked
    ],
)
def test_one_piece_leaves_its_combination(
    contents: str, move: str, left: str, lands: tuple[str, str]
) -> None:
    after = play(board({"d4": contents}), move)
    assert after.board[square_of("d4")] == parse_stack(left)
    assert after.board[square_of(lands[0])] == parse_stack(lands[1])


def test_a_leaving_piece_moves_by_its_own_colour_and_may_join() -> None:
    st = board({"d4": "Bl<Bm", "e3": "Ys"})
    leaving = {m for m in moves_from(st, "d4") if m.startswith("d4:<")}
    assert leaving == {"d4:<Bm-c5", "d4:<Bm-b6", "d4:<Bm-e3=Bm<Ys", "d4:<Bm-e3=Bm^Ys"}


def test_rearranging_is_a_move() -> None:
    st = board({"d4": "Bl<Bs^Bm"})
    assert {m for m in moves_from(st, "d4") if m.startswith("d4=")} == {"d4=Bl^Bm^Bs", "d4=Bl<Bm<Bs"}
    after = play(st, "d4=Bl^Bm^Bs")
    assert after.board[square_of("d4")] == parse_stack("Bl^Bm^Bs") and after.player == 1
    assert not any(m.startswith("d4=") for m in moves_from(board({"d4": "Bl^Rl"}), "d4"))


# -- §5, §6: capture, reserve, re-entry, the end -----------------------------------------------------
def test_capture_takes_the_whole_square_into_the_captors_reserve_and_it_re_enters() -> None:
    st = board({"d4": "Bm", "f2": "yl<bs", "h5": "ym"})
    after = play(st, "d4-f2")
    assert rules.state_to_text(after) == "rs7/8/8/7ym/8/8/5Bm2/8 n S:Yl,Bs N:-"
    assert after.quiet == 0
    after = play(after, "h5-g4")
    assert {"Yl@a3", "Bs@b4"} <= {rules.move_to_text(after, m) for m in rules.legal_moves(after)}
    entered = play(after, "Bs@b4")
    assert rules.state_to_text(entered) == "rs7/8/8/8/1Bs4ym1/8/5Bm2/8 n S:Yl N:-"


def test_north_re_enters_on_its_own_mirrored_start_square() -> None:
    st = board({"d4": "Bm", "h8": "ym"}, side="n", north="bs,rl")
    entries = {rules.move_to_text(st, m) for m in rules.legal_moves(st) if m.kind == "enter"}
    assert entries == {"bs@g5"}  # h8 (rl's start square) holds North's rs


def test_re_entry_needs_an_empty_start_square() -> None:
    st = board({"b4": "ym", "d4": "Bm"}, south="Bs")
    assert not any(m.kind == "enter" for m in rules.legal_moves(st))


def test_a_player_with_no_legal_move_loses() -> None:
    st = state({"a1": "Rs", "h5": "ym"})
    outcome = rules.outcome(st)
    assert outcome is not None and outcome.winner == 1 and "no legal move" in outcome.reason
    assert rules.legal_moves(st) == []
    blocked = state({"a1": "ys", "h5": "ym"}, south="Rl")  # only a reserve piece, its square taken
    outcome = rules.outcome(blocked)
    assert outcome is not None and outcome.winner == 1


def test_taking_the_last_piece_wins() -> None:
    st = state({"d4": "Bm", "e3": "ys"})
    after = play(st, "d4-e3")
    outcome = rules.outcome(after)
    assert outcome is not None and outcome.winner == 0 and "no pieces" in outcome.reason


def test_a_player_with_only_reserve_pieces_plays_on() -> None:
    st = state({"d4": "Bm"}, side="n", north="rs")
    assert rules.outcome(st) is None
    assert [rules.move_to_text(st, m) for m in rules.legal_moves(st)] == ["rs@g8"]


SHUFFLE = ["d4-e3", "e7-f6", "e3-d4", "f6-e7"]


def test_threefold_repetition_draws_when_the_option_is_on() -> None:
    st = state({"d4": "Bs", "e7": "bs"})
    twice = play(st, *SHUFFLE)
    assert rules.outcome(twice) is None
    thrice = play(twice, *SHUFFLE)
    outcome = rules.outcome(thrice)
    assert outcome is not None and outcome.is_draw and "three times" in outcome.reason
    off = play(state({"d4": "Bs", "e7": "bs"}, draw_repetition=False), *SHUFFLE, *SHUFFLE)
    assert rules.outcome(off) is None


@pytest.mark.parametrize("limit", [50, 100])
def test_moves_without_a_capture_draw(limit: int) -> None:
    st = state({"d4": "Bs", "e7": "bs"}, draw_repetition=False, draw_quiet_moves=limit)
    for i in range(limit):
        assert rules.outcome(st) is None
        st = play(st, SHUFFLE[i % 4])
    outcome = rules.outcome(st)
    assert outcome is not None and outcome.is_draw and f"{limit} moves" in outcome.reason
    never = state({"d4": "Bs", "e7": "bs"}, draw_repetition=False, draw_quiet_moves=0)
    assert rules.outcome(play(never, *(SHUFFLE * 30))) is None


def test_the_default_options_are_repetition_and_100_moves() -> None:
    assert rules.default_options() == {"draw_repetition": True, "draw_quiet_moves": 100}


# -- §7: notation errors ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("8/8/8/8/8/8/8 s S:- N:-", "8 ranks"),
        ("9/8/8/8/8/8/8/8 s S:- N:-", "rank 8"),
        ("Rl8/8/8/8/8/8/8/8 s S:- N:-", "9 squares"),
        ("Xl7/8/8/8/8/8/8/8 s S:- N:-", "cannot read"),
        ("Yl<bs7/8/8/8/8/8/8/8 s S:- N:-", "both players"),
        ("Yl<Bm<Bs^Rs4/8/8/8/8/8/8/rs7 s S:- N:-", "at most 3"),
        ("Yl<Bl7/8/8/8/8/8/8/rs7 s S:- N:-", "smaller than the base"),
        ("Yl<Bs<Bm7/8/8/8/8/8/8/rs7 s S:- N:-", "largest first"),
        ("Bm^Yl7/8/8/8/8/8/8/rs7 s S:- N:-", "larger than the base"),
        ("Yl^Bs<Bm7/8/8/8/8/8/8/rs7 s S:- N:-", "come before"),
        ("Rl7/8/8/8/8/8/8/rs7 x S:- N:-", "side to move"),
        ("Rl7/8/8/8/8/8/8/rs7 s S:rl N:-", "owner's case"),
        ("Rl7/8/8/8/8/8/8/rs7 s N:- S:-", "S:"),
        ("Rl7/8/8/8/8/8/8/rs7 s S:Rl,Rl N:-", "only two"),
        ("Rl7/8/8/8/8/8/8/rs7 s S:Rx N:-", "not a piece"),
        ("Rl7/8/8/8/8/8/8/rs7 s", "4 fields"),
        ("8/8/8/8/8/8/8/8 s S:- N:-", "no pieces"),
    ],
)
def test_bad_position_texts_name_the_problem(text: str, words: str) -> None:
    with pytest.raises(PositionError, match=re.escape(words)):
        rules.state_from_text(text)


@pytest.mark.parametrize(
    ("text", "error", "words"),
    [
        ("", MoveParseError, "empty"),
        ("z9-a1", MoveParseError, "not an X Spectrum move"),
        ("c3", MoveParseError, "a square alone"),
        ("c3-d2=Bl<Bl", MoveParseError, "smaller than the base"),
        ("c3:Bl", MoveParseError, "not an X Spectrum move"),
        ("e4-e5", IllegalMoveError, "e4 is empty"),
        ("h8-g7", IllegalMoveError, "North's pieces"),
        ("d2-c3", IllegalMoveError, "d2-c3=Bl<Bm"),
        ("a1-a2", IllegalMoveError, "cannot reach"),
        ("Rl@a1", IllegalMoveError, "reserve"),
    ],
)
def test_bad_move_texts_name_the_problem(text: str, error: type[Exception], words: str) -> None:
    with pytest.raises(error, match=re.escape(words)):
        rules.move_from_text(rules.new_state(), text)


def test_undo_restores_the_position_and_its_history() -> None:
    st = board({"d4": "Bm", "f2": "yl<bs", "h5": "ym"})
    st = play(st, "d4-e3", "h5-g4")
    for text in ("e3-f2", "e3-d4"):  # a capture and a quiet move
        move = rules.move_from_text(st, text)
        after = rules.apply(st, move)
        back = rules.undo(after, move)
        assert back == st and back.quiet == st.quiet and back.past == st.past
