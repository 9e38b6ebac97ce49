"""The --demo mode: bots play K decisions instantly from a seed; the window is saved as PNG."""
from __future__ import annotations

import argparse
import sys

from PySide6.QtWidgets import QApplication

from facetable.engine import OptionsError
from facetable.games import game_spec

from .main_window import MainWindow
from .session import Seat

DEMO_NAMES = ["Ana", "Bảo", "Cyrus", "Dara", "Emi", "Farah", "Gia", "Hana", "Ilya", "Jun", "Kian",
              "Linh"]


def run_demo(args: argparse.Namespace) -> int:
    try:
        spec = game_spec(args.demo)
        options = spec.make_options(args.players)
        players = options.players
    except (ValueError, OptionsError) as error:
        print(f"facetable: {error}", file=sys.stderr)
        return 2
    window = MainWindow(settings=None, use_worker=False)
    window.set_speed(0.0)
    window.resize(*args.size)
    window.show()
    levels = [spec.levels[-1], *spec.levels[:-1]]      # the strongest first, then the others
    seats = [Seat(DEMO_NAMES[s % len(DEMO_NAMES)], False, levels[s % len(levels)])
             for s in range(players)]
    session = window.start_game(args.demo, options, seats, args.seed, autostart=False)
    if args.seat is not None:
        if not 0 <= args.seat < players:
            print(f"facetable: --seat must be 0…{players - 1}", file=sys.stderr)
            return 2
        session.looking = args.seat
        session.controller.viewer = session.controller.looking = args.seat
    session.start(auto=False)
    session.play_bots_now(args.steps)
    QApplication.processEvents()
    window.table.fit()
    window._refresh_scores()
    QApplication.processEvents()
    ok = window.grab().save(args.screenshot)
    session.close()
    window.close()
    if not ok:
        print(f"facetable: could not write {args.screenshot}", file=sys.stderr)
        return 1
    return 0
