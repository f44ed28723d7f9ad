"""What every :class:`~desktop.core.engine.SearchEngine` must agree on with its rules.

The rules are the proof: an engine is right when, from any position,

- its moves, turned into rules moves turn by turn, are exactly the rules'
  legal moves (for a decision game: every whole turn its decisions reach);
- ``unpack(play(...))`` of a whole turn equals ``rules.apply`` of that move;
- its result, player to move and player count match the rules';
- equal positions have equal keys, and a packed-then-unpacked state is the state;
- its perft, counted in whole turns, equals the rules' perft.

Each game's engine tests call these on the start position, on the perft
data's positions and along random walks.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from desktop.core.engine import SearchEngine
from desktop.core.protocol import GameRules


def turns(engine: SearchEngine[Any, Any], position: Any) -> Iterator[tuple[list[Any], Any]]:
    """Every whole turn from ``position``: (its engine moves, the position after it)."""
    for mv in engine.moves(position):
        after = engine.play(position, mv)
        if engine.mid_turn(after):
            for rest, end in turns(engine, after):
                yield [mv, *rest], end
        else:
            yield [mv], after


def engine_perft(engine: SearchEngine[Any, Any], position: Any, depth: int) -> int:
    """Perft through the engine, counting whole turns (every leaf applied)."""
    if depth <= 0:
        return 1
    if engine.result(position) is not None:
        return 0
    return sum(engine_perft(engine, after, depth - 1) for _, after in turns(engine, position))


def check_step(rules: GameRules[Any, Any], engine: SearchEngine[Any, Any], state: Any, position: Any) -> bool:
    """The engine's ``position`` is the rules' ``state`` (state, key, result; no moves once
    over); True when the game is over.  For walks that follow a game move by move."""
    assert engine.unpack(position) == state
    assert engine.key(position) == engine.key(engine.pack(state))
    outcome = rules.outcome(state)
    assert engine.result(position) == (None if outcome is None else outcome.scores)
    if outcome is not None:
        assert engine.moves(position) == []
    return outcome is not None


def check_position(rules: GameRules[Any, Any], engine: SearchEngine[Any, Any], state: Any) -> None:
    """Everything the engine says about ``state`` and its moves agrees with the rules."""
    position = engine.pack(state)
    assert engine.unpack(position) == state
    assert not engine.mid_turn(position)
    assert engine.key(engine.pack(state)) == engine.key(position)
    outcome = rules.outcome(state)
    result = engine.result(position)
    assert (result is None) == (outcome is None), (result, outcome)
    if outcome is not None:
        assert result == outcome.scores
        return
    assert engine.to_move(position) == rules.to_move(state)
    assert engine.num_players(position) == rules.num_players(state)
    legal = rules.legal_moves(state) if rules.decision_game() is None else None
    reached = []
    for line, after in turns(engine, position):
        move = engine.rules_move(position, line)
        expected = rules.apply(state, move)
        text = rules.move_to_text(state, move)
        assert engine.unpack(after) == expected, text
        ended = rules.outcome(expected)
        assert engine.result(after) == (None if ended is None else ended.scores), text
        assert engine.key(after) == engine.key(engine.pack(expected))
        reached.append(move)
    if legal is not None:
        assert len(reached) == len(legal) and set(map(repr, reached)) == set(map(repr, legal))
    assert set(engine.forcing(position)) <= set(engine.moves(position))


def random_states(rules: GameRules[Any, Any], state: Any, seed: int, plies: int) -> Iterator[Any]:
    """``state`` and the positions along a seeded random game of up to ``plies`` moves."""
    rng = random.Random(seed)
    engine = rules.search_engine()
    yield state
    for _ in range(plies):
        if rules.outcome(state) is not None:
            return
        position = engine.pack(state)
        line: list[Any] = []
        while True:
            options = engine.moves(position)
            mv = options[rng.randrange(len(options))]
            line.append(mv)
            after = engine.play(position, mv)
            if not engine.mid_turn(after):
                break
            position = after
        state = rules.apply(state, engine.rules_move(engine.pack(state), line))
        yield state
