"""``xeno-games selftest``: the real window on this display, every game drawn, one AI move each.

For a packaged build (CI runs it on the installed .deb under Xvfb) and for a
player whose app misbehaves.  It opens the main window (the composition root
of :mod:`desktop.app`), and for each game :func:`selftest_games` names (each
registered game's entry names what to start: Xeno on three balls, the others
once), with the quick setup so that no colour dialog waits for a click:

1. starts it in the window and draws its view to ``<out>/<game>.png`` (the
   ball with its OpenGL framebuffer, a flat board with ``QWidget.grab``), then
   checks the picture is not blank (many colours, no colour filling it) and
   shows every player's pieces: pixels of ``view.player_colour(p)`` for each
   player ``p`` (on the ball, pixels of that hue, whatever the lighting);
2. turns the seat to move into an AI (:data:`AI_LEVEL`, :data:`AI_NODES` nodes)
   and waits on the event loop, at most :data:`AI_TIMEOUT` seconds, for its
   move to come back from the AI's child process.

Then it reads the shipped lessons and puzzles as the window does (a bundle
without them fails).  It prints one line per check and returns 0 when all passed; a failed check
prints ``FAIL …`` on stderr, the others still run, and it returns 1.  What
stops it from running at all (no display, a folder it cannot write) raises
:class:`SelftestUnavailable` (the command line prints it as one line, exit 2).

The user's settings and autosave are never touched: for the run,
``XENO_GAMES_SETTINGS``, ``XENO_GAMES_DATA``, ``XDG_CONFIG_HOME`` and
``XDG_DATA_HOME`` point into a temporary folder (the AI's child process
inherits them), and they are put back afterwards.
"""

from __future__ import annotations

import ctypes
import multiprocessing
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any

import numpy as np
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtGui import QColor, QGuiApplication, QImage
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from desktop.app import application, create_main_window
from desktop.assets import DATA_ENV
from desktop.control.events import Event, EventKind
from desktop.control.searching import ChildProcessSearcher
from desktop.core.session import Seat
from desktop.games.registry import all_entries, resolve
from desktop.qt.boards.contract import GameView
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice
from desktop.qt.shell.settings import SETTINGS_ENV
from desktop.qt.shell.unsaved_prompt import Drop

#: the seed of every game (a fixed start, so a failure can be replayed)
SEED = 1
#: the AI that plays one move per game, and its node budget (alpha-beta nodes: well under a second)
AI_LEVEL = "medium"
AI_NODES = 200
#: seconds to wait for the AI's move (the child process starts with the first one)
AI_TIMEOUT = 30.0
#: seconds to wait for the window, or a new view, to be on screen
SHOW_TIMEOUT = 10.0
#: tries at connecting to the X server, 0.1 s apart (it may be resetting)
X_ATTEMPTS = 10

#: a picture is blank below this many distinct colours, or when one colour covers this share of it
MIN_COLOURS = 16
MAX_SHARE = 0.97
#: a player's pieces are on show when at least this many pixels have their colour
MIN_PIECE_PIXELS = 30
#: flat boards: a pixel has a player's colour within this much per channel (their fills are flat)
FLAT_TOLERANCE = 10
#: the ball: the lit colour is ``base * k + specular``; its hue (channels less their minimum,
#: over the chroma) is that of ``base`` whatever ``k`` and the specular are
HUE_TOLERANCE = 0.15
MIN_CHROMA = 24
SATURATION_SHARE = 0.5


class SelftestUnavailable(Exception):
    """The selftest cannot run here at all (no display, no folder for the pictures)."""


@dataclass
class Report:
    """The checks' results: one line each."""

    passed: int = 0
    failed: int = 0

    def ok(self, text: str) -> None:
        self.passed += 1
        print(f"ok    {text}", flush=True)

    def fail(self, text: str) -> None:
        self.failed += 1
        print(f"FAIL  {text}", file=sys.stderr, flush=True)


class CheckFailed(Exception):
    """One check did not pass; its message says why."""


# -- before Qt: is there a display? ----------------------------------------------------------
def check_display() -> tuple[str, Callable[[], None]]:
    """The display the window will open on, and what to call once Qt is connected to it.

    :class:`SelftestUnavailable` when there is none, or when its X server
    cannot be reached (Qt would abort the whole process).
    """
    platform = os.environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0]
    if platform in ("offscreen", "minimal"):
        raise SelftestUnavailable(
            f"QT_QPA_PLATFORM={platform} shows no window: the selftest needs a display (unset it)"
        )
    x11 = os.environ.get("DISPLAY", "")
    wayland = os.environ.get("WAYLAND_DISPLAY", "")
    if not x11 and not wayland:
        raise SelftestUnavailable(
            "no display: the selftest opens the app's window; run it on a desktop or under X "
            "(e.g. xvfb-run -a xeno-games selftest)"
        )
    if x11 and (platform == "xcb" or not wayland):
        return x11, hold_x_connection(x11)
    return x11 or wayland, lambda: None


def hold_x_connection(name: str) -> Callable[[], None]:
    """Connect to the X server ``name`` as Qt's xcb platform will; the function that disconnects.

    The connection is held until Qt has its own: an X server that resets
    when its last client leaves (Xvfb and xvfb-run do by default) refuses
    connections while it resets, so letting go first would make Qt's attempt
    fail now and then; for the same reason a refusal is tried again for a
    moment (the last program on the display may just have quit).  Without
    libxcb to ask, nothing is checked.
    """
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return lambda: None
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    for attempt in range(X_ATTEMPTS):
        if attempt:
            time.sleep(0.1)
        connection = xcb.xcb_connect(name.encode(), None)
        if connection and int(xcb.xcb_connection_has_error(connection)) == 0:
            return lambda: xcb.xcb_disconnect(connection)
        if connection:
            xcb.xcb_disconnect(connection)
    raise SelftestUnavailable(f"cannot open the X display {name!r} (is the X server running?)")


@contextmanager
def isolated_environment() -> Iterator[Path]:
    """Settings, autosave and the XDG folders in a temporary folder, for the run only."""
    saved = {
        name: os.environ.get(name) for name in (SETTINGS_ENV, DATA_ENV, "XDG_CONFIG_HOME", "XDG_DATA_HOME")
    }
    with tempfile.TemporaryDirectory(prefix="xeno-games-selftest-home-") as folder:
        home = Path(folder)
        os.environ[SETTINGS_ENV] = str(home / "settings.ini")
        os.environ[DATA_ENV] = str(home / "data")
        os.environ["XDG_CONFIG_HOME"] = str(home / "config")
        os.environ["XDG_DATA_HOME"] = str(home / "share")
        try:
            yield home
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


def _out_folder(out: str | None) -> Path:
    if out is None:
        return Path(tempfile.mkdtemp(prefix="xeno-games-selftest-"))
    folder = Path(out)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / ".selftest-write-probe"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        raise SelftestUnavailable(f"cannot write pictures to {folder}: {exc.strerror or exc}") from exc
    return folder


# -- waiting on the event loop --------------------------------------------------------------
def wait_until(condition: Callable[[], bool], timeout: float) -> bool:
    """Run the event loop until ``condition()`` holds (True) or ``timeout`` seconds pass (False)."""
    if condition():
        return True
    loop = QEventLoop()

    def poll() -> None:
        if condition():
            loop.quit()

    poller = QTimer()
    poller.setInterval(10)
    poller.timeout.connect(poll)
    deadline = QTimer()
    deadline.setSingleShot(True)
    deadline.timeout.connect(loop.quit)
    poller.start()
    deadline.start(int(timeout * 1000))
    loop.exec()
    poller.stop()
    deadline.stop()
    return condition()


def settle(milliseconds: int = 100) -> None:
    """Let the event loop run a moment (layouts, paints, the GL widget's first frame)."""
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


# -- pictures ------------------------------------------------------------------------------
def rgb_channels(image: QImage) -> np.ndarray[Any, np.dtype[np.int32]]:
    """``image`` as an (height, width, 3) array of 0..255 red, green, blue."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    width, height = rgb.width(), rgb.height()
    words = np.frombuffer(rgb.constBits(), np.uint32, count=rgb.sizeInBytes() // 4)
    pixels = words.reshape(height, rgb.bytesPerLine() // 4)[:, :width].astype(np.int32)
    return np.stack([(pixels >> 16) & 0xFF, (pixels >> 8) & 0xFF, pixels & 0xFF], axis=-1)


def colour_spread(rgb: np.ndarray[Any, np.dtype[np.int32]]) -> tuple[int, float]:
    """How many distinct colours, and the share of the commonest one."""
    keys = (rgb[..., 0] << 16 | rgb[..., 1] << 8 | rgb[..., 2]).ravel()
    _, counts = np.unique(keys, return_counts=True)
    return len(counts), float(counts.max()) / len(keys)


def flat_pixels(rgb: np.ndarray[Any, np.dtype[np.int32]], colour: QColor) -> int:
    """Pixels within :data:`FLAT_TOLERANCE` of ``colour`` on every channel."""
    target = np.array([colour.red(), colour.green(), colour.blue()], np.int32)
    return int(np.count_nonzero(np.abs(rgb - target).max(axis=-1) <= FLAT_TOLERANCE))


def _hue_vector(
    rgb: np.ndarray[Any, Any],
) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any], np.ndarray[Any, Any]]:
    high = rgb.max(axis=-1)
    chroma = high - rgb.min(axis=-1)
    hue = (rgb - rgb.min(axis=-1, keepdims=True)) / np.maximum(chroma, 1)[..., None]
    return hue, chroma, chroma / np.maximum(high, 1)


def lit_pixels(rgb: np.ndarray[Any, np.dtype[np.int32]], colour: QColor) -> int:
    """Pixels of ``colour``'s hue under the ball's lighting (``base * k + specular``).

    Subtracting a pixel's smallest channel removes the white specular and
    dividing by the chroma removes the brightness ``k``; greys, the cream
    spaces and the pale highlights fail the saturation test.
    """
    target = np.array([[colour.red(), colour.green(), colour.blue()]], np.float64)
    want_hue, _, want_saturation = _hue_vector(target)
    hue, chroma, saturation = _hue_vector(rgb.astype(np.float64))
    match = (
        (np.abs(hue - want_hue[0]).max(axis=-1) <= HUE_TOLERANCE)
        & (chroma >= MIN_CHROMA)
        & (saturation >= SATURATION_SHARE * want_saturation[0])
    )
    return int(np.count_nonzero(match))


def grab_view(view: GameView) -> tuple[QImage, str]:
    """The view's picture: the ball's OpenGL framebuffer, or the flat board's widget."""
    return view.snapshot()


def check_picture(view: GameView, players: list[str], path: Path) -> str:
    """Draw ``view`` to ``path`` and check it; what was seen, or :class:`CheckFailed`."""
    image, how = grab_view(view)
    if image.isNull() or image.width() < 100 or image.height() < 100:
        raise CheckFailed(f"the view gave no picture ({how}, {image.width()}x{image.height()})")
    if not image.save(str(path)):  # PNG: the name ends in .png
        raise CheckFailed(f"cannot write {path}")
    rgb = rgb_channels(image)
    colours, share = colour_spread(rgb)
    size = f"{image.width()}x{image.height()}"
    if colours < MIN_COLOURS or share > MAX_SHARE:
        raise CheckFailed(f"{path} is blank: {colours} colours, one covers {share:.0%} ({how})")
    on_ball = how.startswith("OpenGL")
    count = lit_pixels if on_ball else flat_pixels
    seen = []
    missing = []
    for player, name in enumerate(players):
        colour = view.player_colour(player)
        pixels = count(rgb, colour)
        seen.append(f"{name} {colour.name()} {pixels} px")
        if pixels < MIN_PIECE_PIXELS:
            missing.append(f"{name} ({colour.name()}: {pixels} px)")
    if missing:
        raise CheckFailed(f"{path}: no pieces of {', '.join(missing)} ({size}, {colours} colours, {how})")
    return f"{path} ({size}, {colours} colours; pieces {', '.join(seen)}; {how})"


# -- the run -------------------------------------------------------------------------------
class Watch:
    """What must not happen during the run: errors raised in Qt's callbacks, and dialogs.

    An exception in a slot or a paint does not stop Qt; ``sys.excepthook``
    sees it, so it is counted here.  A dialog would wait for a click that
    never comes: it is noted and closed.
    """

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.dialogs: list[str] = []
        self._previous_hook = sys.excepthook
        self._timer = QTimer()
        self._timer.setInterval(100)
        self._timer.timeout.connect(self._close_dialogs)

    def __enter__(self) -> Watch:
        sys.excepthook = self._hook
        self._timer.start()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._timer.stop()
        sys.excepthook = self._previous_hook

    def _hook(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        self.errors.append(f"{kind.__name__}: {value}")
        traceback.print_exception(kind, value, tb, file=sys.stderr)

    def _close_dialogs(self) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            return
        text = dialog.text() if isinstance(dialog, QMessageBox) else ""
        self.dialogs.append(f"{dialog.windowTitle()!r}" + (f": {text}" if text else ""))
        if isinstance(dialog, QDialog):
            dialog.reject()
        else:
            dialog.close()

    def news(self, since: tuple[int, int]) -> str:
        """What went wrong since ``since`` (a :meth:`mark`), or ``""``."""
        errors, dialogs = self.errors[since[0] :], self.dialogs[since[1] :]
        parts = []
        if errors:
            parts.append(f"{len(errors)} error(s) in Qt callbacks, the first: {errors[0]}")
        if dialogs:
            parts.append(f"a dialog came up and was closed: {'; '.join(dialogs)}")
        return "; ".join(parts)

    def mark(self) -> tuple[int, int]:
        return len(self.errors), len(self.dialogs)


def selftest_games() -> tuple[str, ...]:
    """What is started, in this order: the registry names each game's entry gives, in menu order."""
    return tuple(name for game in all_entries() for name in game.selftest_names)


def _new_game_options(name: str) -> dict[str, Any]:
    """The quick setup where the game offers one (Xeno: no setup ceremony, no colour dialog)."""
    rules, _ = resolve(name)
    return {spec.key: True for spec in rules.info.options if spec.key == "quick_setup"}


def play_one_ai_move(window: MainWindow, timeout: float = AI_TIMEOUT) -> str:
    """The seat to move becomes an AI; its move, from the child process, within ``timeout`` s."""
    controller = window.controller
    session = window.session
    if not isinstance(controller.searcher, ChildProcessSearcher):
        raise CheckFailed(f"the AI does not search in a child process ({type(controller.searcher).__name__})")
    if session.is_over:
        raise CheckFailed("the game is over before it started")
    events: list[Event] = []

    def listen(event: Event) -> None:
        events.append(event)

    def answered() -> bool:
        return any(
            e.kind == EventKind.SEARCH_FAILED or (e.kind == EventKind.MOVED and e.by_ai) for e in events
        )

    length = session.length
    seats = list(session.seats)
    seats[session.to_move()] = Seat.ai(AI_LEVEL)
    controller.subscribe(listen)
    try:
        controller.set_seats(seats)
        if not controller.thinking and not answered():
            raise CheckFailed("the AI did not start thinking")
        if not wait_until(answered, timeout):
            raise CheckFailed(f"no AI move within {timeout:.0f} s")
    finally:
        controller.unsubscribe(listen)
    failed = next((e for e in events if e.kind == EventKind.SEARCH_FAILED), None)
    if failed is not None:
        raise CheckFailed(f"the AI could not choose a move: {failed.text}")
    moved = next(e for e in events if e.kind == EventKind.MOVED and e.by_ai)
    if window.session.length != length + 1:
        raise CheckFailed(f"the game has {window.session.length} moves after the AI's, not {length + 1}")
    pids = " ".join(str(p.pid) for p in multiprocessing.active_children())
    child = f"child process {pids}" if pids else "child process"
    return f"{moved.text!r} ({AI_LEVEL}, {AI_NODES} nodes, from the AI's {child})"


def _open_window() -> MainWindow:
    window = create_main_window()
    window.controller.nodes = AI_NODES
    window.analysis.analyst.nodes = AI_NODES
    hooks: Any = window  # the window's own hook for tests: quit without asking, letting the game go
    hooks.ask_unsaved = lambda doing: Drop.DISCARD
    window.show()
    window.raise_()

    def shown() -> bool:
        handle = window.windowHandle()
        return bool(window.isVisible() and handle is not None and handle.isExposed())

    if not wait_until(shown, SHOW_TIMEOUT):
        raise CheckFailed(f"the window was not shown within {SHOW_TIMEOUT:.0f} s")
    return window


def _check(report: Report, watch: Watch, what: str, step: Callable[[], str]) -> None:
    """Run one check: ``step`` says what it saw, or raises; a Qt error or dialog meanwhile fails it too."""
    start = time.monotonic()
    mark = watch.mark()
    try:
        seen = step()
    except CheckFailed as exc:
        report.fail(f"{what}: {exc}")
        return
    except Exception as exc:  # a bug must not hide the other checks' results
        report.fail(f"{what}: {type(exc).__name__}: {exc}")
        return
    news = watch.news(mark)
    if news:
        report.fail(f"{what}: {news}")
    else:
        report.ok(f"{what}: {seen} in {time.monotonic() - start:.1f} s")


def _start_and_draw(window: MainWindow, name: str, out: Path) -> str:
    window.start_new_game(NewGameChoice(name, _new_game_options(name), [], SEED))
    session = window.session
    wanted = resolve(name)[0].info.id
    if session.rules.info.id != wanted:
        raise CheckFailed(f"the window shows {session.rules.info.id}, not {wanted}")
    view = window.view
    widget = view.widget()
    if not wait_until(lambda: widget.isVisible() and widget.width() > 100, SHOW_TIMEOUT):
        raise CheckFailed(f"the view was not shown within {SHOW_TIMEOUT:.0f} s")
    settle()
    state = session.state
    names = [session.rules.player_name(state, p) for p in range(session.rules.num_players(state))]
    return "drawn to " + check_picture(view, names, out / f"{name}.png")


def _ai_move(window: MainWindow) -> str:
    return "AI move " + play_one_ai_move(window)


def _analysis(window: MainWindow) -> str:
    """The evaluation of the position on show, from the analysis' own child process, on the
    bar and the graph (pyqtgraph, which the frozen app must carry with the Qt it loads)."""
    analyst = window.analysis.analyst
    if not wait_until(lambda: analyst.evaluation(window.session.cursor) is not None, AI_TIMEOUT):
        why = f": {analyst.failure}" if analyst.failure else ""
        raise CheckFailed(f"no evaluation within {AI_TIMEOUT:.0f} s{why}")
    graph = window.analysis.graph
    if not wait_until(lambda: any(p is not None for p in graph.points), SHOW_TIMEOUT):
        raise CheckFailed("the evaluation graph stayed empty")
    evaluation = analyst.evaluation(window.session.cursor)
    assert evaluation is not None
    chances = " / ".join(f"{100 * c:.0f}%" for c in evaluation.chances)
    return f"evaluation {chances} on the bar and the graph"


def _learning(window: MainWindow) -> str:
    """The shipped lessons and puzzles read from where the app runs (the bundle must carry
    ``resources/lessons`` and ``resources/puzzles``)."""
    learning = window.learning
    learning.reload()
    lessons, puzzles = learning.lessons(), learning.puzzles()
    if learning.problems:
        raise CheckFailed("; ".join(learning.problems))
    if not any(lessons.values()) or not puzzles:
        raise CheckFailed("no lessons" if not any(lessons.values()) else "no puzzles")
    count = sum(len(found) for found in lessons.values())
    return f"{count} lessons of {len(lessons)} games and {len(puzzles)} puzzles read"


def _translations() -> str:
    """One language loads: German's .qm (the bundle must carry ``resources/translations``) gives
    the menus' words; the language in use is back afterwards. A source checkout where
    ``packaging/translations.sh build`` has not run yet has no .qm: said, not failed."""
    from desktop.core import language
    from desktop.qt import i18n

    if not i18n.catalogue_path("de").is_file() and not getattr(sys, "frozen", False):
        return "no .qm built in this checkout (bash packaging/translations.sh build): not checked"
    before = language.current()
    try:
        i18n.install_translators("de")
        word = language.translate("MenuText", "&Game")
        if not i18n.app_catalogue_loaded() or word != "&Spiel":
            raise CheckFailed(f"German did not load from {i18n.catalogue_path('de')} ('&Game' is {word!r})")
    finally:
        i18n.install_translators(before)
    return f"German loaded from {i18n.catalogue_path('de').name} ('&Game' is '{word}')"


def _close(window: MainWindow) -> str:
    window.close()
    if window.isVisible():
        window.controller.shutdown()  # the AI's child process ends all the same
        raise CheckFailed("the window did not close")
    if not wait_until(lambda: not multiprocessing.active_children(), SHOW_TIMEOUT):
        pids = ", ".join(str(p.pid) for p in multiprocessing.active_children())
        raise CheckFailed(f"the AI's child process {pids} still runs after the window closed")
    return "closed, the AI's child process ended"


def run_selftest(out: str | None = None, games: tuple[str, ...] | None = None) -> int:
    """The whole selftest (see the module's text) of ``games`` (registry names; default:
    :func:`selftest_games`); 0 when every check passed, else 1."""
    if games is None:
        games = selftest_games()
    display, release = check_display()
    try:
        folder = _out_folder(out)
        # Qt connects to the display here (and aborts the process if it cannot): before the temporary folder
        application([sys.argv[0] if sys.argv and sys.argv[0] else "xeno-games"])
    finally:
        release()
    began = time.monotonic()
    report = Report()
    with isolated_environment():
        try:
            window = _open_window()
        except CheckFailed as exc:
            report.fail(f"window: {exc}")
            return 1
        platform = QGuiApplication.platformName()
        report.ok(f"window: opened on {display} ({platform}) in {time.monotonic() - began:.1f} s")
        with Watch() as watch:
            try:
                for name in games:
                    _check(report, watch, name, partial(_start_and_draw, window, name, folder))
                    _check(report, watch, name, partial(_ai_move, window))
                _check(report, watch, "analysis", partial(_analysis, window))
                _check(report, watch, "learning", partial(_learning, window))
                _check(report, watch, "translations", _translations)
            finally:
                _check(report, watch, "window", partial(_close, window))
    total = report.passed + report.failed
    elapsed = time.monotonic() - began
    if report.failed:
        print(
            f"selftest failed: {report.failed} of {total} checks in {elapsed:.1f} s; pictures in {folder}",
            file=sys.stderr,
        )
        return 1
    print(f"selftest passed: {total} checks in {elapsed:.1f} s; pictures in {folder}")
    return 0
