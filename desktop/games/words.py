"""The games' words as players read them, in the app's language (no Qt: the hook is
:func:`desktop.core.language.translate`): the players' names and the reasons a game ends.

The names stay English in the rules' tables (notation and position texts never change); what a
player reads goes through :func:`player_word` and :class:`GameText`.
"""

from __future__ import annotations

from desktop.core.language import Translatable, translate


class GameText(Translatable):
    """Why a game ended, the move list's words for moves that are not notation."""


class RulesText(Translatable):
    """Why a move text or a position text is refused (the texts themselves stay notation)."""


def player_word(name: str) -> str:
    """A player's name (``"Pink"``, ``"Orange"``) in the app's language (each game marks its names
    for pyside6-lupdate where it names them: ``QT_TRANSLATE_NOOP("Players", …)``)."""
    return translate("Players", name)


def repetition() -> str:
    return GameText.tr("the same position occurred three times")


def no_pieces_left(name: str) -> str:
    return GameText.tr("{player} has no pieces left").format(player=player_word(name))
