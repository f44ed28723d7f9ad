"""The app's translators: the language chosen, its ``.qm`` files installed, the choice remembered.

The language comes from ``--lang CODE`` on the command line, else the one remembered in the
settings (View ▸ Language), else the system's locale; English needs no file. Two translators are
installed: the app's own (``resources/translations/xeno-games_<code>.qm``, built from the ``.ts``
sources by ``packaging/translations.sh``) and Qt's (``qtbase_<code>.qm`` from the PySide6 wheel,
for the standard dialogs' buttons). A missing ``.qm`` leaves the app in English.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from desktop.assets import resource_root
from desktop.core import language

APP_CATALOGUE = "xeno-games"
SETTINGS_KEY = "view/language"

_installed: list[QTranslator] = []


def translations_folder() -> Path:
    """Where the app's ``.ts`` sources and built ``.qm`` files are."""
    return resource_root() / "translations"


def catalogue_path(code: str) -> Path:
    """The app's built translation for ``code`` (it may not exist)."""
    return translations_folder() / f"{APP_CATALOGUE}_{code}.qm"


def remembered_language(settings: QSettings) -> str | None:
    value = settings.value(SETTINGS_KEY)
    return value if isinstance(value, str) and value in language.LANGUAGES else None


def remember_language(settings: QSettings, code: str) -> None:
    settings.setValue(SETTINGS_KEY, language.resolve(code))


def choose_language(requested: str | None, settings: QSettings | None) -> str:
    """``requested`` (``--lang``), else the remembered choice, else the system's locale."""
    if requested:
        return language.resolve(requested)
    remembered = remembered_language(settings) if settings is not None else None
    if remembered:
        return remembered
    return language.resolve(QLocale.system().name())


def _qt_translate(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


def install_translators(code: str) -> str:
    """Speak ``code`` from now on (the application object must exist): removes the translators
    installed before, installs the app's and Qt's for ``code`` and points
    :func:`desktop.core.language.translate` at Qt. Returns the language in use."""
    app = QCoreApplication.instance()
    for old in _installed:
        if app is not None:
            QCoreApplication.removeTranslator(old)
    _installed.clear()
    used = language.set_current(code)
    language.set_translator(_qt_translate)
    if used == language.ENGLISH or app is None:
        return used
    ours = QTranslator(app)
    if ours.load(str(catalogue_path(used))):
        QCoreApplication.installTranslator(ours)
        _installed.append(ours)
    qt_own = QTranslator(app)
    for qt_folder in _qt_translation_folders():
        if qt_own.load(f"qtbase_{used}", qt_folder):
            QCoreApplication.installTranslator(qt_own)
            _installed.append(qt_own)
            break
    return used


def _qt_translation_folders() -> list[str]:
    """Where Qt's own ``qtbase_<lang>.qm`` are: Qt's translations path, else the PySide6
    package's (a frozen bundle keeps them there)."""
    import PySide6

    return [
        QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath),
        str(Path(PySide6.__file__).resolve().parent / "Qt" / "translations"),
    ]


_command_line: list[QTranslator] = []


def use_catalogue(code: str | None) -> str:
    """Speak ``code`` with no application object (the command line): the app's catalogue read
    by a QTranslator of its own; English if it is missing. Returns the language in use."""
    used = language.set_current(code)
    translator = QTranslator()
    if used == language.ENGLISH or not translator.load(str(catalogue_path(used))):
        language.set_translator(None)
        return used
    _command_line[:] = [translator]

    def hook(context: str, text: str, disambiguation: str | None, n: int) -> str:
        found = translator.translate(context, text, disambiguation, n) or text
        return found.replace("%n", str(n)) if n >= 0 else found

    language.set_translator(hook)
    return used


def app_catalogue_loaded() -> bool:
    """Whether the app's own translation for the current language is installed."""
    return any(t.filePath().endswith(f"{APP_CATALOGUE}_{language.current()}.qm") for t in _installed)
