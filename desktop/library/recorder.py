"""Every game played lands in the library: a listener of the game controller, like the autosave.

A :class:`LibraryRecorder` follows one :class:`~desktop.control.controller.GameController`.
A game is kept when it ends (the rules end it, a player resigns or runs out
of time) and when it is left with moves played in it (another game replaces
it, or the app closes: :meth:`LibraryRecorder.close`), finished or not.  A
game only looked at (opened from a file, or from the library, and not
played on) is not written again; lessons and puzzles (the controller's
``keep_game`` False) are not kept at all.

Each game has one row, found again by its key: the autosave's slot when it
has one (so a game left unfinished, then resumed from the start page, even
in a later run, stays one game), else a key of its own.  A game that
replaces the one on show with more of the same moves (a network game sent
again, a resumed autosave) keeps the row of the one it replaces.

The row is made on the caller's thread (the record, a few ms for a long game,
as the autosave makes it) and written on a thread of the recorder's own, so
the window never waits for the disk; a write that fails is told through
``on_error`` and the game goes on.  The review's verdicts
(:meth:`LibraryRecorder.store_review`) are kept with the game's row.
"""

from __future__ import annotations

import datetime as _dt
import logging
import secrets
import weakref
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.control.events import Event, EventKind
from desktop.core.records import RecordError, load_record
from desktop.core.session import Session
from desktop.games.registry import resolve
from desktop.library.schema import LibraryError, default_path
from desktop.library.store import Library, open_library
from desktop.library.summary import now_text, summarize

if TYPE_CHECKING:
    from desktop.control.analysis import Review
    from desktop.control.controller import GameController

log = logging.getLogger(__name__)
VERDICTS = ("inaccuracy", "mistake", "blunder")

#: the recorder of each controller (the Library window finds the one of its window's controller),
#: weakly both ways: a recorder refers to its controller, and a strong value would keep its own
#: key, the controller, and through it the window, alive for good
_RECORDERS: weakref.WeakKeyDictionary[GameController, weakref.ref[LibraryRecorder]] = (
    weakref.WeakKeyDictionary()
)


def recorder_of(controller: GameController) -> LibraryRecorder | None:
    """The recorder keeping ``controller``'s games, unless it was closed."""
    found = _RECORDERS.get(controller)
    return found() if found is not None else None


def _mark(session: Session[Any, Any]) -> tuple[Any, ...]:
    """What the library holds of ``session`` once written (the moves, how it ended)."""
    ended = (session.resignation is not None, session.resigned_by, session.timed_out)
    return (session.length, tuple(session.move_texts[-2:]), *ended)


def _same_game(old: Session[Any, Any], new: Session[Any, Any]) -> bool:
    """``new`` is ``old`` with the same start and at least its moves (sent again, resumed)."""
    if old.rules.info.id != new.rules.info.id or old.seed != new.seed or old.options != new.options:
        return False
    if old.length == 0 or new.length < old.length or new.move_texts[: old.length] != old.move_texts:
        return False
    return old.rules.state_to_text(old.states[0]) == new.rules.state_to_text(new.states[0])


class LibraryRecorder:
    """Keeps the controller's games in ``library``; writes on one background thread."""

    def __init__(
        self,
        controller: GameController,
        library: Library,
        on_error: Callable[[str], None] | None = None,
    ) -> None:
        self.controller = controller
        self.library = library
        #: told (on the writer's thread) when a write fails
        self.on_error = on_error
        #: told (on the writer's thread) after each game written
        self.on_written: Callable[[], None] | None = None
        #: each network seat's person (``None`` for a seat of this computer), when a network game says
        self.names: Callable[[Session[Any, Any]], Sequence[str | None]] | None = None
        self._keys: weakref.WeakKeyDictionary[Session[Any, Any], str] = weakref.WeakKeyDictionary()
        self._started: weakref.WeakKeyDictionary[Session[Any, Any], str] = weakref.WeakKeyDictionary()
        #: what the library holds of each session (its mark when last written, or when first seen)
        self._written: weakref.WeakKeyDictionary[Session[Any, Any], tuple[Any, ...]] = (
            weakref.WeakKeyDictionary()
        )
        #: the sessions played while the controller kept its games (not a lesson, not a puzzle)
        self._played: weakref.WeakSet[Session[Any, Any]] = weakref.WeakSet()
        self._reviews: weakref.WeakKeyDictionary[Session[Any, Any], tuple[Any, ...]] = (
            weakref.WeakKeyDictionary()
        )
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="library")
        self._last: Future[None] | None = None
        self._closed = False
        #: games written (a test reads it)
        self.writes = 0
        self._session = controller.session
        self._first_sight(self._session)
        controller.subscribe(self._on_event)
        _RECORDERS[controller] = weakref.ref(self)  # the controller keeps it (its subscription)
        self._take_kept()

    def _take_kept(self) -> None:
        """The unfinished games the autosave keeps that the library lacks (an earlier run that
        ended without closing: a crash, a kill) go in, read on the writer's thread."""
        autosave = self.controller.autosave
        if autosave is None:
            return
        kept = [(game.slot, autosave.path_of(game.slot), game.when) for game in autosave.kept()]

        def take() -> None:
            for slot, path, when in kept:
                uid = f"slot:{slot}"
                if self.library.id_of(uid) is not None or self.library.forgot(uid):
                    continue  # in the library, or deleted from it by the player
                try:
                    session = load_record(path, resolve)
                except RecordError as exc:
                    log.warning("library: the kept game %s cannot be read: %s", slot, exc)
                    continue
                ended = _dt.datetime.fromtimestamp(when, _dt.UTC).isoformat(timespec="seconds")
                self.library.store(summarize(session, ended=ended), uid)
                self.writes += 1

        self._submit(take)

    # -- following the controller -----------------------------------------------------------
    def _first_sight(self, session: Session[Any, Any]) -> None:
        self._written.setdefault(session, _mark(session))
        self._learn_key(session)

    def _learn_key(self, session: Session[Any, Any]) -> None:
        if session in self._keys:
            return
        autosave = self.controller.autosave
        slot = autosave.slot_of(session) if autosave is not None else None
        if slot is not None:
            self._keys[session] = f"slot:{slot}"

    def _on_event(self, event: Event) -> None:
        session = self.controller.session
        if session is not self._session:
            old, self._session = self._session, session
            if _same_game(old, session) and session not in self._keys:
                if old in self._keys:
                    self._keys[session] = self._keys[old]
                if old in self._started:
                    self._started[session] = self._started[old]
                if old in self._written:
                    self._written[session] = self._written[old]
                if old in self._played:
                    self._played.add(session)
            else:
                self._leave(old)
            self._first_sight(session)
        self._learn_key(session)
        if event.kind == EventKind.MOVED and self.controller.keep_game:
            self._played.add(session)
            self._started.setdefault(session, now_text())
        elif event.kind == EventKind.GAME_OVER and self.controller.keep_game:
            if session.resignation is not None:
                self._played.add(session)  # a resignation, a flag fall: the game changed
            self._save(session)

    def _leave(self, session: Session[Any, Any]) -> None:
        """``session`` is no longer on show: kept if it was played since last written."""
        self._save(session)

    def adopt(self, session: Session[Any, Any], game_id: int) -> None:
        """``session`` is the library's game ``game_id`` (opened from the Library window, to be
        replayed, reviewed or continued): more moves, or a review, go to that row."""
        uid = self.library.uid_of(game_id)
        if uid is not None:
            self._keys[session] = uid
        self._written[session] = _mark(session)

    # -- writing -------------------------------------------------------------------------------
    def _key(self, session: Session[Any, Any]) -> str:
        self._learn_key(session)
        return self._keys.setdefault(session, f"game:{secrets.token_hex(8)}")

    def _save(self, session: Session[Any, Any]) -> None:
        if self._closed or session not in self._played or session.length == 0:
            return
        mark = _mark(session)
        if self._written.get(session) == mark:
            return
        self._written[session] = mark
        names = self.names(session) if self.names is not None else None
        game = summarize(session, started=self._started.get(session), names=names)
        key = self._key(session)
        was = key
        autosave = self.controller.autosave
        slot = autosave.slot_of(session) if autosave is not None else None
        if slot is not None and key != f"slot:{slot}":
            # a game from the library played on keeps its row under its new autosave slot, so
            # that Resume (in this run or a later one) finds it again
            key = self._keys[session] = f"slot:{slot}"
        review = self._reviews.get(session)
        self._submit(lambda: self._write(game, key, review, was))

    def _write(self, game: Any, key: str, review: tuple[Any, ...] | None, was: str | None = None) -> None:
        if was is not None and was != key:
            self.library.rename(was, key)
        game_id = self.library.store(game, key)
        self.writes += 1
        if review is not None:
            self.library.set_review(game_id, *review)
        if self.on_written is not None:
            self.on_written()

    def store_review(self, session: Session[Any, Any], reviews: Sequence[Review]) -> None:
        """The review of ``session`` is done: keep its verdicts with the game (the human's moves
        when one human played; every move otherwise)."""
        players = len(session.seats)
        per = [[0, 0, 0] for _ in range(players)]
        for review in reviews:
            if review.verdict in VERDICTS and 0 <= review.player < players:
                per[review.player][VERDICTS.index(review.verdict)] += 1
        humans = [i for i, seat in enumerate(session.seats) if not seat.is_ai]
        counted = per[humans[0]] if len(humans) == 1 else [sum(p[k] for p in per) for k in range(3)]
        verdicts = (tuple(counted), len(reviews), [tuple(p) for p in per])
        if self._reviews.get(session) == verdicts:
            return
        self._reviews[session] = verdicts
        if session in self._played and self._written.get(session) != _mark(session):
            self._save(session)  # the game goes in with its review
            return
        key = self._keys.get(session)
        if key is None:
            return  # a game opened from a file and not played: not in the library

        def write() -> None:
            game_id = self.library.id_of(key)
            if game_id is not None:
                self.library.set_review(game_id, *verdicts)
                if self.on_written is not None:
                    self.on_written()

        self._submit(write)

    def _submit(self, task: Callable[[], None]) -> None:
        def run() -> None:
            try:
                task()
            except LibraryError as exc:
                log.warning("library: %s", exc)
                if self.on_error is not None:
                    self.on_error(str(exc))

        self._last = self._writer.submit(run)

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until every write asked so far is done."""
        if self._last is not None:
            self._last.result(timeout)

    def close(self) -> None:
        """The app closes: the game on show goes in if it was played, then the writer stops."""
        if self._closed:
            return
        self._save(self.controller.session)
        self._closed = True
        _RECORDERS.pop(self.controller, None)
        self.flush()
        self._writer.shutdown(wait=True)


def record_games(controller: GameController, folder: Path) -> LibraryRecorder | None:
    """Keep ``controller``'s games in the library of the data folder ``folder`` (or the file
    ``XENO_GAMES_LIBRARY`` names); ``None`` (logged, and the app plays on) when no library can be
    made there at all.  A bad library file is put aside: ``recorder.library.problem`` says so."""
    try:
        library = open_library(default_path(folder))
    except LibraryError as exc:
        log.warning("no game library: %s", exc)
        return None
    if library.problem is not None:
        log.warning("%s", library.problem.text)
    return LibraryRecorder(controller, library)
