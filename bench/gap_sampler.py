"""What the UI thread was doing during its longest gaps: a sampling thread for ``bench.load``.

A daemon thread reads the main thread's Python stack every couple of milliseconds
(``sys._current_frames``); given the gaps' start and end times, :func:`explain`
counts, per long gap, the app's functions on those stacks.  A sample can only be
taken when the main thread lets go of the GIL, so time spent in C code that holds
it shows as a hole, charged to the stack seen right after.
"""

from __future__ import annotations

import sys
import threading
import time
from collections import Counter
from types import FrameType


def _names(frame: FrameType | None, most: int = 40) -> tuple[str, ...]:
    names: list[str] = []
    while frame is not None and len(names) < most:
        code = frame.f_code
        if "/desktop/" in code.co_filename:
            short = code.co_filename.rsplit("/desktop/", 1)[1]
            names.append(f"{short}:{code.co_name}")
        frame = frame.f_back
    return tuple(names)  # innermost first


class GapSampler:
    def __init__(self, interval: float = 0.002) -> None:
        self.interval = interval
        self.samples: list[tuple[float, tuple[str, ...]]] = []
        self._main = threading.main_thread().ident
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    def _run(self) -> None:
        while not self._stop.is_set():
            frame = sys._current_frames().get(self._main or 0)
            self.samples.append((time.perf_counter(), _names(frame)))
            time.sleep(self.interval)

    def explain(self, spans: list[tuple[float, float]], top: int = 6) -> str:
        """For each (start, end) span: its length and the app functions seen most in it."""
        lines: list[str] = []
        for start, end in spans:
            inner: Counter[str] = Counter()
            outer: Counter[str] = Counter()
            own: Counter[str] = Counter()
            prev = start
            for when, names in self.samples:
                if when < start or when > end:
                    continue
                weight = round((when - prev) * 1e6)  # µs since the last sample, charged to this one
                prev = when
                for name in set(names):
                    inner[name] += weight
                if names:
                    outer[names[-1]] += weight
                    own[" < ".join(names[:3])] += weight
            lines.append(
                f"gap {(end - start) * 1000:.0f} ms; entry points: "
                + ", ".join(f"{n} {us / 1000:.0f}" for n, us in outer.most_common(3))
            )
            for name, us in inner.most_common(top):
                lines.append(f"    {us / 1000:6.0f} ms  {name}")
            lines.append("  innermost:")
            for name, us in own.most_common(top):
                lines.append(f"    {us / 1000:6.0f} ms  {name}")
        return "\n".join(lines)
