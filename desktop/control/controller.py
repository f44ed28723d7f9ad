"""The game controller: the one model every view and the command line drive.

It owns the :class:`~desktop.core.session.Session` (history, cursor, seats),
decides when an AI seat moves and asks a :class:`~desktop.control.searching.Searcher`
for the move, gives hints, and tells its listeners what happened
(:class:`~desktop.control.events.Event`).  It knows no Qt: the main window is
one listener, tests are another.

One rule decides whether a search's reply is still wanted: it must answer
the request in flight, and that request is dropped whenever the position on
show, the game or the seats change (:meth:`GameController._wanted`).

>>> from desktop.control.searching import InlineSearcher
>>> from desktop.core.session import Seat, Session
>>> from desktop.games.registry import resolve
>>> rules, options = resolve("oxono")
>>> searcher = InlineSearcher()
>>> controller = GameController(Session(rules, options, seats=[Seat.human(), Seat.ai("random")]), searcher)
>>> controller.play_text("X d3-d6 d5")
>>> controller.thinking, searcher.run_pending(), controller.session.ply
(True, 1, 2)
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from desktop.ai.levels import level_label
from desktop.control.autosave import Autosaver
from desktop.control.events import Event, EventKind
from desktop.control.searching import Purpose, Searcher, SearchReply, SearchRequest
from desktop.core.language import Translatable
from desktop.core.protocol import IllegalMoveError, Outcome
from desktop.core.session import Seat, Session

if TYPE_CHECKING:
    from desktop.control.clocks import GameClocks

Listener = Callable[[Event], None]


def _saved_mark(session: Session[Any, Any], saved: bool = True) -> tuple[Any, ...]:
    """What a file holding ``session`` holds (``saved=False``: none of its moves)."""
    moves = tuple(session.move_texts) if saved else ()
    return (id(session), moves, tuple(session.seats), session.resignation if saved else None)


HINT_LEVEL = "medium"


class ControllerText(Translatable):
    """What the controller tells the player (why a click does nothing)."""


class GameController:
    """Session + seats + AI turns + hints, with listeners."""

    def __init__(
        self,
        session: Session[Any, Any],
        searcher: Searcher,
        *,
        nodes: int | None = None,
        hint_level: str = HINT_LEVEL,
        autosave: Autosaver | None = None,
    ) -> None:
        self._session = session
        self.searcher = searcher
        #: keeps the game on disk after every change (None: not kept)
        self.autosave = autosave
        #: a node budget for every search (tests, repeatable play); ``None``: the levels' time budgets
        self.nodes = nodes
        self.hint_level = hint_level
        #: False stops AI seats from moving (e.g. while a dialog is open); hints still work
        self.ai_enabled = True
        self._pending: SearchRequest | None = None
        #: who may click now, when another than the seats decides (a network game), else None
        self.blocked_by: Callable[[], str | None] | None = None
        self._thinking_since = 0.0
        self._listeners: list[Listener] = []
        #: the hint on show for the position on show, if any
        self.hint: Any = None
        #: replies that arrived for a request no longer wanted (a test reads it)
        self.dropped_replies = 0
        #: why the last AI search failed (cleared by the next change or a retry)
        self.failure: str | None = None
        #: the file the game on show was opened from or saved to, if any
        self.path: str | None = None
        #: False while the game on show is no game to keep (a lesson, a puzzle): not autosaved
        self.keep_game = True
        self._saved = _saved_mark(session, saved=False)
        #: the players' clocks (a :class:`~desktop.control.clocks.GameClocks` sets itself here)
        self.clocks: GameClocks | None = None

    # -- listening ---------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def unsubscribe(self, listener: Listener) -> None:
        self._listeners.remove(listener)

    def _tell(self, kind: EventKind, **fields: Any) -> None:
        event = Event(kind, **fields)
        for listener in list(self._listeners):
            listener(event)

    def announce(self, kind: EventKind, **fields: Any) -> None:
        """Tell the listeners of a change made to the session from outside the controller (a
        move relayed over the network): the window redraws as for the controller's own."""
        self._tell(kind, **fields)

    # -- reading -----------------------------------------------------------------------
    @property
    def session(self) -> Session[Any, Any]:
        return self._session

    @property
    def thinking(self) -> bool:
        """True while a search this controller still wants is running."""
        return self._pending is not None

    @property
    def thinking_purpose(self) -> Purpose | None:
        return self._pending.purpose if self._pending is not None else None

    def thinking_seconds(self) -> float:
        return time.monotonic() - self._thinking_since if self._pending is not None else 0.0

    def player_name(self, player: int) -> str:
        return self._session.rules.player_name(self._session.state, player)

    def blocked_reason(self) -> str | None:
        """Why a human's click cannot play now, or ``None`` when it can (or the game is over);
        :attr:`blocked_by` answers instead when it is set (a network game's own rules)."""
        if self.blocked_by is not None:
            return self.blocked_by()
        session = self._session
        if session.is_over:
            return None
        seat = session.seat_to_move()
        if seat.is_ai:
            name = self.player_name(session.to_move())
            if session.at_end:
                wait = ControllerText.tr("{player} is played by the AI ({level}): wait for its move")
                return wait.format(player=name, level=level_label(seat.level).lower())
            here = ControllerText.tr("{player} is played by the AI here: go to the end (End) to play on")
            return here.format(player=name)
        return None

    # -- saved or not ----------------------------------------------------------------------
    def has_unsaved_moves(self) -> bool:
        """True when the game on show has moves that no file of the player's holds."""
        return self._session.length > 0 and _saved_mark(self._session) != self._saved

    def mark_saved(self, path: str | None = None) -> None:
        """The game on show, as it is now, is in the file ``path`` (default: the one it has)."""
        if path is not None:
            self.path = path
        self._saved = _saved_mark(self._session)

    # -- changing the game ---------------------------------------------------------------
    def set_session(
        self, session: Session[Any, Any], path: str | None = None, *, let_go: bool = False
    ) -> None:
        """Show another game (new, opened from ``path``, pasted, resumed); a search in flight is
        dropped.  The game replaced keeps its autosave, to be resumed later, unless ``let_go``
        (the player discarded it), it has ended, or a file of the player's holds all of it."""
        old = self._session
        if self.autosave is not None and old is not session:
            in_a_file = self.path is not None and not self.has_unsaved_moves()
            if let_go or in_a_file or old.final_outcome() is not None:
                self.autosave.forget(old)
        self._drop_search()
        self._session = session
        self.path = path
        # a game just opened holds no unsaved moves; any other new game holds only its moves
        self._saved = _saved_mark(session, saved=path is not None)
        self._tell(EventKind.NEW_GAME)
        self._after_change()

    def let_go(self) -> None:
        """The player discarded the game on show (quitting): its autosave goes."""
        if self.autosave is not None:
            self.autosave.forget(self._session)

    def play(self, move: Any) -> None:
        """Play ``move`` at the cursor (a human's choice); moves after the cursor are dropped."""
        self._play(move, by_ai=False)

    def play_text(self, text: str) -> None:
        self.play(self._session.rules.move_from_text(self._session.state, text))

    def _play(self, move: Any, by_ai: bool) -> None:
        session = self._session
        before = session.state
        player = session.to_move()
        text = session.rules.move_to_text(before, move) if not session.is_over else ""
        if self.clocks is not None and self.clocks.check() is not None:
            return  # the time ran out before the move came: the game is over
        session.play(move)  # raises IllegalMoveError, leaving everything as it was
        self._drop_search()
        self._tell(
            EventKind.MOVED,
            move=move,
            before=before,
            after=session.state,
            player=player,
            by_ai=by_ai,
            text=text,
        )
        self._after_change()

    def undo(self) -> None:
        """Take back a move (against the AI: back to the human's previous turn)."""
        self._move_cursor(self._session.undo, EventKind.UNDONE)

    def redo(self) -> None:
        self._move_cursor(self._session.redo, EventKind.SHOWN)

    def go_to(self, ply: int) -> None:
        """Show the position after ``ply`` moves (the game is unchanged)."""
        ply = max(0, min(ply, self._session.length))
        self._move_cursor(lambda: self._session.go_to(ply), EventKind.SHOWN)

    def _move_cursor(self, move: Callable[[], None], kind: EventKind) -> None:
        cursor = self._session.cursor
        self._drop_search()
        move()
        if self._session.cursor != cursor:
            self._tell(kind)
        self._after_change()

    def resigning_player(self) -> int:
        """Who Resign gives up for: the one human at the table when there is one, else the
        player to move."""
        session = self._session
        humans = [i for i, seat in enumerate(session.seats) if not seat.is_ai]
        return humans[0] if len(humans) == 1 else session.to_move()

    def resign(self, player: int | None = None) -> Outcome:
        """``player`` (default: the one to move) gives up."""
        self._drop_search()
        outcome = self._session.resign(player)
        self._keep()
        self._tell(EventKind.GAME_OVER, outcome=outcome)
        return outcome

    def time_out(self, player: int) -> Outcome:
        """``player`` ran out of time (the clocks tell): the game ends at the position on show."""
        self._drop_search()
        outcome = self._session.lose_on_time(player)
        self._keep()
        self._tell(EventKind.GAME_OVER, outcome=outcome)
        return outcome

    def set_seats(self, seats: Sequence[Seat]) -> None:
        """Change who plays; an AI now to move starts thinking."""
        self._drop_search()
        self._session.set_seats(seats)
        self._tell(EventKind.SEATS)
        self._after_change()

    def _keep(self) -> None:
        if self.autosave is not None and self.keep_game:
            self.autosave.save(self._session)

    def retry(self) -> None:
        """Ask the AI again after a failed search (a new child process starts if the old one died)."""
        self.failure = None
        self.maybe_start_ai()

    def _after_change(self) -> None:
        self._keep()
        self.failure = None
        self.hint = None
        outcome = self._session.outcome()
        if outcome is not None and self._session.at_end:
            self._tell(EventKind.GAME_OVER, outcome=outcome)
        self.maybe_start_ai()

    # -- the AI ---------------------------------------------------------------------------
    def maybe_start_ai(self) -> None:
        """Ask the searcher for a move when an AI seat is to move at the end of the history."""
        session = self._session
        if not self.ai_enabled or not session.is_ai_turn() or self.failure is not None:
            return
        if self._pending is not None and self._pending.purpose == "move":
            return
        self._start("move", session.seat_to_move().level, session.seed * 1000 + session.ply)

    def request_hint(self) -> bool:
        """Ask for a hint for the human to move; False (and nothing asked) when there is none to give."""
        session = self._session
        if session.is_over or session.seat_to_move().is_ai:
            return False
        self._start("hint", self.hint_level, session.seed + session.ply)
        return True

    def cancel_search(self) -> None:
        """Stop thinking (the window closes a dialog, the user presses Escape…)."""
        self._drop_search()

    def shutdown(self) -> None:
        self._drop_search()
        self.searcher.shutdown()
        if self.autosave is not None:
            self.autosave.close()

    def _start(self, purpose: Purpose, level: str, seed: int) -> None:
        self._drop_search()
        session = self._session
        seconds = self.clocks.ai_seconds() if self.clocks is not None and purpose == "move" else None
        request = SearchRequest(session.rules, session.state, level, seed, purpose, self.nodes, seconds)
        self._pending = request
        self._thinking_since = time.monotonic()
        self._tell(EventKind.THINKING_STARTED, purpose=purpose)
        self.searcher.search(request, self._on_reply)

    def _drop_search(self) -> None:
        if self._pending is None:
            return
        purpose = self._pending.purpose
        self._pending = None
        self.searcher.cancel()
        self._tell(EventKind.THINKING_STOPPED, purpose=purpose)

    def _wanted(self, reply: SearchReply) -> bool:
        """The one rule: a reply is used only for the request in flight, at the position it was asked for."""
        return reply.request is self._pending and reply.request.state is self._session.state

    def _on_reply(self, reply: SearchReply) -> None:
        if not self._wanted(reply):
            self.dropped_replies += 1
            return
        request = reply.request
        self._pending = None
        self._tell(EventKind.THINKING_STOPPED, purpose=request.purpose)
        if reply.move is None:
            self.failure = reply.error or ControllerText.tr("no move")
            player = self._session.to_move()
            self._tell(EventKind.SEARCH_FAILED, text=self.failure, purpose=request.purpose, player=player)
            return
        if request.purpose == "hint":
            self.hint = reply.move
            text = self._session.rules.move_to_text(request.state, reply.move)
            self._tell(EventKind.HINT, move=reply.move, text=text)
            return
        try:
            self._play(reply.move, by_ai=True)
        except IllegalMoveError as exc:  # an AI bug must not end the app
            self._tell(
                EventKind.SEARCH_FAILED,
                text=ControllerText.tr("the AI chose an illegal move: {error}").format(error=exc),
            )
