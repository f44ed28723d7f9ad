"""Random playouts of the Xeno engine on one mutable board.

:meth:`XenoEngine.play` builds a new position for every move (a copy of the
tops, the empty spaces, the repetition window…); a playout needs none of
them, so it plays its moves in place on a list of stacks, a bytearray of tops
and a list of empty spaces, with the same end-of-move decisions as
:meth:`XenoEngine.play` (whose turn, wins, draws: the rules' ``_settle``), its
jumps made as the rules' ``hop``, and the same moves for the same generator:
the options in the engine's order, drawn as ``randrange`` draws
(``getrandbits``, inlined).  tests/games/xeno/test_playout_reference.py plays
the same games through ``moves`` and ``play`` (which are checked against the rules).

Most moves are steps with no jump on the board: those are read from ints of
bits kept up to date move by move (a colour's stacks, the empty spaces, as
the slots of :func:`~desktop.games.xeno.engine_tables._slot_tables`), in the
order :func:`~desktop.games.xeno.engine_moves.add_steps` gives them, and
whether the next colour can move likewise.

The threefold repetition stays exact: a key of the playout's own (from
``hash()`` of the stacks, no digest of every new stack) counted three times
in the window, with the positions before the playout counted by their tops,
is only a suspect; the window's positions are then rebuilt by undoing its
moves, one by one, from the current stacks (and those before the playout
read from the start position's chain), and compared stack by stack.
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
    QUIET,
    RES,
    TOP_OF,
    TOPS,
    Board,
    G,
    Game,
    stacks_of,
)
from desktop.games.xeno.state import LETTERS

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
    if not _standard(rng):
        raise TypeError(f"a playout draws as random.Random does, not as {type(rng).__name__}")
    # rng.randrange(n), n > 0, is: k = n.bit_length(); r = getrandbits(k) until r < n (the
    # same draws, inlined: randrange's checks and two calls cost more than the draw)
    getrandbits = rng.getrandbits
    g: Game = position[G]
    st = list(stacks_of(position))
    tp = bytearray(position[TOPS])
    el = list(position[EMP])
    active: int = position[ACT]
    quiet: int = position[QUIET]
    board, compulsory = g.board, g.compulsory
    next_colour, k, size, repetition, quiet_limit = g.next_colour, g.k, len(tp), g.repetition, g.quiet_limit
    first_hops, sequences, relative = M.first_hops, M.sequences, M.RELATIVE
    pairs = board.pairs
    empties_limit = g.empties_limit
    # the board as bits of its slots (engine_tables._slot_tables: a slot is a space and one
    # of its neighbours, in order), kept up to date move by move: by tops byte (0: empty),
    # own[t], the slots of the spaces with t on top (own[0], never read, is not kept), and
    # near[t], the slots whose neighbour has t on top; clear, the slots whose landing (beyond
    # the neighbour) is empty.  A colour's steps are own[me] & near[0], its single jumps
    # own[me] & clear & ~(near[0] | near[me])
    slot_steps, slot_out, slot_in, slot_land = (
        board.slot_steps,
        board.slot_out,
        board.slot_in,
        board.slot_land,
    )
    every = (1 << len(slot_steps)) - 1
    own = [0] * 8
    near = [0] * 8
    clear = 0
    for s, t in enumerate(tp):
        own[t] |= slot_out[s]
        near[t] |= slot_in[s]
        if not t:
            clear |= slot_land[s]
    cover = _cover(board) if greedy else ()
    # the threefold repetition.  The playout's positions get a key of their own, cheaper
    # than the engine's Zobrist key (no digest of every new stack): the XOR of the spaces'
    # hash(stack) * mix[space] and the colour to move's number, equal for equal positions
    # (in this process: hash() of a string is only the same within one), and, as the
    # Zobrist key, only a suspect when counted three times: the window is then compared
    # stack by stack (_repeats).  The window: how often each key occurred among the
    # playout's positions; those positions (the move that reached each, its key and colour
    # to move); the chain of the positions before the playout's, counted by their tops
    # (``before``: equal positions have equal tops; None once the window restarted)
    mix, turn_mix = _mixers(board)
    pkey = 0
    for s, stack in enumerate(st):
        pkey ^= hash(stack) * mix[s]
    counts: dict[int, int] = {}
    chain: Position | None = position
    tops_seen: dict[bytes, int] = {}
    link = chain
    while link is not None:
        seen_tops = bytes(link[TOPS])
        tops_seen[seen_tops] = tops_seen.get(seen_tops, 0) + 1
        link = link[HIST]
    before: dict[bytes, int] | None = tops_seen
    window: list[tuple[Any, int, int]] = []
    for _ in range(max_plies - plies):
        me = active + 1
        mine = own[me]
        if len(el) > empties_limit and not (mine & clear & (every ^ near[0] ^ near[me])):
            # no jump, and the steps are M.add_steps' from the mover's stacks (in its order:
            # by the slots' bits, lowest first); most moves
            sel = mine & near[0]
            n = sel.bit_count()
            if greedy and n > 1:
                c = getrandbits(7)
                while c >= 100:
                    c = getrandbits(7)
                pick = c < RANDOM_STEPS
            else:
                pick = True
            if pick:  # a step at random (_greedy, inlined), or the only one
                b = n.bit_length()
                i = getrandbits(b)
                while i >= n:
                    i = getrandbits(b)
                for _ in range(i):
                    sel &= sel - 1
                move: Any = slot_steps[(sel & -sel).bit_length() - 1]
            else:  # up to STEP_TRIES at random, the first that leaves nothing open
                move = _step(None, sel, slot_steps, n, tp, me, cover, pairs, getrandbits)
        else:
            r = tp.translate(relative[active])
            steps: list[Any] = []
            hops = first_hops(r, el, g, steps)
            if hops:
                options = sequences(st, r, hops, active, board, st)
                if not compulsory:
                    options += steps
            else:
                options = steps
            n = len(options)
            # uniformly (a single option is drawn all the same: the generator moves on), but
            # for a greedy playout (_greedy, inlined) among its longest jump sequences (the most
            # pieces taken; one alone is not drawn), or its steps only half of the time
            draw = True
            if greedy and n > 1:
                if hops:
                    most = max(map(len, options))
                    options = [o for o in options if len(o) == most]
                    n = len(options)
                    draw = n > 1
                    move = options[0]
                else:
                    c = getrandbits(7)
                    while c >= 100:
                        c = getrandbits(7)
                    if c >= RANDOM_STEPS:  # up to STEP_TRIES at random, the first that leaves nothing open
                        draw = False
                        move = _step(options, 0, (), n, tp, me, cover, pairs, getrandbits)
            if draw:
                b = n.bit_length()
                i = getrandbits(b)
                while i >= n:
                    i = getrandbits(b)
                move = options[i]
        n = len(move)
        restart = False
        # a step, or a jump sequence hop by hop (one loop for both, a step as a hop over
        # nothing, made the playouts 0.94-0.95x as fast, the greedy ones 0.90x)
        if n == 2:
            a, b = move
            sa = st[a]
            st[b] = sa
            st[a] = ""
            t = tp[b] = tp[a]
            tp[a] = 0
            own[t] ^= slot_out[a] | slot_out[b]
            x = slot_in[a] | slot_in[b]
            near[t] ^= x
            near[0] ^= x
            clear ^= slot_land[a] | slot_land[b]
            h = hash(sa)
            pkey ^= h * mix[a] ^ h * mix[b]
            el[el.index(b)] = a
            quiet += 1
        else:
            for i in range(1, n, 2):
                a, b, c = move[i - 1], move[i], move[i + 1]
                sa = st[a]
                code = tp[b]  # the piece taken from b goes under the jumping stack, on c
                sb = st[b]
                nb = sb[:-1]
                nc = sb[-1] + sa
                top = TOP_OF[nb[-1]] if nb else 0
                st[a], st[b], st[c] = "", nb, nc
                t = tp[c] = tp[a]
                tp[a] = 0
                tp[b] = top
                own[t] ^= slot_out[a] | slot_out[c]
                x = slot_in[a] | slot_in[c]
                near[t] ^= x
                near[0] ^= x
                clear ^= slot_land[a] | slot_land[c]
                x = slot_out[b]
                own[code] ^= x
                own[top] ^= x
                x = slot_in[b]
                near[code] ^= x
                near[top] ^= x
                pkey ^= hash(sa) * mix[a] ^ (hash(sb) ^ hash(nb)) * mix[b] ^ hash(nc) * mix[c]
                el[el.index(c)] = a
                if not nb:
                    clear ^= slot_land[b]
                    el.append(b)
                    restart = True
            quiet = 0
        # whose turn, and whether the game has ended (as XenoEngine.play); a colour can move
        # when it has a step or a jump (M.can_move, by the bits)
        mover = next_colour[active]
        if quiet == 0 and k > 2 and tp.count(me) + len(el) == size:
            return g.win[active]
        m = mover + 1
        if own[m] & (near[0] | (clear & (every ^ near[0] ^ near[m]))):
            active = mover
        elif k == 2:
            return g.win[active]
        else:
            for c in g.later[mover]:
                if own[c + 1] & (near[0] | (clear & (every ^ near[0] ^ near[c + 1]))):
                    active = c
                    break
            else:
                return g.draw
        if repetition:
            key = pkey ^ turn_mix[active]
            if restart:
                counts.clear()
                window.clear()
                chain = before = None
            seen = counts[key] = counts.get(key, 0) + 1
            if before is not None:
                seen += before.get(bytes(tp), 0)
            window.append((move, key, active))
            if seen >= 3 and _repeats(st, key, active, window, chain) >= 3:
                return g.draw
        if quiet_limit and quiet >= quiet_limit:
            return g.draw
    return _judge(st, g) if judged else _shares(k)


def _step(
    options: list[Any] | None,
    sel: int,
    slot_steps: tuple[tuple[int, int], ...],
    n: int,
    tp: bytearray,
    me: int,
    cover: Any,
    pairs: Any,
    getrandbits: Any,
) -> Any:
    """A greedy playout's step, not at random, of the colour whose tops byte is ``me``: up to
    STEP_TRIES of its ``n`` steps drawn at random (``randrange(n)``, inlined), the first that
    leaves nothing open (:func:`_opens`, inlined), else the last drawn.  The steps are
    ``options``, or (``None``) the set bits of ``sel``, lowest first, as slots (``slot_steps``)."""
    b = n.bit_length()
    for _ in range(STEP_TRIES):
        i = getrandbits(b)
        while i >= n:
            i = getrandbits(b)
        if options is None:
            x = sel
            for _ in range(i):
                x &= x - 1
            move = slot_steps[(x & -x).bit_length() - 1]
        else:
            move = options[i]
        a, b2 = move
        for x, y in cover[b2]:
            t = 0 if x == a else tp[x]
            if t and t != me and (y == a or not tp[y]):
                break
        else:
            for m, far in pairs[a]:
                if (m == b2 or tp[m] == me) and far != b2:
                    t = tp[far]
                    if t and t != me:
                        break
            else:
                return move
    return move


def _standard(rng: random.Random) -> bool:
    """Whether ``rng.randrange(n)`` is ``rng._randbelow(n)`` (the standard generator's, for
    n > 0): a class that changes neither."""
    cls = type(rng)
    return cls.randrange is random.Random.randrange and cls._randbelow is random.Random._randbelow  # type: ignore[attr-defined]


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
    ``tops`` byte is ``me``: the policy as it reads (:func:`playout` inlines it, with the same
    draws)."""
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
def _mixers(board: Board) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Odd 64-bit numbers, by space and by colour, for the playout's keys (fixed: seeded)."""
    rng = random.Random(0x9E3779B97F4A7C15)
    return (
        tuple(rng.getrandbits(64) | 1 for _ in range(board.size)),
        tuple(rng.getrandbits(64) for _ in range(len(LETTERS))),
    )


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
    this colour to move: the playout's (``window``, their keys as the playout's ``key``),
    and those before it (``chain``)."""
    n = 0
    walk = st[:]
    for move, seen, colour in reversed(window):  # walk: the stacks after ``move``
        if seen == key and colour == active and walk == st:
            n += 1
        _undo(walk, move)
    while chain is not None:
        if chain[ACT] == active and stacks_of(chain) == st:
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
