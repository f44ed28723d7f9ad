"""What Xeno's ball says to the player: spaces and stacks by number, colours by name, what a
click would do now (:func:`hint_text`) or why it did nothing (:func:`setup_refusal`,
:func:`play_refusal`), what J turned to, and the dialog in which a player picks a colour
(:func:`ask_colour`, which tests replace).  The view works out the facts; these say them."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from desktop.core.language import Translatable
from desktop.games.words import player_word
from desktop.games.xeno.state import COLOUR_NAMES, LETTERS, Phase, XenoState
from desktop.qt.ball.gl_widget import PLAYER_COLOURS, TURN_KEYS
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


def holdings_text(stacks: int, pieces: int, skipped: bool) -> str:
    """What a player holds, for the players panel: ``"3 stacks · 7 pieces"``, and
    `` · skipped (no move)`` when their turn is passed over."""
    note = XenoText.tr(" · skipped (no move)") if skipped else ""
    stacks_text = XenoText.tr("%n stack|%n stacks", None, stacks)
    return f"{stacks_text} · {XenoText.tr('%n piece|%n pieces', None, pieces)}{note}"


def hint_text(
    state: XenoState, who: str, path: Sequence[int], movable: Sequence[int], must_jump: bool
) -> str:
    """What a click would do now, said to ``who`` (the player to move): the setup step, the
    colour choice, the stacks that can move (``movable``; ``must_jump``: they must jump), where
    the stack clicked (``path``) goes, or the next landing of a jump."""
    if state.phase == Phase.SETUP:
        piece = player_word(COLOUR_NAMES[LETTERS.index(state.stacks[state.removed])])
        return XenoText.tr(
            "{player} (setup): the {colour} piece on space {space} is taken off — "
            "click a stack of another colour to put it on"
        ).format(player=who, colour=piece.lower(), space=state.removed + 1)
    if state.phase == Phase.COLOURS:
        return XenoText.tr("{player}: choose a colour").format(player=who)
    if not path:
        if must_jump:
            if len(movable) == 1:
                return XenoText.tr(
                    "{player} to move: stack {space} must jump (jumps are compulsory) — "
                    "striped red frame; J turns the ball to it"
                ).format(player=who, space=movable[0] + 1)
            return XenoText.tr(
                "{player} to move: stacks {spaces} must jump — striped red frames; J turns the ball to them"
            ).format(player=who, spaces=stack_list(movable))
        if len(movable) == 1:
            only = XenoText.tr(
                "{player} to move: only stack {space} can move (gold frame; J turns the ball to it)"
            )
            return only.format(player=who, space=movable[0] + 1)
        return XenoText.tr(
            "{player} to move: click one of your %n stacks that can move "
            "(gold frames; J turns the ball to them)",
            None,
            len(movable),
        ).format(player=who)
    if len(path) == 1:
        where = XenoText.tr("{player}: click where stack {space} goes (Esc: choose again)")
        return where.format(player=who, space=path[0] + 1)
    goes_on = XenoText.tr("{player}: the jump goes on — click the next landing space (Esc: one step back)")
    return goes_on.format(player=who)


def setup_refusal(state: XenoState, space: int) -> str:
    """Why a click on ``space`` in setup puts nothing on (it is no stack the piece taken off may go on)."""
    if space == state.removed:
        off = XenoText.tr("Space {space} holds the piece taken off: put it on a stack of another colour")
        return off.format(space=space + 1)
    same = XenoText.tr("Space {space} has the same colour as the piece taken off: choose another colour")
    return same.format(space=space + 1)


def play_refusal(state: XenoState, space: int, path: Sequence[int], jumpers: Sequence[int]) -> str:
    """Why a click on ``space`` does nothing in play: no target of the stack clicked (``path``),
    an empty space, another player's stack, one that cannot move while ``jumpers`` must jump
    (sorted; empty when no stack can jump), or one boxed in."""
    stack = state.stacks[space]
    mine = LETTERS[state.active]
    name = player_word(COLOUR_NAMES[state.active])
    if path:
        cannot = XenoText.tr("Stack {stack} cannot go to space {space} (Esc: choose again)")
        return cannot.format(stack=path[0] + 1, space=space + 1)
    if not stack:
        empty = XenoText.tr("Space {space} is empty: click one of your ({colour}) stacks")
        return empty.format(space=space + 1, colour=name.lower())
    if stack[-1] != mine:
        owner = player_word(COLOUR_NAMES[LETTERS.index(stack[-1])])
        theirs = XenoText.tr("Stack {space} is {owner}'s (its top piece): you play {colour}")
        return theirs.format(space=space + 1, owner=owner, colour=name)
    if jumpers:
        must = XenoText.tr(
            "Jumps are compulsory: stack {spaces} must jump (J turns the ball to it)"
            "|Jumps are compulsory: stacks {spaces} must jump (J turns the ball to them)",
            None,
            len(jumpers),
        )
        return must.format(spaces=stack_list(jumpers))
    return XenoText.tr("Stack {space} has no empty space next to it").format(space=space + 1)


def marked_text(group: Sequence[int], must_jump: bool, number: int, count: int) -> str:
    """What J says when it has turned the ball to ``group``, group ``number`` of ``count`` of the
    marked stacks (``must_jump``: they must jump, else they can move)."""
    if must_jump:
        what = XenoText.tr("Stack {spaces} must jump|Stacks {spaces} must jump", None, len(group))
    else:
        what = XenoText.tr("Stack {spaces} can move|Stacks {spaces} can move", None, len(group))
    what = what.format(spaces=stack_list(group))
    if count > 1:
        more = XenoText.tr(" (group {number} of {count}: J for the next)")
        what += more.format(number=number, count=count)
    turn = XenoText.tr("{what} — turn the ball with the mouse or {keys}")
    return turn.format(what=what, keys=TURN_KEYS)
