"""Messages made outside the window speak the player's language too (issue 35): the library's
(an import's report, a refused file, a library file that cannot be used), the lessons' loader's,
the AI levels', the command line's perft and match. English stays as it was."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

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
