"""Time controls and the clock's arithmetic (desktop/core/clock.py): no real time anywhere."""

from __future__ import annotations

import json

import pytest

from desktop.core.clock import NO_CLOCK, Clock, TimeControl, check_times, format_time


@pytest.mark.parametrize(
    ("text", "kind", "seconds", "increment"),
    [
        ("3+2", "game", 180.0, 2.0),
        ("5+3", "game", 300.0, 3.0),
        ("10+5", "game", 600.0, 5.0),
        ("1+0", "game", 60.0, 0.0),
        ("0.5+1", "game", 30.0, 1.0),
        ("30 s/move", "move", 30.0, 0.0),
        ("none", "none", 0.0, 0.0),
    ],
)
def test_text_round_trip(text: str, kind: str, seconds: float, increment: float) -> None:
    control = TimeControl.from_text(text)
    assert (control.kind, control.seconds, control.increment) == (kind, seconds, increment)
    assert control.text() == text
    assert TimeControl.from_text(control.text()) == control


@pytest.mark.parametrize(
    ("text", "same_as"),
    [
        ("5", "5+0"),
        (" 5 + 3 ", "5+3"),
        ("5 min + 3 s", "5+3"),
        ("30s/move", "30 s/move"),
        ("30 s", "30 s/move"),
    ],
)
def test_other_spellings_are_read(text: str, same_as: str) -> None:
    assert TimeControl.from_text(text) == TimeControl.from_text(same_as)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "is no time control"),
        ("fast", "is no time control"),
        ("5+x", "is no time control"),
        ("-5+3", "is no time control"),
        ("0+0", "more than 0 s"),
        ("0 s/move", "more than 0 s"),
        ("601+0", "at most 10 hours"),
        ("5+3601", "increment"),
        ("5+3+1", "is no time control"),
    ],
)
def test_from_text_refuses_with_a_clear_message(text: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        TimeControl.from_text(text)


def test_a_time_control_cannot_be_made_inconsistent() -> None:
    with pytest.raises(ValueError):
        TimeControl("blitz", 60)
    with pytest.raises(ValueError):
        TimeControl("none", 60)
    with pytest.raises(ValueError):
        TimeControl("move", 30, 2)
    with pytest.raises(ValueError):
        TimeControl("game", float("nan"))
    assert not NO_CLOCK.timed and TimeControl.from_text("3+2").timed


def test_the_mover_is_charged_and_gets_the_increment() -> None:
    clock = Clock(TimeControl.from_text("3+2"), 2)
    assert clock.times(0.0) == (180.0, 180.0) and clock.running is None
    clock.start(0, 1000.0)
    assert clock.left(0, 1012.5) == 167.5 and clock.left(1, 1012.5) == 180.0
    clock.switch(1, 1012.5)
    assert clock.running == 1
    assert clock.times(1012.5) == (169.5, 180.0)  # 180 - 12.5 + 2
    assert clock.times(1042.5) == (169.5, 150.0)  # only the side to move's time runs
    clock.switch(0, 1042.5)
    assert clock.times(1042.5) == (169.5, 152.0)
    clock.stop(1050.0)
    assert clock.running is None and clock.times(9999.0) == (162.0, 152.0)


def test_three_players_take_turns() -> None:
    clock = Clock(TimeControl.from_text("1+1"), 3)
    clock.start(0, 0.0)
    clock.switch(1, 5.0)
    clock.switch(2, 15.0)
    clock.switch(0, 45.0)
    assert clock.times(45.0) == (56.0, 51.0, 31.0)


def test_seconds_per_move_start_whole_each_move() -> None:
    clock = Clock(TimeControl.from_text("30 s/move"), 2)
    clock.start(0, 0.0)
    assert clock.left(0, 20.0) == 10.0
    clock.switch(1, 20.0)
    assert clock.times(20.0) == (30.0, 30.0)  # no time kept, none added
    assert clock.left(1, 49.0) == 1.0 and clock.flagged(49.0) is None
    assert clock.flagged(50.0) == 1


def test_the_flag_falls_for_the_side_to_move_only() -> None:
    clock = Clock(TimeControl.from_text("1+0"), 2)
    assert clock.flagged(1e6) is None  # nothing runs yet
    clock.start(1, 0.0)
    assert clock.flagged(59.99) is None
    assert clock.flagged(60.0) == 1 and clock.left(1, 75.0) == 0.0  # never below zero
    clock.stop(75.0)
    assert clock.flagged(100.0) is None and clock.times(100.0) == (60.0, 0.0)


def test_no_time_is_added_to_a_side_whose_time_ran_out() -> None:
    clock = Clock(TimeControl.from_text("1+5"), 2)
    clock.start(0, 0.0)
    clock.switch(1, 61.0)
    assert clock.left(0, 61.0) == 0.0


def test_set_times_puts_the_clocks_back() -> None:
    clock = Clock(TimeControl.from_text("5+3"), 2)
    clock.start(0, 0.0)
    clock.set_times((100.0, 200.0), 50.0)
    assert clock.running == 0 and clock.times(60.0) == (90.0, 200.0)
    with pytest.raises(ValueError):
        clock.set_times((1.0,), 60.0)
    with pytest.raises(ValueError):
        clock.start(2, 60.0)


def test_to_dict_and_back_through_json() -> None:
    clock = Clock(TimeControl.from_text("10+5"), 3)
    clock.start(0, 0.0)
    clock.switch(2, 40.0)
    clock.stop(50.0)
    data = json.loads(json.dumps(clock.to_dict()))
    assert data == {"control": "10+5", "left": [565.0, 600.0, 590.0], "running": None}
    again = Clock.from_dict(data)
    assert again.control == clock.control and again.times(0.0) == clock.times(0.0)
    assert again.running is None  # its owner starts it


@pytest.mark.parametrize(
    "data",
    [
        [],
        {"control": "5+3"},
        {"control": "5+3", "left": []},
        {"control": "5+3", "left": [1.0, "2"]},
        {"control": "5+3", "left": [1.0, -2.0]},
        {"control": "5+3", "left": [1.0, float("inf")]},
        {"control": "5+3", "left": [True, 1.0]},
        {"control": "soon", "left": [1.0, 1.0]},
        {"left": [1.0, 1.0]},
    ],
)
def test_from_dict_refuses_what_no_clock_wrote(data: object) -> None:
    with pytest.raises(ValueError):
        Clock.from_dict(data)


def test_check_times() -> None:
    assert check_times([1, 2.5], 2) == (1.0, 2.5)
    with pytest.raises(ValueError, match="list of 3"):
        check_times([1, 2], 3)


@pytest.mark.parametrize(
    ("seconds", "face"),
    [
        (0.0, "0:00"),
        (-3.0, "0:00"),
        (0.04, "0:00.0"),
        (9.99, "0:09.9"),
        (10.0, "0:10"),
        (59.9, "0:59"),
        (180.0, "3:00"),
        (179.5, "2:59"),
        (3600.0, "1:00:00"),
        (4000.0, "1:06:40"),
    ],
)
def test_format_time(seconds: float, face: str) -> None:
    assert format_time(seconds) == face


def test_low_time_and_the_ai_share() -> None:
    blitz = TimeControl.from_text("3+2")
    assert blitz.low(17.9) and not blitz.low(18.0)  # a tenth of 3 minutes
    assert TimeControl.from_text("1+0").low(9.0) and not TimeControl.from_text("1+0").low(10.0)
    assert TimeControl.from_text("60+0").low(29.0) and not TimeControl.from_text("60+0").low(31.0)
    assert TimeControl.from_text("30 s/move").low(7.0) and not TimeControl.from_text("30 s/move").low(8.0)
    assert not NO_CLOCK.low(0.0) and NO_CLOCK.ai_seconds(10.0) is None
    assert blitz.ai_seconds(180.0) == pytest.approx(180 / 30 + 1.6)
    assert blitz.ai_seconds(3.0) == pytest.approx(1.0)  # never more than a third of what is left
    assert blitz.ai_seconds(0.0) == 0.05
    assert TimeControl.from_text("30 s/move").ai_seconds(30.0) == 20.0
