"""The colours of the flat boards, grouped by the thing they paint: a piece, a board, a panel.

Each scene names its things (``PLAYERS[player]``, ``BOARD``, ``TOTEM``…) and its drawing reads
``.fill``, ``.edge``…; the colours of one meaning on every board (the last move, a target) are
in :mod:`desktop.qt.boards.drawing`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import QGraphicsScene

from desktop.qt.boards.drawing import BOARD_FRAME


@dataclass(frozen=True)
class Paint:
    """A thing filled with one colour and edged with another (an owner's plinth, a panel)."""

    fill: QColor
    edge: QColor


@dataclass(frozen=True)
class PiecePaint(Paint):
    """A piece: its fill and edge, and the ink of the marks drawn on it (Oxono's X and O,
    X Spectrum's pips, the ring inside a Zeno piece's edge)."""

    ink: QColor


@dataclass(frozen=True)
class BoardPaint:
    """A checkered board: its light and dark squares, and the lines between them (none: ``None``)."""

    light: QColor
    dark: QColor
    grid: QColor | None = None

    def square(self, file: int, rank: int) -> QColor:
        """The colour of the square on ``file`` and ``rank`` (from 0): a1 is dark."""
        return self.light if (file + rank) % 2 else self.dark

    def grid_pen(self, width: float) -> QPen:
        """The pen of the lines between the squares."""
        return QPen(self.grid, width) if self.grid is not None else QPen(Qt.PenStyle.NoPen)


def fills(paints: Mapping[int, Paint]) -> Mapping[int, QColor]:
    """Each player's colour (a view's ``player_colours``): the fill of their paint."""
    return MappingProxyType({player: paint.fill for player, paint in paints.items()})


#: the side panels (a player's box, a choice)
PANEL = Paint(QColor("#4a4f57"), QColor("#6b6f76"))


def draw_square_board(
    scene: QGraphicsScene,
    paint: BoardPaint,
    size: int,
    rect: Callable[[int], QRectF],
    grid_width: float = 0.0,
) -> None:
    """An upright board of ``size`` × ``size`` squares in ``paint`` and the frame round it;
    square ``s`` (file ``s % size``, rank ``s // size``) stands at ``rect(s)``."""
    pen = paint.grid_pen(grid_width)
    for square in range(size * size):
        rank, file = divmod(square, size)
        scene.addRect(rect(square), pen, QBrush(paint.square(file, rank)))
    frame = rect(0).united(rect(size * size - 1))
    scene.addRect(frame, QPen(BOARD_FRAME, 4), QBrush(Qt.BrushStyle.NoBrush))
