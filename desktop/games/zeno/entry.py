"""Zeno's registry entry: everything the app and the AI know of Zeno outside its rules."""

from __future__ import annotations

from typing import Any

from desktop.core.entry import GameEntry
from desktop.core.game_ai import GameAI, LevelBudget, ladder_rows
from desktop.core.language import QT_TRANSLATE_NOOP
from desktop.core.protocol import GameRules


def _rules() -> GameRules[Any, Any]:
    from desktop.games.zeno.game import ZenoGame

    return ZenoGame()


#: the AI: larger node budgets, for one Zeno turn is thousands of bundled moves (depth 1 at the
#: start is ~3,500 nodes, depth 2 ~30,000-150,000; docs/ai.md, "Levels"); the analysis at 45,000
#: nodes a position; the win chance's slope fitted to who won
#: (``python -m bench.experiments.win_chance --fit``)
AI = GameAI(
    levels={
        "beginner": LevelBudget(nodes=20_000),
        "easy": LevelBudget(nodes=10_000),
        "medium": LevelBudget(nodes=15_000),
        "hard": LevelBudget(nodes=120_000),
        "expert": LevelBudget(nodes=480_000),
    },
    analysis_nodes=45_000,
    chance_slope=12.0,
    #: the ladder's rows (docs/ai.md): each level's W-D-L against the one below, the rating's anchors
    ladder=ladder_rows("beginner 20-0-0, easy 20-0-0, medium 16-0-4, hard 18-0-2, expert 5-0-1"),
    #: Match me's points between the levels, measured (docs/ai.md, "Ratings and Match me";
    #: ``python -m bench.rating_map zeno --games 40 --seed 1``, at 4.5 ``--points 4.5 --games 20``)
    rating_map={0.25: 546, 0.5: 613, 0.75: 682, 1.5: 1284, 2.5: 1775, 3.5: 2090, 4.5: 2362},
)

ENTRY = GameEntry(
    "zeno",
    _rules,
    "desktop.qt.boards.zeno.view:ZenoView",
    "desktop.qt.boards.zeno.scene:render_png",
    ("zeno.md",),
    summary=QT_TRANSLATE_NOOP(
        "GameSummary", "Step forward, push enemy pieces and pull your own; the last side with pieces wins."
    ),
    help_page="zeno.md",
    picture_width=300,
    ai=AI,
)
