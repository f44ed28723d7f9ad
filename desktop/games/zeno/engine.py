"""Zeno made for search: decision by decision, on integer bitboards.

A turn is played as the decision game plays it (:mod:`desktop.games.zeno.decisions`):
the base move (an int *base code*, see :mod:`desktop.games.zeno.engine_tables`),
then ``True``/``False`` for each enemy piece on the landing rank (push it?)
and then for each of the mover's other pieces on the rank it left (pull it?).
Every piece of a phase targets its own square on a rank the other decisions
leave alone, so the base move works out once what each "yes" would do (an
*effect*), and every decision applies its effect at once.

A position is one flat tuple (a ``NamedTuple`` would cost its build and
field reads at every node); its fields are read by these index constants:

=====  ==========  ================================================================
index  constant    field
=====  ==========  ================================================================
0      MINE        the side to move's pieces (bit ``s``: square ``s``, a1 = 0)
1      THEIRS      its opponent's pieces
2      PLAYER      the side to move (0 White, 1 Black)
3      KEY         the Zobrist key: boards, side to move and, mid-turn, the base
                   move and how many of its pieces are decided
4      TURN        the turns played (the rules' ``turn``)
5      HISTORY     every position since the last capture, this one last: a cons
                   list ``(previous, mine, theirs, player)`` (the rules' ``seen``)
6      REPEATS     how often this position is in it (the rules' ``repeats``)
7      BASE        ``-1`` at the start of a turn; mid-turn the base code
8      PENDING     mid-turn, the pending pieces' effects (pushes, then pulls)
9      DECIDED     mid-turn, how many of them are answered
10     CAPTURED    mid-turn, whether the turn has removed a piece so far
=====  ==========  ================================================================

``TURN``, ``HISTORY`` and ``REPEATS`` are the rules' safety-net counters, kept
exactly so :meth:`ZenoEngine.result` and :meth:`ZenoEngine.unpack` agree with the
rules.

What mirrors which rules function (for speed; tests/engines/conformance.py and
tests/games/zeno/test_engine.py check that they agree, move by move and by perft):

- :meth:`ZenoEngine.moves` and :meth:`ZenoEngine.play`: the decision game's
  ``legal_moves`` and ``apply`` (:class:`~desktop.games.zeno.decisions.ZenoDecisions`),
  that is :meth:`ZenoRules.base_moves <desktop.games.zeno.rules.ZenoRules.base_moves>`,
  ``push_squares``/``pull_squares`` and :meth:`~desktop.games.zeno.rules.ZenoRules.resolve`
  (its ``_step_back`` phases) a decision at a time; :func:`_finish` ends the turn
  as :meth:`~desktop.games.zeno.rules.ZenoRules.apply` (``seen``, ``repeats``, ``turn``);
- :meth:`ZenoEngine.result`: :meth:`~desktop.games.zeno.rules.ZenoRules.outcome`
  (:func:`_verdict`; :func:`tempo` is the rules' ``remaining_tempo``);
- :func:`random_turn` (the playouts' whole turn, on the boards alone): ``resolve`` of a
  random base move and random pushes and pulls; :meth:`ZenoEngine.playout` then ends the
  turn as ``apply`` and the game as ``outcome`` (:func:`_verdict`).

>>> from desktop.games.zeno.game import ZenoGame
>>> engine = ZenoGame().search_engine()
>>> p = engine.pack(ZenoGame().new_state())
>>> len(engine.moves(p)), engine.mid_turn(engine.play(p, engine.moves(p)[0]))
(24, True)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from desktop.core.engine import Scores, SearchEngine
from desktop.games.zeno import evaluation
from desktop.games.zeno.engine_tables import (
    BITS,
    BLOCKED,
    EFFECTS,
    ORIGIN,
    RANK_BIT,
    ROW_CODES,
    SHIFTED,
    STEP1,
    TARGET,
    ZMID,
    ZMID_NEXT,
    ZOBRIST,
    ZSIDE,
    Effect,
    effect_index,
    zobrist,
)
from desktop.games.zeno.rules import MAX_TURNS, REPETITIONS, ZenoMove, ZenoState

History = tuple[Any, int, int, int] | None  # (previous, mine, theirs, player)
#: ``(int, int, int, int, int, History, int, int, tuple[Effect, ...], int, bool)``, read by the
#: field constants below (an index that is not a literal gives mypy the union of the fields)
Position = tuple[Any, ...]

#: The fields of a position (the module's table).
MINE, THEIRS, PLAYER, KEY, TURN, HISTORY, REPEATS, BASE, PENDING, DECIDED, CAPTURED = range(11)

WINS: tuple[Scores, Scores] = ((1.0, 0.0), (0.0, 1.0))
DRAW: Scores = (0.5, 0.5)
NO_EFFECTS: tuple[Effect, ...] = ()
_R0, _R1, _R2 = RANK_BIT


def _rank_sum(mask: int) -> int:
    """The sum of the rank indices (0..7) of a mask's pieces."""
    return (mask & _R0).bit_count() + 2 * (mask & _R1).bit_count() + 4 * (mask & _R2).bit_count()


def tempo(mask: int, player: int) -> int:
    """Remaining tempo of ``player``'s pieces ``mask`` (the rules' ``remaining_tempo``)."""
    n = mask.bit_count()
    return 8 * n - _rank_sum(mask) if player == 0 else _rank_sum(mask) + n


def _verdict(mine: int, theirs: int, player: int) -> Scores:
    """The scores of a position whose game is over (the rules' ``outcome``): a side with no
    pieces left loses; else the repetition or the turn limit ended it, and the side with more
    tempo left wins."""
    if not mine:
        return WINS[1 - player]
    if not theirs:
        return WINS[player]
    a, b = tempo(mine, player), tempo(theirs, 1 - player)
    if a == b:
        return DRAW
    return WINS[player] if a > b else WINS[1 - player]


def _occurrences(history: History, mine: int, theirs: int, player: int) -> int:
    """How often a position occurs in ``history`` (the rules' ``seen.count``)."""
    n = 0
    while history is not None:
        if history[1] == mine and history[2] == theirs and history[3] == player:
            n += 1
        history = history[0]
    return n


def _finish(
    mine: int, theirs: int, player: int, key: int, turn: int, history: History, captured: bool
) -> Position:
    """The position at the start of the next turn (boards already final, ``key`` without mid-turn part)."""
    other = 1 - player
    key ^= ZSIDE
    if captured:
        return (theirs, mine, other, key, turn + 1, (None, theirs, mine, other), 1, -1, NO_EFFECTS, 0, False)
    repeats = _occurrences(history, theirs, mine, other) + 1
    return (
        theirs,
        mine,
        other,
        key,
        turn + 1,
        (history, theirs, mine, other),
        repeats,
        -1,
        NO_EFFECTS,
        0,
        False,
    )


def random_turn(
    mine: int, theirs: int, player: int, rand: Callable[[], float], bits: Callable[[int], int]
) -> tuple[int, int, bool]:
    """One random whole turn on the boards (mover's first): a uniform base move, then each
    push and pull a coin flip (``bits(8)`` per phase).  Returns the boards after it, still
    the mover's first, and whether it captured anything."""
    k = int(rand() * 3 * mine.bit_count())
    step1 = k % 3
    m = mine
    for _ in range(k // 3):
        m &= m - 1
    origin_bit = m & -m
    origin = origin_bit.bit_length() - 1
    target = TARGET[player][2 + 3 * origin + step1]
    mine ^= origin_bit
    occupied = mine | theirs
    row = origin & 56
    captured = True
    if target >= 0 and not occupied >> target & 1:
        captured = False
        mine |= 1 << target
        occupied |= 1 << target
        landing_row = target & 56
        chosen = theirs >> landing_row & bits(8)
        if chosen:
            lost = chosen & BLOCKED[step1][occupied >> row & 255]
            theirs = (theirs & ~(chosen << landing_row)) | (SHIFTED[step1][chosen ^ lost] << row)
            if lost:
                captured = True
    chosen = mine >> row & bits(8)
    if chosen:
        mine &= ~(chosen << row)
        behind = row - 8 if player == 0 else row + 8
        if 0 <= behind <= 56:
            lost = chosen & BLOCKED[step1][(mine | theirs) >> behind & 255]
            mine |= SHIFTED[step1][chosen ^ lost] << behind
        else:
            lost = chosen
        if lost:
            captured = True
    return mine, theirs, captured


class ZenoEngine(SearchEngine[Position, int]):
    """Zeno's :class:`SearchEngine`: base codes and yes/no decisions on integer bitboards."""

    # -- between the rules and the engine ---------------------------------------------------
    def pack(self, state: ZenoState) -> Position:
        player = state.player
        mine, theirs = (state.white, state.black) if player == 0 else (state.black, state.white)
        key = zobrist(state.white, state.black) ^ (ZSIDE if player else 0)
        history: History = None
        for white, black, p in state.seen:
            history = (history, white, black, p) if p == 0 else (history, black, white, p)
        return (mine, theirs, player, key, state.turn, history, state.repeats, -1, NO_EFFECTS, 0, False)

    def unpack(self, position: Position) -> ZenoState:
        mine, theirs, player, _, turn, history, repeats, base = position[:8]
        if base >= 0:
            raise ValueError("a position in the middle of a turn has no rules state")
        seen: list[tuple[int, int, int]] = []
        node = history
        while node is not None:
            _, a, b, p = node
            seen.append((a, b, p) if p == 0 else (b, a, p))
            node = node[0]
        seen.reverse()
        white, black = (mine, theirs) if player == 0 else (theirs, mine)
        return ZenoState(white, black, player, turn, tuple(seen), repeats)

    def rules_move(self, position: Position, line: Sequence[int]) -> ZenoMove:
        if not line or position[BASE] >= 0:
            raise ValueError("a turn's line starts with its base move, at the start of the turn")
        code = line[0]
        origin, step = ORIGIN[code], STEP1[code] - 1
        candidates = self.candidates(position, code)
        answers = list(line[1:])
        if len(answers) != len(candidates[0]) + len(candidates[1]):
            raise ValueError("the decisions do not finish a turn")
        pushes = [s for s, yes in zip(candidates[0], answers, strict=False) if yes]
        pulls = [s for s, yes in zip(candidates[1], answers[len(candidates[0]) :], strict=True) if yes]
        return ZenoMove(origin, step, tuple(pushes), tuple(pulls))

    @staticmethod
    def candidates(position: Position, code: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The squares a base move asks about: the enemy pieces it may push, then the pieces it may pull."""
        mine, theirs, player = position[MINE], position[THEIRS], position[PLAYER]
        origin = ORIGIN[code]
        target = TARGET[player][code]
        rest = mine & ~(1 << origin)
        pushes: tuple[int, ...] = ()
        if target >= 0 and not (rest | theirs) >> target & 1:
            row = target & 56
            pushes = tuple(row + f for f in BITS[theirs >> row & 255])
        row = origin & 56
        return pushes, tuple(row + f for f in BITS[rest >> row & 255])

    @staticmethod
    def base_code(move: ZenoMove) -> int:
        """The base code of a rules move's base move."""
        return 2 + 3 * move.origin + move.step + 1

    # -- search ---------------------------------------------------------------------------------
    def moves(self, position: Position) -> list[int]:
        if position[BASE] >= 0:
            return [False, True] if position[PENDING][position[DECIDED]][4] else [True, False]
        mine, theirs, _, _, turn, _, repeats = position[:7]
        if not mine or not theirs or repeats >= REPETITIONS or turn >= MAX_TURNS:
            return []
        out: list[int] = []
        m = mine
        while m:
            row = ((m & -m).bit_length() - 1) & 56
            out += ROW_CODES[row >> 3][m >> row & 255]
            m &= ~(255 << row)
        return out

    def play(self, position: Position, move: int) -> Position:
        mine, theirs, player, key, turn, history, repeats, base, effects, decided, captured = position
        if base >= 0:  # a yes/no decision
            if move:
                whose, flip, delta, takes, _ = effects[decided]
                if whose:
                    theirs ^= flip
                else:
                    mine ^= flip
                key ^= delta
                if takes:
                    captured = True
            decided += 1
            if decided < len(effects):
                key ^= ZMID_NEXT[base * 16 + decided]
                return (mine, theirs, player, key, turn, history, repeats, base, effects, decided, captured)
            return _finish(mine, theirs, player, key ^ ZMID[base * 16 + decided - 1], turn, history, captured)
        # a base move
        origin = ORIGIN[move]
        step1 = STEP1[move]
        target = TARGET[player][move]
        z = ZOBRIST[player]
        mine ^= 1 << origin
        key ^= z[origin]
        occupied = mine | theirs
        row = origin & 56
        pending: list[Effect] = []
        if target >= 0 and not occupied >> target & 1:
            mine |= 1 << target
            key ^= z[target]
            occupied |= 1 << target
            landing_row = target & 56
            enemy = theirs >> landing_row & 255
            if enemy:
                lost = enemy & BLOCKED[step1][occupied >> row & 255]
                i = effect_index(1, player, step1, landing_row)
                pending = [EFFECTS[i + 2 * f + (lost >> f & 1)] for f in BITS[enemy]]
            captured = False
        else:
            captured = True
        own = mine >> row & 255
        if own:
            behind = row - 8 if player == 0 else row + 8
            lost = own if behind < 0 or behind > 56 else own & BLOCKED[step1][occupied >> behind & 255]
            i = effect_index(0, player, step1, row)
            pending += [EFFECTS[i + 2 * f + (lost >> f & 1)] for f in BITS[own]]
        if not pending:
            return _finish(mine, theirs, player, key, turn, history, captured)
        key ^= ZMID[move * 16]
        return (mine, theirs, player, key, turn, history, repeats, move, tuple(pending), 0, captured)

    def to_move(self, position: Position) -> int:
        player: int = position[PLAYER]
        return player

    def num_players(self, position: Position) -> int:
        return 2

    def result(self, position: Position) -> Scores | None:
        if position[BASE] >= 0:
            return None
        mine, theirs, player, _, turn, _, repeats = position[:7]
        if mine and theirs and repeats < REPETITIONS and turn < MAX_TURNS:
            return None
        return _verdict(mine, theirs, player)

    def key(self, position: Position) -> int:
        key: int = position[KEY]
        return key

    def mid_turn(self, position: Position) -> bool:
        base: int = position[BASE]
        return base >= 0

    def evaluate(self, position: Position, player: int) -> float:
        mine, theirs, mover = position[MINE], position[THEIRS], position[PLAYER]
        if mover != player:
            mine, theirs = theirs, mine
        n_mine, n_theirs = mine.bit_count(), theirs.bit_count()
        if not n_theirs:
            return 1.0
        if not n_mine:
            return -1.0
        diff = tempo(mine, player) - tempo(theirs, 1 - player)
        return math.tanh(
            (evaluation.PIECE * (n_mine - n_theirs) + evaluation.TEMPO * diff) / evaluation.SCALE
        )

    def forcing(self, position: Position) -> list[int]:
        """At a turn start, the base moves whose landing lets pushes capture: winning ones first,
        then by how many enemy pieces they can take."""
        mine, theirs, player, _, turn, _, repeats, base = position[:8]
        if base >= 0 or not mine or not theirs or repeats >= REPETITIONS or turn >= MAX_TURNS:
            return []
        scored: list[tuple[int, int]] = []
        targets = TARGET[player]
        for code in self.moves(position):
            target = targets[code]
            if target < 0:
                continue
            origin = ORIGIN[code]
            rest = mine & ~(1 << origin)
            occupied = rest | theirs
            if occupied >> target & 1:
                continue
            enemy = theirs >> (target & 56) & 255
            if not enemy:
                continue
            row = origin & 56
            takes = (enemy & BLOCKED[STEP1[code]][occupied >> row & 255]).bit_count()
            if takes:
                scored.append((takes, code))  # a win takes every enemy piece: the most
        scored.sort(key=lambda t: -t[0])
        return [code for _, code in scored]

    # -- random games -------------------------------------------------------------------------------
    def playout(self, position: Position, rng: random.Random, max_plies: int = 10_000) -> Scores:
        """A random game of whole turns (each decision a coin flip, as the generic playout
        chooses among decisions); ``max_plies`` counts turns.  Equal shares if still going."""
        while position[BASE] >= 0:
            position = self.play(position, rng.random() < 0.5)
        mine, theirs, player, _, turn, history, repeats = position[:7]
        rand = rng.random
        bits = rng.getrandbits
        for _ in range(max_plies):
            if not (mine and theirs) or repeats >= REPETITIONS or turn >= MAX_TURNS:
                return _verdict(mine, theirs, player)
            mine, theirs, captured = random_turn(mine, theirs, player, rand, bits)
            mine, theirs, player, turn = theirs, mine, 1 - player, turn + 1
            if captured:
                history, repeats = (None, mine, theirs, player), 1
            else:
                repeats = _occurrences(history, mine, theirs, player) + 1
                history = (history, mine, theirs, player)
        return DRAW
