"""The benchmark's child processes: each opens the real window offscreen, measures one thing and
prints one JSON line (``python -m facetable.bench`` starts them; see ``facetable/bench.py``).

- ``probe_frames``: event-loop gaps of the GUI thread, seen by a 1 ms timer, with the table idle
  and while hard bots play each game named at real animation speed and the default bot pause,
  through the real ``MainWindow`` and its ``ProcessRunner``.
- ``probe_rss``: the process's resident memory after each of N bot-only games at Instant speed.
- ``probe_close``: how long ``window.close()`` takes while a bot is in the middle of a think.

``HangingBot`` lives here (not in a function) so that the bot process can import it by name.
Qt is imported inside the functions: the bot process imports this module too.
"""
from __future__ import annotations

import gc
import json
import os
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any, Callable

#: A plain PySide6 window that shows itself and quits: the yardstick of ``startup_ratio``.
BARE_WINDOW = """\
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv[:1])
window = QWidget()
window.resize(1280, 800)
window.show()
QTimer.singleShot(0, app.quit)
app.exec()
"""

#: The least a card-table window can be in PySide6: a main window with its menu bar and a
#: graphics view of four painted seat panels with names, grabbed and written as PNG by the
#: demo's own writer, then the same quick exit as the demo. Every Qt class it touches (the
#: ``Qt`` namespace, ``QPainter``, ``QGraphicsItem``…) the app needs too, and each costs its
#: enums' creation (Python ``enum``) at first use: the yardstick of ``startup_floor_ratio``, the
#: part of ``startup_ratio`` no code of ours can remove. Run with the picture's path.
FLOOR_WINDOW = """\
import os
import sys
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (QApplication, QGraphicsItem, QGraphicsScene, QGraphicsView,
                               QMainWindow, QWidget)
from facetable.app.png import save_png
app = QApplication(sys.argv[:1])


class Panel(QGraphicsItem):
    def __init__(self, name):
        super().__init__()
        self.name = name

    def boundingRect(self):
        return QRectF(0, 0, 500, 240)

    def paint(self, painter, option, widget=None):
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(QRectF(1, 1, 498, 238), 12, 12)
        font = QFont()
        font.setPixelSize(16)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 246, 216))
        painter.drawText(QRectF(10, 5, 480, 30), Qt.AlignmentFlag.AlignLeft, self.name)


window = QMainWindow()
for title in ("Game", "Edit", "View", "Help"):
    window.menuBar().addMenu(title)
scene = QGraphicsScene(0, 0, 1030, 680)
scene.setBackgroundBrush(QColor(30, 100, 60))
for n, (x, y) in enumerate([(10, 10), (520, 10), (10, 420), (520, 420)]):
    panel = Panel(f"Player {n + 1}")
    panel.setPos(x, y)
    scene.addItem(panel)
view = QGraphicsView(scene)
view.setViewport(QWidget())     # made in Python, as the app's table does (a bare QWidget from Qt
window.setCentralWidget(view)   # would make PySide create every widget class)
window.resize(1280, 800)
window.show()
ok = save_png(window.grab(), sys.argv[1])
sys.stdout.flush()
os._exit(0 if ok else 1)
"""

#: What a player's double-click starts: ``facetable --data-dir DIR`` (DIR: the argument, a
#: folder of its own, so no settings or unfinished game of the user's are read) up to its
#: welcome screen, shown and its first events handled (two turns of the event loop); it prints
#: whether the welcome screen shows, then ends as quickly as the demo.
WELCOME_START = """\
import os
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
loop = QApplication.exec


def out():
    # The window's own answer: walking allWidgets() would hand Python widgets Qt made, and
    # PySide would create the type of every widget class to match them (about 15 ms).
    shown = any(type(w).__name__ == "MainWindow" and w.on_welcome_screen()
                for w in QApplication.topLevelWidgets())
    print("welcome screen shown" if shown else "no welcome screen", flush=True)
    os._exit(0)


def shown_then_out(app):
    QTimer.singleShot(0, lambda: QTimer.singleShot(0, out))
    return loop()


QApplication.exec = shown_then_out
sys.argv = ["facetable", "--data-dir", sys.argv[1]]
from facetable.app.main import main
main()
"""

#: The first game after a double-click: the app started as ``WELCOME_START`` does, then, as
#: Play does, the New game dialog shown and its game started, until the table is painted.
#: "cold": at once after the welcome screen's first frame; "warm": once the welcome screen's
#: warm-up (``facetable.app.warm_up``) is over. Run with a data folder and the mode; prints
#: one JSON line: ``dialog_ms`` (Play to the dialog's first frame), ``table_ms`` (OK to the
#: table's) and the warm-up steps run before.
FIRST_GAME = """\
import json
import os
import sys
import time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
loop = QApplication.exec
folder, mode = sys.argv[1:3]


def window():
    return next(w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow")


def play():
    main_window = window()
    start = time.perf_counter()
    from facetable.app.new_game_dialog import NewGameDialog
    dialog = NewGameDialog(main_window, main_window.settings.last_setup)
    dialog.show()
    QApplication.processEvents()
    shown = time.perf_counter()
    setup = dialog.setup().model_copy(update={"seed": 1})
    dialog.accept()
    main_window.start_setup(setup)
    main_window.repaint()
    QApplication.processEvents()
    done = time.perf_counter()
    print(json.dumps({"dialog_ms": (shown - start) * 1000, "table_ms": (done - shown) * 1000,
                      "warm_steps": len(main_window.warm_up.done)}), flush=True)
    os._exit(0)


def when_shown():
    warm_up = window().warm_up
    if mode == "warm" and not warm_up.over:
        warm_up.finished.connect(lambda: QTimer.singleShot(0, play))
    else:
        play()


def shown_then_play(app):
    window().welcome_screen.first_painted.connect(lambda: QTimer.singleShot(0, when_shown))
    return loop()


QApplication.exec = shown_then_play
sys.argv = ["facetable", "--data-dir", folder]
from facetable.app.main import main
main()
"""

#: The file ``HangingBot`` touches once it is thinking (set by ``probe_close``).
HANG_MARKER_ENV = "FACETABLE_BENCH_HANG_MARKER"


class HangingBot:
    """A bot that never answers (it says so in a file first, so the probe knows it thinks)."""

    name = "hanging"

    def choose(self, view: Any, legal: list, rng: Any) -> Any:
        marker = os.environ.get(HANG_MARKER_ENV)
        if marker:
            Path(marker).touch()
        time.sleep(3600)
        return legal[0]


def rss_mb() -> float:
    """This process's resident memory now (Linux: /proc/self/statm; elsewhere the peak)."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / (2**20 if sys.platform == "darwin" else 1024)


def _window(speed: float, pause_ms: int):
    """The app and its main window as a player has them (fonts, language, bot process, and
    the garbage collector set up as ``facetable.app.main`` does)."""
    gc.disable()
    from PySide6.QtWidgets import QApplication

    from facetable.app.i18n import install_language
    from facetable.app.main import settle_heap
    from facetable.app.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    install_language(app, "en")
    window = MainWindow(settings=None)
    window.set_speed(speed)
    window.set_bot_pause(pause_ms)
    window.resize(1280, 800)
    window.show()
    settle_heap()
    return app, window


def _start(window, game: str, level: str, seed: int):
    from facetable.app.session import Seat
    from facetable.bench import table_players
    from facetable.games import game_spec

    players = table_players(game)
    options = game_spec(game).make_options(players)
    seats = [Seat(f"Bot {i + 1}", False, level) for i in range(players)]
    return window.start_game(game, options, seats, seed)


def _strongest(game: str) -> str:
    """The game's strongest offered level ("hard")."""
    from facetable.games import game_spec
    return game_spec(game).levels[-1]


def _wait(seconds: float, until: Callable[[], bool] = lambda: False) -> bool:
    """Run the event loop until ``until()`` or ``seconds`` pass; whether ``until()`` came true."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    end = time.perf_counter() + seconds
    check = QTimer()
    check.setInterval(5)

    def poll() -> None:
        if until() or time.perf_counter() >= end:
            loop.quit()
    check.timeout.connect(poll)
    check.start()
    if not until():
        loop.exec()
    check.stop()
    return until()


# --- frame gaps ---------------------------------------------------------------------------------
class GapWatch:
    """A 1 ms timer in the GUI thread; the time between its ticks is how long the event loop
    was busy elsewhere (a callback, a paint): a gap of 40 ms is a frame the player lost."""

    def __init__(self) -> None:
        from PySide6.QtCore import QEventLoop, Qt, QTimer

        self._timer = QTimer()
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(1)
        self._timer.timeout.connect(self._tick)
        self._loop = QEventLoop()
        self.gaps: list[float] = []
        #: The GUI thread's own CPU time (ms) within each gap: a long gap with little CPU is
        #: the machine's doing (another process had the core), not ours.
        self.busy: list[float] = []
        #: (start, end) perf_counter times of each gap over ``slow_ms``, or with more than
        #: half of that in GUI-thread CPU, for ``StackSampler``.
        self.slow: list[tuple[float, float, float]] = []
        self.slow_ms = 20.0
        self._last: float | None = None
        self._last_cpu = 0.0
        self._stop: Callable[[], bool] = lambda: True

    def _tick(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        if self._last is not None:
            gap, busy = (now - self._last) * 1000, (cpu - self._last_cpu) * 1000
            self.gaps.append(gap)
            self.busy.append(busy)
            if gap > self.slow_ms or busy > self.slow_ms / 2:
                self.slow.append((self._last, now, busy))
        self._last, self._last_cpu = now, cpu
        if self._stop():
            self._loop.quit()

    def run(self, seconds: float, until: Callable[[], bool] = lambda: False) -> list[float]:
        """The gaps (ms) seen over ``seconds`` of event loop, or until ``until()``."""
        self.gaps, self.busy, self.slow, self._last = [], [], [], None
        end = time.perf_counter() + seconds
        self._stop = lambda: time.perf_counter() >= end or until()
        self._timer.start()
        self._loop.exec()
        self._timer.stop()
        return self.gaps


class StackSampler:
    """Samples the GUI thread's Python stack every ``interval_s`` from another thread (only with
    ``--diagnose``: the sampling itself takes the interpreter lock and costs the GUI a little)."""

    def __init__(self, interval_s: float = 0.002) -> None:
        self.interval_s = interval_s
        self.samples: list[tuple[float, tuple[str, ...]]] = []
        self._main = threading.main_thread().ident
        self._running = False
        self._thread = threading.Thread(target=self._run, daemon=True, name="bench-sampler")

    def start(self) -> None:
        self._running = True
        self._thread.start()

    def stop(self) -> None:
        self._running = False
        self._thread.join()

    def _run(self) -> None:
        while self._running:
            frame = sys._current_frames().get(self._main)
            stack: list[str] = []
            while frame is not None and len(stack) < 40:
                code = frame.f_code
                stack.append(f"{_short(code.co_filename)}:{code.co_name}")
                frame = frame.f_back
            self.samples.append((time.perf_counter(), tuple(stack)))
            time.sleep(self.interval_s)

    def report(self, windows: list[tuple[float, float, float]], worst: int = 8
               ) -> dict[str, Any]:
        """What the GUI thread was doing inside ``windows`` (start, end, GUI-thread CPU ms).

        Each sample is named ``callback > innermost``: the outermost frame of ours (what Qt
        called) and the innermost one (where the time went); a sample with no frame of ours is
        Qt's own work (painting, layout). Returns the totals over all windows and, for the
        ``worst`` windows with the most GUI-thread CPU, their wall and CPU ms and their most
        frequent names."""
        totals: Counter[str] = Counter()
        per_window: list[tuple[float, float, Counter[str]]] = [
            (1000 * (b - a), busy, Counter()) for a, b, busy in windows]
        order = sorted(range(len(windows)), key=lambda k: windows[k][0])
        samples = iter(self.samples)
        sample = next(samples, None)
        for k in order:
            start, end, _ = windows[k]
            while sample is not None and sample[0] < start:
                sample = next(samples, None)
            while sample is not None and sample[0] <= end:
                name = _name(sample[1])
                totals[name] += 1
                per_window[k][2][name] += 1
                sample = next(samples, None)
        busiest = sorted(per_window, key=lambda w: -w[1])[:worst]
        return {"sample_ms": self.interval_s * 1000,
                "totals": totals.most_common(12),
                "worst": [[round(ms, 1), round(busy, 1), names.most_common(3)]
                          for ms, busy, names in busiest]}


def _name(stack: tuple[str, ...]) -> str:
    ours = [f for f in stack if f.startswith("facetable/") and not f.startswith("facetable/bench")]
    return f"{ours[-1]} > {ours[0]}" if ours else "(Qt: painting, layout, events)"


def _short(path: str) -> str:
    parts = Path(path).parts
    if "facetable" in parts:
        return "/".join(parts[len(parts) - 1 - parts[::-1].index("facetable"):])
    return Path(path).name


def _gap_stats(watch: GapWatch) -> dict[str, Any]:
    from facetable.bench import percentile
    gaps, busy = watch.gaps, watch.busy
    if not gaps:
        raise RuntimeError("the 1 ms timer never ticked twice")
    return {"p50": percentile(gaps, 50), "p99": percentile(gaps, 99), "max": max(gaps),
            "busy_p99": percentile(busy, 99), "busy_max": max(busy),
            "gui_cpu_pct": 100 * sum(busy) / sum(gaps),
            "ticks": len(gaps), "over_20ms": sum(g > 20 for g in gaps),
            "over_50ms": sum(g > 50 for g in gaps),
            "longest": sorted(([round(g, 1), round(b, 1)] for g, b in zip(gaps, busy)),
                              reverse=True)[:5],
            "busiest": sorted(([round(g, 1), round(b, 1)] for g, b in zip(gaps, busy)),
                              key=lambda gb: -gb[1])[:5]}


def probe_frames(games: list[str], seconds: float, idle_seconds: float,
                 diagnose: bool = False) -> dict:
    """Gaps with the table idle, then during a game of hard bots of each of ``games`` (each for
    ``seconds`` or until it ends), at speed 1.0 and the default 600 ms bot pause."""
    app, window = _window(speed=1.0, pause_ms=600)
    watch = GapWatch()
    sampler = StackSampler() if diagnose else None
    _wait(0.5)                                    # the first frame is painted
    if sampler:
        sampler.start()
    watch.run(idle_seconds)
    result: dict[str, Any] = {"idle": _gap_stats(watch)}
    for game in games:
        session = _start(window, game, _strongest(game), seed=7)
        if sampler:
            sampler.samples.clear()
        watch.run(seconds, until=lambda: session.state.is_over)
        stats = _gap_stats(watch)
        stats["decisions"] = len(session.state.history)
        stats["seconds"] = round(sum(watch.gaps) / 1000, 1)
        if sampler:
            stats["slow"] = sampler.report(watch.slow)
        result[game] = stats
    if sampler:
        sampler.stop()
    result["rss_mb"] = round(rss_mb(), 1)
    import resource
    result["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    window.close()
    app.processEvents()
    return result


# --- memory over many games ---------------------------------------------------------------------
def probe_rss(game: str, games: int, timeout_s: float = 180.0) -> dict:
    """Resident memory after each of ``games`` bot-only games at Instant speed (no bot pause),
    each started with ``start_game`` (which lets go of the previous one) and played to the end.
    Measured after the previous game's objects are deleted and a garbage collection."""
    from PySide6.QtCore import QCoreApplication, QEvent

    app, window = _window(speed=0.0, pause_ms=0)
    samples: list[float] = []
    seconds: list[float] = []
    for g in range(games):
        start = time.perf_counter()
        session = _start(window, game, _strongest(game), seed=1000 + g)
        over = {"done": False}
        session.game_over.connect(lambda _outcome, o=over: o.update(done=True))
        if not _wait(timeout_s, until=lambda o=over: o["done"]):
            return {"error": f"game {g} did not end within {timeout_s} s", "rss_mb": samples}
        seconds.append(time.perf_counter() - start)
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
        samples.append(rss_mb())
    window.close()
    return {"rss_mb": [round(s, 3) for s in samples], "seconds_per_game": round(
        sum(seconds) / len(seconds), 2)}


# --- closing while a bot thinks -------------------------------------------------------------------
def probe_close(marker: str) -> dict:
    """Start a bot-only game whose bots never answer; once one is thinking, time close()."""
    app, window = _window(speed=0.0, pause_ms=0)
    os.environ[HANG_MARKER_ENV] = marker       # inherited by the bot processes spawned below
    from facetable.games import GAMES
    game = next(iter(GAMES))
    session = _start(window, game, _strongest(game), seed=3)
    session.bots = {seat: HangingBot for seat in session.bots}
    if not _wait(60.0, until=lambda: os.path.exists(marker)):
        return {"error": "the hanging bot never started thinking"}
    start = time.perf_counter()
    window.close()
    close_ms = (time.perf_counter() - start) * 1000
    app.processEvents()
    return {"close_ms": close_ms, "closed_at": time.time()}


def main(argv: list[str]) -> int:
    """``python -m facetable.bench --probe frames|rss|close ...``: one JSON line on stdout.

    Started through ``facetable.bench`` so that ``HangingBot`` is pickled as
    ``facetable.bench_probes.HangingBot``, a name the bot process can import."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    kind, *rest = argv
    if kind == "frames":
        seconds, idle, *games = rest
        result = probe_frames([g for g in games if g != "--diagnose"], float(seconds),
                              float(idle), diagnose="--diagnose" in games)
    elif kind == "rss":
        result = probe_rss(rest[0], int(rest[1]))
    elif kind == "close":
        result = probe_close(rest[0])
    else:
        raise SystemExit(f"unknown probe {kind!r}")
    print(json.dumps(result), flush=True)
    return 0
