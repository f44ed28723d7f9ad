"""The installed PySide6 keeps Python's reference counts right.

PySide6 6.12.0 under Python 3.11 loses a reference to ``None`` on every call
of a C++ method returning nothing; a drawing app then aborts within minutes
with ``Fatal Python error: none_dealloc``.  pyproject.toml keeps such a
PySide6 out; these tests fail if one comes back.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QObject

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
from PySide6.QtCore import QObject
probe = QObject()
for _ in range(300_000):
    probe.setObjectName("x")
import gc; gc.collect()
print("ok")
"""


def test_void_calls_keep_the_reference_count_of_none() -> None:
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(1000):
        probe.setObjectName("probe")
    assert sys.getrefcount(None) >= before - 10


def test_many_void_calls_do_not_kill_the_interpreter() -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=60, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "ok"
