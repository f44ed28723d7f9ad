"""The search's opt-in swindle (the hints' ``swindle``): it may not change what the search
proves or how it values a position."""

from __future__ import annotations

from typing import Any, Literal

import pytest

from desktop.ai.search import INF, WIN, WIN_BOUND, PvsAgent
from desktop.core.game_ai import SearchHints
from desktop.games.oxono.engine import OxonoEngine
from desktop.games.oxono.game import OxonoGame

GAME = OxonoGame()
#: the mover (to move) is proven lost at depth 3, 5 and 11, within 5,000 nodes (found on random games)
LOST = (
    "x@OOx+/1oXox1/2XO2/oo1XO1/1Oox1o/1xOX2 b",
    "x1@o2/1O4/2o3/x1oX2/+X4/1X4 b",
    "o1oOo1/1@o3/1O4/1O2x1/4XX/3o+1 b",
)
#: proven lost at depth 7 where the "narrow" swindle plays another move than the longest loss
#: (from bench.experiments.oxono_tune's match games, seed 1, games 0 and 1)
NARROW = (
    "+xX3/O@X1xo/OOxxx1/1Oo3/3xX1/2X3 p",
    "1@O3/o1ox1o/oOo1X1/1O2XX/1x1X1x/1+4 b",
)
#: not lost: the start and two middle games
OPEN = (
    "6/1@O3/oOo3/O1x3/2x3/1+X3 p",
    "3+2/1x1X2/2O3/1Xxo2/6/2o1O@ p",
    "3+2/2xX2/2O1Oo/3o1O/3o1@/6 p",
)


def _search(engine: OxonoEngine, text: str, **kwargs: Any) -> tuple[list[int], PvsAgent]:
    agent = PvsAgent(seed=1, **kwargs)
    line = agent.search(engine, engine.pack(GAME.state_from_text(text)))
    return line, agent


def _swindler(mode: bool | Literal["narrow"] = True) -> OxonoEngine:
    engine = OxonoEngine()
    engine.hints = SearchHints(swindle=mode)
    return engine


def test_the_app_plays_without_the_swindle() -> None:
    assert OxonoEngine.hints.swindle is False and GAME.search_engine().hints.swindle is False


def test_the_swindle_takes_the_move_proven_lost_last_then_the_best_valued_then_the_longest() -> None:
    results = [(-WIN + 3, "a", ["a"]), (-WIN + 5, "b", ["b"]), (-WIN + 2, "c", ["c"]), (-WIN + 4, "d", ["d"])]
    # b: the longest loss, but proven lost from iteration 2 on; a and c were unproven at 4
    unproven = {"a": (4, -120), "b": (1, 300), "c": (4, 80), "d": (3, 500)}
    assert PvsAgent._swindle(results, unproven) == ["c"]
    unproven["a"] = (4, 80)  # a tie in depth and value: the longer loss
    assert PvsAgent._swindle(results, unproven) == ["a"]
    assert PvsAgent._swindle(results, {}) == ["b"]  # nothing was ever unproven: the longest loss
    assert PvsAgent._swindle(results, {"d": (1, -INF + 1)}) == ["d"]


@pytest.mark.parametrize("text", LOST)
def test_a_proven_loss_is_valued_and_searched_the_same_with_the_swindle(text: str) -> None:
    line, plain = _search(OxonoEngine(), text, nodes=30_000)
    swindle_line, swindler = _search(_swindler(), text, nodes=30_000)
    assert plain.stats.score <= -WIN_BOUND
    assert swindler.stats.score == plain.stats.score and swindler.stats.depth == plain.stats.depth
    assert swindler.stats.nodes == plain.stats.nodes
    assert swindler.stats.swindled == (swindle_line != line)
    assert plain.stats.swindled is None
    position = OxonoEngine().pack(GAME.state_from_text(text))
    assert swindle_line[0] in OxonoEngine().moves(position)


@pytest.mark.parametrize("text", LOST)
def test_the_narrow_swindle_spends_the_budget_the_proof_left_and_no_more(text: str) -> None:
    line, plain = _search(OxonoEngine(), text, nodes=30_000)
    narrow_line, narrow = _search(_swindler("narrow"), text, nodes=30_000)
    assert narrow.stats.score == plain.stats.score and narrow.stats.depth == plain.stats.depth
    assert plain.stats.nodes < narrow.stats.nodes <= 30_000
    assert narrow.stats.swindled == (narrow_line != line)
    # no budget left after the proof: the longest loss, as without the swindle
    short_line, short = _search(_swindler("narrow"), text, nodes=plain.stats.nodes)
    assert short_line == line and short.stats.swindled is False


@pytest.mark.parametrize("text", [*LOST[:2], *NARROW])
def test_the_narrow_swindle_leaves_no_more_winning_replies_than_the_longest_loss(text: str) -> None:
    engine = OxonoEngine()
    line, plain = _search(engine, text, nodes=30_000)
    narrow_line, narrow = _search(_swindler("narrow"), text, nodes=30_000)
    assert narrow.stats.swindled == (text in NARROW) == (narrow_line != line)
    position = engine.pack(GAME.state_from_text(text))
    depth = plain.stats.depth

    def winning_replies(move: int) -> int:
        child = engine.play(position, move)
        count = 0
        for reply in engine.moves(child):
            after = engine.play(child, reply)
            if engine.result(after) is not None:
                count += 1
                continue
            agent = PvsAgent(seed=1, max_depth=max(depth - 2, 1))
            agent.search(engine, after)  # ours to move: proven lost?
            count += agent.stats.score <= -WIN_BOUND
        return count

    if text in NARROW:
        assert 0 < winning_replies(narrow_line[0]) < winning_replies(line[0])


@pytest.mark.parametrize("text", OPEN)
def test_the_swindle_changes_nothing_when_the_game_is_not_lost(text: str) -> None:
    line, plain = _search(OxonoEngine(), text, max_depth=4)
    modes: tuple[bool | Literal["narrow"], ...] = (True, "narrow")
    for mode in modes:
        swindle_line, swindler = _search(_swindler(mode), text, max_depth=4)
        assert swindle_line == line and swindler.stats.score == plain.stats.score
        assert swindler.stats.nodes == plain.stats.nodes and swindler.stats.swindled is False
