"""Puzzles mined from games between the AI levels and proven by exhaustive search.

:mod:`desktop.puzzles.puzzle` reads the puzzle files (``resources/puzzles/*.jsonl``) and
answers a player's moves; :mod:`desktop.puzzles.prove` proves a puzzle's goal;
:mod:`desktop.puzzles.mine` finds new ones; :mod:`desktop.puzzles.cli` is
``xeno-games puzzles``.  No Qt here: this package sits beside ``control`` and ``ai``.
"""
