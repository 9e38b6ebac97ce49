"""The widget that shows a controller's scene and keeps the layout fitted to its size.

A re-layout finishes every animation at once (``TableController.resize``), so the view asks for
one only when its size or direction really changed; the action bar under it keeps one height
(``ActionBar``) so a choice appearing never changes it.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from facetable.table.controller import FELT, TableController


class TableView(QGraphicsView):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.controller: TableController | None = None
        self._fitted: tuple | None = None       # what the table was last laid out for
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(480, 320)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(QColor(FELT))           # felt even before the first game

    def set_controller(self, controller: TableController | None) -> None:
        self.controller = controller
        self.setScene(controller.scene if controller else None)
        self.fit()

    def fit(self) -> None:
        self._fitted = None
        self._fit()

    def _fit(self) -> None:
        if self.controller is None:
            return
        size = self.viewport().size()
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        key = (id(self.controller), size.width(), size.height(), rtl)
        if key == self._fitted:
            return
        self._fitted = key
        self.controller.resize(size.width(), size.height(), rtl)
        self.setSceneRect(0, 0, size.width(), size.height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.LayoutDirectionChange:
            self.fit()
