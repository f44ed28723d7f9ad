"""The Xeno search engine (desktop/games/xeno/engine.py) against the rules.

Every check goes through the rules: the engine's moves are the rules' legal
moves, ``unpack(play(...))`` is ``rules.apply``, results, keys, evaluation
and perft agree, on the start of several boards and player counts (setup
and colour choice included), along random games, on the perft data, and on
the rare rules (no compulsory jumps, skipped and revived players, draws).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.core.engine import SearchEngine
from desktop.games.xeno import evaluation
from desktop.games.xeno.engine import XenoEngine
from desktop.games.xeno.engine_playout import _undo
from desktop.games.xeno.game import XenoGame
from desktop.games.xeno.state import Phase, XenoState
from tests.engines.conformance import check_position, check_step, engine_perft, random_states
from tests.games.perft_data import read_perft_cases

game = XenoGame()
engine = game.search_engine()
CASES = read_perft_cases(Path(__file__).parent / "perft.txt")
POSITIONS = sorted({position for position, _, _ in CASES})


def test_the_game_returns_one_engine() -> None:
    assert isinstance(engine, XenoEngine)
    assert game.search_engine() is engine


@pytest.mark.parametrize(
    ("board", "players"),
    [("xeno-12", 2), ("xeno-12", 3), ("xeno-12", 6), ("xeno-30", 2), ("xeno-30", 3), ("xeno-30", 6),
     ("xeno-120", 2), ("xeno-120", 3), ("xeno-120", 6)],
)  # fmt: skip
def test_engine_agrees_with_rules_from_the_start(board: str, players: int) -> None:
    """Setup, colour choice and play, along random games from a new game."""
    plies = 60 if board == "xeno-120" else 120
    reached_play = False
    for seed in range(2):
        for state in random_states(
            game, game.new_state({"board": board, "players": players}, seed), seed, plies
        ):
            check_position(game, engine, state)
            reached_play |= state.phase == Phase.PLAY
    assert reached_play


@pytest.mark.parametrize("position", POSITIONS)
def test_engine_agrees_with_rules_on_the_perft_positions(position: str) -> None:
    state = game.state_from_text(position)
    plies = 10 if state.board == "xeno-270" else 40
    for s in random_states(game, state, 1, plies):
        check_position(game, engine, s)


@pytest.mark.parametrize(("position", "depth", "count"), [c for c in CASES if c[2] <= 20_000])
def test_engine_perft_is_the_perft_data(position: str, depth: int, count: int) -> None:
    assert engine_perft(engine, engine.pack(game.state_from_text(position)), depth) == count


def test_jumps_are_optional_when_compulsory_jumps_is_off() -> None:
    options = {"compulsory_jumps": False}
    state = game.state_from_text("xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a", options)
    position = engine.pack(state)
    assert len(engine.moves(position)) > 1 and engine.forcing(position) == [(11, 6, 2)]
    for seed in range(3):
        start = game.new_state({"board": "xeno-30", "compulsory_jumps": False, "quick_setup": True}, seed)
        for s in random_states(game, start, seed, 60):
            check_position(game, engine, s)


def _lockstep(state: XenoState, position: Any) -> None:
    """The engine's position after a move is the rules' state after it, draws and skips included."""
    assert engine.unpack(position) == state
    assert engine.unpack(position).seen == state.seen and engine.unpack(position).quiet == state.quiet
    outcome = game.outcome(state)
    assert engine.result(position) == (None if outcome is None else outcome.scores)
    assert engine.key(position) == engine.key(engine.pack(state))
    if outcome is None:
        assert engine.to_move(position) == game.to_move(state)


def _walk_outcomes(start: XenoState, seeds: range, plies: int) -> set[str]:
    """Random games from ``start`` played by the rules and by the engine side by side (every
    position also through check_position); the reasons the games ended."""
    reasons = set()
    for seed in seeds:
        rng = random.Random(seed)
        state, position = start, engine.pack(start)
        for _ in range(plies):
            _lockstep(state, position)
            check_position(game, engine, state)
            if game.outcome(state) is not None:
                break
            options = engine.moves(position)
            move = options[rng.randrange(len(options))]
            state = game.apply(state, engine.rules_move(position, [move]))
            position = engine.play(position, move)
        outcome = game.outcome(state)
        if outcome is not None:
            reasons.add(outcome.reason.split()[-1])
    return reasons


def test_skipped_players_and_revived_ones() -> None:
    # b controls no stack: its turn passes to c; a capture on space 1 uncovers b again
    state = game.state_from_text("xeno-12 b ba,c,,a,c,a,c,a,c,a,c,a")
    assert state.mover == 1 and state.active == 2
    position = engine.pack(state)
    assert engine.to_move(position) == 2
    check_position(game, engine, state)
    _walk_outcomes(state, range(12), 40)
    revived = any(s.active == 1 for seed in range(12) for s in random_states(game, state, seed, 40))
    assert revived


def test_games_of_three_end_when_one_colour_controls_every_stack() -> None:
    won = game.state_from_text("xeno-12 b ba,ca,a,,,,,,,,,")
    assert engine.result(engine.pack(won)) == (1.0, 0.0, 0.0)
    check_position(game, engine, won)
    start = game.new_state({"board": "xeno-12", "players": 3, "quick_setup": True}, 5)
    assert "stack" in _walk_outcomes(start, range(8), 200)


def test_positions_where_nobody_can_move() -> None:
    for text in ("xeno-12 a a,b,a,b,a,b,a,b,a,b,a,b", "xeno-12 a a,b,c,a,b,c,a,b,c,a,b,c"):
        state = game.state_from_text(text)
        outcome = game.outcome(state)
        assert outcome is not None and engine.result(engine.pack(state)) == outcome.scores
        check_position(game, engine, state)


def test_draws_by_repetition_and_by_quiet_moves() -> None:
    sparse = "xeno-12 a a,,,,,,,,,,,b"
    assert "times" in _walk_outcomes(game.state_from_text(sparse), range(6), 150)
    chase = "xeno-30 a aa" + "," * 29 + "bb"
    quiet = game.state_from_text(chase, {"draw_repetition": False, "draw_quiet_moves": 50})
    assert "jump" in _walk_outcomes(quiet, range(6), 150)
    # the repetition is counted from the position's history, which packing keeps
    state = game.state_from_text(sparse)
    rng = random.Random(3)
    while game.outcome(state) is None:
        state = game.apply(state, rng.choice(game.legal_moves(state)))
        _lockstep(state, engine.pack(state))


def test_quick_setup_games_of_every_player_count() -> None:
    for players in (2, 3, 4, 6):
        start = game.new_state({"board": "xeno-24", "players": players, "quick_setup": True}, players)
        for s in random_states(game, start, players, 80):
            check_position(game, engine, s)


@settings(max_examples=20, deadline=None)
@given(
    st.sampled_from(["xeno-12", "xeno-24", "xeno-30", "xeno-48"]),
    st.sampled_from([2, 3]),
    st.integers(0, 10_000),
    st.booleans(),
    st.lists(st.integers(0, 10_000), min_size=40, max_size=40),
)
def test_engine_and_rules_agree_move_by_move(
    board: str, players: int, seed: int, compulsory: bool, picks: list[int]
) -> None:
    options: dict[str, Any] = {"board": board, "players": players, "compulsory_jumps": compulsory}
    state = game.new_state(options, seed)
    position = engine.pack(state)
    for pick in picks:
        if check_step(game, engine, state, position):
            break
        assert engine.to_move(position) == game.to_move(state)
        options_ = engine.moves(position)
        reached = [repr(engine.rules_move(position, [m])) for m in options_]
        assert len(set(reached)) == len(reached) and set(reached) == set(map(repr, game.legal_moves(state)))
        move = options_[pick % len(options_)]
        state = game.apply(state, engine.rules_move(position, [move]))
        position = engine.play(position, move)


def test_evaluation_is_evaluation_py() -> None:
    checked = 0
    for board, players in (("xeno-12", 2), ("xeno-30", 2), ("xeno-30", 3), ("xeno-120", 2)):
        start = game.new_state({"board": board, "players": players}, 7)
        for state in random_states(game, start, 7, 60):
            position = engine.pack(state)
            for player in range(players):
                assert engine.evaluate(position, player) == evaluation.evaluate(state, player)
                checked += 1
    assert checked > 300


def test_forcing_moves_are_the_jumps_longest_first() -> None:
    for state in random_states(game, game.new_state({"board": "xeno-30", "quick_setup": True}, 2), 2, 80):
        position = engine.pack(state)
        forcing = engine.forcing(position)
        jumps = [m for m in engine.moves(position) if len(m) > 2] if state.phase == Phase.PLAY else []
        assert sorted(forcing) == sorted(jumps)
        assert [len(m) for m in forcing] == sorted((len(m) for m in forcing), reverse=True)


def test_playouts_end_with_scores() -> None:
    rng = random.Random(1)
    start = engine.pack(game.new_state({"board": "xeno-30", "players": 3}, 1))
    for _ in range(5):
        scores = engine.playout(start, rng)
        assert len(scores) == 3 and abs(sum(scores) - 1.0) < 1e-9
    assert engine.playout(start, rng, max_plies=2) == (1 / 3, 1 / 3, 1 / 3)


def test_keys_of_transposed_positions_are_equal_and_others_differ() -> None:
    state = game.state_from_text("xeno-12 a a,,,,,,,,,,b,b")
    position = engine.pack(state)
    seen: dict[int, tuple[tuple[str, ...], int]] = {}
    for first in engine.moves(position):
        after = engine.play(position, first)
        for second in engine.moves(after):
            end = engine.play(after, second)
            entry = (engine.unpack(end).stacks, engine.to_move(end))
            assert seen.setdefault(engine.key(end), entry) == entry


def test_in_place_playouts_are_the_playouts_move_by_move() -> None:
    """The in-place playout picks the same moves as the protocol's playout (engine.moves +
    engine.play) with the same seed, so both end the same way: wins, skips, repetitions
    (rebuilt by undoing the moves), quiet-move draws."""
    quiet = {"draw_repetition": False, "draw_quiet_moves": 50}
    starts = [
        game.new_state({"board": "xeno-30", "players": 2}, 1),
        game.new_state({"board": "xeno-24", "players": 3, "quick_setup": True}, 2),
        game.new_state({"board": "xeno-30", "compulsory_jumps": False, "quick_setup": True}, 3),
        game.state_from_text("xeno-12 a a,,,,,,,,,,,b"),
        game.state_from_text("xeno-12 a ab,,,,,,,ba,,,,b"),
        game.state_from_text("xeno-30 a aa" + "," * 29 + "bb", quiet),
        game.state_from_text("xeno-12 b ba,c,,a,c,a,c,a,c,a,c,a"),
    ]
    endings: set[tuple[float, ...]] = set()
    for state in starts:
        position = engine.pack(state)
        for seed in range(6):
            fast = engine.playout(position, random.Random(seed), 3_000)
            slow = SearchEngine.playout(engine, position, random.Random(seed), 3_000)
            assert fast == slow, (game.state_to_text(state), seed)
            endings.add(fast)
    assert {(1.0, 0.0), (0.0, 1.0), (0.5, 0.5)} <= endings


def test_undoing_a_move_gives_back_the_stacks_before_it() -> None:
    """What the in-place playout uses to rebuild its repetition window, on every move
    (multi-jumps and loops included) along random games."""
    undone = 0
    for board, players in (("xeno-30", 2), ("xeno-24", 3), ("xeno-48", 2)):
        for seed in range(3):
            start = game.new_state({"board": board, "players": players, "quick_setup": True}, seed)
            for state in random_states(game, start, seed, 80):
                position = engine.pack(state)
                for move in engine.moves(position):
                    st = list(state.stacks)
                    after = engine.unpack(engine.play(position, move)).stacks
                    walk = list(after)
                    _undo(walk, move)
                    assert walk == st
                    undone += len(move) > 3
    assert undone > 0  # multi-jumps were undone


def test_keys_are_the_same_in_every_process() -> None:
    """Searches may run in several processes: no key may depend on ``hash()`` of a string."""
    script = (
        "from desktop.games.xeno.game import XenoGame\n"
        "from tests.engines.conformance import random_states\n"
        "game = XenoGame()\n"
        "engine = game.search_engine()\n"
        "start = game.new_state({'board': 'xeno-30', 'players': 3}, 4)\n"
        "print([engine.key(engine.pack(s)) for s in random_states(game, start, 4, 30)])\n"
    )
    root = Path(__file__).resolve().parents[3]
    keys = set()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run(
            [sys.executable, "-c", script], cwd=root, env=env, capture_output=True, text=True, check=True
        )
        keys.add(out.stdout)
    start = game.new_state({"board": "xeno-30", "players": 3}, 4)
    here = [engine.key(engine.pack(s)) for s in random_states(game, start, 4, 30)]
    assert keys == {f"{here}\n"} and len(set(here)) == len(here)
