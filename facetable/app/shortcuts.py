"""The keyboard overlay (Help → Keyboard shortcuts, or ?): every key the window answers to now.

Two lists side by side: the current table's keys (``TableController.shortcuts``: the keys of
its buttons and the ones it reads itself) and the window's (its menu shortcuts, the list of
moves, confirmations, the hot-seat curtain, the game-over screen). Any key or click closes it.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QKeySequence, QPainter
from PySide6.QtWidgets import (QFrame, QGridLayout, QHBoxLayout, QLabel, QMainWindow, QMenu,
                               QVBoxLayout, QWidget)

translate = QCoreApplication.translate

KEYCAP = ("background: #fbf8f0; color: #1c1b2b; border: 1px solid #9a9384; border-radius: 5px;"
          " padding: 2px 7px; font-weight: bold;")


def window_shortcuts(window: QMainWindow) -> list[tuple[str, str]]:
    """The window's keys: every menu entry with a shortcut, then the keys of the action bar,
    the confirmations, the curtain and the game-over screen."""
    keys: list[tuple[str, str]] = []

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu())
            elif not action.shortcut().isEmpty():
                name = action.text().replace("&", "").rstrip("…").rstrip(".")
                # Written as on the keys (Ctrl+N), in every language.
                keys.append((action.shortcut().toString(
                    QKeySequence.SequenceFormat.PortableText), name))
    for action in window.menuBar().actions():
        if action.menu() is not None:
            walk(action.menu())
    return keys + [
        ("↑ ↓  Enter", translate("Shortcuts", "Choose a move from the list under the table")),
        ("Y", translate("Shortcuts", "Confirm a move that cannot be undone")),
        ("Esc", translate("Shortcuts", "Go back instead of confirming")),
        ("Enter", translate("Shortcuts", "Show my table after a hand-over")),
        ("N / A / B", translate("Shortcuts", "After a game: new game, same setup again, back")),
        ("T", translate("Shortcuts", "After a game: see the table, or the results again")),
        ("Enter", translate("Shortcuts", "Learn to play: the next step, after an explanation")),
        ("Esc", translate("Shortcuts", "Learn to play: skip the lesson")),
    ]


class ShortcutOverlay(QWidget):
    """A dimmed layer over the window with the keys; closes on any key or click."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("shortcuts")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.panel = QFrame(self)
        self.panel.setObjectName("panel")
        self.panel.setStyleSheet("#panel { background: #f6f1e3; border-radius: 14px; }"
                                 "#panel QLabel { color: #1c1b2b; }")
        self.heading = QLabel(translate("Shortcuts", "Keyboard shortcuts"))
        self.heading.setStyleSheet("font-size: 18px; font-weight: bold;")
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.columns = QHBoxLayout()
        self.columns.setSpacing(28)
        hint = QLabel(translate("Shortcuts", "Press any key to close."))
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint.setStyleSheet("color: #5a5a66;")
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(24, 18, 24, 16)
        box.setSpacing(12)
        box.addWidget(self.heading)
        box.addLayout(self.columns)
        box.addWidget(hint)
        #: What is shown, as (section title, [(key, description)]) pairs.
        self.sections: list[tuple[str, list[tuple[str, str]]]] = []
        self.hide()

    def show_keys(self, game: str | None, table: list[tuple[str, str]],
                  window: list[tuple[str, str]]) -> None:
        """Show the table's keys (under the game's name) beside the window's."""
        self.sections = []
        if table:
            self.sections.append((translate("Shortcuts", "At the table: %1").replace(
                "%1", game or ""), table))
        self.sections.append((translate("Shortcuts", "Everywhere"), window))
        self.setGeometry(self.parentWidget().rect())
        self.panel.setMaximumWidth(max(400, self.width() - 40))
        # A list too long for the window's height goes on in a column beside it (a small
        # window, a long language): every line stays whole, none is squeezed.
        for parts in range(1, 5):
            self._fill_columns(parts)
            self.panel.adjustSize()
            if self.panel.sizeHint().height() <= self.height() - 20:
                break
        size = self.panel.sizeHint().boundedTo(self.size())
        self.panel.setGeometry((self.width() - size.width()) // 2,
                               (self.height() - size.height()) // 2, size.width(), size.height())
        self.raise_()
        self.show()
        self.setFocus()

    def _fill_columns(self, parts: int) -> None:
        """The sections as columns, each cut into ``parts`` columns of about equal length
        (the heading over the first)."""
        while self.columns.count():
            item = self.columns.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        for title, keys in self.sections:
            step = -(-len(keys) // parts)
            for n in range(0, len(keys), step):
                self.columns.addWidget(self._column(title if n == 0 else "", keys[n:n + step]),
                                       1)

    def texts(self) -> list[str]:
        """Every key and description shown (tests, screen readers)."""
        return [text for _, keys in self.sections for pair in keys for text in pair]

    @staticmethod
    def _column(title: str, keys: list[tuple[str, str]]) -> QWidget:
        column = QWidget()
        grid = QGridLayout(column)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(5)
        heading = QLabel(title)
        heading.setStyleSheet("font-weight: bold; font-size: 14px;")
        grid.addWidget(heading, 0, 0, 1, 2)
        for row, (key, description) in enumerate(keys, start=1):
            cap = QLabel(key)
            cap.setLayoutDirection(Qt.LayoutDirection.LeftToRight)   # Shift+← reads as on keys
            cap.setStyleSheet(KEYCAP)
            cap.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(cap, row, 0, Qt.AlignmentFlag.AlignTop)
            words = QLabel(description)
            words.setWordWrap(True)
            words.setMinimumWidth(180)
            grid.addWidget(words, row, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(keys) + 1, 1)
        return column

    def keyPressEvent(self, event) -> None:
        if event.key() not in (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt,
                               Qt.Key.Key_Meta, Qt.Key.Key_AltGr):
            self.hide()
        event.accept()

    def mousePressEvent(self, event) -> None:
        self.hide()
        event.accept()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 130))
