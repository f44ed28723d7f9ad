"""Xeno moves played out on the ball: a slide, or each hop of a jump, from the rules' steps
(:meth:`~desktop.games.xeno.rules.XenoRules.move_steps`), one move at a time.

:class:`MoveQueue` keeps the move on show, the moves waiting their turn and the frame timer;
it asks the view (a :class:`MoveStage`: :class:`~desktop.qt.ball.xeno_view.XenoView`) to turn
the ball and to draw.  :func:`hop_rings` knows where the rings are at each moment of a hop,
:func:`move_seconds` how long a move takes.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Protocol

import numpy as np
from PySide6.QtCore import QObject, QTimer

from desktop.core.protocol import MoveStep
from desktop.games.xeno.rules import XenoRules
from desktop.games.xeno.state import Kind, XenoMove, XenoState
from desktop.qt.ball.meshes import (
    Instances,
    Palette,
    join,
    ring_at,
    slerp_point,
    space_radius,
    stack_at,
    stack_heights,
    stack_instances,
)
from desktop.qt.boards.contract import DisplayOptions

ANIMATION_MS = DisplayOptions().animation_ms
"""How long a one-hop move takes to play out until the window says (``DisplayOptions.animation_ms``)."""
MAX_QUEUED = 3  # moves waiting to be shown (several AI seats); one more ends the oldest at once


def move_seconds(hops: int, animation_ms: int) -> float:
    """How long a move of ``hops`` hops plays: ``animation_ms`` for the first, ¾ of it for each
    further hop (every hop stays slow enough to follow), three seconds at most."""
    first = max(animation_ms, 0) / 1000
    return min(first * (1 + 0.75 * (hops - 1)), max(first, 3.0))


@dataclass
class MoveAnimation:
    """One move on show: the positions around it, its hops, when it started and how long it takes."""

    state: XenoState  # the position after the move
    before: XenoState
    move: XenoMove
    steps: list[MoveStep[XenoState]]  # one per hop, from the rules
    start: float  # after the ball has turned to the move, when it was out of sight
    duration: float
    hop: int = 0  # the hop on show (the ball follows the jumper when a hop goes out of sight)
    resting: tuple[int, Instances, np.ndarray] | None = None  # a hop's rings at rest, their heights

    def hop_spaces(self, hop: int) -> list[int]:
        """The spaces hop ``hop`` goes from and to."""
        step = self.steps[hop]
        assert step.origin is not None and step.target is not None
        return [step.origin, step.target]


def hop_rings(anim: MoveAnimation, hop: int, t: float, palette: Palette) -> Instances:
    """Every ring on the ball a fraction ``t`` (eased, 0 to 1) through hop ``hop`` of ``anim``:
    the jumper on its way (lifted: a hop, not a slide), a ring it takes travelling from the top
    of its stack to the bottom of the jumper, the rest at rest (worked out once a hop)."""
    g = anim.state.geometry
    step = anim.steps[hop]
    a, c = anim.hop_spaces(hop)
    previous = anim.steps[hop - 1].state.stacks if hop > 0 else anim.before.stacks
    mover = previous[a]  # the jumper, on its way from a to c
    if anim.resting is None or anim.resting[0] != hop:  # the same for every frame of a hop
        stacks = list(step.state.stacks)  # the rules' stacks after this hop, but for the jumper
        stacks[c] = previous[c]
        heights = stack_heights(list(previous), g)
        anim.resting = (hop, stack_instances(g, stacks, palette), heights)
    _, resting, heights = anim.resting
    lift = 1.0 + 0.6 * float(space_radius(g)[a]) * float(np.sin(np.pi * t))  # a hop, not a slide
    base = slerp_point(g.centres[a], g.centres[c], t) * lift
    parts = []
    for b in step.taken:
        # the taken ring travels from the top of its stack to the bottom of the jumper
        ring = step.state.stacks[c][0]
        top = g.centres[b] * (1.0 + heights[b])
        parts.append(ring_at(g, b, ring, top + (base - top) * t, palette))
    parts.append(resting)
    parts.append(stack_at(g, a, mover, base, palette))
    return join(*parts)


class MoveStage(Protocol):
    """What a :class:`MoveQueue` asks of the view it plays moves on."""

    @property
    def rules(self) -> XenoRules:
        """The rules, for a move's steps."""
        ...

    @property
    def ball_held(self) -> bool:
        """Whether the player holds the ball (a drag): then it does not follow the jumper."""
        ...

    def bring_into_view(self, spaces: list[int], animate: bool = True, most: float | None = None) -> float:
        """Turn the ball so ``spaces`` face the viewer (in ``most`` seconds at most); the seconds
        the turn takes."""
        ...

    def fits(self, spaces: list[int]) -> bool:
        """Whether ``spaces`` can all face the viewer at once."""
        ...

    def show_frame(self, stacks: tuple[str, ...], rings: Instances) -> None:
        """Draw one frame of a move: ``rings`` for ``stacks`` (the position after it)."""
        ...

    def show_marks(self) -> None:
        """Mark the spaces (fills, frames and path dots) for the move now on show."""
        ...

    def refresh(self) -> None:
        """Show the position on show, its marks and the last move."""
        ...


class MoveQueue:
    """The moves the ball plays out, one at a time: the one on show (:attr:`current`), those
    waiting their turn (several AI seats), the frame timer, and a jump the player clicked hop
    by hop (its animation plays on from the last landing clicked)."""

    def __init__(self, stage: MoveStage, palette: Palette, parent: QObject) -> None:
        self.stage = stage
        self.palette = palette
        #: animate moves along the ball (the View menu's "Animate Moves"), a one-hop move taking this long
        self.animate = True
        self.animation_ms = ANIMATION_MS
        self.current: MoveAnimation | None = None
        self.queued: list[tuple[XenoState, XenoMove, XenoState]] = []
        #: a jump the player clicked hop by hop, the hops already shown on the ball: its position,
        #: the move and how many hops its animation skips
        self.clicked_jump: tuple[XenoState, XenoMove, int] | None = None
        self.timer = QTimer(parent)
        self.timer.setInterval(16)
        self.timer.timeout.connect(self.step)

    def play(self, before: Any, move: Any, after: Any) -> None:
        """Show a move where it happens: the ball turns to it when it is out of sight, then a slide
        or each hop of a jump plays along the ball, from the rules' steps.

        A move that comes while another is on show waits its turn (several AI seats); beyond
        :data:`MAX_QUEUED` waiting, the oldest ends at once.  With animation off the ball still
        turns to the move (at once) and shows the position after it.
        """
        playable = (
            self.animate
            and self.animation_ms > 0
            and isinstance(move, XenoMove)
            and isinstance(before, XenoState)
            and isinstance(after, XenoState)
            and move.kind in (Kind.STEP, Kind.JUMP)
        )
        waiting = self.shows(before)
        if playable and waiting:
            self.queued.append((before, move, after))
            if len(self.queued) > MAX_QUEUED:
                self._next()  # the oldest ends at once
            return
        self.stop()
        if playable:
            self._start(before, move, after)
        elif isinstance(move, XenoMove) and move.kind in (Kind.STEP, Kind.JUMP):
            self.stage.bring_into_view(list(move.path), animate=False)  # still where it happened
        self.stage.refresh()
        self.step()

    def shows(self, state: XenoState) -> bool:
        """Whether moves are on show (or waiting) that end on ``state``."""
        return self.current is not None and self.shown_last() is state

    def shown_last(self) -> XenoState | None:
        """The position the moves on show (and waiting) end on."""
        if self.queued:
            return self.queued[-1][2]
        return self.current.state if self.current is not None else None

    def stop(self) -> None:
        """End the move on show and forget those waiting (the caller shows the position)."""
        self.timer.stop()
        self.current = None
        self.queued.clear()

    def _start(self, before: XenoState, move: XenoMove, after: XenoState) -> bool:
        steps = list(self.stage.rules.move_steps(before, move))
        if not steps or not all(s.origin is not None and s.target is not None for s in steps):
            return False
        path = list(move.path)
        clicked, self.clicked_jump = self.clicked_jump, None
        skip = clicked[2] if clicked is not None and clicked[0] is before and clicked[1] == move else 0
        if 0 < skip < len(steps):
            # the player clicked this jump hop by hop: the ball shows its first hops done already
            before, steps, path = steps[skip - 1].state, steps[skip:], path[skip:]
        turn = self.stage.bring_into_view(path if self.stage.fits(path) else path[:2])
        duration = move_seconds(len(steps), self.animation_ms)
        self.current = MoveAnimation(after, before, move, steps, time.monotonic() + turn, duration)
        self.timer.start()
        return True

    def _next(self) -> None:
        """The move on show is over: start the next one waiting, else show the position now."""
        self.current = None
        while self.queued:
            before, move, after = self.queued.pop(0)
            if self._start(before, move, after):
                self.stage.show_marks()
                self.step()
                return
        self.timer.stop()
        self.stage.refresh()  # the position now, its marks and the last move

    def step(self) -> None:
        """Draw the move on show as it stands now (the timer's tick)."""
        anim = self.current
        if anim is None:
            self.timer.stop()
            return
        progress = max(0.0, (time.monotonic() - anim.start) / anim.duration)
        if progress >= 1.0:
            self._next()
            return
        hop = min(int(progress * len(anim.steps)), len(anim.steps) - 1)
        t = progress * len(anim.steps) - hop
        t = t * t * (3 - 2 * t)
        if hop != anim.hop:
            anim.hop = hop
            if not self.stage.ball_held:  # follow the jumper (as fast as it hops), unless the player holds it
                self.stage.bring_into_view(anim.hop_spaces(hop), most=anim.duration / len(anim.steps))
        self.stage.show_frame(anim.state.stacks, hop_rings(anim, hop, t, self.palette))
