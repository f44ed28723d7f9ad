"""The translations' tests: the .ts sources complete, the .qm files built into a temporary folder
(the app's own folder is not touched), and GUI fixtures of tests/qt (an X server, isolated settings).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.qt.conftest import isolated_settings  # noqa: F401 - an autouse fixture of these tests too

ROOT = Path(__file__).resolve().parents[2]
TS_FOLDER = ROOT / "resources" / "translations"
BIN = Path(sys.executable).parent
LANGS = ("es", "fr", "de", "ko")


@pytest.fixture(scope="session")
def built_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every .ts built with pyside6-lrelease into a temporary folder."""
    folder = tmp_path_factory.mktemp("qm")
    for lang in LANGS:
        ts = TS_FOLDER / f"xeno-games_{lang}.ts"
        subprocess.run(
            [str(BIN / "pyside6-lrelease"), "-silent", str(ts), "-qm", str(folder / f"xeno-games_{lang}.qm")],
            check=True,
        )
    return folder


@pytest.fixture
def speak(built_qm: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    """``speak("de")`` installs that language's translators (from the built .qm files); English
    again after the test."""
    from desktop.qt import i18n

    monkeypatch.setattr(i18n, "translations_folder", lambda: built_qm)
    yield i18n.install_translators
    i18n.install_translators("en")
