"""Fuzzing every game's position texts, move texts and options.

Inputs start from the texts of real positions and legal moves of random
games (every game; Xeno on xeno-12, xeno-30 and xeno-120 with 2 to 6
players) and get a few edits.  Only the protocol's documented errors may
escape: ``MoveParseError``, ``IllegalMoveError``, ``PositionError`` and
``OptionError``.  What a parser takes must be usable: a position reads back
from its own text and has its moves; a move read from a text is legal and
reads back from its own text.
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.core.protocol import GameRules, IllegalMoveError, MoveParseError, OptionError, PositionError
from desktop.games.registry import all_games, resolve
from tests.fuzz import corpus
from tests.fuzz.corpus import GAMES
from tests.fuzz.mutate import feed, fuzz_settings, json_values, mutated

GAME_ERRORS = (MoveParseError, IllegalMoveError, PositionError, OptionError)
samples = corpus.samples_strategy


def moves_of(rules: GameRules[Any, Any], state: Any) -> list[Any]:
    """Legal moves to try (Zeno: its base moves, not all 2^k choices of each)."""
    base_moves = getattr(rules, "base_moves", None)
    return list(base_moves(state) if base_moves is not None else rules.legal_moves(state))


def check_position(rules: GameRules[Any, Any], state: Any, options: Any) -> None:
    """A position a text gave: its text reads back, its numbers make sense, its moves work."""
    text = rules.state_to_text(state)
    again = rules.state_from_text(text, options)
    assert rules.state_to_text(again) == text
    n = rules.num_players(state)
    assert rules.info.min_players <= n <= rules.info.max_players
    for player in range(n):
        rules.player_name(state, player)
        value = rules.evaluate(state, player)
        assert -1.0 <= value <= 1.0 and math.isfinite(value)
    outcome = rules.outcome(state)
    if outcome is not None:
        assert len(outcome.scores) == n and math.isclose(sum(outcome.scores), 1.0)
        assert moves_of(rules, state) == []
        return
    assert 0 <= rules.to_move(state) < n
    moves = moves_of(rules, state)
    assert moves, "a game that goes on has a legal move"
    for move in {0: moves[0], 1: moves[len(moves) // 2], 2: moves[-1]}.values():
        after = rules.apply(state, move)
        rules.state_to_text(after)
        rules.outcome(after)
        assert rules.move_from_text(state, rules.move_to_text(state, move)) == move


@st.composite
def options_for(draw: st.DrawFn, sample: corpus.Sample) -> Any:
    """The sample's own options mostly; else none, or some mangled ones."""
    kind = draw(st.sampled_from(("own", "own", "own", "none", "empty", "mangled", "any")))
    if kind == "own":
        return sample.variant.options
    if kind == "none":
        return None
    if kind == "empty":
        return {}
    if kind == "any":
        return draw(st.dictionaries(st.text(max_size=8), json_values, max_size=3))
    options = dict(sample.variant.options)
    key = draw(st.sampled_from([*options, "board", "players", "colour", ""]))
    options[key] = draw(
        st.sampled_from(
            ["xeno-12", "xeno-30", "xeno-0", "xeno-30000000000", "xeno-²", 2, 2.0, 3, 7, None, True]
        )
        | json_values
    )
    return options


@pytest.mark.slow
@fuzz_settings(1000)
@given(samples, st.data())
def test_mutated_position_texts_are_read_or_rejected(sample: corpus.Sample, data: st.DataObject) -> None:
    rules = sample.variant.rules
    if data.draw(st.integers(0, 15)) == 0:  # another game's position, or another board's
        sample = data.draw(samples)
    text = data.draw(mutated(sample.text))
    options = data.draw(options_for(sample))
    state = feed(
        f"{rules.info.id}.state_from_text", GAME_ERRORS, lambda: rules.state_from_text(text, options)
    )
    if state is not None:
        check_position(rules, state, options)


@fuzz_settings(300)
@given(
    st.sampled_from(GAMES), st.text(max_size=60) | st.binary(max_size=60).map(lambda b: b.decode("latin-1"))
)
def test_any_text_is_read_or_rejected_as_a_position(game: str, text: str) -> None:
    rules = resolve(game)[0]
    state = feed(f"{rules.info.id}.state_from_text", GAME_ERRORS, lambda: rules.state_from_text(text))
    if state is not None:
        check_position(rules, state, None)


@pytest.mark.slow
@fuzz_settings(1000)
@given(samples, st.data())
def test_mutated_move_texts_are_read_or_rejected(sample: corpus.Sample, data: st.DataObject) -> None:
    rules, state = sample.variant.rules, sample.state
    own = bool(sample.moves) and data.draw(st.integers(0, 7)) > 0  # else another game's move, or a position
    source = sample if own else data.draw(samples)
    base = data.draw(st.sampled_from(source.moves)) if source.moves else source.text
    text = data.draw(mutated(base, 3))
    move = feed(f"{rules.info.id}.move_from_text", GAME_ERRORS, lambda: rules.move_from_text(state, text))
    if move is not None:
        rules.play(state, move)  # legal: no IllegalMoveError
        assert rules.move_from_text(state, rules.move_to_text(state, move)) == move


@fuzz_settings(300)
@given(samples, st.text(max_size=40))
def test_any_text_is_read_or_rejected_as_a_move(sample: corpus.Sample, text: str) -> None:
    rules = sample.variant.rules
    move = feed(
        f"{rules.info.id}.move_from_text", GAME_ERRORS, lambda: rules.move_from_text(sample.state, text)
    )
    if move is not None:
        rules.play(sample.state, move)


@fuzz_settings(300)
@given(samples, st.data(), st.integers(-(2**70), 2**70))
def test_options_are_checked_before_a_game_starts(
    sample: corpus.Sample, data: st.DataObject, seed: int
) -> None:
    rules = sample.variant.rules
    options = data.draw(options_for(sample))
    state = feed(f"{rules.info.id}.new_state", GAME_ERRORS, lambda: rules.new_state(options, seed))
    if state is not None:
        check_position(rules, state, options)


def test_the_fuzzed_games_are_the_registered_ones() -> None:
    assert set(GAMES) <= set(all_games())
    assert {v.rules.info.id for v in corpus.VARIANTS} == set(GAMES)
