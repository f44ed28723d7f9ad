"""Every registered game's search engine (its own, or the rules adapter) agrees with its rules."""

from __future__ import annotations

import pytest

from desktop.games.registry import all_games, resolve
from tests.engines.conformance import check_position, engine_perft, random_states

GAMES = sorted(all_games())
VARIANTS = [*GAMES, "xeno-12", "xeno-120"]


@pytest.mark.parametrize("name", VARIANTS)
def test_engine_agrees_with_rules_along_random_games(name: str) -> None:
    rules, options = resolve(name)
    for seed in range(2):
        for state in random_states(rules, rules.new_state(options, seed=seed), seed, plies=60):
            check_position(rules, rules.search_engine(), state)


@pytest.mark.parametrize("name", [g for g in GAMES if g != "zeno"])
def test_engine_perft_matches_rules_perft(name: str) -> None:
    from desktop.core.perft import perft

    rules, options = resolve(name)
    state = rules.new_state(options)
    engine = rules.search_engine()
    assert engine_perft(engine, engine.pack(state), 2) == perft(rules, state, 2)
