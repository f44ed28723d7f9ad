"""The language the app speaks: one value for the whole process, no Qt.

The Qt layer installs the translators for :func:`current`; everything that loads text made
for players (the How to Play pages, the lessons) asks :func:`current` which file to read and
falls back to English when a translation is missing.

>>> resolve("de_DE.UTF-8")
'de'
>>> resolve("pt_BR")
'en'
>>> resolve(None)
'en'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

ENGLISH: Final = "en"
# code -> the language's own name (what the Language menu shows)
LANGUAGES: Final[dict[str, str]] = {
    "en": "English",
    "es": "Español",
    "fr": "Français",
    "de": "Deutsch",
    "ko": "한국어",
}

_current: str = ENGLISH


def resolve(code: str | None) -> str:
    """A supported language code from a locale name such as ``fr_FR.UTF-8``, ``ko`` or
    ``de-AT`` (English for anything else)."""
    if not code:
        return ENGLISH
    short = code.replace("-", "_").split(".")[0].split("_")[0].lower()
    return short if short in LANGUAGES else ENGLISH


def current() -> str:
    """The language in use (a key of :data:`LANGUAGES`)."""
    return _current


def set_current(code: str | None) -> str:
    """Use ``code`` (resolved as :func:`resolve` does) from now on; returns the code used."""
    global _current
    _current = resolve(code)
    return _current


#: each language's thousands separator (CLDR: a dot in German and Spanish, a narrow no-break
#: space in French; Spanish groups from five digits)
_GROUPING: Final[dict[str, str]] = {"de": ".", "es": ".", "fr": "\u202f"}


def whole(number: float) -> str:
    """``number`` rounded to a whole one, its thousands grouped as the app's language writes them.

    >>> whole(1420.4), whole(-12345)
    ('1,420', '-12,345')
    """
    text = f"{number:,.0f}"
    if _current == "es" and abs(round(number)) < 10_000:
        return text.replace(",", "")
    return text.replace(",", _GROUPING.get(_current, ","))


# --- translating the app's own strings (no Qt here: the Qt layer sets the hook) ----------------

#: ``(context, text, disambiguation, n) -> text``; :mod:`desktop.qt.i18n` points it at
#: ``QCoreApplication.translate`` once the translators are installed.
Translator = Callable[[str, str, "str | None", int], str]


def _untranslated(context: str, text: str, disambiguation: str | None, n: int) -> str:
    return text.replace("%n", str(n)) if n >= 0 else text


_hook: Translator = _untranslated


def set_translator(hook: Translator | None) -> None:
    """Translate through ``hook`` from now on (``None``: the source text, English)."""
    global _hook
    _hook = hook or _untranslated


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the current language.

    With ``n >= 0`` the text is a plural (Qt's numerus forms; ``%n`` stands for ``n``) and its
    English source holds both English forms as ``"%n stack|%n stacks"``: untranslated, the
    form for ``n`` is picked here, so English needs no translation file.
    """
    result = _hook(context, text, disambiguation, n)
    if n >= 0 and "|" in result:
        one, _, many = result.partition("|")
        result = one if n == 1 else many
    return result


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate looks for
    """Mark ``text`` for ``pyside6-lupdate`` where it is defined (a table of names); translate it
    where it is shown, with :func:`translate` and the same context."""
    return text


class Translatable:
    """A context for the app's strings: ``class MoveListText(Translatable)`` and then
    ``MoveListText.tr("Start")`` or, for plurals, ``MoveListText.tr("%n stack|%n stacks", None, n)``
    (``n`` positional: that is the form ``pyside6-lupdate`` reads as a plural). The class name is
    the context lupdate writes in the ``.ts`` files; layers without Qt can use it."""

    @classmethod
    def tr(cls, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        return translate(cls.__name__, text, disambiguation, n)
