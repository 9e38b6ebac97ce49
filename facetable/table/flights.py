"""Points flying across the table to a seat's score: "+1" or "−1" on a pill (green or red, and
the sign says it too), from where they were made to where the score is written.

The score a seat shows waits for them: a score event holds what the seat shows (``hold``);
while points fly to it, it shows what it showed before, and as each lands, the total its score
event gave (``total``), never a sum the table makes. A hold no flight follows (an instant step)
is let go (``release``).
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from .animator import ms, pause, prop, sequence

RIGHT, WRONG = QColor("#2e7d32"), QColor("#b3261e")
FLY_MS, FADE_MS, SHOW_MS = 650, 180, 80


class FloatingPoints(QGraphicsObject):
    """A point on its way to a seat's score, removed when it lands."""

    def __init__(self, amount: int, size: float) -> None:
        super().__init__()
        self.amount = amount
        # a left-to-right mark keeps the sign before the number in a right-to-left table
        self.text = f"\u200e+{amount}" if amount > 0 else f"\u200e−{-amount}"
        self._size = size
        self.setZValue(2500)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._size, -self._size * 0.6, 2 * self._size, 1.2 * self._size)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.boundingRect().adjusted(2, 2, -2, -2)
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.setBrush(RIGHT if self.amount > 0 else WRONG)
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        font = QFont(painter.font())
        font.setPixelSize(max(8, int(self._size * 0.7)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class PointFlights:
    """The points flying over ``scene`` now; ``changed`` is called when a seat's score shown
    changes (one landed)."""

    def __init__(self, scene: QGraphicsScene, changed: Callable[[], None]) -> None:
        self.scene, self.changed = scene, changed
        self.floating: list[FloatingPoints] = []
        #: Seat -> [the score it shows, flights still to land, the last landed one's number].
        self._held: dict[int, list[int]] = {}
        self._count = 0

    def shown(self, seat: int, score: int) -> int:
        """The score ``seat`` shows now: ``score`` unless points still fly to it."""
        held = self._held.get(seat)
        return score if held is None else held[0]

    def hold(self, seat: int, showing: int) -> None:
        """``seat`` keeps showing ``showing`` until the points flying to it land."""
        self._held.setdefault(seat, [showing, 0, -1])

    def release(self) -> bool:
        """Let go of the holds no flight follows; True if there were any."""
        idle = [seat for seat, held in self._held.items() if not held[1]]
        for seat in idle:
            del self._held[seat]
        return bool(idle)

    def fly(self, seat: int, amount: int, total: int, start: QPointF, end: QPointF,
            size: float, delay_ms: int, speed: float):
        """One flight of ``amount`` points to ``seat`` (held: its score becomes ``total`` when
        it lands), after ``delay_ms``; returns its animation."""
        item = FloatingPoints(amount, size)
        item.setPos(start)
        item.setOpacity(0.0)
        self.scene.addItem(item)
        self.floating.append(item)
        self._held[seat][1] += 1
        self._count += 1
        move = prop(item, b"pos", end, ms(FLY_MS, speed))
        move.finished.connect(lambda n=self._count: self._landed(seat, total, n))
        flight = sequence(pause(ms(delay_ms, speed) or 1),
                          prop(item, b"opacity", 1.0, ms(SHOW_MS, speed), start=0.0), move,
                          prop(item, b"opacity", 0.0, ms(FADE_MS, speed)))
        flight.finished.connect(lambda: self._gone(item))
        return flight

    def _landed(self, seat: int, total: int, number: int) -> None:
        held = self._held.get(seat)
        if held is None:
            return
        if number > held[2]:                   # a later score event than any landed yet
            held[0], held[2] = total, number
        held[1] -= 1
        if not held[1]:
            del self._held[seat]
        self.changed()

    def _gone(self, item: FloatingPoints) -> None:
        if item in self.floating:
            self.floating.remove(item)
            self.scene.removeItem(item)

    def clear(self) -> None:
        """No points fly any more (a table shown afresh)."""
        for item in self.floating:
            self.scene.removeItem(item)
        self.floating, self._held = [], {}
