"""The players' clocks in the controller's game: started, switched and stopped by its events.

A game's time control and each position's clocks live in its session
(``session.time_control``; ``session.times[ply]``: every player's seconds left
at the position after ``ply`` moves), so the records and the autosave keep
them.  :class:`GameClocks` listens to a :class:`~desktop.control.controller.GameController`
and runs one :class:`~desktop.core.clock.Clock` over that history:

- a move charges the mover's time up to the moment it came (and adds the
  increment; a move's time starts again whole), and the next side's time runs;
- the time runs at one position, the *live* one: where the last move was
  played, or where undo took the game back to.  Browsing earlier positions
  (the move list, ←/→) does not stop it; undo puts every clock back to what it
  was at the position it goes back to (as the history keeps each position's
  times), and the side to move there runs from then.  Going forward past the
  live position again (redo) does the same at the position reached;
- :meth:`GameClocks.check` (the window calls it from a timer, the controller
  before every move) ends the game when the side whose time runs has none left:
  :meth:`~desktop.control.controller.GameController.time_out`, an outcome that
  names the flag fall ("Pink ran out of time");
- the AI's time for a move follows its clock (:meth:`GameClocks.ai_seconds`).

No Qt here, and no clock read but ``now``, the time source the owner gives
(monotonic seconds): the tests pass a number they advance, and never sleep.

>>> from desktop.control.controller import GameController
>>> from desktop.control.searching import InlineSearcher
>>> from desktop.core.clock import TimeControl
>>> from desktop.core.session import Session
>>> from desktop.games.registry import resolve
>>> rules, options = resolve("oxono")
>>> t = [0.0]
>>> controller = GameController(Session(rules, time_control=TimeControl.from_text("3+2")), InlineSearcher())
>>> clocks = GameClocks(controller, now=lambda: t[0])
>>> t[0] = 10.0; controller.play_text("X d3-d6 d5")
>>> clocks.times()
(172.0, 180.0)
>>> t[0] = 400.0; clocks.check(), controller.session.outcome().reason
(1, 'Black ran out of time')
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from desktop.control.controller import GameController
from desktop.control.events import Event, EventKind
from desktop.core.clock import NO_CLOCK, Clock, TimeControl
from desktop.core.session import Session

Now = Callable[[], float]
#: the pause that means another clock decides and keeps the session's times (a network game's
#: host's): while it lasts these clocks neither run nor write ``session.times``
ELSEWHERE = "network"


class GameClocks:
    """The clocks of whatever game ``controller`` shows; ``now`` tells the time."""

    def __init__(self, controller: GameController, now: Now = time.monotonic) -> None:
        self.controller = controller
        self.now = now
        #: why nothing runs now (the window shows no game, another clock decides…); empty: it runs
        self._pauses: set[str] = set()
        self.clock = Clock(NO_CLOCK, 1)
        self._live = 0
        controller.clocks = self
        controller.subscribe(self._on_event)
        self._new_game()

    def detach(self) -> None:
        """Stop listening (the controller keeps no clocks)."""
        self.controller.unsubscribe(self._on_event)
        if self.controller.clocks is self:
            self.controller.clocks = None

    # -- reading ---------------------------------------------------------------------------
    @property
    def session(self) -> Session[Any, Any]:
        return self.controller.session

    @property
    def control(self) -> TimeControl:
        return self.session.time_control

    @property
    def timed(self) -> bool:
        return self.control.timed

    @property
    def running(self) -> int | None:
        """The player whose time runs now, if any."""
        return self.clock.running if self.timed else None

    @property
    def live_ply(self) -> int:
        """The position whose side to move's time runs."""
        return self._live

    def left(self, player: int) -> float:
        return self.clock.left(player, self.now())

    def times(self) -> tuple[float, ...]:
        """Every player's seconds left now (none without a clock)."""
        return self.clock.times(self.now()) if self.timed else ()

    def low(self, player: int) -> bool:
        """Whether ``player``'s time is low enough to mark."""
        return self.timed and self.control.low(self.left(player))

    def ai_seconds(self) -> float | None:
        """The most the AI to move may think by its clock (``None`` without one); its level's
        own budget caps it too."""
        if not self.timed:
            return None
        return self.control.ai_seconds(self.left(self.session.to_move()))

    # -- the flag ------------------------------------------------------------------------
    def check(self) -> int | None:
        """End the game if the time that runs has run out; the player who lost, or ``None``."""
        if not self.timed:
            return None
        now = self.now()
        loser = self.clock.flagged(now)
        if loser is None:
            return None
        self.clock.stop(now)
        session = self.session
        if session.cursor != self._live:  # looking at an earlier position: the game ends where it is
            session.go_to(self._live)
        self._store(self._live, self.clock.times(now))
        self.controller.time_out(loser)
        return loser

    # -- pausing ---------------------------------------------------------------------------
    @property
    def paused(self) -> bool:
        """True while nothing runs here and no flag falls."""
        return bool(self._pauses)

    def pause(self, why: str = "paused") -> None:
        """Stop the time for ``why`` (``"start page"``: the window shows no game; ``"network"``:
        the host's clock decides); it runs again once every reason is taken back (:meth:`resume`)."""
        if why not in self._pauses:
            self._pauses.add(why)
            self._run(self.now())

    def resume(self, why: str = "paused") -> None:
        if why in self._pauses:
            self._pauses.discard(why)
            if why == ELSEWHERE and self.timed and self.session.cursor != self._live:
                self._restore(self.session.cursor)  # moves came meanwhile: on from the times kept
            else:
                self._run(self.now())

    # -- the controller's events ---------------------------------------------------------------
    def _on_event(self, event: Event) -> None:
        kind = event.kind
        if kind == EventKind.NEW_GAME:
            self._new_game()
        elif not self.timed or ELSEWHERE in self._pauses:
            return  # no clock, or another decides and keeps the times (a network game's host)
        elif kind == EventKind.MOVED:
            self._moved(event)
        elif kind == EventKind.UNDONE or (kind == EventKind.SHOWN and self.session.cursor > self._live):
            self._restore(self.session.cursor)
        elif kind == EventKind.GAME_OVER:
            self._game_over()

    def _new_game(self) -> None:
        session = self.session
        self.clock = Clock(session.time_control, len(session.seats))
        if not self.timed:
            self._live = session.cursor
            return
        if not session.times:
            session.times.append(self.clock.times(self.now()))  # the start: everyone's whole time
        self._restore(session.cursor)

    def _moved(self, event: Event) -> None:
        session = self.session
        now = self.now()
        before = session.cursor - 1
        if before != self._live:  # played from another position than the live one: its clocks
            self.clock.set_times(self._times_at(before), now)
        mover = event.player if event.player is not None else self.clock.running
        if mover is not None and self.clock.running != mover:
            self.clock.start(mover, now)  # paused, or from another position: nothing to charge
        following = session.to_move() if session.outcome() is None else mover
        if following is not None:
            self.clock.switch(following, now)
        self._live = session.cursor
        self._store(self._live, self.clock.times(now))
        self._run(now)

    def _restore(self, ply: int) -> None:
        """The clocks as they were at ``ply``, and the time of the side to move there runs."""
        now = self.now()
        self.clock.stop(now)
        self._live = ply
        self.clock.set_times(self._times_at(ply), now)
        self._run(now)

    def _game_over(self) -> None:
        session = self.session
        now = self.now()
        if session.cursor != self._live:
            self._restore(session.cursor)  # resigned while looking at an earlier position
            return
        self.clock.stop(now)
        self._store(self._live, self.clock.times(now))  # the time left when the game ended

    # -- helpers -----------------------------------------------------------------------
    def _times_at(self, ply: int) -> tuple[float, ...]:
        times = self.session.times
        if not times:
            return Clock(self.control, self.clock.players).times(0.0)
        return times[min(ply, len(times) - 1)]

    def _store(self, ply: int, times: tuple[float, ...]) -> None:
        """``times`` are the clocks at ``ply``; what was kept past it goes."""
        kept = self.session.times
        del kept[ply + 1 :]
        while len(kept) < ply:
            kept.append(kept[-1] if kept else times)
        if len(kept) == ply:
            kept.append(times)
        else:
            kept[ply] = times

    def _should_run(self) -> int | None:
        """Whose time runs at the live position: the side to move, unless the game is over
        there or the clocks are paused."""
        session = self.session
        if not self.timed or self.paused:
            return None
        ply = min(self._live, session.length)
        state = session.states[ply]
        if session.rules.outcome(state) is not None:
            return None
        if ply == session.length and session.resignation is not None:
            return None
        return session.rules.to_move(state)

    def _run(self, now: float) -> None:
        player = self._should_run()
        if player is None:
            self.clock.stop(now)
        elif self.clock.running != player:
            self.clock.start(player, now)
