"""The AI hooks on Xeno: material, control, mobility, and matches for 2 and 3 players."""

from __future__ import annotations

import pytest

from desktop.ai.levels import make_agent
from desktop.ai.mcts import MctsAgent
from desktop.ai.simulate import play_match
from desktop.games.xeno.evaluation import control, evaluate, material, mobility
from desktop.games.xeno.game import XenoGame

rules = XenoGame()


def test_material_control_and_mobility_of_a_position() -> None:
    state = rules.state_from_text("xeno-12 b b,,,b,,aaab,ba,,,a,,bba")
    assert material(state) == {0: 2 + 1 + 3, 1: 1 + 1 + 4}
    assert control(state) == {0: 3, 1: 3}
    assert mobility(state, 1) > 0 and mobility(state, 0) > 0
    assert -1.0 < evaluate(state, 0) < 1.0


def test_evaluation_prefers_the_side_with_more_material() -> None:
    ahead = rules.state_from_text("xeno-12 a bbba,,,,,,,,,,b,a")
    assert evaluate(ahead, 0) > 0 > evaluate(ahead, 1)
    setup = rules.new_state({"board": "xeno-12"}, 1)
    assert evaluate(setup, 0) == 0.0


def test_hard_takes_the_only_capture_that_wins() -> None:
    state = rules.state_from_text("xeno-12 a ,,,,,,b,,,,,a")
    move = make_agent("hard", 1).choose(rules, state)
    assert rules.move_to_text(state, move) == "12x3"


@pytest.mark.parametrize(("board", "players"), [("xeno-12", 2), ("xeno-12", 3), ("xeno-24", 4)])
def test_ai_matches_finish_for_two_and_more_players(board: str, players: int) -> None:
    result = play_match(
        rules,
        {"board": board, "players": players, "quick_setup": True},
        lambda seed: MctsAgent(seconds=0, iterations=25, seed=seed),
        lambda seed: make_agent("random", seed),
        games=2,
        seed=1,
    )
    assert result.unfinished == 0 and result.wins + result.draws + result.losses == 2
    assert result.wins >= 1
