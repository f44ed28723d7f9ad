"""Building X Spectrum positions for scenario tests."""

from __future__ import annotations

from desktop.games.xspectrum.movement import GRID, XSpectrumState, square_of
from desktop.games.xspectrum.rules import XSpectrumRules

rules = XSpectrumRules()
FAR_NORTH = {"a8": "rs"}  # a North piece out of the way, so the game is not over


def position(squares: dict[str, str], side: str = "s", south: str = "-", north: str = "-") -> str:
    """Position text with ``squares`` (name → contents) and the rest empty."""
    cells = [""] * 64
    for name, contents in squares.items():
        cells[square_of(name)] = contents
    return f"{GRID.board_text(cells)} {side} S:{south} N:{north}"


def state(
    squares: dict[str, str], side: str = "s", south: str = "-", north: str = "-", **options: object
) -> XSpectrumState:
    return rules.state_from_text(position(squares, side, south, north), options or None)


def moves_from(st: XSpectrumState, square: str) -> set[str]:
    """Texts of the legal moves that start on ``square``."""
    origin = square_of(square)
    return {rules.move_to_text(st, m) for m in rules.legal_moves(st) if m.origin == origin}


def targets_of(st: XSpectrumState, square: str, kind: str = "move") -> set[str]:
    """Target squares of the whole-square (or other ``kind``) moves from ``square``."""
    origin = square_of(square)
    return {
        rules.move_to_text(st, m).split("-")[1][:2]
        for m in rules.legal_moves(st)
        if m.origin == origin and m.kind == kind
    }


def play(st: XSpectrumState, *texts: str) -> XSpectrumState:
    for text in texts:
        st = rules.play(st, rules.move_from_text(st, text))
    return st
