"""The main window every game shares: board, side panel, status bar, banner.

The window owns one :class:`Session`; every change to it (a move, undo, a
jump in the history) comes back through the session's listener, which
redraws everything and starts the AI when an AI seat is to move at the end
of the history.  File, clipboard and dialog commands live in
:mod:`desktop.qt.window_commands`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QSettings, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QGridLayout, QLabel, QMainWindow, QMessageBox, QWidget

from desktop.core.protocol import IllegalMoveError
from desktop.core.session import Session
from desktop.games.registry import resolve
from desktop.qt.actions import WindowActions
from desktop.qt.ai_worker import AiWorker
from desktop.qt.banner import ResultBanner
from desktop.qt.settings import make_settings
from desktop.qt.side_panel import SidePanel
from desktop.qt.views import make_view
from desktop.qt.window_commands import WindowCommands

if TYPE_CHECKING:
    from desktop.qt.views import GameView


@dataclass
class PendingSearch:
    """A search the window asked for: the AI's move, or a hint for a human."""

    kind: str  # "ai" or "hint"
    generation: int
    state: Any


class MainWindow(WindowCommands, QMainWindow):
    """Board in the middle, Players and Moves in a dock, status bar below."""

    def __init__(self, session: Session[Any, Any] | None = None, settings: QSettings | None = None) -> None:
        super().__init__()
        self.setWindowTitle("Xeno Games")
        self.settings = settings if settings is not None else make_settings()
        if session is None:
            rules, options = resolve("oxono")
            session = Session(rules, options)
        self.session: Session[Any, Any] = session
        self.path: str | None = None
        self.pending: PendingSearch | None = None
        self.stale_results = 0
        self.thinking_ticks = 0
        self._banner_dismissed = False

        self.worker = AiWorker(self)
        self.worker.move_found.connect(self._on_search_result)
        self.worker.search_failed.connect(self._on_search_failed)

        self.status_label = QLabel(self)
        self.ai_label = QLabel(self)
        self.board_area = QWidget(self)
        self._grid = QGridLayout(self.board_area)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self.view: GameView = make_view(session, self.board_area)
        self.banner = ResultBanner(self.board_area)
        self._grid.addWidget(self.view, 0, 0)
        self._grid.addWidget(self.banner, 0, 0, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.setCentralWidget(self.board_area)
        self._connect_view()

        self.side = SidePanel(self)
        self.dock = QDockWidget("Players and moves", self)
        self.dock.setObjectName("sidePanel")
        self.dock.setWidget(self.side)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.side.moves.ply_chosen.connect(self.go_to)

        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.ai_label)
        self.thinking_timer = QTimer(self)
        self.thinking_timer.setInterval(100)
        self.thinking_timer.timeout.connect(self._tick_thinking)

        self.actions_ = WindowActions(self)
        self._connect_actions()
        self.banner.new_game_clicked.connect(self.new_game)
        self.banner.review_clicked.connect(self.review)
        self.resize(1100, 760)
        self._restore_layout()
        self.session.subscribe(self._on_session_changed)
        self.refresh()
        QTimer.singleShot(0, self.maybe_start_ai)

    # -- wiring ---------------------------------------------------------------------
    def _connect_view(self) -> None:
        self.view.move_chosen.connect(self._on_move_chosen)
        self.view.hint_changed.connect(self.status_label.setText)

    def _connect_actions(self) -> None:
        a = self.actions_
        a.connect(
            {
                a.new: self.new_game,
                a.open: self.open_dialog,
                a.save: self.save,
                a.save_as: self.save_as_dialog,
                a.resign: self.resign,
                a.quit: self.close,
                a.undo: self.undo,
                a.redo: self.redo,
                a.copy_position: self.copy_position,
                a.paste_position: self.paste_position,
                a.hint: self.request_hint,
                a.back: lambda: self.go_to(self.session.cursor - 1),
                a.forward: lambda: self.go_to(self.session.cursor + 1),
                a.start: lambda: self.go_to(0),
                a.end: lambda: self.go_to(self.session.length),
                a.cancel_selection: self.view_step_back,
                a.rules: self.show_rules,
                a.about: self.show_about,
            }
        )
        a.flip.toggled.connect(self.set_flip)
        a.reset_view.triggered.connect(self._reset_view)
        a.space_numbers.toggled.connect(self._apply_ball_options)
        a.letters.toggled.connect(self._apply_ball_options)
        a.animate.toggled.connect(self._apply_ball_options)
        a.show_panel.toggled.connect(self.dock.setVisible)
        self.dock.visibilityChanged.connect(self._sync_panel_action)
        a.full_screen.toggled.connect(self.set_full_screen)

    # -- the session ------------------------------------------------------------------
    def set_session(self, session: Session[Any, Any], path: str | None = None) -> None:
        """Replace the game on show (new game, open, paste); any search is cancelled."""
        self.cancel_search()
        same_game = session.rules.info.id == self.session.rules.info.id
        self.session = session
        self.path = path
        self._banner_dismissed = False
        if same_game:
            self.view.set_session(session)
        else:
            flip = self.view.flip
            old = self.view
            self.view = make_view(session, self.board_area)
            self.view.flip = flip
            self._grid.replaceWidget(old, self.view)
            old.deleteLater()
            self._connect_view()
            self._apply_ball_options()
            self.banner.raise_()
        session.subscribe(self._on_session_changed)
        self.refresh()
        self.maybe_start_ai()

    def _on_session_changed(self) -> None:
        pending = self.pending
        if pending is not None and (
            self.session.state is not pending.state
            or (pending.kind == "ai" and not self.session.is_ai_turn())
        ):
            self.cancel_search()
        self.view.reset_selection()
        self.refresh()
        self.maybe_start_ai()

    def refresh(self) -> None:
        """Redraw the board, panels, banner, status and action states."""
        session = self.session
        self.view.blocked_reason = self._blocked_reason()
        self.view.refresh()
        self.side.players.update_from(session, self.view)
        self.side.moves.update_from(session, self.view)
        self._update_banner()
        self._update_actions()
        self._update_status()
        name = session.rules.info.name
        where = f" — {self.path}" if self.path else ""
        self.setWindowTitle(f"Xeno Games — {name}{where}")

    def _player(self, player: int) -> str:
        return self.session.rules.player_name(self.session.state, player)

    def _blocked_reason(self) -> str | None:
        session = self.session
        if session.is_over:
            return None
        seat = session.seat_to_move()
        if seat.is_ai:
            name = self._player(session.to_move())
            if session.at_end:
                return f"{name} is played by the AI ({seat.level}): wait for its move"
            return f"{name} is played by the AI here: go to the end (End) to play on"
        return None

    def _update_banner(self) -> None:
        outcome = self.session.outcome()
        if outcome is not None and not self._banner_dismissed:
            names = [self._player(p) for p in range(len(self.session.seats))]
            self.banner.show_outcome(outcome, names)
        else:
            self.banner.hide()

    def _update_actions(self) -> None:
        a, s = self.actions_, self.session
        a.undo.setEnabled(s.can_undo)
        a.redo.setEnabled(s.can_redo)
        a.back.setEnabled(s.can_undo)
        a.start.setEnabled(s.can_undo)
        a.forward.setEnabled(s.can_redo)
        a.end.setEnabled(s.can_redo)
        a.resign.setEnabled(not s.is_over and any(not seat.is_ai for seat in s.seats))
        has_ball = hasattr(self.view, "ball")
        for action in (a.reset_view, a.space_numbers, a.letters):
            action.setEnabled(has_ball)
        a.hint.setEnabled(not s.is_over and not s.seat_to_move().is_ai)

    def _update_status(self) -> None:
        s = self.session
        reason = self.view.blocked_reason
        text = reason if reason else self.view.current_hint()
        if not s.at_end:
            text = f"Showing move {s.cursor} of {s.length} — {text}"
        outcome = s.outcome()
        if outcome is not None:
            text = f"Game over: {outcome.reason}"
        self.status_label.setText(text)

    def status_text(self) -> str:
        return self.status_label.text()

    # -- moves and history ----------------------------------------------------------------
    def _on_move_chosen(self, move: Any) -> None:
        session = self.session
        if not session.at_end:
            later = session.length - session.cursor
            answer = QMessageBox.question(
                self,
                "Play here?",
                f"You are looking at an earlier position. Playing here drops the {later} "
                f"later move{'s' if later != 1 else ''}. Play here?",
            )
            if answer != QMessageBox.StandardButton.Yes:
                self.view.refresh()
                self.view.announce_hint()
                return
        try:
            session.play(move)
        except IllegalMoveError as exc:
            self.status_label.setText(str(exc))
            return
        self._banner_dismissed = False
        self._update_banner()

    def undo(self) -> None:
        self.cancel_search()
        self.session.undo()

    def redo(self) -> None:
        self.session.redo()

    def go_to(self, ply: int) -> None:
        if 0 <= ply <= self.session.length:
            self.session.go_to(ply)
        self.side.moves.update_from(self.session, self.view)

    def view_step_back(self) -> None:
        self.view.step_back()

    def review(self) -> None:
        self._banner_dismissed = True
        self.banner.hide()

    def set_flip(self, flipped: bool) -> None:
        self.view.flip = flipped

    def _reset_view(self) -> None:
        reset = getattr(self.view, "reset_view", None)
        if reset is not None:
            reset()

    def _apply_ball_options(self, _checked: bool = False) -> None:
        """Space numbers and letters, for views that draw them (the ball)."""
        if hasattr(self.view, "animate_moves"):
            self.view.animate_moves = self.actions_.animate.isChecked()
        ball = getattr(self.view, "ball", None)
        if ball is not None:
            ball.show_numbers = self.actions_.space_numbers.isChecked()
            ball.letters = self.actions_.letters.isChecked()
            ball.update()

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
        action.blockSignals(True)
        action.setChecked(not self.dock.isHidden())
        action.blockSignals(False)

    # -- the AI ------------------------------------------------------------------------------
    def maybe_start_ai(self) -> None:
        """Start the AI's search when an AI seat is to move at the end of the history."""
        session = self.session
        if not session.is_ai_turn():
            return
        if self.pending is not None and self.pending.kind == "ai" and self.pending.state is session.state:
            return
        level = session.seat_to_move().level
        seed = session.seed * 1000 + session.ply
        generation = self.worker.request(session.rules, session.state, level, seed)
        self.pending = PendingSearch("ai", generation, session.state)
        self._start_thinking()

    def request_hint(self) -> None:
        session = self.session
        if session.is_over or session.seat_to_move().is_ai:
            self.status_label.setText("A hint is for a human player to move")
            return
        generation = self.worker.request(session.rules, session.state, "medium", session.seed + session.ply)
        self.pending = PendingSearch("hint", generation, session.state)
        self._start_thinking()

    def cancel_search(self) -> None:
        if self.pending is not None:
            self.worker.cancel()
            self.pending = None
        self.thinking_timer.stop()
        self.ai_label.clear()

    def _start_thinking(self) -> None:
        self.thinking_ticks = 0
        self.ai_label.setText("AI thinking… 0.0 s")
        self.thinking_timer.start()

    def _tick_thinking(self) -> None:
        self.thinking_ticks += 1
        self.ai_label.setText(f"AI thinking… {self.worker.elapsed():.1f} s")

    def _on_search_result(self, generation: int, move: Any) -> None:
        pending = self.pending
        if (
            pending is None
            or generation != pending.generation
            or generation != self.worker.generation
            or pending.state is not self.session.state
        ):
            self.stale_results += 1
            return
        self.pending = None
        self.thinking_timer.stop()
        self.ai_label.clear()
        if pending.kind == "hint":
            text = self.session.rules.move_to_text(self.session.state, move)
            self.status_label.setText(f"Hint: {text}")
            return
        self.session.play(move)

    def _on_search_failed(self, generation: int, message: str) -> None:
        if self.pending is not None and generation == self.pending.generation:
            self.cancel_search()
            QMessageBox.critical(self, "AI error", f"The AI could not choose a move:\n{message}")

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
        self.cancel_search()
        self.worker.shutdown(3.0)
        self.save_layout()
        super().closeEvent(event)
