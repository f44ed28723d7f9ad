"""What the one-folder build needs from the user's system, read from its ELF files.

    python3 packaging/elfdeps.py COMMAND DIR

    glibc        the oldest glibc the build in DIR runs on (and which file sets it)
    depends      the .deb's Depends field
    packages     the same as a plain list of Debian packages (for apt install)
    report       the libraries bundled (with sizes) and the system ones needed
    strip-debug  remove debug sections from the files that carry them

Every library the bundle needs but does not carry must be in ``PACKAGES``
(soname -> Debian package); an unknown one is an error, so a new dependency
cannot slip into a release without a Depends entry.  Only the standard
library and ``objdump``/``strip`` (binutils, which PyInstaller needs anyway)
are used.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

# Sonames the bundle may take from the system -> the Debian/Ubuntu package
# giving them.  "a | b": the first name is Debian 13 / Ubuntu 24.04 (after the
# 64-bit time_t renames), the second the older releases.
PACKAGES = {
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
    "librt.so.1": "libc6",
    "libutil.so.1": "libc6",
    "ld-linux-x86-64.so.2": "libc6",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
    "libglib-2.0.so.0": "libglib2.0-0t64 | libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0t64 | libglib2.0-0",
    "libdbus-1.so.3": "libdbus-1-3",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
}

# Not NEEDED by any file but loaded at run time, so the .deb asks for them too:
# PyOpenGL opens libGL with ctypes, and Mesa draws the ball where no vendor
# driver is installed (libgl1 only pulls in the GLVND dispatcher).
EXTRA_PACKAGES = ["libgl1-mesa-dri", "libglx-mesa0"]

# GLIBCXX_3.4.N -> the GCC release whose libstdc++ first has it (the Debian
# libstdc++6 version starts with that number).
GLIBCXX_GCC = {
    21: 5, 22: 6, 23: 7, 24: 7, 25: 8, 26: 9, 27: 9, 28: 10, 29: 11, 30: 12, 31: 13, 32: 14, 33: 15,
}  # fmt: skip


def is_elf(path: Path) -> bool:
    if not path.is_file() or path.is_symlink():
        return False
    with path.open("rb") as f:
        return f.read(4) == b"\x7fELF"


def elf_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if is_elf(p))


def dynamic_info(path: Path) -> tuple[list[str], dict[str, set[str]]]:
    """(NEEDED sonames, {library: symbol versions required from it}) from ``objdump -p``."""
    out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True, check=True).stdout
    needed: list[str] = []
    versions: dict[str, set[str]] = {}
    library = None
    for line in out.splitlines():
        words = line.split()
        if len(words) == 2 and words[0] == "NEEDED":
            needed.append(words[1])
        elif line.strip().startswith("required from "):
            library = line.strip()[len("required from ") : -1]
            versions.setdefault(library, set())
        elif library and len(words) == 4 and words[0].startswith("0x"):
            versions[library].add(words[3])
        elif not line.startswith(" "):
            library = None
    return needed, versions


def _version(tag: str, prefix: str) -> tuple[int, ...]:
    """``GLIBC_2.35`` with prefix ``GLIBC_`` -> (2, 35); () for any other tag."""
    if not re.fullmatch(prefix + r"[\d.]+", tag):
        return ()
    return tuple(int(x) for x in tag[len(prefix) :].split("."))


def scan(folder: Path) -> dict[str, object]:
    """Everything the commands print, worked out once."""
    files = elf_files(folder)
    bundled = {p.name for p in folder.rglob("*.so*")}
    system: dict[str, set[str]] = {}  # soname -> files needing it
    glibc: tuple[tuple[int, ...], str] = ((), "")
    glibcxx = ()
    for path in files:
        needed, versions = dynamic_info(path)
        for name in needed:
            if name not in bundled:
                system.setdefault(name, set()).add(str(path.relative_to(folder)))
        for tags in versions.values():
            for tag in tags:
                if (v := _version(tag, "GLIBC_")) and v > glibc[0]:
                    glibc = (v, str(path.relative_to(folder)))
                glibcxx = max(glibcxx, _version(tag, "GLIBCXX_"))
    unknown = sorted(set(system) - set(PACKAGES))
    return {"files": files, "system": system, "glibc": glibc, "glibcxx": glibcxx, "unknown": unknown}


def depends(info: dict[str, object]) -> list[str]:
    """The Depends entries, each once, with the versions the symbol references call for."""
    system: dict[str, set[str]] = info["system"]  # type: ignore[assignment]
    glibc, _ = info["glibc"]  # type: ignore[misc]
    glibcxx = info["glibcxx"]
    entries: list[str] = []
    for soname in sorted(system):
        entry = PACKAGES[soname]
        if entry == "libc6":
            entry = f"libc6 (>= {'.'.join(map(str, glibc))})"
        elif entry == "libstdc++6" and glibcxx:
            entry = f"libstdc++6 (>= {GLIBCXX_GCC.get(glibcxx[-1], 5)})"
        if entry not in entries:
            entries.append(entry)
    return entries + [p for p in EXTRA_PACKAGES if p not in entries]


def strip_debug(folder: Path) -> None:
    """Strip debug sections only where there are some (a Python built from source has them).

    Wheels' libraries are already stripped and some are patched by auditwheel,
    so they are left exactly as they are.
    """
    count, before, after = 0, 0, 0
    for path in elf_files(folder):
        sections = subprocess.run(["objdump", "-h", str(path)], capture_output=True, text=True).stdout
        if ".debug_info" in sections:
            count += 1
            before += path.stat().st_size
            subprocess.run(["strip", "--strip-debug", str(path)], check=True)
            after += path.stat().st_size
    print(f"   debug sections stripped from {count} files: {before / 1e6:.1f} -> {after / 1e6:.1f} MB")


def report(folder: Path, info: dict[str, object]) -> None:
    """The bundled libraries by size, then what must come from the system."""
    libs = [p for p in folder.rglob("*.so*") if p.is_file() and not p.is_symlink()]
    total = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"{folder}: {total / 1e6:.1f} MB in files, {len(libs)} shared objects")
    for p in sorted(libs, key=lambda p: -p.stat().st_size)[:40]:
        print(f"  {p.stat().st_size / 1e6:7.2f} MB  {p.relative_to(folder)}")
    print("from the system:")
    system: dict[str, set[str]] = info["system"]  # type: ignore[assignment]
    for soname in sorted(system):
        print(f"  {soname:28} {PACKAGES.get(soname, '??? (unknown: add to PACKAGES)')}")
    glibc, where = info["glibc"]  # type: ignore[misc]
    print(f"oldest glibc: {'.'.join(map(str, glibc))} (set by {where})")


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in ("glibc", "depends", "packages", "report", "strip-debug"):
        print(__doc__, file=sys.stderr)
        return 2
    command, folder = argv[0], Path(argv[1])
    if command == "strip-debug":
        strip_debug(folder)
        return 0
    info = scan(folder)
    if command == "report":
        report(folder, info)
    if info["unknown"]:
        system: dict[str, set[str]] = info["system"]  # type: ignore[assignment]
        for name in info["unknown"]:  # type: ignore[attr-defined]
            print(
                f"elfdeps: {name} (needed by {', '.join(sorted(system[name]))}) is neither bundled "
                "nor in PACKAGES",
                file=sys.stderr,
            )
        return 1
    if command == "glibc":
        glibc, where = info["glibc"]  # type: ignore[misc]
        print(f"{'.'.join(map(str, glibc))} {where}")
    elif command == "depends":
        print(", ".join(depends(info)))
    elif command == "packages":
        print(" ".join(sorted({e.split(" |")[-1].split(" (")[0].strip() for e in depends(info)})))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
