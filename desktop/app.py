"""Composition root: the QApplication, the default game, its controller, the main window."""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from desktop.assets import data_folder, resource_root
from desktop.control.autosave import Autosaver
from desktop.control.controller import GameController
from desktop.control.searching import ChildProcessSearcher
from desktop.core.session import Session
from desktop.games.registry import resolve
from desktop.library.recorder import record_games
from desktop.qt.i18n import choose_language, install_translators
from desktop.qt.shell.errors import ErrorReporter, setup_logging
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.settings import make_settings
from desktop.qt.shell.ui_thread import UiThreadPoster

APP_NAME = "Xeno Games"
ORGANISATION = "XenoGames"
APP_ID = "io.github.xenogames.XenoGames"  # the desktop entry's and the icon's name (packaging/linux/)


def _app_icon() -> QIcon:
    icon = QIcon()
    for png in sorted((resource_root() / "icons" / "hicolor").glob(f"*/apps/{APP_ID}.png")):
        icon.addFile(str(png))
    return icon


def application(argv: list[str] | None) -> QApplication:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    QApplication.setApplicationName(APP_NAME)
    QApplication.setOrganizationName(ORGANISATION)
    QApplication.setApplicationDisplayName(APP_NAME)
    QApplication.setDesktopFileName(APP_ID)
    app = QApplication(list(argv) if argv is not None else sys.argv[:1])
    app.setWindowIcon(_app_icon())
    return app


def default_controller() -> GameController:
    """The app's controller: a game of Oxono until one is chosen (its flat board is the
    quickest view to build behind the start page), an AI that searches in a child process and
    replies in the UI thread (the searcher holds the poster), each game autosaved to the data
    folder, each game played kept in the library (desktop/library)."""
    rules, _ = resolve("oxono")
    poster = UiThreadPoster()
    searcher = ChildProcessSearcher(poster.post)
    controller = GameController(Session(rules), searcher, autosave=Autosaver(data_folder()))
    record_games(controller, data_folder())
    return controller


def create_main_window(open_path: str | None = None) -> MainWindow:
    """The main window on the start page (or on the record at ``open_path``)."""
    window = MainWindow(default_controller())
    if not (open_path and window.open_file(open_path)):
        window.show_start_page()
    return window


class _FirstPaintProbe(QObject):
    """For ``bench/``: print the wall-clock time of the window's first paint, then quit.

    Enabled by the environment variable ``XENO_GAMES_EXIT_AFTER_PAINT=1``.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            app = QApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            print(f"first-paint {time.time():.6f}", flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return False


def install_error_reporter(window: MainWindow) -> ErrorReporter:
    """Log unexpected errors to the data folder and show them in a dialog; the app goes on."""
    folder = data_folder()
    autosave = window.controller.autosave
    reporter = ErrorReporter(setup_logging(folder), autosave.folder if autosave else None, lambda: window)
    reporter.install()
    return reporter


def run_gui(argv: list[str] | None = None, *, open_path: str | None = None, lang: str | None = None) -> int:
    """Show the main window and run the event loop; returns the exit code. ``lang``: the
    language to speak (``--lang``; else the remembered one, else the system's)."""
    app = application(argv)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANISATION)
    install_translators(choose_language(lang, make_settings()))
    window = create_main_window(open_path)
    install_error_reporter(window)
    if os.environ.get("XENO_GAMES_EXIT_AFTER_PAINT"):
        probe = _FirstPaintProbe(window)
        app.installEventFilter(probe)
    window.show()
    return app.exec()
