"""Fuzzing the game records: mutated records of real games may only ever raise ``RecordError``.

Each input starts from the record of a random game (``corpus.py``) and gets
a few mutations: fields dropped or of the wrong type, unknown format
versions, games and boards, options out of range, illegal, mangled or
out-of-range moves, absurd sizes, wrong nesting; then the JSON text itself
may be cut short, broken by invalid UTF-8 bytes or replaced by garbage.
Whatever loads must also save and load back to the same game.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.core.records import RecordError, load_record, session_from_record, session_to_record
from desktop.core.session import Session
from desktop.games.registry import resolve
from tests.fuzz import corpus
from tests.fuzz.mutate import corrupted_bytes, feed, fuzz_settings, json_values, mutated

GAME_NAMES = (
    "chess",
    "",
    "XENO",
    " oxono ",
    "xeno",
    "xeno-0",
    "xeno-00",
    "xeno-13",
    "xeno-012",
    "xeno-30000000000",
    "xeno-" + "1" * 5000,
    "xeno-٣٠",
    "xeno-²",
    "xeno-480",
    "xeno-12",
    "xeno-120",
    "zeno",
    "oxono",
    "xspectrum",
    "tictactoe",
)
OPTION_KEYS: tuple[str, ...] = ("board", "players", "compulsory_jumps", "quick_setup", "draw_repetition")
OPTION_KEYS += ("draw_quiet_moves", "random_totems", "colour", "", "Players")
OPTION_VALUES: st.SearchStrategy[Any] = st.one_of(
    st.sampled_from(
        [
            "xeno-12",
            "xeno-30",
            "xeno-120",
            "xeno-0",
            "xeno-13",
            "xeno-30000000000",
            "xeno-" + "2" * 5000,
            2,
            2.0,
            3,
            3.0,
            4,
            6,
            7,
            1,
            0,
            -2,
            True,
            False,
            "3",
            None,
            50,
            100,
            100.0,
            [],
            {},
        ]
    ),
    json_values,
)

FIELD_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "format": st.sampled_from(["xeno-games-record", "Xeno-Games-Record", "", None, 1]) | json_values,
    "format_version": st.sampled_from([0, -1, 1, 2, 99, True, False, 1.0, "1", None, 10**30, [1]]),
    "game": st.sampled_from(GAME_NAMES) | json_values,
    "seed": st.sampled_from([-1, 0, 10**50, 2**63, 1.5, "7", None, True]) | st.integers(),
    "cursor": st.sampled_from([-1, 0, 1, 10**20, True, False, 1.5, "3", None]) | st.integers(-3, 500),
    "result": json_values
    | st.fixed_dictionaries({"resigned": st.sampled_from([0, 1, 2, 5, -1, True, None, "0", 1.0])}),
    "seats": json_values,
    "options": json_values,
    "moves": json_values,
    "start_position": json_values,
    "app_version": json_values,
    "date": json_values,
}


@st.composite
def mutated_moves(draw: st.DrawFn, moves: list[Any], other: list[Any]) -> Any:
    moves = list(moves)
    kind = draw(
        st.sampled_from(("text", "text", "truncate", "drop", "dup", "swap", "insert", "other", "flood"))
    )
    at = draw(st.integers(0, max(len(moves) - 1, 0)))
    if kind == "text" and moves:
        moves[at] = draw(mutated(str(moves[at]), 3))
    elif kind == "truncate":
        moves = moves[:at]
    elif kind == "drop" and moves:
        del moves[at]
    elif kind == "dup" and moves:
        moves.insert(at, moves[at])
    elif kind == "swap" and len(moves) > 1:
        b = draw(st.integers(0, len(moves) - 1))
        moves[at], moves[b] = moves[b], moves[at]
    elif kind == "insert":
        moves.insert(at, draw(json_values))
    elif kind == "other":  # another game's moves, from here on
        moves = moves[:at] + other
    elif kind == "flood":  # megabytes of moves
        moves = moves + [draw(st.sampled_from([*moves[-1:], "1-2", "a1", ""]))] * 10 ** draw(
            st.integers(2, 5)
        )
    return moves


@st.composite
def mutated_seats(draw: st.DrawFn, seats: list[Any]) -> Any:
    seats = copy.deepcopy(seats)
    kind = draw(st.sampled_from(("drop", "add", "kind", "level", "value")))
    at = draw(st.integers(0, max(len(seats) - 1, 0)))
    if kind == "drop" and seats:
        del seats[at]
    elif kind == "add":
        seats.insert(at, draw(st.sampled_from([{"kind": "human"}, {"kind": "ai", "level": "hard"}])))
    elif kind == "kind" and seats and isinstance(seats[at], dict):
        seats[at] = {**seats[at], "kind": draw(st.sampled_from(["robot", "", "AI", None, 1]) | json_values)}
    elif kind == "level" and seats:
        seats[at] = {
            "kind": "ai",
            "level": draw(st.sampled_from(["", "genius", None, 3, "hard"]) | json_values),
        }
    elif seats:
        seats[at] = draw(json_values)
    return seats


@st.composite
def mutated_record(draw: st.DrawFn) -> Any:
    """A real record with 0 to 4 mutations (0: it must load)."""
    records = corpus.records()
    data = copy.deepcopy(records[draw(st.integers(0, len(records) - 1))])
    for _ in range(draw(st.integers(0, 4))):
        op = draw(st.sampled_from(("field", "drop", "options", "start", "moves", "seats", "old", "nest")))
        if op == "field":
            key = draw(st.sampled_from(sorted(FIELD_VALUES)))
            data[key] = draw(FIELD_VALUES[key])
        elif op == "drop":
            data.pop(draw(st.sampled_from(sorted(FIELD_VALUES))), None)
        elif op == "options" and isinstance(data.get("options"), dict):
            data["options"][draw(st.sampled_from(OPTION_KEYS))] = draw(OPTION_VALUES)
        elif op == "start" and isinstance(data.get("start_position"), str):
            data["start_position"] = draw(mutated(data["start_position"], 3))
        elif op == "moves" and isinstance(data.get("moves"), list):
            other = records[draw(st.integers(0, len(records) - 1))]["moves"]
            data["moves"] = draw(mutated_moves(data["moves"], other))
        elif op == "seats" and isinstance(data.get("seats"), list):
            data["seats"] = draw(mutated_seats(data["seats"]))
        elif op == "old":  # format version 1 as first written: no cursor
            data.pop("cursor", None)
        elif op == "nest":
            how = draw(st.sampled_from(("list", "dict", "text", "moves")))
            if how == "moves":
                data["moves"] = [data.get("moves")]
            else:
                return {"list": [data], "dict": {"record": data}, "text": json.dumps(data)}[how]
    return data


def exercise(session: Session[Any, Any]) -> None:
    """A loaded session works, and saves and loads back to the same game."""
    rules = session.rules
    session.state_text()
    outcome = session.outcome()
    if outcome is None:
        assert 0 <= session.to_move() < len(session.seats)
    again = session_from_record(json.loads(json.dumps(session_to_record(session))), resolve)
    assert again.move_texts == session.move_texts
    assert again.states == session.states
    assert again.cursor == session.cursor and again.seats == session.seats
    assert again.outcome() == outcome
    assert rules.state_to_text(again.state) == session.state_text()


@pytest.fixture(scope="module")
def record_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("records") / "game.json"


@pytest.mark.slow
@fuzz_settings(500)
@given(mutated_record(), st.data())
def test_mutated_records_load_or_raise_record_error(
    record_path: Path, data: Any, draw: st.DataObject
) -> None:
    text = json.dumps(
        data, ensure_ascii=draw.draw(st.booleans()), indent=draw.draw(st.sampled_from([None, 2]))
    )
    if draw.draw(st.integers(0, 9)) == 0:
        text = draw.draw(mutated(text, 2))  # the JSON text itself, cut or spliced
    record_path.write_bytes(draw.draw(corrupted_bytes(text)))
    session = feed("records.load_record", RecordError, lambda: load_record(record_path, resolve))
    if session is not None:
        exercise(session)


@pytest.mark.slow
@fuzz_settings(300)
@given(mutated_record())
def test_mutated_record_data_replays_or_raises_record_error(data: Any) -> None:
    """``session_from_record`` on the data itself (NaN and infinities included, as ``json`` reads them)."""
    session = feed("records.session_from_record", RecordError, lambda: session_from_record(data, resolve))
    if session is not None:
        exercise(session)


@fuzz_settings(200)
@given(json_values)
def test_any_json_value_raises_record_error(data: Any) -> None:
    feed("records.session_from_record", RecordError, lambda: session_from_record(data, resolve))


@fuzz_settings(100)
@given(st.integers(0, 10**6))
def test_every_real_record_loads_and_round_trips(index: int) -> None:
    records = corpus.records()
    session = feed(
        "records.session_from_record",
        (),
        lambda: session_from_record(copy.deepcopy(records[index % len(records)]), resolve),
    )
    assert session is not None
    exercise(session)


@fuzz_settings(100)
@given(st.integers(0, 10**6))
def test_format_1_records_without_a_cursor_load_at_the_end(index: int) -> None:
    records = corpus.records()
    data = copy.deepcopy(records[index % len(records)])
    assert data["format_version"] == 1
    del data["cursor"]
    session = feed("records.session_from_record", (), lambda: session_from_record(data, resolve))
    assert session is not None
    assert session.cursor == session.length == len(data["moves"])
    exercise(session)
