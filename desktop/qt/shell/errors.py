"""What happens when something goes wrong that nobody planned for: a log file and a dialog.

Every unexpected exception (in the UI thread or another) is written to a
log file in the data folder, and the player sees a dialog with the details
and where the autosave of the game is; the app goes on when it can, so the
game on screen is not lost.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from logging.handlers import RotatingFileHandler
from pathlib import Path
from types import TracebackType

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from desktop.core.language import Translatable

LOG_NAME = "xeno-games.log"


class ErrorText(Translatable):
    """The unexpected error's dialog."""


log = logging.getLogger("desktop")


def setup_logging(folder: Path) -> Path:
    """Log warnings and errors of the app to ``folder/xeno-games.log`` (kept small: rotated at 1 MB)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LOG_NAME
    handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    if not any(isinstance(h, RotatingFileHandler) and Path(h.baseFilename) == path for h in root.handlers):
        root.addHandler(handler)
    root.setLevel(min(root.level or logging.WARNING, logging.INFO))
    return path


class ErrorReporter:
    """Logs every unexpected exception and tells the player, once at a time."""

    def __init__(
        self, log_path: Path, autosave_path: Path | None, parent: Callable[[], QWidget | None]
    ) -> None:
        self.log_path = log_path
        self.autosave_path = autosave_path
        self.parent = parent
        self.reported = 0
        self._showing = False

    def install(self) -> None:
        sys.excepthook = self.handle
        threading.excepthook = self._handle_thread

    def _handle_thread(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit or args.exc_value is None:
            return
        self.handle(args.exc_type, args.exc_value, args.exc_traceback)

    def handle(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        self.reported += 1
        details = "".join(traceback.format_exception(kind, error, trace))
        log.error("unexpected error\n%s", details)
        on_ui_thread = (
            QApplication.instance() is not None and threading.current_thread() is threading.main_thread()
        )
        if on_ui_thread and not self._showing:
            self._showing = True
            try:
                self.show_dialog(self.message(error), details)
            finally:
                self._showing = False

    def message(self, error: BaseException) -> str:
        where = ""
        if self.autosave_path:
            where = ErrorText.tr("\nGames in progress are autosaved in {folder}.").format(
                folder=self.autosave_path
            )
        return ErrorText.tr(
            "Something went wrong: {kind}: {error}\n"
            "The app goes on; if it misbehaves, restart it and Resume your game.{where}\n"
            "The details are written to {log}."
        ).format(kind=type(error).__name__, error=error, where=where, log=self.log_path)

    def show_dialog(self, text: str, details: str) -> None:
        box = QMessageBox(
            QMessageBox.Icon.Critical, ErrorText.tr("Unexpected error"), text, QMessageBox.StandardButton.Ok
        )
        box.setParent(self.parent(), box.windowFlags())
        box.setDetailedText(details)
        box.exec()
