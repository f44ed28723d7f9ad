"""Help: the rules page of the current game, and About."""

from __future__ import annotations

import re
from html import escape

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from desktop import __version__
from desktop.assets import rules_text
from desktop.core.language import ENGLISH, Translatable, current, translate
from desktop.games.registry import all_entries, all_games


class HelpText(Translatable):
    """The About box's and the rules window's words."""


def about_text() -> str:
    """The About box: the app, its games in menu order, and who made them (their entries' credits).

    >>> "Oxono is a game by" in about_text()
    True
    """
    names = [rules.info.name for rules in all_games().values()]
    if len(names) > 1:
        games = HelpText.tr("{games} and {last}").format(games=", ".join(names[:-1]), last=names[-1])
    else:
        games = "".join(names)
    credits = "".join(
        f"<p>{escape(translate('GameCredit', game.credit))}</p>" for game in all_entries() if game.credit
    )
    play = HelpText.tr("{games}: play at one screen or against the AI.").format(games=games)
    play = f"<p>{escape(play)}</p>"
    return f"<h3>Xeno Games {__version__}</h3>{play}{credits}"


ABOUT_TEXT = about_text()


def rules_for_reading(page: str) -> str:
    """A rules page as the app shows it: the rules first, where the page came from last.

    The pages open with a paragraph naming their source document (a path
    among the project's seeds) and how the [house] decisions are marked; a
    reader wants the rules first, so that paragraph becomes a note at the end,
    with the source named in words instead of its path.
    """
    blocks = page.strip().split("\n\n")
    for i, block in enumerate(blocks):
        if block.startswith("Source:"):
            note = " ".join(block.split())
            note = re.sub(r"`[^`]*seeds/[^`]*`\s*\(([^)]*)\)", r"the game's original description (\1)", note)
            note = re.sub(r"`[^`]*seeds/[^`]*`", "the original document", note)
            rest = blocks[:i] + blocks[i + 1 :]
            return "\n\n".join([*rest, "---", f"*About this page.* {note}"])
    return page


class RulesDialog(QDialog):
    """A game's rules page (markdown) in a browser."""

    def __init__(self, title: str, page: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(HelpText.tr("Rules of {game}").format(game=title))
        self.resize(680, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        try:
            text = rules_for_reading(rules_text(page))
            if current() != ENGLISH:  # the exact rules are the reference: they stay in English
                note = HelpText.tr("The exact rules are in English: they are the reference the app plays by.")
                text = f"*{note}*\n\n{text}"
            self.browser.setMarkdown(text)
        except FileNotFoundError as exc:
            self.browser.setPlainText(HelpText.tr("The rules page is missing: {error}").format(error=exc))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
