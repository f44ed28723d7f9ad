"""The ball draws offscreen and is shown as an image: the window around it stays a raster window.

A ``QOpenGLWidget`` turned the whole main window into an OpenGL surface, so that every repaint
of any widget (a status text, a move-list row) was composed by OpenGL: on Mesa's llvmpipe,
10-15 ms of the CPU each (bench/load.py; docs/reliability.md)."""

from __future__ import annotations

import threading

from OpenGL import GL
from PySide6.QtCore import QSize
from PySide6.QtGui import QColor, QImage, QOffscreenSurface, QOpenGLContext, QSurface
from PySide6.QtOpenGL import QOpenGLFramebufferObject
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat
from desktop.games.xeno.geometry import board_geometry
from desktop.qt.ball.ball_renderer import BallFrame, BallRenderer
from desktop.qt.ball.gl_widget import BallWidget, palette
from desktop.qt.ball.meshes import stack_instances
from desktop.qt.ball.offscreen_gl import read_image
from desktop.qt.ball.xeno_view import XenoView
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice


def test_the_window_around_the_ball_stays_a_raster_window(qtbot: QtBot, main_window: MainWindow) -> None:
    w = main_window
    options = {"board": "xeno-30", "quick_setup": True}
    w.start_new_game(NewGameChoice("xeno", options, [Seat.human()] * 2, seed=3))
    assert isinstance(w.view, XenoView)
    ball = w.view.ball
    qtbot.waitUntil(lambda: ball.isValid())  # the ball has drawn with its own OpenGL context
    handle = w.windowHandle()
    assert handle is not None and handle.surfaceType() == QSurface.SurfaceType.RasterSurface
    assert ball.windowHandle() is None  # no native child window either


def _pixels(image: QImage) -> bytes:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    return bytes(image.constBits())


def test_the_widget_shows_the_grabbed_frame_labels_included(qtbot: QtBot) -> None:
    g = board_geometry("xeno-30")
    ball = BallWidget(g)
    qtbot.addWidget(ball)
    ball.resize(360, 300)
    ball.show()
    qtbot.waitExposed(ball)
    stacks = ["ab"] * g.size
    stacks[0] = "abababab"  # compressed, with a count beside it
    ball.set_stacks(tuple(stacks), stack_instances(g, stacks, palette()))
    ball.show_numbers = True
    ball.turn_to_front(0, animate=False)
    frame = ball.grabFramebuffer()
    assert frame.size() == ball.size() * ball.devicePixelRatioF()
    bare = QImage(frame)
    ball.show_numbers = False
    without_labels = ball.grabFramebuffer()
    assert _pixels(without_labels) != _pixels(bare), "the space numbers are not in the frame"
    ball.show_numbers = True
    ball.update()  # the frame with numbers is drawn on the render thread, then shown
    qtbot.waitUntil(lambda: _pixels(ball.grab().toImage()) == _pixels(frame))  # what the widget paints
    assert ball.grab().toImage().size() == frame.size()


def test_a_resized_widget_draws_frames_of_its_new_size(qtbot: QtBot) -> None:
    ball = BallWidget(board_geometry("xeno-12"))
    qtbot.addWidget(ball)
    ball.resize(300, 300)
    ball.show()
    qtbot.waitExposed(ball)
    assert ball.grabFramebuffer().width() == round(300 * ball.devicePixelRatioF())
    ball.resize(420, 260)
    qtbot.waitUntil(lambda: ball.size().width() == 420)
    frame = ball.grabFramebuffer()
    ratio = ball.devicePixelRatioF()
    assert (frame.width(), frame.height()) == (round(420 * ratio), round(260 * ratio))


class _GatedRenderer(BallRenderer):
    """Draws only when its gate is open: a frame that takes as long as the test likes."""

    gate = threading.Event()

    def render(self, frame: BallFrame) -> None:
        assert self.gate.wait(20)
        super().render(frame)


class _GatedBall(BallWidget):
    def make_renderer(self) -> BallRenderer:
        return _GatedRenderer()


def test_a_slow_frame_never_holds_up_the_window(qtbot: QtBot) -> None:
    g = board_geometry("xeno-30")
    ball = _GatedBall(g)
    qtbot.addWidget(ball)
    ball.resize(300, 300)
    gate = _GatedRenderer.gate
    gate.set()
    try:
        ball.show()
        qtbot.waitExposed(ball)
        before = _pixels(ball.grab().toImage())
        gate.clear()  # from now on a frame is drawn only when the test says
        stacks = ["ab"] * g.size
        ball.set_stacks(tuple(stacks), stack_instances(g, stacks, palette()))
        ball.repaint()  # paints at once, with the frame it has: the new one is still being drawn
        ball.repaint()
        assert _pixels(ball.grab().toImage()) == before
        gate.set()
        qtbot.waitUntil(lambda: _pixels(ball.grab().toImage()) != before)  # and shows it when drawn
    finally:
        gate.set()


def test_a_frame_is_read_back_as_qt_reads_it(qtbot: QtBot) -> None:
    """read_image (the pixels read with Python's lock let go) gives Qt's own toImage()."""
    surface = QOffscreenSurface()
    surface.create()
    context = QOpenGLContext()
    assert context.create() and context.makeCurrent(surface)
    try:
        fbo = QOpenGLFramebufferObject(64, 48)
        fbo.bind()
        GL.glClearColor(0.2, 0.4, 0.6, 1.0)
        GL.glClear(GL.GL_COLOR_BUFFER_BIT)
        GL.glEnable(GL.GL_SCISSOR_TEST)
        GL.glScissor(0, 0, 10, 6)  # a corner at the bottom left in OpenGL's rows
        GL.glClearColor(1.0, 0.5, 0.0, 0.5)  # half transparent: alpha read as Qt reads it
        GL.glClear(GL.GL_COLOR_BUFFER_BIT)
        GL.glDisable(GL.GL_SCISSOR_TEST)
        ours, qts = read_image(fbo), fbo.toImage(True)
        assert ours.size() == qts.size() == QSize(64, 48)
        as_argb = QImage.Format.Format_ARGB32
        assert ours.convertToFormat(as_argb) == qts.convertToFormat(as_argb)
        assert QColor(ours.pixel(0, 47)).red() == 255 and QColor(ours.pixel(0, 0)).blue() > 100
        fbo.release()
        del fbo
    finally:
        context.doneCurrent()
