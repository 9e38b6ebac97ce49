"""GUI-thread time per bot-only game through the real window, at Instant speed.

Bots think in their process (the ProcessRunner, as in the app), so the main thread's CPU time
(``time.thread_time``) is what the table, the panels and the session cost. With ``--profile``
prints where that time goes (cProfile, main thread only).

    python -m facetable.tools.gui_time --game crack --games 4 [--players 4] [--level normal] [--profile]
"""
from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="crack")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--profile", action="store_true")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()

    from PySide6.QtCore import QEventLoop
    from PySide6.QtWidgets import QApplication

    from facetable.app.main_window import MainWindow
    from facetable.app.session import Seat
    from facetable.games import GAMES

    app = QApplication.instance() or QApplication([])
    window = MainWindow(settings=None, use_worker=True)
    window.set_speed(0.0)
    window.set_bot_pause(0)
    window.resize(1100, 720)
    window.show()
    extra = {"advanced": True} if args.game == "crack" else {}
    options = GAMES[args.game].make_options(args.players, **extra)
    seats = [Seat(f"Bot {i + 1}", False, args.level) for i in range(args.players)]
    profiler = cProfile.Profile() if args.profile else None
    cpu, wall = [], []
    for g in range(args.games):
        over: list[object] = []
        start_cpu, start_wall = time.thread_time(), time.perf_counter()
        if profiler:
            profiler.enable()
        session = window.start_game(args.game, options, seats, args.seed * 1000 + g)
        session.game_over.connect(over.append)
        while not over:
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            if not over:
                app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)
        if profiler:
            profiler.disable()
        cpu.append(time.thread_time() - start_cpu)
        wall.append(time.perf_counter() - start_wall)
        moves = len(session.state.history)
        del session
        print(f"game {g}: {moves} moves, GUI thread {cpu[-1] * 1000:.0f} ms CPU "
              f"({cpu[-1] / moves * 1000:.2f} ms/move), wall {wall[-1]:.1f} s", flush=True)
    print(f"mean GUI-thread CPU per game: {sum(cpu) / len(cpu) * 1000:.0f} ms")
    window.close()
    if profiler:
        stats = pstats.Stats(profiler)
        stats.sort_stats("cumulative").print_stats(args.top)


if __name__ == "__main__":
    main()
