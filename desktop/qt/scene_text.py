"""Text on the 2D board scenes, shared by every flat board."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene


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
