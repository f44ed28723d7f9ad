"""What a player has learnt: lessons done, puzzles solved and failed, the puzzle rating, the daily puzzle.

Kept in one JSON file, ``progress.json`` in the app's data folder (the caller
names the folder, so this module knows no Qt), written atomically (a temporary
file in the same folder, flushed, then renamed over the old one).  A file that
cannot be read, or that is not what this module writes (wrong types, absurd
numbers, too big), is refused with a message that says so; it is then moved
aside as ``progress.json.bad`` (nothing is deleted) and the player starts again.

**The puzzle rating** is an Elo rating, one for the player across every game:
each puzzle is an opponent with its own ``rating``; when the player's first
answer to a puzzle is in, with ``R`` the player's rating and ``P`` the
puzzle's,

    expected = 1 / (1 + 10 ** ((P - R) / 400))
    R' = R + K * (score - expected)

where ``score`` is 1 for a puzzle solved without help and 0 for one failed
(a wrong move, a hint asked for, or the solution shown before it was solved),
and ``K`` is 40 for the first 20 puzzles and 20 after (a new player's rating
finds its level quickly, then settles).  The rating stays within 100…3500.
Only the first result of each showing of a puzzle counts.

>>> round(elo_update(1500.0, 0, 1500, True), 1)
1520.0
>>> round(elo_update(1500.0, 30, 1900, False), 1)
1498.2
"""

from __future__ import annotations

import datetime
import hashlib
import json
import math
import os
import tempfile
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, TypeVar

from desktop.core.language import Translatable

FILE_NAME = "progress.json"
VERSION = 1
START_RATING = 1500.0
LOWEST, HIGHEST = 100.0, 3500.0
#: a progress file bigger than this is not ours
MAX_BYTES = 2_000_000
MAX_IDS = 50_000
MAX_ID_LENGTH = 100
NEW_PLAYER_PUZZLES = 20


class ProgressText(Translatable):
    """What the player is told of the progress file."""


class ProgressError(ValueError):
    """The progress file cannot be read, or holds what this app never writes."""


class PuzzleLike(Protocol):
    """What the rating and the choice of puzzles read of a puzzle."""

    @property
    def id(self) -> str: ...
    @property
    def game(self) -> str: ...
    @property
    def rating(self) -> int: ...


P = TypeVar("P", bound=PuzzleLike)


def elo_update(rating: float, played: int, puzzle_rating: float, solved: bool) -> float:
    """The player's rating after one more puzzle (``played``: puzzles rated before it)."""
    k = 40.0 if played < NEW_PLAYER_PUZZLES else 20.0
    expected = 1.0 / (1.0 + math.pow(10.0, (puzzle_rating - rating) / 400.0))
    new = rating + k * ((1.0 if solved else 0.0) - expected)
    return min(HIGHEST, max(LOWEST, new))


@dataclass
class Progress:
    """The player's progress; :meth:`save` writes it to :attr:`path`."""

    path: Path
    lessons_done: set[str] = field(default_factory=set)
    solved: set[str] = field(default_factory=set)
    failed: set[str] = field(default_factory=set)
    rating: float = START_RATING
    #: puzzles that moved the rating so far
    rated: int = 0

    # -- changing -------------------------------------------------------------------
    def lesson_done(self, lesson_id: str) -> None:
        self.lessons_done.add(_checked_id(lesson_id))

    def record_puzzle(self, puzzle: PuzzleLike, solved: bool) -> float:
        """A puzzle's first result is in: count it and move the rating; the new rating."""
        pid = _checked_id(puzzle.id)
        (self.solved if solved else self.failed).add(pid)
        if solved:
            self.failed.discard(pid)
        self.rating = elo_update(self.rating, self.rated, puzzle.rating, solved)
        self.rated += 1
        return self.rating

    # -- reading --------------------------------------------------------------------------
    def lessons_done_of(self, lesson_ids: Iterable[str]) -> int:
        return sum(1 for lid in lesson_ids if lid in self.lessons_done)

    def rating_text(self) -> str:
        return f"{round(self.rating)}" + ("?" if self.rated < NEW_PLAYER_PUZZLES else "")

    # -- the file ---------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "lessons_done": sorted(self.lessons_done),
            "puzzles_solved": sorted(self.solved),
            "puzzles_failed": sorted(self.failed),
            "rating": round(self.rating, 2),
            "rated": self.rated,
        }

    def save(self) -> None:
        """Write the file atomically (the old one stays whole until the new one is complete)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = json.dumps(self.to_json(), indent=1).encode("utf-8")
        handle, temporary = tempfile.mkstemp(prefix=".progress-", suffix=".tmp", dir=self.path.parent)
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(data)
                out.flush()
                os.fsync(out.fileno())
            os.replace(temporary, self.path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise


def _checked_id(value: object) -> str:
    if not isinstance(value, str) or not value or len(value) > MAX_ID_LENGTH:
        raise ProgressError(
            ProgressText.tr("not a lesson or puzzle id: {value!r}").format(value=str(value)[:40])
        )
    return value


def _ids(data: dict[str, Any], key: str) -> set[str]:
    value = data.get(key, [])
    if not isinstance(value, list) or len(value) > MAX_IDS:
        raise ProgressError(ProgressText.tr("{key!r} is not a list of ids").format(key=key))
    return {_checked_id(v) for v in value}


def parse_progress(text: bytes, path: Path) -> Progress:
    """The progress a file's bytes hold; :class:`ProgressError` saying what is wrong."""
    if len(text) > MAX_BYTES:
        raise ProgressError(
            ProgressText.tr("the file is {count} bytes, far more than any progress file").format(
                count=len(text)
            )
        )
    try:
        data = json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise ProgressError(ProgressText.tr("the file is not JSON ({exc})").format(exc=exc)) from None
    if not isinstance(data, dict):
        raise ProgressError(ProgressText.tr("the file holds no progress object"))
    if data.get("version") != VERSION:
        raise ProgressError(
            ProgressText.tr("unknown version {value!r}").format(value=str(data.get('version'))[:20])
        )
    rating, rated = data.get("rating", START_RATING), data.get("rated", 0)
    if isinstance(rating, bool) or not isinstance(rating, int | float) or not LOWEST <= rating <= HIGHEST:
        raise ProgressError(
            ProgressText.tr("the puzzle rating {value!r} is not a rating").format(value=str(rating)[:20])
        )
    if isinstance(rated, bool) or not isinstance(rated, int) or not 0 <= rated <= 10**7:
        raise ProgressError(
            ProgressText.tr("the count of rated puzzles {value!r} is not a count").format(
                value=str(rated)[:20]
            )
        )
    return Progress(
        path,
        lessons_done=_ids(data, "lessons_done"),
        solved=_ids(data, "puzzles_solved"),
        failed=_ids(data, "puzzles_failed"),
        rating=float(rating),
        rated=rated,
    )


def load_progress(folder: Path) -> tuple[Progress, str | None]:
    """The player's progress from ``folder`` (none yet: a fresh start), and a message when the
    file there could not be read: that file is then kept as ``progress.json.bad`` and the
    progress starts afresh (nothing is lost that could be read)."""
    path = folder / FILE_NAME
    try:
        text = path.read_bytes()
    except FileNotFoundError:
        return Progress(path), None
    except OSError as exc:
        unread = ProgressText.tr("Your progress could not be read ({error}); it starts afresh for now.")
        return Progress(path), unread.format(error=exc)
    try:
        return parse_progress(text, path), None
    except ProgressError as exc:
        bad = path.with_name(FILE_NAME + ".bad")
        try:
            os.replace(path, bad)
            kept = ProgressText.tr("The file was kept as {path}.").format(path=bad)
        except OSError as move_error:
            kept = ProgressText.tr("The file could not be moved aside ({error}).").format(error=move_error)
        refused = ProgressText.tr("Your progress file {path} was refused: {error}. {kept} It starts afresh.")
        return Progress(path), refused.format(path=path, error=exc, kept=kept)


# -- which puzzle next ------------------------------------------------------------------------
def game_of(puzzle: PuzzleLike) -> str:
    """The game a puzzle belongs to (``xeno-30`` → ``xeno``)."""
    from desktop.games.registry import resolve

    try:
        return resolve(puzzle.game)[0].info.id
    except KeyError:
        return puzzle.game


def next_puzzle(
    puzzles: Sequence[P], progress: Progress, game: str | None = None, skip: str = ""
) -> P | None:
    """The puzzle to show next: of ``game`` (any when ``None``), never seen before if any is
    left, else one failed, else any; among those the one whose rating is nearest the player's
    (ties: the lower id); ``skip`` (the puzzle just shown) only when it is the only one."""
    mine = [p for p in puzzles if game is None or game_of(p) == game]
    seen = progress.solved | progress.failed
    for pool in (
        [p for p in mine if p.id not in seen],
        [p for p in mine if p.id in progress.failed],
        mine,
    ):
        others = [p for p in pool if p.id != skip] or pool
        if others:
            return min(others, key=lambda p: (abs(p.rating - progress.rating), p.id))
    return None


def daily_puzzle(puzzles: Sequence[P], day: datetime.date) -> P | None:
    """The puzzle of the day: the same for everyone on ``day`` (a hash of the date picks it
    among the puzzles in id order)."""
    if not puzzles:
        return None
    ordered = sorted(puzzles, key=lambda p: p.id)
    digest = hashlib.sha256(day.isoformat().encode("ascii")).digest()
    return ordered[int.from_bytes(digest[:8], "big") % len(ordered)]
