"""Drawing an Oxono position on a QGraphicsScene.

Pure drawing: :func:`draw_oxono` turns a state plus what the player has
selected (an :class:`OxonoOverlay`) into scene items.  The interactive view
and the PNG renderer both use it.  Scene units: one square is 100 wide.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from desktop.core.language import translate
from desktop.games.oxono.rules import (
    BLACK,
    EMPTY,
    PINK,
    PLAYER_NAMES,
    SIZE,
    START_O,
    START_X,
    O,
    OxonoMove,
    OxonoState,
    X,
    pawn_player,
    pawn_symbol,
)
from desktop.games.words import player_word
from desktop.qt.boards.drawing import (
    TO_MOVE,
    MoveStyle,
    add_text,
    draw_coordinates,
    draw_selected,
    draw_target,
    png_renderer,
    rect_outline,
    tint_squares,
)
from desktop.qt.boards.paint import PANEL, BoardPaint, PiecePaint, draw_square_board

CELL = 100.0
BOARD_X = 50.0  # room for rank numbers on the left
BOARD_Y = 20.0
BOARD_SIDE = CELL * SIZE
HAND_X = BOARD_X + BOARD_SIDE + 30.0
HAND_W = 190.0
HAND_BOX_H = BOARD_SIDE / 2 - 15
SCENE_RECT = QRectF(0.0, 0.0, HAND_X + HAND_W + 20.0, BOARD_Y + BOARD_SIDE + 50.0)

#: each player's pawns: the tile, its edge, its symbol's ink
PLAYERS = {
    PINK: PiecePaint(QColor("#e0559a"), QColor("#8f1d57"), ink=QColor("#ffffff")),
    BLACK: PiecePaint(QColor("#2b2b2b"), QColor("#000000"), ink=QColor("#f4d35e")),
}
BLACK_RIM = QColor("#8a8a8a")  # the second rim inside a Black pawn's edge
#: the totems: the stone, its edge and ring, its symbol's ink
TOTEM = PiecePaint(QColor("#b9b0a0"), QColor("#5d5548"), ink=QColor("#2e2a24"))
BOARD = BoardPaint(QColor("#efe4cc"), QColor("#e6d8bb"), grid=QColor("#a8926b"))
LAST_PAWN = QColor(232, 196, 70)  # the pawn of the last move: a dashed frame in the last move's yellow
WIN_LINE = QColor("#ff8c1a")


@dataclass
class OxonoOverlay:
    """What is drawn over the position: selection, highlights, last move."""

    flip: bool = False
    selected_totem: int | None = None
    provisional_target: int | None = None
    targets: Sequence[int] = field(default_factory=tuple)
    pawn_squares: Sequence[int] = field(default_factory=tuple)
    last_move: OxonoMove | None = None
    show_to_move: bool = True
    #: a totem not drawn (it is on its way in an animation)
    hidden_totem: int | None = None


def square_rect(square: int, flip: bool) -> QRectF:
    """The square's rectangle in scene units; rank 1 is at the bottom unless flipped."""
    row, col = divmod(square, SIZE)
    if flip:
        row, col = SIZE - 1 - row, SIZE - 1 - col
    x = BOARD_X + col * CELL
    y = BOARD_Y + (SIZE - 1 - row) * CELL
    return QRectF(x, y, CELL, CELL)


def square_at(point: QPointF, flip: bool) -> int | None:
    """The square under a scene point, or None off the board."""
    col = int((point.x() - BOARD_X) // CELL)
    row_from_top = int((point.y() - BOARD_Y) // CELL)
    if not (0 <= col < SIZE and 0 <= row_from_top < SIZE):
        return None
    if point.x() < BOARD_X or point.y() < BOARD_Y:
        return None
    row = SIZE - 1 - row_from_top
    if flip:
        row, col = SIZE - 1 - row, SIZE - 1 - col
    return row * SIZE + col


def _inset(rect: QRectF, fraction: float) -> QRectF:
    dx, dy = rect.width() * fraction, rect.height() * fraction
    return rect.adjusted(dx, dy, -dx, -dy)


def hand_tile(player: int, symbol: int, flip: bool) -> QRectF:
    """Where a player's pawns of ``symbol`` wait in hand, beside the board (the top box is the far side)."""
    order = (BLACK, PINK) if not flip else (PINK, BLACK)
    top = BOARD_Y + order.index(player) * (HAND_BOX_H + 30)
    return QRectF(HAND_X + 12, top + 82 + symbol * 92, 84, 84)


def draw_symbol(
    scene: QGraphicsScene, symbol: int, rect: QRectF, ink: QColor, width: float
) -> list[QGraphicsItem]:
    """A big X or O inside ``rect``, drawn as lines (no font needed)."""
    pen = QPen(ink, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    inner = _inset(rect, 0.27)
    if symbol == X:
        return [
            scene.addLine(inner.left(), inner.top(), inner.right(), inner.bottom(), pen),
            scene.addLine(inner.left(), inner.bottom(), inner.right(), inner.top(), pen),
        ]
    return [scene.addEllipse(inner, pen)]


def draw_pawn(scene: QGraphicsScene, player: int, symbol: int, rect: QRectF) -> list[QGraphicsItem]:
    """A pawn: a rounded tile in the player's colour with its symbol.

    Pink tiles are light with a white symbol, Black tiles near-black with a
    yellow symbol and a double rim, so the two differ in brightness and shape
    details, not only in hue.
    """
    tile = _inset(rect, 0.1)
    path = QPainterPath()
    path.addRoundedRect(tile, tile.width() * 0.18, tile.height() * 0.18)
    paint = PLAYERS[player]
    pen = QPen(paint.edge, tile.width() * 0.04)
    items: list[QGraphicsItem] = [scene.addPath(path, pen, QBrush(paint.fill))]
    if player == BLACK:
        rim = QPainterPath()
        inset = _inset(tile, 0.08)
        rim.addRoundedRect(inset, inset.width() * 0.14, inset.height() * 0.14)
        pen = QPen(BLACK_RIM, tile.width() * 0.025)
        items.append(scene.addPath(rim, pen, QBrush(Qt.BrushStyle.NoBrush)))
    return items + draw_symbol(scene, symbol, tile, paint.ink, tile.width() * 0.1)


def draw_totem(scene: QGraphicsScene, symbol: int, rect: QRectF, ghost: bool = False) -> list[QGraphicsItem]:
    """A totem: a large round stone with a big X or O."""
    disc = _inset(rect, 0.04)
    stone = QColor(TOTEM.fill)
    edge = QColor(TOTEM.edge)
    ink = QColor(TOTEM.ink)
    if ghost:
        for colour in (stone, edge, ink):
            colour.setAlpha(70)
    shadow = QColor(0, 0, 0, 0 if ghost else 60)
    ring = _inset(disc, 0.1)
    items = [
        scene.addEllipse(disc.translated(3, 4), QPen(Qt.PenStyle.NoPen), QBrush(shadow)),
        scene.addEllipse(disc, QPen(edge, rect.width() * 0.05), QBrush(stone)),
        scene.addEllipse(ring, QPen(edge, rect.width() * 0.015), QBrush(Qt.BrushStyle.NoBrush)),
    ]
    return items + draw_symbol(scene, symbol, disc.adjusted(-6, -6, 6, 6), ink, rect.width() * 0.12)


def draw_pawn_marker(
    scene: QGraphicsScene, player: int, symbol: int, rect: QRectF, style: MoveStyle
) -> list[QGraphicsItem]:
    """Where a hinted (or a judged) move puts its pawn: a small pawn of the player's with its
    symbol (X or O), framed in the move's style; over whatever stands there in the position
    before (the totem that leaves that square), so it shows on the totem's square too."""
    tile = _inset(rect, 0.2)
    path = QPainterPath()
    path.addRoundedRect(tile, tile.width() * 0.2, tile.height() * 0.2)
    fill = QColor(PLAYERS[player].fill)
    fill.setAlpha(225)
    items: list[QGraphicsItem] = []
    if style.halo is not None:
        items.append(scene.addPath(path, style.pen(10, style.halo), QBrush(Qt.BrushStyle.NoBrush)))
    items.append(scene.addPath(path, QPen(Qt.PenStyle.NoPen), QBrush(fill)))
    items += draw_symbol(scene, symbol, tile.adjusted(-4, -4, 4, 4), PLAYERS[player].ink, tile.width() * 0.13)
    items.append(scene.addPath(path, style.pen(5), QBrush(Qt.BrushStyle.NoBrush)))
    for item in items:
        item.setZValue(style.z + 1)  # over the ring where the totem starts
    return items


def _new_board(scene: QGraphicsScene, flip: bool) -> None:
    """Clear the scene and draw the empty board."""
    scene.clear()
    scene.setSceneRect(SCENE_RECT)
    draw_square_board(scene, BOARD, SIZE, lambda square: square_rect(square, flip), grid_width=1.5)
    for square in (START_X, START_O):  # the two dotted start squares
        centre = square_rect(square, flip).center()
        scene.addEllipse(centre.x() - 5, centre.y() - 5, 10, 10, QPen(Qt.PenStyle.NoPen), QBrush(BOARD.grid))
    draw_coordinates(
        scene,
        SIZE,
        flip,
        26,
        lambda i: QPointF(BOARD_X + (i + 0.5) * CELL, BOARD_Y + BOARD_SIDE + 24),
        lambda i: QPointF(BOARD_X / 2, BOARD_Y + (i + 0.5) * CELL),
    )


def _draw_hands(scene: QGraphicsScene, state: OxonoState, overlay: OxonoOverlay, over: bool) -> None:
    """Each player's pawns in hand beside the board; the top box is the far side."""
    order = (BLACK, PINK) if not overlay.flip else (PINK, BLACK)
    for slot, player in enumerate(order):
        top = BOARD_Y + slot * (HAND_BOX_H + 30)
        box = QRectF(HAND_X, top, HAND_W, HAND_BOX_H)
        to_move = overlay.show_to_move and not over and state.player == player
        pen = QPen(TO_MOVE if to_move else PANEL.edge, 6 if to_move else 2)
        path = QPainterPath()
        path.addRoundedRect(box, 14, 14)
        scene.addPath(path, pen, QBrush(PANEL.fill))
        swatch = QRectF(box.left() + 14, top + 16, 26, 26)
        scene.addEllipse(swatch, QPen(PLAYERS[player].edge, 2), QBrush(PLAYERS[player].fill))
        name = add_text(scene, player_word(PLAYER_NAMES[player]), 28, QColor("#ffffff"), bold=True)
        name.setPos(box.left() + 50, top + 12)
        if to_move:
            marker = add_text(scene, translate("SceneText", "to move"), 20, QColor("#9be3b5"))
            marker.setPos(box.left() + 50, top + 46)
        for symbol in (X, O):
            tile = hand_tile(player, symbol, overlay.flip)
            count = state.hand(player, symbol)
            draw_pawn(scene, player, symbol, tile)
            label = add_text(scene, f"× {count}", 34, QColor("#ffffff") if count else QColor("#9aa0a8"), True)
            label.setPos(box.left() + 104, tile.center().y() - 21)


def draw_oxono(scene: QGraphicsScene, state: OxonoState, overlay: OxonoOverlay, over: bool = False) -> None:
    """Replace the scene's items by ``state`` with ``overlay`` on top."""
    flip = overlay.flip
    _new_board(scene, flip)
    last = overlay.last_move
    if last is not None:
        tint_squares(scene, (square_rect(last.origin, flip), square_rect(last.target, flip)))
    totems = list(state.totems)
    ghost_origin: int | None = None
    if overlay.selected_totem is not None and overlay.provisional_target is not None:
        ghost_origin = totems[overlay.selected_totem]
        totems[overlay.selected_totem] = overlay.provisional_target
    for square, code in enumerate(state.board):
        if code != EMPTY:
            draw_pawn(scene, pawn_player(code), pawn_symbol(code), square_rect(square, flip))
    if last is not None and state.board[last.pawn] != EMPTY:
        mark = square_rect(last.pawn, flip).adjusted(4, 4, -4, -4)
        scene.addRect(mark, QPen(LAST_PAWN, 5, Qt.PenStyle.DashLine), QBrush(Qt.BrushStyle.NoBrush))
    if ghost_origin is not None and overlay.selected_totem is not None:
        draw_totem(scene, overlay.selected_totem, square_rect(ghost_origin, flip), ghost=True)
    for symbol, square in enumerate(totems):
        if symbol == overlay.hidden_totem:
            continue
        if overlay.selected_totem == symbol:
            draw_selected(scene, rect_outline(square_rect(square, flip).adjusted(5, 5, -5, -5)))
        draw_totem(scene, symbol, square_rect(square, flip))
    for square in overlay.targets:
        draw_target(scene, square_rect(square, flip).center(), 14, None, capture=False)
    for square in overlay.pawn_squares:  # the pawn fills its square: a frame round it
        rect = square_rect(square, flip)
        draw_target(scene, rect.center(), 12, rect_outline(rect.adjusted(10, 10, -10, -10)), capture=False)
    for square in state.win_line:
        rect = square_rect(square, flip).adjusted(1, 1, -1, -1)
        scene.addRect(rect, QPen(WIN_LINE, 8), QBrush(Qt.BrushStyle.NoBrush))
    _draw_hands(scene, state, overlay, over)


#: the game's PNG renderer (its registry entry names it): the position, nothing selected
render_png = png_renderer(lambda scene, state, over: draw_oxono(scene, state, OxonoOverlay(), over))
