"""Games played through the controller land in the library: finished, resigned, left for
another game, left at closing, resumed later (still one game); a lesson and a game only looked at
do not; a review's verdicts go with the game; a write that fails is told and the game goes on."""

from __future__ import annotations

import gc
import random
import sqlite3
import time
import weakref
from pathlib import Path
from typing import Any

from desktop.control.analysis import Review
from desktop.control.autosave import Autosaver
from desktop.control.controller import GameController
from desktop.control.searching import InlineSearcher
from desktop.core.records import save_record
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve
from desktop.library import store
from desktop.library.recorder import LibraryRecorder, recorder_of
from desktop.library.store import Library, open_library

NODES = 60


class Table:
    """A controller as the app makes it (autosave, a recorder), and a player who clicks at random."""

    def __init__(self, folder: Path, library: Library | None = None) -> None:
        self.folder = folder
        self.library = library if library is not None else open_library(folder / "library.sqlite3")
        self.searcher = InlineSearcher()
        rules, _ = resolve("oxono")
        self.autosave = Autosaver(folder)
        self.controller = GameController(Session(rules), self.searcher, nodes=NODES, autosave=self.autosave)
        self.errors: list[str] = []
        self.recorder = LibraryRecorder(self.controller, self.library, on_error=self.errors.append)
        self.rng = random.Random(3)

    def new(self, game: str, seats: list[Seat], seed: int = 1) -> Session[Any, Any]:
        rules, options = resolve(game)
        session: Session[Any, Any] = Session(rules, options, seed, seats)
        self.controller.set_session(session)
        self.searcher.run_pending()
        return session

    def human_moves(self, count: int) -> None:
        """The human plays ``count`` random moves, the AI answering each."""
        for _ in range(count):
            session = self.controller.session
            if session.is_over:
                return
            self.controller.play(self.rng.choice(list(session.rules.legal_moves(session.state))))
            self.searcher.run_pending()

    def rows(self) -> list[store.GameRow]:
        self.recorder.flush()
        return sorted(self.library.rows(), key=lambda row: row.id)


def test_games_played_land_in_the_library_finished_or_not(tmp_path: Path) -> None:
    table = Table(tmp_path)
    # 1: to the end
    finished = table.new("oxono", [Seat.human(), Seat.ai("random")])
    table.human_moves(200)
    assert finished.is_over
    assert [(r.result in ("win", "loss", "draw"), r.moves) for r in table.rows()] == [(True, finished.length)]
    # 2: resigned after four of the human's moves
    resigned = table.new("zeno", [Seat.ai("random"), Seat.human()], seed=2)
    table.human_moves(4)
    table.controller.resign()
    # 3: abandoned: a new game replaces it after three moves
    abandoned = table.new("xspectrum", [Seat.human(), Seat.ai("easy")], seed=3)
    table.human_moves(3)
    # 4: nothing played: not a game
    table.new("oxono", [Seat.human(), Seat.ai("easy")], seed=4)
    # 5: two friends; the app closes in the middle
    friends = table.new("xeno-30", [Seat.human(), Seat.human()], seed=5)
    table.human_moves(6)
    rows = table.rows()
    assert [r.game for r in rows] == ["oxono", "zeno", "xspectrum"]  # 5 is on show, not left yet
    table.recorder.close()
    rows = table.rows()
    assert [(r.game, r.result, r.opponent, r.moves) for r in rows[1:]] == [
        ("zeno", "loss", "Random", resigned.length),
        ("xspectrum", "unfinished", "Easy", abandoned.length),
        ("xeno", "unfinished", "Friend", friends.length),
    ]
    assert rows[1].human == 1 and rows[1].level == "random" and rows[1].score == 0.0
    assert rows[3].board == "xeno-30" and rows[3].human is None and rows[3].level is None
    for row in rows:  # each holds its whole record, replayed as it was played
        assert table.library.session_of(row.id).move_texts == table.library.record_of(row.id)["moves"]
    assert table.library.session_of(rows[2].id).move_texts == abandoned.move_texts
    assert table.errors == []


def test_a_game_left_then_resumed_in_a_later_run_stays_one_game(tmp_path: Path) -> None:
    table = Table(tmp_path)
    session = table.new("oxono", [Seat.human(), Seat.ai("random")], seed=7)
    table.human_moves(3)
    table.recorder.close()  # the app closes, the game kept for later
    table.autosave.close()
    (row,) = table.rows()
    assert row.result == "unfinished" and row.moves == session.length

    later = Table(tmp_path, open_library(tmp_path / "library.sqlite3"))  # the next run
    (kept,) = later.autosave.kept()
    later.controller.set_session(later.autosave.load(kept.slot))  # Resume on the start page
    later.human_moves(200)
    assert later.controller.session.is_over
    (again,) = later.rows()
    assert again.id == row.id and again.moves == later.controller.session.length > row.moves
    assert again.result in ("win", "loss", "draw") and again.started == row.started


def test_a_game_only_looked_at_or_a_lesson_is_not_kept(tmp_path: Path) -> None:
    table = Table(tmp_path)
    played = table.new("oxono", [Seat.human(), Seat.ai("random")], seed=8)
    table.human_moves(200)
    path = tmp_path / "game.json"
    save_record(played, path)
    from desktop.core.records import load_record

    table.controller.set_session(load_record(path, resolve), str(path))  # opened, looked at
    table.controller.go_to(0)
    table.controller.go_to(played.length)
    table.controller.keep_game = False  # a lesson: its moves are no game of the player's
    table.new("zeno", [Seat.human(), Seat.ai("random")])
    table.human_moves(3)
    table.new("oxono", [Seat.human(), Seat.ai("random")])
    table.controller.keep_game = True
    assert len(table.rows()) == 1


def test_a_review_goes_with_its_game(tmp_path: Path) -> None:
    table = Table(tmp_path)
    session = table.new("oxono", [Seat.human(), Seat.ai("random")], seed=9)
    table.human_moves(4)
    reviews = [
        Review(0, 0, 0.3, "blunder", "??"),
        Review(1, 1, 0.2, "mistake", "?"),
        Review(2, 0, 0.1, "inaccuracy", "?!"),
        Review(4, 0, 0.15, "mistake", "?"),
        Review(6, 0, 0.0, None, ""),
    ]
    table.recorder.store_review(session, reviews)  # before the game was ever written: both go in
    (row,) = table.rows()
    assert row.review == (1, 1, 1) and row.moves == session.length
    assert table.library.reviews("oxono")[0][1:] == (1, 1, 1, 5)
    table.recorder.store_review(session, reviews[:2])  # reviewed again (another budget): replaced
    assert table.rows()[0].review == (0, 0, 1)


def test_a_write_that_fails_is_told_and_the_game_goes_on(tmp_path: Path) -> None:
    table = Table(tmp_path)
    table.library._db.execute("PRAGMA busy_timeout = 100")
    holder = sqlite3.connect(table.library.path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        table.new("oxono", [Seat.human(), Seat.ai("random")], seed=10)
        table.human_moves(200)
        assert table.controller.session.is_over
        table.recorder.flush()
    finally:
        holder.execute("ROLLBACK")
    assert len(table.errors) == 1 and "cannot be written" in table.errors[0] and "locked" in table.errors[0]
    table.new("zeno", [Seat.human(), Seat.ai("random")])  # it goes on
    table.human_moves(2)
    table.recorder.close()
    assert [r.game for r in table.rows()] == ["zeno"]


def test_recorder_of_finds_the_controllers_recorder(tmp_path: Path) -> None:
    table = Table(tmp_path)
    assert recorder_of(table.controller) is table.recorder
    table.recorder.close()
    assert recorder_of(table.controller) is None


def test_a_controller_with_a_recorder_is_freed_when_no_one_needs_it(tmp_path: Path) -> None:
    """Finding a controller's recorder keeps neither alive, closed or not (the window, which the
    controller's subscribers reach, went with them: every GUI test's window stayed in memory)."""
    table = Table(tmp_path)
    table.human_moves(2)
    table.recorder.flush()
    gone = weakref.ref(table.controller)
    table.library.close()
    del table
    gc.collect()
    assert gone() is None


def test_the_ui_threads_share_of_a_write_is_small(tmp_path: Path) -> None:
    """What the caller's thread does when a game ends (the row made; the INSERT is the writer's)."""
    table = Table(tmp_path)
    table.new("xspectrum", [Seat.human(), Seat.ai("random")], seed=11)
    table.human_moves(60)
    session = table.controller.session
    assert not session.is_over
    start = time.perf_counter()
    table.controller.resign()
    spent = time.perf_counter() - start
    table.recorder.flush()
    assert len(table.rows()) == 1
    assert spent < 0.25, f"{spent:.3f} s on the caller's thread for a {session.length}-move game"


def test_a_game_continued_from_the_library_then_left_and_resumed_stays_one_game(tmp_path: Path) -> None:
    first = Table(tmp_path)
    first.new("zeno", [Seat.human(), Seat.ai("random")], seed=12)
    first.human_moves(2)
    first.recorder.close()
    first.autosave.clear()  # the player let the autosave go: the game is only in the library
    first.autosave.close()
    (row,) = first.rows()

    later = Table(tmp_path, open_library(tmp_path / "library.sqlite3"))  # Library ▸ Continue
    session = later.library.session_of(row.id)
    later.recorder.adopt(session, row.id)
    later.controller.set_session(session)
    later.human_moves(2)
    later.recorder.close()  # left again, kept for Resume under a new autosave slot
    later.autosave.close()
    (again,) = later.rows()
    assert again.id == row.id and again.moves == session.length > row.moves

    third = Table(tmp_path, open_library(tmp_path / "library.sqlite3"))  # Resume on the start page
    (kept,) = third.autosave.kept()
    third.controller.set_session(third.autosave.load(kept.slot))
    third.human_moves(300)
    assert third.controller.session.is_over
    (last,) = third.rows()
    assert last.id == row.id and last.result in ("win", "loss", "draw")


def test_a_game_kept_by_a_run_that_crashed_goes_in_at_the_next_start(tmp_path: Path) -> None:
    crashed = Table(tmp_path)
    session = crashed.new("oxono", [Seat.human(), Seat.ai("random")], seed=13)
    crashed.human_moves(3)
    crashed.autosave.flush()  # the autosave is on disk; the app is killed: no close, nothing written
    assert crashed.rows() == []

    later = Table(tmp_path, open_library(tmp_path / "library.sqlite3"))
    (row,) = later.rows()
    assert (row.result, row.moves, row.uid) == (
        "unfinished",
        session.length,
        "slot:" + crashed.autosave.slot_of(session),
    )
    again = Table(tmp_path, open_library(tmp_path / "library.sqlite3"))  # known now: not twice
    assert len(again.rows()) == 1
