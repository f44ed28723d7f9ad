"""What every flat board's scene shares: text, the background, writing a scene to PNG."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

#: behind every flat board, on screen and in PNGs
BACKGROUND = QColor("#3b3f45")


def add_text(
    scene: QGraphicsScene, text: str, size: float, colour: QColor, bold: bool = False
) -> QGraphicsItem:
    """A text item made by the scene in C++ (no Python wrapper: painting it needs no GIL)."""
    font = QFont()
    font.setPixelSize(int(size))
    font.setBold(bold)
    item = scene.addSimpleText(text, font)
    item.setBrush(colour)
    return item


def centre_text(item: QGraphicsItem, centre: QPointF) -> None:
    """Put ``item`` so that its middle is at ``centre``."""
    box = item.boundingRect()
    item.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)


def write_scene_png(scene: QGraphicsScene, path: str, size: int) -> None:
    """Render ``scene`` into a ``size``-wide PNG (its height follows the scene's shape)."""
    source = scene.sceneRect()
    height = max(1, round(size * source.height() / source.width()))
    image = QImage(size, height, QImage.Format.Format_ARGB32)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, size, height), source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    if not image.save(path, "PNG"):  # type: ignore[call-overload]  # the stub wants bytes, Qt wants str
        raise OSError(f"cannot write {path}")
