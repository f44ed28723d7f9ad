"""The app's own strings in Spanish, French, German and Korean (issue 35).

A string a player reads that has no translation fails here: pyside6-lupdate runs over the sources
into a copy of each .ts, and every message it finds must be finished, with the same
placeholders as its source and the language's numerus forms. The built .qm files load and give
the translations.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from desktop.core import language
from desktop.core.language import Translatable
from tests.i18n.conftest import BIN, LANGS, ROOT, TS_FOLDER

#: the numerus forms Qt has for each language (Korean has one)
FORMS = {"es": 2, "fr": 2, "de": 2, "ko": 1}
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*(?:![rsa])?(?::[^{}]*)?\}|%n")


def _sources() -> list[str]:
    return sorted(
        str(p.relative_to(ROOT)) for p in (ROOT / "desktop").rglob("*.py") if "__pycache__" not in p.parts
    )


@pytest.fixture(scope="module")
def updated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, ET.ElementTree]:
    """Each .ts as ``packaging/translations.sh update`` would leave it now (a copy: the
    committed files are not touched)."""
    folder = tmp_path_factory.mktemp("ts")
    trees = {}
    for lang in LANGS:
        copy = folder / f"xeno-games_{lang}.ts"
        shutil.copy(TS_FOLDER / copy.name, copy)
        subprocess.run(
            [str(BIN / "pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none",
             "-source-language", "en", "-target-language", lang, *_sources(), "-ts", str(copy)],
            check=True,
            cwd=ROOT,
        )  # fmt: skip
        trees[lang] = ET.parse(copy)
    return trees


def _messages(tree: ET.ElementTree) -> list[tuple[str, ET.Element]]:
    return [
        (ctx.findtext("name") or "", m) for ctx in tree.getroot().iter("context") for m in ctx.iter("message")
    ]


@pytest.mark.parametrize("lang", LANGS)
def test_every_string_the_sources_mark_is_translated(updated: dict[str, ET.ElementTree], lang: str) -> None:
    messages = _messages(updated[lang])
    assert len(messages) > 300  # the menus, the start page, the boards…
    unfinished = [
        f"{ctx}: {m.findtext('source')!r}"
        for ctx, m in messages
        if (m.find("translation") is None or m.find("translation").get("type") in ("unfinished", "vanished"))  # type: ignore[union-attr]
    ]
    assert not unfinished, f"{lang}: {len(unfinished)} strings without a translation: {unfinished[:20]}"


@pytest.mark.parametrize("lang", LANGS)
def test_translations_keep_the_placeholders_and_have_the_languages_plural_forms(
    updated: dict[str, ET.ElementTree], lang: str
) -> None:
    wrong = []
    for ctx, m in _messages(updated[lang]):
        source = m.findtext("source") or ""
        translation = m.find("translation")
        assert translation is not None
        numerus = m.get("numerus") == "yes"
        if "%n" in source and not numerus:  # n given by keyword: lupdate does not see a plural
            wrong.append(f"{ctx}: {source!r} has %n but is no plural (pass n positionally)")
        forms = (
            [f.text or "" for f in translation.iter("numerusform")] if numerus else [translation.text or ""]
        )
        if numerus and len(forms) != FORMS[lang]:
            wrong.append(f"{ctx}: {source!r} has {len(forms)} plural forms, not {FORMS[lang]}")
        wanted = set(PLACEHOLDER.findall(source.split("|")[0])) - {"%n"}
        for form in forms:
            if not form.strip():
                wrong.append(f"{ctx}: {source!r} is empty")
            elif set(PLACEHOLDER.findall(form)) - {"%n"} != wanted:
                wrong.append(f"{ctx}: {source!r} -> {form!r}: placeholders differ")
            elif "|" in form:
                wrong.append(f"{ctx}: {source!r} -> {form!r}: '|' separates English forms only")
    assert not wrong, f"{lang}: {wrong}"


def test_the_committed_ts_files_are_what_lupdate_makes(updated: dict[str, ET.ElementTree]) -> None:
    """No message in the committed .ts that the sources no longer mark (run the update)."""
    for lang in LANGS:
        now = {(c, m.findtext("source")) for c, m in _messages(updated[lang])}
        committed = {
            (c, m.findtext("source")) for c, m in _messages(ET.parse(TS_FOLDER / f"xeno-games_{lang}.ts"))
        }
        assert committed == now, f"{lang}: run bash packaging/translations.sh update"


def test_the_qm_files_build_and_load(built_qm: Path, qapp: object) -> None:
    from PySide6.QtCore import QTranslator

    for lang in LANGS:
        translator = QTranslator()
        assert translator.load(str(built_qm / f"xeno-games_{lang}.qm")), lang
    spanish = QTranslator()
    assert spanish.load(str(built_qm / "xeno-games_es.qm"))
    assert spanish.translate("MenuText", "&Game") == "&Partida"
    assert spanish.translate("StartText", "Play the computer") == "Contra el ordenador"


def test_translate_goes_through_the_installed_translators(speak, qapp: object) -> None:  # type: ignore[no-untyped-def]
    class StartText(Translatable):
        pass

    assert StartText.tr("%n minute ago|%n minutes ago", None, 1) == "1 minute ago"  # English: no file
    assert StartText.tr("%n minute ago|%n minutes ago", None, 3) == "3 minutes ago"
    assert speak("es") == "es" and language.current() == "es"
    assert StartText.tr("Play the computer") == "Contra el ordenador"
    assert StartText.tr("%n minute ago|%n minutes ago", None, 1) == "hace 1 minuto"
    assert StartText.tr("%n minute ago|%n minutes ago", None, 3) == "hace 3 minutos"
    speak("ko")
    assert StartText.tr("%n minute ago|%n minutes ago", None, 3) == "3분 전"
    speak("en")
    assert StartText.tr("Play the computer") == "Play the computer"


def test_without_qt_the_source_text_is_english() -> None:
    language.set_translator(None)
    try:

        class MoveListText(Translatable):
            pass

        assert MoveListText.tr("{player} wins").format(player="Pink") == "Pink wins"
        assert MoveListText.tr("%n move played|%n moves played", None, 1) == "1 move played"
        assert MoveListText.tr("%n move played|%n moves played", None, 0) == "0 moves played"
    finally:
        language.set_current("en")
