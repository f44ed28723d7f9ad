"""The main window's commands that open dialogs, files and the clipboard.

A mixin of :class:`desktop.qt.shell.main_window.MainWindow`; each command has a
dialog-free twin the tests call (``open_file``, ``save_file``,
``paste_position_text``, ``start_new_game``).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QLabel, QMessageBox, QWidget

from desktop.control.controller import GameController
from desktop.control.move_list import game_text
from desktop.control.positions import session_from_position
from desktop.core.language import QT_TRANSLATE_NOOP, Translatable
from desktop.core.protocol import GameError
from desktop.core.records import RecordError, load_record, save_record
from desktop.core.session import Seat, Session
from desktop.games.registry import entry, resolve
from desktop.qt.shell import how_to_play
from desktop.qt.shell.help_dialogs import RulesDialog, about_text
from desktop.qt.shell.learn_mode import LearningMode
from desktop.qt.shell.new_game_dialog import NewGameChoice, NewGameDialog
from desktop.qt.shell.settings import remember_file
from desktop.qt.shell.unsaved_prompt import Drop

FILE_FILTER = "Game records (*.json)"
#: the AI level of the start page's "Play the computer"
QUICK_LEVEL = "easy"


class CommandText(Translatable):
    """The window's commands' words (open, save, copy, resign)."""


def file_filter() -> str:
    """The file dialogs' filter: game records, ``*.json``."""
    return CommandText.tr("Game records (*.json)")


class _Window(Protocol):
    """What the commands use of the main window."""

    controller: GameController
    settings: QSettings
    status_label: QLabel
    rules_dialog: RulesDialog
    last_answer: Drop | None
    learning: LearningMode

    @property
    def session(self) -> Session[Any, Any]: ...
    @property
    def path(self) -> str | None: ...
    def set_session(self, session: Session[Any, Any], path: str | None = None) -> None: ...
    def refresh(self) -> None: ...
    def confirm_drop(self, doing: str) -> bool: ...
    def mark_saved(self, path: str | None = None) -> None: ...
    def save(self) -> None: ...
    def start_new_game(self, choice: NewGameChoice) -> None: ...
    def open_file(self, path: str) -> bool: ...
    def save_file(self, path: str) -> bool: ...
    def save_as_dialog(self) -> None: ...
    def paste_position_text(self, text: str) -> bool: ...
    def _where(self) -> tuple[str, str]: ...
    def window(self) -> QWidget: ...


class WindowCommands:
    """New / Open / Save / Resign / Copy / Paste / Help for the main window."""

    #: the answer to the last question about unsaved moves (Discard lets the game go)
    last_answer: Drop | None = None

    # -- new game ------------------------------------------------------------------
    def new_game(self: _Window) -> None:
        """Ask for a game, options and players, then start it."""
        dialog = NewGameDialog(
            self.window(), self.session.rules.info.id, list(self.session.seats), settings=self.settings
        )
        doing = QT_TRANSLATE_NOOP("Doing", "start a new game")
        if dialog.exec() != QDialog.DialogCode.Accepted or not self.confirm_drop(doing):
            return
        self.start_new_game(dialog.choice())

    def start_quick_game(self: _Window, game_id: str, against_computer: bool) -> None:
        """The start page's buttons: the game with its default options, against the AI (Easy) or a friend."""
        if not self.confirm_drop(QT_TRANSLATE_NOOP("Doing", "start a new game")):
            return
        rules, _ = resolve(game_id)
        players = rules.info.min_players
        seats = [Seat.human()] + [Seat.ai(QUICK_LEVEL) if against_computer else Seat.human()] * (players - 1)
        self.start_new_game(NewGameChoice(game_id, {}, seats, random.randrange(1_000_000)))

    def start_new_game(self: _Window, choice: NewGameChoice) -> None:
        rules, base = resolve(choice.game_id)
        try:
            session: Session[Any, Any] = Session(
                rules, {**base, **choice.options}, choice.seed, choice.seats, time_control=choice.time_control
            )
        except (GameError, ValueError) as exc:
            self.last_answer = None  # the game on show stays, and stays kept
            QMessageBox.warning(self.window(), CommandText.tr("Cannot start the game"), str(exc))
            return
        self.set_session(session)

    # -- files ------------------------------------------------------------------------
    def open_dialog(self: _Window) -> None:
        if not self.confirm_drop(QT_TRANSLATE_NOOP("Doing", "open another game")):
            return
        path, _ = QFileDialog.getOpenFileName(self.window(), CommandText.tr("Open game"), *self._where())
        if path:
            self.open_file(path)

    def open_recent(self: _Window, path: str) -> None:
        if self.confirm_drop(QT_TRANSLATE_NOOP("Doing", "open another game")):
            self.open_file(path)

    def open_dropped(self: _Window, path: str) -> None:
        """A record dropped on the window (or handed over by the desktop)."""
        if self.confirm_drop(QT_TRANSLATE_NOOP("Doing", "open the game you dropped")):
            self.open_file(path)

    def open_file(self: _Window, path: str) -> bool:
        """Load and replay a record; on a problem say so and keep the current game."""
        try:
            session = load_record(path, resolve)
        except RecordError as exc:
            self.last_answer = None  # the game on show stays, and stays kept
            why = CommandText.tr("Cannot open {path}:\n{error}").format(path=path, error=exc)
            QMessageBox.critical(self.window(), CommandText.tr("Cannot open game"), why)
            return False
        self.settings.setValue("files/last_folder", str(_folder(path)))
        remember_file(self.settings, path)
        self.set_session(session, path)
        opened = CommandText.tr("Opened {path} (%n move)|Opened {path} (%n moves)", None, session.length)
        self.status_label.setText(opened.format(path=path))
        return True

    def save(self: _Window) -> None:
        if self.path:
            self.save_file(self.path)
        else:
            self.save_as_dialog()

    def save_as_dialog(self: _Window) -> None:
        path, _ = QFileDialog.getSaveFileName(self.window(), CommandText.tr("Save game"), *self._where())
        if path:
            if not path.lower().endswith(".json"):
                path += ".json"
            self.save_file(path)

    def save_file(self: _Window, path: str) -> bool:
        """Write the whole game to ``path``; on a problem say so."""
        try:
            save_record(self.session, path)
        except OSError as exc:
            why = CommandText.tr("Cannot save {path}:\n{error}").format(path=path, error=exc)
            QMessageBox.critical(self.window(), CommandText.tr("Cannot save game"), why)
            return False
        self.settings.setValue("files/last_folder", str(_folder(path)))
        remember_file(self.settings, path)
        self.mark_saved(path)
        self.refresh()
        self.status_label.setText(CommandText.tr("Saved {path}").format(path=path))
        return True

    def _where(self: _Window) -> tuple[str, str]:
        """Where the Open and Save dialogs start (the last folder used) and what they show."""
        value = self.settings.value("files/last_folder", "")
        return (value if isinstance(value, str) else "", file_filter())

    # -- resign -------------------------------------------------------------------------
    def resign(self: _Window) -> None:
        network = getattr(self, "network", None)
        if network is not None and network.active:  # a network game: through its session
            network.resign()
            return
        session = self.session
        if session.is_over:
            return
        loser = self.controller.resigning_player()
        name = session.rules.player_name(session.state, loser)
        question = CommandText.tr("{player} gives up this game?").format(player=name)
        answer = QMessageBox.question(self.window(), CommandText.tr("Resign?"), question)
        if answer != QMessageBox.StandardButton.Yes:
            return
        self.controller.resign(loser)

    # -- clipboard ------------------------------------------------------------------------
    def copy_position(self: _Window) -> None:
        text = self.session.state_text()
        if _to_clipboard(text):
            self.status_label.setText(CommandText.tr("Copied position: {position}").format(position=text))
        else:
            self.status_label.setText(not_copied())

    def copy_game(self: _Window) -> None:
        if _to_clipboard(game_text(self.session)):
            self.status_label.setText(
                CommandText.tr(
                    "Copied the whole game (%n move)|Copied the whole game (%n moves)",
                    None,
                    self.session.length,
                )
            )
        else:
            self.status_label.setText(not_copied())

    def paste_position(self: _Window) -> None:
        if self.confirm_drop(QT_TRANSLATE_NOOP("Doing", "start from the pasted position")):
            self.paste_position_text(QApplication.clipboard().text())

    def paste_position_text(self: _Window, text: str) -> bool:
        """Start a new game of the current game from a position text; bad text leaves all as is."""
        try:
            session = session_from_position(self.session, text)
        except (GameError, ValueError) as exc:
            self.last_answer = None  # the game on show stays, and stays kept
            message = CommandText.tr("This is not a {game} position:\n{error}").format(
                game=self.session.rules.info.name,
                error=exc,
            )
            QMessageBox.warning(self.window(), CommandText.tr("Cannot paste position"), message)
            return False
        self.set_session(session)
        return True

    # -- help -------------------------------------------------------------------------------
    def show_rules(self: _Window) -> None:
        info = self.session.rules.info
        self.rules_dialog = RulesDialog(info.name, entry(info.id).rules_pages[0], self.window())
        self.rules_dialog.show()

    def show_how_to_play(self: _Window) -> None:
        dialog = how_to_play.show_how_to_play(self.window(), self.session.rules.info.id)
        self.learning.link_help(dialog)

    def show_about(self: _Window) -> None:
        QMessageBox.about(self.window(), CommandText.tr("About Xeno Games"), about_text())


def _folder(path: str) -> str:
    return str(Path(path).resolve().parent)


def not_copied() -> str:
    return CommandText.tr("Could not copy: another program holds the clipboard. Try again.")


def _to_clipboard(text: str) -> bool:
    """Put text on the system clipboard; False when it did not take (on X11 another client can
    hold the selection a moment), so the status line does not claim a copy that did not happen."""
    clipboard = QApplication.clipboard()
    clipboard.setText(text)
    return clipboard.text() == text
