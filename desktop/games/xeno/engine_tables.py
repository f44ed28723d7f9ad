"""Precomputed tables of the Xeno search engine (:mod:`desktop.games.xeno.engine`).

Two kinds of table, both built once and cached:

- :class:`Board` (per board name): each space's four ``(over, landing)``
  pairs (the neighbour in a direction and where a jump over it lands), flat
  and as pairs.  Jumps are
  symmetric (``a`` over ``b`` lands on ``c`` exactly when ``c`` over ``b``
  lands on ``a``), so the jumps *onto* an empty space are read from that
  space's own pairs; the table is checked for it when it is built.
- :class:`Game` (per board, colours, seats and rule options): what a
  position of one game needs besides its stacks (turn order, seats, the
  scores of each ending, the Zobrist salts).

A stack's Zobrist number is 64 bits of BLAKE2b of ``"space:stack"`` (the
stack as the rules' string, bottom → top; 0 for an empty space), kept in one
dict per space (:attr:`Board.zobrist`, filled as stacks appear), so any stack
of any height has one, the same in every process (unlike ``hash()`` of a
string); a position's key is the XOR of its spaces' numbers, the seats' salt
and the number of the colour to move.
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from functools import cache
from typing import Any

from desktop.core.engine import Scores
from desktop.games.xeno.geometry import board_geometry
from desktop.games.xeno.state import LETTERS, XenoConfig

#: The colour index of a top letter.
COLOUR_OF = {letter: i for i, letter in enumerate(LETTERS)}
#: A position's ``tops`` byte of a top letter (the colour index plus one).
TOP_OF = {letter: i + 1 for i, letter in enumerate(LETTERS)}

_rng = random.Random(0x5E0)
#: Salt of the colour to move (mixed into a position's key).
ACTIVE_Z = tuple(_rng.getrandbits(62) for _ in LETTERS)


def digest(text: str) -> int:
    """64 bits of BLAKE2b of ``text``: a number the same in every process."""
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")


class StackKeys(dict[str, int]):
    """The Zobrist numbers of the stacks on one space, by stack string (``""``: 0)."""

    __slots__ = ("space",)

    def __init__(self, space: int) -> None:
        super().__init__({"": 0})
        self.space = space

    def __missing__(self, stack: str) -> int:
        if len(self) > 50_000:  # bound the memory; the numbers do not depend on it
            self.clear()
            self[""] = 0
        z = self[stack] = digest(f"{self.space}:{stack}")
        return z


class Taken(dict[str, tuple[str, int, int]]):
    """A jump over a stack on one space, by the stack: the stack left (its top taken), the
    change of the key, and the stack's new ``tops`` byte (the strings are shared, and already
    hashed, from one jump to the next)."""

    __slots__ = ("zobrist",)

    def __init__(self, keys: StackKeys) -> None:
        super().__init__()
        self.zobrist = keys

    def __missing__(self, stack: str) -> tuple[str, int, int]:
        if len(self) > 50_000:
            self.clear()
        left = stack[:-1]
        z = self.zobrist
        entry = self[stack] = (left, z[stack] ^ z[left], TOP_OF[left[-1]] if left else 0)
        return entry


class Landed(dict[str, tuple[str, int]]):
    """A jumping stack landing on one space with a piece of one colour put under it, by the
    jumping stack: the stack it becomes and its Zobrist number on that space."""

    __slots__ = ("letter", "zobrist")

    def __init__(self, keys: StackKeys, letter: str) -> None:
        super().__init__()
        self.zobrist = keys
        self.letter = letter

    def __missing__(self, stack: str) -> tuple[str, int]:
        if len(self) > 50_000:
            self.clear()
        grown = self.letter + stack
        entry = self[stack] = (grown, self.zobrist[grown])
        return entry


@dataclass(frozen=True, eq=False, slots=True)
class Board:
    """One ball's tables for the engine's tight loops (plain tuples, no numpy)."""

    name: str
    size: int
    pairs: tuple[tuple[tuple[int, int], ...], ...]
    flat: tuple[tuple[int, ...], ...]  # pairs[s] flattened: (over0, landing0, …, over3, landing3)
    around: tuple[tuple[int, int, int, int], ...]  # by space: its four neighbours
    bits: tuple[int, ...]
    zobrist: tuple[StackKeys, ...]  # by space: the stacks' Zobrist numbers
    taken: tuple[Taken, ...]  # by space
    landed: tuple[tuple[Landed, ...], ...]  # by space, by tops byte of the piece put under
    # the straight lines (see :func:`_lines`; empty for a board of 255 spaces or more)
    tri: bytes  # every line's spaces, its first two again at its end, then WALL
    fwd: tuple[tuple[int, int, int], ...]  # by index i of tri: the jump (tri[i], tri[i+1], tri[i+2])
    bwd: tuple[tuple[int, int, int], ...]  # by index i of tri: the jump (tri[i+2], tri[i+1], tri[i])
    pad: bytes  # what completes a board's tops (or relative tops) to a translate table: WALLs
    # the steps as slots, bit ``4 * space + i`` of an int for the step from ``space`` to its
    # ``i``-th neighbour (in the order of :attr:`around`): see :func:`_slot_tables`
    slot_steps: tuple[tuple[int, int], ...]  # by slot: the step (space, neighbour)
    slot_out: tuple[int, ...]  # by space: the bits of its four slots
    slot_in: tuple[int, ...]  # by space: the bits of the slots whose neighbour it is
    slot_land: tuple[int, ...]  # by space: the bits of the slots whose landing it is


#: The space number that separates two lines in :attr:`Board.tri`.
WALL = 255


def _lines(pairs: tuple[tuple[tuple[int, int], ...], ...]) -> list[list[int]]:
    """The board's straight lines, each once (one of its two directions), as closed cycles.

    A jump ``a`` over ``b`` onto ``c`` continues straight by ``b`` over ``c`` onto the
    landing ``d`` of ``b``'s pair over ``c``; following that from any pair of neighbours
    comes back to it (the step back is the symmetric jump), so the board's neighbour
    pairs fall into cycles, every jump being three consecutive spaces of exactly one
    cycle, read forwards or backwards (checked by :func:`board_tables`).
    """
    landing = [dict(row) for row in pairs]
    done: set[tuple[int, int]] = set()
    cycles: list[list[int]] = []
    for a in range(len(pairs)):
        for b, _ in pairs[a]:
            if (a, b) in done:
                continue
            cycle = [a]
            x, y = a, b
            while (x, y) not in done:
                done.add((x, y))
                done.add((y, x))  # the other direction: the same line
                cycle.append(y)
                x, y = y, landing[x][y]
            if (x, y) != (a, b):  # pragma: no cover - a line that does not close
                raise ValueError("a line of the board is not a cycle")
            cycle.pop()  # b again: the cycle is a, b, ..., closing back on a
            cycles.append(cycle)
    return cycles


def _line_tables(size: int, pairs: tuple[tuple[tuple[int, int], ...], ...]) -> dict[str, Any]:
    """The :class:`Board` fields of the lines (empty where a space is not a byte)."""
    empty: dict[str, Any] = {"tri": b"", "fwd": (), "bwd": (), "pad": b""}
    if size >= WALL:
        return empty
    tri: list[int] = []
    for cycle in _lines(pairs):
        tri += [*cycle, *cycle[:2], WALL]
    fwd = tuple((a, b, c) for a, b, c in zip(tri, tri[1:], tri[2:], strict=False))
    bwd = tuple((c, b, a) for a, b, c in fwd)
    jumps = sorted(j for j in fwd + bwd if WALL not in j)
    if jumps != sorted((a, b, c) for a in range(size) for b, c in pairs[a]):
        return empty  # pragma: no cover - every ball's lines hold each of its jumps once
    return {"tri": bytes(tri), "fwd": fwd, "bwd": bwd, "pad": bytes([WALL]) * (256 - size)}


def _slot_tables(size: int, pairs: tuple[tuple[tuple[int, int], ...], ...]) -> dict[str, Any]:
    """The :class:`Board` fields of the slots: slot ``4 * s + i`` is space ``s`` and its
    ``i``-th pair ``(neighbour, landing)``.  A colour's stacks as the bits of their slots
    (``slot_out``), ANDed with the empty spaces as the bits of the slots that lead to them
    (``slot_in``), are that colour's steps, in the order of :func:`engine_moves.add_steps`
    from the stacks (by space, then by neighbour)."""
    into = [0] * size
    land = [0] * size
    for s in range(size):
        for i, (n, c) in enumerate(pairs[s]):
            into[n] |= 1 << (4 * s + i)
            land[c] |= 1 << (4 * s + i)
    return {
        "slot_steps": tuple((s, n) for s in range(size) for n, _ in pairs[s]),
        "slot_out": tuple(15 << 4 * s for s in range(size)),
        "slot_in": tuple(into),
        "slot_land": tuple(land),
    }


def stack_z(board: Board, space: int, stack: str) -> int:
    """The Zobrist number of ``stack`` on ``space`` (0 for an empty space)."""
    return board.zobrist[space][stack]


@cache
def board_tables(name: str) -> Board:
    """The engine's tables of the board ``name`` (built once per board)."""
    g = board_geometry(name)
    size = g.size
    pairs = tuple(tuple(zip(g.adjacent[s], g.landings[s], strict=True)) for s in range(size))
    for a in range(size):
        for b, c in pairs[a]:
            if (b, a) not in pairs[c]:  # pragma: no cover - a property of every ball
                raise ValueError(f"{name}: the jump {a}x{c} over {b} is not symmetric")
    zobrist = tuple(StackKeys(s) for s in range(size))
    around = tuple((row[0][0], row[1][0], row[2][0], row[3][0]) for row in pairs)
    return Board(
        name=name,
        size=size,
        pairs=pairs,
        flat=tuple(tuple(x for pair in row for x in pair) for row in pairs),
        around=around,
        bits=tuple(1 << s for s in range(size)),
        zobrist=zobrist,
        taken=tuple(Taken(keys) for keys in zobrist),
        landed=tuple(tuple(Landed(keys, letter) for letter in ("", *LETTERS)) for keys in zobrist),
        **_line_tables(size, pairs),
        **_slot_tables(size, pairs),
    )


@dataclass(frozen=True, eq=False, slots=True)
class Game:
    """Everything about one game's positions that is not in the position itself."""

    board: Board
    colours: tuple[int, ...]
    seats: tuple[int, ...]
    config: XenoConfig
    k: int
    next_colour: tuple[int, ...]  # by colour: the next colour in turn order (-1: not playing)
    seat_of: tuple[int, ...]  # by colour: its seat (-1: not playing)
    later: tuple[tuple[int, ...], ...]  # by colour: the other colours in turn order after it
    others: tuple[tuple[int, ...], ...]  # by colour: the other colours in letter order
    win: tuple[Scores, ...]  # by colour: the scores when that colour's seat wins
    draw: Scores
    salt: int
    active_z: tuple[int, ...]
    zobrist: tuple[StackKeys, ...]  # the board's (by space: the stacks' Zobrist numbers)
    taken: tuple[Taken, ...]  # the board's
    landed: tuple[tuple[Landed, ...], ...]  # the board's
    compulsory: bool
    repetition: bool
    quiet_limit: int
    quiet_cap: int  # quiet_limit, or (no limit) a number of moves never reached
    multi: bool  # more than 2 players
    turn: tuple[tuple[int, int, int], ...]  # by colour: the next colour, it plus one, and
    # the change of the key from this colour to move to that one (active_z[c] ^ active_z[next])
    # moves are found from the empty spaces while there are at most this many (else from
    # the mover's stacks, about (size - empties) / k of them)
    empties_limit: int
    # the jumps are read along the board's lines (engine_moves.first_hops) when there are
    # more empty spaces than this (a fixed cost, less than that of looking around this many)
    lines_from: int


@cache
def game_tables(board: str, colours: tuple[int, ...], seats: tuple[int, ...], config: XenoConfig) -> Game:
    tables = board_tables(board)
    k = len(colours)
    next_colour = [-1] * len(LETTERS)
    later: list[tuple[int, ...]] = [()] * len(LETTERS)
    seat_of = [-1] * len(LETTERS)
    win: list[Scores] = [()] * len(LETTERS)
    for i, c in enumerate(colours):
        next_colour[c] = colours[(i + 1) % k]
        later[c] = tuple(colours[(i + j) % k] for j in range(1, k))
    for seat, c in enumerate(seats):
        seat_of[c] = seat
        win[c] = tuple(1.0 if p == seat else 0.0 for p in range(k))
    return Game(
        board=tables,
        colours=colours,
        seats=seats,
        config=config,
        k=k,
        next_colour=tuple(next_colour),
        seat_of=tuple(seat_of),
        later=tuple(later),
        others=tuple(tuple(o for o in colours if o != c) for c in range(len(LETTERS))),
        win=tuple(win),
        draw=tuple(1.0 / k for _ in range(k)),
        salt=digest(f"xeno {colours} {seats}"),
        active_z=ACTIVE_Z,
        zobrist=tables.zobrist,
        taken=tables.taken,
        landed=tables.landed,
        compulsory=config.compulsory_jumps,
        repetition=config.draw_repetition,
        quiet_limit=config.draw_quiet_moves,
        quiet_cap=config.draw_quiet_moves or 1 << 62,
        multi=k > 2,
        turn=tuple(
            (n, n + 1, ACTIVE_Z[c] ^ ACTIVE_Z[n]) if n >= 0 else (-1, 0, 0) for c, n in enumerate(next_colour)
        ),
        empties_limit=tables.size // (k + 1),
        lines_from=3 + tables.size // 10 if tables.tri else tables.size,
    )


# -- the fields of a play-phase position (the table of engine.py's docstring) -----------------
G, ST, ACT, MOV, KEY, QUIET, SEEN, HIST, RES, EMP, TOPS, PRE = range(12)


def materialise(cell: list[Any]) -> list[str]:
    """The stacks of a position's stacks cell, built from its parent's the first time (a
    list, never changed once built: a tuple would cost a second copy of the board)."""
    st: list[str] = list(cell[1])
    changes = cell[2]
    for i in range(0, len(changes), 2):
        st[changes[i]] = changes[i + 1]
    cell[0] = st
    cell[1] = cell[2] = None
    return st


def stacks_of(position: tuple[Any, ...]) -> list[str]:
    """The stacks of a play-phase position (a list never changed: do not change it)."""
    cell: list[Any] = position[ST]
    stacks: list[str] = cell[0] or materialise(cell)
    return stacks
