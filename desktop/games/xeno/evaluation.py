"""Evaluation hooks for the AI on Xeno positions.

- *material*: the pieces in the stacks a colour controls (captured pieces
  sit under the capturer, so a tall stack is material won);
- *control*: the number of stacks a colour controls;
- *mobility*: the steps and first jumps a colour has.

``evaluate`` mixes them, mine against the best opponent's, into [-1, 1].
"""

from __future__ import annotations

import math

from desktop.games.xeno.state import LETTERS, Phase, XenoState


def material(state: XenoState) -> dict[int, int]:
    """Pieces under each colour's control (the heights of the stacks it tops)."""
    out = dict.fromkeys(state.colours, 0)
    for stack in state.stacks:
        if stack:
            out[LETTERS.index(stack[-1])] += len(stack)
    return out


def control(state: XenoState) -> dict[int, int]:
    """Stacks each colour controls."""
    out = dict.fromkeys(state.colours, 0)
    for stack in state.stacks:
        if stack:
            out[LETTERS.index(stack[-1])] += 1
    return out


def mobility(state: XenoState, colour: int) -> int:
    """Steps plus single jumps open to ``colour``'s stacks."""
    g = state.geometry
    stacks = state.stacks
    letter = LETTERS[colour]
    count = 0
    for s, stack in enumerate(stacks):
        if not stack or stack[-1] != letter:
            continue
        for i in range(4):
            b = g.adjacent[s][i]
            if not stacks[b] or (stacks[b][-1] != letter and not stacks[g.landings[s][i]]):
                count += 1
    return count


def evaluate(state: XenoState, player: int) -> float:
    if state.phase != Phase.PLAY:
        return 0.0
    me = state.seats[player]
    mat = material(state)
    ctl = control(state)
    size = len(state.stacks)
    others = [c for c in state.colours if c != me]
    best_other = max(others, key=lambda c: (mat[c], ctl[c]))
    score = 4.0 * (mat[me] - mat[best_other]) / size + 2.0 * (ctl[me] - ctl[best_other]) / size
    score += 0.5 * (mobility(state, me) - mobility(state, best_other)) / size
    return math.tanh(score)
