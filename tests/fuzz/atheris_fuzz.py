"""Coverage-guided fuzzing of the parsers with atheris (libFuzzer), for long runs by hand.

Not part of the test suite (hypothesis is, in the ``test_*_fuzz.py`` files); needs
``pip install atheris`` (wheels for Linux x86-64).  From the repository root::

    .venv/bin/python -m tests.fuzz.atheris_fuzz records -atheris_runs=200000
    .venv/bin/python -m tests.fuzz.atheris_fuzz positions -max_total_time=600
    .venv/bin/python -m tests.fuzz.atheris_fuzz moves -max_total_time=600

Each target starts from the same real inputs as the hypothesis tests (``corpus.py``), written
to a seed folder under the system's temporary folder, and only the app's own code
(``desktop``) is instrumented; the arguments after the target go to libFuzzer.  An error other
than the documented ones stops the run with its traceback and the input that caused it.
"""

from __future__ import annotations

import contextlib
import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

WORK = Path(tempfile.gettempdir()) / "xeno-games-atheris"
TARGETS = ("records", "positions", "moves")


def targets() -> dict[str, Callable[[bytes], None]]:
    """The fuzz targets, importing the app (call it while atheris instruments imports)."""
    from desktop.core.protocol import IllegalMoveError, MoveParseError, OptionError, PositionError
    from desktop.core.records import RecordError, load_record
    from desktop.games.registry import resolve
    from tests.fuzz import corpus

    game_errors = (MoveParseError, IllegalMoveError, PositionError, OptionError)
    samples = corpus.samples()  # plays the random games, importing every game's modules

    def sample(data: bytes) -> tuple[corpus.Sample, str]:
        """The first two bytes pick a position of the corpus; the rest is the text to read."""
        return samples[int.from_bytes(data[:2], "big") % len(samples)], data[2:].decode("utf-8", "replace")

    def fuzz_records(data: bytes) -> None:
        path = WORK / "record.json"
        path.write_bytes(data)
        with contextlib.suppress(RecordError):
            load_record(path, resolve)

    def fuzz_positions(data: bytes) -> None:
        picked, text = sample(data)
        rules = picked.variant.rules
        try:
            state = rules.state_from_text(text, picked.variant.options)
        except game_errors:
            return
        canonical = rules.state_to_text(state)
        assert rules.state_to_text(rules.state_from_text(canonical)) == canonical

    def fuzz_moves(data: bytes) -> None:
        picked, text = sample(data)
        rules = picked.variant.rules
        try:
            move = rules.move_from_text(picked.state, text)
        except game_errors:
            return
        rules.play(picked.state, move)

    return {"records": fuzz_records, "positions": fuzz_positions, "moves": fuzz_moves}


def write_seeds(target: str) -> Path:
    """The real inputs the target starts from, one file each."""
    from tests.fuzz import corpus

    seeds = WORK / f"seeds-{target}"
    seeds.mkdir(parents=True, exist_ok=True)
    if target == "records":
        for n, record in enumerate(corpus.records()):
            (seeds / f"{n}.json").write_text(json.dumps(record))
        return seeds
    samples = corpus.samples()
    for n in range(0, len(samples), 7):
        texts = [samples[n].text] if target == "positions" else samples[n].moves[:2]
        for k, text in enumerate(texts):
            (seeds / f"{n}-{k}").write_bytes(n.to_bytes(2, "big") + text.encode())
    return seeds


def main() -> None:
    import atheris  # type: ignore[import-untyped, import-not-found, unused-ignore]

    if len(sys.argv) < 2 or sys.argv[1] not in TARGETS:
        raise SystemExit(f"usage: python -m tests.fuzz.atheris_fuzz {{{','.join(TARGETS)}}} [libFuzzer args]")
    target = sys.argv[1]
    WORK.mkdir(parents=True, exist_ok=True)
    with atheris.instrument_imports(include=["desktop"]):
        run = targets()[target]
    seeds = write_seeds(target)
    found = WORK / f"found-{target}"
    found.mkdir(exist_ok=True)
    atheris.Setup([sys.argv[0], *sys.argv[2:], str(found), str(seeds)], run)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
