"""bench/: the lasting tools at its top level, one-off experiments in bench/experiments/ (each
still imports), no test and no tool leaning on an experiment, and the tools' results folder
made where a fresh clone has none."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXPERIMENTS = sorted(p.stem for p in (ROOT / "bench" / "experiments").glob("*.py") if p.stem != "__init__")


def _imported(path: Path) -> set[str]:
    """The modules ``path`` imports (``from bench import x`` as ``bench.x``)."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def _experiments_imported(paths: list[Path]) -> list[str]:
    return [
        f"{path.relative_to(ROOT)}: {name}"
        for path in paths
        for name in sorted(_imported(path))
        if name == "bench.experiments" or name.startswith("bench.experiments.")
    ]


def test_no_test_imports_an_experiment() -> None:
    assert _experiments_imported(sorted((ROOT / "tests").rglob("*.py"))) == []


def test_no_lasting_tool_imports_an_experiment() -> None:
    assert _experiments_imported(sorted((ROOT / "bench").glob("*.py"))) == []


def test_the_experiments_are_out_of_the_top_level() -> None:
    # (horizon, which compared the search's stop with the old one, went with the old stop)
    moved = ("oxono_order", "oxono_probe", "oxono_tune", "mcts_spread", "ai_budgets")
    moved += ("xeno_random_games",)
    assert [name for name in moved if (ROOT / "bench" / f"{name}.py").exists()] == []
    assert set(moved) <= set(EXPERIMENTS)


@pytest.mark.parametrize("name", EXPERIMENTS)
def test_each_experiment_still_imports(name: str) -> None:
    module = importlib.import_module(f"bench.experiments.{name}")
    assert callable(module.main)


def test_bench_engines_makes_its_results_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fresh clone has no bench/results/ (it is not in git): the table is written all the same."""
    from bench import engines

    monkeypatch.setattr(engines, "ROOT", tmp_path)
    engines.main(["zeno", "--seconds", "0.01"])
    assert (tmp_path / "bench" / "results" / "engines.json").is_file()
