"""Undo requests, resignation, draw offers, chat, and a dropped connection resumed."""

from __future__ import annotations

import socket

import pytest

from desktop.net.game import position_key
from desktop.net.join import JoinSession
from tests.net.helpers import Log, make_host, make_joiner, run_until


def _first_move(joiner: JoinSession) -> str:
    session = joiner.session
    assert session is not None
    return session.rules.move_to_text(session.state, session.legal_moves()[0])


def _joiner_moves(host, joiner, log, count: int) -> None:  # type: ignore[no-untyped-def]
    """The (human) joiner plays ``count`` moves, each answered by the host's AI."""
    for _ in range(count):
        run_until(host, [joiner], joiner.my_turn, log)
        before = host.session.length
        joiner.play(_first_move(joiner))
        run_until(host, [joiner], lambda b=before: joiner.session_length() >= b + 2, log)  # type: ignore[misc]


@pytest.mark.parametrize("accept", [False, True])
def test_an_undo_asked_and_answered(accept: bool) -> None:
    host = make_host("oxono", ["remote", "ai:easy"], answer_undo=accept)
    joiner = make_joiner(host, None)
    log = Log()
    try:
        _joiner_moves(host, joiner, log, 2)
        assert host.session.length == 4
        moves = list(host.session.move_texts)
        joiner.ask_undo()
        expected = "undone" if accept else "undo_refused"
        run_until(host, [joiner], lambda: expected in log.kinds("join0"), log, seconds=5)
        if accept:  # back to the joiner's last turn: its move and the AI's answer taken back
            assert host.session.move_texts == moves[:2] == joiner.session.move_texts  # type: ignore[union-attr]
            assert joiner.my_turn()
        else:
            assert host.session.move_texts == moves == joiner.session.move_texts  # type: ignore[union-attr]
            assert "undone" not in log.kinds("join0")
    finally:
        host.close()
        joiner.close()


def test_a_resignation_ends_the_game_on_both_sides() -> None:
    host = make_host("zeno", ["ai:easy", "remote"])
    joiner = make_joiner(host, None)
    log = Log()
    try:
        _joiner_moves(host, joiner, log, 1)
        joiner.resign()
        run_until(host, [joiner], lambda: host.over and joiner.over, log, seconds=5)
        outcome = host.session.final_outcome()
        assert outcome is not None and outcome.winner == 0 and "resigned" in outcome.reason
        assert joiner.session.final_outcome() == outcome  # type: ignore[union-attr]
        assert host.session.resigned_by == 1 == joiner.session.resigned_by  # type: ignore[union-attr]
    finally:
        host.close()
        joiner.close()


def test_a_draw_offered_and_accepted_and_a_chat_line() -> None:
    host = make_host("xspectrum", ["ai:easy", "remote"], answer_draw=True)
    joiner = make_joiner(host, None)
    log = Log()
    try:
        run_until(host, [joiner], joiner.my_turn, log)
        joiner.chat("good luck!")
        run_until(host, [joiner], lambda: "said" in log.kinds("host"), log, seconds=5)
        assert log.texts("host", "said") == ["good luck!"]
        joiner.offer_draw()
        run_until(host, [joiner], lambda: host.over and joiner.over, log, seconds=5)
        outcome = host.session.final_outcome()
        assert outcome is not None and outcome.is_draw and outcome.reason == "a draw agreed"
        assert joiner.session.final_outcome() == outcome  # type: ignore[union-attr]
    finally:
        host.close()
        joiner.close()


@pytest.mark.parametrize("same_session", [True, False])
def test_a_dropped_connection_pauses_the_game_and_resumes_at_the_same_move(same_session: bool) -> None:
    host = make_host("oxono", ["ai:easy", "remote"])
    joiner = make_joiner(host, None, reconnect_delay=60.0)
    back = joiner
    log = Log()
    try:
        _joiner_moves(host, joiner, log, 2)
        run_until(host, [joiner], joiner.my_turn, log)
        moves = list(host.session.move_texts)
        assert joiner.link is not None
        joiner.link.sock.shutdown(socket.SHUT_RDWR)  # the network fails
        run_until(host, [joiner], lambda: host.paused == [1] and joiner.link is None, log, seconds=5)
        assert "paused" in log.kinds("host") and "paused" in log.kinds("join0")
        with pytest.raises(ValueError, match="connection is down"):  # a move made offline: refused
            joiner.play(_first_move(joiner))
        assert host.can_play(0) is not None and "paused" in str(host.can_play(1))
        if same_session:
            joiner._retry_at = 0.0  # reconnect now (the player pressed Reconnect)
        else:  # the joiner's app started again: a new session, the same invitation
            joiner.close()
            back = make_joiner(host, None)
        run_until(host, [back], lambda: not host.paused and back.my_turn(), log, seconds=5)
        assert "resumed" in log.kinds("host")
        assert back.session is not None and back.session.move_texts == moves == host.session.move_texts
        back.ai_level = "easy"
        run_until(host, [back], lambda: host.over and back.over, log, seconds=30)
        assert back.session.move_texts == host.session.move_texts
        assert back.session.move_texts[: len(moves)] == moves
    finally:
        host.close()
        joiner.close()
        back.close()


@pytest.mark.parametrize("accept", [False, True])
def test_the_host_asks_an_undo_and_the_joiner_answers(accept: bool) -> None:
    host = make_host("oxono", ["host", "remote"])  # a human at the host, against the joiner's AI
    joiner = make_joiner(host, "easy", answer_undo=accept)
    log = Log()
    try:
        run_until(host, [joiner], lambda: host.started, log)
        host.play(host.session.rules.move_to_text(host.session.state, host.session.legal_moves()[0]))
        run_until(host, [joiner], lambda: host.session.length == 2, log)
        events = host.ask("undo", 0)
        assert events == []  # the joiner is asked, over the network
        expected = "undone" if accept else "undo_refused"
        run_until(host, [joiner], lambda: expected in log.kinds("host"), log, seconds=5)
        assert "undo_asked" in log.kinds("join0")
        assert host.session.length == (0 if accept else 2)
        run_until(host, [joiner], lambda: joiner.session_length() == host.session.length, log, seconds=5)
        assert joiner.session.move_texts == host.session.move_texts  # type: ignore[union-attr]
    finally:
        host.close()
        joiner.close()


def test_a_window_connects_without_blocking_and_gives_up_when_the_host_is_gone() -> None:
    from desktop.net.join import JoinSession
    from tests.net.helpers import LIMITS

    host = make_host("oxono", ["ai:easy", "remote"])
    inv = host.invitation
    joiner = JoinSession(
        inv.host, inv.port, inv.code, inv.fingerprint, limits=LIMITS, reconnect_tries=3, reconnect_delay=0.1
    )
    log = Log()
    try:
        joiner.start_connecting()  # returns at once; poll() reports
        run_until(host, [joiner], joiner.my_turn, log, seconds=5)
        assert log.kinds("join0")[:2] == ["connected", "started"]
        assert joiner.link is not None
        host.close("the host's computer went to sleep")  # not "the host quit": the joiner tries again
        run_until(host, [joiner], lambda: joiner.stopped is not None, log, seconds=10)
        assert log.texts("join0", "paused")[0].startswith("the connection is down: the host's computer")
        assert sum(t.startswith("reconnecting") for t in log.texts("join0", "paused")) == 2
        assert joiner.stopped is not None and joiner.stopped.startswith("the host cannot be reached")
    finally:
        host.close()
        joiner.close()


def _one_move_each(host, joiner, log) -> None:  # type: ignore[no-untyped-def]
    """A human at the host and one at the joiner play a move each."""
    run_until(host, [joiner], lambda: host.started, log)
    host.play(host.session.rules.move_to_text(host.session.state, host.session.legal_moves()[0]))
    run_until(host, [joiner], joiner.my_turn, log)
    joiner.play(_first_move(joiner))
    run_until(host, [joiner], lambda: host.session.length == 2, log)


def _one_move_each_then_ask(host, joiner, log, kind: str) -> None:  # type: ignore[no-untyped-def]
    """A move each (:func:`_one_move_each`); then the joiner offers a draw (``kind`` "draw") or
    asks to take back (``"undo"``), and the host's side is asked."""
    _one_move_each(host, joiner, log)
    joiner.offer_draw() if kind == "draw" else joiner.ask_undo()
    asked = "draw_offered" if kind == "draw" else "undo_asked"
    run_until(host, [joiner], lambda: asked in log.kinds("host"), log, seconds=5)


@pytest.mark.parametrize("kind", ["draw", "undo"])
def test_an_answer_that_comes_after_the_game_ended_changes_nothing(kind: str) -> None:
    host = make_host("oxono", ["host", "remote"])  # a human at the host, one at the joiner
    joiner = make_joiner(host, None)
    log = Log()
    try:
        _one_move_each_then_ask(host, joiner, log, kind)
        host.resign(0)  # the host's player resigns instead of answering
        moves = list(host.session.move_texts)
        host.answer(kind, 0, True)  # …and then says yes: the game is over, nothing is settled
        run_until(host, [joiner], lambda: joiner.over, log, seconds=5)
        outcome = host.session.final_outcome()
        assert outcome is not None and outcome.winner == 1 and host.session.resigned_by == 0
        assert host.session.move_texts == moves
        assert joiner.session is not None and joiner.session.final_outcome() == outcome
    finally:
        host.close()
        joiner.close()


def test_a_draw_agreed_while_the_hosts_player_looks_back_keeps_every_move() -> None:
    host = make_host("oxono", ["host", "remote"])
    joiner = make_joiner(host, None)
    log = Log()
    try:
        _one_move_each_then_ask(host, joiner, log, "draw")
        moves = list(host.session.move_texts)
        host.session.go_to(0)  # the host's player steps back through the game, then accepts
        host.answer("draw", 0, True)
        run_until(host, [joiner], lambda: joiner.over, log, seconds=5)
        outcome = host.session.final_outcome()
        assert outcome is not None and outcome.is_draw and host.session.move_texts == moves
        assert joiner.session is not None and joiner.session.move_texts == moves
    finally:
        host.close()
        joiner.close()


def test_a_take_back_sent_after_the_game_ended_stops_the_game_and_keeps_it() -> None:
    """Our host asks nobody to take back once the game is over, so an ``undone`` after the end is
    a host gone wrong (or a stranger posing as one): the joiner refuses it with a message that
    says so, and its finished game keeps every move and its result."""
    host = make_host("oxono", ["host", "remote"])
    joiner = make_joiner(host, None)
    log = Log()
    try:
        _one_move_each(host, joiner, log)
        host.resign(0)
        run_until(host, [joiner], lambda: joiner.over, log, seconds=5)
        session = joiner.session
        assert session is not None and joiner.link is not None
        moves, outcome = list(session.move_texts), session.final_outcome()
        start = position_key(session.rules, session.states[0])
        joiner.inbox.put((joiner.link, {"t": "undone", "ply": 0, "key": start}))  # as the link hands it on
        closed = [e for e in joiner.poll() if e.kind == "closed"]
        assert len(closed) == 1 and "took back moves after the game ended" in closed[0].text
        assert session.move_texts == moves and session.final_outcome() == outcome and session.length == 2
    finally:
        host.close()
        joiner.close()
