"""The widget that shows a controller's scene and keeps the layout fitted to its size.

Zoom (75–200%) scales the view and lays the table out for the smaller (or larger) size it then
covers, so a zoomed table still fits the window: bigger cards, nothing cut off.

Screen readers: Qt gives scene items no accessible interface of their own, so the view carries
the table's words itself: its accessible name says which game is on the table, and its
description is kept up to date with what the player is asked (the prompt) and the table's
state (``set_description``). Table items are reached with the keyboard through the controller
(arrows move a visible focus ring between the items that can be played, Enter plays).
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from facetable.table.controller import FELT, TableController

#: The zoom levels offered, in percent; Ctrl+= and Ctrl+- step through them.
ZOOM_STEPS = (75, 90, 100, 110, 125, 150, 175, 200)
ZOOM_MIN, ZOOM_MAX = ZOOM_STEPS[0], ZOOM_STEPS[-1]


class TableView(QGraphicsView):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.controller: TableController | None = None
        self.zoom = 100
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(480, 320)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(QColor(FELT))           # felt even before the first game
        self.retranslate()

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
        self.fit()

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

    def fit(self) -> None:
        scale = self.zoom / 100
        self.resetTransform()
        if scale != 1:
            self.scale(scale, scale)
        if self.controller is None:
            return
        size = self.viewport().size()
        width, height = size.width() / scale, size.height() / scale
        self.controller.resize(width, height,
                               self.layoutDirection() == Qt.LayoutDirection.RightToLeft)
        self.setSceneRect(0, 0, width, height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.LayoutDirectionChange:
            self.fit()
        elif event.type() == event.Type.LanguageChange:
            self.retranslate()
