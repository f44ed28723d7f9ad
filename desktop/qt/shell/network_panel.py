"""What a network game adds to the window: the banner above the board (a paused game, a
question from the other side) and the Network dock (who is connected, chat, draw, resign)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.core.language import Translatable
from desktop.qt.buttons import tip_button

#: the longest chat line sent (the protocol cuts at 300)
CHAT_LENGTH = 200
#: the chat lines kept on show
CHAT_LINES = 200


class NetPanelText(Translatable):
    """The network game's bar and panel."""


class NetworkBar(QFrame):
    """A line above the board: the connection's state, or a question to answer."""

    reconnect_clicked = Signal()
    answered = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("networkBar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        self.label = QLabel("", self)
        self.label.setWordWrap(True)
        font = self.label.font()
        font.setBold(True)
        self.label.setFont(font)
        row.addWidget(self.label, 1)
        self.reconnect_button = tip_button(
            NetPanelText.tr("Reconnect"),
            NetPanelText.tr("Connect to the host again with the same invitation"),
            self,
            self.reconnect_clicked,
        )
        self.yes_button = QPushButton(NetPanelText.tr("Accept"), self)
        self.no_button = QPushButton(NetPanelText.tr("Refuse"), self)
        self.yes_button.clicked.connect(lambda: self.answered.emit(True))
        self.no_button.clicked.connect(lambda: self.answered.emit(False))
        for button in (self.reconnect_button, self.yes_button, self.no_button):
            row.addWidget(button)
            button.hide()
        self.hide()

    def say(self, text: str, *, reconnect: bool = False, warn: bool = True) -> None:
        """Show ``text`` (``reconnect``: with the Reconnect button)."""
        self.label.setText(text)
        colour = "#fdecea" if warn else "#e8f4fd"
        self.setStyleSheet(f"#networkBar {{ background: {colour}; }} QLabel {{ color: #202020; }}")
        self.reconnect_button.setVisible(reconnect)
        self.yes_button.hide()
        self.no_button.hide()
        self.show()

    def ask(self, text: str, yes: str, no: str) -> None:
        """A question from the other side, with its two answers."""
        self.say(text, warn=False)
        self.yes_button.setText(yes)
        self.no_button.setText(no)
        self.yes_button.show()
        self.no_button.show()

    @property
    def asking(self) -> bool:
        return self.isVisible() and self.yes_button.isVisible()

    def clear(self) -> None:
        self.label.setText("")
        self.hide()


class NetworkPanel(QWidget):
    """The Network dock: the players and their connections, chat, Offer Draw and Resign."""

    chat_sent = Signal(str)
    draw_clicked = Signal()
    resign_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.players = QLabel("", self)
        self.players.setWordWrap(True)
        layout.addWidget(self.players)
        self.log = QPlainTextEdit(self)
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(CHAT_LINES)
        self.log.setPlaceholderText(NetPanelText.tr("Chat and what happened over the network"))
        layout.addWidget(self.log, 1)
        self.chat_edit = QLineEdit(self)
        self.chat_edit.setMaxLength(CHAT_LENGTH)
        self.chat_edit.setPlaceholderText(NetPanelText.tr("Say something (Enter to send)"))
        self.chat_edit.returnPressed.connect(self._send)
        layout.addWidget(self.chat_edit)
        buttons = QHBoxLayout()
        self.draw_button = tip_button(
            NetPanelText.tr("Offer Draw"),
            NetPanelText.tr("Offer the other players a draw"),
            self,
            self.draw_clicked,
        )
        self.resign_button = tip_button(
            NetPanelText.tr("Resign"), NetPanelText.tr("Give up this game"), self, self.resign_clicked
        )
        buttons.addWidget(self.draw_button)
        buttons.addWidget(self.resign_button)
        layout.addLayout(buttons)

    def _send(self) -> None:
        text = self.chat_edit.text().strip()
        if text:
            self.chat_sent.emit(text[:CHAT_LENGTH])
            self.chat_edit.clear()

    def add_line(self, text: str) -> None:
        self.log.appendPlainText(text)

    def set_playing(self, playing: bool) -> None:
        for widget in (self.chat_edit, self.draw_button, self.resign_button):
            widget.setEnabled(playing)
