"""The docs say what the code does: the AI levels' table of ``docs/ai.md`` is the one the levels
(``desktop/ai/levels.py``) and the games' registry entries make, it is written there only, the
docs stay short and hold no commit hashes, and every command they show exists with the options
they give it.

The table is made from the code, not typed::

    .venv/bin/python -m tests.test_docs            # print it
    .venv/bin/python -m tests.test_docs --write    # write it into docs/ai.md, between its markers
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop.ai.levels import LEVELS, Level
from desktop.ai.search import PLAYOUT_COST
from desktop.cli import build_parser
from desktop.core.protocol import GameRules
from desktop.games.registry import all_games

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
AI_DOC = ROOT / "docs" / "ai.md"
RELIABILITY_DOC = ROOT / "docs" / "reliability.md"
NETWORK_DOC = ROOT / "docs" / "network.md"
DOCS = (README, AI_DOC, RELIABILITY_DOC, NETWORK_DOC)
#: the most lines each doc may have (issue 31: what a maintainer reads, not a diary)
MOST_LINES = {AI_DOC: 300, RELIABILITY_DOC: 200, NETWORK_DOC: 250}

BEGIN = (
    "<!-- the levels' table: made from desktop/ai/levels.py and the games' registry entries by"
    " `python -m tests.test_docs --write`; tests/test_docs.py fails where they differ -->"
)
END = "<!-- end of the levels' table -->"


def _games() -> list[GameRules[Any, Any]]:
    """The games in menu order (under pytest the toy game too, which sets no budget of its own)."""
    return list(all_games().values())


def _search(level: Level) -> str:
    if level.algorithm == "random":
        return "a uniform random legal move (tests and the ladder only)"
    if level.algorithm == "mcts":
        return "MCTS"
    text = {1: "PVS one turn deep", 2: "PVS two turns deep at most"}.get(
        level.max_depth, "PVS, iterative deepening"
    )
    if level.noise:
        text += f", evaluation + N(0, {level.noise:g}) noise"
    return text


def _differences(level: Level, players: int) -> list[str]:
    """Where a game (or one of its boards) gives ``level`` another node budget than its own."""
    own = level.nodes if players == 2 else level.many_nodes
    out: list[str] = []
    for rules in _games():
        if players > rules.info.max_players:
            continue
        base = {"players": players} if players > 2 else {}
        game = level.nodes_for(rules, base)
        if game != own:
            out.append(f"{rules.info.name} {_per_move(game, players)}")
        for board in rules.info.ai.boards:
            on_board = level.nodes_for(rules, {**base, "board": board})
            if on_board != game:
                out.append(f"{board} {_per_move(on_board, players)}")
    return out


def _per_move(nodes: int, players: int) -> str:
    """A node budget as the table gives it: nodes for 2 players, MCTS playouts for 3+."""
    return f"{nodes:,}" if players == 2 else f"{max(1, nodes // PLAYOUT_COST):,}"


def _with(base: str, differences: list[str]) -> str:
    return f"{base} ({', '.join(differences)})" if differences else base


def _time(level: Level) -> str:
    if level.budget.seconds is None:
        return "-"
    caps = [
        f"{rules.info.name}: and at most {cap:,} nodes"
        for rules in _games()
        if (cap := level.time_cap(rules, 2)) is not None
    ]
    return _with(f"{level.budget.seconds:g} s", caps)


def _many(level: Level) -> str:
    if level.algorithm == "random":
        return "random"
    if not level.multiplayer_mcts:
        return "paranoid PVS"
    text = _with(_per_move(level.many_nodes, 3), _differences(level, 3))
    style = level.multiplayer_style
    if style.get("greedy"):
        text += ", greedy playouts"
    if "exploration" in style:
        text += f", exploration {style['exploration']:g}"
    return text


def levels_table() -> str:
    """The levels' table of docs/ai.md, from the code."""
    rows = [
        "| level | 2 players: search | the app: time a move | 2 players: nodes a move"
        " | 3+ players: MCTS playouts a move |",
        "|---|---|---|---|---|",
    ]
    for level in LEVELS.values():
        nodes = _with(f"{level.nodes:,}", _differences(level, 2)) if level.nodes else "-"
        rows.append(f"| {level.label} | {_search(level)} | {_time(level)} | {nodes} | {_many(level)} |")
    return "\n".join(rows)


def _written_table(text: str) -> str:
    start, end = text.find(BEGIN), text.find(END)
    assert 0 <= start < end, f"docs/ai.md has lost the levels' table's markers:\n{BEGIN}\n{END}"
    return text[start + len(BEGIN) : end].strip()


def write_table() -> None:
    text = AI_DOC.read_text(encoding="utf-8")
    table = _written_table(text)
    AI_DOC.write_text(text.replace(table, levels_table(), 1), encoding="utf-8")


def test_the_levels_table_of_docs_ai_is_the_one_the_code_makes() -> None:
    written = _written_table(AI_DOC.read_text(encoding="utf-8"))
    assert written == levels_table(), (
        "docs/ai.md's levels' table differs from desktop/ai/levels.py and the games' entries: "
        "run `.venv/bin/python -m tests.test_docs --write` and read the difference"
    )


def test_the_table_names_every_level_and_each_game_that_sets_its_own_budget() -> None:
    """The table reads the code's figures (so changing a budget in code changes the table)."""
    table = levels_table()
    assert [line.split("|")[1].strip() for line in table.splitlines()[2:]] == [
        level.label for level in LEVELS.values()
    ]
    for level in LEVELS.values():
        for rules in _games():
            nodes = level.nodes_for(rules)
            if level.nodes and nodes != level.nodes:
                assert f"{rules.info.name} {nodes:,}" in table, (level.name, rules.info.id)


ROW = re.compile(r"^\|\s*(" + "|".join(LEVELS) + r")\s*\|", re.IGNORECASE | re.MULTILINE)


def test_the_levels_table_is_written_in_docs_ai_only() -> None:
    import desktop.ai.levels as levels

    assert len(ROW.findall(AI_DOC.read_text(encoding="utf-8"))) == len(LEVELS)
    readme = README.read_text(encoding="utf-8")
    for where, text in (("README.md", readme), ("levels.py", levels.__doc__ or "")):
        assert not ROW.findall(text), f"{where} writes a levels' table again: point to docs/ai.md instead"
        assert "docs/ai.md" in text, f"{where} should point to docs/ai.md for the levels"


def test_the_docs_stay_short() -> None:
    for doc, most in MOST_LINES.items():
        lines = len(doc.read_text(encoding="utf-8").splitlines())
        assert lines <= most, f"{doc.relative_to(ROOT)}: {lines} lines, at most {most} (dated runs: journal/)"


#: seven to forty hex digits with a letter and a digit among them: a commit's name
COMMIT = re.compile(r"\b(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}\b")


def test_the_docs_name_no_commit() -> None:
    for doc in DOCS:
        found = COMMIT.findall(doc.read_text(encoding="utf-8"))
        assert not found, f"{doc.relative_to(ROOT)} names commits {found}: the history is the journal's"


def _commands(prefix: str) -> list[tuple[str, str]]:
    """Each ``prefix WORD rest`` of the docs: the word after it and the rest of its command (to the
    end of its code span, a comment or the next command)."""
    found: list[tuple[str, str]] = []
    pattern = re.compile(re.escape(prefix) + r" ([a-z][\w.-]*)([^`#\n]*)")
    for doc in DOCS:
        for word, rest in pattern.findall(doc.read_text(encoding="utf-8")):
            found.append((word, rest.split(prefix)[0].split("python -m")[0]))
    return found


def _flags(rest: str) -> set[str]:
    return set(re.findall(r"(?<![\w-])(--[a-z][\w-]*)", rest))


def test_every_module_the_docs_run_exists() -> None:
    modules = {word for word, _ in _commands("python -m")}
    assert {"bench.ladder", "bench.versus", "bench.engines", "bench.load"} <= modules
    missing = sorted(m for m in modules if importlib.util.find_spec(m) is None)
    assert not missing, f"the docs run modules that do not exist: {missing}"


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def test_every_xeno_games_command_the_docs_show_exists_with_its_options() -> None:
    commands = _subparsers(build_parser())
    shown = _commands("xeno-games")
    assert {word for word, _ in shown} >= {"perft", "match", "render", "analyse", "selftest", "open"}
    for word, rest in shown:
        assert word in commands, f"the docs show `xeno-games {word}`: no such command"
        parser = commands[word]
        nested = _subparsers(parser)  # `xeno-games puzzles check …`: the options of `check`
        if nested:
            sub = rest.split()[0] if rest.split() else ""
            assert sub in nested, f"the docs show `xeno-games {word} {sub}`: no such command"
            parser = nested[sub]
        unknown = _flags(rest) - set(parser._option_string_actions)
        assert not unknown, f"`xeno-games {word}{rest}`: no such options {sorted(unknown)}"


#: modules the docs run that cannot show their help here
NO_HELP = {
    "pytest": "its options are pytest's own and its plugins'",
    "tests.fuzz.atheris_fuzz": "libFuzzer's options, and it needs atheris",
    "bench.ball_frames": "it takes no options: --help would run the benchmark",
}


@pytest.mark.slow
def test_every_module_the_docs_run_shows_its_help_with_the_options_given() -> None:
    by_module: dict[str, list[str]] = {}
    for module, rest in _commands("python -m"):
        by_module.setdefault(module, []).append(rest)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for module, uses in sorted(by_module.items()):
        if module in NO_HELP:
            continue
        helps = []
        for words in {(), *((use.split()[0],) for use in uses if use.split() and use.split()[0].isalpha())}:
            run = subprocess.run(
                [sys.executable, "-m", module, *words, "--help"],
                cwd=ROOT,
                env=env,
                capture_output=True,
                text=True,
                timeout=120,
            )
            if not words:
                assert run.returncode == 0, f"python -m {module} --help: {run.stderr[-500:]}"
            helps.append(run.stdout)
        for use in uses:
            unknown = {flag for flag in _flags(use) if not any(flag in h for h in helps)}
            assert not unknown, f"python -m {module}{use}: its help has no {sorted(unknown)}"


if __name__ == "__main__":
    cli = argparse.ArgumentParser(prog="python -m tests.test_docs", description="docs/ai.md's levels' table")
    cli.add_argument("--write", action="store_true", help="write it into docs/ai.md (else print it)")
    if cli.parse_args().write:
        write_table()
    print(levels_table())
