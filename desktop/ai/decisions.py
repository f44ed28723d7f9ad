"""Any agent plays a game whose turn is a sequence of decisions, one decision at a time.

Some games bundle many independent choices into one move (a Zeno move is a
base move plus a yes/no for every eligible piece: 2^(k+m) moves per base
move), so listing the moves is hopeless.  Such a game offers a *decision
game* through :meth:`GameRules.decision_game`: another game whose moves are
the single decisions, whose states also answer ``begin(state)`` and
``turn_move(decision_state)``.  :class:`TurnByDecisions` wraps any agent:
for a game without a decision game it simply asks the agent; otherwise the
agent searches each decision of the turn in the decision game (the mover
keeps the move until the turn ends, so searches look through the rest of the
turn and into the replies) and the wrapper returns the assembled whole move.

The budget of the whole turn (the inner agent's
:class:`~desktop.ai.agent.Budget`) is shared among its decisions by their
weight, log2 of the number of options, found by walking the rest of the turn
with the first option at each step (so a base move among 24 weighs more than
a yes/no).  Each decision gets its share of what is left, seconds and nodes
alike, and the last one all that is left; so a node budget is spent
repeatably, and the turn's nodes exceed it by at most
:data:`~desktop.ai.agent.MIN_PART_NODES` for each decision that found less
than that left.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any, Protocol, cast

from desktop.ai.agent import Agent, Budgeted, SearchStats, StopCheck, never_stop
from desktop.core.engine import SearchEngine
from desktop.core.protocol import GameRules


class DecisionGame(Protocol):
    """What :meth:`GameRules.decision_game` returns, beyond the GameRules methods."""

    def begin(self, state: Any) -> Any:
        """The decision state at the start of the turn in ``state``."""
        ...

    def turn_move(self, decision_state: Any) -> Any:
        """The whole move once a turn's last decision is made, else ``None``."""
        ...


def decision_game_of(rules: GameRules[Any, Any]) -> tuple[GameRules[Any, Any], DecisionGame] | None:
    """``rules``' decision game (as GameRules and as :class:`DecisionGame`), or None."""
    game = rules.decision_game()
    if game is None:
        return None
    return game, cast(DecisionGame, game)


def _share(
    moves: Callable[[Any], Sequence[Any]],
    play: Callable[[Any, Any], Any],
    turn_over: Callable[[Any], bool],
    position: Any,
    options: int,
) -> float:
    """The part of the remaining budget for the decision now to be made at ``position``:
    log2 of its options against those of the rest of the turn, walked with the first option
    at each step."""
    now = math.log2(options) if options > 1 else 0.0
    later = 0.0
    walk = position
    for _ in range(10_000):
        found = moves(walk)
        if not found:
            break
        walk = play(walk, found[0])
        if turn_over(walk):
            break
        following = moves(walk)
        if len(following) > 1:
            later += math.log2(len(following))
    return now / (now + later) if now + later > 0 else 1.0


def decision_share(game: GameRules[Any, Any], turn: DecisionGame, state: Any, options: int) -> float:
    """The part of the remaining budget for the decision now to be made in ``state``."""
    return _share(game.legal_moves, game.apply, lambda s: turn.turn_move(s) is not None, state, options)


def turn_share(engine: SearchEngine[Any, Any], position: Any, options: int) -> float:
    """:func:`decision_share` over a search engine: the part of what is left of a turn's
    budget for the decision now to be made at ``position`` (1.0 outside a decision game)."""
    return _share(engine.moves, engine.play, lambda p: not engine.mid_turn(p), position, options)


class TurnByDecisions:
    """An agent that plays decision games decision by decision (and other games as before).

    An inner agent that plays whole turns itself (``plays_whole_turns``: the
    searches over :class:`~desktop.core.engine.SearchEngine`) is asked directly.
    """

    def __init__(self, inner: Agent) -> None:
        self.inner = inner
        self.name = inner.name
        self.stats = SearchStats()

    def choose(self, rules: GameRules[Any, Any], state: Any, should_stop: StopCheck = never_stop) -> Any:
        found = None if getattr(self.inner, "plays_whole_turns", False) else decision_game_of(rules)
        if found is None:
            move = self.inner.choose(rules, state, should_stop)
            self.stats = self.inner.stats
            return move
        game, turn = found
        start = time.perf_counter()
        inner = self.inner
        budget = inner.budget if isinstance(inner, Budgeted) else None
        stats = SearchStats()
        ds = turn.begin(state)
        try:
            while True:
                options = game.legal_moves(ds)
                if not options:
                    raise ValueError("no legal move: the game is over")
                if len(options) == 1:
                    decision = options[0]
                else:
                    if budget is not None and isinstance(inner, Budgeted):
                        share = decision_share(game, turn, ds, len(options))
                        # the clock is read only for a time budget
                        elapsed = time.perf_counter() - start if budget.seconds is not None else 0.0
                        inner.budget = budget.part(share, elapsed, stats.nodes)
                    decision = inner.choose(game, ds, should_stop)
                    done = inner.stats
                    stats.nodes += done.nodes
                    stats.playouts += done.playouts
                    stats.depth = max(stats.depth, done.depth)
                    stats.score = done.score
                    stats.chances = done.chances
                    stats.decisions += 1
                ds = game.apply(ds, decision)
                move = turn.turn_move(ds)
                if move is not None:
                    break
        finally:
            if budget is not None and isinstance(inner, Budgeted):
                inner.budget = budget
        stats.seconds = time.perf_counter() - start
        self.stats = stats
        return move
