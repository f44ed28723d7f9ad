"""A push button that says what it does in its tool tip and does it when clicked."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QPushButton, QWidget


def tip_button(
    text: str, tip: str, parent: QWidget, clicked: Callable[[], object] | SignalInstance
) -> QPushButton:
    """A button showing ``text``, ``tip`` when hovered, calling (or emitting) ``clicked``."""
    button = QPushButton(text, parent)
    button.setToolTip(tip)
    button.clicked.connect(clicked)
    return button
