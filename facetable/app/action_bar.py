"""Under the table: what the human to act may do, as buttons (Hit / Stay) and a list.

The bar keeps one height whatever it shows (nothing, two buttons, a list of choices, a
message): the table above it never changes size when a choice appears, so it never re-lays
out, never cuts short a card still moving, and never jumps under the player's pointer.

Keyboard: each button has a letter (H, S …); the focus goes to the table's safe choice (Allow
rather than Challenge), else the first button (unless the player is on the table with something
to play there), arrows move it between the buttons and
Enter or Space presses one; Tab goes from the table to them. The list is chosen with arrows and
Enter.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QPainter, QPalette, QPen, QShortcut
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QSizePolicy, QVBoxLayout, QWidget)

from facetable.engine.contract import Action

translate = QCoreApplication.translate


#: The list of choices is this tall; the bar is always as tall as it, shown or not.
LIST_HEIGHT = 96
#: Lines of prompt the bar has room for beside the list (a longer prompt is cut; its tooltip
#: has it all).
PROMPT_LINES = 3
BUTTON_HEIGHT = 34


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
        self.choices.setObjectName("choices")
        self.choices.setFixedHeight(LIST_HEIGHT)
        self.choices.itemActivated.connect(self._activated)
        self.choices.itemClicked.connect(self._activated)
        self.message = QLabel()
        self.message.setStyleSheet("color: #b3261e;")
        self.message.setWordWrap(False)
        # A long message is cut, not allowed to widen the window (its tooltip has it all).
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.prompt)
        words.addWidget(self.message)
        words.addStretch(1)
        self.buttons.setAlignment(Qt.AlignmentFlag.AlignVCenter)
        box = QHBoxLayout(self)
        box.setContentsMargins(8, 4, 8, 4)
        box.addLayout(words, 1)
        box.addLayout(self.buttons)
        box.addWidget(self.choices, 1)
        self._box = box
        self._button_widgets: list[QPushButton] = []
        self._shortcuts: dict[str, QShortcut] = {}
        self._arrows = _ButtonArrows(self)
        self.retranslate()
        self.show_waiting("")
        self._reserve_height()

    def _reserve_height(self) -> None:
        """One height for every state: the list's, which the prompt and message share."""
        self.ensurePolished()
        self.prompt.ensurePolished()
        line = self.message.fontMetrics().lineSpacing() + 2
        self.message.setFixedHeight(line)
        self.prompt.setFixedHeight(min(LIST_HEIGHT - line - 2,
                                       self.prompt.fontMetrics().lineSpacing() * PROMPT_LINES
                                       + 2))
        margins = self._box.contentsMargins()
        self.setFixedHeight(margins.top() + margins.bottom() + LIST_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def retranslate(self) -> None:
        """The accessible names (what a screen reader calls each part)."""
        self.setAccessibleName(translate("ActionBar", "Your move"))
        self.prompt.setAccessibleName(translate("ActionBar", "What to do"))
        self.choices.setAccessibleName(translate("ActionBar", "Choices"))
        self.message.setAccessibleName(translate("ActionBar", "Problem"))

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._reserve_height()

    def show_choices(self, prompt: str, legal: list[Action],
                     describe: Callable[[Action], str],
                     keys: Callable[[Action], str | None] | None = None,
                     focus_buttons: bool = True, default: Action | None = None) -> None:
        """The prompt, a button with a key for each action that has one (``keys``: the game's
        declaration and its table say which), and a list of the others. The list, or else a
        button, takes the keyboard focus (the buttons only with ``focus_buttons``): on
        ``default`` (the safe choice: Allow rather than Challenge) when it is offered, else on
        the first."""
        self._clear()
        self._set_prompt(prompt)

        def key_of(action: Action) -> str | None:
            return keys(action) if keys is not None else None
        listed = [a for a in legal if key_of(a) is None]
        with_buttons = [a for a in legal if key_of(a) is not None]
        for action in with_buttons:
            self._add_button(describe(action), key_of(action),
                             lambda a=action: self.chosen.emit(a))
        for action in listed:
            item = QListWidgetItem(describe(action))
            item.setData(Qt.ItemDataRole.UserRole, action)
            self.choices.addItem(item)
        self.choices.setVisible(bool(listed))
        if listed and default in with_buttons:
            self.choices.setCurrentRow(0)
            if focus_buttons:
                self._focus_button(with_buttons.index(default))
        elif listed:
            self.choices.setCurrentRow(listed.index(default) if default in listed else 0)
            self.choices.setFocus()          # arrows and Enter choose at once
        elif focus_buttons:
            self._focus_button(with_buttons.index(default) if default in with_buttons else 0)

    def focus_first_button(self) -> None:
        self._focus_button(0)

    def _focus_button(self, index: int) -> None:
        if index < len(self._button_widgets):
            self._button_widgets[index].setFocus(Qt.FocusReason.OtherFocusReason)

    def show_confirm(self, question: str) -> None:
        """Ask before a move that cannot be undone: Confirm (Y) or Back (Esc)."""
        self._clear()
        self._set_prompt(question)
        self.choices.setVisible(False)
        self._add_button(translate("ActionBar", "Confirm"), "Y", self.confirmed.emit)
        self._add_button(translate("ActionBar", "Back"), "Esc", self.cancelled.emit)
        self.focus_first_button()

    def show_done(self, prompt: str, done: Callable[[], object]) -> None:
        """A human's move is made and the screen passes on next: Done (D) when they have seen
        the result."""
        self._clear()
        self._set_prompt(prompt)
        self.choices.setVisible(False)
        self._add_button(translate("ActionBar", "Done"), "D", done)

    def set_prompt(self, text: str) -> None:
        self._set_prompt(text)

    def _set_prompt(self, text: str) -> None:
        self.prompt.setText(text)
        self.prompt.setToolTip(text)

    def show_waiting(self, prompt: str) -> None:
        self._clear()
        self._set_prompt(prompt)
        self.choices.setVisible(False)

    def show_message(self, text: str) -> None:
        # A sign before the words: the red colour is not the only thing that says "problem".
        self.message.setText(f"⚠ {text}" if text else "")
        self.message.setToolTip(text)

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
        button = FocusButton(f"{label}  ({key})")
        button.setAccessibleName(label)
        button.setAccessibleDescription(translate("ActionBar", "Key: %1").replace("%1", key))
        button.setAutoDefault(True)                 # Enter presses it, as Space does
        button.installEventFilter(self._arrows)
        button.setMinimumWidth(110)
        button.setMinimumHeight(BUTTON_HEIGHT)
        button.clicked.connect(lambda _=False: callback())
        self.buttons.addWidget(button)
        button.show()                               # now, so it can take the focus at once
        # Tab order: the list, then the buttons, right after the table.
        QWidget.setTabOrder(self._button_widgets[-1] if self._button_widgets else self.choices,
                            button)
        self._button_widgets.append(button)
        shortcut = QShortcut(QKeySequence(key), self.window())
        shortcut.activated.connect(callback)
        self._shortcuts[key] = shortcut

    def _activated(self, item: QListWidgetItem) -> None:
        self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))


class FocusButton(QPushButton):
    """A push button whose keyboard focus is plain to see: a thick outline in the highlight
    colour inside its frame (the style's own sign of focus is faint)."""

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        if self.hasFocus():
            painter = QPainter(self)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen = QPen(self.palette().color(QPalette.ColorRole.Highlight), 2.5)
            painter.setPen(pen)
            painter.drawRoundedRect(self.rect().adjusted(3, 3, -3, -3), 3, 3)


class _ButtonArrows(QObject):
    """Arrows move the focus between the bar's buttons, the way the arrow points."""

    def __init__(self, bar: ActionBar) -> None:
        super().__init__(bar)
        self.bar = bar

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.KeyPress or watched not in self.bar._button_widgets:
            return False
        step = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1,
                Qt.Key.Key_Up: -1}.get(event.key())
        if step is None:
            return False
        if event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right) \
                and self.bar.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            step = -step                        # the row is mirrored: left is the next one
        buttons = self.bar._button_widgets
        buttons[(buttons.index(watched) + step) % len(buttons)].setFocus(
            Qt.FocusReason.TabFocusReason)
        return True
