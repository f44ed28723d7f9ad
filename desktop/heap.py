"""How the C heap hands memory back to the system: less often, so that the window's threads
do not unmap and map pages again for every frame (glibc only; elsewhere nothing).

glibc gives the top of a heap back (``brk`` down, or ``madvise(MADV_DONTNEED)`` in a
thread's arena) as soon as more than 128 KB of it is free, and serves a block over its
mmap threshold with ``mmap``/``munmap``.  The render thread reads every frame into a fresh
5.4 MB array, so each frame unmapped 5.4 MB and faulted it in again; every such call takes
the process's memory-map lock, which the UI thread needs too when its own heap grows (seen in
``bench.load --states``: the UI thread 60-150 ms in ``brk``, in the kernel, waiting).  Here
blocks up to 32 MB come from the heaps, and up to 64 MB of a heap's free top is kept.

``XENO_GAMES_MALLOC=default`` leaves glibc's settings alone (for comparing, in ``bench/``).
"""

from __future__ import annotations

import ctypes
import os
import sys

M_TRIM_THRESHOLD = -1
M_TOP_PAD = -2
M_MMAP_THRESHOLD = -3

MIB = 1024 * 1024
#: (parameter, value) set in this order; 32 MB is glibc's largest mmap threshold on 64 bits
SETTINGS = ((M_MMAP_THRESHOLD, 32 * MIB), (M_TRIM_THRESHOLD, 64 * MIB), (M_TOP_PAD, 16 * MIB))


def keep_freed_memory() -> bool:
    """Set :data:`SETTINGS` with ``mallopt``; whether glibc took them all."""
    if not sys.platform.startswith("linux") or os.environ.get("XENO_GAMES_MALLOC") == "default":
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):  # no glibc (musl has no mallopt): its defaults stay
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    return all([mallopt(parameter, value) == 1 for parameter, value in SETTINGS])
