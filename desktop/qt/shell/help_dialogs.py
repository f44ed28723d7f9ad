"""Help: the rules page of the current game, and About."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from desktop import __version__
from desktop.assets import rules_text

ABOUT_TEXT = (
    f"<h3>Xeno Games {__version__}</h3>"
    "<p>Xeno, Zeno, Oxono and X Spectrum: play at one screen or against the AI.</p>"
    "<p>Oxono is a game by Jérémy Partinico (Cosmoludo, 2024).</p>"
)


class RulesDialog(QDialog):
    """A game's rules page (markdown) in a browser."""

    def __init__(self, title: str, page: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(f"Rules of {title}")
        self.resize(680, 720)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        try:
            self.browser.setMarkdown(rules_text(page))
        except FileNotFoundError as exc:
            self.browser.setPlainText(f"The rules page is missing: {exc}")
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
