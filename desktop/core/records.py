"""Game records: a session saved as JSON, and loaded back through the rules.

A record holds everything needed to replay the game exactly: the format
version, the game id, its options and seed, the start position (for Xeno that
is the shuffled board and the piece picked for the setup move), the seats,
every move in the rules page's notation, the result, the app version and the
date.  A timed game adds its time control (``"time_control": "5+3"``) and each
position's clocks (``"time_left"``: entry ``i`` holds every player's seconds
left after move ``i``, entry 0 at the start, the last when the game ended
or was saved); a game lost on time says so in its result (``"time_out": true``
beside ``"resigned"``, the player who lost; a draw the players agreed,
``"agreed": true``).  A record without them (an older one) opens as a game
without a clock.  Loading replays each move through the rules; any problem raises
:class:`RecordError` naming it (and the move number), and nothing of the
caller's is touched.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from desktop import __version__
from desktop.core.clock import TimeControl, check_times
from desktop.core.language import Translatable
from desktop.core.protocol import GameError, GameRules, Outcome
from desktop.core.session import Seat, Session

RECORD_FORMAT = "xeno-games-record"
FORMAT_VERSION = 1
#: A record of ten thousand moves takes about 100 kB: a bigger file is not one.
MAX_RECORD_BYTES = 16 * 2**20

Resolver = Callable[[str], tuple[GameRules[Any, Any], dict[str, Any]]]


class RecordText(Translatable):
    """Why a game record cannot be read (the Open dialog's message)."""


class RecordError(Exception):
    """A game record that cannot be read or replayed."""


def session_to_record(session: Session[Any, Any]) -> dict[str, Any]:
    """The whole history of ``session`` (not just up to the cursor) as JSON data."""
    rules = session.rules
    outcome = session.final_outcome()
    result = None
    if outcome is not None:
        result = {
            "winner": outcome.winner,
            "scores": list(outcome.scores),
            "reason": outcome.reason,
            "resigned": session.resigned_by,
        }
        if session.timed_out:
            result["time_out"] = True
        elif session.resignation is not None and session.resigned_by is None:
            result["agreed"] = True  # a draw the players agreed (over the network): no rule ended it
    record = {
        "format": RECORD_FORMAT,
        "format_version": FORMAT_VERSION,
        "game": rules.info.id,
        "options": dict(session.options),
        "seed": session.seed,
        "start_position": rules.state_to_text(session.states[0]),
        "seats": [seat.to_json() for seat in session.seats],
        "moves": list(session.move_texts),
        "cursor": session.cursor,
        "result": result,
        "app_version": __version__,
        "date": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
    }
    if session.time_control.timed:
        record["time_control"] = session.time_control.text()
        kept = session.times[: len(session.states)]
        record["time_left"] = [[round(seconds, 3) for seconds in times] for times in kept]
    return record


def _expect(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str = "") -> Any:
    if key not in data:
        raise RecordError(RecordText.tr("{where}missing field {key!r}").format(where=where, key=key))
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(
            RecordText.tr("{where}field {key!r} has the wrong type ({kind})").format(
                where=where, key=key, kind=type(value).__name__
            )
        )
    return value


def _seat(data: Any, index: int) -> Seat:
    if not isinstance(data, dict) or data.get("kind") not in ("human", "ai"):
        raise RecordError(
            RecordText.tr("seat {index} is not {{'kind': 'human'}} or {{'kind': 'ai', 'level': ...}}").format(
                index=index + 1
            )
        )
    if data["kind"] == "ai":
        level = data.get("level")
        if not isinstance(level, str) or not level:
            raise RecordError(RecordText.tr("seat {index}: an AI seat needs a level").format(index=index + 1))
        return Seat.ai(level)
    return Seat.human()


def session_from_record(data: Any, resolve: Resolver) -> Session[Any, Any]:
    """Rebuild a session from record data, replaying every move through the rules."""
    if not isinstance(data, dict):
        raise RecordError(RecordText.tr("the file does not hold a game record (expected a JSON object)"))
    if data.get("format") != RECORD_FORMAT:
        raise RecordError(
            RecordText.tr("not a game record: field 'format' should be {record_format!r}").format(
                record_format=RECORD_FORMAT
            )
        )
    version = _expect(data, "format_version", int)
    if version > FORMAT_VERSION:
        raise RecordError(
            RecordText.tr(
                "record format version {version} is newer than this app reads ({format_version})"
            ).format(
                version=version, format_version=FORMAT_VERSION
            )
        )
    if version < 1:
        raise RecordError(
            RecordText.tr("record format version {version} does not exist (versions start at 1)").format(
                version=version
            )
        )
    game_id = _expect(data, "game", str)
    try:
        rules, base_options = resolve(game_id)
    except KeyError as exc:
        raise RecordError(RecordText.tr("unknown game {game_id!r}").format(game_id=game_id)) from exc
    options = {**base_options, **_expect(data, "options", dict)}
    seed = _expect(data, "seed", int)
    seats_data = _expect(data, "seats", list)
    seats = [_seat(s, i) for i, s in enumerate(seats_data)]
    moves = _expect(data, "moves", list)
    start_text = data.get("start_position")
    if start_text is not None and not isinstance(start_text, str):
        raise RecordError(RecordText.tr("field 'start_position' has the wrong type"))
    try:
        options = rules.check_options(options)  # the start position is read on the record's board
        start = None
        if start_text and rules.state_to_text(rules.new_state(options, seed)) != start_text:
            # a position set up by hand, or a shuffle this version would deal differently
            start = rules.state_from_text(start_text, options)
        session: Session[Any, Any] = Session(rules, options, seed, seats or None, start)
    except (GameError, ValueError) as exc:
        raise RecordError(RecordText.tr("bad game setup: {exc}").format(exc=exc)) from exc
    for number, text in enumerate(moves, start=1):
        if not isinstance(text, str):
            raise RecordError(RecordText.tr("move {number} is not a text").format(number=number))
        try:
            session.play_text(text)
        except GameError as exc:
            why = RecordText.tr("move {number} ({text!r}): {exc}").format(number=number, text=text, exc=exc)
            raise RecordError(why) from exc
    _read_clock(data, session)
    result = data.get("result")
    if isinstance(result, dict) and result.get("resigned") is not None and not session.is_over:
        resigned = result["resigned"]
        if type(resigned) is not int or not 0 <= resigned < len(session.seats):  # not True nor 1.0
            raise RecordError(
                RecordText.tr("result: no player {resigned!r} to resign").format(resigned=resigned)
            )
        if result.get("time_out") is True:
            session.lose_on_time(resigned)
        else:
            session.resign(resigned)
    if isinstance(result, dict) and result.get("agreed") is True and not session.is_over:
        reason = result.get("reason")
        reason = reason[:300] if isinstance(reason, str) and reason else "a draw agreed"
        session.end(Outcome.draw(len(session.seats), reason))
    cursor = data.get("cursor", session.length)  # older records: the end
    if not isinstance(cursor, int) or isinstance(cursor, bool) or not 0 <= cursor <= session.length:
        raise RecordError(
            RecordText.tr("field 'cursor' should be a move number from 0 to {length}").format(
                length=session.length
            )
        )
    session.go_to(cursor)
    return session


def _read_clock(data: dict[str, Any], session: Session[Any, Any]) -> None:
    """The record's time control and clocks into ``session`` (none in an older record)."""
    text = data.get("time_control")
    if text is None:
        return
    if not isinstance(text, str):
        raise RecordError(RecordText.tr("field 'time_control' has the wrong type"))
    try:
        control = TimeControl.from_text(text)
    except ValueError as exc:
        raise RecordError(RecordText.tr("field 'time_control': {exc}").format(exc=exc)) from exc
    left = data.get("time_left", [])
    positions = len(session.states)
    if not isinstance(left, list) or len(left) > positions:
        raise RecordError(
            RecordText.tr(
                "field 'time_left' should be a list of at most {positions} positions' times"
            ).format(
                positions=positions
            )
        )
    times: list[tuple[float, ...]] = []
    for ply, entry in enumerate(left):
        try:
            times.append(check_times(entry, len(session.seats)))
        except ValueError as exc:
            why = RecordText.tr("field 'time_left', after move {ply}: {exc}").format(ply=ply, exc=exc)
            raise RecordError(why) from exc
    session.time_control = control
    session.times = times if control.timed else []


def save_record(session: Session[Any, Any], path: str | os.PathLike[str]) -> None:
    """Write ``session`` to ``path`` atomically (a crash never leaves half a file)."""
    write_atomically(path, json.dumps(session_to_record(session), indent=2) + "\n")


def write_atomically(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, flush it to the disk, then rename it.

    Whatever happens (a full disk, a crash, a kill), ``path`` holds either
    its old content or the whole new one.
    """
    target = Path(path)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".tmp-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_record(path: str | os.PathLike[str], resolve: Resolver) -> Session[Any, Any]:
    """Read and replay the record at ``path``; raise :class:`RecordError` on any problem."""
    try:
        with open(path, "rb") as handle:
            raw = handle.read(MAX_RECORD_BYTES + 1)  # never all of /dev/zero
        if len(raw) > MAX_RECORD_BYTES:
            raise RecordError(
                RecordText.tr("{path} is not a game record: larger than {max_record_bytes} MB").format(
                    path=path, max_record_bytes=MAX_RECORD_BYTES // 2**20
                )
            )
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError(RecordText.tr("cannot read {path}: {exc}").format(path=path, exc=exc)) from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        why = RecordText.tr("not valid JSON (line {lineno}, column {colno}): {msg}").format(
            lineno=exc.lineno, colno=exc.colno, msg=exc.msg
        )
        raise RecordError(why) from exc
    except RecursionError as exc:
        raise RecordError(RecordText.tr("not a game record: its JSON is nested too deeply")) from exc
    except ValueError as exc:  # e.g. an integer of more than 4,300 digits
        raise RecordError(RecordText.tr("not a game record: {exc}").format(exc=exc)) from exc
    return session_from_record(data, resolve)
