"""The toy game's one registry entry (tests/conftest.py registers it for the test run)."""

from __future__ import annotations

from desktop.games.registry import GameEntry
from tests.toy.tictactoe import RULES_PAGE, TicTacToeRules

TOY_GAME = GameEntry(
    "tictactoe",
    TicTacToeRules,
    "tests.toy.view:TicTacToeView",
    "tests.toy.view:render_png",
    (RULES_PAGE,),
)
