"""Match me (desktop/ai/adaptive.py): the strength axis between the levels, the rating map, the
agent; every search here by nodes."""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path

import pytest

from desktop.ai.adaptive import (
    CHAIN,
    MatchAgent,
    _pooled,
    elo_at,
    level_anchors,
    level_elos,
    match_level,
    match_spec,
    match_target,
    position_for,
    rating_map,
    spec_at,
)
from desktop.ai.levels import LEVELS, level_from_label, level_label, make_agent
from desktop.games.registry import entry, resolve

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("oxono", "zeno", "xspectrum", "xeno-30")


@pytest.mark.parametrize("game", GAMES)
def test_whole_points_are_the_levels_budgets(game: str) -> None:
    rules, options = resolve(game)
    for x, level in enumerate(CHAIN):
        spec = spec_at(rules, options, x)
        own = LEVELS["beginner" if level == "random" else level]
        assert spec.nodes == own.nodes_for(rules, options)
        assert (spec.depth, spec.noise) == (own.max_depth, own.noise)
        assert spec.random_share == (1.0 if level == "random" else 0.0)
        assert spec.deeper == 0.0


@pytest.mark.parametrize("game", GAMES)
def test_match_me_hits_each_levels_budget_at_its_anchor(game: str) -> None:
    rules, options = resolve(game)
    for level, elo in level_elos(rules.info.ai).items():
        spec = match_spec(rules, options, elo)
        assert spec == spec_at(rules, options, CHAIN.index(level)), level


@pytest.mark.parametrize("game", GAMES)
def test_match_me_grows_stronger_with_the_target(game: str) -> None:
    """Along the targets: fewer random moves, less noise, deeper, and from Easy on more nodes."""
    rules, options = resolve(game)
    specs = [match_spec(rules, options, target) for target in range(0, 3600, 20)]
    xs = [s.x for s in specs]
    assert xs == sorted(xs) and xs[0] == 0 and xs[-1] == len(CHAIN) - 1
    for a, b in pairwise(specs):
        assert b.random_share <= a.random_share
        assert b.noise <= a.noise
        depth_a = a.depth + a.deeper * (a.deeper_depth - a.depth)
        depth_b = b.depth + b.deeper * (b.deeper_depth - b.depth)
        assert depth_b >= depth_a - 1e-9
        if a.x >= 2:
            assert b.nodes >= a.nodes


def test_the_map_is_monotone_and_position_and_elo_invert() -> None:
    ai = entry("oxono").ai
    points = rating_map(ai)
    assert [e for _, e in points] == sorted(e for _, e in points)
    for target in (500.0, 1100.0, 1500.0, 1900.0, 2200.0):
        assert elo_at(ai, position_for(ai, target)) == pytest.approx(target)


def test_a_point_measured_past_its_levels_anchor_is_taken_at_the_anchor() -> None:
    """xeno-30's 4.5 measured 2588, past Expert's 2560: the anchors stay, Match me at Expert's
    Elo plays Expert, and the map is monotone."""
    from desktop.core.game_ai import GameAI

    ladder = {"beginner": (20, 0, 0), "easy": (15, 0, 5), "medium": (15, 0, 5), "hard": (15, 0, 5)}
    ai = GameAI(ladder=ladder, rating_map={3.5: 1000.0, 3.7: 900.0, 2.5: 1500.0})
    anchors = level_elos(ai)
    points = dict(rating_map(ai))
    assert {CHAIN[int(x)]: e for x, e in points.items() if x == int(x)} == anchors
    assert points[2.5] == anchors["medium"]  # measured past Medium: at Medium
    assert points[3.5] == points[3.7] == anchors["medium"]  # pooled (950), below Medium: at Medium
    assert position_for(ai, anchors["medium"]) == 3  # the level at its anchor
    assert position_for(ai, anchors["medium"] + 0.01) == pytest.approx(3.7, abs=0.01)  # the highest there
    assert position_for(ai, anchors["medium"] - 1) < 2.5
    assert position_for(ai, anchors["hard"]) == 4


def test_a_stray_measured_point_is_pooled_with_its_neighbour() -> None:
    assert _pooled([(0, 100.0), (1, 300.0), (2, 200.0), (3, 400.0)]) == [
        (0, 100.0),
        (1, 250.0),
        (2, 250.0),
        (3, 400.0),
    ]


#: the rating table's columns (docs/ai.md, "Ratings and Match me") and their games' ids
COLUMNS = {"Oxono": "oxono", "Zeno": "zeno", "X Spectrum": "xspectrum", "xeno-30": "xeno"}


def docs_table() -> dict[str, dict[float, str]]:
    """docs/ai.md's rating table: game id -> x -> its cell."""
    lines = (ROOT / "docs" / "ai.md").read_text().splitlines()
    head = next(i for i, line in enumerate(lines) if line.startswith("| x | plays"))
    names = [c.strip() for c in lines[head].strip("|").split("|")][2:]
    table: dict[str, dict[float, str]] = {COLUMNS[name]: {} for name in names}
    for line in lines[head + 2 :]:
        if not line.startswith("|"):
            break
        cells = [c.strip() for c in line.strip("|").split("|")]
        for name, cell in zip(names, cells[2:], strict=True):
            table[COLUMNS[name]][float(cells[0])] = cell
    return table


@pytest.mark.parametrize("game", list(COLUMNS.values()))
def test_the_docs_rating_table_is_the_code_s(game: str) -> None:
    """Each whole x's cell is the level's anchor (the ladder chained), each other x's the measured
    point the game's entry keeps (which Match me reads), or "-" where none was measured."""
    ai = entry(game).ai
    anchors = level_anchors(ai)
    cells = docs_table()[game]
    measured = {}
    for x, cell in cells.items():
        if x == int(x):
            elo, deviation = anchors[CHAIN[int(x)]]
            assert cell == f"{elo:.0f} ± {deviation:.0f}", (x, cell)
        elif cell != "-":
            found = re.fullmatch(r"(-?[0-9]+) \((-?[0-9]+) \.\. (-?[0-9]+)\)", cell)
            assert found is not None, cell
            low, elo, high = float(found[2]), float(found[1]), float(found[3])
            assert low < elo < high
            measured[x] = elo
    assert measured == dict(ai.rating_map)
    assert set(CHAIN[2:]) <= {CHAIN[int(x)] for x in cells if x == int(x)}
    if game == "oxono":
        assert sorted(measured) == [0.25, 0.5, 0.75, 1.5, 2.5, 3.5, 4.5]


def test_the_match_level_names_its_target() -> None:
    assert match_level(1419.6) == "match:1420"
    assert match_target("match:1420") == 1420
    assert match_target("hard") is None and match_target("match:x") is None


def test_an_english_level_label_names_its_level_again() -> None:
    """The library keeps opponents as ``level_label(…, english=True)`` writes them and reads the
    level back from that text (to show it in the language of the day)."""
    for name in (*LEVELS, "match:1420", "match:350", "match:12000"):
        assert level_from_label(level_label(name, english=True)) == name
    for other in ("You", "Ann", "Match me", "Match me (x)", "Match me (1,420"):
        assert level_from_label(other) is None


def test_make_agent_plays_match_me_at_its_mapped_budget_repeatably() -> None:
    rules, options = resolve("oxono")
    state = rules.new_state(options, 3)
    first = make_agent(match_level(1500), 7)
    move = first.choose(rules, state)
    assert isinstance(first, MatchAgent)
    assert first.spec == match_spec(rules, {"players": 2}, 1500)
    assert 0 < first.stats.nodes <= first.spec.nodes
    again = make_agent("match:1500", 7)
    assert again.choose(rules, state) == move


def test_below_beginner_some_moves_are_random() -> None:
    """At x = 0.5 about half the moves are a random agent's: the agent's stats say which."""
    rules, options = resolve("oxono")
    agent = MatchAgent(5, x=0.5)
    state = rules.new_state(options, 1)
    searched = 0
    for _ in range(12):
        if rules.outcome(state) is not None:
            break
        move = agent.choose(rules, state)
        searched += agent.stats.depth > 0
        state = rules.apply(state, move)
    assert 0 < searched < 12


def test_match_me_plays_a_decision_game_by_whole_turns() -> None:
    rules, options = resolve("zeno")
    state = rules.new_state(options, 2)
    agent = MatchAgent(1, x=1.5)
    move = agent.choose(rules, state)
    assert move in rules.legal_moves(state) or rules.apply(state, move) is not None


def test_the_controller_plays_match_me_and_names_it() -> None:
    """Through the controller (the app's path, inline and by nodes): the seat's moves come from
    Match me at its rating, and a click in its turn is told who plays it."""
    from desktop.control.controller import GameController
    from desktop.control.searching import InlineSearcher
    from desktop.core.session import Seat, Session

    rules, options = resolve("oxono")
    searcher = InlineSearcher()
    controller = GameController(Session(rules, options, 4, [Seat.human(), Seat.ai("match:1650")]), searcher)
    controller.play_text("X d3-d6 d5")
    assert controller.blocked_reason() == "Black is played by the AI (match me (1,650)): wait for its move"
    assert searcher.run_pending() == 1
    assert controller.session.ply == 2 and controller.failure is None
