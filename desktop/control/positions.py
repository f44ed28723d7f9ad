"""A new game from a position text (Copy Position's text pasted back), by the session rules.

>>> from desktop.core.session import Session
>>> from desktop.games.registry import resolve
>>> rules, options = resolve("xeno-30")
>>> playing = Session(rules, {**options, "players": 3})
>>> pasted = session_from_position(playing, "xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a")
>>> pasted.options["board"], pasted.options["players"], len(pasted.seats)
('xeno-12', 2, 2)
"""

from __future__ import annotations

from typing import Any

from desktop.core.protocol import GameError
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve


def session_from_position(current: Session[Any, Any], text: str) -> Session[Any, Any]:
    """A new game of ``current``'s game, starting from the position ``text``.

    A text that names its variant (Xeno's ``xeno-12 …``) brings that variant's
    options; a ``players`` option follows the position; the seats are kept when
    their number fits, else every seat is a human's.  Raises
    :class:`~desktop.core.protocol.GameError` (or ``ValueError``) naming what is
    wrong with the text; ``current`` is never touched.
    """
    rules = current.rules
    options = dict(current.options)
    words = text.split()
    if words:
        try:
            named, implied = resolve(words[0])
        except KeyError:
            named, implied = None, {}
        if named is rules:
            options.update(implied)
    start = rules.state_from_text(text.strip(), options)
    players = rules.num_players(start)
    if "players" in options:
        options["players"] = players
    seats = list(current.seats)
    if len(seats) != players:
        seats = [Seat.human() for _ in range(players)]
    return Session(rules, options, current.seed, seats, start=start)


__all__ = ["GameError", "session_from_position"]
