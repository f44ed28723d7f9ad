"""The lessons in the player's language: only their words, laid over the English lessons.

A translation is ``resources/lessons/<language>/<game>.json`` (``language`` a code of
:data:`desktop.core.language.LANGUAGES`).  It holds no position and no move: only the texts,
by lesson id and by step number (1 for the first step), so the board of every lesson stays
the one the English file gives and the tests replay::

    {
      "game": "oxono",
      "language": "de",
      "lessons": {
        "oxono-01-totems": {
          "title": "Einen Totem ziehen",
          "summary": "…",
          "steps": {"1": {"text": "…"}, "2": {"text": "…", "wrong": "…"}}
        }
      }
    }

Every field is optional below ``lessons``: a text not given stays English.  The file is read as
hostile input, as the English one is (size cap, UTF-8 JSON, no repeated or unknown key, texts
within the English limits and without control characters), and it may name only lessons and
steps the English file has (and a ``wrong`` only where the English step has one).  A file that
fails any check is refused as a whole with a message naming the file (logged), and the English
lessons are used.
"""

from __future__ import annotations

import dataclasses
import logging
from pathlib import Path
from typing import Any

from desktop.core.language import ENGLISH, LANGUAGES, current
from desktop.learn.lessons import (
    Lesson,
    LessonError,
    LessonFileText,
    Step,
    _keys,
    _kind,
    _read_json,
    _text,
    _Where,
)

__all__ = ["translate", "translated", "translation_file"]

log = logging.getLogger(__name__)

_FILE_KEYS = {"game": True, "language": True, "lessons": True}
_LESSON_KEYS = {"title": False, "summary": False, "steps": False}
_STEP_KEYS = {"text": False, "wrong": False}


def translation_file(game: str, folder: Path, language: str) -> Path:
    """Where the lessons of ``game`` in ``language`` are: ``<folder>/<language>/<game>.json``."""
    return folder / language / f"{game}.json"


def translated(
    lessons: tuple[Lesson, ...], game: str, folder: Path, language: str | None = None
) -> tuple[Lesson, ...]:
    """``lessons`` in ``language`` (by default the one in use) where a translation gives the
    words; the English lessons when there is none, or when it is refused (the refusal is logged)."""
    code = language or current()
    if code == ENGLISH or code not in LANGUAGES:
        return lessons
    path = translation_file(game, folder, code)
    if not path.is_file():
        return lessons
    try:
        return translate(lessons, path, game, code)
    except LessonError as error:
        log.warning("the %s lessons stay in English: %s", LANGUAGES[code], error)
        return lessons


def translate(lessons: tuple[Lesson, ...], path: Path, game: str, language: str) -> tuple[Lesson, ...]:
    """The words of the translation ``path`` laid over ``lessons`` (the English lessons of
    ``game``); :class:`~desktop.learn.lessons.LessonError` naming the file if it is refused."""
    file = str(path)
    data = _read_json(path)
    _keys(data, _FILE_KEYS, _Where(file))
    if data["game"] != game:
        wrong = LessonFileText.tr("'game' is {found!r}, but the file is {game}.json")
        raise LessonError(file, wrong.format(found=data["game"], game=game))
    if data["language"] != language:
        wrong = LessonFileText.tr("'language' is {found!r}, but the folder is {language}/")
        raise LessonError(file, wrong.format(found=data["language"], language=language))
    given = data["lessons"]
    if not isinstance(given, dict):
        raise LessonError(
            file, LessonFileText.tr("'lessons' must be an object, not {kind}").format(kind=_kind(given))
        )
    english = {lesson.id: lesson for lesson in lessons}
    for lesson_id in given:
        if lesson_id not in english:
            none = LessonFileText.tr("the English {game}.json has no lesson {id!r}")
            raise LessonError(file, none.format(game=game, id=lesson_id[:80]))
    return tuple(
        _lesson(lesson, given[lesson.id], file) if lesson.id in given else lesson for lesson in lessons
    )


def _lesson(lesson: Lesson, data: Any, file: str) -> Lesson:
    where = _Where(file, lesson.id)
    _keys(data, _LESSON_KEYS, where, LessonFileText.tr("a lesson"))
    steps = data.get("steps", {})
    if not isinstance(steps, dict):
        where.fail(
            LessonFileText.tr("'steps' must be an object (step number: texts), not {kind}").format(
                kind=_kind(steps)
            )
        )
    numbers = {str(n): n for n in range(1, len(lesson.steps) + 1)}
    for key in steps:
        if key not in numbers:
            where.fail(
                LessonFileText.tr("the English lesson has no step {key!r} (it has 1 to {count})").format(
                    key=key[:20], count=len(lesson.steps)
                )
            )
    new_steps = tuple(
        _step(step, steps[str(n)], _Where(file, lesson.id, n)) if str(n) in steps else step
        for n, step in enumerate(lesson.steps, 1)
    )
    return dataclasses.replace(
        lesson,
        title=_text(data["title"], "title", where) if "title" in data else lesson.title,
        summary=_text(data["summary"], "summary", where) if "summary" in data else lesson.summary,
        steps=new_steps,
    )


def _step(step: Step, data: Any, where: _Where) -> Step:
    _keys(data, _STEP_KEYS, where, LessonFileText.tr("a step"))
    text = _text(data["text"], "text", where) if "text" in data else step.text
    wrong = step.wrong
    if "wrong" in data:
        if not step.wrong:
            where.fail(LessonFileText.tr("the English step has no 'wrong' to translate"))
        wrong = _text(data["wrong"], "wrong", where)
    return dataclasses.replace(step, text=text, wrong=wrong)
