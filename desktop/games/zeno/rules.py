"""Zeno, exactly as ``resources/rules/zeno.md``.

Squares are numbered 0..63: ``rank_index * 8 + file_index`` with a1 = 0 and
h8 = 63.  A position keeps each side's pieces as a 64-bit mask.

A move is a *base move* (a piece and one of its three forward directions)
plus the pieces pushed in the enemy phase and pulled in the friendly phase.
One base move with k eligible enemy pieces and m eligible friendly pieces
stands for 2^(k+m) moves, so besides :meth:`ZenoRules.legal_moves` the rules
offer the factored form: :meth:`ZenoRules.base_moves`, then
:meth:`ZenoRules.push_squares` and :meth:`ZenoRules.pull_squares` of a base
move; :meth:`ZenoRules.is_legal` checks a move through that form.

This module is the reference.  A turn is played again, for the AI: decision by
decision in :mod:`~desktop.games.zeno.decisions` (through these functions) and, for
speed, on bitboards in :mod:`~desktop.games.zeno.engine` (:meth:`ZenoRules.resolve`
and :func:`_step_back` as its ``play`` and ``random_turn``, the end of a turn of
:meth:`ZenoRules.apply` as its ``_finish``, :meth:`ZenoRules.outcome` as its
``_verdict``); tests/engines and tests/games/zeno/test_engine.py check that they agree.

>>> rules = ZenoRules()
>>> start = rules.new_state()
>>> rules.state_to_text(start)
'8/8/BBBBBBBB/8/8/WWWWWWWW/8/8 w'
>>> len(rules.base_moves(start)), rules.count_moves(start)
(24, 3072)
>>> move = rules.move_from_text(start, "-e3 c3-d4")
>>> rules.move_to_text(start, move)
'c3-d4 -e3'
>>> rules.state_to_text(rules.apply(start, move))
'8/8/BBBBBBBB/8/3W4/WW1W1WWW/3W4/8 b'
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from desktop.core.language import QT_TRANSLATE_NOOP
from desktop.core.protocol import (
    GameInfo,
    GameRules,
    IllegalMoveError,
    MoveParseError,
    MoveStep,
    Outcome,
    PositionError,
)
from desktop.games.squares import SquareGrid
from desktop.games.words import GameText, RulesText, no_pieces_left, player_word, repetition

SIZE = 8
GRID = SquareGrid(SIZE)
FILES = GRID.files
WHITE, BLACK = 0, 1
#: the players' names: English in tables and records, translated where shown (:func:`player_word`)
PLAYER_NAMES = (QT_TRANSLATE_NOOP("Players", "White"), QT_TRANSLATE_NOOP("Players", "Black"))
FORWARD = (1, -1)  # rank step of each player's forward directions
STEPS = (-1, 0, 1)  # file steps: forward-left (toward file a), straight, forward-right
PIECES_PER_SIDE = 8
MAX_TURNS = 400
REPETITIONS = 3
RANK_MASK = 0xFF

Key = tuple[int, int, int]


square_name = GRID.name
parse_square = GRID.parse


def squares_of(mask: int) -> Iterator[int]:
    """The squares of a mask, a1 first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def step_target(square: int, rank_step: int, file_step: int) -> int | None:
    """The square one step away, or None off the board."""
    rank, file = (square >> 3) + rank_step, (square & 7) + file_step
    if 0 <= rank < SIZE and 0 <= file < SIZE:
        return rank * SIZE + file
    return None


@dataclass(frozen=True, slots=True)
class ZenoMove:
    """Move the piece on ``origin`` one step forward with file step ``step`` (-1, 0, +1);
    then push the enemy pieces on ``pushes`` and pull the friendly pieces on ``pulls``.

    ``pushes`` and ``pulls`` are kept sorted, so equal moves compare equal.
    A move with no pushes and no pulls is also the *base move* of its family.
    """

    origin: int
    step: int
    pushes: tuple[int, ...] = ()
    pulls: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        for name in ("pushes", "pulls"):
            squares = getattr(self, name)
            if len(squares) > 1 and any(a >= b for a, b in itertools.pairwise(squares)):
                object.__setattr__(self, name, tuple(sorted(set(squares))))

    @property
    def base(self) -> ZenoMove:
        return self if not (self.pushes or self.pulls) else ZenoMove(self.origin, self.step)

    def with_choices(self, pushes: Sequence[int], pulls: Sequence[int]) -> ZenoMove:
        return ZenoMove(self.origin, self.step, tuple(sorted(pushes)), tuple(sorted(pulls)))


@dataclass(frozen=True, slots=True)
class ZenoState:
    """A position: each side's pieces as masks, the side to move, and the safety net's counters.

    ``turn`` counts the turns played; ``seen`` holds every position since the
    last capture (this one last); ``repeats`` is how often this position is in
    it.  ``before`` is the previous position's (white, black, seen), kept for
    :meth:`ZenoRules.undo` only and ignored by ``==``.
    """

    white: int
    black: int
    player: int
    turn: int = 0
    seen: tuple[Key, ...] = ()
    repeats: int = field(default=1, compare=False)
    before: tuple[int, int, tuple[Key, ...]] | None = field(default=None, compare=False, repr=False)

    @property
    def key(self) -> Key:
        return (self.white, self.black, self.player)

    def pieces(self, player: int) -> int:
        return self.white if player == WHITE else self.black

    def count(self, player: int) -> int:
        return self.pieces(player).bit_count()

    @property
    def occupied(self) -> int:
        return self.white | self.black

    def owner(self, square: int) -> int | None:
        if self.white >> square & 1:
            return WHITE
        if self.black >> square & 1:
            return BLACK
        return None


def remaining_tempo(state: ZenoState, player: int) -> int:
    """Forward steps ``player``'s pieces have left, the step off the board included.

    A White piece on rank k has 9 - k, a Black piece on rank k has k.
    """
    total = 0
    mask = state.pieces(player)
    for rank in range(SIZE):
        n = (mask >> (rank * SIZE) & RANK_MASK).bit_count()
        total += n * (SIZE - rank if player == WHITE else rank + 1)
    return total


@dataclass(frozen=True, slots=True)
class TurnResult:
    """What one move does: where the mover's piece goes and the fate of every pushed or pulled piece.

    ``landing`` is None for a self-capture; ``target`` is the square stepped
    onto (None off the board).  ``pushed`` and ``pulled`` map each moved
    piece's square to its new square, or None when it is captured.
    """

    landing: int | None
    target: int | None
    pushed: dict[int, int | None]
    pulled: dict[int, int | None]
    white: int
    black: int


_BASE_RE = re.compile(r"^([a-h][1-8])([-*])([a-h][1-8]|xx\(([+-]?[01])\))$")
_CHOICE_RE = re.compile(r"^([+-])([a-h][1-8])$")


class ZenoRules(GameRules[ZenoState, ZenoMove]):
    """Zeno for two players, White (0) and Black (1); White moves first.

    The rules alone: the app plays :class:`desktop.games.zeno.game.ZenoGame`, which adds the
    AI's evaluation and decision game.
    """

    info = GameInfo(id="zeno", name="Zeno", min_players=2, max_players=2)

    # -- setup ---------------------------------------------------------------
    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> ZenoState:
        self.check_options(options)
        return self._fresh(RANK_MASK << (2 * SIZE), RANK_MASK << (5 * SIZE), WHITE)

    @staticmethod
    def _fresh(white: int, black: int, player: int) -> ZenoState:
        return ZenoState(white, black, player, 0, ((white, black, player),), 1)

    def player_name(self, state: ZenoState, player: int) -> str:
        return player_word(PLAYER_NAMES[player])

    def to_move(self, state: ZenoState) -> int:
        return state.player

    # -- the factored moves ----------------------------------------------------------
    def base_moves(self, state: ZenoState) -> list[ZenoMove]:
        """Every piece of the side to move with each forward direction (self-captures included)."""
        if self.outcome(state) is not None:
            return []
        return [ZenoMove(o, s) for o in squares_of(state.pieces(state.player)) for s in STEPS]

    def landing(self, state: ZenoState, move: ZenoMove) -> int | None:
        """Where the moved piece lands, or None for a self-capture."""
        target = step_target(move.origin, FORWARD[state.player], move.step)
        if target is None or state.occupied >> target & 1:
            return None
        return target

    def push_squares(self, state: ZenoState, move: ZenoMove) -> tuple[int, ...]:
        """The enemy pieces on the landing rank: the enemy phase may push them (none after a self-capture)."""
        dest = self.landing(state, move)
        if dest is None:
            return ()
        row = (dest >> 3) * SIZE
        enemy = state.pieces(1 - state.player) >> row & RANK_MASK
        return tuple(row + f for f in squares_of(enemy))

    def pull_squares(self, state: ZenoState, move: ZenoMove) -> tuple[int, ...]:
        """The mover's other pieces on the rank the moved piece left: the friendly phase may pull them."""
        row = (move.origin >> 3) * SIZE
        mine = (state.pieces(state.player) & ~(1 << move.origin)) >> row & RANK_MASK
        return tuple(row + f for f in squares_of(mine))

    def is_legal(self, state: ZenoState, move: ZenoMove) -> bool:
        """Whether ``move`` is legal, checked through the factored form (no enumeration)."""
        if self.outcome(state) is not None or move.step not in STEPS:
            return False
        if not (0 <= move.origin < SIZE * SIZE and state.pieces(state.player) >> move.origin & 1):
            return False
        if move.pushes and not set(move.pushes) <= set(self.push_squares(state, move)):
            return False
        return not move.pulls or set(move.pulls) <= set(self.pull_squares(state, move))

    def count_moves(self, state: ZenoState) -> int:
        """How many moves :meth:`legal_moves` would list, without listing them."""
        return sum(
            1 << (len(self.push_squares(state, b)) + len(self.pull_squares(state, b)))
            for b in self.base_moves(state)
        )

    def only_move(self, state: ZenoState) -> ZenoMove | None:
        """The one turn when there is exactly one (one base move, nothing to push or pull),
        without listing the 2^(k+m) turns of every base move."""
        if self.outcome(state) is not None:
            return None
        bases = self.base_moves(state)
        if len(bases) != 1:
            return None
        base = bases[0]
        return None if self.push_squares(state, base) or self.pull_squares(state, base) else base

    def legal_moves(self, state: ZenoState) -> list[ZenoMove]:
        """Every move, all 2^(k+m) choices of every base move (for perft and tests, not for play)."""
        moves: list[ZenoMove] = []
        for base in self.base_moves(state):
            push_sets = _subsets(self.push_squares(state, base))
            pull_sets = _subsets(self.pull_squares(state, base))
            o, s = base.origin, base.step
            moves.extend(ZenoMove(o, s, p, q) for p in push_sets for q in pull_sets)
        return moves

    # -- playing a move ----------------------------------------------------------------
    def resolve(self, state: ZenoState, move: ZenoMove) -> TurnResult:
        """What ``move`` does in ``state`` (which must allow it).  The engine works out the same
        on bitboards: :meth:`ZenoEngine.play <desktop.games.zeno.engine.ZenoEngine.play>` (a
        decision at a time) and :func:`~desktop.games.zeno.engine.random_turn` (its playouts)."""
        me = state.player
        rank_step = FORWARD[me]
        mine, theirs = state.pieces(me), state.pieces(1 - me)
        target = step_target(move.origin, rank_step, move.step)
        landing = None if target is None or (mine | theirs) >> target & 1 else target
        mine &= ~(1 << move.origin)
        pushed: dict[int, int | None] = {}
        if landing is not None:
            mine |= 1 << landing
            theirs, pushed = _step_back(theirs, move.pushes, mine | theirs, rank_step, move.step)
        mine, pulled = _step_back(mine, move.pulls, mine | theirs, rank_step, move.step)
        white, black = (mine, theirs) if me == WHITE else (theirs, mine)
        return TurnResult(landing, target, pushed, pulled, white, black)

    def apply(self, state: ZenoState, move: ZenoMove) -> ZenoState:
        white, black = self._boards_after(state, move)
        player = 1 - state.player
        key = (white, black, player)
        if (white | black).bit_count() < state.occupied.bit_count():
            seen: tuple[Key, ...] = (key,)  # a capture: no earlier position can recur
            repeats = 1
        else:
            repeats = state.seen.count(key) + 1
            seen = (*state.seen, key)
        before = (state.white, state.black, state.seen)
        return ZenoState(white, black, player, state.turn + 1, seen, repeats, before)

    def move_steps(self, state: ZenoState, move: ZenoMove) -> list[MoveStep[ZenoState]]:
        """The base move (``"step"``), then a ``"push"`` per pushed piece and a ``"pull"`` per pulled one.

        The step's ``target`` is the square stepped onto (``None`` off the board); a
        self-capture takes the mover's piece (``taken`` is its ``origin``).  A push or a
        pull goes from its piece's square to the square it reaches, or is taken there
        (``target`` ``None`` off the board, and ``taken`` its square).  Pushes, then pulls,
        come in file order, as the notation lists them; every position but the last (which
        is :meth:`apply`'s) keeps the mover to move.
        """
        result = self.resolve(state, move)
        me = state.player
        masks = [state.white, state.black]
        steps: list[MoveStep[ZenoState]] = []

        def step(kind: str, owner: int, square: int, to: int | None, target: int | None, text: str) -> None:
            masks[owner] &= ~(1 << square)
            if to is not None:
                masks[owner] |= 1 << to
            taken = () if to is not None else (square,)
            shown = ZenoState(masks[WHITE], masks[BLACK], me, state.turn)
            steps.append(MoveStep(kind, shown, square, target, taken=taken, text=text))

        step("step", me, move.origin, result.landing, result.target, self.move_to_text(state, move.base))
        for square, to in result.pushed.items():
            step("push", 1 - me, square, to, to, f"+{square_name(square)}")
        for square, to in result.pulled.items():
            step("pull", me, square, to, to, f"-{square_name(square)}")
        steps[-1] = replace(steps[-1], state=self.apply(state, move))
        return steps

    def _boards_after(self, state: ZenoState, move: ZenoMove) -> tuple[int, int]:
        result = self.resolve(state, move)
        return result.white, result.black

    def play(self, state: ZenoState, move: ZenoMove) -> ZenoState:
        """Like :meth:`apply`, checking legality through the factored form (never enumerating)."""
        if self.outcome(state) is not None:
            raise IllegalMoveError(RulesText.tr("the game is over"))
        if not isinstance(move, ZenoMove) or not self.is_legal(state, move):
            raise IllegalMoveError(RulesText.tr("{move} is not legal here").format(move=move))
        return self.apply(state, move)

    def undo(self, state: ZenoState, move: ZenoMove) -> ZenoState:
        """The position before ``move``, given the position :meth:`apply` made with it."""
        if state.before is None:
            raise ValueError(RulesText.tr("this position was not reached by a move: nothing to undo"))
        white, black, seen = state.before
        previous = ZenoState(white, black, 1 - state.player, state.turn - 1, seen, seen.count(seen[-1]))
        if self._boards_after(previous, move) != (state.white, state.black):
            raise ValueError(
                RulesText.tr("{move} did not lead to this position").format(
                    move=self.move_to_text(previous, move)
                )
            )
        return previous

    def outcome(self, state: ZenoState) -> Outcome | None:
        me, other = state.player, 1 - state.player
        if not state.pieces(me):
            return Outcome.win(other, 2, no_pieces_left(PLAYER_NAMES[me]))
        if not state.pieces(other):
            return Outcome.win(me, 2, no_pieces_left(PLAYER_NAMES[other]))
        if state.repeats >= REPETITIONS:
            why = repetition()
        elif state.turn >= MAX_TURNS:
            why = GameText.tr("{n} turns were played").format(n=MAX_TURNS)
        else:
            return None
        tempo = remaining_tempo(state, WHITE), remaining_tempo(state, BLACK)
        if tempo[0] == tempo[1]:
            tied = GameText.tr(
                "{why}; both sides have %n step of tempo left|{why}; both sides have %n steps of tempo left",
                None,
                tempo[0],
            )
            return Outcome.draw(2, tied.format(why=why))
        winner = WHITE if tempo[0] > tempo[1] else BLACK
        more = GameText.tr("{why}; {player} has more tempo left ({more} to {less})").format(
            why=why, player=player_word(PLAYER_NAMES[winner]), more=max(tempo), less=min(tempo)
        )
        return Outcome.win(winner, 2, more)

    # -- text ----------------------------------------------------------------
    def move_to_text(self, state: ZenoState, move: ZenoMove) -> str:
        target = step_target(move.origin, FORWARD[state.player], move.step)
        if target is None:
            step = f"{move.step:+d}" if move.step else "0"
            text = f"{square_name(move.origin)}-xx({step})"
        elif state.occupied >> target & 1:
            text = f"{square_name(move.origin)}*{square_name(target)}"
        else:
            text = f"{square_name(move.origin)}-{square_name(target)}"
        parts = [text]
        parts += [f"+{square_name(s)}" for s in sorted(move.pushes, key=lambda s: (s & 7, s))]
        parts += [f"-{square_name(s)}" for s in sorted(move.pulls, key=lambda s: (s & 7, s))]
        return " ".join(parts)

    def move_from_text(self, state: ZenoState, text: str) -> ZenoMove:
        tokens = text.split()
        base_tokens = [t for t in tokens if _BASE_RE.match(t)]
        if len(base_tokens) != 1:
            raise MoveParseError(
                RulesText.tr(
                    "{text!r} is not a Zeno move (like 'c3-d4 +e4 -a3', 'c3*c4' or 'e8-xx(0)')"
                ).format(
                    text=text
                )
            )
        match = _BASE_RE.match(base_tokens[0])
        assert match is not None
        origin = parse_square(match.group(1))
        pushes: list[int] = []
        pulls: list[int] = []
        for token in tokens:
            if token is base_tokens[0]:
                continue
            choice = _CHOICE_RE.match(token)
            if choice is None:
                raise MoveParseError(
                    RulesText.tr(
                        "{text!r}: {token!r} is neither '+square' (push) nor '-square' (pull)"
                    ).format(
                        text=text, token=token
                    )
                )
            square = parse_square(choice.group(2))
            chosen = pushes if choice.group(1) == "+" else pulls
            if square in pushes or square in pulls:
                raise MoveParseError(
                    RulesText.tr("{text!r}: {group} is named twice").format(text=text, group=choice.group(2))
                )
            chosen.append(square)
        me = state.player
        if self.outcome(state) is not None:
            raise IllegalMoveError(RulesText.tr("the game is over"))
        if not state.pieces(me) >> origin & 1:
            raise IllegalMoveError(
                RulesText.tr("{text}: {player} has no piece on {square}").format(
                    text=text, player=PLAYER_NAMES[me], square=square_name(origin)
                )
            )
        if match.group(4) is not None:
            step = int(match.group(4))
            if step_target(origin, FORWARD[me], step) is not None:
                raise IllegalMoveError(
                    RulesText.tr("{text}: that step stays on the board (name its square)").format(text=text)
                )
        else:
            target = parse_square(match.group(3))
            step = (target & 7) - (origin & 7)
            if (target >> 3) - (origin >> 3) != FORWARD[me] or step not in STEPS:
                raise IllegalMoveError(
                    RulesText.tr("{text}: a piece moves one step forward, straight or diagonally").format(
                        text=text
                    )
                )
            onto_piece = bool(state.occupied >> target & 1)
            if onto_piece != (match.group(2) == "*"):
                if onto_piece:
                    why = RulesText.tr("{text}: {square} is occupied: write it with '*'")
                else:
                    why = RulesText.tr("{text}: {square} is empty: write it with '-'")
                raise IllegalMoveError(why.format(text=text, square=square_name(target)))
        move = ZenoMove(origin, step, tuple(sorted(pushes)), tuple(sorted(pulls)))
        if pushes and not set(pushes) <= set(self.push_squares(state, move)):
            raise IllegalMoveError(
                RulesText.tr("{text}: only enemy pieces on the landing rank can be pushed").format(text=text)
            )
        if pulls and not set(pulls) <= set(self.pull_squares(state, move)):
            raise IllegalMoveError(
                RulesText.tr(
                    "{text}: only your other pieces on the rank the piece left can be pulled"
                ).format(
                    text=text
                )
            )
        return move

    def state_to_text(self, state: ZenoState) -> str:
        cells = ["" if (owner := state.owner(s)) is None else "WB"[owner] for s in range(SIZE * SIZE)]
        return f"{GRID.board_text(cells)} {'wb'[state.player]}"

    def state_from_text(self, text: str, options: Mapping[str, Any] | None = None) -> ZenoState:
        cells, to_move = GRID.read_position(text, "WB", "wb")
        masks = [sum(1 << s for s, c in enumerate(cells) if c == piece) for piece in "WB"]
        for player, mask in enumerate(masks):
            if mask.bit_count() > PIECES_PER_SIDE:
                raise PositionError(
                    RulesText.tr("{text!r}: {player} has more than 8 pieces").format(
                        text=text, player=PLAYER_NAMES[player]
                    )
                )
        if not masks[0] and not masks[1]:
            raise PositionError(RulesText.tr("{text!r}: both sides have no pieces").format(text=text))
        return self._fresh(masks[0], masks[1], to_move)

    # -- search support --------------------------------------------------------
    def state_key(self, state: ZenoState) -> Key:
        return state.key


def _step_back(
    pieces: int, squares: tuple[int, ...], occupied: int, rank_step: int, file_step: int
) -> tuple[int, dict[int, int | None]]:
    """One phase of §2: the pieces on ``squares`` (of the mask ``pieces``) all move at once one
    step against the direction ``(rank_step, file_step)``; each lands if that square is on the
    board and not in ``occupied`` (the board before the phase), else it is captured.

    Returns the mask after the phase and where each piece went (``None``: captured).
    """
    moved: dict[int, int | None] = {}
    for s in squares:
        pieces &= ~(1 << s)
    for s in squares:
        t = step_target(s, -rank_step, -file_step)
        if t is not None and not occupied >> t & 1:
            pieces |= 1 << t
            moved[s] = t
        else:
            moved[s] = None
    return pieces, moved


def _subsets(squares: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every subset of ``squares`` (sorted tuples), the empty one first."""
    return [c for n in range(len(squares) + 1) for c in itertools.combinations(squares, n)]
