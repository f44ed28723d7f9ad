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
