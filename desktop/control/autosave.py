"""The games in progress, kept on disk after every change so that no game is ever lost.

:class:`Autosaver` keeps each game in a file of its own (a *slot*) in the
``autosave/`` folder of the app's data folder: the whole session (history,
cursor, seats and levels) as a game record, written atomically (temporary
file, flush, fsync, rename) on a background thread so that the window never
waits for the disk.  The record is built on the caller's thread, so what is
written is exactly the session at that moment.

A new game gets a new slot; the game it replaces keeps its own until it is
let go (:meth:`Autosaver.forget`: discarded on purpose, finished, or saved in
a file of the player's), so replacing a game never overwrites another's
autosave.  :meth:`Autosaver.kept` lists the unfinished games, newest first,
from the records' own fields (nothing is replayed): the start page offers
each one to resume (:meth:`Autosaver.load` replays it).  At most
:data:`MAX_KEPT` games are kept; beyond that the oldest go.

>>> import tempfile
>>> from desktop.core.session import Session
>>> from desktop.games.registry import resolve
>>> saver = Autosaver(tempfile.mkdtemp())
>>> rules, options = resolve("oxono")
>>> first, second = Session(rules, options), Session(rules, options)
>>> first.play_text("X d3-d6 d5"); saver.save(first)
>>> second.play_text("O c4-c1 c2"); saver.save(second); saver.flush()
>>> [(game.name, game.moves) for game in saver.kept()]
[('Oxono', 1), ('Oxono', 1)]
>>> saver.forget(first); saver.flush()
>>> saver.load(saver.kept()[0].slot).move_texts
['O c4-c1 c2']
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import time
import weakref
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.core.language import Translatable
from desktop.core.records import (
    MAX_RECORD_BYTES,
    RECORD_FORMAT,
    RecordError,
    load_record,
    session_to_record,
    write_atomically,
)
from desktop.core.session import Session
from desktop.games.registry import resolve

#: the folder of the slots, in the data folder
AUTOSAVE_FOLDER = "autosave"
#: the one file earlier versions kept (taken into a slot when found)
LEGACY_NAME = "autosave.json"
#: the most games kept; the oldest beyond it go
MAX_KEPT = 12
log = logging.getLogger(__name__)


class KeptText(Translatable):
    """The start page's words for a kept game."""


@dataclass(frozen=True)
class KeptGame:
    """One unfinished game on disk, as the start page lists it (read, not replayed)."""

    slot: str
    #: the game's display name ("Zeno") and its number of moves
    name: str
    moves: int
    #: each side's name and who plays it ("White: Human")
    players: tuple[str, ...]
    #: when it was last written (seconds since the epoch)
    when: float

    def details(self) -> str:
        """``4 moves played (White: Human, Black: AI (Easy))``"""
        played = KeptText.tr("%n move played|%n moves played", None, self.moves)
        return f"{played} ({', '.join(self.players)})"

    def text(self) -> str:
        return f"{self.name}, {self.details()}"


def _players(session: Session[Any, Any]) -> list[str]:
    state = session.state
    return [f"{session.rules.player_name(state, p)}: {seat.label()}" for p, seat in enumerate(session.seats)]


class Autosaver:
    """The kept games in ``folder/autosave/``; writes happen in order on one background thread."""

    def __init__(
        self,
        folder: str | os.PathLike[str],
        on_error: Callable[[str], None] | None = None,
        keep: int = MAX_KEPT,
    ) -> None:
        self.folder = Path(folder) / AUTOSAVE_FOLDER
        self.legacy = Path(folder) / LEGACY_NAME
        self.keep = keep
        #: told (on the writer's thread) when a write fails: the game goes on, the old file stays
        self.on_error = on_error
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._last: Future[None] | None = None
        #: each session's slot (a session no longer held needs none)
        self._slots: weakref.WeakKeyDictionary[Session[Any, Any], str] = weakref.WeakKeyDictionary()
        #: what this run wrote of each slot, so the start page need not wait for the disk
        self._written: dict[str, KeptGame | None] = {}
        self.writes = 0

    # -- slots ---------------------------------------------------------------------------
    def path_of(self, slot: str) -> Path:
        return self.folder / f"{slot}.json"

    def slot_of(self, session: Session[Any, Any]) -> str | None:
        """The slot ``session`` is kept in, if it has one yet."""
        return self._slots.get(session)

    def _new_slot(self) -> str:
        return f"game-{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}"

    # -- writing -------------------------------------------------------------------------
    def save(self, session: Session[Any, Any]) -> None:
        """Keep ``session`` in its own slot (a new one for a game not seen before; a game
        without moves is not kept: there is nothing to lose).  Its record is taken now (fresh
        lists, nothing shared with the session); the JSON is written out, in one line, in the
        background (indented text went through json's Python encoder: ~4 ms a move on the UI
        thread by move 1,300)."""
        slot = self._slots.get(session)
        if slot is None:
            if session.length == 0:
                return
            slot = self._slots[session] = self._new_slot()
            self._prune(slot)
        record = session_to_record(session)
        record["kept"] = {"name": session.rules.info.name, "players": _players(session)}
        finished = session.final_outcome() is not None
        self._written[slot] = None if finished else self._summary(slot, record, time.time())
        self._last = self._writer.submit(self._write, self.path_of(slot), record)

    def _write(self, path: Path, record: dict[str, Any]) -> None:
        try:
            text = json.dumps(record) + "\n"
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomically(path, text)
            self.writes += 1
        except OSError as exc:  # a full disk or a read-only folder: say so, keep playing
            log.warning("autosave failed: %s", exc)
            if self.on_error is not None:
                self.on_error(
                    KeptText.tr("Could not autosave to {path}: {error}").format(
                        path=path, error=exc.strerror or exc
                    )
                )

    def forget(self, session: Session[Any, Any]) -> None:
        """Let ``session``'s slot go (the game was discarded, finished, or is in a file)."""
        slot = self._slots.pop(session, None)
        if slot is not None:
            self.remove(slot)

    def remove(self, slot: str) -> None:
        """Delete the kept game in ``slot`` (after any write of it still on its way)."""
        self._written[slot] = None
        for session, known in list(self._slots.items()):
            if known == slot:
                del self._slots[session]
        self._last = self._writer.submit(self._unlink, self.path_of(slot))

    @staticmethod
    def _unlink(path: Path) -> None:
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:  # a folder that was never writable: nothing was kept there
            log.warning("cannot remove the autosave %s: %s", path, exc)

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until every save asked so far is on disk."""
        if self._last is not None:
            self._last.result(timeout)

    def _prune(self, new_slot: str) -> None:
        """Keep at most :attr:`keep` games: the oldest (by last write) go, never one held now."""
        held = set(self._slots.values()) | {new_slot}
        games = [game.slot for game in self.kept() if game.slot not in held]
        for slot in games[max(0, self.keep - len(held)) :]:
            self.remove(slot)

    # -- reading -------------------------------------------------------------------------
    def kept(self) -> list[KeptGame]:
        """The unfinished games kept, newest first; a slot whose game has ended is removed."""
        self._take_legacy()
        found: dict[str, KeptGame] = {}
        try:
            paths = list(self.folder.glob("game-*.json"))
        except OSError:
            paths = []
        for path in paths:
            slot = path.stem
            if slot in self._written:
                continue
            game = self._read_summary(path)
            if game is None:
                continue
            found[slot] = game
        for slot, written in self._written.items():
            if written is not None:
                found[slot] = written
        return sorted(found.values(), key=lambda game: -game.when)

    def _summary(self, slot: str, record: dict[str, Any], when: float) -> KeptGame | None:
        kept = record.get("kept") if isinstance(record.get("kept"), dict) else {}
        moves = record.get("moves")
        game = record.get("game")
        if not isinstance(moves, list) or not isinstance(game, str) or not moves:
            return None
        if record.get("result") is not None:
            return None
        name = kept.get("name") if isinstance(kept, dict) else None
        if not isinstance(name, str):
            try:
                name = resolve(game)[0].info.name
            except KeyError:
                return None
        players = kept.get("players") if isinstance(kept, dict) else None
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            seats = record.get("seats")
            players = [f"Player {i + 1}" for i in range(len(seats) if isinstance(seats, list) else 0)]
        return KeptGame(slot, name[:60], len(moves), tuple(p[:60] for p in players[:6]), when)

    def _read_summary(self, path: Path) -> KeptGame | None:
        """A slot's summary from its JSON, or None (and a finished game's slot removed)."""
        try:
            when = path.stat().st_mtime
            with open(path, "rb") as handle:
                raw = handle.read(MAX_RECORD_BYTES + 1)
            record = json.loads(raw) if len(raw) <= MAX_RECORD_BYTES else None
        except (OSError, ValueError, RecursionError) as exc:
            log.warning("the autosave %s cannot be read: %s", path, exc)
            return None
        if not isinstance(record, dict) or record.get("format") != RECORD_FORMAT:
            return None
        game = self._summary(path.stem, record, when)
        if game is None and record.get("result") is not None:
            self._unlink(path)  # a game that ended: nothing to resume
        return game

    def _take_legacy(self) -> None:
        """The single autosave file of earlier versions becomes a slot."""
        try:
            if self.legacy.is_file():
                self.folder.mkdir(parents=True, exist_ok=True)
                when = self.legacy.stat().st_mtime
                stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
                os.replace(self.legacy, self.path_of(f"game-{stamp}-legacy"))
        except OSError as exc:
            log.warning("cannot take the earlier autosave %s: %s", self.legacy, exc)

    def load(self, slot: str | None = None) -> Session[Any, Any] | None:
        """The game kept in ``slot`` (default: the newest kept), replayed; its slot stays its
        own.  ``None`` when there is none; :class:`RecordError` when it cannot be replayed."""
        if slot is None:
            games = self.kept()
            if not games:
                return None
            slot = games[0].slot
        self.flush()
        path = self.path_of(slot)
        if not path.exists():
            return None
        session = load_record(path, resolve)
        self._slots[session] = slot
        return session

    def unfinished(self) -> Session[Any, Any] | None:
        """The newest kept game that can be replayed, or ``None``."""
        for game in self.kept():
            try:
                return self.load(game.slot)
            except RecordError as exc:
                log.warning("the autosave %s cannot be resumed: %s", game.slot, exc)
        return None

    def clear(self) -> None:
        """Let every kept game go."""
        self.flush()
        for game in self.kept():
            self.remove(game.slot)
        self.flush()

    def close(self) -> None:
        self.flush()
        self._writer.shutdown(wait=True)


__all__ = ["AUTOSAVE_FOLDER", "MAX_KEPT", "Autosaver", "KeptGame", "RecordError"]
