"""X Spectrum, exactly as ``resources/rules/xspectrum.md``.

South (player 0) sits at a1 and moves first; North (player 1) sits at h8.

This module and :mod:`~desktop.games.xspectrum.movement` are the reference.  The search
engine (:mod:`~desktop.games.xspectrum.engine`, :mod:`~desktop.games.xspectrum.engine_moves`)
finds and plays the same moves again, for speed, on packed boards: its ``moves`` mirrors
:func:`movement.legal_moves <desktop.games.xspectrum.movement.legal_moves>`, its ``play``
:func:`movement.apply_to_board <desktop.games.xspectrum.movement.apply_to_board>`, its
``result`` :func:`settle`; tests/engines and tests/games/xspectrum/test_engine.py check that
they agree.

>>> rules = XSpectrumRules()
>>> start = rules.new_state()
>>> rules.state_to_text(start)
'5ysrsrl/4bm1ymrm/5bl1yl/6bs1/1Bs6/Yl1Bl5/RmYm1Bm4/RlRsYs5 s S:- N:-'
>>> len(rules.legal_moves(start))
29
>>> after = rules.apply(start, rules.move_from_text(start, "b4-c3=Bl<Bs"))
>>> rules.state_to_text(after)
'5ysrsrl/4bm1ymrm/5bl1yl/6bs1/8/Yl1Bl<Bs5/RmYm1Bm4/RlRsYs5 n S:- N:-'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from desktop.core.language import QT_TRANSLATE_NOOP
from desktop.core.protocol import (
    GameInfo,
    GameRules,
    IllegalMoveError,
    MoveStep,
    Outcome,
    PositionError,
)
from desktop.games.draw_options import draw_options
from desktop.games.words import GameText, RulesText, no_pieces_left, player_word, repetition
from desktop.games.xspectrum import movement as mv
from desktop.games.xspectrum.movement import (
    Board,
    Reserve,
    XSpectrumConfig,
    XSpectrumMove,
    XSpectrumState,
    square_name,
)
from desktop.games.xspectrum.notation import check_move_syntax, move_text, parse_position, position_text
from desktop.games.xspectrum.pieces import NORTH, PLAYER_NAMES, SOUTH, Stack, join_results, stack_text

START_TEXT = "5ysrsrl/4bm1ymrm/5bl1yl/6bs1/1Bs6/Yl1Bl5/RmYm1Bm4/RlRsYs5 s S:- N:-"


def settle(
    board: Board,
    player: int,
    reserves: tuple[Reserve, Reserve],
    config: XSpectrumConfig,
    quiet: int,
    past: tuple[tuple[str, int], ...],
) -> XSpectrumState:
    """A state with its end worked out (§6): a player with nothing left or no move loses; draws.
    The search engine decides the same again, for speed, in :meth:`XSpectrumEngine.result
    <desktop.games.xspectrum.engine.XSpectrumEngine.result>` and its playouts."""
    draft = XSpectrumState(board, player, reserves, config, quiet, past)
    ended: Outcome | None = None
    other = 1 - player
    if mv.player_out(draft, player):
        ended = Outcome.win(other, 2, no_pieces_left(PLAYER_NAMES[player]))
    elif mv.player_out(draft, other):
        ended = Outcome.win(player, 2, no_pieces_left(PLAYER_NAMES[other]))
    elif not mv.has_move(draft, player):
        why = GameText.tr("{player} has no legal move").format(player=player_word(PLAYER_NAMES[player]))
        ended = Outcome.win(other, 2, why)
    elif config.draw_repetition and past:
        key = draft.key()
        if sum(1 for k, _ in past if k == key) >= 2:
            ended = Outcome.draw(2, repetition())
    if ended is None and config.draw_quiet_moves and quiet >= config.draw_quiet_moves:
        ended = Outcome.draw(2, GameText.tr("{n} moves without a capture").format(n=config.draw_quiet_moves))
    if ended is None:
        return draft
    return XSpectrumState(board, player, reserves, config, quiet, past, ended)


class XSpectrumRules(GameRules[XSpectrumState, XSpectrumMove]):
    """X Spectrum for two players, South (0) and North (1); South moves first.

    The rules alone: the app plays :class:`desktop.games.xspectrum.game.XSpectrumGame`, which
    adds the AI's evaluation.
    """

    info = GameInfo(
        id="xspectrum",
        name="X Spectrum",
        min_players=2,
        max_players=2,
        options=(
            *draw_options(QT_TRANSLATE_NOOP("GameOptions", "Draw after moves without a capture")),
        ),
    )

    @staticmethod
    def _config(options: Mapping[str, Any]) -> XSpectrumConfig:
        return XSpectrumConfig(bool(options["draw_repetition"]), int(options["draw_quiet_moves"]))

    # -- setup ---------------------------------------------------------------------------------
    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> XSpectrumState:
        return self.state_from_text(START_TEXT, options)

    def player_name(self, state: XSpectrumState, player: int) -> str:
        return player_word(PLAYER_NAMES[player])

    # -- play ------------------------------------------------------------------------------------
    def to_move(self, state: XSpectrumState) -> int:
        return state.player

    def legal_moves(self, state: XSpectrumState) -> list[XSpectrumMove]:
        if state.ended is not None:
            return []
        return mv.legal_moves(state)

    def apply(self, state: XSpectrumState, move: XSpectrumMove) -> XSpectrumState:
        board, reserves, captured = mv.apply_to_board(state, move)
        quiet = 0 if captured else state.quiet + 1
        past = (*state.past, (state.key(), state.quiet))
        return settle(board, 1 - state.player, reserves, state.config, quiet, past)

    def undo(self, state: XSpectrumState, move: XSpectrumMove) -> XSpectrumState:
        """The position before ``move``, given the position after it (history included)."""
        board, reserves = mv.undo_on_board(state, move)
        if state.past:
            quiet, past = state.past[-1][1], state.past[:-1]
        else:
            quiet, past = max(state.quiet - 1, 0), ()
        return XSpectrumState(board, 1 - state.player, reserves, state.config, quiet, past)

    def move_steps(self, state: XSpectrumState, move: XSpectrumMove) -> list[MoveStep[XSpectrumState]]:
        """One ``"slide"`` or ``"jump"`` with its ``path`` (``taken`` its target if it captures),
        ``"enter"`` for a re-entry and ``"arrange"`` for a rearrangement.

        A move that joins a friendly square is a slide or jump onto it, the arriving pieces
        put on top (the square's nested pieces kept where they can stay, the mover still to
        move), then an ``"arrange"`` step on the target: the arrangement the mover chose, the
        position after the move.
        """
        after = self.apply(state, move)
        text = move_text(move, state.player)
        if move.kind == mv.ENTER:
            return [MoveStep("enter", after, None, move.target, text=text)]
        if move.kind == mv.REARRANGE:
            return [MoveStep("arrange", after, move.origin, move.origin, text=text)]
        path = mv.line_between(move.origin, move.target)
        kind = "jump" if any(state.board[s] is not None for s in path[1:-1]) else "slide"
        taken = (move.target,) if move.captures else ()
        if move.result is None:
            return [MoveStep(kind, after, move.origin, move.target, path, taken, text)]
        assert move.taken is not None and move.arriving is not None
        results = join_results(move.taken, move.arriving)
        on_top = next((r for r in results if r.nested == move.taken.nested), results[0])
        board, reserves, _ = mv.apply_to_board(state, replace(move, result=on_top))
        joined = XSpectrumState(board, state.player, reserves, state.config, state.quiet, state.past)
        head, _, tail = text.partition("=")
        return [
            MoveStep(kind, joined, move.origin, move.target, path, (), head),
            MoveStep("arrange", after, move.target, move.target, text=f"={tail}"),
        ]

    def outcome(self, state: XSpectrumState) -> Outcome | None:
        return state.ended

    # -- text --------------------------------------------------------------------------------------
    def move_to_text(self, state: XSpectrumState, move: XSpectrumMove) -> str:
        return move_text(move, state.player)

    def move_from_text(self, state: XSpectrumState, text: str) -> XSpectrumMove:
        text = text.strip()
        match = check_move_syntax(text)
        if state.ended is not None:
            raise IllegalMoveError(RulesText.tr("the game is over"))
        moves = self.legal_moves(state)
        if match.group("at"):
            target = mv.square_of(match.group("at"))
            candidates = [m for m in moves if m.kind == mv.ENTER and m.target == target]
        else:
            origin = mv.square_of(match.group("origin"))
            candidates = [m for m in moves if m.origin == origin]
            if match.group("target"):
                target = mv.square_of(match.group("target"))
                candidates = [m for m in candidates if m.target == target]
        for move in candidates:
            if move_text(move, state.player) == text:
                return move
        raise IllegalMoveError(self._why_illegal(state, text, moves))

    def _why_illegal(self, state: XSpectrumState, text: str, moves: list[XSpectrumMove]) -> str:
        """Say why a well-formed move text is not legal here."""
        name = PLAYER_NAMES[state.player]
        if "@" in text:
            return f"{text} is not legal: {name} has no such piece in reserve, or its start square is taken"
        origin = mv.square_of(text[:2])
        stack = state.board[origin]
        if stack is None:
            return f"{text} is not legal: {text[:2]} is empty"
        if stack.owner != state.player:
            return f"{text} is not legal: {text[:2]} holds {PLAYER_NAMES[stack.owner]}'s pieces"
        head = text.split("=")[0]
        texts = [move_text(m, state.player) for m in moves]
        options = [t for t in texts if t.split("=")[0] == head]
        if options:
            return f"{text} is not legal: choose the arrangement, one of {', '.join(options)}"
        return f"{text} is not legal here: that piece cannot reach that square ({stack_text(stack)})"

    def state_to_text(self, state: XSpectrumState) -> str:
        return position_text(state.board, state.player, state.reserves)

    def state_from_text(self, text: str, options: Mapping[str, Any] | None = None) -> XSpectrumState:
        config = self._config(self.check_options(options))
        board, player, reserves = parse_position(text.strip())
        if all(s is None for s in board) and not any(reserves):
            raise PositionError(RulesText.tr("the position has no pieces at all"))
        return settle(board, player, reserves, config, 0, ())

    # -- search support --------------------------------------------------------------------------
    def state_key(self, state: XSpectrumState) -> str:
        return state.key()


def stack_on(state: XSpectrumState, square: int) -> Stack | None:
    return state.board[square]


__all__ = ["NORTH", "SOUTH", "XSpectrumRules", "square_name"]
