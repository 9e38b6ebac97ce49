"""Faces for the seats: a bot's drawn character face, a human's initial badge.

Drawn by our own code with QPainter (no outside art): a character's seed picks a background
colour, a head shape and skin tone, eyes, a mouth and hair, so each character keeps one face.
Pictures are kept per (seed or initial, pixel size), as card pictures are (``art._draw``): a
seat panel repaints often and a face costs about as much as a small SVG.
"""
from __future__ import annotations

import random
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap

BACKGROUNDS = ("#e57373", "#64b5f6", "#81c784", "#ffb74d", "#ba68c8", "#4db6ac", "#f06292",
               "#9575cd", "#4fc3f7", "#aed581", "#ffd54f", "#a1887f")
SKINS = ("#f7d7c4", "#eac086", "#c68642", "#8d5524", "#ffdbac", "#e0ac69")
HAIRS = ("#2b1d0e", "#6a4e23", "#d4a017", "#b55239", "#9e9e9e", "#111111")


def _pixmap(size: int, dpr: float) -> QPixmap:
    pixmap = QPixmap(round(size * dpr), round(size * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    return pixmap


@lru_cache(maxsize=256)
def face_pixmap(seed: int, size: int, dpr: float = 1.0) -> QPixmap:
    """The character face of ``seed``, ``size`` × ``size`` logical pixels."""
    pick = random.Random(seed)
    background, skin, hair = (QColor(pick.choice(BACKGROUNDS)), QColor(pick.choice(SKINS)),
                              QColor(pick.choice(HAIRS)))
    head_shape, eyes, mouth, hair_style = (pick.randrange(3), pick.randrange(3),
                                           pick.randrange(3), pick.randrange(4))
    pixmap = _pixmap(size, dpr)
    s = float(size)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(background)
    p.drawEllipse(QRectF(0, 0, s, s))
    head = QRectF(s * 0.22, s * 0.2, s * 0.56, s * 0.62)
    if head_shape == 1:
        head = QRectF(s * 0.2, s * 0.24, s * 0.6, s * 0.56)        # round
    if hair_style == 1:                                             # long hair behind the head
        p.setBrush(hair)
        p.drawRoundedRect(QRectF(s * 0.16, s * 0.16, s * 0.68, s * 0.7), s * 0.25, s * 0.25)
    p.setBrush(skin)
    if head_shape == 2:
        p.drawRoundedRect(head, s * 0.14, s * 0.14)                 # squarish
    else:
        p.drawEllipse(head)
    p.setBrush(hair)
    if hair_style in (0, 1):                                        # a fringe
        top = QPainterPath()
        top.moveTo(head.left(), head.top() + head.height() * 0.32)
        top.cubicTo(head.left(), head.top() - head.height() * 0.12,
                    head.right(), head.top() - head.height() * 0.12,
                    head.right(), head.top() + head.height() * 0.32)
        top.closeSubpath()
        p.drawPath(top)
    elif hair_style == 2:                                           # a cap
        p.setBrush(background.darker(160))
        p.drawChord(QRectF(head.left() - s * 0.02, head.top() - s * 0.06, head.width() + s * 0.04,
                           head.height() * 0.6), 0, 180 * 16)
    eye_y = head.top() + head.height() * 0.5
    ink = QColor("#222222")
    for x in (head.left() + head.width() * 0.32, head.left() + head.width() * 0.68):
        if eyes == 0:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(ink)
            p.drawEllipse(QPointF(x, eye_y), s * 0.04, s * 0.04)
        elif eyes == 1:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("white"))
            p.drawEllipse(QPointF(x, eye_y), s * 0.065, s * 0.05)
            p.setBrush(ink)
            p.drawEllipse(QPointF(x, eye_y), s * 0.03, s * 0.03)
        else:                                                       # smiling eyes
            p.setPen(QPen(ink, max(1.0, s * 0.035), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawArc(QRectF(x - s * 0.05, eye_y - s * 0.03, s * 0.1, s * 0.08), 0, 180 * 16)
    p.setPen(QPen(ink, max(1.0, s * 0.035), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    mouth_y = head.top() + head.height() * 0.74
    cx = head.center().x()
    if mouth == 0:
        p.drawArc(QRectF(cx - s * 0.1, mouth_y - s * 0.08, s * 0.2, s * 0.12), 200 * 16, 140 * 16)
    elif mouth == 1:
        p.drawLine(QPointF(cx - s * 0.07, mouth_y), QPointF(cx + s * 0.07, mouth_y))
    else:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#8e2a2a"))
        p.drawEllipse(QPointF(cx, mouth_y), s * 0.05, s * 0.04)
    p.end()
    return pixmap


@lru_cache(maxsize=64)
def initial_pixmap(initial: str, size: int, dpr: float = 1.0) -> QPixmap:
    """A plain round badge with a human's initial."""
    pixmap = _pixmap(size, dpr)
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(255, 255, 255, 200))
    p.drawEllipse(QRectF(0, 0, size, size))
    font = QFont(p.font())
    font.setPixelSize(max(6, int(size * 0.6)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor("#333333"))
    p.drawText(QRectF(0, 0, size, size), Qt.AlignmentFlag.AlignCenter, initial)
    p.end()
    return pixmap


def initial_of(name: str) -> str:
    """The first letter of a name, upper-cased ('?' for a name without letters)."""
    return next((c.upper() for c in name if c.isalnum()), "?")


__all__ = ["face_pixmap", "initial_of", "initial_pixmap"]
