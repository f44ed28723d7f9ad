"""A scenario test for every rule of resources/rules/xeno.md, from position text."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from desktop.core.perft import perft
from desktop.core.protocol import IllegalMoveError, MoveParseError, OptionError, PositionError
from desktop.games.xeno.rules import XenoRules
from desktop.games.xeno.state import Kind, Phase, XenoMove, XenoState

rules = XenoRules()


def position(text: str, **options: object) -> XenoState:
    return rules.state_from_text(text, options)


def moves(state: XenoState) -> list[str]:
    return sorted(rules.move_to_text(state, m) for m in rules.legal_moves(state))


def play(state: XenoState, *texts: str) -> XenoState:
    for text in texts:
        state = rules.apply(state, rules.move_from_text(state, text))
    return state


def text(state: XenoState) -> str:
    return rules.state_to_text(state)


# -- 2. pieces, stacks, control -----------------------------------------------------
def test_the_colour_on_top_controls_a_stack() -> None:
    # a's only piece is under b on space 1: b controls it, so a steps only from spaces 4, 6, ...
    state = position("xeno-12 b ab,b,,a,b,a,b,a,b,a,b,a")
    assert moves(state) == ["2-3", "7-3"]  # b's stacks next to the empty space 3
    assert all(state.stacks[m.path[0]][-1] == "b" for m in rules.legal_moves(state))


# -- 4. steps and jumps -----------------------------------------------------------------
def test_a_step_moves_a_whole_stack_to_an_adjacent_empty_space() -> None:
    state = play(position("xeno-12 a a,,,,,,,,,,,bb"), "1-2")
    assert text(state) == "xeno-12 b ,a,,,,,,,,,,bb"
    with pytest.raises(IllegalMoveError):
        play(state, "12-1")  # 1 is not next to 12


def test_a_jump_puts_the_top_piece_under_the_jumper_and_empties_origin() -> None:
    # published position: a's stack on 12 jumps b's single piece on 7 and lands on 3
    state = play(position("xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a"), "12x3")
    assert state.stacks[11] == "" and state.stacks[6] == "" and state.stacks[2] == "ba"
    assert state.stacks.count("") == 2  # a single-piece stack was jumped: one more empty space


def test_a_jump_that_uncovers_the_jumped_players_own_colour_leaves_it_theirs() -> None:
    # b's stack on 9 jumps a's "bbaa" on 10: a loses its top piece but still controls "bba"
    state = position("xeno-12 b ,,,,,,,,aab,bbaa,aab,bb")
    assert state.geometry.jumped_space(8, 5) == 9
    after = play(state, "9x6")
    assert after.stacks[9] == "bba" and after.stacks[5] == "aaab" and after.stacks[8] == ""


def test_jumps_are_compulsory_by_default_and_optional_as_an_option() -> None:
    forced = position("xeno-12 b b,,,b,,aaab,ba,,,a,,bba")
    assert {m.kind for m in rules.legal_moves(forced)} == {Kind.JUMP}
    free = position("xeno-12 b b,,,b,,aaab,ba,,,a,,bba", compulsory_jumps=False)
    kinds = Counter(m.kind for m in rules.legal_moves(free))
    assert kinds[Kind.JUMP] == 3 and kinds[Kind.STEP] > 0


def test_a_forced_continuation_with_two_branches_offers_both_and_no_stop() -> None:
    state = position("xeno-12 b b,,,b,,aaab,ba,,,a,,bba")
    assert moves(state) == ["4x11x5", "4x11x8", "6x9"]
    with pytest.raises(IllegalMoveError):
        play(state, "4x11")  # the sequence must go on after landing on 11


def test_no_jump_straight_back_over_the_stack_just_jumped() -> None:
    # after 9x6 the jumped stack on 10 is still a's and 9 is empty, so 6x9 back over 10
    # would be a jump, but not straight after: the sequence ends on 6.
    state = position("xeno-12 b ,,,,,,,,aab,bbaa,aab,bb")
    after = play(state, "9x6")
    back = rules.state_from_text(text(after).replace("xeno-12 a", "xeno-12 b"))
    assert "6x9" in moves(back)  # as a fresh move it is open
    assert "9x6" in moves(state) and "9x6x9" not in moves(state)


def test_a_loop_jump_returns_to_its_starting_space() -> None:
    state = position("xeno-12 a ab,,aab,,b,,,a,b,,aab,b")
    assert "8x2x7x10x8" in moves(state)
    after = play(state, "8x2x7x10x8")
    assert after.stacks[7] == "bbbba"  # four pieces taken, all under a's piece


def test_a_stack_may_be_jumped_twice_in_one_sequence() -> None:
    state = position("xeno-12 a ,aab,,,,aab,bb,,b,ab,,a")
    assert "12x3x5x12x3" in moves(state)
    path = (11, 2, 4, 11, 2)
    jumped = [state.geometry.jumped_space(a, c) for a, c in itertools.pairwise(path)]
    assert Counter(jumped).most_common(1)[0][1] == 2
    after = play(state, "12x3x5x12x3")
    assert after.stacks[2][-1] == "a"  # control never changes during a sequence


def test_steps_only_when_no_jump_and_none_onto_stacks() -> None:
    state = position("xeno-12 b ab,b,,a,b,a,b,a,b,a,b,a")
    assert all(m.kind == Kind.STEP and state.stacks[m.path[1]] == "" for m in rules.legal_moves(state))


# -- 5. end of the game -------------------------------------------------------------------
def test_two_players_the_player_with_no_move_loses() -> None:
    state = position("xeno-12 b ba,,,a,a,a,,,,,,a")  # b controls nothing
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winner == 0 and "has no move" in outcome.reason
    assert rules.legal_moves(state) == []


def test_a_move_that_leaves_the_opponent_without_a_move_wins() -> None:
    state = position("xeno-12 a ,,,,,,b,,,,,a")
    assert moves(state) == ["12x3"]
    after = play(state, "12x3")
    outcome = rules.outcome(after)
    assert outcome is not None and outcome.winner == 0 and outcome.reason == "Blue has no move"
    assert after.stacks[2] == "ba" and rules.legal_moves(after) == []


def test_three_players_a_player_without_stacks_is_skipped_and_revived() -> None:
    state = position("xeno-12 b ccba,,,,ba,a,,,,,c,bbac")
    assert state.mover == 1 and state.active == 2  # b has no stack: c moves
    assert rules.to_move(state) == 2 and rules.outcome(state) is None
    after = play(state, "11x2x8")
    assert after.stacks[0] == "ccb"  # b's piece is uncovered: b is back
    assert after.active == 0  # after c comes a, then b again
    assert rules.to_move(play(after, rules.move_to_text(after, rules.legal_moves(after)[0]))) in (1, 2)


def test_three_players_controlling_every_stack_wins() -> None:
    state = position("xeno-12 b ,,,ca,,,bca,bbba,,,,cca")
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winner == 0 and "every stack" in outcome.reason


def test_threefold_repetition_is_a_draw_and_can_be_turned_off() -> None:
    shuttle = ["1-2", "12-11", "2-1", "11-12"]
    state = position("xeno-12 a a,,,,,,,,,,,b")
    state = play(state, *shuttle, *shuttle[:3])
    assert rules.outcome(state) is None
    state = play(state, shuttle[3])
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.is_draw and "three times" in outcome.reason
    free = play(position("xeno-12 a a,,,,,,,,,,,b", draw_repetition=False), *shuttle * 3)
    assert rules.outcome(free) is None


def test_moves_without_a_jump_draw_at_the_limit() -> None:
    shuttle = ["1-2", "12-11", "2-1", "11-12"]
    state = position("xeno-12 a a,,,,,,,,,,,b", draw_repetition=False, draw_quiet_moves=50)
    for ply in range(50):
        assert rules.outcome(state) is None
        state = play(state, shuttle[ply % 4])
    outcome = rules.outcome(state)
    assert outcome is not None and "50 moves without a jump" in outcome.reason
    endless = position("xeno-12 a a,,,,,,,,,,,b", draw_repetition=False, draw_quiet_moves=0)
    assert rules.outcome(play(endless, *shuttle * 30)) is None


# -- 3. setup -------------------------------------------------------------------------------
def test_setup_shuffles_by_seed_with_equal_colours() -> None:
    a = rules.new_state({"board": "xeno-30", "players": 3}, seed=5)
    assert a == rules.new_state({"board": "xeno-30", "players": 3}, seed=5)
    assert a != rules.new_state({"board": "xeno-30", "players": 3}, seed=6)
    assert a.phase == Phase.SETUP and Counter("".join(a.stacks)) == {"a": 10, "b": 10, "c": 10}
    assert rules.to_move(a) == 0 and text(a).startswith(f"xeno-30 S{a.removed + 1} ")


def test_the_removed_piece_goes_on_a_stack_of_another_colour() -> None:
    start = rules.new_state({"board": "xeno-12"}, seed=1)
    piece = start.stacks[start.removed]
    targets = {m.path[1] for m in rules.legal_moves(start)}
    assert targets == {s for s, st in enumerate(start.stacks) if st != piece}
    assert all(m.path[0] == start.removed for m in rules.legal_moves(start))
    move = rules.legal_moves(start)[0]
    after = rules.apply(start, move)
    assert after.phase == Phase.COLOURS and after.stacks[start.removed] == ""
    assert after.stacks[move.path[1]] == start.stacks[move.path[1]] + piece


def test_colours_are_chosen_in_turn_order_and_the_setup_player_takes_the_last() -> None:
    state = rules.new_state({"board": "xeno-12", "players": 3}, seed=2)
    state = rules.apply(state, rules.legal_moves(state)[0])
    assert rules.to_move(state) == 1 and moves(state) == ["C a", "C b", "C c"]
    state = play(state, "C c")
    assert rules.to_move(state) == 2 and moves(state) == ["C a", "C b"]
    state = play(state, "C a")
    assert state.phase == Phase.PLAY and state.seats == (1, 2, 0)  # seat 0 got b, the last colour
    assert rules.to_move(state) == 0 and state.active == 1  # the setup player moves first
    assert text(state).endswith(" seats:bca")
    # then colours in letter order: b, c, a
    after = rules.apply(state, rules.legal_moves(state)[0])
    assert after.active == 2 and rules.to_move(after) == 1


def test_quick_setup_makes_the_setup_choices_at_random() -> None:
    state = rules.new_state({"board": "xeno-24", "players": 4, "quick_setup": True}, seed=3)
    assert state.phase == Phase.PLAY and state.stacks.count("") == 1
    assert sorted(len(s) for s in state.stacks)[-1] == 2 and sorted(state.seats) == [0, 1, 2, 3]
    assert rules.new_state({"board": "xeno-24", "players": 4, "quick_setup": True}, seed=3) == state


def test_player_counts_must_divide_the_board() -> None:
    with pytest.raises(OptionError, match="cannot be shared by 4 players"):
        rules.new_state({"board": "xeno-30", "players": 4})
    assert rules.num_players(rules.new_state({"board": "xeno-30", "players": 5})) == 5
    with pytest.raises(OptionError):
        rules.new_state({"board": "xeno-31"})


# -- 6. positions and perft -------------------------------------------------------------------
def test_published_perft_counts() -> None:
    state = position("xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a")
    assert moves(state) == ["12x3"]
    assert [perft(rules, state, d) for d in range(1, 6)] == [1, 3, 10, 19, 55]


def test_a_position_text_names_the_player_to_move_even_when_skipped() -> None:
    source = "xeno-12 b ccba,,,,ba,a,,,,,c,bbac"
    assert text(position(source)) == source


# -- 8. notation ------------------------------------------------------------------------------
def test_notation_round_trips() -> None:
    state = position("xeno-12 b b,,,b,,aaab,ba,,,a,,bba")
    for move in rules.legal_moves(state):
        assert rules.move_from_text(state, rules.move_to_text(state, move)) == move
    assert rules.move_from_text(state, "4x11x5") == XenoMove(Kind.JUMP, (3, 10, 4))
    start = rules.new_state({"board": "xeno-12"}, seed=1)
    setup = rules.legal_moves(start)[0]
    assert rules.move_to_text(start, setup) == f"S {setup.path[0] + 1}>{setup.path[1] + 1}"
    after = rules.apply(start, setup)
    assert rules.move_to_text(after, rules.move_from_text(after, "C b")) == "C b"


@pytest.mark.parametrize(
    ("move", "error"),
    [
        ("12-", MoveParseError),
        ("13-1", MoveParseError),
        ("Q", MoveParseError),
        ("S 1", MoveParseError),
        ("C z", MoveParseError),
        ("1-2", IllegalMoveError),
        ("4x11", IllegalMoveError),
    ],
)
def test_bad_moves_are_named(move: str, error: type[Exception]) -> None:
    with pytest.raises(error):
        rules.move_from_text(position("xeno-12 b b,,,b,,aaab,ba,,,a,,bba"), move)


@pytest.mark.parametrize(
    ("source", "problem"),
    [
        ("xeno-12 a ab,b", "has 12 spaces"),
        ("xeno-13 a ab,b", "no Xeno board"),
        ("xeno-12 a ab,b,,a,b,a,b,a,b,a,b,z", "space 12 holds 'z'"),
        ("xeno-12 c ab,b,,a,b,a,b,a,b,a,b,a", "colours present"),
        ("xeno-12 a a,a,,a,a,a,a,a,a,a,a,a", "at least two colours"),
        ("xeno-12 S13 a,b,a,b,a,b,a,b,a,b,a,b", "removed piece"),
        ("xeno-12 S1 ab,,a,b,a,b,a,b,a,b,a,b", "every space holds one piece"),
        ("xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a seats:aa", "each colour"),
        ("xeno-12 Cz ab,,a,b,a,b,a,b,a,b,a,b", "chosen so far"),
        ("just words", "expected"),
    ],
)
def test_bad_positions_are_named(source: str, problem: str) -> None:
    with pytest.raises(PositionError, match=problem):
        rules.state_from_text(source)


def test_a_position_for_another_board_is_refused() -> None:
    with pytest.raises(PositionError, match="is for xeno-12, not xeno-30"):
        rules.state_from_text("xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a", {"board": "xeno-30"})
