"""The interactive X Spectrum board.

Click one of your squares: its whole combination's targets light up, and the
panel beside the board offers to move one piece out instead, or to
rearrange the combination.  Click a target to move; when several
arrangements are possible there, the panel lists them (drawn, in notation and
in words) and a click picks one.  A reserve piece is played by clicking it,
then its start square.  Every highlight and every move comes from filtering
``session.legal_moves()``: the view knows no rules.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QToolTip

from desktop.core.language import Translatable
from desktop.core.protocol import MoveStep
from desktop.games.words import player_word
from desktop.games.xspectrum.movement import (
    ENTER,
    GRID,
    LEAVE,
    MOVE,
    REARRANGE,
    XSpectrumMove,
    XSpectrumState,
    square_name,
)
from desktop.games.xspectrum.pieces import PLAYER_NAMES, Piece, Stack, describe, stack_text
from desktop.games.xspectrum.rules import XSpectrumRules
from desktop.qt.boards.board_view import BoardView, Mover, Movers, Points, Steps
from desktop.qt.boards.contract import GameView, last_move
from desktop.qt.boards.drawing import group_items
from desktop.qt.boards.paint import fills
from desktop.qt.boards.xspectrum.scene import (
    OWNERS,
    Choice,
    H,
    XSpectrumOverlay,
    choice_rect,
    draw_stack_in,
    draw_xspectrum,
    reserve_entry,
    reserve_slot,
    square_at,
    square_centre,
)

ROLE_WORDS = {"": "base", "<": "nested", "^": "stacked"}
WHOLE = (MOVE, "", None)


def pieces(count: int) -> str:
    """``1 piece``, ``2 pieces``."""
    return SpectrumText.tr("%n piece|%n pieces", None, count)


def role_word(mark: str, base: str) -> str:
    """A piece's role in its combination by its mark: ``base`` (as given), nested, stacked."""
    if mark == "<":
        return SpectrumText.tr("nested")
    return SpectrumText.tr("stacked") if mark == "^" else base


def pips(count: int) -> str:
    return SpectrumText.tr("%n pip|%n pips", None, count)


def arrangement_words(stack: Stack) -> str:
    """How a combination's pieces stand, in colours and the rules' words, on two short lines."""
    nested = " + ".join(p.name() for p in stack.nested)
    stacked = " + ".join(p.name() for p in stack.stacked)  # bottom to top
    if nested and stacked:
        return SpectrumText.tr("{nested} nested,\n{stacked} stacked").format(nested=nested, stacked=stacked)
    if nested:
        return SpectrumText.tr("{nested} nested\nunder the {base}").format(
            nested=nested, base=stack.base.name()
        )
    if stacked:
        return SpectrumText.tr("{stacked} stacked\non the {base}").format(
            stacked=stacked, base=stack.base.name()
        )
    return SpectrumText.tr("{base} alone").format(base=stack.base.name())


def rearrangement_words(before: Stack, after: Stack) -> str:
    """What a rearrangement changes: one piece is nested under the base, or stacked on top."""
    nested = [p for p in after.nested if p not in before.nested]
    if nested:
        return SpectrumText.tr("rearrange: nest the\n{piece} under the base").format(piece=nested[0].name())
    stacked = [p for p in after.stacked if p not in before.stacked] or list(after.stacked[-1:])
    return SpectrumText.tr("rearrange: stack the\n{piece} on top").format(piece=stacked[0].name())


class SpectrumText(Translatable):
    """What X Spectrum's board tells the player (pieces by colour and pips; squares stay notation)."""


class XSpectrumView(BoardView[XSpectrumState, XSpectrumRules]):
    """X Spectrum's turned board with the click-to-move interaction described above."""

    player_colours = fills(OWNERS)
    grid = GRID

    selected: int | None
    mode: tuple[str, str, Piece | None]
    selected_reserve: Piece | None
    pending: list[XSpectrumMove]
    choices: list[Choice]  # the choice panel's entries, made while drawing

    # -- reading the session ------------------------------------------------------------
    def legal(self) -> list[XSpectrumMove]:
        return list(self.session.legal_moves())

    def material_text(self, state: Any, player: int) -> str:
        """Pieces and pips on the board, then in reserve, on two short lines.

        Counts, not names: the panel is as wide as its longest line, so a list of the reserve's
        pieces widened it as captures came and shrank the board (the reserve's pieces are drawn
        beside the board).  No line is longer than ``board: 18 pieces, 36 pips``.
        """
        stacks = [s for s in state.board if s is not None and s.owner == player]
        on_board = sum(s.size for s in stacks)
        board_pips = sum(s.pips for s in stacks)
        held = state.reserves[player]
        reserve = SpectrumText.tr("empty")
        if held:
            reserve = f"{pieces(len(held))}, {pips(sum(p.pips for p in held))}"
        board = f"{pieces(on_board)}, {pips(board_pips)}"
        return SpectrumText.tr("board: {board}\nreserve: {reserve}").format(board=board, reserve=reserve)

    def tooltip_text(self, square: int) -> str:
        stack = self.state.board[square]
        if stack is None:
            return ""
        return f"{square_name(square)}: {stack_text(stack)}\n{describe(stack)}"

    # -- the move being built ----------------------------------------------------------------
    def candidates(self) -> list[XSpectrumMove]:
        """The legal moves the current selection can still become."""
        if self.pending:
            return list(self.pending)
        if self.selected_reserve is not None:
            return [m for m in self.legal() if m.kind == ENTER and m.piece == self.selected_reserve]
        if self.selected is None:
            return []
        kind, mark, piece = self.mode
        return [
            m
            for m in self.legal()
            if m.origin == self.selected
            and m.kind == kind
            and (kind != LEAVE or (m.mark, m.piece) == (mark, piece))
        ]

    def _build_choices(self) -> tuple[str, list[Choice]]:
        if self.pending:
            target = square_name(self.pending[0].target)
            return SpectrumText.tr("How they stand on {square}:").format(square=target), [
                Choice(arrangement_words(m.result), ("move", m), m.result)
                for m in self.pending
                if m.result is not None
            ]
        if self.selected is None:
            return "", []
        stack = self.state.board[self.selected]
        if stack is None or stack.size == 1:
            return "", []
        legal = [m for m in self.legal() if m.origin == self.selected]
        together = SpectrumText.tr(
            "move the whole square\n%n piece together|move the whole square\n%n pieces together",
            None,
            stack.size,
        )
        out = [Choice(together, ("mode", WHOLE), stack, self.mode == WHOLE)]
        seen: list[tuple[str, Piece]] = []
        for m in legal:
            if m.kind == LEAVE and m.piece is not None and (m.mark, m.piece) not in seen:
                seen.append((m.mark, m.piece))
                mode = (LEAVE, m.mark, m.piece)
                role = role_word(m.mark, SpectrumText.tr("the base"))
                label = SpectrumText.tr("move out only the\n{piece} ({role})").format(
                    piece=m.piece.name(), role=role
                )
                out.append(Choice(label, ("mode", mode), Stack(stack.owner, m.piece), self.mode == mode))
        for m in legal:
            if m.kind == REARRANGE and m.result is not None:
                out.append(Choice(rearrangement_words(stack, m.result), ("move", m), m.result))
        return SpectrumText.tr("Move from {square}:").format(square=square_name(self.selected)), out

    def overlay(self) -> XSpectrumOverlay:
        session = self.session
        last = last_move(session)
        title, self.choices = self._build_choices()
        overlay = XSpectrumOverlay(flip=self.flip, last_move=last, title=title, choices=self.choices)
        overlay.selected = self.selected
        if self.selected_reserve is not None:
            overlay.selected_reserve = (self.state.player, self.selected_reserve)
        if self.pending:
            overlay.pending_target = self.pending[0].target
        else:
            moves = [m for m in self.candidates() if m.kind != REARRANGE]
            overlay.targets = sorted({m.target for m in moves})
            overlay.captures = sorted({m.target for m in moves if m.captures})
        return overlay

    def draw(self) -> None:
        draw_xspectrum(self.scene(), self.state, self.overlay(), over=self.session.is_over)

    def scene_point(self, square: int) -> QPointF:
        return square_centre(square, self.flip)

    # -- a move played out: slides and jumps along their path, re-entries from the reserve ---------
    def draw_phase(self, before: XSpectrumState, move: XSpectrumMove, steps: Steps, starts: Points) -> Movers:
        overlay = XSpectrumOverlay(flip=self.flip, last_move=move)
        arriving: list[tuple[Stack, bool]] = []  # what each step carries, and whether it jumps
        shown: dict[int, Stack | None] = {}
        for step in steps:
            if step.origin is None:  # a re-entry: the piece leaves its reserve slot
                assert move.piece is not None
                player = before.player
                overlay.hidden_reserve = (player, before.reserves[player].index(move.piece))
                arriving.append((Stack(player, move.piece), False))
                continue
            there = before.board[step.origin]
            stays = step.state.board[step.origin]  # what the step leaves behind (a piece leaving)
            assert there is not None
            shown[step.origin] = stays
            moving = there if stays is None or move.piece is None else Stack(there.owner, move.piece)
            arriving.append((moving, step.kind == "jump"))
        overlay.shown = shown
        scene = self.scene()
        draw_xspectrum(scene, before, overlay)
        movers: list[Mover | None] = []
        for step, start, (stack, jumps) in zip(steps, starts, arriving, strict=True):
            items = draw_stack_in(scene, stack, start, H)
            scale = 1.0
            if step.origin is None:  # as small as in the reserve at first
                assert move.piece is not None
                index = before.reserves[before.player].index(move.piece)
                scale = reserve_entry(before.player, index, self.flip, move.piece)[1]
            movers.append(Mover(group_items(scene, items), start_scale=scale, lift=H * 0.9 if jumps else 0.0))
        return movers

    def entry_point(
        self, before: XSpectrumState, move: XSpectrumMove, step: MoveStep[XSpectrumState]
    ) -> QPointF:
        assert move.piece is not None
        player = before.player
        return reserve_entry(player, before.reserves[player].index(move.piece), self.flip, move.piece)[0]

    def choice_point(self, index: int) -> QPoint:
        """Where a click picks the ``index``-th entry of the panel (viewport coordinates)."""
        return self.mapFromScene(choice_rect(index).center())

    def reserve_point(self, player: int, index: int) -> QPoint:
        return self.mapFromScene(reserve_slot(player, index, self.flip).center())

    def reset_selection(self) -> None:
        self.selected = None
        self.mode = WHOLE
        self.selected_reserve = None
        self.pending = []
        self.choices = []

    def step_back(self) -> None:
        self.finish_animation()  # Escape also ends a move playing out
        if self.pending:
            self.pending = []
        elif self.mode != WHOLE:
            self.mode = WHOLE
        else:
            self.reset_selection()
        self.refresh()
        self.announce_hint()

    def current_hint(self) -> str:
        if self.session.is_over:
            return SpectrumText.tr("The game is over: New game (Ctrl+N), or browse the moves")
        name = player_word(PLAYER_NAMES[self.state.player])
        if self.pending:
            stand = SpectrumText.tr("{player}: choose how the pieces stand on {square} (Esc: back)")
            return stand.format(player=name, square=square_name(self.pending[0].target))
        if self.selected_reserve is not None:
            back = SpectrumText.tr("{player}: click the start square to bring the {piece} back (Esc: cancel)")
            return back.format(player=name, piece=self.selected_reserve.name())
        if self.selected is None:
            return SpectrumText.tr("{player}: click one of your squares, or a piece in your reserve").format(
                player=name
            )
        kind, mark, piece = self.mode
        if kind == MOVE:
            what = SpectrumText.tr("the whole square")
        else:
            role = role_word(mark, SpectrumText.tr("base"))
            what = SpectrumText.tr("the {role} {piece}").format(
                role=role, piece=piece.name() if piece else ""
            )
        where = SpectrumText.tr("{player}: click where {what} on {square} goes (Esc: back)")
        return where.format(player=name, what=what, square=square_name(self.selected))

    # -- clicks -------------------------------------------------------------------------------------
    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            square = square_at(self.mapToScene(event.pos()), self.flip)
            text = self.tooltip_text(square) if square is not None else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    def click_at(self, point: QPointF) -> None:
        for i in range(len(self.choices)):
            if choice_rect(i).contains(point):
                self.click_choice(i)
                return
        for player in (0, 1):
            for i in range(len(self.state.reserves[player])):
                if reserve_slot(player, i, self.flip).contains(point):
                    self.click_reserve(player, i)
                    return
        self.click_square(square_at(point, self.flip))

    def _choose(self, move: XSpectrumMove) -> None:
        self.reset_selection()
        self.refresh()
        self.move_chosen.emit(move)

    def click_choice(self, index: int) -> None:
        if self.refuses_clicks():
            return
        action, value = self.choices[index].action
        if action == "move":
            assert isinstance(value, XSpectrumMove)
            self._choose(value)
            return
        self.mode = value  # type: ignore[assignment]
        self.refresh()
        self.announce_hint()

    def click_reserve(self, player: int, index: int) -> None:
        if self.refuses_clicks():
            return
        state = self.state
        name = player_word(PLAYER_NAMES[state.player])
        if player != state.player:
            theirs = SpectrumText.tr("{player}: that is {other}'s reserve")
            self.explain(theirs.format(player=name, other=player_word(PLAYER_NAMES[player])))
            return
        piece = state.reserves[player][index]
        self.reset_selection()
        self.selected_reserve = piece
        if not self.candidates():
            self.selected_reserve = None
            taken = SpectrumText.tr(
                "{player}: the {piece} re-enters only on its own start square, which is taken"
            )
            self.explain(taken.format(player=name, piece=piece.name()))
        self.refresh()
        if self.selected_reserve is not None:
            self.announce_hint()

    def click_square(self, square: int | None) -> None:
        """Handle a click on ``square`` (None: off the board)."""
        if self.refuses_clicks():
            return
        if square is None:
            self.reset_selection()
            self.refresh()
            self.announce_hint()
            return
        state = self.state
        name = player_word(PLAYER_NAMES[state.player])
        if self.pending:
            self.explain(
                SpectrumText.tr("{player}: choose an arrangement beside the board (Esc: back)").format(
                    player=name
                )
            )
            return
        chosen = [m for m in self.candidates() if m.target == square and m.kind != REARRANGE]
        if chosen:
            if len(chosen) == 1:
                self._choose(chosen[0])
            else:
                self.pending = chosen
                self.refresh()
                self.announce_hint()
            return
        stack = state.board[square]
        if stack is not None and stack.owner == state.player:
            if square == self.selected:
                self.reset_selection()
            else:
                self.reset_selection()
                self.selected = square
                if not any(m.origin == square for m in self.legal()):
                    what = stack.base.name() if stack.size == 1 else SpectrumText.tr("combination")
                    stuck = SpectrumText.tr("{player}: the {piece} on {square} has no move")
                    self.explain(stuck.format(player=name, piece=what, square=square_name(square)))
                    self.selected = None
                    self.refresh()
                    return
            self.refresh()
            self.announce_hint()
            return
        if self.selected is None and self.selected_reserve is None:
            if stack is None:
                whose = SpectrumText.tr("{player}: {square} is empty — click one of your own squares")
            else:
                whose = SpectrumText.tr("{player}: {square} is {other}'s — click one of your own squares")
            other = player_word(PLAYER_NAMES[stack.owner]) if stack is not None else ""
            self.explain(whose.format(player=name, square=square_name(square), other=other))
            return
        cannot = SpectrumText.tr(
            "{player}: that cannot go to {square} — choose a highlighted square (Esc: back)"
        )
        self.explain(cannot.format(player=name, square=square_name(square)))


_CONTRACT: type[GameView] = XSpectrumView
