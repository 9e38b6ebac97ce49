"""Start FaceTable: ``facetable`` (or ``python -m facetable``) opens the window.

``facetable --demo GAME --seed S --steps K --screenshot out.png [--size WxH] [--lang en]`` plays
K bot decisions at once from seed S, saves a picture of the window and exits (no display
needed: it uses Qt's offscreen platform unless one is set).
"""
from __future__ import annotations

import argparse
import os
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="facetable", description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default=None, help="interface language: en, vi or fa")
    parser.add_argument("--demo", metavar="GAME", help="play bots from a seed and take a picture")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--seat", type=int, default=None,
                        help="with --demo: show the table as this seat sees it (default: public)")
    parser.add_argument("--screenshot", metavar="PNG")
    parser.add_argument("--size", default="1280x800", help="window size, e.g. 1280x800")
    args = parser.parse_args(argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
        args.size = (w, h)
    except ValueError:
        parser.error(f"--size must look like 1280x800, not {args.size!r}")
    if args.demo and not args.screenshot:
        parser.error("--demo needs --screenshot")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.demo:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from .fonts import load_bundled_fonts
    from .i18n import install_language
    from .settings import load_settings, save_settings

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("FaceTable")
    load_bundled_fonts()
    settings = load_settings() if not args.demo else None
    lang = args.lang or (settings.language if settings else "en")
    try:
        install_language(app, lang)
    except ValueError as error:
        print(f"facetable: {error}", file=sys.stderr)
        return 2
    if args.demo:
        from .demo import run_demo
        return run_demo(args)
    from .main_window import MainWindow
    window = MainWindow(settings)
    window.resize(*args.size)
    window.show()
    from PySide6.QtCore import QTimer
    QTimer.singleShot(0, window.new_game_dialog)     # remembers the last game's setup
    code = app.exec()
    try:
        save_settings(settings)
    except OSError as error:
        print(f"facetable: could not save settings: {error}", file=sys.stderr)
    return code
