"""Scene items: a card that slides and flips, and a seat's panel; the table's scene.

A card's flip is one number from 0 (back) to 1 (face): the picture swaps at 0.5 and the card is
scaled horizontally by |2f − 1| (KPat's libkcardgame does the same).

Tooltips: an item says what it is through a function the table gives it (``set_tip``), asked
only when the pointer rests on it (``TableScene.helpEvent``), so the words are always those of
the moment and of the language in use, and say only what the seat shown may know: a table
words a card from what the item shows (its face or its back), never from the engine's state.
The words live in each game's ``text`` module.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Callable

from PySide6.QtCore import Property, QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene, QToolTip

from .art import card_pixmap
from .avatar import face_pixmap, initial_of, initial_pixmap
from .geometry import header_font_px
from .numbers import dot, number

HIGHLIGHT = QColor("#ffd54a")
ALERT = QColor("#e53935")
#: A seat's name keeps room for at least this many characters, however long its detail.
MIN_NAME_CHARS = 10
#: The detail beside a name may be written down to this share of the name's size.
DETAIL_SHRINK = 0.75


class BoxItem(QGraphicsObject):
    """A clickable item of a given size: when ``selectable`` it is outlined and a left click
    emits ``clicked`` with its ``key`` (a card id, a seat, a colour)."""

    clicked = Signal(int)

    def __init__(self, key: int = 0, w: float = 60.0, h: float = 84.0, margin: float = 3.0
                 ) -> None:
        super().__init__()
        self.key = key
        self._w, self._h, self._margin = w, h, margin
        self.selectable = False
        self._tip: Callable[["BoxItem"], str] | None = None

    def set_tip(self, tip: Callable[["BoxItem"], str] | None) -> None:
        """The function that words this item's tooltip (asked on hover); None: no tooltip."""
        self._tip = tip

    def tooltip(self) -> str:
        """The item's tooltip now, in the language in use ('' when it has none)."""
        return self._tip(self) if self._tip is not None else ""

    def words_rect(self) -> QRectF:
        """Where the item writes what the player must read (a banner, a caption), in its own
        coordinates; empty for the others. The lesson's bubble keeps off it (``app/lesson.py``)."""
        return QRectF()

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h

    def set_rect(self, x: float, y: float, w: float, h: float) -> None:
        self.setPos(x, y)
        self.set_size(w, h)

    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_selectable(self, on: bool) -> None:
        self.selectable = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        m = self._margin
        return QRectF(-m, -m, self._w + 2 * m, self._h + 2 * m)

    def paint_highlight(self, painter: QPainter, rect: QRectF, radius: float = 8.0) -> None:
        if self.selectable:
            painter.setPen(QPen(HIGHLIGHT, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)

    def mousePressEvent(self, event) -> None:
        if self.selectable and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self.key)
            event.accept()
        else:
            event.ignore()


def paint_turn_marker(painter: QPainter, bar: QRectF, rtl: bool) -> float:
    """A triangle pointing at the name of the seat to act, at the start of its header: the
    yellow frame is not the only sign (colour is never the only cue). Returns the width used."""
    size = turn_marker_width(bar) - 6
    top = bar.center().y() - size / 2
    if rtl:
        x = bar.right() - size
        points = [QPointF(x + size, top), QPointF(x + size, top + size),
                  QPointF(x, top + size / 2)]
    else:
        x = bar.left()
        points = [QPointF(x, top), QPointF(x, top + size), QPointF(x + size, top + size / 2)]
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(HIGHLIGHT)
    painter.drawPolygon(QPolygonF(points))
    painter.restore()
    return size + 6


def turn_marker_width(bar: QRectF) -> float:
    """The width :func:`paint_turn_marker` takes at the start of ``bar`` (with its gap)."""
    return bar.height() * 0.5 + 6


def paint_count_badge(painter: QPainter, rect: QRectF, count: int, dark: bool = True) -> None:
    """A small rounded label with the number of cards or tiles left in a pile."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 170) if dark else QColor(255, 255, 255, 200))
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
    font = QFont(painter.font())
    font.setPixelSize(int(rect.height() * 0.65))
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("white") if dark else QColor("black"))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, number(count))


class CardItem(BoxItem):
    """One card (or tile) with a stable id; its face picture comes from the game's art."""

    def __init__(self, item_id: int, game: str, face: str, back: str = "back") -> None:
        super().__init__(item_id)
        self.item_id = item_id
        self.game, self.face, self.back = game, face, back
        self._flip = 0.0
        self.alert = False          # outlined in red: this card is what goes wrong (a bust)

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    @property
    def face_up(self) -> bool:
        return self._flip >= 0.5

    def paint(self, painter: QPainter, option, widget=None) -> None:
        scale = abs(2 * self._flip - 1)
        if scale < 0.02:
            return
        name = self.face if self._flip >= 0.5 else self.back
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        pixmap = card_pixmap(self.game, name, round(self._w), round(self._h), dpr)
        w = self._w * scale
        target = QRectF((self._w - w) / 2, 0, w, self._h)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        if self.alert:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(ALERT, max(3.0, self._w * 0.05)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(target.adjusted(-1, -1, 1, 1), 8, 8)
        self.paint_highlight(painter, target.adjusted(-1.5, -1.5, 1.5, 1.5))

    def turning_painter(self, painter: QPainter, scale: float) -> tuple[float, float]:
        """Save ``painter`` and set it to draw over the card's face as it turns (squeezed to
        ``scale`` of its width about its middle, as the face is drawn); the card's width and
        height. The caller restores the painter."""
        w, h = self.size()
        painter.save()
        painter.translate(w / 2, 0)
        painter.scale(scale, 1)
        painter.translate(-w / 2, 0)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        return w, h

    def set_alert(self, on: bool) -> None:
        if on != self.alert:
            self.alert = on
            self.update()


class SeatPanel(BoxItem):
    """The area of one seat: a rounded frame with the name, total and status written on it."""

    def __init__(self, seat: int) -> None:
        super().__init__(seat, 100.0, 100.0, margin=2.0)
        self.seat = seat
        self.title = ""
        self.detail = ""
        self.parts: tuple[str, ...] = ()
        self.active = False       # this seat is to act
        self.dimmed = False       # out of the round
        self.rtl = False
        #: Who sits here: a bot's face seed, or a human's initial; None: no picture.
        self.face: int | str | None = None
        #: A bot's public style (its label as the game's spec writes it, context "Bots"),
        #: shown in the seat's tooltip ('' when none or hidden).
        self.style_label = ""
        self.setZValue(-10)
        # Drawn once into a pixmap and redrawn only when its text or size changes: a large
        # translucent rounded rectangle costs ~0.15 ms per paint, and the panel was repainted
        # whenever a card moved over it (measured by ``python -m facetable.bench``).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, title: str, detail: str | Sequence[str], active: bool, dimmed: bool
                 ) -> None:
        """``detail`` is one text, or parts written with " · " between them, the least needed
        first: on a narrow seat the first parts make way for the name."""
        parts = (detail,) if isinstance(detail, str) else tuple(p for p in detail if p)
        self.title, self.parts, self.active, self.dimmed = title, parts, active, dimmed
        self.detail = f" {dot()} ".join(parts)
        self.update()

    def set_person(self, face: int | str | None, style_label: str = "") -> None:
        """Who sits here: ``face`` is a bot's face seed (``characters.face_seed``) or a human's
        name (shown as its initial); ``style_label`` the bot's public style ('' for none)."""
        self.face = initial_of(face) if isinstance(face, str) else face
        self.style_label = style_label
        self.update()

    def style_text(self) -> str:
        """The bot's public style in the language in use ('' when none or hidden)."""
        return QCoreApplication.translate("Bots", self.style_label) if self.style_label else ""

    def tooltip(self) -> str:
        text = super().tooltip()
        if self.style_label:
            return tip(text or self.title, self.style_text())
        return text

    def avatar_rect(self, bar: QRectF) -> QRectF:
        """Where the face is drawn in ``bar``: after the turn marker when it is shown (empty
        when the seat has no face)."""
        if self.face is None:
            return QRectF()
        size = bar.height()
        marker = turn_marker_width(bar) if self.active else 0.0
        x = bar.right() - marker - size if self.rtl else bar.left() + marker
        return QRectF(x, bar.top(), size, size)

    def paint_avatar(self, painter: QPainter, bar: QRectF) -> float:
        """Draw the seat's face in ``bar`` (after the turn marker); returns the width it takes
        with its gap (0 without a face)."""
        rect = self.avatar_rect(bar)
        if rect.isEmpty():
            return 0.0
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        size = max(1, round(rect.width()))
        pixmap = initial_pixmap(self.face, size, dpr) if isinstance(self.face, str) \
            else face_pixmap(self.face, size, dpr)
        painter.save()
        if self.dimmed:
            painter.setOpacity(0.55)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        painter.restore()
        return rect.width() + 4

    def name_bar(self, font: QFont) -> QRectF:
        """The strip along the top that holds the name and the detail."""
        return QRectF(10, 4, max(10.0, self._w - 20), font.pixelSize() + 8)

    def name_lead(self, font: QFont) -> float:
        """How far the name starts into the strip: past the turn marker when it is shown
        and the seat's face (a marker a game writes after the name starts from here too)."""
        bar = self.name_bar(font)
        face = bar.height() + 4 if self.face is not None else 0.0
        return (turn_marker_width(bar) if self.active else 0.0) + face

    def header(self, base: QFont | None = None) -> tuple[QFont, str, QRectF, QFont, str, QRectF]:
        """How the name bar is written: (font, text, rectangle) of the name, then of the detail.

        The name keeps room for at least ``MIN_NAME_CHARS`` characters: a long detail is first
        written smaller (down to ``DETAIL_SHRINK`` of the name's size), then cut, so that names
        stay readable however many players share the table."""
        font = QFont(base if base is not None else QFont())
        font.setPixelSize(int(header_font_px(self._h)))
        font.setBold(True)
        bar = self.name_bar(font)
        used = self.name_lead(font)      # room for the turn marker at the start
        bar = bar.adjusted(0 if self.rtl else used, 0, -used if self.rtl else 0, 0)
        metrics = QFontMetricsF(font)
        if len(self.title) > MIN_NAME_CHARS:
            keep = metrics.horizontalAdvance(self.title[:MIN_NAME_CHARS] + "…")
        else:
            keep = metrics.horizontalAdvance(self.title)
        detail_font = QFont(font)
        detail_font.setBold(False)
        room = bar.width() - keep - 12
        smallest = QFont(detail_font)
        smallest.setPixelSize(max(8, math.ceil(font.pixelSize() * DETAIL_SHRINK)))
        parts = self.parts
        while len(parts) > 1 and QFontMetricsF(smallest).horizontalAdvance(
                f" {dot()} ".join(parts)) > room:
            parts = parts[1:]
        detail = f" {dot()} ".join(parts)
        size = font.pixelSize()
        while size > smallest.pixelSize() and \
                QFontMetricsF(detail_font).horizontalAdvance(detail) > room:
            size -= 1
            detail_font.setPixelSize(size)
        detail_metrics = QFontMetricsF(detail_font)
        if detail_metrics.horizontalAdvance(detail) > room:
            detail = detail_metrics.elidedText(detail, Qt.TextElideMode.ElideRight, max(0.0, room))
        detail_w = detail_metrics.horizontalAdvance(detail) + 12 if detail else 0.0
        title_rect = QRectF(bar)
        title_rect.setWidth(max(10.0, bar.width() - detail_w))
        detail_rect = QRectF(bar)
        if self.rtl:
            title_rect.moveRight(bar.right())
        title = metrics.elidedText(self.title, Qt.TextElideMode.ElideRight, title_rect.width())
        return font, title, title_rect, detail_font, detail, detail_rect

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = QRectF(0, 0, self._w, self._h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(0, 0, 0, 70 if self.dimmed else 40)
        border = HIGHLIGHT if (self.active or self.selectable) else QColor(255, 255, 255, 60)
        painter.setPen(QPen(border, 3 if self.selectable else (2.5 if self.active else 1)))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 12, 12)
        font, title, title_rect, detail_font, detail, detail_rect = self.header(painter.font())
        painter.setPen(QColor("#fff6d8") if not self.dimmed else QColor("#c8c8c8"))
        if self.active:
            paint_turn_marker(painter, self.name_bar(font), self.rtl)
        self.paint_avatar(painter, self.name_bar(font))
        # Explicit sides (AlignAbsolute): the table is laid out by us, not mirrored by Qt.
        start = Qt.AlignmentFlag.AlignRight if self.rtl else Qt.AlignmentFlag.AlignLeft
        end = Qt.AlignmentFlag.AlignLeft if self.rtl else Qt.AlignmentFlag.AlignRight
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignAbsolute
        painter.setFont(font)
        painter.drawText(title_rect, flags | start, title)
        painter.setFont(detail_font)
        painter.drawText(detail_rect, flags | end, detail)


class CountedPile(BoxItem):
    """A heap of face-down things (cards, tiles) that shows how many are left."""

    def __init__(self, key: int, w: float, h: float, margin: float) -> None:
        super().__init__(key, w, h, margin)
        self.count = 0
        self.setZValue(-1)

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()


class PileItem(CountedPile):
    """The face-down draw pile: a few stacked backs and the number of cards left."""

    def __init__(self, game: str, back: str = "back") -> None:
        super().__init__(0, 60.0, 84.0, margin=6.0)
        self.game, self.back = game, back

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(0, 0, self._w, self._h), 8, 8)
            return
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        pixmap = card_pixmap(self.game, self.back, round(self._w), round(self._h), dpr)
        layers = min(4, 1 + self.count // 12)
        for i in range(layers - 1, -1, -1):
            painter.drawPixmap(QRectF(-i * 1.5, -i * 1.5, self._w, self._h), pixmap,
                               QRectF(pixmap.rect()))
        self.paint_highlight(painter, QRectF(-1.5, -1.5, self._w + 3, self._h + 3))
        paint_count_badge(painter, QRectF(self._w * 0.5 - 17, self._h - 24, 34, 20), self.count)


def tip(name: str, effect: str = "") -> str:
    """A tooltip: the thing's name, and on a second line what it does."""
    return f"{name}\n{effect}" if effect else name


def tooltip_at(scene: QGraphicsScene, pos: QPointF) -> str:
    """The tooltip of the topmost visible item at ``pos`` that has one ('' if none does)."""
    for item in scene.items(pos):
        if isinstance(item, BoxItem) and item.isVisible():
            text = item.tooltip()
            if text:
                return text
    return ""


class TableScene(QGraphicsScene):
    """The table's scene: tooltips come from the items' ``tooltip()`` when asked."""

    def helpEvent(self, event) -> None:  # noqa: N802 - Qt's name
        text = tooltip_at(self, event.scenePos())
        if text:
            QToolTip.showText(event.screenPos(), text, event.widget())
            event.accept()
        else:
            QToolTip.hideText()
            event.ignore()
