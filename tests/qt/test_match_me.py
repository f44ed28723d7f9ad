"""The New Game dialog suggests the level nearest the player's rating (from the game library) and
offers "Match me" at that rating; choosing it starts a game whose AI seat plays at that rating
(issue 34, items 3 and 4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from desktop.ai.adaptive import match_level, match_spec
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve
from desktop.library.rating import UNRATED, Rating, level_rating
from desktop.library.store import open_library
from desktop.library.summary import summarize
from desktop.qt.shell import level_hint
from desktop.qt.shell.main_window import MainWindow
from desktop.qt.shell.new_game_dialog import NewGameDialog
from desktop.qt.shell.side_panel import SeatChooser
from tests.qt.test_new_game_memory import choose, with_new_game_dialog


def keep_games(game: str, results: list[tuple[str, bool]]) -> Rating:
    """Store games of the human (first seat) against the AI: (level, won) each, in this order,
    in the library the app opens (the test's own data folder); the player's rating after them."""
    rules, options = resolve(game)
    library = open_library()
    try:
        for number, (level, won) in enumerate(results):
            session = Session(rules, options, seed=number, seats=[Seat.human(), Seat.ai(level)])
            session.resign(1 if won else 0)
            library.store(summarize(session), f"test-{game}-{number}")
        return library.player_rating(game)
    finally:
        library.close()


def test_the_dialog_suggests_the_level_nearest_the_rating_kept(qtbot: QtBot, shots_dir: Path) -> None:
    # three wins over Medium and one loss to Hard: Oxono's Medium is 1738, its Hard 2039
    rating = keep_games("oxono", [("medium", True), ("medium", True), ("hard", False), ("medium", True)])
    assert rating != UNRATED
    assert level_rating("oxono", "medium").value < rating.value < level_rating("oxono", "hard").value
    nearest = "Medium" if rating.value < 1888 else "Hard"  # halfway between their anchors
    dialog = NewGameDialog(None, "oxono", None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    hint = dialog.level_hint
    assert hint.isVisible()
    first, second = hint.text(), dialog.match_hint.text()
    assert first == f"Suggested for you: {nearest} (your rating {rating.text()})"
    rules, _ = resolve("oxono")
    spec = match_spec(rules, {"players": 2}, round(rating.value))
    assert second == f"Match me plays at {rating.value:,.0f}: {spec.text()}"
    items = [dialog.seat_boxes[1].itemText(i) for i in range(dialog.seat_boxes[1].count())]
    assert items[-1] == f"AI Match me ({rating.value:,.0f})"
    dialog.grab().save(str(shots_dir / "new_game_match_me.png"))
    # another game: not rated there yet, its own suggestion
    choose(qtbot, dialog.game_box, "Zeno")
    assert dialog.level_hint.text().startswith("Suggested for you: Easy (not rated yet")
    assert dialog.seat_boxes[1].itemText(dialog.seat_boxes[1].count() - 1) == "AI Match me (1,500)"


def test_no_library_no_hint_and_no_match_me(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(level_hint, "player_rating", lambda game: None)
    dialog = NewGameDialog(None, "oxono", None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.level_hint.isVisible() and not dialog.match_hint.isVisible()
    box = dialog.seat_boxes[1]
    assert not any("Match me" in box.itemText(i) for i in range(box.count()))


def test_choosing_match_me_starts_a_game_against_it(
    qtbot: QtBot, main_window: MainWindow, shots_dir: Path
) -> None:
    w = main_window
    w.actions_.animate.setChecked(False)
    rating = keep_games("oxono", [("easy", False), ("beginner", True), ("easy", False)])
    label = f"AI Match me ({rating.value:,.0f})"

    def pick(dialog: NewGameDialog) -> None:
        choose(qtbot, dialog.game_box, "Oxono")
        choose(qtbot, dialog.seat_boxes[0], label)  # the AI moves first
        choose(qtbot, dialog.seat_boxes[1], "Human")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    with_new_game_dialog(qtbot, w, pick)
    qtbot.waitUntil(lambda: w.session.rules.info.id == "oxono", timeout=5_000)
    assert w.session.seats == [Seat.ai(match_level(rating.value)), Seat.human()]
    qtbot.waitUntil(lambda: w.session.ply >= 1, timeout=20_000)  # Match me made its move
    assert w.controller.failure is None
    choosers = w.findChildren(SeatChooser)
    assert [c.text() for c in choosers if c.isVisible()][:2] == [label, "Human"]
    w.grab().save(str(shots_dir / "match_me_playing.png"))


def test_match_me_chosen_last_comes_back_at_todays_rating(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("new_game/game", json.dumps("oxono"))
    last = [{"kind": "ai", "level": "match:1200"}, {"kind": "human"}]  # Match me, when rated 1,200
    settings.setValue("new_game/oxono/seats", json.dumps(last))
    monkeypatch.setattr(level_hint, "player_rating", lambda game: Rating(1420.4, 80))
    dialog = NewGameDialog(None, "zeno", None, settings=settings)
    qtbot.addWidget(dialog)
    assert [box.currentText() for box in dialog.seat_boxes] == ["AI Match me (1,420)", "Human"]
    assert dialog.choice().seats[0] == Seat.ai("match:1420")
    assert dialog.level_hint.text() == "Suggested for you: Easy (your rating 1,420 ± 160)"
