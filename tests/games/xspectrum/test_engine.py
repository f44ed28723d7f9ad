"""X Spectrum's search engine (desktop/games/xspectrum/engine.py) against the rules.

The rules are the proof: every position checked here has its moves, the
positions after them, the result, the side to move and the keys compared with
:class:`XSpectrumRules` (tests/engines/conformance.py), and perft through the
engine equals perft.txt.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.core.engine import SearchEngine
from desktop.games.xspectrum import evaluation
from desktop.games.xspectrum.engine import XSpectrumEngine
from desktop.games.xspectrum.engine_tables import ID, STACKS
from desktop.games.xspectrum.game import XSpectrumGame
from desktop.games.xspectrum.movement import XSpectrumState
from desktop.games.xspectrum.pieces import parse_stack
from desktop.games.xspectrum.rules import settle
from tests.engines.conformance import check_position, engine_perft, random_states
from tests.games.perft_data import read_perft_cases
from tests.games.xspectrum.helpers import position

game = XSpectrumGame()
engine = game.search_engine()
CASES = read_perft_cases(Path(__file__).parent / "perft.txt")
POSITIONS = sorted({p for p, _, _ in CASES})


def at(
    squares: dict[str, str], side: str = "s", south: str = "-", north: str = "-", **options: Any
) -> XSpectrumState:
    return game.state_from_text(position(squares, side, south, north), options or None)


def play_texts(state: XSpectrumState, *texts: str) -> XSpectrumState:
    for text in texts:
        state = game.apply(state, game.move_from_text(state, text))
    return state


def engine_line(state: XSpectrumState, *texts: str) -> Any:
    """The packed ``state`` after ``texts`` played through the engine (each matched to its rules move)."""
    p = engine.pack(state)
    for text in texts:
        rules_state = engine.unpack(p)
        (mv,) = [
            m for m in engine.moves(p) if game.move_to_text(rules_state, engine.rules_move(p, [m])) == text
        ]
        p = engine.play(p, mv)
    return p


def check_walk(state: XSpectrumState, seed: int, plies: int) -> None:
    for s in random_states(game, state, seed, plies):
        check_position(game, engine, s)


# -- the engine is this game's -------------------------------------------------------------------
def test_the_game_returns_its_engine_once() -> None:
    assert isinstance(engine, XSpectrumEngine)
    assert game.search_engine() is engine
    assert XSpectrumGame().search_engine() is not engine


def test_every_square_contents_is_numbered_once() -> None:
    for text in ("Rl", "bs", "Yl<Bm<Bs", "Yl<Bs^Rm", "bl^ym^rs", "Rl^Rl", "Bs^Rs^Ys"):
        stack = parse_stack(text)
        assert STACKS[ID[stack]] == stack
    assert len(ID) == len(STACKS) - 1 == len(set(STACKS[1:]))


# -- conformance: the start, random games, the perft positions ------------------------------------
def test_the_start_conforms() -> None:
    check_position(game, engine, game.new_state())


@pytest.mark.parametrize("seed", range(4))
def test_random_games_conform(seed: int) -> None:
    check_walk(game.new_state(), seed, 70)


@pytest.mark.parametrize("text", POSITIONS)
def test_the_perft_positions_conform(text: str) -> None:
    check_position(game, engine, game.state_from_text(text))


@pytest.mark.parametrize(("text", "depth", "count"), CASES)  # the deepest, 979,302 leaves, ~2 s
def test_engine_perft_equals_the_data(text: str, depth: int, count: int) -> None:
    assert engine_perft(engine, engine.pack(game.state_from_text(text)), depth) == count


# -- rare rules ------------------------------------------------------------------------------------
def test_re_entry_from_the_reserve() -> None:
    # South's orange 3 and clear 1 in reserve; a1 (orange 3's start) free, c1 (clear 1's) taken.
    state = at({"c1": "Bs", "e5": "ym", "h8": "rs"}, south="Rl,Ys,Ys", north="bm")
    check_position(game, engine, state)
    texts = {
        game.move_to_text(state, engine.rules_move(engine.pack(state), [m]))
        for m in engine.moves(engine.pack(state))
    }
    assert "Rl@a1" in texts and not any(t.startswith("Ys@") for t in texts)
    check_walk(state, 1, 40)
    check_position(game, engine, at({"h8": "rs", "d4": "Bs"}, side="n", north="bl,bm,ys", south="Yl"))


def test_joins_leaving_and_rearranging_combinations() -> None:
    state = at({"d4": "Yl<Bs^Rm", "c5": "Bm", "f6": "Rl^Ys", "b2": "Ym<Rs", "g7": "bl^ym^rs", "h8": "ys"})
    check_position(game, engine, state)
    check_walk(state, 2, 40)
    check_walk(at({"d4": "Bl^Rs", "e5": "Yl<Ym", "d5": "Rl<Bm<Ys", "e4": "rm", "a8": "bs"}, side="n"), 3, 40)


def test_captures_of_combinations_fill_the_reserve() -> None:
    state = at({"c3": "Bm", "d2": "bl<bm^rs", "h8": "ys"})
    p = engine_line(state, "c3-d2")
    after = engine.unpack(p)
    assert game.state_to_text(after).endswith("n S:Rs,Bl,Bm N:-")
    assert after == play_texts(state, "c3-d2")
    assert engine.key(p) == engine.key(engine.pack(after))
    check_position(game, engine, after)
    check_walk(after, 4, 30)


def test_taking_the_last_pieces_wins_and_a_reserve_keeps_the_game_going() -> None:
    state = at({"c3": "Bs", "d2": "bs"})
    check_position(game, engine, state)
    won = engine_line(state, "c3-d2")
    assert engine.result(won) == (1.0, 0.0) == game.outcome(engine.unpack(won)).scores  # type: ignore[union-attr]
    assert engine.moves(won) == [] and engine.forcing(won) == []
    assert engine.evaluate(won, 0) == 1.0 and engine.evaluate(won, 1) == -1.0
    combination = engine_line(at({"c3": "Bl", "d2": "bm<bs^rs"}), "c3-d2")
    assert engine.result(combination) == (1.0, 0.0)
    going = engine_line(at({"c3": "Bs", "d2": "bs"}, north="ys"), "c3-d2")
    assert engine.result(going) is None and game.outcome(engine.unpack(going)) is None
    check_position(game, engine, engine.unpack(going))


def test_no_legal_move_loses() -> None:
    # a1 can move neither left nor right; South has nothing else.
    stuck = at({"a1": "Bs", "e5": "rm"})
    assert game.outcome(stuck) is not None
    check_position(game, engine, stuck)
    assert engine.result(engine.pack(stuck)) == (0.0, 1.0)
    # a re-entry is a move, unless the start square is taken
    for south, b2, over in (("Ym", "", False), ("Ym", "rs", True), ("Ys", "rs", False)):
        squares = {"a1": "Bs", "e5": "rm", **({"b2": b2} if b2 else {})}
        state = at(squares, south=south)
        assert (game.outcome(state) is not None) == over
        assert (engine.result(engine.pack(state)) is not None) == over
        check_position(game, engine, state)
    # blocked by its own full combinations on both sides
    check_position(game, engine, at({"c3": "Bs", "b4": "Bl<Bm^Rs", "d2": "Yl^Rm^Ys", "h8": "rs"}))


SHUFFLE = ("c3-b4", "f6-e7", "b4-c3", "e7-f6")


def test_threefold_repetition_draws_as_the_rules_say() -> None:
    start = at({"c3": "Bs", "f6": "bs"})
    line = SHUFFLE * 2
    p = engine.pack(start)
    state = start
    for i, text in enumerate(line):
        p = engine_line(engine.unpack(p), text) if i == 3 else _step(p, text)
        state = play_texts(state, text)
        assert engine.unpack(p) == state and engine.unpack(p).past == state.past
        outcome = game.outcome(state)
        assert engine.result(p) == (None if outcome is None else outcome.scores)
    assert engine.result(p) == (0.5, 0.5) and engine.moves(p) == []
    # packed midway (the history comes from the rules state), the draw still comes on time
    midway = play_texts(start, *line[:5])
    q = engine_line(midway, *line[5:])
    assert engine.result(q) == (0.5, 0.5)
    assert engine.result(engine_line(midway, *line[5:7])) is None
    # without the option, the same line goes on
    off = engine_line(at({"c3": "Bs", "f6": "bs"}, draw_repetition=False), *line)
    assert engine.result(off) is None and len(engine.moves(off)) == 2


def _step(p: Any, text: str) -> Any:
    state = engine.unpack(p)
    (mv,) = [m for m in engine.moves(p) if game.move_to_text(state, engine.rules_move(p, [m])) == text]
    return engine.play(p, mv)


def test_quiet_moves_draw_after_the_option_s_count() -> None:
    start = at({"c3": "Bs", "f6": "bs", "a3": "Ym"}, draw_repetition=False, draw_quiet_moves=50)
    rng = random.Random(5)
    p = engine.pack(start)
    plies = 0
    while engine.result(p) is None:
        options = engine.moves(p)
        p = engine.play(p, options[rng.randrange(len(options))])
        plies += 1
    assert plies == 50 and engine.result(p) == (0.5, 0.5)
    state = engine.unpack(p)
    assert state.quiet == 50 and game.outcome(state) is not None
    check_position(game, engine, state)
    check_walk(at({"c3": "Bs", "f6": "bs", "d5": "Rl"}, draw_quiet_moves=50), 6, 60)


# -- hypothesis: a random walk through the engine alone, checked against the rules ------------------
@settings(max_examples=25, deadline=None)
@given(st.data(), st.sampled_from([None, *POSITIONS[:4]]))
def test_random_walk_through_the_engine_matches_the_rules(data: st.DataObject, text: str | None) -> None:
    state = game.new_state() if text is None else game.state_from_text(text)
    p = engine.pack(state)
    for _ in range(40):
        outcome = game.outcome(state)
        assert engine.result(p) == (None if outcome is None else outcome.scores)
        if outcome is not None:
            break
        options = engine.moves(p)
        assert len(options) == len(game.legal_moves(state))
        mv = options[data.draw(st.integers(0, len(options) - 1))]
        state = game.apply(state, engine.rules_move(p, [mv]))
        p = engine.play(p, mv)
        assert engine.key(p) == engine.key(engine.pack(state))
        assert engine.to_move(p) == game.to_move(state)
    back = engine.unpack(p)
    assert back == state and back.past == state.past and back.quiet == state.quiet


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3))
def test_whole_random_games_end_as_the_rules_end_them(seed: int) -> None:
    """Engine and rules side by side to the end of a game (captures, re-entries, draws, wins)."""
    rng = random.Random(seed)
    state = game.new_state()
    p = engine.pack(state)
    while (outcome := game.outcome(state)) is None:
        assert engine.result(p) is None
        options = engine.moves(p)
        mv = options[rng.randrange(len(options))]
        state = game.apply(state, engine.rules_move(p, [mv]))
        p = engine.play(p, mv)
        assert engine.key(p) == engine.key(engine.pack(state))
    assert engine.result(p) == outcome.scores and engine.moves(p) == []
    assert engine.unpack(p) == state and engine.unpack(p).past == state.past
    check_position(game, engine, engine.unpack(p))


# -- evaluation, forcing moves, playouts ------------------------------------------------------------
def test_the_evaluation_is_the_rules_evaluation() -> None:
    states = [game.state_from_text(t) for t in POSITIONS]
    for seed in range(2):
        states += list(random_states(game, game.new_state(), seed, 60))
    for state in states:
        p = engine.pack(state)
        for player in (0, 1):
            assert engine.evaluate(p, player) == evaluation.evaluate(state, player)
        after = engine.play(p, engine.moves(p)[0]) if engine.result(p) is None else p
        assert engine.evaluate(after, 1) == evaluation.evaluate(engine.unpack(after), 1)


def test_forcing_moves_are_the_captures_biggest_first() -> None:
    for text in [*POSITIONS, position({"d4": "Bl", "b6": "bm<bs", "e3": "rs", "e4": "Rl", "c4": "yl"})]:
        state = game.state_from_text(text)
        p = engine.pack(state)
        forcing = engine.forcing(p)
        captures = {m for m in engine.moves(p) if engine.rules_move(p, [m]).captures}
        assert set(forcing) == captures and len(forcing) == len(captures)
        pips = [engine.rules_move(p, [m]).taken.pips for m in forcing]  # type: ignore[union-attr]
        assert pips == sorted(pips, reverse=True)
    assert len(captures) == 3 and pips == [3, 3, 1]


def test_playouts_play_the_games_the_protocol_s_playout_plays() -> None:
    """The same seed picks the same moves (both take ``randrange`` over ``moves``), so the fast
    playout on its mutable board ends as the protocol's playout through play/result does."""
    starts = [game.new_state(), game.state_from_text(POSITIONS[1])]
    starts.append(play_texts(at({"c3": "Bs", "f6": "bs", "d5": "Rl", "h8": "ym"}), *SHUFFLE[:3]))
    starts.append(at({"c3": "Bm", "f6": "bs", "a8": "rl"}, draw_quiet_moves=50))
    # one piece each, crossing at b4: repetition draws and captures both happen
    starts.append(at({"c3": "Bs", "a3": "ys"}))
    outcomes = set()
    for i, state in enumerate(starts):
        p = engine.pack(state)
        for seed in range(12 if i == len(starts) - 1 else 3):
            fast = engine.playout(p, random.Random(seed), 400)
            assert fast == SearchEngine.playout(engine, p, random.Random(seed), 400), (i, seed)
            outcomes.add(fast)
    assert outcomes == {(1.0, 0.0), (0.0, 1.0), (0.5, 0.5)}


def test_the_quiet_move_draw_comes_before_a_winning_capture() -> None:
    # South's only move takes North's last piece, but the 50th quiet move has been played.
    base = at({"a5": "Bs", "b4": "bs"}, draw_quiet_moves=50)
    assert engine.result(engine.pack(base)) is None
    for quiet, scores in ((49, (1.0, 0.0)), (50, (0.5, 0.5))):
        state = settle(base.board, base.player, base.reserves, base.config, quiet, ())
        p = engine.pack(state)
        assert engine.result(p) == (None if quiet == 49 else scores)
        assert engine.playout(p, random.Random(0)) == scores


def test_playouts_end_as_the_rules_would() -> None:
    rng = random.Random(7)
    start = engine.pack(game.new_state())
    for _ in range(3):
        scores = engine.playout(start, rng, 2_000)
        assert scores in ((1.0, 0.0), (0.0, 1.0), (0.5, 0.5))
    assert engine.playout(start, rng, 0) == (0.5, 0.5)
    won = engine_line(at({"c3": "Bs", "d2": "bs"}), "c3-d2")
    assert engine.playout(won, rng) == (1.0, 0.0)
    # one ply from a repeated position: the playout sees the draw the rules see
    state = play_texts(at({"c3": "Bs", "f6": "bs"}), *SHUFFLE, *SHUFFLE[:3])
    p = engine.pack(state)
    assert engine.result(p) is None
    assert engine.playout(engine_line(state, SHUFFLE[3]), rng) == (0.5, 0.5)
