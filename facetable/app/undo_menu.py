"""The Edit menu: Undo (Ctrl+Z), Redo, and Undo's mode (off, safe, practice).

What Undo may take back is decided by the session (``GameSession.undo_point``, policy in
``facetable.saves.undo``); this menu shows it: greyed out, with a tooltip saying why, when it
cannot.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenuBar

from facetable.saves import undo

from .menus import make_action, radio_menu

translate = QCoreApplication.translate

#: Undo's modes as the menu names them (context "Undo").
MODE_LABELS = ((undo.OFF, QT_TRANSLATE_NOOP("Undo", "Off")),
               (undo.SAFE, QT_TRANSLATE_NOOP("Undo", "Safe: only while nothing new is seen")),
               (undo.PRACTICE, QT_TRANSLATE_NOOP("Undo", "Practice: anything (not counted in "
                                                         "statistics)")))
#: Why Undo is greyed out (context "Undo").
REASONS = {
    undo.MODE_OFF: QT_TRANSLATE_NOOP("Undo", "Undo is off (Edit → Undo mode)."),
    undo.HOT_SEAT: QT_TRANSLATE_NOOP("Undo", "No undo when several people play a game with "
                                             "secrets: it would show one what another did."),
    undo.NOTHING: QT_TRANSLATE_NOOP("Undo", "You have made no decision to take back yet."),
    undo.REVEALED: QT_TRANSLATE_NOOP("Undo", "Something hidden has been seen since your last "
                                             "decision (a card, a tile, an answer): it stands. "
                                             "Practice mode allows it."),
    undo.ANSWERED: QT_TRANSLATE_NOOP("Undo", "Others have played since your hidden choice, "
                                             "without knowing it: it stands. Practice mode "
                                             "allows it."),
    undo.OVER: QT_TRANSLATE_NOOP("Undo", "The game is over."),
}
NO_GAME = QT_TRANSLATE_NOOP("Undo", "No game is being played.")


class UndoMenu(QObject):
    """Builds the Edit menu on ``menu_bar`` and keeps it in step with the session shown."""

    def __init__(self, menu_bar: QMenuBar, mode: str,
                 on_mode: Callable[[str], None] | None = None) -> None:
        super().__init__(menu_bar)
        self.mode = mode if mode in undo.MODES else undo.SAFE
        self.on_mode = on_mode
        self.session = None
        self.menu = menu_bar.addMenu(translate("Undo", "&Edit"))
        self.menu.setToolTipsVisible(True)
        self.undo_action = make_action(translate("Undo", "&Undo"), self,
                                       shortcut=QKeySequence(QKeySequence.StandardKey.Undo))
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = make_action(translate("Undo", "&Redo"), self,
                                       shortcut=QKeySequence(QKeySequence.StandardKey.Redo))
        self.redo_action.triggered.connect(self.redo)
        self.menu.addAction(self.undo_action)
        self.menu.addAction(self.redo_action)
        self.menu.addSeparator()
        modes = radio_menu(self.menu, translate("Undo", "Undo mode"), self,
                           [(translate("Undo", label), value) for value, label in MODE_LABELS],
                           lambda value: value == self.mode, self.set_mode)
        modes.setToolTipsVisible(True)
        self.mode_actions: dict[str, QAction] = {a.data(): a for a in modes.actions()}
        self.refresh()

    def attach(self, session) -> None:
        """Follow ``session`` (None: no game)."""
        if self.session is not None and not self.session.closed:
            self.session.undo_changed.disconnect(self.refresh)
        self.session = session
        if session is not None:
            session.set_undo_mode(self.mode)
            session.undo_changed.connect(self.refresh)
        self.refresh()

    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.mode_actions[mode].setChecked(True)
        if self.session is not None:
            self.session.set_undo_mode(mode)
        if self.on_mode is not None:
            self.on_mode(mode)
        self.refresh()

    def refresh(self) -> None:
        """Enable Undo and Redo as the session allows; say why when not."""
        session = self.session
        if session is None or session.closed:
            why = translate("Undo", NO_GAME)
            for action in (self.undo_action, self.redo_action):
                action.setEnabled(False)
                action.setToolTip(why)
            return
        point = session.undo_point()
        self.undo_action.setEnabled(point.possible)
        self.undo_action.setToolTip(
            translate("Undo", "Take back your last decision and the bots' moves after it.")
            if point.possible else translate("Undo", REASONS[point.reason]))
        self.redo_action.setEnabled(session.can_redo)
        self.redo_action.setToolTip(translate("Undo", "Play again what Undo took back."))

    @property
    def reason(self) -> str:
        """The tooltip Undo shows now (why it is greyed out, when it is)."""
        return self.undo_action.toolTip()

    def undo(self) -> None:
        if self.session is not None:
            self.session.undo()

    def redo(self) -> None:
        if self.session is not None:
            self.session.redo()
