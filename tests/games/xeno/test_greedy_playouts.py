"""The Xeno engine's styled playouts (engine_playout: greedy moves, material-judged cuts)."""

from __future__ import annotations

import random

import pytest

from desktop.games.xeno import engine_playout
from desktop.games.xeno.engine_playout import _cover, _greedy, _judge, _opens
from desktop.games.xeno.engine_tables import TOP_OF, board_tables, stacks_of
from desktop.games.xeno.game import XenoGame

game = XenoGame()
engine = game.search_engine()


def _start(players: int, seed: int) -> tuple[object, ...]:
    position = engine.pack(game.new_state({"board": "xeno-30", "players": players}, seed))
    rng = random.Random(seed)
    for _ in range(12):
        moves = engine.moves(position)
        position = engine.play(position, moves[rng.randrange(len(moves))])
    return position


def test_plain_styled_playouts_are_the_playouts() -> None:
    for players in (2, 3):
        position = _start(players, 4)
        for seed in range(4):
            plain = engine.playout(position, random.Random(seed), 300)
            assert engine.styled_playout(position, random.Random(seed), 300) == plain


def test_greedy_playouts_end_with_scores_and_repeat() -> None:
    for players in (2, 3):
        position = _start(players, 5)
        for seed in range(4):
            scores = engine.styled_playout(position, random.Random(seed), 10_000, greedy=True)
            assert len(scores) == players and abs(sum(scores) - 1.0) < 1e-9
            again = engine.styled_playout(position, random.Random(seed), 10_000, greedy=True)
            assert again == scores


def test_a_cut_playout_is_judged_by_material() -> None:
    position = _start(3, 6)
    scores = engine.styled_playout(position, random.Random(1), 0, judged=True)
    g = position[0]
    mat = [0] * 8
    for stack in stacks_of(position):
        if stack:
            mat[TOP_OF[stack[-1]]] += len(stack)
    squares = [mat[c + 1] ** 2 for c in g.seats]  # type: ignore[attr-defined]
    assert scores == tuple(x / sum(squares) for x in squares)
    assert _judge(list(stacks_of(position)), g) == scores  # type: ignore[arg-type]
    assert engine.styled_playout(position, random.Random(1), 0) == (1 / 3, 1 / 3, 1 / 3)


def test_the_cover_table_holds_every_jump_over_a_space() -> None:
    board = board_tables("xeno-30")
    cover = _cover(board)
    for b in range(board.size):
        jumps = {(a, c) for a in range(board.size) for over, c in board.pairs[a] if over == b}
        assert set(cover[b]) == jumps and len(cover[b]) == 4


def test_greedy_takes_a_longest_jump_sequence() -> None:
    options = [(1, 2, 3), (4, 5, 6, 7, 8), (9, 10, 11)]
    board = board_tables("xeno-30")
    rng = random.Random(0)
    for _ in range(10):
        move = _greedy(options, bytearray(30), 1, _cover(board), board.pairs, rng.randrange)
        assert move == (4, 5, 6, 7, 8)


def test_a_step_next_to_another_colour_with_the_far_side_empty_is_open() -> None:
    """Mine on a, another colour's on x: stepping onto b, with x next to b and the space
    beyond b empty, hands x a jump; a step away from everything does not."""
    board = board_tables("xeno-30")
    cover, pairs = _cover(board), board.pairs
    a = 0
    b = board.around[a][0]
    x, _ = next((x, y) for x, y in cover[b] if x != a and y != a)
    tops = bytearray(30)
    tops[a], tops[x] = 1, 2
    assert _opens((a, b), tops, 1, cover, pairs)
    near = {x, *board.around[x]}
    far = [n for n in board.around[a] if n not in near and not set(board.around[n]) & {x}]
    assert far and not _opens((a, far[0]), tops, 1, cover, pairs)
    # a stack of mine left next to a, with another colour's beyond it: open once a empties
    m, beyond = pairs[a][1]
    tops2 = bytearray(30)
    tops2[a], tops2[m], tops2[beyond] = 1, 1, 3
    target = next(n for n in board.around[a] if n != m and not tops2[n])
    assert _opens((a, target), tops2, 1, cover, pairs)


def test_greedy_steps_avoid_open_steps_when_not_at_random(monkeypatch: pytest.MonkeyPatch) -> None:
    board = board_tables("xeno-30")
    cover, pairs = _cover(board), board.pairs
    a = 0
    b = board.around[a][0]
    x, _ = next((x, y) for x, y in cover[b] if x != a and y != a)
    tops = bytearray(30)
    tops[a], tops[x] = 1, 2
    safe = [(a, n) for n in board.around[a] if not _opens((a, n), tops, 1, cover, pairs)]
    assert safe
    monkeypatch.setattr(engine_playout, "RANDOM_STEPS", 0)
    rng = random.Random(3)
    # four tries at random among these: the open step only if all four pick it (seeded: never)
    picks = [_greedy([(a, b), *safe * 3], tops, 1, cover, pairs, rng.randrange) for _ in range(50)]
    assert (a, b) not in picks and set(picks) <= set(safe)
