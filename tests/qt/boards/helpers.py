"""What the flat-board tests share: starting a game, reading the scene, watching a move play out."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItemGroup
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.qt.boards.board_view import BoardView
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice


def start(qtbot: QtBot, w: MainWindow, game: str, seats: list[Seat] | None = None) -> BoardView[Any, Any]:
    """A new game of ``game`` (two humans unless told), its board shown."""
    w.start_new_game(NewGameChoice(game, {}, seats or [Seat.human(), Seat.human()], seed=1))
    view = w.view
    assert isinstance(view, BoardView)
    qtbot.waitUntil(view.isVisible)  # a new kind of board replaces the old one in the event loop
    return view


def set_animation(w: MainWindow, on: bool) -> None:
    """View → Animate Moves, as the menu sets it."""
    if w.actions_.animate.isChecked() != on:
        w.actions_.animate.trigger()
    assert w.actions_.animate.isChecked() == on


def scene_image(view: BoardView[Any, Any]) -> QImage:
    """The whole scene as drawn now, at one pixel per scene unit."""
    scene = view.scene()
    rect = scene.sceneRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.black)
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def plain_redraw(view: BoardView[Any, Any]) -> QImage:
    """The scene after an ordinary redraw of the position on show."""
    assert not view.animating
    view.refresh()
    return scene_image(view)


def movers(view: BoardView[Any, Any]) -> list[QGraphicsItemGroup]:
    """The pieces on their way now (each one group, above the board)."""
    items = view.scene().items()
    return [item for item in items if isinstance(item, QGraphicsItemGroup) and item.zValue() >= 100]


def mover_centres(view: BoardView[Any, Any]) -> list[QPointF]:
    """Where the pieces on their way are now (scene coordinates)."""
    return [item.sceneBoundingRect().center() for item in movers(view)]


def watch(
    qtbot: QtBot, view: BoardView[Any, Any], timeout: float = 1.0, frames: Path | None = None
) -> list[list[QPointF]]:
    """Let a move play out (it must end within ``timeout`` seconds); what moved, sampled in time.

    With ``frames``, the samples of the board and the end are saved side by side in that PNG.
    """
    seen: list[list[QPointF]] = []
    images: list[QImage] = []
    start = time.monotonic()
    while view.animating:
        assert time.monotonic() - start < timeout, "the move was still playing out"
        seen.append(mover_centres(view))
        if frames is not None:
            images.append(view.grab().toImage())
        qtbot.wait(15 if frames is None else 40)
    if frames is not None:
        images.append(view.grab().toImage())
        contact_sheet(images, frames)
    return seen


def contact_sheet(images: list[QImage], path: Path, columns: int = 4) -> None:
    """``images`` at half size, in rows of ``columns``, into one PNG."""
    w, h = images[0].width() // 2, images[0].height() // 2
    rows = (len(images) + columns - 1) // columns
    sheet = QImage(w * columns, h * rows, QImage.Format.Format_RGB32)
    sheet.fill(Qt.GlobalColor.black)
    painter = QPainter(sheet)
    for i, image in enumerate(images):
        small = image.scaled(
            w, h, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
        )
        painter.drawImage((i % columns) * w, (i // columns) * h, small)
    painter.end()
    assert sheet.save(str(path))
