"""The review when a search misses what the next position's search proves, or what a larger
budget prefers (issue 30, item 4): scripted searches, so each case is exactly the one named.

A move that allows a forced win is a blunder even when the search of the position after it
missed the winning reply: the position after the reply is a proven win, so the position
before the reply is that win too.  And where the larger budget's search prefers another move
than the budget's, the position after that move counts as the best there."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from desktop.ai.agent import SearchStats
from desktop.ai.analysis import CHECK_SCALE, chance_of_score, chance_slope, review_game
from desktop.ai.search import WIN_BOUND
from desktop.control.analysis import Analyst
from desktop.control.searching import InlineSearcher, SearchReply
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve
from tests.control.test_controller import controller_for

HUMANS = [Seat.human(), Seat.human()]
NODES = 1_000
GAME = "oxono"


@dataclass(frozen=True)
class Said:
    """What a scripted search says of a position: its score for the mover and its best move."""

    score: float
    best: Any


class Scripted(InlineSearcher):
    """Answers from a script keyed by position text and whether at the larger budget."""

    def __init__(self, rules: Any, script: dict[tuple[str, bool], Said]) -> None:
        super().__init__()
        self.rules = rules
        self.script = script
        self.asked: list[tuple[str, bool]] = []

    def run_pending(self) -> int:
        count = 0
        while self.pending:
            request, reply = self.pending.pop(0)
            key = (self.rules.state_to_text(request.state), request.nodes != NODES)
            self.asked.append(key)
            said = self.script[key]
            reply(SearchReply(request, said.best, stats=SearchStats(nodes=1, score=said.score)))
            count += 1
        return count


class Line:
    """Three plies of Oxono from the start, and the alternatives the scripts name."""

    def __init__(self) -> None:
        self.rules, self.options = resolve(GAME)
        rules = self.rules
        self.start = rules.new_state(self.options)
        choices = list(rules.legal_moves(self.start))
        self.played, self.better, self.preferred = choices[0], choices[1], choices[2]
        self.s1 = rules.apply(self.start, self.played)
        replies = list(rules.legal_moves(self.s1))
        self.reply, self.other_reply = replies[0], replies[1]
        self.s2 = rules.apply(self.s1, self.reply)
        self.after_other_reply = rules.apply(self.s1, self.other_reply)
        self.after_better = rules.apply(self.start, self.better)
        self.after_preferred = rules.apply(self.start, self.preferred)
        self.slope = chance_slope(rules, self.options)

    def any_move(self, state: Any) -> Any:
        return self.rules.legal_moves(state)[0]

    def text(self, state: Any) -> str:
        return str(self.rules.state_to_text(state))

    def chance(self, score: float) -> float:
        return chance_of_score(score, self.slope)


def analyst_with(line: Line, script: dict[tuple[str, bool], Said]) -> tuple[Analyst, Scripted]:
    controller, _, _ = controller_for(GAME, HUMANS)
    searcher = Scripted(line.rules, script)
    analyst = Analyst(controller, searcher, nodes=NODES)
    controller.set_session(Session(line.rules, line.options, 0, HUMANS))
    controller.play(line.played)
    controller.play(line.reply)
    searcher.run_pending()
    assert analyst.complete()
    return analyst, searcher


def test_a_move_that_allows_a_proven_win_is_a_blunder_though_the_next_search_missed_it() -> None:
    line = Line()
    script = {
        (line.text(line.start), False): Said(200.0, line.better),  # the first player a little ahead
        (line.text(line.s1), False): Said(-300.0, line.other_reply),  # missed the winning reply
        (line.text(line.s2), False): Said(
            -WIN_BOUND, line.any_move(line.s2)
        ),  # proven: the first player is lost
        (line.text(line.after_better), False): Said(-100.0, line.any_move(line.after_better)),
        (line.text(line.start), True): Said(200.0, line.better),
        (line.text(line.after_better), True): Said(-100.0, line.any_move(line.after_better)),
    }
    analyst, searcher = analyst_with(line, script)
    evaluations = analyst.evaluations()
    after = evaluations[1]
    assert after is not None and after.chances == (0.0, 1.0)  # the reply's proven win, not 0.57
    assert after.best == line.reply  # the winning reply is the best move there
    (review,) = [r for r in analyst.review() if r.verdict is not None]
    assert review.ply == 0 and review.mark == "??"
    # the loss: from the smaller of the chance before (200) and after the better move (100 for
    # the opponent to move) down to 0
    assert review.loss == pytest.approx(min(line.chance(200.0), line.chance(100.0)))
    assert (line.text(line.s1), True) not in searcher.asked  # proven: no larger budget needed


def test_without_the_proven_reply_the_missed_win_marks_nothing() -> None:
    """The same scripts, but the position after the reply only judged bad, not proven lost:
    the position before the reply keeps its own judgement and the first move loses nothing."""
    line = Line()
    script = {
        (line.text(line.start), False): Said(200.0, line.better),
        (line.text(line.s1), False): Said(-300.0, line.other_reply),
        (line.text(line.s2), False): Said(-900.0, line.any_move(line.s2)),
        (line.text(line.after_other_reply), False): Said(-300.0, line.any_move(line.after_other_reply)),
        (line.text(line.after_better), False): Said(-100.0, line.any_move(line.after_better)),
    }
    analyst, _ = analyst_with(line, script)
    after = analyst.evaluations()[1]
    assert after is not None and after.chances[0] == pytest.approx(line.chance(300.0))
    assert [r for r in analyst.review() if r.verdict is not None] == []


def test_the_larger_budgets_own_choice_counts_as_the_best_move() -> None:
    """At the budget the better move looks good; at three times it, it loses, but the larger
    budget prefers a third move that holds: the move played still lost that much."""
    line = Line()
    script = {
        (line.text(line.start), False): Said(200.0, line.better),
        (line.text(line.s1), False): Said(600.0, line.reply),  # the opponent far ahead
        (line.text(line.s2), False): Said(-600.0, line.any_move(line.s2)),
        (line.text(line.after_better), False): Said(-200.0, line.any_move(line.after_better)),
        (line.text(line.start), True): Said(200.0, line.preferred),
        (line.text(line.s1), True): Said(600.0, line.reply),
        (line.text(line.after_better), True): Said(
            WIN_BOUND, line.any_move(line.after_better)
        ),  # the better move loses too
        (line.text(line.after_preferred), True): Said(
            -200.0, line.any_move(line.after_preferred)
        ),  # the preferred one holds
    }
    analyst, searcher = analyst_with(line, script)
    assert (line.text(line.after_preferred), True) in searcher.asked
    (review,) = [r for r in analyst.review() if r.verdict is not None]
    expected = line.chance(200.0) - line.chance(-600.0)
    assert review.ply == 0 and review.loss == pytest.approx(expected)


def test_review_game_backs_up_a_proven_win_as_the_app_does(monkeypatch: pytest.MonkeyPatch) -> None:
    """The headless review (``xeno-games analyse``) with the same first script."""
    import desktop.ai.analysis as analysis

    line = Line()
    said = {
        line.text(line.start): (0.6, line.better),
        line.text(line.s1): (0.63, line.other_reply),  # the first player's chance: the reply missed
        line.text(line.s2): (0.0, None),
        line.text(line.after_better): (0.55, None),
    }

    def scripted(rules: Any, state: Any, **_: Any) -> analysis.PositionEval:
        first, best = said[rules.state_to_text(state)]
        text = "" if best is None else rules.move_to_text(state, best)
        return analysis.PositionEval((first, 1.0 - first), best, text, 0.0, 1)

    monkeypatch.setattr(analysis, "evaluate_position", scripted)
    states = [line.start, line.s1, line.s2]
    reviews = review_game(line.rules, states, [line.played, line.reply], nodes=NODES, check=CHECK_SCALE)
    assert reviews[0].after.chances == (0.0, 1.0) and reviews[0].verdict == "blunder"
    assert reviews[0].loss == pytest.approx(0.55)
    assert reviews[1].loss == 0.0  # the winning reply was the best move
