"""The widget that shows a controller's scene and keeps the layout fitted to its size.

A re-layout finishes every animation at once (``TableController.resize``), so the view asks for
one only when its size, direction or zoom really changed; the action bar under it keeps one
height (``ActionBar``) so a choice appearing never changes it.

Zoom (75–200%) scales the view and lays the table out for the smaller (or larger) size it then
covers, so a zoomed table still fits the window: bigger cards, nothing cut off. The table is
never laid out smaller than ``MIN_LAYOUT`` (what the layouts are made and tested for, the table
of the smallest window): a zoom that would need more room is applied as far as the window
allows, and fully once the window is big enough.

Screen readers: Qt gives scene items no accessible interface of their own, so the view carries
the table's words itself: its accessible name says which game is on the table, and its
description is kept up to date with what the player is asked (the prompt) and the table's
state (``set_description``). Table items are reached with the keyboard through the controller
(arrows move a visible focus ring between the items that can be played, Enter plays).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from facetable.table.theme import THEME

from . import access

if TYPE_CHECKING:
    from facetable.table.controller import TableController

#: The zoom levels offered, in percent; Ctrl+= and Ctrl+- step through them.
ZOOM_STEPS = (75, 90, 100, 110, 125, 150, 175, 200)
ZOOM_MIN, ZOOM_MAX = ZOOM_STEPS[0], ZOOM_STEPS[-1]
#: The smallest table a zoom lays out (tests/test_flip7_layout.py covers 740×440 and up).
MIN_LAYOUT = (740.0, 440.0)


class TableView(QGraphicsView):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        # A viewport made here, so Python already knows its type: the one Qt makes would be
        # handed to Python as a bare QWidget pointer, and PySide would create the Python type
        # of every widget class to match it (8 ms at start-up).
        self.setViewport(QWidget())
        self.controller: TableController | None = None
        self._fitted: tuple | None = None       # what the table was last laid out for
        self.zoom = 100
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(480, 320)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._felt()                                    # felt even before the first game
        THEME.changed.connect(self._felt)
        self.retranslate()

    def _felt(self) -> None:
        self.setBackgroundBrush(QColor(THEME.felt_colour()))

    def retranslate(self) -> None:
        name = QCoreApplication.translate("TableView", "Card table")
        self.setAccessibleName(name)
        self.viewport().setAccessibleName(name)

    def set_description(self, text: str) -> None:
        """What a screen reader says about the table (the prompt and the scores)."""
        if text != self.accessibleDescription():
            self.setAccessibleDescription(text)

    def set_controller(self, controller: TableController | None) -> None:
        self.controller = controller
        self.setScene(controller.scene if controller else None)
        if controller is not None:
            controller.focus_text.connect(self._item_focused)
        self.fit()

    def _item_focused(self, text: str) -> None:
        """The focus ring reached an item: a screen reader says what it is."""
        if text:
            self.set_description(text)
            access.announce(self, text)

    def set_zoom(self, percent: int) -> int:
        """Zoom the table to ``percent`` (kept within 75–200); returns the zoom now in use."""
        self.zoom = max(ZOOM_MIN, min(ZOOM_MAX, int(percent)))
        self.fit()
        return self.zoom

    def zoom_step(self, direction: int) -> int:
        """The next zoom level up (``direction`` > 0) or down from the current one."""
        if direction > 0:
            return next((z for z in ZOOM_STEPS if z > self.zoom), ZOOM_MAX)
        return next((z for z in reversed(ZOOM_STEPS) if z < self.zoom), ZOOM_MIN)

    def scale_now(self) -> float:
        """The scale in use: the zoom, as far as the window leaves a table of ``MIN_LAYOUT``."""
        wanted = self.zoom / 100
        if wanted <= 1:
            return wanted
        size = self.viewport().size()
        room = min(size.width() / MIN_LAYOUT[0], size.height() / MIN_LAYOUT[1])
        return max(1.0, min(wanted, room))

    def fit(self) -> None:
        self._fitted = None
        self._fit()

    def _fit(self) -> None:
        scale = self.scale_now()
        if self.controller is None:
            self.resetTransform()
            if scale != 1:
                self.scale(scale, scale)
            return
        size = self.viewport().size()
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        key = (id(self.controller), size.width(), size.height(), rtl, scale)
        if key == self._fitted:
            return
        self._fitted = key
        self.resetTransform()
        if scale != 1:
            self.scale(scale, scale)
        width, height = size.width() / scale, size.height() / scale
        self.controller.resize(width, height, rtl)
        self.setSceneRect(0, 0, width, height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.LayoutDirectionChange:
            self.fit()
        elif event.type() == event.Type.LanguageChange:
            self.retranslate()
