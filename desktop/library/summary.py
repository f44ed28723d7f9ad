"""What the library keeps of one game, read from its session: who played, how it ended, the record.

>>> from desktop.core.session import Seat, Session
>>> from desktop.games.registry import resolve
>>> rules, options = resolve("oxono")
>>> session = Session(rules, options, seats=[Seat.human(), Seat.ai("easy")])
>>> session.play_text("X d3-d6 d5"); _ = session.resign(0)
>>> game = summarize(session)
>>> game.result, game.human, game.opponent, game.level, game.moves
('loss', 0, 'Easy', 'easy', 1)
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from desktop.core.language import QT_TRANSLATE_NOOP, Translatable, translate
from desktop.core.records import session_to_record
from desktop.core.session import Session

#: results from the human's side; "over": a game that ended with no single human at the table
RESULTS = ("win", "draw", "loss", "unfinished", "over")


@dataclass(frozen=True)
class Player:
    """One seat of a stored game: its side's name, who played it and, for the AI, the level."""

    side: str
    kind: str  # "human", "ai" or "network"
    level: str | None = None
    name: str | None = None  # a person over the network

    def label(self) -> str:
        """Who played the seat, in English as the library keeps it (:func:`opponent_words` says it
        in the app's language): a level's name, a person's, ``You``."""
        if self.kind == "ai" and self.level:
            from desktop.ai.levels import level_label

            return level_label(self.level, english=True)
        if self.kind == "network":
            return self.name or "Network"
        return "You" if self.kind == "human" else self.kind

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Player:
        """The seat :meth:`to_json` wrote."""
        return cls(str(data.get("side", "")), str(data.get("kind", "")), data.get("level"), data.get("name"))

    def to_json(self) -> dict[str, str]:
        """The seat as the library stores it: the level and the name only where there is one."""
        return {key: value for key, value in asdict(self).items() if value}


@dataclass(frozen=True)
class GameSummary:
    """The library's row of one game (without its database id)."""

    game: str
    board: str
    options: dict[str, Any]
    players: tuple[Player, ...]
    human: int | None
    opponent: str
    level: str | None
    result: str
    score: float | None
    winner: int | None
    reason: str | None
    started: str
    ended: str
    moves: int
    record: dict[str, Any]
    fingerprint: str


def now_text() -> str:
    return _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds")


class LabelText(Translatable):
    """The words the library keeps in English and shows in the app's language."""


#: (pyside6-lupdate finds them here; :func:`opponent_words`, :func:`board_words`)
_WORDS = (
    QT_TRANSLATE_NOOP("LabelText", "You"),
    QT_TRANSLATE_NOOP("LabelText", "Friend"),
    QT_TRANSLATE_NOOP("LabelText", "Network"),
    QT_TRANSLATE_NOOP("LabelText", "standard"),
)


def opponent_of(players: Sequence[Player], human: int | None) -> str:
    """Whom the one human played (``"Medium"``, ``"Easy + Hard"``), ``"Friend"`` for humans at one
    screen, else every seat (``"Hard v Medium"``), in English as the library keeps it."""
    if human is not None:
        return " + ".join(p.label() for i, p in enumerate(players) if i != human)
    if any(p.kind == "human" for p in players):
        return "Friend"
    return " v ".join(p.label() for p in players)


def opponent_words(opponent: str) -> str:
    """A kept opponent in the app's language: each level's name, ``You``, ``Friend`` (a person's
    name as it is).

    >>> opponent_words("Match me (1,420) + Easy")
    'Match me (1,420) + Easy'
    """
    from desktop.ai.levels import level_from_label, level_label

    def said(part: str) -> str:
        if part in ("You", "Friend", "Network"):
            return translate("LabelText", part)
        level = level_from_label(part)
        return part if level is None else level_label(level)

    return " v ".join(" + ".join(map(said, side.split(" + "))) for side in opponent.split(" v "))


def board_words(board: str) -> str:
    """A kept board label in the app's language (``"xeno-120 · 3 players"``, ``"standard"``).

    >>> board_words("xeno-120 · 3 players"), board_words("standard")
    ('xeno-120 · 3 players', 'standard')
    """

    def said(part: str) -> str:
        count = part.removesuffix(" players")
        if count != part and count.isdigit():
            return LabelText.tr("{n} players").format(n=count)
        return translate("LabelText", part) if part == "standard" else part

    return " · ".join(map(said, board.split(" · ")))


def board_label(options: Mapping[str, Any]) -> str:
    """The board a game was played on, as the filters name it: ``xeno-30``, ``xeno-120 · 3
    players``; ``standard`` for a game with one board."""
    parts = [str(options["board"])] if "board" in options else []
    players = options.get("players")
    if isinstance(players, int) and players != 2:
        parts.append(f"{players} players")
    return " · ".join(parts) or "standard"


def level_of_players(players: Sequence[Mapping[str, Any]]) -> str | None:
    """The level of the one AI a single human played, else ``None`` (the rating and the
    per-level statistics count those games; "Match me" keeps its target: ``match:1620``)."""
    humans = [p for p in players if p.get("kind") == "human"]
    ais = [p for p in players if p.get("kind") == "ai"]
    if len(humans) == 1 and len(ais) == len(players) - 1 and len(ais) == 1:
        level = ais[0].get("level")
        return level if isinstance(level, str) else None
    return None


def fingerprint_of_record(record: Mapping[str, Any]) -> str:
    """The same game gives the same fingerprint whenever and by whichever version it was saved:
    the game, its options and seed, the start, the seats, the moves and how it ended."""
    result = record.get("result") if isinstance(record.get("result"), dict) else None
    ended = None
    if result is not None:
        ended = [result.get("resigned"), bool(result.get("time_out")), bool(result.get("agreed"))]
    key = [
        record.get("game"),
        record.get("options"),
        record.get("seed"),
        record.get("start_position"),
        record.get("seats"),
        record.get("moves"),
        ended,
    ]
    return hashlib.sha256(json.dumps(key, sort_keys=True, default=str).encode()).hexdigest()[:32]


def summarize(
    session: Session[Any, Any],
    *,
    started: str | None = None,
    ended: str | None = None,
    names: Sequence[str | None] | None = None,
    record: dict[str, Any] | None = None,
) -> GameSummary:
    """The library's row of ``session``; ``names``: a person's name for each network seat
    (``None`` for a seat of this computer); ``record``: the record to keep (default: the
    session's own, dated now)."""
    rules = session.rules
    first = session.states[0]
    players = []
    for index, seat in enumerate(session.seats):
        person = names[index] if names is not None and index < len(names) else None
        side = rules.player_name(first, index)
        if person:
            players.append(Player(side, "network", name=person))
        elif seat.is_ai:
            players.append(Player(side, "ai", level=seat.level))
        else:
            players.append(Player(side, "human"))
    humans = [i for i, p in enumerate(players) if p.kind == "human"]
    human = humans[0] if len(humans) == 1 else None
    opponent = opponent_of(players, human)
    outcome = session.final_outcome()
    score: float | None = None
    if outcome is None:
        result = "unfinished"
    elif human is None:
        result = "over"
    else:
        score = float(outcome.scores[human])
        result = "draw" if outcome.winner is None else ("win" if outcome.winner == human else "loss")
    kept = record if record is not None else session_to_record(session)
    when = ended or str(kept.get("date") or now_text())
    player_data = [p.to_json() for p in players]
    return GameSummary(
        game=rules.info.id,
        board=board_label(session.options),
        options=dict(session.options),
        players=tuple(players),
        human=human,
        opponent=opponent,
        level=level_of_players(player_data),
        result=result,
        score=score,
        winner=outcome.winner if outcome is not None else None,
        reason=outcome.reason if outcome is not None else None,
        started=started or when,
        ended=when,
        moves=session.length,
        record=kept,
        fingerprint=fingerprint_of_record(kept),
    )
