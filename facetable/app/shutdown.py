"""SIGTERM and Ctrl+C close the app as its Quit menu does.

Python runs a signal handler only when the interpreter gets control, and Qt's event loop runs in
C++: a handler alone would wait until the next Python slot (or forever in an idle window). So
the C-level handler writes the signal's number into a pipe (``signal.set_wakeup_fd``; a socket
on Windows, where it must be one) that a ``QSocketNotifier`` watches: the notifier wakes the
event loop, its (Python) slot lets the handler run, and the handler closes the window on the
next turn of the loop: open dialogs are rejected, the window closes (the game is saved after
every action already), and the loop ends; ``main`` then saves the settings and returns 0. No
polling timer: an idle app stays idle.
"""
from __future__ import annotations

import os
import signal

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication, QWidget


class _SignalWatch(QObject):
    def __init__(self, app: QApplication, window: QWidget, signals) -> None:
        super().__init__(app)
        self.app = app
        self.window = window
        self.received: list[int] = []
        self._read, self._write, self._receive = _wakeup_channel()
        self._old_fd = signal.set_wakeup_fd(self._write)
        self.notifier = QSocketNotifier(self._read, QSocketNotifier.Type.Read, self)
        self.notifier.activated.connect(self._drain)
        self._signals = tuple(signals)
        for sig in signals:
            signal.signal(sig, self._handle)

    def release(self) -> None:
        """The loop has ended, nothing is left to close: SIGINT is ignored (the caller decides
        what comes next), the other signals do what they do by default again, and the wakeup
        socket is let go (a handler must not schedule Qt work while Qt shuts down)."""
        for sig in self._signals:
            signal.signal(sig, signal.SIG_IGN if sig == signal.SIGINT else signal.SIG_DFL)
        signal.set_wakeup_fd(self._old_fd)
        self.notifier.setEnabled(False)

    def _drain(self) -> None:
        """Empty the channel; the Python handler has run by the time this returns."""
        try:
            while self._receive(64):
                pass
        except (BlockingIOError, InterruptedError):
            pass

    def _handle(self, signum: int, frame) -> None:
        self.received.append(signum)
        QTimer.singleShot(0, self._close)

    def _close(self) -> None:
        self.window.close()
        for _ in range(20):                      # dialogs opened from dialogs, at most
            modal = self.app.activeModalWidget()
            if modal is None or modal is self.window:
                break
            modal.close()
            if modal.isVisible():              # a dialog that refuses to close: hide it
                modal.hide()
        self.app.quit()


def _wakeup_channel():
    """(read end, write end, receive) of a non-blocking channel ``set_wakeup_fd`` can write
    into: a pipe, or on Windows a pair of sockets (``socket`` is not imported elsewhere: a
    few milliseconds before the first frame). ``receive`` keeps the ends open."""
    if os.name == "nt":
        import socket
        read, write = socket.socketpair()
        for end in (read, write):
            end.setblocking(False)
        return read.fileno(), write.fileno(), lambda size, ends=(read, write): ends[0].recv(size)
    read_fd, write_fd = os.pipe()
    for fd in (read_fd, write_fd):
        os.set_blocking(fd, False)
    return read_fd, write_fd, lambda size: os.read(read_fd, size)


def close_on_signals(app: QApplication, window: QWidget,
                     signals=(signal.SIGINT, signal.SIGTERM)) -> _SignalWatch:
    """Close ``window`` and quit ``app`` on any of ``signals`` (main thread only)."""
    return _SignalWatch(app, window, signals)
