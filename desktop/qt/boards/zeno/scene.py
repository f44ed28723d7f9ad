"""Drawing a Zeno position on a QGraphicsScene.

Pure drawing: :func:`draw_zeno` turns a state plus what the player is
building (a :class:`ZenoOverlay`) into scene items; the interactive view and
the PNG renderer both use it.  Scene units: one square is 80 wide; a margin
round the board holds the coordinates and the off-board targets.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from desktop.core.language import translate
from desktop.games.words import player_word
from desktop.games.zeno.rules import (
    BLACK,
    FORWARD,
    PLAYER_NAMES,
    SIZE,
    WHITE,
    TurnResult,
    ZenoState,
    remaining_tempo,
    squares_of,
)
from desktop.qt.boards.drawing import (
    CAPTURE,
    TARGET,
    TO_MOVE,
    add_text,
    centre_text,
    draw_coordinates,
    draw_path_arrow,
    draw_selected,
    draw_target,
    png_renderer,
    rect_outline,
    tint_squares,
)
from desktop.qt.boards.paint import PANEL, BoardPaint, PiecePaint, draw_square_board

CELL = 80.0
MARGIN = 56.0
BOARD_X = MARGIN
BOARD_Y = MARGIN
BOARD_SIDE = CELL * SIZE
INFO_X = BOARD_X + BOARD_SIDE + MARGIN
INFO_W = 210.0
SCENE_RECT = QRectF(0.0, 0.0, INFO_X + INFO_W + 16.0, BOARD_Y + BOARD_SIDE + MARGIN)
DONE_RECT = QRectF(INFO_X, BOARD_Y + BOARD_SIDE - 70.0, INFO_W, 70.0)

#: each player's pieces: the disc, its edge, the ring inside the edge (its ink)
PLAYERS = {
    WHITE: PiecePaint(QColor("#f3ead8"), QColor("#7a6a4f"), ink=QColor("#c9b99a")),
    BLACK: PiecePaint(QColor("#26282c"), QColor("#000000"), ink=QColor("#8a8f98")),
}
BOARD = BoardPaint(QColor("#e9dcc0"), QColor("#b58f64"))
PUSH = QColor("#2f7fd8")
PULL = QColor("#e08a1e")


@dataclass
class ZenoOverlay:
    """What is drawn over the position: the move being built, its preview, the last move."""

    flip: bool = False
    selected: int | None = None
    #: (rank, file, kills) of each target of the selected piece; rank/file may be off the board.
    targets: Sequence[tuple[int, int, bool]] = field(default_factory=tuple)
    origin: int | None = None
    landing: int | None = None
    #: where the moved piece stepped when it did not land: (rank, file)
    self_capture: tuple[int, int] | None = None
    push_squares: Sequence[int] = field(default_factory=tuple)
    pull_squares: Sequence[int] = field(default_factory=tuple)
    preview: TurnResult | None = None
    stage: str = ""
    step: int = 0
    last: TurnResult | None = None
    last_origin: int | None = None
    last_mover: int = WHITE
    last_step: int = 0
    show_to_move: bool = True
    done_enabled: bool = False
    done_label: str = "Done"
    #: squares whose piece is not drawn (it is on its way in an animation)
    hidden: Collection[int] = ()
    #: squares tinted as the move's (the move being played out)
    marked: Sequence[int] = ()


def cell_centre(rank: int, file: int, flip: bool) -> QPointF:
    """Centre of a cell; cells one step off the board sit in the margin just outside its edge."""
    if flip:
        rank, file = SIZE - 1 - rank, SIZE - 1 - file
    if file < 0:
        x = BOARD_X - MARGIN * 0.55
    elif file >= SIZE:
        x = BOARD_X + BOARD_SIDE + MARGIN * 0.55
    else:
        x = BOARD_X + (file + 0.5) * CELL
    if rank >= SIZE:
        y = BOARD_Y - MARGIN * 0.55
    elif rank < 0:
        y = BOARD_Y + BOARD_SIDE + MARGIN * 0.55
    else:
        y = BOARD_Y + (SIZE - 1 - rank + 0.5) * CELL
    return QPointF(x, y)


def square_rect(square: int, flip: bool) -> QRectF:
    centre = cell_centre(square >> 3, square & 7, flip)
    return QRectF(centre.x() - CELL / 2, centre.y() - CELL / 2, CELL, CELL)


def cell_at(point: QPointF, flip: bool) -> tuple[int, int] | None:
    """The (rank, file) under a scene point, one cell off the board included, or None."""
    x, y = point.x() - BOARD_X, point.y() - BOARD_Y
    if not (-MARGIN <= x < BOARD_SIDE + MARGIN and -MARGIN <= y < BOARD_SIDE + MARGIN):
        return None
    file = max(-1, min(SIZE, int(x // CELL) if x >= 0 else -1))
    row = max(-1, min(SIZE, int(y // CELL) if y >= 0 else -1))
    rank = SIZE - 1 - row
    if flip:
        rank, file = SIZE - 1 - rank, SIZE - 1 - file
    return rank, file


def draw_piece(
    scene: QGraphicsScene,
    player: int,
    centre: QPointF,
    ghost: bool = False,
    size: float = 1.0,
    alpha: int = 80,
) -> list[QGraphicsItem]:
    """A round piece: ivory with a brown edge for White, near-black with a grey rim for Black
    (see-through as a ``ghost``, ``alpha`` of 255 opaque)."""
    r = CELL * 0.36 * size
    paint = PLAYERS[player]
    fill, edge, rim = QColor(paint.fill), QColor(paint.edge), QColor(paint.ink)
    items: list[QGraphicsItem] = []
    if ghost:
        for colour in (fill, edge, rim):
            colour.setAlpha(alpha)
    else:
        shadow = QColor(0, 0, 0, 60)
        items.append(
            scene.addEllipse(
                centre.x() - r + 3, centre.y() - r + 4, 2 * r, 2 * r, QPen(Qt.PenStyle.NoPen), shadow
            )
        )
    items.append(scene.addEllipse(centre.x() - r, centre.y() - r, 2 * r, 2 * r, QPen(edge, 3), QBrush(fill)))
    inner = r * 0.68
    items.append(
        scene.addEllipse(
            centre.x() - inner,
            centre.y() - inner,
            2 * inner,
            2 * inner,
            QPen(rim, 2.5),
            QBrush(Qt.BrushStyle.NoBrush),
        )
    )
    return items


def draw_cross(
    scene: QGraphicsScene, centre: QPointF, size: float, colour: QColor = CAPTURE, width: float = 7
) -> None:
    pen = QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    h = size / 2
    scene.addLine(centre.x() - h, centre.y() - h, centre.x() + h, centre.y() + h, pen)
    scene.addLine(centre.x() - h, centre.y() + h, centre.x() + h, centre.y() - h, pen)


def draw_arrow(scene: QGraphicsScene, a: QPointF, b: QPointF, colour: QColor, width: float = 5) -> None:
    """A straight arrow from square centre ``a`` to ``b``, stopping short of both pieces."""
    draw_path_arrow(scene, [a, b], colour, width, (CELL * 0.2, CELL * 0.22))


def _square_centre(square: int, flip: bool) -> QPointF:
    return cell_centre(square >> 3, square & 7, flip)


def _moved_target(square: int, target: int | None, rank_step: int, file_step: int, flip: bool) -> QPointF:
    if target is not None:
        return _square_centre(target, flip)
    return cell_centre((square >> 3) + rank_step, (square & 7) + file_step, flip)


def _new_board(scene: QGraphicsScene, flip: bool) -> None:
    """Clear the scene and draw the empty board."""
    scene.clear()
    scene.setSceneRect(SCENE_RECT)
    draw_square_board(scene, BOARD, SIZE, lambda square: square_rect(square, flip))
    draw_coordinates(
        scene,
        SIZE,
        flip,
        22,
        lambda i: QPointF(BOARD_X + (i + 0.5) * CELL, BOARD_Y + BOARD_SIDE + MARGIN - 14),
        lambda i: QPointF(14, BOARD_Y + (i + 0.5) * CELL),
    )


def draw_doomed(scene: QGraphicsScene, player: int, centre: QPointF, size: float = 0.55) -> None:
    """A piece that dies: a small see-through copy of it, crossed out in red."""
    draw_piece(scene, player, centre, ghost=True, size=size, alpha=200)
    draw_cross(scene, centre, CELL * 0.5 * size, width=6)


def self_capture_mark(
    scene: QGraphicsScene, player: int, origin: QPointF, target: QPointF, occupied: bool
) -> None:
    """Where a step kills the piece that makes it: the mover, crossed out, on the target square —
    at its near edge when a piece stands there (that piece stays: it is not captured)."""
    if occupied:
        dx, dy = origin.x() - target.x(), origin.y() - target.y()
        reach = CELL * 0.3 / (max(abs(dx), abs(dy)) or 1.0)  # into the corner on a diagonal step
        target = QPointF(target.x() + dx * reach, target.y() + dy * reach)
    draw_doomed(scene, player, target, 0.6)


def _draw_turn(
    scene: QGraphicsScene, mover: int, step: int, result: TurnResult, flip: bool, ghosts: bool = True
) -> None:
    """Arrows of a turn's pushes and pulls (one step in the exact opposite direction); a piece
    taken is shown leaving: crossed out on the square it left (see-through, with ``ghosts``),
    its arrow heading out, and nothing drawn over the piece that stopped it."""
    rank_step = -1 if mover == WHITE else 1
    for moved, colour, owner in ((result.pushed, PUSH, 1 - mover), (result.pulled, PULL, mover)):
        for square, target in moved.items():
            a = _square_centre(square, flip)
            b = _moved_target(square, target, rank_step, -step, flip)
            if target is not None:
                draw_arrow(scene, a, b, colour)
                continue
            middle = QPointF((a.x() + b.x()) / 2, (a.y() + b.y()) / 2)
            draw_path_arrow(scene, [a, middle], colour, 5, (CELL * 0.2, 0.0))
            if ghosts:
                draw_piece(scene, owner, a, ghost=True)
            draw_cross(scene, a, CELL * 0.34)


def _draw_info(scene: QGraphicsScene, state: ZenoState, overlay: ZenoOverlay, over: bool) -> None:
    order = (BLACK, WHITE) if not overlay.flip else (WHITE, BLACK)
    box_h = 150.0
    for slot, player in enumerate(order):
        top = BOARD_Y + slot * (box_h + 24)
        box = QRectF(INFO_X, top, INFO_W, box_h)
        to_move = overlay.show_to_move and not over and state.player == player
        path = QPainterPath()
        path.addRoundedRect(box, 14, 14)
        scene.addPath(
            path,
            QPen(TO_MOVE if to_move else PANEL.edge, 6 if to_move else 2),
            QBrush(PANEL.fill),
        )
        draw_piece(scene, player, QPointF(box.left() + 38, top + 38))
        name = add_text(scene, player_word(PLAYER_NAMES[player]), 26, QColor("#ffffff"), bold=True)
        name.setPos(box.left() + 76, top + 12)
        if to_move:
            marker = add_text(scene, translate("SceneText", "to move"), 18, QColor("#9be3b5"))
            marker.setPos(box.left() + 78, top + 44)
        count = translate("SceneText", "pieces  {n}").format(n=state.count(player))
        pieces = add_text(scene, count, 24, QColor("#ffffff"))
        pieces.setPos(box.left() + 16, top + 78)
        left = translate("SceneText", "tempo   {n}").format(n=remaining_tempo(state, player))
        tempo = add_text(scene, left, 24, QColor("#d6dbe2"))
        tempo.setPos(box.left() + 16, top + 110)
    if overlay.stage:
        stage = add_text(scene, overlay.stage, 19, QColor("#ffffff"))
        stage.setPos(INFO_X + 4, DONE_RECT.top() - 60)
    if overlay.done_enabled:
        path = QPainterPath()
        path.addRoundedRect(DONE_RECT, 12, 12)
        scene.addPath(path, QPen(QColor("#1d6b3c"), 3), QBrush(TO_MOVE))
        size = 24 if len(overlay.done_label) <= 14 else 19  # "Pushes done (Enter)" fits its button
        label = add_text(scene, overlay.done_label, size, QColor("#ffffff"), bold=True)
        centre_text(label, DONE_RECT.center())


def draw_zeno(scene: QGraphicsScene, state: ZenoState, overlay: ZenoOverlay, over: bool = False) -> None:
    """Replace the scene's items by ``state`` with ``overlay`` on top."""
    flip = overlay.flip
    _new_board(scene, flip)
    last = overlay.last
    if last is not None and overlay.last_origin is not None:
        ends = (overlay.last_origin, last.landing)  # no landing: a self-capture
        tint_squares(scene, (square_rect(square, flip) for square in ends if square is not None))
    tint_squares(scene, (square_rect(square, flip) for square in overlay.marked))
    if overlay.selected is not None:  # under its piece
        draw_selected(scene, rect_outline(square_rect(overlay.selected, flip).adjusted(4, 4, -4, -4)))
    preview = overlay.preview
    white, black = (preview.white, preview.black) if preview is not None else (state.white, state.black)
    for player, mask in ((WHITE, white), (BLACK, black)):
        for square in squares_of(mask):
            if square in overlay.hidden:
                continue
            draw_piece(scene, player, _square_centre(square, flip))
    if preview is not None and overlay.origin is not None:
        before = state
        draw_piece(scene, before.player, _square_centre(overlay.origin, flip), ghost=True)
        for square in (*preview.pushed, *preview.pulled):
            owner = before.owner(square)
            if owner is not None:
                draw_piece(scene, owner, _square_centre(square, flip), ghost=True)
        _draw_turn(scene, before.player, overlay.step, preview, flip, ghosts=False)
        if overlay.self_capture is not None:
            origin, target = _square_centre(overlay.origin, flip), cell_centre(*overlay.self_capture, flip)
            draw_arrow(scene, origin, target, CAPTURE)
            self_capture_mark(scene, before.player, origin, target, preview.target is not None)
        elif preview.landing is not None:
            draw_arrow(
                scene, _square_centre(overlay.origin, flip), _square_centre(preview.landing, flip), TARGET
            )
    for squares, colour in ((overlay.push_squares, PUSH), (overlay.pull_squares, PULL)):
        for square in squares:
            chosen = preview is not None and (square in preview.pushed or square in preview.pulled)
            pen = QPen(colour, 6 if chosen else 4, Qt.PenStyle.SolidLine if chosen else Qt.PenStyle.DashLine)
            scene.addRect(
                square_rect(square, flip).adjusted(5, 5, -5, -5), pen, QBrush(Qt.BrushStyle.NoBrush)
            )
    if last is not None and overlay.last_origin is not None and preview is None:
        _draw_turn(scene, overlay.last_mover, overlay.last_step, last, flip)
        if last.landing is None:  # the mover's piece died: it is shown leaving its square
            origin = _square_centre(overlay.last_origin, flip)
            rank, file = overlay.last_origin >> 3, overlay.last_origin & 7
            ahead = cell_centre(rank + FORWARD[overlay.last_mover], file + overlay.last_step, flip)
            middle = QPointF((origin.x() + ahead.x()) / 2, (origin.y() + ahead.y()) / 2)
            draw_path_arrow(scene, [origin, middle], CAPTURE, 5, (CELL * 0.2, 0.0))
            draw_doomed(scene, overlay.last_mover, origin, 1.0)
    if overlay.selected is not None:
        origin = _square_centre(overlay.selected, flip)
        for rank, file, kills in overlay.targets:
            centre = cell_centre(rank, file, flip)
            if kills:  # a self-capture: the mover dies there, the piece there stays
                on_board = 0 <= rank < SIZE and 0 <= file < SIZE
                self_capture_mark(scene, state.player, origin, centre, on_board)
            else:
                draw_target(scene, centre, 13, None, capture=False)
    _draw_info(scene, state, overlay, over)


#: the game's PNG renderer (its registry entry names it): the position, nothing selected
render_png = png_renderer(lambda scene, state, over: draw_zeno(scene, state, ZenoOverlay(), over))
