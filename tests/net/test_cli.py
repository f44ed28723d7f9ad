"""``xeno-games host`` and ``xeno-games join`` as two processes over the loopback."""

from __future__ import annotations

import subprocess
import sys
import time
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
        # the joiner's side played by "Match me" at 700 Elo (the command line refused match levels)
        joiner = _start(["join", "--invitation", invitation, "--ai", "match:700", "--name", "Ada"], tmp_path)
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
        (["host", "oxono", "--seat", "1=ai:match:-3"], "unknown level 'match:-3'"),
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


def test_a_host_announced_on_the_network_is_found_and_joined(tmp_path: Path) -> None:
    """``host --announce`` in a process of its own: a browser in this one finds it by real mDNS
    on the loopback (never the code), a joiner joins at the address, port and certificate found,
    and the advert is withdrawn once the seat is taken."""
    from desktop.games.registry import all_games
    from desktop.net.discovery import Browser

    browser = Browser(["127.0.0.1"], all_games())
    browser.start()
    host = _start(
        ["host", "oxono", "--bind", "127.0.0.1", "--code", "7k4-q2m", "--seat", "1=ai:easy",
         "--nodes", "60", "-q", "--announce", "--out", str(tmp_path / "host.json")],
        tmp_path,
    )  # fmt: skip
    try:
        assert host.stdout is not None
        invitation = host.stdout.readline().split()[1]
        port = int(invitation.split("/")[2].rsplit(":", 1)[1])
        deadline = time.monotonic() + 15
        while not [h for h in browser.hosts() if h.port == port]:
            assert time.monotonic() < deadline, "the host was not found"
            time.sleep(0.05)
        (found,) = [h for h in browser.hosts() if h.port == port]
        assert (found.game, found.free, found.address) == ("oxono", 1, "127.0.0.1")
        assert found.fingerprint == invitation.split("/")[4]
        joiner = _start(
            ["join", f"{found.address}:{found.port}", "--code", "7K4-Q2M", "--fingerprint",
             found.fingerprint, "--ai", "random", "--name", "Ada"],
            tmp_path,
        )  # fmt: skip
        deadline = time.monotonic() + 15
        while [h for h in browser.hosts() if h.port == port]:  # the seat taken: withdrawn
            assert time.monotonic() < deadline, "the advert stayed"
            time.sleep(0.05)
        join_out, join_err = joiner.communicate(timeout=60)
        host.communicate(timeout=10)
    finally:
        host.kill()
        browser.close()
    assert joiner.returncode == 0, join_err
    assert "Result: " in join_out
