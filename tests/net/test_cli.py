"""``xeno-games host`` and ``xeno-games join`` as two processes over the loopback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from desktop.cli import main
from desktop.core.records import load_record
from desktop.games.registry import resolve

ROOT = Path(__file__).resolve().parents[2]


def _start(args: list[str], tmp_path: Path) -> subprocess.Popen[str]:
    env = {"XENO_GAMES_DATA": str(tmp_path / "data"), "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "desktop.cli", *args],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def test_a_whole_game_between_two_processes(tmp_path: Path) -> None:
    host = _start(
        ["host", "xeno-12", "--bind", "127.0.0.1", "--code", "7k4-q2m", "--seat", "1=ai:easy",
         "--nodes", "60", "--clock", "5+3", "-q", "--out", str(tmp_path / "host.json")],
        tmp_path,
    )  # fmt: skip
    try:
        assert host.stdout is not None
        first = host.stdout.readline()
        assert first.startswith("Invitation: xeno-games://127.0.0.1:") and "/7K4-Q2M/" in first
        invitation = first.split()[1]
        joiner = _start(["join", "--invitation", invitation, "--ai", "random", "--name", "Ada"], tmp_path)
        join_out, join_err = joiner.communicate(timeout=60)
        host_out, host_err = host.communicate(timeout=10)
    finally:
        host.kill()
    assert joiner.returncode == 0, join_err
    assert host.returncode == 0, host_err
    assert "Ada joined as" in host_err
    result = [line for line in host_out.splitlines() if line.startswith("Result: ")]
    assert result and result[0] in join_out.splitlines()
    joined = Path(join_out.splitlines()[-1].removeprefix("Record: "))
    assert joined.parent == tmp_path / "data" / "network"
    assert f"Record: {tmp_path / 'host.json'}" in host_out
    mine, theirs = load_record(tmp_path / "host.json", resolve), load_record(joined, resolve)
    assert mine.move_texts == theirs.move_texts and mine.length > 4
    assert mine.time_control.text() == theirs.time_control.text() == "5+3"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["host", "oxono", "--port", "0"], "a human seat needs the window"),
        (["join", "127.0.0.1:9", "--code", "7K4-Q2M"], "a human seat needs the window"),
        (
            ["join", "--invitation", "xeno-games://127.0.0.1:9/7K4-Q2M/abc", "--ai", "easy"],
            "fingerprint is 64 hex",
        ),
        (["join", "127.0.0.1", "--code", "7K4-Q2M", "--ai", "easy"], "an address is HOST:PORT"),
        (["join", "127.0.0.1:9", "--code", "7K4", "--ai", "easy"], "a code is 6 letters"),
        (["host", "oxono", "--seat", "3=ai:easy"], "--seat is N=WHO with N from 1 to 2"),
        (["host", "oxono", "--seat", "1=ai:genius"], "unknown level 'genius'"),
        (["host", "oxono", "--seat", "1=ai:easy", "--clock", "soon"], "--clock"),
    ],
)
def test_bad_or_human_input_is_one_line_and_status_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.strip().splitlines()) == 1


def test_a_join_that_cannot_reach_the_host_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    import socket

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    assert main(["join", f"127.0.0.1:{port}", "--code", "7K4-Q2M", "--ai", "easy"]) == 2
    err = capsys.readouterr().err
    assert f"cannot reach 127.0.0.1:{port}" in err
    assert "no fingerprint" in err  # the warning: the host's certificate is not checked
