"""An X server of its own for each pytest-xdist worker.

Two workers' windows on one X display disturb each other: a combo box's list
(a popup) takes the X pointer and keyboard grab, and a popup whose grab the
other worker's popup or window takes closes at once, so a click meant for it
lands nowhere (tests/qt/test_new_game_memory.py failed so under ``-n 2``,
one run in two).  Under xdist each worker therefore starts its own Xvfb,
with the screen the docs give (1280x1024x24), on a display number the server
picks itself (``-displayfd``), and ends it when the worker ends (or dies:
the server gets SIGTERM when its parent goes).

Nothing changes without xdist, without a display (Qt's offscreen platform),
without Xvfb on the PATH, or with ``XENO_SHARED_DISPLAY=1``.
"""

from __future__ import annotations

import atexit
import ctypes
import os
import select
import shutil
import signal
import subprocess
from collections.abc import Callable

#: set to 1 to keep every worker on the display the tests were started with
SHARED_DISPLAY_ENV = "XENO_SHARED_DISPLAY"
SCREEN = "1280x1024x24"
_PR_SET_PDEATHSIG = 1


def _pdeathsig() -> Callable[[], None] | None:
    """What the server runs before its program starts: ask for SIGTERM when its parent ends
    (the C function looked up here, in the parent, so that the child only calls it)."""
    try:
        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None

    def die_with_parent() -> None:
        prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)

    return die_with_parent


def start_worker_display(timeout: float = 20.0) -> str | None:
    """Start this worker's own Xvfb and point ``DISPLAY`` at it; the display, or None if not."""
    if (
        not os.environ.get("PYTEST_XDIST_WORKER")
        or not os.environ.get("DISPLAY")
        or os.environ.get(SHARED_DISPLAY_ENV) == "1"
        or not os.path.exists("/proc/self")  # Linux only (prctl)
        or shutil.which("Xvfb") is None
    ):
        return None
    read, write = os.pipe()
    try:
        server = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp", "-noreset"],
            pass_fds=(write,),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            preexec_fn=_pdeathsig(),
        )
    finally:
        os.close(write)
    number = b""
    with os.fdopen(read, "rb", buffering=0) as pipe:
        while not number.endswith(b"\n") and select.select([pipe], [], [], timeout)[0]:
            chunk = pipe.read(16)
            if not chunk:
                break
            number += chunk
    if not number.strip().isdigit():
        server.kill()
        server.wait()
        return None  # the shared display it is
    atexit.register(_stop, server)
    display = f":{number.decode().strip()}"
    os.environ["DISPLAY"] = display
    return display


def _stop(server: subprocess.Popen[bytes]) -> None:
    server.terminate()
    try:
        server.wait(5)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()
