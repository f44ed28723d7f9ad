"""What every flat board's scene shares: text, the background, writing a scene to PNG."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsItemGroup, QGraphicsScene

from desktop.core.protocol import GameRules

#: behind every flat board, on screen and in PNGs
BACKGROUND = QColor("#3b3f45")
# one meaning, one colour, on every flat board
COORD_INK = QColor("#e8e2d4")  # a–h, 1–8 beside the board
LAST_MOVE = QColor(246, 214, 90, 150)  # the squares of the last move
SELECTED = QColor("#ffc21a")  # the selected piece (square, totem, reserve piece): a thick gold frame…
SELECTED_GLOW = QColor(255, 194, 26, 90)  # … in a soft glow
TARGET = QColor(40, 150, 80, 210)  # where the selected piece may go: green dots, green frames
CAPTURE = QColor(215, 50, 50, 220)  # a target that takes a piece, a piece taken: red
TO_MOVE = QColor("#2f9e5a")  # the panel of the side to move, the button that ends a turn
BOARD_FRAME = QColor("#5b4a30")


@dataclass(frozen=True)
class MoveStyle:
    """How a move drawn over the board looks: a hint (or a review's better move) in blue,
    the move a review judged in dashed grey over a light halo, under the blue."""

    colour: QColor
    dashed: bool = False
    #: a wider pen of this colour under the lines, so that they show on dark pieces too
    halo: QColor | None = None
    z: float = 50.0
    #: its rings' size against a hint's: the judged move's are wider, so that where both moves
    #: start from one square (or one move rearranges a stack in place) both rings show
    ring_scale: float = 1.0

    def pen(self, width: float, colour: QColor | None = None) -> QPen:
        pen = QPen(
            colour if colour is not None else self.colour,
            width,
            Qt.PenStyle.SolidLine,
            Qt.PenCapStyle.RoundCap,
            Qt.PenJoinStyle.RoundJoin,
        )
        if self.dashed and colour is None:
            pen.setDashPattern([1.6, 1.4])
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        return pen


HINT_STYLE = MoveStyle(QColor(60, 140, 255, 200))
PLAYED_STYLE = MoveStyle(
    QColor(72, 72, 72, 235), dashed=True, halo=QColor(255, 255, 255, 150), z=48.0, ring_scale=1.3
)


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


def draw_selected(scene: QGraphicsScene, outline: QPainterPath, width: float = 6.0) -> None:
    """The frame of what the player selected: thick gold in a soft glow, never a target's green."""
    round_join = Qt.PenJoinStyle.RoundJoin
    glow = QPen(SELECTED_GLOW, width * 2.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, round_join)
    scene.addPath(outline, glow, QBrush(QColor(255, 194, 26, 45)))
    line = QPen(SELECTED, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, round_join)
    scene.addPath(outline, line, QBrush(Qt.BrushStyle.NoBrush))


def draw_target(
    scene: QGraphicsScene, centre: QPointF, radius: float, outline: QPainterPath | None, capture: bool
) -> None:
    """A target of the selected piece: a green dot on an empty square, a frame round a piece
    (``outline``, when there is one there); red when going there takes a piece."""
    colour = CAPTURE if capture else TARGET
    if outline is None:
        scene.addEllipse(
            centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius, QPen(Qt.PenStyle.NoPen), colour
        )
    else:
        pen = QPen(
            colour, radius * 0.45, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
        )
        scene.addPath(outline, pen, QBrush(Qt.BrushStyle.NoBrush))


def tint_squares(scene: QGraphicsScene, squares: Iterable[QRectF]) -> None:
    """The last move's squares (and others marked alike): tinted, a little inside their edges."""
    for rect in squares:
        scene.addRect(rect.adjusted(2, 2, -2, -2), QPen(Qt.PenStyle.NoPen), LAST_MOVE)


def rect_outline(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    path.addRect(rect)
    return path


def group_items(scene: QGraphicsScene, items: Iterable[QGraphicsItem]) -> QGraphicsItemGroup:
    """One item made of ``items`` (a piece drawn in parts), to move, scale or fade as one.

    The group is made here, not by ``scene.createItemGroup``: PySide learns when Qt deletes
    an item made in Python (the scene cleared at the next redraw, or the scene itself), but
    not one made by Qt, whose wrapper then lives on if anything still holds it, and can be
    handed out for a new object at the same address (a CI run failed with "QGraphicsItemGroup
    object has no attribute 'children'" when pyqtgraph walked a new menu's children)."""
    group = QGraphicsItemGroup()
    scene.addItem(group)
    for item in items:
        group.addToGroup(item)
    return group


def centre_text(item: QGraphicsItem, centre: QPointF) -> None:
    """Put ``item`` so that its middle is at ``centre``."""
    box = item.boundingRect()
    item.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)


def draw_path_arrow(
    scene: QGraphicsScene,
    points: Sequence[QPointF],
    colour: QColor | MoveStyle,
    width: float,
    inset: tuple[float, float] = (0.0, 0.0),
    z: float = 0.0,
) -> None:
    """An arrow along ``points`` (two or more), starting ``inset[0]`` after the first and ending
    ``inset[1]`` before the last, with a filled head; in a colour, or in a :class:`MoveStyle`
    (dashed, over a halo)."""
    style = colour if isinstance(colour, MoveStyle) else MoveStyle(colour, z=z)
    first, second, before_last, last = points[0], points[1], points[-2], points[-1]
    start = _towards(first, second, inset[0])
    end = _towards(last, before_last, inset[1])
    ux, uy = _unit(before_last, last)
    px, py = -uy, ux
    size = width * 2.6
    path = QPainterPath(start)
    for point in points[1:-1]:
        path.lineTo(point)
    path.lineTo(_towards(end, before_last, size * 0.5))  # the line stops inside the head
    head = QPainterPath(end)
    head.lineTo(end.x() - ux * size + px * size * 0.6, end.y() - uy * size + py * size * 0.6)
    head.lineTo(end.x() - ux * size - px * size * 0.6, end.y() - uy * size - py * size * 0.6)
    head.closeSubpath()
    if style.halo is not None:
        scene.addPath(path, style.pen(width + 6, style.halo)).setZValue(style.z)
        scene.addPath(head, style.pen(6, style.halo), QBrush(style.halo)).setZValue(style.z)
    scene.addPath(path, style.pen(width)).setZValue(style.z)
    scene.addPath(head, QPen(style.colour, 1), QBrush(style.colour)).setZValue(style.z)


def draw_ring(scene: QGraphicsScene, centre: QPointF, radius: float, width: float, style: MoveStyle) -> None:
    """A ring round ``centre`` in a move's style (where a hinted move starts, or puts a piece)."""
    radius *= style.ring_scale
    rect = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    if style.halo is not None:
        scene.addEllipse(rect, style.pen(width + 6, style.halo)).setZValue(style.z)
    scene.addEllipse(rect, style.pen(width)).setZValue(style.z)


def _unit(a: QPointF, b: QPointF) -> tuple[float, float]:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length = (dx * dx + dy * dy) ** 0.5 or 1.0
    return dx / length, dy / length


def _towards(a: QPointF, b: QPointF, distance: float) -> QPointF:
    """The point ``distance`` from ``a`` on the way to ``b``."""
    ux, uy = _unit(a, b)
    return QPointF(a.x() + ux * distance, a.y() + uy * distance)


def png_renderer(draw: Callable[[QGraphicsScene, Any, bool], None]) -> Callable[..., None]:
    """A game's PNG renderer (its registry entry names it) from a function drawing a state.

    ``draw(scene, state, over)`` draws the position with nothing selected.
    """

    def render_png(
        rules: GameRules[Any, Any], state: Any, path: str, size: int = 800, front: int | None = None
    ) -> None:
        scene = QGraphicsScene()
        draw(scene, state, rules.outcome(state) is not None)
        write_scene_png(scene, path, size)

    return render_png


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


def draw_coordinates(
    scene: QGraphicsScene,
    size: int,
    flip: bool,
    pixels: float,
    file_label_at: Callable[[int], QPointF],
    rank_label_at: Callable[[int], QPointF],
) -> None:
    """Files a… along the bottom and ranks 1… up the side of a square board.

    ``file_label_at(i)`` and ``rank_label_at(i)`` place the i-th label from the
    left and from the top; flipped, the board's far side is at the bottom.
    """
    for i in range(size):
        file = i if not flip else size - 1 - i
        centre_text(add_text(scene, "abcdefghijklmnop"[file], pixels, COORD_INK, bold=True), file_label_at(i))
        rank = size - i if not flip else i + 1
        centre_text(add_text(scene, str(rank), pixels, COORD_INK, bold=True), rank_label_at(i))
