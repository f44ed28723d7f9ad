"""One data folder for the window, the library and the command line (``desktop.assets.data_folder``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.assets import DATA_ENV, data_folder
from desktop.library import schema
from desktop.net.cli import record_path


def test_the_command_line_keeps_its_records_where_the_window_keeps_its_data(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(DATA_ENV, raising=False)
    monkeypatch.delenv(schema.LIBRARY_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    folder = tmp_path / "XenoGames" / "Xeno Games"
    assert data_folder() == folder
    # a headless host's record, the library file: all in the one folder
    assert record_path(None, "oxono", "host").parent == folder / "network"
    assert schema.default_path() == folder / "library.sqlite3"
    monkeypatch.setenv(DATA_ENV, str(tmp_path / "named"))
    assert record_path(None, "zeno", "join").parent == tmp_path / "named" / "network"


def test_the_folder_is_the_one_qt_gives_the_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The window once asked Qt (``QStandardPaths.AppDataLocation``): the Qt-free answer is the same."""
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    from desktop.app import APP_NAME, ORGANISATION

    monkeypatch.delenv(DATA_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    names = QCoreApplication.applicationName(), QCoreApplication.organizationName()
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName(ORGANISATION)
    try:
        qt = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    finally:
        QCoreApplication.setApplicationName(names[0])
        QCoreApplication.setOrganizationName(names[1])
    assert Path(qt) == data_folder()
