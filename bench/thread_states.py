"""What every thread of a process is doing, sampled from outside it (Linux ``/proc``).

``python -m bench.thread_states PID OUT [--interval S] [--also PID ...]`` writes, every
``interval`` seconds until PID ends or the sampler is sent SIGTERM, one line per sample:
the time (``time.perf_counter``, which on Linux is CLOCK_MONOTONIC and so the same clock in
every process), then for each thread ``name:state`` (``R`` on a core or ready for one,
``S`` asleep, ``D`` in the kernel uninterruptibly), and for the process's main thread also
the system call it sleeps in (``/proc/.../syscall``: ``futex`` is a lock or a condition,
written with its address, ``futex@0x...``; ``poll`` a wait on a file such as the X server's
socket), and the machine's stolen time so far (``steal:`` in clock ticks, all cores: what the
hypervisor gave other guests while these cores wanted to run).  ``--also`` adds other
processes' threads (the X server, the AI's children) under their own names.

It runs in a process of its own so that it samples while the sampled process holds Python's
lock; ``bench.load --states`` starts it and reads its file to split each long gap of the UI
thread by what the threads were doing.  Which futex is Python's lock (the GIL) is not known
from outside: :func:`gil_address` finds it in the samples of a moment when the sampled process
made its main thread wait for the lock on purpose (``bench.load`` does, before the game).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import sys
import time
from collections import Counter
from pathlib import Path

#: x86-64 system call numbers worth naming (others print as their number)
SYSCALLS = {
    "0": "read",
    "1": "write",
    "7": "poll",
    "20": "writev",
    "23": "select",
    "24": "sched_yield",
    "35": "nanosleep",
    "46": "sendmsg",
    "47": "recvmsg",
    "202": "futex",
    "230": "clock_nanosleep",
    "232": "epoll_wait",
    "271": "ppoll",
    "16": "ioctl",
    "9": "mmap",
    "11": "munmap",
    "12": "brk",
    "10": "mprotect",
}


#: the clock ticks ``/proc/stat`` counts in
TICKS_PER_SECOND = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def steal_ticks() -> int | None:
    """The machine's stolen time so far, in clock ticks, all cores summed (``steal`` in
    ``/proc/stat``); None where there is no such count."""
    try:
        return int(Path("/proc/stat").read_text().split("\n", 1)[0].split()[8])
    except (OSError, IndexError, ValueError):
        return None


def _threads(pid: int) -> list[tuple[str, Path]]:
    out = []
    with_names: Counter[str] = Counter()
    try:
        tids = sorted(int(t) for t in os.listdir(f"/proc/{pid}/task"))
    except OSError:
        return []
    for tid in tids:
        base = Path(f"/proc/{pid}/task/{tid}")
        try:
            name = (base / "comm").read_text().strip().replace(" ", "_").replace(":", "_")
        except OSError:
            continue
        if name == "python":  # Python's own threads keep the process's name: tell them by id
            name = f"python{tid}"
        with_names[name] += 1
        if with_names[name] > 1:
            name = f"{name}#{with_names[name]}"
        out.append((name if tid != pid else "MAIN", base))
    return out


def _syscall(parts: list[str]) -> str:
    """A ``/proc/.../syscall`` line's call by name; a futex with its address (the first argument)."""
    call = parts[0]
    if call == "202" and len(parts) > 1:
        return f"futex@{parts[1]}"
    return "running" if call == "running" else SYSCALLS.get(call, call)


def _state(base: Path) -> str:
    stat = (base / "stat").read_text()
    return stat[stat.rindex(")") + 2]


def sample(pid: int, out: Path, interval: float, also: list[int]) -> None:
    stop = [False]
    signal.signal(signal.SIGTERM, lambda *_: stop.__setitem__(0, True))
    threads: list[tuple[str, Path]] = []
    refreshed = 0.0
    main_syscall = Path(f"/proc/{pid}/task/{pid}/syscall")
    with out.open("w") as file:
        while not stop[0] and Path(f"/proc/{pid}").exists():
            now = time.perf_counter()
            if now - refreshed > 1.0:  # threads come and go: list them again each second
                threads = _threads(pid)
                for other in also:
                    threads += [(f"{other}.{name}", base) for name, base in _threads(other)]
                refreshed = now
            fields = [f"{now:.6f}"]
            for name, base in threads:
                try:
                    fields.append(f"{name}:{_state(base)}")
                except (OSError, ValueError):
                    continue
            with contextlib.suppress(OSError, IndexError):
                fields.append("syscall:" + _syscall(main_syscall.read_text().split()))
            stolen = steal_ticks()
            if stolen is not None:
                fields.append(f"steal:{stolen}")
            file.write(" ".join(fields) + "\n")
            time.sleep(max(0.0, interval - (time.perf_counter() - now)))


def read(path: Path) -> list[tuple[float, dict[str, str]]]:
    return read_lines(path.read_text().splitlines())


def read_lines(lines: list[str]) -> list[tuple[float, dict[str, str]]]:
    """The sampler's lines as (time, {thread or ``syscall``: value})."""
    rows = []
    for line in lines:
        parts = line.split()
        if not parts:
            continue
        try:
            when = float(parts[0])
        except ValueError:
            continue
        fields = dict(part.split(":", 1) for part in parts[1:] if ":" in part)
        rows.append((when, fields))
    return rows


def gil_address(rows: list[tuple[float, dict[str, str]]], start: float, end: float) -> str | None:
    """The futex the main thread slept on most between ``start`` and ``end`` (a moment when
    another thread held Python's lock in one long C call and the main thread wanted it): the
    address of the lock's condition, or None when no sample saw a futex there."""
    seen = Counter(
        fields["syscall"]
        for when, fields in rows
        if start <= when <= end and fields.get("syscall", "").startswith("futex@")
    )
    return seen.most_common(1)[0][0].removeprefix("futex@") if seen else None


#: where around the futex seen for Python's lock (a word of its condition, ``__g_signals``, 40
#: bytes into it) the lock's other futexes lie: CPython 3.11's ``_gil_runtime_state`` holds the
#: condition (48 bytes: glibc waits on either signal word, or on ``__g_refs`` 20 bytes in), its
#: mutex (40), and the forced switch's condition and mutex (88 more): a wait on any is the GIL's
GIL_SPAN = (-40, 136)


def is_gil(address: str, gil: str | None) -> bool:
    try:
        return gil is not None and GIL_SPAN[0] <= int(address, 16) - int(gil, 16) < GIL_SPAN[1]
    except ValueError:
        return False


def _call_name(call: str, gil: str | None) -> str:
    if not call.startswith("futex@"):
        return call
    address = call.removeprefix("futex@")
    return "futex(GIL)" if is_gil(address, gil) else f"futex({address})"


def stolen_ms(rows: list[tuple[float, dict[str, str]]], start: float, end: float) -> float | None:
    """The time the hypervisor stole from the machine's cores (all summed) from the last sample
    at or before ``start`` to the first at or after ``end`` (those inside where none brackets
    the span), in ms, in steps of a clock tick (10 ms); None when the samples do not say."""
    ticks = [(when, int(fields["steal"])) for when, fields in rows if fields.get("steal", "").isdigit()]
    if not ticks:
        return None
    before = [t for when, t in ticks if when <= start]
    after = [t for when, t in ticks if when >= end]
    inside = [t for when, t in ticks if start <= when <= end]
    first = before[-1] if before else (inside[0] if inside else None)
    last = after[0] if after else (inside[-1] if inside else None)
    if first is None or last is None:
        return None
    return (last - first) * 1000 / TICKS_PER_SECOND


def explain(
    rows: list[tuple[float, dict[str, str]]],
    spans: list[tuple[float, float]],
    origin: float = 0.0,
    gil: str | None = None,
) -> str:
    """For each (start, end) span, how its samples split: the main thread's state and system
    call (a wait for Python's lock named ``futex(GIL)`` when ``gil``, its address, is known;
    other futexes by their address), how many other threads were on a core (or ready for
    one) at the same time, and the time stolen from the machine's cores over the span
    (:func:`stolen_ms`)."""
    lines = []
    for start, end in spans:
        inside = [fields for when, fields in rows if start <= when <= end]
        if not inside:
            lines.append(f"gap {(end - start) * 1000:.0f} ms: no samples")
            continue
        main: Counter[str] = Counter()
        busy: Counter[str] = Counter()
        for fields in inside:
            state = fields.get("MAIN", "?")
            call = _call_name(fields["syscall"], gil) if "syscall" in fields else ""
            main[state + ("/" + call if state != "R" and call else "")] += 1
            for name, value in fields.items():
                if name not in ("MAIN", "syscall") and value in "RD":
                    busy[name.split("#")[0]] += 1
        lines.append(
            f"gap {(end - start) * 1000:.0f} ms at {start - origin:.1f} s, {len(inside)} samples; UI thread: "
            + ", ".join(f"{k} {v}" for k, v in main.most_common())
        )
        others = "    others running or ready: " + ", ".join(f"{k} {v}" for k, v in busy.most_common(8))
        stolen = stolen_ms(rows, start, end)
        if stolen is not None:
            others += f"; stolen {stolen:.0f} ms (all cores)"
        lines.append(others)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench.thread_states")
    parser.add_argument("pid", type=int)
    parser.add_argument("out", type=Path)
    parser.add_argument("--interval", type=float, default=0.002)
    parser.add_argument("--also", type=int, nargs="*", default=[])
    args = parser.parse_args(argv)
    sample(args.pid, args.out, args.interval, args.also)
    return 0


if __name__ == "__main__":
    sys.exit(main())
