"""Xeno, exactly as ``resources/rules/xeno.md``: stacks and jumps on a ball.

A game has three phases, each made of moves in the history:

1. *setup* — the board holds one shuffled piece per space and one piece has
   been picked at random; the setup player (seat 0) puts it on a stack of a
   different colour: ``S 5>9``;
2. *colours* — seats 1, 2, … each choose a free colour (``C b``); the setup
   player gets the last one;
3. *play* — steps ``12-7`` and jump sequences ``12x7x19``.

Seats are the protocol's players; colours are the letters a..f on the pieces.
Spaces are 0-based inside the engine and 1-based in every text; the texts (§8's move and
position notations) are read and written by :mod:`~desktop.games.xeno.notation`.

This module is the reference.  The search engine plays the play phase again, for
speed, on packed stacks: its moves (:func:`steps`, :func:`jump_sequences`), its
jumps (:func:`hop`, :func:`unhop`) and the end of a turn (:func:`_settle`,
:func:`can_move`) are written again in :mod:`~desktop.games.xeno.engine`,
:mod:`~desktop.games.xeno.engine_moves` and :mod:`~desktop.games.xeno.engine_playout`
(each docstring there names the function here it mirrors); tests/engines and
tests/games/xeno/test_engine.py check that they agree.

>>> rules = XenoRules()
>>> state = rules.state_from_text("xeno-12 a ab,b,,a,b,a,b,a,b,a,b,a")
>>> [rules.move_to_text(state, m) for m in rules.legal_moves(state)]
['12x3']
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from desktop.core.language import QT_TRANSLATE_NOOP
from desktop.core.protocol import (
    GameInfo,
    GameRules,
    IllegalMoveError,
    MoveStep,
    OptionError,
    OptionSpec,
    Outcome,
)
from desktop.games.draw_options import draw_options
from desktop.games.words import GameText, RulesText, player_word, repetition
from desktop.games.xeno import notation
from desktop.games.xeno.geometry import OFFERED_BOARDS, BoardError, board_geometry
from desktop.games.xeno.state import COLOUR_NAMES, LETTERS, Kind, Phase, XenoConfig, XenoMove, XenoState

#: the board option's choices ("Ball of 30 spaces"); the New Game dialog translates the words
#: with the number as ``{n}``, "0: never" as "{n}: never"
BALL_OF = QT_TRANSLATE_NOOP("GameOptions", "Ball of {n} spaces")
_NEVER = QT_TRANSLATE_NOOP("GameOptions", "{n}: never")


def controller(stack: str) -> int:
    """The colour on top of a non-empty stack."""
    return LETTERS.index(stack[-1])


# -- moves of the play phase -------------------------------------------------------------
def hop(stacks: list[str], origin: int, over: int, landing: int) -> None:
    """One jump of §4, in place: the stack on ``origin`` takes the top piece of the stack on
    ``over`` under its bottom and lands on ``landing``; ``origin`` is left empty (and ``over``
    too when that piece was its last).  Every jump of these rules is made by this function
    (:func:`apply_path`, :func:`jump_sequences`); the search engine makes the same jump on its
    own stacks, for speed: :func:`engine_moves.sequences
    <desktop.games.xeno.engine_moves.sequences>` (as here, then :func:`unhop`),
    :meth:`XenoEngine.play <desktop.games.xeno.engine.XenoEngine.play>` (through its
    ``taken``/``landed`` tables) and :func:`engine_playout.playout
    <desktop.games.xeno.engine_playout.playout>`.
    """
    taken = stacks[over]
    stacks[landing], stacks[over], stacks[origin] = taken[-1] + stacks[origin], taken[:-1], ""


def unhop(stacks: list[str], origin: int, over: int, landing: int) -> None:
    """Take back :func:`hop` in place: the bottom piece of the stack on ``landing`` goes back on
    top of ``over`` and the rest of that stack back to ``origin``.
    """
    jumper = stacks[landing]
    stacks[over] += jumper[0]
    stacks[origin], stacks[landing] = jumper[1:], ""


def can_move(state: XenoState, colour: int) -> bool:
    """Whether ``colour`` has a step or a jump (cheap: no sequences built).  The engine's
    :func:`~desktop.games.xeno.engine_moves.can_move` answers the same on its packed tops, and
    its playouts from bits of the board's slots."""
    g = state.geometry
    adjacent, landings = g.adjacent, g.landings
    stacks = state.stacks
    letter = LETTERS[colour]
    for s, stack in enumerate(stacks):
        if not stack or stack[-1] != letter:
            continue
        row = adjacent[s]
        for i in range(4):
            b = row[i]
            if not stacks[b]:
                return True
            if stacks[b][-1] != letter and not stacks[landings[s][i]]:
                return True
    return False


def jump_sequences(state: XenoState, colour: int) -> list[tuple[int, ...]]:
    """Every complete jump sequence of ``colour``'s stacks, as paths of landing spaces (the
    engine's, found the same way: :func:`~desktop.games.xeno.engine_moves.first_hops`, then
    :func:`~desktop.games.xeno.engine_moves.sequences`)."""
    g = state.geometry
    neighbours = g.adjacent
    landing = g.landings
    letter = LETTERS[colour]
    stacks = list(state.stacks)
    results: list[tuple[int, ...]] = []
    path: list[int] = []

    def extend(cur: int, last_jumped: int) -> None:
        found = False
        for i in range(4):
            b = neighbours[cur][i]
            if b == last_jumped:  # no jump straight back over the stack just jumped
                continue
            over = stacks[b]
            if not over or over[-1] == letter:
                continue
            c = landing[cur][i]
            if stacks[c]:
                continue
            found = True
            hop(stacks, cur, b, c)
            path.append(c)
            extend(c, b)
            path.pop()
            unhop(stacks, cur, b, c)
        if not found and len(path) > 1:
            results.append(tuple(path))

    for s, stack in enumerate(state.stacks):
        if stack and stack[-1] == letter:
            path.append(s)
            extend(s, -1)
            path.pop()
    return results


def steps(state: XenoState, colour: int) -> list[tuple[int, int]]:
    g = state.geometry
    letter = LETTERS[colour]
    stacks = state.stacks
    return [
        (s, b)
        for s, stack in enumerate(stacks)
        if stack and stack[-1] == letter
        for b in g.adjacent[s]
        if not stacks[b]
    ]


def apply_path(state: XenoState, move: XenoMove) -> list[str]:
    """The stacks after a step or jump sequence."""
    stacks = list(state.stacks)
    if move.kind == Kind.STEP:
        a, b = move.path
        stacks[b], stacks[a] = stacks[a], ""
        return stacks
    g = state.geometry
    for a, c in itertools.pairwise(move.path):
        hop(stacks, a, g.jumped_space(a, c), c)
    return stacks


# -- settling a position: whose turn, and has the game ended --------------------------------
def _settle(
    board: str,
    stacks: tuple[str, ...],
    colours: tuple[int, ...],
    seats: tuple[int, ...],
    mover: int,
    config: XenoConfig,
    quiet: int,
    seen_before: tuple[tuple[tuple[str, ...], int], ...],
) -> XenoState:
    """A play-phase state with its active colour and outcome worked out: the end of a turn.

    ``seen_before`` holds the earlier positions that could still recur; this
    one is added to it.  The search engine decides the same again, for speed, in
    :meth:`XenoEngine.play <desktop.games.xeno.engine.XenoEngine.play>` (and ``_who_moves``,
    ``_first_position``) and :func:`engine_playout.playout
    <desktop.games.xeno.engine_playout.playout>`.
    """
    draft = XenoState(board, stacks, Phase.PLAY, colours, seats, mover, -1, config, mover)
    k = len(colours)
    ended: Outcome | None = None
    active = mover
    controllers = {s[-1] for s in stacks if s}
    if k > 2 and len(controllers) == 1:
        winner = LETTERS.index(controllers.pop())
        why = GameText.tr("{player} controls every stack").format(player=player_word(COLOUR_NAMES[winner]))
        ended = Outcome.win(seats.index(winner), k, why)
    elif not can_move(draft, mover):
        if k == 2:
            other = colours[1 - colours.index(mover)]
            why = GameText.tr("{player} has no move").format(player=player_word(COLOUR_NAMES[mover]))
            ended = Outcome.win(seats.index(other), 2, why)
        else:
            start = colours.index(mover)
            candidates = [colours[(start + i) % k] for i in range(1, k)]
            active = next((c for c in candidates if can_move(draft, c)), -1)
            if active < 0:
                active = mover
                ended = Outcome.draw(k, GameText.tr("no player can move"))
    key = (stacks, active)
    seen = (*seen_before, key)
    if ended is None:
        if config.draw_repetition and seen.count(key) >= 3:
            ended = Outcome.draw(k, repetition())
        elif config.draw_quiet_moves and quiet >= config.draw_quiet_moves:
            ended = Outcome.draw(k, GameText.tr("{n} moves without a jump").format(n=config.draw_quiet_moves))
    return XenoState(board, stacks, Phase.PLAY, colours, seats, active, -1, config, mover, quiet, seen, ended)


def _next_colour(colours: tuple[int, ...], colour: int) -> int:
    return colours[(colours.index(colour) + 1) % len(colours)]


class XenoRules(GameRules[XenoState, XenoMove]):
    """Xeno for 2 to 6 players on any ball of ``geometry.py``.

    The rules alone: the app plays :class:`desktop.games.xeno.game.XenoGame`, which adds the
    AI's evaluation.
    """

    info = GameInfo(
        id="xeno",
        name="Xeno",
        min_players=2,
        max_players=6,
        options=(
            OptionSpec(
                "board",
                QT_TRANSLATE_NOOP("GameOptions", "Board"),
                "xeno-30",
                OFFERED_BOARDS,
                QT_TRANSLATE_NOOP("GameOptions", "The ball: its number of spaces."),
                tuple(BALL_OF.format(n=name.split("-")[1]) for name in OFFERED_BOARDS),
            ),
            OptionSpec(
                "players",
                QT_TRANSLATE_NOOP("GameOptions", "Players"),
                2,
                (2, 3, 4, 5, 6),
                QT_TRANSLATE_NOOP("GameOptions", "The board's size must divide evenly."),
            ),
            OptionSpec(
                "compulsory_jumps",
                QT_TRANSLATE_NOOP("GameOptions", "Jumps are compulsory"),
                True,
                (True, False),
            ),
            OptionSpec(
                "quick_setup",
                QT_TRANSLATE_NOOP("GameOptions", "Quick setup"),
                False,
                (False, True),
                QT_TRANSLATE_NOOP("GameOptions", "Random setup piece and colours."),
            ),
            *draw_options(QT_TRANSLATE_NOOP("GameOptions", "Draw after moves without a jump")),
        ),
    )

    # -- options and setup ---------------------------------------------------------------
    def check_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        given = dict(options or {})
        board = str(given.pop("board", "xeno-30")).lower()
        try:
            size = board_geometry(board).size
        except BoardError as exc:
            raise OptionError(str(exc)) from exc
        merged = super().check_options(given)
        for spec in self.info.options:  # a value equal to a choice is that choice: 2.0 (JSON) plays as 2
            if spec.choices and spec.key != "board":
                merged[spec.key] = spec.choices[spec.choices.index(merged[spec.key])]
        merged["board"] = board
        if size % merged["players"]:
            raise OptionError(
                RulesText.tr("{board} has {size} spaces: it cannot be shared by {merged} players").format(
                    board=board, size=size, merged=merged["players"]
                )
            )
        return merged

    @staticmethod
    def _config(options: Mapping[str, Any]) -> XenoConfig:
        return XenoConfig(
            bool(options["compulsory_jumps"]),
            bool(options["draw_repetition"]),
            int(options["draw_quiet_moves"]),
        )

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> XenoState:
        opts = self.check_options(options)
        board = opts["board"]
        size = board_geometry(board).size
        k = opts["players"]
        rng = random.Random(seed)
        layout = [LETTERS[i % k] for i in range(size)]
        rng.shuffle(layout)
        removed = rng.randrange(size)
        state = XenoState(
            board, tuple(layout), Phase.SETUP, tuple(range(k)), (), -1, removed, self._config(opts)
        )
        if opts["quick_setup"]:
            while state.phase != Phase.PLAY:
                state = self.apply(state, rng.choice(self.legal_moves(state)))
        return state

    def num_players(self, state: XenoState) -> int:
        return len(state.colours)

    def player_name(self, state: XenoState, player: int) -> str:
        if state.phase == Phase.PLAY:
            return player_word(COLOUR_NAMES[state.seats[player]])
        if state.phase == Phase.COLOURS and 1 <= player <= len(state.seats):
            return player_word(COLOUR_NAMES[state.seats[player - 1]])
        return GameText.tr("Player {number}").format(number=player + 1)

    def play_order(self, state: XenoState, players: int) -> tuple[int, ...]:
        """In play the setup player (seat 0) opens each round, then the colours follow in
        letter order (rules §3 step 4); before it, seat order."""
        if state.phase != Phase.PLAY:
            return tuple(range(players))
        first = state.colours.index(state.seats[0])
        k = len(state.colours)
        return tuple(state.seats.index(state.colours[(first + i) % k]) for i in range(k))

    def move_words(self, state: XenoState, move: XenoMove) -> str | None:
        """``setup: piece from 23 onto 27``, ``Player 2 chooses blue``; ``None`` for a step or a jump."""
        if move.kind == Kind.PLACE:
            return GameText.tr("setup: piece from {start} onto {end}").format(
                start=move.path[0] + 1, end=move.path[1] + 1
            )
        if move.kind == Kind.CHOOSE:
            chooser = self.player_name(state, self.to_move(state))
            colour = GameText.tr("{player} chooses {colour}", "a colour, lower case")
            return colour.format(player=chooser, colour=player_word(COLOUR_NAMES[move.colour]).lower())
        return None

    # -- play ------------------------------------------------------------------------------
    def to_move(self, state: XenoState) -> int:
        if state.phase == Phase.SETUP:
            return 0
        if state.phase == Phase.COLOURS:
            return len(state.seats) + 1
        return state.seats.index(state.active)

    #: the last few positions asked about, with their moves (see :meth:`legal_moves`)
    _recent: tuple[tuple[XenoState, tuple[XenoMove, ...]], ...] = ()

    def __getstate__(self) -> dict[str, object]:
        kept = dict(self.__dict__)
        kept.pop("_recent", None)  # a search's request pickles its rules: not these positions
        return kept

    def legal_moves(self, state: XenoState) -> list[XenoMove]:
        """Every legal move.  The last few positions' moves are kept (by identity; states never
        change): a window asks for the same position's moves several times a move, and on a
        ball of 480 spaces the jump sequences take milliseconds."""
        for known, moves in self._recent:
            if known is state:
                return list(moves)
        found = self._legal_moves(state)
        self._recent = ((state, tuple(found)), *self._recent[:3])
        return found

    def _legal_moves(self, state: XenoState) -> list[XenoMove]:
        if state.phase == Phase.SETUP:
            piece = state.stacks[state.removed]
            return [
                XenoMove(Kind.PLACE, (state.removed, t))
                for t, stack in enumerate(state.stacks)
                if t != state.removed and stack and stack[-1] != piece[-1]
            ]
        if state.phase == Phase.COLOURS:
            return [XenoMove(Kind.CHOOSE, (), c) for c in state.colours if c not in state.seats]
        if state.ended is not None:
            return []
        jumps = [XenoMove(Kind.JUMP, path) for path in jump_sequences(state, state.active)]
        if jumps and state.config.compulsory_jumps:
            return jumps
        return jumps + [XenoMove(Kind.STEP, path) for path in steps(state, state.active)]

    def apply(self, state: XenoState, move: XenoMove) -> XenoState:
        if move.kind == Kind.PLACE:
            r, t = move.path
            stacks = list(state.stacks)
            stacks[t] += stacks[r]
            stacks[r] = ""
            return XenoState(
                state.board, tuple(stacks), Phase.COLOURS, state.colours, (), -1, -1, state.config
            )
        if move.kind == Kind.CHOOSE:
            chosen = (*state.seats, move.colour)
            if len(chosen) < len(state.colours) - 1:
                return XenoState(
                    state.board, state.stacks, Phase.COLOURS, state.colours, chosen, -1, -1, state.config
                )
            last = next(c for c in state.colours if c not in chosen)
            seats = (last, *chosen)
            return _settle(state.board, state.stacks, state.colours, seats, last, state.config, 0, ())
        after = tuple(apply_path(state, move))
        mover = _next_colour(state.colours, state.active)
        quiet = 0 if move.kind == Kind.JUMP else state.quiet + 1
        # Empty spaces never become fewer, so a position with another number of
        # them cannot recur: the repetition history starts again.
        seen = state.seen if after.count("") == state.stacks.count("") else ()
        return _settle(state.board, after, state.colours, state.seats, mover, state.config, quiet, seen)

    def undo(self, state: XenoState, move: XenoMove) -> XenoState:
        """The position before ``move``, given the position after it."""
        if move.kind == Kind.PLACE:
            r, t = move.path
            stacks = list(state.stacks)
            stacks[r], stacks[t] = stacks[t][-1], stacks[t][:-1]
            return XenoState(state.board, tuple(stacks), Phase.SETUP, state.colours, (), -1, r, state.config)
        if move.kind == Kind.CHOOSE:
            chosen = state.seats[1:] if state.phase == Phase.PLAY else state.seats
            return XenoState(
                state.board, state.stacks, Phase.COLOURS, state.colours, chosen[:-1], -1, -1, state.config
            )
        stacks = list(state.stacks)
        g = state.geometry
        path = move.path
        if move.kind == Kind.STEP:
            stacks[path[0]], stacks[path[1]] = stacks[path[1]], ""
        else:
            for a, c in reversed(list(itertools.pairwise(path))):
                unhop(stacks, a, g.jumped_space(a, c), c)
        mover = controller(stacks[path[0]])
        quiet = max(state.quiet - 1, 0) if move.kind == Kind.STEP else 0
        return _settle(state.board, tuple(stacks), state.colours, state.seats, mover, state.config, quiet, ())

    def move_steps(self, state: XenoState, move: XenoMove) -> list[MoveStep[XenoState]]:
        """One step for a setup move, a colour choice or a step (``"slide"``); one ``"hop"`` a jump.

        A hop goes from ``origin`` to ``target`` and takes the top piece of the stack on its
        ``taken`` space; its ``state`` holds the stacks after it, the mover still to move,
        and the last hop's is :meth:`apply`'s position.
        """
        after = self.apply(state, move)
        text = self.move_to_text(state, move)
        if move.kind == Kind.CHOOSE:
            return [MoveStep("colour", after, text=text)]
        if move.kind != Kind.JUMP:
            kind = "setup" if move.kind == Kind.PLACE else "slide"
            return [MoveStep(kind, after, move.path[0], move.path[1], text=text)]
        g = state.geometry
        stacks = list(state.stacks)
        hops = list(itertools.pairwise(move.path))
        steps: list[MoveStep[XenoState]] = []
        for n, (a, c) in enumerate(hops, start=1):
            b = g.jumped_space(a, c)
            hop(stacks, a, b, c)
            shown = after if n == len(hops) else replace(state, stacks=tuple(stacks))
            steps.append(MoveStep("hop", shown, a, c, taken=(b,), text=f"{a + 1}x{c + 1}"))
        return steps

    def outcome(self, state: XenoState) -> Outcome | None:
        return state.ended if state.phase == Phase.PLAY else None

    # -- text: §8's notations, read and written by notation.py -----------------------------
    def move_to_text(self, state: XenoState, move: XenoMove) -> str:
        return notation.move_text(move)

    def move_from_text(self, state: XenoState, text: str) -> XenoMove:
        move = notation.parse_move(state, text.strip())
        if move not in self.legal_moves(state):
            raise IllegalMoveError(
                RulesText.tr("{text} is not legal in {position}").format(
                    text=text, position=self.state_to_text(state)
                )
            )
        return move

    def state_to_text(self, state: XenoState) -> str:
        return notation.position_text(state)

    def state_from_text(self, text: str, options: Mapping[str, Any] | None = None) -> XenoState:
        state = notation.parse_position(text, options, lambda opts: self._config(self.check_options(opts)))
        if state.phase != Phase.PLAY:
            return state
        board, stacks, colours, seats = state.board, state.stacks, state.colours, state.seats
        return _settle(board, stacks, colours, seats, state.mover, state.config, 0, ())  # whose turn, over?

    # -- search support --------------------------------------------------------------------
    def state_key(self, state: XenoState) -> tuple[Any, ...]:
        return (state.stacks, state.phase, state.active, state.seats, state.removed)
