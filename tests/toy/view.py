"""The toy game's board view: the smallest :class:`BoardView`, and its PNG renderer."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsScene

from desktop.qt.boards.board_view import BoardView
from desktop.qt.boards.contract import GameView, last_move
from desktop.qt.boards.drawing import add_text, centre_text, png_renderer
from tests.toy.tictactoe import TicTacToeRules, TicTacToeState

CELL = 100.0
COLOURS = (QColor("#d55e00"), QColor("#0072b2"))


def square_rect(square: int) -> QRectF:
    return QRectF((square % 3) * CELL, (2 - square // 3) * CELL, CELL, CELL)


def draw(scene: QGraphicsScene, state: TicTacToeState, last: int | None) -> None:
    scene.clear()
    scene.setSceneRect(QRectF(0, 0, 3 * CELL, 3 * CELL))
    for square in range(9):
        fill = QColor("#f6d65a") if square == last else QColor("#efe4cc")
        scene.addRect(square_rect(square), QPen(QColor("#a8926b"), 3), fill)
        mark = state.cells[square]
        if mark != ".":
            item = add_text(scene, mark.upper(), 70, COLOURS["xo".index(mark)], bold=True)
            centre_text(item, square_rect(square).center())


class TicTacToeView(BoardView[TicTacToeState, TicTacToeRules]):
    def draw(self) -> None:
        draw(self.scene(), self.session.state, last_move(self.session))

    def scene_point(self, square: int) -> QPointF:
        return square_rect(square).center()

    def player_colour(self, player: int) -> QColor:
        return COLOURS[player]

    def current_hint(self) -> str:
        name = self.session.rules.player_name(self.session.state, self.session.to_move())
        return f"{name}: click an empty square"

    def click_at(self, point: QPointF) -> None:
        if self.refuses_clicks():
            return
        square = next((s for s in range(9) if square_rect(s).contains(point)), None)
        if square is None or square not in self.session.legal_moves():
            self.explain("Click an empty square")
            return
        self.move_chosen.emit(square)


render_png = png_renderer(lambda scene, state, over: draw(scene, state, None))


_CONTRACT: type[GameView] = TicTacToeView
