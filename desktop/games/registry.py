"""The registry of games: every game the app, records and command line know.

Names on the command line may carry a variant (``xeno-30``: Xeno on that board); ``resolve``
turns a name into the rules and the options that name implies.

Each game's module is imported when that game is first asked for (a plain
import inside a small function, which PyInstaller follows), so starting the
app with one game does not load the others.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from desktop.core.protocol import GameRules


def _xeno() -> GameRules[Any, Any]:
    from desktop.games.xeno.rules import XenoRules

    return XenoRules()


def _zeno() -> GameRules[Any, Any]:
    from desktop.games.zeno.rules import ZenoRules

    return ZenoRules()


def _oxono() -> GameRules[Any, Any]:
    from desktop.games.oxono.rules import OxonoRules

    return OxonoRules()


def _xspectrum() -> GameRules[Any, Any]:
    from desktop.games.xspectrum.rules import XSpectrumRules

    return XSpectrumRules()


_FACTORIES: dict[str, Callable[[], GameRules[Any, Any]]] = {
    "xeno": _xeno,
    "zeno": _zeno,
    "oxono": _oxono,
    "xspectrum": _xspectrum,
}
_LOADED: dict[str, GameRules[Any, Any]] = {}


def _rules(game_id: str) -> GameRules[Any, Any]:
    if game_id not in _LOADED:
        rules = _FACTORIES[game_id]()
        assert rules.info.id == game_id, f"{game_id!r} registered for {rules.info.id!r}"
        _LOADED[game_id] = rules
    return _LOADED[game_id]


def all_games() -> dict[str, GameRules[Any, Any]]:
    """Every registered game by id, in menu order."""
    return {game_id: _rules(game_id) for game_id in _FACTORIES}


def game_names() -> list[str]:
    return list(_FACTORIES)


def resolve(name: str) -> tuple[GameRules[Any, Any], dict[str, Any]]:
    """The rules and implied options for a game name; ``KeyError`` names the known ones."""
    key = name.strip().lower()
    if key in _FACTORIES:
        return _rules(key), {}
    if re.fullmatch(r"xeno-\d+", key):  # a Xeno board: xeno-12, xeno-30, xeno-270, …
        return _rules("xeno"), {"board": key}
    known = ", ".join(_FACTORIES)
    raise KeyError(f"unknown game {name!r} (known: {known})")
