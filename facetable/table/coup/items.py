"""Coup's role cards, which carry their translated name and markers (the coin piles, the
treasury, the court deck, the claim banner and the seats' panels are shared: ``table/coins.py``,
``named_pile.py``, ``fitted_banner.py``, ``compact_seat.py``).

A role card is the shared standard deck's face of its rank (CP-1: 3 = Duke, J = Assassin,
2 = Captain, A = Ambassador, Q = Contessa; ``theme.DECK``) with Coup's picture of the role laid
over it (``assets/cards/coup/role_<role>.svg``: the role's medallion and the band its name is
written on); a face-down card shows the shared back chosen in the settings.

Markers never rely on colour alone: an own face-down card shows a padlock, a card turned up is
dimmed and crossed, a card to keep in an Exchange shows a tick and one to give back an arrow,
and a card of the second deck a small "II".
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from facetable.engine.coup.cards import RANKS, ROLE_NAMES

from ..art import card_pixmap
from ..card_marks import CROSS, DOWN_ARROW, LOCK, TICK, paint_badge
from ..items import CardItem
from ..theme import DECK, SHARED_BACK

GAME = "coup"
#: The empty plate on every face where the role's name is written (of a 250 × 350 card).
NAME_BAND = QRectF(13 / 250, 180 / 350, 224 / 250, 42 / 350)
INK = QColor("#1c1b2b")
#: Below this many pixels the name is not written (the rank and the icon still tell the role).
MIN_NAME_PX = 8

# what a card says about itself (``CoupCardItem.mark``)
HIDDEN, LOST, KEEP, GIVE_BACK = "hidden", "lost", "keep", "give_back"
#: Each mark's badge: its sign and colour (``table/card_marks.py``).
BADGES = {HIDDEN: (LOCK, INK), LOST: (CROSS, QColor("#7a1020")), KEEP: (TICK, QColor("#1b6b34")),
          GIVE_BACK: (DOWN_ARROW, QColor("#5a5a66"))}


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
        w, h = self.turning_painter(painter, scale)
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
            paint_badge(painter, *BADGES[self.mark], w, h)
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
