"""The reference Oxono player (bench/oxono_reference.py) and bench/versus.py.

The reference is a yardstick, so it must play the real rules: its moves,
wins and keys are checked against the rules on random games; its tactics
(win in one, block in one, with and without the shortcut) on set positions.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bench import versus
from bench.oxono_reference import Board, ReferenceAgent, decode
from desktop.games.oxono.game import OxonoGame
from desktop.games.oxono.rules import OxonoMove, OxonoState

RULES = OxonoGame()
#: Pink to move wins with X d3-d2 d1; Black threatens O on c6.
BOTH_THREATEN = "OO1O2/6/2@3/3+2/6/xxx3 p"
#: Black to move cannot win at once; Pink threatens d1 (x o x on a1-c1: a colour line).
MUST_BLOCK = "O4O/6/2@3/3+2/6/xox3 b"


def _as_move(state: OxonoState, move: int) -> OxonoMove:
    totem, target, pawn = decode(move)
    return OxonoMove(totem, state.totems[totem], target, pawn)


def _random_states(games: int, seed: int) -> list[OxonoState]:
    rng = random.Random(seed)
    states = []
    for _ in range(games):
        state = RULES.new_state()
        while RULES.outcome(state) is None:
            states.append(state)
            state = RULES.apply(state, rng.choice(RULES.legal_moves(state)))
    return states


def test_the_reference_board_plays_the_rules() -> None:
    for state in _random_states(12, 5):
        board = Board(state)
        board._origins = []
        mine = sorted(
            (m.totem, m.origin, m.target, m.pawn) for m in map(lambda c: _as_move(state, c), board.moves())
        )
        assert mine == sorted((m.totem, m.origin, m.target, m.pawn) for m in RULES.legal_moves(state))
        wins = [m for m in RULES.legal_moves(state) if RULES.apply(state, m).win_line]
        found = board.win_in_one(board.player)
        assert (found is None) == (not wins)
        if found is not None:
            assert _as_move(state, found) in wins
        key = board.key
        for code in board.moves()[:4]:
            after = RULES.apply(state, _as_move(state, code))
            board.make(code)
            assert board.board == list(after.board) and board.key == Board(after).key
            assert board.wins_at(decode(code)[2]) == bool(after.win_line)
            board.unmake(code)
            assert board.board == list(state.board) and board.key == key


def test_it_wins_in_one() -> None:
    state = RULES.state_from_text(BOTH_THREATEN)
    agent = ReferenceAgent(nodes=500)
    move = agent.choose(RULES, state)
    assert str(move) == "X d3-d2 d1" and agent.how == "win in one"


@pytest.mark.parametrize("shortcut", [True, False])
def test_it_blocks_an_immediate_win_with_or_without_the_shortcut(shortcut: bool) -> None:
    state = RULES.state_from_text(MUST_BLOCK)
    agent = ReferenceAgent(nodes=3_000, block_shortcut=shortcut)
    move = agent.choose(RULES, state)
    after = RULES.apply(state, move)
    assert not any(RULES.apply(after, reply).win_line for reply in RULES.legal_moves(after))
    assert agent.how == ("block in one" if shortcut else "search")
    assert agent.stats.nodes <= 3_000


def test_a_node_budget_is_repeatable_and_kept() -> None:
    state = RULES.new_state()
    first = ReferenceAgent(nodes=1_500, seed=4)
    second = ReferenceAgent(nodes=1_500, seed=4)
    assert first.choose(RULES, state) == second.choose(RULES, state)
    assert first.stats.nodes == second.stats.nodes <= 1_500 and first.stats.depth >= 1


def test_versus_plays_colour_swapped_pairs_repeatably(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["oxono", "--level", "medium", "--games", "2", "--nodes", "300", "-q"]
    assert versus.main(argv) == 0
    out = capsys.readouterr().out
    assert versus.main([*argv, "--jobs", "2"]) == 0
    again = capsys.readouterr().out
    lines, again_lines = out.splitlines(), again.splitlines()
    assert lines[:3] == again_lines[:3]  # all but the timing line
    assert lines[1].startswith("W/D/L ") and "Elo medium - reference:" in lines[2]
    setup = versus.Setup("oxono", "medium", None, 300, None, 300, True, 2, 0)
    games = [versus.play_one(setup, i) for i in (0, 1)]
    assert [g.ours_seat for g in games] == [0, 1]
    start = versus.opening(RULES, 2, 0)
    assert RULES.to_move(start) == 0 and sum(1 for v in start.board if v) == 2
    assert versus.start_of(setup, 0) == versus.start_of(setup, 1) != versus.start_of(setup, 2)


def test_versus_saves_games_that_analyse_reads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from desktop.cli import main as cli

    argv = ["oxono", "--level", "medium", "--games", "1", "--nodes", "200", "-q", "--records", str(tmp_path)]
    assert versus.main(argv) == 0
    (record,) = tmp_path.glob("game-001-*.json")
    capsys.readouterr()
    assert cli(["analyse", str(record), "--level", "medium", "--nodes", "50"]) == 0
    lines = capsys.readouterr().out.splitlines()
    moves = json.loads(record.read_text(encoding="utf-8"))["moves"]
    assert len(lines) == len(moves) + 2 and lines[-1].startswith("Summary:")
    assert not lines[-1].endswith("result: unfinished")  # the game was played out
