"""Valid inputs for the fuzz tests, from random games of every game and several Xeno boards.

The fuzz tests mutate these, so their inputs look like real ones: records of
random games (finished or not, resigned, with a cursor, from a custom start),
the position text of every position those games passed, and the legal move
texts there.  Everything is built once per test run, from fixed seeds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from hypothesis import strategies as st

from desktop.core.protocol import GameRules
from desktop.core.records import session_to_record
from desktop.core.session import Seat, Session
from desktop.games.registry import resolve

GAMES = ("xeno", "zeno", "oxono", "xspectrum")


@dataclass(frozen=True)
class Variant:
    """A game as the registry names it, with the options its games are played under."""

    name: str
    extra: tuple[tuple[str, Any], ...] = ()
    #: random games stop after this many moves (big boards' games are long)
    plies: int = 400

    @property
    def rules(self) -> GameRules[Any, Any]:
        return resolve(self.name)[0]

    @property
    def options(self) -> dict[str, Any]:
        return {**resolve(self.name)[1], **dict(self.extra)}

    def __str__(self) -> str:
        extra = ",".join(f"{k}={v}" for k, v in self.extra)
        return f"{self.name}[{extra}]" if extra else self.name


VARIANTS: tuple[Variant, ...] = (
    Variant("oxono"),
    Variant("oxono", (("random_totems", True),)),
    Variant("zeno"),
    Variant("xspectrum", plies=160),
    Variant("xspectrum", (("draw_quiet_moves", 50), ("draw_repetition", False)), plies=160),
    *(Variant("xeno-12", (("players", p),)) for p in (2, 3, 4, 6)),
    Variant("xeno-12", (("players", 2), ("compulsory_jumps", False), ("draw_quiet_moves", 0))),
    *(Variant("xeno-30", (("players", p),), plies=160) for p in (2, 3, 5, 6)),
    Variant("xeno-30", (("players", 3), ("quick_setup", True)), plies=160),
    *(Variant("xeno-120", (("players", p),), plies=90) for p in (2, 3, 4, 5, 6)),
)


@dataclass
class Sample:
    """One position of a random game: its variant, state, text and (some of) its legal move texts."""

    variant: Variant
    state: Any
    text: str
    moves: list[str] = field(default_factory=list)


def random_move(rules: GameRules[Any, Any], state: Any, rng: random.Random) -> Any:
    """A random legal move (Zeno: a random base move, then random pushes and pulls: no 2^k listing)."""
    base_moves = getattr(rules, "base_moves", None)
    if base_moves is None:
        return rng.choice(list(rules.legal_moves(state)))
    base = rng.choice(base_moves(state))
    pushes = [s for s in rules.push_squares(state, base) if rng.random() < 0.5]  # type: ignore[attr-defined]
    pulls = [s for s in rules.pull_squares(state, base) if rng.random() < 0.5]  # type: ignore[attr-defined]
    return base.with_choices(pushes, pulls)


def move_texts(rules: GameRules[Any, Any], state: Any, rng: random.Random, limit: int = 6) -> list[str]:
    if rules.outcome(state) is not None:
        return []
    if hasattr(rules, "base_moves"):
        moves = [random_move(rules, state, rng) for _ in range(limit)]
    else:
        moves = list(rules.legal_moves(state))
        moves = rng.sample(moves, min(limit, len(moves)))
    return sorted({rules.move_to_text(state, m) for m in moves})


def _game(variant: Variant, seed: int) -> tuple[Session[Any, Any], list[Sample]]:
    rng = random.Random(seed)
    rules, options = variant.rules, variant.options
    start = None
    if seed % 4 == 3:  # a custom start: a position reached in another game, set up by hand
        other, _ = _game(variant, seed - 1)
        start = rules.state_from_text(rules.state_to_text(other.states[len(other.states) // 2]), options)
    first = start if start is not None else rules.new_state(options, seed)
    n = rules.num_players(first)
    seats = [
        Seat.ai(("easy", "medium", "hard")[p % 3]) if rng.random() < 0.4 else Seat.human() for p in range(n)
    ]
    session: Session[Any, Any] = Session(rules, options, seed, seats, start)
    samples = []
    for _ in range(variant.plies):
        state = session.state
        samples.append(Sample(variant, state, rules.state_to_text(state), move_texts(rules, state, rng)))
        if session.is_over:
            break
        session.play(random_move(rules, state, rng))
    else:
        state = session.state
        samples.append(Sample(variant, state, rules.state_to_text(state), move_texts(rules, state, rng)))
    if seed % 5 == 4 and not session.is_over:
        session.resign(rng.randrange(n))
    session.go_to(rng.randint(0, session.length))
    return session, samples


GAMES_PER_VARIANT = 4


@cache
def games() -> tuple[tuple[Session[Any, Any], list[Sample]], ...]:
    return tuple(_game(v, seed) for v in VARIANTS for seed in range(GAMES_PER_VARIANT))


@cache
def records() -> tuple[dict[str, Any], ...]:
    """A record of every random game (its JSON data, as saved)."""
    return tuple(session_to_record(session) for session, _ in games())


@cache
def samples() -> tuple[Sample, ...]:
    """Every position of every random game (game-over ones included)."""
    return tuple(s for _, game_samples in games() for s in game_samples)


@cache
def samples_of(game_id: str) -> tuple[Sample, ...]:
    """The positions of one game's random games (Xeno's: on every board and player count)."""
    return tuple(s for s in samples() if s.variant.rules.info.id == game_id)


#: A position of a random game: each game as often as the others, whatever its number of variants.
samples_strategy = st.tuples(st.sampled_from(GAMES), st.integers(0, 10**9)).map(
    lambda pick: samples_of(pick[0])[pick[1] % len(samples_of(pick[0]))]
)
