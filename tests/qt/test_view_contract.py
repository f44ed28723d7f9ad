"""Every registered game's view keeps the one GameView contract, and the window uses nothing else."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop.core.session import Session
from desktop.games.registry import all_games, resolve
from desktop.qt.boards.contract import DisplayOptions, GameView, ViewFeatures
from desktop.qt.loading import make_view

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(all_games())


@pytest.mark.parametrize("game_id", GAMES)
def test_every_registered_game_has_a_view_that_keeps_the_contract(qtbot: QtBot, game_id: str) -> None:
    rules, options = resolve(game_id)
    session: Session[Any, Any] = Session(rules, options, 3)
    view = make_view(session)
    widget = view.widget()
    qtbot.addWidget(widget)
    assert isinstance(view, GameView) and isinstance(widget, QWidget) and widget is view
    assert isinstance(view.features, ViewFeatures)
    moves: list[Any] = []
    messages: list[str] = []
    view.move_chosen.connect(moves.append)
    view.hint_changed.connect(messages.append)
    widget.resize(400, 400)
    widget.show()
    qtbot.waitExposed(widget)

    view.set_display(DisplayOptions(space_numbers=True, letters=True, animate=False))
    view.set_flipped(True)
    view.reset_view()
    assert isinstance(view.player_colour(0), QColor)
    assert isinstance(view.material_text(session.state, 0), str)
    assert view.current_hint()
    move = session.legal_moves()[0]
    view.show_hint(move)
    before = session.state
    session.play(move)
    view.animate_move(before, move, session.state)  # with animation off: the position after it at once
    view.refresh()
    view.step_back()
    view.reset_selection()
    view.blocked_reason = "the AI is to move"
    view.explain(view.blocked_reason)
    assert messages[-1] == "the AI is to move"
    other: Session[Any, Any] = Session(rules, options, 4)
    view.set_session(other)
    assert moves == []  # nothing was clicked: nothing reported


def test_the_window_never_probes_a_view() -> None:
    probes = []
    for path in (ROOT / "desktop").rglob("*.py"):
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            if re.search(r"(hasattr|getattr)\(self\.view|(hasattr|getattr)\(view\b", line):
                probes.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert probes == []
