"""The fifth game, defined only in tests/, through everything a real game goes through.

The conformance suite (tests/games/test_conformance.py) covers it too: it
runs over every registered game, and tests/conftest.py registers it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop.cli import main
from desktop.control.controller import GameController
from desktop.control.events import EventKind
from desktop.control.searching import InlineSearcher
from desktop.core.records import load_record, save_record
from desktop.core.session import Seat, Session
from desktop.games.registry import all_games, entry, resolve
from tests.games import test_conformance


def test_it_is_registered_and_in_the_conformance_suite() -> None:
    assert "tictactoe" in all_games() and entry("tictactoe").view == "tests.toy.view:TicTacToeView"
    assert "tictactoe" in test_conformance.GAMES


@pytest.mark.parametrize(
    ("depth", "count"), [("1", "9"), ("2", "72"), ("3", "504"), ("5", "15120"), ("6", "54720")]
)
def test_perft_from_the_command_line(capsys: pytest.CaptureFixture[str], depth: str, count: str) -> None:
    assert main(["perft", "tictactoe", depth]) == 0
    assert capsys.readouterr().out.strip() == count


def test_a_match_with_node_budgets_is_repeatable(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "match",
        "tictactoe",
        "--a",
        "hard",
        "--b",
        "random",
        "-n",
        "6",
        "--seed",
        "3",
        "--nodes",
        "300",
        "-q",
    ]
    assert main(argv) == 0
    first = capsys.readouterr().out
    assert main(argv) == 0
    assert capsys.readouterr().out.splitlines()[:3] == first.splitlines()[:3]
    row = next(line for line in first.splitlines() if line.startswith("A hard")).split()
    wins, draws, losses = map(int, row[2:5])
    assert wins + draws + losses == 6 and losses == 0  # perfect play never loses tic-tac-toe


def test_it_plays_through_the_controller_and_a_record(tmp_path: Path) -> None:
    rules, options = resolve("tictactoe")
    searcher = InlineSearcher()
    controller = GameController(
        Session(rules, options, 1, [Seat.human(), Seat.ai("hard")]), searcher, nodes=500
    )
    events = []
    controller.subscribe(events.append)
    for square in ("b2", "a1", "c3", "a3", "c1", "b1", "a2", "c2", "b3"):
        if controller.session.is_over:
            break
        if square in [
            rules.move_to_text(controller.session.state, m) for m in controller.session.legal_moves()
        ]:
            controller.play_text(square)
            searcher.run_pending()
    session = controller.session
    assert session.length >= 5 and session.is_over
    assert EventKind.GAME_OVER in [e.kind for e in events]
    assert session.outcome() is not None and session.outcome().winner != 0  # Hard does not lose  # type: ignore[union-attr]
    path = tmp_path / "toy.json"
    save_record(session, str(path))
    loaded = load_record(str(path), resolve)
    assert loaded.move_texts == session.move_texts and loaded.states == session.states
    assert loaded.seats == session.seats
