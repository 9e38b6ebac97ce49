"""Where a window opens: within the screen's available area (no part under a panel or off the
edge), over the window it belongs to."""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtWidgets import QWidget


def _area(window: QWidget, over: QWidget | None) -> QRect:
    return (over or window).screen().availableGeometry()


def _frame(window: QWidget) -> QSize:
    """The window manager's frame around the window, once known; a guess before."""
    return QSize(max(0, window.frameGeometry().width() - window.width()) or 16,
                 max(0, window.frameGeometry().height() - window.height()) or 40)


def fitting_size(window: QWidget, width: int, height: int,
                 over: QWidget | None = None) -> QSize:
    """This size, or less where the screen's available area (less the frame) is smaller."""
    area, frame = _area(window, over), _frame(window)
    return QSize(min(width, area.width() - frame.width()),
                 min(height, area.height() - frame.height()))


def place_on_screen(window: QWidget, width: int, height: int,
                    over: QWidget | None = None) -> None:
    """Give ``window`` this size, or less (``fitting_size``), and put it centred over ``over``
    (else the screen), moved inside the screen's available area."""
    area, frame = _area(window, over), _frame(window)
    size = fitting_size(window, width, height, over)
    layout = window.layout()
    if layout is not None:
        layout.activate()                      # a minimum that just shrank is known now
    window.resize(size)
    w, h = window.width() + frame.width(), window.height() + frame.height()
    centre = (over.frameGeometry() if over is not None and over.isVisible() else area).center()
    x = max(area.left(), min(centre.x() - w // 2, area.right() + 1 - w))
    y = max(area.top(), min(centre.y() - h // 2, area.bottom() + 1 - h))
    window.move(x, y)
