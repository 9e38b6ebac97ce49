#!/usr/bin/env python3
"""How long Undo and a step back in the replay viewer take: both rebuild the table from the
opening and every move's events (a fresh replay), so the time grows with the game.

    QT_QPA_PLATFORM=offscreen python packaging/measure_rebuild.py [--repeat 5]

For each game, a whole game between the weakest bots is played once, then the script prints the
median over ``--repeat`` runs of: replaying the moves through the engine, rebuilding the table at
the last move (what Undo and a step back cost at the end of that game), and one step forward on
an existing table. It prints numbers; nothing asserts a time.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([])

    from facetable.app.replay_window import ReplayWindow
    from facetable.bots.runner import checked_choice, request_seed
    from facetable.engine import replay
    from facetable.games import GAMES
    from facetable.saves.replay import Replay

    print(f"{'game':10} {'moves':>6} {'engine ms':>10} {'table ms':>9} {'µs/move':>8} "
          f"{'step ms':>8}")
    for game, spec in GAMES.items():
        options = spec.make_options()
        state = spec.setup(options, 1)
        while not state.is_over:
            seat = state.deciders()[0]
            legal = state.legal_actions(seat)
            action, _ = checked_choice(spec.make_bot(spec.levels[0]), state.view(seat), legal,
                                       random.Random(request_seed(1, seat, len(state.history))))
            state.apply(action, seat)
        moves = list(state.history)
        engine, table, step = [], [], []
        the_replay = Replay.of(spec, options, 1, moves, [f"S{s}" for s in range(options.players)])
        window = ReplayWindow(the_replay, game, speed=1.0)
        window.resize(1100, 720)
        window.show()
        app.processEvents()
        for _ in range(args.repeat):
            start = time.perf_counter()
            replay(spec.setup, options, 1, moves)
            engine.append(time.perf_counter() - start)
            start = time.perf_counter()
            window._build(len(moves))
            table.append(time.perf_counter() - start)
            window._build(len(moves) - 1)
            start = time.perf_counter()
            window.goto(len(moves))
            step.append(time.perf_counter() - start)
            app.processEvents()
        window.close()
        t = statistics.median(table)
        print(f"{game:10} {len(moves):6d} {statistics.median(engine) * 1e3:10.1f} "
              f"{t * 1e3:9.1f} {t / len(moves) * 1e6:8.0f} {statistics.median(step) * 1e3:8.1f}")


if __name__ == "__main__":
    main()
