"""The background analyst without a window: what it evaluates, in which order, what it keeps,
what a new game drops, and how a review marks the moves that lost the most."""

from __future__ import annotations

import pytest

from desktop.ai.analysis import chances_of_search
from desktop.control.analysis import Analyst, verdict
from desktop.control.searching import InlineSearcher
from desktop.core.session import Seat
from tests.control.test_controller import controller_for

HUMANS = [Seat.human(), Seat.human()]
#: Oxono, Pink to move: three O in a row that the totem can complete, and Black threatening too
WIN_IN_ONE = "OOO3/6/2@3/3+2/6/xxx3 p"


def analyst_for(game: str = "oxono", **options: object) -> tuple[Analyst, InlineSearcher, InlineSearcher]:
    controller, moves, _ = controller_for(game, HUMANS, **options)
    searcher = InlineSearcher()
    return Analyst(controller, searcher, nodes=300), moves, searcher


def test_every_position_is_evaluated_the_one_on_show_first() -> None:
    analyst, _, searcher = analyst_for()
    controller = analyst.controller
    for text in ("X d3-d6 d5", "O c4-c1 b1", "X d6-f6 f5"):
        controller.play_text(text)
    controller.go_to(2)
    assert analyst.busy and len(searcher.pending) == 1  # one search at a time
    states = controller.session.states
    assert searcher.pending[0][0].state == states[1]  # asked when the first move was played
    searcher.run_one()
    assert searcher.pending[0][0].state == states[2]  # then the position on show
    searcher.run_one()
    assert searcher.pending[0][0].state == states[3]  # then from the latest back to the start
    searcher.run_pending()
    evaluations = analyst.evaluations()
    assert all(e is not None for e in evaluations) and analyst.complete()
    for e, state in zip(evaluations, controller.session.states, strict=True):
        assert e is not None and sum(e.chances) == pytest.approx(1.0) and len(e.chances) == 2
        assert e.best in controller.session.rules.legal_moves(state)


def test_a_new_game_drops_the_evaluations_and_the_answer_in_flight() -> None:
    from desktop.control.searching import run_search

    analyst, _, searcher = analyst_for()
    controller = analyst.controller
    controller.play_text("X d3-d6 d5")
    searcher.run_pending()
    assert analyst.complete() and len(analyst.evaluations()) == 2
    controller.play_text("O c4-c1 b1")
    request, reply = searcher.pending.pop(0)
    controller.set_session(type(controller.session)(controller.session.rules, {}, 9, HUMANS))
    assert analyst.evaluations() == [None]
    reply(run_search(request))  # the answer about the old game arrives late: ignored
    assert analyst.evaluations() == [None]
    searcher.run_pending()
    assert len(analyst.evaluations()) == 1 and analyst.complete()


def test_a_won_position_gives_the_winner_every_chance_and_an_ended_game_its_result() -> None:
    analyst, _, searcher = analyst_for()
    controller = analyst.controller
    rules = controller.session.rules
    state = rules.state_from_text(WIN_IN_ONE)
    controller.set_session(type(controller.session)(rules, {}, 0, HUMANS, start=state))
    searcher.run_pending()
    first = analyst.evaluation(0)
    assert first is not None and first.chances[0] > 0.99
    controller.play(first.best)
    assert controller.session.is_over
    searcher.run_pending()
    last = analyst.evaluation(1)
    assert last is not None and last.chances == rules.outcome(controller.session.state).scores


def test_a_blunder_is_marked_with_the_better_move() -> None:
    # Pink (to move) can complete a line of four; a move elsewhere lets Black win instead
    analyst, _, searcher = analyst_for()
    controller = analyst.controller
    rules = controller.session.rules
    state = rules.state_from_text(WIN_IN_ONE)
    controller.set_session(type(controller.session)(rules, {}, 0, HUMANS, start=state))
    winning = [m for m in rules.legal_moves(state) if rules.outcome(rules.apply(state, m)) is not None]
    losing = next(
        m
        for m in rules.legal_moves(state)
        if m not in winning
        and any(
            rules.outcome(rules.apply(rules.apply(state, m), r)) is not None
            for r in rules.legal_moves(rules.apply(state, m))
        )
    )
    controller.play(losing)
    searcher.run_pending()
    (review,) = analyst.review()
    assert review.verdict == "blunder" and review.mark == "??" and review.loss > 0.3
    assert review.best in winning and analyst.worst() == [review]


def test_chances_and_verdicts() -> None:
    assert chances_of_search((0.2, 0.3, 0.5), 0.0, 0, 3) == pytest.approx((0.2, 0.3, 0.5))
    assert chances_of_search(None, 1e6, 1, 3) == (0.0, 1.0, 0.0)
    even = chances_of_search(None, 0.0, 0, 2)
    assert even == pytest.approx((0.5, 0.5))
    ahead = chances_of_search(None, 300.0, 0, 2)
    assert 0.5 < ahead[0] < 0.9 and sum(ahead) == pytest.approx(1.0)
    assert chances_of_search((0.9, 0.1), -300.0, 0, 2) == pytest.approx((1 - ahead[0], ahead[0]))
    assert verdict(0.5) == ("blunder", "??") and verdict(0.2) == ("mistake", "?")
    assert verdict(0.1) == ("inaccuracy", "?!") and verdict(0.01) == (None, "")


@pytest.mark.parametrize(
    ("game", "options"),
    [("zeno", {}), ("xspectrum", {}), ("xeno-30", {"players": 3, "quick_setup": True}), ("tictactoe", {})],
)
def test_every_game_is_judged_with_a_chance_per_player(game: str, options: dict[str, object]) -> None:
    players = int(options.get("players", 2))  # type: ignore[call-overload]
    controller, _, _ = controller_for(game, [Seat.human()] * players, **options)
    searcher = InlineSearcher()
    analyst = Analyst(controller, searcher, nodes=200)
    for _ in range(3):
        controller.play(controller.session.legal_moves()[0] if game != "zeno" else _zeno_move(controller))
    searcher.run_pending()
    assert analyst.enabled and analyst.complete()
    players = len(controller.session.seats)
    for evaluation in analyst.evaluations():
        assert evaluation is not None and len(evaluation.chances) == players
        assert sum(evaluation.chances) == pytest.approx(1.0)
    assert len(analyst.review()) == 3


def _zeno_move(controller: object) -> object:
    """A Zeno move without listing them all (3,072 at the start): the AI's own choice."""
    from desktop.ai.levels import make_agent

    session = controller.session  # type: ignore[attr-defined]
    return make_agent("beginner", 1, nodes=200).choose(session.rules, session.state)


def test_a_failing_analysis_stops_says_why_and_leaves_the_game_alone() -> None:
    analyst, _, searcher = analyst_for()
    controller = analyst.controller
    controller.play_text("X d3-d6 d5")
    request, reply = searcher.pending.pop(0)
    from desktop.control.searching import SearchReply

    reply(SearchReply(request, None, "the AI's process ended unexpectedly"))
    assert not analyst.enabled and analyst.failure == "the AI's process ended unexpectedly"
    assert not searcher.pending and controller.session.length == 1
    analyst.set_enabled(True)  # View > Show Evaluation off and on again
    assert analyst.failure is None and searcher.pending


def test_the_listed_evaluations_follow_moves_answers_and_a_replaced_history() -> None:
    """evaluations() keeps its list between calls and looks up only the new positions: it must
    still be the list looked up from scratch after every kind of change."""
    analyst, _, searcher = analyst_for()
    controller = analyst.controller

    def from_scratch() -> list[object]:
        return [analyst.evaluation(ply) for ply in range(len(controller.session.states))]

    assert analyst.evaluations() == from_scratch() == [None]
    for text in ("X d3-d6 d5", "O c4-c1 b1", "X d6-f6 f5"):
        controller.play_text(text)
        assert analyst.evaluations() == from_scratch()
    searcher.run_one()  # an answer arrives: the list takes it in
    assert analyst.evaluations() == from_scratch() and any(e is not None for e in from_scratch())
    searcher.run_pending()
    assert analyst.evaluations() == from_scratch() and None not in analyst.evaluations()
    controller.go_to(1)
    controller.play_text("O c4-c2 b2")  # the history from move 2 on is replaced, as long as it
    controller.play_text("X d6-e6 e5")  # was (no answer comes in between: none is run)
    listed = analyst.evaluations()
    assert listed == from_scratch() and len(listed) == 4 and listed[2] is None and listed[3] is None
    searcher.run_pending()
    assert analyst.evaluations() == from_scratch() and None not in analyst.evaluations()
