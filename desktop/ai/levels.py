"""The AI levels the app offers, with their budgets.

Every level searches the game's :class:`~desktop.core.engine.SearchEngine`.  The levels'
table (search, time a move, node budgets, 3+ players' playouts, and each game's own figures)
is written once, in docs/ai.md, "Levels": ``python -m tests.test_docs --write`` makes it from
:data:`LEVELS` and the games' entries, and ``tests/test_docs.py`` fails when they differ.

:data:`LEVELS` holds the levels' own budgets.  A game whose figures differ says so in its
registry entry (``desktop/games/<g>/entry.py``: a
:class:`~desktop.core.game_ai.LevelBudget` per level, per board where a board differs), which
reaches the levels through the rules (``rules.info.ai``); ``capped`` makes a level's time
budget stop at its node budget too.

PVS is :class:`~desktop.ai.search.PvsAgent` (TT, killers, history,
quiescence; whole turns of a decision game); in games of 3+ players it hands
the search to :class:`~desktop.ai.mcts.MctsAgent` (per-player rewards, one
playout per :data:`~desktop.ai.search.PLAYOUT_COST` nodes of the budget) in the
level's :attr:`Level.multiplayer_style` (from Medium up the engine's greedy playouts
where it has them, :meth:`~desktop.core.engine.SearchEngine.styled_playout`; Expert's
lower exploration constant).  There the level's playouts bound the app's time budget
too (:meth:`Level.time_cap`: a level stops at whichever comes first), so that the
levels differ as the ladder measures them.

The app plays with the time budgets: wall-clock limits checked inside the
search.  A move found within a time budget depends on how fast the machine
is at that moment; within a node budget alone (``make_agent(level, seed,
nodes=N)``) it depends only on the position, the seed and N, on any machine.
:meth:`Level.nodes_for` is a level's own repeatable budget for a game (the
tests and ``python -m bench.ladder`` play with it); :attr:`Level.nodes` is
its default.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from desktop.ai.adaptive import MatchAgent, match_level, match_target
from desktop.ai.agent import Agent, Budget
from desktop.ai.decisions import TurnByDecisions
from desktop.ai.mcts import MctsAgent
from desktop.ai.random_agent import RandomAgent
from desktop.ai.search import PvsAgent
from desktop.core.language import QT_TRANSLATE_NOOP, translate, whole
from desktop.core.protocol import GameRules


@dataclass(frozen=True)
class Level:
    """An AI level: ``budget`` is the app's (time) budget per move, ``nodes`` the repeatable
    one (search nodes or MCTS playouts per move; 0 for a level that does not search) and
    ``many_nodes`` that of a game of 3+ players, unless the game's entry sets its own
    (:meth:`nodes_for`).
    """

    name: str
    label: str
    algorithm: str
    budget: Budget
    nodes: int = 0
    max_depth: int = 64
    description: str = ""
    noise: float = 0.0
    #: the repeatable budget a move in a game of 3+ players (nodes: one MCTS playout per
    #: :data:`~desktop.ai.search.PLAYOUT_COST`)
    many_nodes: int = 0
    #: in a game of 3+ players, play MCTS (one playout per PLAYOUT_COST nodes of the budget)
    multiplayer_mcts: bool = False
    #: that MCTS's options (:class:`~desktop.ai.mcts.MctsAgent` keywords: ``greedy`` playouts…)
    multiplayer_style: Mapping[str, Any] = field(default_factory=dict)

    def nodes_for(self, rules: GameRules[Any, Any], options: Mapping[str, Any] | None = None) -> int:
        """The repeatable node budget for the game of ``rules`` played with ``options`` (a
        ``players`` option above 2 reads the 3+ players' budget; a ``board`` the board's own,
        where the game's entry gives one)."""
        own = rules.info.ai.on(options).budget(self.name)
        if (options or {}).get("players", 2) > 2:
            return own.many_nodes if own.many_nodes is not None else self.many_nodes
        return own.nodes if own.nodes is not None else self.nodes

    def time_cap(self, rules: GameRules[Any, Any], players: int) -> int | None:
        """The most nodes this level's time-budget search of a game of ``players`` gets: its
        3+ players' budget there, its node budget where the game caps the level (``capped``),
        else none (``None``: the time alone)."""
        if players > 2:
            return self.nodes_for(rules, {"players": players})
        if rules.info.ai.budget(self.name).capped:
            return self.nodes_for(rules)
        return None


def _pvs_level(
    name: str,
    seconds: float,
    nodes: int,
    max_depth: int,
    description: str,
    many_nodes: int,
    noise: float = 0.0,
    style: Mapping[str, Any] | None = None,
) -> Level:
    return Level(
        name,
        name.capitalize(),
        "pvs",
        Budget.time_only(seconds),
        nodes,
        max_depth,
        description,
        noise,
        many_nodes,
        multiplayer_mcts=True,
        multiplayer_style=dict(style or {}),
    )


#: 3+ players from Medium up: MCTS with the engine's greedy playouts where it has them (Xeno)
GREEDY: Mapping[str, Any] = {"greedy": True}
#: Expert's: greedy, and a lower UCT exploration constant, so that its four times Hard's playouts
#: go deeper into the moves that score best instead of spreading evenly over the root's (docs/ai.md)
EXPERT_MANY: Mapping[str, Any] = {"greedy": True, "exploration": 0.5}

LEVELS: dict[str, Level] = {
    "random": Level("random", "Random", "random", Budget(), description="plays any legal move"),
    "beginner": _pvs_level("beginner", 0.3, 3_000, 1, "one turn deep, noisy evaluation", 400, noise=0.3),
    "easy": _pvs_level("easy", 0.5, 1_000, 2, "two turns deep at most", 2_000),
    "medium": _pvs_level("medium", 0.6, 4_000, 64, "iterative deepening, 0.6 s", 16_000, style=GREEDY),
    "hard": _pvs_level("hard", 3.0, 16_000, 64, "iterative deepening, 3 s", 80_000, style=GREEDY),
    "expert": _pvs_level(
        "expert", 10.0, 128_000, 64, "iterative deepening, 10 s", 320_000, style=EXPERT_MANY
    ),
}

APP_LEVELS = ("beginner", "easy", "medium", "hard", "expert")

#: the levels' names as players read them (pyside6-lupdate finds them here; :func:`level_label`)
_LABELS = (
    QT_TRANSLATE_NOOP("LevelText", "Random"),
    QT_TRANSLATE_NOOP("LevelText", "Beginner"),
    QT_TRANSLATE_NOOP("LevelText", "Easy"),
    QT_TRANSLATE_NOOP("LevelText", "Medium"),
    QT_TRANSLATE_NOOP("LevelText", "Hard"),
    QT_TRANSLATE_NOOP("LevelText", "Expert"),
    QT_TRANSLATE_NOOP("LevelText", "Match me ({rating})"),
)


def level_label(name: str, english: bool = False) -> str:
    """The name of the level ``name`` in the app's language (``"hard"`` -> ``"Hard"``, ``"Schwer"``;
    ``"match:1420"`` -> ``"Match me (1,420)"``); in English with ``english`` (as the library keeps it)."""
    said = (lambda text: text) if english else (lambda text: translate("LevelText", text))
    target = match_target(name)
    if target is not None:
        return said("Match me ({rating})").format(rating=f"{target:,.0f}" if english else whole(target))
    level = LEVELS.get(name)
    return said(level.label if level is not None else name.capitalize())


def level_from_label(label: str) -> str | None:
    """The level an English label names, as :func:`level_label` writes it with ``english``
    (how the library keeps opponents); None for any other text.

    >>> level_from_label("Match me (1,420)"), level_from_label("Hard"), level_from_label("Ann")
    ('match:1420', 'hard', None)
    """
    for name, level in LEVELS.items():
        if level.label == label:
            return name
    number = label.removeprefix("Match me (").removesuffix(")").replace(",", "")
    if label.startswith("Match me (") and label.endswith(")") and number.isdigit():
        return match_level(int(number))
    return None


#: the targets a "Match me" level may name (its rating map is measured from about 350 to 3,000)
MATCH_RANGE = (0.0, 4000.0)


def is_level(name: str) -> bool:
    """``name`` is one of :data:`LEVELS` or a "Match me" level (``match:1420``, within
    :data:`MATCH_RANGE`), as the command line takes them.

    >>> is_level("hard"), is_level("match:1420"), is_level("match:nan"), is_level("harder")
    (True, True, False, False)
    """
    target = match_target(name)
    return name in LEVELS or (target is not None and MATCH_RANGE[0] <= target <= MATCH_RANGE[1])


def make_agent(level: str, seed: int = 0, nodes: int | None = None, seconds: float | None = None) -> Agent:
    """A fresh agent for ``level`` (one of :data:`LEVELS`), seeded.

    With ``nodes=None`` it searches within the level's time budget (as the
    app plays); with ``nodes=N`` within N nodes (search) or N playouts
    (MCTS) and no time limit, so its moves depend only on the positions, the
    seed and N.  ``LEVELS[level].nodes_for(rules)`` is the level's own node
    budget for a game.  The random level takes no budget and ignores ``nodes``.
    ``seconds`` (a game clock's share for the move) cuts the level's time budget, never
    lengthens it, and does nothing beside ``nodes``.

    The searches play a decision game's (Zeno's) whole turn themselves; the
    random player goes through :class:`~desktop.ai.decisions.TurnByDecisions`.

    ``match:1420`` is "Match me" at 1420 Elo (:class:`~desktop.ai.adaptive.MatchAgent`): the
    node budget the game's rating map gives that rating, whatever ``nodes`` says.
    """
    target = match_target(level)
    if target is not None:
        return MatchAgent(seed, target=target, seconds=seconds)
    try:
        spec = LEVELS[level]
    except KeyError as exc:
        unknown = translate("LevelText", "unknown AI level {level!r} (known: {levels})")
        raise KeyError(unknown.format(level=level, levels=", ".join(LEVELS))) from exc
    if spec.algorithm == "random":
        return TurnByDecisions(RandomAgent(seed))
    searcher: MctsAgent | PvsAgent
    if spec.algorithm == "mcts":
        searcher = MctsAgent(seed=seed)
    else:
        # 3+ players: MCTS with per-player rewards beat the paranoid search (docs/ai.md)
        many = MctsAgent(seed=seed, **spec.multiplayer_style) if spec.multiplayer_mcts else None
        searcher = PvsAgent(
            max_depth=spec.max_depth, seed=seed, noise=spec.noise, many_players=many, node_cap=spec.time_cap
        )
    searcher.budget = spec.budget if nodes is None else Budget.nodes_only(nodes)
    if nodes is None and seconds is not None and spec.budget.seconds is not None:
        searcher.budget = Budget(min(spec.budget.seconds, max(seconds, 0.01)), spec.budget.nodes)
    return TurnByDecisions(searcher)
