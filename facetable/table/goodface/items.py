"""Good Face Bad Face's own scene items: a seat's panel with the must-flip marker (GF-19, a
word on a red pill beside the name) and the staging row's arrows. The face cards, the words
under hands, Parties and the Stack, the banner and the Done button are shared
(``table/face_cards.py``, ``table/captions.py``).
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from ..captions import CREAM, MarkedSeatPanel
from ..items import BoxItem

MUST_FLIP = QColor("#b3261e")


def must_flip_panel(seat: int) -> MarkedSeatPanel:
    """A seat's panel whose marker is the must-flip marker: white words on red."""
    white = QColor("white")
    return MarkedSeatPanel(seat, MUST_FLIP, white, QPen(white, 1.2), 16)


class ArrowItem(BoxItem):
    """A small button that moves a staged card one place left or right on screen."""

    def __init__(self, key: int, left: bool) -> None:
        super().__init__(key, 18.0, 20.0, margin=2.0)
        self.left = left
        self.setZValue(420)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 120), 1))
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(QRectF(0, 0, w, h), 4, 4)
        a, b = w * 0.3, w * 0.7
        tip, back = (a, b) if self.left else (b, a)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CREAM if self.selectable else QColor(255, 255, 255, 70))
        painter.drawPolygon(QPolygonF([QPointF(tip, h / 2), QPointF(back, h * 0.25),
                                       QPointF(back, h * 0.75)]))
