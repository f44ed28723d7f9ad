"""Frames and messages: the only way bytes from the network become values the app reads.

A *frame* is a 4-byte big-endian length followed by that many bytes of UTF-8
JSON: one compact object (no line breaks, no NaN, nested at most a few levels)
whose ``"t"`` names the message.  :data:`MAX_FRAME` caps the length, and the
header is checked before a byte of the body is read.  :func:`check_message`
holds every message's fields to a schema (each field's type and size; an
unknown field or message is refused), so the code above it only ever meets
well-formed messages.  Anything else raises :class:`ProtocolError`, whose text
is the reason sent to the peer before the connection is closed.

>>> frame = encode({"t": "chat", "text": "hello"})
>>> frame[:4], FrameReader().feed(frame)
(b'\\x00\\x00\\x00\\x1b', [{'t': 'chat', 'text': 'hello'}])
>>> check_message({"t": "chat", "text": "x" * 1000})
Traceback (most recent call last):
...
desktop.net.frames.ProtocolError: chat: field 'text' is longer than 300 characters
"""

from __future__ import annotations

import json
import struct
from collections.abc import Callable
from typing import Any

from desktop.core.protocol import MAX_MOVE_TEXT

#: the protocol's version: both sides must speak the same one
PROTOCOL_VERSION = 2  # 2: a result says whether the loser ran out of time (timed_out)
#: the largest frame body in bytes (a resumed game's move list is the largest message)
MAX_FRAME = 256 * 1024
HEADER = struct.Struct(">I")
#: longest chat line, name, reason (a move text: :data:`~desktop.core.protocol.MAX_MOVE_TEXT`)
MAX_CHAT = 300
MAX_NAME = 40
MAX_REASON = 300
#: the most moves a game sent in one frame may have
MAX_MOVES = 20_000


class ProtocolError(Exception):
    """Bytes or a message the protocol does not allow; the text says what (and is sent to the peer)."""


Check = Callable[[Any], bool]


def _text(limit: int) -> Check:
    return lambda v: isinstance(v, str) and len(v) <= limit and "\x00" not in v


def _int(low: int, high: int) -> Check:
    return lambda v: type(v) is int and low <= v <= high


def _hex(length: int) -> Check:
    return lambda v: isinstance(v, str) and len(v) == length and all(c in "0123456789abcdef" for c in v)


def _optional(check: Check) -> Check:
    return lambda v: v is None or check(v)


def _list(check: Check, most: int) -> Check:
    return lambda v: isinstance(v, list) and len(v) <= most and all(check(x) for x in v)


def _number(v: Any) -> bool:
    return type(v) in (int, float) and 0 <= v < 1e9


def _scalar(v: Any) -> bool:
    return v is None or type(v) in (bool, int) or (isinstance(v, str) and len(v) <= 60)


def _options(v: Any) -> bool:
    return (
        isinstance(v, dict)
        and len(v) <= 20
        and all(isinstance(k, str) and len(k) <= 40 and _scalar(x) for k, x in v.items())
    )


def _seat(v: Any) -> bool:
    return (
        isinstance(v, dict)
        and set(v) == {"kind", "name", "level"}
        and v["kind"] in ("host", "remote", "ai")
        and _text(MAX_NAME)(v["name"])
        and _text(20)(v["level"])
    )


def _result(v: Any) -> bool:
    return (
        isinstance(v, dict)
        and set(v) == {"winner", "scores", "reason", "resigned", "timed_out"}
        and _optional(_int(0, 5))(v["winner"])
        and _list(lambda s: type(s) in (int, float) and 0 <= s <= 1, 6)(v["scores"])
        and _text(MAX_REASON)(v["reason"])
        and _optional(_int(0, 5))(v["resigned"])
        and type(v["timed_out"]) is bool
    )


KEY = _hex(32)
NONCE = _hex(32)
MAC = _hex(64)
PLY = _int(0, MAX_MOVES)
SEAT = _int(0, 5)
#: each message's fields (every one required; ``None`` where a schema says optional)
SCHEMAS: dict[str, dict[str, Check]] = {
    # the handshake (joiner -> host: hello, proof; host -> joiner: challenge, welcome)
    "hello": {
        "app": lambda v: v == "xeno-games",
        "version": _int(0, 10**6),
        "nonce": NONCE,
        "name": _text(MAX_NAME),
        "token": _optional(_hex(32)),
    },
    "challenge": {"version": _int(0, 10**6), "nonce": NONCE},
    "proof": {"mac": MAC},
    "welcome": {"mac": MAC},
    # the game (host -> joiner)
    "game": {
        "game": _text(40),
        "options": _options,
        "seed": _int(-(2**63), 2**63),
        "start": _text(60_000),
        "seats": _list(_seat, 6),
        "you": SEAT,
        "token": _hex(32),
        "moves": _list(_text(MAX_MOVE_TEXT), MAX_MOVES),
        "key": KEY,
        "result": _optional(_result),
        "paused": _list(SEAT, 6),
        "time_control": _optional(_text(40)),
        "times": _optional(_list(_number, 6)),
    },
    "moved": {
        "ply": PLY,
        "move": _text(MAX_MOVE_TEXT),
        "player": SEAT,
        "key": KEY,
        "clock": _optional(_list(_number, 6)),
    },
    "undone": {"ply": PLY, "key": KEY},
    "over": {"result": _result},
    "paused": {"seat": SEAT},
    "resumed": {"seat": SEAT},
    # either way
    "move": {"ply": PLY, "move": _text(MAX_MOVE_TEXT), "key": KEY},
    "undo_ask": {"ply": PLY, "seat": _optional(SEAT)},
    "undo_answer": {"ply": PLY, "yes": lambda v: type(v) is bool, "seat": _optional(SEAT)},
    "undo_refused": {"ply": PLY},
    "resign": {"seat": _optional(SEAT)},
    "draw_offer": {"seat": _optional(SEAT)},
    "draw_answer": {"yes": lambda v: type(v) is bool, "seat": _optional(SEAT)},
    "draw_declined": {"seat": SEAT},
    "chat": {"text": _text(MAX_CHAT)},
    "said": {"seat": SEAT, "text": _text(MAX_CHAT)},
    "ping": {},
    "pong": {},
    "bye": {"reason": _text(MAX_REASON)},
}

_LIMITS = {"text": MAX_CHAT, "name": MAX_NAME, "move": MAX_MOVE_TEXT, "reason": MAX_REASON}


def check_message(message: Any) -> dict[str, Any]:
    """``message`` if it is one of :data:`SCHEMAS` with exactly its fields, each well formed."""
    if not isinstance(message, dict):
        raise ProtocolError("a message must be a JSON object")
    kind = message.get("t")
    if not isinstance(kind, str) or kind not in SCHEMAS:
        shown = kind[:20] if isinstance(kind, str) else type(kind).__name__
        raise ProtocolError(f"unknown message type {shown!r}")
    schema = SCHEMAS[kind]
    extra = set(message) - set(schema) - {"t"}
    if extra:
        raise ProtocolError(f"{kind}: unknown field {sorted(map(str, extra))[0][:20]!r}")
    for field, check in schema.items():
        if field not in message:
            raise ProtocolError(f"{kind}: missing field {field!r}")
        value = message[field]
        if not check(value):
            limit = _LIMITS.get(field)
            if limit is not None and isinstance(value, str) and len(value) > limit:
                raise ProtocolError(f"{kind}: field {field!r} is longer than {limit} characters")
            raise ProtocolError(f"{kind}: field {field!r} is not valid")
    return message


def _no_constant(name: str) -> Any:
    raise ProtocolError(f"{name} is not allowed in a message")


def decode(body: bytes) -> dict[str, Any]:
    """One frame's body as a checked message."""
    if b"\n" in body or b"\r" in body:
        raise ProtocolError("a message must be compact JSON on one line")
    try:
        text = body.decode("utf-8")
        value = json.loads(text, parse_constant=_no_constant)
    except UnicodeDecodeError as exc:
        raise ProtocolError("a message is not UTF-8") from exc
    except RecursionError as exc:
        raise ProtocolError("a message is nested too deeply") from exc
    except ValueError as exc:  # JSONDecodeError, and integers of more than 4,300 digits
        raise ProtocolError(f"a message is not valid JSON ({str(exc)[:80]})") from exc
    return check_message(value)


def encode(message: dict[str, Any]) -> bytes:
    """A checked message as one frame (header and body)."""
    check_message(message)
    body = json.dumps(message, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode()
    if len(body) > MAX_FRAME:
        raise ProtocolError(f"a message of {len(body)} bytes is over the limit of {MAX_FRAME}")
    return HEADER.pack(len(body)) + body


def body_length(header: bytes) -> int:
    """The body length a 4-byte header announces; :class:`ProtocolError` past the cap."""
    (length,) = HEADER.unpack(header)
    if length > MAX_FRAME:
        raise ProtocolError(f"a frame of {length} bytes is over the limit of {MAX_FRAME}")
    if length == 0:
        raise ProtocolError("an empty frame")
    return int(length)


class FrameReader:
    """Frames from a stream of bytes fed in pieces of any size."""

    def __init__(self) -> None:
        self._buffer = bytearray()

    @property
    def partial(self) -> bool:
        """True while part of a frame has arrived and the rest has not."""
        return bool(self._buffer)

    def feed(self, data: bytes) -> list[dict[str, Any]]:
        """The messages completed by ``data``; :class:`ProtocolError` at the first bad one."""
        self._buffer += data
        messages = []
        while len(self._buffer) >= HEADER.size:
            length = body_length(bytes(self._buffer[: HEADER.size]))
            if len(self._buffer) < HEADER.size + length:
                break
            body = bytes(self._buffer[HEADER.size : HEADER.size + length])
            del self._buffer[: HEADER.size + length]
            messages.append(decode(body))
        return messages
