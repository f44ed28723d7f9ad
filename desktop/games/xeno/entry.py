"""Xeno's registry entry: everything the app and the AI know of Xeno outside its rules.

>>> ENTRY.variants("xeno-120"), ENTRY.variants("zeno")
({'board': 'xeno-120'}, None)
"""

from __future__ import annotations

import re
from typing import Any

from desktop.core.entry import GameEntry, GamePuzzles
from desktop.core.game_ai import GameAI, ladder_rows
from desktop.core.language import QT_TRANSLATE_NOOP
from desktop.core.protocol import GameRules


def _rules() -> GameRules[Any, Any]:
    from desktop.games.xeno.game import XenoGame

    return XenoGame()


def _boards(name: str) -> dict[str, Any] | None:
    """A ball's name (``xeno-30``) names Xeno on that board."""
    return {"board": name} if re.fullmatch(r"xeno-\d+", name) else None


def _taken(rules: GameRules[Any, Any], state: Any, move: Any) -> float:
    """Pieces a move takes (a best capture puzzle's gain): one per jump of its sequence."""
    return float(len(move.path) - 1) if move.kind == "jump" else 0.0


def _playing(text: str) -> bool:
    """A position text of the play (the setup's and the colour choice's name no colour to move)."""
    return text.split()[1].islower()


#: the puzzles: on three balls; a best capture takes two pieces at least, more than any other move
PUZZLES = GamePuzzles(
    boards=("xeno-12", "xeno-30", "xeno-120"),
    gain=_taken,
    least_gain=2.0,
    mining_options={"quick_setup": True},
    playing=_playing,
)

#: the AI: the levels' own budgets (3+ players play MCTS with the levels' playouts, greedy from
#: Medium up: the engine's styled playouts); the analysis at 9,000 nodes a position, 3,000 on a
#: bigger ball (it searches fewer nodes a second, xeno-120 about a third of xeno-30's, and its
#: chances at 3,000 nodes are those at 9,000 within 0.01 on average); the win chance's slope
#: fitted to who won (``python -m bench.experiments.win_chance --fit``)
AI = GameAI(
    analysis_nodes=9_000,
    chance_slope=0.625,
    #: the ladder's xeno-30 rows (docs/ai.md): each level's W-D-L against the one below, the
    #: rating's anchors
    ladder=ladder_rows("beginner 20-0-0, easy 18-0-2, medium 20-0-0, hard 17-0-3, expert 16-0-4"),
    #: Match me's points between the levels, measured (docs/ai.md, "Ratings and Match me";
    #: ``python -m bench.rating_map xeno-30 --games 40 --seed 1``, at 4.5 ``--points 4.5 --games 20``)
    rating_map={0.25: 423, 0.5: 613, 0.75: 817, 1.5: 1202, 2.5: 1532, 3.5: 2179, 4.5: 2588},
    boards=dict.fromkeys(
        ("xeno-108", "xeno-120", "xeno-192", "xeno-270", "xeno-480"), GameAI(analysis_nodes=3_000)
    ),
)

ENTRY = GameEntry(
    "xeno",
    _rules,
    "desktop.qt.ball.xeno_view:XenoView",
    "desktop.qt.ball.render:render_ball",
    ("xeno.md",),
    _boards,
    QT_TRANSLATE_NOOP(
        "GameSummary",
        "Turn the ball, move and jump stacks of rings, and take the top ring of every stack you jump.",
    ),
    help_page="xeno.md",
    card_picture="xeno-30",
    picture_width=220,  # the ball is square
    selftest=("xeno-12", "xeno-30", "xeno-120"),
    ai=AI,
    puzzles=PUZZLES,
)
