"""The How to Play window speaks the language in use: German pages with their pictures, a click on
another game's tab shows that game's German page, and the exact rules open in English (issue 35)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

if not os.environ.get("QT_QPA_PLATFORM"):  # (tests/qt's conftest does this for the tests there)
    os.environ["QT_QPA_PLATFORM"] = "xcb" if os.environ.get("DISPLAY") else "offscreen"

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop.core.language import ENGLISH, set_current
from desktop.qt.shell.how_to_play import HowToPlayDialog, pictures_in, show_how_to_play

pytestmark = pytest.mark.gui

#: a folder to keep the screenshots in (as tests/qt's XENO_SHOTS), or none
SHOTS = os.environ.get("XENO_SHOTS")


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_current(ENGLISH)


@pytest.fixture
def parent(qtbot: QtBot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def _words(dialog: HowToPlayDialog, game: str) -> str:
    return " ".join(dialog.browsers[game].toPlainText().split())


def _click_tab(qtbot: QtBot, dialog: HowToPlayDialog, game: str) -> None:
    bar = dialog.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(list(dialog.games).index(game)).center())
    assert dialog.current_game() == game


def _shot(dialog: HowToPlayDialog, name: str) -> None:
    if SHOTS:
        dialog.grab().save(str(Path(SHOTS) / name))


def test_how_to_play_shows_the_german_pages_when_german_is_in_use(qtbot: QtBot, parent: QWidget) -> None:
    set_current("de")
    dialog = show_how_to_play(parent, "oxono")
    qtbot.waitExposed(dialog)
    words = _words(dialog, "oxono")
    assert words.startswith("So spielt man Oxono") and "Die genauen Regeln gibt es nur auf Englisch." in words
    assert "cannot be drawn" not in words and "Every detail" not in words
    files = dialog.pictures["oxono"]
    assert files and all(path.is_file() for path in files), "the German page draws its pictures"
    assert "Rosa zieht das Totem X von d3 hinauf nach d5" in words, "a German caption under its picture"
    _shot(dialog, "how-to-play-de-oxono.png")
    # another game's tab, clicked: its German page
    _click_tab(qtbot, dialog, "zeno")
    words = _words(dialog, "zeno")
    assert words.startswith("So spielt man Zeno") and "Die genauen Regeln gibt es nur auf Englisch." in words
    assert len(dialog.pictures["zeno"]) == sum(2 if p.before_and_after else 1 for p in pictures_in(
        (Path(__file__).resolve().parents[2] / "resources" / "help" / "de" / "zeno.md").read_text("utf-8")
    ))
    # the exact rules stay English
    qtbot.mouseClick(dialog.exact_rules_button, Qt.MouseButton.LeftButton)
    rules = dialog.rules_dialog
    assert rules is not None and rules.isVisible()
    assert "Zeno" in rules.browser.toPlainText() and "So spielt man" not in rules.browser.toPlainText()
    dialog.close()


def test_the_open_window_reads_its_pages_again_in_a_language_chosen_later(
    qtbot: QtBot, parent: QWidget
) -> None:
    set_current("de")
    dialog = show_how_to_play(parent, "oxono")
    qtbot.waitExposed(dialog)
    assert _words(dialog, "oxono").startswith("So spielt man Oxono")
    set_current("fr")  # as the Language menu does while the window stays open
    assert show_how_to_play(parent, "oxono") is dialog
    assert _words(dialog, "oxono").startswith("Comment jouer à Oxono")
    _click_tab(qtbot, dialog, "xspectrum")
    assert _words(dialog, "xspectrum").startswith("Comment jouer à X Spectrum")
    assert set(dialog.pictures) == {"oxono", "xspectrum"}
    dialog.close()


def test_how_to_play_in_korean_and_back_in_english(qtbot: QtBot, parent: QWidget) -> None:
    set_current("ko")
    dialog = HowToPlayDialog("zeno", parent)
    dialog.show()
    qtbot.waitExposed(dialog)
    words = _words(dialog, "zeno")
    assert words.startswith("제노(Zeno) 하는 법") and "정확한 규칙은 영어로만 제공됩니다." in words
    assert "cannot be drawn" not in words
    _shot(dialog, "how-to-play-ko-zeno.png")
    dialog.close()
    set_current(ENGLISH)
    english = HowToPlayDialog("zeno", parent)
    english.show()
    qtbot.waitExposed(english)
    assert _words(english, "zeno").startswith("How to play Zeno")
    english.close()
