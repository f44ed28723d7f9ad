"""X Spectrum's notation (§7): square contents, position text and move text.

>>> text = "5ysrsrl/4bm1ymrm/5bl1yl/6bs1/1Bs6/Yl1Bl5/RmYm1Bm4/RlRsYs5 s S:- N:-"
>>> board, player, reserves = parse_position(text)
>>> position_text(board, player, reserves) == text
True
"""

from __future__ import annotations

import re
from collections import Counter

from desktop.core.protocol import MoveParseError, PositionError
from desktop.games.words import RulesText
from desktop.games.xspectrum.movement import (
    ENTER,
    GRID,
    LEAVE,
    MOVE,
    REARRANGE,
    Board,
    Reserve,
    XSpectrumMove,
    square_name,
)
from desktop.games.xspectrum.pieces import (
    NORTH,
    SIDE,
    SOUTH,
    Piece,
    Stack,
    StackError,
    parse_piece,
    parse_stack,
    piece_order,
    stack_text,
)

_PIECE = r"[RYBryb][sml]"
_CONTENTS = rf"{_PIECE}(?:[<^]{_PIECE})*"
_SQUARE = r"[a-h][1-8]"
MOVE_RE = re.compile(
    rf"(?P<enter>{_PIECE})@(?P<at>{_SQUARE})"
    rf"|(?P<origin>{_SQUARE})"
    rf"(?:(?::(?P<mark>[<^]?)(?P<piece>{_PIECE}))?-(?P<target>{_SQUARE}))?"
    rf"(?:=(?P<result>{_CONTENTS}))?"
)


# -- position text ------------------------------------------------------------------------------
def board_text(board: Board) -> str:
    return GRID.board_text(["" if stack is None else stack_text(stack) for stack in board])


def reserve_text(player: int, reserve: Reserve) -> str:
    label = "S:" if player == SOUTH else "N:"
    return label + (",".join(p.text(player) for p in reserve) if reserve else "-")


def position_text(board: Board, player: int, reserves: tuple[Reserve, Reserve]) -> str:
    side = "s" if player == SOUTH else "n"
    return f"{board_text(board)} {side} {reserve_text(SOUTH, reserves[0])} {reserve_text(NORTH, reserves[1])}"


def _parse_rank(text: str, rank: int) -> list[Stack | None]:
    squares: list[Stack | None] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "12345678":
            squares.extend([None] * int(ch))
            i += 1
            continue
        match = re.match(_CONTENTS, text[i:])
        if match is None:
            raise PositionError(
                RulesText.tr(
                    "rank {rank}: cannot read {text!r} (a digit or a piece like Rl, Yl<Bs^Rm)"
                ).format(
                    rank=rank, text=text[i:]
                )
            )
        try:
            squares.append(parse_stack(match.group()))
        except StackError as exc:
            raise PositionError(RulesText.tr("rank {rank}: {exc}").format(rank=rank, exc=exc)) from None
        i += match.end()
    if len(squares) != SIDE:
        raise PositionError(
            RulesText.tr("rank {rank} {text!r} describes {count} squares, not 8").format(
                rank=rank, text=text, count=len(squares)
            )
        )
    return squares


def _parse_reserve(text: str, label: str, player: int) -> Reserve:
    if not text.startswith(label):
        raise PositionError(
            RulesText.tr("expected the reserve {label}… but found {text!r}").format(label=label, text=text)
        )
    body = text[len(label) :]
    if body == "-":
        return ()
    pieces: list[Piece] = []
    for token in body.split(","):
        try:
            piece, owner = parse_piece(token)
        except StackError as exc:
            raise PositionError(RulesText.tr("reserve {label} {exc}").format(label=label, exc=exc)) from None
        if owner != player:
            raise PositionError(
                RulesText.tr("reserve {label} holds {token!r}: write its pieces in its owner's case").format(
                    label=label, token=token
                )
            )
        pieces.append(piece)
    return tuple(sorted(pieces, key=piece_order))


def parse_position(text: str) -> tuple[Board, int, tuple[Reserve, Reserve]]:
    """Read a position text; :class:`PositionError` names what is wrong."""
    fields = text.split()
    if len(fields) != 4:
        raise PositionError(
            RulesText.tr(
                "a position text has 4 fields (board, side to move, S:…, N:…), not {count}: {text!r}"
            ).format(
                count=len(fields), text=text
            )
        )
    board_field, side, south, north = fields
    ranks = board_field.split("/")
    if len(ranks) != SIDE:
        raise PositionError(
            RulesText.tr("the board needs 8 ranks separated by '/', not {count}").format(count=len(ranks))
        )
    board: list[Stack | None] = []
    for i, rank_text in enumerate(reversed(ranks)):
        board.extend(_parse_rank(rank_text, i + 1))
    if side not in ("s", "n"):
        raise PositionError(RulesText.tr("the side to move is 's' or 'n', not {side!r}").format(side=side))
    reserves = (_parse_reserve(south, "S:", SOUTH), _parse_reserve(north, "N:", NORTH))
    counts: Counter[Piece] = Counter()
    for stack in board:
        if stack is not None:
            counts.update(stack.pieces)
    for reserve in reserves:
        counts.update(reserve)
    for piece, n in counts.items():
        if n > 2:
            raise PositionError(
                RulesText.tr("there are only two {name} pieces in the game, not {n}").format(
                    name=piece.name(), n=n
                )
            )
    return tuple(board), (SOUTH if side == "s" else NORTH), reserves


# -- move text ------------------------------------------------------------------------------------
def move_text(move: XSpectrumMove, owner: int) -> str:
    """The move in §7's notation; ``owner`` is the mover (for the letters' case)."""
    tail = f"={stack_text(move.result)}" if move.result is not None else ""
    if move.kind == ENTER:
        assert move.piece is not None
        return f"{move.piece.text(owner)}@{square_name(move.target)}"
    if move.kind == REARRANGE:
        return f"{square_name(move.origin)}{tail}"
    if move.kind == MOVE:
        return f"{square_name(move.origin)}-{square_name(move.target)}{tail}"
    assert move.kind == LEAVE and move.piece is not None
    return f"{square_name(move.origin)}:{move.mark}{move.piece.text(owner)}-{square_name(move.target)}{tail}"


def check_move_syntax(text: str) -> re.Match[str]:
    """The parts of a move text; :class:`MoveParseError` unless it is written in §7's notation."""
    if not text:
        raise MoveParseError(RulesText.tr("an empty move text"))
    if MOVE_RE.fullmatch(text) is None:
        raise MoveParseError(
            RulesText.tr(
                "{text!r} is not an X Spectrum move (like c3-d2, c3-d2=Bl<Bm, c3:^Bs-d2, c3=Bl^Bm, Rl@a1)"
            ).format(
                text=text
            )
        )
    match = MOVE_RE.fullmatch(text)
    assert match is not None
    if match.group("origin") and not match.group("target") and not match.group("result"):
        raise MoveParseError(
            RulesText.tr("{text!r}: a square alone is not a move (add -target or =arrangement)").format(
                text=text
            )
        )
    if match.group("result"):
        try:
            parse_stack(match.group("result"))
        except StackError as exc:
            raise MoveParseError(RulesText.tr("{text!r}: {exc}").format(text=text, exc=exc)) from None
    return match
