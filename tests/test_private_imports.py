"""The Qt layer takes nothing private from the composition root (issue 31, item 2)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_qt_imports_nothing_private_from_app() -> None:
    found = []
    for path in (ROOT / "desktop" / "qt").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module == "desktop.app":
                found += [f"{path.name}: {a.name}" for a in node.names if a.name.startswith("_")]
    assert not found, found


def test_the_window_builds_no_controller_of_its_own() -> None:
    source = (ROOT / "desktop" / "qt" / "shell" / "main_window.py").read_text()
    tree = ast.parse(source)
    defined = {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
    assert "default_controller" not in defined and "ChildProcessSearcher(poster" not in source
