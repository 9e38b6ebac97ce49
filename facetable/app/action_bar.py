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
from PySide6.QtGui import QFont, QFontInfo, QKeySequence, QPainter, QPalette, QPen, QShortcut
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton,
                               QSizePolicy, QVBoxLayout, QWidget)

from facetable.engine.contract import Action

from .i18n import in_direction

translate = QCoreApplication.translate


#: The list of choices is this tall; the bar is always as tall as it, shown or not.
LIST_HEIGHT = 96
#: The prompt's font size; a prompt that needs more room than the bar has is written smaller,
#: down to the least size (its tooltip has it all).
PROMPT_PX, MIN_PROMPT_PX = 14, 10
BUTTON_HEIGHT = 34
#: The list is never wider than this share of the bar (a longer row wraps).
MAX_LIST_SHARE = 0.5
#: ... and never narrower than this (a row then takes at most two lines).
MIN_LIST_WIDTH = 200
#: The least size the buttons' words are written at to leave the list room.
MIN_BUTTON_PX = 10


class ActionBar(QWidget):
    chosen = Signal(object)
    # The move asked about (``show_confirm``) is confirmed, or not.
    confirmed = Signal()
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prompt = FitLabel(PROMPT_PX, MIN_PROMPT_PX)
        self.prompt.setWordWrap(True)
        self.buttons = QHBoxLayout()
        self.choices = QListWidget()
        self.choices.setObjectName("choices")
        self.choices.setFixedHeight(LIST_HEIGHT)
        # Never scrolled sideways: the list is as wide as its longest row (a row too long
        # even for the widest list wraps; its tooltip has it all).
        self.choices.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.choices.setWordWrap(True)
        self.choices.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.choices.itemActivated.connect(self._activated)
        self.choices.itemClicked.connect(self._activated)
        self.message = QLabel()
        self.message.setStyleSheet("color: #b3261e;")
        self.message.setWordWrap(False)
        # A long message is cut, not allowed to widen the window (its tooltip has it all).
        self.message.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeading)
        # The prompt spans the bar above the buttons (not squeezed between them and the list).
        words = QVBoxLayout()
        words.setSpacing(2)
        words.addWidget(self.prompt)
        self.buttons.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        words.addLayout(self.buttons)
        words.addWidget(self.message)
        words.addStretch(1)
        box = QHBoxLayout(self)
        box.setContentsMargins(8, 4, 8, 4)
        box.addLayout(words, 1)
        box.addWidget(self.choices, 0)
        self._box = box
        self._list_width = 0
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
        # what the buttons and the message leave of the list's height (two lines at full size)
        self.prompt.setFixedHeight(LIST_HEIGHT - line - BUTTON_HEIGHT - 6)
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
        self._button_actions = list(with_buttons)
        for action in listed:
            item = QListWidgetItem(describe(action))
            item.setData(Qt.ItemDataRole.UserRole, action)
            item.setToolTip(item.text())
            self.choices.addItem(item)
        self.choices.setVisible(bool(listed))
        self._fit_buttons()
        self._fit_list()
        if listed and default in with_buttons:
            self.choices.setCurrentRow(0)
            if focus_buttons:
                self._focus_button(with_buttons.index(default))
        elif listed:
            self.choices.setCurrentRow(listed.index(default) if default in listed else 0)
            self.choices.setFocus()          # arrows and Enter choose at once
        elif focus_buttons:
            self._focus_button(with_buttons.index(default) if default in with_buttons else 0)

    def _fit_list(self) -> None:
        """The list as wide as its longest row, at most ``MAX_LIST_SHARE`` of the bar."""
        choices = self.choices
        metrics = choices.fontMetrics()
        widest = max((metrics.horizontalAdvance(choices.item(i).text())
                      for i in range(choices.count())), default=0)
        # the item's own margins, the frame and the vertical scroll bar
        extra = 2 * choices.frameWidth() + 16 \
            + choices.style().pixelMetric(choices.style().PixelMetric.PM_ScrollBarExtent)
        self._list_width = widest + extra
        self._cap_list()

    def _cap_list(self) -> None:
        """At most ``MAX_LIST_SHARE`` of the bar, and never so wide that the buttons beside
        it would be cut (then its longest rows wrap)."""
        if self.width() <= 0:
            return
        margins = self._box.contentsMargins()
        buttons = self.buttons.sizeHint().width() if self._button_widgets else 0
        room = self.width() - margins.left() - margins.right() - self._box.spacing() - buttons
        cap = min(int(self.width() * MAX_LIST_SHARE), room)
        self.choices.setFixedWidth(max(MIN_LIST_WIDTH, min(self._list_width, cap)))

    def _fit_buttons(self) -> None:
        """The buttons' words written smaller (down to ``MIN_BUTTON_PX``) when at full size they
        would leave the list less than its least width: a button is never cut, nor does it
        widen the window."""
        if not self._button_widgets or self.width() <= 0:
            return
        margins = self._box.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        if self.choices.isVisibleTo(self):
            room -= MIN_LIST_WIDTH + self._box.spacing()
        spacing = max(0, self.buttons.spacing())
        largest = QFontInfo(self.font()).pixelSize()
        for button in self._button_widgets:          # on one line, unless it must not be
            button.setText(button.property("words"))
        for px in range(largest, MIN_BUTTON_PX - 1, -1):
            total = spacing * (len(self._button_widgets) - 1)
            for button in self._button_widgets:
                font = QFont(self.font())
                font.setPixelSize(px)
                button.setFont(font)
                button.setMinimumWidth(max(110 if px == largest else 60,
                                           button.sizeHint().width()))
                total += button.minimumWidth()
            if total <= room:
                return
        # Still too wide at the least size (four long Coup actions beside the list, in
        # Vietnamese, under a small window): the widest buttons write their words on two
        # lines rather than push the side panels narrower than their scores.
        for button in sorted(self._button_widgets, key=lambda b: -b.minimumWidth()):
            before = button.minimumWidth()
            button.setText(two_lines(button.text(), button.fontMetrics()))
            button.setMinimumWidth(max(60, button.sizeHint().width()))
            total -= before - button.minimumWidth()
            if total <= room:
                break

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_buttons()
        self._cap_list()

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
        self._fit_buttons()
        self.focus_first_button()

    def show_done(self, prompt: str, done: Callable[[], object]) -> None:
        """A human's move is made and the screen passes on next: Done (D) when they have seen
        the result."""
        self._clear()
        self._set_prompt(prompt)
        self.choices.setVisible(False)
        self._add_button(translate("ActionBar", "Done"), "D", done)
        self._fit_buttons()

    def set_prompt(self, text: str) -> None:
        self._set_prompt(text)

    def _set_prompt(self, text: str) -> None:
        text = in_direction(text, self)        # "Ana, …" in Persian reads right to left
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
        self._button_actions: list[Action] = []
        for shortcut in self._shortcuts.values():
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        self._shortcuts = {}
        self.choices.clear()
        self.message.clear()

    def _add_button(self, label: str, key: str, callback: Callable[[], object]) -> None:
        button = FocusButton(f"{label}  ({key})")
        button.setProperty("words", button.text())
        button.setAccessibleName(label)
        button.setAccessibleDescription(translate("ActionBar", "Key: %1").replace("%1", key))
        button.setAutoDefault(True)                 # Enter presses it, as Space does
        button.installEventFilter(self._arrows)
        button.setMinimumWidth(110)      # and never narrower than its words: _fit_buttons
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

    def widget_for(self, wanted: Callable[[Action], bool]) -> QWidget | None:
        """What the player uses for a move that is ``wanted`` now: its button, else the list
        when it holds such a move (None: no such move is offered)."""
        for action, button in zip(self._button_actions, self._button_widgets):
            if wanted(action):
                return button
        for row in range(self.choices.count()):
            action = self.choices.item(row).data(Qt.ItemDataRole.UserRole)
            if isinstance(action, Action) and wanted(action):
                return self.choices
        return None

    def _activated(self, item: QListWidgetItem) -> None:
        self.chosen.emit(item.data(Qt.ItemDataRole.UserRole))


def two_lines(text: str, metrics) -> str:
    """``text`` broken at the space that makes its longer line the shortest (unchanged when
    it has no space)."""
    spaces = [i for i, ch in enumerate(text) if ch == " " and 0 < i < len(text) - 1]
    if not spaces:
        return text

    def longer(i: int) -> float:
        return max(metrics.horizontalAdvance(text[:i].rstrip()),
                   metrics.horizontalAdvance(text[i + 1:].lstrip()))
    cut = min(spaces, key=longer)
    return f"{text[:cut].rstrip()}\n{text[cut + 1:].lstrip()}"


class FitLabel(QLabel):
    """A word-wrapped label that writes its text as large as fits its box, from ``largest``
    pixels down to ``least``."""

    def __init__(self, largest: int, least: int) -> None:
        super().__init__()
        self._largest, self._least = largest, least
        self._fitting = False
        self._fit()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if self._fitting:
            return
        self._fitting = True
        try:
            font = QFont(self.font())
            font.setBold(True)
            for px in range(self._largest, self._least - 1, -1):
                font.setPixelSize(px)
                self.setFont(font)
                if self.width() <= 0 or self.heightForWidth(self.width()) <= self.height():
                    break
        finally:
            self._fitting = False


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
