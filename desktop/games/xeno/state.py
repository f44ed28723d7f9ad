"""Xeno's values: a position, a move, the rule options a position is played under, the
colours' letters and names, the phases of a game and the kinds of move.

The rules (:mod:`~desktop.games.xeno.rules`) say what the moves are and do; the notations
(:mod:`~desktop.games.xeno.notation`) write and read these values as text.  Both import this
module, which imports neither.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from desktop.core.language import QT_TRANSLATE_NOOP
from desktop.core.protocol import Outcome
from desktop.games.xeno.geometry import BallGeometry, board_geometry

LETTERS = "abcdef"
#: the colours' names: English in tables and records, translated where shown (:func:`player_word`)
COLOUR_NAMES = (
    QT_TRANSLATE_NOOP("Players", "Orange"), QT_TRANSLATE_NOOP("Players", "Blue"),
    QT_TRANSLATE_NOOP("Players", "Green"), QT_TRANSLATE_NOOP("Players", "Yellow"),
    QT_TRANSLATE_NOOP("Players", "Purple"), QT_TRANSLATE_NOOP("Players", "Sky"),
)  # fmt: skip


class Phase:
    """Where a game is (:attr:`XenoState.phase`): placing the setup's pieces, choosing colours, or
    playing.  Plain ints in a namespace, not an ``IntEnum``: on Python 3.11 looking up an enum
    member takes six times as long, and the rules test the phase and the kind on every move."""

    SETUP: Final = 0
    COLOURS: Final = 1
    PLAY: Final = 2


class Kind:
    """What a move is (:attr:`XenoMove.kind`), as the words the engines and tables use."""

    STEP: Final = "step"
    JUMP: Final = "jump"
    #: a setup move: the removed piece put on an empty space
    PLACE: Final = "setup"
    #: a colour choice
    CHOOSE: Final = "colour"


@dataclass(frozen=True, slots=True)
class XenoConfig:
    """The rule options a position is played under."""

    compulsory_jumps: bool = True
    draw_repetition: bool = True
    draw_quiet_moves: int = 100


@dataclass(frozen=True, slots=True)
class XenoMove:
    """A step ``(from, to)``, a jump sequence ``(origin, landing, …)``, a setup or a colour choice."""

    kind: str  # a Kind
    path: tuple[int, ...] = ()
    colour: int = -1


@dataclass(frozen=True, slots=True)
class XenoState:
    """A position.  ``stacks[s]`` lists the colours on space ``s`` bottom → top ("" = empty).

    - ``colours``: the colours in the game (letter indices, ascending).
    - ``seats``: in play, the colour of each seat; in the colours phase, the
      colours chosen so far by seats 1, 2, …; empty in setup.
    - ``removed``: in setup, the space of the piece to be put elsewhere.
    - ``active``: in play, the colour whose turn it is (players without a move
      are skipped); ``mover`` is the colour a position text named.
    - ``quiet``, ``seen``: moves since the last jump and the positions since
      the last change in the number of empty spaces (for the draw rules).
    """

    board: str
    stacks: tuple[str, ...]
    phase: int  # a Phase
    colours: tuple[int, ...]
    seats: tuple[int, ...]
    active: int = -1
    removed: int = -1
    config: XenoConfig = XenoConfig()
    mover: int = field(default=-1, compare=False)
    quiet: int = field(default=0, compare=False)
    seen: tuple[tuple[tuple[str, ...], int], ...] = field(default=(), compare=False)
    ended: Outcome | None = field(default=None, compare=False)

    @property
    def geometry(self) -> BallGeometry:
        return board_geometry(self.board)

    def seat_of(self, colour: int) -> int:
        return self.seats.index(colour)
