"""A widget drawn with OpenGL on a thread of its own and shown as an image.

A ``QOpenGLWidget`` turns its whole top-level window into an OpenGL surface:
from then on every repaint of any widget in the window (a status bar text, a
move-list row) is composed by OpenGL, and on a software renderer (Mesa's
llvmpipe: every machine without a GPU) that composition is a full-window
texture pass, 10-15 ms of the CPU for a one-line change and as much again on
every frame of the ball.  :class:`OffscreenGLWidget` keeps the window a plain
raster window: a :class:`RenderThread` draws each frame into a framebuffer
object of its own context and reads it back as a ``QImage``, which the widget
paints like any other image.

The drawing itself runs off the UI thread: on llvmpipe a frame of a big ball
takes 20-100 ms of rasterising, which would otherwise stall the window (clicks,
the move list, the AI's moves arriving) for as long.  The widget paints the
newest frame it has and asks for the next one when what it shows has changed:
one frame in flight at a time, so a fast series of changes (a turning ball, an
animated move) skips frames instead of queueing them.  The very first frame,
and :meth:`grabFramebuffer`, wait for theirs.

Subclasses say what a frame shows with :meth:`frame` (a :class:`Frame`: a
snapshot, taken on the UI thread), draw it with the renderer :meth:`make_renderer`
returns (a :class:`FrameRenderer`: it lives on the render thread and sees only
frames, never the widget, and paints its overlay onto the frame's image there too).
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import logging
import os
import queue
import threading
import time
from collections.abc import Hashable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np
from OpenGL import GL
from PySide6.QtCore import Qt, QThread, QTimer, Signal
from PySide6.QtGui import QImage, QOffscreenSurface, QOpenGLContext, QPainter, QPaintEvent, QSurfaceFormat
from PySide6.QtOpenGL import QOpenGLFramebufferObject, QOpenGLFramebufferObjectFormat
from PySide6.QtWidgets import QWidget

log = logging.getLogger("desktop")

#: how much lower Mesa's software rasteriser threads (``llvmpipe-N``) run than the UI thread:
#: a frame is drawn in the time the window leaves, never at the cost of its answers.  The render
#: thread itself keeps its priority: it takes Python's lock now and then, and a thread holding it
#: must not wait behind other programs while the UI thread waits for it (lowering it too, by 5,
#: did not help in two runs).  +12, below the AI's children (+10): whole xeno-480 games of AIs
#: (``bench.load``) on a quiet host kept the window's gaps within 84 ms at +12, where +5 reached
#: 110-131 ms (docs/reliability.md, section 5, with the host's stolen time of each run).
RENDER_NICENESS = 12
RASTERISER_THREADS = ("llvmpipe", "softpipe", "lp:")

#: the shortest time between two frames asked for (25 a second): a turning ball or a move on
#: show stays smooth, and the rasteriser, the image's copy and the window system get room
FRAME_INTERVAL = 0.04

#: seconds a frame that must be waited for (the first, a grab) may take before it is given up
WAIT_SECONDS = 20.0


@dataclass(frozen=True, eq=False)
class Frame:
    """What a frame shows: subclasses add their fields and say what tells two frames apart."""

    width: int  # the widget's size, in logical pixels
    height: int
    ratio: float  # device pixels per logical pixel
    dots_per_metre: int  # the screen's logical resolution: fonts painted on the frame keep their size

    @property
    def device_size(self) -> tuple[int, int]:
        return max(1, round(self.width * self.ratio)), max(1, round(self.height * self.ratio))

    @property
    def key(self) -> Hashable:
        """Equal for two frames that would draw the same picture."""
        return (self.width, self.height, self.ratio)


class FrameRenderer(Protocol):
    """Lives on the render thread, with the context current whenever it is called."""

    def initialize(self) -> str:
        """Make the GL objects; returns a line naming the renderer (for the About box, the logs)."""
        ...

    def render(self, frame: Any) -> None:
        """Draw ``frame`` into the bound framebuffer, sized ``frame.device_size``."""
        ...

    def paint_overlay(self, painter: QPainter, frame: Any) -> None:
        """Paint over the frame's image with ``painter`` (QPainter on a QImage: no GL)."""
        ...

    def release(self) -> None:
        """Give back the GL objects (the last call)."""
        ...


def lower_threads(prefixes: tuple[str, ...], niceness: int) -> list[int]:
    """Lower by ``niceness`` the scheduling priority of this process's threads whose names start
    with one of ``prefixes`` (Linux: nice is per thread; elsewhere nothing); their ids."""
    lowered = []
    tasks = Path("/proc/self/task")
    with contextlib.suppress(OSError, AttributeError):
        for task in tasks.iterdir():
            with contextlib.suppress(OSError, ValueError):
                if (task / "comm").read_text().strip().startswith(prefixes):
                    tid = int(task.name)
                    os.setpriority(os.PRIO_PROCESS, tid, os.getpriority(os.PRIO_PROCESS, tid) + niceness)
                    lowered.append(tid)
    return lowered


class _Job:
    __slots__ = ("done", "frame", "image", "number", "seconds")

    def __init__(self, number: int, frame: Frame, wait: bool) -> None:
        self.number = number
        self.frame = frame
        self.image = QImage()
        self.seconds = 0.0
        self.done = threading.Event() if wait else None


def read_image(fbo: QOpenGLFramebufferObject, into: QImage | None = None) -> QImage:
    """What ``fbo`` (one sample a pixel, RGBA8) holds, as an image, top row first: read into
    ``into`` (an image of the framebuffer's size, ``Format_ARGB32_Premultiplied``), or into a new
    image where there is none or its size differs.  Returns the image read into.

    ``fbo.toImage()`` reads the pixels inside a Qt call that keeps Python's lock: on a loaded
    machine the render thread was seen holding it there for 70 ms (waiting for the rasteriser,
    then for a core), and the UI thread waited as long for its next line of Python.  Here the
    wait for the rasteriser and the read are ``glReadPixels`` through PyOpenGL, whose ctypes
    calls let go of the lock, straight into the image's own memory; the rows are then turned
    top first in place (``QImage.flip``, a fraction of a millisecond).  Nothing of the
    frame's size is allocated when ``into`` fits, unless something else shares its pixels: its
    ``bits()`` copies them first (Qt's copy on write), so an image still shown is never drawn over."""
    width, height = fbo.width(), fbo.height()
    fbo.bind()  # the renderer may have left another framebuffer bound
    image = into
    if image is None or (image.width(), image.height()) != (width, height):
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    # one 0xAARRGGBB word a pixel, as QImage's ARGB32 holds them; the colours are premultiplied
    pixels = np.frombuffer(image.bits(), dtype=np.uint32).reshape(height, image.bytesPerLine() // 4)
    GL.glPixelStorei(GL.GL_PACK_ALIGNMENT, 4)
    GL.glReadPixels(0, 0, width, height, GL.GL_BGRA, GL.GL_UNSIGNED_INT_8_8_8_8_REV, pixels)
    del pixels  # a view of the image's memory: none is kept past the read
    image.flip(Qt.Orientation.Vertical)  # OpenGL's rows start at the bottom
    return image


class FrameImages:
    """The images a render thread draws its frames into, in turn, so that a frame allocates no
    image of its own (a 1280x1050 frame is 5.4 MB: a fresh one every frame was mapped and
    unmapped again by malloc, each time taking the process's memory-map lock that the UI
    thread's heap needs too; docs/reliability.md).

    A frame is handed on as a copy of its image that shares the pixels (:meth:`hand_on`); when
    the image comes round again, the widget has moved on to a newer frame and let go of it
    (one frame in flight, one shown, and one for a frame waited for), so its pixels are drawn
    over in place.  Were it still shared, Qt copies it first (:attr:`copies` counts those).

    This replaced tuning glibc for the whole process (``desktop/heap.py``, removed): 2,000 moves
    of ``bench.load`` take about 27,000 page faults with glibc's own settings (121,000 with a
    fresh array a frame), as many as with the tuning, and the UI thread was never seen waiting
    in ``brk``/``mmap``/``munmap``/``mprotect`` (``--states``)."""

    COUNT = 3

    def __init__(self) -> None:
        self._images: list[QImage] = []
        self._turn = 0
        self.copies = 0  # frames for which an image was still shared, and copied before drawing

    def next(self, width: int, height: int) -> QImage:
        """The image to read the next frame of this size into (made anew for a new size)."""
        if not self._images or (self._images[0].width(), self._images[0].height()) != (width, height):
            self._images = [
                QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied) for _ in range(self.COUNT)
            ]
        self._turn = (self._turn + 1) % len(self._images)
        return self._images[self._turn]

    def hand_on(self, image: QImage, serial: int) -> QImage:
        """A copy of ``image`` sharing its pixels, for the widget; ``serial`` is the image's
        :func:`pixels_serial` before the frame was read into it."""
        if pixels_serial(image) != serial:
            self.copies += 1
        return QImage(image)


def pixels_serial(image: QImage) -> int:
    """Which block of pixels ``image`` holds: the same for images that share it, another once
    it is copied (the upper half of Qt's ``cacheKey``)."""
    return int(image.cacheKey()) >> 32


class RenderThread(QThread):
    """Draws frames with its own OpenGL context into a framebuffer object, in turn."""

    drawn = Signal(object)  # the finished _Job (delivered on the UI thread)

    def __init__(self, renderer: FrameRenderer, fmt: QSurfaceFormat, surface: QOffscreenSurface) -> None:
        super().__init__()  # no parent: it is stopped (and waited for) when its widget goes
        self.renderer = renderer
        self.info = ""
        self.ready = threading.Event()  # the context is made (or failed: ``failed``)
        self.failed = False
        self._format = QSurfaceFormat(fmt)
        self._surface = surface
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self.images = FrameImages()  # the frames' images, used in turn (this thread's only)

    def submit(self, job: _Job) -> None:
        self._jobs.put(job)

    def stop(self) -> None:
        """Finish the frame under way, give back the GL objects and end the thread."""
        self._jobs.put(None)
        self.wait()

    def run(self) -> None:
        context = QOpenGLContext()  # made here, so it belongs to this thread
        context.setFormat(self._format)
        if not context.create() or not context.makeCurrent(self._surface):
            self.failed = True
            self.ready.set()
            self._drain()
            return
        lower_threads(RASTERISER_THREADS, RENDER_NICENESS)  # made with the context (Mesa's llvmpipe)
        try:
            self.info = self.renderer.initialize()
        except Exception:
            log.exception("the ball's OpenGL set-up failed")
            self.failed = True
        self.ready.set()
        if self.failed:
            context.doneCurrent()
            self._drain()
            return
        fbo: QOpenGLFramebufferObject | None = None
        while (job := self._jobs.get()) is not None:
            started = time.perf_counter()
            try:
                width, height = job.frame.device_size
                if fbo is None or (fbo.width(), fbo.height()) != (width, height):
                    fbo = None  # the old one goes first (the context is current)
                    fbo_format = QOpenGLFramebufferObjectFormat()
                    fbo_format.setAttachment(QOpenGLFramebufferObject.Attachment.Depth)
                    fbo_format.setSamples(max(0, self._format.samples()))
                    fbo = QOpenGLFramebufferObject(width, height, fbo_format)
                fbo.bind()
                self.renderer.render(job.frame)
                image = self.images.next(width, height)
                serial = pixels_serial(image)
                read_image(fbo, image)
                image.setDevicePixelRatio(job.frame.ratio)
                image.setDotsPerMeterX(job.frame.dots_per_metre)
                image.setDotsPerMeterY(job.frame.dots_per_metre)
                painter = QPainter(image)
                try:
                    self.renderer.paint_overlay(painter, job.frame)
                finally:
                    painter.end()
                job.image = self.images.hand_on(image, serial)
            except Exception:  # a frame lost, not the thread: the next one may well draw
                log.exception("a frame of the ball failed to draw")
            job.seconds = time.perf_counter() - started
            if job.done is not None:
                job.done.set()
            self.drawn.emit(job)
        try:
            self.renderer.release()
        except Exception:
            log.exception("the ball's OpenGL objects could not be released")
        fbo = None
        context.doneCurrent()

    def _drain(self) -> None:
        """No context: every frame asked for ends at once, without an image."""
        while (job := self._jobs.get()) is not None:
            if job.done is not None:
                job.done.set()


_LIVE: set[RenderThread] = set()


def _stop(thread: RenderThread, surface: QOffscreenSurface, *_: object) -> None:
    if thread in _LIVE:
        _LIVE.discard(thread)
        thread.stop()
        surface.destroy()


@atexit.register
def stop_all() -> None:
    """Stop every render thread still running (a Qt thread must not outlive the process's Qt)."""
    for thread in list(_LIVE):
        _LIVE.discard(thread)
        thread.stop()


class OffscreenGLWidget(QWidget):
    """Override :meth:`make_renderer` and :meth:`frame`.

    ``update()`` shows a new frame once it is drawn.
    """

    frame_drawn = Signal(float)  # seconds the frame took on the render thread

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._format = QSurfaceFormat.defaultFormat()
        self._thread: RenderThread | None = None
        self._failed = False
        self._jobs = 0  # frames asked for so far (a job's number)
        self._in_flight = 0  # the number of the frame being drawn for the screen, 0 for none
        self._shown: _Job | None = None  # the newest frame drawn
        self._asked_at = 0.0  # when the last frame was asked for (time.monotonic)
        self._later = QTimer(self)  # asks for the next frame once FRAME_INTERVAL has passed
        self._later.setSingleShot(True)
        self._later.timeout.connect(self.update)

    # -- for subclasses ------------------------------------------------------------------------
    def make_renderer(self) -> FrameRenderer:
        raise NotImplementedError

    def frame(self) -> Frame:
        """What the widget shows now (called on the UI thread, on every paint)."""
        return Frame(self.width(), self.height(), self.devicePixelRatioF(), self.dots_per_metre())

    def dots_per_metre(self) -> int:
        """The screen's logical resolution, for a frame's image: fonts painted on it keep their size."""
        return round(self.logicalDpiX() / 0.0254)

    # -- the QOpenGLWidget part ------------------------------------------------------------
    def setFormat(self, fmt: QSurfaceFormat) -> None:
        """The context's format (samples, depth, version); takes effect before the first frame."""
        self._format = QSurfaceFormat(fmt)

    def isValid(self) -> bool:
        """Whether the widget has a working OpenGL context (made for the first frame)."""
        thread = self._thread
        return thread is not None and thread.ready.is_set() and not thread.failed

    @property
    def gl_info(self) -> str:
        """The renderer and version OpenGL reports ("" before the first frame, or without OpenGL)."""
        return self._thread.info if self._thread is not None else ""

    def grabFramebuffer(self) -> QImage:
        """A frame of what the widget shows now, with its overlay (a null image without OpenGL)."""
        job = self._draw_now(self.frame())
        if job is None or job.image.isNull():
            return QImage()
        return QImage(job.image)  # a copy: whoever grabs it may paint on it

    # -- drawing ------------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        frame = self.frame()
        if self._shown is None:
            self._draw_now(frame)  # the first frame: shown drawn, not blank
        elif frame.key != self._shown.frame.key and not self._in_flight and not self._later.isActive():
            wait = self._asked_at + FRAME_INTERVAL - time.monotonic()
            if wait > 0:
                self._later.start(max(1, round(wait * 1000)))
            else:
                self._ask(frame)
        painter = QPainter(self)
        shown = self._shown
        if shown is None or shown.image.isNull():
            painter.fillRect(self.rect(), self.palette().window())
        else:
            if (shown.frame.width, shown.frame.height) != (self.width(), self.height()):
                painter.fillRect(self.rect(), self.palette().window())  # resized: the next frame fits
            painter.drawImage(0, 0, shown.image)
        painter.end()

    def _started(self) -> RenderThread | None:
        """The render thread, started on first use; None without OpenGL."""
        if self._failed:
            return None
        if self._thread is None:
            surface = QOffscreenSurface()  # made on the UI thread, as Qt asks
            surface.setFormat(self._format)
            surface.create()
            if not surface.isValid():
                self._failed = True
                return None
            thread = RenderThread(self.make_renderer(), self._format, surface)
            thread.drawn.connect(self._drawn)
            _LIVE.add(thread)
            self.destroyed.connect(functools.partial(_stop, thread, surface))
            thread.start()
            self._thread = thread
        return self._thread

    def _ask(self, frame: Frame) -> None:
        """Ask for ``frame`` without waiting; it is shown when drawn."""
        thread = self._started()
        if thread is None:
            return
        self._jobs += 1
        self._in_flight = self._jobs
        self._asked_at = time.monotonic()
        thread.submit(_Job(self._jobs, frame, wait=False))

    def _draw_now(self, frame: Frame) -> _Job | None:
        """Draw ``frame`` and wait for it (after any frame under way); None without OpenGL."""
        thread = self._started()
        if thread is None:
            return None
        self._jobs += 1
        job = _Job(self._jobs, frame, wait=True)
        thread.submit(job)
        assert job.done is not None
        if not job.done.wait(WAIT_SECONDS):
            log.error("the ball's frame took over %.0f s to draw", WAIT_SECONDS)
            return None
        if thread.failed:
            self._failed = True
            return None
        self._keep(job)
        return job

    def _keep(self, job: _Job) -> None:
        if not job.image.isNull() and (self._shown is None or job.number > self._shown.number):
            self._shown = job

    def _drawn(self, job: _Job) -> None:
        """A frame is drawn (on the UI thread, in turn with the other events)."""
        self.frame_drawn.emit(job.seconds)
        if job.done is not None:
            return  # waited for: already kept
        if job.number == self._in_flight:
            self._in_flight = 0
        self._keep(job)
        self.update()  # shows it, and asks for the next frame if the picture has moved on since
