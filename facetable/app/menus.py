"""A menu of choices of which one is on (animation speed, language, undo mode, …)."""
from __future__ import annotations

from typing import Any, Callable, Iterable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu


def make_action(text: str, owner: QObject, *, shortcut: QKeySequence | None = None,
                checkable: bool = False) -> QAction:
    """``QAction(text, owner)``, made as ``QAction(text)`` and given its owner, shortcut and
    checkability afterwards: matching the constructor's overloads for more than one argument
    makes PySide build QIcon's enum types (1.3 ms of start-up, for an app with no icons in its
    menus)."""
    act = QAction(text)
    act.setParent(owner)
    if shortcut is not None:
        act.setShortcut(shortcut)
    act.setCheckable(checkable)
    return act


def radio_menu(parent: QMenu, title: str, owner: QObject,
               choices: Iterable[tuple[str, Any]], current: Callable[[Any], bool],
               pick: Callable[[Any], object]) -> QMenu:
    """A submenu of ``parent`` with one checkable entry per (label, value) of ``choices``
    (labels already translated), exclusive, the ``current`` one checked; choosing one calls
    ``pick(value)``. The actions (their ``data()`` is the value) and their group belong to
    ``owner``; returns the submenu."""
    menu = parent.addMenu(title)
    group = QActionGroup(owner)
    for label, value in choices:
        act = make_action(label, owner, checkable=True)
        act.setData(value)
        act.setChecked(current(value))
        act.triggered.connect(lambda _=False, v=value: pick(v))
        group.addAction(act)
        menu.addAction(act)
    return menu
