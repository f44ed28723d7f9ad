"""Fuzzing the command line in-process: bad input gives status 2 and one line, never a traceback.

``perft`` and ``render`` get mutated game names, position texts, move lists
and ``-o KEY=VALUE`` options; ``match`` gets bad options, levels and counts.
``render`` never draws here: its renderer is replaced by a stub, so a bad
input must be refused before the stub is reached.

Line breaks, non-ASCII digits and integers of thousands of digits are in
these inputs too; the ones that once escaped have their own tests below.
"""

from __future__ import annotations

import sys
import types
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop.cli import main
from tests.fuzz import corpus
from tests.fuzz.mutate import ACCEPTED, TRIED, fuzz_settings, mutated

LINE_BREAKS = dict.fromkeys(map(ord, "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"), " ")
GAME_NAMES: tuple[str, ...] = (
    "xeno",
    "xeno-12",
    "xeno-30",
    "xeno-120",
    "zeno",
    "oxono",
    "xspectrum",
    "chess",
    "",
)
GAME_NAMES += ("xeno-0", "xeno-13", "xeno-30000000000", " Oxono ", "XENO-12", "tictactoe")


def one_line(text: str) -> str:
    return text.translate(LINE_BREAKS)


def run(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    TRIED[f"cli.{argv[0]}"] += 1
    status = main(argv)
    out, err = capsys.readouterr()
    ACCEPTED[f"cli.{argv[0]}"] += status == 0
    return status, out, err


def check(status: int, out: str, err: str) -> None:
    """Status 0 with no complaint, or status 2 with exactly one line ``xeno-games: error: …``."""
    assert "Traceback" not in err
    if status == 2:
        assert len(err.splitlines()) == 1 and err.startswith("xeno-games: error: ") and err.endswith("\n"), (
            err
        )
    else:
        assert status == 0 and err == "" and out, (status, err)


@st.composite
def option_settings(draw: st.DrawFn, sample: corpus.Sample) -> list[str]:
    """``--option=KEY=VALUE`` arguments: the sample's own options, some of them mangled."""
    settings = [f"{k}={v}" for k, v in sample.variant.extra if draw(st.booleans())]
    for _ in range(draw(st.integers(0, 2))):
        key = draw(
            st.sampled_from(["board", "players", "quick_setup", "draw_quiet_moves", "colour", "", " "])
        )
        value = draw(
            st.sampled_from(
                ["xeno-12", "xeno-0", "xeno-30000000000", "2", "2.0", "7", "-1", "yes", "off", ""]
            )
            | st.text(max_size=6)
        )
        settings.append(draw(st.sampled_from([f"{key}={value}", key, f"={value}", f"{key}=={value}"])))
    return [f"--option={s}" for s in settings]


@st.composite
def perft_argv(draw: st.DrawFn) -> list[str]:
    sample = draw(corpus.samples_strategy)
    game = sample.variant.name if draw(st.integers(0, 7)) else draw(st.sampled_from(GAME_NAMES))
    argv = ["perft", game, str(draw(st.sampled_from([-1, 0, 1])))]
    if sample.variant.name == "zeno":  # perft 1 lists all 2^k pushes and pulls of every base move
        argv[2] = str(draw(st.sampled_from([-1, 0])))
    if draw(st.integers(0, 3)):
        argv.append(f"--position={draw(mutated(sample.text, 3))}")
    if draw(st.booleans()) and sample.moves:
        moves = draw(st.lists(st.sampled_from(sample.moves), min_size=1, max_size=3))
        argv.append(f"--moves={draw(mutated('; '.join(moves), 2))}")
    if draw(st.booleans()):
        argv.append("--divide")
    return argv + draw(option_settings(sample))


@pytest.mark.slow
@fuzz_settings(300)
@given(perft_argv())
def test_perft_with_mutated_input(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    check(*run(capsys, argv))


@pytest.mark.slow
@fuzz_settings(150)
@given(corpus.samples_strategy, st.data())
def test_match_with_bad_options(capsys: pytest.CaptureFixture[str], sample: corpus.Sample, data: Any) -> None:
    """``match``: only the random level is valid here, so whatever is played is quick."""
    game = sample.variant.name if data.draw(st.integers(0, 7)) else data.draw(st.sampled_from(GAME_NAMES))
    levels = st.sampled_from(["random", "genius", "", "Random", "hard "])
    argv = ["match", game, f"--a={data.draw(levels)}", f"--b={data.draw(levels)}", "-q"]
    argv += ["-n", str(data.draw(st.sampled_from([-1, 0, 1, 2])))]
    argv += ["--seed", str(data.draw(st.integers(-(2**70), 2**70)))]
    nodes = data.draw(st.sampled_from([None, -5, 0, 1, 50]))
    if nodes is not None:
        argv += ["--nodes", str(nodes)]
    check(*run(capsys, argv + data.draw(option_settings(sample))))


@pytest.fixture
def stub_renderer(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Replace ``desktop.qt.render`` by a stub that records what it would draw (no Qt here)."""
    drawn: list[Any] = []
    stub = types.ModuleType("desktop.qt.render")
    stub.render_state_to_image = lambda rules, state, out, size, front: drawn.append(state)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "desktop.qt.render", stub)
    return drawn


@fuzz_settings(120)
@given(perft_argv())
def test_render_refuses_bad_input_before_drawing(
    capsys: pytest.CaptureFixture[str], stub_renderer: list[Any], argv: list[str]
) -> None:
    argv = ["render", argv[1], "--out", "never-written.png", *(a for a in argv[3:] if a != "--divide")]
    stub_renderer.clear()
    status, out, err = run(capsys, argv)
    check(status, out, err)
    assert len(stub_renderer) == (status == 0)


# -- inputs that once escaped as a traceback or more than one line ------------------------------------
@pytest.mark.parametrize(
    "argv",
    [
        ["perft", "xeno", "1", "-o", "players=²"],  # "²".isdigit(), int("²") fails
        ["perft", "xeno", "1", "-o", "players=" + "1" * 5000],  # int() of 5,000 digits fails
        ["perft", "oxono", "1", "--moves", "X d3-d6\nd1"],  # the message quotes a line break
        ["perft", "oxono", "x"],  # argparse: usage and a second line, then SystemExit(2)
        ["perft"],
        ["match", "oxono", "--a", "random"],
    ],
    ids=["unicode-digit", "huge-integer", "line-break", "bad-depth", "missing-arguments", "missing-option"],
)
def test_the_command_line_always_fails_in_one_line(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    try:
        status = main(argv)
    except SystemExit as exc:
        pytest.fail(f"argparse exited ({exc.code}) by itself, after printing {capsys.readouterr().err!r}")
    out, err = capsys.readouterr()
    assert status == 2
    check(status, out, err)
