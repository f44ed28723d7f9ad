"""Oxono's registry entry: everything the app and the AI know of Oxono outside its rules."""

from __future__ import annotations

from typing import Any

from desktop.core.entry import GameEntry
from desktop.core.game_ai import GameAI, LevelBudget, SearchHints, ladder_rows
from desktop.core.language import QT_TRANSLATE_NOOP
from desktop.core.protocol import GameRules


def _rules() -> GameRules[Any, Any]:
    from desktop.games.oxono.game import OxonoGame

    return OxonoGame()


#: the AI: the search with the engine's threat hooks, late move reductions after the third move
#: and, from depth 4, by two turns after the sixth (each beat the engine without it against a
#: reference agent: docs/ai.md, "Oxono against a reference agent"); Medium's 0.6 s stop at its
#: 4,000 nodes too (the zugzwang engine proves so much within 0.6 s that Medium drew level with
#: Hard there); the analysis at 4,000 nodes a position; the win chance's slope fitted to who won
AI = GameAI(
    levels={"medium": LevelBudget(capped=True)},
    hints=SearchHints(threat_leaves=True, late_move_reductions=3, deep_reductions=6),
    analysis_nodes=4_000,
    chance_slope=1.0,
    #: the ladder's rows (docs/ai.md): each level's W-D-L against the one below, the rating's anchors
    ladder=ladder_rows("beginner 20-0-0, easy 17-0-3, medium 18-1-1, hard 17-0-3, expert 15-0-5"),
    #: Match me's points between the levels, measured (docs/ai.md, "Ratings and Match me";
    #: ``python -m bench.rating_map oxono --games 60 --seed 1``)
    rating_map={0.25: 544, 0.5: 612, 0.75: 797, 1.5: 1151, 2.5: 1552, 3.5: 1895, 4.5: 2159},
)

ENTRY = GameEntry(
    "oxono",
    _rules,
    "desktop.qt.boards.oxono.view:OxonoView",
    "desktop.qt.boards.oxono.scene:render_png",
    ("oxono.md",),
    summary=QT_TRANSLATE_NOOP(
        "GameSummary", "Move a totem, drop a pawn beside it: four of one colour or one symbol in a line wins."
    ),
    help_page="oxono.md",
    picture_width=290,
    ai=AI,
    credit=QT_TRANSLATE_NOOP("GameCredit", "Oxono is a game by Jérémy Partinico (Cosmoludo, 2024)."),
)
