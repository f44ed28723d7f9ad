"""The toy game's one registry entry (tests/conftest.py registers it for the test run).

It is all a fifth game gives the app: its rules, its view and renderer, its
pages (the exact rules and How to Play, both beside this file), its start-page
card and its selftest board come from here, and nothing else in the app names it.
"""

from __future__ import annotations

from pathlib import Path

from desktop.core.entry import GameEntry
from tests.toy.tictactoe import RULES_PAGE, TicTacToeRules

#: its How to Play page (an absolute path: it lives in tests/, not in the app's resources)
HELP_PAGE = str(Path(__file__).with_name("howto.md"))

TOY_GAME = GameEntry(
    "tictactoe",
    TicTacToeRules,
    "tests.toy.view:TicTacToeView",
    "tests.toy.view:render_png",
    (RULES_PAGE,),
    summary="Mark a square a turn: three of your marks in a line win.",
    help_page=HELP_PAGE,
    picture_width=240,
)
