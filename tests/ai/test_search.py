"""The principal-variation search over every game's SearchEngine: wins, blocks, quiescence,
minimax agreement, whole Zeno turns, budgets, cancellation and every level's moves."""

from __future__ import annotations

import itertools
import random
from collections.abc import Hashable, Iterator, Sequence
from typing import Any

import pytest

from desktop.ai.agent import Budget, SearchCancelled
from desktop.ai.decisions import TurnByDecisions
from desktop.ai.levels import APP_LEVELS, LEVELS, make_agent
from desktop.ai.mcts import MctsAgent
from desktop.ai.random_agent import RandomAgent
from desktop.ai.search import EVAL_SCALE, WIN, WIN_BOUND, PvsAgent
from desktop.core.engine import SearchEngine
from desktop.core.game_ai import SearchHints
from desktop.core.protocol import GameRules
from desktop.games.registry import resolve
from tests.ai.conftest import SlowMachine

GAMES = ("oxono", "zeno", "xspectrum", "xeno-30")

# the mover wins at once (with one or a few of its turns, not with every one)
WINS_IN_ONE = {
    "oxono": "OO1O2/6/2@3/3+2/6/xxx3 p",
    "zeno": "1W1W4/8/8/8/7B/3W4/W7/W5WW w",
    "xspectrum": "6rs1/7rm/8/2ys3Yl<Bm^Bs1/3Bl<Ym4/8/Rm7/RlRsYs5 s S:Rl,Yl,Ym,Bl,Bm,Bs N:-",
    "xeno-30": "xeno-30 b ,b,,,,aaaab,,,,,b,ba,,,,,bbba,aaab,,,,,aabb,b,bb,,,ab,aaab,",
}
# some of the mover's turns let the opponent win at once, some do not
LOSSES_IN_ONE = {
    "oxono": "OO4/6/2@3/3+2/6/xxx3 b",
    "zeno": "1W1W4/8/8/7B/8/3W4/W7/W5WW b",
    "xspectrum": "5ysrsrl/4bm1ymrm/8/8/5Bs2/6yl^bs1/3Bm^Ys4/bl^ym2Rs4 s S:- N:rl,rm,yl,bl",
    "xeno-30": "xeno-30 b ,ba,bbaaaa,bbbaa,,,,,,,,,,,,,,bba,,bbbbbba,aa,,,,,aa,aab,,, seats:ba",
}


def game(name: str, players: int | None = None) -> tuple[GameRules[Any, Any], dict[str, Any]]:
    rules, options = resolve(name)
    options = dict(options)
    if players is not None:
        options["players"] = players
    return rules, options


def whole_turns(engine: SearchEngine[Any, Any], p: Any) -> Iterator[Any]:
    """The position after each whole turn from ``p``."""
    for move in engine.moves(p):
        after = engine.play(p, move)
        if engine.mid_turn(after):
            yield from whole_turns(engine, after)
        else:
            yield after


def wins_at_once(engine: SearchEngine[Any, Any], p: Any) -> bool:
    """The player to move at ``p`` has a turn that wins the game."""
    me = engine.to_move(p)
    for after in whole_turns(engine, p):
        scores = engine.result(after)
        if scores is not None and scores[me] == 1.0:
            return True
    return False


def played(rules: GameRules[Any, Any], state: Any, move: Any) -> Any:
    """The state after ``move``, which must be legal (the rules check it)."""
    if hasattr(rules, "is_legal"):
        assert rules.is_legal(state, move)
        return rules.apply(state, move)
    return rules.play(state, move)


def capped(level: str, name: str, cap: int) -> int:
    rules, options = resolve(name)
    return min(LEVELS[level].nodes_for(rules, options), cap)


# -- wins and losses in one, every game ------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("level", APP_LEVELS)
def test_every_level_takes_a_win_in_one(name: str, level: str) -> None:
    rules, _ = game(name)
    state = rules.state_from_text(WINS_IN_ONE[name])
    engine = rules.search_engine()
    turns = list(whole_turns(engine, engine.pack(state)))
    mover = rules.to_move(state)
    winning = [t for t in turns if (engine.result(t) or (0.0,) * 9)[mover] == 1.0]
    assert winning and len(winning) < len(turns)  # a choice that matters
    agent = make_agent(level, seed=3, nodes=capped(level, name, 5000))
    outcome = rules.outcome(played(rules, state, agent.choose(rules, state)))
    assert outcome is not None and outcome.winner == mover
    assert agent.stats.score >= WIN_BOUND and agent.stats.chances[mover] == 1.0


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_the_searching_levels_avoid_a_loss_in_one(name: str, level: str) -> None:
    rules, _ = game(name)
    state = rules.state_from_text(LOSSES_IN_ONE[name])
    engine = rules.search_engine()
    replies = [wins_at_once(engine, t) for t in whole_turns(engine, engine.pack(state))]
    assert any(replies) and not all(replies)
    for seed in (0, 1):
        move = make_agent(level, seed, nodes=capped(level, name, 20_000)).choose(rules, state)
        after = played(rules, state, move)
        assert rules.outcome(after) is not None or not wins_at_once(engine, engine.pack(after))


# -- a toy tree: quiescence, and agreement with plain minimax -----------------------------------
class TreeEngine(SearchEngine[str, str]):
    """A game given as a tree: position name → (player to move, {move: child}, scores or None,
    value for player 0, forcing moves).  Two players, zero-sum values."""

    def __init__(
        self, tree: dict[str, tuple[int, dict[str, str], tuple[float, ...] | None, float, list[str]]]
    ):
        self.tree = tree
        self.evaluated: list[str] = []

    def pack(self, state: Any) -> str:
        return str(state)

    def unpack(self, position: str) -> Any:
        return position

    def rules_move(self, position: str, line: Sequence[str]) -> Any:
        return line[0]

    def moves(self, position: str) -> list[str]:
        return list(self.tree[position][1])

    def play(self, position: str, move: str) -> str:
        return self.tree[position][1][move]

    def to_move(self, position: str) -> int:
        return self.tree[position][0]

    def num_players(self, position: str) -> int:
        return 2

    def result(self, position: str) -> tuple[float, ...] | None:
        return self.tree[position][2]

    def key(self, position: str) -> Hashable:
        return position

    def evaluate(self, position: str, player: int) -> float:
        self.evaluated.append(position)
        value = self.tree[position][3]
        return value if player == 0 else -value

    def forcing(self, position: str) -> list[str]:
        return self.tree[position][4]


# Player 0 to move: "greedy" looks better (+0.5) but lets player 1 win with a forcing move;
# "quiet" is level.  One turn deep, only quiescence sees the win beyond the horizon.
HORIZON = TreeEngine(
    {
        "root": (0, {"greedy": "g", "quiet": "q"}, None, 0.0, []),
        "g": (1, {"win": "lost", "pass": "g2"}, None, 0.5, ["win"]),
        "g2": (0, {}, None, 0.5, []),
        "lost": (0, {}, (0.0, 1.0), 0.0, []),
        "q": (1, {"pass": "q2"}, None, 0.0, []),
        "q2": (0, {}, None, 0.0, []),
    }
)


def test_quiescence_sees_a_win_beyond_the_horizon() -> None:
    assert PvsAgent(seconds=0, max_depth=1, quiescence=0).search(HORIZON, "root") == ["greedy"]
    agent = PvsAgent(seconds=0, max_depth=1)
    assert agent.search(HORIZON, "root") == ["quiet"]
    assert agent.stats.score == 0


class PathRace(SearchEngine[tuple[int, ...], int]):
    """Add 1, 2 or 3 in turn; reaching ``target`` exactly wins.  Positions are the moves so far
    (no transpositions, so a fixed-depth minimax is the exact reference); leaves get a
    pseudo-random value."""

    def __init__(self, players: int, target: int) -> None:
        self.players, self.target = players, target

    def pack(self, state: Any) -> tuple[int, ...]:
        return tuple(state)

    def unpack(self, position: tuple[int, ...]) -> Any:
        return position

    def rules_move(self, position: tuple[int, ...], line: Sequence[int]) -> Any:
        return line[0]

    def moves(self, position: tuple[int, ...]) -> list[int]:
        if self.result(position) is not None:
            return []
        return [k for k in (1, 2, 3) if sum(position) + k <= self.target]

    def play(self, position: tuple[int, ...], move: int) -> tuple[int, ...]:
        return (*position, move)

    def to_move(self, position: tuple[int, ...]) -> int:
        return len(position) % self.players

    def num_players(self, position: tuple[int, ...]) -> int:
        return self.players

    def result(self, position: tuple[int, ...]) -> tuple[float, ...] | None:
        if sum(position) != self.target:
            return None
        winner = (len(position) - 1) % self.players
        return tuple(1.0 if p == winner else 0.0 for p in range(self.players))

    def key(self, position: tuple[int, ...]) -> Hashable:
        return position

    def evaluate(self, position: tuple[int, ...], player: int) -> float:
        h = random.Random(hash((position, player))).random()
        return round(2 * h - 1, 3)


def minimax(engine: PathRace, p: tuple[int, ...], depth: int, root: int, ply: int = 0) -> int:
    """Plain paranoid minimax in the search's units (WIN - ply; evaluations times EVAL_SCALE)."""
    scores = engine.result(p)
    if scores is not None:
        mine = scores[root]
        best_other = max(s for i, s in enumerate(scores) if i != root)
        return WIN - ply if mine > best_other else -WIN + ply if mine < best_other else 0
    if depth == 0:
        return round(engine.evaluate(p, root) * EVAL_SCALE)
    values = [minimax(engine, engine.play(p, m), depth - 1, root, ply + 1) for m in engine.moves(p)]
    return max(values) if engine.to_move(p) == root else min(values)


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("start", [(), (1,), (3, 2), (2, 2, 1, 3)])
@pytest.mark.parametrize("depth", [1, 2, 3, 4, 5])
def test_the_tt_killers_and_history_keep_the_minimax_move(
    players: int, start: tuple[int, ...], depth: int
) -> None:
    engine = PathRace(players, target=16)
    agent = PvsAgent(seconds=0, max_depth=depth, seed=depth)
    line = agent.search(engine, start)
    root = engine.to_move(start)
    value = minimax(engine, start, agent.stats.depth, root)
    assert agent.stats.score == value
    assert agent.stats.depth == depth or abs(value) >= WIN_BOUND
    assert minimax(engine, engine.play(start, line[0]), agent.stats.depth - 1, root, 1) == value


# -- whole turns of a decision game ----------------------------------------------------------------
class Spy(SearchEngine[Any, Any]):
    """Zeno's engine, failing the test if a mid-turn position is ever evaluated."""

    def __init__(self, inner: SearchEngine[Any, Any]) -> None:
        self.inner = inner
        self.evaluations = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def pack(self, state: Any) -> Any:
        return self.inner.pack(state)

    def unpack(self, position: Any) -> Any:
        return self.inner.unpack(position)

    def rules_move(self, position: Any, line: Sequence[Any]) -> Any:
        return self.inner.rules_move(position, line)

    def moves(self, position: Any) -> list[Any]:
        return self.inner.moves(position)

    def play(self, position: Any, move: Any) -> Any:
        return self.inner.play(position, move)

    def to_move(self, position: Any) -> int:
        return self.inner.to_move(position)

    def num_players(self, position: Any) -> int:
        return self.inner.num_players(position)

    def result(self, position: Any) -> tuple[float, ...] | None:
        return self.inner.result(position)

    def key(self, position: Any) -> Hashable:
        return self.inner.key(position)

    def mid_turn(self, position: Any) -> bool:
        return self.inner.mid_turn(position)

    def forcing(self, position: Any) -> list[Any]:
        return self.inner.forcing(position)

    def evaluate(self, position: Any, player: int) -> float:
        assert not self.inner.mid_turn(position), "a mid-turn position was evaluated"
        self.evaluations += 1
        return self.inner.evaluate(position, player)


@pytest.mark.parametrize("nodes", [500, 5000, 60_000])
def test_zeno_is_never_evaluated_mid_turn_and_the_root_plays_a_whole_turn(nodes: int) -> None:
    zeno, _ = game("zeno")
    state = zeno.new_state()
    walker = TurnByDecisions(RandomAgent(5))
    for _ in range(3):
        state = zeno.apply(state, walker.choose(zeno, state))
    spy = Spy(zeno.search_engine())
    root = spy.pack(state)
    agent = PvsAgent(nodes=nodes, seed=1)
    line = agent.search(spy, root)
    assert spy.evaluations > 0
    p = root
    for move in line[:-1]:
        p = spy.play(p, move)
        assert spy.mid_turn(p)
    assert not spy.mid_turn(spy.play(p, line[-1]))
    assert zeno.is_legal(state, spy.rules_move(root, line))  # type: ignore[attr-defined]


# -- budgets and cancellation -----------------------------------------------------------------------
def mid_game(rules: GameRules[Any, Any], options: dict[str, Any], plies: int, seed: int = 2) -> Any:
    state = rules.new_state(options, seed)
    walker = TurnByDecisions(RandomAgent(seed))
    for _ in range(plies):
        if rules.outcome(state) is not None:
            break
        state = rules.apply(state, walker.choose(rules, state))
    return state


@pytest.mark.parametrize("name", GAMES)
def test_a_node_budget_is_repeatable_and_never_exceeded(name: str, slow_machine: SlowMachine) -> None:
    rules, options = game(name)
    state = mid_game(rules, options, 8)
    engine = rules.search_engine()
    while len(engine.moves(engine.pack(state))) < 2:  # a choice to search
        state = rules.apply(state, TurnByDecisions(RandomAgent(1)).choose(rules, state))
    runs = []
    for clock in (None, 10.0):
        if clock is not None:
            slow_machine(clock)
        for _ in range(2):
            agent = PvsAgent(nodes=3000, seed=7)
            move = agent.choose(rules, state)
            runs.append((move, agent.stats.nodes, agent.stats.depth, agent.stats.score))
    assert all(run == runs[0] for run in runs)
    assert runs[0][1] <= 3000
    assert runs[0][1] == 3000 or abs(runs[0][3]) >= WIN_BOUND  # only a proof ends it early


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("kind", ["pvs", "mcts"])
def test_a_search_can_be_cancelled_in_every_game(name: str, kind: str) -> None:
    rules, options = game(name)
    state = mid_game(rules, options, 2)  # an opening: nothing is proven in a few thousand nodes
    agent: PvsAgent | MctsAgent = PvsAgent(nodes=10**9) if kind == "pvs" else MctsAgent(iterations=10**9)
    calls = itertools.count()
    with pytest.raises(SearchCancelled):
        agent.choose(rules, state, should_stop=lambda: next(calls) > 3)


# -- every level, every game ---------------------------------------------------------------------------
@pytest.mark.parametrize(("name", "players"), [(g, None) for g in GAMES] + [("xeno-30", 3), ("xeno-120", 2)])
@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_plays_a_legal_move_in_every_game(name: str, players: int | None, level: str) -> None:
    rules, options = game(name, players)
    for plies in (0, 12):
        state = mid_game(rules, options, plies, seed=4)
        if rules.outcome(state) is not None:
            continue
        nodes = capped(level, name, 1500) if LEVELS[level].nodes else None
        agent = make_agent(level, seed=1, nodes=nodes)
        played(rules, state, agent.choose(rules, state))
        if nodes is not None:
            assert agent.stats.nodes <= nodes
            chances = agent.stats.chances
            assert len(chances) == rules.num_players(state)
            assert all(0.0 <= c <= 1.0 for c in chances) and abs(sum(chances) - 1.0) < 1e-9


def test_a_kept_table_carries_over_to_the_same_players_next_search() -> None:
    """The hints' ``keep_table`` opt-in: the agent's next search for the same player starts
    from the last one's table (so it reaches at least the same depth in fewer nodes)."""
    from desktop.games.oxono.engine import OxonoEngine

    oxono, _ = resolve("oxono")
    engine = OxonoEngine()
    engine.hints = SearchHints(keep_table=True)
    root = engine.pack(oxono.new_state())
    agent = PvsAgent(nodes=5_000)
    agent.search(engine, root)
    first = agent.stats.depth
    table = agent._table
    assert table and agent._kept[engine.to_move(root)] is table
    agent.budget = Budget.nodes_only(400)
    agent.search(engine, root)
    assert agent._table is table and agent.stats.depth >= first
    fresh = PvsAgent(nodes=400)
    fresh.search(OxonoEngine(), root)
    assert fresh.stats.depth < agent.stats.depth
