"""Composition root: the QApplication, the registry's default game, the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from desktop.qt.main_window import MainWindow

APP_NAME = "Xeno Games"
ORGANISATION = "XenoGames"


def _application(argv: list[str] | None) -> QApplication:
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    QApplication.setApplicationName(APP_NAME)
    QApplication.setOrganizationName(ORGANISATION)
    QApplication.setApplicationDisplayName(APP_NAME)
    return QApplication(list(argv) if argv is not None else sys.argv[:1])


def create_main_window(open_path: str | None = None) -> MainWindow:
    """The main window with a new Oxono game (or the record at ``open_path``)."""
    window = MainWindow()
    if open_path:
        window.open_file(open_path)
    return window


def run_gui(argv: list[str] | None = None, *, open_path: str | None = None) -> int:
    """Show the main window and run the event loop; returns the exit code."""
    app = _application(argv)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANISATION)
    window = create_main_window(open_path)
    window.show()
    return app.exec()
