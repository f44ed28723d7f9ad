"""X Spectrum's search engine: packed positions, int-tuple moves, an incremental Zobrist key.

A position is a flat tuple (a ``NamedTuple`` would cost its build and field
reads at every node); its fields are read by these index constants:

=====  ========  ===================================================================
index  constant  field
=====  ========  ===================================================================
0      BOARD     64 square numbers (:mod:`desktop.games.xspectrum.engine_tables`)
1      PLAYER    the side to move (0 South, 1 North)
2      R0        South's reserve, a 2-bit count per piece id
3      R1        North's reserve (``R0 + player``: the mover's)
4      QUIET     moves since the last capture
5      Z         the Zobrist key of board, reserves and side to move
6      N0        South's pieces on the board
7      N1        North's pieces on the board (``N0 + player``: the mover's)
8      SEEN      a 1024-bit filter of the keys of every earlier position: a
                 position with no earlier twin is known at once; when its bit is
                 set, the earlier positions are counted exactly by walking the
                 ``PARENT`` links and the root's history
9      PARENT    the position before (``None`` at the root)
10     ROOT      the rules state the search started from, its options and its
                 history (:class:`Root`)
=====  ========  ===================================================================

Repetition is decided on the whole position (board, side, reserves), never
on the key alone, so :meth:`XSpectrumEngine.result` agrees with the rules
exactly; :meth:`XSpectrumEngine.unpack` rebuilds the rules state, history
included, from the parent links.

What mirrors which rules function (for speed; tests/games/xspectrum/test_engine.py and
tests/engines/conformance.py check that they agree, move by move and by perft):

- :meth:`XSpectrumEngine.moves`: :func:`movement.legal_moves
  <desktop.games.xspectrum.movement.legal_moves>` (``generate``, its ``targets`` and
  ``_landings``), by :func:`engine_moves.generate
  <desktop.games.xspectrum.engine_moves.generate>`;
- :meth:`XSpectrumEngine.play`: :func:`movement.apply_to_board
  <desktop.games.xspectrum.movement.apply_to_board>`, and the reserves it fills;
- :meth:`XSpectrumEngine.result`: :func:`rules.settle
  <desktop.games.xspectrum.rules.settle>` (``has_move``: :func:`engine_moves.has_move
  <desktop.games.xspectrum.engine_moves.has_move>`; the draws: :func:`_drawn`);
- :meth:`XSpectrumEngine.playout`: ``play`` and ``result`` again, on one mutable board;
- :meth:`XSpectrumEngine.evaluate`: :func:`evaluation.evaluate
  <desktop.games.xspectrum.evaluation.evaluate>` (its ``_reach``: :func:`engine_moves.reach
  <desktop.games.xspectrum.engine_moves.reach>`).
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Hashable, Sequence
from functools import lru_cache
from typing import Any

from desktop.core.engine import Scores, SearchEngine
from desktop.games.xspectrum import evaluation as ev
from desktop.games.xspectrum import movement as mv
from desktop.games.xspectrum.engine_moves import Move, captures, generate, has_move, reach
from desktop.games.xspectrum.engine_tables import (
    ENTER_TAG,
    ID,
    OWNER,
    PIECE_IDS,
    PIECE_LIST,
    PIPS,
    REARRANGE_TAG,
    SIZE,
    STACKS,
    ZB,
    ZR,
    ZSIDE,
    full_key,
    parse_stack,
    reserve_int,
    reserve_pieces,
)
from desktop.games.xspectrum.movement import XSpectrumMove, XSpectrumState, position_key
from desktop.games.xspectrum.pieces import parse_piece, roles
from desktop.games.xspectrum.rules import settle

Position = tuple[Any, ...]
Exact = tuple[tuple[int, ...], int, int, int]  # board, player, r0, r1

BOARD, PLAYER, R0, R1, QUIET, Z, N0, N1, SEEN, PARENT, ROOT = range(11)
MASK = 1023
WIN = ((1.0, 0.0), (0.0, 1.0))
DRAW = (0.5, 0.5)

_SQUARE_RE = re.compile(r"\.|[RYBryb][sml](?:[<^][RYBryb][sml])*")


@lru_cache(maxsize=65536)
def _read_key(key: str) -> tuple[int, Exact]:
    """The Zobrist key and exact position of a rules position key (:func:`position_key`)."""
    squares, player_text, south, north = key.split("|")
    board = tuple(0 if t == "." else ID[parse_stack(t)] for t in _SQUARE_RE.findall(squares))
    player = int(player_text)
    r0 = reserve_int(tuple(parse_piece(south[i : i + 2])[0] for i in range(0, len(south), 2)))
    r1 = reserve_int(tuple(parse_piece(north[i : i + 2])[0] for i in range(0, len(north), 2)))
    return full_key(board, player, r0, r1), (board, player, r0, r1)


class Root:
    """The rules state a search started from: its options and its history's positions."""

    __slots__ = ("past", "past_keys", "quiet_limit", "repetition", "state")

    def __init__(self, state: XSpectrumState) -> None:
        self.state = state
        self.repetition = state.config.draw_repetition
        self.quiet_limit = state.config.draw_quiet_moves
        self.past_keys: list[int] = []
        self.past: dict[int, list[Exact]] = {}
        for key, _ in state.past:
            z, exact = _read_key(key)
            self.past_keys.append(z)
            self.past.setdefault(z, []).append(exact)


def _earlier(p: Position) -> int:
    """How many earlier positions of the game equal ``p`` (exactly)."""
    z = p[Z]
    if not p[SEEN] >> (z & MASK) & 1:
        return 0
    board, player, r0, r1 = p[BOARD], p[PLAYER], p[R0], p[R1]
    n = 0
    q = p[PARENT]
    while q is not None:
        if q[Z] == z and q[PLAYER] == player and q[R0] == r0 and q[R1] == r1 and q[BOARD] == board:
            n += 1
        q = q[PARENT]
    for exact in p[ROOT].past.get(z, ()):
        if exact == (board, player, r0, r1):
            n += 1
    return n


def _drawn(p: Position) -> bool:
    """Whether the game is drawn here, if it goes on at all (repetition, quiet moves)."""
    root: Root = p[ROOT]
    if root.repetition and _earlier(p) >= 2:
        return True
    return bool(root.quiet_limit) and p[QUIET] >= root.quiet_limit


class XSpectrumEngine(SearchEngine[Position, Move]):
    """X Spectrum packed for search (see the module's docstring for the position)."""

    # -- between the rules and the engine ---------------------------------------------------
    def pack(self, state: XSpectrumState) -> Position:
        board = tuple(0 if s is None else ID[s] for s in state.board)
        r0, r1 = reserve_int(state.reserves[0]), reserve_int(state.reserves[1])
        n0 = sum(s.size for s in state.board if s is not None and s.owner == 0)
        n1 = sum(s.size for s in state.board if s is not None and s.owner == 1)
        root = Root(state)
        seen = 0
        for z in root.past_keys:
            seen |= 1 << (z & MASK)
        z = full_key(board, state.player, r0, r1)
        return (board, state.player, r0, r1, state.quiet, z, n0, n1, seen, None, root)

    def unpack(self, position: Position) -> XSpectrumState:
        root: Root = position[ROOT]
        if position[PARENT] is None:
            return root.state
        chain: list[Position] = []
        q = position[PARENT]
        while q is not None:
            chain.append(q)
            q = q[PARENT]
        chain.reverse()
        past = root.state.past + tuple((position_key(*self._rules_parts(q)), q[QUIET]) for q in chain)
        board, player, reserves = self._rules_parts(position)
        return settle(board, player, reserves, root.state.config, position[QUIET], past)

    @staticmethod
    def _rules_parts(p: Position) -> Any:
        board = tuple(STACKS[x] for x in p[BOARD])
        return board, p[PLAYER], (reserve_pieces(p[R0]), reserve_pieces(p[R1]))

    def rules_move(self, position: Position, line: Sequence[Move]) -> XSpectrumMove:
        ((o, t, left, arrives, tag),) = line
        board = position[BOARD]
        if tag == ENTER_TAG:
            return XSpectrumMove(mv.ENTER, -1, t, "", PIECE_LIST[left])
        moving = STACKS[board[o]]
        assert moving is not None
        if tag == REARRANGE_TAG:
            return XSpectrumMove(mv.REARRANGE, o, o, "", None, STACKS[arrives], moving, None)
        x = board[t]
        result = STACKS[arrives] if x and OWNER[x] == position[PLAYER] else None
        if tag == 0:
            return XSpectrumMove(mv.MOVE, o, t, "", None, result, moving, STACKS[x])
        mark, piece = roles(moving)[tag - 1]
        return XSpectrumMove(mv.LEAVE, o, t, mark, piece, result, moving, STACKS[x])

    # -- search -------------------------------------------------------------------------------
    def moves(self, position: Position) -> list[Move]:
        p = position
        player = p[PLAYER]
        reserve, other = p[R0 + player], 1 - player  # R1 = R0 + 1, N1 = N0 + 1
        if not (reserve or p[N0 + player]) or not (p[R0 + other] or p[N0 + other]) or _drawn(p):
            return []
        return generate(p[BOARD], player, reserve)

    def play(self, position: Position, move: Move) -> Position:
        board, player, r0, r1, quiet, z, n0, n1, seen, _, root = position
        o, t, left, arrives, _ = move
        b = list(board)
        x = b[t]
        new = z ^ ZSIDE ^ ZB[x * 64 + t] ^ ZB[arrives * 64 + t]
        b[t] = arrives
        if o < 0:  # re-entry: ``left`` is the piece id, taken from the mover's reserve
            r = r1 if player else r0
            c = r >> 2 * left & 3
            zr = ZR[player]
            new ^= zr[left * 4 + c] ^ zr[left * 4 + c - 1]
            r -= 1 << 2 * left
            if player:
                r1, n1 = r, n1 + 1
            else:
                r0, n0 = r, n0 + 1
        elif o != t:
            new ^= ZB[b[o] * 64 + o] ^ ZB[left * 64 + o]
            b[o] = left
        if x and OWNER[x] != player:  # a capture: the pieces taken go to the mover's reserve
            quiet = 0
            r = r1 if player else r0
            zr = ZR[player]
            for pc in PIECE_IDS[x]:
                c = r >> 2 * pc & 3
                new ^= zr[pc * 4 + c] ^ zr[pc * 4 + c + 1]
                r += 1 << 2 * pc
            if player:
                r1, n0 = r, n0 - SIZE[x]
            else:
                r0, n1 = r, n1 - SIZE[x]
        else:
            quiet += 1
        return (tuple(b), 1 - player, r0, r1, quiet, new, n0, n1, seen | 1 << (z & MASK), position, root)

    def to_move(self, position: Position) -> int:
        return int(position[PLAYER])

    def num_players(self, position: Position) -> int:
        return 2

    def result(self, position: Position) -> Scores | None:
        """:func:`~desktop.games.xspectrum.rules.settle`'s ending: a side with nothing left on
        the board or in reserve (the side to move first) or with no move loses; draws."""
        p = position
        player = p[PLAYER]
        reserve, other = p[R0 + player], 1 - player  # R1 = R0 + 1, N1 = N0 + 1
        if not (reserve or p[N0 + player]):
            return WIN[other]
        if not (p[R0 + other] or p[N0 + other]):
            return WIN[player]
        if not has_move(p[BOARD], player, reserve):
            return WIN[other]
        return DRAW if _drawn(p) else None

    def key(self, position: Position) -> Hashable:
        return int(position[Z])

    def evaluate(self, position: Position, player: int) -> float:
        """:func:`desktop.games.xspectrum.evaluation.evaluate` on the packed position (the same value)."""
        p = position
        scores = self.result(p)
        if scores is not None:
            if scores[0] == scores[1]:
                return 0.0
            return 1.0 if scores[player] == 1.0 else -1.0
        board = p[BOARD]
        other = 1 - player
        on_board = [0, 0]
        for x in board:
            if x:
                on_board[OWNER[x]] += PIPS[x]
        reserve_pips = [_reserve_pips(p[R0]), _reserve_pips(p[R1])]
        raw = (on_board[player] + ev.RESERVE_WEIGHT * reserve_pips[player]) - (
            on_board[other] + ev.RESERVE_WEIGHT * reserve_pips[other]
        )
        mob_p, take_p = reach(board, player)
        mob_o, take_o = reach(board, other)
        raw += ev.MOBILITY_WEIGHT * (mob_p - mob_o)
        if p[PLAYER] == player:
            raw += ev.CAPTURE_NOW * take_p - ev.THREAT * take_o
        else:
            raw += ev.THREAT * take_p - ev.CAPTURE_NOW * take_o
        return math.tanh(raw / ev.SCALE)

    def forcing(self, position: Position) -> list[Move]:
        """The captures, biggest haul first (taking the opponent's last pieces is one of them)."""
        p = position
        if self.result(p) is not None:
            return []
        board = p[BOARD]
        caps = captures(board, p[PLAYER])
        if len(caps) > 1:
            caps.sort(key=lambda m: -PIPS[board[m[1]]])
        return caps

    def playout(self, position: Position, rng: random.Random, max_plies: int = 10_000) -> Scores:
        """A random game from ``position`` on one mutable board (repetitions counted by Zobrist key)."""
        board = list(position[BOARD])
        player: int = position[PLAYER]
        reserves = [position[R0], position[R1]]
        counts = [position[N0], position[N1]]
        quiet: int = position[QUIET]
        z: int = position[Z]
        root: Root = position[ROOT]
        seen: dict[int, int] = {}
        for k in root.past_keys:
            seen[k] = seen.get(k, 0) + 1
        q = position[PARENT]
        while q is not None:
            seen[q[Z]] = seen.get(q[Z], 0) + 1
            q = q[PARENT]
        repetition, limit = root.repetition, root.quiet_limit
        randrange = rng.randrange
        for _ in range(max_plies):
            other = 1 - player
            if not reserves[player] and not counts[player]:
                return WIN[other]
            if not reserves[other] and not counts[other]:
                return WIN[player]
            options = generate(board, player, reserves[player])
            if not options:
                return WIN[other]
            if (repetition and seen.get(z, 0) >= 2) or (limit and quiet >= limit):
                return DRAW
            o, t, left, arrives, _ = options[randrange(len(options))]
            seen[z] = seen.get(z, 0) + 1
            x = board[t]
            z ^= ZSIDE ^ ZB[x * 64 + t] ^ ZB[arrives * 64 + t]
            board[t] = arrives
            zr = ZR[player]
            if o < 0:
                c = reserves[player] >> 2 * left & 3
                z ^= zr[left * 4 + c] ^ zr[left * 4 + c - 1]
                reserves[player] -= 1 << 2 * left
                counts[player] += 1
            elif o != t:
                z ^= ZB[board[o] * 64 + o] ^ ZB[left * 64 + o]
                board[o] = left
            if x and OWNER[x] != player:
                quiet = 0
                for pc in PIECE_IDS[x]:
                    c = reserves[player] >> 2 * pc & 3
                    z ^= zr[pc * 4 + c] ^ zr[pc * 4 + c + 1]
                    reserves[player] += 1 << 2 * pc
                counts[other] -= SIZE[x]
            else:
                quiet += 1
            player = other
        return DRAW


def _reserve_pips(reserve: int) -> int:
    return sum((reserve >> 2 * i & 3) * p.pips for i, p in enumerate(PIECE_LIST))
