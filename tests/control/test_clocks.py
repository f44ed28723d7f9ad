"""Timed games through the controller (desktop/control/clocks.py) with a fake time source.

The time is a number the tests advance; nothing sleeps.  The AI searches here with node
budgets (InlineSearcher), never by the clock.  No Qt (tests/test_layers.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from desktop.ai.levels import make_agent
from desktop.control.autosave import Autosaver
from desktop.control.clocks import GameClocks
from desktop.control.controller import GameController
from desktop.control.events import Event, EventKind
from desktop.control.move_list import game_text
from desktop.control.searching import InlineSearcher
from desktop.core.clock import TimeControl
from desktop.core.records import RecordError, load_record, save_record, session_from_record, session_to_record
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve

NODES = 200
OXONO = ["X d3-d6 d5", "O c4-c1 b1", "X d6-f6 f5", "O c1-c3 b3"]


class FakeTime:
    """Monotonic seconds that move only when a test says so."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def timed(
    control: str = "3+2", game: str = "oxono", seats: list[Seat] | None = None, **options: Any
) -> tuple[GameController, GameClocks, FakeTime, InlineSearcher, list[Event]]:
    rules, implied = resolve(game)
    session: Session[Any, Any] = Session(
        rules, {**implied, **options}, 3, seats, time_control=TimeControl.from_text(control)
    )
    searcher = InlineSearcher()
    controller = GameController(session, searcher, nodes=NODES)
    clock = FakeTime()
    clocks = GameClocks(controller, now=clock)
    events: list[Event] = []
    controller.subscribe(events.append)
    return controller, clocks, clock, searcher, events


def test_each_move_switches_the_clock_and_adds_the_increment() -> None:
    controller, clocks, time, _, _ = timed("3+2")
    assert clocks.running == 0 and clocks.times() == (180.0, 180.0)
    time.advance(12.0)
    assert clocks.times() == (168.0, 180.0)
    controller.play_text(OXONO[0])
    assert clocks.running == 1 and clocks.times() == (170.0, 180.0)
    time.advance(30.0)
    controller.play_text(OXONO[1])
    assert clocks.running == 0 and clocks.times() == (170.0, 152.0)
    time.advance(5.0)
    controller.play_text(OXONO[2])
    # the session keeps each position's times (the start, then after each move)
    assert controller.session.times == [(180.0, 180.0), (170.0, 180.0), (170.0, 152.0), (167.0, 152.0)]


def test_the_side_whose_time_runs_out_loses() -> None:
    controller, clocks, time, _, events = timed("1+0")
    controller.play_text(OXONO[0])
    time.advance(59.9)
    assert clocks.check() is None and not controller.session.is_over
    time.advance(0.2)
    assert clocks.check() == 1
    session = controller.session
    outcome = session.outcome()
    assert outcome is not None and outcome.winner == 0 and outcome.reason == "Black ran out of time"
    assert session.timed_out and session.resigned_by == 1
    assert events[-1].kind == EventKind.GAME_OVER and events[-1].outcome == outcome
    assert clocks.running is None and clocks.times() == (60.0, 0.0)
    assert session.times[-1] == (60.0, 0.0)  # the time left when the game ended
    assert game_text(session).rstrip().endswith("Pink wins: Black ran out of time")
    time.advance(100.0)
    assert clocks.check() is None and clocks.times() == (60.0, 0.0)  # stopped for good


def test_a_move_that_comes_after_the_flag_fell_is_not_played() -> None:
    controller, _clocks, time, _, _ = timed("1+0")
    time.advance(61.0)  # the window's timer has not looked yet
    controller.play_text(OXONO[0])
    session = controller.session
    assert session.length == 0 and session.outcome() is not None
    assert session.outcome().reason == "Pink ran out of time"  # type: ignore[union-attr]


def test_the_ai_loses_on_time_when_its_reply_comes_too_late() -> None:
    controller, _clocks, time, searcher, _ = timed("1+0", seats=[Seat.human(), Seat.ai("random")])
    controller.play_text(OXONO[0])
    assert controller.thinking
    time.advance(90.0)
    searcher.run_pending()
    outcome = controller.session.outcome()
    assert outcome is not None and outcome.winner == 0 and controller.session.length == 1
    assert not controller.thinking


def test_seconds_per_move() -> None:
    controller, clocks, time, _, _ = timed("30 s/move")
    time.advance(29.0)
    controller.play_text(OXONO[0])
    assert clocks.times() == (30.0, 30.0)  # the next move's time is whole again
    time.advance(30.0)
    assert clocks.check() == 1


def test_three_players_on_the_ball() -> None:
    controller, clocks, time, _, _ = timed("1+0", game="xeno-12", players=3)
    session = controller.session
    assert len(clocks.times()) == 3
    first = session.rules.to_move(session.state)
    time.advance(61.0)
    assert clocks.check() == first
    outcome = session.outcome()
    assert outcome is not None and outcome.scores[first] == 0.0 and outcome.winner is None
    assert outcome.reason.endswith("ran out of time")


def test_undo_puts_the_clocks_back_to_that_position() -> None:
    controller, clocks, time, searcher, _ = timed("3+2", seats=[Seat.human(), Seat.ai("random")])
    time.advance(10.0)
    controller.play_text(OXONO[0])  # Pink: 180 - 10 + 2
    time.advance(4.0)
    searcher.run_pending()  # Black's reply after 4 s
    assert controller.session.length == 2 and clocks.times() == (172.0, 178.0)
    time.advance(50.0)
    assert clocks.times() == (122.0, 178.0)
    controller.undo()  # back to Pink's previous turn, the AI's reply too
    assert controller.session.cursor == 0
    assert clocks.times() == (180.0, 180.0) and clocks.running == 0
    time.advance(7.0)
    assert clocks.times() == (173.0, 180.0)  # Pink's time runs from the undo
    controller.redo()  # forward again: the clocks as they were there
    assert controller.session.cursor == 2 and clocks.times() == (172.0, 178.0) and clocks.running == 0


def test_browsing_earlier_positions_does_not_stop_the_clock() -> None:
    controller, clocks, time, _, _ = timed("3+2")
    for text in OXONO[:3]:
        time.advance(10.0)
        controller.play_text(text)
    assert clocks.times() == (164.0, 172.0) and clocks.running == 1
    controller.go_to(1)
    time.advance(20.0)
    assert clocks.running == 1 and clocks.times() == (164.0, 152.0)
    controller.go_to(3)
    assert clocks.times() == (164.0, 152.0)
    controller.go_to(0)
    time.advance(200.0)  # Black's time runs out while Pink looks at the start
    assert clocks.check() == 1
    assert controller.session.cursor == 3 and controller.session.length == 3


def test_a_move_played_at_an_earlier_position_takes_its_clocks() -> None:
    controller, clocks, time, _, _ = timed("3+2")
    for text in OXONO[:3]:
        time.advance(10.0)
        controller.play_text(text)
    controller.go_to(1)
    time.advance(5.0)
    controller.play_text("O c4-c2 c3")  # Black plays another move there (the later ones dropped)
    assert controller.session.length == 2
    assert clocks.times() == (172.0, 182.0) and clocks.running == 0  # Black's as it was there, + 2
    assert controller.session.times == [(180.0, 180.0), (172.0, 180.0), (172.0, 182.0)]


def test_the_ai_thinks_by_its_clock() -> None:
    controller, _clocks, time, searcher, _ = timed("3+2", seats=[Seat.human(), Seat.ai("hard")])
    time.advance(10.0)
    controller.play_text(OXONO[0])
    request = searcher.pending[-1][0]
    assert request.seconds == pytest.approx(180 / 30 + 2 * 0.8)  # Black's whole time / 30 + 80 % of 2 s
    # the level's own budget caps it (Hard 3 s, Expert 10 s); a node budget (the tests') leaves
    # the clock no say
    assert make_agent("expert", 1, seconds=request.seconds).inner.budget.seconds == pytest.approx(7.6)  # type: ignore[attr-defined]
    assert make_agent("hard", 1, seconds=request.seconds).inner.budget.seconds == 3.0  # type: ignore[attr-defined]
    assert make_agent("hard", 1, seconds=1.25).inner.budget.seconds == 1.25  # type: ignore[attr-defined]
    nodes_only = make_agent("hard", 1, nodes=NODES, seconds=request.seconds).inner.budget  # type: ignore[attr-defined]
    assert nodes_only.seconds is None and nodes_only.nodes == NODES


def test_an_untimed_game_asks_no_seconds_of_the_ai() -> None:
    controller, clocks, _, searcher, _ = timed("none", seats=[Seat.human(), Seat.ai("hard")])
    controller.play_text(OXONO[0])
    assert searcher.pending[-1][0].seconds is None
    assert not clocks.timed and clocks.times() == () and clocks.check() is None
    assert "time_control" not in session_to_record(controller.session)


def test_paused_clocks_do_not_run() -> None:
    _controller, clocks, time, _, _ = timed("3+2")
    time.advance(10.0)
    clocks.pause()
    time.advance(500.0)
    assert clocks.check() is None and clocks.times() == (170.0, 180.0)
    clocks.resume()
    time.advance(5.0)
    assert clocks.times() == (165.0, 180.0)
    clocks.pause("start page")
    clocks.pause("network")
    clocks.resume("start page")  # the network still holds them
    time.advance(100.0)
    assert clocks.paused and clocks.times() == (165.0, 180.0)
    clocks.resume("network")
    time.advance(1.0)
    assert not clocks.paused and clocks.times() == (164.0, 180.0)


def test_the_record_keeps_the_clocks_and_the_flag_fall(tmp_path: Path) -> None:
    controller, clocks, time, _, _ = timed("5+3")
    for text in OXONO[:3]:
        time.advance(20.0)
        controller.play_text(text)
    time.advance(400.0)
    assert clocks.check() == 1
    path = tmp_path / "timed.json"
    save_record(controller.session, path)
    data = json.loads(path.read_text())
    assert data["time_control"] == "5+3"
    assert data["time_left"] == [[300, 300], [283, 300], [283, 283], [266, 0]]
    assert data["result"]["resigned"] == 1 and data["result"]["time_out"] is True
    loaded = load_record(path, resolve)
    assert loaded.time_control == TimeControl.from_text("5+3")
    assert loaded.times == controller.session.times and loaded.timed_out
    assert loaded.outcome() == controller.session.outcome()
    again = GameController(loaded, InlineSearcher())
    shown = GameClocks(again, now=FakeTime(5.0))
    assert shown.times() == (266.0, 0.0) and shown.running is None


def test_an_older_record_opens_without_a_clock() -> None:
    controller, _, _, _, _ = timed("none")
    for text in OXONO[:2]:
        controller.play_text(text)
    record = session_to_record(controller.session)
    assert "time_control" not in record and "time_left" not in record
    session = session_from_record(record, resolve)
    assert not session.time_control.timed and session.times == []
    clocks = GameClocks(GameController(session, InlineSearcher()), now=FakeTime())
    assert clocks.running is None and clocks.check() is None


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("time_control", 5, "wrong type"),
        ("time_control", "soon", "is no time control"),
        ("time_left", "lots", "at most 3"),
        ("time_left", [[1, 2]] * 4, "at most 3"),
        ("time_left", [[1, 2], [1]], "after move 1"),
        ("time_left", [[1, -2]], "after move 0"),
    ],
)
def test_a_record_with_broken_clocks_is_refused(field: str, value: Any, says: str) -> None:
    controller, _, _, _, _ = timed("3+2")
    for text in OXONO[:2]:
        controller.play_text(text)
    record = session_to_record(controller.session)
    record[field] = value
    with pytest.raises(RecordError, match=says):
        session_from_record(record, resolve)


def test_the_autosave_keeps_the_clocks_and_resumes_them(tmp_path: Path) -> None:
    rules, _ = resolve("oxono")
    saver = Autosaver(tmp_path)
    session: Session[Any, Any] = Session(rules, time_control=TimeControl.from_text("10+5"))
    controller = GameController(session, InlineSearcher(), autosave=saver)
    time = FakeTime()
    GameClocks(controller, now=time)
    for text in OXONO:
        time.advance(15.0)
        controller.play_text(text)
    saver.flush()
    resumed = saver.load(saver.kept()[0].slot)
    assert resumed is not None
    assert resumed.time_control.text() == "10+5"
    assert resumed.times[-1] == (580.0, 580.0) and len(resumed.times) == 5  # 600 - 2 x 15 + 2 x 5
    later = GameController(resumed, InlineSearcher())
    clocks = GameClocks(later, now=FakeTime(0.0))
    assert clocks.times() == (580.0, 580.0) and clocks.running == 0
    saver.close()


def test_a_new_game_brings_its_own_clocks() -> None:
    controller, clocks, time, _, _ = timed("3+2")
    time.advance(30.0)
    rules, _ = resolve("zeno")
    controller.set_session(Session(rules, time_control=TimeControl.from_text("30 s/move")))
    assert clocks.times() == (30.0, 30.0) and clocks.running == 0
    controller.set_session(Session(rules))
    assert clocks.running is None and clocks.times() == ()
