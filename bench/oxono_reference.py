"""A reference Oxono player, kept out of the app: the yardstick ``bench/versus.py`` plays against.

Its design is the classic one for a small connection game, written
independently of the app's search:

* its own board (a list of 36 codes, the two totems, the hands, the side to
  move) with make/unmake and an incremental Zobrist key;
* negamax alpha-beta with principal-variation search, iterative deepening and
  a transposition table;
* *win in one*: every node first looks for a move that makes a line of four
  (through the squares where one pawn completes a window of three) and
  scores it as a win without searching further;
* *block in one*: at the root, when the opponent could win at once, only the
  moves after which they cannot are kept; with :attr:`block_shortcut` on
  (the default) the best of those by the static evaluation is played without
  searching, as a simple program would;
* a quiescence search over wins at the horizon: a player who cannot stop
  every immediate win of the opponent has lost;
* move ordering: the transposition table's move, two killer moves a ply,
  then the history heuristic.

It implements the :class:`~desktop.ai.agent.Agent` protocol on the Oxono rules
API (it reads the rules' :class:`~desktop.games.oxono.rules.OxonoState` at the
root and answers an :class:`~desktop.games.oxono.rules.OxonoMove`), within a
:class:`~desktop.ai.agent.Budget` of seconds or nodes.

    >>> from desktop.games.oxono.game import OxonoGame
    >>> rules = OxonoGame()
    >>> state = rules.state_from_text("OO1O2/6/2@3/3+2/6/xxx3 p")
    >>> str(ReferenceAgent(nodes=500).choose(rules, state))
    'X d3-d2 d1'
"""

from __future__ import annotations

import math
import random
import sys
import time
from typing import Any

from desktop.ai.agent import Budget, SearchCancelled, SearchStats, StopCheck, never_stop
from desktop.core.protocol import GameRules
from desktop.games.oxono.rules import CELLS, NEIGHBOURS, RAYS, WINDOWS, WINDOWS_THROUGH, OxonoMove, OxonoState

WIN = 100_000
INF = 1_000_000
EXACT, LOWER, UPPER = 0, 1, 2
#: window weights by the number of one player's pawns in a window free of the other's
COLOUR_WEIGHT = (0, 1, 4, 20, 0)
#: a window of three of one symbol with its fourth square empty, for the player to move
SYMBOL_THREE = 12
SYMBOL_TWO = 1

_rng = random.Random(20240611)
ZOBRIST_PAWN = [[_rng.getrandbits(64) for _ in range(5)] for _ in range(CELLS)]
ZOBRIST_TOTEM = [[_rng.getrandbits(64) for _ in range(CELLS)] for _ in range(2)]
ZOBRIST_SIDE = _rng.getrandbits(64)
#: for each window, its squares; for each square, the windows through it (as indices)
WINDOW_INDEX = {w: i for i, w in enumerate(WINDOWS)}
THROUGH = [[WINDOW_INDEX[w] for w in WINDOWS_THROUGH[s]] for s in range(CELLS)]


class _OutOfBudget(Exception):
    pass


def encode(totem: int, target: int, pawn: int) -> int:
    return (totem * CELLS + target) * CELLS + pawn


def decode(move: int) -> tuple[int, int, int]:
    rest, pawn = divmod(move, CELLS)
    totem, target = divmod(rest, CELLS)
    return totem, target, pawn


class Board:
    """A mutable Oxono position: pawn codes 1..4 as in the rules (0 empty), totems kept apart."""

    def __init__(self, state: OxonoState) -> None:
        self.board = list(state.board)
        self.totems = list(state.totems)
        self.hands = list(state.hands)
        self.player = state.player
        key = ZOBRIST_SIDE if self.player else 0
        for s, v in enumerate(self.board):
            if v:
                key ^= ZOBRIST_PAWN[s][v]
        key ^= ZOBRIST_TOTEM[0][self.totems[0]] ^ ZOBRIST_TOTEM[1][self.totems[1]]
        self.key = key

    # -- moves -------------------------------------------------------------------
    def targets(self, totem: int) -> list[int]:
        board = self.board
        origin = self.totems[totem]
        other = self.totems[1 - totem]
        out: list[int] = []
        for ray in RAYS[origin]:
            for s in ray:
                if board[s] or s == other:
                    break
                out.append(s)
        if out:
            return out
        for ray in RAYS[origin]:
            for s in ray:
                if not board[s] and s != other:
                    out.append(s)
                    break
        if out:
            return out
        return [s for s in range(CELLS) if not board[s] and s != other and s != origin]

    def pawn_squares(self, totem: int, target: int) -> list[int]:
        board = self.board
        other = self.totems[1 - totem]
        near = [s for s in NEIGHBOURS[target] if not board[s] and s != other]
        if near:
            return near
        return [s for s in range(CELLS) if not board[s] and s != other and s != target]

    def moves(self) -> list[int]:
        out: list[int] = []
        base = 2 * self.player
        for totem in (0, 1):
            if not self.hands[base + totem]:
                continue
            for target in self.targets(totem):
                prefix = (totem * CELLS + target) * CELLS
                out.extend(prefix + pawn for pawn in self.pawn_squares(totem, target))
        return out

    def make(self, move: int) -> None:
        totem, target, pawn = decode(move)
        code = 1 + 2 * self.player + totem
        origin = self.totems[totem]
        self.board[pawn] = code
        self.totems[totem] = target
        self.hands[2 * self.player + totem] -= 1
        self.player ^= 1
        self.key ^= ZOBRIST_PAWN[pawn][code] ^ ZOBRIST_TOTEM[totem][origin] ^ ZOBRIST_TOTEM[totem][target]
        self.key ^= ZOBRIST_SIDE
        self._origins.append(origin)

    def unmake(self, move: int) -> None:
        totem, target, pawn = decode(move)
        origin = self._origins.pop()
        self.player ^= 1
        code = self.board[pawn]
        self.board[pawn] = 0
        self.totems[totem] = origin
        self.hands[2 * self.player + totem] += 1
        self.key ^= ZOBRIST_PAWN[pawn][code] ^ ZOBRIST_TOTEM[totem][origin] ^ ZOBRIST_TOTEM[totem][target]
        self.key ^= ZOBRIST_SIDE

    _origins: list[int]

    # -- lines ---------------------------------------------------------------------
    def wins_at(self, square: int) -> bool:
        """True if the pawn on ``square`` is in a line of four (colour or symbol)."""
        board = self.board
        for w in THROUGH[square]:
            a, b, c, d = (board[s] for s in WINDOWS[w])
            if a and b and c and d:
                if (a - 1) >> 1 == (b - 1) >> 1 == (c - 1) >> 1 == (d - 1) >> 1:
                    return True
                if (a - 1) & 1 == (b - 1) & 1 == (c - 1) & 1 == (d - 1) & 1:
                    return True
        return False

    def winning_squares(self, player: int) -> tuple[set[int], set[int]]:
        """For each symbol, the empty squares where ``player``'s pawn of it would make a line."""
        board = self.board
        by_x: set[int] = set()
        by_o: set[int] = set()
        for window in WINDOWS:
            empty = -1
            colours = 0  # bit 0: pink pawn seen, bit 1: black
            symbols = 0  # bit 0: X seen, bit 1: O
            for s in window:
                v = board[s]
                if not v:
                    if empty >= 0:
                        break
                    empty = s
                    continue
                colours |= 1 << ((v - 1) >> 1)
                symbols |= 1 << ((v - 1) & 1)
            else:
                if empty < 0:
                    continue
                if colours == 1 << player:
                    by_x.add(empty)
                    by_o.add(empty)
                if symbols == 1:
                    by_x.add(empty)
                elif symbols == 2:
                    by_o.add(empty)
        return by_x, by_o

    def win_in_one(self, player: int) -> int | None:
        """A move of ``player``'s that wins at once here (as if it were their turn), or None."""
        hands = self.hands
        if not (hands[2 * player] or hands[2 * player + 1]):
            return None
        squares = self.winning_squares(player)
        if not (squares[0] or squares[1]):
            return None
        for totem in (0, 1):
            wanted = squares[totem]
            if not wanted or not hands[2 * player + totem]:
                continue
            other = self.totems[1 - totem]
            for target in self.targets(totem):
                for pawn in self.pawn_squares(totem, target):
                    if pawn in wanted and pawn != other:
                        return encode(totem, target, pawn)
        return None

    # -- evaluation ----------------------------------------------------------------
    def evaluate(self) -> int:
        """Static value for the player to move."""
        board = self.board
        me = self.player
        score = 0
        for window in WINDOWS:
            pink = black = xs = os_ = empty = 0
            for s in window:
                v = board[s]
                if not v:
                    empty += 1
                    continue
                if v <= 2:
                    pink += 1
                else:
                    black += 1
                if v & 1:
                    xs += 1
                else:
                    os_ += 1
            if not black and pink:
                score += COLOUR_WEIGHT[pink] if me == 0 else -COLOUR_WEIGHT[pink]
            elif not pink and black:
                score += COLOUR_WEIGHT[black] if me == 1 else -COLOUR_WEIGHT[black]
            if empty == 1 and (xs == 0 or os_ == 0):
                score += SYMBOL_THREE
            elif empty == 2 and (xs == 0 or os_ == 0):
                score += SYMBOL_TWO
        return score


class ReferenceAgent:
    """The reference Oxono player within ``seconds`` and/or ``nodes`` a move (neither: 1 s)."""

    name = "oxono-reference"

    def __init__(
        self,
        seconds: float | None = None,
        nodes: int | None = None,
        seed: int = 0,
        block_shortcut: bool = True,
        max_depth: int = 32,
    ) -> None:
        self.budget = Budget.from_limits(seconds, nodes, default_seconds=1.0)
        self.block_shortcut = block_shortcut
        self.max_depth = max_depth
        self.rng = random.Random(seed)
        self.stats = SearchStats()
        #: how the last move was found: "win in one", "block in one" or "search"
        self.how = ""
        self._table: dict[int, tuple[int, int, int, int]] = {}
        self._partial: list[tuple[int, int]] = []

    # -- budget ----------------------------------------------------------------------
    def _tick(self) -> None:
        if self._nodes >= self._node_limit:
            raise _OutOfBudget
        self._nodes += 1
        if self._nodes & 1023 == 0:
            if self._should_stop():
                raise SearchCancelled
            if time.perf_counter() >= self._deadline:
                raise _OutOfBudget

    # -- search ----------------------------------------------------------------------
    def _ordered(self, moves: list[int], tt_move: int, ply: int) -> list[int]:
        killers = self._killers[ply] if ply < len(self._killers) else ()
        history = self._history

        def rank(m: int) -> int:
            if m == tt_move:
                return -(1 << 40)
            if m in killers:
                return -(1 << 39)
            return -history.get(m, 0)

        moves.sort(key=rank)
        return moves

    def _quiesce(self, alpha: int, beta: int, ply: int) -> int:
        """The horizon: the mover cannot win at once (checked by the caller); has it lost?"""
        b = self._board
        opponent = b.player ^ 1
        stand = b.evaluate()
        if b.win_in_one(opponent) is None:
            return stand
        # the opponent threatens: does any move stop every immediate win?
        for move in b.moves():
            self._tick()
            b.make(move)
            lost = any(b.hands) and b.win_in_one(opponent) is not None
            b.unmake(move)
            if not lost:
                return stand
        return -(WIN - ply - 1)

    def _negamax(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        self._tick()
        b = self._board
        me = b.player
        if not any(b.hands):
            return 0
        if b.win_in_one(me) is not None:
            return WIN - ply
        if depth <= 0:
            return self._quiesce(alpha, beta, ply)
        key = b.key
        entry = self._table.get(key)
        tt_move = -1
        if entry is not None:
            e_depth, e_value, e_flag, tt_move = entry
            if e_depth >= depth:
                if e_flag == EXACT:
                    return e_value
                if e_flag == LOWER and e_value >= beta:
                    return e_value
                if e_flag == UPPER and e_value <= alpha:
                    return e_value
        moves = self._ordered(b.moves(), tt_move, ply)
        alpha0 = alpha
        best, best_move = -INF, moves[0]
        for i, move in enumerate(moves):
            b.make(move)
            if i == 0:
                v = -self._negamax(depth - 1, -beta, -alpha, ply + 1)
            else:
                v = -self._negamax(depth - 1, -alpha - 1, -alpha, ply + 1)
                if alpha < v < beta:
                    v = -self._negamax(depth - 1, -beta, -v, ply + 1)
            b.unmake(move)
            if v > best:
                best, best_move = v, move
            if v > alpha:
                alpha = v
            if alpha >= beta:
                killers = self._killers[ply]
                if move not in killers:
                    killers.insert(0, move)
                    del killers[2:]
                self._history[move] = self._history.get(move, 0) + depth * depth
                break
        flag = EXACT
        if best <= alpha0:
            flag = UPPER
        elif best >= beta:
            flag = LOWER
        self._table[key] = (depth, best, flag, best_move)
        return best

    def _root(self, moves: list[int], depth: int) -> list[tuple[int, int]]:
        b = self._board
        alpha = -INF
        scored: list[tuple[int, int]] = []
        self._partial = scored
        for i, move in enumerate(moves):
            b.make(move)
            if i == 0:
                v = -self._negamax(depth - 1, -INF, -alpha, 1)
            else:
                v = -self._negamax(depth - 1, -alpha - 1, -alpha, 1)
                if v > alpha:
                    v = -self._negamax(depth - 1, -INF, -v, 1)
            b.unmake(move)
            scored.append((v, move))
            alpha = max(alpha, v)
        return scored

    def _safe_moves(self, moves: list[int]) -> list[int]:
        """The moves after which the opponent has no immediate win."""
        b = self._board
        opponent = b.player ^ 1
        safe = []
        for move in moves:
            b.make(move)
            if b.win_in_one(opponent) is None:
                safe.append(move)
            b.unmake(move)
        return safe

    def _static_best(self, moves: list[int]) -> tuple[int, int]:
        b = self._board
        best, best_move = -INF, moves[0]
        for move in moves:
            b.make(move)
            v = -b.evaluate()
            b.unmake(move)
            if v > best:
                best, best_move = v, move
        return best, best_move

    def choose(self, rules: GameRules[Any, Any], state: Any, should_stop: StopCheck = never_stop) -> Any:
        start = time.perf_counter()
        if rules.outcome(state) is not None:
            raise ValueError("no legal move: the game is over")
        b = Board(state)
        b._origins = []
        self._board = b
        self._should_stop = should_stop
        budget = self.budget
        self._deadline = start + budget.seconds if budget.seconds is not None else math.inf
        self._node_limit = budget.nodes if budget.nodes is not None else sys.maxsize
        self._nodes = 0
        self._table = {}
        self._killers: list[list[int]] = [[] for _ in range(self.max_depth + 2)]
        self._history: dict[int, int] = {}
        self._partial = []
        moves = b.moves()
        self.rng.shuffle(moves)
        how = "search"
        depth_done = 0
        win = b.win_in_one(b.player)
        if win is not None:
            best_move, best_value, how = win, WIN, "win in one"
        else:
            if b.win_in_one(b.player ^ 1) is not None:
                safe = self._safe_moves(moves)
                if safe:
                    moves = safe
                    if self.block_shortcut:
                        how = "block in one"
            if how == "block in one":
                best_value, best_move = self._static_best(moves)
            else:
                best_move, best_value = moves[0], 0
                if len(moves) > 1:
                    best_move, best_value, depth_done = self._deepen(moves)
        self.stats = SearchStats(
            nodes=self._nodes,
            depth=depth_done,
            seconds=time.perf_counter() - start,
            score=float(best_value),
        )
        self.how = how
        totem, target, pawn = decode(best_move)
        return OxonoMove(totem, state.totems[totem], target, pawn)

    def _deepen(self, moves: list[int]) -> tuple[int, int, int]:
        best_move, best_value, depth_done = moves[0], 0, 0
        for depth in range(1, self.max_depth + 1):
            try:
                scored = self._root(moves, depth)
            except _OutOfBudget:
                if self._partial:  # the previous best was searched first
                    best_value, best_move = max(self._partial, key=lambda vm: vm[0])
                break
            scored.sort(key=lambda vm: -vm[0])
            best_value, best_move = scored[0]
            moves = [m for _, m in scored]
            depth_done = depth
            if abs(best_value) >= WIN - 100 or depth >= sum(self._board.hands):
                break
        return best_move, best_value, depth_done
