"""Messages made outside the window speak the player's language too (issue 35): the library's
(an import's report, a refused file, a library file that cannot be used), the lessons' loader's,
the AI levels', the command line's perft and match. English stays as it was."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from desktop.ai.levels import make_agent
from desktop.learn.lessons import LessonError, load_lessons
from desktop.library.store import open_library


def test_the_library_speaks_german(speak: Callable[[str], str], qapp: object, tmp_path: Path) -> None:
    bad = tmp_path / "library.sqlite3"
    bad.write_bytes(b"this is no database, only words " * 8)
    record = tmp_path / "records" / "broken.json"
    record.parent.mkdir()
    record.write_text("{", encoding="utf-8")

    english = open_library(bad)
    assert english.problem is not None and english.problem.text.startswith("The game library ")
    assert "it is not an SQLite database (kept as library.sqlite3.bad-" in english.problem.text
    assert english.import_paths([record]).text().splitlines()[0] == "0 games added, 1 refused"
    english.close()

    speak("de")
    bad.write_bytes(b"this is no database, only words " * 8)
    library = open_library(bad)
    try:
        assert library.problem is not None
        text = library.problem.text
        assert text.startswith("Die Spielbibliothek ")
        assert "sie ist keine SQLite-Datenbank (aufbewahrt als" in text
        assert text.endswith(f"Deine Spiele landen in einer neuen Bibliothek, {bad}.")
        assert library.import_paths([record]).text().splitlines()[0] == "0 Spiele hinzugefügt, 1 abgelehnt"
        report = library.import_paths([record, record])
        assert report.text().splitlines()[0] == "0 Spiele hinzugefügt, 2 abgelehnt"
    finally:
        library.close()


def _lessons_file(folder: Path, steps: list[dict[str, object]]) -> Path:
    folder.mkdir(exist_ok=True)
    lesson = {"id": "first", "title": "T", "summary": "S", "board": "oxono", "steps": steps}
    path = folder / "oxono.json"
    path.write_text(json.dumps({"game": "oxono", "lessons": [lesson]}), encoding="utf-8")
    return path


def test_a_lessons_files_problems_speak_korean_and_german(
    speak: Callable[[str], str], qapp: object, tmp_path: Path
) -> None:
    path = _lessons_file(tmp_path, [{"text": "no position", "expect": []}])
    with pytest.raises(LessonError) as english:
        load_lessons("oxono", tmp_path)
    assert str(english.value) == f"{path}: lesson 'first', step 1: the first step must give a 'position'"

    speak("de")
    with pytest.raises(LessonError) as german:
        load_lessons("oxono", tmp_path)
    where = f"{path}: Lektion 'first', Schritt 1: "
    assert str(german.value) == where + "der erste Schritt muss eine 'position' angeben"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(LessonError, match="ist kein gültiges JSON: "):
        load_lessons("oxono", tmp_path)
    _lessons_file(tmp_path, [{"text": "x", "expect": [], "wins": 3}])
    with pytest.raises(LessonError, match=r"'wins' muss true oder false sein, nicht eine Zahl$"):
        load_lessons("oxono", tmp_path)

    speak("ko")
    korean = re.escape("'wins'은(는) 숫자이(가) 아니라 true 또는 false여야 합니다")
    with pytest.raises(LessonError, match=korean + "$"):
        load_lessons("oxono", tmp_path)


def test_an_unknown_ai_level_is_said_in_spanish(speak: Callable[[str], str], qapp: object) -> None:
    with pytest.raises(KeyError) as english:
        make_agent("grandmaster", 0)
    assert english.value.args[0].startswith("unknown AI level 'grandmaster' (known: random, ")
    speak("es")
    with pytest.raises(KeyError) as spanish:
        make_agent("grandmaster", 0)
    assert spanish.value.args[0].startswith("nivel de IA desconocido 'grandmaster' (conocidos: random, ")
