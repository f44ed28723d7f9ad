"""A click on a target of the selected piece plays that target before it is read as a new
selection (issue 30, item 2), on every flat board; and X Spectrum's board keeps its size as
the reserves grow (issue 30, item 5).

Played with real mouse clicks on the main window's board.
"""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene
from pytestqt.qtbot import QtBot

from desktop.games.oxono.rules import OxonoRules
from desktop.games.xspectrum.movement import square_of
from desktop.games.xspectrum.rules import XSpectrumRules
from desktop.games.zeno.rules import parse_square
from desktop.qt.boards.xspectrum.scene import (
    SCENE_RECT,
    H,
    XSpectrumOverlay,
    draw_xspectrum,
    reserve_box,
    reserve_slot,
)
from desktop.qt.boards.xspectrum.view import XSpectrumView
from desktop.qt.boards.zeno.view import CHOOSE, PICK, TARGET, ZenoView
from desktop.qt.shell.main_window import MainWindow
from tests.qt.boards.helpers import set_animation, start
from tests.qt.qt_clicks import click_square
from tests.qt.test_zeno_play import click_done

#: White on f3 and f4 (f3's straight step is a self-capture onto f4), Black on a7 b7 c7
ZENO_F3_F4 = "8/BBB5/8/8/5W2/5W2/8/8 w"
#: the same with a White piece on a3 too: after f3*f4 it may be pulled (the rank f3 left)
ZENO_F3_F4_A3 = "8/BBB5/8/8/5W2/W4W2/8/8 w"


def zeno(qtbot: QtBot, w: MainWindow, position: str) -> ZenoView:
    start(qtbot, w, "zeno")
    set_animation(w, False)
    assert w.paste_position_text(position)
    view = w.view
    assert isinstance(view, ZenoView)
    qtbot.waitUntil(view.isVisible)
    return view


def test_zeno_self_capture_onto_ones_own_piece_is_played_by_clicking_it(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    view = zeno(qtbot, w, ZENO_F3_F4)
    f3, f4 = parse_square("f3"), parse_square("f4")
    click_square(qtbot, w, f3)
    assert view.stage == TARGET and view.selected == f3
    assert (3, 5, True) in view.targets(f3)  # f4 is marked with the red cross: a self-capture
    w.grab().save(str(shots_dir / "zeno_f3_selected_cross_on_f4.png"))
    click_square(qtbot, w, f4)  # the cross on White's own piece
    assert w.session.move_texts == ["f3*f4"], w.status_text()
    assert view.stage == PICK and view.selected is None
    state = w.session.state
    assert state.owner(f4) == 0 and state.owner(f3) is None  # f4's piece stays, f3's is gone


def test_zeno_self_capture_onto_ones_own_piece_then_a_pull(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    view = zeno(qtbot, w, ZENO_F3_F4_A3)
    click_square(qtbot, w, parse_square("a3"))
    click_square(qtbot, w, parse_square("f3"))  # another own piece, not a target of a3: re-selects
    assert view.stage == TARGET and view.selected == parse_square("f3")
    click_square(qtbot, w, parse_square("f4"))
    assert view.stage == CHOOSE and view.pull_candidates() == (parse_square("a3"),), w.status_text()
    click_square(qtbot, w, parse_square("a3"))  # pull a3 back to a2
    assert view.pulls == {parse_square("a3")}
    w.grab().save(str(shots_dir / "zeno_f3_self_capture_pull_a3.png"))
    click_done(qtbot, w)
    assert w.session.move_texts == ["f3*f4 -a3"], w.status_text()


def test_zeno_an_own_piece_that_is_no_target_still_reselects(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    view = zeno(qtbot, w, ZENO_F3_F4)
    click_square(qtbot, w, parse_square("f4"))
    click_square(qtbot, w, parse_square("f3"))  # behind f4: no target of it, so it is chosen instead
    assert view.stage == TARGET and view.selected == parse_square("f3")
    assert w.session.move_texts == []
    click_square(qtbot, w, parse_square("f3"))  # the selected piece again: chosen no more
    assert view.stage == PICK and view.selected is None


def test_x_spectrum_join_onto_ones_own_square_is_played_by_clicking_it(
    qtbot: QtBot, main_window: MainWindow
) -> None:
    w = main_window
    start(qtbot, w, "xspectrum")
    set_animation(w, False)
    # South: a cyan 1 on d4 slides right onto its own clear 1 on e3 (one way to stand: stacked)
    assert w.paste_position_text("rs7/8/8/8/3Bs4/4Ys3/8/8 s S:- N:-")
    view = w.view
    assert isinstance(view, XSpectrumView)
    click_square(qtbot, w, square_of("d4"))
    assert square_of("e3") in view.overlay().targets
    click_square(qtbot, w, square_of("e3"))
    assert w.session.move_texts == ["d4-e3=Ys^Bs"], w.status_text()
    assert view.selected is None


def test_oxono_has_no_target_on_a_square_a_click_would_read_as_a_selection() -> None:
    """Oxono's view reads a click as the other totem (re-select) or the totem's target (step back)
    only after its targets: safe because a totem never goes onto the other totem, nor a pawn onto
    the totem's target; checked over random games."""
    rules = OxonoRules()
    rng = random.Random(30)
    for _ in range(12):
        state = rules.new_state({})
        while rules.outcome(state) is None:
            moves = list(rules.legal_moves(state))
            for move in moves:
                assert move.target != state.totems[1 - move.totem]
                assert move.pawn != move.target
            state = rules.apply(state, rng.choice(moves))


# -- X Spectrum: the board keeps its size as the reserves grow ---------------------------------------
#: South's own nine on the board (b4's cyan 1 on d4), North's oranges on g8 h8 and clear 1 on e3;
#: South holds six of North's pieces in reserve, and its cyan 1 on d4 may take e3's (one more)
LONG_RESERVE = "6rmrl/8/8/8/3Bs4/Yl1Bl1ys3/RmYm1Bm4/RlRsYs5 s S:Rs,Yl,Ym,Bl,Bm,Bs N:-"


def board_on_screen(view: XSpectrumView) -> tuple[float, float, float]:
    """a1's centre (x, y) in viewport pixels and a square's diagonal in pixels."""
    a1 = view.scene_point(square_of("a1"))
    top, bottom = (
        view.mapFromScene(QPointF(a1.x(), a1.y() - H)),
        view.mapFromScene(QPointF(a1.x(), a1.y() + H)),
    )
    centre = view.mapFromScene(a1)
    return centre.x(), centre.y(), float(bottom.y() - top.y())


def test_x_spectrum_board_keeps_its_size_as_the_reserve_grows(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    view = start(qtbot, w, "xspectrum")
    set_animation(w, False)
    assert isinstance(view, XSpectrumView)
    qtbot.wait(200)  # the panel and the board laid out again
    empty = board_on_screen(view)
    assert "reserve: empty" in w.side.players.rows[0]["material"].text()
    w.grab().save(str(shots_dir / "xspectrum_reserve_empty_size.png"))
    assert w.paste_position_text(LONG_RESERVE)
    view = w.view
    assert isinstance(view, XSpectrumView)
    qtbot.wait(200)  # the panel and the board laid out again
    assert board_on_screen(view) == empty, "six pieces in reserve changed the board on screen"
    click_square(qtbot, w, square_of("d4"))
    click_square(qtbot, w, square_of("e3"))  # takes North's clear 1: seven in reserve
    assert w.session.move_texts == ["d4-e3"], w.status_text()
    assert len(w.session.state.reserves[0]) == 7 and not w.session.is_over
    qtbot.wait(200)  # the panel and the board laid out again
    assert board_on_screen(view) == empty, "seven pieces in reserve changed the board on screen"
    w.grab().save(str(shots_dir / "xspectrum_reserve_long_size.png"))
    material = w.side.players.rows[0]["material"].text()
    assert "reserve: 7 pieces, 13 pips" in material, material


def test_x_spectrum_a_full_reserve_stays_inside_its_fixed_box() -> None:
    """The board's scale comes from the scene's fixed rect; nine pieces in each reserve (the most
    there can be) are drawn inside their boxes, so nothing reaches out of that rect."""
    rules = XSpectrumRules()
    state = rules.state_from_text(
        "8/8/8/8/8/8/8/8 s S:Rl,Rm,Rs,Yl,Ym,Ys,Bl,Bm,Bs N:rl,rm,rs,yl,ym,ys,bl,bm,bs"
    )
    for flip in (False, True):
        scene = QGraphicsScene()
        draw_xspectrum(scene, state, XSpectrumOverlay(flip=flip))
        assert scene.sceneRect() == SCENE_RECT
        assert SCENE_RECT.contains(scene.itemsBoundingRect())
        for player in (0, 1):
            box = reserve_box(player, flip)
            assert all(box.contains(reserve_slot(player, i, flip)) for i in range(9))
