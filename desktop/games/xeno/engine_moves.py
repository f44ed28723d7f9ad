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


def _from_empties(empties: tuple[int, ...], colour: int, g: Game, counts: tuple[int, ...]) -> bool:
    """Whether to look for ``colour``'s moves around the empty spaces rather than its stacks
    (``counts``: stacks per colour, or ``()`` for two players, who hold half the stacks each)."""
    own = counts[colour] if counts else (g.board.size - len(empties)) >> 1
    return len(empties) <= own + g.empties_bias


def can_move(
    stacks: tuple[str, ...], empties: tuple[int, ...], colour: int, g: Game, counts: tuple[int, ...]
) -> bool:
    """Whether ``colour`` has a step or a jump (rules.can_move, no sequences built)."""
    letter = LETTERS[colour]
    if _from_empties(empties, colour, g, counts):
        flat = g.board.flat
        for e in empties:
            b0, a0, b1, a1, b2, a2, b3, a3 = flat[e]
            t = stacks[b0]
            if t and (t[-1] == letter or stacks[a0][-1:] == letter):
                return True
            t = stacks[b1]
            if t and (t[-1] == letter or stacks[a1][-1:] == letter):
                return True
            t = stacks[b2]
            if t and (t[-1] == letter or stacks[a2][-1:] == letter):
                return True
            t = stacks[b3]
            if t and (t[-1] == letter or stacks[a3][-1:] == letter):
                return True
        return False
    pairs = g.board.pairs
    for s, stack in enumerate(stacks):
        if stack and stack[-1] == letter:
            for b, c in pairs[s]:
                sb = stacks[b]
                if not sb or (sb[-1] != letter and not stacks[c]):
                    return True
    return False


def first_hops(
    stacks: tuple[str, ...],
    empties: tuple[int, ...],
    colour: int,
    g: Game,
    counts: tuple[int, ...],
    steps: list[Step] | None,
) -> list[tuple[int, int, int]]:
    """Every single jump ``(origin, over, landing)`` of ``colour``; its steps added to ``steps``."""
    letter = LETTERS[colour]
    hops: list[tuple[int, int, int]] = []
    if _from_empties(empties, colour, g, counts):
        flat = g.board.flat
        for e in empties:
            b0, a0, b1, a1, b2, a2, b3, a3 = flat[e]
            t = stacks[b0]
            if t:
                if t[-1] == letter:
                    if steps is not None:
                        steps.append((b0, e))
                elif stacks[a0][-1:] == letter:
                    hops.append((a0, b0, e))
            t = stacks[b1]
            if t:
                if t[-1] == letter:
                    if steps is not None:
                        steps.append((b1, e))
                elif stacks[a1][-1:] == letter:
                    hops.append((a1, b1, e))
            t = stacks[b2]
            if t:
                if t[-1] == letter:
                    if steps is not None:
                        steps.append((b2, e))
                elif stacks[a2][-1:] == letter:
                    hops.append((a2, b2, e))
            t = stacks[b3]
            if t:
                if t[-1] == letter:
                    if steps is not None:
                        steps.append((b3, e))
                elif stacks[a3][-1:] == letter:
                    hops.append((a3, b3, e))
        return hops
    pairs = g.board.pairs
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
    """Every complete jump sequence starting with one of ``hops`` (rules.jump_sequences).

    Most first hops end the sequence; that is seen on the stacks as they are (the
    origin now empty, the jumped stack one piece lower), without copying them.
    """
    letter = LETTERS[colour]
    st: list[str] | None = None
    out: list[Jump] = []
    for a, b, c in hops:
        sb = stacks[b]
        nb = sb[:-1]
        for b2, c2 in pairs[c]:
            if b2 == b or b2 == a:  # noqa: SIM109 - two int compares beat a tuple
                continue
            s2 = stacks[b2]
            if s2 and s2[-1] != letter and (c2 == a or not (nb if c2 == b else stacks[c2])):
                break
        else:
            out.append((a, b, c))
            continue
        if st is None:
            st = list(stacks)
        sa = st[a]
        st[c], st[b], st[a] = sb[-1] + sa, nb, ""
        _extend(st, c, b, letter, pairs, [a, b, c], out)
        st[a], st[b], st[c] = sa, sb, ""
    return out


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
