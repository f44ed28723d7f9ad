"""View ▸ Language: the languages in their own names; the choice is remembered and applies the
next time the app starts (the window says so)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from desktop.core import language
from desktop.core.language import Translatable
from desktop.qt.i18n import remember_language


class LanguageMenuText(Translatable):
    pass


def add_language_menu(parent: QWidget, menu: QMenu, settings: QSettings) -> QMenu:
    """A Language submenu of ``menu``, the language in use ticked."""
    sub = menu.addMenu(LanguageMenuText.tr("&Language"))
    sub.setObjectName("languageMenu")
    group = QActionGroup(sub)
    for code, name in language.LANGUAGES.items():
        action = QAction(name, sub)
        action.setCheckable(True)
        action.setChecked(code == language.current())
        action.setData(code)
        action.setStatusTip(LanguageMenuText.tr("Speak this language (from the next start)"))
        group.addAction(action)
        sub.addAction(action)
        action.triggered.connect(lambda _checked=False, c=code: choose(parent, settings, c))
    return sub


def choose(parent: QWidget, settings: QSettings, code: str) -> None:
    """Remember ``code``; tell the player it applies when the app starts again."""
    remember_language(settings, code)
    settings.sync()
    if code == language.current():
        return
    name = language.LANGUAGES[code]
    QMessageBox.information(
        parent,
        LanguageMenuText.tr("Language"),
        LanguageMenuText.tr("The app will speak {language} the next time it starts.").format(language=name),
    )
