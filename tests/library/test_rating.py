"""The player's rating (desktop/library/rating.py): Glicko-2 as published, anchored on the ladder."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest

from desktop.ai.adaptive import CHAIN, MATCH_LEVEL, level_anchors
from desktop.games.registry import entry
from desktop.library.rating import UNRATED, Rating, level_rating, opponent, rate, trend, update

GAMES = ("xeno", "zeno", "oxono", "xspectrum")


def test_glickmans_worked_example() -> None:
    """Glickman, "Example of the Glicko-2 system" (2012): 1500/200/0.06 against three players
    with tau 0.5 ends at 1464.06, 151.52, 0.05999."""
    player = Rating(1500, 200, 0.06)
    after = update(player, [(Rating(1400, 30), 1.0), (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)])
    assert after.value == pytest.approx(1464.06, abs=0.01)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_period_without_games_only_widens_the_deviation() -> None:
    after = update(Rating(1600, 100, 0.06), [])
    assert after.value == 1600
    assert 100 < after.deviation < 101
    assert update(UNRATED, []).deviation == UNRATED.deviation


def test_a_win_raises_a_loss_lowers_and_a_stronger_opponent_counts_more() -> None:
    me = Rating(1500, 150)
    win_weak = update(me, [(Rating(1300, 50), 1.0)]).value
    win_strong = update(me, [(Rating(1800, 50), 1.0)]).value
    draw = update(me, [(Rating(1500, 50), 0.5)]).value
    loss = update(me, [(Rating(1500, 50), 0.0)]).value
    assert loss < draw < win_weak < win_strong
    assert draw == pytest.approx(1500)


@pytest.mark.parametrize("game", GAMES)
def test_every_level_has_an_ordered_anchor(game: str) -> None:
    values = [level_rating(game, level).value for level in CHAIN]
    assert values == sorted(values) and len(set(values)) == len(values)
    assert level_rating(game, "beginner").value == 1000
    assert set(level_anchors(entry(game).ai)) == set(CHAIN)


def test_the_anchors_are_the_ladder_chained() -> None:
    """Oxono's ladder: Easy 17-0-3 against Beginner is +301 Elo, Medium 18-1-1 then +436."""
    assert level_rating("oxono", "easy").value == pytest.approx(1301, abs=1)
    assert level_rating("oxono", "medium").value == pytest.approx(1738, abs=1)
    assert level_rating("oxono", "expert").deviation > level_rating("oxono", "easy").deviation > 0


def test_an_unknown_level_has_no_anchor() -> None:
    with pytest.raises(KeyError):
        level_rating("oxono", MATCH_LEVEL)


def test_the_uncertainty_shrinks_with_games_and_the_rating_follows_the_results() -> None:
    deviations = [rate("oxono", [("medium", 0.5)] * n).deviation for n in range(0, 12)]
    assert deviations[0] == UNRATED.deviation
    assert all(b < a for a, b in pairwise(deviations))
    # half the games against Medium: the rating settles near Medium's anchor
    even = rate("oxono", [("medium", 1.0), ("medium", 0.0)] * 15)
    assert abs(even.value - level_rating("oxono", "medium").value) < 120
    # always beating Hard: above Hard
    assert rate("oxono", [("hard", 1.0)] * 10).value > level_rating("oxono", "hard").value


def test_the_rating_is_monotone_in_the_results() -> None:
    scores = [0.0, 0.5, 1.0]
    values = [rate("zeno", [("easy", 0.5), ("medium", s), ("easy", 0.5)]).value for s in scores]
    assert values == sorted(values) and values[0] < values[2]


def test_match_me_games_count_as_even_games_at_the_players_rating() -> None:
    history = [("medium", 1.0), ("easy", 1.0)]
    before = rate("oxono", history)
    won = rate("oxono", [*history, (MATCH_LEVEL, 1.0)])
    drawn = rate("oxono", [*history, (MATCH_LEVEL, 0.5)])
    assert won.value > before.value
    assert drawn.value == pytest.approx(before.value, abs=1)
    assert drawn.deviation < before.deviation
    # beyond Expert, Match me plays as Expert: a draw there is a result below one's rating
    top = [("hard", 1.0)] * 3
    assert rate("oxono", top).value > level_rating("oxono", "expert").value
    assert rate("oxono", [*top, (MATCH_LEVEL, 0.5)]).value < rate("oxono", top).value
    assert rate("oxono", [("no-such-level", 1.0)]) == UNRATED


def test_match_me_at_a_target_counts_as_a_player_of_that_rating() -> None:
    history = [("medium", 1.0), ("easy", 1.0)]
    me = rate("oxono", history)
    beat_strong = rate("oxono", [*history, ("match:2000", 1.0)])
    beat_weak = rate("oxono", [*history, ("match:1200", 1.0)])
    assert beat_strong.value > beat_weak.value > me.value
    assert trend("oxono", [*history, ("match:oops", 1.0), ("nobody", 1.0)])[-1] is None
    assert trend("oxono", [*history, ("match:2000", 1.0)])[-1] == beat_strong
    assert opponent("oxono", "match:9999", me) == opponent("oxono", "match:3000", me)


def test_the_librarys_trend_ends_at_its_rating_with_match_me_counted(tmp_path: Path) -> None:
    """stats.rating_trend takes rating.trend's steps: a game against Match me at 2,000 counts."""
    from desktop.core.session import Seat, Session
    from desktop.games.registry import resolve
    from desktop.library.stats import rating_trend
    from desktop.library.store import open_library
    from desktop.library.summary import summarize

    rules, options = resolve("oxono")
    library = open_library(tmp_path / "library.sqlite3")
    played = [("easy", 1.0), ("match:2000", 1.0), ("medium", 0.0)]  # the human's scores
    for number, (level, score) in enumerate(played):
        session = Session(rules, options, seed=number, seats=[Seat.human(), Seat.ai(level)])
        session.resign(1 if score else 0)  # the AI resigns: the human wins
        library.store(summarize(session), f"t{number}")
    steps = rating_trend(library, "oxono")
    assert len(steps) == 3
    assert steps[-1][1] == library.player_rating("oxono") == rate("oxono", played)
    assert steps[1][1].value > steps[0][1].value + 50  # beating Match me at 2,000 counted
    library.close()
