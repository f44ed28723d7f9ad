"""The translations' tests: the .ts sources complete, the .qm files built into a temporary folder
(the app's own folder is not touched), and GUI fixtures of tests/qt (an X server, isolated settings).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.qt.conftest import isolate

ROOT = Path(__file__).resolve().parents[2]
TS_FOLDER = ROOT / "resources" / "translations"
BIN = Path(sys.executable).parent
LANGS = ("es", "fr", "de", "ko")


@pytest.fixture(autouse=True)
def isolated_settings(
    request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Path:
    """Settings and the data folder of the test's own, as in tests/qt; the earlier tests' garbage
    goes before a test that makes Qt objects (it asks for ``qapp`` or ``qtbot``), not before one
    that reads files (a full collection each: 15 s of the lessons' translation checks)."""
    qt = not {"qapp", "qtbot"}.isdisjoint(request.fixturenames)
    return isolate(tmp_path, monkeypatch, collect=qt)


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
