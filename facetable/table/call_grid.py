"""A call grid on the table: each player's calls about every other player (one of two options,
Face Guess's Good or Bad), right (✓, green) or wrong (✗, red) once the truth is out, the round's
points, and the seat shown's own row to set while it decides (``CallEditor``).

Nothing relies on colour alone: a call is written out, a right call is marked ✓ and a wrong one
✗, a point is written with its sign.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .call_grid_layout import Grid
from .captions import CREAM, INK
from .flights import RIGHT, WRONG
from .geometry import Rect
from .items import HIGHLIGHT
from .numbers import dot

MARKS = {True: "✓", False: "✗"}
DIGITS = {getattr(Qt.Key, f"Key_{d}"): d - 1 for d in range(1, 10)}


def _font(base: QFont, px: float, bold: bool = False) -> QFont:
    font = QFont(base)
    font.setPixelSize(max(8, int(px)))
    font.setBold(bold)
    return font


@dataclass
class GridState:
    """What the grid shows. ``calls[g][s]``: guesser g's call about s (None: not yet);
    ``right[(g, s)]``: was it right, once revealed; ``points[s]``: the round's points once
    scored. While the seat shown guesses, ``editing`` holds its calls being set (about ->
    kind or None), ``cursor`` the seat the keys set, and ``keys`` the digit of each seat."""

    names: list[str]
    round_label: str = ""
    points_label: str = ""
    #: The options a call chooses from, in the halves' order -> their words ("Good", "Bad").
    words: dict[str, str] = field(default_factory=dict)
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
    """The call grid, drawn from a ``Grid`` (its rectangles, in scene coordinates) and a
    ``GridState``. A click on a half of the seat shown's row emits ``picked`` (the seat called
    about, the option); a click on Confirm emits ``confirm``."""

    picked = Signal(int, str)
    confirm = Signal()

    def __init__(self, fills: dict[str, QColor], inks: dict[str, QColor]) -> None:
        super().__init__()
        #: Each option's colours before the reveal (fill, words).
        self.fills, self.inks = fills, inks
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
            for kind, r in zip(state.words, halves):
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
        bold = _font(base, px, True)
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
                self._box(painter, r, self.fills[call], None, 0)
                self._text(painter, r, word, bold, self.inks[call])
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
        for kind, r in zip(state.words, grid.halves[about]):
            on = chosen == kind
            if on:
                self._box(painter, r, self.fills[kind], QColor("white"), 1.5)
            else:
                self._box(painter, r, QColor(255, 255, 255, 22), QColor(255, 255, 255, 110), 1)
            self._text(painter, r, state.words.get(kind, kind), bold,
                       self.inks[kind] if on else QColor(255, 255, 255, 200))
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


class CallEditor:
    """The seat shown's calls being set in its row of the grid, mixed into a ``TableController``
    (before it) that says whom the calls are about (``_order``), redraws them (``_changed``)
    and plays them (``confirm_guess``). Keys on the table: a player's digit or ←/→ choose the
    player, an option's key (``option_keys``) sets the call and moves on, Space switches it,
    Enter confirms."""

    #: The two options of a call, in the halves' order.
    call_options: tuple[str, str] = ("", "")
    #: Qt key -> the option it sets.
    option_keys: dict = {}

    def init_calls(self) -> None:
        #: The calls being set: seat called about -> option (None: not set yet).
        self._calls: dict[int, str | None] = {}
        self._cursor = 0                         # index in ``_order()`` the keys set
        self._editing = False
        #: The decision ``_calls`` belong to: a new one starts unset.
        self._edit_key: object = None

    def _order(self) -> tuple[int, ...]:  # pragma: no cover - abstract
        """The seats the calls are about, in the grid's order."""
        raise NotImplementedError

    def confirm_guess(self) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def _changed(self) -> None:  # pragma: no cover - abstract
        """The calls changed: draw them again."""
        raise NotImplementedError

    def start_calls(self, decision: object) -> None:
        """Set calls now (for ``decision``: a new one starts unset) and take the keys."""
        order = self._order()
        if self._edit_key != decision or set(self._calls) != set(order):
            self._calls, self._cursor = {s: None for s in order}, 0
            self._edit_key = decision
        self._editing = True
        for view in self.scene.views():
            view.setFocus()

    def stop_calls(self) -> bool:
        """No calls are set now; True if they were."""
        was, self._editing = self._editing, False
        return was

    def guess_ready(self) -> bool:
        return self._editing and bool(self._calls) and all(
            k is not None for k in self._calls.values())

    def edit_state(self, state: GridState) -> None:
        """What the grid shows of the calls being set."""
        order = self._order()
        state.editing = dict(self._calls)
        state.cursor = order[self._cursor] if order else None
        state.keys = {s: str(i + 1) for i, s in enumerate(order)}
        state.can_confirm = self.guess_ready()

    def set_call(self, about: int, option: str, advance: bool = False) -> None:
        """Set the call about one player (a click on a half, or a key for the chosen one)."""
        if not self._editing or about not in self._calls or option not in self.call_options:
            return
        self._calls[about] = option
        order = self._order()
        index = order.index(about)
        self._cursor = min(index + 1, len(order) - 1) if advance else index
        self._changed()

    def move_cursor(self, delta: int) -> None:
        order = self._order()
        if self._editing and order:
            self._cursor = max(0, min(len(order) - 1, self._cursor + delta))
            self._changed()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if watched is not self.scene or event.type() != QEvent.Type.KeyPress \
                or not self._editing:
            return super().eventFilter(watched, event)     # the table's focus ring
        key = event.key()
        order = self._order()
        if key in DIGITS:
            if DIGITS[key] < len(order):
                self._cursor = DIGITS[key]
                self._changed()
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            screen = -1 if key == Qt.Key.Key_Left else 1
            self.move_cursor(-screen if self.rtl else screen)
            return True
        if key in self.option_keys and order:
            self.set_call(order[self._cursor], self.option_keys[key], advance=True)
            return True
        if key == Qt.Key.Key_Space and order:
            about = order[self._cursor]
            first, second = self.call_options
            self.set_call(about, second if self._calls.get(about) == first else first)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.confirm_guess()
            return True
        return False
