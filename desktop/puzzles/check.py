"""Proving a puzzle again, from its file alone (``xeno-games puzzles check``).

A puzzle's solver must have a choice: a first move that is the only legal move fails.
A *win in N* puzzle passes when, by exhaustive search (:mod:`desktop.puzzles.prove`):
the side to move forces a win within N of its turns and not within N - 1; its first move
is the only first move that forces it within N; every defender move listed is a longest
defence (no other reply delays the win longer, none escapes); every later solver move
listed still forces the win within the turns left.  A *best capture* passes when its one
move is the best capture of the position (:func:`~desktop.puzzles.prove.best_capture`).
"""

from __future__ import annotations

from typing import Any

from desktop.core.protocol import GameError, GameRules
from desktop.puzzles.prove import ProofError, Prover, best_capture, keeps_win, solve
from desktop.puzzles.puzzle import Puzzle


def check_puzzle(puzzle: Puzzle) -> str | None:
    """``None`` when ``puzzle`` is proven, else why it is not."""
    try:
        rules, state = puzzle.start()
        if rules.only_move(state) is not None:
            return "the first move is forced (the solver's only legal move): no puzzle"
        n = puzzle.turns
        if n is None:
            capture = best_capture(rules, state)
            best = rules.move_to_text(state, capture.move)
            if best != puzzle.solution[0]:
                return f"the best capture is {best}, not {puzzle.solution[0]}"
            return None
        return _check_win(puzzle, rules, state, n)
    except (ProofError, GameError, ValueError, KeyError) as exc:
        return str(exc) or type(exc).__name__


def _check_win(puzzle: Puzzle, rules: GameRules[Any, Any], state: Any, n: int) -> str | None:
    verdict = solve(rules, state, n)
    if verdict.n is None:
        return f"no forced win within {n}"
    if verdict.n < n:
        return f"a forced win within {verdict.n}, fewer than {n}"
    texts = [rules.move_to_text(state, m) for m in verdict.moves]
    if len(texts) > 1:
        return f"not unique: {texts[0]} and {texts[1]} both force the win within {n}"
    if texts[0] != puzzle.solution[0]:
        return f"the winning first move is {texts[0]}, not {puzzle.solution[0]}"
    solver = rules.to_move(state)
    prover = Prover(rules, solver)
    for ply, text in enumerate(puzzle.solution):
        move = rules.move_from_text(state, text)
        left = n - ply // 2 - 1  # the solver's turns left after this ply's solver move
        if ply % 2 and not _longest(prover, rules, state, move, n - (ply + 1) // 2):
            return f"solution move {ply + 1} {text} is not the longest defence"
        if ply % 2 == 0 and ply and not keeps_win(rules, state, move, left):
            return f"solution move {ply + 1} {text} does not keep the forced win"
        state = rules.apply(state, move)
    return None


def _longest(prover: Prover, rules: GameRules[Any, Any], state: Any, move: Any, left: int) -> bool:
    """Does the defender's ``move`` delay the solver's win (within ``left`` turns) as long as any?"""
    engine = prover.engine
    longest = 0
    for turn in prover.turns(engine.pack(state)):
        d = prover.distance(turn.end, left)
        if d is None:
            return False  # a reply escapes: the puzzle is no forced win
        longest = max(longest, d)
    return prover.distance(engine.pack(rules.apply(state, move)), left) == longest
