"""The app's Analyst on Xeno's compulsory jumps (issue 30, item 4): a position with a single
legal move is never searched, it reads as the position its move leads to, and the review
marks only moves after which the mover's chance drops, at the budget and at three times it."""

from __future__ import annotations

from typing import Any

import pytest

from desktop.ai.analysis import evaluate_position
from desktop.control.analysis import ANALYSIS_LEVEL, Analyst
from desktop.control.searching import InlineSearcher, SearchRequest
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve
from tests.ai.test_win_chance import FAR_BEHIND, seeded_game
from tests.control.test_controller import controller_for

HUMANS = [Seat.human(), Seat.human()]


class Recording(InlineSearcher):
    """An inline searcher that keeps every request."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[SearchRequest] = []

    def search(self, request: SearchRequest, reply: Any) -> None:
        self.asked.append(request)
        super().search(request, reply)


def analyst_on(game: str, start: Any, nodes: int) -> tuple[Analyst, Recording]:
    controller, _, _ = controller_for(game, HUMANS)
    searcher = Recording()
    analyst = Analyst(controller, searcher, nodes=nodes)
    rules, options = resolve(game)
    controller.set_session(Session(rules, options, 0, HUMANS, start=start))
    return analyst, searcher


def test_a_forced_position_is_judged_by_the_position_after_it_without_a_search() -> None:
    _, text, behind, _ = FAR_BEHIND[1]  # 1 stack against 11, its only move a jump
    rules = resolve("xeno-30")[0]
    start = rules.state_from_text(text)
    analyst, searcher = analyst_on("xeno-30", start, nodes=3_000)
    searcher.run_pending()
    (only,) = rules.legal_moves(start)
    after = rules.apply(start, only)
    assert [r.state for r in searcher.asked] == [after]  # the position after the jump, not the jump's
    first = analyst.evaluation(0)
    assert first is not None and first.best == only and first.chances[behind] < 0.2
    analyst.controller.play(only)
    assert not searcher.pending  # known already
    assert analyst.evaluation(1) is not None and analyst.evaluation(1).chances == first.chances  # type: ignore[union-attr]


@pytest.mark.slow
def test_the_review_of_a_seeded_game_marks_only_drops() -> None:
    """Hard against Medium on xeno-30 (seed 2), every move played into the app and judged there."""
    game = "xeno-30"
    states, moves, _ = seeded_game(game, 2)
    analyst, searcher = analyst_on(game, states[0], nodes=3_000)
    controller = analyst.controller
    for move in moves:
        controller.play(move)
    searcher.run_pending()
    assert analyst.complete()
    rules = controller.session.rules
    forced = [ply for ply, state in enumerate(states[:-1]) if len(rules.legal_moves(state)) == 1]
    assert forced, "the game has compulsory jumps"
    searched = {rules.state_to_text(r.state) for r in searcher.asked}
    evaluations = analyst.evaluations()
    for ply in forced:
        assert rules.state_to_text(states[ply]) not in searched
        here, there = evaluations[ply], evaluations[ply + 1]
        assert here is not None and there is not None and here.chances == there.chances
    reviews = analyst.review()
    assert len(reviews) == len(moves)
    marked = [r for r in reviews if r.verdict is not None]
    assert marked, "Hard against Medium: some move is marked"
    for review in reviews:
        before, after = evaluations[review.ply], evaluations[review.ply + 1]
        assert before is not None and after is not None
        drop = before.chances[review.player] - after.chances[review.player]
        assert review.loss <= max(0.0, drop), f"move {review.ply + 1} marked {review.mark} with no drop"
        if review.ply in forced:
            assert review.verdict is None
    for review in marked:  # and the drop holds at three times the budget, as the Analyst judged it
        ply, player = review.ply, review.player
        again = [
            evaluate_position(rules, state, level=ANALYSIS_LEVEL, nodes=9_000, seed=seed).chances[player]
            for state, seed in ((states[ply], ply), (states[ply + 1], ply + 1))
        ]
        assert review.loss <= again[0] - again[1], f"move {ply + 1} marked {review.mark}: {again}"
    assert any(r.nodes == 9_000 for r in searcher.asked)
