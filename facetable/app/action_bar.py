"""Under the table: what the human to act may do, as buttons (Hit / Stay) and a list."""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QVBoxLayout, QWidget)

from facetable.engine.contract import Action

translate = QCoreApplication.translate



#: Actions shown as big buttons with a key, rather than in the list: (kind, value) -> key.
BUTTONS = {("hit", None): "H", ("stay", None): "S", ("continue", None): "G", ("stop", None): "S",
           ("draw", 0): "B", ("draw", 1): "W"}


def button_key(action: Action) -> str | None:
    return BUTTONS.get((action.kind, action.value))


class ActionBar(QWidget):
    chosen = Signal(object)
    # The move asked about (``show_confirm``) is confirmed, or not.
    confirmed = Signal()
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-size: 14px; font-weight: bold;")
        self.buttons = QHBoxLayout()
        self.choices = QListWidget()
        self.choices.setMaximumHeight(96)
        self.choices.itemActivated.connect(self._activated)
        self.choices.itemClicked.connect(self._activated)
        self.message = QLabel()
        self.message.setStyleSheet("color: #b3261e;")
        self.message.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.prompt, 1)
        row.addLayout(self.buttons)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 4, 8, 4)
        box.addLayout(row)
        box.addWidget(self.choices)
        box.addWidget(self.message)
        self._button_widgets: list[QPushButton] = []
        self._shortcuts: dict[str, QShortcut] = {}
        self.show_waiting("")

    def show_choices(self, prompt: str, legal: list[Action],
                     describe: Callable[[Action], str],
                     keys: Callable[[Action], str | None] | None = None) -> None:
        """The prompt, a button with a key for each action that has one (``keys``, else the
        defaults above), and a list of the others."""
        self._clear()
        self.prompt.setText(prompt)

        def key_of(action: Action) -> str | None:
            return (keys(action) if keys is not None else None) or button_key(action)
        listed = [a for a in legal if key_of(a) is None]
        for action in legal:
            key = key_of(action)
            if key:
                self._add_button(describe(action), key,
                                 lambda a=action: self.chosen.emit(a))
        for action in listed:
            item = QListWidgetItem(describe(action))
            item.setData(Qt.ItemDataRole.UserRole, action)
            self.choices.addItem(item)
        self.choices.setVisible(bool(listed))
        if listed:
            self.choices.setCurrentRow(0)
            self.choices.setFocus()          # arrows and Enter choose at once

    def show_confirm(self, question: str) -> None:
        """Ask before a move that cannot be undone: Confirm (Y) or Back (Esc)."""
        self._clear()
        self.prompt.setText(question)
        self.choices.setVisible(False)
        self._add_button(translate("ActionBar", "Confirm"), "Y", self.confirmed.emit)
        self._add_button(translate("ActionBar", "Back"), "Esc", self.cancelled.emit)

    def set_prompt(self, text: str) -> None:
        self.prompt.setText(text)

    def show_waiting(self, prompt: str) -> None:
        self._clear()
        self.prompt.setText(prompt)
        self.choices.setVisible(False)

    def show_game_over(self, text: str, new_game, replay=None) -> None:
        """The result, a button (N) to set up the next game and, with ``replay``, one (R) to
        watch the game again."""
        self._clear()
        self.prompt.setText(text)
        self.choices.setVisible(False)
        buttons = [(translate("ActionBar", "New game…"), "N", new_game)]
        if replay is not None:
            buttons.append((translate("ActionBar", "Watch the replay"), "R", replay))
        for label, key, slot in buttons:
            button = QPushButton(label + f"  ({key})")
            button.setMinimumHeight(34)
            button.clicked.connect(slot)
            self.buttons.addWidget(button)
            self._button_widgets.append(button)
            shortcut = QShortcut(QKeySequence(key), self.window())
            shortcut.activated.connect(slot)
            self._shortcuts[key] = shortcut

    def show_message(self, text: str) -> None:
        self.message.setText(text)

    def _clear(self) -> None:
        for button in self._button_widgets:
            button.hide()                    # gone now, not when the event loop next turns
            self.buttons.removeWidget(button)
            button.deleteLater()
        self._button_widgets = []
        for shortcut in self._shortcuts.values():
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._shortcuts = {}
        self.choices.clear()
        self.message.clear()

    def _add_button(self, label: str, key: str, callback: Callable[[], object]) -> None:
        button = QPushButton(f"{label}  ({key})")
        button.setMinimumWidth(110)
        button.setMinimumHeight(34)
        button.clicked.connect(lambda _=False: callback())
        self.buttons.addWidget(button)
        self._button_widgets.append(button)
        shortcut = QShortcut(QKeySequence(key), self.window())
        shortcut.activated.connect(callback)
        self._shortcuts[key] = shortcut

    def _activated(self, item: QListWidgetItem) -> None:
        self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))
