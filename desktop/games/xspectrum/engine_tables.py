"""The tables X Spectrum's search engine (:mod:`desktop.games.xspectrum.engine`) runs on.

Every square's contents the rules allow (a piece alone or a 2–3 piece
combination, §4) is numbered once, South's and North's apart: a board is a
tuple of 64 such numbers, 0 for an empty square.  Per number the tables hold
what the move generator needs without looking at a :class:`Stack` again:

- ``MOVERS[s]``: each way the square can move, the whole square first and
  then each piece that may leave it (in :func:`roles` order): ``(tag,
  arriving, left_behind, slides, jump)`` with ``tag`` 0 for the whole square
  and ``1 + role`` for a leaving piece, ``slides`` as ``(direction, reach)``
  and ``jump`` the orange reach (0: none);
- ``JOIN[there][arriving]``: the arrangements the mover may choose when
  ``arriving`` ends on the friendly ``there`` (absent: more than 3 pieces);
- ``REARR[s]``: the arrangements one nested ↔ stacked change gives;
- ``OWNER``, ``SIZE``, ``PIPS`` and ``PIECE_IDS`` (the pieces by id).

Pieces are numbered in the reserve's order (R, Y, B, large to small), so a
reserve is an integer holding each piece's count in 2 bits.  Zobrist numbers
cover the squares' contents, both reserves' counts and the side to move.

>>> STACKS[ID[parse_stack("Yl<Bs^Rm")]] == parse_stack("Yl<Bs^Rm")
True
>>> PIECE_LIST[0], PIECE_LIST[8]
(Piece(colour=0, pips=3), Piece(colour=2, pips=1))
"""

from __future__ import annotations

import random
from itertools import product

from desktop.games.xspectrum.movement import RAYS, start_square
from desktop.games.xspectrum.pieces import (
    ALL_PIECES,
    NORTH,
    SOUTH,
    Piece,
    Stack,
    StackError,
    check_arrangement,
    join_results,
    motion,
    parse_stack,
    piece_order,
    rearrangements,
    roles,
    without,
)

__all__ = ["parse_stack"]

#: Pieces by id: orange 3, 2, 1, clear 3, 2, 1, cyan 3, 2, 1 (the reserve's order).
PIECE_LIST: tuple[Piece, ...] = tuple(sorted(ALL_PIECES, key=piece_order))
PIECE_ID: dict[Piece, int] = {p: i for i, p in enumerate(PIECE_LIST)}

#: The tag of a rearrangement and of a re-entry (a leaving piece's tag is 1 + its role).
REARRANGE_TAG = 98
ENTER_TAG = 99

Slides = tuple[tuple[int, int], ...]
Mover = tuple[int, int, int, Slides, int]


def _all_stacks() -> list[Stack]:
    """Every square's contents §4 allows, South's then North's."""
    out: list[Stack] = []
    seen: set[Stack] = set()
    for owner in (SOUTH, NORTH):
        for base in PIECE_LIST:
            for extra in range(3):
                for combo in product(PIECE_LIST, repeat=extra):
                    for mask in range(1 << extra):
                        nested = tuple(p for i, p in enumerate(combo) if mask >> i & 1)
                        stacked = tuple(p for i, p in enumerate(combo) if not mask >> i & 1)
                        try:
                            check_arrangement(base, nested, stacked)
                        except StackError:
                            continue
                        stack = Stack(owner, base, nested, stacked)
                        if stack not in seen:
                            seen.add(stack)
                            out.append(stack)
    return out


#: Square contents by number; 0 is the empty square.
STACKS: list[Stack | None] = [None, *_all_stacks()]
_REAL: list[Stack] = [s for s in STACKS if s is not None]
ID: dict[Stack, int] = {s: i for i, s in enumerate(_REAL, 1)}
COUNT = len(STACKS)

#: The owner of each number (2 for the empty square, so it matches no player).
OWNER: list[int] = [2] + [s.owner for s in _REAL]
SIZE: list[int] = [0] + [s.size for s in _REAL]
PIPS: list[int] = [0] + [s.pips for s in _REAL]
PIECE_IDS: list[tuple[int, ...]] = [(), *(tuple(PIECE_ID[p] for p in s.pieces) for s in _REAL)]
#: A player's single piece by piece id: SINGLE[player][piece].
SINGLE = tuple(tuple(ID[Stack(o, p)] for p in PIECE_LIST) for o in (SOUTH, NORTH))
#: Where each player's piece re-enters: START[player][piece].
START = tuple(tuple(start_square(o, p) for p in PIECE_LIST) for o in (SOUTH, NORTH))


def _mover(tag: int, stack: Stack, left: int) -> Mover:
    slides, jump = motion(stack)
    return (tag, ID[stack], left, slides, jump)


def _movers(stack: Stack) -> tuple[Mover, ...]:
    out = [_mover(0, stack, 0)]
    if stack.size > 1:
        for i, (mark, piece) in enumerate(roles(stack)):
            out.append(_mover(1 + i, Stack(stack.owner, piece), ID[without(stack, mark, piece)]))
    return tuple(out)


MOVERS: list[tuple[Mover, ...]] = [()] + [_movers(s) for s in _REAL]
REARR: list[tuple[int, ...]] = [(), *(tuple(ID[r] for r in rearrangements(s)) for s in _REAL)]


def _joins(there: Stack) -> dict[int, tuple[int, ...]]:
    out: dict[int, tuple[int, ...]] = {}
    for arriving in _REAL:
        if arriving.owner != there.owner or arriving.size + there.size > 3:
            continue
        results = join_results(there, arriving)
        if results:
            out[ID[arriving]] = tuple(ID[r] for r in results)
    return out


JOIN: list[dict[int, tuple[int, ...]]] = [{}] + [_joins(s) for s in _REAL]

#: The rays from each square (nearest first) along the 8 directions, and cut to each reach 0–6.
RAY: tuple[tuple[tuple[int, ...], ...], ...] = RAYS
CUTS: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
    tuple(tuple(ray[:r] for r in range(7)) for ray in rays) for rays in RAYS
)
#: The rays a jump can use (at least two squares long).
JUMP_RAYS = tuple(tuple(ray for ray in rays if len(ray) >= 2) for rays in RAYS)

_rng = random.Random(0x5EC7)
#: ZB[number * 64 + square]: the contents' Zobrist number (0 for an empty square).
ZB: list[int] = [0] * 64 + [_rng.getrandbits(64) for _ in range(64 * (COUNT - 1))]
#: ZR[player][piece * 4 + count]: a reserve count's Zobrist number (0 for none).
ZR = tuple([0 if i % 4 == 0 else _rng.getrandbits(64) for i in range(36)] for _ in range(2))
ZSIDE = _rng.getrandbits(64)


def reserve_int(reserve: tuple[Piece, ...]) -> int:
    """A reserve as counts in 2 bits per piece id."""
    return sum(1 << 2 * PIECE_ID[p] for p in reserve)


def reserve_pieces(reserve: int) -> tuple[Piece, ...]:
    """The rules' reserve (sorted R, Y, B, large to small) of a reserve integer."""
    out: list[Piece] = []
    for i, piece in enumerate(PIECE_LIST):
        out += [piece] * (reserve >> 2 * i & 3)
    return tuple(out)


def reserve_key(player: int, reserve: int) -> int:
    """The Zobrist number of ``player``'s reserve."""
    z = 0
    for i in range(9):
        z ^= ZR[player][i * 4 + (reserve >> 2 * i & 3)]
    return z


def board_key(board: tuple[int, ...]) -> int:
    z = 0
    for sq, x in enumerate(board):
        z ^= ZB[x * 64 + sq]
    return z


def full_key(board: tuple[int, ...], player: int, r0: int, r1: int) -> int:
    """The Zobrist key of a position, from scratch."""
    return board_key(board) ^ reserve_key(0, r0) ^ reserve_key(1, r1) ^ (ZSIDE if player else 0)
