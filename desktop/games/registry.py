"""The registry of games: each game's entry, in menu order.

Each game's package holds its entry (``desktop/games/<g>/entry.py``: a
:class:`~desktop.core.entry.GameEntry` naming its rules, view, renderer,
pages, start-page picture, selftest boards and what it tells the AI).  This
module imports those four entry modules by name, a plain import that
PyInstaller follows (no scanning of folders); a game defined outside the app,
such as the tests' toy game, comes in by one call to :func:`register`.

An entry's rules module is imported when that game is first asked for (its
rules factory imports it), so starting the app with one game does not load
the others.

>>> entry("oxono").view
'desktop.qt.boards.oxono.view:OxonoView'
>>> resolve("xeno-12")[1]
{'board': 'xeno-12'}
"""

from __future__ import annotations

from typing import Any

from desktop.core.entry import GameEntry, Variants
from desktop.core.protocol import GameRules
from desktop.games.oxono import entry as oxono_entry
from desktop.games.words import RulesText
from desktop.games.xeno import entry as xeno_entry
from desktop.games.xspectrum import entry as xspectrum_entry
from desktop.games.zeno import entry as zeno_entry

__all__ = ["GameEntry", "Variants", "all_entries", "all_games", "entry", "register", "resolve", "unregister"]

_ENTRIES: dict[str, GameEntry] = {}
_LOADED: dict[str, GameRules[Any, Any]] = {}


def register(game: GameEntry) -> None:
    """Add a game (menu order is the order of registration)."""
    if game.id in _ENTRIES:
        raise ValueError(RulesText.tr("game {id!r} is registered already").format(id=game.id))
    _ENTRIES[game.id] = game


def unregister(game_id: str) -> None:
    """Remove a game registered with :func:`register` (tests)."""
    del _ENTRIES[game_id]
    _LOADED.pop(game_id, None)


for _entry in (xeno_entry.ENTRY, zeno_entry.ENTRY, oxono_entry.ENTRY, xspectrum_entry.ENTRY):
    register(_entry)


def entry(game_id: str) -> GameEntry:
    """The registry entry of ``game_id``; ``KeyError`` names the known games."""
    try:
        return _ENTRIES[game_id]
    except KeyError:
        unknown = RulesText.tr("unknown game {game!r} (known: {games})")
        raise KeyError(unknown.format(game=game_id, games=", ".join(_ENTRIES))) from None


def all_entries() -> list[GameEntry]:
    """Every registered game's entry, in menu order (no game's rules are loaded)."""
    return list(_ENTRIES.values())


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
    raise KeyError(RulesText.tr("unknown game {name!r} (known: {known})").format(name=name, known=known))
