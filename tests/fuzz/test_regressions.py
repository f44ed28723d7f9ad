"""The bugs the fuzz tests found, one test each (see docs/reliability.md)."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from desktop.core.protocol import MoveParseError, OptionError, PositionError
from desktop.core.records import (
    MAX_RECORD_BYTES,
    RecordError,
    load_record,
    session_from_record,
    session_to_record,
)
from desktop.core.session import Session
from desktop.games.registry import resolve
from desktop.games.xeno.geometry import MAX_SPACES, BoardError, board_geometry

XENO_12 = "xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a"
BAD_BOARDS = [
    "xeno-0",  # numpy divided by zero: ValueError "cannot convert float NaN to integer"
    "xeno-00",
    "xeno-012",  # a second name for xeno-12
    "xeno-٣٠",  # Arabic-Indic digits: a second name for xeno-30
    "xeno-30000000000",  # 30·10^10 spaces: the generator would run out of memory
    "xeno-" + "1" * 5000,  # int() of 5,000 digits: ValueError
    f"xeno-{30 * 19 * 19}",  # 10,830 spaces: more than MAX_SPACES
]


@pytest.mark.parametrize("board", BAD_BOARDS)
def test_a_board_name_naming_no_buildable_board_is_refused_at_once(board: str) -> None:
    rules, _ = resolve("xeno")
    start = time.perf_counter()
    with pytest.raises(BoardError):
        board_geometry(board)
    with pytest.raises(OptionError):
        rules.new_state({"board": board})
    with pytest.raises(PositionError):
        rules.state_from_text(board + XENO_12[7:])
    assert time.perf_counter() - start < 1.0


def test_the_largest_boards_are_still_built() -> None:
    assert board_geometry("xeno-480").size == 480
    assert MAX_SPACES >= 9720


@pytest.mark.parametrize("text", ["1x²", "²-3", "S ²>3", "S 1>" + "1" * 5000, "1" * 5000 + "-2", "٣-4"])
def test_a_space_number_in_other_digits_is_a_parse_error(text: str) -> None:
    """``"²".isdigit()`` is true but ``int("²")`` fails: moves with such spaces raised ValueError."""
    rules, _ = resolve("xeno")
    state = rules.new_state({"board": "xeno-12"}, 3)
    with pytest.raises(MoveParseError):
        rules.move_from_text(state, text)


def test_spaces_may_still_be_written_with_leading_zeros() -> None:
    rules, _ = resolve("xeno")
    state = rules.new_state({"board": "xeno-12"}, 3)
    move = rules.legal_moves(state)[0]
    origin, target = rules.move_to_text(state, move)[2:].split(">")
    assert rules.move_from_text(state, f"S 0{origin}>00{target}") == move


@pytest.mark.parametrize("turn", ["S²", "S" + "1" * 5000, "S٣"])
def test_a_setup_position_naming_its_space_in_other_digits_is_a_position_error(turn: str) -> None:
    rules, _ = resolve("xeno")
    with pytest.raises(PositionError):
        rules.state_from_text(f"xeno-12 {turn} a,b,a,b,a,b,a,b,a,b,a,b")


def test_a_player_count_read_from_json_as_a_float_plays_as_that_count() -> None:
    """``"players": 2.0`` passed the check (2.0 == 2) and then failed as a list index (TypeError)."""
    rules, _ = resolve("xeno")
    options = rules.check_options({"board": "xeno-12", "players": 3.0, "draw_quiet_moves": 50.0})
    assert options["players"] == 3 and type(options["players"]) is int
    assert type(options["draw_quiet_moves"]) is int
    assert rules.num_players(rules.new_state({"board": "xeno-12", "players": 2.0})) == 2


def xeno_record() -> dict[str, Any]:
    rules, options = resolve("xeno-12")
    session: Session[Any, Any] = Session(rules, options, 5)
    for _ in range(4):
        session.play(rules.legal_moves(session.state)[0])
    return session_to_record(session)


def write(tmp_path: Path, data: str | bytes) -> Path:
    path = tmp_path / "game.json"
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def test_a_record_with_a_float_player_count_loads() -> None:
    record = xeno_record()
    record["options"]["players"] = 2.0
    assert session_from_record(record, resolve).options["players"] == 2


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("[" * 100_000, "nested too deeply"),  # RecursionError
        ('{"seed": ' + "1" * 5000 + "}", "digits"),  # ValueError: int() of 5,000 digits
    ],
)
def test_json_that_python_cannot_read_is_a_record_error(tmp_path: Path, text: str, problem: str) -> None:
    with pytest.raises(RecordError, match=problem):
        load_record(write(tmp_path, text), resolve)


def test_a_file_too_large_to_be_a_record_is_refused_unread(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="larger than"):
        load_record(write(tmp_path, b" " * (MAX_RECORD_BYTES + 1)), resolve)
    if Path("/dev/zero").exists():  # endless: read_text() never returned
        with pytest.raises(RecordError, match="larger than"):
            load_record("/dev/zero", resolve)


@pytest.mark.parametrize("version", [0, -1])
def test_format_versions_before_the_first_are_unknown(version: int) -> None:
    record = xeno_record()
    record["format_version"] = version
    with pytest.raises(RecordError, match="does not exist"):
        session_from_record(record, resolve)


def test_a_start_position_on_another_board_than_the_options_is_refused() -> None:
    """The start was read before the options' defaults were filled in: a xeno-12 game then loaded
    with ``board`` xeno-30 in its options, and that session's own record did not load.
    """
    record = xeno_record()
    record["game"], record["options"] = "xeno", {}
    with pytest.raises(RecordError, match="the position is for xeno-12, not xeno-30"):
        session_from_record(record, resolve)


def test_a_resignation_names_a_player_by_number_not_by_true() -> None:
    record = xeno_record()
    record["result"] = {"resigned": True}
    with pytest.raises(RecordError, match="no player True"):
        session_from_record(record, resolve)
    record["result"] = {"resigned": 1}
    assert session_from_record(record, resolve).resigned_by == 1


def test_every_record_the_app_writes_still_loads(tmp_path: Path) -> None:
    record = xeno_record()
    path = write(tmp_path, json.dumps(record))
    session = load_record(path, resolve)
    assert session.move_texts == record["moves"] and session.cursor == record["cursor"]


@pytest.mark.parametrize("text", ["XO d3-d6 d5", "xo d3-d6 d5", "OX c4-c1 b1"])
def test_an_oxono_totem_is_one_letter(text: str) -> None:
    """``"XO" in "XO"`` is true: "XO d3-d6 d5" was read as X's move."""
    rules, _ = resolve("oxono")
    with pytest.raises(MoveParseError):
        rules.move_from_text(rules.new_state(), text)
    assert rules.move_from_text(rules.new_state(), "x d3-d6 d5").totem == 0
