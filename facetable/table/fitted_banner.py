"""A banner across the table: a bold title and a status line under it, written at the largest
size at which both fit whole (wrapped onto more lines if need be, never cut short)."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter

from .captions import BannerItem
#: The title's size, and the least it is written at (to fit it whole).
BANNER_PX, MIN_BANNER_PX = 18, 10
BANNER_FLAGS = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)


class FittedBannerItem(BannerItem):
    """What is in play, written across the middle of the table, and what became of it."""

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.title and not self.status:
            return
        w, h = self.paint_frame(painter)
        for text, font, rect in self.laid_out(w, h):
            painter.setFont(font)
            painter.setPen(QColor("#fff6d8") if font.bold() else QColor("#d8e8dc"))
            painter.drawText(rect, BANNER_FLAGS, text)

    def laid_out(self, w: float, h: float) -> list[tuple[str, QFont, QRectF]]:
        """Each line (the title bold, the status under it) with its font and box: the largest
        size at which both fit the banner whole, wrapped onto more lines if need be, never
        cut short."""
        lines = [(t, bold) for t, bold in ((self.title, True), (self.status, False)) if t]
        if not lines:
            return []
        room = QRectF(10, 4, max(1.0, w - 20), max(1.0, h - 8))
        for px in range(BANNER_PX, MIN_BANNER_PX - 1, -1):
            placed = self._place(lines, px, room)
            if sum(rect.height() for _t, _f, rect in placed) <= room.height():
                break
        # centred down the banner
        spare = max(0.0, room.height() - sum(rect.height() for _t, _f, rect in placed))
        return [(t, f, r.translated(0, spare / 2)) for t, f, r in placed]

    @staticmethod
    def _place(lines: list[tuple[str, bool]], px: int, room: QRectF
               ) -> list[tuple[str, QFont, QRectF]]:
        placed, y = [], room.y()
        for text, bold in lines:
            font = QFont()
            font.setBold(bold)
            font.setPixelSize(px if bold else max(MIN_BANNER_PX, px - 2))
            needed = QFontMetricsF(font).boundingRect(room, BANNER_FLAGS, text)
            placed.append((text, font, QRectF(room.x(), y, room.width(), needed.height())))
            y += needed.height()
        return placed
