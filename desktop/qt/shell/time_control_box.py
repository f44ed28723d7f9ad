"""The New Game dialog's clock choice: no clock, a few usual time controls, or one of the player's own."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from desktop.core.clock import NO_CLOCK, TimeControl
from desktop.core.language import Translatable


class ClockBoxText(Translatable):
    """The New Game dialog's clock choice."""


#: the time controls offered as they are (their text), then "Custom…"
PRESETS: tuple[str, ...] = ("none", "3+2", "5+3", "10+5", "15+10", "30 s/move")
CUSTOM = "Custom…"


def preset_label(text: str) -> str:
    """How a preset reads in the list: ``3+2 (3 min + 2 s a move)``, ``30 s a move``, ``No clock``."""
    control = TimeControl.from_text(text)
    if control.kind == "game":
        return f"{control.text()} ({control.words()})"
    return control.words()[:1].upper() + control.words()[1:] if control.timed else ClockBoxText.tr("No clock")


class TimeControlBox(QWidget):
    """A list of time controls and, for Custom…, a line to write one (``20+10``, ``45 s/move``)."""

    #: the choice changed (valid or not: :meth:`problem` says)
    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.combo = QComboBox(self)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for text in PRESETS:
            self.combo.addItem(preset_label(text), text)
        self.combo.addItem(ClockBoxText.tr("Custom…"), None)
        self.combo.setToolTip(
            ClockBoxText.tr(
                "The players' time: minutes for the game and seconds added after each move, or seconds "
                "for each move. The side whose time runs out loses."
            )
        )
        layout.addWidget(self.combo)
        row = QHBoxLayout()
        self.custom = QLineEdit(self)
        self.custom.setPlaceholderText(ClockBoxText.tr("e.g. 20+10 or 45 s/move"))
        self.custom.setToolTip(
            ClockBoxText.tr("Minutes + seconds a move (20+10), or seconds a move (45 s/move)"),
        )
        row.addWidget(self.custom)
        layout.addLayout(row)
        self.problem_label = QLabel(self)
        self.problem_label.setStyleSheet("color: #c0392b;")
        self.problem_label.setWordWrap(True)
        layout.addWidget(self.problem_label)
        self.combo.currentIndexChanged.connect(self._on_changed)
        self.custom.textChanged.connect(self._on_changed)
        self._on_changed()

    def _is_custom(self) -> bool:
        return self.combo.currentData() is None

    def _on_changed(self) -> None:
        self.custom.setVisible(self._is_custom())
        problem = self.problem()
        self.problem_label.setText(problem or "")
        self.problem_label.setVisible(bool(problem))
        self.changed.emit()

    def problem(self) -> str | None:
        """Why the choice is no time control, or ``None``."""
        if not self._is_custom():
            return None
        text = self.custom.text()
        if not text.strip():
            return ClockBoxText.tr("Write a time control, e.g. 20+10 or 45 s/move")
        try:
            TimeControl.from_text(text)
        except ValueError as exc:
            return str(exc)
        return None

    def time_control(self) -> TimeControl:
        """The choice (no clock while a custom one cannot be read)."""
        data = self.combo.currentData()
        try:
            return TimeControl.from_text(data if isinstance(data, str) else self.custom.text())
        except ValueError:
            return NO_CLOCK

    def set_text(self, text: str) -> None:
        """Show ``text`` (a control's text): its preset, or Custom… with it written."""
        try:
            control = TimeControl.from_text(text)
        except ValueError:
            return
        known = [TimeControl.from_text(preset) for preset in PRESETS]
        if control in known:
            self.combo.setCurrentIndex(known.index(control))
        else:
            self.combo.setCurrentIndex(self.combo.count() - 1)
            self.custom.setText(control.text())
