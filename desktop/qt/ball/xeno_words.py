"""What Xeno's ball says to the player: spaces and stacks by number, colours by name, and the
dialog in which a player picks a colour (:func:`ask_colour`, which tests replace)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.core.language import Translatable
from desktop.games.words import player_word
from desktop.games.xeno.rules import COLOUR_NAMES, LETTERS
from desktop.qt.ball.gl_widget import PLAYER_COLOURS
from desktop.qt.ball.labels import PIECE_LETTERS


class XenoText(Translatable):
    """What Xeno's ball tells the player (spaces and stacks by number, colours by name)."""


def stack_list(spaces: Sequence[int], most: int = 6) -> str:
    """``[15, 27]`` → ``"16 and 28"``: 1-based space numbers, the rest counted past ``most``."""
    names = [str(s + 1) for s in spaces]
    if len(names) > most:
        more = XenoText.tr("{spaces} and {n} more")
        return more.format(spaces=", ".join(names[: most - 1]), n=len(names) - most + 1)
    if len(names) == 1:
        return names[0]
    return XenoText.tr("{spaces} and {last}").format(spaces=", ".join(names[:-1]), last=names[-1])


def ask_colour(parent: QWidget, chooser: str, free: list[int]) -> int | None:
    """Ask ``chooser`` to pick one of the ``free`` colours; None if they close the dialog."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(XenoText.tr("Choose a colour"))
    layout = QVBoxLayout(dialog)
    layout.addWidget(
        QLabel(XenoText.tr("{player}: choose the colour you will play").format(player=chooser), dialog)
    )
    row = QHBoxLayout()
    chosen: list[int] = []
    for colour in free:
        button = QPushButton(player_word(COLOUR_NAMES[colour]), dialog)
        letter = PIECE_LETTERS[LETTERS[colour]]
        play = XenoText.tr("Play the {colour} pieces (letter {letter})")
        button.setToolTip(play.format(colour=player_word(COLOUR_NAMES[colour]).lower(), letter=letter))
        text = "#111" if colour in (0, 3, 5) else "#fff"
        button.setStyleSheet(f"background:{PLAYER_COLOURS[colour]}; color:{text}; padding:8px 14px;")
        button.clicked.connect(lambda _=False, c=colour: _choose(chosen, c, dialog))
        row.addWidget(button)
    layout.addLayout(row)
    dialog.exec()
    return chosen[0] if chosen else None


def _choose(chosen: list[int], colour: int, dialog: QDialog) -> None:
    chosen.append(colour)
    dialog.accept()


def describe_stack(stack: str) -> str:
    """``"aab"`` → ``"Orange, Orange, Blue (top): Blue controls it"``."""
    if not stack:
        return XenoText.tr("empty")
    names = [player_word(COLOUR_NAMES[LETTERS.index(ch)]) for ch in stack]
    controls = XenoText.tr("{colours} (bottom to top): {owner} controls it")
    return controls.format(colours=", ".join(names), owner=names[-1])
