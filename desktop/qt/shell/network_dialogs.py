"""Game ▸ Play Over Network: the Host and Join dialogs.

The Host dialog is the New Game dialog with one more choice per seat (a player
who joins over the network) and, once hosting, the invitation: the code large
enough to read out, the whole invitation with a Copy button, and who has
joined.  The Join dialog reads an invitation pasted or typed (or an address and
a code) and says in words why a join failed.  Neither talks to the network: they
ask (:attr:`HostDialog.host_requested`, :attr:`JoinDialog.join_requested`) and
:mod:`desktop.qt.shell.network_mode` does it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.core.language import Translatable
from desktop.core.session import Seat
from desktop.net.discovery import FoundHost
from desktop.net.game import NetSeat
from desktop.net.invite import Invitation, InvitationError, normal_code, split_address
from desktop.qt.shell.network_found import FoundHostsBox, HostSource
from desktop.qt.shell.new_game_dialog import NewGameChoice, NewGameDialog

#: the seat box's item for a player who joins from another computer
REMOTE = "remote"
ERROR_STYLE = "color: #c0392b;"


class NetText(Translatable):
    """Playing over the network: the Host and Join dialogs, the panel, the messages."""


@dataclass(frozen=True)
class HostChoice:
    """The game as the New Game dialog chooses it (its own seats unused), and who takes each
    seat over the network."""

    game: NewGameChoice
    seats: list[NetSeat]


class HostDialog(NewGameDialog):
    """Pick the game, its options and each seat (here, joins, or this computer's AI); then
    the invitation and who has joined."""

    host_requested = Signal(object)  # a HostChoice

    def __init__(
        self, parent: QWidget | None, game_id: str | None, settings: QSettings | None = None
    ) -> None:
        super().__init__(parent, game_id, None, settings=None)
        self.setWindowTitle(NetText.tr("Host a game over the network"))
        self._memory = settings
        self.clock_box.setToolTip(
            NetText.tr("The host's clock decides for everyone; the network's delay is not charged")
        )
        self.name_edit = QLineEdit(NetText.tr("Host", "the host's name until changed"), self)
        self.name_edit.setMaxLength(40)
        self.name_edit.setToolTip(NetText.tr("Your name, as the players who join see it"))
        name_row = QWidget(self)  # beside the seats, not among them: they are rebuilt with the options
        name_form = QFormLayout(name_row)
        name_form.setContentsMargins(0, 0, 0, 0)
        name_form.addRow(NetText.tr("Your name:"), self.name_edit)
        main = self.layout()
        assert isinstance(main, QVBoxLayout)
        main.insertWidget(main.indexOf(self.seats_group), name_row)
        self.ok_button.setText(NetText.tr("Start hosting"))
        self.ok_button.setToolTip(NetText.tr("Wait for the players who join; the invitation shows here"))
        self.invitation_group = QGroupBox(NetText.tr("Invitation"), self)
        box = QVBoxLayout(self.invitation_group)
        self.code_label = QLabel("", self.invitation_group)
        big = QFont(self.code_label.font())
        big.setPointSize(max(big.pointSize(), 10) * 2 + 4)
        big.setBold(True)
        big.setFamily("monospace")
        self.code_label.setFont(big)
        self.code_label.setToolTip(NetText.tr("The code to read out to the players who join"))
        box.addWidget(self.code_label)
        self.address_label = QLabel("", self.invitation_group)
        self.address_label.setWordWrap(True)
        self.address_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.addWidget(self.address_label)
        row = QHBoxLayout()
        self.invitation_edit = QLineEdit(self.invitation_group)
        self.invitation_edit.setReadOnly(True)
        self.invitation_edit.setMinimumWidth(420)
        self.invitation_edit.setToolTip(NetText.tr("The whole invitation: send it to the players who join"))
        row.addWidget(self.invitation_edit, 1)
        self.copy_button = QPushButton(NetText.tr("Copy"), self.invitation_group)
        self.copy_button.setToolTip(NetText.tr("Copy the invitation, to paste in a message to the players"))
        self.copy_button.clicked.connect(self.copy_invitation)
        row.addWidget(self.copy_button)
        box.addLayout(row)
        self.nearby_label = QLabel(
            NetText.tr(
                "Players on this network also see the game in their Join dialog; they still need the code."
            ),
            self.invitation_group,
        )
        self.nearby_label.setWordWrap(True)
        box.addWidget(self.nearby_label)
        self.joined_label = QLabel("", self.invitation_group)
        self.joined_label.setWordWrap(True)
        box.addWidget(self.joined_label)
        self.invitation_group.hide()
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(layout.count() - 2, self.invitation_group)

    def _build_seats(self) -> None:
        """The New Game dialog's seats, each one also "Joins over the network" (the second
        seat by default: one player here, one who joins)."""
        super()._build_seats()
        for player, box in enumerate(self.seat_boxes):
            if box.findData(REMOTE) >= 0:
                continue
            box.setItemText(0, NetText.tr("Human here"))
            box.addItem(NetText.tr("Joins over the network"), REMOTE)
            if player > 0 and box.currentIndex() == 0:
                box.setCurrentIndex(box.findData(REMOTE))
            box.setToolTip(
                NetText.tr("Who plays this side: you here, a player who joins, or this computer's AI")
            )

    def host_choice(self) -> HostChoice:
        choice = self.choice()
        name = self.name_edit.text().strip() or NetText.tr("Host", "the host's name until changed")
        seats: list[NetSeat] = []
        for box in self.seat_boxes:
            data = box.currentData()
            if data == REMOTE:
                seats.append(NetSeat("remote"))
            elif isinstance(data, Seat) and data.is_ai:
                seats.append(NetSeat("ai", data.level))
            else:
                seats.append(NetSeat("host", "", name))
        return HostChoice(choice, seats)

    def accept(self) -> None:
        """Start hosting: the dialog stays, to show the invitation and who joins."""
        choice = self.host_choice()
        if not any(seat.kind == "remote" for seat in choice.seats):
            self.problem.setText(
                NetText.tr("Choose at least one seat for a player who joins over the network")
            )
            return
        self.problem.setText("")
        self.host_requested.emit(choice)

    def show_invitation(self, invitation: Invitation, seats: list[str]) -> None:
        """Hosting: the choices are fixed; the code, the invitation and the seats on show."""
        fixed = (self.game_box, self.clock_box, self.options_group, self.seats_group, self.advanced_button)
        for widget in fixed:
            widget.setEnabled(False)
        self.ok_button.setEnabled(False)
        self.ok_button.setText(NetText.tr("Waiting for players…"))
        self.code_label.setText(invitation.code)
        self.address_label.setText(
            NetText.tr("Address {host} · port {port}\nCertificate fingerprint {fingerprint}").format(
                host=invitation.host, port=invitation.port, fingerprint=_grouped(invitation.fingerprint)
            )
        )
        self.invitation_edit.setText(invitation.text())
        self.invitation_group.show()
        self.show_seats(seats)
        self._fit()

    def show_seats(self, seats: list[str]) -> None:
        self.joined_label.setText("\n".join(seats))

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)

    def copy_invitation(self) -> None:
        QApplication.clipboard().setText(self.invitation_edit.text())
        self.copy_button.setText(NetText.tr("Copied"))


def _grouped(fingerprint: str) -> str:
    """The fingerprint in groups of eight, easier to compare by eye."""
    return " ".join(fingerprint[i : i + 8] for i in range(0, len(fingerprint), 8))


@dataclass(frozen=True)
class JoinChoice:
    host: str
    port: int
    code: str
    fingerprint: str | None
    name: str


def read_invitation(text: str, code_text: str = "") -> tuple[str, int, str, str | None]:
    """An invitation (``xeno-games://…``), or ``HOST:PORT CODE`` typed (no certificate pinned);
    :class:`InvitationError` says what is wrong."""
    text = text.strip()
    if not text:
        raise InvitationError("paste the invitation the host sent, or type its address and code")
    if text.startswith("xeno-games://"):
        invitation = Invitation.from_text(text)
        return invitation.host, invitation.port, invitation.code, invitation.fingerprint
    address, _, code = text.partition(" ")
    code = code.strip() or code_text.strip()
    if not code:
        raise InvitationError("the code is missing: type the host's code, like 7K4-Q2M")
    host, port = split_address(address)
    return host, port, normal_code(code), None


def join_problem(text: str) -> str:
    """What went wrong joining, in words for the player (the detail after)."""
    lower = text.lower()
    if "wrong code" in lower or "prove it knows the code" in lower:
        refused = NetText.tr(
            "The host refused the code: check it with the host (like 7K4-Q2M) and try again. ({error})"
        )
        return refused.format(error=text)
    if "certificate" in lower:
        return NetText.tr(
            "The computer that answered is not the host of this invitation (another certificate): "
            "ask the host for a new invitation. ({error})"
        ).format(error=text)
    if "cannot reach" in lower or "timed out" in lower or "refused" in lower:
        silent = NetText.tr(
            "No answer from the host: check the address and that the host is still waiting. ({error})"
        )
        return silent.format(error=text)
    if "full" in lower:
        return NetText.tr("The game is full: every seat has its player. ({error})").format(error=text)
    return NetText.tr("Could not join: {error}").format(error=text)


class JoinDialog(QDialog):
    """Choose a game waiting on this network, or paste or type the invitation; a name, Join."""

    join_requested = Signal(object)  # a JoinChoice

    def __init__(self, parent: QWidget | None = None, source: HostSource | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(NetText.tr("Join a game over the network"))
        layout = QVBoxLayout(self)
        intro = QLabel(
            NetText.tr(
                "Choose a game waiting on this network, or paste the invitation the host sent you, "
                "or type the host's address and code."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        #: the games the network's hosts advertise (mDNS), and the one chosen
        self.found = FoundHostsBox(source, self)
        self.found.picked.connect(self.pick)
        layout.addWidget(self.found)
        self.picked: FoundHost | None = None
        form = QFormLayout()
        self.invitation_edit = QLineEdit(self)
        self.invitation_edit.setMinimumWidth(460)
        self.invitation_edit.setMaxLength(400)
        self.invitation_edit.setPlaceholderText(
            "xeno-games://192.168.1.20:52110/7K4-Q2M/…  or  192.168.1.20:52110"
        )
        form.addRow(NetText.tr("Invitation:"), self.invitation_edit)
        self.code_edit = QLineEdit(self)
        self.code_edit.setMaxLength(12)
        self.code_edit.setPlaceholderText(
            NetText.tr("7K4-Q2M (for a game chosen above, or an address typed)")
        )
        form.addRow(NetText.tr("Code:"), self.code_edit)
        self.name_edit = QLineEdit(NetText.tr("Guest", "a joining player's name until changed"), self)
        self.name_edit.setMaxLength(40)
        form.addRow(NetText.tr("Your name:"), self.name_edit)
        layout.addLayout(form)
        self.problem = QLabel("", self)
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(ERROR_STYLE)
        layout.addWidget(self.problem)
        self.status = QLabel("", self)
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.join_button = buttons.addButton(NetText.tr("Join"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def pick(self, host: FoundHost) -> None:
        """A game from the list: its address fills in; the code is the player's to type."""
        self.picked = host
        self.invitation_edit.setText(host.where())
        self.code_edit.clear()
        self.problem.setText("")
        text = NetText.tr("Type the code {host} gives you, then Join.").format(host=host.name)
        if host.fingerprint:  # a stranger on the network may advertise a game too: compare
            starts = NetText.tr(" Its certificate starts {start}, as on your host's screen?")
            text += starts.format(start=host.fingerprint[:8])
        self.status.setText(text)
        self.adjustSize()  # room for the wrapped line
        self.code_edit.setFocus()

    def accept(self) -> None:
        try:
            host, port, code, fingerprint = read_invitation(
                self.invitation_edit.text(), self.code_edit.text()
            )
        except InvitationError as exc:
            self.show_problem(NetText.tr("This is not an invitation: {error}").format(error=exc))
            return
        picked = self.picked
        if fingerprint is None and picked is not None and (picked.address, picked.port) == (host, port):
            fingerprint = picked.fingerprint  # the certificate the chosen host advertised is pinned
        self.problem.setText("")
        self.status.setText(NetText.tr("Joining {host}:{port}…").format(host=host, port=port))
        name = self.name_edit.text().strip() or NetText.tr("Guest", "a joining player's name until changed")
        self.join_requested.emit(JoinChoice(host, port, code, fingerprint, name))

    def show_problem(self, text: str) -> None:
        self.status.setText("")
        self.problem.setText(text)

    def joined(self) -> None:
        """Connected: the dialog's work is done (the game shows when the host sends it)."""
        self.done(QDialog.DialogCode.Accepted)

    def done(self, result: int) -> None:
        self.found.stop()
        super().done(result)
