"""Hypothesis strategies for Xeno: new games on every standard board."""

from __future__ import annotations

from hypothesis import strategies as st

from desktop.games.xeno.geometry import STANDARD_BOARDS
from desktop.games.xeno.rules import XenoRules
from desktop.games.xeno.state import XenoState

rules = XenoRules()


def _start(board: str, players: int, seed: int, quick: bool) -> XenoState:
    return rules.new_state({"board": board, "players": players, "quick_setup": quick}, seed)


#: A new game on any standard board for 2 or 3 players, any seed, with or without the quick setup.
starts = st.builds(
    _start, st.sampled_from(STANDARD_BOARDS), st.sampled_from([2, 3]), st.integers(0, 10_000), st.booleans()
)
