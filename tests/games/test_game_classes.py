"""Each game's rules stand alone; the game class the app plays adds the AI's evaluation.

The evaluation (and Zeno's decision game) import the rules, never the reverse.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Any

import pytest

import desktop.games
from desktop.core.protocol import GameRules
from desktop.games.oxono import evaluation as oxono_evaluation
from desktop.games.oxono.game import OxonoGame
from desktop.games.xeno import evaluation as xeno_evaluation
from desktop.games.xeno.game import XenoGame
from desktop.games.xspectrum import evaluation as xspectrum_evaluation
from desktop.games.xspectrum.game import XSpectrumGame
from desktop.games.zeno import evaluation as zeno_evaluation
from desktop.games.zeno.decisions import ZenoDecisions
from desktop.games.zeno.game import ZenoGame

GAMES = ["xeno", "zeno", "oxono", "xspectrum"]


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, at the top or inside a function."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_never_import_the_evaluation_the_decisions_the_engine_or_the_game(game: str) -> None:
    package = Path(desktop.games.__file__).parent / game
    # the registry entry stands above them all (its rules factory makes the game)
    upper = ("evaluation", "decisions", "game", "entry", *(p.stem for p in package.glob("engine*.py")))
    above = {f"desktop.games.{game}.{name}" for name in upper}
    for path in package.glob("*.py"):
        if path.stem not in upper:
            assert not imported_modules(path) & above, f"{path.name} imports {imported_modules(path) & above}"
    assert f"desktop.games.{game}.rules" in imported_modules(package / "game.py")


@pytest.mark.parametrize(
    ("game", "evaluate"),
    [
        (XenoGame(), xeno_evaluation.evaluate),
        (ZenoGame(), zeno_evaluation.evaluate),
        (OxonoGame(), oxono_evaluation.evaluate),
        (XSpectrumGame(), xspectrum_evaluation.evaluate),
    ],
)
def test_the_game_class_scores_positions_with_its_evaluation(
    game: GameRules[Any, Any], evaluate: Any
) -> None:
    rng = random.Random(5)
    state = game.new_state(None, 5)
    for _ in range(30):
        if game.outcome(state) is not None:
            break
        for player in range(game.num_players(state)):
            assert game.evaluate(state, player) == evaluate(state, player)
        state = game.apply(state, rng.choice(list(game.legal_moves(state))))


def test_zeno_is_searched_one_decision_at_a_time() -> None:
    game = ZenoGame()
    decisions = game.decision_game()
    assert isinstance(decisions, ZenoDecisions) and decisions.rules is game
