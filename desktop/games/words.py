"""The games' words as players read them, in the app's language (no Qt: the hook is
:func:`desktop.core.language.translate`): the players' names and the reasons a game ends.

The names stay English in the rules' tables (notation and position texts never change); what a
player reads goes through :func:`player_word` and :class:`GameText`.
"""

from __future__ import annotations

from desktop.core.language import QT_TRANSLATE_NOOP, Translatable, translate


class GameText(Translatable):
    """Why a game ended, the move list's words for moves that are not notation."""


class RulesText(Translatable):
    """Why a move text or a position text is refused (the texts themselves stay notation)."""


#: every game's player names, for pyside6-lupdate (Oxono, Zeno, X Spectrum, Xeno's colours)
_NAMES = (
    QT_TRANSLATE_NOOP("Players", "Pink"),
    QT_TRANSLATE_NOOP("Players", "Black"),
    QT_TRANSLATE_NOOP("Players", "White"),
    QT_TRANSLATE_NOOP("Players", "South"),
    QT_TRANSLATE_NOOP("Players", "North"),
    QT_TRANSLATE_NOOP("Players", "Orange"),
    QT_TRANSLATE_NOOP("Players", "Blue"),
    QT_TRANSLATE_NOOP("Players", "Green"),
    QT_TRANSLATE_NOOP("Players", "Yellow"),
    QT_TRANSLATE_NOOP("Players", "Purple"),
    QT_TRANSLATE_NOOP("Players", "Sky"),
)


def player_word(name: str) -> str:
    """A player's name (``"Pink"``, ``"Orange"``) in the app's language."""
    return translate("Players", name)


def repetition() -> str:
    return GameText.tr("the same position occurred three times")


def no_pieces_left(name: str) -> str:
    return GameText.tr("{player} has no pieces left").format(player=player_word(name))
