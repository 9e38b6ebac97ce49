"""Face Guess's scene items: a seat's panel with the start marker and the guess grid (public
calls, the seat shown's Good / Bad toggles and Confirm, right and wrong after the reveal).

Nothing relies on colour alone: a call is written out ("Good", "Bad"), a right call is marked
✓ and a wrong one ✗, a point is written with its sign, the start player's marker is a word.
The face cards, the banner, the words under hands and mats and the points flying to a score are
shared (``table/face_cards.py``, ``table/captions.py``, ``table/flights.py``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from facetable.engine.faceguess import BAD, GOOD

from ..captions import CREAM, GOLD, INK, MarkedSeatPanel
from ..flights import RIGHT, WRONG
from ..geometry import Rect
from ..items import HIGHLIGHT
from ..numbers import dot
from .layout import Grid

#: A call's colours before the reveal: warm for Good, slate for Bad (the face art's colours).
CALL_FILL = {GOOD: QColor("#f2c45a"), BAD: QColor("#4d4378")}
CALL_INK = {GOOD: INK, BAD: QColor("white")}
MARKS = {True: "✓", False: "✗"}

__all__ = ["GridItem", "GridState", "start_panel"]


def _font(base: QFont, px: float, bold: bool = False) -> QFont:
    font = QFont(base)
    font.setPixelSize(max(8, int(px)))
    font.setBold(bold)
    return font


def start_panel(seat: int) -> MarkedSeatPanel:
    """A seat's panel whose marker is the start player's (or a winner's): ink on gold."""
    return MarkedSeatPanel(seat, GOLD, INK, QPen(INK, 1), 14)


@dataclass
class GridState:
    """What the grid shows. ``calls[g][s]``: guesser g's call about s (None: not yet);
    ``right[(g, s)]``: was it right, once revealed; ``points[s]``: the round's points once
    scored. While the seat shown guesses, ``editing`` holds its calls being set (about ->
    kind or None), ``cursor`` the seat the keys set, and ``keys`` the digit of each seat."""

    names: list[str]
    round_label: str = ""
    points_label: str = ""
    words: dict[str, str] = field(default_factory=dict)      # kind -> "Good" / "Bad"
    confirm_label: str = ""
    calls: dict[int, tuple[str | None, ...]] = field(default_factory=dict)
    right: dict[tuple[int, int], bool] = field(default_factory=dict)
    points: dict[int, str] = field(default_factory=dict)
    guesser: int | None = None
    editing: dict[int, str | None] | None = None
    cursor: int | None = None
    keys: dict[int, str] = field(default_factory=dict)
    can_confirm: bool = False


class GridItem(QGraphicsObject):
    """The guess grid, drawn from a ``Grid`` (its rectangles, in scene coordinates) and a
    ``GridState``. A click on a Good or Bad half of the seat shown's row emits ``picked``
    (the seat called about, the kind); a click on Confirm emits ``confirm``."""

    picked = Signal(int, str)
    confirm = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.grid: Grid | None = None
        self.state = GridState([])
        self.rtl = False
        self.setZValue(30)
        # drawn once into a pixmap until it changes: points fly over it for seconds
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_grid(self, grid: Grid, state: GridState, rtl: bool) -> None:
        if (grid, state, rtl) == (self.grid, self.state, self.rtl):
            return                          # unchanged: the cached picture stands
        if self.grid is None or grid.rect != self.grid.rect:
            self.prepareGeometryChange()
        self.grid, self.state, self.rtl = grid, state, rtl
        self.setPos(grid.rect.x, grid.rect.y)
        editable = state.editing is not None
        self.setCursor(Qt.CursorShape.PointingHandCursor if editable
                       else Qt.CursorShape.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        if self.grid is None:
            return QRectF()
        r = self.grid.rect
        return QRectF(-3, -3, r.w + 6, r.h + 6)

    def _local(self, r: Rect) -> QRectF:
        g = self.grid.rect
        return QRectF(r.x - g.x, r.y - g.y, r.w, r.h)

    # --- clicks ------------------------------------------------------------------------------
    def hit(self, x: float, y: float) -> tuple[str, int | None, str | None]:
        """What a point of the scene falls on: ("half", seat, kind), ("confirm", None, None)
        or ("", None, None)."""
        grid, state = self.grid, self.state
        if grid is None or state.editing is None:
            return "", None, None
        for about, halves in grid.halves.items():
            for kind, r in zip((GOOD, BAD), halves):
                if r.x <= x <= r.right and r.y <= y <= r.bottom:
                    return "half", about, kind
        c = grid.confirm
        if c is not None and c.x <= x <= c.right and c.y <= y <= c.bottom:
            return "confirm", None, None
        return "", None, None

    def mousePressEvent(self, event) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        p = event.scenePos()
        what, about, kind = self.hit(p.x(), p.y())
        if what == "half":
            self.picked.emit(about, kind)
        elif what == "confirm":
            self.confirm.emit()
        else:
            event.ignore()
            return
        event.accept()

    # --- painting ----------------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:
        grid, state = self.grid, self.state
        if grid is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        whole = QRectF(0, 0, grid.rect.w, grid.rect.h)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(whole.adjusted(-2, -2, 2, 2), 8, 8)
        row_h = grid.corner.h
        px = max(9.0, min(15.0, row_h * 0.5))
        base = painter.font()
        bold, plain = _font(base, px, True), _font(base, px)
        names = state.names
        self._text(painter, grid.corner, state.round_label, bold, CREAM, start=True)
        self._text(painter, grid.points_head, state.points_label, bold, CREAM)
        for s, r in grid.col_heads.items():
            key = state.keys.get(s) if state.editing is not None else None
            self._text(painter, r, f"{key} {dot()} {names[s]}" if key else names[s], bold, CREAM)
        for s, r in grid.row_heads.items():
            active = s == state.guesser
            if active:
                self._box(painter, r, QColor(255, 213, 74, 60), HIGHLIGHT, 1.5)
            label = ("▸ " if not self.rtl else "◂ ") + names[s] if active else names[s]
            self._text(painter, r, label, bold, CREAM, start=True)
            # the diagonal: nobody guesses about themselves
            head = grid.col_heads[s]
            self._box(painter, Rect(head.x, r.y, head.w, r.h), QColor(0, 0, 0, 90), None, 0)
        for (g, s), r in grid.cells.items():
            if state.editing is not None and s in grid.halves and g == grid.order[-1]:
                self._editable(painter, s, bold)
                continue
            calls = state.calls.get(g)
            call = calls[s] if calls is not None else None
            if call is None:
                self._box(painter, r, QColor(255, 255, 255, 18), QColor(255, 255, 255, 40), 1)
                if g == state.guesser:
                    self._text(painter, r, "…", bold, CREAM)
                continue
            right = state.right.get((g, s))
            word = state.words.get(call, call)
            if right is None:
                self._box(painter, r, CALL_FILL[call], None, 0)
                self._text(painter, r, word, bold, CALL_INK[call])
            else:
                self._box(painter, r, RIGHT if right else WRONG, QColor("white"), 1)
                self._text(painter, r, f"{MARKS[right]} {word}", bold, QColor("white"))
        for s, r in grid.points.items():
            if grid.confirm is not None and s == grid.order[-1]:
                self._confirm(painter, grid.confirm, state, bold)
                continue
            text = state.points.get(s, "")
            if text:
                self._text(painter, r, text, bold, CREAM)

    def _editable(self, painter: QPainter, about: int, bold: QFont) -> None:
        state, grid = self.state, self.grid
        chosen = state.editing.get(about)
        for kind, r in zip((GOOD, BAD), grid.halves[about]):
            on = chosen == kind
            if on:
                self._box(painter, r, CALL_FILL[kind], QColor("white"), 1.5)
            else:
                self._box(painter, r, QColor(255, 255, 255, 22), QColor(255, 255, 255, 110), 1)
            self._text(painter, r, state.words.get(kind, kind), bold,
                       CALL_INK[kind] if on else QColor(255, 255, 255, 200))
        cell = grid.cells[(grid.order[-1], about)]
        if about == state.cursor:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            frame = self._local(cell).adjusted(-1.5, -1.5, 1.5, 1.5)
            painter.setPen(QPen(QColor("white"), 3))
            painter.drawRoundedRect(frame, 5, 5)
            painter.setPen(QPen(INK, 1))
            painter.drawRoundedRect(frame, 5, 5)

    def _confirm(self, painter: QPainter, r: Rect, state: GridState, font: QFont) -> None:
        on = state.can_confirm
        self._box(painter, r, QColor("#2e7d32") if on else QColor(60, 60, 60, 170),
                  HIGHLIGHT if on else QColor(255, 255, 255, 80), 2 if on else 1)
        self._text(painter, r, state.confirm_label, font,
                   QColor("white") if on else QColor(255, 255, 255, 140))

    def _box(self, painter: QPainter, r: Rect, fill: QColor, line: QColor | None,
             width: float) -> None:
        painter.setPen(QPen(line, width) if line is not None else Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawRoundedRect(self._local(r).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)

    def _text(self, painter: QPainter, r: Rect, text: str, font: QFont, colour: QColor,
              start: bool = False) -> None:
        if not text:
            return
        painter.setFont(font)
        painter.setPen(colour)
        rect = self._local(r).adjusted(4, 0, -4, 0)
        align = Qt.AlignmentFlag.AlignVCenter
        if start:
            align |= (Qt.AlignmentFlag.AlignRight if self.rtl else Qt.AlignmentFlag.AlignLeft) \
                | Qt.AlignmentFlag.AlignAbsolute
        else:
            align |= Qt.AlignmentFlag.AlignHCenter
        painter.drawText(rect, align, QFontMetricsF(font).elidedText(
            text, Qt.TextElideMode.ElideRight, rect.width()))
