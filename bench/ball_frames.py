"""Frame times of the Xeno ball, and the time from a click to the highlighted targets on screen.

Run under a display (Xvfb with Mesa's software OpenGL is what CI has)::

    xvfb-run -a -s "-screen 0 1280x1024x24" .venv/bin/python -m bench.ball_frames

For xeno-30, xeno-120 and xeno-270, a game frame: every space holds a stack of
the six colours (so every ring mark is drawn; some stacks 6+ high), a third
of the spaces are framed as stacks that can move, some striped as stacks that
must jump, one selected with its targets; then the same with space numbers
and letters on (N and L: a label on every space in view).  A 1280×800 window
rotates the ball for a few dozen frames; each frame is drawn on the ball's
render thread and read back, which waits for the rasteriser, so the times
include the drawing, not just the calls.  The same
widget then draws only a bare shaded sphere of the same size: the floor the
rasteriser sets.  The three are measured in turn, in blocks of ``BLOCK`` frames,
``ROUNDS`` times over; each figure is the lowest median of its blocks (on a
shared machine other work only ever adds time, and it weighs on the three
alike).  Finally a click on a stack is timed to the end of the frame that
shows its targets.  Prints a table and writes ``bench/results/ball_frames.json``.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

BOARDS = ("xeno-30", "xeno-120", "xeno-270")
BLOCK = 12  # frames in a row of one kind
ROUNDS = 6  # blocks of each kind, in turn
MODES = ("game", "labels", "bare")  # a game frame, the same with N and L on, the bare sphere
WIDTH, HEIGHT = 1280, 800


def full_stacks(size: int, rng: random.Random) -> list[str]:
    stacks = ["".join(rng.choice("abcdef") for _ in range(rng.randint(1, 3))) for _ in range(size)]
    for s in rng.sample(range(size), max(2, size // 10)):
        stacks[s] = "".join(rng.choice("abcdef") for _ in range(rng.randint(6, 9)))
    return stacks


def game_marks(size: int, rng: random.Random) -> tuple[Any, Any]:
    """Fills and frames as in a game: stacks that can move or must jump, a selection, its targets."""
    import numpy as np

    from desktop.qt.ball import xeno_view as v

    fills = np.tile(np.array(v.SPACE, np.float32), (size, 1))
    marks = np.zeros((size, 4), np.float32)
    spaces = rng.sample(range(size), size // 3 + 6)
    for s in spaces[6:]:
        marks[s] = v.MOVABLE_MARK
    for s in spaces[:2]:
        marks[s] = v.MUST_JUMP_MARK
    fills[spaces[2]], marks[spaces[2]] = v.SELECTED, v.SELECTED_MARK
    for s in spaces[3:6]:
        fills[s], marks[s] = v.TARGET, v.TARGET_MARK
    return fills, marks


def timed_ball_class() -> type:
    """The ball widget with the benchmark's switch (a bare sphere), kept out of the app's widget."""
    from PySide6.QtGui import QPainter

    from desktop.qt.ball.ball_renderer import BallFrame, BallRenderer
    from desktop.qt.ball.gl_widget import BallWidget

    class TimedRenderer(BallRenderer):
        bare_sphere = False  # draw only the shaded sphere: the rasteriser's floor

        def draw_board_and_pieces(self, frame: BallFrame) -> None:
            if not self.bare_sphere:
                super().draw_board_and_pieces(frame)

        def paint_overlay(self, painter: QPainter, frame: BallFrame) -> None:
            if not self.bare_sphere:
                super().paint_overlay(painter, frame)

    class TimedBall(BallWidget):
        def make_renderer(self) -> BallRenderer:
            self.renderer = TimedRenderer()
            return self.renderer

    return TimedBall


def set_mode(ball: Any, mode: str) -> None:
    ball.renderer.bare_sphere = mode == "bare"
    ball.show_numbers = ball.letters = mode == "labels"


def frame_times(ball: Any, frames: int) -> list[float]:
    """Seconds each of ``frames`` frames takes while the ball turns (after two not counted).

    A frame is drawn on the ball's render thread and read back (which waits for the
    rasteriser), then its labels are painted: :meth:`grabFramebuffer` does all three and waits.
    """
    times = []
    for i in range(frames + 2):
        ball.camera.turn(4.0, 1.5)
        t = time.perf_counter()
        image = ball.grabFramebuffer()
        if i >= 2:
            times.append(time.perf_counter() - t)
        if image.isNull():
            raise RuntimeError("the ball drew no frame (no OpenGL context?)")
    return times


def measure(app: QApplication, ball: Any) -> dict[str, float]:
    """Milliseconds a frame of each mode takes: the lowest median of its blocks, the modes in turn."""
    ball.camera.reset()
    if ball.grabFramebuffer().isNull():
        raise RuntimeError("the ball never drew a frame (no OpenGL context?)")
    blocks: dict[str, list[float]] = {mode: [] for mode in MODES}
    for _ in range(ROUNDS):
        for mode in MODES:
            set_mode(ball, mode)
            blocks[mode].append(statistics.median(frame_times(ball, BLOCK)))
    set_mode(ball, "game")
    return {mode: min(medians) * 1000 for mode, medians in blocks.items()}


def click_to_highlight(app: QApplication, board: str) -> float:
    """Milliseconds from a click on a movable stack to the end of the frame showing its targets."""
    from desktop.core.session import Session
    from desktop.games.registry import resolve
    from desktop.qt.ball.xeno_view import XenoView

    rules, options = resolve(board)
    session = Session(rules, {**options, "quick_setup": True}, 5)
    view = XenoView(session)
    view.resize(WIDTH, HEIGHT)
    view.show()
    for _ in range(10):
        app.processEvents()
    samples = []
    origins = sorted({m.path[0] for m in session.legal_moves()})
    for origin in (origins * 3)[:5]:
        view.reset_selection()
        view.refresh()
        view.ball.turn_to_front(origin, animate=False)
        view.ball.repaint()
        app.processEvents()
        done: list[float] = []
        view.ball.frame_drawn.connect(lambda _s, done=done: done.append(time.perf_counter()))
        point: QPoint = view.square_point(origin)
        t = time.perf_counter()
        QTest.mouseClick(view.ball, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        while not done and time.perf_counter() - t < 5:
            app.processEvents()
        view.ball.frame_drawn.disconnect()
        assert view.path == [origin], "the click did not select the stack"
        samples.append((done[0] - t) * 1000)
    view.close()
    return statistics.median(samples)


def main() -> int:
    if not os.environ.get("DISPLAY"):
        print("needs a display: run under xvfb-run", file=sys.stderr)
        return 2
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
    app = QApplication(sys.argv[:1])
    from desktop.games.xeno.geometry import board_geometry
    from desktop.qt.ball.gl_widget import palette
    from desktop.qt.ball.meshes import stack_instances

    timed_ball = timed_ball_class()
    rows = []
    rng = random.Random(7)
    for board in BOARDS:
        g = board_geometry(board)
        ball = timed_ball(g)
        ball.resize(WIDTH, HEIGHT)
        ball.show()
        for _ in range(10):
            app.processEvents()
        stacks = full_stacks(g.size, rng)
        ball.set_stacks(tuple(stacks), stack_instances(g, stacks, palette()))
        ball.set_space_colours(*game_marks(g.size, rng))
        ms = measure(app, ball)
        full, labels, bare = ms["game"], ms["labels"], ms["bare"]
        click = click_to_highlight(app, board)
        rows.append(
            {
                "board": board,
                "full_ms": round(full, 2),
                "labels_ms": round(labels, 2),
                "bare_ms": round(bare, 2),
                "ratio": round(full / bare, 2),
                "labels_ratio": round(labels / bare, 2),
                "click_ms": round(click, 1),
                "renderer": ball.gl_info,
            }
        )
        ball.close()
    print(f"{WIDTH}x{HEIGHT}, {rows[0]['renderer']}, lowest median of {ROUNDS} blocks of {BLOCK} frames")
    print(
        f"{'board':10}{'game frame ms':>15}{'+ N, L ms':>11}{'bare sphere ms':>16}"
        f"{'ratio':>7}{'ratio N, L':>12}{'click→targets ms':>19}"
    )
    for r in rows:
        print(
            f"{r['board']:10}{r['full_ms']:>15}{r['labels_ms']:>11}{r['bare_ms']:>16}"
            f"{r['ratio']:>7}{r['labels_ratio']:>12}{r['click_ms']:>19}"
        )
    out = Path(__file__).parent / "results"
    out.mkdir(exist_ok=True)
    (out / "ball_frames.json").write_text(json.dumps(rows, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
