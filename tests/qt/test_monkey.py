"""A monkey in the window: seeded random clicks, drags, wheel turns, keys, menu actions and dialog
answers over every game's view, the side panel and the start page.

No exception may reach the event loop (pytest-qt fails the test if one does),
the session's history must stay a legal game, and the window must keep
repainting. A failure prints the seed that reproduces it:

    MONKEY_SEED=1234 MONKEY_EVENTS=5000 xvfb-run -a .venv/bin/python -m pytest tests/qt/test_monkey.py
"""

from __future__ import annotations

import os
import random
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QAction, QWheelEvent
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from desktop.core.session import Seat, Session
from desktop.games.registry import all_games, resolve
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameChoice, NewGameDialog
from desktop.qt.shell.unsaved_prompt import Drop

SEED = int(os.environ.get("MONKEY_SEED", "20261201"))
EVENTS = int(os.environ.get("MONKEY_EVENTS", "400"))  # per game
GAMES = ["oxono", "zeno", "xspectrum", "xeno-12", "xeno-30"]
KEYS = [
    Qt.Key.Key_Escape,
    Qt.Key.Key_Return,
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
    Qt.Key.Key_H,
    Qt.Key.Key_F,
    Qt.Key.Key_R,
    Qt.Key.Key_N,
    Qt.Key.Key_L,
    Qt.Key.Key_J,
    Qt.Key.Key_W,
    Qt.Key.Key_A,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
]
#: actions the monkey leaves alone: quitting, and full screen (the window manager's business)
SKIPPED_ACTIONS = {"&Quit", "F&ull Screen", "&About"}


class Monkey:
    def __init__(self, qtbot: QtBot, window: MainWindow, rng: random.Random, tmp: Path) -> None:
        self.qtbot, self.window, self.rng, self.tmp = qtbot, window, rng, tmp
        self.events = 0

    def point(self, widget: QWidget) -> QPoint:
        return QPoint(self.rng.randrange(max(1, widget.width())), self.rng.randrange(max(1, widget.height())))

    def target(self) -> QWidget:
        view = self.window.view.widget()
        inner = getattr(view, "viewport", None)  # a flat board takes clicks on its viewport
        ball = getattr(view, "ball", None)  # the ball takes them on its GL widget
        found = inner() if callable(inner) else ball if isinstance(ball, QWidget) else view
        return found if isinstance(found, QWidget) else view

    def step(self) -> None:
        self.events += 1
        kind = self.rng.choices(
            ["click", "click", "click", "drag", "wheel", "key", "action", "moves", "players", "play"],
            k=1,
        )[0]
        getattr(self, kind)()

    def click(self) -> None:
        widget = self.target()
        self.qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=self.point(widget))

    def drag(self) -> None:
        widget = self.target()
        start, end = self.point(widget), self.point(widget)
        self.qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=start)
        self.qtbot.mouseMove(widget, pos=(start + end) / 2)
        self.qtbot.mouseMove(widget, pos=end)
        self.qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=end)

    def wheel(self) -> None:
        widget = self.target()
        at = QPointF(self.point(widget))
        delta = QPoint(0, self.rng.choice([-240, -120, 120, 240]))
        event = QWheelEvent(
            at,
            QPointF(widget.mapToGlobal(at.toPoint())),
            QPoint(),
            delta,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(widget, event)

    def key(self) -> None:
        modifiers = self.rng.choice(
            [Qt.KeyboardModifier.NoModifier] * 4
            + [Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier]
        )
        self.qtbot.keyClick(self.window.view.widget(), self.rng.choice(KEYS), modifiers)

    def action(self) -> None:
        actions = [a for a in self.window.actions() if a.text() and a.text() not in SKIPPED_ACTIONS]
        chosen: QAction = self.rng.choice(actions)
        if chosen.isEnabled():
            chosen.trigger()

    def moves(self) -> None:
        moves = self.window.side.moves
        if moves.rowCount():
            item = moves.item(self.rng.randrange(moves.rowCount()), 0)
            if item is not None:
                self.qtbot.mouseClick(
                    moves.viewport(), Qt.MouseButton.LeftButton, pos=moves.visualItemRect(item).center()
                )

    def play(self) -> None:
        """A legal move for a human to move, as if clicked (the monkey's clicks rarely make one)."""
        window = self.window
        if window.on_start_page:
            window.show_board()
        session = window.session
        if session.at_end and not session.is_over and not session.seat_to_move().is_ai:
            window.controller.play(self.rng.choice(list(session.legal_moves())))

    def players(self) -> None:
        panel = self.window.side.players
        if panel.retry.isVisible():
            self.qtbot.mouseClick(panel.retry, Qt.MouseButton.LeftButton)


def answer_dialogs_at_random(monkeypatch: pytest.MonkeyPatch, rng: random.Random, tmp: Path) -> None:
    buttons = [
        QMessageBox.StandardButton.Yes,
        QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Cancel,
    ]

    def question(*args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        return rng.choice(buttons)

    def new_game(dialog: NewGameDialog) -> int:
        if rng.random() < 0.5:
            return QDialog.DialogCode.Rejected
        for box in dialog.seat_boxes[1:]:  # the first stays human: the monkey plays it
            box.setCurrentIndex(rng.randrange(2))  # Human or AI Easy
        return QDialog.DialogCode.Accepted

    def open_file(*args: Any, **kwargs: Any) -> tuple[str, str]:
        saved = sorted(tmp.glob("*.json"))
        return (str(rng.choice(saved)), "") if saved and rng.random() < 0.5 else ("", "")

    def save_file(*args: Any, **kwargs: Any) -> tuple[str, str]:
        return (str(tmp / f"game-{rng.randrange(3)}.json"), "") if rng.random() < 0.5 else ("", "")

    monkeypatch.setattr(QMessageBox, "question", question)
    for name in ("information", "warning", "critical"):
        monkeypatch.setattr(QMessageBox, name, lambda *a, **k: QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(NewGameDialog, "exec", new_game)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_file)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_file)


def replay_is_legal(session: Session[Any, Any]) -> None:
    """Every move of the history is legal from the position before it, and leads to the next."""
    rules = session.rules
    for ply, move in enumerate(session.moves):
        before = session.states[ply]
        assert move in rules.legal_moves(before), f"move {ply + 1} is not legal"
        assert rules.apply(before, move) == session.states[ply + 1]


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_a_monkey_breaks_nothing(
    qtbot: QtBot, main_window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path, game: str
) -> None:
    seed = SEED + GAMES.index(game)
    print(f"monkey seed {seed} ({EVENTS} events on {game}): MONKEY_SEED={SEED} reproduces the run")
    rng = random.Random(seed)
    w = main_window
    answer_dialogs_at_random(monkeypatch, rng, tmp_path)
    w.ask_unsaved = lambda doing: rng.choice(  # type: ignore[method-assign]
        [Drop.DISCARD, Drop.KEEP, Drop.CANCEL]
    )
    from desktop.qt.ball.xeno_view import XenoView

    monkeypatch.setattr(
        XenoView, "colour_picker", staticmethod(lambda parent, who, free: rng.choice([*free, None]))
    )
    rules, options = resolve(game)
    players = rules.num_players(rules.new_state(options))
    seats = [Seat.human()] + [rng.choice([Seat.human(), Seat.ai("random")]) for _ in range(players - 1)]
    w.start_new_game(NewGameChoice(game, options, seats, seed))
    monkey = Monkey(qtbot, w, rng, tmp_path)
    painted: list[float] = []
    longest = 0.0
    for i in range(EVENTS):
        started = time.monotonic()
        monkey.step()
        qtbot.wait(1)
        longest = max(longest, time.monotonic() - started)
        if i % 100 == 0:
            image = w.grab()
            assert not image.isNull(), f"seed {seed}: the window stopped painting at event {i}"
            painted.append(time.monotonic())
        if w.controller.thinking and rng.random() < 0.05:
            qtbot.waitUntil(lambda: not w.controller.thinking, timeout=20_000)
        if i % 50 == 0:
            replay_is_legal(w.session)
    replay_is_legal(w.session)
    w.ask_unsaved = lambda doing: Drop.DISCARD  # type: ignore[method-assign]
    w.controller.cancel_search()
    assert len(painted) == (EVENTS + 99) // 100
    assert set(all_games()) >= {w.session.rules.info.id}
    print(
        f"monkey on {game}: {monkey.events} events, longest {longest * 1000:.0f} ms, {w.session.length} moves"
    )
