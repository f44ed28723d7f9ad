"""Precomputed tables for Zeno's search engine (:mod:`desktop.games.zeno.engine`).

Squares are the rules' (a1 = 0, ``rank * 8 + file``).  A *base code* names a
base move: ``BASE0 + 3 * origin + (step + 1)``, so codes never equal the
``True``/``False`` of the yes/no decisions that follow it.

Pushes and pulls both move a piece one step in the direction opposite to the
base move's, ``(-forward, -step)``; every piece of one phase comes from the
same rank and goes to the same rank, so a phase is worked out a rank byte at a
time: :data:`BLOCKED` gives, for a step and the target rank's occupancy, the
files whose piece would be captured (its target occupied or off the board).

An *effect* is what answering "yes" for one piece does, ready to apply:
``(whose, xor_mask, key_delta, captures, answer_no_first)`` with ``whose`` 0
for the mover's pieces (a pull) and 1 for the opponent's (a push).
"""

from __future__ import annotations

import random

SIZE = 8
BASE0 = 2
NCODES = BASE0 + 3 * 64
MAX_DECISIONS = 16  # at most 8 pushes + 7 pulls per turn
FORWARD = (1, -1)

Effect = tuple[int, int, int, bool, bool]

_rng = random.Random(0x2E40)
ZOBRIST: tuple[tuple[int, ...], tuple[int, ...]] = (
    tuple(_rng.getrandbits(64) for _ in range(64)),
    tuple(_rng.getrandbits(64) for _ in range(64)),
)
ZSIDE = _rng.getrandbits(64)
# the decision state of a turn in progress: the base move and how many pieces are decided
ZMID: tuple[int, ...] = tuple(_rng.getrandbits(64) for _ in range(NCODES * MAX_DECISIONS))
# ZMID of one decision count xor the next: what one more decision changes in the key
ZMID_NEXT: tuple[int, ...] = tuple(
    ZMID[i - 1] ^ ZMID[i] if i % MAX_DECISIONS else 0 for i in range(NCODES * MAX_DECISIONS)
)


def _step(square: int, rank_step: int, file_step: int) -> int:
    rank, file = (square >> 3) + rank_step, (square & 7) + file_step
    return rank * SIZE + file if 0 <= rank < SIZE and 0 <= file < SIZE else -1


ORIGIN: tuple[int, ...] = tuple(max(c - BASE0, 0) // 3 for c in range(NCODES))
STEP1: tuple[int, ...] = tuple(max(c - BASE0, 0) % 3 for c in range(NCODES))  # file step + 1
# the square a base move steps onto, per player (-1 off the board)
TARGET: tuple[tuple[int, ...], tuple[int, ...]] = tuple(  # type: ignore[assignment]
    tuple(-1 if c < BASE0 else _step(ORIGIN[c], FORWARD[pl], STEP1[c] - 1) for c in range(NCODES))
    for pl in (0, 1)
)


def base_code(origin: int, step: int) -> int:
    return BASE0 + 3 * origin + step + 1


# the base codes of the pieces in one rank byte: ROW_CODES[rank][byte]
ROW_CODES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(base_code(rank * 8 + f, s) for f in range(8) if byte >> f & 1 for s in (-1, 0, 1))
        for byte in range(256)
    )
    for rank in range(8)
)
# the files of a rank byte, file a first
BITS: tuple[tuple[int, ...], ...] = tuple(tuple(f for f in range(8) if byte >> f & 1) for byte in range(256))


def _blocked(step1: int, occupied: int) -> int:
    """The files whose piece, moved with file step ``1 - step1``, hits a piece or leaves the board."""
    if step1 == 1:
        return occupied
    if step1 == 2:  # base step +1: target file f - 1
        return ((occupied << 1) | 1) & 0xFF
    return (occupied >> 1) | 0x80  # base step -1: target file f + 1


BLOCKED: tuple[tuple[int, ...], ...] = tuple(
    tuple(_blocked(s1, occ) for occ in range(256)) for s1 in range(3)
)


def _shift(step1: int, byte: int) -> int:
    """A rank byte of pieces that all moved with file step ``1 - step1`` (none leaving the board)."""
    return byte if step1 == 1 else byte >> 1 if step1 == 2 else (byte << 1) & 0xFF


SHIFTED: tuple[tuple[int, ...], ...] = tuple(tuple(_shift(s1, b) for b in range(256)) for s1 in range(3))


def effect_index(whose: int, player: int, step1: int, square: int) -> int:
    """Index into :data:`EFFECTS` (add 1 for the capturing variant)."""
    return (((whose * 2 + player) * 3 + step1) * 64 + square) * 2


def _effect(whose: int, player: int, step1: int, square: int, captured: bool) -> Effect:
    colour = player ^ whose
    z = ZOBRIST[colour]
    target = _step(square, -FORWARD[player], 1 - step1)
    no_first = whose == 0 and captured  # a pull that loses our own piece: "no" is likelier
    if captured or target < 0:
        return (whose, 1 << square, z[square], True, no_first)
    return (whose, (1 << square) | (1 << target), z[square] ^ z[target], False, no_first)


EFFECTS: tuple[Effect, ...] = tuple(
    _effect(whose, player, step1, square, bool(captured))
    for whose in (0, 1)
    for player in (0, 1)
    for step1 in range(3)
    for square in range(64)
    for captured in (0, 1)
)

# squares whose rank index has bit k set: the sum of a mask's rank indices is
# popcount(m & RANK_BIT[0]) + 2 popcount(m & RANK_BIT[1]) + 4 popcount(m & RANK_BIT[2])
RANK_BIT: tuple[int, int, int] = tuple(  # type: ignore[assignment]
    sum(0xFF << (8 * r) for r in range(8) if r >> k & 1) for k in range(3)
)


def zobrist(white: int, black: int) -> int:
    """The key of a board (the side to move not included)."""
    key = 0
    for colour, mask in ((0, white), (1, black)):
        while mask:
            low = mask & -mask
            key ^= ZOBRIST[colour][low.bit_length() - 1]
            mask ^= low
    return key
