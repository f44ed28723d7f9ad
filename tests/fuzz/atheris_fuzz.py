"""Coverage-guided fuzzing of the parsers with atheris (libFuzzer), for long runs by hand.

Not part of the test suite (hypothesis is, in the ``test_*_fuzz.py`` files); needs
``pip install atheris`` (Linux wheels).  From the repository root::

    .venv/bin/python -m tests.fuzz.atheris_fuzz records -atheris_runs=200000
    .venv/bin/python -m tests.fuzz.atheris_fuzz positions -max_total_time=600
    .venv/bin/python -m tests.fuzz.atheris_fuzz moves -max_total_time=600

Each target starts from the same real inputs as the hypothesis tests (``corpus.py``), written
to a seed folder under the system's temporary folder; the arguments after the target go to
libFuzzer.  An error other than the documented ones stops the run with its traceback and the
input that caused it.
"""

from __future__ import annotations

import contextlib
import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from desktop.core.protocol import IllegalMoveError, MoveParseError, OptionError, PositionError
from desktop.core.records import RecordError, load_record
from desktop.games.registry import resolve
from tests.fuzz import corpus

GAME_ERRORS = (MoveParseError, IllegalMoveError, PositionError, OptionError)
WORK = Path(tempfile.gettempdir()) / "xeno-games-atheris"


def _sample(data: bytes) -> tuple[corpus.Sample, str]:
    """The first two bytes pick a position of the corpus; the rest is the text to read."""
    samples = corpus.samples()
    index = int.from_bytes(data[:2], "big") % len(samples)
    return samples[index], data[2:].decode("utf-8", "replace")


def fuzz_records(data: bytes) -> None:
    path = WORK / "record.json"
    path.write_bytes(data)
    with contextlib.suppress(RecordError):
        load_record(path, resolve)


def fuzz_positions(data: bytes) -> None:
    sample, text = _sample(data)
    rules = sample.variant.rules
    try:
        state = rules.state_from_text(text, sample.variant.options)
    except GAME_ERRORS:
        return
    assert rules.state_to_text(rules.state_from_text(rules.state_to_text(state))) == rules.state_to_text(
        state
    )


def fuzz_moves(data: bytes) -> None:
    sample, text = _sample(data)
    rules = sample.variant.rules
    try:
        move = rules.move_from_text(sample.state, text)
    except GAME_ERRORS:
        return
    rules.play(sample.state, move)


TARGETS: dict[str, Any] = {"records": fuzz_records, "positions": fuzz_positions, "moves": fuzz_moves}


def write_seeds(target: str) -> Path:
    """The real inputs the target starts from, one file each."""
    seeds = WORK / f"seeds-{target}"
    seeds.mkdir(parents=True, exist_ok=True)
    if target == "records":
        for n, record in enumerate(corpus.records()):
            (seeds / f"{n}.json").write_text(json.dumps(record))
        return seeds
    for n, sample in enumerate(corpus.samples()[::7]):
        texts = [sample.text] if target == "positions" else sample.moves[:2]
        for k, text in enumerate(texts):
            (seeds / f"{n}-{k}").write_bytes((n * 7).to_bytes(2, "big") + text.encode())
    return seeds


def main() -> None:
    import atheris  # type: ignore[import-untyped, import-not-found, unused-ignore]

    if len(sys.argv) < 2 or sys.argv[1] not in TARGETS:
        raise SystemExit(f"usage: python -m tests.fuzz.atheris_fuzz {{{','.join(TARGETS)}}} [libFuzzer args]")
    target = sys.argv[1]
    WORK.mkdir(parents=True, exist_ok=True)
    corpus.games()  # built before instrumenting: the random games are not the target
    seeds = write_seeds(target)
    found = WORK / f"found-{target}"
    found.mkdir(exist_ok=True)
    atheris.instrument_all()
    atheris.Setup([sys.argv[0], *sys.argv[2:], str(found), str(seeds)], TARGETS[target])
    atheris.Fuzz()


if __name__ == "__main__":
    main()
