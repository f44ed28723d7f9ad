"""A static evaluation of Zeno positions for the AI: pieces first, then remaining tempo.

Pieces are what wins (the last side with pieces wins); remaining tempo — the
forward steps a side's pieces have left — decides the race once the two
armies have passed each other, and is what the safety net scores.
"""

from __future__ import annotations

import math

from desktop.games.zeno.rules import ZenoState, remaining_tempo

PIECE = 1.0
TEMPO = 0.06
SCALE = 4.0


def evaluate(state: ZenoState, player: int) -> float:
    mine, theirs = state.count(player), state.count(1 - player)
    if not theirs:
        return 1.0
    if not mine:
        return -1.0
    tempo = remaining_tempo(state, player) - remaining_tempo(state, 1 - player)
    return math.tanh((PIECE * (mine - theirs) + TEMPO * tempo) / SCALE)
