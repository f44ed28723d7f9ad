"""A Xeno move played out on the ball: a slide, or each hop of a jump, from the rules' steps
(:meth:`~desktop.games.xeno.rules.XenoRules.move_steps`), as the rings of one frame.

The view (:class:`~desktop.qt.ball.xeno_view.XenoView`) keeps the moves waiting their turn,
the timer and the camera; this module knows how long a move takes and where its rings are at
each moment of it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from desktop.core.protocol import MoveStep
from desktop.games.xeno.rules import XenoMove, XenoState
from desktop.qt.ball.meshes import (
    Instances,
    join,
    ring_at,
    slerp_point,
    space_radius,
    stack_at,
    stack_heights,
    stack_instances,
)

Palette = dict[str, tuple[float, float, float, float]]


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
