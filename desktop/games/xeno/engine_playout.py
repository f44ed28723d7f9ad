"""Random playouts of the Xeno engine on one mutable board.

:meth:`XenoEngine.play` builds a new position for every move (a copy of the
tops, the empty spaces, the repetition window…); a playout needs none of
them, so it plays its moves in place on a list of stacks, a bytearray of tops
and a list of empty spaces, with the same end-of-move decisions as
:meth:`XenoEngine.play` (whose turn, wins, draws).

The threefold repetition stays exact: a Zobrist key counted three times in
the window is only a suspect; the window's positions are then rebuilt by
undoing its moves, one by one, from the current stacks (and those before the
playout read from the start position's chain), and compared stack by stack.
"""

from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING, Any

from desktop.core.engine import Scores
from desktop.games.xeno import engine_moves as M
from desktop.games.xeno.engine_tables import (
    ACT,
    EMP,
    HIST,
    KEY,
    QUIET,
    RES,
    SEEN,
    TOP_OF,
    TOPS,
    Board,
    G,
    Game,
    stacks_of,
)

if TYPE_CHECKING:
    from desktop.games.xeno.engine import XenoEngine

Position = tuple[Any, ...]


def playout(
    engine: XenoEngine,
    position: Position,
    rng: random.Random,
    max_plies: int,
    greedy: bool = False,
    judged: bool = False,
) -> Scores:
    """Scores at the end of a game played at random from ``position`` (equal shares after
    ``max_plies`` moves).

    ``greedy``: each move is picked by cheap rules instead of uniformly (:func:`_greedy`):
    among jump sequences one of the longest, among steps one that leaves no stack of the
    mover open to a jump (tried a few times at random).  ``judged``: a playout cut at
    ``max_plies`` scores each seat by its material (:func:`_judge`), not equal shares."""
    randrange = rng.randrange
    plies = 0
    while position[ACT] < 0:  # the setup and the colour choice: the rules' path
        if position[RES] is not None:
            return position[RES]  # type: ignore[no-any-return]
        if plies >= max_plies:
            return _shares(engine.num_players(position))
        setup = engine.moves(position)
        position = engine.play(position, setup[randrange(len(setup))])
        plies += 1
    if position[RES] is not None:
        return position[RES]  # type: ignore[no-any-return]
    g: Game = position[G]
    st = list(stacks_of(position))
    tp = bytearray(position[TOPS])
    el = list(position[EMP])
    active: int = position[ACT]
    key: int = position[KEY]
    quiet: int = position[QUIET]
    zs, active_z, board, compulsory = g.zobrist, g.active_z, g.board, g.compulsory
    next_colour, k, size, repetition, quiet_limit = g.next_colour, g.k, len(tp), g.repetition, g.quiet_limit
    first_hops, sequences, can_move, relative = M.first_hops, M.sequences, M.can_move, M.RELATIVE
    pairs = board.pairs
    cover = _cover(board) if greedy else ()
    # the repetition window: how often each key occurred in it; the positions the playout
    # added to it (the move that reached each, its key and colour to move); the chain of
    # the positions before the playout's (None once the window restarted)
    counts: dict[int, int] = {}
    for seen in position[SEEN]:
        counts[seen] = counts.get(seen, 0) + 1
    chain: Position | None = position
    window: list[tuple[Any, int, int]] = []
    for _ in range(max_plies - plies):
        steps: list[Any] = []
        r = tp.translate(relative[active])
        hops = first_hops(r, el, g, steps)
        if hops:
            options: list[Any] = sequences(st, r, hops, active, board, st)
            if not compulsory:
                options += steps
        else:
            options = steps
        if greedy and len(options) > 1:
            move = _greedy(options, tp, active + 1, cover, pairs, randrange)
        else:
            move = options[randrange(len(options))]
        skey = key ^ active_z[active]
        n = len(move)
        restart = False
        if n == 2:
            a, b = move
            sa = st[a]
            st[b] = sa
            st[a] = ""
            tp[b] = tp[a]
            tp[a] = 0
            skey ^= zs[a][sa] ^ zs[b][sa]
            el[el.index(b)] = a
            quiet += 1
        else:
            for i in range(1, n, 2):
                a, b, c = move[i - 1], move[i], move[i + 1]
                sa, sb = st[a], st[b]
                nb = sb[:-1]
                nc = sb[-1] + sa
                st[a], st[b], st[c] = "", nb, nc
                tp[c] = tp[a]
                tp[a] = 0
                skey ^= zs[a][sa] ^ zs[b][sb] ^ zs[b][nb] ^ zs[c][nc]
                el[el.index(c)] = a
                if nb:
                    tp[b] = TOP_OF[nb[-1]]
                else:
                    tp[b] = 0
                    el.append(b)
                    restart = True
            quiet = 0
        # whose turn, and whether the game has ended (as XenoEngine.play)
        mover = next_colour[active]
        if quiet == 0 and k > 2 and tp.count(active + 1) + len(el) == size:
            return g.win[active]
        if can_move(tp, el, mover, g):
            active = mover
        elif k == 2:
            return g.win[active]
        else:
            for c in g.later[mover]:
                if can_move(tp, el, c, g):
                    active = c
                    break
            else:
                return g.draw
        key = skey ^ active_z[active]
        if repetition:
            if restart:
                counts.clear()
                window.clear()
                chain = None
            seen = counts[key] = counts.get(key, 0) + 1
            window.append((move, key, active))
            if seen >= 3 and _repeats(st, key, active, window, chain) >= 3:
                return g.draw
        if quiet_limit and quiet >= quiet_limit:
            return g.draw
    return _judge(st, g) if judged else _shares(k)


def _judge(st: list[str], g: Game) -> Scores:
    """Each seat's share of a cut playout: the square of its material (the pieces in the
    stacks it tops), over their sum."""
    mat = [0] * 8
    for stack in st:
        if stack:
            mat[TOP_OF[stack[-1]]] += len(stack)
    squares = [mat[c + 1] ** 2 for c in g.seats]
    total = sum(squares)
    return tuple(x / total for x in squares)


#: how many random steps a greedy playout tries before it takes any
STEP_TRIES = 4
#: the share (in %) of a greedy playout's steps taken at random
RANDOM_STEPS = 50


def _greedy(options: list[Any], tp: bytearray, me: int, cover: Any, pairs: Any, randrange: Any) -> Any:
    """A greedy playout's move among ``options`` (jump sequences, or steps) for the colour whose
    ``tops`` byte is ``me``."""
    if len(options[0]) > 2:  # jump sequences: one of the longest (the most pieces taken)
        most = max(map(len, options))
        longest = [o for o in options if len(o) == most]
        return longest[randrange(len(longest))] if len(longest) > 1 else longest[0]
    if randrange(100) < RANDOM_STEPS:
        return options[randrange(len(options))]
    for _ in range(STEP_TRIES):
        move = options[randrange(len(options))]
        if not _opens(move, tp, me, cover, pairs):
            return move
    return move


def _opens(move: tuple[int, int], tp: bytearray, me: int, cover: Any, pairs: Any) -> bool:
    """Whether the step ``move`` of the colour whose ``tops`` byte is ``me`` leaves one of its
    stacks open to a jump of another colour: the stack it moves, or one next to the space it
    leaves."""
    a, b = move
    # the stack on b: another colour's stack next to it with an empty space (a, now) beyond
    for x, y in cover[b]:
        t = 0 if x == a else tp[x]
        if t and t != me and (y == a or not tp[y]):
            return True
    # a, emptied: the landing of a jump over one of the mover's stacks next to it
    return any((m == b or tp[m] == me) and far != b and tp[far] and tp[far] != me for m, far in pairs[a])


@cache
def _cover(board: Board) -> tuple[tuple[tuple[int, int], ...], ...]:
    """By space ``b``: its neighbours ``x`` with the space ``y`` a jump from ``x`` over ``b``
    lands on."""
    return tuple(
        tuple((x, y) for x in board.around[b] for over, y in board.pairs[x] if over == b)
        for b in range(board.size)
    )


def _shares(k: int) -> Scores:
    return tuple(1.0 / k for _ in range(k))


def _repeats(
    st: list[str], key: int, active: int, window: list[tuple[Any, int, int]], chain: Position | None
) -> int:
    """How many positions of the window (the current one included) have these stacks and
    this colour to move."""
    n = 0
    walk = st[:]
    for move, seen, colour in reversed(window):  # walk: the stacks after ``move``
        if seen == key and colour == active and walk == st:
            n += 1
        _undo(walk, move)
    while chain is not None:
        if chain[KEY] == key and chain[ACT] == active and stacks_of(chain) == st:
            n += 1
        chain = chain[HIST]
    return n


def _undo(st: list[str], move: tuple[int, ...]) -> None:
    """Take ``move`` back on the stacks ``st``."""
    if len(move) == 2:
        a, b = move
        st[a] = st[b]
        st[b] = ""
        return
    for i in range(len(move) - 2, 0, -2):
        a, b, c = move[i - 1], move[i], move[i + 1]
        m = st[c]
        st[b] += m[0]
        st[a] = m[1:]
        st[c] = ""
