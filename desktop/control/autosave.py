"""The game in progress, kept on disk after every change so that no game is ever lost.

:class:`Autosaver` writes the whole session (history, cursor, seats and
levels) as a game record to one file in the app's data folder, atomically
(temporary file, flush, fsync, rename), on a background thread so that the
window never waits for the disk.  The next launch offers to resume it
(:meth:`Autosaver.load`).  The record is built on the caller's thread, so
what is written is exactly the session at that moment.

>>> import tempfile
>>> from desktop.core.session import Session
>>> from desktop.games.registry import resolve
>>> folder = tempfile.mkdtemp()
>>> saver = Autosaver(folder)
>>> rules, options = resolve("oxono")
>>> session = Session(rules, options)
>>> session.play_text("X d3-d6 d5")
>>> saver.save(session); saver.flush()
>>> saver.load().move_texts
['X d3-d6 d5']
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from desktop.core.records import RecordError, load_record, session_to_record, write_atomically
from desktop.core.session import Session
from desktop.games.registry import resolve

AUTOSAVE_NAME = "autosave.json"
log = logging.getLogger(__name__)


class Autosaver:
    """One autosave file in ``folder``; writes happen in order on one background thread."""

    def __init__(self, folder: str | os.PathLike[str], on_error: Callable[[str], None] | None = None) -> None:
        self.folder = Path(folder)
        self.path = self.folder / AUTOSAVE_NAME
        #: told (on the writer's thread) when a write fails: the game goes on, the old file stays
        self.on_error = on_error
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._last: Future[None] | None = None
        self.writes = 0

    def save(self, session: Session[Any, Any]) -> None:
        """Keep ``session``: its record is taken now (fresh lists, nothing shared with the
        session); the JSON is written out, in one line, in the background (indented text went
        through json's Python encoder: ~4 ms a move on the UI thread by move 1,300)."""
        self._last = self._writer.submit(self._write, session_to_record(session))

    def _write(self, record: dict[str, Any]) -> None:
        try:
            text = json.dumps(record) + "\n"
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomically(self.path, text)
            self.writes += 1
        except OSError as exc:  # a full disk or a read-only folder: say so, keep playing
            log.warning("autosave failed: %s", exc)
            if self.on_error is not None:
                self.on_error(f"Could not autosave to {self.path}: {exc.strerror or exc}")

    def flush(self, timeout: float = 5.0) -> None:
        """Wait until every save asked so far is on disk."""
        if self._last is not None:
            self._last.result(timeout)

    def load(self) -> Session[Any, Any] | None:
        """The autosaved game, if there is one that can be read; ``None`` otherwise."""
        if not self.path.exists():
            return None
        try:
            return load_record(self.path, resolve)
        except RecordError as exc:
            log.warning("the autosave %s cannot be resumed: %s", self.path, exc)
            return None

    def unfinished(self) -> Session[Any, Any] | None:
        """The autosaved game if it has moves and has not ended: what a launch offers to resume."""
        session = self.load()
        if session is None or session.length == 0:
            return None
        end = session.length
        if session.rules.outcome(session.states[end]) is not None or session.resignation is not None:
            return None
        return session

    def clear(self) -> None:
        self.flush()
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:  # a folder that was never writable: nothing was kept there
            log.warning("cannot remove the autosave %s: %s", self.path, exc)

    def close(self) -> None:
        self.flush()
        self._writer.shutdown(wait=True)
