"""The selected piece looks different from its targets, the same way on every flat board.

Selected: a thick gold frame in a glow.  Targets: green dots on empty
squares, green frames round pieces; red where going there takes a piece.
Each board is clicked as a player does; the scene's picture is read back.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from desktop.games.xspectrum.movement import square_of
from desktop.qt.boards.board_view import BoardView
from desktop.qt.boards.oxono.scene import square_rect as oxono_rect
from desktop.qt.boards.xspectrum.scene import H
from desktop.qt.boards.zeno.scene import square_rect as zeno_rect
from desktop.qt.shell.main_window import MainWindow
from tests.qt.boards.helpers import scene_image, set_animation, start
from tests.qt.qt_clicks import click_square


def colours_near(image: QImage, point: QPointF, radius: int = 2) -> list[QColor]:
    x, y = round(point.x()), round(point.y())
    return [
        image.pixelColor(x + dx, y + dy)
        for dx in range(-radius, radius + 1)
        for dy in range(-radius, radius + 1)
    ]


def gold(c: QColor) -> bool:
    return c.red() > 200 and c.green() > 140 and c.blue() < 110 and c.red() - c.blue() > 120


def green(c: QColor) -> bool:
    return c.green() > c.red() + 40 and c.green() > c.blue() + 20


def red(c: QColor) -> bool:
    return c.red() > c.green() + 90 and c.red() > c.blue() + 90


def marked(image: QImage, point: QPointF, kind: Any) -> bool:
    return any(kind(c) for c in colours_near(image, point))


def test_oxono_selected_totem_is_gold_its_targets_green(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    view: BoardView[Any, Any] = start(qtbot, w, "oxono")
    click_square(qtbot, w, 2 * 6 + 3)  # the X totem on d3
    image = scene_image(view)
    d3, d6 = oxono_rect(15, False), oxono_rect(5 * 6 + 3, False)
    corner = QPointF(d3.left() + 5, d3.top() + 5)
    assert marked(image, corner, gold) and not marked(image, corner, green)
    assert marked(image, d6.center(), green) and not marked(image, d6.center(), gold)
    click_square(qtbot, w, 5 * 6 + 3)  # the totem to d6: now where the pawn goes
    image = scene_image(view)
    d5 = oxono_rect(4 * 6 + 3, False)
    assert marked(image, QPointF(d5.left() + 10, d5.center().y()), green)
    assert marked(image, QPointF(d6.left() + 5, d6.top() + 5), gold)  # the totem stays selected
    assert w.grab().save(str(shots_dir / "marks_oxono.png"))


def test_zeno_selected_piece_is_gold_its_targets_green(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    view: BoardView[Any, Any] = start(qtbot, w, "zeno")
    click_square(qtbot, w, 2 * 8 + 2)  # c3
    image = scene_image(view)
    c3 = zeno_rect(18, False)
    corner = QPointF(c3.left() + 4, c3.top() + 4)
    assert marked(image, corner, gold) and not marked(image, corner, green)
    for square in (25, 26, 27):  # b4 c4 d4
        centre = zeno_rect(square, False).center()
        assert marked(image, centre, green) and not marked(image, centre, gold)
    assert w.grab().save(str(shots_dir / "marks_zeno.png"))


def test_xspectrum_selected_square_is_gold_targets_green_captures_red(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    view: BoardView[Any, Any] = start(qtbot, w, "xspectrum")
    set_animation(w, False)
    assert w.paste_position_text("rs7/8/8/7ym/3Bm4/8/5yl<bs2/8 s S:- N:-")
    click_square(qtbot, w, square_of("d4"))  # cyan 2: left to b6 or c5, right to e3 or f2 (North's)
    image = scene_image(view)
    d4 = view.scene_point(square_of("d4"))
    bottom = QPointF(d4.x(), d4.y() + H - 6)
    assert marked(image, bottom, gold) and not marked(image, bottom, green)
    e3 = view.scene_point(square_of("e3"))
    assert marked(image, e3, green) and not marked(image, e3, gold)
    f2 = view.scene_point(square_of("f2"))
    edge = QPointF(f2.x(), f2.y() + H - 6)  # the frame round North's pieces on f2
    assert marked(image, edge, red) and not marked(image, edge, gold)
    assert w.grab().save(str(shots_dir / "marks_xspectrum.png"))
