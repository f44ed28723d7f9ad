"""A widget drawn with OpenGL into an offscreen framebuffer and shown as an image.

A ``QOpenGLWidget`` turns its whole top-level window into an OpenGL surface:
from then on every repaint of any widget in the window (a status bar text, a
move-list row) is composed by OpenGL, and on a software renderer (Mesa's
llvmpipe: every machine without a GPU) that composition is a full-window
texture pass, 10-15 ms of the CPU for a one-line change and as much again on
every frame of the ball.  :class:`OffscreenGLWidget` keeps the window a plain
raster window: it draws into a framebuffer object of its own context, reads
the frame back as a ``QImage`` and paints that image like any other widget.
The read-back of a 1280x800 frame costs a millisecond or two, on a GPU too.

It offers the part of ``QOpenGLWidget``'s interface the ball uses
(:meth:`initializeGL`, :meth:`resizeGL`, :meth:`paintGL`, :meth:`grabFramebuffer`,
:meth:`setFormat`, :meth:`isValid`), plus
:meth:`paint_overlay` for QPainter drawing over the frame (labels), which
goes into the grabbed image as well.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QOffscreenSurface, QOpenGLContext, QPainter, QPaintEvent, QSurfaceFormat
from PySide6.QtOpenGL import QOpenGLFramebufferObject, QOpenGLFramebufferObjectFormat
from PySide6.QtWidgets import QWidget


class OffscreenGLWidget(QWidget):
    """Override :meth:`initializeGL`, :meth:`resizeGL`, :meth:`paintGL` and :meth:`paint_overlay`.

    :meth:`paintGL` runs with the widget's context current and its framebuffer
    bound, sized to the widget in device pixels; ``update()`` draws a new frame.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # the frame covers every pixel
        self._format = QSurfaceFormat.defaultFormat()
        self._context: QOpenGLContext | None = None
        self._surface: QOffscreenSurface | None = None
        self._fbo: QOpenGLFramebufferObject | None = None
        self._failed = False

    # -- the QOpenGLWidget part ------------------------------------------------------------
    def setFormat(self, fmt: QSurfaceFormat) -> None:
        """The context's format (samples, depth, version); takes effect before the first frame."""
        self._format = QSurfaceFormat(fmt)

    def isValid(self) -> bool:
        """Whether the widget has a working OpenGL context (made on the first frame)."""
        return self._context is not None and self._context.isValid()

    def initializeGL(self) -> None:
        """Called once, with the new context current."""

    def resizeGL(self, width: int, height: int) -> None:
        """Called when the framebuffer takes a new size (device pixels), before :meth:`paintGL`."""

    def paintGL(self) -> None:
        """Draw a frame into the bound framebuffer."""

    def paint_overlay(self, painter: QPainter) -> None:
        """Draw over the frame with ``painter`` (on the widget, or on a grabbed image)."""

    def doneCurrent(self) -> None:
        if self._context is not None:
            if self._fbo is not None:
                self._fbo.release()
            self._context.doneCurrent()

    def grabFramebuffer(self) -> QImage:
        """A new frame with its overlay, as an image (a null image without OpenGL)."""
        image = self._frame()
        if not image.isNull():
            painter = QPainter(image)
            self.paint_overlay(painter)
            painter.end()
        return image

    # -- drawing ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        image = self._frame()
        painter = QPainter(self)
        if image.isNull():
            painter.fillRect(self.rect(), self.palette().window())
        else:
            painter.drawImage(0, 0, image)
            self.paint_overlay(painter)
        painter.end()

    def _device_size(self) -> tuple[int, int]:
        ratio = self.devicePixelRatioF()
        return max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio))

    def _prepare(self) -> bool:
        """The context current and a framebuffer of the widget's size bound; False without OpenGL."""
        if self._failed:
            return False
        if self._context is None:
            # children of the widget: they go with it (a framebuffer left behind then is a no-op)
            surface = QOffscreenSurface(None, self)
            surface.setFormat(self._format)
            surface.create()
            context = QOpenGLContext(self)
            context.setFormat(self._format)
            if not surface.isValid() or not context.create() or not context.makeCurrent(surface):
                self._failed = True
                return False
            self._surface, self._context = surface, context
            self.initializeGL()
        assert self._surface is not None
        if not self._context.makeCurrent(self._surface):
            return False
        width, height = self._device_size()
        if self._fbo is None or (self._fbo.width(), self._fbo.height()) != (width, height):
            fbo_format = QOpenGLFramebufferObjectFormat()
            fbo_format.setAttachment(QOpenGLFramebufferObject.Attachment.Depth)
            fbo_format.setSamples(max(0, self._format.samples()))
            self._fbo = QOpenGLFramebufferObject(width, height, fbo_format)
            self.resizeGL(width, height)
        return self._fbo.bind()

    def _frame(self) -> QImage:
        """Draw a frame and read it back, top row first, at the screen's pixel ratio."""
        if not self._prepare():
            return QImage()
        assert self._fbo is not None
        self.paintGL()
        image = self._fbo.toImage(True)
        self.doneCurrent()
        image.setDevicePixelRatio(self.devicePixelRatioF())
        dots_per_metre = round(self.logicalDpiX() / 0.0254)
        image.setDotsPerMeterX(dots_per_metre)  # fonts painted on a grabbed image keep their size
        image.setDotsPerMeterY(dots_per_metre)
        return image
