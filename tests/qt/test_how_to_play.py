"""How to play: every page opens with its pictures, every picture is a legal position and move,
no page talks like the exact rules, and the exact rules are one click away."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from desktop.games.registry import resolve
from desktop.qt.shell import how_to_play
from desktop.qt.shell.how_to_play import (
    EXACT_RULES_LINK,
    HowToPlayDialog,
    PictureError,
    diagram,
    help_games,
    make_page,
    page_text,
    parse_picture,
    pictures_in,
    show_how_to_play,
)

#: every game with a page (the toy game's too: its entry names one), with its name
GAMES = help_games()

#: words of the exact rules that a first read never needs
JARGON = ("perft", "invariant", "[house]", "position text")


def _not_blank(image: QImage) -> bool:
    """More than a few colours on a grid of samples: something is drawn, not just a background."""
    colours = {
        image.pixel(x * (image.width() - 1) // 23, y * (image.height() - 1) // 23)
        for x in range(24)
        for y in range(24)
    }
    return len(colours) >= 6


@pytest.fixture
def parent(qtbot: QtBot) -> QWidget:
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_picture_is_a_legal_position_and_move(game_id: str) -> None:
    pictures = pictures_in(page_text(game_id))
    assert len(pictures) >= 4, "a start, a move, a capture and a win at least"
    assert any(p.expect == "win" for p in pictures), "every page shows how the game is won"
    rules = resolve(game_id)[0]
    for picture in pictures:
        made = diagram(game_id, picture)  # raises PictureError for a bad position or move
        assert picture.caption
        state = rules.state_from_text(picture.position)
        assert rules.state_to_text(state) == picture.position, "positions as the game writes them"
        for text in picture.moves:
            move = rules.move_from_text(state, text)
            assert rules.move_to_text(state, move) == text, "moves as the game writes them"
            state = rules.apply(state, move)
        assert rules.state_key(made.states[-1]) == rules.state_key(state)
        assert len(made.states) == (2 if picture.before_and_after else 1)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_pages_speak_plainly(game_id: str) -> None:
    words = how_to_play.PICTURE_LINE.sub("", page_text(game_id)).lower()
    for word in JARGON:
        assert word not in words, f"{game_id}'s page mentions {word!r}"
    assert words.startswith(f"# how to play {GAMES[game_id].lower()}\n")
    assert "## controls" in words and "esc" in words and EXACT_RULES_LINK in words


def test_bad_pictures_are_refused() -> None:
    start = "6/6/2@3/3+2/6/6 p"
    with pytest.raises(PictureError, match="bad position"):
        diagram("oxono", parse_picture("x", "position: 6/6/2@3/3+2/6 p"))
    with pytest.raises(PictureError, match="move"):
        diagram("oxono", parse_picture("x", f"position: {start}; moves: X d3-d3 d4"))
    with pytest.raises(PictureError, match="not won"):
        diagram("oxono", parse_picture("x", f"position: {start}; moves: X d3-d5 c5; expect: win"))
    with pytest.raises(PictureError, match="key: value"):
        parse_picture("x", f"position: {start}; colour: red")
    with pytest.raises(PictureError, match="needs moves"):
        parse_picture("x", f"position: {start}; expect: win")
    picture = parse_picture("x", f"position: {start}; moves: X d3-d5 c5, O c4-c2 c3; show: after; size: 99")
    assert picture.moves == ("X d3-d5 c5", "O c4-c2 c3") and picture.show == "after" and picture.size == 99


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_page_opens_with_its_pictures(qtbot: QtBot, parent: QWidget, game_id: str) -> None:
    dialog = show_how_to_play(parent, game_id)
    qtbot.waitExposed(dialog)
    assert dialog.isVisible() and dialog.current_game() == game_id
    assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == GAMES[game_id]
    browser = dialog.browsers[game_id]
    text = browser.toPlainText()
    assert text.startswith(f"How to play {GAMES[game_id]}")
    assert "cannot be drawn" not in text
    for word in JARGON:
        assert word not in text.lower()
    files = dialog.pictures[game_id]
    pictures = pictures_in(page_text(game_id))
    assert len(files) == sum(2 if p.before_and_after else 1 for p in pictures)
    document = browser.document()
    for path in files:
        assert path.is_file()
        image = QImage(str(path))
        assert not image.isNull() and image.width() >= 200
        assert _not_blank(image), f"{path.name} is blank"
        shown = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"howto:{path.name}"))
        assert isinstance(shown, QImage) and not shown.isNull()
    # each picture is in the page, with its caption under it
    for picture in pictures:
        assert picture.caption in text
    assert text.count("\ufffc") == len(files)  # one object replacement character per image
    dialog.close()


def test_pages_are_drawn_once_and_only_when_shown(qtbot: QtBot, parent: QWidget) -> None:
    dialog = show_how_to_play(parent, "oxono")
    qtbot.waitExposed(dialog)
    assert set(dialog.pictures) == {"oxono"}, "only the page shown is drawn"
    first = [p.stat().st_mtime_ns for p in dialog.pictures["oxono"]]
    again = make_page("oxono")
    assert [p.stat().st_mtime_ns for p in again.files] == first, "a picture is drawn once per run"
    dialog.tabs.setCurrentIndex(list(GAMES).index("zeno"))
    assert set(dialog.pictures) == {"oxono", "zeno"}


def test_show_how_to_play_turns_to_the_game_and_reuses_the_window(qtbot: QtBot, parent: QWidget) -> None:
    first = show_how_to_play(parent, "xeno-30")  # a variant name: its game's page
    qtbot.waitExposed(first)
    assert first.current_game() == "xeno"
    assert not first.isModal()
    second = show_how_to_play(parent, "xspectrum")
    assert second is first and second.current_game() == "xspectrum"
    assert parent.findChildren(HowToPlayDialog) == [first]
    third = show_how_to_play(parent, "toy-game")  # no page: the window stays where it was
    assert third.current_game() == "xspectrum"


def test_exact_rules_button_opens_the_rules(qtbot: QtBot, parent: QWidget) -> None:
    dialog = show_how_to_play(parent, "zeno")
    qtbot.waitExposed(dialog)
    qtbot.mouseClick(dialog.exact_rules_button, Qt.MouseButton.LeftButton)
    rules = dialog.rules_dialog
    assert rules is not None
    qtbot.waitExposed(rules)
    assert rules.isVisible() and rules.windowTitle() == "Rules of Zeno"
    assert "self-capture" in rules.browser.toPlainText()
    rules.close()
    # the link at the end of each page does the same, for the page shown
    dialog.show_game("oxono")
    dialog.browsers["oxono"].anchorClicked.emit(QUrl(EXACT_RULES_LINK))
    assert dialog.rules_dialog is not None and dialog.rules_dialog is not rules
    assert dialog.rules_dialog.windowTitle() == "Rules of Oxono"
    assert "totem" in dialog.rules_dialog.browser.toPlainText()
    dialog.rules_dialog.close()
    dialog.show_game("zeno")
    qtbot.mouseClick(dialog.exact_rules_button, Qt.MouseButton.LeftButton)
    assert dialog.rules_dialog is rules and rules.isVisible(), "one rules window per game"
    assert set(dialog.rules_dialogs) == {"zeno", "oxono"}


def test_a_picture_that_cannot_be_drawn_leaves_the_page_readable(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object) -> None:
        raise RuntimeError("no OpenGL here")

    monkeypatch.setattr(how_to_play, "render_state_to_image", broken)
    monkeypatch.setattr(how_to_play, "_folder", None)  # a fresh folder: nothing drawn before
    page = make_page("zeno")
    assert not page.files and not page.images
    assert "the picture cannot be drawn here: no OpenGL here" in page.markdown
    assert "## Your turn, in three parts" in page.markdown


def test_the_page_folder_is_a_temporary_one() -> None:
    folder = how_to_play.picture_folder()
    assert folder.is_dir() and folder.name.startswith("xeno-games-help-")
    assert not Path(folder).is_relative_to(Path(__file__).resolve().parents[2])
