"""What the game controller tells its listeners."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from desktop.core.protocol import Outcome


class EventKind(Enum):
    NEW_GAME = "new game"  # another session is on show (new game, open, paste)
    MOVED = "moved"  # a move was played at the end of history: ``move``, ``before``, ``after``
    UNDONE = "undone"  # undo took moves back
    SHOWN = "shown"  # another position of the history is on show (redo, the move list, ←/→)
    SEATS = "seats"  # who plays which side changed
    THINKING_STARTED = "thinking started"  # a search began (``purpose``: move or hint)
    THINKING_STOPPED = "thinking stopped"  # it ended, or was cancelled
    HINT = "hint"  # a hint for the human to move: ``move`` and ``text``
    GAME_OVER = "game over"  # ``outcome``
    SEARCH_FAILED = "search failed"  # the AI could not move: ``text``


@dataclass(frozen=True)
class Event:
    """One thing that happened; the fields that do not apply are ``None`` or empty."""

    kind: EventKind
    move: Any = None
    before: Any = None  # the position the move was played from
    after: Any = None  # the position after it
    player: int | None = None  # who moved
    by_ai: bool = False
    text: str = ""  # the move's notation, or a message
    purpose: str = ""  # "move" or "hint", for thinking events
    outcome: Outcome | None = None
