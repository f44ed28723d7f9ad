"""bench.thread_states: the futex a wait for Python's lock sleeps on, found and named."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bench import thread_states
from bench.load import stolen_seconds, wait_for_python_lock

ROOT = Path(__file__).resolve().parent.parent


def test_system_calls_are_named_and_futexes_keep_their_address() -> None:
    assert thread_states._syscall(["202", "0x7f00aa10", "0x189", "0x0", "0x0"]) == "futex@0x7f00aa10"
    assert thread_states._syscall(["12", "0x0"]) == "brk"
    assert thread_states._syscall(["running"]) == "running"
    assert thread_states._syscall(["999", "0x1"]) == "999"


def test_the_lock_is_the_futex_waited_on_most_in_the_window_and_gaps_name_it() -> None:
    rows = thread_states.read_lines(
        [
            "1.000 MAIN:S render:R syscall:futex@0x7f00a0",
            "1.002 MAIN:S render:R syscall:futex@0x7f00a4",  # the condition's other word
            "1.004 MAIN:S render:R syscall:futex@0x7f00a0",
            "1.006 MAIN:R syscall:running",
            "2.000 MAIN:S render:R syscall:futex@0x7f9000",
            "2.002 MAIN:S render:S syscall:futex@0x7f9000",
        ]
    )
    assert thread_states.gil_address(rows, 0.9, 1.1) == "0x7f00a0"
    assert thread_states.gil_address(rows, 1.5, 1.6) is None
    text = thread_states.explain(rows, [(0.99, 1.01), (1.99, 2.01)], gil="0x7f00a0")
    assert "UI thread: S/futex(GIL) 3, R 1" in text
    assert "UI thread: S/futex(0x7f9000) 2" in text
    assert "others running or ready: render 3" in text and "others running or ready: render 1" in text
    for near in ("0x7f00a4", "0x7f008c", "0x7f00fc"):  # the other signal, __g_refs, the switch's
        assert thread_states.is_gil(near, "0x7f00a0")
    for far in ("0x7f9000", "0x7f0070"):
        assert not thread_states.is_gil(far, "0x7f00a0")


def test_a_gap_says_how_much_time_the_machine_had_stolen() -> None:
    rows = thread_states.read_lines(
        [
            "0.990 MAIN:R syscall:running steal:499",
            "1.000 MAIN:R syscall:running steal:500",
            "1.050 MAIN:R syscall:running steal:503",
            "1.100 MAIN:R syscall:running steal:507",
            "1.120 MAIN:R syscall:running steal:508",
        ]
    )
    ticks = thread_states.TICKS_PER_SECOND
    # from the sample at or before the span's start to the first at or after its end
    assert thread_states.stolen_ms(rows, 0.995, 1.10) == (507 - 499) * 1000 / ticks
    assert thread_states.stolen_ms(rows, 1.0, 1.11) == (508 - 500) * 1000 / ticks
    assert thread_states.stolen_ms(rows, 1.01, 1.04) == (503 - 500) * 1000 / ticks  # no sample inside
    assert thread_states.stolen_ms(rows, 0.5, 0.6) is None  # before the samples: they do not say
    text = thread_states.explain(rows, [(0.995, 1.10)])
    assert f"; stolen {8 * 1000 / ticks:.0f} ms (all cores)" in text
    quiet = thread_states.read_lines(["2.000 MAIN:R syscall:running"])  # no /proc/stat
    assert thread_states.stolen_ms(quiet, 1.9, 2.1) is None
    assert "stolen" not in thread_states.explain(quiet, [(1.99, 2.01)])


@pytest.mark.skipif(not Path("/proc/stat").is_file(), reason="reads Linux's /proc")
def test_stolen_time_is_read_and_only_grows() -> None:
    ticks = thread_states.steal_ticks()
    assert ticks is not None and ticks >= 0  # Linux's /proc/stat has the count (since 2.6.11)
    seconds = stolen_seconds()
    assert seconds >= ticks / thread_states.TICKS_PER_SECOND  # the same count, read later
    assert stolen_seconds() >= seconds


def _made_wait(out: Path) -> tuple[str | None, float]:
    sampler = subprocess.Popen(
        [sys.executable, "-m", "bench.thread_states", str(os.getpid()), str(out)], cwd=ROOT
    )
    try:
        start, end = wait_for_python_lock(out)
        time.sleep(0.05)
    finally:
        sampler.terminate()
        sampler.wait()
    return thread_states.gil_address(thread_states.read(out), start, end), end - start


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="reads Linux's /proc")
def test_a_made_wait_for_the_lock_is_seen_from_outside(tmp_path: Path) -> None:
    gil, waited = _made_wait(tmp_path / "first.txt")
    assert waited > 0.05  # the main thread did wait
    assert gil is not None and re.fullmatch(r"0x[0-9a-f]+", gil)
    again = _made_wait(tmp_path / "second.txt")[0]  # the same lock (glibc's condition: 2 words)
    assert again is not None and thread_states.is_gil(again, gil)
