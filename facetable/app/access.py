"""Screen readers: game events said aloud, and what Qt lets a reader know about the table.

What Qt allows, and what we do with it:

- Widgets (buttons, lists, the score table, the dialogs' fields) have accessible interfaces;
  every control gets an accessible name (``tests/test_access.py`` checks each window).
- Scene items (cards, tiles, seats) have none: ``QGraphicsItem`` is not a ``QObject`` with an
  accessible interface, and Qt offers no way to make one from Python. So the table view speaks
  for them: its accessible description is the current prompt and scores
  (``TableView.set_description``), the action bar lists every legal move as named buttons and
  list entries, and the keyboard reaches every playable item (``facetable.table.keyboard``).
- Game events (the log's lines) are announced with ``QAccessibleAnnouncementEvent`` (Qt 6.8 and
  later), politely, only while an assistive technology listens (``QAccessible.isActive``). With
  an older Qt the feature test below finds no such event and nothing is announced.
"""
from __future__ import annotations

from functools import cache
from typing import Callable

from PySide6.QtCore import QObject

# QAccessible and its events are imported when first used: making their Python classes (with
# every enum of QAccessible) takes ~3 ms, and the welcome screen announces nothing.

#: The bidirectional controls our texts carry (isolates, marks): nothing to say aloud.
_CONTROLS = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f\u061c"))


@cache
def _announcement_event() -> type | None:
    try:                                       # Qt 6.8 and later
        from PySide6.QtGui import QAccessibleAnnouncementEvent
    except ImportError:                        # pragma: no cover - older PySide6
        return None
    return QAccessibleAnnouncementEvent


def can_announce() -> bool:
    """This Qt can ask screen readers to say a sentence."""
    return _announcement_event() is not None


def _send(event) -> None:
    from PySide6.QtGui import QAccessible
    QAccessible.updateAccessibility(event)


def _listening() -> bool:
    from PySide6.QtGui import QAccessible
    return QAccessible.isActive()


#: How an announcement reaches Qt, and whether a screen reader listens (tests replace them).
send: Callable[[object], None] = _send
listening: Callable[[], bool] = _listening


def announce(source: QObject, text: str, force: bool = False) -> bool:
    """Ask the screen reader to say ``text`` (about ``source``); True if asked. Nothing happens
    when no assistive technology is active (unless ``force``) or Qt cannot announce."""
    text = text.translate(_CONTROLS).strip()
    if not text or not can_announce() or not (force or listening()):
        return False
    from PySide6.QtGui import QAccessible
    event = _announcement_event()(source, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
    send(event)
    return True
