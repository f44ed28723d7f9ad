"""The game controller without a window: AI turns, undo, stale replies, hints, resign.

Every search here runs in this process with a node budget (InlineSearcher),
so the tests decide when a reply arrives and every machine sees the same moves.
These tests import no Qt (tests/test_layers.py runs them with PySide6 blocked).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from desktop.control.autosave import Autosaver
from desktop.control.controller import GameController
from desktop.control.events import Event, EventKind
from desktop.control.searching import InlineSearcher
from desktop.core.protocol import IllegalMoveError
from desktop.core.records import load_record, save_record
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve

NODES = 400


def controller_for(
    game: str, seats: list[Seat], seed: int = 5, **options: Any
) -> tuple[GameController, InlineSearcher, list[Event]]:
    rules, implied = resolve(game)
    searcher = InlineSearcher()
    controller = GameController(Session(rules, {**implied, **options}, seed, seats), searcher, nodes=NODES)
    events: list[Event] = []
    controller.subscribe(events.append)
    return controller, searcher, events


def kinds(events: list[Event]) -> list[EventKind]:
    return [e.kind for e in events]


def play_out(controller: GameController, searcher: InlineSearcher, limit: int = 2000) -> None:
    for _ in range(limit):
        if not searcher.run_one():
            return
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", ["oxono", "zeno", "xspectrum", "xeno-12"])
def test_an_ai_game_plays_to_the_end(game: str) -> None:
    controller, searcher, events = controller_for(game, [Seat.ai("random"), Seat.ai("random")])
    controller.maybe_start_ai()
    play_out(controller, searcher)
    session = controller.session
    assert session.is_over and not controller.thinking
    moved = [e for e in events if e.kind == EventKind.MOVED]
    assert len(moved) == session.length and all(e.by_ai for e in moved)
    for ply, event in enumerate(moved):  # every move is told with the positions around it
        assert event.before is session.states[ply] and event.after is session.states[ply + 1]
        assert event.move == session.moves[ply] and event.text == session.move_texts[ply]
    assert kinds(events).count(EventKind.GAME_OVER) == 1 and events[-1].kind == EventKind.GAME_OVER
    assert events[-1].outcome == session.outcome()


def test_ai_moves_are_the_same_on_every_run() -> None:
    games = []
    for _ in range(2):
        controller, searcher, _events = controller_for("oxono", [Seat.ai("hard"), Seat.ai("easy")], seed=9)
        controller.maybe_start_ai()
        for _ply in range(8):
            searcher.run_one()
        games.append(list(controller.session.move_texts))
    assert len(games[0]) >= 5 and games[0] == games[1]


def test_the_ai_replies_and_undo_goes_back_across_its_reply() -> None:
    controller, searcher, events = controller_for("oxono", [Seat.human(), Seat.ai("medium")])
    controller.play_text("X d3-d6 d5")
    assert controller.thinking and controller.thinking_purpose == "move"
    assert controller.blocked_reason() == "Black is played by the AI (medium): wait for its move"
    assert searcher.run_pending() == 1
    session = controller.session
    assert session.length == 2 and session.to_move() == 0 and not controller.thinking
    assert kinds(events) == [
        EventKind.MOVED,
        EventKind.THINKING_STARTED,
        EventKind.THINKING_STOPPED,
        EventKind.MOVED,
    ]
    assert not events[0].by_ai and events[3].by_ai and events[3].player == 1

    events.clear()
    controller.undo()
    assert session.ply == 0 and session.to_move() == 0 and not controller.thinking  # the human's turn again
    assert kinds(events) == [EventKind.UNDONE]
    controller.redo()
    assert session.ply == 2 and not controller.thinking and kinds(events)[-1] == EventKind.SHOWN


def test_a_reply_after_undo_is_dropped() -> None:
    controller, searcher, _events = controller_for("oxono", [Seat.human(), Seat.ai("medium")])
    controller.play_text("X d3-d6 d5")
    controller.undo()
    assert not controller.thinking and searcher.cancelled == 1
    searcher.run_pending()  # the cancelled search still answers
    assert controller.dropped_replies == 1
    assert controller.session.length == 1 and controller.session.ply == 0


def test_a_reply_after_a_new_game_is_dropped() -> None:
    controller, searcher, events = controller_for("oxono", [Seat.human(), Seat.ai("medium")])
    controller.play_text("X d3-d6 d5")
    old = controller.session
    rules, options = resolve("zeno")
    controller.set_session(Session(rules, options, 1, [Seat.human(), Seat.human()]))
    assert EventKind.NEW_GAME in kinds(events) and not controller.thinking
    searcher.run_pending()
    assert controller.dropped_replies == 1 and old.length == 1 and controller.session.length == 0


def test_a_reply_after_loading_a_game_is_dropped(tmp_path: Path) -> None:
    controller, searcher, _events = controller_for("oxono", [Seat.human(), Seat.ai("medium")])
    controller.play_text("X d3-d6 d5")
    record = tmp_path / "game.json"
    save_record(controller.session, str(record))
    loaded = load_record(str(record), resolve)
    controller.set_session(loaded)
    # the loaded game is at the same position with the AI to move: a new search starts for it …
    assert controller.thinking
    searcher.run_one()  # … but the first reply answers the old game's request and is dropped
    assert controller.dropped_replies == 1 and loaded.length == 1
    searcher.run_pending()  # the new request's reply is played
    assert loaded.length == 2


def test_a_reply_after_going_back_in_the_history_is_dropped() -> None:
    controller, searcher, _events = controller_for("oxono", [Seat.human(), Seat.ai("medium")])
    controller.play_text("X d3-d6 d5")
    controller.go_to(0)
    searcher.run_pending()
    assert controller.dropped_replies == 1 and controller.session.length == 1


def test_a_hint_is_a_legal_move_for_the_human_and_goes_with_the_next_change() -> None:
    controller, searcher, events = controller_for("oxono", [Seat.human(), Seat.human()])
    assert controller.request_hint() and controller.thinking_purpose == "hint"
    searcher.run_pending()
    hint = [e for e in events if e.kind == EventKind.HINT]
    assert len(hint) == 1 and controller.hint == hint[0].move
    session = controller.session
    assert hint[0].move in session.legal_moves()
    assert hint[0].text == session.rules.move_to_text(session.state, hint[0].move)
    assert session.length == 0  # a hint plays nothing
    controller.play(hint[0].move)
    assert controller.hint is None


def test_a_hint_asked_for_the_ai_or_after_the_end_is_refused() -> None:
    controller, searcher, _events = controller_for("oxono", [Seat.ai("medium"), Seat.human()])
    controller.ai_enabled = False
    assert not controller.request_hint() and not searcher.pending


def test_a_hint_is_dropped_when_the_human_moves_first() -> None:
    controller, searcher, events = controller_for("oxono", [Seat.human(), Seat.human()])
    controller.request_hint()
    controller.play_text("X d3-d6 d5")
    searcher.run_pending()
    assert controller.dropped_replies == 1 and EventKind.HINT not in kinds(events)


def test_resign_ends_the_game_and_stops_the_ai() -> None:
    controller, searcher, events = controller_for("oxono", [Seat.human(), Seat.ai("medium")])
    controller.play_text("X d3-d6 d5")
    outcome = controller.resign(0)
    assert outcome.winner == 1 and controller.session.is_over and not controller.thinking
    assert events[-1].kind == EventKind.GAME_OVER and events[-1].outcome == outcome
    searcher.run_pending()
    assert controller.session.length == 1 and controller.dropped_replies == 1
    with pytest.raises(IllegalMoveError):
        controller.resign()


def test_a_seat_handed_to_the_ai_starts_thinking_and_back_to_a_human_stops() -> None:
    controller, searcher, events = controller_for("oxono", [Seat.human(), Seat.human()])
    controller.set_seats([Seat.ai("easy"), Seat.human()])
    assert controller.thinking and EventKind.SEATS in kinds(events)
    controller.set_seats([Seat.human(), Seat.human()])
    assert not controller.thinking
    searcher.run_pending()
    assert controller.session.length == 0 and controller.dropped_replies == 1


def test_an_illegal_move_changes_nothing() -> None:
    controller, _searcher, events = controller_for("oxono", [Seat.human(), Seat.human()])
    controller.play_text("X d3-d6 d5")
    before = controller.session.state
    bad = controller.session.rules.move_from_text(controller.session.states[0], "X d3-d6 d5")
    with pytest.raises(IllegalMoveError):
        controller.play(bad)
    assert controller.session.state is before and kinds(events) == [EventKind.MOVED]


def test_a_failed_search_is_told() -> None:
    controller, searcher, events = controller_for("oxono", [Seat.human(), Seat.ai("no-such-level")])
    controller.play_text("X d3-d6 d5")
    searcher.run_pending()
    failed = [e for e in events if e.kind == EventKind.SEARCH_FAILED]
    assert len(failed) == 1 and "no-such-level" in failed[0].text
    assert controller.session.length == 1 and not controller.thinking


def test_every_change_is_autosaved_and_resumes_exactly(tmp_path: Path) -> None:
    rules, options = resolve("oxono")
    searcher = InlineSearcher()
    saver = Autosaver(tmp_path)
    session = Session(rules, options, 4, [Seat.human(), Seat.ai("medium")])
    controller = GameController(session, searcher, nodes=NODES, autosave=saver)
    controller.play_text("X d3-d6 d5")
    saver.flush()
    assert saver.load() is not None and saver.load().length == 1  # type: ignore[union-attr]  # before the reply
    searcher.run_pending()
    controller.play(controller.session.legal_moves()[0])
    searcher.run_pending()
    controller.go_to(2)  # looking back is kept too
    controller.set_seats([Seat.human(), Seat.ai("hard")])
    saver.flush()
    resumed = saver.unfinished()
    assert resumed is not None
    assert resumed.move_texts == session.move_texts and resumed.states == session.states
    assert resumed.cursor == 2 and resumed.seats == [Seat.human(), Seat.ai("hard")]
    assert resumed.seed == session.seed and resumed.options == session.options
    controller.go_to(session.length)
    controller.resign(0)
    saver.flush()
    assert saver.kept() == [] and saver.unfinished() is None  # a finished game is not offered


def test_a_failing_autosave_is_told_and_the_game_goes_on(tmp_path: Path) -> None:
    blocked = tmp_path / "file-not-folder"
    blocked.write_text("")
    messages: list[str] = []
    saver = Autosaver(blocked / "sub", on_error=messages.append)
    rules, options = resolve("oxono")
    controller = GameController(Session(rules, options), InlineSearcher(), autosave=saver)
    controller.play_text("X d3-d6 d5")
    saver.flush()
    assert controller.session.length == 1 and len(messages) == 1 and "Could not autosave" in messages[0]
