"""Fuzzing the network protocol's parsers: bytes from a peer may only ever raise ``ProtocolError``.

Each input starts from real messages (a ``game`` message of each corpus game,
moves, chat, the handshake's) and gets the reliability work's mutations
(``mutate.py``): the JSON text edited, the frame's bytes cut short, broken or
replaced, fed to :class:`FrameReader` in pieces of random sizes.  Whatever is
read must be a message of the schema that encodes back to a frame; a ``game``
message that passes the schema may then only raise ``GameMismatch`` when it
is set up.  The invitation text gets the same treatment.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from desktop.net.frames import HEADER, MAX_FRAME, FrameReader, ProtocolError, check_message, encode
from desktop.net.game import GameMismatch, NetSeat, game_message, session_from_message
from desktop.net.invite import Invitation, InvitationError
from tests.fuzz import corpus
from tests.fuzz.mutate import corrupted_bytes, feed, fuzz_settings, json_values, mutated

KEY = "0123456789abcdef" * 2


@cache
def messages() -> tuple[dict[str, Any], ...]:
    """Valid messages of every kind, the ``game`` ones from the corpus's games."""
    found: list[dict[str, Any]] = []
    for session, _samples in corpus.games()[::3]:
        seats = [NetSeat("host")] + [NetSeat("remote") for _ in session.seats[1:]]
        message = game_message(session, seats, you=len(seats) - 1, token=KEY)
        if len(encode(message)) <= MAX_FRAME:
            found.append(message)
        if session.move_texts:
            text = session.move_texts[-1]
            found.append({"t": "move", "ply": session.length - 1, "move": text, "key": KEY})
            found.append({"t": "moved", "ply": 3, "move": text, "player": 1, "key": KEY, "clock": [1.5, 2]})
    found += [
        {"t": "hello", "app": "xeno-games", "version": 1, "nonce": KEY, "name": "Ada", "token": None},
        {"t": "challenge", "version": 1, "nonce": KEY},
        {"t": "proof", "mac": KEY * 2},
        {"t": "chat", "text": "well played"},
        {"t": "undo_ask", "ply": 4, "seat": 1},
        {"t": "undo_answer", "ply": 4, "yes": False, "seat": None},
        {
            "t": "over",
            "result": {
                "winner": 1,
                "scores": [0, 1],
                "reason": "resigned",
                "resigned": 0,
                "timed_out": False,
            },
        },
        {"t": "bye", "reason": "the host quit"},
        {"t": "ping"},
    ]
    return tuple(found)


def _read(data: bytes, cuts: list[int]) -> list[dict[str, Any]] | None:
    def run() -> list[dict[str, Any]]:
        reader = FrameReader()
        got: list[dict[str, Any]] = []
        start = 0
        for cut in [*sorted(c % (len(data) + 1) for c in cuts), len(data)]:
            got += reader.feed(data[start:cut])
            start = max(start, cut)
        return got

    return feed("net.FrameReader", ProtocolError, run)


@fuzz_settings(300)
@given(st.data())
def test_mutated_frames_raise_only_protocol_errors(data: st.DataObject) -> None:
    message = data.draw(st.sampled_from(messages()))
    text = json.dumps(message, separators=(",", ":"), ensure_ascii=False)
    text = data.draw(mutated(text, 3))
    body = data.draw(corrupted_bytes(text))
    declared = data.draw(st.sampled_from(["true", "true", "true", "short", "long", "huge"]))
    length = {"true": len(body), "short": max(len(body) - 3, 0), "long": len(body) + 5}.get(
        declared, 2**32 - 1
    )
    frame = HEADER.pack(length) + body
    cuts = data.draw(st.lists(st.integers(0, 10**6), max_size=4))
    got = _read(frame + frame, cuts)
    for message in got or ():
        assert check_message(message) is message
        assert encode(message)  # what was read is a message the protocol can send back


@fuzz_settings(200)
@given(st.data())
def test_any_json_value_is_a_message_or_a_protocol_error(data: st.DataObject) -> None:
    base = dict(data.draw(st.sampled_from(messages())))
    field = data.draw(st.sampled_from([*base, "t", "extra"]))
    base[field] = data.draw(json_values)
    if data.draw(st.booleans()):
        base = data.draw(json_values)
    feed("net.check_message", ProtocolError, lambda: check_message(base))


@fuzz_settings(150)
@given(st.data())
def test_a_mutated_game_message_is_set_up_or_refused_with_a_mismatch(data: st.DataObject) -> None:
    games = [m for m in messages() if m["t"] == "game"]
    message = json.loads(json.dumps(data.draw(st.sampled_from(games))))
    field = data.draw(st.sampled_from(["start", "moves", "options", "seed", "key", "game", "you", "result"]))
    if field == "start":
        message["start"] = data.draw(mutated(message["start"], 3))
    elif field == "moves" and message["moves"]:
        at = data.draw(st.integers(0, len(message["moves"]) - 1))
        message["moves"][at] = data.draw(mutated(message["moves"][at], 3))
    else:
        message[field] = data.draw(json_values)
    checked = feed("net.check_message(game)", ProtocolError, lambda: check_message(message))
    if checked is not None:
        feed("net.session_from_message", GameMismatch, lambda: session_from_message(checked))


@fuzz_settings(300)
@given(st.data())
def test_a_mutated_invitation_is_read_or_refused(data: st.DataObject) -> None:
    valid = Invitation("192.168.1.20", 52110, "7K4-Q2M", "ab" * 32).text()
    text = data.draw(mutated(data.draw(st.sampled_from([valid, valid.replace("192.168.1.20", "[::1]")])), 4))
    invitation = feed("net.Invitation", InvitationError, lambda: Invitation.from_text(text))
    if invitation is not None:
        assert Invitation.from_text(invitation.text()) == invitation
