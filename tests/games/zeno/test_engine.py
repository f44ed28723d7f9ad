"""Zeno's search engine (desktop/games/zeno/engine.py) against the rules it must agree with."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.core.engine import RulesEngine
from desktop.games.zeno import evaluation
from desktop.games.zeno.engine import ZenoEngine, random_turn
from desktop.games.zeno.game import ZenoGame
from desktop.games.zeno.rules import MAX_TURNS, ZenoMove, ZenoState, parse_square
from tests.engines.conformance import check_position, engine_perft, random_states, turns
from tests.games.perft_data import read_perft_cases

game = ZenoGame()
engine = game.search_engine()
START = game.new_state()


PERFT = read_perft_cases(Path(__file__).parent / "perft.txt")


def check_turn_results(state: ZenoState) -> list[tuple[float, ...] | None]:
    """Every whole turn's result through the engine equals the rules' outcome of the same move."""
    position = engine.pack(state)
    results = []
    for line, after in turns(engine, position):
        expected = game.apply(state, engine.rules_move(position, line))
        outcome = game.outcome(expected)
        assert engine.result(after) == (None if outcome is None else outcome.scores)
        results.append(engine.result(after))
    return results


def test_the_game_returns_its_engine_once() -> None:
    assert isinstance(engine, ZenoEngine)
    assert game.search_engine() is engine
    assert ZenoGame().search_engine() is not engine


def test_start_position_conforms() -> None:
    check_position(game, engine, START)
    assert engine_perft(engine, engine.pack(START), 1) == 3072


@pytest.mark.parametrize("seed", range(10))
def test_random_games_conform(seed: int) -> None:
    for state in random_states(game, game.new_state(seed=seed), seed, plies=60):
        check_position(game, engine, state)


@pytest.mark.parametrize("text", sorted({c[0] for c in PERFT}))
def test_perft_positions_conform(text: str) -> None:
    check_position(game, engine, game.state_from_text(text))


@pytest.mark.parametrize(("text", "depth", "count"), [c for c in PERFT if c[2] <= 300_000])
def test_engine_perft_matches_the_data(text: str, depth: int, count: int) -> None:
    state = game.state_from_text(text)
    assert engine_perft(engine, engine.pack(state), depth) == count


def test_engine_perft_matches_the_rules_adapter() -> None:
    state = game.state_from_text("8/2B2B1B/1B1B4/5BB1/W4W2/5W2/2WW2WW/8 w")
    slow = RulesEngine(game)
    assert engine_perft(engine, engine.pack(state), 2) == engine_perft(slow, slow.pack(state), 2)


# -- the rare rules, on hand-made positions -------------------------------------------------------
SELF_CAPTURES = [
    "3WW3/8/8/8/8/8/8/B7 w",  # off the top edge, with a piece on the same rank to pull
    "8/8/8/8/8/2B5/2W5/1B6 w",  # onto an enemy piece (c2*c3), diagonals onto the edge pieces
    "8/8/8/8/8/8/1WW5/1WB5 b",  # Black moving off the bottom edge and onto its own and enemy pieces
    "W6W/8/8/8/8/8/8/B6B w",  # corners: every direction but one leaves the board
    "8/8/8/8/8/8/8/WW4WB w",  # pulls off the back edge
    "BB4BW/8/8/8/8/8/8/8 b",  # Black's pulls off its back edge
]


def test_a_pull_off_the_back_edge_asks_no_first() -> None:
    position = engine.pack(game.state_from_text("8/8/8/8/8/8/8/WW5B w"))
    mid = engine.play(position, ZenoEngine.base_code(ZenoMove(parse_square("a1"), 0)))
    assert engine.moves(mid) == [False, True]
    assert game.state_to_text(engine.unpack(engine.play(mid, True))) == "8/8/8/8/8/8/W7/7B b"


@pytest.mark.parametrize("text", SELF_CAPTURES)
def test_self_captures_conform(text: str) -> None:
    state = game.state_from_text(text)
    check_position(game, engine, state)
    check_turn_results(state)


def test_a_self_capture_removes_the_piece_and_keeps_the_pull() -> None:
    state = game.state_from_text("3WW3/8/8/8/8/8/8/B7 w")
    position = engine.pack(state)
    d8 = parse_square("d8")
    code = ZenoEngine.base_code(ZenoMove(d8, 0))
    after = engine.play(position, code)
    assert engine.mid_turn(after)  # the e8 piece may still be pulled
    end = engine.play(after, True)
    assert not engine.mid_turn(end)
    assert game.state_to_text(engine.unpack(end)) == "8/4W3/8/8/8/8/8/B7 b"
    assert engine.rules_move(position, [code, True]) == ZenoMove(d8, 0, (), (parse_square("e8"),))


PUSHES = [
    "8/8/8/8/B7/1W6/8/8 w",  # b3-c4 pushes a4 off the a-file: the only black piece, a win
    "8/8/8/8/B6B/1W4W1/8/8 w",  # pushes off both edges
    "8/8/8/8/BBB5/W1W5/8/8 w",  # pushes onto pieces (the pushed piece is captured, the occupant stays)
    "8/8/1B6/8/8/8/8/W7 w",  # lone pieces: nothing to push or pull
]


@pytest.mark.parametrize("text", PUSHES)
def test_pushes_off_the_board_and_onto_pieces_conform(text: str) -> None:
    state = game.state_from_text(text)
    check_position(game, engine, state)
    check_turn_results(state)
    assert_forcing_complete(state)


def test_a_push_off_the_board_wins_and_is_forcing_first() -> None:
    state = game.state_from_text("8/8/8/8/B7/1W6/8/8 w")
    position = engine.pack(state)
    code = ZenoEngine.base_code(ZenoMove(parse_square("b3"), 1))
    assert engine.forcing(position)[0] == code
    end = engine.play(engine.play(position, code), True)
    assert engine.result(end) == (1.0, 0.0)
    assert engine.rules_move(position, [code, True]) == ZenoMove(parse_square("b3"), 1, (parse_square("a4"),))


def assert_forcing_complete(state: ZenoState) -> None:
    """``forcing`` lists exactly the base moves after which some push captures, wins first."""
    position = engine.pack(state)
    forcing = engine.forcing(position)
    capturing = []
    for base in game.base_moves(state):
        pushes = game.push_squares(state, base)
        after = game.apply(state, base.with_choices(pushes, ()))
        lost = state.count(1 - state.player) - after.count(1 - state.player)
        if lost:
            capturing.append((ZenoEngine.base_code(base), lost, after.count(1 - state.player) == 0))
    assert sorted(forcing) == sorted(c for c, _, _ in capturing)
    wins = {c for c, _, won in capturing if won}
    assert set(forcing[: len(wins)]) == wins
    takes = dict((c, n) for c, n, _ in capturing)
    assert [takes[c] for c in forcing] == sorted(takes.values(), reverse=True)  # the most captures first


def test_forcing_along_random_games() -> None:
    for seed in range(3):
        for state in random_states(game, START, seed, plies=40):
            if game.outcome(state) is None:
                assert_forcing_complete(state)


def test_the_turn_limit_scores_by_tempo() -> None:
    before = ZenoState(START.white, START.black, 0, MAX_TURNS - 1, (START.key,))
    results = check_turn_results(before)
    assert None not in results
    assert {(1.0, 0.0), (0.0, 1.0), (0.5, 0.5)} <= set(results)  # tempo up, down and level
    check_position(game, engine, before)
    done = ZenoState(START.white, START.black, 0, MAX_TURNS, (START.key,))
    check_position(game, engine, done)  # the result of a finished game
    assert engine.result(engine.pack(done)) == (0.5, 0.5)
    assert engine.moves(engine.pack(done)) == []


def test_a_third_repetition_ends_the_game_by_tempo() -> None:
    c3, d3 = parse_square("c3"), parse_square("d3")
    level = game.apply(START, ZenoMove(c3, 0, (), (d3,)))  # one step up, one pulled back: level tempo
    behind = game.apply(START, ZenoMove(c3, 0))  # White one step down
    seen = (level.key, behind.key, level.key, behind.key, START.key)
    state = ZenoState(START.white, START.black, 0, 10, seen, 1)
    check_position(game, engine, state)
    results = check_turn_results(state)
    # c3-c4 -d3 and d3-c4 -c3 both reach ``level`` (a draw); only c3-c4 reaches ``behind`` (Black ahead)
    assert results.count((0.5, 0.5)) == 2 and results.count((0.0, 1.0)) == 1
    assert results.count(None) == len(results) - 3
    again = ZenoState(
        START.white, START.black, 0, 10, (START.key, behind.key, START.key, behind.key, START.key), 3
    )
    check_position(game, engine, again)  # a position standing for the third time is over
    assert engine.result(engine.pack(again)) == (0.5, 0.5)


def test_a_capture_forgets_the_history() -> None:
    state = game.state_from_text("8/8/8/8/B7/1W6/8/7B w")
    position = engine.pack(state)
    code = ZenoEngine.base_code(ZenoMove(parse_square("b3"), 1))
    after = engine.unpack(engine.play(engine.play(position, code), True))
    assert len(after.seen) == 1 and after.repeats == 1


# -- keys, evaluation, playouts --------------------------------------------------------------------
def test_mid_turn_keys_differ_from_turn_starts() -> None:
    position = engine.pack(START)
    keys = {engine.key(position)}
    for code in engine.moves(position):
        p = engine.play(position, code)
        while engine.mid_turn(p):
            keys.add(engine.key(p))
            p = engine.play(p, False)
    assert len(keys) == 1 + sum(7 for _ in range(24))  # each base move asks about 7 pulls


def test_evaluation_matches_the_rules_evaluation() -> None:
    checked = 0
    for seed in range(4):
        for state in random_states(game, START, seed, plies=80):
            position = engine.pack(state)
            for player in (0, 1):
                assert engine.evaluate(position, player) == evaluation.evaluate(state, player)
                checked += 1
    assert checked > 100


def test_random_turns_are_legal_turns() -> None:
    rng = random.Random(5)
    for seed in range(3):
        for state in random_states(game, START, seed, plies=30):
            if game.outcome(state) is not None:
                continue
            position = engine.pack(state)
            reachable = {
                (engine.unpack(after).white, engine.unpack(after).black)
                for _, after in turns(engine, position)
            }
            me = state.player
            for _ in range(20):
                mine, theirs, captured = random_turn(
                    state.pieces(me), state.pieces(1 - me), me, rng.random, rng.getrandbits
                )
                boards = (mine, theirs) if me == 0 else (theirs, mine)
                assert boards in reachable
                assert captured == ((mine | theirs).bit_count() < state.occupied.bit_count())


def test_playouts_end_as_the_rules_say() -> None:
    rng = random.Random(2)
    lost = game.state_from_text("8/8/8/8/8/8/8/B7 w")
    assert engine.playout(engine.pack(lost), rng) == (0.0, 1.0)
    code = ZenoEngine.base_code(ZenoMove(parse_square("b3"), 1))
    won = engine.play(engine.play(engine.pack(game.state_from_text("8/8/8/8/B7/1W6/8/8 w")), code), True)
    assert engine.playout(won, rng) == (1.0, 0.0)
    assert engine.playout(engine.pack(START), rng, max_plies=0) == (0.5, 0.5)
    mid = engine.play(engine.pack(START), engine.moves(engine.pack(START))[0])
    scores = [engine.playout(mid, rng) for _ in range(200)]
    assert all(sum(s) == 1.0 and s in {(1.0, 0.0), (0.0, 1.0), (0.5, 0.5)} for s in scores)
    assert len(set(scores)) >= 2


@pytest.mark.slow
# -- a random walk through the decisions ---------------------------------------------------------
@settings(max_examples=100, deadline=None)
@given(st.data())
def test_random_walks_agree_with_the_rules(data: st.DataObject) -> None:
    state = START
    position = engine.pack(state)
    decisions = game.decision_game()
    ds = decisions.begin(state)
    line: list[Any] = []
    start_key = engine.key(position)
    for _ in range(400):
        options = engine.moves(position)
        if not options:
            assert game.outcome(state) is not None
            assert engine.result(position) == game.outcome(state).scores  # type: ignore[union-attr]
            return
        assert set(engine.forcing(position)) <= set(options)
        # the same decisions in the same order as the decision game (the search's move ordering)
        expected = decisions.legal_moves(ds)
        assert options == [m if isinstance(m, bool) else ZenoEngine.base_code(m) for m in expected]
        move = data.draw(st.sampled_from(options))
        ds = decisions.apply(ds, move if isinstance(move, bool) else expected[options.index(move)])
        line.append(move)
        turn_start = engine.pack(state)
        position = engine.play(position, move)
        if engine.mid_turn(position):
            assert engine.result(position) is None
            assert engine.to_move(position) == state.player
            assert engine.key(position) != start_key
            continue
        state = game.apply(state, engine.rules_move(turn_start, line))
        line = []
        assert engine.unpack(position) == state == ds.state
        assert engine.pack(state) == position
        assert engine.key(position) == engine.key(engine.pack(state))
        outcome = game.outcome(state)
        assert engine.result(position) == (None if outcome is None else outcome.scores)
        for player in (0, 1):
            assert engine.evaluate(position, player) == evaluation.evaluate(state, player)
        start_key = engine.key(position)
