"""The registry of games: every game the app, records and command line know.

Names on the command line may carry a variant (``xeno-30`` later); ``resolve``
turns a name into the rules and the options that name implies.
"""

from __future__ import annotations

from typing import Any

from desktop.core.protocol import GameRules
from desktop.games.oxono.rules import OxonoRules

_GAMES: dict[str, GameRules[Any, Any]] = {rules.info.id: rules for rules in (OxonoRules(),)}


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
    known = ", ".join(_GAMES)
    raise KeyError(f"unknown game {name!r} (known: {known})")
