"""The playable Xeno ball: click a stack, then its step or each landing of a jump.

Targets come from the rules: the view keeps the path clicked so far and
filters ``session.legal_moves()`` by it, so it never decides what is legal.
The setup ceremony happens on the ball (the removed piece's space is marked;
the setup player clicks the stack to put it on); colour choices are asked in
a small dialog (:func:`~desktop.qt.ball.xeno_words.ask_colour`, which tests replace).

What a player can do is drawn as frames on the spaces, so the pieces on them
keep their colours: gold around the stacks that can move, striped red around
those that must jump, green around targets.  J turns the ball to the marked
stacks (again: to the next group of them).  A move is shown where it happens:
the ball turns to it first when it was made out of sight, then each hop plays
(:class:`~desktop.qt.ball.move_animation.MoveQueue`).  The words: ``xeno_words``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QToolTip, QVBoxLayout, QWidget

from desktop.core.session import Session
from desktop.games.words import GameText
from desktop.games.xeno.evaluation import control, material
from desktop.games.xeno.rules import XenoRules, can_move
from desktop.games.xeno.state import Kind, Phase, XenoMove, XenoState
from desktop.qt.ball.camera import group_spaces
from desktop.qt.ball.gl_widget import (
    FRAME,
    PLAYER_COLOURS,
    STRIPED_FRAME,
    THICK_FRAME,
    BallWidget,
    ball_help,
    palette,
)
from desktop.qt.ball.meshes import (
    Instances,
    path_instances,
    space_radius,
    stack_instances,
)
from desktop.qt.ball.move_animation import MoveAnimation, MoveQueue
from desktop.qt.ball.xeno_words import (
    XenoText,
    ask_colour,
    describe_stack,
    hint_text,
    holdings_text,
    marked_text,
    play_refusal,
    setup_refusal,
)
from desktop.qt.boards.contract import (
    DisplayOptions,
    GameView,
    SessionView,
    ViewFeatures,
    recent_moves,
)

# Fills stay pale, so every player's rings keep their contrast on them; the
# highlight itself is the frame (a mark: RGB and the kind of frame).
SPACE = (0.93, 0.89, 0.80, 1.0)
SELECTED = (1.0, 0.91, 0.66, 1.0)
SELECTED_MARK = (0.62, 0.34, 0.02, THICK_FRAME)  # dark amber: darker than any ring
TARGET = (0.84, 0.95, 0.83, 1.0)
TARGET_MARK = (0.13, 0.60, 0.28, FRAME)
LAST_MOVE = (0.79, 0.86, 0.97, 1.0)
REMOVED = (0.99, 0.82, 0.79, 1.0)
REMOVED_MARK = (0.82, 0.13, 0.12, THICK_FRAME)
MOVABLE_MARK = (0.95, 0.68, 0.08, FRAME)  # gold: a stack that can move
MUST_JUMP_MARK = (0.82, 0.10, 0.10, STRIPED_FRAME)  # red and white stripes: a stack that must jump
HINT = (0.80, 0.86, 1.0, 1.0)
HINT_MARK = (0.18, 0.40, 0.95, THICK_FRAME)
# the move a review judged, beside the better move (the hint's blue): grey
PLAYED = (0.80, 0.80, 0.80, 1.0)
PLAYED_MARK = (0.30, 0.30, 0.30, FRAME)
PLAYED_DOTS = (0.45, 0.45, 0.45, 1.0)
UNMARKED = (0.0, 0.0, 0.0, 0.0)  # no frame
LESSON_MARK = (0.58, 0.20, 0.82, THICK_FRAME)  # violet: a place a lesson (or a hint) points to
LESSON_MUST_JUMP_MARK = (*LESSON_MARK[:3], STRIPED_FRAME)  # … at a stack that must jump: its stripes


@functools.cache
def _dot_size(geometry: Any) -> float:
    """The path dots' size on a board (boards are few and kept)."""
    return float(np.median(space_radius(geometry))) * 0.09


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
        #: the position whose stacks and pieces per colour the players panel shows
        self._counted: tuple[XenoState, dict[int, int], dict[int, int]] | None = None
        self._flip = False
        self._asking = False
        self.hint_move: XenoMove | None = None
        #: the move a review judged, drawn in grey beside the better move (``hint_move``)
        self.played_move: XenoMove | None = None
        self._drawn_for: object = None  # the position the hint (and the move played) belong to
        #: the spaces a lesson (or a puzzle's hint) marks, on every position shown
        self.marked: list[int] = []
        state = self.state
        self.ball = BallWidget(state.geometry, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.ball)
        self.setFocusProxy(self.ball)
        self.ball.space_clicked.connect(self.click_space)
        self.ball.space_hovered.connect(self._hover)
        self._palette = palette()
        #: the geometry and stacks whose rings at rest the ball shows (None: something else)
        self._rings_shown: tuple[Any, tuple[str, ...]] | None = None
        #: the moves played out on the ball: the one on show, those waiting, the timer
        self.moves = MoveQueue(self, self._palette, self)
        self._groups: list[list[int]] = []  # J: the marked stacks in groups that fit in one view
        self._groups_for: object = None
        self._group = -1
        #: the setup position the ball last turned to (its removed piece's space brought to the front)
        self._setup_shown: XenoState | None = None
        #: the jump being clicked hop by hop: the position, the path and the stacks after its hops
        self._hopped: tuple[XenoState, tuple[int, ...], tuple[str, ...]] | None = None
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
        if state.phase == Phase.PLAY:
            return QColor(PLAYER_COLOURS[state.seats[player]])
        if state.phase == Phase.COLOURS and 1 <= player <= len(state.seats):
            return QColor(PLAYER_COLOURS[state.seats[player - 1]])
        return QColor("#888888")

    def material_text(self, state: Any, player: int) -> str:
        if not isinstance(state, XenoState) or state.phase != Phase.PLAY:
            if isinstance(state, XenoState) and state.phase == Phase.COLOURS:
                return XenoText.tr("choosing a colour")
            return XenoText.tr("setup")
        colour = state.seats[player]
        if self._counted is None or self._counted[0] is not state:  # once a position, not a player
            self._counted = (state, control(state), material(state))
        _, stacks, pieces = self._counted
        skipped = state.ended is None and colour != state.active and not can_move(state, colour)
        return holdings_text(stacks[colour], pieces[colour], skipped)

    # -- the window's interface ------------------------------------------------------------
    def set_flipped(self, flipped: bool) -> None:
        """Flip turns the ball to show its other side."""
        if bool(flipped) != self._flip:
            self._flip = bool(flipped)
            self.ball.camera.turn(180.0, 0.0)
            self.ball.update()

    def snapshot(self) -> tuple[QImage, str]:
        """The ball's OpenGL framebuffer (a widget grab cannot read it), and the renderer."""
        return self.ball.grabFramebuffer(), f"OpenGL: {self.ball.gl_info or 'no OpenGL context'}"

    def set_display(self, options: DisplayOptions) -> None:
        self.moves.animate = options.animate
        self.moves.animation_ms = options.animation_ms
        if not options.animate:
            self.finish_animation()
        self.ball.show_numbers = options.space_numbers
        self.ball.letters = options.letters
        self.ball.update()

    def show_hint(self, move: Any) -> None:
        self.show_review(move, None)

    def mark_places(self, places: Sequence[str]) -> None:
        """Frame the spaces named by their numbers (1 … N), and turn the ball to them."""
        size = self.state.geometry.size
        marked = [int(p) - 1 for p in places if p.isdigit() and 1 <= int(p) <= size]
        turn = marked and marked != self.marked  # new marks: shown; the same: the ball stays
        self.marked = marked
        self.refresh()
        if turn:
            self.bring_into_view(marked)

    def show_review(self, better: Any, played: Any) -> None:
        """The better move in blue, the move played in grey (frames and dots), on the position
        on show; the ball turns to them."""
        self._stop_animation()
        self.hint_move = better if isinstance(better, XenoMove) else None
        self.played_move = played if isinstance(played, XenoMove) else None
        self._drawn_for = self.session.state
        self.refresh()
        better_way = list(self.hint_move.path) if self.hint_move is not None else []
        played_way = list(self.played_move.path) if self.played_move is not None else []
        both = list(dict.fromkeys(better_way + played_way))
        # both moves when they fit in one view, else the better one (the hint's way)
        self.bring_into_view(both if both and self.fits(both) else better_way or played_way)

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

    def movable_stacks(self) -> list[int]:
        """The spaces of the stacks that may move now (for a human to click), in order."""
        if self.state.phase != Phase.PLAY or self.session.is_over:
            return []
        return sorted({m.path[0] for m in self.legal_moves()})

    def must_jump(self) -> bool:
        """Whether jumps are compulsory and there is one: the marked stacks must jump."""
        return self.state.config.compulsory_jumps and any(m.kind == Kind.JUMP for m in self.legal_moves())

    def targets(self) -> set[int]:
        """Spaces a click may go to next: the setup target stacks, or the next step of the path."""
        if self.state.phase == Phase.SETUP:
            return {m.path[1] for m in self.legal_moves()}
        n = len(self.path)
        return {m.path[n] for m in self.candidates() if len(m.path) > n}

    def current_hint(self) -> str:
        if self.session.is_over:
            return ""
        state = self.state
        who = self.rules.player_name(state, self.rules.to_move(state))
        return hint_text(state, who, self.path, self.movable_stacks(), self.must_jump())

    # -- drawing ------------------------------------------------------------------------------
    def refresh(self) -> None:
        state = self.state
        if self._drawn_for is not state:  # a hint drawn for another position: gone
            self.hint_move = self.played_move = None
        self.ball.set_geometry(state.geometry)
        if not self.moves.shows(state):
            self.moves.stop()
            # the rings are worked out again only for other stacks: the window refreshes two or
            # three times a move (an AI starts and stops thinking), ~5 ms each on xeno-480
            stacks = self.shown_stacks()
            if self._rings_shown != (state.geometry, stacks):
                rings = stack_instances(state.geometry, stacks, self._palette)
                self.ball.set_stacks(stacks, rings)
                self._rings_shown = (state.geometry, stacks)
        self.show_marks()
        self._turn_to_setup()
        if state.phase == Phase.COLOURS and not self._asking:
            QTimer.singleShot(0, self._maybe_ask_colour)

    def shown_stacks(self) -> tuple[str, ...]:
        """The stacks the ball draws: the position on show; while a jump is clicked hop by hop,
        the stacks after the hops clicked so far (from the rules' steps), so the jumper stands
        where it has landed and nowhere else, and the pieces it took are off their stacks."""
        state = self.state
        path = tuple(self.path)
        if len(path) < 2 or state.phase != Phase.PLAY:
            return state.stacks
        if self._hopped is not None and self._hopped[0] is state and self._hopped[1] == path:
            return self._hopped[2]
        move = next((m for m in self.candidates() if m.kind == Kind.JUMP), None)
        if move is None:
            return state.stacks
        stacks = self.rules.move_steps(state, move)[len(path) - 2].state.stacks
        self._hopped = (state, path, stacks)
        return stacks

    def _turn_to_setup(self) -> None:
        """When the setup step comes on show (a new game, an undo back to it), turn the ball so
        the removed piece's space, marked red and named in the status bar, faces the viewer."""
        state = self.state
        if state.phase != Phase.SETUP:
            self._setup_shown = None
            return
        if self._setup_shown is state:
            return  # turned to it already: the player may have turned the ball since
        self._setup_shown = state
        self.ball.turn_to_front(state.removed, animate=self.isVisible())

    def _space_colours(
        self,
    ) -> tuple[np.ndarray[Any, np.dtype[np.float32]], np.ndarray[Any, np.dtype[np.float32]]]:
        """Each space's fill and mark (a frame): what a click can do, the last move, a hint."""
        state = self.state
        colours = np.tile(np.array(SPACE, np.float32), (state.geometry.size, 1))
        marks = np.tile(np.array(UNMARKED, np.float32), (state.geometry.size, 1))
        for move in self._marked_moves():
            for s in move.path:
                colours[s] = LAST_MOVE
        if state.phase == Phase.SETUP:
            colours[state.removed] = REMOVED
            marks[state.removed] = REMOVED_MARK
        if self.blocked_reason is None and not self.session.is_over and self.moves.current is None:
            # (not beside a review's verdict: its two moves are what the ball shows then)
            if not self.path and state.phase == Phase.PLAY and self.played_move is None:
                mark = MUST_JUMP_MARK if self.must_jump() else MOVABLE_MARK
                for s in self.movable_stacks():
                    marks[s] = mark
            for s in self.path:
                colours[s] = SELECTED
                marks[s] = SELECTED_MARK
            for s in self.targets() if (self.path or state.phase == Phase.SETUP) else ():
                colours[s] = TARGET
                marks[s] = TARGET_MARK
        for s in self.marked:  # a lesson's spaces, a puzzle's hint (a stack that must jump keeps its stripes)
            must = marks[s][3] == STRIPED_FRAME
            marks[s] = LESSON_MUST_JUMP_MARK if must else LESSON_MARK
        drawn = ((self.played_move, PLAYED, PLAYED_MARK), (self.hint_move, HINT, HINT_MARK))
        if not self.path:  # the move played in grey, the better one in blue over it
            for drawn_move, fill, frame in drawn:
                for s in drawn_move.path if drawn_move is not None else ():
                    colours[s] = fill
                    marks[s] = frame
        return colours, marks

    def _marked_moves(self) -> list[XenoMove]:
        """The moves marked on the ball: the one being played out, or every AI reply since
        the human's last move (:func:`recent_moves`)."""
        moves = recent_moves(self.session)
        if self.moves.current is not None:
            playing = self.moves.current.move  # the move on show, and the replies before it
            moves = moves[: moves.index(playing) + 1] if playing in moves else [playing]
        return [m for m in moves if isinstance(m, XenoMove) and m.kind != Kind.CHOOSE]

    def _dots(self) -> Instances:
        g = self.state.geometry
        size = _dot_size(g)
        if len(self.path) > 1:
            return path_instances(g, self.path, SELECTED, size)
        drawn = [
            path_instances(g, move.path, colour, size)
            for move, colour in ((self.played_move, PLAYED_DOTS), (self.hint_move, HINT))
            if move is not None and move.kind in (Kind.STEP, Kind.JUMP)
        ]
        if drawn:
            return Instances(np.vstack([d.matrices for d in drawn]), np.vstack([d.colours for d in drawn]))
        jumps = [m for m in self._marked_moves() if m.kind == Kind.JUMP]
        if jumps:
            dots = [path_instances(g, m.path, (0.35, 0.55, 0.95, 1.0), size) for m in jumps]
            return Instances(np.vstack([d.matrices for d in dots]), np.vstack([d.colours for d in dots]))
        return path_instances(g, [], SELECTED, size)

    # -- clicks ---------------------------------------------------------------------------------
    def click_space(self, space: int) -> None:
        self.setFocus()
        self.finish_animation()
        if self.blocked_reason:
            self.explain(self.blocked_reason)
            return
        if self.session.is_over:
            self.explain(XenoText.tr("The game is over: start a new game or look back through the moves"))
            return
        if space < 0:
            self.explain(XenoText.tr("That is off the ball: drag to turn it, click a space to play"))
            return
        state = self.state
        if state.phase == Phase.COLOURS:
            self._maybe_ask_colour()
            return
        if space in self.targets() and (self.path or state.phase == Phase.SETUP):
            self._extend(space)
            return
        if state.phase == Phase.SETUP:
            self.explain(setup_refusal(state, space))
            return
        origins = {m.path[0] for m in self.legal_moves()}
        if space in origins and (len(self.path) <= 1):
            self.path = [] if self.path == [space] else [space]
            self.refresh()
            self.announce_hint()
            self._show_targets()
            return
        self.explain(play_refusal(state, space, self.path, sorted(origins) if self.must_jump() else []))

    def _show_targets(self) -> None:
        """Turn the ball (gently) when a selected stack's targets are out of sight."""
        targets = sorted(self.targets())
        if self.path and targets:
            self.bring_into_view([self.path[-1], *targets])

    def bring_into_view(self, spaces: list[int], animate: bool = True, most: float | None = None) -> float:
        """Turn the ball (gently) so ``spaces`` face the viewer: all if they fit, else the last ones.

        Returns the seconds the turn takes (0 when they are in sight already, or there are none:
        a colour choice has no spaces).
        """
        if not spaces:
            return 0.0
        g = self.state.geometry
        both = g.centres[spaces]
        if min(self.ball.camera.facing(both)) >= 0.35:
            return 0.0
        targets = spaces[1:] or spaces
        for group in (both, g.centres[targets]):
            middle = group.mean(axis=0)
            norm = float(np.linalg.norm(middle))
            if norm > 1e-6 and min(group @ (middle / norm)) > 0.3:
                return self.ball.turn_point_to_front(middle / norm, animate, most)
        return self.ball.turn_to_front(targets[0], animate, most)

    def fits(self, spaces: list[int]) -> bool:
        """Whether ``spaces`` can all face the viewer at once."""
        group = self.state.geometry.centres[spaces]
        middle = group.mean(axis=0)
        norm = float(np.linalg.norm(middle))
        return norm > 1e-6 and min(group @ (middle / norm)) > 0.3

    # -- J: turning to the stacks that can move --------------------------------------------------
    def marked_groups(self) -> list[list[int]]:
        """The marked stacks (that can move, or must jump; in setup the piece taken off) in groups
        that each fit in one view, the biggest first."""
        state = self.state
        spaces = [state.removed] if state.phase == Phase.SETUP else self.movable_stacks()
        key = (self.session, state, tuple(spaces))
        if self._groups_for != key:
            self._groups_for, self._groups, self._group = (
                key,
                group_spaces(state.geometry.centres, spaces),
                -1,
            )
        return self._groups

    def turn_to_marked(self) -> None:
        """J: turn the ball to the marked stacks; pressed again, to the next group of them."""
        groups = self.marked_groups()
        if not groups:
            self.explain(
                XenoText.tr(
                    "No stack is marked now: J turns the ball to the stacks that can move on your turn"
                )
            )
            return
        self._group = (self._group + 1) % len(groups)
        group = groups[self._group]
        middle = self.state.geometry.centres[group].mean(axis=0)
        self.ball.turn_point_to_front(middle / max(float(np.linalg.norm(middle)), 1e-9))
        if self.state.phase == Phase.SETUP:
            self.explain(self.current_hint())  # it names the space of the piece taken off
        else:
            self.explain(marked_text(group, self.must_jump(), self._group + 1, len(groups)))

    def _extend(self, space: int) -> None:
        state = self.state
        if state.phase == Phase.SETUP:
            self.move_chosen.emit(XenoMove(Kind.PLACE, (state.removed, space)))
            return
        self.path.append(space)
        complete = [m for m in self.candidates() if m.path == tuple(self.path)]
        longer = [m for m in self.candidates() if len(m.path) > len(self.path)]
        if complete and not longer:
            move = complete[0]
            # the hops clicked before this last one are on the ball already: its animation
            # plays on from there, not from the origin again
            self.moves.clicked_jump = (state, move, len(self.path) - 2) if move.kind == Kind.JUMP else None
            self.path = []
            self.move_chosen.emit(move)
            return
        self.refresh()
        self.announce_hint()
        self._show_targets()

    def _maybe_ask_colour(self) -> None:
        state = self.state
        if state.phase != Phase.COLOURS or self.blocked_reason or self._asking or not self.session.at_end:
            return
        seat = self.rules.to_move(state)
        if self.session.seats[seat].is_ai:
            return
        self._asking = True
        try:
            free = [c for c in state.colours if c not in state.seats]
            colour = self.colour_picker(self, GameText.tr("Player {number}").format(number=seat + 1), free)
        finally:
            self._asking = False
        if colour is None:
            again = XenoText.tr("{player}: choose a colour (click the ball to see the choice again)")
            self.explain(again.format(player=GameText.tr("Player {number}").format(number=seat + 1)))
            return
        if self.state is state:
            self.move_chosen.emit(XenoMove(Kind.CHOOSE, (), colour))

    # -- animation (a MoveQueue plays the moves; the view turns the ball and draws for it) ----------
    def animate_move(self, before: Any, move: Any, after: Any) -> None:
        """The hint goes; :meth:`MoveQueue.play` shows the move where it happens."""
        self.hint_move = self.played_move = None
        self.moves.play(before, move, after)

    @property
    def _animation(self) -> MoveAnimation | None:
        """The move being played out (:attr:`MoveQueue.current`), if any."""
        return self.moves.current

    def _stop_animation(self) -> None:
        self.moves.stop()

    @property
    def ball_held(self) -> bool:
        return self.ball.held

    def show_frame(self, stacks: tuple[str, ...], rings: Instances) -> None:
        self.ball.set_stacks(stacks, rings)
        self._rings_shown = None  # a frame of a move: not the stacks at rest

    def show_marks(self) -> None:
        self.ball.set_space_colours(*self._space_colours())
        self.ball.set_dots(self._dots())

    def _hover(self, space: int, pos: QPointF) -> None:
        if space < 0:
            QToolTip.hideText()
            self.ball.setToolTip(ball_help())
            return
        stack = self.shown_stacks()[space]  # a jump being clicked: where its hops have put the pieces
        text = XenoText.tr("Space {space}: {stack}").format(space=space + 1, stack=describe_stack(stack))
        self.ball.setToolTip(text)
        QToolTip.showText(self.ball.mapToGlobal(pos.toPoint()), text, self.ball)

    def keyPressEvent(self, event: Any) -> None:
        self.finish_animation()
        if event.key() == Qt.Key.Key_Escape:
            self.step_back()
            return
        if event.key() == Qt.Key.Key_J and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            self.turn_to_marked()
            return
        super().keyPressEvent(event)


_CONTRACT: type[GameView] = XenoView
