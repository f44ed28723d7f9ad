"""The one contract every board view keeps, the Xeno ball included.

The main window talks to a view only through :class:`GameView`; mypy checks
each view against it (each view module ends with ``_CONTRACT: type[GameView]
= TheView``) and ``tests/qt/test_view_contract.py`` makes every registered
game's view and checks it at run time too.

A view draws the position at its session's cursor with the last move marked,
reports a whole legal move built from clicks (``move_chosen``) and what a
click would do or why it was refused (``hint_changed``); highlights, hints
and animations come from the rules (legal moves, :meth:`GameRules.move_steps`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast, runtime_checkable

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QWidget

from desktop.core.session import Session


@dataclass(frozen=True)
class ViewFeatures:
    """What a view offers beyond the contract's common part, so the window enables its actions."""

    reset_view: bool = False  # the camera can be reset (R): the ball
    space_numbers: bool = False  # numbers on the spaces on demand (N): the ball
    letters: bool = False  # letters on the pieces for colour-blind players (L)


@dataclass(frozen=True)
class DisplayOptions:
    """The View menu's switches every view is told about."""

    space_numbers: bool = False
    letters: bool = False
    animate: bool = True
    #: how long a move takes to play out on the board, all its steps together
    animation_ms: int = 400


@runtime_checkable
class GameView(Protocol):
    """A board view: a widget that shows a session's position and reports moves."""

    #: why clicks are not taken now (an AI to move, …), set by the window; ``None`` when they are
    blocked_reason: str | None
    features: ViewFeatures

    @property
    def move_chosen(self) -> SignalInstance:
        """Emitted with a whole legal move once the clicks make one."""
        ...

    @property
    def hint_changed(self) -> SignalInstance:
        """Emitted with what a click would do now, or why the last click did nothing."""
        ...

    def widget(self) -> QWidget:
        """The widget to lay out (the view itself)."""
        ...

    def set_session(self, session: Session[Any, Any]) -> None:
        """Show another game of this view's kind."""
        ...

    def refresh(self) -> None:
        """Show the position at the session's cursor, the last move marked, any selection kept."""
        ...

    def animate_move(self, before: Any, move: Any, after: Any) -> None:
        """Show ``move`` being played from ``before`` step by step, ending on ``after`` (may be instant)."""
        ...

    def show_hint(self, move: Any) -> None:
        """Draw ``move`` as a suggestion on the position on show (``None`` clears it); it goes
        when another position is shown or a move is played."""
        ...

    def show_review(self, better: Any, played: Any) -> None:
        """Draw a review's verdict on the position on show: ``better`` as a hint and ``played``
        (the move the review judged) in a style of its own (grey), both gone, as a hint is,
        when another position is shown; ``None, None`` clears them."""
        ...

    def drawn_moves(self) -> tuple[Any, Any]:
        """The hint (or better move) and the judged move drawn now, ``None`` where none."""
        ...

    def mark_places(self, places: Sequence[str]) -> None:
        """Mark the places named in the game's notation (``d3``; a space's number on the ball),
        a lesson's squares that matter or a puzzle's hint, on every position shown until other
        places are marked (``[]``: none); a name that is no place of this board is left out."""
        ...

    def explain(self, text: str) -> None:
        """Say why a click was refused (through ``hint_changed``)."""
        ...

    def current_hint(self) -> str:
        """What a click would do now."""
        ...

    def step_back(self) -> None:
        """Undo one step of a move being built (Escape)."""
        ...

    def reset_selection(self) -> None:
        """Forget a move being built."""
        ...

    def set_flipped(self, flipped: bool) -> None:
        """Turn the board (or the ball) to show the other side."""
        ...

    def snapshot(self) -> tuple[QImage, str]:
        """The view as a picture, and how it was taken (the ball through OpenGL: its renderer)."""
        ...

    def reset_view(self) -> None:
        """Back to the default camera, where the view has one (``features.reset_view``)."""
        ...

    def set_display(self, options: DisplayOptions) -> None:
        """Apply the View menu's switches that this view supports."""
        ...

    def player_colour(self, player: int) -> QColor:
        """The colour that stands for ``player`` in the side panel."""
        ...

    def material_text(self, state: Any, player: int) -> str:
        """What ``player`` holds, for the Players panel."""
        ...


class SessionView:
    """What every view does the same way, mixed in before its Qt class (the board views and the ball)."""

    session: Session[Any, Any]
    hint_move: Any
    played_move: Any  # a review's judged move, drawn beside the better move (hint_move)
    hint_changed: Any  # the view's Signal(str)

    def widget(self) -> QWidget:
        return cast(QWidget, self)

    def snapshot(self) -> tuple[QImage, str]:
        return self.widget().grab().toImage(), "widget"

    def set_session(self, session: Session[Any, Any]) -> None:
        self.session = session
        self.hint_move = self.played_move = None
        self.reset_selection()
        self.refresh()

    def refresh(self) -> None:
        raise NotImplementedError

    def reset_selection(self) -> None:
        """Forget a move being built."""

    def current_hint(self) -> str:
        """What a click would do now."""
        return ""

    def drawn_moves(self) -> tuple[Any, Any]:
        """The hint (or better move) and the judged move drawn now, ``None`` where none."""
        return self.hint_move, self.played_move

    _animation: Any  # the move being played out, if any

    @property
    def animating(self) -> bool:
        """True while a move is being played out (on the ball: turning to it, or its hops)."""
        return self._animation is not None

    def finish_animation(self) -> None:
        """End any move being played out at once (a click, a key), showing the position on show."""
        if self._animation is not None:
            self._stop_animation()
            self.refresh()

    def _stop_animation(self) -> None:
        raise NotImplementedError

    def explain(self, text: str) -> None:
        self.hint_changed.emit(text)

    def announce_hint(self) -> None:
        self.hint_changed.emit(self.current_hint())


def last_move(session: Session[Any, Any]) -> Any:
    """The move that led to the position on show, or ``None`` at the start."""
    return session.moves[session.cursor - 1] if session.cursor > 0 else None


def recent_moves(session: Session[Any, Any]) -> list[Any]:
    """The moves to keep marked on the position on show, oldest first.

    The last move; and when AI seats have moved since a human last did, every
    one of those AI moves, so a human who faces several AI seats sees each
    reply until making the next move.  With no human seat (AI against AI),
    only the last move.
    """
    seats = session.seats
    if session.cursor == 0:
        return []
    if all(seat.is_ai for seat in seats):
        return [session.moves[session.cursor - 1]]
    rules = session.rules
    found: list[Any] = []
    for ply in range(session.cursor - 1, -1, -1):
        mover = rules.to_move(session.states[ply])
        if not (0 <= mover < len(seats) and seats[mover].is_ai):
            break
        found.append(session.moves[ply])
    return found[::-1] or [session.moves[session.cursor - 1]]
