"""Where the app keeps its window geometry and preferences.

``XENO_GAMES_SETTINGS`` (a path to an ini file) overrides the platform's
usual place, so tests and portable installs can keep their settings apart.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings

SETTINGS_ENV = "XENO_GAMES_SETTINGS"


def make_settings() -> QSettings:
    """The settings store: the ini file named by ``XENO_GAMES_SETTINGS``, else the platform default."""
    path = os.environ.get(SETTINGS_ENV)
    if path:
        return QSettings(path, QSettings.Format.IniFormat)
    return QSettings("XenoGames", "Xeno Games")
