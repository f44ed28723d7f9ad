"""Choosing the language: ``--lang``, else the remembered View ▸ Language choice, else the system's
locale; the window then speaks it (issue 35)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtWidgets import QMenu, QMessageBox
from pytestqt.qtbot import QtBot

from desktop import cli
from desktop.app import default_controller
from desktop.core import language
from desktop.qt import i18n
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.settings import make_settings
from tests.qt.conftest import search_in_process

pytestmark = pytest.mark.gui


def _window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(default_controller())
    search_in_process(window)
    qtbot.addWidget(window)
    window.show_start_page()
    window.show()
    qtbot.waitExposed(window)
    return window


def _menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_the_command_line_passes_lang_to_the_app(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, object] = {}

    def fake_run_gui(argv: list[str] | None = None, **kwargs: object) -> int:
        seen.update(kwargs)
        return 0

    monkeypatch.setattr("desktop.app.run_gui", fake_run_gui)
    assert cli.main(["--lang", "de"]) == 0
    assert seen["lang"] == "de"


def test_the_language_comes_from_lang_then_the_settings_then_the_system(
    qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = make_settings()
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("fr_FR")))
    assert i18n.choose_language(None, settings) == "fr"  # nothing remembered: the system's
    i18n.remember_language(settings, "ko")
    assert i18n.choose_language(None, settings) == "ko"
    assert i18n.choose_language("de_AT", settings) == "de"
    assert i18n.choose_language("pt", settings) == "en"  # not spoken: English


def test_the_app_started_with_lang_de_shows_german_menus(qtbot: QtBot, speak: Callable[[str], str]) -> None:
    speak(i18n.choose_language("de", make_settings()))
    window = _window(qtbot)
    assert _menu_titles(window)[:4] == ["&Spiel", "&Bearbeiten", "&Ansicht", "&Hilfe"]
    assert window.start.cards["oxono"].computer.text() == "Gegen den Computer"
    assert window.status_text() == "Wähle ein Spiel"


def test_english_is_the_source_text(qtbot: QtBot, speak: Callable[[str], str]) -> None:
    speak("en")
    window = _window(qtbot)
    assert _menu_titles(window)[:4] == ["&Game", "&Edit", "&View", "&Help"]
    assert window.start.cards["oxono"].computer.text() == "Play the computer"


def test_view_language_remembers_the_choice_and_says_when_it_applies(
    qtbot: QtBot, speak: Callable[[str], str], monkeypatch: pytest.MonkeyPatch
) -> None:
    speak("en")
    window = _window(qtbot)
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: told.append(text))
    menu = window.findChild(QMenu, "languageMenu")
    assert menu is not None
    names = [action.text() for action in menu.actions()]
    assert names == ["English", "Español", "Français", "Deutsch", "한국어"]  # each in its own name
    assert [a.isChecked() for a in menu.actions()] == [True, False, False, False, False]
    menu.actions()[4].trigger()  # 한국어
    assert told == ["The app will speak 한국어 the next time it starts."]
    assert i18n.remembered_language(QSettings(make_settings().fileName(), QSettings.Format.IniFormat)) == "ko"
    assert i18n.choose_language(None, make_settings()) == "ko"
    assert language.current() == "en"  # until the next start


def test_the_command_line_speaks_lang(
    built_qm: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import argparse

    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(i18n, "translations_folder", lambda: built_qm)
    monkeypatch.setattr(argparse, "_", argparse._)  # type: ignore[attr-defined]  # put back after
    monkeypatch.setattr(argparse, "ngettext", argparse.ngettext)
    try:
        with pytest.raises(SystemExit):
            cli.main(["--lang", "de", "--help"])
        shown = capsys.readouterr().out
        assert shown.startswith("Aufruf: xeno-games")
        assert "erlaubte Zugfolgen zählen" in shown  # perft's help
        assert cli.main(["--lang", "ko", "perft", "nogame", "1"]) == 2
        assert capsys.readouterr().err.startswith("xeno-games: 오류: 알 수 없는 게임 'nogame'")
    finally:
        language.set_translator(None)
        language.set_current("en")
    assert cli.main(["perft", "nogame", "1"]) == 2  # English again: no --lang, no locale
    assert capsys.readouterr().err.startswith("xeno-games: error: unknown game")
