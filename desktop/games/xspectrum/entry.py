"""X Spectrum's registry entry: everything the app and the AI know of X Spectrum outside its rules."""

from __future__ import annotations

from typing import Any

from desktop.core.entry import GameEntry, GamePuzzles
from desktop.core.game_ai import GameAI, LevelBudget, ladder_rows
from desktop.core.language import QT_TRANSLATE_NOOP
from desktop.core.protocol import GameRules
from desktop.games.xspectrum import captures


def _rules() -> GameRules[Any, Any]:
    from desktop.games.xspectrum.game import XSpectrumGame

    return XSpectrumGame()


#: the AI: Medium at 3,000 nodes (at 4,000 it held Hard level; at 2,000 Easy did it), Expert at
#: 64,000 (at 128,000 its games took minutes each; docs/ai.md, the ladder); the analysis at 3,000
#: nodes a position; the win chance's slope fitted to who won
AI = GameAI(
    levels={"medium": LevelBudget(nodes=3_000), "expert": LevelBudget(nodes=64_000)},
    analysis_nodes=3_000,
    chance_slope=1.0,
    #: the ladder's rows (docs/ai.md): each level's W-D-L against the one below, the rating's anchors
    ladder=ladder_rows("beginner 20-0-0, easy 20-0-0, medium 20-0-0, hard 18-2-0, expert 5-0-1"),
    #: Match me's points between the levels, measured (docs/ai.md, "Ratings and Match me";
    #: ``python -m bench.rating_map xspectrum --games 40 --seed 1``, at 4.5 ``--points 4.5 --games 20``)
    rating_map={0.25: 530, 0.5: 734, 0.75: 768, 1.5: 1232, 2.5: 1803, 3.5: 2583, 4.5: 2980},
)

ENTRY = GameEntry(
    "xspectrum",
    _rules,
    "desktop.qt.boards.xspectrum.view:XSpectrumView",
    "desktop.qt.boards.xspectrum.scene:render_png",
    ("xspectrum.md",),
    summary=QT_TRANSLATE_NOOP(
        "GameSummary", "Pyramids of three colours slide, jump and stack; capture every enemy piece to win."
    ),
    help_page="xspectrum.md",
    picture_width=360,
    ai=AI,
    # best capture puzzles: the capture winning the most pips against every reply
    puzzles=GamePuzzles(gain=captures.gain, captures=captures.captures),
)
