"""The player's progress file: kept, written atomically, a bad file refused and kept aside; the
puzzle rating, the next puzzle and the daily puzzle."""

from __future__ import annotations

import datetime
import json
import os
from dataclasses import dataclass
from pathlib import Path

import pytest

from desktop.control.progress import (
    FILE_NAME,
    START_RATING,
    Progress,
    ProgressError,
    daily_puzzle,
    elo_update,
    load_progress,
    next_puzzle,
    parse_progress,
)


@dataclass(frozen=True)
class P:
    id: str
    game: str
    rating: int


PUZZLES = [P("oxono-1", "oxono", 1200), P("oxono-2", "oxono", 1500), P("oxono-3", "oxono", 1800),
           P("xeno-1", "xeno-30", 1510), P("zeno-1", "zeno", 1490)]  # fmt: skip


def test_progress_is_kept_between_runs(tmp_path: Path) -> None:
    progress, problem = load_progress(tmp_path)
    assert problem is None and progress.rating == START_RATING and not progress.lessons_done
    progress.lesson_done("oxono-01-totems")
    progress.record_puzzle(PUZZLES[1], solved=True)
    progress.record_puzzle(PUZZLES[0], solved=False)
    progress.save()
    again, problem = load_progress(tmp_path)
    assert problem is None
    assert again.lessons_done == {"oxono-01-totems"}
    assert again.solved == {"oxono-2"} and again.failed == {"oxono-1"} and again.rated == 2
    assert again.rating == pytest.approx(progress.rating, abs=0.01)
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]  # no temporary file left


def test_a_write_that_fails_leaves_the_old_file_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    progress, _ = load_progress(tmp_path)
    progress.lesson_done("a")
    progress.save()
    before = (tmp_path / FILE_NAME).read_bytes()
    progress.lesson_done("b")

    def broken(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken)
    with pytest.raises(OSError, match="disk full"):
        progress.save()
    assert (tmp_path / FILE_NAME).read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (b"{not json", "not JSON"),
        (b"[1, 2]", "no progress object"),
        (json.dumps({"version": 99}).encode(), "unknown version"),
        (json.dumps({"version": 1, "rating": 1e308}).encode(), "not a rating"),
        (json.dumps({"version": 1, "rating": True}).encode(), "not a rating"),
        (json.dumps({"version": 1, "rated": -3}).encode(), "not a count"),
        (json.dumps({"version": 1, "lessons_done": "abc"}).encode(), "not a list"),
        (json.dumps({"version": 1, "lessons_done": [{"x": 1}]}).encode(), "not a lesson or puzzle id"),
        (json.dumps({"version": 1, "puzzles_solved": ["x" * 500]}).encode(), "not a lesson or puzzle id"),
        (b"[" * 100_000, "not JSON"),
        (b" " * 3_000_000, "far more than"),
        (b"\xff\xfe", "not JSON"),
    ],
)
def test_a_corrupt_or_hostile_file_is_refused_with_a_clear_message(text: bytes, words: str) -> None:
    with pytest.raises(ProgressError, match=words):
        parse_progress(text, Path("progress.json"))


def test_a_bad_file_is_kept_aside_and_the_player_starts_afresh(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_bytes(b'{"version": 1, "rating": "high"}')
    progress, problem = load_progress(tmp_path)
    assert problem is not None and "refused" in problem and ".bad" in problem and "not a rating" in problem
    assert progress.rating == START_RATING
    assert (tmp_path / (FILE_NAME + ".bad")).read_bytes() == b'{"version": 1, "rating": "high"}'
    assert not (tmp_path / FILE_NAME).exists()  # nothing written until there is progress to keep
    progress.lesson_done("x")
    progress.save()
    assert load_progress(tmp_path) == (progress, None)


def test_the_elo_rule() -> None:
    assert elo_update(1500, 0, 1500, True) == pytest.approx(1520)
    assert elo_update(1500, 0, 1500, False) == pytest.approx(1480)
    assert elo_update(1500, 25, 1500, True) == pytest.approx(1510)  # K 20 after 20 puzzles
    assert elo_update(1500, 0, 2300, True) > elo_update(1500, 0, 1500, True)  # a hard one gains more
    assert elo_update(110, 0, 100, False) == 100  # the floor


def test_the_next_puzzle_is_the_nearest_unseen_one_of_the_game(tmp_path: Path) -> None:
    progress = Progress(tmp_path / FILE_NAME)
    assert next_puzzle(PUZZLES, progress, "oxono") == PUZZLES[1]
    assert next_puzzle(PUZZLES, progress, "xeno") == PUZZLES[3]  # xeno-30 is a Xeno puzzle
    assert next_puzzle(PUZZLES, progress) == PUZZLES[1]  # any game: the nearest (1500)
    progress.record_puzzle(PUZZLES[1], solved=True)  # 1520 now
    assert next_puzzle(PUZZLES, progress, "oxono") == PUZZLES[2]
    progress.solved |= {"oxono-1", "oxono-3"}
    progress.failed = {"oxono-3"}
    assert next_puzzle(PUZZLES, progress, "oxono") == PUZZLES[2]  # all seen: a failed one again
    assert next_puzzle(PUZZLES, progress, "oxono", skip="oxono-3") == PUZZLES[2]  # the only failed one
    assert next_puzzle(PUZZLES, progress, "nosuchgame") is None


def test_the_daily_puzzle_depends_on_the_date_only() -> None:
    day = datetime.date(2026, 12, 4)
    assert daily_puzzle(PUZZLES, day) == daily_puzzle(list(reversed(PUZZLES)), day)
    days = {daily_puzzle(PUZZLES, day + datetime.timedelta(days=n)) for n in range(40)}
    assert len(days) == len(PUZZLES)  # every puzzle comes round
    assert daily_puzzle([], day) is None
