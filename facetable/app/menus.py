"""A menu of choices of which one is on (animation speed, language, undo mode, …)."""
from __future__ import annotations

from typing import Any, Callable, Iterable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu


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
        act = QAction(label, owner, checkable=True)
        act.setData(value)
        act.setChecked(current(value))
        act.triggered.connect(lambda _=False, v=value: pick(v))
        group.addAction(act)
        menu.addAction(act)
    return menu
