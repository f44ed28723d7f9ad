"""The one question asked before the game on show is replaced while it has unsaved moves.

New, Open, Paste, a record dropped on the window, the start page's cards,
its recent games and its Resume buttons, and Quit all ask it (through
:meth:`~desktop.qt.shell.main_window.MainWindow.confirm_drop`).  *Keep for
later* is the default: the game stays in its autosave and the start page
offers it again, so a click never loses a game; *Discard* is the only answer
that lets it go.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtWidgets import QMessageBox, QWidget

from desktop.core.language import Translatable, translate


class UnsavedText(Translatable):
    """The question before a game with unsaved moves is replaced (``Doing``: what replaces it)."""


class Drop(Enum):
    """The answers: save it to a file, keep it to resume later, discard it, or do nothing."""

    SAVE = "save"
    KEEP = "keep"
    DISCARD = "discard"
    CANCEL = "cancel"


def ask_unsaved(parent: QWidget, game: str, doing: str, can_keep: bool) -> Drop:
    """Ask what becomes of the game of ``game`` with unsaved moves before the app ``doing``
    (``can_keep``: the game has not ended, so it can be resumed later)."""
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(UnsavedText.tr("Unsaved moves"))
    box.setText(UnsavedText.tr("This game of {game} has moves you have not saved.").format(game=game))
    what = UnsavedText.tr("What becomes of it before you {doing}?").format(doing=translate("Doing", doing))
    if can_keep:
        what += UnsavedText.tr(" Kept games wait on the start page, under Resume.")
    box.setInformativeText(what)
    answers: dict[object, Drop] = {}
    default = None
    if can_keep:
        default = box.addButton(UnsavedText.tr("Keep for Later"), QMessageBox.ButtonRole.AcceptRole)
        default.setToolTip(UnsavedText.tr("Resume it later from the start page"))
        answers[default] = Drop.KEEP
    save = box.addButton(UnsavedText.tr("Save…"), QMessageBox.ButtonRole.ActionRole)
    save.setToolTip(UnsavedText.tr("Save it in a file of your own"))
    answers[save] = Drop.SAVE
    discard = box.addButton(QMessageBox.StandardButton.Discard)
    discard.setToolTip(UnsavedText.tr("Let it go: it cannot be got back"))
    answers[discard] = Drop.DISCARD
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    answers[cancel] = Drop.CANCEL
    box.setDefaultButton(default or save)
    box.setEscapeButton(cancel)
    box.exec()
    return answers.get(box.clickedButton(), Drop.CANCEL)
