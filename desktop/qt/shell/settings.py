"""Where the app keeps its window geometry, preferences and data (the autosave, pictures).

``XENO_GAMES_SETTINGS`` (a path to an ini file) and ``XENO_GAMES_DATA`` (a
folder) override the platform's usual places, so tests, the self-test and
portable installs keep theirs apart.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

SETTINGS_ENV = "XENO_GAMES_SETTINGS"
DATA_ENV = "XENO_GAMES_DATA"
RECENT_LIMIT = 6


def data_folder() -> Path:
    """The app's own data folder (``XENO_GAMES_DATA``, else the platform's application-data folder)."""
    path = os.environ.get(DATA_ENV)
    if path:
        return Path(path)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".local" / "share" / "xeno-games")


def recent_files(settings: QSettings) -> list[str]:
    value = settings.value("files/recent", [])
    if isinstance(value, str):
        value = [value]
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


def remember_file(settings: QSettings, path: str) -> None:
    """Put ``path`` first in the recent games (at most :data:`RECENT_LIMIT`)."""
    files = [path] + [p for p in recent_files(settings) if p != path]
    settings.setValue("files/recent", files[:RECENT_LIMIT])


def make_settings() -> QSettings:
    """The settings store: the ini file named by ``XENO_GAMES_SETTINGS``, else the platform default."""
    path = os.environ.get(SETTINGS_ENV)
    if path:
        return QSettings(path, QSettings.Format.IniFormat)
    return QSettings("XenoGames", "Xeno Games")
