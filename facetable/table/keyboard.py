"""The table without a mouse: a focus ring that arrows move between the items a click would play
now, and Enter (or Space) that plays the one under it, exactly as a click would.

Every game gets it from ``TableController`` (its ``key_targets``: the visible, selectable
items), so a new game's table is playable from the keyboard the day it is written. A game with
keys of its own (Good Face Bad Face while building a Stack) handles them first and passes the
others on. Choice menus opened by a key (a value to guess) open beside the item with their
first entry chosen: one Enter opens, one Enter picks.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:                                   # pragma: no cover - typing only
    from .controller import TableController
    from .items import BoxItem

NEXT = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1}
PRESS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class FocusRing(QGraphicsItem):
    """A dark and a light dashed outline: visible on the felt, on white and on black tiles."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.setZValue(10_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect).adjusted(-5, -5, 5, 5)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#111111"), 5))
        painter.drawRoundedRect(self.rect, 9, 9)
        painter.setPen(QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self.rect, 9, 9)


class KeyCursor:
    """Which playable item the keyboard is on (``current``), and its ring."""

    def __init__(self, controller: TableController) -> None:
        self.controller = controller
        self.current: BoxItem | None = None
        self.ring: FocusRing | None = None
        self._pressed: BoxItem | None = None

    def key_press(self, key: int, modifiers=Qt.KeyboardModifier.NoModifier) -> bool:
        """Handle one key; False when it is not the cursor's (the window may use it)."""
        if modifiers & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier):
            return False
        targets = self.controller.key_targets()
        if not targets:
            return False
        if key in NEXT:
            step = NEXT[key]
            if self.controller.rtl and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                step = -step                       # the arrow points the way it moves
            self._move(targets, step)
            return True
        if key in (Qt.Key.Key_Home, Qt.Key.Key_End):
            self.show(targets[0 if key == Qt.Key.Key_Home else -1])
            return True
        if key in PRESS and self.current in targets:
            self.press()
            return True
        if key == Qt.Key.Key_Escape and self.current is not None:
            self.clear()
            return True
        return False

    def _move(self, targets: list[BoxItem], step: int) -> None:
        if self.current in targets:
            index = (targets.index(self.current) + step) % len(targets)
        else:
            index = 0 if step > 0 else len(targets) - 1
        self.show(targets[index])

    def show(self, item: BoxItem) -> None:
        self.current = item
        if self.ring is None:
            self.ring = FocusRing()
            self.controller.scene.addItem(self.ring)
        self.follow()
        self.ring.setVisible(True)
        for view in self.controller.scene.views():
            view.ensureVisible(item)
        self.controller.focus_text.emit(self.controller.describe_item(item))

    def follow(self) -> None:
        """Keep the ring on its item after the item moved (a relayout, an animation)."""
        if self.ring is None or self.current is None:
            return
        self.ring.set_rect(self.current.sceneBoundingRect())

    def press(self) -> None:
        """Play the item under the ring, as a click on it would."""
        item = self.current
        if item is None:
            return
        self._pressed = item
        try:
            item.clicked.emit(item.key)
        finally:
            self._pressed = None

    def pressed_item(self) -> BoxItem | None:
        """The item being played by a key right now (None during a click)."""
        return self._pressed

    def clear(self) -> None:
        """No item under the keyboard (the choice was made or withdrawn)."""
        self.current = None
        if self.ring is not None:
            self.ring.setVisible(False)

    def forget(self) -> None:
        """The scene is being emptied: its items, the ring among them, are deleted."""
        self.current = self.ring = self._pressed = None
