"""Mutations for the fuzz tests: edits of valid texts, records and bytes, drawn by hypothesis.

Every fuzz test starts from a valid input (``tests/fuzz/corpus.py``) and
applies a few of these edits, so most inputs get past the first checks and
reach the deep ones (the replay of a record's moves, a position's legal
moves).  The budgets:

- by default each fuzz test runs the number of examples given to
  :func:`fuzz_settings` (all of ``tests/fuzz`` in about a minute);
- ``FUZZ_EXAMPLES=5000`` runs every fuzz test that many times (a long run);
- ``FUZZ_REPORT=1`` prints how many inputs each parser was fed.

>>> import random
>>> mutate_with(random.Random(1), "xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a") != "xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a"
True
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

T = TypeVar("T")

#: How many inputs each parser was fed in this test run, and how many it took (printed with
#: ``FUZZ_REPORT=1``); every other input raised one of the parser's documented errors.
TRIED: Counter[str] = Counter()
ACCEPTED: Counter[str] = Counter()


def fuzz_settings(default: int) -> settings:
    """``default`` examples, or ``FUZZ_EXAMPLES`` of them; no deadline, no health checks."""
    examples = int(os.environ.get("FUZZ_EXAMPLES", default))
    return settings(max_examples=examples, deadline=None, suppress_health_check=list(HealthCheck))


def feed(
    parser: str, allowed: type[BaseException] | tuple[type[BaseException], ...], call: Callable[[], T]
) -> T | None:
    """``call()`` (counted under ``parser``), or ``None`` if it raised one of the ``allowed`` errors.

    Any other error escapes, and fails the test.
    """
    TRIED[parser] += 1
    try:
        result = call()
    except allowed:
        return None
    ACCEPTED[parser] += 1
    return result


#: Pieces of text that parsers tend to trip over: separators of every notation, digits that are
#: not ASCII (``"²".isdigit()`` is true, ``int("²")`` fails), huge and negative numbers,
#: whitespace of every kind, NUL, a BOM, a lone surrogate, board names out of range.
TOKENS = (
    "",
    " ",
    "  ",
    "\t",
    "\n",
    "\r\n",
    "\x00",
    "\ufeff",
    "\u00a0",
    "\u2003",
    "\ud800",
    "²",
    "٣",
    "١٢",
    "Ⅻ",
    "0",
    "00",
    "1",
    "7",
    "9",
    "-1",
    "+1",
    "12",
    "121",
    "4294967297",
    "9" * 30,
    "1" * 5000,
    ",",
    ",,",
    "/",
    "//",
    ";",
    "x",
    "X",
    "-",
    "--",
    ">",
    "<",
    "^",
    "@",
    "=",
    ":",
    "*",
    "+",
    "(",
    ")",
    "xx(0)",
    "xx(+1)",
    "xx(-1)",
    "xx(2)",
    "S",
    "S ",
    "C",
    "C ",
    "S0",
    "S13",
    "C",
    "Cab",
    "Caa",
    "seats:",
    "seats:ba",
    "seats:zz",
    "a",
    "b",
    "f",
    "g",
    "ab",
    "abcdef",
    "ba",
    "W",
    "B",
    "w",
    "b",
    "p",
    "n",
    "s",
    "O",
    "+",
    "@",
    "Rl",
    "Ys",
    "bm",
    "Rl<Ym",
    "Rl^Bs",
    "rl<Ys",
    "Rl<Rm<Rs^Ys",
    "S:",
    "N:",
    "S:-",
    "N:-",
    "S:Rl,Rl,Rl",
    "a1",
    "h8",
    "i9",
    "a0",
    "d3-d6",
    "xeno-12",
    "xeno-13",
    "xeno-0",
    "xeno-00",
    "xeno-012",
    "xeno-480",
    "xeno-30000000000",
    "xeno-" + "3" * 40,
    "xeno-٣٠",
    "XENO-12",
    "é",
    "ß",
    "\u0130",
    "NaN",
    "null",
    "true",
    "{",
    "[",
    '"',
    "\\",
)

token = st.one_of(
    st.sampled_from(TOKENS),
    st.text(max_size=4),
    st.characters(codec="utf-8", categories=["Nd", "No", "Zs", "Lu", "Ll", "Po", "Sm"]),
)

_EDITS = ("delete", "insert", "replace", "duplicate", "truncate", "swapcase", "swap", "repeat", "number")


def _edit(text: str, kind: str, i: int, j: int, piece: str, k: int) -> str:
    """One edit of ``text`` at ``i..j`` (``piece``: a token; ``k``: a small count)."""
    if kind == "delete":
        return text[:i] + text[j:]
    if kind == "insert":
        return text[:i] + piece + text[i:]
    if kind == "replace":
        return text[:i] + piece + text[j:]
    if kind == "duplicate":
        return text[:j] + text[i:j] * k + text[j:]
    if kind == "truncate":
        return text[:i]
    if kind == "swapcase":
        return text[:i] + text[i:j].swapcase() + text[j:]
    if kind == "swap":  # two whitespace-separated fields change places
        fields = text.split(" ")
        a, b = i % len(fields), j % len(fields)
        fields[a], fields[b] = fields[b], fields[a]
        return " ".join(fields)
    if kind == "repeat":  # absurd sizes: up to megabytes
        return text * int(10**k)
    # "number": the first run of digits at or after i becomes another number
    start = next((p for p in range(i, len(text)) if text[p].isdigit()), None)
    if start is None:
        return text + piece
    end = start
    while end < len(text) and text[end].isdigit():
        end += 1
    return text[:start] + ("0", "-1", "99999", "9" * 25, "²", str(k))[k % 6] + text[end:]


@st.composite
def mutated(draw: st.DrawFn, text: str, max_edits: int = 4) -> str:
    """``text`` after 0 to ``max_edits`` edits (0 keeps the valid input: the parser must take it).

    A repeat never takes the text past 4 MB (a repeat that would becomes a truncation): four
    repeats of ten each, compounded, made texts of gigabytes in long runs."""
    for _ in range(draw(st.integers(0, max_edits))):
        kind = draw(st.sampled_from(_EDITS))
        i = draw(st.integers(0, len(text)))
        j = draw(st.integers(i, min(len(text), i + 16)))
        k = draw(st.integers(1, 5 if kind == "repeat" else 6))
        if kind == "repeat" and len(text) * 10**k > 4_000_000:
            kind = "truncate"  # a text past the cap stays there: no repeat grows it further
        text = _edit(text, kind, i, j, draw(token) if kind in ("insert", "replace", "number") else "", k)
    return text


def mutate_with(rng: random.Random, text: str, edits: int = 2) -> str:
    """The same edits driven by ``rng`` instead of hypothesis (atheris, quick scripts, doctests)."""
    for _ in range(edits):
        kind = rng.choice(_EDITS)
        i = rng.randint(0, len(text))
        j = rng.randint(i, min(len(text), i + 16))
        k = rng.randint(1, 2 if kind == "repeat" else 6)
        text = _edit(text, kind, i, j, rng.choice(TOKENS), k)
    return text


#: Any JSON value, with the awkward numbers (NaN, infinities, huge integers) that ``json`` reads.
json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([0, -1, 1, 2, 3, 6, 7, 10**30, -(2**63), 2.0, 0.5, 1e308]),
    st.floats(),
    st.text(max_size=12),
    st.sampled_from(TOKENS),
)
json_values: st.SearchStrategy[Any] = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)


@st.composite
def corrupted_bytes(draw: st.DrawFn, text: str) -> bytes:
    """``text`` as UTF-8, then (sometimes) broken: cut short, invalid bytes, another encoding, a BOM."""
    kind = draw(
        st.sampled_from(("plain", "plain", "plain", "truncate", "invalid", "flip", "utf16", "bom", "garbage"))
    )
    data = text.encode("utf-8", "surrogatepass")
    if kind == "plain":
        return data
    if kind == "truncate":
        return data[: draw(st.integers(0, len(data)))]
    if kind == "invalid":
        at = draw(st.integers(0, len(data)))
        bad = draw(
            st.sampled_from(
                [b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x80\x80", b"\xfe\xff"]
            )
        )
        return data[:at] + bad + data[at:]
    if kind == "flip":
        at = draw(st.integers(0, max(len(data) - 1, 0)))
        return data[:at] + bytes([draw(st.integers(0, 255))]) + data[at + 1 :]
    if kind == "utf16":
        return text.encode("utf-16", "surrogatepass")
    if kind == "bom":
        return b"\xef\xbb\xbf" + data
    return draw(st.binary(max_size=200))
