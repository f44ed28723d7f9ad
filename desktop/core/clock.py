"""Time controls and a chess clock: pure arithmetic, told the time by its owner.

A :class:`TimeControl` says how much time each player has: none, minutes per
game with an increment added after each move (``"5+3"``), or seconds per
move (``"30 s/move"``).  A :class:`Clock` keeps each player's time left under
one; it never reads a clock itself: its owner passes ``now`` (monotonic
seconds) to every call, so a test advances a number instead of sleeping, and
over a network the host's clock alone decides.

>>> control = TimeControl.from_text("3+2")
>>> control.text(), control.seconds, control.increment
('3+2', 180.0, 2.0)
>>> clock = Clock(control, 2)
>>> clock.start(0, now=100.0)
>>> clock.left(0, now=110.0)
170.0
>>> clock.switch(1, now=110.0)  # player 0 moved after 10 s: charged, and 2 s added
>>> clock.left(0, now=150.0), clock.left(1, now=150.0)
(172.0, 140.0)
>>> clock.flagged(now=290.0)
1
>>> format_time(59.95), format_time(7.25), format_time(0.0)
('0:59', '0:07.2', '0:00')
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from desktop.core.language import Translatable

#: the longest time control accepted: ten hours a player (or a move)
MAX_SECONDS = 10 * 3600.0
#: the largest increment accepted
MAX_INCREMENT = 3600.0
KINDS = ("none", "game", "move")


class ClockText(Translatable):
    """How a time control reads to a player (its text, ``5+3``, never changes)."""


@dataclass(frozen=True)
class TimeControl:
    """How much time the players have.

    ``kind`` is ``"none"`` (no clock), ``"game"`` (``seconds`` for the whole game per
    player, ``increment`` seconds added after each move) or ``"move"`` (``seconds`` for
    each move, unused time not kept).
    """

    kind: str = "none"
    seconds: float = 0.0
    increment: float = 0.0

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(
                ClockText.tr("a time control is one of {join}, not {kind!r}").format(
                    join=', '.join(KINDS), kind=self.kind
                )
            )
        if self.kind == "none":
            if self.seconds or self.increment:
                raise ValueError(ClockText.tr("no time control has no seconds and no increment"))
            return
        if not math.isfinite(self.seconds) or not 0 < self.seconds <= MAX_SECONDS:
            raise ValueError(
                ClockText.tr("the time must be more than 0 s and at most {max_seconds:g} hours").format(
                    max_seconds=MAX_SECONDS / 3600
                )
            )
        if not math.isfinite(self.increment) or not 0 <= self.increment <= MAX_INCREMENT:
            raise ValueError(
                ClockText.tr("the increment must be from 0 to {max_increment:g} s").format(
                    max_increment=MAX_INCREMENT
                )
            )
        if self.kind == "move" and self.increment:
            raise ValueError(ClockText.tr("seconds per move take no increment"))

    @property
    def timed(self) -> bool:
        return self.kind != "none"

    def text(self) -> str:
        """``"5+3"`` (minutes + seconds a move), ``"30 s/move"``, or ``"none"``."""
        if self.kind == "game":
            return f"{_number(self.seconds / 60)}+{_number(self.increment)}"
        if self.kind == "move":
            return f"{_number(self.seconds)} s/move"
        return "none"

    def words(self) -> str:
        """How the control reads to a player: ``"5 min + 3 s a move"``, ``"30 s a move"``."""
        if self.kind == "game":
            minutes = _number(self.seconds / 60)
            if self.increment:
                plus = ClockText.tr("{minutes} min + {seconds} s a move")
                return plus.format(minutes=minutes, seconds=_number(self.increment))
            return ClockText.tr("{minutes} min").format(minutes=minutes)
        if self.kind == "move":
            return ClockText.tr("{seconds} s a move").format(seconds=_number(self.seconds))
        return ClockText.tr("no clock")

    @staticmethod
    def from_text(text: str) -> TimeControl:
        """The inverse of :meth:`text`: ``"5+3"``, ``"5"`` (no increment), ``"0.5+1"``,
        ``"30 s/move"`` (or ``"30s/move"``, ``"30 s"``), ``"none"``; :class:`ValueError`
        naming what is wrong otherwise.

        >>> TimeControl.from_text("30 s/move")
        TimeControl(kind='move', seconds=30.0, increment=0.0)
        >>> TimeControl.from_text("5+x")
        Traceback (most recent call last):
        ...
        ValueError: '5+x' is no time control: write 5+3 (minutes+seconds a move), 30 s/move or none
        """
        if not isinstance(text, str):
            raise ValueError(
                ClockText.tr("a time control is a text, not {kind}").format(kind=type(text).__name__)
            )
        plain = text.strip().lower()
        if plain in ("none", "no clock"):
            return TimeControl()
        number = r"(\d+(?:\.\d+)?)"
        game = re.fullmatch(rf"{number}\s*(?:min)?\s*(?:\+\s*{number}\s*s?)?", plain)
        move = re.fullmatch(rf"{number}\s*s(?:\s*(?:/|a|per)\s*move)?", plain)
        try:
            if game is not None:
                increment = float(game.group(2)) if game.group(2) is not None else 0.0
                return TimeControl("game", float(game.group(1)) * 60, increment)
            if move is not None:
                return TimeControl("move", float(move.group(1)))
        except ValueError as exc:
            raise ValueError(ClockText.tr("{text!r}: {exc}").format(text=text, exc=exc)) from exc
        raise ValueError(
            ClockText.tr(
                "{text!r} is no time control: write 5+3 (minutes+seconds a move), 30 s/move or none"
            ).format(
                text=text
            )
        )

    def low(self, left: float) -> bool:
        """Whether ``left`` seconds are little enough to mark: a tenth of the game's time
        (between 10 and 30 s), or a quarter of a move's (at least 5 s)."""
        if self.kind == "game":
            return left < min(30.0, max(10.0, self.seconds / 10))
        if self.kind == "move":
            return left < max(5.0, self.seconds / 4)
        return False

    def ai_seconds(self, left: float) -> float | None:
        """The most an AI should think with ``left`` seconds on its clock (its level's own budget
        caps it too): the time left / 30 and most of the increment, never more than a third of
        what is left; a move's time less a safety margin.  ``None`` without a clock.

        >>> TimeControl.from_text("5+3").ai_seconds(300.0)
        12.4
        >>> TimeControl.from_text("30 s/move").ai_seconds(30.0)
        20.0
        """
        if self.kind == "none":
            return None
        if self.kind == "move":
            share = min(left * 2 / 3, left - 1.0)
        else:
            share = min(left / 30 + self.increment * 0.8, left / 3)
        return round(max(share, 0.05), 3)


#: no clock
NO_CLOCK = TimeControl()


def _number(value: float) -> str:
    return f"{value:.4f}".rstrip("0").rstrip(".")


def format_time(seconds: float) -> str:
    """A clock's face: ``h:mm:ss`` from an hour, ``m:ss`` from ten seconds, ``m:ss.t`` below
    (tenths, rounded down: the clock never shows time the player has not got), ``0:00`` at 0."""
    seconds = max(0.0, seconds)
    if seconds <= 0:
        return "0:00"
    if seconds < 10:
        tenths = int(seconds * 10 + 1e-9)
        return f"0:{tenths // 10:02d}.{tenths % 10}"
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class Clock:
    """Each player's time left under a :class:`TimeControl`; told the time (monotonic seconds)
    by its owner.  At most one player's time runs at once.
    """

    def __init__(self, control: TimeControl, players: int) -> None:
        if players < 1:
            raise ValueError(ClockText.tr("a clock needs at least one player"))
        self.control = control
        self.players = players
        self._left: list[float] = [control.seconds] * players
        #: the player whose time runs, and since when
        self.running: int | None = None
        self._since = 0.0

    def _check_player(self, player: int) -> None:
        if not 0 <= player < self.players:
            raise ValueError(
                ClockText.tr("no player {player} on a clock of {players}").format(
                    player=player, players=self.players
                )
            )

    def start(self, player: int, now: float) -> None:
        """Run ``player``'s time from ``now`` (any other player's stops, charged)."""
        self._check_player(player)
        self.stop(now)
        self.running = player
        self._since = now

    def stop(self, now: float) -> None:
        """Stop the time that runs, charging it up to ``now``."""
        if self.running is not None:
            self._left[self.running] = self.left(self.running, now)
            self.running = None

    def switch(self, to_player: int, now: float) -> None:
        """The player whose time runs has moved: charged up to ``now``, the increment added (a
        move's time: back to the whole), and ``to_player``'s time runs."""
        self._check_player(to_player)
        mover = self.running
        self.stop(now)
        if mover is not None:
            if self.control.kind == "move":
                self._left[mover] = self.control.seconds
            elif self._left[mover] > 0:
                self._left[mover] += self.control.increment
        self.running = to_player
        self._since = now

    def left(self, player: int, now: float) -> float:
        """``player``'s seconds left at ``now`` (never below 0)."""
        self._check_player(player)
        left = self._left[player]
        if player == self.running:
            left -= max(0.0, now - self._since)
        return max(0.0, left)

    def times(self, now: float) -> tuple[float, ...]:
        """Every player's seconds left at ``now``."""
        return tuple(self.left(p, now) for p in range(self.players))

    def set_times(self, times: tuple[float, ...] | list[float], now: float) -> None:
        """Put each player's time left to ``times`` (the one running runs on from ``now``)."""
        if len(times) != self.players:
            raise ValueError(
                ClockText.tr("{count} times for a clock of {players} players").format(
                    count=len(times), players=self.players
                )
            )
        self._left = [max(0.0, float(t)) for t in times]
        self._since = now

    def flagged(self, now: float) -> int | None:
        """The player whose time ran out, if any (only the running time runs out)."""
        if not self.control.timed or self.running is None:
            return None
        return self.running if self.left(self.running, now) <= 0 else None

    def to_dict(self) -> dict[str, Any]:
        """The control and each player's time left when last stopped or switched (a running
        time is not charged here: its owner stops it first when the moment matters)."""
        return {"control": self.control.text(), "left": list(self._left), "running": self.running}

    @staticmethod
    def from_dict(data: Any) -> Clock:
        """A stopped clock from :meth:`to_dict`'s data (its owner starts it); :class:`ValueError`
        naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(ClockText.tr("a clock is a JSON object"))
        control = TimeControl.from_text(data.get("control", ""))
        left = data.get("left")
        if not isinstance(left, list) or not left or len(left) > 64:
            raise ValueError(ClockText.tr("a clock's 'left' is a list with each player's seconds"))
        clock = Clock(control, len(left))
        clock.set_times(check_times(left, len(left)), 0.0)
        return clock


def check_times(data: Any, players: int) -> tuple[float, ...]:
    """``players`` seconds left, each a finite number from 0 to the longest control; a
    :class:`ValueError` otherwise."""
    if not isinstance(data, list) or len(data) != players:
        raise ValueError(
            ClockText.tr("the times left are a list of {players} numbers").format(players=players)
        )
    times: list[float] = []
    for value in data:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(
                ClockText.tr("a time left is a number of seconds, not {value!r}").format(value=value)
            )
        if not math.isfinite(value) or not 0 <= value < 1e9:
            raise ValueError(ClockText.tr("a time left of {value!r} s is out of range").format(value=value))
        times.append(float(value))
    return tuple(times)
