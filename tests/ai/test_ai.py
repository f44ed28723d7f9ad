"""The game-agnostic AI: legal moves, wins in one, blocks, seeds, cancellation, n players."""

from __future__ import annotations

import itertools

import pytest

from desktop.ai.agent import SearchCancelled
from desktop.ai.levels import APP_LEVELS, LEVELS, make_agent
from desktop.ai.mcts import MctsAgent
from desktop.ai.random_agent import RandomAgent
from desktop.ai.search import PvsAgent
from desktop.ai.simulate import play_match
from desktop.games.oxono.rules import OxonoState
from desktop.games.registry import resolve
from tests.ai.toy_games import RaceRules

oxono, _ = resolve("oxono")  # the rules with the AI's evaluation, as the app plays them

# Pink to move can win at once with X d3-d2 d1 (a1 b1 c1 d1 pink).
WIN_IN_ONE = "OO1O2/6/2@3/3+2/6/xxx3 p"
# Black to move must stop Pink's x x x _ on rank 1.
MUST_BLOCK = "OO4/6/2@3/3+2/6/xxx3 b"
# Pink's X threat on file a (a2 a3 a4) and Black to move.
MUST_BLOCK_COLUMN = "6/3+2/x1@3/x5/x5/1OO3 b"


def opponent_wins_next(state: OxonoState) -> bool:
    return any(oxono.outcome(oxono.apply(state, m)) for m in oxono.legal_moves(state))


@pytest.mark.parametrize("level", ["hard", "medium"])
def test_hard_takes_a_win_in_one(level: str) -> None:
    state = oxono.state_from_text(WIN_IN_ONE)
    move = make_agent(level, seed=3, nodes=LEVELS[level].nodes).choose(oxono, state)
    outcome = oxono.outcome(oxono.apply(state, move))
    assert outcome is not None and outcome.winner == 0


@pytest.mark.parametrize("position", [MUST_BLOCK, MUST_BLOCK_COLUMN])
@pytest.mark.parametrize("seed", [0, 1])
def test_hard_blocks_an_opponent_win_in_one(position: str, seed: int) -> None:
    state = oxono.state_from_text(position)
    # some moves lose at once, some do not: Hard must pick one that does not
    replies = [opponent_wins_next(oxono.apply(state, m)) for m in oxono.legal_moves(state)]
    assert any(replies) and not all(replies)
    move = make_agent("hard", seed, nodes=LEVELS["hard"].nodes).choose(oxono, state)
    assert not opponent_wins_next(oxono.apply(state, move))


def test_mcts_proves_a_win_in_one() -> None:
    state = oxono.state_from_text(WIN_IN_ONE)
    agent = MctsAgent(iterations=2000, seed=1)
    move = agent.choose(oxono, state)
    assert oxono.outcome(oxono.apply(state, move)) is not None
    assert agent.stats.playouts < 2000  # the proven win stopped the search early


def test_agents_play_legal_moves_and_leave_the_state_alone() -> None:
    state = oxono.new_state()
    text = oxono.state_to_text(state)
    for level in LEVELS:
        agent = make_agent(level, seed=5, nodes=300)
        move = agent.choose(oxono, state)
        assert move in oxono.legal_moves(state)
        assert oxono.state_to_text(state) == text


def test_same_seed_same_move() -> None:
    state = oxono.state_from_text("OO4/6/2@3/3+2/6/xxx3 b")
    a = MctsAgent(seconds=0, iterations=200, seed=11).choose(oxono, state)
    b = MctsAgent(seconds=0, iterations=200, seed=11).choose(oxono, state)
    assert a == b
    assert RandomAgent(4).choose(oxono, state) == RandomAgent(4).choose(oxono, state)


@pytest.mark.parametrize("agent", [MctsAgent(iterations=10**9), PvsAgent(nodes=10**9, max_depth=8)])
def test_a_search_can_be_cancelled(agent: MctsAgent | PvsAgent) -> None:
    calls = itertools.count()
    with pytest.raises(SearchCancelled):
        agent.choose(oxono, oxono.new_state(), should_stop=lambda: next(calls) > 3)


def test_levels_are_documented_and_ordered() -> None:
    assert APP_LEVELS == ("beginner", "easy", "medium", "hard", "expert")
    assert all(level in LEVELS for level in APP_LEVELS) and "random" in LEVELS
    for weaker, stronger in itertools.pairwise(APP_LEVELS[1:]):
        assert LEVELS[weaker].nodes < LEVELS[stronger].nodes
        assert (LEVELS[weaker].budget.seconds or 0) < (LEVELS[stronger].budget.seconds or 0)
    with pytest.raises(KeyError, match=r"unknown AI level 'grandmaster'.*beginner.*expert"):
        make_agent("grandmaster")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_search_finds_the_winning_step_for_n_players(players: int) -> None:
    race = RaceRules(players, target=10)
    state = race.state_from_text("8 1")  # player 1 reaches 10 with +2
    assert MctsAgent(seconds=0, iterations=500, seed=2).choose(race, state) == 2
    assert PvsAgent(nodes=20_000, max_depth=8, seed=2).choose(race, state) == 2


def test_mcts_beats_random_in_a_three_player_race() -> None:
    race = RaceRules(3, target=12)
    result = play_match(race, {}, lambda s: MctsAgent(0, 400, s), RandomAgent, games=12, seed=1)
    assert result.wins + result.losses + result.draws == 12
    assert result.wins >= 6  # random wins about a third of the time


def test_medium_beats_random_at_oxono() -> None:
    nodes = LEVELS["medium"].nodes
    result = play_match(oxono, {}, lambda s: make_agent("medium", s, nodes), RandomAgent, games=6, seed=3)
    assert result.wins >= 5


def test_greedy_mcts_is_repeatable_and_falls_back_on_plain_playouts() -> None:
    xeno, options = resolve("xeno-30")
    state = xeno.new_state({**options, "players": 3}, 4)
    for _ in range(8):  # past the set-up, into play
        state = xeno.apply(state, xeno.legal_moves(state)[0])
    moves = []
    for _ in range(2):
        agent = MctsAgent(seconds=0, iterations=60, seed=5, greedy=True)
        moves.append(agent.choose(xeno, state))
        assert agent.stats.playouts == 60
    assert moves[0] == moves[1] and moves[0] in xeno.legal_moves(state)
    race = RaceRules(players=3)  # no styled playouts: the engine's own
    assert MctsAgent(seconds=0, iterations=200, seed=2, greedy=True).choose(race, race.new_state()) in (
        race.legal_moves(race.new_state())
    )


@pytest.mark.slow
def test_a_lower_exploration_constant_concentrates_the_playouts() -> None:
    """UCT's constant at work: at 1.4 a 3-player xeno-30 root's playouts spread almost evenly
    over its moves (the near-equal scores of greedy playouts); Expert's 0.5 gives the best-scoring
    moves more of them, so its extra playouts search those deeper."""
    xeno, options = resolve("xeno-30")
    for seed, plies in ((101, 20), (102, 28)):
        state = xeno.new_state({**options, "players": 3}, seed)
        for i in range(plies):  # past the set-up, into play (a fixed choice of moves)
            moves = xeno.legal_moves(state)
            state = xeno.apply(state, moves[(7 * i) % len(moves)])
        assert len(xeno.legal_moves(state)) >= 7
        shares = {}
        for c in (1.4, 0.5):
            agent = MctsAgent(iterations=1500, seed=3, greedy=True, exploration=c)
            agent.choose(xeno, state)
            shares[c] = agent.stats.share
        assert shares[0.5] > shares[1.4] + 0.1, (seed, shares)
    expert, hard = make_agent("expert", 1).inner.many_players, make_agent("hard", 1).inner.many_players
    assert expert.exploration == 0.5 and hard.exploration == 1.4
