"""Puzzles: the files under ``resources/puzzles/`` read safely, and a player's answers judged.

A puzzle file holds one JSON object a line (``resources/puzzles/README.md``)::

    {"id": "oxono-0001", "game": "oxono", "position": "...", "goal": "win in 2",
     "solution": ["X d3-d4 d4", "O ...", "X ..."], "rating": 1350}

:func:`load_puzzles` refuses anything it cannot trust (a file too big, a line that is not
a JSON object, a missing or ill-typed field, an unknown game or option, a position that
does not parse, a solution move that is not legal, a win that does not end the game) with a
:class:`PuzzleError` naming the file, the line and the puzzle's id.  The proof that the
goal holds is :mod:`desktop.puzzles.prove`'s (``xeno-games puzzles check``).

>>> from desktop.games.registry import resolve
>>> import json, tempfile, pathlib
>>> line = {"id": "t-1", "game": "oxono", "position": "xxx3/6/2@3/3+2/6/OOO3 p",
...         "goal": "win in 1", "solution": ["X d3-d5 d6"], "rating": 900}
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "t.jsonl").write_text(json.dumps(line) + "\\n")
>>> (puzzle,) = load_puzzles(folder / "t.jsonl")
>>> rules, _ = resolve(puzzle.game)
>>> state = rules.state_from_text(puzzle.position)
>>> accepts(puzzle, 0, rules, state, rules.move_from_text(state, "X d3-d5 d6"))
True
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from desktop.core.protocol import MAX_MOVE_TEXT, MAX_POSITION_TEXT, GameError, GameRules
from desktop.puzzles.prove import goal_turns, keeps_win, longest_defence

#: a puzzle file larger than this is refused unread
MAX_FILE_BYTES = 4_000_000
#: a longer line is refused
MAX_LINE_CHARS = 20_000
#: more puzzles in one file are refused
MAX_PUZZLES = 10_000
MAX_OPTIONS = 16
_ID = re.compile(r"[a-z0-9][a-z0-9_.-]{0,63}")


def puzzle_games() -> tuple[str, ...]:
    """The registry names puzzles are made for, as the games' entries say (``xeno-30``…)."""
    from desktop.games.registry import all_entries

    return tuple(name for game in all_entries() for name in game.puzzle_names)


_FIELDS = {"id", "game", "position", "goal", "solution", "rating", "options"}


class PuzzleError(ValueError):
    """A puzzle file that cannot be trusted; the message names the file, line and puzzle id."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle.  ``solution`` alternates the solver's and the defender's moves and ends
    with the solver's; ``options`` are only those that differ from the board's defaults."""

    id: str
    game: str
    options: Mapping[str, Any]
    position: str
    goal: str
    solution: tuple[str, ...]
    rating: int
    #: the file it came from, and its line (for messages)
    source: str = field(default="", compare=False)

    @property
    def turns(self) -> int | None:
        """N of a "win in N" puzzle; ``None`` for a best capture."""
        return goal_turns(self.goal)

    def rules(self) -> tuple[GameRules[Any, Any], dict[str, Any]]:
        """The rules and the full options (the board's implied ones, then the puzzle's)."""
        from desktop.games.registry import resolve

        rules, implied = resolve(self.game)
        return rules, {**implied, **self.options}

    def start(self) -> tuple[GameRules[Any, Any], Any]:
        """The rules and the puzzle's starting state."""
        rules, options = self.rules()
        return rules, rules.state_from_text(self.position, options)


def _field(obj: Mapping[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in obj:
        raise PuzzleError(f"{where}: missing field {key!r}")
    value = obj[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise PuzzleError(f"{where}: field {key!r} must be a {kind.__name__}")
    return value


def parse_puzzle(obj: Any, where: str) -> Puzzle:
    """One puzzle from a decoded JSON line, validated field by field (``where``: file:line)."""
    if not isinstance(obj, dict):
        raise PuzzleError(f"{where}: a line must be a JSON object")
    raw_id = obj.get("id")
    if isinstance(raw_id, str) and _ID.fullmatch(raw_id):
        where = f"{where}: {raw_id}"
    pid = _field(obj, "id", str, where)
    if not _ID.fullmatch(pid):
        raise PuzzleError(f"{where}: id must be 1-64 of a-z 0-9 _ . - (starting with a letter or digit)")
    unknown = sorted(set(obj) - _FIELDS)
    if unknown:
        raise PuzzleError(f"{where}: unknown field {unknown[0]!r}")
    game = _field(obj, "game", str, where)
    if game not in puzzle_games():
        raise PuzzleError(f"{where}: unknown game {game[:40]!r} (known: {', '.join(puzzle_games())})")
    options = obj.get("options", {})
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS:
        raise PuzzleError(f"{where}: options must be an object of at most {MAX_OPTIONS} settings")
    for key, value in options.items():
        if not isinstance(value, str | int | bool) or (isinstance(value, str) and len(value) > 100):
            raise PuzzleError(f"{where}: option {key[:40]!r} must be a short string, a number or a flag")
    position = _field(obj, "position", str, where)
    if not 0 < len(position) <= MAX_POSITION_TEXT:
        raise PuzzleError(f"{where}: position must be 1-{MAX_POSITION_TEXT} characters")
    goal = _field(obj, "goal", str, where)
    try:
        n = goal_turns(goal)
    except ValueError as exc:
        raise PuzzleError(f"{where}: {exc}") from None
    solution = _field(obj, "solution", list, where)
    wanted = 1 if n is None else 2 * n - 1
    if len(solution) != wanted:
        raise PuzzleError(f"{where}: goal {goal!r} needs {wanted} solution moves, not {len(solution)}")
    for text in solution:
        if not isinstance(text, str) or not 0 < len(text) <= MAX_MOVE_TEXT:
            raise PuzzleError(f"{where}: each solution move must be a move text")
    rating = _field(obj, "rating", int, where)
    if not 0 <= rating <= 4000:
        raise PuzzleError(f"{where}: rating must be from 0 to 4000")
    puzzle = Puzzle(
        pid, game, MappingProxyType(dict(options)), position, goal, tuple(solution), rating, where
    )
    _check_play(puzzle, where)
    return puzzle


def _check_play(puzzle: Puzzle, where: str) -> None:
    """The position parses, every solution move is legal in turn, and a win ends in the solver's win."""
    try:
        from desktop.games.registry import resolve

        rules, implied = resolve(puzzle.game)
        for key, value in puzzle.options.items():
            if key in implied and implied[key] != value:
                raise PuzzleError(f"{where}: option {key}={value!r} contradicts game {puzzle.game!r}")
        options = {**implied, **puzzle.options}
        rules.check_options(options)
        state = rules.state_from_text(puzzle.position, options)
    except PuzzleError:
        raise
    except (GameError, KeyError, ValueError, IndexError, TypeError) as exc:
        raise PuzzleError(f"{where}: {exc}") from None
    if rules.outcome(state) is not None:
        raise PuzzleError(f"{where}: the game is over in the position")
    solver = rules.to_move(state)
    for number, text in enumerate(puzzle.solution, start=1):
        try:
            state = rules.play(state, rules.move_from_text(state, text))
        except (GameError, ValueError, IndexError, TypeError) as exc:
            raise PuzzleError(f"{where}: solution move {number} {text[:60]!r}: {exc}") from None
        if number < len(puzzle.solution) and rules.outcome(state) is not None:
            raise PuzzleError(f"{where}: the game ends at solution move {number}, before the last")
    if puzzle.turns is not None:
        outcome = rules.outcome(state)
        if outcome is None or outcome.winner != solver:
            raise PuzzleError(f"{where}: the solution does not end in the solver's win")


def load_puzzles(path: Path) -> tuple[Puzzle, ...]:
    """Every puzzle of one ``.jsonl`` file, validated; :class:`PuzzleError` on the first problem.
    Blank lines are skipped; ids must be unique within the file."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise PuzzleError(f"{path}: {size:,} bytes, more than {MAX_FILE_BYTES:,}")
        with path.open("rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise PuzzleError(f"{path}: {exc.strerror or exc}") from None
    if len(data) > MAX_FILE_BYTES:
        raise PuzzleError(f"{path}: more than {MAX_FILE_BYTES:,} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise PuzzleError(f"{path}: not UTF-8 text") from None
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    for number, line in enumerate(text.splitlines(), start=1):
        where = f"{path}:{number}"
        if not line.strip():
            continue
        if len(line) > MAX_LINE_CHARS:
            raise PuzzleError(f"{where}: a line longer than {MAX_LINE_CHARS:,} characters")
        if len(puzzles) >= MAX_PUZZLES:
            raise PuzzleError(f"{where}: more than {MAX_PUZZLES:,} puzzles in one file")
        try:
            obj = json.loads(line)
        except (json.JSONDecodeError, RecursionError) as exc:
            raise PuzzleError(f"{where}: not JSON ({getattr(exc, 'msg', exc)})") from None
        puzzle = parse_puzzle(obj, where)
        if puzzle.id in seen:
            raise PuzzleError(f"{where}: {puzzle.id}: the id is used twice")
        seen.add(puzzle.id)
        puzzles.append(puzzle)
    return tuple(puzzles)


def puzzle_folder() -> Path:
    """``resources/puzzles`` wherever the app runs from."""
    from desktop.assets import resource_path

    return resource_path("puzzles")


def shipped_puzzles(folder: Path | None = None) -> tuple[Puzzle, ...]:
    """Every puzzle of every ``*.jsonl`` file in ``folder`` (the shipped ones by default), in
    file name order; ids must be unique across the files."""
    folder = puzzle_folder() if folder is None else Path(folder)
    out: list[Puzzle] = []
    seen: set[str] = set()
    for path in sorted(folder.glob("*.jsonl")):
        for puzzle in load_puzzles(path):
            if puzzle.id in seen:
                raise PuzzleError(f"{puzzle.source}: the id is used in another file too")
            seen.add(puzzle.id)
            out.append(puzzle)
    return tuple(out)


# -- a player's answers --------------------------------------------------------------------
def _solution_state(puzzle: Puzzle, rules: GameRules[Any, Any], ply: int) -> Any:
    """The state before solution move ``ply`` when the solution is followed."""
    state = rules.state_from_text(puzzle.position, puzzle.rules()[1])
    for text in puzzle.solution[:ply]:
        state = rules.apply(state, rules.move_from_text(state, text))
    return state


def _on_line(puzzle: Puzzle, rules: GameRules[Any, Any], ply: int, state: Any) -> bool:
    return bool(rules.state_to_text(_solution_state(puzzle, rules, ply)) == rules.state_to_text(state))


def accepts(puzzle: Puzzle, ply: int, rules: GameRules[Any, Any], state: Any, move: Any) -> bool:
    """Is ``move`` (legal in ``state``) a right answer at solver ply ``ply`` (0, 2, 4, …)?

    The first move must be the solution's (it is proven the only one); a later one is right
    when it equals the solution's move on the solution's line, or when it still forces the
    win within the solver's turns left (an exhaustive proof)."""
    if ply < 0 or ply % 2 or ply >= len(puzzle.solution):
        raise ValueError(f"ply {ply} is not a solver's move of puzzle {puzzle.id}")
    if _on_line(puzzle, rules, ply, state) and rules.move_to_text(state, move) == puzzle.solution[ply]:
        return True
    n = puzzle.turns
    if ply == 0 or n is None:
        return False
    return keeps_win(rules, state, move, n - ply // 2 - 1)


def reply(puzzle: Puzzle, ply: int, rules: GameRules[Any, Any], state: Any) -> Any:
    """The defender's move at ply ``ply`` (1, 3, …): the solution's when the solver followed
    the solution, else the longest defence (found exhaustively)."""
    if ply < 1 or ply % 2 == 0 or ply >= len(puzzle.solution):
        raise ValueError(f"ply {ply} is not a defender's move of puzzle {puzzle.id}")
    if _on_line(puzzle, rules, ply, state):
        return rules.move_from_text(state, puzzle.solution[ply])
    n = puzzle.turns
    assert n is not None  # a best capture has no reply
    solver = rules.to_move(_solution_state(puzzle, rules, 0))
    return longest_defence(rules, state, solver, n - (ply + 1) // 2)
