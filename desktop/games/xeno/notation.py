"""Xeno's notation (§8 of ``resources/rules/xeno.md``): the move text and the position text.

Moves: a step ``12-7``, a jump sequence ``12x7x19``, a setup move ``S 5>9``, a colour choice
``C b``.  Positions: ``<board> <to-move> <stacks>``, ``<to-move>`` being a colour's letter, or
``S<space>`` / ``C<colours>`` during the setup, and an optional fourth field ``seats:<colours>``.
Spaces are 1-based in every text and 0-based in the states and moves of
:mod:`~desktop.games.xeno.state`; :class:`~desktop.games.xeno.rules.XenoRules` reads and
writes its texts with these functions.

>>> from desktop.games.xeno.rules import XenoRules
>>> state = XenoRules().state_from_text("xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a")
>>> position_text(state)
'xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a'
>>> move_text(parse_move(state, "12x3")), parse_move(state, "S 5>9").path
('12x3', (4, 8))
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from desktop.core.protocol import MoveParseError, OptionError, PositionError
from desktop.games.words import RulesText
from desktop.games.xeno.geometry import BoardError, board_geometry
from desktop.games.xeno.state import LETTERS, Kind, Phase, XenoConfig, XenoMove, XenoState


def space_number(token: str, size: int) -> int | None:
    """The 0-based space a text names (``"12"`` → 11), or ``None`` unless it is 1..``size``.

    Only ASCII digits count: ``"²".isdigit()`` is true, but ``int("²")`` fails.
    """
    digits = token.strip()
    if not digits.isascii() or not digits.isdigit():
        return None
    digits = digits.lstrip("0") or "0"
    if len(digits) > len(str(size)) or not 1 <= int(digits) <= size:  # no int() of 5,000 digits
        return None
    return int(digits) - 1


# -- move text ------------------------------------------------------------------------------------
def move_text(move: XenoMove) -> str:
    if move.kind == Kind.PLACE:
        return f"S {move.path[0] + 1}>{move.path[1] + 1}"
    if move.kind == Kind.CHOOSE:
        return f"C {LETTERS[move.colour]}"
    sep = "-" if move.kind == Kind.STEP else "x"
    return sep.join(str(s + 1) for s in move.path)


def parse_move(state: XenoState, text: str) -> XenoMove:
    """The move a (stripped) text names on ``state``'s board, legal or not; :class:`MoveParseError`
    unless it is written in §8's notation with spaces of that board."""
    size = len(state.stacks)

    def space(token: str) -> int:
        number = space_number(token, size)
        if number is None:
            raise MoveParseError(
                RulesText.tr("{text!r}: {token!r} is not a space of {board} (1..{size})").format(
                    text=text, token=token, board=state.board, size=size
                )
            )
        return number

    if text.startswith("S "):
        origin, sep, target = text[2:].partition(">")
        if not sep:
            raise MoveParseError(RulesText.tr("{text!r} is not a setup move like 'S 5>9'").format(text=text))
        return XenoMove(Kind.PLACE, (space(origin), space(target)))
    if text.startswith("C "):
        letter = text[2:].strip()
        if len(letter) != 1 or letter not in LETTERS:
            raise MoveParseError(RulesText.tr("{text!r} is not a colour choice like 'C b'").format(text=text))
        return XenoMove(Kind.CHOOSE, (), LETTERS.index(letter))
    if "x" in text:
        return XenoMove(Kind.JUMP, tuple(space(t) for t in text.split("x")))
    if "-" in text:
        parts = text.split("-")
        if len(parts) == 2:
            return XenoMove(Kind.STEP, (space(parts[0]), space(parts[1])))
    raise MoveParseError(
        RulesText.tr("{text!r} is not a Xeno move (like '12-7', '12x7x19', 'S 5>9' or 'C b')").format(
            text=text
        )
    )


# -- position text --------------------------------------------------------------------------------
def position_text(state: XenoState) -> str:
    stacks = ",".join(state.stacks)
    if state.phase == Phase.SETUP:
        return f"{state.board} S{state.removed + 1} {stacks}"
    if state.phase == Phase.COLOURS:
        return f"{state.board} C{''.join(LETTERS[c] for c in state.seats)} {stacks}"
    text = f"{state.board} {LETTERS[state.mover]} {stacks}"
    if state.seats != state.colours:
        text += " seats:" + "".join(LETTERS[c] for c in state.seats)
    return text


def parse_position(
    text: str, options: Mapping[str, Any] | None, config_of: Callable[[dict[str, Any]], XenoConfig]
) -> XenoState:
    """The position a text describes; :class:`PositionError` names what is wrong.  ``config_of``
    checks the rule options (the text's board added to ``options``) and makes their config, or
    raises :class:`OptionError`.  A position of the play phase comes with the colour the text
    names to move as its ``mover`` and no ``active`` colour yet: whose turn it is, and whether
    the game is over, is for the rules to say (:meth:`XenoRules.state_from_text
    <desktop.games.xeno.rules.XenoRules.state_from_text>`)."""
    fields = text.split()
    if len(fields) not in (3, 4):
        raise PositionError(
            RulesText.tr(
                "{text!r}: expected '<board> <to-move> <stacks>', like 'xeno-12 a ab,b,,a,…'"
            ).format(text=text)
        )
    board, turn, stacks_text = fields[0].lower(), fields[1], fields[2]
    opts = dict(options or {})
    try:
        geometry = board_geometry(board)
    except BoardError as exc:
        raise PositionError(RulesText.tr("{text!r}: {exc}").format(text=text, exc=exc)) from exc
    if "board" in opts and str(opts["board"]).lower() != board:
        raise PositionError(
            RulesText.tr("the position is for {board}, not {opt}").format(board=board, opt=opts["board"])
        )
    opts["board"] = board
    opts.pop("players", None)
    try:
        config = config_of(opts)
    except OptionError as exc:
        raise PositionError(str(exc)) from exc
    stacks = tuple(stacks_text.split(","))
    if len(stacks) != geometry.size:
        raise PositionError(
            RulesText.tr("{text!r}: {board} has {size} spaces, the position lists {count}").format(
                text=text, board=board, size=geometry.size, count=len(stacks)
            )
        )
    for number, stack in enumerate(stacks, start=1):
        bad = set(stack) - set(LETTERS)
        if bad:
            raise PositionError(
                RulesText.tr("{text!r}: space {number} holds {join!r}, not colours a..f").format(
                    text=text, number=number, join="".join(sorted(bad))
                )
            )
    colours = tuple(sorted({LETTERS.index(ch) for stack in stacks for ch in stack}))
    if len(colours) < 2:
        raise PositionError(
            RulesText.tr("{text!r}: a position needs pieces of at least two colours").format(text=text)
        )
    draft = XenoState(board, stacks, Phase.PLAY, colours, (), config=config)
    if turn.startswith("S"):
        return _setup_from_text(text, turn, draft)
    if turn.startswith("C"):
        return _colours_from_text(text, turn, draft)
    if len(turn) != 1 or turn not in LETTERS or LETTERS.index(turn) not in colours:
        raise PositionError(
            RulesText.tr("{text!r}: the player to move must be one of the colours present").format(text=text)
        )
    seats = colours
    if len(fields) == 4:
        spec = fields[3]
        if not spec.startswith("seats:"):
            raise PositionError(
                RulesText.tr("{text!r}: the fourth field should be 'seats:<colours>'").format(text=text)
            )
        try:
            seats = tuple(LETTERS.index(ch) for ch in spec[6:])
        except ValueError as exc:
            seat_error = RulesText.tr("{text!r}: bad seat colours {spec!r}")
            raise PositionError(seat_error.format(text=text, spec=spec[6:])) from exc
        if sorted(seats) != list(colours):
            raise PositionError(
                RulesText.tr("{text!r}: the seats must list each colour present once").format(text=text)
            )
    mover = LETTERS.index(turn)
    return replace(draft, seats=seats, mover=mover)


def _setup_from_text(text: str, turn: str, draft: XenoState) -> XenoState:
    """The setup position ``S<space>`` of ``draft``'s stacks."""
    stacks = draft.stacks
    if any(len(s) != 1 for s in stacks):
        raise PositionError(
            RulesText.tr("{text!r}: before the setup move every space holds one piece").format(text=text)
        )
    removed = space_number(turn[1:], len(stacks))
    if removed is None:
        raise PositionError(
            RulesText.tr("{text!r}: 'S<space>' names the removed piece's space").format(text=text)
        )
    return replace(draft, phase=Phase.SETUP, removed=removed)


def _colours_from_text(text: str, turn: str, draft: XenoState) -> XenoState:
    """The colour choice ``C<colours>`` on ``draft``'s stacks."""
    stacks, colours = draft.stacks, draft.colours
    chosen = tuple(LETTERS.index(ch) for ch in turn[1:] if ch in LETTERS)
    if len(chosen) != len(turn) - 1 or len(set(chosen)) != len(chosen) or len(chosen) >= len(colours) - 1:
        raise PositionError(
            RulesText.tr("{text!r}: 'C<colours>' lists the distinct colours chosen so far").format(text=text)
        )
    if not set(chosen) <= set(colours):
        raise PositionError(RulesText.tr("{text!r}: a chosen colour has no pieces").format(text=text))
    if stacks.count("") != 1 or sorted(len(s) for s in stacks)[-1] != 2:
        raise PositionError(
            RulesText.tr("{text!r}: after the setup move one space is empty and one holds two pieces").format(
                text=text
            )
        )
    return replace(draft, phase=Phase.COLOURS, seats=chosen)
