"""The exhaustive prover on hand-made and mined positions, checked against a plain search
over the rules' own moves (no engine, no memo)."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.core.protocol import GameRules
from desktop.games.registry import resolve
from desktop.puzzles.prove import ProofError, best_capture, keeps_win, longest_defence, solution_line, solve


def _state(game: str, text: str) -> tuple[GameRules[Any, Any], Any]:
    rules, options = resolve(game)
    return rules, rules.state_from_text(text, options)


def _wins_within(rules: GameRules[Any, Any], state: Any, n: int, solver: int) -> bool:
    """Plain minimax over the rules' moves: the solver (to move) wins within ``n`` turns."""
    return bool(n) and any(
        _after_solver(rules, rules.apply(state, m), n, solver) for m in rules.legal_moves(state)
    )


def _after_solver(rules: GameRules[Any, Any], after: Any, n: int, solver: int) -> bool:
    """After a solver move that used one of its ``n`` turns: is the win forced?"""
    outcome = rules.outcome(after)
    if outcome is not None:
        return outcome.winner == solver
    if n == 1:
        return False
    for reply in rules.legal_moves(after):
        later = rules.apply(after, reply)
        end = rules.outcome(later)
        if end is not None and end.winner != solver:
            return False
        if end is None and not _wins_within(rules, later, n - 1, solver):
            return False
    return True


def _brute_winners(rules: GameRules[Any, Any], state: Any, n: int) -> list[str]:
    solver = rules.to_move(state)
    return [
        rules.move_to_text(state, m)
        for m in rules.legal_moves(state)
        if _after_solver(rules, rules.apply(state, m), n, solver)
    ]


WINS = [
    # game, position, N, the one first move
    ("oxono", "xxx3/6/2@3/3+2/6/OOO3 p", 1, "X d3-d5 d6"),
    ("oxono", "6/OOO1Xx/OXoOox/1o2x+/o2xXx/@5 b", 2, "O a1-f1 e1"),
    ("zeno", "8/8/8/8/7B/2W5/8/8 w", 1, "c3-b4 +h4"),
    ("zeno", "8/8/4B3/4W3/4W3/7W/8/2WW2WW w", 2, "h3-g4"),
    ("xspectrum", "8/8/8/8/8/8/1bs6/Yl7 s S:- N:-", 1, "a1-b2"),
    ("xeno-12", "xeno-12 b ba,bba,,,,,bbaa,,aa,,b, seats:ba", 1, "11x4x5x12x3x5x12"),
    ("xeno-12", "xeno-12 b bb,,aab,a,,b,,,,ba,aab, seats:ba", 2, "11x5"),
]


@pytest.mark.parametrize(("game", "text", "n", "first"), WINS)
def test_a_known_win_is_proven_unique_and_agrees_with_a_plain_search(
    game: str, text: str, n: int, first: str
) -> None:
    rules, state = _state(game, text)
    verdict = solve(rules, state, 3)
    assert verdict.n == n
    assert [rules.move_to_text(state, m) for m in verdict.moves] == [first]
    assert verdict.unique
    # the plain search over the rules' moves finds the same: no win sooner, one first move at N
    if n > 1:
        assert _brute_winners(rules, state, n - 1) == []
    assert _brute_winners(rules, state, n) == [first]
    line = solution_line(rules, state, verdict.moves[0], n)
    assert len(line) == 2 * n - 1 and line[0] == first


@pytest.mark.parametrize(
    ("game", "text", "firsts"),
    [
        ("oxono", "xxx3/4+1/6/6/2@3/OOO3 p", {"X e5-e6 d6", "X e5-d5 d6"}),
        ("zeno", "8/8/8/8/1B6/WW6/8/8 w", {"a3-a4 +b4", "a3-a4 +b4 -b3"}),
        ("xspectrum", "8/8/8/8/8/8/1bs6/Yl1Bl5 s S:- N:-", {"a1-b2", "c1-b2"}),
    ],
)
def test_two_winning_first_moves_are_not_unique(game: str, text: str, firsts: set[str]) -> None:
    rules, state = _state(game, text)
    verdict = solve(rules, state, 2)
    assert verdict.n == 1 and not verdict.unique
    assert {rules.move_to_text(state, m) for m in verdict.moves} == firsts


@pytest.mark.parametrize(
    ("game", "text"),
    [
        ("oxono", "6/6/2@3/3+2/6/6 p"),
        ("zeno", "8/8/BBBBBBBB/8/8/WWWWWWWW/8/8 w"),
        ("xeno-12", "xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a"),
    ],
)
def test_no_win_is_refused(game: str, text: str) -> None:
    rules, state = _state(game, text)
    verdict = solve(rules, state, 1 if game == "zeno" else 2)
    assert verdict.n is None and verdict.moves == () and not verdict.unique


def test_a_node_limit_refuses_rather_than_guesses() -> None:
    rules, state = _state("oxono", "6/OOO1Xx/OXoOox/1o2x+/o2xXx/@5 b")
    with pytest.raises(ProofError, match="nodes"):
        solve(rules, state, 3, node_limit=1)


def test_the_defence_is_the_longest_and_later_moves_keep_the_win() -> None:
    rules, state = _state("oxono", "6/OOO1Xx/OXoOox/1o2x+/o2xXx/@5 b")
    first = rules.move_from_text(state, "O a1-f1 e1")
    solver = rules.to_move(state)
    after = rules.apply(state, first)
    defence = longest_defence(rules, after, solver, 1)
    assert rules.move_to_text(after, defence) == "X f3-f6 e6"
    # every reply leaves a win in 1: the longest defence cannot escape
    for reply in rules.legal_moves(after):
        assert _wins_within(rules, rules.apply(after, reply), 1, solver)
    later = rules.apply(after, defence)
    winning = [m for m in rules.legal_moves(later) if keeps_win(rules, later, m, 0)]
    assert winning and all(rules.outcome(rules.apply(later, m)).winner == solver for m in winning)  # type: ignore[union-attr]
    assert not keeps_win(rules, state, rules.legal_moves(state)[0], 0)


def test_xeno_best_capture_takes_the_most_pieces() -> None:
    rules, state = _state("xeno-12", "xeno-12 b ba,bba,,,,,bbaa,,aa,,b, seats:ba")
    capture = best_capture(rules, state)
    assert rules.move_to_text(state, capture.move) == "11x4x5x12x3x5x12"
    taken = sorted((len(m.path) - 1 if m.kind == "jump" else 0) for m in rules.legal_moves(state))
    assert capture.value == taken[-1] > taken[-2] == capture.runner_up


def test_a_best_capture_is_refused_where_two_moves_tie_or_the_game_has_none() -> None:
    rules, state = _state("xeno-12", "xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a")  # one legal move
    with pytest.raises(ProofError):
        best_capture(rules, state)
    rules, state = _state("oxono", "6/6/2@3/3+2/6/6 p")
    with pytest.raises(ProofError, match="no best capture"):
        best_capture(rules, state)
    rules, state = _state("xspectrum", "8/8/8/8/8/8/1bs6/Yl1Bl5 s S:- N:-")  # two captures win alike
    with pytest.raises(ProofError, match="two moves"):
        best_capture(rules, state)


def test_a_win_must_come_by_the_solvers_own_move_not_a_forced_self_capture() -> None:
    """Zeno: after a4-a5 +b5, b4-b3 and g2-f3 +b3 every move of the defender's last piece is a
    self-capture, but the game is not over when the solver's second turn ends: no win in 2."""
    rules, state = _state("zeno", "8/2W5/7W/1B6/W7/8/6W1/1WWW4 w")
    assert _brute_winners(rules, state, 2) == []
    assert solve(rules, state, 2).n is None


def test_a_zeno_turn_is_not_confused_with_another_that_reaches_the_same_squares() -> None:
    """Mid-turn, two Zeno turns can stand on the same squares with the same base move, one
    whose piece landed (pushes still to come) and one whose piece was self-captured onto its
    own (none): the engine's key is the same.  The prover remembers turn starts only; with a
    memo of mid-turn positions it once proved this a win in 2 (a5-b4 +c4 -b5), which e6-f7
    escapes."""
    rules, state = _state("zeno", "B3B2B/1B6/4W3/BB6/2W5/2B5/8/8 b")
    assert _brute_winners(rules, state, 2) == []
    assert solve(rules, state, 2).n is None
