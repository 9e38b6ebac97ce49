"""Beside the table: the scores and a short log of what happened."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QListWidget, QTableWidget,
                               QTableWidgetItem)

LOG_LINES = 200


class ScorePanel(QTableWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(0, 0, parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)

    def show_rows(self, headers: list[str], rows: list[list[str]]) -> None:
        self.setColumnCount(len(headers))
        self.setHorizontalHeaderLabels(headers)
        self.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                self.setItem(r, c, QTableWidgetItem(value))


class LogPanel(QListWidget):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)

    def add(self, line: str) -> None:
        self.addItem(line)
        while self.count() > LOG_LINES:
            self.takeItem(0)
        self.scrollToBottom()


class PrivateLog:
    """The log's lines with who may read them, so a hot-seat hand-over can rebuild the panel
    for the next human without the previous one's secrets ("you drew a 5")."""

    def __init__(self, panel: LogPanel) -> None:
        self.panel = panel
        self.entries: list[tuple[str, str, int]] = []

    def clear(self) -> None:
        self.entries = []
        self.panel.clear()

    def add(self, line: str, public: str, private_to: int) -> None:
        self.entries.append((line, public, private_to))
        self.panel.add(line)

    def show_for(self, seat: int) -> None:
        self.panel.clear()
        for line, public, private_to in self.entries[-LOG_LINES:]:
            text = line if private_to == seat else public
            if text:
                self.panel.add(text)
