"""The shipped lessons: every step of every game's lessons replays through the rules."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import pytest

from desktop.core.protocol import GameError
from desktop.games.squares import SquareGrid
from desktop.learn.lessons import Lesson, all_lessons, lessons_folder, load_lessons, walk

GAMES = ("oxono", "zeno", "xspectrum", "xeno")


@cache
def _lessons(game: str) -> tuple[Lesson, ...]:
    """The game's shipped lessons (loading replays them all: a bad one raises LessonError)."""
    if not (lessons_folder() / f"{game}.json").is_file():
        pytest.fail(f"resources/lessons/{game}.json is missing")
    return load_lessons(game)


@pytest.mark.parametrize("game", GAMES)
def test_the_shipped_file_loads(game: str) -> None:
    assert _lessons(game)


# -- the shipped lessons ---------------------------------------------------------------------------
def _place_ok(game: str, state: Any, mark: str) -> bool:
    """Is ``mark`` a place in the game's notation: a square (a1..f6 or a1..h8), a space number 1..N."""
    if game == "xeno":
        return mark.isdigit() and 1 <= int(mark) <= len(state.stacks)
    grid = SquareGrid(6 if game == "oxono" else 8)
    try:
        grid.parse(mark)
    except GameError:
        return False
    return True


@pytest.mark.parametrize("game", GAMES)
def test_each_game_has_six_to_ten_lessons_of_three_to_eight_steps(game: str) -> None:
    lessons = _lessons(game)
    assert 6 <= len(lessons) <= 10, [lesson.id for lesson in lessons]
    for lesson in lessons:
        assert 3 <= len(lesson.steps) <= 8, lesson.id
        assert lesson.id.startswith(f"{game}-"), lesson.id
        assert lesson.game == game
        assert any(step.expect for step in lesson.steps), f"{lesson.id} asks for no move"


@pytest.mark.parametrize("game", GAMES)
def test_every_step_replays_through_the_rules(game: str) -> None:
    """Positions parse, every expected move is legal and every reply is legal after each of them,
    marks are places of the game, and a winning step wins for the player who makes it."""
    moves = 0
    for lesson in _lessons(game):
        for step, rules, state in walk(lesson):
            for mark in step.marks:
                assert _place_ok(game, state, mark), f"{lesson.id}: {mark!r} is no place"
            for text in step.expect:
                move = rules.move_from_text(state, text)
                assert move in rules.legal_moves(state), (lesson.id, text)
                after = rules.apply(state, move)
                result = rules.outcome(after)
                if step.wins:
                    assert result is not None and result.winner == rules.to_move(state), (lesson.id, text)
                if step.reply is not None:
                    assert result is None, (lesson.id, text)
                    reply = rules.move_from_text(after, step.reply)
                    assert reply in rules.legal_moves(after), (lesson.id, step.reply)
                moves += 1
    assert moves >= 6


def test_ids_are_unique_across_all_games_and_every_game_has_lessons() -> None:
    found = all_lessons()
    assert set(GAMES) <= set(found)
    ids = [lesson.id for lessons in found.values() for lesson in lessons]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("game", GAMES)
def test_xeno_lessons_are_on_the_small_balls(game: str) -> None:
    boards = {lesson.board for lesson in _lessons(game)}
    assert boards <= ({"xeno-12", "xeno-30"} if game == "xeno" else {game}), boards


def test_some_lesson_of_every_game_teaches_a_win() -> None:
    for game in GAMES:
        assert any(step.wins for lesson in _lessons(game) for step in lesson.steps), game




@pytest.mark.parametrize("game", GAMES)
def test_every_text_is_one_or_two_sentences(game: str) -> None:
    for lesson in _lessons(game):
        for number, step in enumerate(lesson.steps, 1):
            sentences = len(re.findall(r"[.!?](?:\s|$)", step.text))
            assert 1 <= sentences <= 2, f"{lesson.id} step {number}: {step.text}"
