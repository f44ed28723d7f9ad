"""The library: every game played, kept in SQLite; import of records, export, delete, queries.

>>> import tempfile
>>> from pathlib import Path
>>> from desktop.core.session import Seat, Session
>>> from desktop.games.registry import resolve
>>> library = open_library(Path(tempfile.mkdtemp()) / "library.sqlite3")
>>> rules, options = resolve("oxono")
>>> session = Session(rules, options, seats=[Seat.human(), Seat.ai("easy")])
>>> session.play_text("X d3-d6 d5")
>>> game_id = library.store_session(session, "app:1")
>>> [(row.game, row.opponent, row.result, row.moves) for row in library.rows()]
[('oxono', 'Easy', 'unfinished', 1)]
>>> library.session_of(game_id).move_texts
['X d3-d6 d5']
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import sqlite3
import threading
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop.core.language import Translatable
from desktop.core.records import (
    RecordError,
    load_record,
    session_from_record,
    session_to_record,
    write_atomically,
)
from desktop.core.session import Session
from desktop.games.registry import resolve
from desktop.library.rating import UNRATED, Rating, rate
from desktop.library.schema import LibraryError, Problem, connect, default_path
from desktop.library.summary import GameSummary, now_text, summarize


class StoreText(Translatable):
    """The library's messages: what an import did, why a file was refused, why the library
    cannot be read or written (the Library window, ``xeno-games library``)."""


#: at most this many files are read by one import (a folder of a whole disk is not a folder of records)
MAX_IMPORT_FILES = 20_000
#: and no deeper than this many folders down
MAX_IMPORT_DEPTH = 16

_COLUMNS = (
    "game, board, options, players, human, opponent, level, result, score, winner, reason, "
    "started, ended, moves, record, fingerprint"
)


@dataclass(frozen=True)
class GameRow:
    """One game as the Library window and ``library list`` show it (the record left out)."""

    id: int
    uid: str
    game: str
    board: str
    players: tuple[dict[str, str], ...]
    human: int | None
    opponent: str
    level: str | None
    result: str
    score: float | None
    ended: str
    started: str
    moves: int
    source: str
    #: the review's counts (inaccuracies, mistakes, blunders) of the human's moves, if reviewed
    review: tuple[int, int, int] | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": self.id,
            "game": self.game,
            "board": self.board,
            "players": list(self.players),
            "human": self.human,
            "opponent": self.opponent,
            "level": self.level,
            "result": self.result,
            "score": self.score,
            "started": self.started,
            "ended": self.ended,
            "moves": self.moves,
            "source": self.source,
        }
        if self.review is not None:
            data["review"] = dict(zip(("inaccuracies", "mistakes", "blunders"), self.review, strict=True))
        return data


@dataclass(frozen=True)
class Filter:
    """Which games to list; an empty field lets every game through.  ``since``/``until``: days
    (``2026-12-04``), both included."""

    game: str = ""
    board: str = ""
    opponent: str = ""
    result: str = ""
    since: str = ""
    until: str = ""

    def where(self) -> tuple[str, list[Any]]:
        parts: list[str] = []
        values: list[Any] = []
        for column in ("game", "board", "opponent", "result"):
            value = getattr(self, column)
            if value:
                parts.append(f"g.{column} = ?")
                values.append(value)
        if self.since:
            parts.append("g.ended >= ?")
            values.append(_day(self.since))
        if self.until:
            parts.append("g.ended < ?")
            values.append(_day(self.until, 1))
        return (" WHERE " + " AND ".join(parts)) if parts else "", values


def _day(text: str, plus: int = 0) -> str:
    try:
        day = _dt.date.fromisoformat(text.strip())
    except ValueError as exc:
        raise LibraryError(
            StoreText.tr("{text!r} is not a day (write it as 2026-12-04)").format(text=text)
        ) from exc
    return (day + _dt.timedelta(days=plus)).isoformat()


def utc_text(text: Any, fallback: str) -> str:
    """A record's date as UTC ISO text (what the library sorts and filters by)."""
    if not isinstance(text, str) or len(text) > 40:
        return fallback
    try:
        when = _dt.datetime.fromisoformat(text)
    except ValueError:
        return fallback
    if when.tzinfo is None:
        when = when.replace(tzinfo=_dt.UTC)
    return when.astimezone(_dt.UTC).isoformat(timespec="seconds")


@dataclass
class ImportReport:
    """What one import did: the games added, those already there, the files refused and why."""

    added: list[int] = field(default_factory=list)
    known: list[Path] = field(default_factory=list)
    refused: list[tuple[Path, str]] = field(default_factory=list)

    def text(self) -> str:
        lines = [StoreText.tr("%n game added|%n games added", None, len(self.added))]
        if self.known:
            lines[0] += StoreText.tr(", %n already in the library", None, len(self.known))
        if self.refused:
            lines[0] += StoreText.tr(", %n refused", None, len(self.refused))
        lines += [f"{path}: {why}" for path, why in self.refused]
        return "\n".join(lines)


class Library:
    """The games in one SQLite file.  Every method may be called from any thread (one
    connection, one lock); :class:`LibraryError` names a problem in one line."""

    def __init__(self, db: sqlite3.Connection, path: Path, problem: Problem | None = None) -> None:
        self._db = db
        self._lock = threading.RLock()
        #: the file in use (another than the one asked for when that one was bad: see ``problem``)
        self.path = path
        self.problem = problem

    # -- plumbing -------------------------------------------------------------------------------
    def _run(self, sql: str, values: Sequence[Any] = ()) -> list[Any]:
        with self._lock:
            try:
                return self._db.execute(sql, values).fetchall()
            except sqlite3.Error as exc:
                raise LibraryError(
                    StoreText.tr("the game library {path}: {error}").format(path=self.path, error=exc)
                ) from exc

    def _write(self, statements: Iterable[tuple[str, Sequence[Any]]]) -> int | None:
        """Run ``statements`` in one transaction; the last row id written."""
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
                last = None
                try:
                    for sql, values in statements:
                        last = self._db.execute(sql, values).lastrowid
                    self._db.execute("COMMIT")
                except BaseException:
                    self._db.execute("ROLLBACK")
                    raise
                return last
            except sqlite3.Error as exc:
                raise LibraryError(
                    StoreText.tr("the game library {path} cannot be written: {error}").format(
                        path=self.path, error=exc
                    )
                ) from exc

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # -- storing ------------------------------------------------------------------------------
    def store(self, game: GameSummary, uid: str, source: str = "app") -> int:
        """Keep ``game`` under ``uid`` (the same uid again: the same row, brought up to date)."""
        self.store_many([(game, uid, source)])
        found = self._run("SELECT id FROM games WHERE uid = ?", (uid,))
        return int(found[0][0])

    def store_many(self, games: Iterable[tuple[GameSummary, str, str]]) -> None:
        """Keep each (game, uid, source) of ``games``, all in one transaction (a game deleted
        before and kept again is no longer forgotten)."""
        unforget = "DELETE FROM forgotten WHERE uid = ?"
        pairs = ((self._upsert(game, uid, source), (unforget, (uid,))) for game, uid, source in games)
        self._write(statement for pair in pairs for statement in pair)

    @staticmethod
    def _upsert(game: GameSummary, uid: str, source: str) -> tuple[str, Sequence[Any]]:
        values = (
            game.game,
            game.board,
            json.dumps(game.options, sort_keys=True),
            json.dumps([p.to_json() for p in game.players]),
            game.human,
            game.opponent,
            game.level,
            game.result,
            game.score,
            game.winner,
            game.reason,
            game.started,
            game.ended,
            game.moves,
            json.dumps(game.record),
            game.fingerprint,
        )
        updated = ", ".join(f"{c} = excluded.{c}" for c in _COLUMNS.split(", ") if c != "started")
        sql = (
            f"INSERT INTO games (uid, source, {_COLUMNS}) VALUES (?, ?{', ?' * len(values)}) "
            f"ON CONFLICT(uid) DO UPDATE SET {updated}"
        )
        return sql, (uid, source, *values)

    def store_session(
        self, session: Session[Any, Any], uid: str, *, started: str | None = None, source: str = "app"
    ) -> int:
        return self.store(summarize(session, started=started), uid, source)

    def rename(self, uid: str, new: str) -> None:
        """The game kept as ``uid`` is ``new`` from now on (when no game is ``new`` yet)."""
        sql = "UPDATE games SET uid = ? WHERE uid = ? AND NOT EXISTS (SELECT 1 FROM games WHERE uid = ?)"
        self._write([(sql, (new, uid, new))])

    def set_review(
        self, game_id: int, counts: Sequence[int], judged: int, per_player: Sequence[Sequence[int]]
    ) -> None:
        """The review's verdicts on game ``game_id``: ``counts`` (inaccuracies, mistakes,
        blunders) of the human's moves (of every move without a single human), ``judged`` moves
        judged, and each player's own three counts."""
        sql = (
            "INSERT OR REPLACE INTO reviews (game, inaccuracies, mistakes, blunders, judged, per_player, "
            "reviewed) VALUES (?, ?, ?, ?, ?, ?, ?)"
        )
        inaccuracies, mistakes, blunders = (int(c) for c in counts)
        per = json.dumps([list(map(int, p)) for p in per_player])
        self._write([(sql, (game_id, inaccuracies, mistakes, blunders, int(judged), per, now_text()))])

    def delete(self, ids: Iterable[int]) -> int:
        """Forget the games ``ids`` (and their reviews); returns how many there were. Their uids
        are kept (:meth:`forgot`), so the recorder does not take them in again from the autosave."""
        wanted = [int(i) for i in ids]
        before = self.count()
        remember = "INSERT OR IGNORE INTO forgotten (uid, deleted) SELECT uid, ? FROM games WHERE id = ?"
        forget = "DELETE FROM games WHERE id = ?"
        self._write(s for i in wanted for s in ((remember, (now_text(), i)), (forget, (i,))))
        return before - self.count()

    def forgot(self, uid: str) -> bool:
        """The game ``uid`` was deleted (and not kept again since)."""
        return bool(self._run("SELECT 1 FROM forgotten WHERE uid = ?", (uid,)))

    # -- importing and exporting ----------------------------------------------------------------
    def import_file(self, path: Path, report: ImportReport | None = None) -> ImportReport:
        """Add the game record at ``path``, its moves replayed through the rules (a bad record is
        refused with the reason, naming the move); a game already in the library is not added."""
        report = report if report is not None else ImportReport()
        try:
            session = load_record(path, resolve)
            original = json.loads(Path(path).read_text(encoding="utf-8"))
        except RecordError as exc:
            report.refused.append((path, str(exc)))
            return report
        except (OSError, ValueError) as exc:
            report.refused.append((path, StoreText.tr("cannot read it: {error}").format(error=exc)))
            return report
        record = session_to_record(session)
        fallback = _dt.datetime.fromtimestamp(os.path.getmtime(path), _dt.UTC).isoformat(timespec="seconds")
        record["date"] = utc_text(original.get("date"), fallback)
        game = summarize(session, record=record)
        if self._run("SELECT 1 FROM games WHERE fingerprint = ?", (game.fingerprint,)):
            report.known.append(path)
            return report
        report.added.append(self.store(game, f"import:{game.fingerprint}", "import"))
        return report

    def import_paths(self, paths: Iterable[Path]) -> ImportReport:
        """Add every record among ``paths``: files, and the ``.json`` files in folders (at most
        :data:`MAX_IMPORT_FILES`, :data:`MAX_IMPORT_DEPTH` folders down, links not followed)."""
        report = ImportReport()
        for index, path in enumerate(_record_files(paths)):
            if index >= MAX_IMPORT_FILES:
                why = StoreText.tr("not read: one import reads at most {count} files").format(
                    count=MAX_IMPORT_FILES
                )
                report.refused.append((path, why))
                break
            self.import_file(path, report)
        return report

    def record_of(self, game_id: int) -> dict[str, Any]:
        found = self._run("SELECT record FROM games WHERE id = ?", (int(game_id),))
        if not found:
            raise LibraryError(
                StoreText.tr("there is no game {number} in the library").format(number=game_id)
            )
        record = json.loads(found[0][0])
        assert isinstance(record, dict)
        return record

    def session_of(self, game_id: int) -> Session[Any, Any]:
        """Game ``game_id`` replayed (:class:`LibraryError` if its record no longer replays)."""
        try:
            return session_from_record(self.record_of(game_id), resolve)
        except RecordError as exc:
            raise LibraryError(
                StoreText.tr("game {number} cannot be replayed: {error}").format(number=game_id, error=exc)
            ) from exc

    def export(self, game_id: int, out: Path) -> None:
        """Write game ``game_id`` to ``out`` as the game record it is (written atomically)."""
        text = json.dumps(self.record_of(game_id), indent=2) + "\n"
        try:
            write_atomically(out, text)
        except OSError as exc:
            raise LibraryError(
                StoreText.tr("cannot write {path}: {error}").format(path=out, error=exc.strerror or exc)
            ) from exc

    # -- reading ------------------------------------------------------------------------------
    def count(self, where: Filter | None = None) -> int:
        clause, values = (where or Filter()).where()
        return int(self._run(f"SELECT count(*) FROM games g{clause}", values)[0][0])

    def rows(self, where: Filter | None = None, offset: int = 0, limit: int = -1) -> list[GameRow]:
        """The games ``where`` lets through, newest first, ``limit`` of them from ``offset``."""
        clause, values = (where or Filter()).where()
        sql = (
            "SELECT g.id, g.uid, g.game, g.board, g.players, g.human, g.opponent, g.level, g.result, "
            "g.score, g.ended, g.started, g.moves, g.source, r.inaccuracies, r.mistakes, r.blunders "
            f"FROM games g LEFT JOIN reviews r ON r.game = g.id{clause} "
            "ORDER BY g.ended DESC, g.id DESC LIMIT ? OFFSET ?"
        )
        return [_row(found) for found in self._run(sql, [*values, limit, offset])]

    def row(self, game_id: int) -> GameRow | None:
        sql = (
            "SELECT g.id, g.uid, g.game, g.board, g.players, g.human, g.opponent, g.level, g.result, "
            "g.score, g.ended, g.started, g.moves, g.source, r.inaccuracies, r.mistakes, r.blunders "
            "FROM games g LEFT JOIN reviews r ON r.game = g.id WHERE g.id = ?"
        )
        found = self._run(sql, (int(game_id),))
        return _row(found[0]) if found else None

    def id_of(self, uid: str) -> int | None:
        found = self._run("SELECT id FROM games WHERE uid = ?", (uid,))
        return int(found[0][0]) if found else None

    def uid_of(self, game_id: int) -> str | None:
        found = self._run("SELECT uid FROM games WHERE id = ?", (int(game_id),))
        return str(found[0][0]) if found else None

    def values(self, column: str) -> list[str]:
        """The values a filter can take (``game``, ``board``, ``opponent``, ``result``)."""
        if column not in ("game", "board", "opponent", "result"):
            raise ValueError(column)
        return [str(v[0]) for v in self._run(f"SELECT DISTINCT {column} FROM games ORDER BY {column}")]

    def counts(self, game: str | None = None) -> list[tuple[str, str | None, str, int]]:
        """How many games of each (game, level, result) there are (of ``game`` only, if given)."""
        clause, values = (" WHERE game = ?", [game]) if game else ("", [])
        sql = f"SELECT game, level, result, count(*) FROM games{clause} GROUP BY game, level, result"
        return [(str(g), lv, str(r), int(n)) for g, lv, r, n in self._run(sql + " ORDER BY game", values)]

    def history(self, game: str) -> list[tuple[str, str, float]]:
        """The finished games of one human against one AI level in ``game``, oldest first:
        (date, level, the human's score)."""
        sql = (
            "SELECT ended, level, score FROM games WHERE game = ? AND level IS NOT NULL "
            "AND score IS NOT NULL ORDER BY ended, id"
        )
        return [(str(e), str(lv), float(s)) for e, lv, s in self._run(sql, (game,))]

    def player_rating(self, game_id: str) -> Rating:
        """The player's rating in ``game_id``: :func:`~desktop.library.rating.rate` over that
        game's finished games against the AI, in the order they ended."""
        history = self.history(game_id)
        return rate(game_id, [(level, score) for _, level, score in history]) if history else UNRATED

    def reviews(self, game: str | None = None) -> list[tuple[str, int, int, int, int]]:
        """The reviewed games, oldest first: (date, inaccuracies, mistakes, blunders, moves judged)."""
        clause, values = (" WHERE g.game = ?", [game]) if game else ("", [])
        sql = (
            "SELECT g.ended, r.inaccuracies, r.mistakes, r.blunders, r.judged FROM reviews r "
            f"JOIN games g ON g.id = r.game{clause} ORDER BY g.ended, g.id"
        )
        return [(str(a), int(b), int(c), int(d), int(e)) for a, b, c, d, e in self._run(sql, values)]

    def __iter__(self) -> Iterator[GameRow]:
        return iter(self.rows())


def _row(found: Sequence[Any]) -> GameRow:
    review = None if found[14] is None else (int(found[14]), int(found[15]), int(found[16]))
    players = tuple(p for p in json.loads(found[4]) if isinstance(p, dict))
    return GameRow(
        id=int(found[0]),
        uid=str(found[1]),
        game=str(found[2]),
        board=str(found[3]),
        players=players,
        human=found[5],
        opponent=str(found[6]),
        level=found[7],
        result=str(found[8]),
        score=found[9],
        ended=str(found[10]),
        started=str(found[11]),
        moves=int(found[12]),
        source=str(found[13]),
        review=review,
    )


def _record_files(paths: Iterable[Path]) -> Iterator[Path]:
    for path in paths:
        path = Path(path)
        if path.is_dir():
            base = len(path.parts)
            for folder, dirs, files in os.walk(path, followlinks=False):
                if len(Path(folder).parts) - base >= MAX_IMPORT_DEPTH:
                    dirs[:] = []
                dirs.sort()
                for name in sorted(files):
                    if name.lower().endswith(".json") and not name.startswith("."):
                        yield Path(folder) / name
        else:
            yield path


def open_library(path: Path | None = None) -> Library:
    """The library at ``path`` (default: :func:`~desktop.library.schema.default_path`), made or
    migrated as needed; a bad file is put aside and a fresh library used (``Library.problem``
    says so).  :class:`LibraryError` only when not even a fresh one can be made."""
    target = Path(path) if path is not None else default_path()
    try:
        db, used, problem = connect(target)
    except (OSError, sqlite3.Error) as exc:
        raise LibraryError(
            StoreText.tr("the game library {path} cannot be opened: {error}").format(path=target, error=exc)
        ) from exc
    return Library(db, used, problem)
