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


def test_match_and_perft_speak_german(
    built_qm: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import argparse

    from desktop import cli
    from desktop.core import language
    from desktop.qt import i18n

    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(i18n, "translations_folder", lambda: built_qm)
    monkeypatch.setattr(argparse, "_", argparse._)  # type: ignore[attr-defined]  # put back after
    monkeypatch.setattr(argparse, "ngettext", argparse.ngettext)
    match = ["match", "oxono", "--a", "random", "--b", "random", "-n", "2", "--seed", "1", "--nodes", "5"]
    assert cli.main(match) == 0
    english = capsys.readouterr()
    assert "random (A) vs random (B), 2 games, seed 1, 5 nodes a move" in english.out
    assert "  game 1/2: wins " in english.err and "Elo A - B: " in english.out
    try:
        assert cli.main(["--lang", "de", *match]) == 0
        german = capsys.readouterr()
        assert "random (A) gegen random (B), 2 Spiele, Seed 1, 5 Knoten pro Zug" in german.out
        assert "  Spiel 1/2: Siege " in german.err and "% von 2" in german.out
        assert "s pro Zug, max. " in german.out
        assert cli.main(["--lang", "de", "perft", "oxono", "1", "--verbose"]) == 0
        assert " Knoten/s" in capsys.readouterr().err
    finally:
        language.set_translator(None)
        language.set_current("en")


def test_the_library_keeps_english_and_shows_the_language_of_the_day(
    speak: Callable[[str], str], qapp: object, tmp_path: Path
) -> None:
    """A game written while the app speaks German is kept as ``Medium``; the table says ``Mittel``
    in German and ``Medium`` in English (it used to keep the German word for good)."""
    from desktop.core.session import Seat, Session
    from desktop.games.registry import resolve
    from desktop.library.summary import board_words, opponent_words, summarize
    from desktop.qt.library.model import cell

    speak("de")
    session = Session(*resolve("xeno-30"), seats=[Seat.human(), Seat.ai("medium")])
    xeno, _ = resolve("xeno")
    many = Session(xeno, {"board": "xeno-120", "players": 3}, seats=[Seat.human()] * 3)
    library = open_library(tmp_path / "library.sqlite3")
    try:
        library.store_session(session, "slot:one")
        library.store_session(many, "slot:friends")
        rows = {row.uid: row for row in library.rows()}
        assert (rows["slot:one"].opponent, rows["slot:friends"].opponent) == ("Medium", "Friend")
        assert rows["slot:friends"].board == "xeno-120 · 3 players"
        assert (cell(rows["slot:one"], 3), cell(rows["slot:friends"], 3)) == ("Mittel", "Freund")
        assert cell(rows["slot:friends"], 2) == "xeno-120 · 3 Spieler"
        assert opponent_words("Match me (1,420) + Hard") == "Wie ich (1.420) + Schwer"
        assert summarize(session).opponent == "Medium"
        speak("en")
        english = cell(rows["slot:one"], 3), cell(rows["slot:friends"], 2)
        assert english == ("Medium", "xeno-120 · 3 players")
        assert board_words("standard") == "standard"
    finally:
        library.close()


def test_numbers_are_grouped_as_the_language_writes_them(
    speak: Callable[[str], str], qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Match me's rating, a rating, a node budget, the Statistics tab's and ``library stats``'
    rating lines: ``1,420`` in English, ``1.420`` in German, ``1 420`` (narrow no-break space)
    in French, ``1420`` but ``14.200`` in Spanish."""
    from desktop.ai.adaptive import spec_at
    from desktop.ai.levels import level_label
    from desktop.core.language import whole
    from desktop.games.registry import resolve
    from desktop.library.rating import Rating

    assert (level_label("match:1420"), Rating(1420.0, 120.0).text()) == ("Match me (1,420)", "1,420 ± 240")
    speak("de")
    assert (level_label("match:1420"), Rating(1420.0, 120.0).text()) == ("Wie ich (1.420)", "1.420 ± 240")
    oxono, _ = resolve("oxono")
    spec = spec_at(oxono, None, 2.5)
    assert spec.nodes >= 1000 and spec.text().startswith(f"{spec.nodes // 1000}.")  # "2.000 Knoten …"
    assert level_label("match:1420", english=True) == "Match me (1,420)"  # as the library keeps it
    from desktop.library.cli import _print_stats
    from desktop.library.stats import GameStats
    from desktop.qt.library.stats_panel import StatsPanel

    rated = GameStats("oxono", rating=Rating(1420.0, 120.0), rated_games=1200)
    library = open_library(tmp_path / "library.sqlite3")
    try:
        panel = StatsPanel(library)
        panel._show_rating(rated)
        assert "<b>1.420</b> ± 240" in panel.rating_label.text()
        assert "zwischen 1.180 und 1.660), nach 1.200 Spielen" in panel.rating_label.text()
    finally:
        library.close()
    _print_stats(rated)
    assert "1.420 ± 240" in capsys.readouterr().out
    speak("fr")
    assert whole(1420) == "1\u202f420"
    speak("es")
    assert (whole(1420), whole(14200)) == ("1420", "14.200")
