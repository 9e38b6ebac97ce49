"""The game-over screen: the final standings over the table, and what to do next.

It lies over the table (which shows every card, ``TableController.show_final``), dimmed behind
a panel: how the game ended (the table's ``result_text``), the standings (the engine's placings,
with the table's own score columns), and New game, Same setup again, Back (to the welcome
screen). "See the table" folds it into a bar in place of the action bar, so the whole revealed
table can be looked at; "Results" opens it again. Nothing here names a game.

More buttons (a Replay) go in with :meth:`GameOverScreen.add_button`.
"""
from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QRect, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QShortcut
from PySide6.QtWidgets import (QAbstractItemView, QFrame, QHBoxLayout, QHeaderView, QLabel,
                               QPushButton, QSizePolicy, QTableWidget, QTableWidgetItem,
                               QVBoxLayout, QWidget)

from facetable.engine import Outcome
from facetable.table.numbers import number

from .i18n import in_direction

translate = QCoreApplication.translate

WINNER = QColor("#ffd54a")


def standings(outcome: Outcome, headers: Sequence[str], rows: Sequence[Sequence[str]]
              ) -> tuple[list[str], list[list[str]], list[bool]]:
    """The table's score rows (one per seat, in seat order) in finishing order, each with its
    place in front: (headers, rows, which rows are winners). Seats that share a place keep
    their seat order."""
    order = sorted(range(len(rows)), key=lambda s: (outcome.placings[s], s))
    out = [[number(outcome.placings[s]), *rows[s]] for s in order]
    return ([translate("GameOver", "Place"), *headers], out,
            [outcome.placings[s] == 1 for s in order])


class GameOverScreen(QWidget):
    """Lies over the table once a game is over (``show_result``); hidden otherwise."""

    new_game = Signal()
    again = Signal()
    back = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("game_over")
        self.folded = False
        self._area: QRect | None = None
        self._strip: QRect | None = None
        self._table_height = 0

        self.panel = QFrame(self)
        self.panel.setObjectName("panel")
        self.panel.setStyleSheet("#panel { background: #f6f1e3; border-radius: 14px; }"
                                 "#panel QLabel { color: #1c1b2b; }")
        self.title = QLabel()
        self.title.setObjectName("result")
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 18px; font-weight: bold;")
        self.table = QTableWidget()
        self.table.setObjectName("standings")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().hide()
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setShowGrid(False)
        self.table.setAlternatingRowColors(True)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

        self._buttons: dict[str, QPushButton] = {}
        self._labels: dict[str, tuple[Callable[[], str], str | None]] = {}
        self._shortcuts: list[QShortcut] = []
        # The buttons in rows, as many as their words need (``_arrange``): a narrow table
        # gets two rows rather than buttons too narrow for their words.
        self.buttons = QVBoxLayout()
        self._rows: list[QHBoxLayout] = []
        self.add_button("new_game", lambda: translate("GameOver", "New game…"), "N",
                        self.new_game.emit)
        self.add_button("again", lambda: translate("GameOver", "Same setup again"), "A",
                        self.again.emit)
        self.add_button("back", lambda: translate("GameOver", "Back"), "B", self.back.emit)
        self.fold_button = QPushButton()
        self.fold_button.setObjectName("fold")
        self.fold_button.clicked.connect(self.toggle_fold)
        fold_row = QHBoxLayout()
        fold_row.addStretch(1)
        fold_row.addWidget(self.fold_button)
        fold_row.addStretch(1)
        box = QVBoxLayout(self.panel)
        box.setContentsMargins(22, 18, 22, 16)
        box.setSpacing(12)
        box.addWidget(self.title)
        box.addWidget(self.table)
        box.addLayout(self.buttons)
        box.addLayout(fold_row)

        # Folded: a bar under the table with the result and a way back to the standings.
        self.bar = QFrame(self)
        self.bar.setObjectName("bar")
        self.bar.setAutoFillBackground(True)
        self.bar_text = QLabel()
        self.bar_text.setStyleSheet("font-weight: bold;")
        self.bar_text.setWordWrap(True)
        self.unfold_button = QPushButton()
        self.unfold_button.setObjectName("unfold")
        self.unfold_button.clicked.connect(self.toggle_fold)
        bar_box = QHBoxLayout(self.bar)
        bar_box.setContentsMargins(8, 4, 8, 4)
        bar_box.addWidget(self.bar_text, 1)
        bar_box.addWidget(self.unfold_button)
        self.bar.hide()
        self._key("T", self.toggle_fold)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """The buttons' words in the language now installed (the result is shown anew by the
        window, from the game)."""
        for name, (text, key) in self._labels.items():
            self._buttons[name].setText(self._label(text(), key) if key else text())
        self.fold_button.setText(self._label(translate("GameOver", "See the table"), "T"))
        self.unfold_button.setText(self._label(translate("GameOver", "Results"), "T"))

    # --- content --------------------------------------------------------------------------
    @staticmethod
    def _label(text: str, key: str) -> str:
        return f"{text}  ({key})"

    def add_button(self, name: str, text: Callable[[], str], key: str | None,
                   callback: Callable[[], object]) -> QPushButton:
        """A button in the row under the standings (before the last stretch), with a key.
        ``text`` gives its words, asked again when the language changes."""
        self._labels[name] = (text, key)
        button = QPushButton(self._label(text(), key) if key else text())
        button.setObjectName(name)
        button.setMinimumHeight(34)
        button.clicked.connect(lambda _=False: callback())
        self._row(0).insertWidget(self._row(0).count() - 1, button)   # before the last stretch
        self._buttons[name] = button
        if key:
            self._key(key, callback)
        return button

    def _row(self, index: int) -> QHBoxLayout:
        """The ``index``-th row of buttons (made when first needed), centred by stretches."""
        while len(self._rows) <= index:
            row = QHBoxLayout()
            row.addStretch(1)
            row.addStretch(1)
            self.buttons.addLayout(row)
            self._rows.append(row)
        return self._rows[index]

    def _arrange(self, room: int) -> None:
        """The buttons in order, in as many rows as it takes for each row to fit ``room``
        pixels with every button as wide as its words want."""
        spacing = max(0, self._row(0).spacing())
        row, used = 0, 0
        for button in self._buttons.values():
            for layout in self._rows:
                layout.removeWidget(button)
            want = button.sizeHint().width() if not button.isHidden() else 0
            if used and want and used + spacing + want > room:
                row, used = row + 1, 0
            self._row(row).insertWidget(self._row(row).count() - 1, button)
            if want:
                used += (spacing if used else 0) + want

    def button(self, name: str) -> QPushButton:
        return self._buttons[name]

    def _key(self, key: str, callback: Callable[[], object]) -> None:
        shortcut = QShortcut(QKeySequence(key), self)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(callback)
        self._shortcuts.append(shortcut)

    def show_result(self, text: str, outcome: Outcome, headers: Sequence[str],
                    rows: Sequence[Sequence[str]]) -> None:
        """Show how the game ended and the standings, unfolded, over the parent's area."""
        text = in_direction(text, self)
        self.title.setText(text)
        self.bar_text.setText(text)
        headers, ordered, winners = standings(outcome, headers, rows)
        table = self.table
        table.clear()
        table.setColumnCount(len(headers))
        table.setRowCount(len(ordered))
        table.setHorizontalHeaderLabels(headers)
        bold = QFont(table.font())
        bold.setBold(True)
        for r, (row, won) in enumerate(zip(ordered, winners)):
            for c, value in enumerate(row):
                item = QTableWidgetItem(value)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter if c != 1 else
                                      Qt.AlignmentFlag.AlignVCenter
                                      | Qt.AlignmentFlag.AlignLeading)
                if won:
                    item.setFont(bold)
                    item.setBackground(WINNER)
                    item.setForeground(QColor("#1c1b2b"))
                table.setItem(r, c, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(min(1, len(headers) - 1), QHeaderView.ResizeMode.Stretch)
        table.resizeRowsToContents()
        height = header.sizeHint().height() + sum(table.rowHeight(r)
                                                  for r in range(len(ordered))) + 4
        self._table_height = height               # all the rows; less when the area is low
        table.setFixedHeight(height)
        self.folded = False
        self.panel.show()
        self.bar.hide()
        self._place()
        self.raise_()
        self.show()

    def rows(self) -> list[list[str]]:
        """The standings as shown (place first), for tests and accessibility."""
        return [[self.table.item(r, c).text() for c in range(self.table.columnCount())]
                for r in range(self.table.rowCount())]

    def headers(self) -> list[str]:
        return [self.table.horizontalHeaderItem(c).text()
                for c in range(self.table.columnCount())]

    def toggle_fold(self) -> None:
        """See the table (a bar at the top), or the standings again."""
        if not self.isVisible():
            return
        self.folded = not self.folded
        self.panel.setVisible(not self.folded)
        self.bar.setVisible(self.folded)
        self._place()

    # --- geometry -------------------------------------------------------------------------
    def cover(self, area: QRect, strip: QRect | None = None) -> None:
        """Lie over ``area`` (in the parent's coordinates: the table); folded, over ``strip``
        (the action bar under the table)."""
        self._area, self._strip = area, strip
        self._place()

    def _place(self) -> None:
        area = self._area if self._area is not None else self.parentWidget().rect()
        if self.folded:
            height = self.bar.sizeHint().height()
            strip = self._strip if self._strip is not None else QRect(
                area.x(), area.bottom() - height, area.width(), height)
            self.setGeometry(strip)
            self.bar.setGeometry(0, 0, strip.width(), strip.height())
            return
        self.setGeometry(area)
        width = min(area.width() - 40, max(480, min(720, area.width() * 3 // 4)))
        margins = self.panel.layout().contentsMargins()
        self._arrange(width - margins.left() - margins.right())
        self.panel.setFixedWidth(width)
        self.panel.adjustSize()
        layout = self.panel.layout()
        self.table.setFixedHeight(self._table_height)
        need = max(self.panel.sizeHint().height(), layout.heightForWidth(width)
                   if layout.hasHeightForWidth() else 0)   # the result wraps at this width
        excess = need - (area.height() - 24)
        if excess > 0:                 # the standings scroll rather than lie under the buttons
            header = self.table.horizontalHeader().sizeHint().height()
            self.table.setFixedHeight(max(header + self.table.rowHeight(0) + 4,
                                          self._table_height - excess))
        height = min(area.height() - 24, need)
        self.panel.setGeometry((area.width() - width) // 2, (area.height() - height) // 2,
                               width, height)

    def paintEvent(self, event) -> None:
        if not self.folded:
            painter = QPainter(self)
            painter.fillRect(self.rect(), QColor(0, 0, 0, 110))
