"""The in-place playouts (engine_playout) against a straightforward reference.

The reference plays through the engine's protocol (``engine.moves`` and
``engine.play``, which the conformance and perft tests check against the
rules) and makes each greedy choice as the policy reads in plain words, on
the rules' stacks and the board's geometry (no engine table):

- among jump sequences, one of the longest (at random among them);
- among steps, half the time any step at random; else up to four steps
  drawn at random, the first that leaves nothing open (no other colour then
  has a jump over the moved stack, nor a jump onto the emptied origin over
  one of the mover's stacks), or the fourth;
- a single option is still drawn (``randrange(1)``: the generator moves on).

Same position, same seed: the same scores and the generator left in the same
state (so the same number of draws of the same sizes, which is what keeps the
searches' chosen moves the same), over many seeded positions of several
boards and player counts, the setup and colour choice included, greedy or
not, judged or not, cut or played out.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace
from typing import Any

import pytest

from desktop.ai.mcts import MctsAgent
from desktop.core.engine import Scores
from desktop.games.xeno.game import XenoGame
from desktop.games.xeno.geometry import board_geometry
from desktop.games.xeno.state import LETTERS, Phase
from tests.engines.conformance import random_states

game = XenoGame()
engine = game.search_engine()
#: how the reference's playouts ended (the rules' reasons; "cut" at the cap)
ENDINGS: Counter[str] = Counter()

#: by board name: for each space, its (neighbour, landing beyond it) pairs, from the geometry
_JUMPS: dict[str, list[list[tuple[int, int]]]] = {}


def _jumps(board: str) -> list[list[tuple[int, int]]]:
    if board not in _JUMPS:
        g = board_geometry(board)
        _JUMPS[board] = [list(zip(g.adjacent[s], g.landings[s], strict=True)) for s in range(g.size)]
    return _JUMPS[board]


def _top(stack: str) -> int:
    """0 for an empty space, else the colour on top plus one."""
    return LETTERS.index(stack[-1]) + 1 if stack else 0


def _opens(stacks: tuple[str, ...], board: str, move: tuple[int, int], me: int) -> bool:
    """After the step ``move`` of the colour ``me`` (top byte), does another colour have a jump
    over the moved stack, or onto the emptied origin over one of the mover's stacks?"""
    a, b = move
    after = [_top(s) for s in stacks]
    after[b], after[a] = after[a], 0
    for x, row in enumerate(_jumps(board)):
        if after[x] in (0, me):
            continue
        for over, landing in row:
            if after[landing] == 0 and after[over] == me and (over == b or landing == a):
                return True
    return False


def _choose(position: Any, options: list[Any], rng: random.Random) -> Any:
    if len(options[0]) > 2:  # jump sequences (the steps, if any, come after them)
        most = max(len(o) for o in options)
        longest = [o for o in options if len(o) == most]
        return longest[rng.randrange(len(longest))] if len(longest) > 1 else longest[0]
    state = engine.unpack(position)
    me = state.active + 1
    if rng.randrange(100) < 50:
        return options[rng.randrange(len(options))]
    for _ in range(4):
        move = options[rng.randrange(len(options))]
        if not _opens(state.stacks, state.board, move, me):
            return move
    return move


def reference_playout(
    position: Any, rng: random.Random, max_plies: int, greedy: bool, judged: bool
) -> Scores:
    plies = 0
    while True:
        scores = engine.result(position)
        if scores is not None:
            ended = engine.unpack(position).ended
            ENDINGS[ended.reason if ended is not None else "?"] += 1
            return scores  # type: ignore[no-any-return]
        k = engine.num_players(position)
        if plies >= max_plies:
            ENDINGS["cut"] += 1
            if not judged or engine.unpack(position).phase != Phase.PLAY:  # the setup: equal shares
                return tuple(1.0 / k for _ in range(k))
            state = engine.unpack(position)
            mat = [0] * (len(LETTERS) + 1)
            for stack in state.stacks:
                mat[_top(stack)] += len(stack)
            squares = [mat[c + 1] ** 2 for c in state.seats]
            return tuple(x / sum(squares) for x in squares)
        options = engine.moves(position)
        setup = engine.unpack(position).phase != Phase.PLAY
        if greedy and not setup and len(options) > 1:
            move = _choose(position, options, rng)
        else:
            move = options[rng.randrange(len(options))]
        position = engine.play(position, move)
        plies += 1


def _positions() -> list[tuple[str, Any]]:
    """Seeded positions along random games: several boards and player counts, the rare rules."""
    starts = [
        ({"board": "xeno-30", "players": 3}, 40, 1),
        ({"board": "xeno-30", "players": 3}, 40, 2),
        ({"board": "xeno-30", "players": 2}, 40, 3),
        ({"board": "xeno-24", "players": 4, "quick_setup": True}, 30, 4),
        ({"board": "xeno-30", "players": 3, "compulsory_jumps": False, "quick_setup": True}, 30, 5),
        ({"board": "xeno-30", "players": 3, "draw_quiet_moves": 0, "quick_setup": True}, 30, 6),
        ({"board": "xeno-12", "players": 3, "quick_setup": True}, 12, 7),
        ({"board": "xeno-120", "players": 3, "quick_setup": True}, 12, 8),
    ]
    out = []
    for options, plies, seed in starts:
        for i, state in enumerate(random_states(game, game.new_state(options, seed), seed, plies)):
            if i % 3 == 0 and game.outcome(state) is None:
                out.append((f"{options} seed {seed} ply {i}", engine.pack(state)))
    # few stacks, no jump in sight: a window of positions before the playout's, which its
    # positions repeat (the repetition counted across both)
    for text in ("xeno-12 a a,,,,,,,,,,,b", "xeno-12 a aa,,,,,,b,,,,,c", "xeno-30 a aa" + "," * 29 + "bb"):
        position = engine.pack(game.state_from_text(text))
        rng = random.Random(len(text))
        for i in range(12):
            moves = engine.moves(position)
            position = engine.play(position, moves[rng.randrange(len(moves))])
            if engine.result(position) is not None:
                break
            if i % 4 == 3:
                out.append((f"{text} ply {i}", position))
    return out


POSITIONS = _positions()


def _check(greedy: bool, judged: bool, runs: dict[int, range]) -> set[Scores]:
    """``runs``: by cap (plies), the seeds of the playouts from each position."""
    endings: set[Scores] = set()
    for name, position in POSITIONS:
        for cap, seeds in runs.items():
            for seed in seeds:
                fast_rng, slow_rng = random.Random(seed), random.Random(seed)
                fast = engine.styled_playout(position, fast_rng, cap, greedy=greedy, judged=judged)
                slow = reference_playout(position, slow_rng, cap, greedy, judged)
                assert fast == slow, (name, cap, seed)
                assert fast_rng.getstate() == slow_rng.getstate(), (name, cap, seed)
                endings.add(fast)
    return endings


@pytest.mark.slow
def test_greedy_playouts_are_the_reference_playouts() -> None:
    assert len(POSITIONS) > 60
    ENDINGS.clear()
    endings = _check(True, False, {200: range(3), 5_000: range(1)})
    assert {(1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0), (1 / 3, 1 / 3, 1 / 3)} <= endings
    # wins, cuts and draws by repetition and by quiet moves were all compared
    assert ENDINGS["cut"] and ENDINGS["the same position occurred three times"], ENDINGS
    assert ENDINGS["100 moves without a jump"], ENDINGS
    assert sum(n for reason, n in ENDINGS.items() if "cut" not in reason and "times" not in reason) > 50


def test_judged_greedy_playouts_are_the_reference_playouts() -> None:
    endings = _check(True, True, {0: range(1), 7: range(1), 40: range(2)})
    assert any(len(set(e)) > 1 and 0.0 < max(e) < 1.0 for e in endings)  # material shares


@pytest.mark.slow
def test_plain_playouts_are_the_reference_playouts() -> None:
    _check(False, False, {200: range(1)})
    _check(False, True, {30: range(1)})


class _ReferenceEngine:
    """The Xeno engine with the reference's styled playouts (for MctsAgent)."""

    def __getattr__(self, name: str) -> Any:
        return getattr(engine, name)

    def styled_playout(
        self,
        position: Any,
        rng: random.Random,
        max_plies: int = 10_000,
        *,
        greedy: bool = False,
        judged: bool = False,
    ) -> Scores:
        return reference_playout(position, rng, max_plies, greedy, judged)


@pytest.mark.slow
def test_greedy_mcts_chooses_as_with_the_reference_playouts() -> None:
    """The Medium level's search (greedy playouts, capped at 200 plies) picks the same move
    with the same statistics through either playout."""
    checked = 0
    for name, position in POSITIONS[::9]:
        if position[2] < 0:  # the setup: the same rules' path either way
            continue
        fast, slow = (
            MctsAgent(iterations=120, seed=3, greedy=True),
            MctsAgent(iterations=120, seed=3, greedy=True),
        )
        line = fast.search(engine, position)
        assert slow.search(_ReferenceEngine(), position) == line, name  # type: ignore[arg-type]
        # the same figures (chances, playouts, the chosen decision's share...), all but the time
        assert replace(fast.stats, seconds=0.0) == replace(slow.stats, seconds=0.0)
        checked += 1
    assert checked >= 5
