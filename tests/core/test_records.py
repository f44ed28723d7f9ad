"""Game records: saving, loading, and clear errors for bad files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from desktop.core.records import RecordError, load_record, save_record, session_from_record, session_to_record
from desktop.core.session import Seat, Session
from desktop.games.oxono.rules import OxonoRules
from desktop.games.registry import resolve

MOVES = ["X d3-d6 d5", "O c4-c1 b1", "X d6-f6 f5"]


def make_session() -> Session:  # type: ignore[type-arg]
    session: Session = Session(OxonoRules(), {"random_totems": False}, 42, [Seat.human(), Seat.ai("hard")])  # type: ignore[type-arg]
    for text in MOVES:
        session.play_text(text)
    return session


def test_record_fields(tmp_path: Path) -> None:
    record = session_to_record(make_session())
    assert record["format"] == "xeno-games-record" and record["format_version"] == 1
    assert record["game"] == "oxono" and record["seed"] == 42
    assert record["seats"] == [{"kind": "human"}, {"kind": "ai", "level": "hard"}]
    assert record["moves"] == MOVES and record["result"] is None
    assert record["app_version"] and record["date"]


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    session = make_session()
    save_record(session, path)
    loaded = load_record(path, resolve)
    assert loaded.states == session.states and loaded.seats == session.seats and loaded.seed == 42
    loaded.play_text("O c1-c4 c5")  # and it continues


def test_resignation_and_custom_start_survive(tmp_path: Path) -> None:
    rules = OxonoRules()
    start = rules.state_from_text("OO1O2/6/2@3/3+2/6/xxx3 p")
    session: Session = Session(rules, start=start)  # type: ignore[type-arg]
    session.resign()
    path = tmp_path / "r.json"
    save_record(session, path)
    loaded = load_record(path, resolve)
    assert loaded.states[0] == start and loaded.is_over and loaded.outcome() == session.outcome()


def write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "bad.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


@pytest.mark.parametrize(
    ("mutate", "problem"),
    [
        (lambda r: r.update(moves=[*MOVES[:2], "X d6-d1 d2"]), r"move 3 \('X d6-d1 d2'\)"),
        (lambda r: r.update(moves=[*MOVES[:1], "Z a1-a2 a3"]), r"move 2 .*not an Oxono move"),
        (lambda r: r.update(game="chess"), "unknown game 'chess'"),
        (lambda r: r.update(format="something"), "not a game record"),
        (lambda r: r.update(format_version=99), "newer than this app"),
        (lambda r: r.pop("moves"), "missing field 'moves'"),
        (lambda r: r.update(seed="x"), "'seed' has the wrong type"),
        (lambda r: r.update(options={"colour": 3}), "no option 'colour'"),
        (lambda r: r.update(seats=[{"kind": "robot"}]), "seat 1"),
        (lambda r: r.update(seats=[{"kind": "human"}]), "needs 2 seats"),
        (lambda r: r.update(start_position="6/6 p"), "bad game setup"),
    ],
)
def test_bad_records_name_the_problem(tmp_path: Path, mutate, problem: str) -> None:  # type: ignore[no-untyped-def]
    record = session_to_record(make_session())
    mutate(record)
    with pytest.raises(RecordError, match=problem):
        load_record(write(tmp_path, record), resolve)


def test_corrupt_json_names_line_and_column(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=r"not valid JSON \(line 1"):
        load_record(write(tmp_path, '{"format": '), resolve)
    with pytest.raises(RecordError, match="expected a JSON object"):
        load_record(write(tmp_path, "[1, 2]"), resolve)
    with pytest.raises(RecordError, match="cannot read"):
        load_record(tmp_path / "missing.json", resolve)


def test_saving_is_atomic(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    save_record(make_session(), path)
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_the_recorded_start_wins_over_the_seed(tmp_path: Path) -> None:
    """A Xeno record replays from its recorded shuffle even if the seed would deal another."""
    xeno, options = resolve("xeno-12")
    session: Session = Session(xeno, options, 5)  # type: ignore[type-arg]
    session.play(xeno.legal_moves(session.state)[0])
    record = session_to_record(session)
    assert record["start_position"].startswith("xeno-12 S")
    record["seed"] = 6  # another seed deals another board
    path = write(tmp_path, record)
    loaded = load_record(path, resolve)
    assert loaded.states == session.states and loaded.custom_start
    record["seed"] = 5
    assert not load_record(write(tmp_path, record), resolve).custom_start


def test_the_cursor_comes_back_and_older_records_open_at_the_end(tmp_path: Path) -> None:
    rules, options = resolve("oxono")
    session: Session[Any, Any] = Session(rules, options)
    for text in ("X d3-d6 d5", "O c4-c1 b1", "X d6-f6 f5"):
        session.play_text(text)
    session.go_to(1)
    path = tmp_path / "game.json"
    save_record(session, path)
    assert load_record(path, resolve).cursor == 1
    data = json.loads(path.read_text())
    del data["cursor"]  # a record written before the cursor was saved
    assert session_from_record(data, resolve).cursor == 3
    data["cursor"] = 9
    with pytest.raises(RecordError, match="cursor"):
        session_from_record(data, resolve)
