"""The main window's side of the library: Game ▸ Library…, opening a game from it, the review's
verdicts kept with the game, and a word in the status bar when the library had a problem."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from desktop.assets import data_folder
from desktop.core.language import QT_TRANSLATE_NOOP
from desktop.core.session import Session
from desktop.library.recorder import LibraryRecorder, record_games, recorder_of
from desktop.library.schema import LibraryError
from desktop.qt.library.model import LibraryText
from desktop.qt.library.window import LibraryWindow
from desktop.qt.shell.ui_thread import UiThreadPoster

if TYPE_CHECKING:
    from desktop.qt.shell.main_window import MainWindow

#: how long a library message stays in the status bar (ms)
MESSAGE_MS = 20_000


def network_names(network: Any, session: Session[Any, Any]) -> list[str | None]:
    """Each seat's person in the network game ``session`` (the window's ``network``: a
    :class:`~desktop.qt.shell.network_mode.NetworkMode`), ``None`` for a seat played at this
    computer or by an AI; every seat ``None`` when ``session`` is no network game."""
    names: list[str | None] = [None] * len(session.seats)
    if not network.active or network.session is not session:
        return names
    local = set(network.local_seats())
    for index in range(len(names)):
        if index in local:
            continue
        if network.host is not None and index < len(network.host.seats):
            seat = network.host.seats[index]
            names[index] = None if seat.kind == "ai" else seat.name or "Guest"
        elif network.join is not None and index < len(network.join.seats):
            data = network.join.seats[index]
            names[index] = None if data.get("kind") == "ai" else str(data.get("name") or "Host")
    return names


class WindowLibrary:
    """Connects the main window to the game library (its controller's recorder)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.recorder: LibraryRecorder | None = recorder_of(window.controller) or record_games(
            window.controller, data_folder()
        )
        self.dialog: LibraryWindow | None = None
        self._reviewed: tuple[int, int] | None = None
        window.actions_.library.triggered.connect(self.show)
        window.actions_.library.setEnabled(self.recorder is not None)
        if self.recorder is None:
            return
        poster = UiThreadPoster(window)
        self.recorder.on_error = lambda text: poster.post(lambda: self.tell(text))
        self.recorder.on_written = lambda: poster.post(self._written)
        problem = self.recorder.library.problem
        if problem is not None:
            QTimer.singleShot(0, lambda: self.tell(problem.text))
        window.analysis.analyst.subscribe(self._analysis_changed)
        for clicked in (window.actions_.review.triggered, window.banner.review_clicked):
            clicked.connect(lambda *_: QTimer.singleShot(0, self._analysis_changed))  # judged already
        self.recorder.names = lambda session: network_names(window.network, session)

    def tell(self, text: str) -> None:
        self.window.statusBar().showMessage(text, MESSAGE_MS)

    def _written(self) -> None:
        """A game went into the library: an open Library window shows it."""
        dialog = self.dialog
        if dialog is not None and dialog.isVisible():
            dialog.reload()
            if dialog.tabs.currentWidget() is dialog.stats:
                dialog.stats.refresh()

    # -- the review's verdicts ----------------------------------------------------------------
    def _analysis_changed(self) -> None:
        """A review that has judged every move: its verdicts go with the game in the library."""
        analysis = self.window.analysis
        if self.recorder is None or not analysis.reviewing:
            return
        session = self.window.controller.session
        done = (id(session), session.length)
        if done == self._reviewed or session.length == 0 or not analysis.analyst.complete():
            return
        self._reviewed = done
        self.recorder.store_review(session, analysis.analyst.review())

    # -- the Library window -------------------------------------------------------------------
    def show(self) -> LibraryWindow | None:
        if self.recorder is None:
            return None
        self.recorder.flush()  # the game just ended is in the table
        if self.dialog is None:
            self.dialog = LibraryWindow(self.recorder.library, self.open_game, self.window)
        else:
            self.dialog.reload()
            if self.dialog.tabs.currentWidget() is self.dialog.stats:
                self.dialog.stats.refresh()
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.activateWindow()
        return self.dialog

    def open_game(self, game_id: int, how: str) -> None:
        """Show game ``game_id`` in the main window: ``replay`` at its start, ``review`` at its end
        with the review on, ``continue`` at its end to play on."""
        if self.recorder is None:
            return
        window = self.window
        try:
            session = self.recorder.library.session_of(game_id)
        except LibraryError as exc:
            QMessageBox.warning(self.dialog or window, LibraryText.tr("Library"), str(exc))
            return
        if not window.confirm_drop(QT_TRANSLATE_NOOP("Doing", "open a game from the library")):
            return
        self.recorder.adopt(session, game_id)
        window.set_session(session)
        window.go_to(0 if how == "replay" else session.length)
        if how == "review":
            window.review()
        window.raise_()
        window.activateWindow()

    def close(self) -> None:
        """The window closes: the game on show goes in if it was played."""
        if self.dialog is not None:
            self.dialog.close()
        if self.recorder is not None:
            self.recorder.close()
