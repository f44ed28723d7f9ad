"""What a side tells its own player is in the player's language; what it tells the other side stays
English (protocol data), and events are told apart by their kind and flags, never by their words
(issue 35). A pseudo-language that wraps every translated text in «…» shows which is which."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from desktop.core import language
from desktop.net.game import NetEvent
from desktop.net.join import JoinSession
from tests.net.helpers import LIMITS, Log, make_host, make_joiner, run_until


@pytest.fixture
def pseudo() -> Iterator[None]:
    language.set_translator(lambda context, text, disambiguation, n: f"«{text}»")
    try:
        yield
    finally:
        language.set_translator(None)


def test_a_host_gone_for_good_is_flagged_not_worded(pseudo: None) -> None:
    host = make_host("oxono", ["ai:easy", "remote"])
    inv = host.invitation
    joiner = JoinSession(
        inv.host, inv.port, inv.code, inv.fingerprint, limits=LIMITS, reconnect_tries=1, reconnect_delay=0.1
    )
    log = Log()
    try:
        joiner.start_connecting()
        run_until(host, [joiner], joiner.my_turn, log, seconds=5)
        assert log.texts("join0", "connected") == [f"«connected to {inv.host}:{inv.port}»"]
        host.close("the host's computer went to sleep")  # English on the wire, quoted as sent
        run_until(host, [joiner], lambda: joiner.stopped is not None, log, seconds=10)
        down = log.texts("join0", "paused")[0]
        assert down == "«the connection is down: the host's computer went to sleep»"
        closed = [e for side, e in log.events if side == "join0" and e.kind == "closed"]
        assert len(closed) == 1 and closed[0].unreachable
        assert closed[0].text.startswith("«the host cannot be reached: ") and joiner.stopped == closed[0].text
    finally:
        host.close()
        joiner.close()


def test_a_move_out_of_turn_is_refused_in_english_and_told_here_in_the_players_language(pseudo: None) -> None:
    host = make_host("oxono", ["host", "remote"])
    joiner = make_joiner(host, None)
    log = Log()
    try:
        run_until(host, [joiner], lambda: joiner.session is not None and host.started, log, seconds=5)
        why = host.can_play(1)
        assert why is not None and why.startswith("«it is ") and why.endswith("'s turn»")
        with pytest.raises(ValueError, match=r"^«it is not this side's turn, or the game waits»$"):
            joiner.play(_first_move(joiner))
        assert joiner.link is not None
        session = joiner.session
        assert session is not None
        joiner.link.send({"t": "move", "ply": 0, "move": _first_move(joiner), "key": "0" * 32})
        run_until(host, [joiner], lambda: bool(log.texts("join0", "paused")), log, seconds=5)
        down = log.texts("join0", "paused")[0]
        assert down.startswith("«the connection is down: move out of turn: it is "), down  # host's English
        assert "refused" in log.kinds("host")
    finally:
        host.close()
        joiner.close()


def _first_move(joiner: JoinSession) -> str:
    session = joiner.session
    assert session is not None
    return session.rules.move_to_text(session.state, session.legal_moves()[0])


def test_a_move_the_joiner_cannot_follow_is_told_here_translated_the_host_in_english(pseudo: None) -> None:
    host = make_host("oxono", ["host", "remote"])
    joiner = make_joiner(host, None)
    log = Log()
    try:
        run_until(host, [joiner], lambda: joiner.session is not None and host.started, log, seconds=5)
        events: list[NetEvent] = []
        moved = {"t": "moved", "ply": 99, "move": "x", "player": 0, "key": "0" * 32, "clock": None}
        joiner._handle(moved, events)
        assert [e.kind for e in events] == ["closed"] and not events[0].unreachable
        assert events[0].text == "«the game is stopped: «the host sent move 100, this side is at 1»»"
        run_until(host, [joiner], lambda: bool(log.texts("host", "paused")), log, seconds=5)
        told = log.texts("host", "paused")[0]  # the host's words around the joiner's English reason
        assert told.endswith(": the game is stopped: the host sent move 100, this side is at 1»"), told
    finally:
        host.close()
        joiner.close()


def test_a_loss_on_time_is_told_by_a_flag_not_by_the_host_s_words(pseudo: None) -> None:
    """The host's reason is in its own language ('«Pink ran out of time»' here, or German): the
    joiner's copy of the game still ends as a loss on time, not as a resignation."""
    from desktop.core.session import Session
    from desktop.games.registry import resolve
    from desktop.net.game import end_as_sent, result_json

    rules, options = resolve("oxono")
    host_side = Session(rules, options)
    host_side.lose_on_time(0)
    result = result_json(host_side)
    assert result is not None and result["timed_out"] is True and result["reason"].startswith("«")
    joiner_side = Session(rules, options)
    end_as_sent(joiner_side, result)
    assert joiner_side.timed_out and joiner_side.resigned_by == 0


def test_a_result_sent_again_changes_nothing_wherever_the_cursor_is() -> None:
    """A host (or a stranger posing as one) may send "over" twice, the second time another result;
    the joiner's game keeps the first, also while its player looks at an earlier move."""
    from desktop.core.protocol import Outcome
    from desktop.core.session import Session
    from desktop.games.registry import resolve
    from desktop.net.game import end_as_sent, result_json

    rules, options = resolve("oxono")
    joiner_side = Session(rules, options)
    for text in ("X d3-d4 d5", "X d4-d3 d4"):
        joiner_side.play_text(text)
    host_side = Session(rules, options)
    host_side.resign(0)
    end_as_sent(joiner_side, result_json(host_side))  # type: ignore[arg-type]
    first = joiner_side.final_outcome()
    assert first is not None and first.winner == 1 and joiner_side.resigned_by == 0
    draw = Session(rules, options)
    draw.end(Outcome.draw(2, "a draw agreed"))
    joiner_side.go_to(1)  # the player steps back through the finished game
    end_as_sent(joiner_side, result_json(draw))  # type: ignore[arg-type]
    assert joiner_side.final_outcome() == first and joiner_side.length == 2 and joiner_side.ply == 1
