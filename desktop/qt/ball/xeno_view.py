"""The playable Xeno ball: click a stack, then its step or each landing of a jump.

Targets come from the rules: the view keeps the path clicked so far and
filters ``session.legal_moves()`` by it, so it never decides what is legal.
The setup ceremony happens on the ball (the removed piece's space is marked;
the setup player clicks the stack to put it on); colour choices are asked in
a small dialog (:func:`ask_colour`, which tests replace).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QToolTip, QVBoxLayout, QWidget

from desktop.core.protocol import MoveStep
from desktop.core.session import Session
from desktop.games.xeno.evaluation import control, material
from desktop.games.xeno.rules import (
    CHOOSE,
    COLOUR_NAMES,
    COLOURS,
    JUMP,
    LETTERS,
    PLACE,
    PLAY,
    SETUP,
    STEP,
    XenoMove,
    XenoRules,
    XenoState,
    can_move,
)
from desktop.qt.ball.gl_widget import PLAYER_COLOURS, BallWidget, palette
from desktop.qt.ball.meshes import (
    Instances,
    join,
    path_instances,
    ring_at,
    slerp_point,
    space_radius,
    stack_at,
    stack_heights,
    stack_instances,
)
from desktop.qt.boards.contract import DisplayOptions, GameView, SessionView, ViewFeatures, last_move

SPACE = (0.93, 0.89, 0.80, 1.0)
SELECTED = (1.0, 0.80, 0.25, 1.0)
TARGET = (0.50, 0.85, 0.55, 1.0)
LAST_MOVE = (0.68, 0.80, 0.98, 1.0)
REMOVED = (0.98, 0.45, 0.42, 1.0)
MOVABLE = (0.98, 0.94, 0.84, 1.0)


HINT = (0.45, 0.65, 1.0, 1.0)


@dataclass
class _MoveAnimation:
    state: XenoState  # the position after the move
    before: XenoState
    steps: list[MoveStep[XenoState]]  # one per hop, from the rules
    start: float
    duration: float


def ask_colour(parent: QWidget, chooser: str, free: list[int]) -> int | None:
    """Ask ``chooser`` to pick one of the ``free`` colours; None if they close the dialog."""
    dialog = QDialog(parent)
    dialog.setWindowTitle("Choose a colour")
    layout = QVBoxLayout(dialog)
    layout.addWidget(QLabel(f"{chooser}: choose the colour you will play", dialog))
    row = QHBoxLayout()
    chosen: list[int] = []
    for colour in free:
        button = QPushButton(COLOUR_NAMES[colour], dialog)
        button.setToolTip(f"Play the {COLOUR_NAMES[colour].lower()} pieces (letter {LETTERS[colour]})")
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
        return "empty"
    names = [COLOUR_NAMES[LETTERS.index(ch)] for ch in stack]
    owner = names[-1]
    return f"{', '.join(names)} (bottom to top): {owner} controls it"


class XenoView(SessionView, QWidget):
    """The Xeno board view: the ball, keeping the :class:`~desktop.qt.boards.contract.GameView` contract."""

    move_chosen = Signal(object)
    hint_changed = Signal(str)
    features = ViewFeatures(reset_view=True, space_numbers=True, letters=True)

    #: replaced in tests: how a human picks a colour
    colour_picker: Callable[[QWidget, str, list[int]], int | None] = staticmethod(ask_colour)

    def __init__(self, session: Session[Any, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.blocked_reason: str | None = None
        self.path: list[int] = []
        self._legal: list[XenoMove] = []
        self._legal_for: object = None
        self._flip = False
        self._asking = False
        self.hint_move: XenoMove | None = None
        state = self.state
        self.ball = BallWidget(state.geometry, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.ball)
        self.setFocusProxy(self.ball)
        self.ball.space_clicked.connect(self.click_space)
        self.ball.space_hovered.connect(self._hover)
        self._palette = palette()
        #: animate moves along the ball (the View menu's "Animate Moves")
        self.animate_moves = True
        self._animation: _MoveAnimation | None = None
        self._animation_timer = QTimer(self)
        self._animation_timer.setInterval(16)
        self._animation_timer.timeout.connect(self._animation_step)
        self.refresh()

    # -- reading the session -----------------------------------------------------------
    @property
    def rules(self) -> XenoRules:
        rules = self.session.rules
        assert isinstance(rules, XenoRules)
        return rules

    @property
    def state(self) -> XenoState:
        state = self.session.state
        assert isinstance(state, XenoState)
        return state

    def player_colour(self, player: int) -> QColor:
        state = self.state
        if state.phase == PLAY:
            return QColor(PLAYER_COLOURS[state.seats[player]])
        if state.phase == COLOURS and 1 <= player <= len(state.seats):
            return QColor(PLAYER_COLOURS[state.seats[player - 1]])
        return QColor("#888888")

    def material_text(self, state: Any, player: int) -> str:
        if not isinstance(state, XenoState) or state.phase != PLAY:
            return "choosing a colour" if isinstance(state, XenoState) and state.phase == COLOURS else "setup"
        colour = state.seats[player]
        stacks = control(state)[colour]
        pieces = material(state)[colour]
        note = ""
        if state.ended is None and colour != state.active and not can_move(state, colour):
            note = " · skipped (no move)"
        return f"{stacks} stacks · {pieces} pieces{note}"

    # -- the window's interface ------------------------------------------------------------
    def set_flipped(self, flipped: bool) -> None:
        """Flip turns the ball to show its other side."""
        if bool(flipped) != self._flip:
            self._flip = bool(flipped)
            self.ball.camera.turn(180.0, 0.0)
            self.ball.update()

    def set_display(self, options: DisplayOptions) -> None:
        self.animate_moves = options.animate
        self.ball.show_numbers = options.space_numbers
        self.ball.letters = options.letters
        self.ball.update()

    def show_hint(self, move: Any) -> None:
        self.hint_move = move if isinstance(move, XenoMove) else None
        self.refresh()
        if self.hint_move is not None:
            self._bring_into_view(list(self.hint_move.path))

    def reset_view(self) -> None:
        self.ball.reset_view()

    def reset_selection(self) -> None:
        self.path = []

    def step_back(self) -> None:
        if self.path:
            self.path.pop()
            self.refresh()
            self.announce_hint()

    def square_point(self, space: int) -> QPoint:
        """Where a click lands on ``space`` (in the ball widget's coordinates)."""
        return self.ball.space_point(space).toPoint()

    # -- what the rules allow now ------------------------------------------------------------
    def legal_moves(self) -> list[XenoMove]:
        """The session's legal moves, worked out once per position on show.

        A refresh and a click each ask several times (movable stacks, targets,
        hints, explanations); on a big board every ask would search all the
        jump sequences again.
        """
        key = (self.session, self.session.state, self.session.is_over)  # a resignation ends play too
        if self._legal_for != key:
            self._legal = list(self.session.legal_moves())
            self._legal_for = key
        return self._legal

    def candidates(self) -> list[XenoMove]:
        """Legal moves that start with the path clicked so far."""
        if self.session.is_over:
            return []
        prefix = tuple(self.path)
        return [m for m in self.legal_moves() if m.path[: len(prefix)] == prefix]

    def targets(self) -> set[int]:
        """Spaces a click may go to next: the setup target stacks, or the next step of the path."""
        if self.state.phase == SETUP:
            return {m.path[1] for m in self.legal_moves()}
        n = len(self.path)
        return {m.path[n] for m in self.candidates() if len(m.path) > n}

    def current_hint(self) -> str:
        state = self.state
        if self.session.is_over:
            return ""
        who = self.rules.player_name(state, self.rules.to_move(state))
        if state.phase == SETUP:
            piece = COLOUR_NAMES[LETTERS.index(state.stacks[state.removed])]
            return (
                f"{who} (setup): the {piece.lower()} piece on space {state.removed + 1} is taken off — "
                "click a stack of another colour to put it on"
            )
        if state.phase == COLOURS:
            return f"{who}: choose a colour"
        if not self.path:
            jumps = any(m.kind == JUMP for m in self.legal_moves())
            verb = "a stack that can jump (jumps are compulsory)" if jumps else "one of your stacks"
            return f"{who} to move: click {verb}"
        if len(self.path) == 1:
            return f"{who}: click where stack {self.path[0] + 1} goes (Esc: choose again)"
        return f"{who}: the jump goes on — click the next landing space (Esc: one step back)"

    # -- drawing ------------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.state
        self.ball.set_geometry(state.geometry)
        if self._animation is None or self._animation.state is not state:
            self._stop_animation()
            self.ball.set_stacks(state.stacks, stack_instances(state.geometry, state.stacks, self._palette))
        self.ball.set_space_colours(self._space_colours())
        self.ball.set_dots(self._dots())
        if state.phase == COLOURS and not self._asking:
            QTimer.singleShot(0, self._maybe_ask_colour)

    def _space_colours(self) -> np.ndarray[Any, np.dtype[np.float32]]:
        state = self.state
        colours = np.tile(np.array(SPACE, np.float32), (state.geometry.size, 1))
        last = self._last_move()
        if last is not None and last.kind != CHOOSE:
            for s in last.path:
                colours[s] = LAST_MOVE
        if state.phase == SETUP:
            colours[state.removed] = REMOVED
        if self.blocked_reason is None and not self.session.is_over:
            if not self.path and state.phase == PLAY:
                for m in self.legal_moves():
                    colours[m.path[0]] = MOVABLE
            for s in self.path:
                colours[s] = SELECTED
            for s in self.targets() if (self.path or state.phase == SETUP) else ():
                colours[s] = TARGET
        if self.hint_move is not None and not self.path:
            for s in self.hint_move.path:
                colours[s] = HINT
        return colours

    def _last_move(self) -> XenoMove | None:
        move = last_move(self.session)
        return move if isinstance(move, XenoMove) else None

    def _dots(self) -> Instances:
        g = self.state.geometry
        size = float(np.median(space_radius(g))) * 0.09
        if len(self.path) > 1:
            return path_instances(g, self.path, SELECTED, size)
        if self.hint_move is not None and self.hint_move.kind in (STEP, JUMP):
            return path_instances(g, self.hint_move.path, HINT, size)
        last = self._last_move()
        if last is not None and last.kind == JUMP:
            return path_instances(g, last.path, (0.35, 0.55, 0.95, 1.0), size)
        return path_instances(g, [], SELECTED, size)

    # -- clicks ---------------------------------------------------------------------------------
    def click_space(self, space: int) -> None:
        self.setFocus()
        if self.blocked_reason:
            self.explain(self.blocked_reason)
            return
        if self.session.is_over:
            self.explain("The game is over: start a new game or look back through the moves")
            return
        if space < 0:
            self.explain("That is off the ball: drag to turn it, click a space to play")
            return
        state = self.state
        if state.phase == COLOURS:
            self._maybe_ask_colour()
            return
        if space in self.targets() and (self.path or state.phase == SETUP):
            self._extend(space)
            return
        if state.phase == SETUP:
            self._explain_setup(space)
            return
        origins = {m.path[0] for m in self.legal_moves()}
        if space in origins and (len(self.path) <= 1):
            self.path = [] if self.path == [space] else [space]
            self.refresh()
            self.announce_hint()
            self._show_targets()
            return
        self._explain_play(space, origins)

    def _show_targets(self) -> None:
        """Turn the ball (gently) when a selected stack's targets are out of sight."""
        targets = sorted(self.targets())
        if self.path and targets:
            self._bring_into_view([self.path[-1], *targets])

    def _bring_into_view(self, spaces: list[int]) -> None:
        """Turn the ball (gently) so ``spaces`` face the viewer: all if they fit, else the last ones."""
        g = self.state.geometry
        both = g.centres[spaces]
        if min(self.ball.camera.facing(both)) >= 0.35:
            return
        targets = spaces[1:] or spaces
        for group in (both, g.centres[targets]):
            middle = group.mean(axis=0)
            norm = float(np.linalg.norm(middle))
            if norm > 1e-6 and min(group @ (middle / norm)) > 0.3:
                self.ball.turn_point_to_front(middle / norm)
                return
        self.ball.turn_to_front(targets[0])

    def _extend(self, space: int) -> None:
        state = self.state
        if state.phase == SETUP:
            self.move_chosen.emit(XenoMove(PLACE, (state.removed, space)))
            return
        self.path.append(space)
        complete = [m for m in self.candidates() if m.path == tuple(self.path)]
        longer = [m for m in self.candidates() if len(m.path) > len(self.path)]
        if complete and not longer:
            move = complete[0]
            self.path = []
            self.move_chosen.emit(move)
            return
        self.refresh()
        self.announce_hint()
        self._show_targets()

    def _explain_setup(self, space: int) -> None:
        state = self.state
        if space == state.removed:
            self.explain(f"Space {space + 1} holds the piece taken off: put it on a stack of another colour")
        else:
            self.explain(
                f"Space {space + 1} has the same colour as the piece taken off: choose another colour"
            )

    def _explain_play(self, space: int, origins: set[int]) -> None:
        state = self.state
        stack = state.stacks[space]
        mine = LETTERS[state.active]
        name = COLOUR_NAMES[state.active]
        if self.path:
            self.explain(f"Stack {self.path[0] + 1} cannot go to space {space + 1} (Esc: choose again)")
        elif not stack:
            self.explain(f"Space {space + 1} is empty: click one of your ({name.lower()}) stacks")
        elif stack[-1] != mine:
            owner = COLOUR_NAMES[LETTERS.index(stack[-1])]
            self.explain(f"Stack {space + 1} is {owner}'s (its top piece): you play {name}")
        elif any(m.kind == JUMP for m in self.legal_moves()):
            jumpers = ", ".join(str(s + 1) for s in sorted(origins))
            self.explain(f"Jumps are compulsory: stack {jumpers} must jump")
        else:
            self.explain(f"Stack {space + 1} has no empty space next to it")

    def _maybe_ask_colour(self) -> None:
        state = self.state
        if state.phase != COLOURS or self.blocked_reason or self._asking or not self.session.at_end:
            return
        seat = self.rules.to_move(state)
        if self.session.seats[seat].is_ai:
            return
        self._asking = True
        try:
            free = [c for c in state.colours if c not in state.seats]
            colour = self.colour_picker(self, f"Player {seat + 1}", free)
        finally:
            self._asking = False
        if colour is None:
            self.explain(f"Player {seat + 1}: choose a colour (click the ball to see the choice again)")
            return
        if self.state is state:
            self.move_chosen.emit(XenoMove(CHOOSE, (), colour))

    # -- animation ---------------------------------------------------------------------------
    def animate_move(self, before: Any, move: Any, after: Any) -> None:
        """Play a slide or each hop of a jump along the ball, from the rules' steps."""
        self.hint_move = None
        self._stop_animation()
        if self.animate_moves and isinstance(move, XenoMove) and move.kind in (STEP, JUMP):
            steps = list(self.rules.move_steps(before, move))
            if steps and all(s.origin is not None and s.target is not None for s in steps):
                duration = min(0.25 * len(steps), 0.9)
                self._animation = _MoveAnimation(after, before, steps, time.monotonic(), duration)
                self._animation_timer.start()
        self.refresh()
        self._animation_step()

    def _stop_animation(self) -> None:
        self._animation_timer.stop()
        self._animation = None

    def _animation_step(self) -> None:
        anim = self._animation
        if anim is None:
            self._animation_timer.stop()
            return
        g = anim.state.geometry
        progress = (time.monotonic() - anim.start) / anim.duration
        if progress >= 1.0 or anim.state is not self.state:
            self._stop_animation()
            state = self.state
            self.ball.set_stacks(state.stacks, stack_instances(g, state.stacks, self._palette))
            return
        hop = min(int(progress * len(anim.steps)), len(anim.steps) - 1)
        t = progress * len(anim.steps) - hop
        t = t * t * (3 - 2 * t)
        step = anim.steps[hop]
        a, c = step.origin, step.target
        assert a is not None and c is not None
        previous = anim.steps[hop - 1].state.stacks if hop > 0 else anim.before.stacks
        stacks = list(step.state.stacks)  # the rules' stacks after this hop …
        mover = previous[a]  # … with the jumper still on its way from a to c
        stacks[c] = previous[c]
        lift = 1.0 + 0.6 * float(space_radius(g)[a]) * float(np.sin(np.pi * t))  # a hop, not a slide
        base = slerp_point(g.centres[a], g.centres[c], t) * lift
        parts = []
        for b in step.taken:
            # the taken ring travels from the top of its stack to the bottom of the jumper
            ring = step.state.stacks[c][0]
            heights = stack_heights(list(previous), g)
            top = g.centres[b] * (1.0 + heights[b])
            parts.append(ring_at(g, b, ring, top + (base - top) * t, self._palette))
        parts.append(stack_instances(g, stacks, self._palette))
        parts.append(stack_at(g, a, mover, base, self._palette))
        self.ball.set_stacks(anim.state.stacks, join(*parts))

    def _hover(self, space: int, pos: QPointF) -> None:
        if space < 0:
            QToolTip.hideText()
            return
        stack = self.state.stacks[space]
        text = f"Space {space + 1}: {describe_stack(stack)}"
        self.ball.setToolTip(text)
        QToolTip.showText(self.ball.mapToGlobal(pos.toPoint()), text, self.ball)

    def keyPressEvent(self, event: Any) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.step_back()
            return
        super().keyPressEvent(event)


_CONTRACT: type[GameView] = XenoView
