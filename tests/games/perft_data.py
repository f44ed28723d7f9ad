"""Reading perft regression files: lines of ``<position> ; D1 n1 D2 n2 …`` (``#`` comments)."""

from __future__ import annotations

from pathlib import Path


def read_perft_cases(path: Path) -> list[tuple[str, int, int]]:
    """Every (position text, depth, count) in a perft data file."""
    cases = []
    for line in path.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        position, _, counts = line.partition(";")
        fields = counts.split()
        for tag, count in zip(fields[::2], fields[1::2], strict=True):
            cases.append((position.strip(), int(tag[1:]), int(count)))
    return cases
