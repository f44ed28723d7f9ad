"""Time from launch to the first painted window of the frozen app (or any command).

    python3 packaging/measure_startup.py                      dist/xeno-games/xeno-games, 7 runs
    python3 packaging/measure_startup.py 5 xeno-games         the installed command
    python3 packaging/measure_startup.py 5 .venv/bin/python -m desktop    from source, to compare

Needs a display (run under ``xvfb-run -a`` on a headless machine).  Like
bench/run.py's start-up figure, it relies on the app's own probe: with
``XENO_GAMES_EXIT_AFTER_PAINT=1`` the app prints ``first-paint <time>`` when
its window is first painted, then quits.  The time counted is from just before
the process is started to that moment; one warm-up run (loading the files
into the page cache) is not counted.  Standard library only.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DEFAULT = Path(__file__).resolve().parent.parent / "dist" / "xeno-games" / "xeno-games"


def launch_to_paint(command: list[str], settings: str) -> float:
    env = dict(os.environ, XENO_GAMES_EXIT_AFTER_PAINT="1", XENO_GAMES_SETTINGS=settings)
    start = time.time()
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    line = next((x for x in result.stdout.splitlines() if x.startswith("first-paint ")), None)
    if line is None:
        raise SystemExit(f"no first paint from {' '.join(command)}:\n{result.stderr[-2000:]}")
    return float(line.split()[1]) - start


def main(argv: list[str]) -> int:
    runs = int(argv[0]) if argv and argv[0].isdigit() else 7
    command = argv[1:] if argv and argv[0].isdigit() else argv
    command = command or [str(DEFAULT)]
    if not os.environ.get("DISPLAY"):
        print("no DISPLAY: run under xvfb-run -a", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        settings = str(Path(tmp) / "settings.ini")  # a throwaway settings file, not the user's
        launch_to_paint(command, settings)  # warm-up
        times = [launch_to_paint(command, settings) for _ in range(runs)]
    print(
        f"launch to first painted window: median {statistics.median(times) * 1000:.0f} ms"
        f" (min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}, {runs} runs) — {' '.join(command)}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
