"""Words laid on the table, shared by the games: a caption on a dark pill (under a hand, a pile,
a zone, which it may outline), a banner across the table (a title and what just happened), a
round push button (Done), and a seat's panel with a marker written beside its name.

Nothing relies on colour alone: a marker is a word on a pill, a button says what it does.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from .geometry import Rect, header_font_px
from .items import HIGHLIGHT, BoxItem, SeatPanel

INK = QColor("#1c1b2b")
GOLD = QColor("#ffc83d")
CREAM = QColor("#fff6d8")


def place(item: BoxItem, r: Rect, rtl: bool | None = None) -> None:
    """Put ``item`` on ``r`` (and, for words, in the table's direction when ``rtl`` is given)."""
    if rtl is not None:
        item.rtl = rtl
    item.set_rect(r.x, r.y, r.w, r.h)


class WordsItem(BoxItem):
    """A box that writes ``text``, redrawn when it changes."""

    text = ""

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()


class CaptionItem(WordsItem):
    """Words on a dark pill (under a hand, under a pile); ``outline`` also draws the zone
    above the words, dashed, so an empty zone still shows where it is. Words too wide for the
    pill are written a little smaller (down to ``MIN_PX``) before being cut."""

    #: The smallest words written (pixels), still legible; narrower still, they are cut.
    MIN_PX = 10

    def __init__(self, outline: bool = False) -> None:
        super().__init__(0, 100.0, 16.0, margin=3.0)
        self.outline = outline
        self.caption_h = 16.0
        self.rtl = False
        self.setZValue(-5 if outline else 400)

    def fitted_font(self, base: QFont, width: float) -> QFont:
        """The words' font: bold, as large as the caption allows, and smaller (down to
        ``MIN_PX``) when the words would not fit ``width`` on their pill otherwise."""
        font = QFont(base)
        font.setBold(True)
        size = max(9, min(13, int(self.caption_h * 0.78)))
        font.setPixelSize(size)
        while size > self.MIN_PX and \
                QFontMetricsF(font).horizontalAdvance(self.text) + 12 > width:
            size -= 1
            font.setPixelSize(size)
        return font

    def _pill(self, font: QFont) -> tuple[QRectF, str]:
        """The dark pill the words are written on (at the start of the caption's line, in the
        table's direction) and the words as they fit it."""
        w, h = self.size()
        metrics = QFontMetricsF(font)
        text = metrics.elidedText(self.text, Qt.TextElideMode.ElideRight, w - 12)
        tw = min(w, metrics.horizontalAdvance(text) + 12)
        return QRectF(w - tw if self.rtl else 0, h - self.caption_h, tw, self.caption_h), text

    def words_rect(self) -> QRectF:
        """Where the words are (the pill; empty without words), in the item's coordinates: what
        must stay readable (the lesson's bubble keeps off it, ``app/lesson.py``)."""
        if not self.text:
            return QRectF()
        scene = self.scene()
        base = scene.font() if scene is not None else QFont()
        return self._pill(self.fitted_font(base, self._w))[0]

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        caption = QRectF(0, h - self.caption_h, w, self.caption_h)
        if self.outline:
            painter.setPen(QPen(QColor(255, 255, 255, 70), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 25))
            painter.drawRoundedRect(QRectF(0, 0, w, h - self.caption_h - 1), 8, 8)
        if self.text:
            font = self.fitted_font(painter.font(), w)
            box, text = self._pill(font)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 150))
            painter.drawRoundedRect(box, 5, 5)
            painter.setFont(font)
            painter.setPen(CREAM)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        self.paint_highlight(painter, QRectF(0, caption.y(), w, caption.height()), 5)


class BannerItem(BoxItem):
    """A banner across the table: a bold ``title`` and, under it, what just happened
    (``status``, may be empty), each on one line and cut short rather than spill. ``inset``
    (pixels above and below the lines), ``share`` (of a line's height the letters take) and
    ``radius`` shape it."""

    def __init__(self, inset: float = 3.0, share: float = 0.7, radius: float = 10.0) -> None:
        super().__init__(0, 400.0, 44.0, margin=2.0)
        self.title = ""
        self.status = ""
        self.inset, self.share, self.radius = inset, share, radius
        self.setZValue(40)
        # drawn once into a pixmap until its words or size change (points and cards fly
        # over it; Coup's fitted words are measured at several sizes)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def words_rect(self) -> QRectF:
        """Where the words are (the whole banner; empty without words), in the item's
        coordinates: what must stay readable (the lesson's bubble keeps off it)."""
        return QRectF(0, 0, *self.size()) if self.title or self.status else QRectF()

    def set_lines(self, title: str, status: str = "") -> None:
        if (title, status) != (self.title, self.status):
            self.title, self.status = title, status
            self.update()

    def paint_frame(self, painter: QPainter) -> tuple[float, float]:
        """The banner's dark box with its gold edge; its width and height."""
        w, h = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(GOLD, 1.5))
        painter.setBrush(QColor(10, 30, 20, 200))
        painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), self.radius, self.radius)
        return w, h

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.title and not self.status:
            return
        w, h = self.paint_frame(painter)
        lines = [(self.title, True), (self.status, False)] if self.status else [(self.title, True)]
        line_h = (h - 2 * self.inset) / len(lines)
        for i, (text, bold) in enumerate(lines):
            font = QFont(painter.font())
            font.setBold(bold)
            font.setPixelSize(max(8, min(16, int(line_h * self.share))))
            painter.setFont(font)
            painter.setPen(CREAM if bold else QColor("#d8e8dc"))
            rect = QRectF(10, self.inset + i * line_h, w - 20, line_h)
            elided = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight,
                                                    rect.width())
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, elided)


class ButtonItem(WordsItem):
    """A round push button on the table (Done): green and outlined when it can be pressed."""

    def __init__(self) -> None:
        super().__init__(0, 96.0, 38.0, margin=3.0)
        self.setZValue(420)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(HIGHLIGHT if self.selectable else QColor(255, 255, 255, 80), 2))
        painter.setBrush(QColor("#2e7d32") if self.selectable else QColor(60, 60, 60, 160))
        painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), h / 2 - 1, h / 2 - 1)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(10, int(h * 0.4)))
        painter.setFont(font)
        painter.setPen(QColor("white"))
        metrics = QFontMetricsF(font)
        painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter,
                         metrics.elidedText(self.text, Qt.TextElideMode.ElideRight, w - 12))


class MarkedSeatPanel(SeatPanel):
    """A seat's frame, name and detail, and a ``marker`` (a word on a pill: "Must flip",
    "Start") after the name, which is shortened to leave it room. A narrow seat makes room for
    the name rather than cut it short: it writes its detail as ``short`` (a bare score), then
    the marker's word a little smaller (down to ``MARKER_MIN_PX``), then leaves out the seat's
    face. ``fill``, ``ink`` and ``line`` colour the pill; ``pad`` is the room around its word."""

    #: The name keeps at least this many pixels (or its whole width) before the detail is
    #: shortened.
    NAME_ROOM = 64.0
    #: The smallest the marker's word is written (pixels).
    MARKER_MIN_PX = 9

    def __init__(self, seat: int, fill: QColor, ink: QColor, line: QPen, pad: float) -> None:
        super().__init__(seat)
        self.marker = ""
        self.short = ""
        self.fill, self.ink, self.line, self.pad = fill, ink, line, pad

    def set_marker(self, text: str) -> None:
        if text != self.marker:
            self.marker = text
            self.update()

    def set_short(self, text: str) -> None:
        if text != self.short:
            self.short = text
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        title, detail, parts, face = self.title, self.detail, self.parts, self.face
        font = QFont(painter.font())
        font.setPixelSize(int(header_font_px(self._h)))
        font.setBold(True)
        metrics = QFontMetricsF(font)
        marker_font = QFont(font)
        need = min(self.NAME_ROOM, metrics.horizontalAdvance(title))

        def pill_w() -> float:
            return QFontMetricsF(marker_font).horizontalAdvance(self.marker) + self.pad \
                if self.marker else 0

        def room(d: str) -> float:
            d_w = metrics.horizontalAdvance(d) + 12 if d else 0
            return self._w - 20 - self.name_lead(font) - pill_w() - d_w - \
                (8 if self.marker else 0)
        if self.short and room(detail) < need:
            self.detail, self.parts = self.short, (self.short,)
        while self.marker and room(self.detail) < need and \
                marker_font.pixelSize() > self.MARKER_MIN_PX:
            marker_font.setPixelSize(marker_font.pixelSize() - 1)
        if self.marker and room(self.detail) < need:
            self.face = None
        if not self.marker:
            super().paint(painter, option, widget)
            self.detail, self.parts, self.face = detail, parts, face
            return
        lead = self.name_lead(font)                                        # the turn marker
        shown = metrics.elidedText(title, Qt.TextElideMode.ElideRight,
                                   max(10.0, room(self.detail)))
        self.title = shown
        super().paint(painter, option, widget)
        self.title, self.detail, self.parts, self.face = title, detail, parts, face
        h = font.pixelSize() + 6
        x = 10 + lead + metrics.horizontalAdvance(shown) + 8
        pill = QRectF(x, 5, pill_w(), h)
        if self.rtl:
            pill.moveRight(self._w - x)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self.line)
        painter.setBrush(self.fill)
        painter.drawRoundedRect(pill, h / 2, h / 2)
        painter.setFont(marker_font)
        painter.setPen(self.ink)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.marker)
