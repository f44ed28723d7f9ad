"""A game's registry entry: everything the app, the records and the AI need of one game.

Each game's package holds its entry (``desktop/games/<g>/entry.py``, one
:data:`ENTRY`); the registry (``desktop/games/registry.py``) lists them.  The
window, the start page, How to Play, the selftest, the command line and the AI
read a game's facts here, so none of them names a game: a fifth game is its
package, its view, its pages and its entry.

The view and the renderer are ``"module:attribute"`` texts, imported by the
Qt layer only when that game is first shown or drawn (so an entry imports no
Qt), and the rules factory imports the game's rules when first asked for.

>>> from desktop.games.registry import entry
>>> entry("oxono").view
'desktop.qt.boards.oxono.view:OxonoView'
>>> entry("xeno").card_name, entry("xeno").selftest_names
('xeno-30', ('xeno-12', 'xeno-30', 'xeno-120'))
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from desktop.core.game_ai import GameAI
from desktop.core.protocol import GameRules

Variants = Callable[[str], dict[str, Any] | None]


#: ``(rules, state, move) -> gain``: what a move wins for a "best capture" puzzle
Gain = Callable[[GameRules[Any, Any], Any, Any], float]


@dataclass(frozen=True)
class GamePuzzles:
    """What the puzzles (``desktop/puzzles``) know of a game: where they are made and, for a game
    with "best capture" puzzles, how a move's gain is counted (the best capture gains at least
    :attr:`least_gain` and strictly more than every other move)."""

    #: the registry names puzzles are made for (``()``: the game itself)
    boards: tuple[str, ...] = ()
    #: a move's gain (pieces taken, pips won against every reply); ``None``: no best captures
    gain: Gain | None = None
    least_gain: float = 1.0
    #: the best move must also be a capture, ``(state, move) -> bool`` (``None``: any move)
    captures: Callable[[Any, Any], bool] | None = None
    #: the options the mining plays its seeded games with (Xeno: the quick setup)
    mining_options: Mapping[str, Any] = field(default_factory=dict)
    #: whether a position text is one to set as a puzzle (Xeno: not the setup or the colour
    #: choice); ``None``: every one
    playing: Callable[[str], bool] | None = None


def no_variants(name: str) -> dict[str, Any] | None:
    """A game without variant names."""
    return None


@dataclass(frozen=True)
class GameEntry:
    """One game as the registry lists it (its id is the rules' ``info.id``)."""

    id: str
    #: the rules as the app plays them (evaluation and search engine included)
    rules: Callable[[], GameRules[Any, Any]]
    #: ``"module:Class"`` of its board view (a :class:`desktop.qt.boards.contract.GameView`)
    view: str
    #: ``"module:function"`` drawing a position to PNG: ``(rules, state, path, size, front)``
    renderer: str
    #: its pages under ``resources/rules/`` (or absolute paths): the exact rules first
    rules_pages: tuple[str, ...]
    #: a variant name (``xeno-30``) → the options it implies, or ``None`` if not this game's
    variants: Variants = no_variants
    #: one line on what the game is, for the start page
    summary: str = ""
    #: its How to Play page under ``resources/help/`` (or an absolute path); "" for none
    help_page: str = ""
    #: the registry name (a variant: ``xeno-30``) whose start the start page's card shows; "" the id
    card_picture: str = ""
    #: How to Play's usual width of its pictures, in pixels
    picture_width: int = 300
    #: the registry names the selftest starts, in order (a ball per board); () the game itself
    selftest: tuple[str, ...] = ()
    #: what it tells the AI: budgets per level, search hints, the analysis's figures (the rules
    #: carry the same value as ``info.ai``, their engine its hints)
    ai: GameAI = field(default_factory=GameAI)
    #: a line for the About box (who made the game), or ""
    credit: str = ""
    #: what the puzzles know of it (``desktop/puzzles``)
    puzzles: GamePuzzles = field(default_factory=GamePuzzles)

    @property
    def card_name(self) -> str:
        """The registry name whose start position the start page shows."""
        return self.card_picture or self.id

    @property
    def puzzle_names(self) -> tuple[str, ...]:
        """The registry names puzzles are made for."""
        return self.puzzles.boards or (self.id,)

    @property
    def selftest_names(self) -> tuple[str, ...]:
        """The registry names the selftest starts for this game."""
        return self.selftest or (self.id,)
