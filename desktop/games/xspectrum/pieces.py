"""X Spectrum's pyramids, the combinations they form, and how each one moves.

A square holds a :class:`Stack`: one piece alone, or a combination of 2–3
pieces owned by one player with a base, nested pieces and stacked pieces
(``resources/rules/xspectrum.md`` §4).  Everything here is owner-agnostic
about directions: turning a player's directions by 180° gives the same
lines, so South and North pieces move along the same board lines.

>>> s = parse_stack("Yl<Bs^Rm")
>>> s.distance, sorted(motion(s)[0]), motion(s)[1]
(4, [(0, 4), (1, 4)], 4)
>>> stack_text(Stack(NORTH, Piece(CYAN, 3), (), (Piece(CLEAR, 2),)))
'bl^ym'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from desktop.core.language import QT_TRANSLATE_NOOP, translate
from desktop.games.words import RulesText

ORANGE, CLEAR, CYAN = 0, 1, 2
COLOUR_LETTERS = "RYB"
COLOUR_NAMES = ("orange", "clear", "cyan")
#: the colours' words for pyside6-lupdate (Piece.name translates them)
_COLOUR_WORDS = (
    QT_TRANSLATE_NOOP("Pieces", "orange"),
    QT_TRANSLATE_NOOP("Pieces", "clear"),
    QT_TRANSLATE_NOOP("Pieces", "cyan"),
)
SIZE_LETTERS = "sml"
SIZE_NAMES = ("small", "medium", "large")
SOUTH, NORTH = 0, 1
#: the players' names: English in tables and records, translated where shown (:func:`player_word`)
PLAYER_NAMES = (QT_TRANSLATE_NOOP("Players", "South"), QT_TRANSLATE_NOOP("Players", "North"))

SIDE = 8
FILES = "abcdefgh"
#: Board lines as (file step, rank step).  For South: 0 forward, 1 backward,
#: 2 left, 3 right, 4–7 the player's diagonals (the board's orthogonals).
#: North's are the same lines turned by 180°, so the same sets.
DIRECTIONS = ((1, 1), (-1, -1), (-1, 1), (1, -1), (1, 0), (-1, 0), (0, 1), (0, -1))
CLEAR_DIRS = (0, 1)
CYAN_DIRS = (2, 3)
DIAGONAL_DIRS = (4, 5, 6, 7)
ALL_DIRS = tuple(range(8))


class Piece(NamedTuple):
    """A pyramid without its owner: a colour and 1–3 pips."""

    colour: int
    pips: int

    def text(self, owner: int) -> str:
        letter = COLOUR_LETTERS[self.colour]
        return (letter if owner == SOUTH else letter.lower()) + SIZE_LETTERS[self.pips - 1]

    def name(self) -> str:
        """``orange 3``, in the app's language (the colour's word; the pips stay a number)."""
        return f"{translate('Pieces', COLOUR_NAMES[self.colour])} {self.pips}"


ALL_PIECES = tuple(Piece(c, p) for c in (ORANGE, CLEAR, CYAN) for p in (3, 2, 1))


def piece_order(piece: Piece) -> tuple[int, int]:
    """Sort key of the reserve text: R, Y, B and large to small."""
    return (piece.colour, -piece.pips)


@dataclass(frozen=True, slots=True)
class Stack:
    """What stands on one square: a base, nested pieces (largest first), stacked pieces (bottom → top)."""

    owner: int
    base: Piece
    nested: tuple[Piece, ...] = ()
    stacked: tuple[Piece, ...] = ()

    @property
    def pieces(self) -> tuple[Piece, ...]:
        return (self.base, *self.nested, *self.stacked)

    @property
    def size(self) -> int:
        return 1 + len(self.nested) + len(self.stacked)

    @property
    def distance(self) -> int:
        """D of §4: the base's pips plus every nested piece's."""
        return self.base.pips + sum(p.pips for p in self.nested)

    @property
    def pips(self) -> int:
        return sum(p.pips for p in self.pieces)


def stack_text(stack: Stack) -> str:
    """``Yl<Bs^Rm``: the base, ``<`` nested pieces, ``^`` stacked pieces, in the owner's case."""
    o = stack.owner
    return (
        stack.base.text(o)
        + "".join("<" + p.text(o) for p in stack.nested)
        + "".join("^" + p.text(o) for p in stack.stacked)
    )


class StackError(ValueError):
    """A square's contents that break the rules of §4."""


def parse_piece(text: str) -> tuple[Piece, int]:
    """``Rl`` → (orange 3, South); ``bs`` → (cyan 1, North)."""
    if len(text) != 2 or text[0].upper() not in COLOUR_LETTERS or text[1] not in SIZE_LETTERS:
        raise StackError(
            RulesText.tr(
                "{text!r} is not a piece (R/Y/B, upper case South, lower case North, then s/m/l)"
            ).format(
                text=text
            )
        )
    owner = SOUTH if text[0].isupper() else NORTH
    return Piece(COLOUR_LETTERS.index(text[0].upper()), SIZE_LETTERS.index(text[1]) + 1), owner


def check_arrangement(base: Piece, nested: tuple[Piece, ...], stacked: tuple[Piece, ...]) -> None:
    """Raise :class:`StackError` when the arrangement breaks the size rules."""
    if 1 + len(nested) + len(stacked) > 3:
        raise StackError(RulesText.tr("a combination holds at most 3 pieces"))
    sizes = [p.pips for p in nested]
    if any(s >= base.pips for s in sizes):
        raise StackError(RulesText.tr("a nested piece must be smaller than the base"))
    if sizes != sorted(set(sizes), reverse=True):
        raise StackError(RulesText.tr("nested pieces must be of different sizes, largest first"))
    if any(p.pips > base.pips for p in stacked):
        raise StackError(RulesText.tr("a stacked piece cannot be larger than the base"))


@lru_cache(maxsize=4096)
def parse_stack(text: str) -> Stack:
    """Read a square's contents (``Yl<Bm<Bs``, ``bl^ym^rs``); raise :class:`StackError`."""
    if not text:
        raise StackError(RulesText.tr("empty contents"))
    base, owner = parse_piece(text[:2])
    nested: list[Piece] = []
    stacked: list[Piece] = []
    rest = text[2:]
    while rest:
        mark, piece_text, rest = rest[0], rest[1:3], rest[3:]
        if mark not in "<^":
            raise StackError(
                RulesText.tr("{text!r}: expected < or ^ before each further piece").format(text=text)
            )
        piece, piece_owner = parse_piece(piece_text)
        if piece_owner != owner:
            raise StackError(RulesText.tr("{text!r} mixes pieces of both players").format(text=text))
        if mark == "<":
            if stacked:
                raise StackError(
                    RulesText.tr("{text!r}: nested pieces (<) come before stacked ones (^)").format(text=text)
                )
            nested.append(piece)
        else:
            stacked.append(piece)
    try:
        check_arrangement(base, tuple(nested), tuple(stacked))
    except StackError as exc:
        raise StackError(RulesText.tr("{text!r}: {exc}").format(text=text, exc=exc)) from None
    return Stack(owner, base, tuple(nested), tuple(stacked))


# -- how a stack moves (§3, §4) ---------------------------------------------------------------
@lru_cache(maxsize=8192)
def motion(stack: Stack) -> tuple[tuple[tuple[int, int], ...], int]:
    """``(slides, jump)``: slide lines with their reach, and the orange jump's reach (0: none).

    A single piece is the same as a combination of its base alone.
    """
    d = stack.distance
    moving = (stack.base, *stack.stacked)
    colours = {p.colour for p in moving}
    slides: list[tuple[int, int]] = []
    if CYAN in colours:
        slides += [(i, d) for i in CYAN_DIRS]
    if CLEAR in colours:
        slides += [(i, d) for i in CLEAR_DIRS]
    if CYAN in colours and CLEAR in colours:
        top = next(p for p in reversed(moving) if p.colour in (CYAN, CLEAR))
        reach = d - top.pips if stack.stacked else 0
        if reach >= 1:
            slides += [(i, reach) for i in DIAGONAL_DIRS]
    return tuple(slides), (d if ORANGE in colours else 0)


def diagonal_reach(stack: Stack) -> int:
    """How far the combination slides along the player's diagonals (0: not at all)."""
    slides, _ = motion(stack)
    return max((r for i, r in slides if i in DIAGONAL_DIRS), default=0)


def directions_named(stack: Stack) -> list[str]:
    """The stack's ways of moving in words, for tooltips."""
    slides, jump = motion(stack)
    dirs = {i for i, _ in slides}
    out = []
    if CYAN_DIRS[0] in dirs:
        out.append(translate("Pieces", "left/right up to {n}").format(n=stack.distance))
    if CLEAR_DIRS[0] in dirs:
        out.append(translate("Pieces", "forward/backward up to {n}").format(n=stack.distance))
    reach = diagonal_reach(stack)
    if reach:
        out.append(translate("Pieces", "diagonally up to {n}").format(n=reach))
    if jump:
        out.append(translate("Pieces", "jumps over up to {n}").format(n=jump))
    return out


# -- joining, leaving, rearranging ---------------------------------------------------------------
def arrival_order(stack: Stack) -> tuple[Piece, ...]:
    """An arriving combination's pieces in the order §4 stacks them: base, nested, stacked."""
    return stack.pieces


@lru_cache(maxsize=16384)
def join_results(there: Stack, arriving: Stack) -> tuple[Stack, ...]:
    """Every arrangement the mover may choose when ``arriving`` ends on ``there`` (empty if > 3)."""
    order = (*there.pieces, *arriving.pieces)
    if len(order) > 3:
        return ()
    top = max(p.pips for p in order)
    b = next(i for i, p in enumerate(order) if p.pips == top)
    base = order[b]
    others = order[:b] + order[b + 1 :]
    results: list[Stack] = []
    for mask in range(1 << len(others)):
        nested = [p for i, p in enumerate(others) if mask >> i & 1]
        sizes = [p.pips for p in nested]
        if len(set(sizes)) != len(sizes) or any(s >= base.pips for s in sizes):
            continue
        nested.sort(key=lambda p: -p.pips)
        stacked = tuple(p for i, p in enumerate(others) if not mask >> i & 1)
        result = Stack(there.owner, base, tuple(nested), stacked)
        if result not in results:
            results.append(result)
    return tuple(results)


def without(stack: Stack, mark: str, piece: Piece) -> Stack:
    """The stack left behind when ``piece`` (role ``mark``: ``""`` base, ``<``, ``^``) leaves."""
    if mark == "<":
        nested = list(stack.nested)
        nested.remove(piece)
        return Stack(stack.owner, stack.base, tuple(nested), stack.stacked)
    if mark == "^":
        stacked = list(stack.stacked)
        stacked.reverse()
        stacked.remove(piece)  # the topmost of identical pieces (the result is the same)
        stacked.reverse()
        return Stack(stack.owner, stack.base, stack.nested, tuple(stacked))
    rest = [("<", p) for p in stack.nested] + [("^", p) for p in stack.stacked]
    top = max(p.pips for _, p in rest)
    i = next(i for i, (_, p) in enumerate(rest) if p.pips == top)
    base = rest.pop(i)[1]
    return Stack(
        stack.owner,
        base,
        tuple(p for m, p in rest if m == "<"),
        tuple(p for m, p in rest if m == "^"),
    )


def roles(stack: Stack) -> list[tuple[str, Piece]]:
    """Each piece that may leave, with its role mark, without repeats."""
    out: list[tuple[str, Piece]] = [("", stack.base)]
    for p in stack.nested:
        out.append(("<", p))
    for p in stack.stacked:
        if ("^", p) not in out:
            out.append(("^", p))
    return out


def rearrangements(stack: Stack) -> list[Stack]:
    """Every arrangement one nested ↔ stacked change gives (a new stacked piece goes on top)."""
    out: list[Stack] = []
    for i, p in enumerate(stack.nested):
        nested = stack.nested[:i] + stack.nested[i + 1 :]
        out.append(Stack(stack.owner, stack.base, nested, (*stack.stacked, p)))
    sizes = {p.pips for p in stack.nested}
    for i, p in enumerate(stack.stacked):
        if p.pips < stack.base.pips and p.pips not in sizes:
            nested = tuple(sorted((*stack.nested, p), key=lambda q: -q.pips))
            result = Stack(stack.owner, stack.base, nested, stack.stacked[:i] + stack.stacked[i + 1 :])
            if result not in out:
                out.append(result)
    return out


def describe(stack: Stack) -> str:
    """The stack in words, for tooltips: who owns it, its roles, how it moves."""
    owner = translate("Players", PLAYER_NAMES[stack.owner])
    if stack.size == 1:
        head = translate("Pieces", "{player}'s {piece}").format(player=owner, piece=stack.base.name())
    else:
        parts = [translate("Pieces", "base {piece}").format(piece=stack.base.name())]
        parts += [translate("Pieces", "nested {piece}").format(piece=p.name()) for p in stack.nested]
        parts += [translate("Pieces", "stacked {piece}").format(piece=p.name()) for p in stack.stacked]
        head = translate("Pieces", "{player}'s combination: {parts} (distance {n})").format(
            player=owner, parts=", ".join(parts), n=stack.distance
        )
    return head + translate("Pieces", "\nmoves: {ways}").format(ways="; ".join(directions_named(stack)))
