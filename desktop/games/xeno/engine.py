"""Xeno for searches: the stacks in a list, moves as tuples, an incremental Zobrist key.

A play-phase position is a flat tuple (a ``NamedTuple`` would cost its build
and field reads at every node); its fields are read by the index constants of
:mod:`~desktop.games.xeno.engine_tables`:

=====  ========  ===================================================================
index  constant  field
=====  ========  ===================================================================
0      G         the :class:`~desktop.games.xeno.engine_tables.Game` it belongs to
                 (board tables, seats, turn order, rule options), shared by its
                 positions
1      ST        the rules' stacks (strings, bottom → top) by space, as a list never
                 changed once built (a tuple would cost a second copy of the board),
                 in a one-item list ``[stacks]``, or, for a position reached by a
                 move, ``[None, parent's stacks, changes]`` (``changes``: space, new
                 stack, …, applied in order) until they are needed
                 (:func:`~desktop.games.xeno.engine_tables.materialise`: to expand
                 or evaluate the position); a position only asked for its result
                 and key (a perft leaf) never copies the board (120 stacks cost
                 more than the rest of a move)
2      ACT       the colour to move (after skips); -1 in the setup and the colour
                 choice
3      MOV       the colour whose turn it nominally is (the rules' ``mover``)
4      KEY       Zobrist of the stacks, the seats and the colour to move
5      QUIET     moves since the last jump
6      SEEN      the keys of the positions since the number of empty spaces last
                 changed (this one last), for the threefold repetition
7      HIST      the position before this one in that window (``None`` for the
                 first): a chain that makes a repetition of keys sure and gives
                 :meth:`XenoEngine.unpack` the rules' ``seen``
8      RES       the scores once the game is over, else ``None``
9      EMP       the empty spaces (a tuple or a list, in no order)
10     TOPS      bytes or a bytearray by space: 0 for an empty space, else the
                 colour on top plus one (lists and bytearrays save a copy a move:
                 never changed once in a position)
11     PRE       in the setup and the colour choice, the rules' state; else ``None``
=====  ========  ===================================================================

Positions of the setup and the colour choice (one or a few moves a game)
take the rules' path: ``ACT`` is -1, ``PRE`` holds the rules' state, and
their moves are the rules' :class:`XenoMove`.

What mirrors which rules function of :mod:`desktop.games.xeno.rules` (written again
for speed; tests/engines/conformance.py, tests/games/xeno/test_engine.py and
test_playout_reference.py check that they agree, move by move, by perft and playout by
playout):

- :meth:`XenoEngine.moves`: ``XenoRules.legal_moves`` (``steps`` and
  ``jump_sequences``, only the jumps when they are compulsory and there is one), by
  :func:`engine_moves.first_hops <desktop.games.xeno.engine_moves.first_hops>` (the
  single jumps and the steps) and :func:`engine_moves.sequences
  <desktop.games.xeno.engine_moves.sequences>` (``jump_sequences``: each hop made as
  ``hop`` makes it, taken back as ``unhop`` does);
- :meth:`XenoEngine.play`: ``apply_path`` (a jump as ``hop``, through the
  :class:`~desktop.games.xeno.engine_tables.Taken` and
  :class:`~desktop.games.xeno.engine_tables.Landed` tables) and the end of the turn,
  ``_settle`` (a jumper controlling every stack wins; :func:`_who_moves`: who moves, or
  who wins, or a draw when no one can move; the threefold repetition; the quiet moves),
  with :func:`engine_moves.can_move <desktop.games.xeno.engine_moves.can_move>` for
  ``can_move``; :func:`_first_position`: ``XenoRules.apply`` of the last colour choice;
- :func:`engine_playout.playout <desktop.games.xeno.engine_playout.playout>`: ``play``
  again, move after move on one mutable board (its steps and ``can_move`` read from bits).

>>> from desktop.games.xeno.game import XenoGame
>>> game = XenoGame()
>>> engine = game.search_engine()
>>> state = game.state_from_text("xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a")
>>> p = engine.pack(state)
>>> engine.moves(p)
[(11, 6, 2)]
>>> game.move_to_text(state, engine.rules_move(p, [(11, 6, 2)]))
'12x3'
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from desktop.core.engine import Scores, SearchEngine
from desktop.games.xeno import engine_moves as M
from desktop.games.xeno.engine_moves import RELATIVE, first_hops
from desktop.games.xeno.engine_playout import playout
from desktop.games.xeno.engine_tables import (
    ACT,
    EMP,
    HIST,
    KEY,
    MOV,
    PRE,
    QUIET,
    RES,
    ST,
    TOP_OF,
    TOPS,
    G,
    Game,
    digest,
    game_tables,
    materialise,
    stacks_of,
)
from desktop.games.xeno.rules import XenoRules, _settle
from desktop.games.xeno.state import Kind, Phase, XenoMove, XenoState

Position = tuple[Any, ...]
#: A step ``(origin, target)``, a jump sequence ``(origin, over, landing, …)`` or, in the setup
#: and the colour choice, the rules' :class:`XenoMove` (``Any``: the three are told apart by
#: the position's phase and the tuple's length, in the tight loops, without isinstance).
Move = Any


def _same_count(history: Position | None, cell: list[Any], active: int) -> int:
    """How many positions of the chain ``history`` have these stacks and this colour to move."""
    stacks = cell[0] or materialise(cell)
    n = 0
    while history is not None:
        if history[ACT] == active and stacks_of(history) == stacks:
            n += 1
        history = history[HIST]
    return n


class XenoEngine(SearchEngine[Position, Move]):
    """Xeno's :class:`~desktop.core.engine.SearchEngine` (any board, 2 to 6 players)."""

    def __init__(self, rules: XenoRules) -> None:
        self.rules = rules
        #: A position and up to two empty spaces that the colour after the one to move there
        #: can step onto (see play; one tuple, replaced whole: safe between threads).
        self._targets: tuple[Position | None, tuple[int, ...]] = (None, ())

    # -- between the rules and the engine -----------------------------------------------
    def pack(self, state: XenoState) -> Position:
        if state.phase != Phase.PLAY:
            key = digest(repr(self.rules.state_key(state)))
            return (None, [state.stacks], -1, -1, key, 0, (), None, None, 0, (), state)
        g = game_tables(state.board, state.colours, state.seats, state.config)
        stacks = state.stacks
        skey = _stacks_key(stacks, g)
        empties, tops = _empties_tops(stacks)
        seen = tuple(_stacks_key(st, g) ^ g.active_z[act] for st, act in state.seen)
        history: Position | None = None
        for (st, act), k in zip(state.seen[:-1], seen, strict=False):  # the earlier ones, as links
            history = (g, [list(st)], act, -1, k, 0, (), history, None, (), b"", None)
        result = None if state.ended is None else state.ended.scores
        return (
            g, [list(stacks)], state.active, state.mover, skey ^ g.active_z[state.active], state.quiet,
            seen, history, result, empties, tops, None,
        )  # fmt: skip

    def unpack(self, position: Position) -> XenoState:
        if position[ACT] < 0:
            state: XenoState = position[PRE]
            return state
        g: Game = position[G]
        entries = []
        history = position[HIST]
        while history is not None:
            entries.append((tuple(stacks_of(history)), history[ACT]))
            history = history[HIST]
        entries.reverse()
        return _settle(
            g.board.name, tuple(stacks_of(position)), g.colours, g.seats, position[MOV], g.config,
            position[QUIET], tuple(entries),
        )  # fmt: skip

    def rules_move(self, position: Position, line: Sequence[Move]) -> XenoMove:
        (move,) = line
        if position[ACT] < 0:
            assert isinstance(move, XenoMove)
            return move
        assert isinstance(move, tuple)
        if len(move) == 2:
            return XenoMove(Kind.STEP, move)
        return XenoMove(Kind.JUMP, move[0::2])

    def engine_move(self, position: Position, move: XenoMove) -> Move:
        """The engine move of a rules move legal in ``position``."""
        if position[ACT] < 0:
            return move
        for mv in self.moves(position):
            if self.rules_move(position, [mv]) == move:
                return mv
        raise ValueError(f"{move} is not legal here")

    # -- search ---------------------------------------------------------------------------
    def moves(self, position: Position) -> list[Move]:
        if position[RES] is not None:
            return []
        active = position[ACT]
        if active < 0:
            return list(self.rules.legal_moves(position[PRE]))
        g: Game = position[G]
        steps: list[Move] = []
        r = position[TOPS].translate(RELATIVE[active])
        hops = first_hops(r, position[EMP], g, steps)
        if not hops:
            return steps
        cell = position[ST]
        stacks = cell[0] or materialise(cell)
        # the sequences are followed on the position's own list, given back as it was
        jumps: list[Move] = M.sequences(stacks, r, hops, active, g.board, stacks)
        if g.compulsory:
            return jumps
        return jumps + steps

    def forcing(self, position: Position) -> list[Move]:
        """The jump sequences (captures), the longest first."""
        active = position[ACT]
        if position[RES] is not None or active < 0:
            return []
        g: Game = position[G]
        r = M.relative(position[TOPS], active)
        hops = first_hops(r, position[EMP], g, None)
        if not hops:
            return []
        jumps = M.sequences(stacks_of(position), r, hops, active, g.board, None)
        return sorted(jumps, key=len, reverse=True)

    def play(self, position: Position, move: Move) -> Position:
        g, cell, active, _, key, quiet, seen, _, _, empties, tops, pre = position
        history: Position | None = position  # the positions that could recur, as a chain
        if active < 0:
            if move.kind == Kind.CHOOSE and len(pre.seats) == len(pre.colours) - 2:
                return _first_position(pre, move.colour)
            return self.pack(self.rules.apply(pre, move))
        stacks = cell[0] or materialise(cell)
        zs = g.zobrist
        tp = bytearray(tops)
        el = list(empties)
        n = len(move)
        if n == 2:  # a step: the stacks are copied only if the position is expanded
            a, b = move
            sa = stacks[a]
            tp[b] = tp[a]
            tp[a] = 0
            key ^= zs[a][sa] ^ zs[b][sa]
            cell = [None, stacks, (a, "", b, sa)]
            el[el.index(b)] = a
            quiet += 1
        elif n == 3:  # a single jump, likewise
            a, b, c = move
            sa = stacks[a]
            code = tp[b]  # the piece taken from b goes under the jumping stack
            nb, zb, tp[b] = g.taken[b][stacks[b]]
            nc, zc = g.landed[c][code][sa]
            tp[c] = tp[a]
            tp[a] = 0
            key ^= zs[a][sa] ^ zb ^ zc
            cell = [None, stacks, (a, "", b, nb, c, nc)]
            el[el.index(c)] = a
            if not nb:
                el.append(b)
                seen, history = (), None
            quiet = 0
        elif n == 5:  # two jumps, likewise (the second is never over b: that is straight back)
            a, b, c, b2, c2 = move
            sa = stacks[a]
            code = tp[b]
            nb, zb, tp[b] = g.taken[b][stacks[b]]
            nc = g.landed[c][code][sa][0]  # on c and off it again: no change of the key
            code = tp[b2]
            nb2, zb2, tp[b2] = g.taken[b2][stacks[b2]]
            nc2, zc2 = g.landed[c2][code][nc]
            tp[a] = 0
            tp[c2] = active + 1  # (c2 may be a, or b emptied by the first jump)
            key ^= zs[a][sa] ^ zb ^ zb2 ^ zc2
            cell = [None, stacks, (a, "", b, nb, b2, nb2, c2, nc2)]  # c: empty again
            el[el.index(c)] = a
            if not nb:
                el.append(b)
                seen, history = (), None
            el[el.index(c2)] = c
            if not nb2:
                el.append(b2)
                seen, history = (), None
            quiet = 0
        else:  # a jump sequence, hop by hop; likewise, its changes kept in order
            taken, landed = g.taken, g.landed
            changes: list[Any] = []
            lower: dict[int, str] = {}  # the stacks jumped so far (a stack may be jumped twice)
            sa = stacks[move[0]]  # the jumping stack
            for i in range(1, n, 2):
                a, b, c = move[i - 1], move[i], move[i + 1]
                code = tp[b]
                nb, zb, tp[b] = taken[b][lower[b] if b in lower else stacks[b]]
                nc, zc = landed[c][code][sa]
                lower[b] = nb
                changes += (a, "", b, nb, c, nc)
                tp[c] = tp[a]
                tp[a] = 0
                key ^= zs[a][sa] ^ zb ^ zc
                el[el.index(c)] = a
                if not nb:
                    el.append(b)
                    seen, history = (), None
                sa = nc
            cell = [None, stacks, changes]
            quiet = 0
        # what rules._settle decides: whose turn, and whether the game has ended.  The usual
        # case first: the next colour moves (it can step onto the origin, empty now unless
        # the sequence looped back to it, or it has another move) and no one has won by control
        mover, me, flip = g.turn[active]
        a = move[0]
        around = g.board.around
        n0, n1, n2, n3 = around[a]
        if (quiet or not g.multi or tp.count(active + 1) + len(el) != len(tp)) and (
            (not tp[a] and (tp[n0] == me or tp[n1] == me or tp[n2] == me or tp[n3] == me))
            # else a step onto the first empty space (most often), or after a step one onto
            # another space empty before it (see _steps_elsewhere), else any move
            or (
                el
                and (tp[(x := around[el[0]])[0]] == me or tp[x[1]] == me or tp[x[2]] == me or tp[x[3]] == me)
            )
            or (n == 2 and self._steps_elsewhere(position, mover, move[1]))
            or M.can_move(tp, el, mover, g)
        ):
            key ^= flip
            seen += (key,)
            if (g.repetition and seen.count(key) >= 3 and _same_count(history, cell, mover) >= 2) or (
                quiet >= g.quiet_cap
            ):
                return (g, cell, mover, mover, key, quiet, seen, history, g.draw, el, tp, None)
            return (g, cell, mover, mover, key, quiet, seen, history, None, el, tp, None)
        key ^= g.active_z[active]  # the stacks' key alone
        result: Scores | None
        if quiet == 0 and g.multi and tp.count(active + 1) + len(el) == len(tp):
            result = g.win[active]  # after a jump, the jumper controls every stack
            active = mover
        else:
            active, result = _who_moves(tp, el, mover, g)
        key ^= g.active_z[active]
        seen += (key,)
        if result is None and (
            (g.repetition and seen.count(key) >= 3 and _same_count(history, cell, active) >= 2)
            or quiet >= g.quiet_cap
        ):
            result = g.draw
        return (g, cell, active, mover, key, quiet, seen, history, result, el, tp, None)

    def _steps_elsewhere(self, position: Position, colour: int, target: int) -> bool:
        """Whether ``colour`` (to move after the colour to move in ``position``) can step onto
        a space empty in ``position`` other than ``target``: after a step onto ``target`` its
        stacks are as they were, so it still can.  Up to two such spaces are found once for
        all the steps from ``position`` (``_targets``: replaced whole, safe between threads)."""
        memo = self._targets
        if memo[0] is not position:
            memo = self._targets = (
                position,
                M.step_targets(position[TOPS], position[EMP], colour, position[G]),
            )
        t = memo[1]
        return len(t) > 1 or (len(t) == 1 and t[0] != target)

    def to_move(self, position: Position) -> int:
        if position[ACT] < 0:
            return self.rules.to_move(position[PRE])
        g: Game = position[G]
        return g.seat_of[position[ACT]]

    def num_players(self, position: Position) -> int:
        if position[ACT] < 0:
            return len(position[PRE].colours)
        g: Game = position[G]
        return g.k

    # result, key and mid_turn are asked at every node of a search: C callables, not methods
    # (neither is a descriptor, so ``engine.result(p)`` calls them with the position alone)
    #: The scores once the game is over, else ``None`` (``position[RES]``).
    result = itemgetter(RES)  # type: ignore[assignment]
    #: The position's Zobrist key (``position[KEY]``).
    key = itemgetter(KEY)  # type: ignore[assignment]
    #: Never between two decisions of one turn: a Xeno turn is one move (``p in ()``: False).
    mid_turn = ().__contains__  # type: ignore[assignment]

    def evaluate(self, position: Position, player: int) -> float:
        if position[ACT] < 0:
            return 0.0
        return M.evaluate(stacks_of(position), position[TOPS], position[G], player)

    def playout(self, position: Position, rng: random.Random, max_plies: int = 10_000) -> Scores:
        """A random game played on one mutable board (see :mod:`engine_playout`)."""
        return playout(self, position, rng, max_plies)

    def styled_playout(
        self,
        position: Position,
        rng: random.Random,
        max_plies: int = 10_000,
        *,
        greedy: bool = False,
        judged: bool = False,
    ) -> Scores:
        """:meth:`playout` with cheap greedy moves (``greedy``: the most captures, steps that
        leave nothing open to a jump) and/or scored by material when cut at ``max_plies``
        (``judged``); see :mod:`engine_playout`."""
        return playout(self, position, rng, max_plies, greedy, judged)


def _empties_tops(stacks: tuple[str, ...]) -> tuple[tuple[int, ...], bytes]:
    empties = tuple(s for s, stack in enumerate(stacks) if not stack)
    return empties, bytes(TOP_OF[stack[-1]] if stack else 0 for stack in stacks)


def _first_position(state: XenoState, colour: int) -> Position:
    """The first play position, once the last colour but one is chosen (``colour``) in
    ``state``: what ``pack(rules.apply(...))`` gives, without the rules' slower move finding."""
    chosen = (*state.seats, colour)
    mover = next(c for c in state.colours if c not in chosen)
    g = game_tables(state.board, state.colours, (mover, *chosen), state.config)
    stacks = state.stacks
    empties, tops = _empties_tops(stacks)
    controllers = set(tops) - {0}
    result: Scores | None
    if g.multi and len(controllers) == 1:
        active, result = mover, g.win[controllers.pop() - 1]
    else:
        active, result = _who_moves(tops, empties, mover, g)
    key = _stacks_key(stacks, g) ^ g.active_z[active]
    return (g, [list(stacks)], active, mover, key, 0, (key,), None, result, empties, tops, None)


def _who_moves(tops: M.Tops, empties: Sequence[int], mover: int, g: Game) -> tuple[int, Scores | None]:
    """The colour to move and the scores if the game is over, once no one controls every stack
    (:func:`rules._settle <desktop.games.xeno.rules._settle>`): ``mover`` if it can move; else
    with two players the other wins, with more the next colour in turn order that can move
    moves, and if none can it is a draw."""
    if M.can_move(tops, empties, mover, g):
        return mover, None
    if not g.multi:
        return mover, g.win[g.next_colour[mover]]
    for c in g.later[mover]:
        if M.can_move(tops, empties, c, g):
            return c, None
    return mover, g.draw


def _stacks_key(stacks: tuple[str, ...], g: Game) -> int:
    key = g.salt
    zs = g.zobrist
    for s, stack in enumerate(stacks):
        key ^= zs[s][stack]
    return key
