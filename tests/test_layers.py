"""The layering of ARCHITECTURE.md: no Qt below desktop/qt, no game inside core or ai."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _game_modules() -> list[str]:
    """Every module of every game package (rules, evaluation, geometry, …)."""
    return sorted(
        ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for path in (ROOT / "desktop" / "games").rglob("*.py")
        if path.name != "__init__.py"
    )


def test_core_games_control_and_ai_import_without_pyside6() -> None:
    code = (
        "import sys, importlib\n"
        "import desktop.core.protocol, desktop.core.session, desktop.core.records, desktop.core.perft\n"
        f"for name in {_game_modules()!r}: importlib.import_module(name)\n"
        "import desktop.control, desktop.control.controller, desktop.control.searching\n"
        "import desktop.ai.levels, desktop.ai.simulate, desktop.ai.process, desktop.cli\n"
        "import desktop.learn.lessons\n"
        "import desktop.net.host, desktop.net.join, desktop.net.cli\n"
        "import desktop.puzzles.puzzle, desktop.puzzles.prove, desktop.puzzles.mine, desktop.puzzles.cli\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph', 'OpenGL'))\n"
        "print(bad)\n"
        "assert not bad, bad\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def imported_modules(package: str) -> set[str]:
    names: set[str] = set()
    for path in (ROOT / "desktop" / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                names.add(node.module)
    return names


def test_core_and_ai_know_no_concrete_game() -> None:
    for package in ("core", "ai"):
        offending = {m for m in imported_modules(package) if m.startswith("desktop.games.")}
        assert not offending, f"desktop/{package} imports {offending}"


def test_games_and_ai_are_siblings() -> None:
    assert not {m for m in imported_modules("games") if m.startswith("desktop.ai")}
    assert not {m for m in imported_modules("ai") if m.startswith("desktop.games")}


def test_puzzles_sit_with_control_and_ai() -> None:
    """The puzzles import no Qt, and a game only through the registry."""
    imported = imported_modules("puzzles")
    assert not {m for m in imported if m.startswith(("desktop.qt", "PySide6"))}
    assert {m for m in imported if m.startswith("desktop.games")} <= {"desktop.games.registry"}


def test_learn_sits_with_control() -> None:
    """The lessons know a game through the registry only, and no Qt."""
    imported = imported_modules("learn")
    assert not {m for m in imported if m.startswith(("desktop.qt", "PySide6"))}
    assert {m for m in imported if m.startswith("desktop.games")} <= {"desktop.games.registry"}


def test_net_sits_with_control() -> None:
    """The network play imports no Qt, and a game only through the registry."""
    imported = imported_modules("net")
    assert not {m for m in imported if m.startswith(("desktop.qt", "PySide6"))}
    assert {m for m in imported if m.startswith("desktop.games")} <= {"desktop.games.registry"}


@pytest.mark.slow
def test_the_controller_tests_pass_with_pyside6_unimportable() -> None:
    """As if PySide6 were uninstalled: the controller and its tests need no Qt."""
    code = (
        "import sys\n"
        "for name in ('PySide6', 'pyqtgraph', 'OpenGL'): sys.modules[name] = None  # import fails\n"
        "import pytest\n"
        "sys.exit(pytest.main(['-q', '-p', 'no:pytest-qt', '-p', 'no:xdist', '-p', 'no:cacheprovider',\n"
        "                      'tests/control', 'tests/toy/test_toy_game.py']))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert " passed" in result.stdout and "failed" not in result.stdout


# -- no game named outside the games ---------------------------------------------------------------
#: the packages that never name a game: what they know of one comes from its registry entry
GAME_FREE = (
    "desktop/ai",
    "desktop/control",
    "desktop/core",
    "desktop/learn",
    "desktop/library",
    "desktop/net",
    "desktop/puzzles",
    "desktop/qt/library",
    "desktop/qt/shell",
    "desktop/qt/selftest.py",
)
#: the game ids (the toy game's too) and the board names made of them
GAME_WORDS = re.compile(r"(?<![a-z0-9])(xeno|zeno|oxono|x ?spectrum|tictactoe)(-\d+)?(?![a-z0-9])")
#: the app's own name (Xeno Games, xeno-games, XENO_GAMES, XenoGames) is not a game's
APP_NAME = re.compile(r"xeno[-_ ]?games", re.IGNORECASE)
_WORD_PARTS = re.compile(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])")


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the strings standing alone as statements: docstrings (doctests live in them)
    and the docs written under an attribute."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }


def _identifier_text(name: str) -> str:
    """``XenoView`` / ``_xeno_boards`` / ``PICTURE_GAMES`` as words: ``xeno view``, ``xeno boards``."""
    return " ".join(part.lower() for piece in name.split("_") for part in _WORD_PARTS.findall(piece))


def game_names_in(source: str) -> list[tuple[int, str]]:
    """Every (line, text) of ``source`` where a string literal (not a docstring) or an
    identifier (a name, attribute, argument, function, class or imported module) names a game."""
    tree = ast.parse(source)
    docstrings = _docstrings(tree)
    found: list[tuple[int, str]] = []

    def check(line: int, text: str, words: str) -> None:
        if GAME_WORDS.search(APP_NAME.sub(" ", words).lower()):
            found.append((line, text))

    for node in ast.walk(tree):
        line = getattr(node, "lineno", 0)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            check(line, repr(node.value), node.value)
        elif isinstance(node, ast.Name):
            check(line, node.id, _identifier_text(node.id))
        elif isinstance(node, ast.Attribute):
            check(line, node.attr, _identifier_text(node.attr))
        elif isinstance(node, (ast.arg, ast.keyword)) and node.arg:
            check(line, node.arg, _identifier_text(node.arg))
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            check(line, node.name, _identifier_text(node.name))
        elif isinstance(node, ast.ImportFrom) and node.module:
            check(line, node.module, " ".join(map(_identifier_text, node.module.split("."))))
        elif isinstance(node, ast.Import):
            for alias in node.names:
                check(line, alias.name, " ".join(map(_identifier_text, alias.name.split("."))))
        if isinstance(node, ast.alias) and node.asname:
            check(line, node.asname, _identifier_text(node.asname))
    return sorted(set(found))


def test_the_check_finds_a_game_named_in_code_but_not_in_docstrings_or_the_apps_name() -> None:
    source = (
        '"""Module doc: resolve("xeno-30") in a doctest may name a game."""\n'
        "SLOPES = {'zeno': 12.0}\n"
        "board = 'xeno-120'\n"
        "def f(oxono_cap: int) -> None:\n"
        '    """A docstring naming Oxono."""\n'
        "    return XSpectrumView\n"
        "title = 'About Xeno Games'; log = 'xeno-games.log'; env = 'XENO_GAMES_DATA'\n"
        "name = 'X Spectrum'\n"
        "from desktop.games.tictactoe import rules\n"
        "# a comment naming xeno\n"
    )
    assert game_names_in(source) == [
        (2, "'zeno'"),
        (3, "'xeno-120'"),
        (4, "oxono_cap"),
        (6, "XSpectrumView"),
        (8, "'X Spectrum'"),
        (9, "desktop.games.tictactoe"),
    ]


def test_no_game_is_named_outside_the_games() -> None:
    """The packages of GAME_FREE learn every game from the registry:
    a game id or board name written there (outside docstrings) is a game known in two places."""
    offending = []
    for place in GAME_FREE:
        path = ROOT / place
        for file in sorted([path] if path.is_file() else path.rglob("*.py")):
            name = str(file.relative_to(ROOT))
            for line, text in game_names_in(file.read_text(encoding="utf-8")):
                offending.append(f"{name}:{line}: {text}")
    assert not offending, "a game named outside the games:\n" + "\n".join(offending)
