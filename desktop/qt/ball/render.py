"""Render a Xeno position to a PNG with the ball's OpenGL widget (needs a display: X or Xvfb)."""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.core.protocol import GameRules
from desktop.games.xeno.state import XenoState
from desktop.qt.ball.gl_widget import BallWidget, palette
from desktop.qt.ball.meshes import stack_instances


class RenderError(RuntimeError):
    """The ball cannot be drawn here (no OpenGL)."""


def render_ball(
    rules: GameRules[Any, Any], state: XenoState, path: str, size: int = 800, front: int | None = None
) -> None:
    """Xeno's PNG renderer: ``state``'s ball, space ``front`` (0-based) turned to the viewer if given."""
    app = QApplication.instance()
    if (
        app is None
        or QApplication.platformName() == "offscreen"
        or not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    ):
        raise RenderError("drawing the ball needs OpenGL on a display: run under X (e.g. xvfb-run -a …)")
    import numpy as np

    from desktop.qt.ball.xeno_view import LAST_MOVE, SPACE

    ball = BallWidget(state.geometry)
    ball.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    ball.resize(size, size)
    ball.show()
    ball.set_stacks(state.stacks, stack_instances(state.geometry, state.stacks, palette()))
    colours = np.tile(np.array(SPACE, np.float32), (state.geometry.size, 1))
    if front is not None:
        if not 0 <= front < state.geometry.size:
            raise ValueError(f"{state.board} has no space {front + 1}")
        colours[front] = LAST_MOVE
        ball.turn_to_front(front, animate=False)
    ball.set_space_colours(colours)
    for _ in range(3):
        app.processEvents()
    image: Any = ball.grabFramebuffer()
    ball.close()
    if image.isNull():
        raise RenderError("OpenGL gave no image (is there a working OpenGL driver?)")
    if not image.save(path, "PNG"):
        raise OSError(f"cannot write {path}")
