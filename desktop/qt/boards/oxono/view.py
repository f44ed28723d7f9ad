"""The interactive Oxono board: click a totem, its target, then the pawn square.

Legal totem targets and pawn squares come from the rules helpers
(``totem_targets``, ``pawn_squares``); the finished move is looked up among
``session.legal_moves()``, so the view never decides what is legal.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF

from desktop.core.language import Translatable
from desktop.core.protocol import MoveStep
from desktop.games.oxono.rules import (
    GRID,
    PLAYER_NAMES,
    SYMBOLS,
    OxonoMove,
    OxonoRules,
    OxonoState,
    pawn_player,
    pawn_symbol,
    square_name,
)
from desktop.games.words import player_word
from desktop.qt.boards.board_view import BoardView, Mover, Movers, Points, Steps
from desktop.qt.boards.contract import GameView, last_move
from desktop.qt.boards.drawing import MoveStyle, group_items
from desktop.qt.boards.oxono.scene import (
    CELL,
    PLAYERS,
    OxonoOverlay,
    draw_oxono,
    draw_pawn,
    draw_pawn_marker,
    draw_totem,
    hand_tile,
    square_at,
    square_rect,
)
from desktop.qt.boards.paint import fills


class OxonoText(Translatable):
    """What Oxono's board tells the player (totems, pawns; squares stay in notation)."""


class OxonoView(BoardView[OxonoState, OxonoRules]):
    """Oxono's board with the three-click move (totem → target → pawn)."""

    player_colours = fills(PLAYERS)
    grid = GRID

    selected_totem: int | None
    target: int | None

    # -- reading the session ------------------------------------------------------
    def material_text(self, state: Any, player: int) -> str:
        return OxonoText.tr("in hand: X {x} · O {o}").format(x=state.hand(player, 0), o=state.hand(player, 1))

    # -- drawing --------------------------------------------------------------------
    def overlay(self) -> OxonoOverlay:
        session = self.session
        last = last_move(session)
        overlay = OxonoOverlay(flip=self.flip, last_move=last)
        state = self.state
        if self.selected_totem is not None:
            overlay.selected_totem = self.selected_totem
            if self.target is None:
                overlay.targets = self.rules.totem_targets(state, self.selected_totem)
            else:
                overlay.provisional_target = self.target
                overlay.pawn_squares = self.rules.pawn_squares(state, self.selected_totem, self.target)
        return overlay

    def draw(self) -> None:
        draw_oxono(self.scene(), self.state, self.overlay(), over=self.session.is_over)

    def scene_point(self, square: int) -> QPointF:
        return square_rect(square, self.flip).center()

    # -- a move played out: the totem slides, then the pawn comes from the hand -----------------
    def draw_phase(self, before: OxonoState, move: OxonoMove, steps: Steps, starts: Points) -> Movers:
        overlay = OxonoOverlay(flip=self.flip, last_move=move)
        if any(step.kind == "totem" for step in steps):
            overlay.hidden_totem = move.totem
        scene = self.scene()
        draw_oxono(scene, before, overlay)
        movers: list[Mover | None] = []
        for step, start in zip(steps, starts, strict=True):
            rect = QRectF(start.x() - CELL / 2, start.y() - CELL / 2, CELL, CELL)
            if step.kind == "totem":
                movers.append(Mover(group_items(scene, draw_totem(scene, move.totem, rect))))
            elif step.target is not None and step.origin is None:  # a pawn from the hand
                code = step.state.board[step.target]
                items = draw_pawn(scene, pawn_player(code), pawn_symbol(code), rect)
                scale = hand_tile(0, 0, self.flip).width() / CELL
                movers.append(Mover(group_items(scene, items), start_scale=scale, lift=CELL * 0.3))
            else:
                movers.append(None)
        return movers

    def draw_put_down(self, step: MoveStep[Any], point: QPointF, style: MoveStyle) -> None:
        """A hinted pawn: a small pawn with its symbol where it goes (on the totem's square too)."""
        assert step.target is not None
        code = step.state.board[step.target]
        rect = QRectF(point.x() - CELL / 2, point.y() - CELL / 2, CELL, CELL)
        draw_pawn_marker(self.scene(), pawn_player(code), pawn_symbol(code), rect, style)

    def entry_point(self, before: OxonoState, move: OxonoMove, step: MoveStep[OxonoState]) -> QPointF:
        assert step.target is not None
        code = step.state.board[step.target]
        return hand_tile(pawn_player(code), pawn_symbol(code), self.flip).center()

    # -- the move being built ----------------------------------------------------------
    def reset_selection(self) -> None:
        self.selected_totem = None
        self.target = None

    def step_back(self) -> None:
        self.finish_animation()  # Escape also ends a move playing out
        if self.target is not None:
            self.target = None
        elif self.selected_totem is not None:
            self.selected_totem = None
        self.refresh()
        self.announce_hint()

    def cancel(self) -> None:
        if self.selected_totem is not None:
            self.reset_selection()
            self.refresh()
        self.announce_hint()

    def _usable_totems(self) -> list[int]:
        state = self.state
        return [t for t in (0, 1) if state.hand(state.player, t)]

    def current_hint(self) -> str:
        if self.session.is_over:
            return OxonoText.tr("The game is over: New game (Ctrl+N), or browse the moves")
        name = player_word(PLAYER_NAMES[self.state.player])
        if self.selected_totem is None:
            usable = self._usable_totems()
            if len(usable) == 2:
                return OxonoText.tr("{player}: choose a totem (X or O)").format(player=name)
            only = OxonoText.tr("{player}: choose the {symbol} totem (no {other} pawns left)")
            return only.format(player=name, symbol=SYMBOLS[usable[0]], other=SYMBOLS[1 - usable[0]])
        symbol = SYMBOLS[self.selected_totem]
        if self.target is None:
            where = OxonoText.tr("{player}: choose where the {symbol} totem goes (Esc: choose again)")
            return where.format(player=name, symbol=symbol)
        pawn = OxonoText.tr(
            "{player}: place your {symbol} pawn next to the totem (Esc: move the totem elsewhere)"
        )
        return pawn.format(player=name, symbol=symbol)

    # -- clicks --------------------------------------------------------------------------
    def click_at(self, point: QPointF) -> None:
        self.click_square(square_at(point, self.flip))

    def click_square(self, square: int | None) -> None:
        """Handle a click on ``square`` (None: off the board)."""
        if self.refuses_clicks():
            return
        if square is None:
            self.cancel()
            return
        if self.selected_totem is None:
            self._click_choosing_totem(square)
        elif self.target is None:
            self._click_choosing_target(square)
        else:
            self._click_choosing_pawn(square)

    def _click_choosing_totem(self, square: int) -> None:
        state = self.state
        name = player_word(PLAYER_NAMES[state.player])
        if square not in state.totems:
            none = OxonoText.tr("{player}: {square} holds no totem — first choose a totem (X or O)")
            self.explain(none.format(player=name, square=square_name(square)))
            return
        totem = state.totems.index(square)
        if not state.hand(state.player, totem):
            other = SYMBOLS[1 - totem]
            left = OxonoText.tr("{player} has no {symbol} pawns left: choose the {other} totem")
            self.explain(left.format(player=name, symbol=SYMBOLS[totem], other=other))
            return
        self.selected_totem = totem
        self.refresh()
        self.announce_hint()

    def _click_choosing_target(self, square: int) -> None:
        assert self.selected_totem is not None
        state = self.state
        totem = self.selected_totem
        if square in self.rules.totem_targets(state, totem):
            self.target = square
            self.refresh()
            self.announce_hint()
            return
        if square == state.totems[totem]:
            self.cancel()
            return
        if square == state.totems[1 - totem] and state.hand(state.player, 1 - totem):
            self.selected_totem = 1 - totem
            self.refresh()
            self.announce_hint()
            return
        rook = OxonoText.tr(
            "The {symbol} totem cannot go to {square}: it moves like a rook "
            "through empty squares — choose a highlighted square (Esc: choose again)"
        )
        self.explain(rook.format(symbol=SYMBOLS[totem], square=square_name(square)))

    def _click_choosing_pawn(self, square: int) -> None:
        assert self.selected_totem is not None and self.target is not None
        totem, target = self.selected_totem, self.target
        if square == target:
            self.step_back()
            return
        if square not in self.rules.pawn_squares(self.state, totem, target):
            beside = OxonoText.tr(
                "Your {symbol} pawn cannot go on {square}: it goes on an empty "
                "square next to the totem on {totem} — choose a highlighted square"
            )
            self.explain(
                beside.format(symbol=SYMBOLS[totem], square=square_name(square), totem=square_name(target))
            )
            return
        for move in self.session.legal_moves():
            if move.totem == totem and move.target == target and move.pawn == square:
                self.reset_selection()
                self.refresh()
                self.move_chosen.emit(move)
                return
        illegal = OxonoText.tr("{symbol} to {target}, pawn {square} is not legal here")
        self.explain(
            illegal.format(symbol=SYMBOLS[totem], target=square_name(target), square=square_name(square))
        )


_CONTRACT: type[GameView] = OxonoView
