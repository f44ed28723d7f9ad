"""Which board view draws which game: game id → view class.

Adding a game adds one entry here.  Each entry is a small function with a
plain import inside (explicit, no plugin scanning, so a PyInstaller build
finds every view), so a view's module — and for Xeno, OpenGL — loads only
when a game of that kind is first shown, not at start-up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QWidget

from desktop.core.session import Session

if TYPE_CHECKING:
    from desktop.qt.board_view import BoardView
    from desktop.qt.xeno_view import XenoView

    GameView = BoardView | XenoView
    """A board view: a QGraphicsView for flat boards, the OpenGL ball for Xeno (same interface)."""


def _xeno() -> type[GameView]:
    from desktop.qt.xeno_view import XenoView

    return XenoView


def _oxono() -> type[GameView]:
    from desktop.qt.oxono_view import OxonoView

    return OxonoView


def _zeno() -> type[GameView]:
    from desktop.qt.zeno_view import ZenoView

    return ZenoView


def _xspectrum() -> type[GameView]:
    from desktop.qt.xspectrum_view import XSpectrumView

    return XSpectrumView


VIEWS: dict[str, Callable[[], type[GameView]]] = {
    "xeno": _xeno,
    "oxono": _oxono,
    "zeno": _zeno,
    "xspectrum": _xspectrum,
}


def has_view(game_id: str) -> bool:
    """Whether the app can show ``game_id`` (games without a board view yet are hidden)."""
    return game_id in VIEWS


def view_class(game_id: str) -> type[GameView]:
    try:
        return VIEWS[game_id]()
    except KeyError as exc:
        raise KeyError(f"no board view for game {game_id!r} (have: {', '.join(VIEWS)})") from exc


def make_view(session: Session[Any, Any], parent: QWidget | None = None) -> GameView:
    """A board view for ``session``'s game."""
    return view_class(session.rules.info.id)(session, parent)
