"""Game ▸ Play Over Network in the main window: hosting, joining, and the game between.

The window shows the network session's own game (:attr:`HostSession.session`,
:attr:`JoinSession.session`): the controller holds that very session, so the
board, the move list and the autosave follow it, and nothing else changes it.
A click on the board plays through the session (:meth:`NetworkMode.play`); the
other side's moves arrive through ``poll()``, called by a timer on the UI
thread every :data:`POLL_MS`, and are animated as the controller's own moves
are (a ``MOVED`` event to the window).  The controller's AI is off: the host's
AI seats are played by the host session, which asks a searcher of its own (the app's child
process, :attr:`NetworkMode.make_searcher`): ``poll()`` never keeps the window waiting.

Undo asks the other side, whose answer shows above the board; Resign, Offer
Draw and the chat are in the Network dock.  A dropped connection pauses the
game with a banner (the joiner's with a Reconnect button); a host that quits
leaves the joiner's game saved (the autosave) with a message.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMessageBox

from desktop.control.events import EventKind
from desktop.control.searching import ChildProcessSearcher, Searcher
from desktop.core.language import QT_TRANSLATE_NOOP, Translatable
from desktop.core.protocol import GameError
from desktop.core.session import Session
from desktop.games.registry import resolve
from desktop.net.game import NetEvent, NetSeat
from desktop.net.host import HostSession
from desktop.net.join import JoinSession
from desktop.net.link import Limits, NetError
from desktop.qt.shell.network_dialogs import HostChoice, HostDialog, JoinChoice, JoinDialog, join_problem
from desktop.qt.shell.network_found import NetworkDiscovery
from desktop.qt.shell.network_panel import NetworkBar, NetworkPanel
from desktop.qt.shell.network_reading import NetworkReading
from desktop.qt.shell.ui_thread import UiThreadPoster

if TYPE_CHECKING:
    from desktop.qt.shell.main_window import MainWindow

#: how often the window asks the session what arrived (milliseconds)
POLL_MS = 50


class NetModeText(Translatable):
    """A game over the network: the panel's lines, the bar's questions, the status line."""


class NetworkMode(NetworkReading):
    """The window's network game (see the module's doc)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.host: HostSession | None = None
        self.join: JoinSession | None = None
        self.host_dialog: HostDialog | None = None
        self.join_dialog: JoinDialog | None = None
        #: a join in progress: the session, the choice, and where its thread puts how it went
        self.joining: tuple[JoinSession, JoinChoice, queue.Queue[NetError | None]] | None = None
        #: where a host listens and the address its invitation names (``None``: this computer's)
        self.bind = "0.0.0.0"
        self.address: str | None = None
        self.limits = Limits()
        #: the local network's hosts: browsed while a Join dialog is open, a waiting host advertised
        self.discovery = NetworkDiscovery()
        #: makes the searcher the host's AI seats ask (tests: one in this process)
        self.make_searcher: Callable[[], Searcher] = lambda: ChildProcessSearcher(UiThreadPoster(window).post)
        self.searcher: Searcher | None = None
        #: the joiner's reconnect: seconds between tries, and how many
        self.reconnect_delay = 1.0
        self.reconnect_tries = 5
        #: the question from the other side on show: ("undo" or "draw", the ply)
        self.question: tuple[str, int] | None = None
        self.waiting_answer = False
        self._ai_enabled = True
        self._state: tuple[Any, ...] = ()
        self._shown = False
        self.awaiting_game = False
        self._games_seen = 0  # the host's games sent: the first starts the game, the others resume it
        self.timer = QTimer(window)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.bar = NetworkBar(window.board_area)
        window.add_above_board(self.bar)
        self.panel = NetworkPanel()
        self.dock = QDockWidget("Network", window)
        self.dock.setObjectName("networkPanel")
        self.dock.setWidget(self.panel)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self.bar.reconnect_clicked.connect(self.reconnect)
        self.bar.answered.connect(self.answer)
        self.panel.chat_sent.connect(self.chat)
        self.panel.draw_clicked.connect(self.offer_draw)
        self.panel.resign_clicked.connect(self.resign)
        window.actions_.host_game.triggered.connect(self.open_host_dialog)
        window.actions_.join_game.triggered.connect(self.open_join_dialog)
        window.start.host_button.clicked.connect(self.open_host_dialog)  # the start page's entry
        window.start.join_button.clicked.connect(self.open_join_dialog)
        window.controller.subscribe(self._on_event)
        window.side.players.seat_chosen.connect(self._seat_chosen)

    # -- hosting -----------------------------------------------------------------------------
    def open_host_dialog(self) -> HostDialog:
        dialog = HostDialog(self.window, self.window.session.rules.info.id)
        dialog.host_requested.connect(self.start_hosting)
        dialog.rejected.connect(self._host_cancelled)
        self.host_dialog = dialog
        dialog.open()
        return dialog

    def start_hosting(self, choice: HostChoice) -> None:
        dialog = self.host_dialog
        if not self.window.confirm_drop(QT_TRANSLATE_NOOP("Doing", "host a game over the network")):
            return
        self.leave()
        rules, base = resolve(choice.game.game_id)
        try:
            host = HostSession(
                rules,
                {**base, **choice.game.options},
                choice.seats,
                seed=choice.game.seed,
                nodes=self.window.controller.nodes,
                on_change=self._autosave,
                bind=self.bind,
                address=self.address,
                limits=self.limits,
                time_control=choice.game.time_control,
                searcher=self._new_searcher() if any(s.kind == "ai" for s in choice.seats) else None,
            )
        except (GameError, ValueError, OSError) as exc:
            if dialog is not None:
                dialog.show_problem(NetModeText.tr("Cannot host the game: {error}").format(error=exc))
            return
        self.host = host
        self._begin()
        self.window.set_session(host.session)
        self.panel.add_line(NetModeText.tr("Hosting: the code is {code}").format(code=host.code))
        if dialog is not None:
            dialog.show_invitation(host.invitation, self._seat_lines())
        self._update()

    def _new_searcher(self) -> Searcher:
        if self.searcher is not None:
            self.searcher.shutdown()
        self.searcher = self.make_searcher()
        return self.searcher

    def _host_cancelled(self) -> None:
        if self.host is not None and not self.host.started:
            self.leave("the host stopped waiting")
            self.window.status_label.setText(NetModeText.tr("Hosting stopped"))

    # -- joining -------------------------------------------------------------------------------
    def open_join_dialog(self) -> JoinDialog:
        dialog = JoinDialog(self.window, self.discovery.browse())
        dialog.finished.connect(lambda _result: self.discovery.stop_browsing())
        dialog.join_requested.connect(self.start_joining)
        self.join_dialog = dialog
        dialog.open()
        return dialog

    def start_joining(self, choice: JoinChoice) -> None:
        """Connect and prove the code on a thread of its own (a host that never answers keeps
        the window waiting for nothing); :meth:`_joining_done` takes it from there."""
        if self.joining is not None:
            return  # already joining
        if not self.window.confirm_drop(QT_TRANSLATE_NOOP("Doing", "join a game over the network")):
            return
        self.leave()
        join = JoinSession(
            choice.host,
            choice.port,
            choice.code,
            choice.fingerprint,
            name=choice.name,
            limits=self.limits,
            reconnect_delay=self.reconnect_delay,
            reconnect_tries=self.reconnect_tries,
            on_change=self._autosave,
        )
        done: queue.Queue[NetError | None] = queue.Queue(maxsize=1)

        def connect() -> None:
            try:
                join.connect()
            except NetError as exc:
                done.put(exc)
            else:
                done.put(None)

        self.joining = (join, choice, done)
        threading.Thread(target=connect, name="net-join", daemon=True).start()
        QTimer.singleShot(POLL_MS, self._joining_done)

    def _joining_done(self) -> None:
        """The join's thread ended: joined, or the dialog says why not (else look again soon)."""
        if self.joining is None:
            return
        join, choice, done = self.joining
        try:
            failed = done.get_nowait()
        except queue.Empty:
            QTimer.singleShot(POLL_MS, self._joining_done)
            return
        self.joining = None
        dialog = self.join_dialog
        if failed is not None:
            if dialog is not None:
                dialog.show_problem(join_problem(str(failed)))
            return
        self.join = join
        self._begin()
        self.panel.add_line(
            NetModeText.tr("Joined {host}:{port}: waiting for the host's game").format(
                host=choice.host, port=choice.port
            )
        )
        self.bar.say(NetModeText.tr("Joined: waiting for the host's game…"), warn=False)
        if dialog is not None:
            dialog.joined()

    def _show_joined_session(self, session: Session[Any, Any]) -> None:
        """The host sent its game (at the start, and after each reconnect): it is on show."""
        window = self.window
        if self._shown:
            window.controller.set_session(session, let_go=True)  # the same game, sent again
            window.show_board()
        else:
            window.set_session(session)  # the game replaced: kept or let go as the player answered
            self._shown = True

    # -- the loop ------------------------------------------------------------------------------
    def _begin(self) -> None:
        controller = self.window.controller
        self._ai_enabled = controller.ai_enabled
        controller.ai_enabled = False  # the host's AI plays; the joiner has none
        controller.blocked_by = self.blocked_reason
        self.question, self.waiting_answer, self._state = None, False, ()
        self._shown = False  # the joiner: no game of the host's on show yet
        self.awaiting_game = False
        self._games_seen = 0  # the host's games sent: the first starts the game, the others resume it
        self.panel.set_playing(True)
        self.dock.show()
        self.timer.start()
        self.window.clocks.follow(self._clock_source)  # the host's clock decides; none falls here

    def poll(self) -> None:
        net: HostSession | JoinSession | None = self.host or self.join
        if net is None:
            return
        session = net.session
        on_show = session is not None and session is self.window.session
        if on_show and session is not None and not session.at_end and not net.inbox.empty():
            self.window.controller.go_to(session.length)  # a move arrives: the game goes on at its end
        events = net.poll()
        joined = self.join.session if self.join is not None else None
        if joined is not None and joined is not self.window.session:
            self._show_joined_session(joined)
        for event in events:
            self._show(event)
        self._update()

    def _show(self, event: NetEvent) -> None:
        kind, panel = event.kind, self.panel
        name = self._name(event.seat)
        if kind == "moved":
            self._animate(event.ply, event.seat)
        elif kind == "undone":
            self._answered(
                NetModeText.tr("Moves taken back: the game is back at move {number}").format(
                    number=(event.ply or 0) + 1
                )
            )
            self.window.controller.announce(EventKind.UNDONE)
        elif kind == "over":
            session = self.session
            outcome = session.final_outcome() if session is not None else None
            panel.add_line(NetModeText.tr("Game over: {reason}").format(reason=event.text))
            self._answered(None)
            self.window.controller.announce(EventKind.GAME_OVER, outcome=outcome)
        elif kind in ("undo_asked", "draw_offered"):
            if event.seat in self.local_seats():
                return  # our own question, told back
            undo = kind == "undo_asked"
            self.question = ("undo" if undo else "draw", event.ply or 0)
            if undo:
                text = NetModeText.tr("{player} asks to take back their last move").format(player=name)
                self.bar.ask(text, NetModeText.tr("Allow"), NetModeText.tr("Refuse"))
            else:
                text = NetModeText.tr("{player} offers a draw").format(player=name)
                self.bar.ask(text, NetModeText.tr("Accept Draw"), NetModeText.tr("Decline"))
            panel.add_line(text)
        elif kind in ("undo_refused", "draw_declined"):
            if kind == "undo_refused":
                what = NetModeText.tr("The take-back was refused")
            else:
                what = NetModeText.tr("The draw was declined")
            self._answered(what)
        elif kind == "said":
            who = self._who(event.seat) if event.seat is not None else ""
            panel.add_line(f"{who or name}: {event.text}")
        elif kind == "started" and self.host is not None and self.host_dialog is not None:
            self.host_dialog.done(HostDialog.DialogCode.Accepted)
            panel.add_line(NetModeText.tr("Every player has joined: the game starts"))
            self.window.show_board()
        elif kind == "closed":
            self._closed(event.text, unreachable=event.unreachable)
        elif kind == "started" and self.join is not None and self.join.session is not None:
            self.awaiting_game = False
            at, self._games_seen = self.join.session.length, self._games_seen + 1
            you = self._name(self.join.you)
            first = self._games_seen == 1
            panel.add_line(
                NetModeText.tr("The game starts: you play {player}").format(player=you)
                if first
                else NetModeText.tr("Back in the game at move {number}").format(number=at + 1)
            )
        elif event.text and kind in ("joined", "paused", "resumed", "refused", "started"):
            if kind == "paused" and self.join is not None and event.seat is None:
                self.awaiting_game = True  # this side's connection is down: the game comes again
            panel.add_line(event.text)
        if kind == "joined" and self.host_dialog is not None:
            self.host_dialog.show_seats(self._seat_lines())

    def _answered(self, text: str | None) -> None:
        """The question asked (of either side) is settled: ``text`` says how."""
        was_waiting = self.waiting_answer  # this side's question on the bar (in any language)
        self.question, self.waiting_answer = None, False
        if self.bar.asking or was_waiting:
            self.bar.clear()
        if text:
            self.panel.add_line(text)
            self.window.status_label.setText(text)
        self._state = ()

    def _animate(self, ply: int | None, seat: int | None) -> None:
        """The move ``ply`` was played into the game on show: the window animates it."""
        session = self.session
        if session is None or session is not self.window.session or ply is None or ply >= len(session.moves):
            self.window.refresh()
            return
        self.window.controller.announce(
            EventKind.MOVED,
            move=session.moves[ply],
            before=session.states[ply],
            after=session.states[ply + 1],
            player=seat,
            by_ai=True,  # refreshed at the next turn of the event loop, as an AI's move is
            text=session.move_texts[ply],
        )

    def _update(self) -> None:
        """The banner and the players' lines follow the connection's state (when it changes); a
        host waiting for players is advertised on the local network."""
        self.discovery.follow(self.host)
        players = "\n".join(self._player_lines())
        if players != self.panel.players.text():
            self.panel.players.setText(players)  # a clock's second ticks here too
        session = self.session
        self.panel.set_playing(session is not None and session.final_outcome() is None)
        state = self._connection_state()
        if state == self._state:
            return
        self._state = state
        banner, reconnect = state[0], state[1]
        if banner:
            self.bar.say(banner, reconnect=reconnect)
        elif not self.bar.asking and not self.waiting_answer:
            self.bar.clear()
        if self.host_dialog is not None and self.host is not None and not self.host.started:
            self.host_dialog.show_seats(self._seat_lines())
        self.window.refresh()

    def _closed(self, reason: str, unreachable: bool = False) -> None:
        """This side's game over the network ended (the host quit, the host cannot be reached…);
        ``unreachable`` (the event's flag, not its words, which are the player's language): the
        joiner keeps the game and offers to reconnect."""
        if self.join is not None and unreachable:
            self.bar.say(NetModeText.tr("Connection lost — {reason}").format(reason=reason), reconnect=True)
            return
        text = NetModeText.tr("The game over the network ended: {reason}.").format(reason=reason)
        if self.join is not None and self.join.session is not None and not self.join.over:
            text += NetModeText.tr(" The game is saved: Resume it from the start page.")
        self.panel.add_line(text)
        self.leave(reason)
        self.bar.say(text)
        self.window.status_label.setText(text)

    # -- what the player does ---------------------------------------------------------------
    def play(self, move: Any) -> None:
        """A click on the board chose ``move``: it goes through the session."""
        session, window = self.session, self.window
        if session is None:
            return
        if not session.at_end:
            window.go_to(session.length)
            window.status_label.setText(NetModeText.tr("The game goes on at its last move: play from there"))
            return
        text = session.rules.move_to_text(session.state, move)
        try:
            if self.host is not None:
                ply = session.length
                self.host.play(text)
                self.window.controller.announce(
                    EventKind.MOVED,
                    move=session.moves[ply],
                    before=session.states[ply],
                    after=session.states[ply + 1],
                    player=session.rules.to_move(session.states[ply]),
                    text=text,
                )
            elif self.join is not None:
                self.join.play(text)
                window.status_label.setText(NetModeText.tr("{move}: sent to the host").format(move=text))
        except (GameError, ValueError) as exc:
            window.view.reset_selection()
            window.refresh()
            window.status_label.setText(str(exc))

    def _local_seat(self) -> int:
        """The seat at this computer that resigns: the one to move after the game's last move
        (wherever the player looks back), else the first."""
        session, local = self.session, self.local_seats()
        if session is not None and session.last_to_move() in local:
            return session.last_to_move()
        return local[0] if local else 0

    def ask_undo(self) -> None:
        """Undo in a network game: ask the other side to take back this side's last move."""
        self._ask(
            "undo",
            NetModeText.tr("Asked the other side to take back your last move — waiting for the answer"),
        )

    def offer_draw(self) -> None:
        self._ask("draw", NetModeText.tr("Draw offered — waiting for the answer"))

    def _ask(self, kind: str, text: str) -> None:
        if self.waiting_answer:
            return
        try:
            self.waiting_answer = True
            self.bar.say(text, warn=False)
            self.panel.add_line(text)
            if self.host is not None:
                for event in self.host.ask(kind, self._local_seat()):
                    self._show(event)
            elif self.join is not None:
                if kind == "undo":
                    self.join.ask_undo()
                else:
                    self.join.offer_draw()
        except ValueError as exc:
            self._answered(str(exc))

    def answer(self, yes: bool) -> None:
        """This side's answer to the question on show."""
        question, self.question = self.question, None
        self.bar.clear()
        if question is None:
            return
        kind, ply = question
        self.panel.add_line(
            ("Accepted" if yes else "Refused") + (" to take back" if kind == "undo" else " a draw")
        )
        try:
            if self.host is not None:
                for seat in self.local_seats():
                    for event in self.host.answer(kind, seat, yes):
                        self._show(event)
            elif self.join is not None:
                self.join.answer(kind, yes, ply)
        except ValueError as exc:
            self.window.status_label.setText(str(exc))
        self._state = ()

    def resign(self, confirm: bool = True) -> None:
        session = self.session
        if session is None or session.final_outcome() is not None:
            return
        seat = self._local_seat()
        if confirm:
            question = NetModeText.tr("{player} gives up this game?").format(player=self._name(seat))
            answer = QMessageBox.question(self.window, NetModeText.tr("Resign?"), question)
            if answer != QMessageBox.StandardButton.Yes:
                return
        try:
            if self.host is not None:
                for event in self.host.resign(seat):
                    self._show(event)
            elif self.join is not None:
                self.join.resign()
        except ValueError as exc:
            self.window.status_label.setText(str(exc))

    def chat(self, text: str) -> None:
        try:
            if self.host is not None:
                self.host.chat(text, self._local_seat())
            elif self.join is not None:
                self.join.chat(text)
        except ValueError as exc:
            self.panel.add_line(NetModeText.tr("Not sent: {error}").format(error=exc))
            return
        self.panel.add_line(NetModeText.tr("You: {text}").format(text=text))

    def reconnect(self) -> None:
        """The joiner's Reconnect: the same invitation again, at once."""
        join = self.join
        if join is None or join.connected:
            return
        join.stopped = None
        try:
            join.connect()
        except NetError as exc:
            join.stopped = f"the host cannot be reached: {exc}"
            self.bar.say(join_problem(str(exc)), reconnect=True)
            return
        self.awaiting_game = True
        self._state = ()

    def _seat_chosen(self, _player: int, _seat: Any) -> None:
        """The players panel changed a seat: in a network game the seats are the host's."""
        session = self.session
        if session is None:
            return
        if self.host is not None:
            seats = [seat.core_seat() for seat in self.host.seats]
        else:
            assert self.join is not None
            seats = [NetSeat(s["kind"], s["level"], s["name"]).core_seat() for s in self.join.seats]
        if list(session.seats) != seats:
            self.window.controller.set_seats(seats)
        self.window.status_label.setText(NetModeText.tr("In a game over the network the host's seats stay"))

    # -- leaving -------------------------------------------------------------------------------
    def _on_event(self, event: Any) -> None:
        if event.kind == EventKind.NEW_GAME and self.active and self.window.session is not self.session:
            self.leave()  # another game on show: this one over the network is left

    def leave(self, reason: str | None = None) -> None:
        """Stop playing over the network (the host: every joiner is told ``reason``)."""
        self.timer.stop()
        host, join = self.host, self.join
        self.host = self.join = None
        self.discovery.stop_advertising()
        if self.joining is not None:  # a join still connecting: dropped when its thread ends
            pending = self.joining[0]
            self.joining = None
            pending.close(reason or "the player left")
        if host is not None:
            host.close(reason or "the host quit")
        if self.searcher is not None:
            self.searcher.shutdown()
            self.searcher = None
        if join is not None:
            join.close(reason or "the player left")
        controller = self.window.controller
        if controller.blocked_by is not None:
            controller.blocked_by = None
            controller.ai_enabled = self._ai_enabled
        self.question, self.waiting_answer, self._state = None, False, ()
        self.bar.clear()
        self.panel.set_playing(False)
        self.window.clocks.follow(None)

    def _autosave(self, session: Session[Any, Any]) -> None:
        controller = self.window.controller
        if controller.autosave is not None and controller.keep_game:
            controller.autosave.save(session)
