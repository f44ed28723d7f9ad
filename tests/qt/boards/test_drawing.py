"""What the flat boards' scenes share: a piece drawn in parts moves as one group, and its
wrapper knows when Qt deletes it."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene
from pytestqt.qtbot import QtBot

from desktop.qt.boards.drawing import group_items


class _Cycle:
    """Holds items the way a forgotten reference cycle would: only a collection frees it."""

    def __init__(self, items: list[QGraphicsItem]) -> None:
        self.me = self
        self.items = items


def _piece(scene: QGraphicsScene) -> list[QGraphicsItem]:
    return [scene.addEllipse(0, 0, 10, 10), scene.addRect(20, 0, 10, 10)]


def test_a_group_moves_its_parts_together(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    parts = _piece(scene)
    group = group_items(scene, parts)
    group.setPos(QPointF(100, 50))
    assert [part.scenePos() for part in parts] == [QPointF(100, 50)] * 2
    assert set(group.childItems()) == set(parts)
    assert group.scene() is scene and parts[0].parentItem() is group


def test_a_group_and_its_parts_are_known_gone_when_the_scene_is_cleared(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    parts = _piece(scene)
    held = _Cycle([group_items(scene, parts), *parts])
    scene.clear()  # what every redraw does
    # a wrapper still thought valid could be handed out for a new object at the same address
    assert [shiboken6.isValid(item) for item in held.items] == [False, False, False]


def test_a_group_and_its_parts_are_known_gone_with_their_scene(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    parts = _piece(scene)
    held = _Cycle([group_items(scene, parts), *parts])
    shiboken6.delete(scene)  # a board view replaced by another game's
    assert [shiboken6.isValid(item) for item in held.items] == [False, False, False]
