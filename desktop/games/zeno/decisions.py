"""Zeno's turn as a game of single decisions, for the AI.

A Zeno move bundles a base move with a yes/no choice for every eligible
piece: 2^(k+m) moves per base move.  :class:`ZenoDecisions` is a
:class:`GameRules` whose moves are single decisions: first the base move,
then ``True``/``False`` for each eligible enemy piece (push it?) and then for
each eligible friendly piece (pull it?).  The choices within a phase are
independent (the rules page, §2), so this reaches exactly the same results
as the bundled moves.  The mover keeps the turn until its last decision;
the state then holds the position after the whole move, and
:meth:`ZenoDecisions.turn_move` returns that move.

>>> from desktop.games.zeno.rules import ZenoRules
>>> game = ZenoDecisions(ZenoRules())
>>> ds = game.begin(game.rules.new_state())
>>> len(game.legal_moves(ds))
24
>>> ds = game.apply(ds, game.move_from_text(ds, "c3-c4"))
>>> game.legal_moves(ds), game.to_move(ds)
([True, False], 0)
>>> for _ in range(7):
...     ds = game.apply(ds, False)
>>> game.rules.move_to_text(game.rules.new_state(), game.turn_move(ds))
'c3-c4'
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any

from desktop.core.protocol import GameInfo, GameRules, MoveParseError, Outcome
from desktop.games.zeno.rules import FORWARD, ZenoMove, ZenoRules, ZenoState, square_name, step_target

Decision = ZenoMove | bool


@dataclass(frozen=True, slots=True)
class TurnInProgress:
    """A Zeno position with the decisions made so far in the current turn.

    ``candidates`` are the squares still to decide after the base move:
    the ``n_push`` enemy pieces first, then the friendly ones; ``chosen``
    holds the answers given so far, in that order.  ``done`` is the whole
    move that led to ``state`` (set only when a turn has just ended).
    """

    state: ZenoState
    base: ZenoMove | None = None
    candidates: tuple[int, ...] = ()
    n_push: int = 0
    chosen: tuple[bool, ...] = ()
    done: ZenoMove | None = field(default=None, compare=False)

    def move_so_far(self, rest: tuple[bool, ...] = ()) -> ZenoMove:
        """The base move with the answers given (then ``rest`` for the next pieces)."""
        assert self.base is not None
        answers = self.chosen + rest
        pushes = [s for i, s in enumerate(self.candidates[: self.n_push]) if i < len(answers) and answers[i]]
        pulls = [
            s
            for i, s in enumerate(self.candidates[self.n_push :], start=self.n_push)
            if i < len(answers) and answers[i]
        ]
        return self.base.with_choices(pushes, pulls)


class ZenoDecisions(GameRules[TurnInProgress, Decision]):
    """Zeno decision by decision: base move, then one yes/no per eligible piece."""

    info = GameInfo(id="zeno-decisions", name="Zeno (decision by decision)", min_players=2, max_players=2)

    def __init__(self, rules: ZenoRules) -> None:
        self.rules = rules

    # -- entering and leaving a turn ----------------------------------------------------
    def begin(self, state: ZenoState) -> TurnInProgress:
        return TurnInProgress(state)

    def turn_move(self, ds: TurnInProgress) -> ZenoMove | None:
        return ds.done if ds.base is None else None

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> TurnInProgress:
        return self.begin(self.rules.new_state(options, seed))

    def num_players(self, state: TurnInProgress) -> int:
        return 2

    # -- play ----------------------------------------------------------------------------
    def to_move(self, state: TurnInProgress) -> int:
        return state.state.player

    def _pull_lands(self, ds: TurnInProgress, square: int) -> bool:
        assert ds.base is not None
        target = step_target(square, -FORWARD[ds.state.player], -ds.base.step)
        return target is not None and not ds.state.occupied >> target & 1

    def legal_moves(self, state: TurnInProgress) -> list[Decision]:
        if state.base is None:
            return list(self.rules.base_moves(state.state))
        i = len(state.chosen)
        if i >= state.n_push and not self._pull_lands(state, state.candidates[i]):
            return [False, True]  # a pull that captures our own piece: the likelier answer first
        return [True, False]

    def apply(self, state: TurnInProgress, move: Decision) -> TurnInProgress:
        if state.base is None:
            assert isinstance(move, ZenoMove)
            base = move.base
            pushes = self.rules.push_squares(state.state, base)
            ds = TurnInProgress(
                state.state, base, pushes + self.rules.pull_squares(state.state, base), len(pushes)
            )
        else:
            ds = TurnInProgress(
                state.state, state.base, state.candidates, state.n_push, (*state.chosen, bool(move))
            )
        if len(ds.chosen) < len(ds.candidates):
            return ds
        whole = ds.move_so_far()
        return TurnInProgress(self.rules.apply(ds.state, whole), done=whole)

    def outcome(self, state: TurnInProgress) -> Outcome | None:
        return self.rules.outcome(state.state) if state.base is None else None

    # -- search support ------------------------------------------------------------------
    def state_key(self, state: TurnInProgress) -> Hashable:
        if state.base is None:
            return state.state.key
        return (state.state.key, state.base.origin, state.base.step, state.chosen)

    def completion(self, ds: TurnInProgress) -> ZenoMove:
        """The move so far, the undecided pieces answered greedily (push every one; pull those that land)."""
        rest = tuple(
            i < ds.n_push or self._pull_lands(ds, ds.candidates[i])
            for i in range(len(ds.chosen), len(ds.candidates))
        )
        return ds.move_so_far(rest)

    def evaluate(self, state: TurnInProgress, player: int) -> float:
        if state.base is None:
            return self.rules.evaluate(state.state, player)
        result = self.rules.resolve(state.state, self.completion(state))
        return self.rules.evaluate(ZenoState(result.white, result.black, 1 - state.state.player), player)

    # -- text ------------------------------------------------------------------------------
    def move_to_text(self, state: TurnInProgress, move: Decision) -> str:
        if isinstance(move, ZenoMove):
            return self.rules.move_to_text(state.state, move)
        i = len(state.chosen)
        sign = "+" if i < state.n_push else "-"
        return f"{sign}{square_name(state.candidates[i])} {'yes' if move else 'no'}"

    def move_from_text(self, state: TurnInProgress, text: str) -> Decision:
        if state.base is None:
            return self.rules.move_from_text(state.state, text).base
        word = text.split()[-1].lower() if text.split() else ""
        if word not in ("yes", "no"):
            raise MoveParseError(f"{text!r}: answer yes or no")
        return word == "yes"

    def state_to_text(self, state: TurnInProgress) -> str:
        text = self.rules.state_to_text(state.state)
        if state.base is None:
            return text
        so_far = self.rules.move_to_text(state.state, state.move_so_far())
        return f"{text} | {so_far} ({len(state.chosen)} decided)"

    def state_from_text(self, text: str, options: Mapping[str, Any] | None = None) -> TurnInProgress:
        return self.begin(self.rules.state_from_text(text.split("|")[0].strip(), options))
