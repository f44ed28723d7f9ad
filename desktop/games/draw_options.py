"""The two draw rules Xeno and X Spectrum both offer as game options (their rules pages:
"Draws"): threefold repetition, on by default, and a game drawn after a number of moves in
which nothing is taken (100 by default; 0: never).

Each game names what its quiet moves lack (a jump, a capture) in the option's label.
"""

from __future__ import annotations

from desktop.core.language import QT_TRANSLATE_NOOP
from desktop.core.protocol import OptionSpec


def draw_options(quiet_label: str) -> tuple[OptionSpec, OptionSpec]:
    """The options ``draw_repetition`` and ``draw_quiet_moves`` (labelled ``quiet_label``)."""
    repetition = QT_TRANSLATE_NOOP("GameOptions", "Draw on threefold repetition")
    return (
        OptionSpec("draw_repetition", repetition, True, (True, False)),
        OptionSpec("draw_quiet_moves", quiet_label, 100, (0, 50, 100, 200), "0: never"),
    )
