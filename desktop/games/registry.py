"""The registry of games: one entry per game names everything the app needs of it.

An entry names the game's rules factory, its board view and its PNG renderer
(``"module:attribute"`` texts, imported by the Qt layer only when that game
is first shown or drawn, so this module imports no Qt), its rules pages,
and the variant names that imply options (``xeno-30``: Xeno on that board).
Adding a game adds one entry here (or, for a game defined outside the app
such as the tests' toy game, one call to :func:`register`).

Each game's rules module is imported when that game is first asked for (a
plain import inside a small function, which PyInstaller follows), so
starting the app with one game does not load the others.

>>> entry("oxono").view
'desktop.qt.boards.oxono.view:OxonoView'
>>> resolve("xeno-12")[1]
{'board': 'xeno-12'}
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from desktop.core.protocol import GameRules

Variants = Callable[[str], dict[str, Any] | None]


def _no_variants(name: str) -> dict[str, Any] | None:
    return None


@dataclass(frozen=True)
class GameEntry:
    """Everything the app, the records and the command line need to know of one game."""

    id: str
    rules: Callable[[], GameRules[Any, Any]]
    #: ``"module:Class"`` of its board view (a :class:`desktop.qt.boards.contract.GameView`)
    view: str
    #: ``"module:function"`` drawing a position to PNG: ``(rules, state, path, size, front)``
    renderer: str
    #: its pages under ``resources/rules/``: the exact rules first
    rules_pages: tuple[str, ...]
    #: a variant name (``xeno-30``) → the options it implies, or ``None`` if not this game's
    variants: Variants = _no_variants
    #: one line on what the game is, for the start page
    summary: str = ""


def _xeno() -> GameRules[Any, Any]:
    from desktop.games.xeno.game import XenoGame

    return XenoGame()


def _xeno_boards(name: str) -> dict[str, Any] | None:
    return {"board": name} if re.fullmatch(r"xeno-\d+", name) else None


def _zeno() -> GameRules[Any, Any]:
    from desktop.games.zeno.game import ZenoGame

    return ZenoGame()


def _oxono() -> GameRules[Any, Any]:
    from desktop.games.oxono.game import OxonoGame

    return OxonoGame()


def _xspectrum() -> GameRules[Any, Any]:
    from desktop.games.xspectrum.game import XSpectrumGame

    return XSpectrumGame()


_ENTRIES: dict[str, GameEntry] = {}
_LOADED: dict[str, GameRules[Any, Any]] = {}


def register(game: GameEntry) -> None:
    """Add a game (menu order is the order of registration)."""
    if game.id in _ENTRIES:
        raise ValueError(f"game {game.id!r} is registered already")
    _ENTRIES[game.id] = game


def unregister(game_id: str) -> None:
    """Remove a game registered with :func:`register` (tests)."""
    del _ENTRIES[game_id]
    _LOADED.pop(game_id, None)


for _entry in (
    GameEntry(
        "xeno",
        _xeno,
        "desktop.qt.ball.xeno_view:XenoView",
        "desktop.qt.ball.render:render_ball",
        ("xeno.md",),
        _xeno_boards,
        "Turn the ball, move and jump stacks of rings, and take the top ring of every stack you jump.",
    ),
    GameEntry(
        "zeno",
        _zeno,
        "desktop.qt.boards.zeno.view:ZenoView",
        "desktop.qt.boards.zeno.scene:render_png",
        ("zeno.md",),
        summary="Step forward, push enemy pieces and pull your own; the last side with pieces wins.",
    ),
    GameEntry(
        "oxono",
        _oxono,
        "desktop.qt.boards.oxono.view:OxonoView",
        "desktop.qt.boards.oxono.scene:render_png",
        ("oxono.md",),
        summary="Move a totem, drop a pawn beside it: four of one colour or one symbol in a line wins.",
    ),
    GameEntry(
        "xspectrum",
        _xspectrum,
        "desktop.qt.boards.xspectrum.view:XSpectrumView",
        "desktop.qt.boards.xspectrum.scene:render_png",
        ("xspectrum.md",),
        summary="Pyramids of three colours slide, jump and stack; capture every enemy piece to win.",
    ),
):
    register(_entry)


def entry(game_id: str) -> GameEntry:
    """The registry entry of ``game_id``; ``KeyError`` names the known games."""
    try:
        return _ENTRIES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(_ENTRIES)})") from None


def _rules(game_id: str) -> GameRules[Any, Any]:
    if game_id not in _LOADED:
        rules = entry(game_id).rules()
        assert rules.info.id == game_id, f"{game_id!r} registered for {rules.info.id!r}"
        _LOADED[game_id] = rules
    return _LOADED[game_id]


def all_games() -> dict[str, GameRules[Any, Any]]:
    """Every registered game by id, in menu order."""
    return {game_id: _rules(game_id) for game_id in _ENTRIES}


def resolve(name: str) -> tuple[GameRules[Any, Any], dict[str, Any]]:
    """The rules and implied options for a game name; ``KeyError`` names the known ones."""
    key = name.strip().lower()
    if key in _ENTRIES:
        return _rules(key), {}
    for game in _ENTRIES.values():
        implied = game.variants(key)
        if implied is not None:
            return _rules(game.id), implied
    known = ", ".join(_ENTRIES)
    raise KeyError(f"unknown game {name!r} (known: {known})")
