"""Every string a player can see at the table: words drawn on the scene (caught from the
painter), item tooltips, the controller's words and the window's widgets (labels, buttons,
the log, the score and history panels, lists, combo boxes). Used by the digit tests."""
from __future__ import annotations

import re

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QGraphicsItem, QLabel, QListWidget,
                               QTableWidget, QTreeWidget, QWidget)

LATIN_DIGIT = re.compile("[0-9]")
#: Key names written with Latin letters and digits ("F1", "Ctrl+1"): left as keys read.
KEY_NAME = re.compile(r"\b(?:(?:Ctrl|Alt|Shift|Meta)\+)+\w+|\b[A-Za-z]+\d+\b")


class RecordingPainter(QPainter):
    """A painter that keeps every string drawn with it (items draw their words themselves)."""

    def __init__(self, device) -> None:
        super().__init__(device)
        self.texts: list[str] = []

    def drawText(self, *args):  # noqa: N802 - Qt's name
        self.texts += [a for a in args if isinstance(a, str)]
        return super().drawText(*args)

    def drawStaticText(self, *args):  # noqa: N802 - Qt's name
        self.texts += [a.text() for a in args if hasattr(a, "text")]
        return super().drawStaticText(*args)


def scene_strings(scene) -> list[str]:
    """The words the scene's visible items draw and their tooltips."""
    out = []
    for item in scene.items():
        if item.isVisible():
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache)   # paint now, not a pixmap
            tooltip = getattr(item, "tooltip", None)        # the table's items: tooltip()
            out.append(tooltip() if callable(tooltip) else item.toolTip())
    rect = scene.sceneRect()
    image = QImage(max(1, int(rect.width())), max(1, int(rect.height())),
                   QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    scene.render(painter)
    painter.end()
    return out + painter.texts


def widget_strings(root: QWidget) -> list[str]:
    """The words of every visible widget under ``root`` (``root`` included)."""
    out = [root.windowTitle()]
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) and w is not root:
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QListWidget):
            out += [w.item(i).text() for i in range(w.count())]
        if isinstance(w, QTableWidget):
            out += [w.item(r, c).text() for r in range(w.rowCount())
                    for c in range(w.columnCount()) if w.item(r, c) is not None]
            out += [w.horizontalHeaderItem(c).text() for c in range(w.columnCount())
                    if w.horizontalHeaderItem(c) is not None]
        if isinstance(w, QTreeWidget):
            for i in range(w.topLevelItemCount()):
                item = w.topLevelItem(i)
                out += [item.text(c) for c in range(w.columnCount())]
        out.append(w.toolTip())
    return out


def latin_digits(strings, names=()) -> list[str]:
    """The strings that still hold a Latin digit, key names and player names aside."""
    bad = []
    for s in strings:
        if not s:
            continue
        rest = s
        for name in names:
            rest = rest.replace(name, "")
        rest = KEY_NAME.sub("", re.sub(r"<[^>]*>|&#?\w+;", "", rest))
        if LATIN_DIGIT.search(rest):
            bad.append(s)
    return sorted(set(bad))


#: A sign beside a digit, outside a left-to-right isolate: in right-to-left text "−8" shows as
#: "8−" unless isolated (``numbers.signed``, ``numbers.ltr``).
LOOSE_SIGN = re.compile("[-\u2212+][0-9\u06f0-\u06f9]")
ISOLATED = re.compile("\u2066[^\u2069]*\u2069")


def loose_signs(strings) -> list[str]:
    """The strings with a signed number not kept left to right."""
    return sorted({s for s in strings if s and LOOSE_SIGN.search(ISOLATED.sub("", s))})
