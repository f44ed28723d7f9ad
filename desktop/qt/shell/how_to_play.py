"""How to play: each game's rules in plain words, with pictures drawn by the game's own renderer.

Each game's page is Markdown, the page its registry entry names
(:attr:`~desktop.core.entry.GameEntry.help_page`, e.g.
``resources/help/xeno.md``); a game whose entry names none has no tab.  A
line of its own of the form ::

    ![A jump takes the top ring](position: xeno-12 b b,ba,a,b,a,a,b,b,a,,b,a; moves: 8x10)

is a picture: the position (a position text of the game's exact rules),
then, separated by ``;``, any of

* ``moves: m1, m2, …`` — moves played from that position, in the game's
  notation; the picture shows the position before the last one and after it;
* ``show: after`` — only the position after the moves;
* ``front: n`` — on the ball, space ``n`` is turned to the viewer and marked
  (by default the space jumped over, or the space stepped to, by the last move);
* ``expect: win`` — the last move must end the game with a winner;
* ``size: px`` — the picture's width, if not the game's usual one (its entry's
  :attr:`~desktop.core.entry.GameEntry.picture_width`).

The words in the brackets are the caption.  Every picture is checked against
the game's rules (the tests read every page), so a page cannot show an
illegal move.  The pictures are drawn to PNG files in a temporary folder the
first time a page is shown (the ball needs OpenGL on the UI thread, so there
is no drawing in the background); they are kept for the rest of the run.
"""

from __future__ import annotations

import hashlib
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import (
    QDesktopServices,
    QGuiApplication,
    QImage,
    QShowEvent,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFragment,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop.assets import translated_path
from desktop.core.language import Translatable, current
from desktop.core.protocol import GameError, GameRules
from desktop.games.registry import all_entries, all_games, entry, resolve
from desktop.qt.render import render_state_to_image
from desktop.qt.shell.help_dialogs import RulesDialog

#: a link in a page that opens the exact rules
EXACT_RULES_LINK = "exact-rules:"

PICTURE_LINE = re.compile(r"^!\[(?P<caption>[^\]]*)\]\((?P<spec>position:.*)\)[ \t]*$", re.MULTILINE)
_SCHEME = "howto"


class PictureError(ValueError):
    """A picture line that cannot be read, or that the game's rules refuse."""


@dataclass(frozen=True)
class Picture:
    """One picture line of a page, as written."""

    caption: str
    position: str
    moves: tuple[str, ...] = ()
    show: str = "both"
    front: int | None = None
    expect: str = ""
    size: int | None = None

    @property
    def before_and_after(self) -> bool:
        """Two images: the position before the last move, and after it."""
        return bool(self.moves) and self.show == "both"

    @property
    def spec(self) -> str:
        """A text naming everything drawn (the picture's file names derive from it)."""
        return repr((self.position, self.moves, self.show, self.front, self.expect))


@dataclass(frozen=True)
class Diagram:
    """A picture made real: the rules, the positions to draw (one or two), the ball's front space."""

    rules: GameRules[Any, Any]
    states: tuple[Any, ...]
    front: int | None  # 0-based


def parse_picture(caption: str, spec: str) -> Picture:
    """Read the ``position: …; moves: …`` part of a picture line."""
    fields: dict[str, str] = {}
    for part in spec.split(";"):
        key, colon, value = part.partition(":")
        key = key.strip()
        if not colon or key not in ("position", "moves", "show", "front", "expect", "size"):
            raise PictureError(f"picture {caption!r}: {part.strip()!r} is not 'key: value'")
        if key in fields:
            raise PictureError(f"picture {caption!r}: {key} given twice")
        fields[key] = value.strip()
    moves = tuple(m.strip() for m in fields.get("moves", "").split(",") if m.strip())
    show = fields.get("show", "both")
    if show not in ("both", "after"):
        raise PictureError(f"picture {caption!r}: show must be 'both' or 'after', not {show!r}")
    expect = fields.get("expect", "")
    if expect not in ("", "win"):
        raise PictureError(f"picture {caption!r}: expect must be 'win', not {expect!r}")
    if ("show" in fields or expect) and not moves:
        raise PictureError(f"picture {caption!r}: show or expect needs moves")
    try:
        front = int(fields["front"]) if "front" in fields else None
        size = int(fields["size"]) if "size" in fields else None
    except ValueError as exc:
        raise PictureError(f"picture {caption!r}: {exc}") from None
    return Picture(caption.strip(), fields.get("position", ""), moves, show, front, expect, size)


def pictures_in(markdown: str) -> list[Picture]:
    """Every picture line of a page, in order."""
    return [parse_picture(m["caption"], m["spec"]) for m in PICTURE_LINE.finditer(markdown)]


def help_games() -> dict[str, str]:
    """The games with a How to play page (their entry names one), in menu order, with their names."""
    names = all_games()
    return {game.id: names[game.id].info.name for game in all_entries() if game.help_page}


def page_text(game_id: str) -> str:
    """The Markdown of a game's How to play page (its entry's page: under ``resources/help/``,
    in the language in use if ``resources/help/<language>/`` has it, or a path of its own)."""
    page = entry(game_id).help_page
    path = Path(page) if Path(page).is_absolute() else translated_path("help", page)
    return path.read_text(encoding="utf-8")


def diagram(game_id: str, picture: Picture) -> Diagram:
    """Read the picture's position, play its moves; :class:`PictureError` if the rules refuse any."""
    rules = resolve(game_id)[0]
    try:
        state = rules.state_from_text(picture.position)
    except (GameError, ValueError) as exc:
        raise PictureError(f"picture {picture.caption!r}: bad position: {exc}") from None
    before = state
    last: Any = None
    for text in picture.moves:
        try:
            move = rules.move_from_text(state, text)
            before, state = state, rules.play(state, move)
        except (GameError, ValueError) as exc:
            raise PictureError(f"picture {picture.caption!r}: move {text}: {exc}") from None
        last = move
    if picture.expect == "win":
        outcome = rules.outcome(state)
        if outcome is None or outcome.winner is None:
            raise PictureError(f"picture {picture.caption!r}: the game is not won after the moves")
    front = None if picture.front is None else picture.front - 1
    if front is None and last is not None:  # (only the ball's renderer turns to a front space)
        step = rules.move_steps(before, last)[-1]
        front = step.taken[0] if step.taken else step.target
    states = (before, state) if picture.before_and_after else (state,)
    return Diagram(rules, states, front)


# -- drawing ---------------------------------------------------------------------------------------
_folder: tempfile.TemporaryDirectory[str] | None = None


def picture_folder() -> Path:
    """The folder the pictures are drawn into (one per run, removed when the app ends)."""
    global _folder
    if _folder is None:
        _folder = tempfile.TemporaryDirectory(prefix="xeno-games-help-")
    return Path(_folder.name)


def draw_picture(game_id: str, picture: Picture, scale: float = 1.0) -> list[Path]:
    """The PNG files of a picture (drawn now unless drawn before in this run), left to right."""
    width = picture.size or entry(game_id).picture_width
    pixels = max(16, round(width * scale))
    key = hashlib.sha1(f"{game_id}|{picture.spec}|{pixels}".encode()).hexdigest()[:16]
    folder = picture_folder()
    paths = [folder / f"{game_id}-{key}-{i}.png" for i in range(2 if picture.before_and_after else 1)]
    if all(p.exists() for p in paths):
        return paths
    made = diagram(game_id, picture)
    for state, path in zip(made.states, paths, strict=True):
        render_state_to_image(made.rules, state, str(path), pixels, made.front)
    return paths


@dataclass
class Page:
    """A page ready to show: its Markdown, and the pictures its image links name."""

    markdown: str
    images: dict[str, QImage]
    files: list[Path]
    captions: list[str]

    def document(self, parent: QWidget | None = None) -> QTextDocument:
        """The page as a document, pictures included, each centred with its caption under it."""
        document = QTextDocument(parent)
        document.setMarkdown(self.markdown)  # (this clears the resources: they come after)
        for name, image in self.images.items():
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
        _centre_pictures(document, set(self.captions))
        return document


def make_page(game_id: str, scale: float = 1.0) -> Page:
    """The game's page with every picture drawn (at ``scale`` device pixels per pixel).

    A picture that cannot be drawn (no OpenGL for the ball, say) becomes a line saying so.
    """
    page = Page("", {}, [], [])

    def replace(match: re.Match[str]) -> str:
        try:
            picture = parse_picture(match["caption"], match["spec"])
            paths = draw_picture(game_id, picture, scale)
        except Exception as exc:  # a picture never keeps the page from showing
            return f"*({match['caption'].strip()}: the picture cannot be drawn here: {exc})*"
        links = []
        for path in paths:
            image = QImage(str(path))
            image.setDevicePixelRatio(scale)
            name = f"{_SCHEME}:{path.name}"
            page.images[name] = image
            page.files.append(path)
            links.append(f"![{picture.caption}]({name})")
        images = " \u2192 ".join(links)  # before → after
        if not picture.caption:
            return images
        page.captions.append(picture.caption)
        return f"{images}\\\n*{picture.caption}*"

    page.markdown = PICTURE_LINE.sub(replace, page_text(game_id))
    return page


def _is_picture(fragment: QTextFragment) -> bool:
    fmt = fragment.charFormat()
    return fmt.isImageFormat() and fmt.toImageFormat().name().startswith(f"{_SCHEME}:")


def _centre_pictures(document: QTextDocument, captions: set[str]) -> None:
    """Centre each paragraph holding a picture and the caption under it; arrows sit mid-picture."""
    block = document.begin()
    after_picture = False
    while block.isValid():
        fragments: list[QTextFragment] = []
        it = block.begin()
        while not it.atEnd():
            fragments.append(it.fragment())
            it += 1
        has_picture = any(_is_picture(f) for f in fragments)
        if has_picture:
            for fragment in fragments:
                look = QTextCharFormat()
                look.setVerticalAlignment(QTextCharFormat.VerticalAlignment.AlignMiddle)
                if not _is_picture(fragment):
                    look.setFontPointSize(22)  # the arrow between before and after
                cursor = QTextCursor(document)
                cursor.setPosition(fragment.position())
                cursor.setPosition(fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor)
                cursor.mergeCharFormat(look)
        is_caption = after_picture and block.text() in captions
        if has_picture or is_caption:
            cursor = QTextCursor(block)
            layout = block.blockFormat()
            layout.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            layout.setTopMargin(10 if has_picture else 0)
            layout.setBottomMargin(14 if is_caption else 0)
            cursor.setBlockFormat(layout)
        after_picture = has_picture
        block = block.next()


# -- the dialog ------------------------------------------------------------------------------------
class HowToText(Translatable):
    """The How to Play window's own words (its pages come translated from their files)."""


class HowToPlayDialog(QDialog):
    """Every game's How to play page, one tab each, and buttons to its exact rules and its lessons."""

    #: the game whose lessons the player asked for
    lessons_clicked = Signal(str)

    def __init__(self, game_id: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(HowToText.tr("How to Play"))
        self.resize(880, 820)
        self.browsers: dict[str, QTextBrowser] = {}
        #: the picture files of each page shown so far
        self.pictures: dict[str, list[Path]] = {}
        #: the language of the pages shown (desktop.core.language.current when they were read)
        self.language = current()
        #: the exact rules windows opened from here, and the last one
        self.rules_dialogs: dict[str, RulesDialog] = {}
        self.rules_dialog: RulesDialog | None = None
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        #: the games with a page, in tab order, with their names
        self.games = help_games()
        for gid, name in self.games.items():
            browser = QTextBrowser(self.tabs)
            browser.setOpenLinks(False)
            browser.anchorClicked.connect(self._link)
            self.browsers[gid] = browser
            self.tabs.addTab(browser, name)
        layout.addWidget(self.tabs)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.exact_rules_button = QPushButton(HowToText.tr("Exact Rules…"), self)
        self.exact_rules_button.setToolTip(
            HowToText.tr("The complete rules of this game, every case covered")
        )
        buttons.addButton(self.exact_rules_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.exact_rules_button.clicked.connect(self.open_exact_rules)
        self.lessons_button = QPushButton(HowToText.tr("Lessons…"), self)
        self.lessons_button.setToolTip(HowToText.tr("Learn this game on the board, step by step"))
        buttons.addButton(self.lessons_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.lessons_button.clicked.connect(lambda: self.lessons_clicked.emit(self.current_game()))
        #: how far the player is with a game's lessons ("3 of 8 done"; "" hides the button)
        self.lessons_status: Callable[[str], str] = lambda game_id: ""
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.show_game(game_id or next(iter(self.games), ""))
        self.tabs.currentChanged.connect(lambda _index: self._fill(self.current_game()))
        self.tabs.currentChanged.connect(lambda _index: self.update_lessons())

    def update_lessons(self) -> None:
        """The Lessons button names the progress in this game's lessons (none: no button)."""
        status = self.lessons_status(self.current_game())
        self.lessons_button.setText(HowToText.tr("Lessons ({status})…").format(status=status))
        self.lessons_button.setVisible(bool(status))

    def current_game(self) -> str:
        return list(self.games)[self.tabs.currentIndex()]

    def show_game(self, game_id: str) -> None:
        """Turn to ``game_id``'s page (a variant name such as ``xeno-30`` names its game)."""
        try:
            gid = resolve(game_id)[0].info.id
        except KeyError:
            gid = game_id
        if gid in self.games:
            self.tabs.setCurrentIndex(list(self.games).index(gid))
        if self.isVisible():
            self._fill(self.current_game())

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fill(self.current_game())

    def _fill(self, game_id: str) -> None:
        """Show the page, drawing its pictures the first time."""
        if self.language != current():  # the player chose another language: every page anew
            self.language, self.pictures = current(), {}
        if game_id in self.pictures:
            return
        browser = self.browsers[game_id]
        screen = self.screen() or QGuiApplication.primaryScreen()
        scale = screen.devicePixelRatio() if screen is not None else 1.0
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            page = make_page(game_id, scale)
        except FileNotFoundError as exc:
            page = Page(HowToText.tr("The page is missing: {error}").format(error=exc), {}, [], [])
        finally:
            QApplication.restoreOverrideCursor()
        browser.setDocument(page.document(browser))
        self.pictures[game_id] = page.files

    def _link(self, url: QUrl) -> None:
        if url.toString() == EXACT_RULES_LINK:
            self.open_exact_rules()
        else:
            QDesktopServices.openUrl(url)

    def open_exact_rules(self) -> RulesDialog:
        """The exact rules of the game shown, in their own window (one per game, kept for next time)."""
        gid = self.current_game()
        dialog = self.rules_dialogs.get(gid)
        if dialog is None:
            dialog = self.rules_dialogs[gid] = RulesDialog(self.games[gid], entry(gid).rules_pages[0], self)
        self.rules_dialog = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog


def show_how_to_play(parent: QWidget, game_id: str) -> HowToPlayDialog:
    """Open (or bring back) the How to play window on ``game_id``'s page, without blocking."""
    dialog = parent.findChild(HowToPlayDialog)
    if dialog is None:
        dialog = HowToPlayDialog(game_id, parent)
    else:
        dialog.show_game(game_id)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog
