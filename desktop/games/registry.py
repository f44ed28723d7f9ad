"""The registry of games: every game the app, records and command line know.

Names on the command line may carry a variant (``xeno-30``: Xeno on that board); ``resolve``
turns a name into the rules and the options that name implies.
"""

from __future__ import annotations

import re
from typing import Any

from desktop.core.protocol import GameRules
from desktop.games.oxono.rules import OxonoRules
from desktop.games.xeno.rules import XenoRules
from desktop.games.xspectrum.rules import XSpectrumRules
from desktop.games.zeno.rules import ZenoRules

_GAMES: dict[str, GameRules[Any, Any]] = {
    rules.info.id: rules for rules in (XenoRules(), OxonoRules(), XSpectrumRules(), ZenoRules())
}


def all_games() -> dict[str, GameRules[Any, Any]]:
    """Every registered game by id, in menu order."""
    return dict(_GAMES)


def game_names() -> list[str]:
    return list(_GAMES)


def resolve(name: str) -> tuple[GameRules[Any, Any], dict[str, Any]]:
    """The rules and implied options for a game name; ``KeyError`` names the known ones."""
    key = name.strip().lower()
    if key in _GAMES:
        return _GAMES[key], {}
    if re.fullmatch(r"xeno-\d+", key):  # a Xeno board: xeno-12, xeno-30, xeno-270, …
        return _GAMES["xeno"], {"board": key}
    known = ", ".join(_GAMES)
    raise KeyError(f"unknown game {name!r} (known: {known})")
