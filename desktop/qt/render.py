"""Draw a position to a PNG without showing a window, with the game's own renderer.

Used by the command line's ``render`` command and the start page's pictures;
each game's renderer is the one its registry entry names.  Works on Qt's
``offscreen`` platform for flat boards (the ball needs OpenGL on a display)
and creates a QApplication when none exists.
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtWidgets import QApplication

from desktop.core.protocol import GameRules
from desktop.qt.loading import renderer

_app_keepalive: list[QApplication] = []


def _ensure_app() -> None:
    if QApplication.instance() is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"  # xcb would abort with no display
        _app_keepalive.append(QApplication([]))


def render_state_to_image(
    rules: GameRules[Any, Any], state: Any, path: str, size: int = 800, front: int | None = None
) -> None:
    """Draw ``state`` into a ``size``-wide PNG at ``path`` (height follows the board's shape).

    ``front``: for the ball, the 0-based space turned to face the viewer.
    """
    _ensure_app()
    renderer(rules.info.id)(rules, state, path, size, front)
