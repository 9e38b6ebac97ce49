"""Coins on the table: a seat's pile with its count, the bank they come from and go to (a heap
that never runs out, with its name under it), and coins flying between them.

Game-neutral: the coin's picture is the game's art (``art``: the folder of ``coin.svg``), the
counts and the movements come from the game's zones and events. A movement is
``(from, to, amount)`` between seats, None being the bank; the coins land one after another and
the receiving pile's count changes as the last one lands.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from .animator import ms, parallel, pause, prop, sequence
from .art import card_pixmap
from .named_pile import paint_caption
from .geometry import Rect
from .items import BoxItem
from .numbers import number

#: A coin movement: (from, to, amount); None is the bank.
Flight = tuple[int | None, int | None, int]
#: Most coins drawn in flight for one movement (the count beside the pile says the rest).
MAX_FLYING = 5


def coin_pixmap(art: str, size: float, painter: QPainter):
    dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
    return card_pixmap(art, "coin", max(1, round(size)), max(1, round(size)), dpr)


class CoinPileItem(BoxItem):
    """A seat's coins: a small stack and the count beside it."""

    def __init__(self, seat: int, art: str) -> None:
        super().__init__(seat, 60.0, 20.0, margin=2.0)
        self.art = art
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
        coin = coin_pixmap(self.art, h * 0.86, painter)
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


class BankItem(BoxItem):
    """The bank (a treasury): a heap of coins and its name (``caption``) under it."""

    def __init__(self, art: str) -> None:
        super().__init__(0, 90.0, 100.0, margin=2.0)
        self.art = art
        self.caption = ""
        self.setZValue(-1)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = min(w / 3.2, (h - 22) / 2.2)
        coin = coin_pixmap(self.art, size, painter)
        base = h - 22
        rows = ((0.0, 3), (1.0, 2), (2.0, 1))
        for level, count in rows:
            y = base - size - level * size * 0.55
            x0 = (w - count * size * 0.9) / 2
            for i in range(count):
                painter.drawPixmap(QRectF(x0 + i * size * 0.9, y, size, size), coin,
                                   QRectF(coin.rect()))
        paint_caption(painter, QRectF(0, base + 4, w, h - base - 4), self.caption)


class FlyingCoin(QGraphicsObject):
    """One coin on its way between a pile and the bank (removed when it lands)."""

    def __init__(self, size: float, art: str) -> None:
        super().__init__()
        self.size, self.art = size, art
        self.setZValue(2000)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.size, self.size)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        coin = coin_pixmap(self.art, self.size, painter)
        painter.drawPixmap(QRectF(0, 0, self.size, self.size), coin, QRectF(coin.rect()))


class CoinFlights:
    """Coins flying between the piles of a scene and its bank."""

    def __init__(self, scene: QGraphicsScene, art: str) -> None:
        self.scene, self.art = scene, art
        self.flying: list[FlyingCoin] = []

    def animate(self, flights: list[Flight], where: Callable[[int | None], Rect],
                piles: list[CoinPileItem], counts: Callable[[int], int], size: float,
                speed: float, move_ms: int):
        """The animation of ``flights`` (None when there is none): coins of ``size`` fly from
        the middle of ``where(from)`` to the middle of ``where(to)``; the receiving pile shows
        its count before the movement until the last coin lands, then ``counts(seat)``."""
        animations = []
        offset = QPointF(size / 2, size / 2)
        for start, end, amount in flights:
            a, b = _middle(where(start)), _middle(where(end))
            if end is not None:
                pile = piles[end]
                pile.set_count(pile.count - amount)      # counted as each coin lands
            shown = min(amount, MAX_FLYING)
            for i in range(shown):
                coin = FlyingCoin(size, self.art)
                coin.setPos(a - offset)
                self.scene.addItem(coin)
                self.flying.append(coin)
                move = prop(coin, b"pos", b - offset, ms(move_ms, speed))
                move.finished.connect(
                    lambda coin=coin, end=end, last=i == shown - 1:
                    self._landed(coin, piles[end] if end is not None and last else None,
                                 counts, end))
                animations.append(sequence(pause(ms(70 * i, speed) or 1), move))
        return parallel(*animations) if animations else None

    def _landed(self, coin: FlyingCoin, pile: CoinPileItem | None,
                counts: Callable[[int], int], seat: int | None) -> None:
        if coin in self.flying:
            self.flying.remove(coin)
            self.scene.removeItem(coin)
        if pile is not None:
            pile.set_count(counts(seat))


def _middle(r: Rect) -> QPointF:
    return QPointF(r.x + r.w / 2, r.y + r.h / 2)
