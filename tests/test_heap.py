"""desktop.heap: freed blocks stay in the heap instead of going back to the system at once."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

# In a fresh interpreter: a 5 MB block malloc'd and freed, then how many bytes the heap keeps
# free (glibc's mallinfo2: fordblks).  With glibc's defaults a block that size is mmap'ed and
# unmapped again on free, so the heap keeps next to nothing.
PROBE = """
import ctypes, sys
from desktop.heap import keep_freed_memory

class MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
                 "uordblks", "fordblks", "keepcost")]

print(keep_freed_memory())
libc = ctypes.CDLL(None)
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
libc.mallinfo2.restype = MallInfo2
block = libc.malloc(5 * 1024 * 1024)
ctypes.memset(block, 1, 5 * 1024 * 1024)
libc.free(block)
print(libc.mallinfo2().fordblks)
"""

glibc = pytest.mark.skipif(
    not sys.platform.startswith("linux") or os.confstr("CS_GNU_LIBC_VERSION") is None,
    reason="mallopt is glibc's",
)


def _probe(**env: str) -> tuple[str, int]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, **env},
    )
    took, free = done.stdout.split()
    return took, int(free)


@glibc
def test_a_freed_frame_sized_block_stays_in_the_heap() -> None:
    took, free = _probe(XENO_GAMES_MALLOC="")
    assert took == "True"
    assert free >= 5 * 1024 * 1024


@glibc
def test_the_defaults_give_it_back_and_the_variable_keeps_them() -> None:
    took, free = _probe(XENO_GAMES_MALLOC="default")
    assert took == "False"
    assert free < 1024 * 1024
