"""Windows sized for the screen they open on: a window that wants more room than a small screen
has is made smaller, so it never opens partly off screen (its title bar and buttons reachable)."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

#: Room kept free around a window on a screen smaller than it wants (its frame, a panel).
FRAME_ROOM = 40


def resize_for_screen(window: QWidget, width: int, height: int) -> None:
    """``window.resize(width, height)``, or smaller where the screen it opens on (its parent's)
    has less room."""
    screen = (window.parentWidget() or window).screen()
    if screen is not None:
        room = screen.availableGeometry()
        if width > room.width():
            width = max(1, room.width() - FRAME_ROOM)
        if height > room.height():
            height = max(1, room.height() - FRAME_ROOM)
    window.resize(width, height)
