"""Drawing an X Spectrum position on a QGraphicsScene.

Pure drawing: :func:`draw_xspectrum` turns a state plus what the player has
selected (an :class:`XSpectrumOverlay`) into scene items; the interactive view
and the PNG renderer both use it.

The board is turned 45°: a1 at the bottom (South's corner), h8 at the top.
Pyramids are drawn from the side: a triangle whose size gives the pips (and
1–3 pip dots), its fill the colour; nested pieces sit inside the base, stacked
pieces stand on top of it; a plinth under the base in the owner's colour
(South white, North purple) shows who owns the square.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from desktop.core.language import translate
from desktop.games.words import player_word
from desktop.games.xspectrum.movement import XSpectrumMove, XSpectrumState
from desktop.games.xspectrum.pieces import (
    CLEAR,
    CYAN,
    FILES,
    NORTH,
    ORANGE,
    PLAYER_NAMES,
    SOUTH,
    Piece,
    Stack,
)
from desktop.qt.boards.drawing import (
    COORD_INK,
    LAST_MOVE,
    TO_MOVE,
    add_text,
    centre_text,
    draw_selected,
    draw_target,
    png_renderer,
    rect_outline,
)
from desktop.qt.boards.paint import PANEL, BoardPaint, Paint, PiecePaint

H = 42.0  # half a square's diagonal
BOARD_CX = 20.0 + 8 * H  # the board's centre
BOARD_CY = 20.0 + 8 * H
SIDE_X = 40.0 + 16 * H
SIDE_W = 250.0
SCENE_RECT = QRectF(0.0, 0.0, SIDE_X + SIDE_W + 16.0, 40.0 + 16 * H)
RESERVE_H = 150.0
CHOICE_TOP = 20.0 + RESERVE_H + 14.0
CHOICE_ROW = 50.0
RESERVE_HALF = 22.0  # the half-side of a reserve slot's piece

#: the pyramids by colour: the triangle, its edge, its pips' ink
PIECES = {
    ORANGE: PiecePaint(QColor("#f28c28"), QColor("#9a4d07"), ink=QColor("#3a1a00")),
    CLEAR: PiecePaint(QColor(226, 236, 242, 200), QColor("#6f8796"), ink=QColor("#22323c")),
    CYAN: PiecePaint(QColor("#19b5cf"), QColor("#0b6878"), ink=QColor("#022a31")),
}
PIP_HALO = QColor(255, 255, 255, 200)
#: the owners' plinths under their squares' pieces (and their swatches)
OWNERS = {
    SOUTH: Paint(QColor("#f6f3ea"), QColor("#5c5a52")),
    NORTH: Paint(QColor("#7d3fb0"), QColor("#2e0f47")),
}
BOARD = BoardPaint(QColor("#ece1c8"), QColor("#cdb892"), grid=QColor("#8c7752"))
TEXT = QColor("#ffffff")
DIM_TEXT = QColor("#b8bec6")


@dataclass
class Choice:
    """One entry of the choice panel: its words, notation and what it does."""

    label: str
    action: tuple[str, object]
    stack: Stack | None = None
    active: bool = False


@dataclass
class XSpectrumOverlay:
    """What is drawn over the position: selection, targets, choices, last move."""

    flip: bool = False
    selected: int | None = None
    selected_reserve: tuple[int, Piece] | None = None
    targets: Sequence[int] = field(default_factory=tuple)
    captures: Sequence[int] = field(default_factory=tuple)
    pending_target: int | None = None
    title: str = ""
    choices: Sequence[Choice] = field(default_factory=tuple)
    last_move: XSpectrumMove | None = None
    #: squares drawn with other contents than the position's (a piece on its way in an animation)
    shown: Mapping[int, Stack | None] = field(default_factory=dict)
    #: a reserve piece not drawn, as (player, index): it is on its way to the board
    hidden_reserve: tuple[int, int] | None = None


# -- geometry ----------------------------------------------------------------------------------
def square_centre(square: int, flip: bool) -> QPointF:
    f, r = square % 8, square // 8
    if flip:
        f, r = 7 - f, 7 - r
    return QPointF(BOARD_CX + (f - r) * H, BOARD_CY + (7 - f - r) * H)


def square_polygon(square: int, flip: bool, inset: float = 0.0) -> QPolygonF:
    c = square_centre(square, flip)
    h = H - inset
    return QPolygonF(
        [
            QPointF(c.x(), c.y() - h),
            QPointF(c.x() + h, c.y()),
            QPointF(c.x(), c.y() + h),
            QPointF(c.x() - h, c.y()),
        ]
    )


def diamond(square: int, flip: bool, inset: float = 0.0) -> QPainterPath:
    """The square's outline, ``inset`` inside its edges."""
    path = QPainterPath()
    path.addPolygon(square_polygon(square, flip, inset))
    path.closeSubpath()
    return path


def square_at(point: QPointF, flip: bool) -> int | None:
    """The square under a scene point, or None off the board."""
    u = (point.x() - BOARD_CX) / H  # f - r
    v = 7 - (point.y() - BOARD_CY) / H  # f + r
    f2, r2 = (u + v) / 2, (v - u) / 2
    f, r = round(f2), round(r2)
    if not (0 <= f < 8 and 0 <= r < 8):  # rounding both keeps the point inside that square's diamond
        return None
    if flip:
        f, r = 7 - f, 7 - r
    return r * 8 + f


def reserve_box(player: int, flip: bool) -> QRectF:
    top_player = NORTH if not flip else SOUTH
    top = 20.0 if player == top_player else SCENE_RECT.height() - 20.0 - RESERVE_H
    return QRectF(SIDE_X, top, SIDE_W, RESERVE_H)


def reserve_slot(player: int, index: int, flip: bool) -> QRectF:
    box = reserve_box(player, flip)
    col, row = index % 5, index // 5
    return QRectF(box.left() + 10 + col * 46, box.top() + 44 + row * 50, 44, 48)


def reserve_entry(player: int, index: int, flip: bool, piece: Piece) -> tuple[QPointF, float]:
    """Where a reserve piece drawn as on a board square, then scaled round that point by the
    returned factor, stands as in its reserve slot: where it starts its way back to the board."""
    stack = Stack(player, piece)
    ground, scale = stack_placement(stack, reserve_slot(player, index, flip).center(), RESERVE_HALF, False)
    board_ground, board_scale = stack_placement(stack, QPointF(0.0, 0.0), H)
    factor = scale / board_scale
    return QPointF(ground.x(), ground.y() - factor * board_ground.y()), factor


def choice_rect(index: int) -> QRectF:
    return QRectF(SIDE_X, CHOICE_TOP + 34 + index * CHOICE_ROW, SIDE_W, CHOICE_ROW - 4)


# -- pyramids ------------------------------------------------------------------------------------
# A stack is laid out at scale 1 round its *ground*, the middle of its base's bottom edge (y grows
# downwards): the owner's plinth just below, the base, nested pieces inside it, stacked pieces
# each standing part-way up the one below.  It is then drawn as large as fits where it goes.
PLINTH_H = 0.13  # the plinth's height
STACKED = 0.78  # a stacked pyramid's size against a base's
ROOM = 0.95  # the share of the space round a stack that its drawing may use


def _size(piece: Piece) -> tuple[float, float]:
    """A pyramid's width and height at scale 1: the more pips, the larger."""
    return 0.45 + 0.2 * piece.pips, 0.5 + 0.2 * piece.pips


def _nested_layout(stack: Stack) -> list[tuple[Piece, float, float]]:
    """Each nested piece with its offset from the middle and its scale: inside the base."""
    two = len(stack.nested) == 2
    return [(p, (i * 2 - 1) * 0.14 if two else 0.0, 0.5 if two else 0.62) for i, p in enumerate(stack.nested)]


def _stacked_layout(stack: Stack) -> list[tuple[Piece, float]]:
    """Each stacked piece with the height its bottom stands at (negative: up)."""
    out = []
    top = -_size(stack.base)[1] * 0.55
    for piece in stack.stacked:
        out.append((piece, top))
        top -= _size(piece)[1] * STACKED * 0.55
    return out


def _outline(stack: Stack) -> list[tuple[float, float]]:
    """The corners of everything drawn for ``stack`` at scale 1 round its ground."""
    w, h = _size(stack.base)
    points = [(-w / 2, PLINTH_H), (w / 2, PLINTH_H), (-w / 2, 0.0), (w / 2, 0.0), (0.0, -h)]
    for piece, dx, scale in _nested_layout(stack):
        half = _size(piece)[0] * scale / 2
        points += [(dx - half, 0.0), (dx + half, 0.0)]
    for piece, y in _stacked_layout(stack):
        sw, sh = (v * STACKED for v in _size(piece))
        points += [(-sw / 2, y), (sw / 2, y), (0.0, y - sh)]
    return points


@lru_cache(maxsize=2048)
def _fit(stack: Stack, diamond: bool) -> tuple[float, float]:
    """``(size, ground)``: drawn at scale ``size`` × R with its ground ``ground`` × scale below the
    middle, ``stack`` fills as much as it may of a square turned 45° (``diamond``) or of an upright
    square box, R being that square's half-diagonal or half-side."""
    points = _outline(stack)
    best = (0.0, 0.0)
    for i in range(61):
        ground = i * 0.02
        if diamond:
            reach = max(abs(x) + abs(y + ground) for x, y in points)
        else:
            reach = max(max(abs(x), abs(y + ground)) for x, y in points)
        if ROOM / reach > best[0]:
            best = (ROOM / reach, ground)
    return best


#: the largest single piece sets the size of every piece: combinations shrink to fit, singles never grow
_LARGEST = Stack(SOUTH, Piece(ORANGE, 3))


def stack_placement(
    stack: Stack, centre: QPointF, half: float, diamond: bool = True
) -> tuple[QPointF, float]:
    """Where ``stack``'s ground goes and its scale, drawn round ``centre`` within a board square
    of half-diagonal ``half`` (``diamond``) or an upright box of half-side ``half``."""
    size, ground = _fit(stack, diamond)
    scale = min(size, _fit(_LARGEST, diamond)[0]) * half
    return QPointF(centre.x(), centre.y() + ground * scale), scale


def _triangle(bottom: QPointF, width: float, height: float) -> QPolygonF:
    x, y = bottom.x(), bottom.y()
    return QPolygonF([QPointF(x - width / 2, y), QPointF(x + width / 2, y), QPointF(x, y - height)])


def draw_pyramid(
    scene: QGraphicsScene,
    piece: Piece,
    bottom: QPointF,
    scale: float,
    nested: bool = False,
    items: list[QGraphicsItem] | None = None,
) -> None:
    """A pyramid seen from the side, standing on ``bottom``, its pips as dots near its foot.

    A nested pyramid gets a white rim so it stands out inside its base.  The items
    drawn are added to ``items`` when given.
    """
    out = items if items is not None else []
    w, h = _size(piece)
    width, height = w * scale, h * scale
    paint = PIECES[piece.colour]
    edge = QColor("#ffffff") if nested else paint.edge
    out.append(
        scene.addPolygon(
            _triangle(bottom, width, height),
            QPen(edge, max(1.2, scale * 0.04)),
            QBrush(paint.fill),
        )
    )
    dot = max(1.6, scale * 0.085)
    halo = QPen(PIP_HALO, max(0.8, dot * 0.35))
    for i in range(piece.pips):
        x = bottom.x() + (i - (piece.pips - 1) / 2) * dot * 2.5
        y = bottom.y() - height * 0.24
        out.append(scene.addEllipse(x - dot, y - dot, 2 * dot, 2 * dot, halo, QBrush(paint.ink)))


def draw_stack(scene: QGraphicsScene, stack: Stack, ground: QPointF, scale: float) -> list[QGraphicsItem]:
    """A square's contents round ``ground`` (see :func:`stack_placement`): the owner's plinth, the
    base, nested pieces inside it, stacked pieces on top; returns the items."""
    w = _size(stack.base)[0] * scale
    plinth = QRectF(ground.x() - w / 2, ground.y(), w, PLINTH_H * scale)
    path = QPainterPath()
    path.addRoundedRect(plinth, scale * 0.05, scale * 0.05)
    owner = OWNERS[stack.owner]
    pen = QPen(owner.edge, max(1.2, scale * 0.035))
    items: list[QGraphicsItem] = [scene.addPath(path, pen, QBrush(owner.fill))]
    draw_pyramid(scene, stack.base, ground, scale, items=items)
    for piece, dx, size in _nested_layout(stack):
        draw_pyramid(scene, piece, QPointF(ground.x() + dx * scale, ground.y()), scale * size, True, items)
    for piece, y in _stacked_layout(stack):
        draw_pyramid(scene, piece, QPointF(ground.x(), ground.y() + y * scale), scale * STACKED, items=items)
    return items


def draw_stack_in(
    scene: QGraphicsScene, stack: Stack, centre: QPointF, half: float, diamond: bool = True
) -> list[QGraphicsItem]:
    """``stack`` as large as fits round ``centre`` (see :func:`stack_placement`); returns the items."""
    ground, scale = stack_placement(stack, centre, half, diamond)
    return draw_stack(scene, stack, ground, scale)


# -- the whole picture --------------------------------------------------------------------------------
def _new_board(scene: QGraphicsScene, flip: bool) -> None:
    """Clear the scene and draw the empty board."""
    scene.clear()
    scene.setSceneRect(SCENE_RECT)
    for square in range(64):
        f, r = square % 8, square // 8
        scene.addPolygon(square_polygon(square, flip), BOARD.grid_pen(1.2), QBrush(BOARD.square(f, r)))
    for i in range(8):  # files along the lower right edge, ranks along the lower left edge
        file_sq = i if not flip else 7 - i
        c = square_centre(file_sq, flip)
        label = add_text(scene, FILES[i if not flip else 7 - i], 22, COORD_INK, bold=True)
        centre_text(label, QPointF(c.x() + H * 0.85, c.y() + H * 0.85))
        rank_sq = i * 8 if not flip else (7 - i) * 8
        c = square_centre(rank_sq, flip)
        label = add_text(scene, str(i + 1 if not flip else 8 - i), 22, COORD_INK, bold=True)
        centre_text(label, QPointF(c.x() - H * 0.85, c.y() + H * 0.85))


def draw_compass(scene: QGraphicsScene, centre: QPointF, radius: float) -> None:
    """Which way each colour moves, seen from the player at the bottom."""
    scene.addEllipse(
        centre.x() - radius,
        centre.y() - radius,
        2 * radius,
        2 * radius,
        QPen(PIECES[ORANGE].fill, 3, Qt.PenStyle.DashLine),
        QBrush(QColor(0, 0, 0, 40)),
    )

    def arrow(dx: float, dy: float, colour: QColor, width: float) -> None:
        end = QPointF(centre.x() + dx * radius * 0.8, centre.y() + dy * radius * 0.8)
        scene.addLine(
            centre.x(),
            centre.y(),
            end.x(),
            end.y(),
            QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap),
        )
        scene.addEllipse(
            end.x() - width, end.y() - width, 2 * width, 2 * width, QPen(Qt.PenStyle.NoPen), QBrush(colour)
        )

    for dx, dy in ((0.7, 0.7), (-0.7, 0.7), (0.7, -0.7), (-0.7, -0.7)):
        arrow(dx, dy, QColor("#c9c2e8"), 2.5)
    for dy in (1, -1):
        arrow(0, dy, PIECES[CLEAR].fill, 6)
    for dx in (1, -1):
        arrow(dx, 0, PIECES[CYAN].fill, 6)
    lines = [
        (translate("SceneText", "clear: forward / back"), PIECES[CLEAR].fill),
        (translate("SceneText", "cyan: left / right"), PIECES[CYAN].fill),
        (translate("SceneText", "cyan+clear: diagonals"), QColor("#c9c2e8")),
        (translate("SceneText", "orange: jumps, all 8"), PIECES[ORANGE].fill),
    ]
    for i, (words, colour) in enumerate(lines):  # the legend sits above the rose
        item = add_text(scene, words, 14, colour, bold=True)
        item.setPos(14.0, 8.0 + i * 18)


def _draw_reserves(
    scene: QGraphicsScene, state: XSpectrumState, overlay: XSpectrumOverlay, over: bool
) -> None:
    for player in (SOUTH, NORTH):
        box = reserve_box(player, overlay.flip)
        to_move = not over and state.player == player
        path = QPainterPath()
        path.addRoundedRect(box, 12, 12)
        scene.addPath(path, QPen(TO_MOVE if to_move else PANEL.edge, 5 if to_move else 2), QBrush(PANEL.fill))
        swatch = QRectF(box.left() + 12, box.top() + 12, 22, 22)
        scene.addEllipse(swatch, QPen(OWNERS[player].edge, 2), QBrush(OWNERS[player].fill))
        words = player_word(PLAYER_NAMES[player]) + (translate("SceneText", " · to move") if to_move else "")
        add_text(scene, words, 20, TEXT, bold=True).setPos(box.left() + 42, box.top() + 10)
        reserve = state.reserves[player]
        if not reserve:
            add_text(scene, translate("SceneText", "reserve empty"), 15, DIM_TEXT).setPos(
                box.left() + 14, box.top() + 56
            )
        for i, piece in enumerate(reserve):
            if overlay.hidden_reserve == (player, i):
                continue
            slot = reserve_slot(player, i, overlay.flip)
            if overlay.selected_reserve == (player, piece) and reserve.index(piece) == i:
                draw_selected(scene, rect_outline(slot.adjusted(2, 2, -2, -2)), 4)
            draw_stack_in(scene, Stack(player, piece), slot.center(), RESERVE_HALF, diamond=False)


def _draw_choices(scene: QGraphicsScene, overlay: XSpectrumOverlay) -> None:
    if not overlay.choices:
        return
    title = add_text(scene, overlay.title, 16, TEXT, bold=True)
    title.setPos(SIDE_X + 4, CHOICE_TOP + 6)
    for i, choice in enumerate(overlay.choices):
        rect = choice_rect(i)
        path = QPainterPath()
        path.addRoundedRect(rect, 8, 8)
        scene.addPath(path, QPen(PANEL.edge, 1.5), QBrush(PANEL.fill))
        if choice.active:  # the part of the square that moves: selected
            draw_selected(scene, path, 3)
        if choice.stack is not None:
            draw_stack_in(
                scene, choice.stack, QPointF(rect.left() + 26, rect.center().y()), 22, diamond=False
            )
        add_text(scene, choice.label, 14, TEXT).setPos(rect.left() + 50, rect.top() + 6)


def draw_xspectrum(
    scene: QGraphicsScene, state: XSpectrumState, overlay: XSpectrumOverlay, over: bool = False
) -> None:
    """Replace the scene's items by ``state`` with ``overlay`` on top."""
    flip = overlay.flip
    _new_board(scene, flip)
    draw_compass(scene, QPointF(70.0, 134.0), 44.0)
    last = overlay.last_move
    if last is not None:
        for square in {last.origin, last.target} - {-1}:
            scene.addPolygon(square_polygon(square, flip, 3), QPen(Qt.PenStyle.NoPen), QBrush(LAST_MOVE))
    if overlay.selected is not None:  # on the ground, under its pieces
        draw_selected(scene, diamond(overlay.selected, flip, 5), 5)
    order = sorted(range(64), key=lambda s: square_centre(s, flip).y())
    for square in order:
        stack = overlay.shown[square] if square in overlay.shown else state.board[square]
        if stack is not None:
            draw_stack_in(scene, stack, square_centre(square, flip), H)
    for square in overlay.targets:  # a frame round a square with pieces: they stay visible
        outline = diamond(square, flip, 5) if state.board[square] is not None else None
        draw_target(scene, square_centre(square, flip), 10, outline, square in overlay.captures)
    if overlay.pending_target is not None:  # the target chosen, its arrangement still to choose
        square = overlay.pending_target
        draw_target(scene, square_centre(square, flip), 13, diamond(square, flip, 4), capture=False)
    _draw_reserves(scene, state, overlay, over)
    _draw_choices(scene, overlay)


#: the game's PNG renderer (its registry entry names it): the position, nothing selected
render_png = png_renderer(lambda scene, state, over: draw_xspectrum(scene, state, XSpectrumOverlay(), over))
