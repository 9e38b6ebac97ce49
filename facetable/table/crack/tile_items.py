"""Crack the Code tiles: standing black or white blocks, and the two pool heaps.

A tile shows its number only to those who may know it. Revealed tiles carry a gold band; the
viewer's own hidden tiles show their number faintly with a padlock ("private"), so the owner sees
what the others do not. Revealing tips the tile over (the flip scalar squashes it vertically):
a tile being revealed shows its number only once it has tipped past half way, never in the
owner's private style.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from ..items import CardItem, CountedPile, paint_count_badge
from ..numbers import LATIN, current_digits, number

DASH = 12
BODY = {0: (QColor("#34343c"), QColor("#121216")), 1: (QColor("#fbf8f0"), QColor("#d9d3c3"))}
INK = {0: QColor("#f5f2e8"), 1: QColor("#16161a")}
GOLD = QColor("#e8b93a")


def value_text(value: int) -> str:
    """The face of a tile, in the UI's digits (one digit policy: "۷" in Persian)."""
    return "—" if value == DASH else number(value)


class TileItem(CardItem):
    def __init__(self, tile_id: int, colour: int) -> None:
        super().__init__(tile_id, "crack", "tile")
        self.colour = colour
        self.value: int | None = None   # None: unknown to the seat being shown
        #: The value is known here while the tile stands hidden from the others (the viewer's
        #: own tile): it is shown faintly, with a padlock, even face down.
        self.private = False
        # Drawn into a pixmap once and moved as it is; redrawn when it changes (a value shown,
        # a flip step): three antialiased rounded shapes per paint made up most of a frame.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def show_as(self, value: int | None, private: bool = True) -> None:
        """Show ``value`` (None: unknown here); ``private``: the tile is hidden from the
        others, so a known value is shown in the owner's faint, padlocked style."""
        private = private and value is not None
        if (value, private) != (self.value, self.private):
            self.value, self.private = value, private
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        scale = abs(2 * self.flip - 1)
        if scale < 0.03:
            return
        w, h = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.save()
        painter.translate(0, h * (1 - scale))           # tipping over: squash towards the base
        painter.scale(1, scale)
        revealed = self.flip >= 0.5
        body = QRectF(0, 0, w, h)
        top, bottom = BODY[self.colour]
        gradient = QLinearGradient(0, 0, w, h)
        gradient.setColorAt(0, top)
        gradient.setColorAt(1, bottom)
        painter.setPen(QPen(QColor("#0b0b0d") if self.colour else QColor("#5a5a66"), 1.2))
        painter.setBrush(gradient)
        painter.drawRoundedRect(body, w * 0.14, w * 0.14)
        bevel = QRectF(w * 0.08, h * 0.05, w * 0.84, h * 0.1)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 40 if self.colour == 0 else 120))
        painter.drawRoundedRect(bevel, 3, 3)
        if revealed:
            painter.setBrush(GOLD)
            painter.drawRoundedRect(QRectF(w * 0.1, h * 0.84, w * 0.8, h * 0.09), 3, 3)
        if self.value is not None and (revealed or self.private):
            self._paint_value(painter, w, h, faint=not revealed)
        if self.value is not None and self.private and not revealed:
            self._paint_padlock(painter, w, h)             # known here, hidden from the others
        self.paint_highlight(painter, body.adjusted(-2, -2, 2, 2), w * 0.16)
        painter.restore()

    def _paint_value(self, painter: QPainter, w: float, h: float, faint: bool) -> None:
        font = QFont("DejaVu Sans")
        font.setBold(True)
        font.setPixelSize(max(8, int(w * (0.5 if self.value < 10 else 0.42))))
        painter.setFont(font)
        ink = QColor(INK[self.colour])
        if faint:
            ink.setAlpha(170)
        painter.setPen(ink)
        text_rect = QRectF(0, h * 0.14, w, h * 0.66)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, value_text(self.value))
        if self.value in (6, 9) and current_digits() == LATIN:   # 6 or 9 upside down?
            y = text_rect.center().y() + font.pixelSize() * 0.55
            painter.drawLine(QPointF(w * 0.36, y), QPointF(w * 0.64, y))

    def _paint_padlock(self, painter: QPainter, w: float, h: float) -> None:
        """A small padlock: this number is hidden from the other players."""
        size = w * 0.26
        x, y = w - size - w * 0.08, h - size * 1.25 - h * 0.04
        colour = QColor("#e8b93a") if self.colour == 0 else QColor("#8a6a12")
        painter.setPen(QPen(colour, max(1.0, size * 0.14)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        shackle = QPainterPath()
        shackle.moveTo(x + size * 0.25, y + size * 0.5)
        shackle.arcTo(QRectF(x + size * 0.25, y, size * 0.5, size * 0.6), 180, -180)
        painter.drawPath(shackle)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(QRectF(x, y + size * 0.45, size, size * 0.7), 2, 2)


class HeapItem(CountedPile):
    """The face-down tiles of one colour left in the pool, with their count; click to draw."""

    def __init__(self, colour: int) -> None:
        super().__init__(colour, 60.0, 87.0, margin=10.0)
        self.colour = colour

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        top, bottom = BODY[self.colour]
        tile_w = self._w / 1.3
        layers = min(4, max(1, (self.count + 2) // 3)) if self.count else 0
        for i in range(layers):
            r = QRectF(i * (self._w - tile_w) / 3, -i * 2.0, tile_w, self._h)
            painter.setPen(QPen(QColor("#5a5a66") if self.colour == 0 else QColor("#0b0b0d"), 1))
            painter.setBrush(top if i == layers - 1 else bottom)
            painter.drawRoundedRect(r, tile_w * 0.14, tile_w * 0.14)
        if not self.count:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, tile_w, self._h), 8, 8)
        self.paint_highlight(painter, QRectF(-3, -9, self._w + 6, self._h + 12))
        paint_count_badge(painter, QRectF(self._w / 2 - 16, self._h - 22, 32, 18), self.count,
                          dark=self.colour == 1)
