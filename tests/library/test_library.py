"""The library's database: import of every record shape ever written, export, a bad or busy
file, the migrations, the statistics against a hand count, the command line."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from desktop.assets import DATA_ENV
from desktop.cli import main
from desktop.core.records import MAX_RECORD_BYTES, load_record, session_to_record
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve
from desktop.library import schema
from desktop.library.schema import APPLICATION_ID, SCHEMA_VERSION
from desktop.library.stats import rating_trend, statistics
from desktop.library.store import Filter, Library, open_library

DATA = Path(__file__).parent / "data"
RECORDS = sorted(DATA.glob("*.json"))


@pytest.fixture
def library(tmp_path: Path) -> Library:
    return open_library(tmp_path / "library.sqlite3")


# -- every record version ever written --------------------------------------------------------
#: what each fixture holds, read from the file by eye: game, result for the human, opponent, moves
EXPECTED = {
    "v1-first-oxono-resigned.json": ("oxono", "loss", "Easy", 6),
    "v1-start-position-zeno-unfinished.json": ("zeno", "unfinished", "Medium", 8),
    "v1-cursor-xspectrum.json": ("xspectrum", "unfinished", "Hard", 10),
    "v1-autosave-slot-xeno.json": ("xeno", "unfinished", "Beginner", 12),
    "v1-clock-oxono-time-out.json": ("oxono", "win", "Medium", 5),
    "v1-cursor-xeno-3-players.json": ("xeno", None, "Easy + Easy", 135),
    "v1-agreed-draw-zeno.json": ("zeno", "draw", "Easy", 9),
}


def test_the_fixtures_are_every_shape() -> None:
    assert sorted(p.name for p in RECORDS) == sorted(EXPECTED)


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: p.stem)
def test_every_earlier_record_imports_and_exports_as_it_is_today(library: Library, path: Path) -> None:
    report = library.import_file(path)
    assert len(report.added) == 1, report.text()
    (row,) = library.rows()
    game, result, opponent, moves = EXPECTED[path.name]
    assert (row.game, row.opponent, row.moves, row.source) == (game, opponent, moves, "import")
    if result is not None:
        assert row.result == result
    original = json.loads(path.read_text())
    assert row.ended == original["date"]  # the game's own date, not the import's
    exported = library.path.parent / "out.json"
    library.export(row.id, exported)
    again = load_record(exported, resolve)
    assert again.move_texts == original["moves"]
    record = json.loads(exported.read_text())
    assert record["format_version"] == 1 and record["date"] == original["date"]
    assert record.get("start_position")  # today's records always hold it
    today = session_to_record(again)
    today["date"] = record["date"]
    assert today == record  # exactly the record this version writes of that game
    # round trip: the exported file into another library holds the same record, and is known here
    other = open_library(library.path.parent / "other.sqlite3")
    assert len(other.import_file(exported).added) == 1
    assert other.record_of(other.rows()[0].id) == library.record_of(row.id)
    assert library.import_file(exported).known == [exported]
    assert library.count() == 1


def test_a_folder_of_records_imports_every_one_and_says_which_were_refused(
    library: Library, tmp_path: Path
) -> None:
    folder = tmp_path / "records"
    (folder / "deeper").mkdir(parents=True)
    for path in RECORDS[:3]:
        (folder / path.name).write_bytes(path.read_bytes())
    (folder / "deeper" / RECORDS[3].name).write_bytes(RECORDS[3].read_bytes())
    (folder / "notes.txt").write_text("not a record")  # not .json: not read
    (folder / "garbage.json").write_bytes(b"\x00\xff" * 50)
    report = library.import_paths([folder])
    assert len(report.added) == 4
    assert [p.name for p, _ in report.refused] == ["garbage.json"]
    assert "4 games added, 1 refused" in report.text()


def test_a_folder_import_follows_no_link_and_stops_going_down(library: Library, tmp_path: Path) -> None:
    from desktop.library.store import MAX_IMPORT_DEPTH

    top = tmp_path / "top"
    deep = top.joinpath(*[f"d{i}" for i in range(MAX_IMPORT_DEPTH + 3)])
    deep.mkdir(parents=True)
    (deep / "too-deep.json").write_bytes(RECORDS[0].read_bytes())
    (top / "d0" / "near.json").write_bytes(RECORDS[1].read_bytes())
    (top / "loop").symlink_to(top, target_is_directory=True)  # a folder inside itself
    (top / "elsewhere").symlink_to(DATA, target_is_directory=True)  # records through a link
    report = library.import_paths([top])
    assert len(report.added) == 1 and not report.refused  # near.json only: no link, not too deep
    assert library.rows()[0].game == json.loads(RECORDS[1].read_text())["game"]


def test_an_illegal_move_is_refused_naming_it(library: Library, tmp_path: Path) -> None:
    record = json.loads((DATA / "v1-first-oxono-resigned.json").read_text())
    record["moves"][2] = "X a1-a9 a8"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(record))
    report = library.import_file(bad)
    assert not report.added and library.count() == 0
    ((path, why),) = report.refused
    assert path == bad and "move 3 ('X a1-a9 a8')" in why


def test_hostile_files_are_refused_without_reading_them_whole(library: Library, tmp_path: Path) -> None:
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(MAX_RECORD_BYTES + 10)
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000)
    other = tmp_path / "other.json"
    other.write_text('{"format": "something else"}')
    report = library.import_paths([huge, deep, other])
    reasons = dict((p.name, why) for p, why in report.refused)
    assert "larger than 16 MB" in reasons["huge.json"]
    assert "nested too deeply" in reasons["deep.json"]
    assert "not a game record" in reasons["other.json"]
    assert library.count() == 0


# -- a bad, busy or newer library file ---------------------------------------------------------
def _bad_file_gives_a_fresh_library(path: Path, kind: str) -> Library:
    library = open_library(path)
    problem = library.problem
    assert problem is not None and problem.kind == kind
    assert str(path) in problem.text and "fresh library" in problem.text
    session = load_record(RECORDS[0], resolve)
    library.store_session(session, "app:after")  # the app still keeps its games
    assert library.count() == 1
    return library


def test_a_file_of_garbage_is_kept_aside_and_a_fresh_library_made(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    path.write_bytes(os.urandom(5000))
    before = path.read_bytes()
    library = _bad_file_gives_a_fresh_library(path, "not ours")
    assert library.problem is not None and library.problem.kept is not None
    assert library.problem.kept.read_bytes() == before and library.problem.kept.name.startswith(
        "library.sqlite3.bad-"
    )
    assert library.path == path  # the fresh one where the old one was


def test_a_truncated_library_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    full = open_library(path)
    for index in range(60):
        full.store_session(load_record(RECORDS[index % len(RECORDS)], resolve), f"app:{index}")
    full._db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    full.close()
    data = path.read_bytes()
    assert len(data) > 3 * 4096
    path.write_bytes(data[: len(data) // 2])
    library = _bad_file_gives_a_fresh_library(path, "damaged")
    assert "damaged" in library.problem.text if library.problem else False


def test_another_programs_database_is_not_touched_but_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE notes (text TEXT)")
    db.commit()
    db.close()
    library = _bad_file_gives_a_fresh_library(path, "not ours")
    assert library.problem is not None and library.problem.kept is not None
    kept = sqlite3.connect(library.problem.kept)
    assert kept.execute("SELECT name FROM sqlite_master").fetchall() == [("notes",)]


def test_a_library_of_a_newer_version_stays_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    open_library(path).close()
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    library = _bad_file_gives_a_fresh_library(path, "newer")
    assert path.exists() and library.path.name == f"library.schema-{SCHEMA_VERSION}.sqlite3"
    assert library.problem and library.problem.kept is None


def test_a_library_another_program_holds_locked_gives_a_fresh_one_beside_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(schema, "BUSY_SECONDS", 0.2)
    path = tmp_path / "library.sqlite3"
    open_library(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        library = _bad_file_gives_a_fresh_library(path, "busy")
        assert library.path.name == "library.busy.sqlite3" and "another program" in library.problem.text  # type: ignore[union-attr]
        assert open_library(path).path == library.path  # busy still: the same file beside it
    finally:
        holder.execute("ROLLBACK")
    assert open_library(path).problem is None  # free again: the library itself


def test_a_folder_or_an_unreadable_place_is_said_and_nothing_is_moved(tmp_path: Path) -> None:
    from desktop.library.schema import LibraryError

    folder = tmp_path / "a-folder"
    folder.mkdir()
    with pytest.raises(LibraryError, match="is a folder"):
        open_library(folder)
    assert folder.is_dir() and list(tmp_path.iterdir()) == [folder]
    locked = tmp_path / "no-entry"
    locked.mkdir(mode=0o500)
    try:
        if os.access(locked, os.W_OK):  # root writes anywhere: nothing to show
            return
        with pytest.raises(LibraryError, match="cannot be opened"):
            open_library(locked / "library.sqlite3")
    finally:
        locked.chmod(0o700)


# -- migrations ----------------------------------------------------------------------------------
#: the first schema, as it was written (not taken from the code: the test makes the old file)
VERSION_1 = """
CREATE TABLE games (id INTEGER PRIMARY KEY, uid TEXT NOT NULL UNIQUE, game TEXT NOT NULL,
  board TEXT NOT NULL, options TEXT NOT NULL, players TEXT NOT NULL, human INTEGER,
  opponent TEXT NOT NULL, result TEXT NOT NULL, score REAL, winner INTEGER, reason TEXT,
  started TEXT NOT NULL, ended TEXT NOT NULL, moves INTEGER NOT NULL, record TEXT NOT NULL,
  source TEXT NOT NULL);
CREATE INDEX games_ended ON games(ended);
PRAGMA user_version = 1;
"""


def test_a_version_1_library_is_migrated_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(VERSION_1)
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    record = session_to_record(load_record(DATA / "v1-first-oxono-resigned.json", resolve))  # as kept then
    players = json.dumps(
        [{"side": "Pink", "kind": "human"}, {"side": "Black", "kind": "ai", "level": "easy"}]
    )
    db.execute(
        "INSERT INTO games VALUES (7, 'slot:old', 'oxono', 'standard', '{}', ?, 0, 'Easy', 'loss', 0.0, 1,"
        " 'resigned', '2026-11-20T18:00:00+00:00', '2026-11-20T18:04:11+00:00', 6, ?, 'app')",
        (players, json.dumps(record)),
    )
    db.commit()
    db.close()
    library = open_library(path)
    assert library.problem is None
    assert library._db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    (row,) = library.rows()
    assert (row.id, row.uid, row.level, row.result, row.opponent) == (7, "slot:old", "easy", "loss", "Easy")
    assert library.import_file(DATA / "v1-first-oxono-resigned.json").known  # its fingerprint was made
    library.set_review(7, (1, 2, 0), 6, [(1, 2, 0), (0, 0, 1)])  # the reviews' table is there
    assert library.rows()[0].review == (1, 2, 0)
    assert library.player_rating("oxono").deviation < 350


def test_opponents_written_in_the_language_of_the_day_are_kept_in_english(tmp_path: Path) -> None:
    """Version 4: an opponent once written as ``Mittel`` (the German app) is worked out again from
    the row's players, in English; the window says it in the language of the day."""
    path = tmp_path / "library.sqlite3"
    library = open_library(path)
    session = Session(*resolve("oxono"), seats=[Seat.human(), Seat.ai("medium")])
    session.play_text("X d3-d6 d5")
    library.store_session(session, "slot:de")
    friends = Session(*resolve("zeno"), seats=[Seat.human(), Seat.human()])
    library.store_session(friends, "slot:friends")
    library._db.execute("UPDATE games SET opponent = 'Mittel' WHERE uid = 'slot:de'")
    library._db.execute("UPDATE games SET opponent = 'Freund' WHERE uid = 'slot:friends'")
    library._db.execute("PRAGMA user_version = 3")
    library._db.commit()
    library.close()
    again = open_library(path)
    assert again.problem is None
    assert {row.uid: row.opponent for row in again.rows()} == {"slot:de": "Medium", "slot:friends": "Friend"}


def test_an_empty_file_becomes_a_library_of_the_current_version(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite3"
    path.touch()
    library = open_library(path)
    assert library.problem is None and library.count() == 0
    assert library._db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID


# -- statistics against a hand count -------------------------------------------------------------
#: tests/library/data/stats/, counted by hand from the files (who sat where, who resigned, the draw):
#: a  oxono   you (Pink) v Easy, Easy resigned          win   (easy)
#: b  oxono   Easy v you (Black), you resigned          loss  (easy)
#: c  oxono   you v Medium, you resigned                loss  (medium)
#: d  oxono   you v Medium, 3 moves, not over           unfinished (medium)
#: e  oxono   you v a friend at the same screen         ended, no single human: other
#: f  xspec.  you v Hard, 50 moves without a capture    draw  (hard)
#: g  xspec.  Hard v you, Hard resigned                 win   (hard)
#: h  zeno    Easy v Medium (the AI alone), resigned    other
HAND_COUNT = {
    "oxono": {"games": 5, "wins": 1, "draws": 0, "losses": 2, "unfinished": 1, "other": 1, "rated_games": 3},
    "xspectrum": {
        "games": 2,
        "wins": 1,
        "draws": 1,
        "losses": 0,
        "unfinished": 0,
        "other": 0,
        "rated_games": 2,
    },
    "zeno": {"games": 1, "wins": 0, "draws": 0, "losses": 0, "unfinished": 0, "other": 1, "rated_games": 0},
}
HAND_LEVELS = {
    "oxono": {"easy": (2, 1, 0, 1, 0), "medium": (2, 0, 0, 1, 1)},
    "xspectrum": {"hard": (2, 1, 1, 0, 0)},
    "zeno": {},
}


def test_library_stats_match_the_hand_count(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "stats.sqlite3")
    assert main(["library", "add", str(DATA / "stats"), "--db", db]) == 0
    assert capsys.readouterr().out.strip() == "8 games added"
    assert main(["library", "stats", "--json", "--db", db]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert sorted(figures) == sorted(HAND_COUNT)
    for game, expected in HAND_COUNT.items():
        assert {key: figures[game][key] for key in expected} == expected, game
        levels = {
            level: (t["games"], t["wins"], t["draws"], t["losses"], t["unfinished"])
            for level, t in figures[game]["levels"].items()
        }
        assert levels == HAND_LEVELS[game], game
    assert figures["oxono"]["rating"]["deviation"] < 350 and figures["zeno"]["rating"] is None
    assert main(["library", "stats", "--game", "xspectrum", "--db", db]) == 0
    text = capsys.readouterr().out
    assert "xspectrum: 2 games, 1 won, 1 drawn, 0 lost, 0 unfinished" in text
    assert "hard" in text and "rating" in text


def test_trend_and_rating_agree(tmp_path: Path) -> None:
    library = open_library(tmp_path / "l.sqlite3")
    library.import_paths([DATA / "stats"])
    trend = rating_trend(library, "oxono")
    assert len(trend) == 3 and [when for when, _ in trend] == sorted(when for when, _ in trend)
    assert trend[-1][1] == library.player_rating("oxono")
    assert statistics(library)["oxono"].rating == library.player_rating("oxono")


# -- the command line ----------------------------------------------------------------------------
def test_the_command_line_lists_exports_and_deletes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "cli.sqlite3")
    assert main(["library", "--db", db, "add", *map(str, RECORDS)]) == 0
    capsys.readouterr()
    assert main(["library", "list", "--json", "--game", "oxono", "--db", db]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [g["game"] for g in listed] == ["oxono", "oxono"]
    assert listed[0]["ended"] > listed[1]["ended"]  # newest first
    assert main(["library", "list", "--db", db]) == 0
    assert capsys.readouterr().out.strip().endswith(f"{len(RECORDS)} games")
    out = tmp_path / "out.json"
    assert main(["library", "export", str(listed[0]["id"]), "--out", str(out), "--db", db]) == 0
    assert (
        load_record(out, resolve).move_texts
        == json.loads((DATA / "v1-clock-oxono-time-out.json").read_text())["moves"]
    )
    assert main(["library", "delete", str(listed[0]["id"]), "--db", db]) == 0
    assert main(["library", "list", "--json", "--game", "oxono", "--db", db]) == 0
    capsys.readouterr()


@pytest.mark.parametrize(
    ("argv", "status", "message"),
    [
        (["library", "export", "999", "--out", "x.json"], 2, "there is no game 999 in the library"),
        (["library", "list", "--game", "chess"], 2, "unknown game 'chess'"),
        (["library", "add", "missing.json"], 2, "no such file or folder: missing.json"),
        (["library", "delete", "5"], 2, "there is no game 5 in the library"),
        (["library"], 2, "library needs a command"),
        (["library", "list", "--limit", "x"], 2, "invalid int value"),
    ],
)
def test_the_command_line_says_what_is_wrong_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], status: int, message: str
) -> None:
    assert main([*argv, "--db", str(tmp_path / "l.sqlite3")] if len(argv) > 1 else argv) == status
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_add_of_a_bad_record_says_which_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    status = main(["library", "add", str(RECORDS[0]), str(bad), "--db", str(tmp_path / "l.sqlite3")])
    captured = capsys.readouterr()
    assert status == 1 and captured.out.strip() == "1 game added, 1 refused"
    assert f"refused {bad}: not valid JSON" in captured.err


def test_the_library_file_is_named_by_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv(schema.LIBRARY_ENV, raising=False)
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "data"))
    assert main(["library", "add", str(RECORDS[0])]) == 0
    assert (tmp_path / "data" / "library.sqlite3").exists()
    monkeypatch.setenv(schema.LIBRARY_ENV, str(tmp_path / "named.sqlite3"))
    assert main(["library", "add", str(RECORDS[0])]) == 0
    assert (tmp_path / "named.sqlite3").exists()
    monkeypatch.delenv(DATA_ENV)
    monkeypatch.delenv(schema.LIBRARY_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert schema.default_path() == tmp_path / "xdg" / "XenoGames" / "Xeno Games" / "library.sqlite3"
    assert Filter(since="2026-12-01").where()[1] == ["2026-12-01"]


def test_the_library_imports_no_qt() -> None:
    import subprocess
    import sys

    code = (
        "import sys\n"
        "import desktop.library.store, desktop.library.recorder, desktop.library.stats, desktop.library.cli\n"
        "assert not [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph')]\n"
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
