"""Round badges drawn in a card's lower corner, so that what a card says about itself never
relies on colour alone: a padlock (face down for the others), an eye (peeked), a cross (lost),
a tick (chosen), a down arrow (given back)."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

GOLD = QColor("#ffc83d")
LOCK, EYE, CROSS, TICK, DOWN_ARROW = "lock", "eye", "cross", "tick", "down_arrow"


def paint_badge(painter: QPainter, sign: str, fill: QColor, w: float, h: float) -> None:
    """A round badge of colour ``fill`` with ``sign`` on it, in the lower left corner of a card
    ``w`` × ``h`` (the painter in the card's coordinates)."""
    d = max(12.0, w * 0.26)
    r = QRectF(w * 0.06, h - d - h * 0.04, d, d)
    painter.setPen(QPen(QColor("white"), max(1.0, d * 0.08)))
    painter.setBrush(fill)
    painter.drawEllipse(r)
    pen = QPen(QColor("white"), max(1.5, d * 0.11))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    x, y, s = r.x(), r.y(), d
    if sign == LOCK:
        painter.setPen(QPen(GOLD, max(1.2, s * 0.09)))
        shackle = QPainterPath()
        shackle.moveTo(x + s * 0.36, y + s * 0.5)
        shackle.arcTo(QRectF(x + s * 0.36, y + s * 0.2, s * 0.28, s * 0.34), 180, -180)
        painter.drawPath(shackle)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD)
        painter.drawRoundedRect(QRectF(x + s * 0.28, y + s * 0.45, s * 0.44, s * 0.32), 2, 2)
    elif sign == EYE:
        painter.setPen(QPen(GOLD, max(1.2, s * 0.08)))
        eye = QPainterPath(QPointF(x + s * 0.18, y + s * 0.5))
        eye.quadTo(QPointF(x + s * 0.5, y + s * 0.18), QPointF(x + s * 0.82, y + s * 0.5))
        eye.quadTo(QPointF(x + s * 0.5, y + s * 0.82), QPointF(x + s * 0.18, y + s * 0.5))
        painter.drawPath(eye)
        painter.setBrush(GOLD)
        painter.drawEllipse(QPointF(x + s * 0.5, y + s * 0.5), s * 0.1, s * 0.1)
    elif sign == CROSS:
        a, b = s * 0.32, s * 0.68
        painter.drawLine(QPointF(x + a, y + a), QPointF(x + b, y + b))
        painter.drawLine(QPointF(x + b, y + a), QPointF(x + a, y + b))
    elif sign == TICK:
        path = QPainterPath(QPointF(x + s * 0.27, y + s * 0.52))
        path.lineTo(x + s * 0.44, y + s * 0.7)
        path.lineTo(x + s * 0.74, y + s * 0.32)
        painter.drawPath(path)
    elif sign == DOWN_ARROW:
        painter.drawLine(QPointF(x + s * 0.5, y + s * 0.25), QPointF(x + s * 0.5, y + s * 0.72))
        path = QPainterPath(QPointF(x + s * 0.3, y + s * 0.52))
        path.lineTo(x + s * 0.5, y + s * 0.74)
        path.lineTo(x + s * 0.7, y + s * 0.52)
        painter.drawPath(path)
    else:
        raise ValueError(f"no badge {sign!r}")
