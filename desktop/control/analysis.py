"""The engine's opinion of every position of the game on show, found in the background.

An :class:`Analyst` follows a :class:`~desktop.control.controller.GameController`:
after each change it asks its own :class:`~desktop.control.searching.Searcher`
(in the app, a second child process, so the AI's own search is never kept
waiting) to evaluate the positions of the game that it has not seen, the
position on show first, one at a time and within a node budget.  Results are
kept by position, so undo, redo and navigation reuse them; a new game drops
them and cancels the search in flight.

Each :class:`Evaluation` holds every player's win chance, and the engine's
best move there.  :meth:`Analyst.review` judges a move by the mover's chance
after it against the mover's chance after the engine's best move there (both
positions with the same player to move and searched alike, so the side to
move's edge does not count as a loss), and marks those that lost the most,
with the verdicts and thresholds of :mod:`desktop.ai.analysis` (the headless
``analyse`` command judges the same way).

No Qt here: the window listens through :meth:`Analyst.subscribe`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from desktop.ai.analysis import MARKS, chances_from_score, normalised_chances, verdict_of
from desktop.control.controller import GameController
from desktop.control.events import Event, EventKind
from desktop.control.searching import Searcher, SearchReply, SearchRequest

#: the level whose search judges positions, and its node budget per position
ANALYSIS_LEVEL = "medium"
ANALYSIS_NODES = 3_000


@dataclass(frozen=True)
class Evaluation:
    """Every player's win chance in one position (summing to 1) and the best move there."""

    chances: tuple[float, ...]
    best: Any = None
    best_text: str = ""


@dataclass(frozen=True)
class Review:
    """One move judged: the mover's chance before and after, and the verdict."""

    ply: int  # the move's index in the history (the position before it is states[ply])
    player: int
    loss: float
    verdict: str | None  # "inaccuracy", "mistake", "blunder", or None
    mark: str  # "?!", "?", "??" or ""
    best: Any = None
    best_text: str = ""


def chances_from(stats_extra: dict[str, Any], score: float, mover: int, players: int) -> tuple[float, ...]:
    """Each player's win chance from a search's figures: the search's own ``chances`` if it
    gives them, else a logistic of its score for the mover, the rest shared by the others."""
    given = stats_extra.get("chances")
    found = normalised_chances(given, players) if given is not None else None
    return found if found is not None else chances_from_score(score, mover, players)


def verdict(loss: float) -> tuple[str | None, str]:
    name = verdict_of(loss)
    return name, MARKS[name] if name is not None else ""


Listener = Callable[[], None]


class Analyst:
    """Evaluates the positions of the controller's game in the background, one at a time."""

    def __init__(
        self,
        controller: GameController,
        searcher: Searcher,
        nodes: int = ANALYSIS_NODES,
        level: str = ANALYSIS_LEVEL,
    ) -> None:
        self.controller = controller
        self.searcher = searcher
        self.nodes = nodes
        self.level = level
        self.enabled = True
        #: why the analysis stopped (a search that failed), or None
        self.failure: str | None = None
        self._cache: dict[Hashable, Evaluation] = {}
        self._version = 0  # changes when _cache is emptied: what evaluations() listed is then void
        self._listed: tuple[list[Any], list[Evaluation | None]] = ([], [])
        self._listed_version = -1
        self._listed_at: dict[Hashable, list[int]] = {}  # key -> the plies listed with it
        self._fresh: list[Hashable] = []  # keys judged since the list was last brought up to date
        #: id(state) -> (state, key) and id(state) -> (state, position after the best move)
        self._keys: dict[int, tuple[Any, Hashable]] = {}
        self._better: dict[int, tuple[Any, Any]] = {}
        self._pending: SearchRequest | None = None
        self._listeners: list[Listener] = []
        controller.subscribe(self._on_event)

    # -- listening ----------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        """``listener()`` runs whenever an evaluation arrives or the game changes."""
        self._listeners.append(listener)

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    # -- reading --------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._pending is not None

    def _key(self, state: Any) -> Hashable:
        """The position's key, worked out once per state object (a long game's bar, graph and
        review look at every position after each move: position texts each time took ~50 us a
        position on xeno-480, tens of ms a move by move 1,500)."""
        known = self._keys.get(id(state))
        if known is not None and known[0] is state:
            return known[1]
        rules = self.controller.session.rules
        key = (rules.state_to_text(state), rules.to_move(state))
        self._keys[id(state)] = (state, key)  # the state is held, so its id stays its own
        return key

    def evaluation(self, ply: int) -> Evaluation | None:
        """The evaluation of the position before move ``ply`` (``ply == length``: the last one)."""
        states = self.controller.session.states
        if not 0 <= ply < len(states):
            return None
        return self._cache.get(self._key(states[ply]))

    def evaluations(self) -> list[Evaluation | None]:
        """One entry per position of the whole history (``None`` where not yet known).

        Asked after every move (bar, graph, review): the list is kept and only the positions
        played since are looked up, until an evaluation arrives or the history is replaced."""
        states = self.controller.session.states
        seen, known = self._listed
        if (
            self._listed_version != self._version
            or len(seen) > len(states)
            or (seen and seen[-1] is not states[len(seen) - 1])
        ):
            seen, known = [], []
            self._listed = (seen, known)
            self._listed_version = self._version
            self._listed_at = {}
        else:  # only the positions judged since change
            for key in self._fresh:
                for ply in self._listed_at.get(key, ()):
                    known[ply] = self._cache.get(key)
        self._fresh.clear()
        for state in states[len(seen) :]:
            key = self._key(state)
            self._listed_at.setdefault(key, []).append(len(seen))
            seen.append(state)
            known.append(self._cache.get(key))
        return list(known)

    def complete(self) -> bool:
        """Every position of the game and every position after a better move is judged."""
        return self._next() is None

    def _after_best(self, ply: int) -> Any:
        """The position after the engine's best move where move ``ply`` was played, if known
        and not the move played."""
        session = self.controller.session
        state = session.states[ply]
        before = self._cache.get(self._key(state))
        if before is None or before.best is None or before.best == session.moves[ply]:
            return None
        known = self._better.get(id(state))
        if known is not None and known[0] is state:
            return known[1]
        better = session.rules.apply(state, before.best)
        self._better[id(state)] = (state, better)
        return better

    def review(self) -> list[Review]:
        """Every move judged so far: the mover's chance after it against after the best move."""
        session = self.controller.session
        rules = session.rules
        found: list[Review] = []
        evaluations = self.evaluations()
        for ply in range(len(session.moves)):
            before, after = evaluations[ply], evaluations[ply + 1]
            if before is None or after is None:
                continue
            player = rules.to_move(session.states[ply])
            better = self._after_best(ply)
            if better is None:  # the engine's own choice (or none): nothing lost
                found.append(Review(ply, player, 0.0, None, "", before.best, before.best_text))
                continue
            best = self._cache.get(self._key(better))
            if best is None:
                continue
            loss = max(0.0, best.chances[player] - after.chances[player])
            name, mark = verdict(loss)
            found.append(Review(ply, player, loss, name, mark, before.best, before.best_text))
        return found

    def worst(self, count: int = 3) -> list[Review]:
        """The moves that lost the most, worst first (only those with a verdict)."""
        marked = [r for r in self.review() if r.verdict is not None]
        return sorted(marked, key=lambda r: -r.loss)[:count]

    # -- working -------------------------------------------------------------------------
    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        self.failure = None
        if enabled:
            self.schedule()
        else:
            self._cancel()

    def _on_event(self, event: Event) -> None:
        if event.kind == EventKind.NEW_GAME:
            self._cancel()
            self._cache.clear()
            self._version += 1
            self._keys.clear()
            self._better.clear()
            self._changed()
        if event.kind in (EventKind.NEW_GAME, EventKind.MOVED, EventKind.UNDONE, EventKind.SHOWN):
            self.schedule()

    def _next(self) -> tuple[Any, int] | None:
        """The position to evaluate next, with a seed: the one on show, then the latest back to
        the start, then the positions after the better moves (for the review)."""
        session = self.controller.session
        order = [session.cursor, *range(len(session.states) - 1, -1, -1)]
        for ply in order:
            if self._key(session.states[ply]) not in self._cache:
                return session.states[ply], int(ply)
        for ply in range(len(session.moves) - 1, -1, -1):
            better = self._after_best(ply)
            if better is not None and self._key(better) not in self._cache:
                return better, int(ply) + 1
        return None

    def schedule(self) -> None:
        """Start evaluating the next position not yet known, unless a search is running."""
        if not self.enabled or self._pending is not None:
            return
        found = self._next()
        if found is None:
            return
        state, seed = found
        session = self.controller.session
        ended = session.rules.outcome(state)
        if ended is not None:
            self._judged(state, Evaluation(ended.scores))
            self._changed()
            self.schedule()
            return
        request = SearchRequest(session.rules, state, self.level, seed=seed, purpose="hint", nodes=self.nodes)
        self._pending = request
        self.searcher.search(request, self._on_reply)

    def _judged(self, state: Any, evaluation: Evaluation) -> None:
        key = self._key(state)
        self._cache[key] = evaluation
        self._fresh.append(key)

    def _cancel(self) -> None:
        if self._pending is not None:
            self._pending = None
            self.searcher.cancel()

    def _on_reply(self, reply: SearchReply) -> None:
        if reply.request is not self._pending:
            return  # an answer about a game no longer on show
        self._pending = None
        request = reply.request
        rules = request.rules
        if reply.move is not None and reply.stats is not None:
            mover = rules.to_move(request.state)
            players = rules.num_players(request.state)
            chances = chances_from(reply.stats.extra, reply.stats.score, mover, players)
            text = rules.move_to_text(request.state, reply.move)
            self._judged(request.state, Evaluation(chances, reply.move, text))
            self._changed()
        if reply.error and reply.error != "cancelled":
            self.enabled = False  # a failing analysis stops rather than loops; the game is untouched
            self.failure = reply.error
            self._changed()
            return
        self.schedule()

    def shutdown(self) -> None:
        self._cancel()
        self.searcher.shutdown()
