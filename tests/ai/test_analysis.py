"""Headless analysis (desktop/ai/analysis.py): win chances, reviews, verdicts, cancellation.

Every search here runs within a small node budget, so the results depend
only on the positions and the budgets.
"""

from __future__ import annotations

import math
from typing import Any

import pytest

from desktop.ai import analysis
from desktop.ai.agent import SearchCancelled
from desktop.ai.analysis import (
    PositionEval,
    chance_of_score,
    chance_slope,
    chances_from_score,
    evaluate_position,
    mistakes,
    review_game,
    verdict_of,
)
from desktop.core.protocol import GameRules
from desktop.games.registry import resolve

#: Pink to move wins at once with X d3-d2 d1 (x x x x on rank 1); Black threatens O on c6 (O O O O).
BOTH_THREATEN = "OO1O2/6/2@3/3+2/6/xxx3 p"


def oxono() -> GameRules[Any, Any]:
    return resolve("oxono")[0]


def test_a_won_position_gives_the_winner_a_chance_near_one() -> None:
    rules = oxono()
    state = rules.state_from_text(BOTH_THREATEN)
    found = evaluate_position(rules, state, level="medium", nodes=2_000)
    assert found.best_text == "X d3-d2 d1"
    assert found.chances[0] == pytest.approx(1.0, abs=1e-6)
    assert math.fsum(found.chances) == pytest.approx(1.0)
    assert found.nodes > 0


def test_a_finished_game_uses_the_outcome() -> None:
    rules = oxono()
    state = rules.state_from_text(BOTH_THREATEN)
    won = rules.apply(state, rules.move_from_text(state, "X d3-d2 d1"))
    assert rules.outcome(won) is not None
    found = evaluate_position(rules, won, level="hard", nodes=2_000)
    assert found == PositionEval((1.0, 0.0), None, "", 0.0, 0)


@pytest.mark.parametrize(("game", "options"), [("oxono", {}), ("xspectrum", {}), ("zeno", {})])
def test_chances_sum_to_one(game: str, options: dict[str, Any]) -> None:
    rules, base = resolve(game)
    state = rules.new_state({**base, **options}, 0)
    found = evaluate_position(rules, state, level="medium", nodes=300)
    assert len(found.chances) == 2
    assert math.fsum(found.chances) == pytest.approx(1.0)
    assert all(0.0 <= c <= 1.0 for c in found.chances)
    assert found.best in rules.legal_moves(state)
    assert found.best_text == rules.move_to_text(state, found.best)


def test_three_player_xeno_gives_three_chances() -> None:
    rules, base = resolve("xeno")
    state = rules.new_state({**base, "players": 3}, 0)
    while len(rules.legal_moves(state)) < 2:  # past any forced setup move
        state = rules.apply(state, rules.legal_moves(state)[0])
    found = evaluate_position(rules, state, level="medium", nodes=300)
    assert len(found.chances) == 3
    assert math.fsum(found.chances) == pytest.approx(1.0)
    others = [c for p, c in enumerate(found.chances) if p != rules.to_move(state)]
    assert others[0] == pytest.approx(others[1])  # the rest spread evenly


def test_a_blunder_is_marked_and_the_better_move_named() -> None:
    rules = oxono()
    start = rules.state_from_text(BOTH_THREATEN)
    blunder = rules.move_from_text(start, "X d3-e3 e2")  # neither wins nor blocks c6
    after = rules.apply(start, blunder)
    punish = rules.move_from_text(after, "O c4-c5 c6")
    end = rules.apply(after, punish)
    reviews = review_game(rules, [start, after, end], [blunder, punish], level="medium", nodes=2_000)
    first, second = reviews
    assert (first.ply, first.player, first.move_text) == (0, 0, "X d3-e3 e2")
    assert first.verdict == "blunder" and first.mark == "??"
    assert first.loss == pytest.approx(1.0, abs=1e-6)
    assert first.before.best_text == "X d3-d2 d1"
    assert first.best_after is not None and first.best_after.chances == (1.0, 0.0)
    assert second.verdict is None and second.loss == 0.0  # the winning move loses nothing
    assert mistakes(reviews) == [first]


def test_review_computes_the_last_position_when_not_given() -> None:
    rules = oxono()
    start = rules.new_state()
    moves = []
    state = start
    states = []
    for text in ("X d3-d6 d5", "O c4-c1 b1", "X d6-a6 a5"):
        states.append(state)
        move = rules.move_from_text(state, text)
        moves.append(move)
        state = rules.apply(state, move)
    seen: list[tuple[int, int]] = []
    reviews = review_game(
        rules, states, moves, level="medium", nodes=200, progress=lambda d, t: seen.append((d, t))
    )
    assert [r.move_text for r in reviews] == ["X d3-d6 d5", "O c4-c1 b1", "X d6-a6 a5"]
    assert [r.player for r in reviews] == [0, 1, 0]
    assert seen == [(d, 7) for d in range(1, 8)]
    assert reviews[0].after == reviews[1].before
    for review, state, move in zip(reviews, states, moves, strict=True):
        if review.before.best == move:
            assert review.best_after is None and review.loss == 0.0
        else:
            assert review.best_after is not None
            mover = review.player
            drop = min(review.best_after.chances[mover], review.before.chances[mover])
            assert review.loss == pytest.approx(max(0.0, drop - review.after.chances[mover]))
            assert rules.to_move(rules.apply(state, review.before.best)) == rules.to_move(
                rules.apply(state, move)
            )
    with pytest.raises(ValueError):
        review_game(rules, states[:1], moves, level="medium", nodes=200)


def test_thresholds_and_the_worst_mistakes() -> None:
    assert [verdict_of(x) for x in (0.0, 0.099, 0.1, 0.2, 0.3, 1.0)] == [
        None,
        None,
        "inaccuracy",
        "mistake",
        "blunder",
        "blunder",
    ]
    assert chance_of_score(0.0) == 0.5
    assert chance_of_score(-1e9) == pytest.approx(0.0) and chance_of_score(1e9) == pytest.approx(1.0)
    assert chance_of_score(analysis.SCORE_SCALE) > chance_of_score(0.5 * analysis.SCORE_SCALE) > 0.5
    spread = chances_from_score(analysis.SCORE_SCALE, 1, 4)
    assert spread[1] > 0.5 and spread[0] == spread[2] == spread[3]
    assert math.fsum(spread) == pytest.approx(1.0)


def test_the_search_s_own_chances_are_taken_when_reported_with_three_players(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """3+ players (MCTS): the search's own chances; two players (PVS): the game's curve of the score."""
    from desktop.ai.levels import make_agent as real

    def reporting(level: str, seed: int = 0, nodes: int | None = None) -> Any:
        agent = real(level, seed, nodes)
        inner_choose = agent.choose

        def choose(*args: Any, **kwargs: Any) -> Any:
            move = inner_choose(*args, **kwargs)
            players = len(agent.stats.chances or (0, 0))
            # not normalised: the analysis makes them sum to 1
            agent.stats.chances = (3.0, 1.0, 0.0)[:players]
            return move

        agent.choose = choose  # type: ignore[method-assign]
        return agent

    monkeypatch.setattr(analysis, "make_agent", reporting)
    rules, base = resolve("xeno")
    state = rules.new_state({**base, "players": 3, "quick_setup": True}, 0)
    found = evaluate_position(rules, state, level="medium", nodes=300)
    assert found.chances == (0.75, 0.25, 0.0)
    state = oxono().new_state()
    found = evaluate_position(oxono(), state, level="medium", nodes=100)
    assert found.chances == chances_from_score(found.score, 0, 2, chance_slope(oxono())) != (0.75, 0.25)


def test_cancellation_stops_an_evaluation_and_a_review() -> None:
    rules = oxono()
    state = rules.new_state()
    with pytest.raises(SearchCancelled):
        evaluate_position(rules, state, level="hard", nodes=5_000, should_stop=lambda: True)
    calls = 0

    def stop_after_two() -> bool:
        nonlocal calls
        calls += 1
        return calls > 2

    move = rules.legal_moves(state)[0]
    seen: list[int] = []
    with pytest.raises(SearchCancelled):
        review_game(
            rules,
            [state],
            [move],
            level="medium",
            nodes=50,
            should_stop=stop_after_two,
            progress=lambda d, t: seen.append(d),
        )
    assert len(seen) < 2


def test_an_unknown_level_is_refused() -> None:
    rules = oxono()
    with pytest.raises(KeyError):
        evaluate_position(rules, rules.new_state(), level="genius", nodes=10)
