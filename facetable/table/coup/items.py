"""Coup's scene items: role cards that carry their translated name and markers, coin piles,
the treasury, the court deck, the claim banner and a seat's panel.

A role card is the shared standard deck's face of its rank (CP-1: 3 = Duke, J = Assassin,
2 = Captain, A = Ambassador, Q = Contessa; ``theme.DECK``) with Coup's picture of the role laid
over it (``assets/cards/coup/role_<role>.svg``: the role's medallion and the band its name is
written on); a face-down card shows the shared back chosen in the settings.

Markers never rely on colour alone: an own face-down card shows a padlock, a card turned up is
dimmed and crossed, a card to keep in an Exchange shows a tick and one to give back an arrow,
and a card of the second deck a small "II".
"""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject

from facetable.engine.coup.cards import RANKS, ROLE_NAMES

from ..art import card_pixmap
from ..geometry import header_font_px
from ..items import HIGHLIGHT, BoxItem, CardItem, PileItem, SeatPanel, paint_turn_marker, \
    turn_marker_width
from ..numbers import dot, number
from ..theme import DECK, SHARED_BACK

GAME = "coup"
#: The empty plate on every face where the role's name is written (of a 250 × 350 card).
NAME_BAND = QRectF(13 / 250, 180 / 350, 224 / 250, 42 / 350)
INK = QColor("#1c1b2b")
GOLD = QColor("#ffc83d")
#: The claim banner's title size, and the least it is written at (to fit it whole).
BANNER_PX, MIN_BANNER_PX = 18, 10
BANNER_FLAGS = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
#: Below this many pixels the name is not written (the rank and the icon still tell the role).
MIN_NAME_PX = 8

# what a card says about itself (``CoupCardItem.mark``)
HIDDEN, LOST, KEEP, GIVE_BACK = "hidden", "lost", "keep", "give_back"


def role_picture(face: str) -> str:
    """Coup's picture of the role laid over the standard face ``face`` ("3_spades": the
    Duke's, "role_duke")."""
    rank = face.split("_", 1)[0]
    return f"role_{ROLE_NAMES[RANKS.index(rank)].lower()}"


class CoupCardItem(CardItem):
    """A role card (``face``: the standard deck's "<rank>_<suit>"), or a card back
    (``face == "back"``: it carries nothing else)."""

    def __init__(self, item_id: int, face: str) -> None:
        super().__init__(item_id, DECK, face, SHARED_BACK)
        self.name = ""                  # the role's translated name, written on the band
        self.second_deck = False
        self.mark: str | None = None

    @property
    def is_back(self) -> bool:
        return self.face == "back"

    def set_marks(self, name: str, second_deck: bool, mark: str | None) -> None:
        if self.is_back:
            return
        if (name, second_deck, mark) != (self.name, self.second_deck, self.mark):
            self.name, self.second_deck, self.mark = name, second_deck, mark
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        super().paint(painter, option, widget)
        scale = abs(2 * self.flip - 1)
        if self.is_back or self.flip < 0.5 or scale < 0.05:
            return
        w, h = self.size()
        painter.save()
        painter.translate(w / 2, 0)
        painter.scale(scale, 1)
        painter.translate(-w / 2, 0)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        role = card_pixmap(GAME, role_picture(self.face), round(w), round(h), dpr)
        painter.drawPixmap(QRectF(0, 0, w, h), role, QRectF(role.rect()))
        if self.mark in (LOST, GIVE_BACK):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 30, 125))
            painter.drawRoundedRect(QRectF(0, 0, w, h), w * 0.06, w * 0.06)
        self._paint_name(painter, w, h)
        if self.second_deck:
            self._paint_second_deck(painter, w, h)
        if self.mark:
            self._paint_badge(painter, w, h)
        painter.restore()

    def _paint_name(self, painter: QPainter, w: float, h: float) -> None:
        band = QRectF(NAME_BAND.x() * w, NAME_BAND.y() * h, NAME_BAND.width() * w,
                      NAME_BAND.height() * h)
        if not self.name:
            return
        font = QFont(painter.font())
        font.setBold(True)
        px = band.height() * 0.68
        font.setPixelSize(max(1, int(px)))
        width = QFontMetricsF(font).horizontalAdvance(self.name)
        room = band.width() * 0.92
        if width > room:
            px *= room / width
        if px < MIN_NAME_PX:
            return
        font.setPixelSize(int(px))
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, self.name)

    def _paint_second_deck(self, painter: QPainter, w: float, h: float) -> None:
        r = QRectF(w * 0.76, h * 0.045, w * 0.18, w * 0.13)
        painter.setPen(QPen(QColor("white"), max(1.0, w * 0.012)))
        painter.setBrush(INK)
        painter.drawRoundedRect(r, r.height() * 0.3, r.height() * 0.3)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(6, int(r.height() * 0.7)))
        painter.setFont(font)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, "II")

    def _paint_badge(self, painter: QPainter, w: float, h: float) -> None:
        """A round badge in the lower left corner: padlock, cross, tick or arrow."""
        d = max(12.0, w * 0.26)
        r = QRectF(w * 0.06, h - d - h * 0.04, d, d)
        painter.setPen(QPen(QColor("white"), max(1.0, d * 0.08)))
        fill = {HIDDEN: INK, LOST: QColor("#7a1020"), KEEP: QColor("#1b6b34"),
                GIVE_BACK: QColor("#5a5a66")}[self.mark]
        painter.setBrush(fill)
        painter.drawEllipse(r)
        pen = QPen(QColor("white"), max(1.5, d * 0.11))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        x, y, s = r.x(), r.y(), d
        if self.mark == HIDDEN:
            painter.setPen(QPen(GOLD, max(1.2, s * 0.09)))
            shackle = QPainterPath()
            shackle.moveTo(x + s * 0.36, y + s * 0.5)
            shackle.arcTo(QRectF(x + s * 0.36, y + s * 0.2, s * 0.28, s * 0.34), 180, -180)
            painter.drawPath(shackle)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(GOLD)
            painter.drawRoundedRect(QRectF(x + s * 0.28, y + s * 0.45, s * 0.44, s * 0.32), 2, 2)
        elif self.mark == LOST:
            a, b = s * 0.32, s * 0.68
            painter.drawLine(QPointF(x + a, y + a), QPointF(x + b, y + b))
            painter.drawLine(QPointF(x + b, y + a), QPointF(x + a, y + b))
        elif self.mark == KEEP:
            path = QPainterPath(QPointF(x + s * 0.27, y + s * 0.52))
            path.lineTo(x + s * 0.44, y + s * 0.7)
            path.lineTo(x + s * 0.74, y + s * 0.32)
            painter.drawPath(path)
        else:                                           # back to the court deck: a down arrow
            painter.drawLine(QPointF(x + s * 0.5, y + s * 0.25), QPointF(x + s * 0.5, y + s * 0.72))
            path = QPainterPath(QPointF(x + s * 0.3, y + s * 0.52))
            path.lineTo(x + s * 0.5, y + s * 0.74)
            path.lineTo(x + s * 0.7, y + s * 0.52)
            painter.drawPath(path)


def _coin(size: float, painter: QPainter):
    dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
    return card_pixmap(GAME, "coin", max(1, round(size)), max(1, round(size)), dpr)


class CoinPileItem(BoxItem):
    """A seat's coins: a small stack and the count beside it."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat, 60.0, 20.0, margin=2.0)
        self.count = 0
        self.rtl = False
        self.setZValue(5)

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawRoundedRect(QRectF(0, 0, w, h), h / 2, h / 2)
        coin = _coin(h * 0.86, painter)
        layers = min(3, max(1, (self.count + 3) // 4)) if self.count else 0
        cx = w - h * 0.93 if self.rtl else h * 0.07
        for i in range(layers):
            painter.drawPixmap(QRectF(cx, h * 0.07 - i * h * 0.12 + (layers - 1) * h * 0.06,
                                      h * 0.86, h * 0.86), coin, QRectF(coin.rect()))
        font = QFont(painter.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(h * 0.72)))
        painter.setFont(font)
        painter.setPen(QColor("#fff6d8"))
        text = QRectF(0, 0, w - h * 1.05, h)
        if not self.rtl:
            text.moveLeft(h * 1.0)
        painter.drawText(text, Qt.AlignmentFlag.AlignCenter, number(self.count))


class TreasuryItem(BoxItem):
    """The treasury: a heap of coins (it never runs out) and its name."""

    def __init__(self) -> None:
        super().__init__(0, 90.0, 100.0, margin=2.0)
        self.caption = ""
        self.setZValue(-1)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = min(w / 3.2, (h - 22) / 2.2)
        coin = _coin(size, painter)
        base = h - 22
        rows = ((0.0, 3), (1.0, 2), (2.0, 1))
        for level, count in rows:
            y = base - size - level * size * 0.55
            x0 = (w - count * size * 0.9) / 2
            for i in range(count):
                painter.drawPixmap(QRectF(x0 + i * size * 0.9, y, size, size), coin,
                                   QRectF(coin.rect()))
        _caption(painter, QRectF(0, base + 4, w, h - base - 4), self.caption)


class CourtDeckItem(PileItem):
    """The court deck, face down, with its count, and its name under it (``label``, in the
    item's coordinates)."""

    def __init__(self) -> None:
        super().__init__(DECK, SHARED_BACK)
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
        _caption(painter, self.label, self.caption)


def _caption(painter: QPainter, rect: QRectF, text: str) -> None:
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


class BannerItem(BoxItem):
    """The claim in play, written across the middle of the table, and what became of it."""

    def __init__(self) -> None:
        super().__init__(0, 400.0, 50.0, margin=2.0)
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


class CoupSeatPanel(SeatPanel):
    """A seat's frame and name; the end of its header is left to the coin pile."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.reserve = 0.0              # header width kept free at the end side (the coins)

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


class FlyingCoin(QGraphicsObject):
    """One coin on its way between a pile and the treasury (removed when it lands)."""

    def __init__(self, size: float) -> None:
        super().__init__()
        self.size = size
        self.setZValue(2000)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size, self.size)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        coin = _coin(self.size, painter)
        painter.drawPixmap(QRectF(0, 0, self.size, self.size), coin, QRectF(coin.rect()))
