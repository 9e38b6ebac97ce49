"""Benchmarks: ``python -m facetable.bench [--json] [--quick]`` prints measured numbers.

Not a test: it measures and prints, so speed is a number someone looked at, never a timed
assertion. The table parts run in child processes under Qt's offscreen platform, so their
start-up time and peak memory are their own.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time

from facetable.games import game_spec


def engine_speed(game: str, players: int, seconds: float) -> tuple[float, float]:
    """Complete random games per second and engine steps per second, on one core."""
    spec = game_spec(game)
    options = spec.make_options(players)
    rng = random.Random(1)
    games = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = spec.setup(options, games)
        while not state.is_over:
            seat = state.deciders()[0]
            state.apply(rng.choice(state.legal_actions(seat)), seat)
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, steps / elapsed


def bot_times(game: str, bots: list[str], games: int, timed: str = "hard") -> list[float]:
    """Milliseconds per decision of the ``timed`` bot over whole games."""
    spec = game_spec(game)
    options = spec.make_options(len(bots))
    players = [spec.make_bot(name) for name in bots]
    times: list[float] = []
    for g in range(games):
        state = spec.setup(options, 1000 + g)
        rng = random.Random(g)
        while not state.is_over:
            seat = state.deciders()[0]
            view, legal = state.view(seat), state.legal_actions(seat)
            start = time.perf_counter()
            action = players[seat].choose(view, legal, rng)
            if players[seat].name == timed:
                times.append((time.perf_counter() - start) * 1000)
            state.apply(action, seat)
    return times


def startup_ms(runs: int = 5) -> float:
    """Median time from starting a process to the main window being shown (offscreen)."""
    results = []
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for _ in range(runs):
        start = time.time()
        out = subprocess.run([sys.executable, "-m", "facetable.bench", "--probe-startup"],
                             capture_output=True, text=True, env=env, check=True).stdout
        results.append((float(out.strip().splitlines()[-1]) - start) * 1000)
    return statistics.median(results)


def _probe_startup() -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from facetable.app.fonts import load_bundled_fonts
    from facetable.app.main_window import MainWindow
    app = QApplication(sys.argv[:1])
    load_bundled_fonts()
    window = MainWindow(settings=None)
    window.resize(1280, 800)
    window.show()

    def shown() -> None:
        print(time.time(), flush=True)
        window.close()
        app.quit()
    QTimer.singleShot(0, shown)
    app.exec()


def animated_game(seconds: float) -> dict:
    """Run a 4-bot Flip 7 game at normal speed in a child; frame gaps and peak memory."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-m", "facetable.bench", "--probe-frames",
                          str(seconds)], capture_output=True, text=True, env=env, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def _probe_frames(seconds: float) -> None:
    import resource

    from PySide6.QtCore import QElapsedTimer, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from facetable.app.fonts import load_bundled_fonts
    from facetable.app.main_window import MainWindow
    from facetable.app.session import Seat
    from facetable.engine.flip7 import Options

    app = QApplication(sys.argv[:1])
    load_bundled_fonts()
    window = MainWindow(settings=None)
    window.set_speed(1.0)
    window.bot_pause_ms = 300
    window.resize(1280, 800)
    window.show()
    seats = [Seat(f"Bot {i}", False, "hard") for i in range(4)]
    window.start_game("flip7", Options(players=4), seats, seed=7)
    clock = QElapsedTimer()
    clock.start()
    gaps: list[int] = []
    frames = {"last": 0, "count": 0}

    class FrameWatch(QObject):
        """Counts painted frames of the table and the longest wait between event-loop turns."""

        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
            if event.type() == event.Type.Paint:
                frames["count"] += 1
            return False

    watch = FrameWatch()
    window.table.viewport().installEventFilter(watch)

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - frames["last"])
        frames["last"] = now
        window.table.viewport().update()       # ask for a frame, as an animation would
        if now > seconds * 1000 or window.session.state.is_over:
            app.quit()
    timer = QTimer()
    timer.setInterval(16)
    timer.timeout.connect(tick)
    timer.start()
    app.exec()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"frame_gap_ms_max": max(gaps[1:]), "frames": frames["count"],
                      "decisions": len(window.session.state.history), "rss_mb": round(rss, 1)}))
    window.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m facetable.bench")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quick", action="store_true", help="shorter runs, rougher numbers")
    parser.add_argument("--probe-startup", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--probe-frames", type=float, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.probe_startup:
        _probe_startup()
        return 0
    if args.probe_frames:
        _probe_frames(args.probe_frames)
        return 0
    scale = 0.25 if args.quick else 1.0
    results: dict[str, float] = {}
    results["flip7_games_per_s"], results["flip7_steps_per_s"] = engine_speed(
        "flip7", 4, 5 * scale)
    hard = bot_times("flip7", ["hard", "threshold23", "threshold23", "threshold23"],
                     int(40 * scale) or 1)
    results["bot_hard_ms_p50"] = statistics.median(hard)
    results["bot_hard_ms_max"] = max(hard)
    try:
        results["crack_games_per_s"], results["crack_steps_per_s"] = engine_speed(
            "crack", 2, 3 * scale)
        crack = [t for bots in (["hard", "normal"], ["hard", "normal", "normal"],
                                ["hard", "normal", "normal", "normal"])
                 for t in bot_times("crack", bots, int(20 * scale) or 1)]
        results["bot_crack_hard_ms_p50"] = statistics.median(crack)
        results["bot_crack_hard_ms_max"] = max(crack)
    except (ImportError, ValueError) as error:
        print(f"crack skipped: {error}", file=sys.stderr)
    results["startup_ms"] = startup_ms(5)
    game = animated_game(20 * scale)
    results["frame_gap_ms_max"] = game["frame_gap_ms_max"]
    results["rss_mb"] = game["rss_mb"]
    results = {k: round(v, 2) for k, v in results.items()}
    if args.json:
        print(json.dumps(results))
    else:
        for key, value in results.items():
            print(f"{key:24} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
