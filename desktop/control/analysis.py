"""The engine's opinion of every position of the game on show, found in the background.

An :class:`Analyst` follows a :class:`~desktop.control.controller.GameController`:
after each change it asks its own :class:`~desktop.control.searching.Searcher`
(in the app, a second child process, so the AI's own search is never kept
waiting) to evaluate the positions of the game that it has not seen, the
position on show first, one at a time and within a node budget.  Results are
kept by position, so undo, redo and navigation reuse them; a new game drops
them and cancels the search in flight.

Each :class:`Evaluation` holds every player's win chance, and the engine's
best move there, judged as :mod:`desktop.ai.analysis` judges: the chances
from the search's score through the game's curve, and a position with a
single legal move (a compulsory jump) judged by the position that move leads
to, never searched itself; a position whose move played reached a proven win
for its mover is that win (:func:`~desktop.ai.analysis.proven_sources`), so a
search that missed the winning reply does not hide the move that allowed it.
:meth:`Analyst.review` marks a move only when the
mover's chance after it is below both the chance before it and the chance
after the engine's best move there (:func:`~desktop.ai.analysis.move_loss`),
and again so when those three positions are judged at
:data:`~desktop.ai.analysis.CHECK_SCALE` times the budget (and the position
after the move that budget prefers, where it is another; the smaller loss
counts), with the verdicts and thresholds of :mod:`desktop.ai.analysis` (the headless
``analyse`` command judges the same way).  Each game is judged at its own
node budget (:func:`analysis_nodes`: the game entry's ``GameAI.analysis_nodes``), one at
which the chances of a position change little with more search.

No Qt here: the window listens through :meth:`Analyst.subscribe`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any

from desktop.ai.analysis import (
    CHECK_SCALE,
    MARKS,
    chance_slope,
    chances_of_search,
    forced_line,
    move_loss,
    proven_sources,
    verdict_of,
)
from desktop.control.controller import GameController
from desktop.control.events import Event, EventKind
from desktop.control.searching import Searcher, SearchReply, SearchRequest
from desktop.core.protocol import GameRules

#: the level whose search judges positions
ANALYSIS_LEVEL = "medium"
#: the node budget per position of a game whose entry gives none (each game's entry gives its
#: own, ``GameAI.analysis_nodes``, per board where it differs: where the chances change little
#: with more nodes, ``python -m bench.experiments.win_chance``; 3+ players: playouts are
#: nodes / PLAYOUT_COST)
DEFAULT_ANALYSIS_NODES = 4_000


def analysis_nodes(rules: GameRules[Any, Any], options: Mapping[str, Any] | None = None) -> int:
    """The analysis's node budget per position for the game of ``rules`` played with ``options``."""
    nodes = rules.info.ai.on(options).analysis_nodes
    return DEFAULT_ANALYSIS_NODES if nodes is None else nodes


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
        nodes: int | None = None,
        level: str = ANALYSIS_LEVEL,
    ) -> None:
        self.controller = controller
        self.searcher = searcher
        #: the node budget per position (None: the game's own, :func:`analysis_nodes`)
        self.nodes = nodes
        self.level = level
        self.enabled = True
        #: why the analysis stopped (a search that failed), or None
        self.failure: str | None = None
        self._cache: dict[Hashable, Evaluation] = {}
        #: the positions of the moves with a verdict, judged again at CHECK_SCALE times the budget
        self._checked: dict[Hashable, Evaluation] = {}
        self._checking = False  # the search in flight is one of those
        self._version = 0  # changes when _cache is emptied: what evaluations() listed is then void
        self._listed: tuple[list[Any], list[Evaluation | None]] = ([], [])
        self._listed_version = -1
        self._listed_at: dict[Hashable, list[int]] = {}  # key -> the plies listed with it
        self._fresh: list[Hashable] = []  # keys judged since the list was last brought up to date
        #: id(state) -> (state, key) and id(state) -> (state, position after the best move)
        self._keys: dict[int, tuple[Any, Hashable]] = {}
        self._better: dict[int, tuple[Any, Any]] = {}
        #: id(state) -> (state, move the larger budget prefers, the position after it)
        self._preferred: dict[int, tuple[Any, Any, Any]] = {}
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
        return self.evaluations()[ply]

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
        return self._proven(known)

    def _proven(self, known: list[Evaluation | None]) -> list[Evaluation | None]:
        """``known`` with each position whose move played reached a proven win for its mover
        judged as that win (:func:`~desktop.ai.analysis.proven_sources`), the move as its best."""
        session = self.controller.session
        rules = session.rules
        chances = [None if e is None else e.chances for e in known]
        source = proven_sources(lambda i: rules.to_move(session.states[i]), chances)
        found = list(known)
        for ply, stands_for in enumerate(source):
            proven = known[stands_for]
            if stands_for != ply and proven is not None:
                found[ply] = Evaluation(proven.chances, session.moves[ply], session.move_texts[ply])
        return found

    def complete(self) -> bool:
        """Every position of the game, every position after a better move, and the positions of
        every move with a verdict at the larger budget are judged."""
        return self._next() is None

    def _after_best(self, ply: int, before: Evaluation | None) -> Any:
        """The position after the engine's best move where move ``ply`` was played (``before``:
        the judgement of the position before it), if known and not the move played."""
        session = self.controller.session
        state = session.states[ply]
        if before is None or before.best is None or before.best == session.moves[ply]:
            return None
        known = self._better.get(id(state))
        if known is not None and known[0] is state:
            return known[1]
        better = session.rules.apply(state, before.best)
        self._better[id(state)] = (state, better)
        return better

    def _judged_move(self, ply: int, evaluations: list[Evaluation | None]) -> tuple[Any, float] | None:
        """``(the position after the best move or None, the loss)`` of move ``ply`` at the
        budget, or None while a position it needs is not judged."""
        before, after = evaluations[ply], evaluations[ply + 1]
        if before is None or after is None:
            return None
        better = self._after_best(ply, before)
        if better is None:  # the engine's own choice (or none): nothing lost
            return None, 0.0
        best = self._cache.get(self._key(better))
        if best is None:
            return None
        player = self.controller.session.rules.to_move(self.controller.session.states[ply])
        return better, move_loss(player, before.chances, after.chances, best.chances)

    def _checked_loss(
        self, ply: int, better: Any, evaluations: list[Evaluation | None]
    ) -> tuple[tuple[Any, int] | None, float]:
        """Move ``ply`` judged again at the larger budget: ``(None, the loss)``, or ``((a
        position still to judge at that budget, its seed), 0)``.  It is judged before it,
        after it and after the best move (``better``) and, where the larger budget prefers
        another move than both, after that one too (the better of the two counts); a position
        already proven needs no larger budget."""
        session = self.controller.session
        state, played = session.states[ply], session.moves[ply]

        def judged(position: Any, known: Evaluation | None) -> Evaluation | None:
            if known is not None and max(known.chances) >= 1.0:
                return known
            return self._checked.get(self._key(position))

        before = judged(state, evaluations[ply])
        if before is None:
            return (state, ply), 0.0
        after = judged(session.states[ply + 1], evaluations[ply + 1])
        if after is None:
            return (session.states[ply + 1], ply + 1), 0.0
        best = self._checked.get(self._key(better))
        if best is None:
            return (better, ply + 1), 0.0
        mover = session.rules.to_move(state)
        best_chances = best.chances
        first = evaluations[ply]
        if before.best is not None and before.best != played and (first is None or before.best != first.best):
            other = self._after_move(state, before.best)
            found = self._checked.get(self._key(other))
            if found is None:
                return (other, ply + 1), 0.0
            if found.chances[mover] > best_chances[mover]:
                best_chances = found.chances
        return None, move_loss(mover, before.chances, after.chances, best_chances)

    def _after_move(self, state: Any, move: Any) -> Any:
        """The position after ``move`` from ``state``, worked out once."""
        known = self._preferred.get(id(state))
        if known is not None and known[0] is state and known[1] == move:
            return known[2]
        position = self.controller.session.rules.apply(state, move)
        self._preferred[id(state)] = (state, move, position)
        return position

    def review(self) -> list[Review]:
        """Every move judged so far: the mover's chance after it against before it and after the
        best move; a move with a verdict only once judged again at the larger budget."""
        session = self.controller.session
        rules = session.rules
        found: list[Review] = []
        evaluations = self.evaluations()
        for ply in range(len(session.moves)):
            judged = self._judged_move(ply, evaluations)
            if judged is None:
                continue
            better, loss = judged
            before = evaluations[ply]
            assert before is not None
            player = rules.to_move(session.states[ply])
            if verdict_of(loss) is not None:
                pending, checked = self._checked_loss(ply, better, evaluations)
                if pending is not None:
                    continue
                loss = min(loss, checked)
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
            self._checked.clear()
            self._version += 1
            self._keys.clear()
            self._better.clear()
            self._preferred.clear()
            self._changed()
        if event.kind in (EventKind.NEW_GAME, EventKind.MOVED, EventKind.UNDONE, EventKind.SHOWN):
            self.schedule()

    def _next(self) -> tuple[Any, int, bool] | None:
        """The position to evaluate next, with a seed and whether at the larger budget: the one
        on show, then the latest back to the start, then the positions after the better moves
        (for the review), then those of the moves with a verdict again."""
        session = self.controller.session
        order = [session.cursor, *range(len(session.states) - 1, -1, -1)]
        for ply in order:
            if self._key(session.states[ply]) not in self._cache:
                return session.states[ply], int(ply), False
        evaluations = self.evaluations()
        for ply in range(len(session.moves) - 1, -1, -1):
            better = self._after_best(ply, evaluations[ply])
            if better is not None and self._key(better) not in self._cache:
                return better, int(ply) + 1, False
        for ply in range(len(session.moves) - 1, -1, -1):
            judged = self._judged_move(ply, evaluations)
            if judged is None or verdict_of(judged[1]) is None:
                continue
            pending, _ = self._checked_loss(ply, judged[0], evaluations)
            if pending is not None:
                return pending[0], int(pending[1]), True
        return None

    def schedule(self) -> None:
        """Start evaluating the next position not yet known, unless a search is running.

        A finished position takes its outcome, and a position with a single legal move the
        evaluation of the first position after it with a choice (searched first if not known),
        without a search of its own."""
        if not self.enabled or self._pending is not None:
            return
        session = self.controller.session
        rules = session.rules
        while True:
            found = self._next()
            if found is None:
                return
            state, seed, checking = found
            cache = self._checked if checking else self._cache
            ended = rules.outcome(state)
            if ended is not None:
                self._judged(state, Evaluation(ended.scores), checking)
                self._changed()
                continue
            where, forced = forced_line(rules, state)
            if forced is not None:
                ended = rules.outcome(where)
                known = Evaluation(ended.scores) if ended is not None else cache.get(self._key(where))
                if known is not None:
                    text = rules.move_to_text(state, forced)
                    self._judged(state, Evaluation(known.chances, forced, text), checking)
                    self._changed()
                    continue
                state = where  # judged first; the forced position follows from it
            nodes = self.nodes if self.nodes is not None else analysis_nodes(rules, session.options)
            if checking:
                nodes = round(nodes * CHECK_SCALE)
            request = SearchRequest(rules, state, self.level, seed=seed, purpose="hint", nodes=nodes)
            self._pending = request
            self._checking = checking
            self.searcher.search(request, self._on_reply)
            return

    def _judged(self, state: Any, evaluation: Evaluation, checking: bool = False) -> None:
        key = self._key(state)
        if checking:
            self._checked[key] = evaluation
            return
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
            slope = chance_slope(rules, self.controller.session.options)
            chances = chances_of_search(reply.stats.chances, reply.stats.score, mover, players, slope)
            text = rules.move_to_text(request.state, reply.move)
            self._judged(request.state, Evaluation(chances, reply.move, text), self._checking)
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
