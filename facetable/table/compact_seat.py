"""A seat's panel that writes its name and status on one line ("Lan · out"), leaving the end of
its header free for a pile (coins, chips) laid over it (``header_pile_rect``)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from .geometry import Rect, header_font_px, header_height
from .items import HIGHLIGHT, SeatPanel, paint_turn_marker, turn_marker_width
from .numbers import dot


def header_pile_rect(seat: Rect, rtl: bool) -> Rect:
    """The pile at the end of the header bar of the seat ``seat``."""
    h = header_height(seat.h) - 6
    w = h * 3.0
    r = Rect(seat.right - 8 - w, seat.y + 3, w, h)
    return r.mirrored_in(seat) if rtl else r


class CompactSeatPanel(SeatPanel):
    """A seat's frame and name; the end of its header (``reserve`` wide) is left to a pile."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.reserve = 0.0              # header width kept free at the end side

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = QRectF(0, 0, self._w, self._h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(HIGHLIGHT if (self.active or self.selectable) else
                            QColor(255, 255, 255, 60),
                            3 if self.selectable else (2.5 if self.active else 1)))
        painter.setBrush(QColor(0, 0, 0, 80 if self.dimmed else 40))
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 12, 12)
        font = QFont(painter.font())
        font.setPixelSize(int(header_font_px(rect.height())))
        font.setBold(True)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        text = self.title if not self.detail else f"{self.title} {dot()} {self.detail}"
        bar = QRectF(10, 4, rect.width() - 20 - self.reserve, font.pixelSize() + 8)
        if self.rtl:
            bar.moveRight(rect.width() - 10)
        # A narrow seat (twelve at a small table) leaves its face out rather than cut its name.
        marker = turn_marker_width(bar) if self.active else 0.0
        face = self.face
        if face is not None and marker + self.avatar_rect(bar).width() + 4 + \
                metrics.horizontalAdvance(text) > bar.width():
            self.face = None
        used = self.paint_avatar(painter, bar)
        self.face = face
        if self.active:
            used += paint_turn_marker(painter, bar, self.rtl)
        bar = bar.adjusted(0 if self.rtl else used, 0, -used if self.rtl else 0, 0)
        # Explicit sides (AlignAbsolute): the table is laid out by us, not mirrored by Qt.
        align = (Qt.AlignmentFlag.AlignRight if self.rtl else Qt.AlignmentFlag.AlignLeft) \
            | Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignAbsolute
        painter.setPen(QColor("#c8c8c8") if self.dimmed else QColor("#fff6d8"))
        painter.drawText(bar, align,
                         metrics.elidedText(text, Qt.TextElideMode.ElideRight, bar.width()))
