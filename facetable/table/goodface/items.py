"""Good Face Bad Face's scene items: face cards (with the marks only their viewer sees, and
dragging in the staging row), a seat's panel with the must-flip marker, the words under hands,
Parties and the Stack, the banner, and the staging row's arrows and Done button.

Marks never rely on colour alone: a card of one's own Stack (face down for everyone else) shows
a padlock, a peeked card an eye, a staged card its place in the Stack; the must-flip marker is
written out.
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from ..faces import FACES_ART
from ..geometry import header_font_px
from ..items import HIGHLIGHT, BoxItem, CardItem, SeatPanel

INK = QColor("#1c1b2b")
GOLD = QColor("#ffc83d")
CREAM = QColor("#fff6d8")
MUST_FLIP = QColor("#b3261e")

# what a card says about itself (``FaceCardItem.mark``)
LOCK, EYE = "lock", "eye"


class FaceCardItem(CardItem):
    """A face card or a back. ``face`` is its picture (``faces.face_art``), set by the table
    from what the seat shown knows; ``badge`` a number written on it (its place in a Stack
    being built). A ``draggable`` card follows the mouse and says where it was dropped;
    a click without a drag is a click."""

    dropped = Signal(int, float)          # item id, the card's centre x in the scene

    def __init__(self, item_id: int) -> None:
        super().__init__(item_id, FACES_ART, "back")
        self._margin = 8.0                     # room for the frame of the current card
        self.mark: str | None = None
        self.badge = ""
        self.draggable = False
        #: The staged card the arrow keys move (drawn with a gold frame).
        self.current = False
        self._press: QPointF | None = None
        self._start = QPointF()
        self._dragging = False

    def set_look(self, face: str, mark: str | None, badge: str, current: bool = False) -> None:
        if (face, mark, badge, current) != (self.face, self.mark, self.badge, self.current):
            self.face, self.mark, self.badge, self.current = face, mark, badge, current
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        scale = abs(2 * self.flip - 1)
        if self.current and scale >= 0.05:
            w, h = self.size()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            inset = w * (1 - scale) / 2
            frame = QRectF(inset - 4, -4, w * scale + 8, h + 8)
            painter.setPen(QPen(QColor("white"), 6))
            painter.drawRoundedRect(frame, 10, 10)
            painter.setPen(QPen(INK, 2))
            painter.drawRoundedRect(frame, 10, 10)
        if self.flip < 0.5 or scale < 0.05 or (not self.mark and not self.badge):
            return
        w, h = self.size()
        painter.save()
        painter.translate(w / 2, 0)
        painter.scale(scale, 1)
        painter.translate(-w / 2, 0)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.mark:
            _paint_mark(painter, self.mark, w, h)
        if self.badge:
            d = max(14.0, w * 0.3)
            r = QRectF(w * 0.06, w * 0.06, d, d)
            painter.setPen(QPen(QColor("white"), max(1.0, d * 0.08)))
            painter.setBrush(INK)
            painter.drawEllipse(r)
            font = QFont(painter.font())
            font.setBold(True)
            font.setPixelSize(max(8, int(d * 0.6)))
            painter.setFont(font)
            painter.setPen(QColor("white"))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.badge)
        painter.restore()

    # --- dragging (the staging row) ----------------------------------------------------------
    def mousePressEvent(self, event) -> None:
        if self.draggable and self.selectable and event.button() == Qt.MouseButton.LeftButton:
            self._press, self._start, self._dragging = event.scenePos(), self.pos(), False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and delta.manhattanLength() < 6:
            return
        self._dragging = True
        self.setZValue(3000)
        self.setPos(self._start + QPointF(delta.x(), 0.0))

    def mouseReleaseEvent(self, event) -> None:
        if self._press is None:
            return
        dragged, self._press = self._dragging, None
        self._dragging = False
        if dragged:
            self.dropped.emit(self.item_id, self.sceneBoundingRect().center().x())
        else:
            self.clicked.emit(self.item_id)


def _paint_mark(painter: QPainter, mark: str, w: float, h: float) -> None:
    """A round badge in the lower corner: a padlock (face down for the others) or an eye
    (peeked)."""
    d = max(12.0, w * 0.26)
    r = QRectF(w * 0.06, h - d - h * 0.04, d, d)
    painter.setPen(QPen(QColor("white"), max(1.0, d * 0.08)))
    painter.setBrush(INK)
    painter.drawEllipse(r)
    x, y, s = r.x(), r.y(), d
    if mark == LOCK:
        painter.setPen(QPen(GOLD, max(1.2, s * 0.09)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        shackle = QPainterPath()
        shackle.moveTo(x + s * 0.36, y + s * 0.5)
        shackle.arcTo(QRectF(x + s * 0.36, y + s * 0.2, s * 0.28, s * 0.34), 180, -180)
        painter.drawPath(shackle)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD)
        painter.drawRoundedRect(QRectF(x + s * 0.28, y + s * 0.45, s * 0.44, s * 0.32), 2, 2)
    else:
        painter.setPen(QPen(GOLD, max(1.2, s * 0.08)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        eye = QPainterPath(QPointF(x + s * 0.18, y + s * 0.5))
        eye.quadTo(QPointF(x + s * 0.5, y + s * 0.18), QPointF(x + s * 0.82, y + s * 0.5))
        eye.quadTo(QPointF(x + s * 0.5, y + s * 0.82), QPointF(x + s * 0.18, y + s * 0.5))
        painter.drawPath(eye)
        painter.setBrush(GOLD)
        painter.drawEllipse(QPointF(x + s * 0.5, y + s * 0.5), s * 0.1, s * 0.1)


class FaceSeatPanel(SeatPanel):
    """A seat's frame, name and status, and the must-flip marker (GF-19) written beside the
    name when the seat carries it."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.must_flip = False
        self.must_flip_text = ""

    def set_marker(self, on: bool, text: str) -> None:
        if (on, text) != (self.must_flip, self.must_flip_text):
            self.must_flip, self.must_flip_text = on, text
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.must_flip:
            super().paint(painter, option, widget)
            return
        # the name is shortened to leave room for the marker after it
        title = self.title
        font = QFont(painter.font())
        font.setPixelSize(int(header_font_px(self._h)))
        font.setBold(True)
        metrics = QFontMetricsF(font)
        pill_w = metrics.horizontalAdvance(self.must_flip_text) + 16
        detail_w = metrics.horizontalAdvance(self.detail) + 12 if self.detail else 0
        lead = self.name_lead(font)                                        # the turn marker
        room = max(10.0, self._w - 20 - pill_w - detail_w - 8 - lead)
        self.title = metrics.elidedText(title, Qt.TextElideMode.ElideRight, room)
        super().paint(painter, option, widget)
        self.title = title
        name_w = metrics.horizontalAdvance(metrics.elidedText(
            title, Qt.TextElideMode.ElideRight, room))
        h = font.pixelSize() + 6
        x = 10 + lead + name_w + 8
        pill = QRectF(x, 5, pill_w, h)
        if self.rtl:
            pill.moveRight(self._w - x)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("white"), 1.2))
        painter.setBrush(MUST_FLIP)
        painter.drawRoundedRect(pill, h / 2, h / 2)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.must_flip_text)


class LabelItem(BoxItem):
    """Words on a dark pill (under a hand, under the Stack); ``outline`` also draws the zone
    above the words (a Party), dashed, so an empty Party still shows where it is. Words too
    wide for the pill are written a little smaller (down to ``MIN_PX``) before being cut."""

    #: The smallest words written (pixels), still legible; narrower still, they are cut.
    MIN_PX = 10

    def __init__(self, outline: bool = False) -> None:
        super().__init__(0, 100.0, 16.0, margin=3.0)
        self.text = ""
        self.outline = outline
        self.caption_h = 16.0
        self.rtl = False
        self.setZValue(-5 if outline else 400)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

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
            metrics = QFontMetricsF(font)
            text = metrics.elidedText(self.text, Qt.TextElideMode.ElideRight, w - 12)
            tw = min(w, metrics.horizontalAdvance(text) + 12)
            box = QRectF(w - tw if self.rtl else 0, caption.y(), tw, caption.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 150))
            painter.drawRoundedRect(box, 5, 5)
            painter.setFont(font)
            painter.setPen(CREAM)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        self.paint_highlight(painter, QRectF(0, caption.y(), w, caption.height()), 5)


class BannerItem(BoxItem):
    """The Stack count and whose Stack is where (GF-29), and what just happened."""

    def __init__(self) -> None:
        super().__init__(0, 400.0, 44.0, margin=2.0)
        self.title = ""
        self.status = ""
        self.setZValue(40)

    def set_lines(self, title: str, status: str) -> None:
        if (title, status) != (self.title, self.status):
            self.title, self.status = title, status
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.title and not self.status:
            return
        w, h = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(GOLD, 1.5))
        painter.setBrush(QColor(10, 30, 20, 200))
        painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), 10, 10)
        lines = [(self.title, True), (self.status, False)] if self.status else [(self.title, True)]
        line_h = (h - 6) / len(lines)
        for i, (text, bold) in enumerate(lines):
            font = QFont(painter.font())
            font.setBold(bold)
            font.setPixelSize(max(10, min(16, int(line_h * 0.7))))
            painter.setFont(font)
            painter.setPen(CREAM if bold else QColor("#d8e8dc"))
            rect = QRectF(10, 3 + i * line_h, w - 20, line_h)
            elided = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight,
                                                    rect.width())
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, elided)


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


class DoneItem(BoxItem):
    """The staging row's Done button: the Stack is ready and passed on."""

    def __init__(self) -> None:
        super().__init__(0, 96.0, 38.0, margin=3.0)
        self.text = ""
        self.setZValue(420)

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

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
