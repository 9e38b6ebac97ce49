"""The main window as GUI tests want it: instant animations, bots answering at once, a fixed
size, shown (offscreen)."""
from __future__ import annotations

from facetable.app.main_window import MainWindow


def open_window(qtbot, settings=None, store=None, use_worker: bool = False,
                **kwargs) -> MainWindow:
    window = MainWindow(settings, use_worker=use_worker, store=store, **kwargs)
    qtbot.addWidget(window)
    window.set_speed(0)
    window.bot_pause_ms = 0
    window.resize(1100, 720)
    window.show()
    return window
