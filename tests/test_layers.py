"""The layering of ARCHITECTURE.md: no Qt below desktop/qt, no game inside core or ai."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

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
