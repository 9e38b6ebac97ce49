"""The --demo mode: bots play K decisions instantly from a seed; the window is saved as a picture.

With ``--data-dir DIR`` the demo's game is saved there after every decision, like a played game.
``--resume --screenshot`` (with ``--data-dir`` or the user's data folder) does the same from the
unfinished game instead of a new one: it is replayed, bots play K more decisions (saved), and the
picture is taken. No unfinished game, or one that cannot be used, is one line and status 1.

``run_demo`` takes arguments already checked by ``facetable.app.main.parse_args``. Bots decide
through the session's shared ``checked_choice``/``fallback`` path, so a bot that raises or answers
something illegal is replaced by a random legal move (said once on stderr, and in the log panel
of the picture). Any other failure is one line on stderr and exit status 1, never a traceback.
"""
from __future__ import annotations

import argparse
import sys
import traceback
from pathlib import Path

DEMO_NAMES = ["Ana", "Bảo", "Cyrus", "Dara", "Emi", "Farah", "Gia", "Hana", "Ilya", "Jun", "Kian",
              "Linh"]


def run_demo(args: argparse.Namespace) -> int:
    """Play, save the picture; 0 when it was written, 1 otherwise (one line on stderr)."""
    try:
        return _run(args)
    except Exception as error:  # noqa: BLE001 - the demo reports, it never dumps a traceback
        print(f"facetable: the demo failed: {_one_line(error)}", file=sys.stderr)
        return 1


def _run(args: argparse.Namespace) -> int:
    from PySide6.QtWidgets import QApplication

    from .main_window import MainWindow
    from .png import save_png
    from .session import Seat

    store = _store(args)
    loaded = None
    if args.resume:
        from facetable.saves import Loaded
        found = store.load_current()
        if not isinstance(found, Loaded):
            reason = found.message() if found is not None else \
                f"{store.root} holds no unfinished game"
            print(f"facetable: cannot resume: {reason}", file=sys.stderr)
            return 1
        loaded = found
    window = MainWindow(settings=None, use_worker=False, store=store,
                        open_hands=args.open_hands)
    session = None
    try:
        window.set_speed(0.0)
        window.resize(*args.size)
        window.show()                      # laid out as on screen (the log scrolls to its end)
        window.setUpdatesEnabled(False)    # but painted once, by grab() below
        if loaded is not None:
            seats = [Seat(s.name, s.human, s.level, s.style) for s in loaded.save.seats]
            session = window.start_game(loaded.spec.id, loaded.options, seats, loaded.save.seed,
                                        autostart=False, table_options=loaded.table_options,
                                        resumed=loaded)
        else:
            spec = args.spec
            options = spec.make_options(args.players)
            levels = [spec.levels[-1], *spec.levels[:-1]]  # the strongest first, then the others
            seats = [Seat(DEMO_NAMES[s % len(DEMO_NAMES)], False, levels[s % len(levels)])
                     for s in range(options.players)]
            session = window.start_game(spec.id, options, seats, args.seed, autostart=False)
        failures: list[str] = []
        session.noted.connect(failures.append)
        if args.seat is not None:
            session.looking = args.seat
            session.controller.viewer = session.controller.looking = args.seat
        session.start(auto=False)
        session.play_bots_now(args.steps)
        QApplication.processEvents()
        window.table.fit()
        window._refresh_scores()
        QApplication.processEvents()
        window.setUpdatesEnabled(True)
        ok = save_png(window.grab(), args.screenshot)
    finally:
        if session is not None:
            session.close()
        window.close()
    if failures:
        failed = sum(session.bot_failures.values())
        print(f"facetable: warning: {failed} bot decision(s) failed and were replaced by "
              f"random legal moves; the first: {failures[0]}", file=sys.stderr)
    if not ok:
        print(f"facetable: could not write {args.screenshot}", file=sys.stderr)
        return 1
    return 0


def _store(args: argparse.Namespace):
    """Where the game is saved: --data-dir, the user's data folder for --resume, else nowhere."""
    if args.data_dir is None and not args.resume:
        return None
    from facetable.saves import SaveStore, default_data_dir
    return SaveStore(args.data_dir or default_data_dir())


def _one_line(error: BaseException) -> str:
    """``Type: message (file:line)`` of the innermost frame, on one line."""
    message = " ".join(str(error).split()) or "(no message)"
    frames = traceback.extract_tb(error.__traceback__)
    where = f" ({Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
    return f"{type(error).__name__}: {message}{where}"
