"""A face card (``assets/cards/faces``) as every face-card game shows it: its picture, the
marks only its viewer sees (a padlock: face down for the others; an eye: peeked), a number
written on it (its place in a row being arranged) and a frame when the keys have chosen it. A
``draggable`` card follows the mouse along its row and says where it was dropped.

Marks never rely on colour alone: each is a drawn symbol on a round badge.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from .captions import INK
from .card_marks import paint_badge
from .faces import FACES_ART
from .items import CardItem, tip
from .numbers import fill

translate = QCoreApplication.translate

# what a card says about itself (``FaceCardItem.mark``): ``card_marks.LOCK`` or ``EYE``


def face_down_tip() -> str:
    """The tooltip of a card whose face the seat shown does not know."""
    return tip(translate("FaceCards", "A face-down card"),
               translate("FaceCards", "Its face is hidden from you."))


def hand_label(size: int) -> str:
    """The words under a hand: how many cards it holds."""
    return fill(translate("FaceCards", "Hand: %1"), size)


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

    @property
    def shows_face(self) -> bool:
        """The card lies face up showing a face (not a back the seat shown cannot see past)."""
        return self.face_up and self.face != "back"

    def set_look(self, face: str, mark: str | None, badge: str, current: bool = False) -> None:
        """Show ``face`` (a card that leaves sight turns to its back at once), ``mark`` and
        ``badge``; ``current``: the keys' card."""
        if face == "back" and self.face != "back":
            self.flip = 0.0
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
        w, h = self.turning_painter(painter, scale)
        if self.mark:
            paint_badge(painter, self.mark, INK, w, h)
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
