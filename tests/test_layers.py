"""The layering of ARCHITECTURE.md: no Qt below desktop/qt, no game inside core or ai."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_core_games_and_ai_import_without_pyside6() -> None:
    code = (
        "import sys\n"
        "import desktop.core.protocol, desktop.core.session, desktop.core.records, desktop.core.perft\n"
        "import desktop.games.registry, desktop.games.oxono.rules, desktop.games.oxono.evaluation\n"
        "import desktop.ai.levels, desktop.ai.simulate, desktop.cli\n"
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
