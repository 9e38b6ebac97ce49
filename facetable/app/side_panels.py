"""Beside the table: the scores and a short log of what happened.

Both are updated in place: a refresh that changes nothing costs a list comparison, a new line
is appended, and a changed cell or line gets its text set (at Instant speed the panels are
refreshed for every log line, and rebuilding them was a third of the GUI thread's time).
"""
from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QListView, QListWidget,
                               QListWidgetItem, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from facetable.table.log_lines import LogEntry, own_direction

LOG_LINES = 200
#: A line opening with one of these marks is written in its colour (a right or wrong guess):
#: the mark tells it without colour too.
TONES = {"✓": QColor("#1b7a2e"), "✗": QColor("#b3261e")}


def _tone(item: QListWidgetItem | None) -> None:
    if item is not None:
        colour = TONES.get(item.text()[1:2])        # after the line's direction mark
        if colour is not None or item.foreground().style() != Qt.BrushStyle.NoBrush:
            item.setForeground(colour if colour is not None else QBrush())


class ScorePanel(QTableWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(0, 0, parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)
        self._headers: list[str] = []
        self._rows: list[list[str]] = []

    def show_rows(self, headers: list[str], rows: list[list[str]]) -> bool:
        """Show these headers and rows, touching only the cells that changed; True if any
        did."""
        changed = headers != self._headers
        if changed:
            self.setColumnCount(len(headers))
            self.setHorizontalHeaderLabels(headers)
            self._headers = list(headers)
        if rows == self._rows:
            return changed
        if len(rows) != len(self._rows):
            self.setRowCount(len(rows))
        for r, row in enumerate(rows):
            old = self._rows[r] if r < len(self._rows) else ()
            for c, value in enumerate(row):
                if c < len(old) and old[c] == value:
                    continue
                item = self.item(r, c)
                if item is None:
                    self.setItem(r, c, QTableWidgetItem(value))
                else:
                    item.setText(value)
        self._rows = [list(row) for row in rows]
        self._fit_sections()
        return True

    def _fit_sections(self) -> None:
        """Size the columns to their contents again, the last one too: stretched, it keeps
        the size it had before as its least (another game's wider column in its place), which
        left a horizontal scroll bar under columns that fit."""
        header = self.horizontalHeader()
        header.setStretchLastSection(False)
        header.resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)

    def wanted_width(self) -> int:
        """The width that shows every column whole (headers and cells)."""
        header = self.horizontalHeader()
        columns = sum(max(self.sizeHintForColumn(c), header.sectionSizeHint(c))
                      for c in range(self.columnCount()))
        # Room for the scroll bar too: it appears once the rows are laid out, after this.
        return columns + 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()


def titled(panel: QWidget, title: str) -> QWidget:
    """``panel`` under a bold title (a panel outside a dock, which has no title bar); a
    screen reader calls the panel by it."""
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(2)
    label = QLabel(title)
    label.setObjectName("panel_title")
    label.setStyleSheet("font-weight: bold;")
    label.setBuddy(panel)
    layout.addWidget(label)
    layout.addWidget(panel, 1)
    panel.setAccessibleName(title)
    return box


class LogPanel(QListWidget):
    """A list of lines, the newest at the bottom, at most ``LOG_LINES``; each line is drawn
    in its own words' direction (``lines`` gives them without the marks)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        # Never "…": a line cut short could hide its end ("— right" / "— wrong"); lines are
        # wrapped again when the panel's width changes.
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self._lines: list[str] = []
        self._scroll_due = False

    def lines(self) -> list[str]:
        return list(self._lines)

    def clear(self) -> None:
        super().clear()
        self._lines = []

    def add(self, line: str) -> None:
        self.addItem(own_direction(line))
        _tone(self.item(self.count() - 1))
        self._lines.append(line)
        self._trim()
        self._scroll_soon()

    def show_lines(self, lines: list[str]) -> None:
        """Show exactly ``lines`` (the last ``LOG_LINES``): lines that changed get their new
        text in place, new ones are appended, nothing is rebuilt."""
        lines = lines[-LOG_LINES:]
        if lines == self._lines:
            return
        shown = len(self._lines)
        for i in range(min(shown, len(lines))):
            if self._lines[i] != lines[i]:
                self.item(i).setText(own_direction(lines[i]))
                _tone(self.item(i))
        if shown > len(lines):
            self._remove(len(lines), shown - len(lines))
        if len(lines) > shown:
            self.addItems([own_direction(line) for line in lines[shown:]])
            for i in range(shown, len(lines)):
                _tone(self.item(i))
            self._scroll_soon()
        self._lines = list(lines)

    def _trim(self) -> None:
        extra = len(self._lines) - LOG_LINES
        if extra > 0:
            self._remove(0, extra)
            del self._lines[:extra]

    def _remove(self, row: int, count: int) -> None:
        """Remove and delete lines. Not ``takeItem``: PySide hands the taken item to Python
        without the right to delete it, so each one leaked (~280 bytes a line)."""
        self.model().removeRows(row, count)

    def _scroll_soon(self) -> None:
        """Scroll to the newest line once the current burst of lines is in: scrolling lays
        out every word-wrapped line, so once per line made a burst quadratic. A hidden panel
        scrolls when it is shown."""
        if not self._scroll_due and self.isVisible():
            self._scroll_due = True
            QTimer.singleShot(0, self, self._scroll)

    def _scroll(self) -> None:
        self._scroll_due = False
        self.scrollToBottom()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._scroll_soon()


class PrivateLog:
    """The log's lines with who may read them, so a hot-seat hand-over can rebuild the panel
    for the next human without the previous one's secrets ("you drew a 5"), and a language
    switch can write every line again (``LogEntry.again``)."""

    def __init__(self, panel: LogPanel) -> None:
        self.panel = panel
        self.entries: list[LogEntry] = []

    def clear(self) -> None:
        self.entries = []
        self.panel.clear()

    def add(self, line: str, public: str, private_to: int) -> None:
        """A line written once (it stays in the language it was made in)."""
        self.add_entry(LogEntry(line, public, private_to))

    def add_entry(self, entry: LogEntry) -> None:
        self.entries.append(entry)
        self.panel.add(entry.line)

    def show_for(self, seat: int) -> None:
        lines = []
        for entry in self.entries[-LOG_LINES:]:
            text = entry.line if entry.private_to == seat else entry.public
            if text:
                lines.append(text)
        self.panel.show_lines(lines)

    def rewrite(self, seat: int) -> None:
        """Every line again in the language now installed, as ``seat`` may read them."""
        for entry in self.entries:
            entry.rewrite()
        self.show_for(seat)
