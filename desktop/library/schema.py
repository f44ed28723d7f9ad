"""The library's SQLite file: where it is, its schema, the migrations, and what to do when it is bad.

The schema's version is SQLite's ``user_version``; :data:`MIGRATIONS` takes
a database from each version to the next, from an empty file (version 0) up
to :data:`SCHEMA_VERSION`, so a library made by any earlier version opens
(each migration runs in one transaction: a crash leaves the old version).
The file says it is ours with SQLite's ``application_id``.

A file that is not ours, is damaged (garbage, truncated), or was made by a
newer version is never written to: :func:`connect` renames a bad one to
``<name>.bad-<time>`` (kept, for whoever wants to look at it) and makes a
fresh library in its place; a newer one, or one another program holds
locked, stays as it is and a fresh library is made beside it
(``library.busy.sqlite3`` / ``library.schema-<version>.sqlite3``, the same each time).  Each case comes with a
:class:`Problem` whose ``text`` says what happened in one sentence.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from desktop.assets import data_folder
from desktop.core.language import Translatable


class SchemaText(Translatable):
    """Why the library file cannot be used, and where the games go instead (the Library window,
    the status line, ``xeno-games library``)."""


#: the current schema version (``PRAGMA user_version``)
SCHEMA_VERSION = 4
#: "XGLB": the SQLite application_id of a Xeno Games library
APPLICATION_ID = 0x58474C42
#: the file's name in the data folder
FILE_NAME = "library.sqlite3"
#: a library file named by the environment (tests, scripts, portable installs)
LIBRARY_ENV = "XENO_GAMES_LIBRARY"
#: how long a write waits for another connection's lock before the library counts as busy
BUSY_SECONDS = 2.0
_HEADER = b"SQLite format 3\x00"


def default_path(folder: Path | None = None) -> Path:
    """The library file: ``XENO_GAMES_LIBRARY``, else ``library.sqlite3`` in ``folder`` (default:
    the data folder, :func:`desktop.assets.data_folder`)."""
    named = os.environ.get(LIBRARY_ENV)
    if named:
        return Path(named)
    return (folder if folder is not None else data_folder()) / FILE_NAME


class LibraryError(Exception):
    """The library cannot be read or written (a message for the player, one line)."""


@dataclass(frozen=True)
class Problem:
    """What was wrong with the library file when it was opened, and where the games go now."""

    kind: str  # "damaged", "not ours", "newer", "busy"
    path: Path  # the file that was asked for
    kept: Path | None  # where the bad file is now (renamed), if it was moved
    used: Path  # the file the library uses instead
    text: str


# -- the schema, version by version -------------------------------------------------------------
def _script(db: sqlite3.Connection, text: str) -> None:
    """Each statement of ``text`` in the transaction open (``executescript`` would commit it)."""
    for statement in text.split(";"):
        if statement.strip():
            db.execute(statement)


def _to_1(db: sqlite3.Connection) -> None:
    """The first library: one row per game."""
    _script(
        db,
        """
        CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            uid TEXT NOT NULL UNIQUE,
            game TEXT NOT NULL,
            board TEXT NOT NULL,
            options TEXT NOT NULL,
            players TEXT NOT NULL,
            human INTEGER,
            opponent TEXT NOT NULL,
            result TEXT NOT NULL,
            score REAL,
            winner INTEGER,
            reason TEXT,
            started TEXT NOT NULL,
            ended TEXT NOT NULL,
            moves INTEGER NOT NULL,
            record TEXT NOT NULL,
            source TEXT NOT NULL
        );
        CREATE INDEX games_ended ON games(ended);
        """,
    )


def _to_2(db: sqlite3.Connection) -> None:
    """The AI opponent's level and a fingerprint of the game in columns of their own (the
    statistics and the rating group by level; an import already there is found by its
    fingerprint), the reviews' mistakes, indexes for the Library window's filters."""
    from desktop.library.summary import fingerprint_of_record, level_of_players

    db.execute("ALTER TABLE games ADD COLUMN level TEXT")
    db.execute("ALTER TABLE games ADD COLUMN fingerprint TEXT")
    rows = db.execute("SELECT id, players, record FROM games").fetchall()
    for row_id, players, record in rows:
        try:
            level = level_of_players(json.loads(players))
            mark = fingerprint_of_record(json.loads(record))
        except (ValueError, TypeError, AttributeError):
            level, mark = None, None
        db.execute("UPDATE games SET level = ?, fingerprint = ? WHERE id = ?", (level, mark, row_id))
    _script(
        db,
        """
        CREATE TABLE reviews (
            game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
            inaccuracies INTEGER NOT NULL,
            mistakes INTEGER NOT NULL,
            blunders INTEGER NOT NULL,
            judged INTEGER NOT NULL,
            per_player TEXT NOT NULL,
            reviewed TEXT NOT NULL
        );
        CREATE INDEX games_game ON games(game, ended);
        CREATE INDEX games_opponent ON games(opponent);
        CREATE INDEX games_fingerprint ON games(fingerprint);
        """,
    )


def _to_3(db: sqlite3.Connection) -> None:
    """The games the player deleted, by uid: a game the autosave still keeps for Resume is not
    taken in again at the next start (it is again once played on)."""
    db.execute("CREATE TABLE forgotten (uid TEXT PRIMARY KEY, deleted TEXT NOT NULL)")


def _to_4(db: sqlite3.Connection) -> None:
    """The opponents in English, worked out again from the rows' players: they were written in
    the language of the day (``Mittel``); the library now keeps English and shows them in the
    app's language."""
    from desktop.library.summary import Player, opponent_of

    for row_id, players, human in db.execute("SELECT id, players, human FROM games").fetchall():
        try:
            seats = [Player.from_json(p) for p in json.loads(players)]
            opponent = opponent_of(seats, human if isinstance(human, int) else None)
        except (ValueError, TypeError, AttributeError):
            continue  # a row the app did not write as it writes them: left as it is
        db.execute("UPDATE games SET opponent = ? WHERE id = ?", (opponent, row_id))


#: MIGRATIONS[v] takes a library of version v to version v + 1
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_to_1, _to_2, _to_3, _to_4]
assert len(MIGRATIONS) == SCHEMA_VERSION


def migrate(db: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Bring ``db`` up to version ``target``, one transaction per step; returns the version found."""
    found = int(db.execute("PRAGMA user_version").fetchone()[0])
    for version in range(found, target):
        db.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[version](db)
            db.execute(f"PRAGMA user_version = {version + 1}")
            db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
    return found


# -- opening --------------------------------------------------------------------------------------
class _Bad(Exception):
    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind


def _open(path: Path) -> sqlite3.Connection:
    """A connection to the library at ``path``, migrated; :class:`_Bad` says why it cannot be."""
    if path.is_dir():
        raise LibraryError(
            SchemaText.tr("the game library {path} is a folder: name a file").format(path=path)
        )
    if path.exists():
        try:
            with open(path, "rb") as handle:
                header = handle.read(len(_HEADER))
        except OSError as exc:
            raise LibraryError(
                SchemaText.tr("cannot read the library {path}: {error}").format(
                    path=path, error=exc.strerror or exc
                )
            ) from exc
        if header and header != _HEADER:
            raise _Bad("not ours", SchemaText.tr("it is not an SQLite database"))
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False)
    try:
        db.execute("PRAGMA foreign_keys = ON")
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        app_id = int(db.execute("PRAGMA application_id").fetchone()[0])
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if tables and app_id != APPLICATION_ID:
            raise _Bad("not ours", SchemaText.tr("it is another program's database"))
        if version > SCHEMA_VERSION:
            made = SchemaText.tr("a newer version of the app made it (schema {found}, this one reads {read})")
            raise _Bad("newer", made.format(found=version, read=SCHEMA_VERSION))
        if version:
            check = db.execute("PRAGMA quick_check(1)").fetchone()[0]
            if check != "ok":
                raise _Bad("damaged", SchemaText.tr("it is damaged ({error})").format(error=check))
        db.execute("BEGIN IMMEDIATE")  # a lock another program holds shows here
        db.execute("COMMIT")
        if version < SCHEMA_VERSION:
            migrate(db)
        db.execute("PRAGMA journal_mode = WAL")
        return db
    except sqlite3.OperationalError as exc:
        db.close()
        if "locked" in str(exc) or "busy" in str(exc):
            raise _Bad("busy", SchemaText.tr("another program is using it")) from exc
        if "unable to open" in str(exc) or "readonly" in str(exc):
            raise LibraryError(
                SchemaText.tr("the game library {path} cannot be opened: {error}").format(
                    path=path, error=exc
                )
            ) from exc
        raise _Bad("damaged", SchemaText.tr("it cannot be read ({error})").format(error=exc)) from exc
    except sqlite3.DatabaseError as exc:
        db.close()
        raise _Bad("damaged", SchemaText.tr("it is damaged ({error})").format(error=exc)) from exc
    except BaseException:
        db.close()
        raise


def connect(path: Path) -> tuple[sqlite3.Connection, Path, Problem | None]:
    """Open (and migrate) the library at ``path``; a bad file is put aside (see the module's
    docstring) and a fresh library used: returns the connection, the file it uses, the problem."""
    try:
        return _open(path), path, None
    except _Bad as bad:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        kept: Path | None = None
        if bad.kind in ("damaged", "not ours"):
            kept = path.with_name(f"{path.name}.bad-{stamp}")
            try:
                os.replace(path, kept)
                for extra in ("-wal", "-shm"):
                    side = path.with_name(path.name + extra)
                    if side.exists():
                        os.replace(side, kept.with_name(kept.name + extra))
                used = path
            except OSError:
                kept, used = None, path.with_name(f"{path.stem}.fresh-{stamp}{path.suffix}")
        else:
            # one name, used again next time (the file asked for may be free by then): the games
            # of the runs it was busy, or of this older version, stay together
            tag = "busy" if bad.kind == "busy" else f"schema-{SCHEMA_VERSION}"
            used = path.with_name(f"{path.stem}.{tag}{path.suffix}")
        if kept is not None:
            text = SchemaText.tr(
                "The game library {path} could not be opened: {why} (kept as {kept}). "
                "Your games are kept in a fresh library, {used}."
            ).format(path=path, why=bad, kept=kept.name, used=used)
        else:
            text = SchemaText.tr(
                "The game library {path} could not be opened: {why}. "
                "Your games are kept in a fresh library, {used}."
            ).format(path=path, why=bad, used=used)
        try:
            db = _open(used)
        except (_Bad, sqlite3.Error, OSError) as exc:
            raise LibraryError(
                SchemaText.tr("{text}, which cannot be made either: {error}").format(
                    text=text.removesuffix("."), error=exc
                )
            ) from exc
        return db, used, Problem(bad.kind, path, kept, used, text)
