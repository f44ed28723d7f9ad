"""The main window every game shares: board, side panel, status bar, banner.

The window holds no game logic: a :class:`~desktop.control.controller.GameController`
owns the game and the AI's turns, and the window is one of its listeners
(:meth:`MainWindow._on_event`), redrawing the view, the panels, the banner
and the status bar.  It talks to the board only through the
:class:`~desktop.qt.boards.contract.GameView` contract.  File, clipboard and
dialog commands live in :mod:`desktop.qt.shell.window_commands`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QMimeData, QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.ai.levels import level_label
from desktop.assets import data_folder
from desktop.control.analysis import Analyst
from desktop.control.controller import GameController
from desktop.control.events import Event, EventKind
from desktop.control.searching import ChildProcessSearcher
from desktop.core.language import QT_TRANSLATE_NOOP, Translatable
from desktop.core.protocol import IllegalMoveError
from desktop.core.records import RecordError
from desktop.core.session import Seat, Session
from desktop.qt.boards.contract import DisplayOptions, GameView
from desktop.qt.library.hooks import WindowLibrary
from desktop.qt.loading import make_view
from desktop.qt.shell.actions import WindowActions
from desktop.qt.shell.analysis_panel import WindowAnalysis
from desktop.qt.shell.banner import BannerStrip
from desktop.qt.shell.language_menu import add_language_menu
from desktop.qt.shell.learn_mode import LearningMode
from desktop.qt.shell.network_mode import NetworkMode
from desktop.qt.shell.settings import make_settings, recent_files
from desktop.qt.shell.side_panel import SidePanel
from desktop.qt.shell.start_page import StartPage
from desktop.qt.shell.ui_gc import collect_in_ui_thread
from desktop.qt.shell.ui_thread import NextTurn, UiThreadPoster
from desktop.qt.shell.unsaved_prompt import Drop, ask_unsaved
from desktop.qt.shell.window_clocks import WindowClocks
from desktop.qt.shell.window_commands import WindowCommands


def dropped_record(mime: QMimeData) -> str | None:
    """The local game record (``.json``) a drag carries, if it carries one."""
    urls = mime.urls() if mime.hasUrls() else []
    if len(urls) != 1 or not urls[0].isLocalFile():
        return None
    path = urls[0].toLocalFile()
    return path if path.lower().endswith(".json") else None


class WindowText(Translatable):
    """The main window's own words (status line, questions)."""


class MainWindow(WindowCommands, QMainWindow):
    """Board in the middle, Players and Moves in a dock, status bar below."""

    def __init__(self, controller: GameController, settings: QSettings | None = None) -> None:
        super().__init__()
        collect_in_ui_thread()  # before the AI's and the autosave's threads start
        self.setWindowTitle("Xeno Games")
        self.settings = settings if settings is not None else make_settings()
        self.controller = controller
        self._banner_dismissed = False
        self._refresh_due = False  # a refresh is asked for at the next turn of the event loop
        #: the last autosave failure, with the autosaver's count of writes then (shown until one
        #: more write succeeds, so that a refresh of the status line does not hide it)
        self._autosave_problem: tuple[str, int] | None = None
        self._refresh_turn = NextTurn(self._refresh_if_due, self)
        self.last_answer = None

        self.status_label = QLabel(self)
        self.ai_label = QLabel(self)
        self.board_area = QWidget(self)
        self._grid = QVBoxLayout(self.board_area)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(4)
        self.view: GameView = make_view(self.session, self.board_area)
        #: one view per game, made when a game of its kind is first shown and kept (hidden) for the
        #: next: a view made and dropped for every game left native memory behind (the ball's
        #: OpenGL context: 4 MB a game, bench/load.py), and switching games is quicker
        self._views: dict[str, GameView] = {self.session.rules.info.id: self.view}
        #: whose turn, or the result, above the board (never over it), in one room of one height:
        #: the board keeps its size when a game ends
        self.strip = BannerStrip(self.board_area)
        self.banner = self.strip.banner
        self._grid.addWidget(self.strip)
        board_row = QHBoxLayout()
        board_row.setSpacing(2)
        board_row.addWidget(self.view.widget(), 1)
        self._grid.addLayout(board_row, 1)
        self.start = StartPage(data_folder() / "pictures", self)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.board_area)
        self.pages.addWidget(self.start)
        self.setCentralWidget(self.pages)
        self._connect_view()
        self._connect_start_page()

        self.side = SidePanel(self)
        self.dock = QDockWidget(WindowText.tr("Players and moves"), self)
        self.dock.setObjectName("sidePanel")
        self.dock.setWidget(self.side)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.side.moves.ply_chosen.connect(self.go_to)
        self.side.players.retry_clicked.connect(self.retry_ai)
        self.side.players.seat_chosen.connect(self.choose_seat)
        analyst = Analyst(self.controller, ChildProcessSearcher(UiThreadPoster(self).post))
        self.analysis = WindowAnalysis(self, analyst)
        board_row.addWidget(self.analysis.bar)
        self.side.add_graph(self.analysis.graph)
        #: lessons and puzzles: their panel above the board, their box on the start page
        self.learning = LearningMode(self)
        self._grid.insertWidget(1, self.learning.panel)
        self.start.learn_slot.addWidget(self.learning.box)

        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.ai_label)
        self.thinking_timer = QTimer(self)
        self.thinking_timer.setInterval(100)
        self.thinking_timer.timeout.connect(self._tick_thinking)

        self.actions_ = WindowActions(self)
        add_language_menu(self, self.actions_.view_menu, self.settings)  # View ▸ Language
        self._connect_actions()
        self.network = NetworkMode(self)  # Game ▸ Play Over Network
        self.library = WindowLibrary(self)  # Game ▸ Library…, every game played kept
        self.banner.new_game_clicked.connect(self.new_game)
        self.banner.review_clicked.connect(self.review)
        self.setAcceptDrops(True)  # a game record dropped on the window opens (after the question)
        self.resize(1100, 760)
        self._restore_layout()
        self.controller.subscribe(self._on_event)
        self.clocks = WindowClocks(self)  # the players' clocks beside their names, the flag check
        autosave = self.controller.autosave
        if autosave is not None:
            poster = UiThreadPoster(self)
            autosave.on_error = lambda text: poster.post(lambda: self._autosave_failed(text))
        self._apply_display()
        self.refresh()
        QTimer.singleShot(0, self.controller.maybe_start_ai)
        QTimer.singleShot(0, self.analysis.analyst.schedule)

    @property
    def session(self) -> Session[Any, Any]:
        return self.controller.session

    @property
    def path(self) -> str | None:
        """The file the game on show came from or was saved to."""
        return self.controller.path

    # -- the start page ---------------------------------------------------------------
    def _connect_start_page(self) -> None:
        page = self.start
        page.play_computer.connect(lambda game: self.start_quick_game(game, against_computer=True))
        page.play_friend.connect(lambda game: self.start_quick_game(game, against_computer=False))
        page.resume_clicked.connect(self.resume)
        page.discard_clicked.connect(self.discard_kept)
        page.open_recent.connect(self.open_recent)
        page.new_game_clicked.connect(self.new_game)

    def show_start_page(self) -> None:
        """The games, Resume for each unfinished game kept (the one on show too), the recent games."""
        self.pages.setCurrentWidget(self.start)
        self._show_kept()
        self.start.set_recent(recent_files(self.settings))
        self.dock.hide()  # the players and moves of a game not on show
        self.setWindowTitle("Xeno Games")
        self.status_label.setText(WindowText.tr("Choose a game"))
        self._update_actions()
        self.learning.fill()

    def _show_kept(self) -> None:
        autosave = self.controller.autosave
        kept = autosave.kept() if autosave is not None else []
        self.start.set_kept(kept, autosave.slot_of(self.session) if autosave is not None else None)

    def add_above_board(self, widget: QWidget) -> None:
        """Show ``widget`` above the board, under the strip (a mode's bar: the network game's)."""
        self._grid.insertWidget(1, widget)

    def show_board(self) -> None:
        if self.pages.currentWidget() is not self.board_area:
            self.pages.setCurrentWidget(self.board_area)
            self.dock.setVisible(self.actions_.show_panel.isChecked())
            self.refresh()
        self.view.widget().setFocus()

    @property
    def on_start_page(self) -> bool:
        return self.pages.currentWidget() is self.start

    def resume(self, slot: str) -> None:
        """Go on with the kept game in ``slot``, exactly as it was left (the game on show: back
        to it; another: after the question about the one on show)."""
        autosave = self.controller.autosave
        if autosave is None:
            return
        if slot == autosave.slot_of(self.session):
            self.show_board()
            return
        if not self.confirm_drop(QT_TRANSLATE_NOOP("Doing", "resume another game")):
            return
        try:
            session = autosave.load(slot)
        except RecordError as exc:
            QMessageBox.warning(
                self,
                WindowText.tr("Cannot resume the game"),
                WindowText.tr("This kept game cannot be replayed:\n{error}").format(error=exc),
            )
            return
        if session is None:
            self.status_label.setText(WindowText.tr("That game is no longer kept"))
            self._show_kept()
            return
        self.set_session(session)

    def discard_kept(self, slot: str) -> None:
        """Let a kept game go, after asking (it cannot be got back)."""
        autosave = self.controller.autosave
        if autosave is None:
            return
        answer = QMessageBox.question(
            self,
            WindowText.tr("Discard this game?"),
            WindowText.tr("Discard this unfinished game? It cannot be got back."),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        if slot == autosave.slot_of(self.session):
            self.controller.let_go()
        else:
            autosave.remove(slot)
        self._show_kept()

    # -- wiring ---------------------------------------------------------------------
    def _connect_view(self) -> None:
        self.view.move_chosen.connect(self._on_move_chosen)
        self.view.hint_changed.connect(self.status_label.setText)

    def _disconnect_view(self) -> None:
        """A view put aside says nothing to the window until it is shown again."""
        self.view.move_chosen.disconnect(self._on_move_chosen)
        self.view.hint_changed.disconnect(self.status_label.setText)

    def _connect_actions(self) -> None:
        a = self.actions_
        a.show_evaluation.toggled.connect(self.analysis.set_visible)
        a.connect(
            {
                a.new: self.new_game,
                a.start_page: self.show_start_page,
                a.open: self.open_dialog,
                a.save: self.save,
                a.save_as: self.save_as_dialog,
                a.resign: self.resign,
                a.quit: self.close,
                a.undo: self.undo,
                a.redo: self.controller.redo,
                a.copy_position: self.copy_position,
                a.copy_game: self.copy_game,
                a.paste_position: self.paste_position,
                a.hint: self.request_hint,
                a.review: self.review,
                a.back: lambda: self.go_to(self.session.cursor - 1),
                a.forward: lambda: self.go_to(self.session.cursor + 1),
                a.start: lambda: self.go_to(0),
                a.end: lambda: self.go_to(self.session.length),
                a.cancel_selection: lambda: self.view.step_back(),
                a.rules: self.show_rules,
                a.how_to_play: self.show_how_to_play,
                a.about: self.show_about,
                a.reset_view: lambda: self.view.reset_view(),
            }
        )
        a.flip.toggled.connect(lambda flipped: self.view.set_flipped(flipped))
        for action in (a.space_numbers, a.letters, a.animate, *a.speeds.values()):
            action.toggled.connect(self._apply_display)
        a.show_panel.toggled.connect(self.dock.setVisible)
        self.dock.visibilityChanged.connect(self._sync_panel_action)
        a.full_screen.toggled.connect(self.set_full_screen)

    # -- the game on show -----------------------------------------------------------------
    def set_session(self, session: Session[Any, Any], path: str | None = None) -> None:
        """Replace the game on show (new game, open, paste, resume); any search is dropped.

        Callers ask :meth:`confirm_drop` first; the game replaced stays kept for Resume
        unless the answer was Discard (or it ended, or a file holds it)."""
        let_go = self.last_answer == Drop.DISCARD
        self.last_answer = None
        self.controller.set_session(session, path, let_go=let_go)
        self.show_board()

    # -- unsaved moves ---------------------------------------------------------------------
    def has_unsaved_moves(self) -> bool:
        """True when the game on show has moves that no file holds (a lesson or puzzle: never)."""
        return self.controller.has_unsaved_moves() and not self.learning.active

    def mark_saved(self, path: str | None = None) -> None:
        self.controller.mark_saved(path)

    def confirm_drop(self, doing: str) -> bool:
        """Before ``doing`` replaces the game on show: when it has unsaved moves, the one question
        (Keep for later, Save, Discard or Cancel; :mod:`~desktop.qt.shell.unsaved_prompt`).
        True to go on; the answer stays in :attr:`last_answer` for :meth:`set_session`."""
        self.last_answer = None
        if not self.has_unsaved_moves():
            return True
        answer = self.ask_unsaved(doing)
        self.last_answer = answer
        if answer == Drop.SAVE:
            self.save()
            return not self.has_unsaved_moves()
        return answer in (Drop.KEEP, Drop.DISCARD)

    def ask_unsaved(self, doing: str) -> Drop:
        """Keep, Save, Discard or Cancel (tests replace this on the window to answer it)."""
        can_keep = self.session.final_outcome() is None
        return ask_unsaved(self, self.session.rules.info.name, doing, can_keep)

    def _show_new_game(self) -> None:
        """The controller has another game: show it in its game's view (made on first use)."""
        self._banner_dismissed = False
        old = self.view
        session = self.session
        game = session.rules.info.id
        view = self._views.get(game)
        if view is old:
            old.set_session(session)
            return
        self._disconnect_view()
        if view is None:
            view = self._views[game] = make_view(session, self.board_area)
        else:
            view.set_session(session)
        self.view = view
        view.set_flipped(self.actions_.flip.isChecked())
        self._grid.replaceWidget(old.widget(), view.widget())
        old.widget().hide()
        view.widget().show()
        self._connect_view()
        self._apply_display()

    def _on_event(self, event: Event) -> None:
        kind = event.kind
        if kind == EventKind.NEW_GAME:
            self._show_new_game()
            collector = collect_in_ui_thread()
            if collector is not None:
                collector.new_game()  # after the board is built: its objects are frozen too
            QTimer.singleShot(0, self._fit_side_panel)
        elif kind == EventKind.MOVED:
            self._banner_dismissed = False
            self.view.reset_selection()
            self.view.blocked_reason = self.controller.blocked_reason()
            self.view.animate_move(event.before, event.move, event.after)
            if not event.by_ai:
                # a player's own move: the moves, actions and status at once (Undo is there
                # for the next click)
                self._refresh_after_move()
            # the rest (an AI's move: all of it) at the next turn of the event loop, with the
            # thinking events that come with an AI's move: one refresh of them a move, and the
            # window answers between a reply and its refresh (the move list written at once as
            # well made each AI reply one long turn of the loop in a long game)
            self._refresh_soon()
            return
        elif kind in (EventKind.UNDONE, EventKind.SHOWN, EventKind.SEATS):
            self.view.reset_selection()
        elif kind in (EventKind.THINKING_STARTED, EventKind.THINKING_STOPPED):
            # an AI's move comes as thinking stopped, moved, thinking started in one turn of
            # the event loop: the two thinking events share one refresh, at the next turn
            if kind == EventKind.THINKING_STARTED:
                self._start_thinking()
            else:
                self.thinking_timer.stop()
                self.ai_label.clear()
            self._refresh_soon()
            return
        elif kind == EventKind.HINT:
            self._refresh_if_due()  # now, so that it does not write over the hint
            self.view.show_hint(event.move)
            self.status_label.setText(WindowText.tr("Hint: {move}").format(move=event.text))
            return
        elif kind == EventKind.SEARCH_FAILED:
            self._refresh_if_due()  # now, so that it does not write over the failure
            if event.purpose == "hint":
                failed = WindowText.tr("The AI could not find a hint: {error} — the game is as it was")
            else:
                failed = WindowText.tr("The AI could not choose a move: {error} — the game is as it was")
            self.status_label.setText(failed.format(error=event.text))
            if event.purpose != "hint":
                self.side.players.show_failure(event.text)
            return
        self.refresh()

    def _refresh_soon(self) -> None:
        """One :meth:`refresh` at the next turn of the event loop, however often asked."""
        if not self._refresh_due:
            self._refresh_due = True
            self._refresh_turn.ask()

    def _refresh_if_due(self) -> None:
        if self._refresh_due:
            self.refresh()

    def refresh(self) -> None:
        """Redraw the board, panels, banner, status and action states."""
        self._refresh_due = False
        self.view.blocked_reason = self.controller.blocked_reason()
        self.view.refresh()
        self._refresh_around_view()

    def _refresh_around_view(self) -> None:
        self.side.players.show_failure(self.controller.failure)
        self.side.players.update_from(self.session, self.view)
        self._refresh_after_move()
        self.analysis.show()  # after the status: a review's word on the move on show wins

    def _refresh_after_move(self) -> None:
        """The move list, the banner, the actions, the status and the title."""
        session = self.session
        self.side.moves.update_from(session, self.view)
        self._update_banner()
        self._update_actions()
        self._update_status()
        name = session.rules.info.name
        where = f" — {Path(self.path).name}" if self.path else ""
        unsaved = " •" if self.has_unsaved_moves() else ""
        self.setWindowTitle(f"{name}{where}{unsaved} — Xeno Games")

    def _update_banner(self) -> None:
        """The result at the final position; while reviewing (the banner on one line), wherever
        in the history the player looks; not after an undo took the end back."""
        session = self.session
        outcome = session.final_outcome()
        if outcome is None or not (session.at_end or self._banner_dismissed):
            self._show_turn()
            return
        names = [self.controller.player_name(p) for p in range(len(self.session.seats))]
        self.strip.show_outcome(outcome, names, compact=self._banner_dismissed)

    def _show_turn(self) -> None:
        session = self.session
        outcome = session.outcome()
        if outcome is not None:  # the end, looked at without the result's banner
            self.strip.show_turn(
                WindowText.tr("Game over: {reason}").format(reason=outcome.reason),
                self.palette().mid().color(),
            )
            return
        player = session.to_move()
        seat = session.seats[player]
        who = self.controller.player_name(player)
        if seat.is_ai:
            turn = WindowText.tr("{player} (AI, {level}) to move").format(
                player=who, level=level_label(seat.level)
            )
        else:
            turn = WindowText.tr("{player} to move").format(player=who)
        self.strip.show_turn(turn, self.view.player_colour(player))

    def _update_actions(self) -> None:
        a, s = self.actions_, self.session
        board_only = (
            a.hint, a.flip, a.reset_view, a.undo, a.redo, a.back, a.forward, a.start, a.end, a.resign,
            a.review, a.save, a.save_as, a.copy_position, a.copy_game, a.space_numbers, a.letters,
        )  # fmt: skip
        if self.on_start_page:  # no board on show: nothing of a game to act on
            for action in board_only:
                action.setEnabled(False)
            return
        for action in (a.flip, a.review, a.save, a.save_as, a.copy_position, a.copy_game):
            action.setEnabled(True)
        for action in (a.undo, a.back, a.start):  # a move to take back
            action.setEnabled(s.can_undo)
        for action in (a.redo, a.forward, a.end):  # a move to play again
            action.setEnabled(s.can_redo)
        a.resign.setEnabled(not s.is_over and any(not seat.is_ai for seat in s.seats))
        features = self.view.features
        a.reset_view.setEnabled(features.reset_view)
        a.space_numbers.setEnabled(features.space_numbers)
        a.letters.setEnabled(features.letters)
        a.hint.setEnabled(not s.is_over and not s.seat_to_move().is_ai)

    def _update_status(self) -> None:
        s = self.session
        reason = self.view.blocked_reason
        text = reason if reason else self.view.current_hint()
        if not s.at_end:
            text = WindowText.tr("Showing move {ply} of {length} — {text}").format(
                ply=s.cursor, length=s.length, text=text
            )
        outcome = s.outcome()
        if outcome is not None:
            text = WindowText.tr("Game over: {reason}").format(reason=outcome.reason)
        autosave, problem = self.controller.autosave, self._autosave_problem
        if problem is not None and autosave is not None and autosave.writes == problem[1]:
            text = f"{problem[0]} — {text}"
        self.status_label.setText(text)

    def _autosave_failed(self, text: str) -> None:
        autosave = self.controller.autosave
        self._autosave_problem = (text, autosave.writes if autosave is not None else 0)
        self._update_status()

    def status_text(self) -> str:
        return self.status_label.text()

    # -- moves and history ----------------------------------------------------------------
    def _on_move_chosen(self, move: Any) -> None:
        if self.network.active:  # a network game: the move goes through its session
            self.network.play(move)
            return
        session = self.session
        if not session.at_end:
            later = session.length - session.cursor
            answer = QMessageBox.question(
                self,
                WindowText.tr("Play here?"),
                WindowText.tr(
                    "You are looking at an earlier position. Playing here drops the %n later move. "
                    "Play here?|You are looking at an earlier position. Playing here drops the %n "
                    "later moves. Play here?",
                    None,
                    later,
                ),
            )
            if answer != QMessageBox.StandardButton.Yes:
                self.view.refresh()
                self.view.explain(self.view.current_hint())
                return
        try:
            self.controller.play(move)
        except IllegalMoveError as exc:
            self.status_label.setText(str(exc))

    def undo(self) -> None:
        """Take back a move: a finished game's result goes with the end it no longer shows."""
        self._banner_dismissed = False
        if self.network.active:  # a network game: the other side is asked
            self.network.ask_undo()
            return
        self.controller.undo()

    def go_to(self, ply: int) -> None:
        self.controller.go_to(ply)
        self.side.moves.update_from(self.session, self.view)

    def retry_ai(self) -> None:
        self.side.players.show_failure(None)
        self.controller.retry()

    def request_hint(self) -> None:
        if self.learning.active:  # a puzzle's hint: the piece to move
            self.learning.hint()
            return
        if not self.controller.request_hint():
            self.status_label.setText(WindowText.tr("A hint is for a human player to move"))

    def review(self) -> None:
        """The result stays on one line above the board; the moves that lost the most are marked."""
        if self.session.final_outcome() is not None:
            self._banner_dismissed = True
            self.banner.set_compact(True)
        self.status_label.setText(self.analysis.start_review())

    def choose_seat(self, player: int, seat: Seat) -> None:
        """The players panel handed a side to a human or to the AI at another level."""
        seats = list(self.session.seats)
        if 0 <= player < len(seats) and seats[player] != seat:
            seats[player] = seat
            self.controller.set_seats(seats)

    def _apply_display(self, _checked: bool = False) -> None:
        a = self.actions_
        speed = next((ms for ms, action in a.speeds.items() if action.isChecked()), 400)
        options = DisplayOptions(
            a.space_numbers.isChecked(), a.letters.isChecked(), a.animate.isChecked(), speed
        )
        for action in a.speeds.values():
            action.setEnabled(options.animate)
        self.view.set_display(options)

    def _fit_side_panel(self) -> None:
        """The panel as wide as this game's players need (a 6-player game's width does not stay)."""
        self.side.players.adjustSize()
        width = max(self.side.minimumSizeHint().width(), self.side.sizeHint().width(), 260)
        self.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    def _sync_panel_action(self, visible: bool) -> None:
        """Keep the menu's tick in step when the user closes the dock itself.

        Only the tick: the dock also reports "hidden" while the window is
        hidden or recreated (adding the OpenGL ball recreates the native
        window), and echoing that back through the action would hide it for good.
        """
        action = self.actions_.show_panel
        if self.on_start_page:
            return  # the start page hides the panel for itself
        action.blockSignals(True)
        action.setChecked(not self.dock.isHidden())
        action.blockSignals(False)

    # -- thinking ------------------------------------------------------------------------------
    def _start_thinking(self) -> None:
        self._tick_thinking()
        self.thinking_timer.start()

    def _tick_thinking(self) -> None:
        if self.controller.thinking_purpose == "hint":
            what = WindowText.tr("Finding a hint… {seconds} s")
        else:
            what = WindowText.tr("AI thinking… {seconds} s")
        self.ai_label.setText(what.format(seconds=f"{self.controller.thinking_seconds():.1f}"))

    # -- a record dropped on the window -------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dropped_record(event.mimeData()) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        path = dropped_record(event.mimeData())
        if path is None:
            return
        event.acceptProposedAction()
        # the question and the file's replay after the drop has ended, not inside it
        QTimer.singleShot(0, lambda: self.open_dropped(path))

    # -- window state ----------------------------------------------------------------------------
    def _restore_layout(self) -> None:
        geometry = self.settings.value("window/geometry")
        if isinstance(geometry, QByteArray | bytes):
            self.restoreGeometry(QByteArray(geometry))
        state = self.settings.value("window/state")
        if isinstance(state, QByteArray | bytes):
            self.restoreState(QByteArray(state))

    def save_layout(self) -> None:
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.setValue("window/state", self.saveState())
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.confirm_drop(QT_TRANSLATE_NOOP("Doing", "quit")):
            event.ignore()
            return
        if self.last_answer == Drop.DISCARD:
            self.controller.let_go()  # the player let this game go: nothing to resume
        self.last_answer = None
        self.network.leave()  # a host's joiners are told the host quit
        self.controller.unsubscribe(self._on_event)
        self.analysis.analyst.shutdown()
        self.learning.shutdown()
        self.library.close()  # the game on show goes into the library if it was played
        self.controller.shutdown()
        self.save_layout()
        super().closeEvent(event)
