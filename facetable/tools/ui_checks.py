"""What ``ui_audit`` looks for on one screen: words cut off or elided, things that overlap,
things outside the window or the visible table, and Latin and Persian digits in one string.

Each check returns :class:`Case` values (``what`` is the category, ``where`` names the widget
or item and says what is wrong). No game is named: the table is read through the shared item
classes (``SeatPanel``, ``CardItem``, ``CountedPile``, ``BoxItem``) and whatever the items paint.

What "overlap where it should not" means (the rules, so a reader can judge a case):

- widgets: two visible widgets (or nested layouts) managed by the same layout intersect — a
  layout never puts its items on top of each other unless it has been squeezed below their
  minimum sizes;
- table: two seats' panels intersect; a card lying in one seat's panel reaches into another
  seat's panel; a card lying outside every seat, or a pile, reaches into a seat's panel. Cards
  of one seat may overlap each other (fans, stacks), and free items (banners, labels, arrows,
  grids, the focus ring) may lie over anything: they are drawn on top on purpose.
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from dataclasses import asdict, dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetrics, QFontMetricsF, QImage, QPainter, QTextOption, QTransform
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractScrollArea,
                               QComboBox, QLabel, QLayout, QStyle, QStyleOptionComboBox,
                               QStyleOptionGraphicsItem,
                               QStyleOptionViewItem, QTextEdit, QWidget)

from .lang_shots import clipped

CLIPPED, OVERLAP, OUTSIDE, DIGITS = "clipped", "overlap", "outside", "mixed digits"
CATEGORIES = (CLIPPED, OVERLAP, OUTSIDE, DIGITS)
#: Pixels of slack before something counts as cut off, overlapping or outside (rounding).
SLACK = 1.0

_LATIN = re.compile(r"[0-9]")
_EASTERN = re.compile(r"[\u0660-\u0669\u06f0-\u06f9]")
_TAGS = re.compile(r"<[^>]*>")
#: Where one string of a label ends: a paragraph, a heading, a line break.
_PARAGRAPHS = re.compile(r"<(?:/?p|br|/?h\d|/?li|/?tr)\b[^>]*>|\n", re.IGNORECASE)
#: Names with digits in them (the F1 key, PySide6, a commit) are written in Latin whatever the
#: digits of the language: they are names, not numbers.
_NAMES = re.compile(r"[A-Za-z]+[0-9][A-Za-z0-9]*|[0-9]+[A-Za-z][A-Za-z0-9]*")


@dataclass(frozen=True)
class Case:
    what: str
    where: str

    def to_json(self) -> dict:
        return asdict(self)


def _name(w: QWidget) -> str:
    return f"{type(w).__name__} {w.objectName()}".strip()


def mixed_digits(text: str) -> bool:
    """Latin and Persian/Arabic-Indic digits in one string (names such as F1 aside)."""
    text = _NAMES.sub("", text)
    return bool(_LATIN.search(text)) and bool(_EASTERN.search(text))


# --- elided text: every elision the app asks Qt for is remembered -----------------------------

#: elided text -> the text it was made from (filled while :func:`watching` is on)
ELIDED: dict[str, str] = {}


def _elision_watcher(original):
    def elided_text(self, text, mode, width, *flags):
        out = original(self, text, mode, width, *flags)
        if out != text and mode != Qt.TextElideMode.ElideNone:
            ELIDED[out] = text
        return out
    return elided_text


# --- what the table's items paint -------------------------------------------------------------

@dataclass
class Drawn:
    item: object
    text: str
    box: QRectF            # where the text is written, in the item's coordinates
    need: QRectF           # the text's own extent, in the item's coordinates
    in_rect: bool          # written into a rectangle (cut by it) rather than at a point


class PaintLog:
    """Records every ``QPainter.drawText`` made while a scene item paints itself."""

    def __init__(self) -> None:
        self.drawn: list[Drawn] = []
        self._stack: list[tuple[object, object]] = []

    def painting(self, item, painter) -> None:
        self._stack.append((item, painter, painter.worldTransform()))

    def painted(self) -> None:
        self._stack.pop()

    def text(self, painter, args) -> None:
        """A ``drawText`` made while an item paints itself; one made by another painter (the
        item drawing a picture it then caches, such as a seat's initial badge) is that
        picture's business, not written on the table where the painter's transform says."""
        if not self._stack or not args:
            return
        item, own, start = self._stack[-1]
        if painter is not own:
            return
        local = painter.worldTransform() * start.inverted()[0]
        metrics = QFontMetricsF(painter.font())
        if len(args) == 6:                      # x, y, w, h, flags, text
            args = (QRectF(*args[:4]), args[4], args[5])
        if hasattr(args[0], "width") and len(args) >= 3 or isinstance(args[0], QRectF):
            rect = QRectF(args[0])
            if isinstance(args[1], str):        # (rect, text, QTextOption)
                text, flags = args[1], args[2].alignment() if len(args) > 2 else 0
                if len(args) > 2 and args[2].wrapMode() != QTextOption.WrapMode.NoWrap:
                    flags = flags | Qt.TextFlag.TextWordWrap
            else:
                flags, text = args[1], str(args[2])
            need = _ink(metrics, metrics.boundingRect(rect, flags, text), text)
            self.drawn.append(Drawn(item, text, local.mapRect(rect), local.mapRect(need), True))
        else:
            if len(args) == 2:
                point, text = args[0], str(args[1])
                x, y = point.x(), point.y()
            else:
                x, y, text = float(args[0]), float(args[1]), str(args[2])
            need = _ink(metrics, metrics.boundingRect(text), text).translated(x, y)
            self.drawn.append(Drawn(item, text, QRectF(), local.mapRect(need), False))


def _ink(metrics: QFontMetricsF, need: QRectF, text: str) -> QRectF:
    """``need`` (a text's lines, as tall as the font's line height) trimmed to the height its
    letters really take: a line's leading and unused descent are not cut-off text."""
    lines = [line for line in text.split("\n") if line] or [text]
    top = metrics.ascent() + min(metrics.tightBoundingRect(line).top() for line in lines)
    bottom = metrics.descent() - max(metrics.tightBoundingRect(line).bottom() for line in lines)
    return need.adjusted(0, max(0.0, top), 0, -max(0.0, bottom))


@contextmanager
def watching():
    """While on, every elision the app asks of Qt is remembered (:data:`ELIDED`)."""
    saved = [(QFontMetrics, QFontMetrics.elidedText), (QFontMetricsF, QFontMetricsF.elidedText)]
    QFontMetrics.elidedText = _elision_watcher(QFontMetrics.elidedText)
    QFontMetricsF.elidedText = _elision_watcher(QFontMetricsF.elidedText)
    try:
        yield
    finally:
        for owner, value in saved:
            owner.elidedText = value


def paint_log(scene) -> PaintLog:
    """What each visible item of ``scene`` writes when it paints itself (each painted here,
    once, onto a scratch picture, so the log knows which item wrote what)."""
    log = PaintLog()
    draw = QPainter.drawText

    def draw_text(painter, *args):
        log.text(painter, args)
        return draw(painter, *args)
    rect = scene.itemsBoundingRect()
    image = QImage(max(1, int(rect.width())), max(1, int(rect.height())),
                   QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    QPainter.drawText = draw_text
    try:
        with watching():
            for item in reversed(scene.items()):          # bottom first, as on screen
                if not item.isVisible():
                    continue
                option = QStyleOptionGraphicsItem()
                option.exposedRect = item.boundingRect()
                painter.save()
                painter.setTransform(item.sceneTransform() * QTransform.fromTranslate(
                    -rect.x(), -rect.y()))
                log.painting(item, painter)
                try:
                    item.paint(painter, option, None)
                finally:
                    log.painted()
                    painter.restore()
    finally:
        QPainter.drawText = draw
        painter.end()
    return log


# --- widgets ----------------------------------------------------------------------------------

def _combo_clipped(combo: QComboBox) -> bool:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    icon = combo.iconSize().width() + 4 if not combo.itemIcon(combo.currentIndex()).isNull() else 0
    need = QFontMetricsF(combo.font()).horizontalAdvance(combo.currentText()) + icon
    return need > field.width() + SLACK


def _view_cases(view: QAbstractItemView) -> list[str]:
    """Items of a list, tree or table whose text is wider than its cell (Qt elides it)."""
    found = []
    model = view.model()
    if model is None:
        return found
    if getattr(view, "horizontalScrollBar", None) and view.horizontalScrollBar().isVisible():
        found.append(f"{_name(view)}: a horizontal scroll bar (its items are wider than it)")
    metrics = QFontMetricsF(view.font())
    margin = 2 * (view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view)
                  + 1)
    wrap = getattr(view, "wordWrap", lambda: False)()
    for row in range(model.rowCount()):
        for col in range(_columns(model)):
            index = model.index(row, col)
            text = index.data(Qt.ItemDataRole.DisplayRole)
            if text is None or str(text) == "":
                continue
            rect = view.visualRect(index)
            if rect.isEmpty() or wrap:
                continue
            option = QStyleOptionViewItem()
            icon = 0
            decoration = index.data(Qt.ItemDataRole.DecorationRole)
            if decoration is not None:
                icon = view.iconSize().width() + 4 if view.iconSize().width() > 0 else 20
            del option
            need = max(metrics.horizontalAdvance(line) for line in str(text).split("\n"))
            if need + margin + icon > rect.width() + SLACK:
                found.append(f"{_name(view)}: item {str(text)!r} is {need + margin + icon:.0f}"
                             f" px in {rect.width()} px")
    return found


def _columns(model) -> int:
    """A model's columns (a list model has one; Qt hides its ``columnCount``)."""
    try:
        return model.columnCount()
    except TypeError:
        return 1


def _texts(w: QWidget) -> list[str]:
    """The strings a widget shows (for the digit check)."""
    out = []
    if isinstance(w, QLabel) and w.pixmap().isNull():
        out.extend(_TAGS.sub(" ", part) for part in _PARAGRAPHS.split(w.text()))
    elif isinstance(w, QAbstractButton):
        out.append(w.text())
    elif isinstance(w, QComboBox):
        out.extend(w.itemText(i) for i in range(w.count()))
    elif isinstance(w, QTextEdit):
        doc = w.document()
        block = doc.begin()
        while block.isValid():
            out.append(block.text())
            block = block.next()
    elif isinstance(w, QAbstractItemView) and w.model() is not None:
        model = w.model()
        for row in range(model.rowCount()):
            for col in range(_columns(model)):
                value = model.index(row, col).data(Qt.ItemDataRole.DisplayRole)
                if value is not None:
                    out.append(str(value))
        header = getattr(w, "horizontalHeader", None) or getattr(w, "header", None)
        if header is not None:
            for col in range(_columns(model)):
                value = model.headerData(col, Qt.Orientation.Horizontal)
                if value is not None:
                    out.append(str(value))
    if w.isWindow() and w.windowTitle():
        out.append(w.windowTitle())
    return [t for t in out if t]


def _inside_scroll_area(w: QWidget) -> bool:
    parent = w.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea) and parent.viewport().isAncestorOf(w):
            return True
        parent = parent.parentWidget()
    return False


def _shown(w: QWidget, top: QWidget) -> bool:
    """Visible, not a window of its own, and not under a widget that covers ``top`` whole
    (the curtain hides everything beneath it)."""
    return w.isVisible() and w.width() > 0 and w.height() > 0 and (w is top or not w.isWindow())


def widget_cases(top: QWidget, covered: set | None = None) -> list[Case]:
    """Every case in the window ``top`` (its children; windows of their own are checked on
    their own). ``covered``: widgets hidden beneath another one, not looked at."""
    cases: list[Case] = []
    covered = covered or set()
    widgets = [w for w in [top, *top.findChildren(QWidget)]
               if _shown(w, top) and w.window() is top.window() and not any(
                   c is w or c.isAncestorOf(w) for c in covered)]
    keep = set(map(id, widgets))
    for line in clipped(top):
        cases.append(Case(CLIPPED, line))
    for w in widgets:
        if isinstance(w, QLabel) and w.text() in ELIDED:
            cases.append(Case(CLIPPED, f"{_name(w)}: {ELIDED[w.text()]!r} is elided"))
        if isinstance(w, QComboBox) and _combo_clipped(w):
            cases.append(Case(CLIPPED, f"{_name(w)}: {w.currentText()!r} is wider than the box"))
        if isinstance(w, QAbstractItemView) and not isinstance(w, QTextEdit):
            cases.extend(Case(CLIPPED, line) for line in _view_cases(w))
        for text in _texts(w):
            if mixed_digits(text):
                cases.append(Case(DIGITS, f"{_name(w)}: {text.strip()[:120]!r}"))
        if w is not top and not _inside_scroll_area(w):
            rect = QRectF(w.rect()).translated(w.mapTo(top, w.rect().topLeft()).toPointF())
            if not _contains(QRectF(top.rect()), rect):
                cases.append(Case(OUTSIDE, f"{_name(w)} at {_r(rect)} is outside its window "
                                           f"{_r(QRectF(top.rect()))}"))
    for layout in top.findChildren(QLayout):
        cases.extend(_layout_overlaps(layout, keep))
    return cases


def _layout_overlaps(layout: QLayout, keep: set) -> list[Case]:
    boxes = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        w = item.widget()
        if w is not None:
            if id(w) in keep:
                boxes.append((_name(w), QRectF(w.geometry())))
        elif item.layout() is not None and not item.layout().geometry().isEmpty() and any(
                id(c) in keep for c in _layout_widgets(item.layout())):
            inside = ", ".join(_name(c) for c in _layout_widgets(item.layout())[:2])
            boxes.append((f"layout of {inside}", QRectF(item.layout().geometry())))
    found = []
    for a in range(len(boxes)):
        for b in range(a + 1, len(boxes)):
            common = boxes[a][1].intersected(boxes[b][1])
            if common.width() > SLACK and common.height() > SLACK:
                found.append(Case(OVERLAP, f"{boxes[a][0]} {_r(boxes[a][1])} and {boxes[b][0]} "
                                           f"{_r(boxes[b][1])} overlap"))
    return found


def _layout_widgets(layout: QLayout) -> list[QWidget]:
    out = []
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item.widget() is not None and item.widget().isVisible():
            out.append(item.widget())
        elif item.layout() is not None:
            out.extend(_layout_widgets(item.layout()))
    return out


# --- the table --------------------------------------------------------------------------------

def _r(rect: QRectF) -> str:
    return f"({rect.x():.0f},{rect.y():.0f} {rect.width():.0f}×{rect.height():.0f})"


def _contains(outer: QRectF, inner: QRectF) -> bool:
    return outer.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(inner)


def _body(item) -> QRectF:
    """What an item covers on the table, in scene coordinates (a box's own size, not the
    margin it keeps for its highlight)."""
    from facetable.table.items import BoxItem
    if isinstance(item, BoxItem):
        w, h = item.size()
        return item.sceneTransform().mapRect(QRectF(0, 0, w, h))
    return item.sceneBoundingRect()


def _label(item) -> str:
    seat = getattr(item, "seat", None)
    key = getattr(item, "key", None)
    face = getattr(item, "face", None)
    bits = [type(item).__name__]
    if seat is not None:
        bits.append(f"seat {seat}")
    elif face is not None:
        bits.append(f"{face!r}")
    elif key is not None:
        bits.append(f"#{key}")
    if seat is None:                           # which of several alike (a label per seat)
        at = item.scenePos()
        bits.append(f"at ({at.x():.0f},{at.y():.0f})")
    return " ".join(bits)


def _shown_item(item) -> bool:
    return item.isVisible() and item.effectiveOpacity() > 0.01 and not item.sceneBoundingRect(
    ).isEmpty()


def scene_cases(view) -> list[Case]:
    """Cases on the table shown in ``view`` (a QGraphicsView)."""
    from facetable.table.items import BoxItem, CardItem, CountedPile, SeatPanel
    scene = view.scene()
    if scene is None:
        return []
    cases: list[Case] = []
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    items = [i for i in scene.items() if _shown_item(i)]
    for item in items:
        if item.parentItem() is None and not _contains(visible, _body(item)):
            cases.append(Case(OUTSIDE, f"{_label(item)} at {_r(_body(item))} is outside the "
                                       f"visible table {_r(visible)}"))
    seats = [i for i in items if isinstance(i, SeatPanel)]
    for a in range(len(seats)):
        for b in range(a + 1, len(seats)):
            if _meets(_body(seats[a]), _body(seats[b])):
                cases.append(Case(OVERLAP, f"{_label(seats[a])} and {_label(seats[b])} overlap"))
    for item in items:
        if not isinstance(item, (CardItem, CountedPile)):
            continue
        body = _body(item)
        home = None if isinstance(item, CountedPile) else next(
            (s for s in seats if _body(s).contains(body.center())), None)
        for seat in seats:
            if seat is not home and _meets(body, _body(seat)):
                where = f"of {_label(home)}" if home is not None else "from the middle"
                cases.append(Case(OVERLAP, f"{_label(item)} {where} at {_r(body)} reaches into "
                                           f"{_label(seat)}"))
    for drawn in paint_log(scene).drawn:
        item = drawn.item
        if not any(drawn.item is i for i in items) or not drawn.text.strip():
            continue
        own = item.boundingRect()              # what Qt repaints of the item
        if drawn.text in ELIDED:
            cases.append(Case(CLIPPED, f"{_label(item)}: {ELIDED[drawn.text]!r} is elided to "
                                       f"{drawn.text!r}"))
        elif drawn.in_rect and not _contains(drawn.box, drawn.need):
            cases.append(Case(CLIPPED, f"{_label(item)}: {drawn.text!r} needs {_r(drawn.need)}"
                                       f", has {_r(drawn.box)}"))
        elif not _contains(own, drawn.need.intersected(drawn.box) if drawn.in_rect
                           else drawn.need):
            cases.append(Case(CLIPPED, f"{_label(item)}: {drawn.text!r} at {_r(drawn.need)} "
                                       f"goes past its box {_r(own)}"))
        if mixed_digits(drawn.text):
            cases.append(Case(DIGITS, f"{_label(item)}: {drawn.text!r}"))
    return cases


def _meets(a: QRectF, b: QRectF) -> bool:
    common = a.intersected(b)
    return common.width() > SLACK and common.height() > SLACK
