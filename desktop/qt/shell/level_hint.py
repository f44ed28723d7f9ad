"""The New Game dialog's word on levels: the level nearest the player's rating, and "Match me".

The player's rating in a game is the library's (:meth:`desktop.library.store.Library.player_rating`,
Glicko-2 against the levels' anchors: :mod:`desktop.library.rating`).  The dialog suggests the
app's level whose anchor is nearest it and offers "Match me", an AI at that rating
(:mod:`desktop.ai.adaptive`), saying what it plays now (its rating and node budget).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from desktop.ai.adaptive import MATCH_LEVEL, level_elos, match_level, match_spec
from desktop.ai.levels import APP_LEVELS, level_label
from desktop.core.language import Translatable, whole
from desktop.core.protocol import GameRules
from desktop.core.session import Seat
from desktop.library.rating import UNRATED, Rating

log = logging.getLogger(__name__)


class LevelHintText(Translatable):
    """The words of the New Game dialog's level suggestion and of Match me."""


def player_rating(game_id: str) -> Rating | None:
    """The player's rating in ``game_id`` from the game library; None when it cannot be read."""
    try:
        from desktop.library.store import open_library

        library = open_library()
        try:
            return library.player_rating(game_id)
        finally:
            library.close()
    except Exception:  # no library is no suggestion, never a failed dialog
        log.warning("the game library's rating of %s cannot be read", game_id, exc_info=True)
        return None


def suggested_level(rules: GameRules[Any, Any], rating: Rating) -> str:
    """The app's level whose anchor in this game is nearest ``rating`` (the lower on a tie)."""
    anchors = level_elos(rules.info.ai)
    rated = [level for level in APP_LEVELS if level in anchors] or list(APP_LEVELS[:1])
    return min(rated, key=lambda level: abs(anchors.get(level, rating.value) - rating.value))


def is_match(seat: object) -> bool:
    """A seat of "Match me" (at any rating); a seat box's other data (the Host dialog's
    "remote") is not."""
    return isinstance(seat, Seat) and seat.is_ai and seat.level.partition(":")[0] == MATCH_LEVEL


def match_seat(rating: Rating) -> Seat:
    """An AI seat of Match me at ``rating``."""
    return Seat.ai(match_level(rating.value))


def match_choice(rating: Rating) -> str:
    """The seat box's item: ``AI Match me (1,420)``."""
    return LevelHintText.tr("AI {level}").format(level=level_label(match_level(rating.value)))


def suggestion_text(rules: GameRules[Any, Any], rating: Rating) -> str:
    """``Suggested for you: Medium (your rating 1,420 ± 240)``; the unrated player is told so."""
    level = level_label(suggested_level(rules, rating))
    if rating == UNRATED:
        unrated = LevelHintText.tr("Suggested for you: {level} (not rated yet: finish a game against the AI)")
        return unrated.format(level=level)
    return LevelHintText.tr("Suggested for you: {level} (your rating {rating})").format(
        level=level, rating=rating.text()
    )


def match_text(rules: GameRules[Any, Any], options: Mapping[str, Any], rating: Rating) -> str:
    """Where Match me stands now: ``Match me plays at 1,420: 1,880 nodes a move, …``."""
    spec = match_spec(rules, {"players": 2, **options}, round(rating.value))
    return LevelHintText.tr("Match me plays at {rating}: {budget}").format(
        rating=whole(rating.value), budget=spec.text()
    )
