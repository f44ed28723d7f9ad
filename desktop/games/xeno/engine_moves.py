"""The Xeno engine's move finding and evaluation, on the packed stacks.

Stacks are the rules' strings (bottom → top, ``""`` empty) in a tuple by
space; ``tops`` is a bytes object by space: 0 for an empty space, else the
colour on top plus one.  Every step and every jump ends on an empty space,
so while the empty spaces are few (the whole opening) moves are found from
them: around an empty space ``e``, a neighbour ``b`` of the mover steps onto
it, and a stack of the mover on the far side of an opposing ``b`` jumps onto
it.  Once the empty spaces outnumber the mover's stacks, moves are found
from the stacks instead (``tops.find``), as the rules do.

Engine moves: a step is ``(origin, target)``; a jump sequence is
``(origin, over1, landing1, over2, landing2, …)`` (odd length ≥ 3).

The rules' functions mirrored here: :func:`first_hops` and :func:`add_steps` (the
rules' ``steps`` and the first hops of ``jump_sequences``), :func:`sequences`
(``jump_sequences``), :func:`can_move` (``can_move``), :func:`evaluate` (evaluation.py's
``evaluate``).  The four neighbours of a space are written out, not looped over (a loop
over :attr:`Board.pairs` made the steps-and-jumps loop from the stacks 1.06x slower:
8.41 µs against 7.91 µs a call, 50 random boards of xeno-120, CPU time alternating).
The steps and the jumps from the stacks are read in one pass (two passes, the jumps and then
:func:`add_steps`, with no check written twice, made :func:`first_hops` from the stacks, on
boards without lines once the empty spaces are many, 0.95-0.96x as fast on xeno-270: 330
positions of seeded random games, CPU time alternating; 1.03x on xeno-480).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from desktop.games.xeno.engine_tables import COLOUR_OF, Board, Game
from desktop.games.xeno.state import LETTERS

Step = tuple[int, int]
Jump = tuple[int, ...]
Tops = bytes | bytearray  # by space: 0 empty, else the colour on top plus one
#: By colour: a ``bytes.translate`` table of the tops to 0 (empty), 1 (that colour's) and 2
#: (another colour's).
RELATIVE = tuple(
    bytes(0 if v == 0 else 1 if v == c + 1 else 2 for v in range(256)) for c in range(len(LETTERS))
)
Pairs = tuple[tuple[tuple[int, int], ...], ...]


#: Three spaces of a line, relative tops (:data:`RELATIVE`): a jump forwards, and backwards.
JUMP_FWD, JUMP_BWD = b"\x01\x02\x00", b"\x00\x02\x01"


def add_steps(r: Tops, empties: Sequence[int], g: Game, steps: list[Step]) -> None:
    """Add every step ``(origin, target)`` on the relative tops ``r`` to ``steps``: from
    the empty spaces while they are few, else from the mover's stacks."""
    if len(empties) <= g.empties_limit:
        flat = g.board.flat
        for e in empties:
            b0, _, b1, _, b2, _, b3, _ = flat[e]
            if r[b0] == 1:
                steps.append((b0, e))
            if r[b1] == 1:
                steps.append((b1, e))
            if r[b2] == 1:
                steps.append((b2, e))
            if r[b3] == 1:
                steps.append((b3, e))
        return
    around = g.board.around
    s = r.find(1)
    while s >= 0:
        n0, n1, n2, n3 = around[s]
        if not r[n0]:
            steps.append((s, n0))
        if not r[n1]:
            steps.append((s, n1))
        if not r[n2]:
            steps.append((s, n2))
        if not r[n3]:
            steps.append((s, n3))
        s = r.find(1, s + 1)


def step_targets(tops: Tops, empties: Sequence[int], colour: int, g: Game) -> tuple[int, ...]:
    """Up to two empty spaces that ``colour`` can step onto (next to one of its stacks)."""
    me = colour + 1
    around = g.board.around
    found = -1
    for e in empties:
        n0, n1, n2, n3 = around[e]
        if tops[n0] == me or tops[n1] == me or tops[n2] == me or tops[n3] == me:
            if found >= 0:
                return (found, e)
            found = e
    return () if found < 0 else (found,)


def can_move(tops: Tops, empties: Sequence[int], colour: int, g: Game) -> bool:
    """Whether ``colour`` has a step or a jump (rules.can_move, no sequences built)."""
    me = colour + 1
    if len(empties) <= g.empties_limit:
        flat = g.board.flat
        for e in empties:
            b0, a0, b1, a1, b2, a2, b3, a3 = flat[e]
            if tops[b0] == me or tops[b1] == me or tops[b2] == me or tops[b3] == me:
                return True  # a step onto e
            if (
                (tops[a0] == me and tops[b0])
                or (tops[a1] == me and tops[b1])
                or (tops[a2] == me and tops[b2])
                or (tops[a3] == me and tops[b3])
            ):
                return True  # a jump onto e (over another colour's stack: not a step)
        return False
    pairs = g.board.pairs
    s = tops.find(me)
    while s >= 0:
        for b, c in pairs[s]:
            t = tops[b]
            if not t or (t != me and not tops[c]):
                return True
        s = tops.find(me, s + 1)
    return False


def relative(tops: Tops, colour: int) -> Tops:
    """The tops as ``colour`` sees them: 1 its own, 2 another colour's, 0 empty."""
    return tops.translate(RELATIVE[colour])


def first_hops(
    r: Tops, empties: Sequence[int], g: Game, steps: list[Step] | None
) -> list[tuple[int, int, int]]:
    """Every single jump ``(origin, over, landing)`` of the colour to move, on its relative
    tops ``r`` (:func:`relative`), and its steps added to ``steps`` unless it is ``None`` (when
    jumps are compulsory and there is one, the steps are not moves: some or none are added).
    The rules' ``steps`` and the first hops of ``jump_sequences``, for :meth:`XenoEngine.moves
    <desktop.games.xeno.engine.XenoEngine.moves>`, ``forcing`` and the playouts."""
    hops: list[tuple[int, int, int]] = []
    if len(empties) > g.lines_from:
        # many empty spaces: the jumps read along the board's lines (:attr:`Board.tri`) by byte
        # operations: three spaces of a line relative 1, 2, 0 (or 0, 2, 1) are a jump
        board = g.board
        line = board.tri.translate(r + board.pad)
        fwd, bwd = board.fwd, board.bwd
        i = line.find(JUMP_FWD)
        while i >= 0:
            hops.append(fwd[i])
            i = line.find(JUMP_FWD, i + 3)
        i = line.find(JUMP_BWD)
        while i >= 0:
            hops.append(bwd[i])
            i = line.find(JUMP_BWD, i + 3)
        if steps is not None and not (hops and g.compulsory):
            add_steps(r, empties, g, steps)
        return hops
    stop = g.compulsory
    if len(empties) <= g.empties_limit:
        flat = g.board.flat
        rest = iter(empties)
        if steps is not None and not stop:  # the steps and the jumps onto each empty space
            for e in rest:
                b0, a0, b1, a1, b2, a2, b3, a3 = flat[e]
                t = r[b0]
                if t == 1:
                    steps.append((b0, e))
                elif t and r[a0] == 1:
                    hops.append((a0, b0, e))
                t = r[b1]
                if t == 1:
                    steps.append((b1, e))
                elif t and r[a1] == 1:
                    hops.append((a1, b1, e))
                t = r[b2]
                if t == 1:
                    steps.append((b2, e))
                elif t and r[a2] == 1:
                    hops.append((a2, b2, e))
                t = r[b3]
                if t == 1:
                    steps.append((b3, e))
                elif t and r[a3] == 1:
                    hops.append((a3, b3, e))
        for e in rest:  # the jumps alone (all of them when they are compulsory)
            b0, a0, b1, a1, b2, a2, b3, a3 = flat[e]
            if r[b0] == 2 and r[a0] == 1:
                hops.append((a0, b0, e))
            if r[b1] == 2 and r[a1] == 1:
                hops.append((a1, b1, e))
            if r[b2] == 2 and r[a2] == 1:
                hops.append((a2, b2, e))
            if r[b3] == 2 and r[a3] == 1:
                hops.append((a3, b3, e))
        if stop and steps is not None and not hops:  # the steps are moves only without a jump
            add_steps(r, empties, g, steps)
        return hops
    flat = g.board.flat
    s = r.find(1)
    if steps is not None:
        while s >= 0:
            b0, c0, b1, c1, b2, c2, b3, c3 = flat[s]
            t = r[b0]
            if not t:
                steps.append((s, b0))
            elif t == 2 and not r[c0]:
                hops.append((s, b0, c0))
            t = r[b1]
            if not t:
                steps.append((s, b1))
            elif t == 2 and not r[c1]:
                hops.append((s, b1, c1))
            t = r[b2]
            if not t:
                steps.append((s, b2))
            elif t == 2 and not r[c2]:
                hops.append((s, b2, c2))
            t = r[b3]
            if not t:
                steps.append((s, b3))
            elif t == 2 and not r[c3]:
                hops.append((s, b3, c3))
            s = r.find(1, s + 1)
            if hops and stop:
                break
    while s >= 0:
        b0, c0, b1, c1, b2, c2, b3, c3 = flat[s]
        if r[b0] == 2 and not r[c0]:
            hops.append((s, b0, c0))
        if r[b1] == 2 and not r[c1]:
            hops.append((s, b1, c1))
        if r[b2] == 2 and not r[c2]:
            hops.append((s, b2, c2))
        if r[b3] == 2 and not r[c3]:
            hops.append((s, b3, c3))
        s = r.find(1, s + 1)
    return hops


def sequences(
    stacks: Sequence[str],
    r: Tops,
    hops: list[tuple[int, int, int]],
    colour: int,
    board: Board,
    st: list[str] | None,
) -> list[Jump]:
    """Every complete jump sequence starting with one of ``hops`` (rules.jump_sequences).

    Most first hops end the sequence; that is seen on the tops as they are (the
    origin now empty, the jumped stack one piece lower), without copying the stacks.
    ``r``: the tops relative to ``colour`` (:func:`relative`); ``st``: ``None``, or a list
    equal to ``stacks`` to work in (given back as it was).
    """
    flat, pairs = board.flat, board.pairs
    out: list[Jump] = []
    for hop in hops:
        a, b, c = hop
        # from c, a jump over another colour's stack (never straight back over b; a is
        # mine) onto an empty space, or onto a, or onto b if it held one piece
        b0, c0, b1, c1, b2, c2, b3, c3 = flat[c]
        if not (
            (r[b0] == 2 and b0 != b and (not r[c0] or c0 == a or (c0 == b and len(stacks[b]) == 1)))
            or (r[b1] == 2 and b1 != b and (not r[c1] or c1 == a or (c1 == b and len(stacks[b]) == 1)))
            or (r[b2] == 2 and b2 != b and (not r[c2] or c2 == a or (c2 == b and len(stacks[b]) == 1)))
            or (r[b3] == 2 and b3 != b and (not r[c3] or c3 == a or (c3 == b and len(stacks[b]) == 1)))
        ):
            out.append(hop)
            continue
        if st is None:
            st = list(stacks)
        sa, sb = st[a], st[b]
        st[c], st[b], st[a] = sb[-1] + sa, sb[:-1], ""
        _extend(st, c, b, LETTERS[colour], pairs, [a, b, c], out)
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
def evaluate(stacks: Sequence[str], tops: bytes, g: Game, player: int) -> float:
    """``evaluation.evaluate`` of these stacks for seat ``player``, the same float."""
    me = g.seats[player]
    mat = [0] * (len(LETTERS) + 1)
    for stack in stacks:
        if stack:
            mat[COLOUR_OF[stack[-1]]] += len(stack)
    best = max(g.others[me], key=lambda c: (mat[c], tops.count(c + 1)))
    size = len(stacks)
    score = 4.0 * (mat[me] - mat[best]) / size + 2.0 * (tops.count(me + 1) - tops.count(best + 1)) / size
    score += 0.5 * (_mobility(tops, me, g) - _mobility(tops, best, g)) / size
    return math.tanh(score)


def _mobility(tops: bytes, colour: int, g: Game) -> int:
    """Steps plus single jumps open to ``colour``'s stacks (evaluation.mobility)."""
    me = colour + 1
    pairs = g.board.pairs
    count = 0
    s = tops.find(me)
    while s >= 0:
        for b, c in pairs[s]:
            t = tops[b]
            if not t or (t != me and not tops[c]):
                count += 1
        s = tops.find(me, s + 1)
    return count
