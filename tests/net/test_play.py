"""Whole games over the loopback: a host and its joiners, every seat played by the AI (by nodes)."""

from __future__ import annotations

import json

import pytest

from desktop.core.records import load_record
from desktop.games.registry import resolve
from desktop.net.game import position_key
from tests.net.helpers import Log, finished, make_host, make_joiner, run_until


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("oxono", {}),
        ("zeno", {}),
        ("xspectrum", {}),
        ("xeno-12", {}),
    ],
)
def test_every_game_is_played_to_the_end_over_the_network(game: str, options: dict[str, int]) -> None:
    host = make_host(game, ["ai:easy", "remote"], options=options)
    joiner = make_joiner(host, "easy", name="Ada")
    log = Log()
    try:
        run_until(host, [joiner], finished(host, [joiner]), log, seconds=60)
        assert joiner.session is not None
        assert joiner.session.move_texts == host.session.move_texts
        assert host.session.length > 4
        rules = host.session.rules
        assert position_key(rules, joiner.session.state) == position_key(rules, host.session.state)
        assert joiner.session.final_outcome() == host.session.final_outcome()
        assert joiner.you == 1 and host.seats[1].name == "Ada"
        assert "started" in log.kinds("host") and "started" in log.kinds("join0")
        assert log.kinds("host").count("moved") == host.session.length
    finally:
        host.close()
        joiner.close()


def test_the_joiner_plays_first_when_its_seat_moves_first(tmp_path: object) -> None:
    host = make_host("oxono", ["remote", "ai:easy"])
    joiner = make_joiner(host, "easy")
    try:
        run_until(host, [joiner], finished(host, [joiner]))
        assert host.session.length > 4 and joiner.session is not None
        assert joiner.session.move_texts == host.session.move_texts
    finally:
        host.close()
        joiner.close()


def test_a_three_player_xeno_game_with_two_joiners() -> None:
    host = make_host("xeno-12", ["remote", "ai:easy", "remote"], options={"players": 3})
    first = make_joiner(host, "easy", name="First")
    log = Log()
    run_until(host, [first], lambda: "joined" in log.kinds("host"), log, seconds=5)
    assert not host.started  # one seat still empty: the game waits
    second = make_joiner(host, "random", name="Second")
    try:
        run_until(host, [first, second], finished(host, [first, second]), log, seconds=60)
        assert first.you == 0 and second.you == 2
        assert first.session is not None and second.session is not None
        assert first.session.move_texts == second.session.move_texts == host.session.move_texts
        assert host.session.rules.num_players(host.session.state) == 3
        assert host.session.final_outcome() == first.session.final_outcome() == second.session.final_outcome()
    finally:
        host.close()
        first.close()
        second.close()


def test_a_host_that_quits_leaves_the_joiner_with_the_game_saved(tmp_path: object) -> None:
    from pathlib import Path

    saved: list[int] = []
    host = make_host("xspectrum", ["ai:easy", "remote"])
    joiner = make_joiner(host, "easy", on_change=lambda s: saved.append(s.length))
    log = Log()
    run_until(host, [joiner], lambda: host.session.length >= 6, log)
    host.close()
    run_until(host, [joiner], lambda: joiner.stopped is not None, log, seconds=5)
    assert joiner.stopped == "the host closed the game: the host quit"
    assert log.texts("join0", "closed") == ["the host closed the game: the host quit"]
    assert saved and saved[-1] == joiner.session_length()  # the autosave hook saw every move
    path = Path(str(tmp_path)) / "game.json"
    joiner.save(path)
    copy = load_record(path, resolve)
    assert copy.move_texts == host.session.move_texts[: copy.length]
    assert json.loads(path.read_text())["result"] is None
    joiner.close()


def test_six_seats_with_three_joiners() -> None:
    host = make_host(
        "xeno-12", ["remote", "ai:easy", "remote", "ai:random", "remote", "ai:easy"], options={"players": 6}
    )
    joiners = [make_joiner(host, level, name=f"P{n}") for n, level in enumerate(("easy", "random", "easy"))]
    try:
        run_until(host, joiners, finished(host, joiners), seconds=60)
        assert sorted(j.you for j in joiners if j.you is not None) == [0, 2, 4]
        for joiner in joiners:
            assert joiner.session is not None and joiner.session.move_texts == host.session.move_texts
            assert joiner.session.final_outcome() == host.session.final_outcome()
        assert len(host.session.seats) == 6 and host.session.length > 6
    finally:
        host.close()
        for joiner in joiners:
            joiner.close()


def test_the_hosts_ai_can_search_on_a_thread_as_in_the_window() -> None:
    from desktop.control.searching import ThreadSearcher

    searcher = ThreadSearcher(lambda thunk: thunk())  # the reply goes to the host's inbox from the thread
    host = make_host("oxono", ["ai:easy", "remote"], searcher=searcher)
    joiner = make_joiner(host, "easy")
    try:
        run_until(host, [joiner], finished(host, [joiner]), seconds=60)
        assert joiner.session is not None and joiner.session.move_texts == host.session.move_texts
        assert host.session.length > 4
    finally:
        host.close()
        joiner.close()
        searcher.shutdown()


def test_a_move_that_arrives_while_the_joiners_player_looks_back_is_played_after_the_last() -> None:
    """The window goes to the last move when it sees a message waiting, but one can land just
    after it looked: the joiner plays the host's move after the last move wherever its player
    looks, and the game goes on (it was stopped as "not legal here", or cut at the cursor)."""
    host = make_host("oxono", ["host", "remote"])
    joiner = make_joiner(host, None)
    log = Log()

    def host_plays() -> None:
        session = host.session
        moves = session.legal_moves()
        host.play(session.rules.move_to_text(session.state, moves[len(moves) // 2]))

    try:
        run_until(host, [joiner], lambda: host.started, log)
        host_plays()
        run_until(host, [joiner], joiner.my_turn, log)
        session = joiner.session
        assert session is not None
        moves = session.legal_moves()
        joiner.play(session.rules.move_to_text(session.state, moves[len(moves) // 3]))
        run_until(host, [joiner], lambda: session.length == 2, log)
        session.go_to(0)  # the joiner's player steps back to the start
        host_plays()
        run_until(host, [joiner], lambda: session.length != 2 or joiner.stopped is not None, log, seconds=5)
        assert joiner.stopped is None and session.move_texts == host.session.move_texts
        assert session.length == 3 and session.at_end and not joiner.over
    finally:
        host.close()
        joiner.close()


def test_the_hosts_ai_moves_from_the_last_move_while_the_hosts_player_looks_back() -> None:
    """The host's AI seat plays its turn while the host's player looks at an earlier move (the move
    it plays when nobody looks back), and asks nothing while that earlier move shows an AI to move
    but the last one shows a human."""
    same = make_host("oxono", ["host", "ai:easy"])  # the same game, nobody looking back
    try:
        for _ in range(2):
            position = same.session.last_state
            same.play(same.session.rules.move_to_text(position, same.session.rules.legal_moves(position)[0]))
            same.poll()
    finally:
        same.close()
    host = make_host("oxono", ["host", "ai:easy"])  # no joiner: the game starts at once
    try:
        session = host.session
        host.play(session.rules.move_to_text(session.state, session.legal_moves()[0]))
        host.poll()
        assert session.length == 2 and host.session.last_to_move() == 0  # the AI answered
        moves = list(session.move_texts)
        session.go_to(1)  # the AI was to move there; the host's player is to move now
        for _ in range(3):
            host.poll()
        assert session.move_texts == moves and session.cursor == 1  # the AI asked nothing
        session.go_to(0)  # the host's player was to move there
        last = session.last_state
        host.play(session.rules.move_to_text(last, session.rules.legal_moves(last)[0]))
        session.go_to(0)
        host.poll()
        assert session.length == 4 and session.move_texts[:2] == moves and host.session.last_to_move() == 0
        assert session.move_texts == same.session.move_texts
    finally:
        host.close()


def test_the_joiner_moves_after_the_last_move_while_its_player_looks_back() -> None:
    """Whose turn it is, and the move sent, are the game's at its last move, not at the move the
    joiner's player has on show."""
    host = make_host("oxono", ["host", "remote"])
    joiner = make_joiner(host, None)
    log = Log()
    try:
        run_until(host, [joiner], lambda: host.started and joiner.session is not None, log)
        host.play(host.session.rules.move_to_text(host.session.last_state, host.session.legal_moves()[0]))
        run_until(host, [joiner], lambda: joiner.session_length() == 1, log)
        session = joiner.session
        assert session is not None
        session.go_to(0)  # the host was to move there
        assert joiner.my_turn()
        last = session.last_state
        joiner.play(session.rules.move_to_text(last, session.rules.legal_moves(last)[0]))
        run_until(host, [joiner], lambda: session.length == 2 or joiner.stopped is not None, log, seconds=5)
        assert joiner.stopped is None and session.move_texts == host.session.move_texts
        host.session.go_to(1)  # the host's player looks back at a move where the joiner was to move
        assert not joiner.my_turn() and host.can_play(1) is not None and host.can_play(0) is None
    finally:
        host.close()
        joiner.close()
