"""Every language fits: at 1280×720 the start page, the New Game dialog, the side panel and the
result banner show each label's and button's whole text in every language, and in a
pseudo-language that makes every string 40% longer (issue 35).

A label that wraps its words may take more lines; any other label, button or check box must be
as wide as its text (the font's measure of it), and the window and the dialog no larger than the
screen.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from desktop.app import default_controller
from desktop.core.protocol import Outcome
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve
from desktop.games.words import GameText, repetition
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameDialog
from tests.qt.conftest import search_in_process

pytestmark = pytest.mark.gui

SCREEN = (1280, 720)
PSEUDO = "pseudo"


class LongerTranslator(QTranslator):
    """Every string 40% longer (each English form of a plural too): what a long language does."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return "|".join(self._longer(part) for part in source.split("|"))

    @staticmethod
    def _longer(text: str) -> str:
        lines = text.split("\n")
        return "\n".join(line + "ẍ" * math.ceil(0.4 * len(line)) if line.strip() else line for line in lines)

    def isEmpty(self) -> bool:
        return False


@pytest.fixture(params=["en", "es", "fr", "de", "ko", PSEUDO])
def lang(request: pytest.FixtureRequest, speak: Callable[[str], str]) -> Iterator[str]:
    code: str = request.param
    if code == PSEUDO:
        speak("en")  # the translate hook, then the longer translator over the source text
        longer = LongerTranslator()
        QCoreApplication.installTranslator(longer)
        yield code
        QCoreApplication.removeTranslator(longer)
    else:
        speak(code)
        yield code


def _needed(widget: QWidget) -> tuple[int, int] | None:
    """(width the text needs, width it has), or None for a widget without text to measure."""
    if isinstance(widget, QLabel):
        text = widget.text()
        if not text or widget.wordWrap() or not widget.pixmap().isNull():
            return None
        if widget.textFormat() == Qt.TextFormat.RichText or GuiQt.mightBeRichText(text):
            doc = QTextDocument()
            doc.setDefaultFont(widget.font())
            doc.setDocumentMargin(0)
            doc.setHtml(text)
            need = math.ceil(doc.idealWidth())
        else:
            metrics = widget.fontMetrics()
            need = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
        has = widget.contentsRect().width() - 2 * widget.margin() - max(widget.indent(), 0)
        return need, has
    if isinstance(widget, QAbstractButton) and widget.text():
        return widget.minimumSizeHint().width(), widget.width()
    return None


def clipped(root: QWidget) -> list[str]:
    """Every visible label, button and check box under ``root`` whose text does not fit."""
    out = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisibleTo(root.window()) or widget.width() <= 0:
            continue
        measure = _needed(widget)
        if measure is not None and measure[0] > measure[1]:
            out.append(f"{type(widget).__name__} {widget.text()!r}: needs {measure[0]} px, has {measure[1]}")  # type: ignore[attr-defined]
    return out


def _window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(default_controller())
    search_in_process(window)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(*SCREEN)
    QApplication.processEvents()
    return window


def _settle(qtbot: QtBot) -> None:
    QApplication.processEvents()
    qtbot.wait(50)
    QApplication.processEvents()


def test_the_start_page_fits(qtbot: QtBot, lang: str) -> None:
    window = _window(qtbot)
    window.show_start_page()
    _settle(qtbot)
    assert window.width() <= SCREEN[0] and window.height() <= SCREEN[1], (window.width(), window.height())
    assert not clipped(window.start), lang


def test_the_new_game_dialog_fits(qtbot: QtBot, lang: str) -> None:
    window = _window(qtbot)
    for game in ("xeno", "oxono", "xspectrum", "zeno"):
        dialog = NewGameDialog(window, game, [Seat.human(), Seat.ai("easy")])
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        _settle(qtbot)
        assert dialog.width() <= SCREEN[0] and dialog.height() <= SCREEN[1], (game, dialog.size())
        assert not clipped(dialog), (lang, game)
        dialog.advanced_button.click()  # the seed's row too
        _settle(qtbot)
        assert not clipped(dialog), (lang, game, "advanced")
        dialog.close()


@pytest.mark.parametrize("game", ["xeno", "oxono", "xspectrum", "zeno"])
def test_the_side_panel_and_the_banner_fit(qtbot: QtBot, lang: str, game: str) -> None:
    window = _window(qtbot)
    rules, options = resolve(game)
    session: Session = Session(rules, options, seats=[Seat.human(), Seat.ai("medium")])
    window.set_session(session)
    window.show_board()
    _settle(qtbot)
    assert window.width() <= SCREEN[0] and window.height() <= SCREEN[1]
    assert not clipped(window.side), (lang, game, "side panel")
    assert not clipped(window.strip), (lang, game, "turn line")
    names = [window.controller.player_name(p) for p in range(len(session.seats))]
    # the longest reason a game gives (Zeno's tempo count after a repetition)
    reason = GameText.tr("{why}; {player} has more tempo left ({more} to {less})").format(
        why=repetition(), player=names[0], more=12, less=9
    )
    window.strip.show_outcome(Outcome.win(0, len(names), reason), names, compact=False)
    _settle(qtbot)
    assert not clipped(window.strip), (lang, game, "banner")
    window.strip.show_outcome(Outcome.win(0, len(names), reason), names, compact=True)
    _settle(qtbot)
    assert not clipped(window.strip), (lang, game, "banner on one line")


def test_the_network_dialogs_fit(qtbot: QtBot, lang: str) -> None:
    from desktop.qt.shell.network_dialogs import HostDialog, JoinDialog

    window = _window(qtbot)
    for dialog in (HostDialog(window, "oxono"), JoinDialog(window)):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        _settle(qtbot)
        assert dialog.width() <= SCREEN[0] and dialog.height() <= SCREEN[1], (
            type(dialog).__name__,
            dialog.size(),
        )
        assert not clipped(dialog), (lang, type(dialog).__name__)
        dialog.close()


def test_the_library_window_fits(qtbot: QtBot, lang: str) -> None:
    window = _window(qtbot)
    dialog = window.library.show()
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.waitExposed(dialog)
    for tab in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(tab)
        _settle(qtbot)
        assert dialog.width() <= SCREEN[0] and dialog.height() <= SCREEN[1], dialog.size()
        assert not clipped(dialog), (lang, dialog.tabs.tabText(tab))
    dialog.close()
