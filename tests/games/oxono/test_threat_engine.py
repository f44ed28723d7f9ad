"""The Oxono engine with the search's threat hooks (engine.ThreatEngine) against plain play.

Its positions must be :class:`OxonoEngine`'s with the line masks kept right;
``can_win``, ``wins_now``, ``safe_moves`` and ``lost_now`` must answer what
playing out every move answers.
"""

from __future__ import annotations

import random
from typing import Any

from desktop.games.oxono.engine import WINS, OxonoEngine, ThreatEngine
from desktop.games.oxono.game import OxonoGame
from desktop.games.oxono.rules import OxonoState
from tests.games.oxono.test_engine import SCENARIOS, WALKS

game = OxonoGame()
plain = OxonoEngine()
engine = ThreatEngine()


def _wins_at_once(position: Any, player: int) -> bool:
    """Reference: some move of ``player`` (were it their turn) makes four, by playing every move."""
    turn = (*position[:6], player, *position[7:])
    return any(plain.result(plain.play(turn, m)) == WINS[player] for m in plain.moves(turn))


def _threat_states() -> list[OxonoState]:
    """The walks, the scenarios and positions of games where both sides take their wins late."""
    states = [*WALKS, *(game.state_from_text(t) for t in SCENARIOS.values())]
    rng = random.Random(7)
    for seed in range(40):
        p = plain.pack(game.new_state({"random_totems": seed % 2 == 1}, seed))
        while plain.result(p) is None:
            states.append(plain.unpack(p))
            moves = plain.moves(p)
            quiet = [m for m in moves if plain.result(plain.play(p, m)) is None]
            p = plain.play(p, rng.choice(quiet or moves))
    return [s for s in states if game.outcome(s) is None]


THREAT_STATES = _threat_states()


def test_positions_are_the_plain_engines_with_the_masks_kept() -> None:
    for state in THREAT_STATES[::7]:
        position = engine.pack(state)
        assert position[:9] == plain.pack(state)[:9]
        for m in engine.moves(position):
            child = engine.play(position, m)
            assert child[:9] == plain.play(plain.pack(state), m)[:9]
            if child[8] is None:
                assert child == engine.pack(engine.unpack(child))  # the masks as packed afresh
            for kind in (1, 2, 3, 4):
                assert engine.winning_squares(child, kind) == plain.winning_squares(child, kind)
            for colour in (0, 1):
                assert engine.threat_squares(child, colour) == plain.threat_squares(child, colour)


def test_can_win_and_wins_now_are_a_win_by_some_move() -> None:
    seen = [0, 0]
    for state in THREAT_STATES:
        position = engine.pack(state)
        for player in (0, 1):
            expected = _wins_at_once(position, player)
            assert engine.can_win(position, player) == expected, game.state_to_text(state)
            seen[expected] += 1
        assert engine.wins_now(position) == _wins_at_once(position, engine.to_move(position))
    assert min(seen) > 100


def test_safe_moves_are_the_moves_that_leave_no_win() -> None:
    threatened = 0
    for state in THREAT_STATES:
        position = engine.pack(state)
        other = 1 - engine.to_move(position)
        moves = engine.moves(position)
        safe = engine.safe_moves(position, moves)
        if not _wins_at_once(position, other):
            assert safe is None
            continue
        threatened += 1
        expected = [
            m
            for m in moves
            if engine.result(engine.play(position, m)) is not None
            or not _wins_at_once(engine.play(position, m), other)
        ]
        assert safe == expected, game.state_to_text(state)
    assert threatened > 50


def test_lost_now_is_an_unstoppable_immediate_win() -> None:
    lost = 0
    for state in THREAT_STATES:
        position = engine.pack(state)
        if engine.wins_now(position):
            continue
        safe = engine.safe_moves(position, engine.moves(position))
        assert engine.lost_now(position) == (safe == []), game.state_to_text(state)
        assert engine.lost_now(position) == (safe == [])  # the memo answers the same
        lost += safe == []
    assert lost > 5


class _ThreatGame(OxonoGame):
    def search_engine(self) -> OxonoEngine:
        return engine


def test_the_search_with_the_hooks_proves_an_unstoppable_threat_lost() -> None:
    from desktop.ai.search import WIN_BOUND, PvsAgent

    rules = _ThreatGame()
    for state in THREAT_STATES:
        position = engine.pack(state)
        if len(engine.moves(position)) > 1 and not engine.wins_now(position) and engine.lost_now(position):
            agent = PvsAgent(nodes=2_000, seed=1)
            agent.choose(rules, state)
            assert agent.stats.score <= -WIN_BOUND, game.state_to_text(state)
            return
    raise AssertionError("no lost position among the states")


def test_lost_now_with_zugzwang_is_every_move_letting_the_other_win() -> None:
    """With ``zugzwang``: lost exactly when every move lets the other make four at once, whether
    or not they could already (then, with a square where their pawn would make four)."""
    zugzwang = ThreatEngine(zugzwang=True)
    only_zugzwang = 0
    for state in THREAT_STATES:
        position = zugzwang.pack(state)
        if zugzwang.wins_now(position):
            continue
        other = 1 - position[6]
        every_move_loses = all(
            zugzwang.result(c := zugzwang.play(position, m)) is None and _wins_at_once(c, other)
            for m in zugzwang.moves(position)
        )
        has_square = any(zugzwang.winning_squares(position, kind) for kind in (2 * other + 1, 2 * other + 2))
        lost = zugzwang.lost_now(position)
        assert zugzwang.lost_now(position) == lost  # the memo answers the same
        if lost:
            assert every_move_loses, game.state_to_text(state)
        elif every_move_loses:
            assert not has_square, game.state_to_text(state)
        if lost and not _wins_at_once(position, other):
            only_zugzwang += 1
            assert not engine.lost_now(position)  # the plain hooks do not see it
    assert only_zugzwang > 5
