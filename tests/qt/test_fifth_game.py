"""A fifth game is its package, its view, its pages and its registry entry, nothing else.

The toy game lives in tests/toy/ (rules, view, the exact rules, How to Play)
and comes in through one registry entry (tests/toy/registration.py, which
tests/conftest.py registers).  No file of the app names it, yet How to Play
has its tab, the start page its card, the About box its name and the
selftest its board, as for the four real games.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop.qt.selftest import selftest_games
from desktop.qt.shell.help_dialogs import about_text
from desktop.qt.shell.how_to_play import page_text, pictures_in, show_how_to_play
from desktop.qt.shell.unsaved_prompt import Drop
from tests.qt.qt_clicks import click_square
from tests.qt.test_start_and_autosave import launch
from tests.toy.registration import TOY_GAME
from tests.toy.view import TicTacToeView

ROOT = Path(__file__).resolve().parents[2]
#: everything the app is made of: its code, its resources, its packaging (pyproject.toml lists the
#: toy's modules for mypy only)
APP = ("desktop", "resources", "packaging")


def test_no_file_of_the_app_names_the_toy_game() -> None:
    files = [path for place in APP for path in (ROOT / place).rglob("*")]
    texts = [p for p in files if p.is_file() and p.suffix in (".py", ".md", ".spec", ".sh", ".txt", ".json")]
    assert len(texts) > 50
    naming = [
        str(p.relative_to(ROOT))
        for p in texts
        if "tictactoe" in p.read_text(encoding="utf-8", errors="replace").lower().replace("-", "")
    ]
    assert naming == []
    # all it has is in tests/toy/: its rules, view, pages and entry (and the registration call)
    assert TOY_GAME.rules_pages[0].startswith(str(ROOT / "tests" / "toy"))
    assert TOY_GAME.help_page.startswith(str(ROOT / "tests" / "toy"))


def test_its_how_to_play_tab_comes_from_its_entry(qtbot: QtBot, shots_dir: Path) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = show_how_to_play(parent, "oxono")
    qtbot.waitExposed(dialog)
    tabs = [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]
    assert tabs == ["Xeno", "Zeno", "Oxono", "X Spectrum", "Tic-tac-toe"]
    bar = dialog.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(4).center())
    assert dialog.current_game() == "tictactoe"
    text = dialog.browsers["tictactoe"].toPlainText()
    assert text.startswith("How to play Tic-tac-toe") and "cannot be drawn" not in text
    pictures = pictures_in(page_text("tictactoe"))
    assert len(dialog.pictures["tictactoe"]) == sum(2 if p.before_and_after else 1 for p in pictures)
    dialog.grab().save(str(shots_dir / "how_to_play_the_toy.png"))
    qtbot.mouseClick(dialog.exact_rules_button, Qt.MouseButton.LeftButton)
    rules = dialog.rules_dialog
    assert rules is not None and rules.windowTitle() == "Rules of Tic-tac-toe"
    assert "Three marks of one player in a row" in rules.browser.toPlainText()
    rules.close()
    dialog.close()


def test_its_card_on_the_start_page_starts_a_game(qtbot: QtBot, shots_dir: Path) -> None:
    w = launch(qtbot)
    w.ask_unsaved = lambda doing: Drop.DISCARD  # type: ignore[method-assign]  # closing asks nothing
    card = w.start.cards["tictactoe"]
    assert list(w.start.cards)[-1] == "tictactoe"  # menu order: registered last
    assert TOY_GAME.summary in [label.text() for label in card.findChildren(type(card.picture))]
    qtbot.waitUntil(lambda: not card.picture.pixmap().isNull(), timeout=20_000)
    w.grab().save(str(shots_dir / "start_page_with_the_toy.png"))
    qtbot.mouseClick(card.friend, Qt.MouseButton.LeftButton)
    assert not w.on_start_page and w.session.rules.info.id == "tictactoe"
    assert isinstance(w.view, TicTacToeView)
    click_square(qtbot, w, 4)  # b2
    assert w.session.length == 1 and w.session.rules.state_to_text(w.session.state) == "... .x. ... o"
    w.close()


@pytest.mark.parametrize("what", ["selftest", "about"])
def test_the_selftest_and_the_about_box_take_it_from_the_registry(what: str) -> None:
    if what == "selftest":
        assert selftest_games()[-1:] == ("tictactoe",)
    else:
        assert "Oxono, X Spectrum and Tic-tac-toe: play at one screen" in about_text()
