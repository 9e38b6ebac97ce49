"""Start FaceTable: ``facetable`` (or ``python -m facetable``) opens the window.

``facetable --version`` prints the version; ``facetable --self-test`` checks the installation (every
game loads, the bundled fonts and translations load, a bot answers in the bot process) and says
so line by line, status 0 when all is well (``facetable/app/self_test.py``).

``facetable --demo GAME --seed S --steps K --screenshot out.png [--size WxH] [--lang en]`` plays
K bot decisions at once from seed S, saves a picture of the window and exits (no display
needed: it uses Qt's offscreen platform unless one is set).

``facetable --data-dir DIR`` keeps saves, statistics and settings in DIR (default: the platform's
user data folder for saves and statistics, its config folder for settings). ``--resume``
continues the unfinished game without asking; with ``--screenshot out.png [--steps K]`` it
resumes offscreen, lets bots play K more decisions (default 0), saves the picture and exits.
``--demo … --data-dir DIR`` saves its game there like a played one (a demo without
``--data-dir`` saves nothing).

``--open-hands`` (debugging) shows every card in games only bots play; it is in no menu.

SIGTERM and Ctrl+C (SIGINT) close the window as the Quit menu does: the game is already saved
(after every action), the settings are saved, the exit status is 0. Ctrl+C before the window
runs (or in the demo, the self-test, once the window has closed) ends the process at once and
quietly with status 130 (``interrupt.py``); bot processes never see it (``bot_runner.py``).

Every argument is checked before anything starts: a bad one prints one line on stderr and exits
with status 2, and nothing is written (no picture, no settings). A demo that fails while it runs
(a picture that cannot be written, an unexpected error) prints one line and exits with status 1.

Start-up time matters (``python -m facetable.bench`` measures it): Qt and the window are
imported only once the arguments are known to be good, and pydantic only when a save, the
statistics or the remembered new-game choice are first read, never for the first frame (the
settings are a plain class). What the first frame does not show is imported when first
used: the game session and the table (not on the welcome screen), the bots' runner, a round's
summary, the curtain, Qt's animation and screen-reader classes (``tests/test_startup.py``).
The garbage collector is off while the app starts (everything made then lives as long as
the app: collecting cost ~25 ms and found nothing), and what start-up made is then frozen out
of later collections (``gc.freeze``): a full collection of it took ~15 ms, once at exit and
whenever a collection of the oldest generation ran during a game. PySide's check of every
module imported after it reads each file as bytes (``import_scan``), not through ``inspect``
(8 ms). A demo run as its own process ends with ``os._exit`` once its picture is written
(``end_process``): no teardown.
"""
from __future__ import annotations

import argparse
import gc
import os
import signal
import stat
import sys
from pathlib import Path
from typing import NoReturn

#: Milliseconds after the window shows before the sound device is looked for (off the start).
SOUND_PROBE_MS = 1000
#: The window's minimum size (``MainWindow.setMinimumSize``): a smaller --size is refused.
MIN_SIZE = (1024, 640)
#: The largest --size accepted (a bigger offscreen window cannot be painted).
MAX_SIZE = (10000, 10000)
#: Picture formats --screenshot writes, by file suffix (Qt writes these without plugins).
SCREENSHOT_SUFFIXES = (".png", ".bmp", ".ppm")
#: The seeds a save holds (``facetable.saves.model.Save.seed``, a signed 64-bit number; not
#: imported from there: the demo never loads pydantic). A bigger --seed would make a save that
#: the app then refuses.
SEEDS = range(-(1 << 63), 1 << 63)
#: Options that mean something only with --demo.
DEMO_ONLY = ("seed", "steps", "players", "seat", "screenshot")
#: The app's id, the name its desktop entry, icons and AppStream metainfo carry
#: (``packaging/linux/org.facetable.FaceTable.desktop``): Wayland matches the running window to
#: its menu entry and icon by it. (X11 matches by the window's class, the application's name,
#: ``APP_NAME``: the entry's StartupWMClass.)
DESKTOP_NAME = "org.facetable.FaceTable"
#: The application's name (``QApplication.applicationName``, the X11 window class).
APP_NAME = "FaceTable"
#: Of those, the ones --resume takes too (a picture of the resumed game).
RESUME_TOO = ("steps", "screenshot")


class UsageError(Exception):
    """A bad command line: one line for stderr, exit status 2."""


class _Parser(argparse.ArgumentParser):
    """argparse, but an error is one line (no usage text) raised to ``main``, not an exit."""

    def error(self, message: str):  # type: ignore[override]
        raise UsageError(message)


#: What ``--help`` says first (plain text: the module's docstring is reStructuredText).
DESCRIPTION = "FaceTable: five tabletop card games against bots or friends on one screen."


def program_name(argv0: str | None = None) -> str:
    """The program's name as it was started, for ``--help``: the desktop build's file name,
    ``facetable`` for the installed command, ``python -m facetable`` from the module."""
    argv0 = sys.argv[0] if argv0 is None else argv0
    name = Path(argv0).name if argv0 else ""
    if name in ("__main__.py", "-m", "-c", ""):
        return f"{Path(sys.executable).name or 'python'} -m facetable"
    return name


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=program_name(), description=DESCRIPTION)
    parser.add_argument("--version", action="store_true",
                        help="print the version, the commit and the build date, and exit")
    parser.add_argument("--self-test", action="store_true",
                        help="check that every game, font, translation and the bot process work")
    parser.add_argument("--lang", default=None, help="interface language: en, vi or fa")
    parser.add_argument("--size", default=None, metavar="WxH",
                        help="window size, from 1024x640 to 10000x10000 (default 1280x800)")
    parser.add_argument("--data-dir", default=None, metavar="DIR",
                        help="keep saves, statistics and settings in DIR")
    parser.add_argument("--resume", action="store_true",
                        help="continue the unfinished game without asking")
    parser.add_argument("--open-hands", action="store_true",
                        help="debugging: show every card when only bots play")
    demo = parser.add_argument_group("demo", "play bots from a seed and save a picture")
    demo.add_argument("--demo", metavar="GAME", help="the game's id, e.g. flip7 (an unknown id lists them)")
    demo.add_argument("--seed", type=int, default=None, help="the deal's seed (default 1)")
    demo.add_argument("--steps", type=int, default=None,
                      help="bot decisions to play, 0 or more (default 40)")
    demo.add_argument("--players", type=int, default=None,
                      help="number of players (default: the game's)")
    demo.add_argument("--seat", type=int, default=None,
                      help="show the table as this seat sees it (default: public)")
    demo.add_argument("--screenshot", metavar="PNG", help="where to save the picture")
    return parser


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The checked arguments; ``UsageError`` (one line) for anything bad.

    Fills in the defaults: ``size`` becomes a (width, height) pair, and with --demo ``seed``,
    ``steps`` and ``players`` are numbers and ``spec`` is the game's ``GameSpec``.
    """
    args = _parser().parse_args(argv)
    if args.version:
        return args
    if args.self_test and args.demo:
        raise UsageError("--self-test works without --demo")
    args.size_given = args.size is not None       # else the remembered size is used
    args.size = _size(args.size or "1280x800")
    if args.lang is not None:
        from .i18n import LANGUAGES
        if args.lang not in LANGUAGES:
            raise UsageError(f"--lang must be one of {', '.join(LANGUAGES)}, not {args.lang!r}")
    args.data_dir = _data_dir(args.data_dir)
    if args.demo and args.resume:
        raise UsageError("--resume continues a saved game; it cannot be used with --demo")
    if not args.demo:
        allowed = RESUME_TOO if args.resume else ()
        given = [name for name in DEMO_ONLY if getattr(args, name) is not None
                 and name not in allowed]
        if given:
            more = " or --resume" if given[0] in RESUME_TOO else ""
            raise UsageError(f"--{given[0]} works only with --demo GAME{more}")
        if args.resume and args.steps is not None and args.screenshot is None:
            raise UsageError("--steps with --resume needs --screenshot FILE.png")
        if args.screenshot is not None:
            _check_screenshot(args.screenshot)
            if args.steps is None:
                args.steps = 0
            elif args.steps < 0:
                raise UsageError(f"--steps must be 0 or more, not {args.steps}")
        args.spec = None
        return args
    from facetable.games import GAMES, game_spec
    try:
        args.spec = spec = game_spec(args.demo)
    except ValueError:
        raise UsageError(f"--demo must be one of {', '.join(GAMES)}, not {args.demo!r}") from None
    low, high = spec.player_range
    if args.players is None:
        args.players = spec.default_players
    elif not low <= args.players <= high:
        raise UsageError(f"--players must be from {low} to {high} for {spec.title}, "
                         f"not {args.players}")
    if args.seat is not None and not 0 <= args.seat < args.players:
        raise UsageError(f"--seat must be from 0 to {args.players - 1} "
                         f"({args.players} players), not {args.seat}")
    if args.steps is None:
        args.steps = 40
    elif args.steps < 0:
        raise UsageError(f"--steps must be 0 or more, not {args.steps}")
    if args.seed is None:
        args.seed = 1
    elif args.seed not in SEEDS:
        raise UsageError(f"--seed must be from {SEEDS[0]} to {SEEDS[-1]}, not {args.seed}")
    _check_screenshot(args.screenshot)
    return args


def _data_dir(text: str | None) -> Path | None:
    """The --data-dir folder (made when the app starts, not here): a folder or a new name."""
    if text is None:
        return None
    if not text.strip():
        raise UsageError("--data-dir needs a folder's name, not an empty one")
    path = Path(text).expanduser()
    kind = _kind("--data-dir", path)
    if kind == "file":
        raise UsageError(f"--data-dir {text!r} is a file; give a folder")
    if kind is None and _kind("--data-dir", path.parent) != "dir":
        raise UsageError(f"--data-dir: the folder {str(path.parent)!r} does not exist")
    return path


def _kind(option: str, path: Path) -> str | None:
    """"dir", "file" (anything else that is there), or None when nothing has that name; a
    name the system refuses (over 255 bytes, a loop of links, no permission) is a UsageError."""
    try:
        return "dir" if stat.S_ISDIR(path.stat().st_mode) else "file"
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as error:
        raise UsageError(f"{option} {_short(str(path))!r}: {error.strerror or error}") from None
    except ValueError as error:                 # a NUL byte in the name
        raise UsageError(f"{option} {_short(str(path))!r}: {error}") from None


def _short(name: str, keep: int = 60) -> str:
    """A long name cut in the middle, so the error stays one readable line."""
    return name if len(name) <= 2 * keep else f"{name[:keep]}...{name[-keep:]}"


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size must look like 1280x800, not {text!r}") from None
    if not (MIN_SIZE[0] <= w <= MAX_SIZE[0] and MIN_SIZE[1] <= h <= MAX_SIZE[1]):
        raise UsageError(f"--size must be from {MIN_SIZE[0]}x{MIN_SIZE[1]} to "
                         f"{MAX_SIZE[0]}x{MAX_SIZE[1]}, not {w}x{h}")
    return w, h


def _check_screenshot(path: str | None) -> None:
    if not path:
        raise UsageError("--demo needs --screenshot FILE.png")
    target = Path(path)
    if target.suffix.lower() not in SCREENSHOT_SUFFIXES:
        raise UsageError(f"--screenshot must end in {', '.join(SCREENSHOT_SUFFIXES)}, "
                         f"not {path!r}")
    if _kind("--screenshot", target) == "dir":
        raise UsageError(f"--screenshot {path!r} is a folder; give a file name")
    if _kind("--screenshot", target.parent) != "dir":
        raise UsageError(f"--screenshot: the folder {str(target.parent)!r} does not exist")


def main(argv: list[str] | None = None) -> int:
    """Run the app; ``argv`` None: the process's own command line. Ctrl+C ends it quietly at
    any moment (``interrupt.py``); a caller that passes ``argv`` (a test, a tool running the
    app in its own process) gets its own SIGINT handler back when this returns."""
    from .interrupt import exit_on_ctrl_c
    callers = exit_on_ctrl_c()                    # the very first thing: see interrupt.py
    try:
        return _run(argv)
    finally:
        if argv is not None and callers is not None:
            signal.signal(signal.SIGINT, callers)


def _run(argv: list[str] | None) -> int:
    from facetable.paths import is_frozen
    if is_frozen():
        # In the desktop build the bot process is this same program started again by
        # multiprocessing; freeze_support runs the bot there and exits (PyInstaller makes it
        # work on every platform). From source it does nothing, so it is not even imported.
        import multiprocessing
        multiprocessing.freeze_support()
    gc.disable()
    try:
        return _main(argv)
    finally:
        settle_heap()


def settle_heap() -> None:
    """Keep what start-up made out of later collections and turn the collector back on."""
    gc.freeze()
    gc.enable()


def end_process(code: int) -> NoReturn:
    """End the process at once with ``code``, once everything it made is written (the picture,
    any save, what it printed): the interpreter's own teardown (every module, Qt object and
    font freed one by one, 15–20 ms, more than a tenth of the demo) serves nobody then."""
    if "logging" in sys.modules:
        import logging
        logging.shutdown()                            # flushes every handler
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError, AttributeError):   # closed, or no stream at all
            pass
    os._exit(code)


def _main(argv: list[str] | None) -> int:
    try:
        args = parse_args(argv)
    except UsageError as error:
        print(f"facetable: {error}", file=sys.stderr)
        return 2
    if args.version:
        from facetable.build_info import build_info
        print(f"facetable {build_info().describe()}")
        return 0
    if args.demo or args.self_test or args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from facetable.import_scan import install as faster_import_scan
    faster_import_scan()                               # before the window's modules load
    from .i18n import install_language

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setDesktopFileName(DESKTOP_NAME)
    if args.data_dir:                                  # every file of ours in one folder
        from facetable.table import art_cache
        art_cache.set_root(args.data_dir / "cache" / "cards")
    if args.self_test:
        from .self_test import run_self_test
        return run_self_test(app)
    if args.demo or args.screenshot:
        install_language(app, args.lang or "en")      # also registers the bundled fonts
        from .demo import run_demo
        code = run_demo(args)
        if argv is None:                              # the process is the demo's own
            end_process(code)
        return code
    from .settings import default_path, load_settings, save_settings
    settings_path = args.data_dir / "settings.json" if args.data_dir else default_path()
    settings = load_settings(settings_path)
    install_language(app, args.lang or settings.language, digits=settings.digits)
    from PySide6.QtGui import QIcon

    from facetable.paths import ASSETS_DIR
    app.setWindowIcon(QIcon(str(ASSETS_DIR / "icons" / "facetable.svg")))  # drawn when shown

    window = None
    settings_failed = False

    def save_now() -> None:
        nonlocal settings_failed
        try:
            save_settings(settings, settings_path)
        except OSError as error:
            # Said once; not at all when the window said the folder cannot be written.
            said = window is not None and window.unsaved_told and \
                settings_path.parent == args.data_dir
            if not settings_failed and not said:
                print(f"facetable: could not save settings: {error}", file=sys.stderr)
            settings_failed = True

    from facetable.saves import SaveStore, default_data_dir

    from .main_window import MainWindow
    from .sound import Sound
    store = SaveStore(args.data_dir or default_data_dir(), keep=settings.archive_keep)
    sound = Sound(enabled=settings.sound, volume=settings.sound_volume)
    window = MainWindow(settings, store=store, on_settings_changed=save_now,
                        open_hands=args.open_hands, sound=sound)
    if args.size_given or not window.access.restore_geometry():
        window.resize(*args.size)
    window.show_welcome()                 # never an empty table, even for the first frame
    window.show()
    from .warm_up import WarmUp, first_game_steps
    # What the first game needs is loaded while the player looks at the welcome screen.
    window.warm_up = WarmUp(window, first_game_steps(window))
    window.welcome_screen.first_painted.connect(window.warm_up.start_later)
    from PySide6.QtCore import QTimer

    from .shutdown import close_on_signals
    watch = close_on_signals(app, window)
    # The welcome screen (with Continue when a game is unfinished), or that game (--resume).
    QTimer.singleShot(0, lambda: window.welcome(resume=args.resume))
    # The sound device is looked for in the sound thread once the window is up, so that the
    # menu knows whether there is one; a game started sooner opens it with its first sound.
    QTimer.singleShot(SOUND_PROBE_MS, sound.start)
    settle_heap()
    code = app.exec()
    watch.release()                       # the loop is over: Ctrl+C waits for the settings
    save_now()
    from .interrupt import exit_on_ctrl_c
    exit_on_ctrl_c()                      # and then ends the process at once, quietly
    return code
