"""Session rules in the model (issue 31, item 2): a pasted position's game, who resigns."""

from __future__ import annotations

import pytest

from desktop.control.controller import GameController
from desktop.control.positions import session_from_position
from desktop.control.searching import InlineSearcher
from desktop.core.protocol import GameError
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve


def test_a_pasted_xeno_position_brings_its_board_and_player_count() -> None:
    rules, options = resolve("xeno-30")
    playing = Session(rules, {**options, "players": 3}, 7, [Seat.human(), Seat.ai("easy"), Seat.human()])
    pasted = session_from_position(playing, "  xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a ")
    assert pasted.options["board"] == "xeno-12" and pasted.options["players"] == 2
    assert pasted.seats == [Seat.human(), Seat.human()]  # three seats do not fit two players
    assert pasted.seed == 7 and pasted.custom_start and pasted.length == 0
    assert playing.options["board"] == "xeno-30"  # the game on show is untouched


def test_seats_are_kept_when_they_fit_and_a_bad_text_raises() -> None:
    rules, options = resolve("oxono")
    playing = Session(rules, options, 1, [Seat.human(), Seat.ai("hard")])
    text = "OO1O2/6/2@3/3+2/6/xxx3 p"
    pasted = session_from_position(playing, text)
    assert pasted.seats == [Seat.human(), Seat.ai("hard")] and pasted.state_text() == text
    with pytest.raises(GameError):
        session_from_position(playing, "xeno-12 a ab,b")  # another game's position
    with pytest.raises((GameError, ValueError)):
        session_from_position(playing, "")


@pytest.mark.parametrize(
    ("seats", "moves", "loser"),
    [
        ([Seat.ai("easy"), Seat.human()], 0, 1),  # the one human gives up, whoever is to move
        ([Seat.human(), Seat.human()], 1, 1),  # two humans: the player to move
        ([Seat.ai("easy"), Seat.ai("hard")], 0, 0),  # AIs only: the player to move
    ],
)
def test_resign_gives_up_for_the_one_human_else_the_player_to_move(
    seats: list[Seat], moves: int, loser: int
) -> None:
    rules, options = resolve("oxono")
    session = Session(rules, options, 1, seats)
    for text in ["X d3-d6 d5"][:moves]:
        session.play_text(text)
    controller = GameController(session, InlineSearcher())
    controller.ai_enabled = False
    assert controller.resigning_player() == loser
