"""Packaging: the wheel's package list is complete and resources are found."""

from __future__ import annotations

import tomllib
from pathlib import Path

from desktop.assets import resource_path, rules_text

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_listed_in_pyproject() -> None:
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "desktop").rglob("__init__.py")}
    assert found | {"desktop.resources", "desktop.resources.rules"} == listed


def test_rules_pages_are_found_for_every_game() -> None:
    from desktop.games.registry import all_games

    for rules in all_games().values():
        assert rules.info.rules_page
        assert rules_text(rules.info.rules_page).startswith("# ")
    assert resource_path("rules").is_dir()
