"""The conformance suite: every registered game honours the protocol."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from desktop.core.protocol import GameRules
from desktop.core.records import session_from_record, session_to_record
from desktop.core.session import Seat, Session
from desktop.games.registry import all_games, resolve
from tests.games.move_steps import check_steps

GAMES = sorted(all_games())
#: the games whose random games run longest (X Spectrum's: thousands of plies): in the slow set only
LONG_GAMES = {"xspectrum"}
#: every game, those of LONG_GAMES marked slow, for the tests that play several whole random games
GAMES_LONG_SLOW = [pytest.param(g, marks=pytest.mark.slow) if g in LONG_GAMES else g for g in GAMES]


def random_game(rules: GameRules[Any, Any], seed: int, max_plies: int = 20_000) -> list[tuple[Any, Any]]:
    rng = random.Random(seed)
    state = rules.new_state(None, seed)
    history = []
    for _ in range(max_plies):
        if rules.outcome(state) is not None:
            break
        moves = rules.legal_moves(state)
        move = rng.choice(list(moves))
        history.append((state, move))
        state = rules.apply(state, move)
    history.append((state, None))
    return history


@pytest.mark.parametrize("game_id", GAMES_LONG_SLOW)
def test_random_games_reach_an_outcome(game_id: str) -> None:
    rules, _ = resolve(game_id)
    for seed in range(20):
        final, _ = random_game(rules, seed)[-1]
        outcome = rules.outcome(final)
        assert outcome is not None
        assert len(outcome.scores) == rules.num_players(final)
        assert abs(sum(outcome.scores) - 1.0) < 1e-9
        assert rules.legal_moves(final) == []


@pytest.mark.parametrize("game_id", GAMES_LONG_SLOW)
def test_apply_never_mutates_its_input(game_id: str) -> None:
    rules, _ = resolve(game_id)
    for state, move in random_game(rules, 1):
        if move is None:
            continue
        before = copy.deepcopy(state)
        text = rules.state_to_text(state)
        rules.apply(state, move)
        assert state == before and rules.state_to_text(state) == text


@pytest.mark.parametrize("game_id", GAMES_LONG_SLOW)
def test_a_moves_last_step_is_the_position_after_it(game_id: str) -> None:
    rules, _ = resolve(game_id)
    for seed in range(3):
        for state, move in random_game(rules, seed)[:-1]:
            check_steps(rules, state, move)


@pytest.mark.parametrize("game_id", GAMES_LONG_SLOW)
def test_moves_and_positions_round_trip_through_text(game_id: str) -> None:
    rules, _ = resolve(game_id)
    for seed in range(3):
        for state, _ in random_game(rules, seed):
            text = rules.state_to_text(state)
            again = rules.state_from_text(text)
            assert rules.state_to_text(again) == text
            if rules.outcome(state) is None:  # a draw by history is not in the text
                assert rules.legal_moves(again) == rules.legal_moves(state)
                assert rules.to_move(again) == rules.to_move(state)
            moves = rules.legal_moves(state)
            texts = [rules.move_to_text(state, m) for m in moves]
            assert len(set(texts)) == len(moves), "two legal moves share a notation"
            for move, move_text in zip(moves, texts, strict=True):
                assert rules.move_from_text(state, move_text) == move


@pytest.mark.parametrize("game_id", GAMES)
def test_a_record_saves_and_loads_to_the_identical_history(game_id: str) -> None:
    rules, options = resolve(game_id)
    history = random_game(rules, 7)
    n = rules.num_players(history[0][0])
    session: Session[Any, Any] = Session(rules, options, 7, [Seat.human()] + [Seat.ai("easy")] * (n - 1))
    for _, move in history[:-1]:
        session.play(move)
    session.go_to(session.length // 2)  # the cursor does not limit what is saved, and comes back
    loaded = session_from_record(session_to_record(session), resolve)
    assert loaded.move_texts == session.move_texts
    assert loaded.states == session.states
    assert loaded.seats == session.seats
    assert loaded.cursor == session.cursor
    loaded.go_to(loaded.length)
    assert loaded.outcome() == session.rules.outcome(session.states[-1])


@pytest.mark.parametrize("game_id", GAMES_LONG_SLOW)
def test_only_move_is_the_one_legal_move_or_none(game_id: str) -> None:
    """``only_move`` (the analysis follows forced moves with it, on the UI thread) agrees with
    ``legal_moves`` at every position of random games, finished ones included."""
    rules, _ = resolve(game_id)
    seen_single = 0
    for seed in range(4):
        for state, _move in random_game(rules, seed):
            moves = rules.legal_moves(state)
            assert rules.only_move(state) == (moves[0] if len(moves) == 1 else None)
            seen_single += len(moves) == 1
    if game_id.startswith("xeno"):
        assert seen_single, "no single legal move met: the test would not see a wrong answer"
