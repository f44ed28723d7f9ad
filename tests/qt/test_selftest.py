"""``xeno-games selftest``: the command run as a player (or CI) runs it, and its picture checks."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage

from desktop.qt.selftest import colour_spread, flat_pixels, lit_pixels, rgb_channels, selftest_games
from desktop.qt.shell.settings import SETTINGS_ENV
from tests.toy.registration import TOY_GAME

ROOT = Path(__file__).resolve().parents[2]
#: what the command starts: every game's selftest boards but the toy's (registered in this process
#: only, by tests/conftest.py)
GAMES = [name for name in selftest_games() if name not in TOY_GAME.selftest_names]


def test_every_game_s_entry_names_what_the_selftest_starts() -> None:
    assert GAMES == ["xeno-12", "xeno-30", "xeno-120", "zeno", "oxono", "xspectrum"]
    assert selftest_games()[-1] == "tictactoe"  # the toy's entry gives it one too


def _selftest(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "desktop", "selftest", *args],
        cwd=ROOT,
        env={**env, "PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=180,
    )


@pytest.mark.slow
def test_selftest_draws_every_game_and_plays_an_ai_move(tmp_path: Path) -> None:
    out = tmp_path / "shots"
    home = tmp_path / "home"
    home.mkdir()
    env = {**os.environ, "HOME": str(home), "XENO_GAMES_DATA": str(tmp_path / "data")}
    env.pop("XDG_CONFIG_HOME", None)
    env.pop("XDG_DATA_HOME", None)
    done = _selftest(env, "--out", str(out))
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1].startswith("selftest passed: ") and str(out) in lines[-1]
    checks = [line for line in lines if line.startswith("ok ")]
    # window, picture and AI move per game, analysis, the lessons and puzzles, a translation, closing
    assert len(checks) == 2 * len(GAMES) + 5
    assert any(line.startswith("ok    analysis: evaluation ") for line in checks)
    assert any(line.startswith("ok    learning: 31 lessons of 4 games and ") for line in checks)
    assert any(line.startswith("ok    translations: ") for line in checks)
    assert "FAIL" not in done.stdout + done.stderr
    for game in GAMES:
        png = out / f"{game}.png"
        assert any(str(png) in line for line in checks), f"{png} not printed"
        image = QImage(str(png))
        assert not image.isNull() and image.width() > 300 and image.height() > 300, png
        colours, share = colour_spread(rgb_channels(image))
        assert colours > 500 and share < 0.9, (png, colours, share)
        assert any(line.startswith(f"ok    {game}: AI move ") for line in checks), game
    assert [line for line in checks if "OpenGL: " in line] != []  # the ball through real OpenGL
    # the user's settings and data were not touched: not the ones the environment names, nor ~
    assert not Path(os.environ[SETTINGS_ENV]).exists()
    assert not (tmp_path / "data").exists()
    touched = [p for p in home.rglob("*") if "xeno" in p.name.lower()]
    assert touched == []


def test_without_a_display_it_says_so_in_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = _selftest(env, "--out", str(tmp_path / "shots"))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("xeno-games: error: no display") and done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr


# -- the picture checks, on made-up pixels --------------------------------------------------
ORANGE, BLUE, CREAM = QColor("#E69F00"), QColor("#0072B2"), QColor(237, 227, 204)


def _lit(colour: QColor, k: float, specular: float) -> list[int]:
    rgb = np.array([colour.red(), colour.green(), colour.blue()], np.float64)
    return [int(v) for v in np.clip(rgb * k + specular, 0, 255).round()]


def test_lit_pixels_find_a_colour_under_any_light_but_not_the_cream_spaces() -> None:
    shades = [_lit(ORANGE, k, s) for k in (0.32, 0.6, 1.0) for s in (0, 30, 60)]
    spaces = [_lit(CREAM, k, s) for k in (0.32, 0.6, 1.0, 1.2) for s in (0, 30)]
    pixels = np.array([shades + spaces], np.int32)
    assert lit_pixels(pixels, ORANGE) == len(shades)
    assert lit_pixels(pixels, BLUE) == 0
    assert lit_pixels(np.array([[_lit(BLUE, 0.5, 40)]], np.int32), BLUE) == 1


def test_flat_pixels_and_blank_pictures() -> None:
    background = np.full((40, 40, 3), 59, np.int32)
    assert colour_spread(background) == (1, 1.0)
    background[:5, :6] = [0xE0 + 3, 0x55 - 4, 0x9A]  # a pink piece, anti-aliasing aside
    assert flat_pixels(background, QColor("#e0559a")) == 30
    assert flat_pixels(background, QColor("#2b2b2b")) == 0
    colours, share = colour_spread(background)
    assert colours == 2 and share == pytest.approx(1 - 30 / 1600)
