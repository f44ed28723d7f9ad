"""A missed win made into a puzzle: after a game's review, a move the review marked where its
player had a forced win and played something else can be practised as a puzzle.

The proof is the puzzles' own (:func:`desktop.puzzles.prove.solve`, exhaustive), asked
with a small bound: at most :data:`PRACTICE_TURNS` of the player's turns and
:data:`PRACTICE_NODES` search nodes; a position the bound cannot settle is simply not
offered (never guessed).  It runs off the UI thread (the window's worker): nothing here
touches a session, only a position and a move.

>>> from desktop.games.registry import resolve
>>> rules, options = resolve("oxono")
>>> state = rules.state_from_text("xxx3/6/2@3/3+2/6/OOO3 p", options)
>>> puzzle = missed_win(rules, options, state, rules.move_from_text(state, "X d3-d4 d5"), "m12")
>>> puzzle.goal, puzzle.solution, puzzle.id
('win in 1', ('X d3-d5 d6',), 'practice-m12')
>>> missed_win(rules, options, state, rules.move_from_text(state, "X d3-d5 d6"), "m12") is None
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.core.protocol import GameRules
from desktop.puzzles import puzzle as puzzle_rules
from desktop.puzzles.prove import ProofError, Prover, keeps_win, solution_line, solve
from desktop.puzzles.puzzle import Puzzle

PRACTICE_TURNS = 2
PRACTICE_NODES = 40_000
#: a practised mistake's rating (it moves the player's rating like any puzzle)
PRACTICE_RATING = 1500


def missed_win(
    rules: GameRules[Any, Any],
    options: Mapping[str, Any],
    state: Any,
    played: Any,
    name: str,
    most: int = PRACTICE_TURNS,
    node_limit: int = PRACTICE_NODES,
) -> Puzzle | None:
    """The puzzle ``state`` makes when its mover had a forced win within ``most`` turns and
    ``played`` does not keep it (``None``: no win, the move played wins too, or the bound
    could not tell)."""
    if rules.outcome(state) is not None:
        return None
    try:
        verdict = solve(rules, state, most, node_limit)
        if verdict.n is None or not verdict.moves:
            return None
        if any(rules.move_to_text(state, m) == rules.move_to_text(state, played) for m in verdict.moves):
            return None
        prover = Prover(rules, rules.to_move(state), node_limit)
        after = prover.engine.pack(rules.apply(state, played))
        won = prover.won(after)
        if won or (won is None and verdict.n > 1 and prover.wins(after, verdict.n - 1)):
            return None  # the move played wins in time too
        line = solution_line(rules, state, verdict.moves[0], verdict.n)
    except ProofError:
        return None
    return Puzzle(
        id=f"practice-{name}",
        game=rules.info.id,
        options=dict(options),
        position=rules.state_to_text(state),
        goal=f"win in {verdict.n}",
        solution=tuple(line),
        rating=PRACTICE_RATING,
    )


class PracticeJudge:
    """The puzzles' judge, except that a practised mistake's first move may be any move that
    wins in time (a game's position can have more than one; a shipped puzzle's cannot)."""

    def accepts(self, puzzle: Any, ply: int, rules: Any, state: Any, move: Any) -> bool:
        if puzzle_rules.accepts(puzzle, ply, rules, state, move):
            return True
        turns = puzzle.turns
        return ply == 0 and turns is not None and keeps_win(rules, state, move, turns - 1)

    def reply(self, puzzle: Any, ply: int, rules: Any, state: Any) -> Any:
        return puzzle_rules.reply(puzzle, ply, rules, state)
