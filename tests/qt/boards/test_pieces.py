"""Readable pieces: X Spectrum's combinations fit their squares, their pips read, the panels
speak in words; Zeno shows who dies where (a self-capture, a piece pushed to its death).

Played with clicks in the main window; what is drawn is read back from the scene's picture.
"""

from __future__ import annotations

from itertools import combinations, permutations
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsScene
from pytestqt.qtbot import QtBot

from desktop.games.xspectrum.movement import square_of
from desktop.games.xspectrum.pieces import ALL_PIECES, SOUTH, Stack, StackError, check_arrangement
from desktop.qt.boards.board_view import BoardView
from desktop.qt.boards.xspectrum.scene import H, draw_stack_in, square_centre
from desktop.qt.boards.zeno.scene import CELL
from desktop.qt.shell.main_window import MainWindow
from tests.qt.boards.helpers import scene_image, set_animation, start
from tests.qt.qt_clicks import click_square
from tests.qt.test_zeno_play import click_cell, click_zeno_move

ZENO_SELF_CAPTURE = ["d3-d4 -c3", "g6-g5 -c6 -d6", "d4-e5 +g5", "c7-d6"]  # then e5 may step onto d6 e6 f6
ZENO_PUSH_CAPTURE = "B7/1B3BB1/3B4/5B2/2W1W3/1W6/3W1WWW/W7 w"  # c4-d5 +f5: f5 is stopped by e4


def every_combination() -> list[Stack]:
    """Every way one to three of a player's pieces may stand on a square."""
    out = []
    for n in (1, 2, 3):
        for group in combinations(ALL_PIECES, n):
            for base in group:
                others = list(group)
                others.remove(base)
                for mask in range(1 << len(others)):
                    nested = tuple(
                        sorted((p for i, p in enumerate(others) if mask >> i & 1), key=lambda p: -p.pips)
                    )
                    rest = [p for i, p in enumerate(others) if not mask >> i & 1]
                    for stacked in set(permutations(rest)):
                        try:
                            check_arrangement(base, nested, stacked)
                        except StackError:
                            continue
                        out.append(Stack(SOUTH, base, nested, stacked))
    return out


@pytest.mark.slow
def test_every_combination_fits_inside_its_square(qtbot: QtBot) -> None:
    """Drawn alone, no combination paints a pixel outside its square's diamond."""
    stacks = every_combination()
    assert len(stacks) > 200
    zoom = 4.0  # pixels per scene unit: the test's own magnifying glass
    size = int(2 * H * zoom) + 8
    middle = QPointF(size / 2, size / 2)
    outside = []
    for stack in stacks:
        scene = QGraphicsScene()
        draw_stack_in(scene, stack, QPointF(0, 0), H)
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene.render(
            painter,
            QRectF(0, 0, size, size),
            QRectF(-size / 2 / zoom, -size / 2 / zoom, size / zoom, size / zoom),
        )
        painter.end()
        worst = max(
            (abs(x - middle.x()) + abs(y - middle.y())) / zoom
            for y in range(0, size, 2)
            for x in range(0, size, 2)
            if image.pixelColor(x, y).alpha() > 40
        )
        if worst > H:
            outside.append((stack, round(worst, 1)))
    assert outside == []


def test_x_spectrum_pips_read_at_the_default_window_size(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    view: BoardView[Any, Any] = start(qtbot, w, "xspectrum")
    w.resize(1100, 760)
    qtbot.wait(50)
    pixels_per_unit = view.transform().m11()
    a1 = square_centre(square_of("a1"), False)
    pips = [
        item
        for item in view.scene().items(QRectF(a1.x() - H, a1.y() - H, 2 * H, 2 * H))
        if isinstance(item, QGraphicsEllipseItem)
        and abs(item.rect().center().x() - a1.x()) + abs(item.rect().center().y() - a1.y()) < H
    ]
    assert len(pips) == 3  # orange 3 on a1
    assert min(item.rect().width() for item in pips) * pixels_per_unit >= 5.0  # dots 5 pixels across
    assert w.grab().save(str(shots_dir / "xspectrum_pieces_default_size.png"))


def test_x_spectrum_panel_counts_in_words(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    start(qtbot, w, "xspectrum")
    set_animation(w, False)
    assert w.paste_position_text("rs7/8/8/7ym/3Bs4/8/5yl<bs2/8 s S:- N:-")
    material = w.side.players.rows[0]["material"]
    assert material.text() == "board: 1 piece, 1 pip\nreserve: empty"
    click_square(qtbot, w, square_of("d4"))
    click_square(qtbot, w, square_of("e3"))  # cyan 1 slides right
    assert w.session.move_texts == ["d4-e3"]
    assert w.side.players.rows[1]["material"].text() == "board: 4 pieces, 7 pips\nreserve: empty"


def red(c: QColor) -> bool:
    return c.red() > c.green() + 90 and c.red() > c.blue() + 90


def reddish_near(image: QImage, point: QPointF, radius: int = 4) -> bool:
    x, y = round(point.x()), round(point.y())
    return any(
        red(image.pixelColor(x + dx, y + dy))
        for dx in range(-radius, radius + 1)
        for dy in range(-radius, radius + 1)
    )


def test_zeno_self_capture_targets_cross_out_the_mover_not_the_piece_that_stays(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    view: BoardView[Any, Any] = start(qtbot, w, "zeno")
    set_animation(w, False)
    for text in ZENO_SELF_CAPTURE:
        click_zeno_move(qtbot, w, text)
    click_square(qtbot, w, 4 * 8 + 4)  # e5: d6, e6 and f6 are taken, a step there kills it
    image = scene_image(view)
    e5 = view.scene_point(36)
    for square in (43, 44, 45):  # d6 e6 f6
        centre = view.scene_point(square)
        assert not reddish_near(image, centre), square  # the Black piece there is not marked
        dx, dy = e5.x() - centre.x(), e5.y() - centre.y()
        reach = CELL * 0.3 / max(abs(dx), abs(dy))
        edge = QPointF(centre.x() + dx * reach, centre.y() + dy * reach)
        assert reddish_near(image, edge), square  # the White piece, crossed, at the near edge
    assert w.grab().save(str(shots_dir / "zeno_self_capture_targets.png"))
    click_cell(qtbot, w, 5, 4)  # e6: White plays the self-capture
    assert w.session.move_texts[-1] == "e5*e6"
    image = scene_image(view)
    assert reddish_near(image, e5)  # the White piece is shown leaving e5, crossed out
    assert not reddish_near(image, view.scene_point(44))  # Black's e6 stays unmarked
    assert w.grab().save(str(shots_dir / "zeno_self_capture_played.png"))


def test_zeno_a_piece_pushed_to_its_death_is_shown_leaving(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    view: BoardView[Any, Any] = start(qtbot, w, "zeno")
    set_animation(w, False)
    assert w.paste_position_text(ZENO_PUSH_CAPTURE)
    click_zeno_move(qtbot, w, "c4-d5 +f5")
    image = scene_image(view)
    assert reddish_near(image, view.scene_point(37))  # f5, where Black's piece was: crossed out
    assert not reddish_near(image, view.scene_point(28), 12)  # e4, White's piece that stopped it
    assert w.grab().save(str(shots_dir / "zeno_push_capture_played.png"))
