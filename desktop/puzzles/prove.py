"""Exhaustive proofs of the puzzles' goals (``resources/puzzles/README.md`` defines them).

*Win in N*: an AND/OR search over the game's search engine
(:meth:`GameRules.search_engine <desktop.core.protocol.GameRules.search_engine>`): the
solver's turns are OR nodes, the defender's AND nodes, every legal move of both is looked
at (no node or time budget decides an answer: a limit only refuses to answer, with
:class:`ProofError`), answers are kept in a transposition memo keyed by the engine's
position key and the solver turns left (positions at the start of a turn only), and the
solver's immediate wins are tried first.
A game whose turn is a series of decisions (Zeno) is searched decision by decision, and a
*turn* (what N counts, and what the solution lists) is one whole move of the rules.

*Best capture* enumerates every legal move (Xeno: the jump sequence that takes the most
pieces; X Spectrum: the capture that wins the most pips against every reply).

>>> from desktop.games.registry import resolve
>>> rules, options = resolve("oxono")
>>> state = rules.state_from_text("xxx3/6/2@3/3+2/6/OOO3 p", options)
>>> verdict = solve(rules, state, 1)
>>> verdict.n, [rules.move_to_text(state, m) for m in verdict.moves]
(1, ['X d3-d5 d6'])
"""

from __future__ import annotations

import re
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from desktop.core.engine import SearchEngine
from desktop.core.protocol import GameRules

#: the most solver turns a "win in N" puzzle asks for
MAX_N = 3
BEST_CAPTURE = "best capture"
_WIN = re.compile(r"win in ([1-9])")
#: the most whole turns listed from one position (Zeno's turns multiply by their choices)
MAX_TURNS = 50_000
#: the most search nodes one proof may visit before it gives up (refuses, never guesses)
NODE_LIMIT = 20_000_000


class ProofError(Exception):
    """A goal that does not hold (or that the search could not finish), with the reason."""


def goal_turns(goal: str) -> int | None:
    """N of ``"win in N"`` (1..:data:`MAX_N`), ``None`` for ``"best capture"``; else ``ValueError``.

    >>> goal_turns("win in 2"), goal_turns("best capture")
    (2, None)
    """
    if goal == BEST_CAPTURE:
        return None
    found = _WIN.fullmatch(goal)
    if found is None or not 1 <= int(found.group(1)) <= MAX_N:
        raise ValueError(f"goal {goal!r} is not 'win in N' (N = 1..{MAX_N}) or {BEST_CAPTURE!r}")
    return int(found.group(1))


@dataclass(frozen=True)
class Turn:
    """One whole turn: the engine moves (decisions) ``line`` played from ``start`` to ``end``."""

    start: Any
    line: tuple[Any, ...]
    end: Any


class Prover:
    """Proves wins for ``solver`` in one game; its memo serves every question asked of it."""

    def __init__(self, rules: GameRules[Any, Any], solver: int, node_limit: int = NODE_LIMIT) -> None:
        self.rules = rules
        self.engine: SearchEngine[Any, Any] = rules.search_engine()
        self.solver = solver
        self.node_limit = node_limit
        self.nodes = 0
        self.memo: dict[tuple[Hashable, int], bool] = {}
        # an engine that answers "the mover wins with one move" without listing the moves
        self._wins_now = type(self.engine).wins_now is not SearchEngine.wins_now

    # -- turns ----------------------------------------------------------------------------
    def turns(self, start: Any) -> list[Turn]:
        """Every whole turn from ``start`` (a position at the start of a turn), in the engine's order."""
        engine = self.engine
        out: list[Turn] = []

        def walk(position: Any, line: tuple[Any, ...]) -> None:
            for move in engine.moves(position):
                child = engine.play(position, move)
                if engine.mid_turn(child):
                    walk(child, (*line, move))
                else:
                    out.append(Turn(start, (*line, move), child))
                    if len(out) > MAX_TURNS:
                        raise ProofError(f"more than {MAX_TURNS} moves from one position")

        walk(start, ())
        return out

    def rules_move(self, turn: Turn) -> Any:
        """The rules' move of ``turn``."""
        return self.engine.rules_move(turn.start, turn.line)

    # -- the AND/OR search ----------------------------------------------------------------
    def won(self, position: Any) -> bool | None:
        """``True`` once the solver has won, ``False`` once the game ended otherwise, else ``None``."""
        scores = self.engine.result(position)
        if scores is None:
            return None
        return scores[self.solver] == 1.0

    def wins(self, position: Any, n: int) -> bool:
        """Does the solver force a win within ``n`` more of its own turns from ``position``
        (whoever is to move, mid-turn included), against every defence?  The win must come
        by the end of a solver's turn: with ``n`` = 0 a game still going is not won, even if
        every defender move would lose it at once (Zeno's zugzwang)."""
        engine = self.engine
        scores = engine.result(position)
        if scores is not None:
            return scores[self.solver] == 1.0
        mid = engine.mid_turn(position)
        solver_moves = engine.to_move(position) == self.solver
        if not mid:
            if n <= 0:
                return False  # the solver's turns are used up and the game goes on
            if n == 1 and solver_moves and self._wins_now:
                return engine.wins_now(position)
        # only positions at the start of a turn are remembered: mid-turn, an engine's key may
        # leave out what the turn still has to decide (Zeno's: whether the piece landed, so
        # whether pushes are still to come)
        key = None if mid else (engine.key(position), n)
        if key is not None:
            known = self.memo.get(key)
            if known is not None:
                return known
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise ProofError(f"the proof needs more than {self.node_limit:,} nodes")
        children = [engine.play(position, move) for move in engine.moves(position)]
        if solver_moves:
            # win first: a move that ends the game in the solver's favour, then the rest
            answer = any(self.won(c) for c in children) or any(
                self.wins(c, n if engine.mid_turn(c) else n - 1) for c in children
            )
        elif not children:
            answer = False  # no move and no result: nothing is proven
        else:
            # a reply that ends the game otherwise refutes at once; then each reply in turn
            answer = not any(self.won(c) is False for c in children) and all(
                self.wins(c, n) for c in children
            )
        if key is not None:
            self.memo[key] = answer
        return answer

    def distance(self, position: Any, most: int) -> int | None:
        """The fewest solver turns (0 when won already, up to ``most``) that force the win, else None."""
        done = self.won(position)
        if done is not None:
            return 0 if done else None
        for n in range(1, most + 1):
            if self.wins(position, n):
                return n
        return None


@dataclass(frozen=True)
class Verdict:
    """What :func:`solve` found: the fewest solver turns ``n`` that force a win (``None``: none
    within the limit), the first moves (rules' moves) that force it within ``n`` (at most
    two are collected: two already refuse the puzzle), and how many first moves there are."""

    n: int | None
    moves: tuple[Any, ...]
    turns: int
    nodes: int

    @property
    def unique(self) -> bool:
        return self.n is not None and len(self.moves) == 1


def solve(rules: GameRules[Any, Any], state: Any, most: int = MAX_N, node_limit: int = NODE_LIMIT) -> Verdict:
    """The shortest forced win (in the mover's turns, up to ``most``) from ``state``, and which
    first moves force it: every first move is examined at every N up to the answer."""
    engine = rules.search_engine()
    root = engine.pack(state)
    prover = Prover(rules, engine.to_move(root), node_limit)
    turns = prover.turns(root)
    for n in range(1, most + 1):
        winners: list[Any] = []
        for turn in turns:
            if prover.won(turn.end) or (n > 1 and prover.wins(turn.end, n - 1)):
                winners.append(prover.rules_move(turn))
                if len(winners) == 2:
                    break
        if winners:
            return Verdict(n, tuple(winners), len(turns), prover.nodes)
    return Verdict(None, (), len(turns), prover.nodes)


def solution_line(rules: GameRules[Any, Any], state: Any, first: Any, n: int) -> list[str]:
    """The texts of the solution from ``state``: ``first`` (proven to win within ``n``), then
    each defender's longest defence and a solver move that wins soonest, to the win."""
    engine = rules.search_engine()
    prover = Prover(rules, rules.to_move(state))
    texts = [rules.move_to_text(state, first)]
    state = rules.apply(state, first)
    left = n - 1
    while rules.outcome(state) is None:
        if left <= 0:
            raise ProofError("the line does not end in the solver's win")
        defence = _longest_defence(prover, engine.pack(state), left)
        texts.append(rules.move_to_text(state, defence))
        state = rules.apply(state, defence)
        best = _soonest_win(prover, engine.pack(state), left)
        texts.append(rules.move_to_text(state, best))
        state = rules.apply(state, best)
        left -= 1
    outcome = rules.outcome(state)
    if outcome is None or outcome.winner != prover.solver:
        raise ProofError("the line does not end in the solver's win")
    return texts


def _longest_defence(prover: Prover, position: Any, left: int) -> Any:
    """The defender's move that delays the loss longest (a move that escapes first; ties: the
    engine's first)."""
    best: tuple[int, Any] | None = None
    for turn in prover.turns(position):
        d = prover.distance(turn.end, left)
        rank = left + 1 if d is None else d
        if best is None or rank > best[0]:
            best = (rank, prover.rules_move(turn))
    if best is None:
        raise ProofError("the defender has no move")
    return best[1]


def _soonest_win(prover: Prover, position: Any, left: int) -> Any:
    """A solver move that forces the win in the fewest turns (ties: the engine's first)."""
    best: tuple[int, Any] | None = None
    for turn in prover.turns(position):
        d = prover.distance(turn.end, left - 1)
        if d is not None and (best is None or d < best[0]):
            best = (d, prover.rules_move(turn))
            if d == 0:
                break
    if best is None:
        raise ProofError("no solver move keeps the forced win")
    return best[1]


def keeps_win(rules: GameRules[Any, Any], state: Any, move: Any, left: int) -> bool:
    """After the solver plays ``move`` in ``state``, does it still force a win within ``left``
    more of its own turns (0: the move must win at once)?"""
    prover = Prover(rules, rules.to_move(state))
    after = prover.engine.pack(rules.apply(state, move))
    done = prover.won(after)
    if done is not None:
        return done
    return left > 0 and prover.wins(after, left)


def longest_defence(rules: GameRules[Any, Any], state: Any, solver: int, left: int) -> Any:
    """The defender's (to move in ``state``) best defence against ``solver``'s forced win within
    ``left`` turns: the move after which the win takes longest (one that escapes, if any)."""
    prover = Prover(rules, solver)
    return _longest_defence(prover, prover.engine.pack(state), left)


# -- best capture ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Capture:
    """A best capture: the ``move``, its ``value`` and the best value of every other move."""

    move: Any
    value: float
    runner_up: float
    moves: int


def best_capture(rules: GameRules[Any, Any], state: Any) -> Capture:
    """The best capture in ``state``, as the game's registry entry counts a move's gain
    (:class:`~desktop.core.entry.GamePuzzles`; README: Xeno the jump sequence taking the most
    pieces, at least two; X Spectrum the capture winning the most pips against every reply, more
    than none), strictly more than any other move's, two players; or :class:`ProofError` saying
    why there is none."""
    from desktop.games.registry import entry

    if rules.outcome(state) is not None:
        raise ProofError("the game is over")
    facts = entry(rules.info.id).puzzles
    if facts.gain is None:
        raise ProofError(f"{rules.info.name} has no best capture puzzles")
    moves = list(rules.legal_moves(state))
    if len(moves) < 2:
        raise ProofError("fewer than two legal moves")
    if rules.num_players(state) != 2:
        raise ProofError("best capture puzzles are two-player")
    scored = sorted(((facts.gain(rules, state, m), m) for m in moves), key=lambda vm: -vm[0])
    (value, move), (runner_up, _) = scored[0], scored[1]
    if value < facts.least_gain:
        raise ProofError(f"the best move gains {value:g}, less than {facts.least_gain:g}")
    if value <= runner_up:
        raise ProofError(f"two moves gain {value:g}")
    if facts.captures is not None and not facts.captures(state, move):
        raise ProofError("the best move is not a capture")
    return Capture(move, value, runner_up, len(moves))

