"""The app survives PySide6's lost ``None`` references (see desktop/qt/pyside_none_guard.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = """
import sys
import desktop.qt  # applies the guard
from PySide6.QtCore import QObject
probe = QObject()
start = sys.getrefcount(None)
for _ in range(300_000):
    probe.setObjectName("x")
import gc; gc.collect()
print("ok", start)
"""


def test_many_void_calls_do_not_kill_the_interpreter() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=60, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("ok")
