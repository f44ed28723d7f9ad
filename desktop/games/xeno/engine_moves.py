"""The Xeno engine's move finding and evaluation, on the packed stacks.

Stacks are the rules' strings (bottom → top, ``""`` empty) in a tuple by
space.  Every step and every jump ends on an empty space, so while the
empty spaces are few (the whole opening) moves are found from them: around
an empty space ``e``, a neighbour ``b`` of the mover steps onto it, and a
stack of the mover on the far side of an opposing ``b`` jumps onto it.
Once the empty spaces outnumber the mover's stacks, moves are found from
the stacks instead, exactly as the rules do.

Engine moves: a step is ``(origin, target)``; a jump sequence is
``(origin, over1, landing1, over2, landing2, …)`` (odd length ≥ 3).
"""

from __future__ import annotations

import math

from desktop.games.xeno.engine_tables import COLOUR_OF, Game
from desktop.games.xeno.rules import LETTERS

Step = tuple[int, int]
Jump = tuple[int, ...]
Pairs = tuple[tuple[tuple[int, int], ...], ...]


def from_empties(empties: int, own: int, g: Game) -> bool:
    """Whether to look for moves around the empty spaces (fewer) or the mover's ``own`` stacks."""
    return empties.bit_count() <= own + g.empties_bias


def can_move(stacks: tuple[str, ...], empties: int, colour: int, own: int, g: Game) -> bool:
    """Whether ``colour`` has a step or a jump (rules.can_move, no sequences built)."""
    letter = LETTERS[colour]
    pairs = g.board.pairs
    if from_empties(empties, own, g):
        while empties:
            low = empties & -empties
            empties ^= low
            for b, a in pairs[low.bit_length() - 1]:
                sb = stacks[b]
                if sb and (sb[-1] == letter or stacks[a][-1:] == letter):
                    return True
        return False
    for s, stack in enumerate(stacks):
        if stack and stack[-1] == letter:
            for b, c in pairs[s]:
                sb = stacks[b]
                if not sb or (sb[-1] != letter and not stacks[c]):
                    return True
    return False


def first_hops(
    stacks: tuple[str, ...], empties: int, colour: int, own: int, g: Game, steps: list[Step] | None
) -> list[tuple[int, int, int]]:
    """Every single jump ``(origin, over, landing)`` of ``colour``; its steps added to ``steps``."""
    letter = LETTERS[colour]
    pairs = g.board.pairs
    hops: list[tuple[int, int, int]] = []
    if from_empties(empties, own, g):
        while empties:
            low = empties & -empties
            empties ^= low
            e = low.bit_length() - 1
            for b, a in pairs[e]:
                sb = stacks[b]
                if sb:
                    if sb[-1] == letter:
                        if steps is not None:
                            steps.append((b, e))
                    elif stacks[a][-1:] == letter:
                        hops.append((a, b, e))
        return hops
    for s, stack in enumerate(stacks):
        if stack and stack[-1] == letter:
            for b, c in pairs[s]:
                sb = stacks[b]
                if not sb:
                    if steps is not None:
                        steps.append((s, b))
                elif sb[-1] != letter and not stacks[c]:
                    hops.append((s, b, c))
    return hops


def sequences(
    stacks: tuple[str, ...], hops: list[tuple[int, int, int]], colour: int, pairs: Pairs
) -> list[Jump]:
    """Every complete jump sequence starting with one of ``hops`` (rules.jump_sequences)."""
    letter = LETTERS[colour]
    st = list(stacks)
    out: list[Jump] = []
    for a, b, c in hops:
        sa, sb = st[a], st[b]
        st[c], st[b], st[a] = sb[-1] + sa, sb[:-1], ""
        if _continues(st, c, b, letter, pairs):
            _extend(st, c, b, letter, pairs, [a, b, c], out)
        else:
            out.append((a, b, c))
        st[a], st[b], st[c] = sa, sb, ""
    return out


def _continues(st: list[str], cur: int, last: int, letter: str, pairs: Pairs) -> bool:
    for b, c in pairs[cur]:
        if b != last:
            sb = st[b]
            if sb and sb[-1] != letter and not st[c]:
                return True
    return False


def _extend(
    st: list[str], cur: int, last: int, letter: str, pairs: Pairs, path: list[int], out: list[Jump]
) -> None:
    """Extend the sequence ``path`` (standing on ``cur``, having just jumped ``last``) every way."""
    found = False
    for b, c in pairs[cur]:
        if b == last:  # never straight back over the stack just jumped (as the rules)
            continue
        sb = st[b]
        if not sb or sb[-1] == letter or st[c]:
            continue
        found = True
        sa = st[cur]
        st[c], st[b], st[cur] = sb[-1] + sa, sb[:-1], ""
        path += (b, c)
        _extend(st, c, b, letter, pairs, path, out)
        del path[-2:]
        st[cur], st[b], st[c] = sa, sb, ""
    if not found:
        out.append(tuple(path))


# -- evaluation (evaluation.py's values) -----------------------------------------------------
def evaluate(stacks: tuple[str, ...], g: Game, player: int) -> float:
    """``evaluation.evaluate`` of these stacks for seat ``player``, the same float."""
    me = g.seats[player]
    mat = [0] * len(LETTERS)
    ctl = [0] * len(LETTERS)
    for stack in stacks:
        if stack:
            c = COLOUR_OF[stack[-1]]
            mat[c] += len(stack)
            ctl[c] += 1
    best = max(g.others[me], key=lambda c: (mat[c], ctl[c]))
    size = len(stacks)
    score = 4.0 * (mat[me] - mat[best]) / size + 2.0 * (ctl[me] - ctl[best]) / size
    score += 0.5 * (_mobility(stacks, me, g) - _mobility(stacks, best, g)) / size
    return math.tanh(score)


def _mobility(stacks: tuple[str, ...], colour: int, g: Game) -> int:
    letter = LETTERS[colour]
    pairs = g.board.pairs
    count = 0
    for s, stack in enumerate(stacks):
        if stack and stack[-1] == letter:
            for b, c in pairs[s]:
                sb = stacks[b]
                if not sb or (sb[-1] != letter and not stacks[c]):
                    count += 1
    return count
