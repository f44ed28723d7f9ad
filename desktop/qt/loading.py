"""Each game's view and PNG renderer, as its registry entry names them, imported on first use.

The registry (:mod:`desktop.games.registry`) names them as ``"module:attribute"``
texts so that it imports no Qt; only here are they loaded, so a view's
module — and for Xeno, OpenGL — loads when a game of that kind is first
shown, not at start-up.  (The PyInstaller build collects every module of
``desktop``, so nothing here needs listing.)
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol, cast

from PySide6.QtWidgets import QWidget

from desktop.core.protocol import GameRules
from desktop.core.session import Session
from desktop.games.registry import entry
from desktop.qt.boards.contract import GameView


class ViewClass(Protocol):
    def __call__(self, session: Session[Any, Any], parent: QWidget | None = None) -> GameView: ...


class Renderer(Protocol):
    def __call__(
        self, rules: GameRules[Any, Any], state: Any, path: str, size: int, front: int | None
    ) -> None: ...


def load(target: str) -> Any:
    """The attribute a ``"package.module:attribute"`` text names."""
    module, _, attribute = target.partition(":")
    return getattr(importlib.import_module(module), attribute)


def view_class(game_id: str) -> ViewClass:
    return cast(ViewClass, load(entry(game_id).view))


def make_view(session: Session[Any, Any], parent: QWidget | None = None) -> GameView:
    """A board view for ``session``'s game."""
    return view_class(session.rules.info.id)(session, parent)


def renderer(game_id: str) -> Renderer:
    return cast(Renderer, load(entry(game_id).renderer))
