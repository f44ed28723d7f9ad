"""The interactive Zeno board: click a piece, its target, then toggle pushes and pulls.

Everything legal comes from the rules' factored form (``base_moves``,
``landing``, ``push_squares``, ``pull_squares``, ``resolve`` for the
preview); the view never lists the 2^(k+m) moves of a base move.  The turn
is built in stages: *piece* → *target* → *choices*: the enemy pieces on the
landing rank that may be pushed and your pieces on the rank you left that may
be pulled are marked together, a click chooses one (or drops it again), and
Enter or the Done button plays the turn — one Enter, whatever can be chosen
(the rules make the two phases' choices independent).  Escape steps back one
stage.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent

from desktop.core.language import Translatable
from desktop.core.protocol import MoveStep
from desktop.games.words import player_word
from desktop.games.zeno.rules import (
    FORWARD,
    GRID,
    PLAYER_NAMES,
    ZenoMove,
    ZenoRules,
    ZenoState,
    remaining_tempo,
    square_name,
)
from desktop.qt.boards.board_view import BoardView, Mover, Movers, Points, Steps
from desktop.qt.boards.contract import GameView
from desktop.qt.boards.drawing import group_items
from desktop.qt.boards.paint import fills
from desktop.qt.boards.zeno.scene import (
    DONE_RECT,
    PLAYERS,
    ZenoOverlay,
    cell_at,
    cell_centre,
    draw_piece,
    draw_zeno,
)

PICK, TARGET, CHOOSE = "piece", "target", "push and pull"


class ZenoText(Translatable):
    """What Zeno's board tells the player (steps, pushes, pulls; squares stay in notation)."""


class ZenoView(BoardView[ZenoState, ZenoRules]):
    """Zeno's board with the staged turn (piece → target → pushes → pulls)."""

    player_colours = fills(PLAYERS)
    grid = GRID
    together = frozenset({"push", "pull"})  # the pushes go at once, then the pulls

    selected: int | None
    base: ZenoMove | None
    pushes: set[int]
    pulls: set[int]
    stage: str

    # -- reading the session --------------------------------------------------------
    def material_text(self, state: Any, player: int) -> str:
        n = state.count(player)
        return ZenoText.tr("%n piece · tempo {tempo}|%n pieces · tempo {tempo}", None, n).format(
            tempo=remaining_tempo(state, player)
        )

    # -- what the rules allow now ---------------------------------------------------------
    def targets(self, origin: int) -> list[tuple[int, int, bool]]:
        """(rank, file, self-capture) of the three steps of the piece on ``origin``."""
        out = []
        for base in self.rules.base_moves(self.state):
            if base.origin == origin:
                rank = (origin >> 3) + FORWARD[self.state.player]
                out.append((rank, (origin & 7) + base.step, self.rules.landing(self.state, base) is None))
        return out

    def push_candidates(self) -> tuple[int, ...]:
        return self.rules.push_squares(self.state, self.base) if self.base is not None else ()

    def pull_candidates(self) -> tuple[int, ...]:
        return self.rules.pull_squares(self.state, self.base) if self.base is not None else ()

    def move_so_far(self) -> ZenoMove | None:
        if self.base is None:
            return None
        return self.base.with_choices(sorted(self.pushes), sorted(self.pulls))

    # -- drawing ---------------------------------------------------------------------------
    def overlay(self) -> ZenoOverlay:
        session = self.session
        overlay = ZenoOverlay(flip=self.flip)
        if session.cursor > 0:
            before = session.states[session.cursor - 1]
            last = session.moves[session.cursor - 1]
            overlay.last = self.rules.resolve(before, last)
            overlay.last_origin = last.origin
            overlay.last_mover = before.player
            overlay.last_step = last.step
        state = self.state
        if self.stage == TARGET and self.selected is not None:
            overlay.selected = self.selected
            overlay.targets = self.targets(self.selected)
        move = self.move_so_far()
        if move is not None:
            overlay.origin = move.origin
            overlay.step = move.step
            overlay.preview = self.rules.resolve(state, move)
            if overlay.preview.landing is None:
                rank = (move.origin >> 3) + FORWARD[state.player]
                overlay.self_capture = (rank, (move.origin & 7) + move.step)
            overlay.push_squares = self.push_candidates()
            overlay.pull_squares = self.pull_candidates()
            lines = [ZenoText.tr("{n} pushed").format(n=len(self.pushes))] if overlay.push_squares else []
            lines += [ZenoText.tr("{n} pulled").format(n=len(self.pulls))] if overlay.pull_squares else []
            overlay.stage = "\n".join(lines)
            overlay.done_label = ZenoText.tr("Done (Enter)")
            overlay.done_enabled = True
        return overlay

    def draw(self) -> None:
        draw_zeno(self.scene(), self.state, self.overlay(), over=self.session.is_over)

    def scene_point(self, square: int) -> QPointF:
        return cell_centre(square >> 3, square & 7, self.flip)

    # -- a move played out: the step, then the pushes, then the pulls ----------------------------
    def draw_phase(self, before: ZenoState, move: ZenoMove, steps: Steps, starts: Points) -> Movers:
        hidden = {step.origin for step in steps if step.origin is not None}
        overlay = ZenoOverlay(flip=self.flip, hidden=hidden, marked=(move.origin,))
        scene = self.scene()
        draw_zeno(scene, before, overlay)
        movers: list[Mover | None] = []
        for step, start in zip(steps, starts, strict=True):
            owner = before.owner(step.origin) if step.origin is not None else None
            if owner is None:
                movers.append(None)
                continue
            items = draw_piece(scene, owner, start)
            movers.append(Mover(group_items(scene, items), fades=step.origin in step.taken))
        return movers

    def exit_point(self, before: ZenoState, move: ZenoMove, step: MoveStep[ZenoState]) -> QPointF:
        """Off the board (or onto the piece that blocks it): one step on, the way the step went."""
        assert step.origin is not None
        forward = FORWARD[before.player] if step.kind == "step" else -FORWARD[before.player]
        file_step = move.step if step.kind == "step" else -move.step
        return cell_centre((step.origin >> 3) + forward, (step.origin & 7) + file_step, self.flip)

    def cell_point(self, rank: int, file: int) -> QPointF:
        """Centre of a cell in viewport coordinates; the cell may be one step off the board."""
        return self.mapFromScene(cell_centre(rank, file, self.flip)).toPointF()

    def done_point(self) -> QPointF:
        return self.mapFromScene(DONE_RECT.center()).toPointF()

    # -- the move being built --------------------------------------------------------------
    def reset_selection(self) -> None:
        self.selected = None
        self.base = None
        self.pushes = set()
        self.pulls = set()
        self.stage = PICK

    def _redraw(self) -> None:
        self.refresh()
        self.announce_hint()

    def step_back(self) -> None:
        self.finish_animation()  # Escape also ends a move playing out
        if self.stage == CHOOSE:
            self.base, self.pushes, self.pulls = None, set(), set()
            self.stage = TARGET
        elif self.stage == TARGET:
            self.selected = None
            self.stage = PICK
        self._redraw()

    def current_hint(self) -> str:
        if self.session.is_over:
            return ZenoText.tr("The game is over: New game (Ctrl+N), or browse the moves")
        name = player_word(PLAYER_NAMES[self.state.player])
        if self.stage == PICK:
            return ZenoText.tr("{player}: choose a piece to move").format(player=name)
        if self.stage == TARGET:
            return ZenoText.tr(
                "{player}: choose where it steps (a red cross removes it: a self-capture) "
                "— Esc: another piece"
            ).format(player=name)
        what = []
        if self.push_candidates():
            what.append(ZenoText.tr("enemy pieces on the landing rank to push them"))
        if self.pull_candidates():
            what.append(ZenoText.tr("your pieces on the rank you left to pull them"))
        click = ZenoText.tr("{player}: click {what} — Enter or Done plays the turn (Esc: back)")
        return click.format(player=name, what=ZenoText.tr(", or ").join(what))

    # -- input -------------------------------------------------------------------------------
    def click_at(self, point: QPointF) -> None:
        if self.base is not None and DONE_RECT.contains(point):
            self.click_done()
            return
        self.click_cell(cell_at(point, self.flip))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.finish_animation()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click_done()
            return
        super().keyPressEvent(event)

    def click_square(self, square: int | None) -> None:
        """Handle a click on ``square`` (None: off the board)."""
        self.click_cell(None if square is None else (square >> 3, square & 7))

    def click_cell(self, cell: tuple[int, int] | None) -> None:
        """Handle a click on a cell (rank, file), which may be one step off the board."""
        if self.refuses_clicks():
            return
        if cell is None:
            if self.stage == TARGET:
                self.step_back()
            return
        rank, file = cell
        on_board = 0 <= rank < 8 and 0 <= file < 8
        square = rank * 8 + file if on_board else None
        state = self.state
        if self.stage == TARGET and self.selected is not None and self._is_target(rank, file):
            # a target first, own piece or not: a self-capture onto one's own piece is played by
            # clicking it (its red cross), not read as choosing that piece instead
            self._click_target(rank, file)
            return
        if self.stage in (PICK, TARGET) and square is not None and state.owner(square) == state.player:
            if self.stage == TARGET and square == self.selected:
                self.step_back()
                return
            self.selected, self.stage = square, TARGET
            self._redraw()
            return
        if self.stage == PICK:
            own = ZenoText.tr("{player}: choose one of your own pieces first")
            self.explain(own.format(player=player_word(PLAYER_NAMES[state.player])))
        elif self.stage == TARGET:
            self._click_target(rank, file)
        else:
            self._click_phase(square)

    def _is_target(self, rank: int, file: int) -> bool:
        """Whether (rank, file) is one of the selected piece's three marked steps."""
        assert self.selected is not None
        return any((r, f) == (rank, file) for r, f, _ in self.targets(self.selected))

    def _click_target(self, rank: int, file: int) -> None:
        assert self.selected is not None
        origin = self.selected
        step = file - (origin & 7)
        if rank != (origin >> 3) + FORWARD[self.state.player] or step not in (-1, 0, 1):
            self.explain(
                ZenoText.tr(
                    "A piece steps one space forward: straight or diagonally — choose a marked target"
                )
            )
            return
        self.base = ZenoMove(origin, step)
        self.pushes, self.pulls = set(), set()
        if not self.push_candidates() and not self.pull_candidates():
            self._finish()
            return
        self.stage = CHOOSE
        self._redraw()

    def _click_phase(self, square: int | None) -> None:
        if square is None:
            self.explain(
                ZenoText.tr("Click a marked piece to push or pull it, or Enter / Done to play the turn")
            )
            return
        if square in self.push_candidates():
            self.pushes ^= {square}
        elif square in self.pull_candidates():
            self.pulls ^= {square}
        else:
            cannot = ZenoText.tr(
                "{square} cannot be pushed or pulled: only enemy pieces on the landing rank "
                "(push) and your other pieces on the rank you left (pull)"
            )
            self.explain(cannot.format(square=square_name(square)))
            return
        self._redraw()

    def click_done(self) -> None:
        """Play the turn as built (Enter or the Done button): one press, whatever may still be chosen."""
        if self.refuses_clicks() or self.base is None:
            return
        self._finish()

    def _finish(self) -> None:
        move = self.move_so_far()
        assert move is not None
        if not self.rules.is_legal(self.state, move):
            illegal = ZenoText.tr("{move} is not legal here")
            self.explain(illegal.format(move=self.rules.move_to_text(self.state, move)))
            return
        self.reset_selection()
        self.refresh()
        self.move_chosen.emit(move)


_CONTRACT: type[GameView] = ZenoView
