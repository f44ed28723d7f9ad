"""The lessons: one JSON file a game under ``resources/lessons/``, read and checked here.

The format is ``resources/lessons/README.md`` (and ``notes/issue32.md``): a file
``<game>.json`` holds ``{"game": ..., "lessons": [...]}``; a lesson is a board
(a registry name such as ``oxono`` or ``xeno-12``), options and steps; a step is
a position in the rules page's notation (or the one the previous step ended in),
one or two sentences, the places that matter, the moves the learner may make,
the reason another move is not the point, and the opponent's scripted reply.

A file is read as hostile input: it is size-capped, every field is checked
(type, length, no unknown or repeated keys), and every lesson is replayed
through the game's own rules (every position parses and is written as the rules
write it, every expected move and every reply is legal and written as the rules
write it, a step that says ``"wins": true`` really wins).  Every problem is a
:class:`LessonError` naming the file, the lesson and the step.

No game is named here: a game's rules come from :func:`desktop.games.registry.resolve`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, NoReturn

from desktop.assets import resource_root
from desktop.core.language import Translatable
from desktop.core.protocol import MAX_MOVE_TEXT, MAX_POSITION_TEXT, GameError
from desktop.games.registry import all_entries, resolve

__all__ = [
    "MAX_FILE_BYTES",
    "Lesson",
    "LessonError",
    "Step",
    "all_lessons",
    "lessons_folder",
    "load_lessons",
    "walk",
]

#: a lessons file larger than this is refused unread
MAX_FILE_BYTES = 512 * 1024
MAX_LESSONS = 40
MAX_STEPS = 20
MAX_LIST = 24  # marks, expected moves
#: the longest of each text a lesson holds (a position: :data:`MAX_POSITION_TEXT`)
LIMITS = dict(id=64, title=80, summary=200, board=40, text=600, wrong=400, move=MAX_MOVE_TEXT)

_ID = re.compile(r"[a-z0-9][a-z0-9-]*")
_GAME = re.compile(r"[a-z0-9][a-z0-9-]*")
_PLACE = re.compile(r"[A-Za-z0-9]{1,6}")
_FILE_KEYS = {"game": True, "lessons": True}
_LESSON_KEYS = {"id": True, "title": True, "summary": True, "board": True, "options": False, "steps": True}
_STEP_KEYS = {
    "text": True,
    "position": False,
    "marks": False,
    "expect": True,
    "wrong": False,
    "reply": False,
    "wins": False,
}


class LessonFileText(Translatable):
    """Why a lessons file (or its translation) cannot be used: the start page shows it."""


class LessonError(ValueError):
    """A lessons file that cannot be used; the message names the file, the lesson and the step."""

    def __init__(self, file: str, problem: str, lesson: str = "", step: int = 0) -> None:
        self.file, self.problem, self.lesson, self.step = file, problem, lesson, step
        where = file
        if lesson:
            where = LessonFileText.tr("{file}: lesson {lesson!r}").format(file=file, lesson=lesson)
        if step:
            where = LessonFileText.tr("{where}, step {step}").format(where=where, step=step)
        super().__init__(f"{where}: {problem}")


@dataclass(frozen=True)
class Step:
    """One step of a lesson: a position, a sentence or two, the places that matter, the moves wanted."""

    text: str
    position: str | None  # None: the position the previous step ended in
    marks: tuple[str, ...]
    expect: tuple[str, ...]  # move texts, any one accepted; empty = a reading step (Next)
    wrong: str = ""  # why another legal move is not the point here ("" = a default sentence)
    reply: str | None = None  # the opponent's scripted reply, played after the learner's move
    wins: bool = False  # each expected move ends the game, won by the learner


@dataclass(frozen=True)
class Lesson:
    """A lesson: its id (progress is kept by it), the game and board, its title and its steps."""

    id: str
    game: str  # the file's game id
    board: str  # a registry name for resolve()
    options: Mapping[str, Any]  # the board's implied options with the lesson's own over them
    title: str
    summary: str
    steps: tuple[Step, ...]


def lessons_folder() -> Path:
    """The shipped lessons (``resources/lessons``, in a checkout, a wheel or the bundle)."""
    return resource_root() / "lessons"


def load_lessons(game: str, folder: Path | None = None) -> tuple[Lesson, ...]:
    """The lessons of ``game`` (a game id) from ``<folder>/<game>.json``, every one replayed, in
    the language in use where ``<folder>/<language>/<game>.json`` translates their words
    (:mod:`desktop.learn.lesson_text`)."""
    if not _GAME.fullmatch(game):
        raise LessonError(repr(game), LessonFileText.tr("is not a game id"))
    path = (folder or lessons_folder()) / f"{game}.json"
    data = _read_json(path)
    file = str(path)
    _keys(data, _FILE_KEYS, _Where(file))
    if data["game"] != game:
        raise LessonError(
            file,
            LessonFileText.tr("'game' is {found!r}, but the file is {game}.json").format(
                found=data["game"], game=game
            ),
        )
    raw = _list(data["lessons"], "lessons", _Where(file), MAX_LESSONS)
    lessons = tuple(_lesson(item, game, file, index) for index, item in enumerate(raw, 1))
    seen: set[str] = set()
    for lesson in lessons:
        if lesson.id in seen:
            raise LessonError(file, LessonFileText.tr("this id is used twice"), lesson.id)
        seen.add(lesson.id)
        for _ in _replay(lesson, file):
            pass
    from desktop.learn.lesson_text import translated  # (it builds on this module)

    return translated(lessons, game, folder or lessons_folder())


def all_lessons(folder: Path | None = None) -> dict[str, tuple[Lesson, ...]]:
    """Every game's lessons by game id, in menu order; a game without a file has none listed.

    A ``.json`` file there that names no registered game is refused, as is an id used by two games.
    """
    folder = folder or lessons_folder()
    games = [entry.id for entry in all_entries()]
    for path in sorted(folder.glob("*.json")):
        if path.stem not in games:
            raise LessonError(
                str(path), LessonFileText.tr("names no game (known: {games})").format(games=", ".join(games))
            )
    found = {game: load_lessons(game, folder) for game in games if (folder / f"{game}.json").is_file()}
    owner: dict[str, str] = {}
    for game, lessons in found.items():
        for lesson in lessons:
            if lesson.id in owner:
                file = str(folder / f"{game}.json")
                used = LessonFileText.tr("this id is used by {game} too").format(game=owner[lesson.id])
                raise LessonError(file, used, lesson.id)
            owner[lesson.id] = game
    return found


def walk(lesson: Lesson) -> Iterator[tuple[Step, Any, Any]]:
    """Each step with the game's rules and the position before it (the first expected move and
    the reply lead on to a step that gives no position); a step that does not replay raises
    :class:`LessonError`."""
    yield from _replay(lesson, "(lesson)")


# -- reading ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Where:
    file: str
    lesson: str = ""
    step: int = 0

    def fail(self, problem: str) -> NoReturn:
        raise LessonError(self.file, problem, self.lesson, self.step)


def _no_repeats(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(LessonFileText.tr("the key {key!r} is given twice").format(key=key))
        out[key] = value
    return out


def _no_constant(name: str) -> NoReturn:
    raise ValueError(LessonFileText.tr("{name} is not a JSON number").format(name=name))


def _read_json(path: Path) -> Any:
    file = str(path)
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        why = LessonFileText.tr("cannot be read ({error})").format(error=error.strerror or error)
        raise LessonError(file, why) from None
    if len(raw) > MAX_FILE_BYTES:
        raise LessonError(
            file, LessonFileText.tr("is larger than {size} KB").format(size=MAX_FILE_BYTES // 1024)
        )
    try:
        return json.loads(raw.decode("utf-8"), object_pairs_hook=_no_repeats, parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise LessonError(file, LessonFileText.tr("is not UTF-8 text")) from None
    except RecursionError:
        raise LessonError(file, LessonFileText.tr("is nested too deeply")) from None
    except ValueError as error:  # json.JSONDecodeError is one
        raise LessonError(file, LessonFileText.tr("is not valid JSON: {error}").format(error=error)) from None


def _keys(data: Any, keys: Mapping[str, bool], where: _Where, what: str | None = None) -> None:
    """``what``: the object's name in the player's language (default: the file)."""
    if not isinstance(data, dict):
        where.fail(
            LessonFileText.tr("{what} must be a JSON object, not {kind}").format(
                what=what or LessonFileText.tr("the file"), kind=_kind(data)
            )
        )
    unknown = sorted(set(data) - set(keys))
    if unknown:
        where.fail(
            LessonFileText.tr("unknown field {field!r} (known: {fields})").format(
                field=unknown[0], fields=", ".join(keys)
            )
        )
    missing = [key for key, required in keys.items() if required and key not in data]
    if missing:
        where.fail(LessonFileText.tr("the field {field!r} is missing").format(field=missing[0]))


def _kind(value: Any) -> str:
    """What ``value`` is in JSON's terms (in the player's language)."""
    if isinstance(value, bool):
        return LessonFileText.tr("true/false")
    if isinstance(value, dict):
        return LessonFileText.tr("an object")
    if isinstance(value, list):
        return LessonFileText.tr("a list")
    if isinstance(value, str):
        return LessonFileText.tr("a text")
    if value is None:
        return LessonFileText.tr("null")
    return LessonFileText.tr("a number")


def _text(value: Any, name: str, where: _Where, empty: bool = False) -> str:
    if not isinstance(value, str):
        where.fail(
            LessonFileText.tr("{name!r} must be a text, not {kind}").format(name=name, kind=_kind(value))
        )
    limit = MAX_POSITION_TEXT if name == "position" else LIMITS.get(name, LIMITS["move"])
    if len(value) > limit:
        where.fail(
            LessonFileText.tr("{name!r} is longer than {limit} characters").format(name=name, limit=limit)
        )
    if not empty and not value.strip():
        where.fail(LessonFileText.tr("{name!r} is empty").format(name=name))
    if any(ord(c) < 32 for c in value):
        where.fail(LessonFileText.tr("{name!r} holds a control character").format(name=name))
    return value


def _list(value: Any, name: str, where: _Where, limit: int) -> list[Any]:
    if not isinstance(value, list):
        where.fail(
            LessonFileText.tr("{name!r} must be a list, not {kind}").format(name=name, kind=_kind(value))
        )
    if len(value) > limit:
        where.fail(LessonFileText.tr("{name!r} has more than {limit} entries").format(name=name, limit=limit))
    return value


def _lesson(data: Any, game: str, file: str, index: int) -> Lesson:
    where = _Where(file, f"#{index}")
    if isinstance(data, dict) and isinstance(data.get("id"), str) and _ID.fullmatch(data["id"]):
        where = _Where(file, data["id"][: LIMITS["id"]])
    _keys(data, _LESSON_KEYS, where, LessonFileText.tr("a lesson"))
    lesson_id = _text(data["id"], "id", where)
    if not _ID.fullmatch(lesson_id):
        where.fail(
            LessonFileText.tr("the id {id!r} must be lower-case letters, digits and '-'").format(id=lesson_id)
        )
    board = _text(data["board"], "board", where)
    try:
        rules, implied = resolve(board)
    except KeyError as error:
        where.fail(LessonFileText.tr("unknown board: {error}").format(error=error.args[0]))
    if rules.info.id != game:
        where.fail(
            LessonFileText.tr("the board {board!r} is a {found} board, not {game}").format(
                board=board, found=rules.info.id, game=game
            )
        )
    own = data.get("options", {})
    if not isinstance(own, dict):
        where.fail(LessonFileText.tr("'options' must be an object, not {kind}").format(kind=_kind(own)))
    if any(isinstance(v, (dict, list)) for v in own.values()):
        where.fail(LessonFileText.tr("an option's value must be a text, a number, true/false or null"))
    options = {**implied, **own}
    try:
        rules.check_options(options)
    except GameError as error:
        where.fail(f"options: {error}")
    steps_data = _list(data["steps"], "steps", where, MAX_STEPS)
    if not steps_data:
        where.fail(LessonFileText.tr("a lesson needs at least one step"))
    steps = tuple(_step(item, _Where(file, lesson_id, n)) for n, item in enumerate(steps_data, 1))
    if steps[0].position is None:
        _Where(file, lesson_id, 1).fail(LessonFileText.tr("the first step must give a 'position'"))
    return Lesson(
        id=lesson_id,
        game=game,
        board=board,
        options=MappingProxyType(options),
        title=_text(data["title"], "title", where),
        summary=_text(data["summary"], "summary", where),
        steps=steps,
    )


def _step(data: Any, where: _Where) -> Step:
    _keys(data, _STEP_KEYS, where, LessonFileText.tr("a step"))
    position = data.get("position")
    if position is not None:
        position = _text(position, "position", where)
    marks = tuple(_text(m, "mark", where) for m in _list(data.get("marks", []), "marks", where, MAX_LIST))
    for mark in marks:
        if not _PLACE.fullmatch(mark):
            where.fail(
                LessonFileText.tr(
                    "the mark {mark!r} is not a place (like 'c3', or a space number on the ball)"
                ).format(mark=mark)
            )
    expect = tuple(_text(m, "move", where) for m in _list(data["expect"], "expect", where, MAX_LIST))
    if len(set(expect)) != len(expect):
        where.fail(LessonFileText.tr("'expect' lists a move twice"))
    wrong = _text(data.get("wrong", ""), "wrong", where, empty=True)
    reply = data.get("reply")
    if reply is not None:
        reply = _text(reply, "move", where)
    wins = data.get("wins", False)
    if not isinstance(wins, bool):
        where.fail(LessonFileText.tr("'wins' must be true or false, not {kind}").format(kind=_kind(wins)))
    if not expect and (reply is not None or wrong or wins):
        where.fail(LessonFileText.tr("a reading step (no 'expect') has no 'reply', 'wrong' or 'wins'"))
    if wins and reply is not None:
        where.fail(LessonFileText.tr("a winning step has no 'reply': the game is over"))
    return Step(_text(data["text"], "text", where), position, marks, expect, wrong, reply, wins)


# -- replaying through the rules ---------------------------------------------------------------------
def _replay(lesson: Lesson, file: str) -> Iterator[tuple[Step, Any, Any]]:
    try:
        rules, _ = resolve(lesson.board)
    except KeyError as error:
        unknown = LessonFileText.tr("unknown board: {error}").format(error=error.args[0])
        raise LessonError(file, unknown, lesson.id) from None
    state: Any = None
    ends: list[Any] = []  # where each expected move (and the reply) left the previous step
    for n, step in enumerate(lesson.steps, 1):
        where = _Where(file, lesson.id, n)
        if step.position is not None:
            state = _position(rules, step.position, lesson.options, where)
        elif state is None:
            where.fail(LessonFileText.tr("the first step must give a 'position'"))
        elif len({rules.state_key(end) for end in ends}) > 1:
            where.fail(
                LessonFileText.tr(
                    "give this step a 'position': the previous step's moves lead to different ones"
                )
            )
        yield step, rules, state
        if not step.expect:
            ends = [state]
            continue
        if rules.outcome(state) is not None:
            where.fail(LessonFileText.tr("the game is over in this position, so no move can be expected"))
        mover = rules.to_move(state)
        ends = []
        for text in step.expect:
            after = rules.apply(state, _move(rules, state, text, where, LessonFileText.tr("expected move")))
            result = rules.outcome(after)
            if step.wins and (result is None or result.winner != mover):
                where.fail(LessonFileText.tr("{move} does not win the game here").format(move=text))
            if step.reply is not None:
                if result is not None:
                    where.fail(
                        LessonFileText.tr("the game is over after {move}, so there is no reply").format(
                            move=text
                        )
                    )
                what = LessonFileText.tr("reply to {move}").format(move=text)
                after = rules.apply(after, _move(rules, after, step.reply, where, what))
            ends.append(after)
        state = ends[0]


def _position(rules: Any, text: str, options: Mapping[str, Any], where: _Where) -> Any:
    try:
        state = rules.state_from_text(text, dict(options))
        written = rules.state_to_text(state)
    except (GameError, ValueError, LookupError) as error:
        where.fail(
            LessonFileText.tr("the position {text!r} does not parse: {error}").format(text=text, error=error)
        )
    if written != text:
        where.fail(
            LessonFileText.tr("write the position as the rules do: {written!r}, not {text!r}").format(
                written=written, text=text
            )
        )
    return state


def _move(rules: Any, state: Any, text: str, where: _Where, what: str) -> Any:
    try:
        move = rules.move_from_text(state, text)
        written = rules.move_to_text(state, move)
    except (GameError, ValueError, LookupError) as error:
        where.fail(
            LessonFileText.tr("the {what} {text!r} is not legal here: {error}").format(
                what=what, text=text, error=error
            )
        )
    if written != text:
        where.fail(
            LessonFileText.tr("write the {what} as the rules do: {written!r}, not {text!r}").format(
                what=what, written=written, text=text
            )
        )
    return move
