"""Bots think in a separate process, so the table never waits on them.

Why a process and not a thread: Python threads share one interpreter lock, and a bot searching
in a thread takes it from the table's painting (measured: frame gaps of 20+ ms while a hard bot
thinks). A process also can be stopped at once: a new game, an undo or closing the window kills
a think in progress instead of waiting for it, and a bot that hangs past its deadline is killed
and replaced. A spare process is kept warm so that a kill never delays the next question.

Every request is sent by value (``facetable.bots.runner.Request``): the bot's factory, the seat's
view, the legal actions and the seed of its own random source. Answers come back as ``Answer``;
one that arrives for a request no longer current is dropped.

``InlineRunner`` thinks in the GUI thread (tests, the demo): same signals, no process.
"""
from __future__ import annotations

import logging
import os
import signal
import threading
from collections import deque
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from facetable.bots.runner import Request

# ``facetable.bots.runner`` (its dataclasses, the bots' base) is imported where a bot is first
# asked, not here: a window starts (the welcome screen, the demo's first frame) without it.

log = logging.getLogger(__name__)

#: A think that takes longer than this is stopped and replaced by a fallback move.
DEFAULT_DEADLINE_S = 10.0
#: A bot process that has not started within this is stopped (its question fails).
START_TIMEOUT_S = 60.0


#: What a worker's reader thread delivers when the process has ended on its own.
_ENDED = object()


class _Worker:
    """One bot process and the thread that waits for its answers (it holds no lock while
    waiting, so it costs the table nothing). The thread also watches the process itself: a
    process that ends on its own (a bot calling ``sys.exit`` or ``os._exit``, an abort, the
    memory killer) is reported at once (``_ENDED``), not at the question's deadline."""

    def __init__(self, ctx, deliver: Callable[["_Worker", Any], None]) -> None:
        from facetable.bots.runner import serve
        self.conn, child = ctx.Pipe()
        self.process = ctx.Process(target=serve, args=(child,), daemon=True,
                                   name="facetable-bot")
        with _no_sigint():
            self.process.start()
        child.close()
        self.alive = True
        #: The process has started and said "ready" (a fresh process needs ~0.3-1 s to start).
        self.ready = False
        self._reader = threading.Thread(target=self._read, args=(deliver,), daemon=True,
                                        name="facetable-bot-reader")
        self._reader.start()

    def _read(self, deliver) -> None:
        from multiprocessing.connection import wait
        sentinel = self.process.sentinel
        while True:
            try:
                ready = wait([self.conn, sentinel])
                if self.conn not in ready and not self.conn.poll():
                    break                    # the process ended and left nothing unread
                message = self.conn.recv()
            except (EOFError, OSError):
                break
            except (TypeError, ValueError):
                # kill() closed the connection while this thread was reading from it (the
                # handle becomes None under the read): the worker is gone, nothing to deliver.
                if not self.alive:
                    return
                raise
            deliver(self, message)
        if self.alive:                       # not stopped by us: it ended on its own
            deliver(self, _ENDED)

    def send(self, request: Request) -> None:
        self.conn.send(request)

    def kill(self) -> None:
        self.alive = False
        if self.process.is_alive():
            self.process.kill()
        self.process.join(0.2)
        # The dead process's end of the pipe is closed: the reader sees EOF and stops. Let it,
        # before this end is closed under it.
        if self._reader is not threading.current_thread():
            self._reader.join(0.1)
        self.conn.close()

    def how_it_ended(self) -> str:
        """The ended process's exit status in words, for the log (not waited for: the pipe
        may close a moment before the process is gone)."""
        code = self.process.exitcode
        if code is None:
            return "its pipe closed"
        if code < 0:
            try:
                return f"killed by {signal.Signals(-code).name}"
            except ValueError:
                return f"killed by signal {-code}"
        return f"exit status {code}"


@contextmanager
def _no_sigint():
    """SIGINT blocked in this thread while a bot process starts: the process inherits the
    block, so Ctrl+C (sent by the terminal to the whole process group) cannot interrupt it with
    a traceback before ``serve`` ignores SIGINT for good; the app stops its bot processes
    itself. A SIGINT meant for the app in the meantime waits and is handled on unblocking.
    multiprocessing's resource tracker, started with the first process, is started first: it
    is started the same way, but unblocks SIGINT on its way out, whatever was blocked before."""
    if os.name != "posix":           # Windows: no signal masks; Ctrl+C is a console event
        yield
        return
    from multiprocessing import resource_tracker
    resource_tracker.ensure_running()
    old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


class ProcessRunner(QObject):
    """Answers bot requests one at a time in a worker process."""

    answered = Signal(object)          # Answer
    _arrived = Signal(object, object)  # (worker, message), from the reader thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ctx = None          # multiprocessing's spawn context, made when first needed
        self._worker: _Worker | None = None
        self._spare: _Worker | None = None
        self._queue: deque[tuple[Request, float]] = deque()
        self._current: Request | None = None
        self._next_id = 0
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._too_slow)
        self._deadline_ms = 0           # the current question's own deadline
        self._arrived.connect(self._on_arrived)
        self.stopped = False

    # --- asking -----------------------------------------------------------------------------
    def ask(self, game: str, make: Callable[[], Any], view: Any, legal, seed: str,
            deadline_s: float = DEFAULT_DEADLINE_S) -> int:
        """Queue a decision; ``answered`` brings back an Answer with the returned id."""
        from facetable.bots.runner import Request
        self._next_id += 1
        self._queue.append((Request(self._next_id, game, make, view, tuple(legal), seed),
                            deadline_s))
        self._pump()
        return self._next_id

    def warm(self) -> None:
        """Start the worker and its spare now, if they are not running (a game with bots calls
        this as it starts: starting a process blocks the GUI thread for 10 to 50 ms, which
        must not happen at the first bot's question, in the middle of the deal's animation)."""
        if self.stopped:
            return
        if self._worker is None:
            self._worker, self._spare = self._spare, None
        if self._worker is None:
            self._worker = _Worker(self._context(), self._arrived.emit)
        if self._spare is None:
            self._spare = _Worker(self._context(), self._arrived.emit)

    def cancel(self) -> None:
        """Forget every request; a think in progress is killed at once (its process is
        replaced by the warm spare, so the next question waits for nothing)."""
        self._queue.clear()
        if self._current is not None:
            self._current = None
            self._deadline.stop()
            self._replace_worker()

    def stop(self) -> None:
        """Kill the processes (closing the window): immediate, whatever a bot is doing."""
        self.stopped = True
        self._queue.clear()
        self._current = None
        self._deadline.stop()
        for worker in (self._worker, self._spare):
            if worker is not None:
                worker.kill()
        self._worker = self._spare = None

    @property
    def busy(self) -> bool:
        return self._current is not None or bool(self._queue)

    # --- inside -----------------------------------------------------------------------------
    def _pump(self) -> None:
        if self.stopped or self._current is not None or not self._queue:
            return
        request, deadline_s = self._queue.popleft()
        if self._worker is None:
            self._worker = self._spare or _Worker(self._context(), self._arrived.emit)
            self._spare = None
        if self._spare is None:
            self._spare = _Worker(self._context(), self._arrived.emit)
        self._current = request
        try:
            self._worker.send(request)
        except Exception as error:  # noqa: BLE001 - e.g. a view that cannot be pickled
            from facetable.bots.runner import Answer
            self._current = None
            self._replace_worker()
            self.answered.emit(Answer(request.id, None, f"could not ask the bot: {error!r}", 0.0))
            QTimer.singleShot(0, self._pump)
            return
        # The deadline runs from when the process can think (it says "ready" once started).
        self._deadline_ms = int(deadline_s * 1000)
        self._deadline.start(self._deadline_ms if self._worker.ready
                             else int(START_TIMEOUT_S * 1000))

    def _context(self):
        if self._ctx is None:
            import multiprocessing      # ~10 ms: when the first game with bots starts, not before
            self._ctx = multiprocessing.get_context("spawn")
        return self._ctx

    def _on_arrived(self, worker: _Worker, message: Any) -> None:
        from facetable.bots.runner import Answer
        if message is _ENDED:
            self._ended(worker)
            return
        if message == "ready":
            worker.ready = True
            if worker is self._worker and self._current is not None:
                # The question waited for the process to start: its deadline counts from now,
                # so a bot is never charged for the start of the process it thinks in.
                self._deadline.start(self._deadline_ms)
            return
        if worker is not self._worker or not isinstance(message, Answer):
            return                                   # a killed worker's last word
        if self._current is None or message.id != self._current.id:
            return
        self._current = None
        self._deadline.stop()
        self.answered.emit(message)
        self._pump()

    def _too_slow(self) -> None:
        from facetable.bots.runner import LATE, Answer
        request, self._current = self._current, None
        if request is None:
            return
        self._replace_worker()
        self.answered.emit(Answer(request.id, None, "did not answer in time", -1.0, LATE))
        self._pump()

    def _ended(self, worker: _Worker) -> None:
        """A bot process ended on its own: replaced at once, and the question it was thinking
        about (if any) fails now, not at its deadline."""
        if worker is self._spare:
            worker.kill()
            self._spare = None             # started again at the next question
            return
        if worker is not self._worker:
            return                         # already replaced
        how = worker.how_it_ended()
        self._replace_worker()
        request, self._current = self._current, None
        if request is None:
            return
        from facetable.bots.runner import ENDED, Answer
        self._deadline.stop()
        self.answered.emit(Answer(request.id, None, f"the bot's process ended ({how})", 0.0,
                                  ENDED))
        self._pump()

    def _replace_worker(self) -> None:
        """Kill the worker; the spare takes its place at the next request."""
        if self._worker is not None:
            self._worker.kill()
        self._worker = None


class InlineRunner(QObject):
    """Thinks in the calling thread, answering on the next turn of the event loop."""

    answered = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._next_id = 0
        self._pending: set[int] = set()

    def ask(self, game: str, make: Callable[[], Any], view: Any, legal, seed: str,
            deadline_s: float = DEFAULT_DEADLINE_S) -> int:
        from facetable.bots.runner import Request
        self._next_id += 1
        request = Request(self._next_id, game, make, view, tuple(legal), seed)
        self._pending.add(request.id)
        QTimer.singleShot(0, lambda: self._deliver(request))
        return request.id

    def _deliver(self, request: Request) -> None:
        if request.id in self._pending:
            from facetable.bots.runner import answer
            self._pending.discard(request.id)
            self.answered.emit(answer(request))

    def warm(self) -> None:
        """Nothing to start."""

    def cancel(self) -> None:
        self._pending.clear()

    def stop(self) -> None:
        self._pending.clear()

    @property
    def busy(self) -> bool:
        return bool(self._pending)
