"""The Oxono search engine (desktop/games/oxono/engine.py) against the rules it packs.

The rules are the proof: every position's moves, results, keys and the
positions after each move must be the rules' (tests/engines/conformance.py);
the evaluation must be evaluation.py's to the bit; ``forcing`` must list
exactly the winning moves when there are any, and otherwise exactly the moves
that make a colour three with an empty fourth square (checked here against
the rules' boards, window by window).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.core.perft import perft
from desktop.games.oxono import evaluation
from desktop.games.oxono.engine import WINS, OxonoEngine
from desktop.games.oxono.game import OxonoGame
from desktop.games.oxono.rules import EMPTY, WINDOWS, OxonoState
from tests.engines.conformance import check_position, check_step, engine_perft, random_states

game = OxonoGame()
engine = game.search_engine()

# Positions from the rules' scenarios (tests/games/oxono/test_rules.py), each for one rule.
SCENARIOS = {
    "exhausted symbol": "x1x1x1/OxOx1x/2@1+1/1O1O1O/x1x3/O1O1O1 p",
    "rook moves": "6/3x2/6/1@1+2/6/6 b",
    "totems block each other": "6/6/6/2@+2/6/6 p",
    "enclosed jump": "@4o/2x3/2o3/1X+oXO/2x3/O5 b",
    "jump over the other totem": "5O/2x3/2@3/1o+x2/2X3/6 b",
    "enclosed in a corner": "5@/5x/6/6/o5/+X4 b",
    "fully enclosed": "o5/X1o1O1/o2O1@/X5/o5/+xOxOx b",
    "pawn anywhere": "@4o/2x3/2o3/1X+oXO/2x3/OO1x2 b",
    "colour row near-win": "OO1O2/6/2@3/3+2/6/xox3 p",
    "colour column near-win": "6/3+2/x1@3/x5/x5/1OOO2 p",
    "symbol near-win": "5x/6/2@3/3+2/6/XXx3 p",
    "opponents' symbol near-win": "OO4/6/2@3/3+2/6/xxx3 b",
    "longer run": "OO2OO/6/@2+2/6/6/xxx1x1 p",
    "totem breaks a line": "OO2OO/6/6/6/3+2/xx@x1x p",
    "row and column at once": "OO2OO/OO4/3x1@/3x+1/3x2/xxx3 p",
    "full board draw": "XOx+oX/ooxOxx/OXOxXO/1OOO1o/Xo@xoX/oXXxox p",
    "last pawn": "XOx+oX/ooxOxx/OXOxXO/1OO2o/Xo@xoX/oXXxox b",
}


def walk_states(seeds: range, plies: int = 40) -> list[OxonoState]:
    return [
        s
        for seed in seeds
        for s in random_states(game, game.new_state({"random_totems": True}, seed), seed, plies)
    ]


WALKS = walk_states(range(20))


def test_search_engine_is_this_engine_and_cached() -> None:
    assert isinstance(engine, OxonoEngine)
    assert game.search_engine() is engine
    assert OxonoGame().search_engine() is not engine  # one per rules instance


@pytest.mark.parametrize("name", SCENARIOS)
def test_engine_agrees_with_rules_on_scenarios(name: str) -> None:
    check_position(game, engine, game.state_from_text(SCENARIOS[name]))


def test_engine_agrees_with_rules_along_random_games() -> None:
    assert len(WALKS) > 300
    for state in WALKS:
        check_position(game, engine, state)


def test_engine_perft_equals_rules_perft() -> None:
    start = game.new_state()
    assert engine_perft(engine, engine.pack(start), 3) == perft(game, start, 3) == 162_680


def test_rules_move_round_trips_every_move() -> None:
    for state in WALKS[::7]:
        position = engine.pack(state)
        legal = game.legal_moves(state)
        assert sorted(
            map(repr, (engine.rules_move(position, [m]) for m in engine.moves(position)))
        ) == sorted(map(repr, legal))


@settings(max_examples=25)
@given(st.integers(0, 10_000), st.booleans(), st.lists(st.integers(0, 10_000), min_size=32, max_size=32))
def test_engine_and_rules_agree_move_by_move(seed: int, random_totems: bool, picks: list[int]) -> None:
    state = game.new_state({"random_totems": random_totems}, seed)
    position = engine.pack(state)
    for pick in picks:
        if check_step(game, engine, state, position):
            break
        options = engine.moves(position)
        reached = [repr(engine.rules_move(position, [m])) for m in options]
        assert len(set(reached)) == len(reached) and set(reached) == set(map(repr, game.legal_moves(state)))
        move = options[pick % len(options)]
        state = game.apply(state, engine.rules_move(position, [move]))
        position = engine.play(position, move)


def test_keys_differ_between_different_positions() -> None:
    keys = {engine.key(engine.pack(s)): s for s in WALKS}
    distinct = {(s.board, s.totems, s.player) for s in WALKS}
    assert len(keys) == len(distinct)


def test_evaluation_is_evaluation_py_on_random_positions() -> None:
    checked = 0
    for state in WALKS:
        position = engine.pack(state)
        for player in (0, 1):
            assert engine.evaluate(position, player) == evaluation.evaluate(state, player), (
                game.state_to_text(state)
            )
            checked += 1
    assert checked > 300
    assert any(evaluation.symbol_threats(s) for s in WALKS)  # the threat term is exercised


def test_evaluation_with_other_weights_is_evaluation_py() -> None:
    """The engine's per-line tables follow the weights it is given (bench.experiments.oxono_tune's sets)."""
    weights = evaluation.Weights((0, 2, 5, 21, 0), 11, 3, 4, 37)
    tuned = OxonoEngine(weights)
    for state in WALKS[::3]:
        position = tuned.pack(state)
        for player in (0, 1):
            assert tuned.evaluate(position, player) == evaluation.evaluate(state, player, weights)
    assert any(evaluation.symbol_windows(s, 2) for s in WALKS)  # the symbol-two term is exercised
    assert any(tuned.evaluate(engine.pack(s), 0) != engine.evaluate(engine.pack(s), 0) for s in WALKS)


def test_shipped_weights() -> None:
    shipped = evaluation.SHIPPED
    assert (shipped.colour, shipped.symbol_three, shipped.symbol_two, shipped.tempo, shipped.scale) == (
        (0, 1, 4, 16, 0),
        6,
        0,
        0,
        40,
    )
    assert engine.weights is shipped


def _makes_colour_three(state: OxonoState, after: OxonoState, square: int) -> bool:
    """Reference: a window through ``square`` holds 3 of the placer's colour and 1 empty square."""
    colour = state.player
    for window in WINDOWS:
        if square not in window:
            continue
        values = [after.board[s] for s in window]
        mine = [v for v in values if v != EMPTY and (v - 1) >> 1 == colour]
        if len(mine) == 3 and values.count(EMPTY) == 1:
            return True
    return False


def _check_forcing(state: OxonoState) -> tuple[bool, bool]:
    position = engine.pack(state)
    moves = engine.moves(position)
    forcing = engine.forcing(position)
    assert len(set(forcing)) == len(forcing) and set(forcing) <= set(moves)
    player = engine.to_move(position)
    wins = [m for m in moves if engine.play(position, m)[8] == WINS[player]]
    for m in wins:  # a winning move wins by the rules too
        outcome = game.outcome(game.apply(state, engine.rules_move(position, [m])))
        assert outcome is not None and outcome.winner == player
    if wins:
        assert forcing == wins
        return True, False
    threats = []
    for m in moves:
        rules_move = engine.rules_move(position, [m])
        if _makes_colour_three(state, game.apply(state, rules_move), rules_move.pawn):
            threats.append(m)
    assert forcing == threats
    return False, bool(threats)


def test_forcing_lists_the_wins_else_the_colour_threats() -> None:
    seen_win = seen_threat = False
    for state in [*WALKS[::3], *(game.state_from_text(t) for t in SCENARIOS.values())]:
        if game.outcome(state) is None:
            win, threat = _check_forcing(state)
            seen_win |= win
            seen_threat |= threat
    assert seen_win and seen_threat


@pytest.mark.parametrize("name", [n for n in SCENARIOS if "near-win" in n or n == "longer run"])
def test_forcing_finds_the_scenario_wins(name: str) -> None:
    position = engine.pack(game.state_from_text(SCENARIOS[name]))
    forcing = engine.forcing(position)
    assert forcing
    for m in forcing:
        assert engine.result(engine.play(position, m)) == WINS[engine.to_move(position)]


def test_playouts_end_with_the_rules_result() -> None:
    rng = random.Random(5)
    start = engine.pack(game.new_state())
    results: dict[Any, int] = {}
    for _ in range(200):
        scores = engine.playout(start, rng)
        results[scores] = results.get(scores, 0) + 1
    assert set(results) <= {(1.0, 0.0), (0.0, 1.0), (0.5, 0.5)}
    assert results.get((1.0, 0.0), 0) > 20 and results.get((0.0, 1.0), 0) > 20
    assert engine.playout(start, rng, max_plies=3) == (0.5, 0.5)  # no game ends in 3 plies
