"""Which board view draws which game: game id → view class.

Adding a game adds one entry here (explicit, no plugin scanning, so a
PyInstaller build finds every view).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from desktop.core.session import Session
from desktop.qt.board_view import BoardView
from desktop.qt.oxono_view import OxonoView
from desktop.qt.xeno_view import XenoView
from desktop.qt.xspectrum_view import XSpectrumView
from desktop.qt.zeno_view import ZenoView

GameView = BoardView | XenoView
"""A board view: a QGraphicsView for flat boards, the OpenGL ball for Xeno (same interface)."""

VIEWS: dict[str, type[GameView]] = {
    "xeno": XenoView,
    "oxono": OxonoView,
    "zeno": ZenoView,
    "xspectrum": XSpectrumView,
}


def has_view(game_id: str) -> bool:
    """Whether the app can show ``game_id`` (games without a board view yet are hidden)."""
    return game_id in VIEWS


def view_class(game_id: str) -> type[GameView]:
    try:
        return VIEWS[game_id]
    except KeyError as exc:
        raise KeyError(f"no board view for game {game_id!r} (have: {', '.join(VIEWS)})") from exc


def make_view(session: Session[Any, Any], parent: QWidget | None = None) -> GameView:
    """A board view for ``session``'s game."""
    return view_class(session.rules.info.id)(session, parent)
