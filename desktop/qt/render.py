"""Draw a position to a PNG without showing a window.

Used by the command line's ``render`` command; works on Qt's ``offscreen``
platform and creates a QApplication when none exists.
"""

from __future__ import annotations

import os
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from desktop.core.protocol import GameRules
from desktop.games.registry import resolve

_app_keepalive: list[QApplication] = []


def _ensure_app() -> None:
    if QApplication.instance() is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"  # xcb would abort with no display
        _app_keepalive.append(QApplication([]))


def _draw(scene: QGraphicsScene, rules: GameRules[Any, Any], state: Any) -> None:
    game_id = rules.info.id
    if game_id == "oxono":
        from desktop.qt.oxono_scene import OxonoOverlay, draw_oxono

        draw_oxono(scene, state, OxonoOverlay(), over=rules.outcome(state) is not None)
        return
    if game_id == "zeno":
        from desktop.qt.zeno_scene import ZenoOverlay, draw_zeno

        draw_zeno(scene, state, ZenoOverlay(), over=rules.outcome(state) is not None)
        return
    if game_id == "xspectrum":
        from desktop.qt.xspectrum_scene import XSpectrumOverlay, draw_xspectrum

        draw_xspectrum(scene, state, XSpectrumOverlay(), over=rules.outcome(state) is not None)
        return
    raise KeyError(f"cannot draw game {game_id!r}")


def render_state_to_image(
    rules: GameRules[Any, Any], state: Any, path: str, size: int = 800, front: int | None = None
) -> None:
    """Draw ``state`` into a ``size``-wide PNG at ``path`` (height follows the board's shape).

    Xeno's ball is drawn with OpenGL (``front``: the 0-based space turned to face the viewer).
    """
    _ensure_app()
    if rules.info.id == "xeno":
        from desktop.qt.ball.render import render_ball

        render_ball(state, path, size, front)
        return
    scene = QGraphicsScene()
    _draw(scene, rules, state)
    source = scene.sceneRect()
    height = max(1, round(size * source.height() / source.width()))
    image = QImage(size, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#3b3f45"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, size, height), source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    if not image.save(path, "PNG"):  # type: ignore[call-overload]  # the stub wants bytes, Qt wants str
        raise OSError(f"cannot write {path}")


def render_position(
    game_id: str, position_text: str | None, out_path: str, size: int = 800, front: int | None = None
) -> None:
    """Render a game's position (its start position when ``position_text`` is None) to a PNG."""
    rules, options = resolve(game_id)
    if position_text is None:
        state = rules.new_state(options)
    else:
        state = rules.state_from_text(position_text, options)
    render_state_to_image(rules, state, out_path, size, front)
