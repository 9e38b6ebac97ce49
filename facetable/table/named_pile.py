"""A thing's name written under it on a dark pill, and a draw pile that carries its name.

Both are game-neutral: the words come from the game's ``text`` module, the pile's picture from
the game's art (``art``, ``back``).
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from .items import PileItem


def paint_caption(painter: QPainter, rect: QRectF, text: str) -> None:
    """``text`` centred at the top of ``rect`` on a dark pill as wide as it needs (no wider
    than ``rect``; a longer text is elided)."""
    if not text:
        return
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(max(9, min(14, int(rect.height() * 0.8))))
    metrics = QFontMetricsF(font)
    width = min(rect.width(), metrics.horizontalAdvance(text) + 10)
    box = QRectF(rect.center().x() - width / 2, rect.y(), width, metrics.height() + 2)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 150))
    painter.drawRoundedRect(box, 5, 5)
    painter.setFont(font)
    painter.setPen(QColor("#fff6d8"))
    painter.drawText(box, Qt.AlignmentFlag.AlignCenter,
                     metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width() - 4))


class NamedPileItem(PileItem):
    """A face-down draw pile with its count, and its name under it (``label``, in the item's
    coordinates)."""

    def __init__(self, art: str, back: str = "back") -> None:
        super().__init__(art, back)
        self.caption = ""
        self.label = QRectF()

    def set_label(self, caption: str, label: QRectF) -> None:
        if (caption, label) != (self.caption, self.label):
            self.prepareGeometryChange()
            self.caption, self.label = caption, label
            self.update()

    def boundingRect(self) -> QRectF:
        return super().boundingRect().united(self.label)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        paint_caption(painter, self.label, self.caption)
