"""The window's actions, menus and toolbar (every action with a tooltip)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QStyle, QToolBar

from desktop.core.language import Translatable

Slot = Callable[[], object]


class MenuText(Translatable):
    """The menus' and the toolbar's words."""


class WindowActions:
    """Creates every action of the main window and puts them in menus and the toolbar."""

    def __init__(self, window: QMainWindow) -> None:
        self.window = window
        std = QKeySequence.StandardKey
        self.new = self._make(
            MenuText.tr("&New…"),
            MenuText.tr("Start a new game (choose game, players, seed)"),
            [std.New],
        )
        self.start_page = self._make(
            MenuText.tr("Start &Page"),
            MenuText.tr("The games, play the computer or a friend, resume"),
            [],
        )
        self.open = self._make(MenuText.tr("&Open…"), MenuText.tr("Open a saved game record"), [std.Open])
        self.save = self._make(MenuText.tr("&Save"), MenuText.tr("Save this game"), [std.Save])
        self.save_as = self._make(
            MenuText.tr("Save &As…"),
            MenuText.tr("Save this game to a new file"),
            ["Ctrl+Shift+S"],
        )
        self.library = self._make(
            MenuText.tr("&Library…"),
            MenuText.tr("Every game you played: replay, review or continue one; your statistics"),
            ["Ctrl+L"],
        )
        self.resign = self._make(
            MenuText.tr("&Resign"),
            MenuText.tr("The player to move gives up the game"),
            [],
        )
        self.host_game = self._make(
            MenuText.tr("&Host a Game…"),
            MenuText.tr("Play over the network: choose the seats, then send the invitation"),
            [],
        )
        self.join_game = self._make(
            MenuText.tr("&Join a Game…"),
            MenuText.tr("Play over the network with a host's invitation"),
            [],
        )
        self.quit = self._make(MenuText.tr("&Quit"), MenuText.tr("Close the app"), ["Ctrl+Q"])
        self.undo = self._make(
            MenuText.tr("&Undo"),
            MenuText.tr("Take back the last move (against the AI: yours)"),
            ["Ctrl+Z"],
        )
        self.redo = self._make(
            MenuText.tr("&Redo"),
            MenuText.tr("Play again a move you took back"),
            ["Ctrl+Shift+Z", "Ctrl+Y"],
        )
        self.copy_position = self._make(
            MenuText.tr("&Copy Position"),
            MenuText.tr("Copy the position text"),
            ["Ctrl+Shift+C"],
        )
        self.copy_game = self._make(
            MenuText.tr("Copy &Game"),
            MenuText.tr("Copy the whole game as text: the players, the moves by round, the result"),
            ["Ctrl+Alt+C"],
        )
        self.paste_position = self._make(
            MenuText.tr("&Paste Position"),
            MenuText.tr("Start a new game from a position text on the clipboard"),
            ["Ctrl+Shift+V"],
        )
        self.hint = self._make(
            MenuText.tr("&Hint"),
            MenuText.tr("Ask the AI which move it would play"),
            ["H"],
        )
        self.review = self._make(
            MenuText.tr("Re&view Game"),
            MenuText.tr("Mark the moves that lost the most, by the engine's judgement"),
            ["Ctrl+R"],
        )
        self.show_evaluation = self._make(
            MenuText.tr("Show &Evaluation"),
            MenuText.tr(
                "The bar beside the board and the graph under the moves: each player's chance to win",
            ),
            ["E"],
            checked=True,
        )
        self.flip = self._make(
            MenuText.tr("&Flip Board"),
            MenuText.tr("Turn the board around"),
            ["F"],
            checked=False,
        )
        self.reset_view = self._make(
            MenuText.tr("&Reset View"),
            MenuText.tr("Turn the ball back to its starting view"),
            ["R"],
        )
        self.space_numbers = self._make(
            MenuText.tr("Space &Numbers"),
            MenuText.tr("Show each space's number on the ball"),
            ["N"],
            checked=False,
        )
        self.letters = self._make(
            MenuText.tr("&Letters on Pieces"),
            MenuText.tr("Write each stack's colours as letters (for colour-blind players)"),
            ["L"],
            checked=False,
        )
        self.animate = self._make(
            MenuText.tr("&Animate Moves"),
            MenuText.tr("Show moves travelling over the board"),
            [],
            checked=True,
        )
        #: how long a move takes to play out, in milliseconds, by the View menu's name for it
        self.speeds: dict[int, QAction] = {}
        self.speed_group = QActionGroup(self.window)
        for ms, name in ((700, MenuText.tr(
            "&Slow")), (400, MenuText.tr("&Normal")), (200, MenuText.tr("&Fast")),
        ):
            tip = MenuText.tr("Moves take {seconds} s to play out").format(seconds=f"{ms / 1000:.1f}")
            action = self._make(name, tip, [], checked=ms == 400)
            self.speed_group.addAction(action)
            self.speeds[ms] = action
        self.show_panel = self._make(
            MenuText.tr("Show &Side Panel"),
            MenuText.tr("Show or hide the Players and Moves panel"),
            [],
            checked=True,
        )
        self.full_screen = self._make(
            MenuText.tr("F&ull Screen"),
            MenuText.tr("Fill the screen with the window"),
            ["F11"],
            checked=False,
        )
        self.back = self._make(
            MenuText.tr("&Back"),
            MenuText.tr("Show the position one move earlier"),
            ["Left"],
        )
        self.forward = self._make(
            MenuText.tr("&Forward"),
            MenuText.tr("Show the position one move later"),
            ["Right"],
        )
        self.start = self._make(MenuText.tr("&Start"), MenuText.tr("Show the start position"), ["Home"])
        self.end = self._make(MenuText.tr("&End"), MenuText.tr("Show the latest position"), ["End"])
        self.cancel_selection = self._make(
            MenuText.tr("Step Back"),
            MenuText.tr("Undo one step of the move being built"),
            ["Esc"],
        )
        self.how_to_play = self._make(
            MenuText.tr("How to &Play"),
            MenuText.tr("The rules in plain words, with pictures, and the controls"),
            [std.HelpContents],
        )
        self.rules = self._make(
            MenuText.tr("&Exact Rules"),
            MenuText.tr("The exact rules this app implements: the reference"),
            [],
        )
        self.about = self._make(MenuText.tr("&About"), MenuText.tr("About Xeno Games"), [])
        self._icons()
        self._menus()

    def _make(
        self,
        text: str,
        tip: str,
        keys: Sequence[QKeySequence.StandardKey | str],
        checked: bool | None = None,
    ) -> QAction:
        """An action of the window (``checked``: a checkable one, ticked or not at first)."""
        action = QAction(text, self.window)
        if checked is not None:
            action.setCheckable(True)
            action.setChecked(checked)
        sequences = [QKeySequence(k) for k in keys]
        if sequences:
            action.setShortcuts(sequences)
            tip = f"{tip} ({sequences[0].toString(QKeySequence.SequenceFormat.NativeText)})"
        action.setToolTip(tip)
        action.setStatusTip(tip)
        self.window.addAction(action)  # shortcuts work even with the menu bar hidden
        return action

    def _icons(self) -> None:
        style = self.window.style()
        pix = QStyle.StandardPixmap
        self.new.setIcon(style.standardIcon(pix.SP_FileIcon))
        self.open.setIcon(style.standardIcon(pix.SP_DialogOpenButton))
        self.save.setIcon(style.standardIcon(pix.SP_DialogSaveButton))
        self.undo.setIcon(style.standardIcon(pix.SP_ArrowBack))
        self.redo.setIcon(style.standardIcon(pix.SP_ArrowForward))
        self.flip.setIcon(style.standardIcon(pix.SP_BrowserReload))
        self.hint.setIcon(style.standardIcon(pix.SP_MessageBoxQuestion))

    def _menus(self) -> None:
        bar = self.window.menuBar()
        game = bar.addMenu(MenuText.tr("&Game"))
        game.addActions([self.start_page, self.new, self.open, self.save, self.save_as])
        game.addSeparator()
        network = game.addMenu(MenuText.tr("Play Over &Network"))
        network.addActions([self.host_game, self.join_game])
        game.addActions([self.library, self.review, self.resign])
        game.addSeparator()
        game.addAction(self.quit)
        edit = bar.addMenu(MenuText.tr("&Edit"))
        edit.addActions([self.undo, self.redo])
        edit.addSeparator()
        edit.addActions([self.copy_position, self.copy_game, self.paste_position])
        view = bar.addMenu(MenuText.tr("&View"))
        view.addActions([self.flip, self.reset_view, self.space_numbers, self.letters, self.animate])
        speed = view.addMenu(MenuText.tr("Animation &Speed"))
        speed.addActions(list(self.speeds.values()))
        view.addSeparator()
        view.addActions([self.show_panel, self.show_evaluation, self.full_screen])
        view.addSeparator()
        view.addActions([self.back, self.forward, self.start, self.end])
        view.addSeparator()
        view.addAction(self.hint)
        self.view_menu = view  # View ▸ Language is added by the window (it holds the settings)
        help_menu = bar.addMenu(MenuText.tr("&Help"))
        help_menu.addActions([self.how_to_play, self.rules, self.about])
        self.toolbar = QToolBar("Main", self.window)
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.addActions([self.new, self.undo, self.redo, self.hint, self.flip, self.reset_view])
        self.window.addToolBar(self.toolbar)

    def connect(self, pairs: dict[QAction, Slot]) -> None:
        for action, slot in pairs.items():
            action.triggered.connect(lambda _checked=False, s=slot: s())
