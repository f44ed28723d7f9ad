"""Where the app keeps its window geometry and preferences (its data: :func:`desktop.assets.data_folder`).

``XENO_GAMES_SETTINGS`` (a path to an ini file) overrides the platform's usual
place, so tests, the self-test and portable installs keep theirs apart.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings

SETTINGS_ENV = "XENO_GAMES_SETTINGS"
RECENT_LIMIT = 6


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
