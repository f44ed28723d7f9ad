"""Find the app's resources (rules pages, icons) wherever the app runs from, and its data folder.

One helper for a source checkout (``resources/`` beside ``desktop/``), an
installed wheel (``desktop/resources``, built from the same folder) and a PyInstaller bundle
(``sys._MEIPASS/resources``).  Nothing opens a path relative to the working
directory.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from desktop.core.language import ENGLISH, current

#: the app's data folder, named by the environment (tests, the self-test, portable installs)
DATA_ENV = "XENO_GAMES_DATA"


def data_folder() -> Path:
    """Where the app keeps what it writes (the autosave, the library, pictures, network records),
    for the window and the command line alike: ``XENO_GAMES_DATA``, else the folder Qt's
    ``AppDataLocation`` gives the app (``$XDG_DATA_HOME/XenoGames/Xeno Games`` on Linux,
    ``%APPDATA%`` on Windows, ``~/Library/Application Support`` on macOS), found without Qt."""
    named = os.environ.get(DATA_ENV)
    if named:
        return Path(named)
    if os.name == "nt":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "XenoGames" / "Xeno Games"


def resource_root() -> Path:
    """The folder holding ``rules/``, ``icons/`` and the rest."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidate = Path(bundle) / "resources"
        if candidate.is_dir():
            return candidate
    package = Path(__file__).resolve().parent
    for candidate in (package / "resources", package.parent / "resources"):
        if candidate.is_dir():  # an installed wheel, then a source checkout
            return candidate
    raise FileNotFoundError("the app's resources folder is missing")


def resource_path(*parts: str) -> Path:
    """Path of a resource, e.g. ``resource_path("rules", "oxono.md")``."""
    path = resource_root().joinpath(*parts)
    if not path.exists():
        raise FileNotFoundError(f"resource {'/'.join(parts)} is missing")
    return path


def rules_text(page: str) -> str:
    """The markdown of a rules page such as ``"oxono.md"`` (a game from outside the app gives a full path)."""
    path = Path(page) if Path(page).is_absolute() else resource_path("rules", page)
    return path.read_text(encoding="utf-8")


def translated_path(folder: str, name: str, language: str | None = None) -> Path:
    """``resources/<folder>/<language>/<name>`` for the language in use
    (:func:`desktop.core.language.current`), or the English ``resources/<folder>/<name>``
    when that language has none (e.g. ``translated_path("help", "zeno.md")``)."""
    code = language or current()
    if code != ENGLISH and code.isalpha():
        candidate = resource_root() / folder / code / name
        if candidate.is_file():
            return candidate
    return resource_path(folder, name)
