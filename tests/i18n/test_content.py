"""The How to Play pages and the lessons in Spanish, French, German and Korean (issue 35).

Every English page has a page in each language that shows the same pictures (positions and moves
written exactly as in English), keeps every square, space number and move text, and says that the
exact rules are in English.  Every lesson's words are translated in each language, the translated
lessons replay through the rules as the English ones do, and a translation file that cannot be used
is refused with a message naming it, the English lesson being used instead.
"""

from __future__ import annotations

import json
import logging
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from desktop import assets
from desktop.assets import resource_root, translated_path
from desktop.core.language import ENGLISH, set_current
from desktop.learn.lesson_text import translate
from desktop.learn.lessons import Lesson, LessonError, lessons_folder, load_lessons, walk

LANGUAGES = ("es", "fr", "de", "ko")
GAMES = ("oxono", "zeno", "xspectrum", "xeno")
HELP = resource_root() / "help"
PAGES = sorted(path.name for path in HELP.glob("*.md"))

#: the sentence of each language that says the exact rules pages are in English
RULES_IN_ENGLISH = {
    "es": "Las reglas exactas solo están en inglés.",
    "fr": "Les règles exactes ne sont disponibles qu'en anglais.",
    "de": "Die genauen Regeln gibt es nur auf Englisch.",
    "ko": "정확한 규칙은 영어로만 제공됩니다.",
}

PICTURE = re.compile(r"^!\[(?P<caption>[^\]]*)\]\((?P<spec>position:.*)\)[ \t]*$", re.MULTILINE)
#: a square (d3), a space number (10), a move text (c3:^Bs-d2, Yl<Bs, Rl@a1, 23x6x11x27), a size (6×6)
NOTATION = re.compile(r"(?<![A-Za-z0-9])[A-Za-z0-9^<@:=+-]*\d[A-Za-z0-9^<@:=x×+-]*")
#: the keys the Controls sections name (bold, as the English page writes them)
KEYS = ("**Esc**", "**F**", "**H**", "**Ctrl+Z**", "**Home**", "**End**")


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    """Every test leaves the app speaking English, as the other tests expect."""
    yield
    set_current(ENGLISH)


def notation(text: str) -> set[str]:
    return {token.rstrip(":-") for token in NOTATION.findall(text)}


def without_pictures(text: str) -> str:
    return PICTURE.sub("", text)


# -- How to Play -----------------------------------------------------------------------------------
def test_there_are_english_pages_to_translate() -> None:
    assert PAGES == ["oxono.md", "xeno.md", "xspectrum.md", "zeno.md"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_every_page_is_in_every_language(language: str, page: str) -> None:
    path = HELP / language / page
    assert path.is_file(), f"resources/help/{language}/{page} is missing"
    assert translated_path("help", page, language) == path
    assert path.read_text(encoding="utf-8") != (HELP / page).read_text(encoding="utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_each_page_says_the_exact_rules_are_in_english(language: str, page: str) -> None:
    text = (HELP / language / page).read_text(encoding="utf-8")
    assert RULES_IN_ENGLISH[language] in " ".join(text.split()), f"{language}/{page}"
    assert "](exact-rules:)" in text, "the link to the exact rules is kept"


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("page", PAGES)
def test_notation_is_as_the_english_page_writes_it(language: str, page: str) -> None:
    english = (HELP / page).read_text(encoding="utf-8")
    text = (HELP / language / page).read_text(encoding="utf-8")
    # the same pictures, in the same order: positions and moves unchanged, captions translated
    ours = [(m["spec"], m["caption"]) for m in PICTURE.finditer(text)]
    theirs = [(m["spec"], m["caption"]) for m in PICTURE.finditer(english)]
    assert [spec for spec, _ in ours] == [spec for spec, _ in theirs]
    for (_, caption), (_, english_caption) in zip(ours, theirs, strict=True):
        assert caption.strip() and caption != english_caption, caption
    # every square, space number and move text of the prose is there too
    missing = notation(without_pictures(english)) - notation(without_pictures(text))
    assert not missing, f"{language}/{page} lacks {sorted(missing)}"
    for key in KEYS:
        assert key in text, f"{language}/{page} lacks the key {key}"
    # the same sections
    headings = re.compile(r"^(#+) ", re.MULTILINE)
    assert headings.findall(text) == headings.findall(english)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_page_read_is_the_one_of_the_language_in_use(language: str) -> None:
    from desktop.qt.shell.how_to_play import page_text

    set_current(language)
    assert page_text("zeno") == (HELP / language / "zeno.md").read_text(encoding="utf-8")
    set_current(ENGLISH)
    assert page_text("zeno") == (HELP / "zeno.md").read_text(encoding="utf-8")


def test_a_page_missing_in_a_language_is_read_in_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "help" / "de").mkdir(parents=True)
    (tmp_path / "help" / "oxono.md").write_text("# How to play Oxono\n", encoding="utf-8")
    (tmp_path / "help" / "de" / "zeno.md").write_text("# So spielt man Zeno\n", encoding="utf-8")
    monkeypatch.setattr(assets, "resource_root", lambda: tmp_path)
    assert translated_path("help", "oxono.md", "de") == tmp_path / "help" / "oxono.md"
    set_current("de")
    assert translated_path("help", "oxono.md") == tmp_path / "help" / "oxono.md"
    with pytest.raises(FileNotFoundError):
        translated_path("help", "zeno.md", "fr")  # no English page: missing, as before


# -- lessons ---------------------------------------------------------------------------------------
def _lessons(game: str, language: str, folder: Path | None = None) -> tuple[Lesson, ...]:
    set_current(language)
    try:
        return load_lessons(game, folder)
    finally:
        set_current(ENGLISH)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_word_of_every_lesson_is_translated(language: str, game: str) -> None:
    english = _lessons(game, ENGLISH)
    translated = _lessons(game, language)
    assert [lesson.id for lesson in translated] == [lesson.id for lesson in english]
    for ours, theirs in zip(translated, english, strict=True):
        assert ours.title != theirs.title and ours.summary != theirs.summary, ours.id
        assert len(ours.steps) == len(theirs.steps)
        for n, (step, source) in enumerate(zip(ours.steps, theirs.steps, strict=True), 1):
            where = f"{language}: {ours.id} step {n}"
            assert step.text != source.text, f"{where}: the text is English"
            assert bool(step.wrong) == bool(source.wrong), where
            if source.wrong:
                assert step.wrong != source.wrong, f"{where}: 'wrong' is English"
            for field in ("text", "wrong"):
                missing = notation(getattr(source, field)) - notation(getattr(step, field))
                assert not missing, f"{where}: {field} lacks {sorted(missing)}"
            # the board is the English lesson's, untouched
            assert (step.position, step.marks, step.expect, step.reply, step.wins) == (
                source.position,
                source.marks,
                source.expect,
                source.reply,
                source.wins,
            )


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_translated_lessons_replay_through_the_rules(language: str, game: str) -> None:
    """As tests/learn checks the English ones: every expected move and reply legal, wins win."""
    for lesson in _lessons(game, language):
        for step, rules, state in walk(lesson):
            for text in step.expect:
                move = rules.move_from_text(state, text)
                assert move in rules.legal_moves(state), (lesson.id, text)
                after = rules.apply(state, move)
                result = rules.outcome(after)
                if step.wins:
                    assert result is not None and result.winner == rules.to_move(state)
                if step.reply is not None:
                    assert rules.move_from_text(after, step.reply) in rules.legal_moves(after)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_a_translation_file_names_every_lesson_and_step(language: str, game: str) -> None:
    """The file itself is complete (a step left out would silently stay English)."""
    data = json.loads((lessons_folder() / language / f"{game}.json").read_text(encoding="utf-8"))
    assert data["game"] == game and data["language"] == language
    for lesson in _lessons(game, ENGLISH):
        given = data["lessons"][lesson.id]
        assert set(given) == {"title", "summary", "steps"}, lesson.id
        assert set(given["steps"]) == {str(n) for n in range(1, len(lesson.steps) + 1)}, lesson.id
        for n, step in enumerate(lesson.steps, 1):
            assert set(given["steps"][str(n)]) == ({"text", "wrong"} if step.wrong else {"text"})


# -- a translation that cannot be used ---------------------------------------------------------------
@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """The shipped English Oxono lessons, and a German file made from the shipped one."""
    shutil.copy(lessons_folder() / "oxono.json", tmp_path / "oxono.json")
    (tmp_path / "de").mkdir()
    shutil.copy(lessons_folder() / "de" / "oxono.json", tmp_path / "de" / "oxono.json")
    return tmp_path


def _german(folder: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((folder / "de" / "oxono.json").read_text(encoding="utf-8"))
    return data


def _write(folder: Path, data: object) -> None:
    (folder / "de" / "oxono.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")


FIRST = ("lessons", "oxono-01-totems")
#: (what is wrong, where in the German file, the value put there, the problem the refusal names)
BAD: list[tuple[str, tuple[str, ...], object, str]] = [
    ("an unknown lesson", ("lessons", "oxono-99-made-up"), {"title": "Erfunden"}, "has no lesson 'oxono-99"),
    ("a step the lesson lacks", (*FIRST, "steps", "5"), {"text": "Zu viel."}, "has no step '5'"),
    ("step 0", (*FIRST, "steps", "0"), {"text": "Null."}, "has no step '0'"),
    ("a position", (*FIRST, "steps", "1", "position"), "6/6/6/6/6/6 p", "unknown field 'position'"),
    ("a move", (*FIRST, "steps", "2", "expect"), ["X d3-d4 d5"], "unknown field 'expect'"),
    ("a 'wrong' English lacks", (*FIRST, "steps", "1", "wrong"), "Falsch.", "no 'wrong' to translate"),
    ("a text too long", (*FIRST, "steps", "1", "text"), "x" * 601, "longer than 600"),
    ("an empty title", (*FIRST, "title"), " ", "'title' is empty"),
    ("a control character", (*FIRST, "summary"), "Ein\x07Totem", "control character"),
    ("a number for a text", (*FIRST, "steps", "1", "text"), 7, "must be a text"),
    ("another game", ("game",), "zeno", "'game' is 'zeno'"),
    ("another language", ("language",), "fr", "'language' is 'fr'"),
    ("an unknown field", ("notes",), "x", "unknown field 'notes'"),
    ("lessons as a list", ("lessons",), [], "'lessons' must be an object"),
    ("steps as a list", (*FIRST, "steps"), [], "'steps' must be an object"),
]


@pytest.mark.parametrize("where, value, problem", [case[1:] for case in BAD], ids=[case[0] for case in BAD])
def test_a_bad_translation_is_refused_and_the_english_lesson_used(
    folder: Path, caplog: pytest.LogCaptureFixture, where: tuple[str, ...], value: object, problem: str
) -> None:
    english = _lessons("oxono", ENGLISH, folder)
    good = _german(folder)
    assert _lessons("oxono", "de", folder)[0].title == good["lessons"]["oxono-01-totems"]["title"]
    node = good
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = value
    _write(folder, good)
    with caplog.at_level(logging.WARNING, logger="desktop.learn.lesson_text"):
        assert _lessons("oxono", "de", folder) == english
    assert str(folder / "de" / "oxono.json") in caplog.text and problem in caplog.text, caplog.text
    with pytest.raises(LessonError, match=re.escape(problem)):
        translate(english, folder / "de" / "oxono.json", "oxono", "de")


@pytest.mark.parametrize(
    "raw, problem",
    [
        (b"{not json", "is not valid JSON"),
        (b'{"game": "oxono", "game": "oxono"}', "given twice"),
        ("¿Qué?".encode("latin-1"), "is not UTF-8"),
        (b"[" * 100_000, "nested too deeply"),
        (b" " * (512 * 1024 + 1), "larger than 512 KB"),
    ],
)
def test_a_file_that_is_no_translation_is_refused(
    folder: Path, caplog: pytest.LogCaptureFixture, raw: bytes, problem: str
) -> None:
    english = _lessons("oxono", ENGLISH, folder)
    (folder / "de" / "oxono.json").write_bytes(raw)
    with caplog.at_level(logging.WARNING, logger="desktop.learn.lesson_text"):
        assert _lessons("oxono", "de", folder) == english
    assert str(folder / "de" / "oxono.json") in caplog.text and problem in caplog.text, caplog.text


def test_a_partial_translation_keeps_the_english_words_it_leaves_out(folder: Path) -> None:
    wrong_only = {"oxono-02-placing": {"steps": {"2": {"wrong": "Nein."}}}}
    _write(folder, {"game": "oxono", "language": "de", "lessons": wrong_only})
    english = _lessons("oxono", ENGLISH, folder)
    german = _lessons("oxono", "de", folder)
    assert german[0] == english[0] and german[1].title == english[1].title
    assert german[1].steps[1].wrong == "Nein." and german[1].steps[1].text == english[1].steps[1].text
    assert german[1].steps[2] == english[1].steps[2]
