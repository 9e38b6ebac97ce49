"""The coach's work in a process of its own (``facetable.coach.remote``): a review after the
game (``CoachRun``) or a hint during play (``RemoteRun`` of ``serve_hint``). The window only
reads its messages, so the table never waits for it, and Stop or closing the window ends it at
once."""
from __future__ import annotations

import multiprocessing
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal

from facetable.coach.remote import serve
from facetable.games import by_hand, run_with

from .bot_runner import _no_sigint

#: How often the window reads the review's messages (ms).
POLL_MS = 40


class RemoteRun(QObject):
    """``target(conn, *args)`` in a process of its own: ``progress(done, total)`` while it
    works, then ``finished(result_json)`` or ``failed(one_line)``, exactly once."""

    progress = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, target: Callable[..., None], args: tuple,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        ctx = multiprocessing.get_context("spawn")
        self.conn, child = ctx.Pipe()
        # Not a daemon: a review starts worker processes of its own.
        # The coach finds the game by id: a game set in GAMES by hand goes with it.
        self.process = ctx.Process(target=run_with, args=(by_hand(), target, child, *args),
                                   name="facetable-coach")
        with _no_sigint():
            self.process.start()
        child.close()
        self.ended = False
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._read)
        self._timer.start(POLL_MS)

    def _read(self) -> None:
        try:
            while not self.ended and self.conn.poll():
                self._take(self.conn.recv())
        except (EOFError, OSError):
            self._end()
            self.failed.emit("its process stopped")
            return
        if not self.ended and not self.process.is_alive() and not self.conn.poll():
            self._end()
            self.failed.emit("its process stopped")

    def _take(self, message: Any) -> None:
        kind = message[0]
        if kind == "progress":
            self.progress.emit(int(message[1]), int(message[2]))
        elif kind == "done":
            self._end()
            self.finished.emit(message[1])
        else:
            self._end()
            self.failed.emit(str(message[1]))

    def cancel(self) -> None:
        """Stop early: the review that comes back holds what was judged so far."""
        if not self.ended:
            try:
                self.conn.send("cancel")
            except (OSError, ValueError):
                pass

    def _end(self) -> None:
        self.ended = True
        self._timer.stop()
        self.process.join(1.0)

    def stop(self) -> None:
        """End the review now, without a result (the window closes)."""
        if self.process.is_alive():
            self.cancel()
            self.process.join(0.5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join(1.0)
        self.ended = True
        self._timer.stop()
        self.conn.close()


class CoachRun(RemoteRun):
    """One review of ``seats``' decisions in the game ``save_json`` holds."""

    def __init__(self, save_json: str, seats: list[int], budget_s: float | None,
                 parent: QObject | None = None) -> None:
        super().__init__(serve, (save_json, seats, budget_s), parent)
