"""Oxono, exactly as ``resources/rules/oxono.md``.

Squares are numbered 0..35: ``rank_index * 6 + file_index`` with a1 = 0 and
f6 = 35.  A move is a totem move plus the pawn placed beside it.

This module is the reference.  The search engine (:mod:`~desktop.games.oxono.engine`)
plays the same moves again, for speed, on bitboards and line codes: its ``moves``
mirrors :meth:`OxonoRules.legal_moves` (``totem_targets``, ``pawn_squares``), its
``play`` :meth:`OxonoRules.apply` with :meth:`OxonoRules.outcome`; tests/engines and
tests/games/oxono/test_engine.py check that they agree.

>>> rules = OxonoRules()
>>> start = rules.new_state()
>>> rules.state_to_text(start)
'6/6/2@3/3+2/6/6 p'
>>> len(rules.legal_moves(start))
68
>>> move = rules.move_from_text(start, "X d3-d6 d5")
>>> rules.state_to_text(rules.apply(start, move))
'3+2/3x2/2@3/6/6/6 b'
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from desktop.core.language import QT_TRANSLATE_NOOP
from desktop.core.protocol import (
    GameInfo,
    GameRules,
    IllegalMoveError,
    MoveParseError,
    MoveStep,
    OptionSpec,
    Outcome,
    PositionError,
)
from desktop.games.squares import SquareGrid
from desktop.games.words import GameText, RulesText, player_word

SIZE = 6
CELLS = SIZE * SIZE
GRID = SquareGrid(SIZE)
FILES = GRID.files
PINK, BLACK = 0, 1
#: the players' names: English in tables and records, translated where shown (:func:`player_word`)
PLAYER_NAMES = (QT_TRANSLATE_NOOP("Players", "Pink"), QT_TRANSLATE_NOOP("Players", "Black"))
X, O = 0, 1  # noqa: E741 - the totems are called X and O
SYMBOLS = "XO"
EMPTY = 0
PAWN_LETTERS = ("", "x", "o", "X", "O")  # by pawn code: none, pink X, pink O, black X, black O
PAWNS_PER_SYMBOL = 8
START_X, START_O = 2 * SIZE + 3, 3 * SIZE + 2  # d3, c4


def pawn_code(player: int, symbol: int) -> int:
    """1 pink X, 2 pink O, 3 black X, 4 black O (0 is an empty square)."""
    return 1 + 2 * player + symbol


def pawn_player(code: int) -> int:
    return (code - 1) // 2


def pawn_symbol(code: int) -> int:
    return (code - 1) % 2


square_name = GRID.name
parse_square = GRID.parse


#: The rook directions as (file step, rank step), in the order the moves are listed.
ROOK_STEPS = ((0, 1), (0, -1), (1, 0), (-1, 0))


def _windows() -> tuple[tuple[int, int, int, int], ...]:
    out: list[tuple[int, int, int, int]] = []
    for fixed in range(SIZE):
        for start in range(SIZE - 3):
            out.append(tuple(fixed * SIZE + start + i for i in range(4)))  # type: ignore[arg-type]
            out.append(tuple((start + i) * SIZE + fixed for i in range(4)))  # type: ignore[arg-type]
    return tuple(out)


#: The four rook rays from each square, nearest square first, and its orthogonal neighbours.
RAYS = tuple(tuple(GRID.ray(s, df, dr) for df, dr in ROOK_STEPS) for s in range(CELLS))
NEIGHBOURS = tuple(tuple(ray[0] for ray in rays if ray) for rays in RAYS)
WINDOWS = _windows()
WINDOWS_THROUGH = tuple(tuple(w for w in WINDOWS if s in w) for s in range(CELLS))


@dataclass(frozen=True, slots=True)
class OxonoMove:
    """Move ``totem`` from ``origin`` to ``target``, then place a pawn on ``pawn``."""

    totem: int
    origin: int
    target: int
    pawn: int

    @property
    def totem_text(self) -> str:
        """The totem part of the notation: ``X d3-d6``."""
        return f"{SYMBOLS[self.totem]} {square_name(self.origin)}-{square_name(self.target)}"

    def __str__(self) -> str:
        return f"{self.totem_text} {square_name(self.pawn)}"


@dataclass(frozen=True, slots=True)
class OxonoState:
    """A position: pawns by square, the two totems, pawns in hand, side to move.

    ``hands`` is (pink X, pink O, black X, black O).  ``win_line`` holds the
    squares of the winning line once a player has won.
    """

    board: tuple[int, ...]
    totems: tuple[int, int]
    hands: tuple[int, int, int, int]
    player: int
    win_line: tuple[int, ...] = ()

    def occupied(self, square: int) -> bool:
        return self.board[square] != EMPTY or square in self.totems

    def hand(self, player: int, symbol: int) -> int:
        return self.hands[2 * player + symbol]

    def totems_with(self, totem: int, square: int) -> tuple[int, int]:
        """The totems' squares once ``totem`` stands on ``square``."""
        return (square, self.totems[O]) if totem == X else (self.totems[X], square)


def winning_line(board: Sequence[int], square: int) -> tuple[int, ...]:
    """Squares of every winning run through ``square`` (sorted), or ``()``.

    A pawn can complete a row and a column at once: both are returned.
    """
    found: set[int] = set()
    for window in WINDOWS_THROUGH[square]:
        a, b, c, d = (board[s] for s in window)
        if not (a and b and c and d):
            continue
        colour = (a - 1) // 2
        symbol = (a - 1) % 2
        if all((v - 1) // 2 == colour for v in (b, c, d)):
            found.update(_extend(board, window, True, colour))
        if all((v - 1) % 2 == symbol for v in (b, c, d)):
            found.update(_extend(board, window, False, symbol))
    return tuple(sorted(found))


def _extend(board: Sequence[int], window: tuple[int, ...], by_colour: bool, value: int) -> tuple[int, ...]:
    """Grow a winning window to the whole run it belongs to (for display)."""
    step = window[1] - window[0]

    def fits(s: int) -> bool:
        v = board[s]
        return v != EMPTY and ((v - 1) // 2 if by_colour else (v - 1) % 2) == value

    line = list(window)
    same_row = step == 1
    s = window[0] - step
    while 0 <= s < CELLS and (not same_row or s // SIZE == window[0] // SIZE) and fits(s):
        line.insert(0, s)
        s -= step
    s = window[-1] + step
    while 0 <= s < CELLS and (not same_row or s // SIZE == window[0] // SIZE) and fits(s):
        line.append(s)
        s += step
    return tuple(line)


class OxonoRules(GameRules[OxonoState, OxonoMove]):
    """Oxono for two players, Pink (0) and Black (1); Pink moves first.

    The rules alone: the app plays :class:`desktop.games.oxono.game.OxonoGame`, which adds the
    AI's evaluation.
    """

    info = GameInfo(
        id="oxono",
        name="Oxono",
        min_players=2,
        max_players=2,
        options=(
            OptionSpec(
                "random_totems",
                QT_TRANSLATE_NOOP("GameOptions", "Random totem start"),
                False,
                (False, True),
                QT_TRANSLATE_NOOP("GameOptions", "Place the X and O totems at random on c4/d3."),
            ),
        ),
    )

    # -- setup ---------------------------------------------------------------
    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> OxonoState:
        opts = self.check_options(options)
        totems = (START_X, START_O)
        if opts["random_totems"] and random.Random(seed).random() < 0.5:
            totems = (START_O, START_X)
        return OxonoState(
            board=(EMPTY,) * CELLS,
            totems=totems,
            hands=(PAWNS_PER_SYMBOL,) * 4,
            player=PINK,
        )

    def player_name(self, state: OxonoState, player: int) -> str:
        return player_word(PLAYER_NAMES[player])

    # -- play ----------------------------------------------------------------
    def to_move(self, state: OxonoState) -> int:
        return state.player

    def totem_targets(self, state: OxonoState, totem: int) -> list[int]:
        """Where ``totem`` may go: rook moves, else jumps, else any empty square."""
        origin = state.totems[totem]
        board = state.board
        other = state.totems[1 - totem]
        targets: list[int] = []
        for ray in RAYS[origin]:
            for s in ray:
                if board[s] or s == other:
                    break
                targets.append(s)
        if targets:
            return targets
        for ray in RAYS[origin]:  # enclosed: jump over the adjacent run
            for s in ray:
                if not board[s] and s != other:
                    targets.append(s)
                    break
        if targets:
            return targets
        return [s for s in range(CELLS) if not board[s] and s != other and s != origin]

    def pawn_squares(self, state: OxonoState, totem: int, target: int) -> list[int]:
        """Where the pawn may go once ``totem`` stands on ``target``."""
        board = state.board
        other = state.totems[1 - totem]
        squares = [s for s in NEIGHBOURS[target] if not board[s] and s != other]
        if squares:
            return squares
        return [s for s in range(CELLS) if not board[s] and s != other and s != target]

    def legal_moves(self, state: OxonoState) -> list[OxonoMove]:
        if self.outcome(state) is not None:
            return []
        moves: list[OxonoMove] = []
        for totem in (X, O):
            if not state.hand(state.player, totem):
                continue
            origin = state.totems[totem]
            for target in self.totem_targets(state, totem):
                for pawn in self.pawn_squares(state, totem, target):
                    moves.append(OxonoMove(totem, origin, target, pawn))
        return moves

    def apply(self, state: OxonoState, move: OxonoMove) -> OxonoState:
        board = list(state.board)
        board[move.pawn] = pawn_code(state.player, move.totem)
        totems = state.totems_with(move.totem, move.target)
        hands = list(state.hands)
        hands[2 * state.player + move.totem] -= 1
        return OxonoState(
            board=tuple(board),
            totems=totems,
            hands=(hands[0], hands[1], hands[2], hands[3]),
            player=1 - state.player,
            win_line=winning_line(board, move.pawn),
        )

    def undo(self, state: OxonoState, move: OxonoMove) -> OxonoState:
        """The position before ``move``, given the position after it."""
        mover = 1 - state.player
        board = list(state.board)
        board[move.pawn] = EMPTY
        totems = state.totems_with(move.totem, move.origin)
        hands = list(state.hands)
        hands[2 * mover + move.totem] += 1
        return OxonoState(tuple(board), totems, (hands[0], hands[1], hands[2], hands[3]), mover)

    def move_steps(self, state: OxonoState, move: OxonoMove) -> list[MoveStep[OxonoState]]:
        """A ``"totem"`` step (the totem moved, no pawn placed yet, the mover still to move),
        then a ``"pawn"`` step onto ``target`` (the position after the move).
        """
        moved = OxonoState(state.board, state.totems_with(move.totem, move.target), state.hands, state.player)
        return [
            MoveStep("totem", moved, move.origin, move.target, text=move.totem_text),
            MoveStep("pawn", self.apply(state, move), None, move.pawn, text=square_name(move.pawn)),
        ]

    def outcome(self, state: OxonoState) -> Outcome | None:
        if state.win_line:
            winner = 1 - state.player
            line = GameText.tr("{player} made a line of four").format(player=self.player_name(state, winner))
            return Outcome.win(winner, 2, line)
        if not any(state.hands):
            return Outcome.draw(2, GameText.tr("all 32 pawns are placed"))
        return None

    # -- text ----------------------------------------------------------------
    def move_to_text(self, state: OxonoState, move: OxonoMove) -> str:
        return str(move)

    def move_from_text(self, state: OxonoState, text: str) -> OxonoMove:
        parts = text.split()
        if len(parts) != 3 or parts[0].upper() not in tuple(SYMBOLS) or "-" not in parts[1]:  # not "XO"
            raise MoveParseError(
                RulesText.tr("{text!r} is not an Oxono move (like 'X d3-d6 d5')").format(text=text)
            )
        origin_text, _, target_text = parts[1].partition("-")
        move = OxonoMove(
            SYMBOLS.index(parts[0].upper()),
            parse_square(origin_text),
            parse_square(target_text),
            parse_square(parts[2]),
        )
        if move not in self.legal_moves(state):
            raise IllegalMoveError(
                RulesText.tr("{text} is not legal in {position}").format(
                    text=text, position=self.state_to_text(state)
                )
            )
        return move

    def state_to_text(self, state: OxonoState) -> str:
        cells = [PAWN_LETTERS[v] for v in state.board]
        cells[state.totems[X]], cells[state.totems[O]] = "+", "@"
        return f"{GRID.board_text(cells)} {'pb'[state.player]}"

    def state_from_text(self, text: str, options: Mapping[str, Any] | None = None) -> OxonoState:
        cells, player = GRID.read_position(text, "xoXO+@", "pb")
        board = [PAWN_LETTERS.index(c) if c in PAWN_LETTERS else EMPTY for c in cells]
        totem_squares = {ch: [s for s, c in enumerate(cells) if c == ch] for ch in "+@"}
        for ch, name in (("+", "X"), ("@", "O")):
            if len(totem_squares[ch]) != 1:
                raise PositionError(
                    RulesText.tr("{text!r}: needs exactly one {name} totem '{ch}'").format(
                        text=text, name=name, ch=ch
                    )
                )
        hands = [PAWNS_PER_SYMBOL - board.count(c) for c in (1, 2, 3, 4)]
        if min(hands) < 0:
            raise PositionError(
                RulesText.tr("{text!r}: a player has more than 8 pawns of one symbol").format(text=text)
            )
        pink_down = 16 - hands[0] - hands[1]
        black_down = 16 - hands[2] - hands[3]
        if pink_down - black_down != player:
            raise PositionError(
                RulesText.tr(
                    "{text!r}: {pink_down} pink and {black_down} black pawns cannot have {player} to move "
                    "(Pink moves first)"
                ).format(
                    text=text, pink_down=pink_down, black_down=black_down, player=PLAYER_NAMES[player]
                )
            )
        # Before the winning pawn no line existed, so every line on the board
        # runs through it: their union is the winning pawn's lines.
        win_line = tuple(sorted({s for sq in range(CELLS) if board[sq] for s in winning_line(board, sq)}))
        return OxonoState(
            tuple(board),
            (totem_squares["+"][0], totem_squares["@"][0]),
            (hands[0], hands[1], hands[2], hands[3]),
            player,
            win_line,
        )

    # -- search support ------------------------------------------------------
    def state_key(self, state: OxonoState) -> tuple[tuple[int, ...], tuple[int, int], int]:
        return (state.board, state.totems, state.player)
