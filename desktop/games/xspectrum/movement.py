"""X Spectrum positions and moves, and the move generator (§3–§5 of the rules page).

Squares are ``rank * 8 + file`` with a1 = 0 and h8 = 63.  A move value
carries what it needs to be undone: the origin's contents before the move
(``moving``) and the target's (``taken``: a friendly stack joined or an enemy
stack captured).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import lru_cache

from desktop.core.protocol import Outcome
from desktop.games.squares import SquareGrid
from desktop.games.xspectrum.pieces import (
    ALL_DIRS,
    CLEAR,
    CYAN,
    DIRECTIONS,
    ORANGE,
    SIDE,
    SOUTH,
    Piece,
    Stack,
    join_results,
    motion,
    piece_order,
    rearrangements,
    roles,
    stack_text,
    without,
)

MOVE, LEAVE, REARRANGE, ENTER = "move", "leave", "rearrange", "enter"

Board = tuple[Stack | None, ...]
Reserve = tuple[Piece, ...]


GRID = SquareGrid(SIDE)
square_name = GRID.name
square_of = GRID.parse  # ``c3`` → 18; MoveParseError for anything else


#: The rays from each square along :data:`DIRECTIONS`, nearest square first.
RAYS = tuple(tuple(GRID.ray(s, df, dr) for df, dr in DIRECTIONS) for s in range(SIDE * SIDE))


def line_between(origin: int, target: int) -> tuple[int, ...]:
    """The squares from ``origin`` to ``target`` along their board line, both included."""
    for ray in RAYS[origin]:
        if target in ray:
            return (origin, *ray[: ray.index(target) + 1])
    raise ValueError(f"{square_name(origin)} and {square_name(target)} are not on one line")


#: South's start squares by piece (§2); North's are mirrored through the centre.
SOUTH_START: dict[Piece, int] = {
    Piece(ORANGE, 3): square_of("a1"),
    Piece(ORANGE, 2): square_of("a2"),
    Piece(ORANGE, 1): square_of("b1"),
    Piece(CLEAR, 3): square_of("a3"),
    Piece(CLEAR, 2): square_of("b2"),
    Piece(CLEAR, 1): square_of("c1"),
    Piece(CYAN, 1): square_of("b4"),
    Piece(CYAN, 2): square_of("d2"),
    Piece(CYAN, 3): square_of("c3"),
}


def start_square(player: int, piece: Piece) -> int:
    """Where ``player``'s piece of this colour and size starts (and re-enters)."""
    square = SOUTH_START[piece]
    return square if player == SOUTH else 63 - square


@dataclass(frozen=True, slots=True)
class XSpectrumConfig:
    """The draw options a position is played under."""

    draw_repetition: bool = True
    draw_quiet_moves: int = 100


@dataclass(frozen=True, slots=True)
class XSpectrumMove:
    """One move.

    - ``kind``: ``move`` (the whole square), ``leave`` (one piece leaves its
      combination), ``rearrange`` (nested ↔ stacked in place) or ``enter``
      (a reserve piece re-enters on its start square).
    - ``mark``/``piece``: the leaving piece and its role (``""`` base, ``<``
      nested, ``^`` stacked); the entering piece.
    - ``result``: the new contents of the target when the mover joins a
      friendly square, or of the origin when rearranging.
    - ``moving``/``taken``: the origin's and the target's contents before the
      move (so the move can be undone; both follow from the position).
    """

    kind: str
    origin: int
    target: int
    mark: str = ""
    piece: Piece | None = None
    result: Stack | None = None
    moving: Stack | None = None
    taken: Stack | None = None

    @property
    def arriving(self) -> Stack | None:
        """What lands on ``target``: the whole square, or the leaving piece (``None`` otherwise)."""
        if self.kind == LEAVE and self.moving is not None and self.piece is not None:
            return Stack(self.moving.owner, self.piece)
        return self.moving if self.kind == MOVE else None

    @property
    def captures(self) -> bool:
        return self.taken is not None and self.moving is not None and self.taken.owner != self.moving.owner


@dataclass(frozen=True, slots=True)
class XSpectrumState:
    """A position: the 64 squares, the side to move, both reserves and the options.

    ``quiet`` (moves since the last capture), ``past`` (every earlier
    position's key with its ``quiet``) and ``ended`` are history: they are not
    part of the position text and do not take part in ``==``.
    """

    board: Board
    player: int
    reserves: tuple[Reserve, Reserve]
    config: XSpectrumConfig = XSpectrumConfig()
    quiet: int = field(default=0, compare=False)
    past: tuple[tuple[str, int], ...] = field(default=(), compare=False)
    ended: Outcome | None = field(default=None, compare=False)

    def key(self) -> str:
        """A compact text equal for equal positions (for repetitions and transposition tables)."""
        return position_key(self.board, self.player, self.reserves)

    def squares_of(self, player: int) -> list[int]:
        return [s for s, st in enumerate(self.board) if st is not None and st.owner == player]


@lru_cache(maxsize=8192)
def _stack_key(stack: Stack | None) -> str:
    return "." if stack is None else stack_text(stack)


def position_key(board: Board, player: int, reserves: tuple[Reserve, Reserve]) -> str:
    """The position as a short string (a string: copying and hashing it is cheap)."""
    squares = "".join([_stack_key(s) for s in board])
    south = "".join(p.text(0) for p in reserves[0])
    north = "".join(p.text(1) for p in reserves[1])
    return f"{squares}|{player}|{south}|{north}"


def targets(board: Board, origin: int, stack: Stack) -> Iterator[int]:
    """Every square ``stack`` on ``origin`` can end on by sliding or jumping (any contents)."""
    slides, jump = motion(stack)
    rays = RAYS[origin]
    for d, reach in slides:
        for k, sq in enumerate(rays[d]):
            if k >= reach:
                break
            yield sq
            if board[sq] is not None:
                break
    if jump:
        for d in ALL_DIRS:
            ray = rays[d]
            n = len(ray)
            k = 0
            while k < jump and k + 1 < n and board[ray[k]] is not None:
                yield ray[k + 1]
                if board[ray[k + 1]] is None:
                    break
                k += 1


def _landings(
    board: Board, kind: str, origin: int, mark: str, piece: Piece | None, whole: Stack, arriving: Stack
) -> Iterator[XSpectrumMove]:
    for t in targets(board, origin, arriving):
        there = board[t]
        if there is None or there.owner != whole.owner:
            yield XSpectrumMove(kind, origin, t, mark, piece, None, whole, there)
        else:
            for result in join_results(there, arriving):
                yield XSpectrumMove(kind, origin, t, mark, piece, result, whole, there)


def generate(board: Board, reserve: Reserve, player: int) -> Iterator[XSpectrumMove]:
    """Every legal move of ``player``, each once."""
    for origin, stack in enumerate(board):
        if stack is None or stack.owner != player:
            continue
        yield from _landings(board, MOVE, origin, "", None, stack, stack)
        if stack.size > 1:
            for mark, piece in roles(stack):
                yield from _landings(board, LEAVE, origin, mark, piece, stack, Stack(player, piece))
            for result in rearrangements(stack):
                yield XSpectrumMove(REARRANGE, origin, origin, "", None, result, stack, None)
    for piece in sorted(set(reserve), key=piece_order):
        square = start_square(player, piece)
        if board[square] is None:
            yield XSpectrumMove(ENTER, -1, square, "", piece)


def legal_moves(state: XSpectrumState) -> list[XSpectrumMove]:
    """The legal moves, captures first (biggest haul first).

    :func:`generate` makes each move once: identical leaving pieces and
    identical arrangements are merged where they arise.  The last few
    positions' moves are remembered (reading a move text needs them again).
    """
    return list(_ordered_moves(state.board, state.player, state.reserves[state.player]))


@lru_cache(maxsize=1024)
def _ordered_moves(board: Board, player: int, reserve: Reserve) -> tuple[XSpectrumMove, ...]:
    moves = list(generate(board, reserve, player))
    captures = [m for m in moves if m.captures]
    if not captures:
        return tuple(moves)
    captures.sort(key=lambda m: -m.taken.pips if m.taken is not None else 0)
    return (*captures, *(m for m in moves if not m.captures))


def has_move(state: XSpectrumState, player: int) -> bool:
    return next(generate(state.board, state.reserves[player], player), None) is not None


def add_pieces(reserve: Reserve, pieces: tuple[Piece, ...]) -> Reserve:
    return tuple(sorted((*reserve, *pieces), key=piece_order))


def remove_piece(reserve: Reserve, piece: Piece) -> Reserve:
    out = list(reserve)
    out.remove(piece)
    return tuple(out)


def apply_to_board(state: XSpectrumState, move: XSpectrumMove) -> tuple[Board, tuple[Reserve, Reserve], bool]:
    """The board and reserves after ``move``, and whether it captured."""
    board = list(state.board)
    p = state.player
    reserves = [state.reserves[0], state.reserves[1]]
    captured = False
    if move.kind == ENTER:
        assert move.piece is not None
        board[move.target] = Stack(p, move.piece)
        reserves[p] = remove_piece(reserves[p], move.piece)
    elif move.kind == REARRANGE:
        board[move.origin] = move.result
    else:
        whole = board[move.origin]
        assert whole is not None
        if move.kind == MOVE:
            arriving = whole
            board[move.origin] = None
        else:
            assert move.piece is not None
            arriving = Stack(p, move.piece)
            board[move.origin] = without(whole, move.mark, move.piece)
        there = board[move.target]
        if there is None:
            board[move.target] = arriving
        elif there.owner != p:
            captured = True
            reserves[p] = add_pieces(reserves[p], there.pieces)
            board[move.target] = arriving
        else:
            board[move.target] = move.result
    return tuple(board), (reserves[0], reserves[1]), captured


def undo_on_board(state: XSpectrumState, move: XSpectrumMove) -> tuple[Board, tuple[Reserve, Reserve]]:
    """The board and reserves before ``move`` (``state`` is after it; its mover is the other player)."""
    board = list(state.board)
    p = 1 - state.player
    reserves = [state.reserves[0], state.reserves[1]]
    if move.kind == ENTER:
        assert move.piece is not None
        board[move.target] = None
        reserves[p] = add_pieces(reserves[p], (move.piece,))
    elif move.kind == REARRANGE:
        board[move.origin] = move.moving
    else:
        board[move.origin] = move.moving
        board[move.target] = move.taken
        if move.taken is not None and move.taken.owner != p:
            for piece in move.taken.pieces:
                reserves[p] = remove_piece(reserves[p], piece)
    return tuple(board), (reserves[0], reserves[1])


def player_out(state: XSpectrumState, player: int) -> bool:
    """Whether ``player`` has no piece on the board and none in reserve."""
    if state.reserves[player]:
        return False
    return all(s is None or s.owner != player for s in state.board)
