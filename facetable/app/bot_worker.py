"""Bots think on a worker thread so the table keeps animating.

Each request carries an id; the answer comes back with it, and the session drops answers whose
id is no longer current (a new game started meanwhile). A bot that raises is reported with the
error; the session then plays a random legal move so the game goes on.
"""
from __future__ import annotations

import random
import time
import traceback

from PySide6.QtCore import QObject, QThread, Signal, Slot


class _Thinker(QObject):
    done = Signal(int, object, str, float)   # request id, action or None, error, seconds

    @Slot(int, object, object, object, object)
    def think(self, request: int, bot, view, legal, rng: random.Random) -> None:
        start = time.perf_counter()
        try:
            action = bot.choose(view, list(legal), rng)
            if action not in legal:
                raise ValueError(f"{bot.name} chose an illegal action: {action}")
            self.done.emit(request, action, "", time.perf_counter() - start)
        except Exception:  # noqa: BLE001 - any bot failure is reported, never fatal
            self.done.emit(request, None, traceback.format_exc(limit=3),
                           time.perf_counter() - start)


class BotWorker(QObject):
    """Owns one thread; ``ask`` queues a decision, ``answered`` brings it back."""

    answered = Signal(int, object, str, float)
    _request = Signal(int, object, object, object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("facetable-bots")
        self._thinker = _Thinker()
        self._thinker.moveToThread(self._thread)
        self._request.connect(self._thinker.think)
        self._thinker.done.connect(self.answered)
        self._thread.start()
        self._next_id = 0

    def ask(self, bot, view, legal, rng: random.Random) -> int:
        self._next_id += 1
        self._request.emit(self._next_id, bot, view, list(legal), rng)
        return self._next_id

    def stop(self) -> None:
        self._thread.quit()
        self._thread.wait(5000)
