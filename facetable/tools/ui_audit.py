"""An audit of every screen: each game at several moments and every dialog, in each language
and window size, checked for words cut off or elided, things that overlap where they should not,
things outside the window or the visible table, and Latin and Persian digits in one string.

    python -m facetable.tools.ui_audit OUT_DIR            # the full sweep, a summary printed
    python -m facetable.tools.ui_audit --json OUT_DIR     # the same, as JSON on stdout
    python -m facetable.tools.ui_audit --quick OUT_DIR    # a small subset (the test runs it)

Each game is played to its end with its default number of players, then with the most it
allows (``coup@12``) up to its first list of choices. Every picture checked is saved in OUT_DIR
(``<lang>_<size>_<game>_<moment>.png``) with the cases in ``OUT_DIR/ui_audit.json``. Each
language and size runs in a process of its own: the language is installed at start, as in the
app, and the offscreen platform is given one screen of that size, which the window fills. What each check means: ``facetable.tools.ui_checks``; the
moments: ``facetable.tools.ui_moments``. Exit status 1 when any case was found.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SIZES = ((1024, 640), (1280, 800), (2560, 1440))
LANGS = ("en", "vi", "fa")
QUICK_SIZES = ((1280, 800),)
QUICK_MOMENTS = ("start", "prompt")
QUICK_GAMES = 2
#: The moments of a game at its most players (a whole game of twelve takes long).
BIG_MOMENTS = ("start", "prompt", "chooser")


def _size_name(size) -> str:
    return f"{size[0]}x{size[1]}"


class Audit:
    """Shoots and checks screens in one language, gathering the cases."""

    def __init__(self, lang: str, out: Path) -> None:
        self.lang, self.out = lang, out
        self.cases: list[dict] = []
        self.shots = 0
        self.size = ""
        self.game = ""

    def check(self, moment: str, widget, window=None) -> None:
        from facetable.app.png import save_png
        from .ui_checks import scene_cases, watching, widget_cases
        view = None
        session = getattr(window, "session", None) if window is not None else None
        if session is not None and widget is window:
            view = window.table
        with watching():
            picture = widget.grab()
        name = f"{self.lang}_{self.size}_{self.game or 'app'}_{moment}.png"
        save_png(picture, str(self.out / name))
        self.shots += 1
        found = widget_cases(widget)
        if view is not None:
            found += scene_cases(view)
        if window is not None and widget.isWindow() and widget is not window:
            found += _outside_main(widget, window)
        for case in found:
            self.cases.append({"game": self.game or "-", "size": self.size, "language": self.lang,
                               "moment": moment, "what": case.what, "where": case.where,
                               "png": name})


def _outside_main(dialog, window) -> list:
    """A window of its own must lie on the screen (as large as the size audited)."""
    from PySide6.QtCore import QRectF
    from .ui_checks import OUTSIDE, Case, _contains, _r
    frame = QRectF(dialog.frameGeometry())
    screen = QRectF(window.screen().availableGeometry())
    if _contains(screen, frame):
        return []
    return [Case(OUTSIDE, f"{type(dialog).__name__} at {_r(frame)} is outside the screen "
                          f"{_r(screen)}")]


def run_one(lang: str, size: tuple[int, int], out: Path, games, moments, dialogs: bool) -> dict:
    """Everything in one language (installed in this process) at one size (the window fills
    a screen of that size)."""
    from PySide6.QtWidgets import QApplication

    from facetable.app.i18n import install_language
    from facetable.app.main_window import MainWindow
    from facetable.saves import SaveStore
    from .ui_moments import play_moments, settle

    app = QApplication.instance() or QApplication([])
    install_language(app, lang)
    audit = Audit(lang, out)
    audit.size = _size_name(size)
    with tempfile.TemporaryDirectory() as data:
        window = MainWindow(settings=None, use_worker=False, store=SaveStore(Path(data)))
        window.set_speed(0.0)
        window.bot_pause_ms = 0
        window.resize(*size)
        window.show()
        settle(window)
        for entry in games:
            game, _, players = entry.partition("@")
            audit.game = entry
            play_moments(window, game,
                         lambda moment, widget: audit.check(moment, widget, window),
                         [m for m in moments if m in BIG_MOMENTS] if players else moments,
                         players=int(players) if players else None)
            if dialogs and not players:
                for moment, widget in game_windows(window, game):
                    audit.check(moment, widget, window)
            window.end_game()
        audit.game = ""
        if dialogs:
            for moment, widget in app_windows(window):
                audit.check(moment, widget, window)
        window.close()
    return {"language": lang, "size": audit.size, "shots": audit.shots, "cases": audit.cases}


def screen_config(out: Path, size: tuple[int, int]) -> str:
    """The offscreen platform with one screen of ``size`` (a file written in ``out``)."""
    path = out / f".screen_{_size_name(size)}.json"
    path.write_text(json.dumps({"screens": [{
        "name": "audit", "x": 0, "y": 0, "width": size[0], "height": size[1],
        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}), encoding="utf-8")
    return f"offscreen:configfile={path}"


def game_windows(window, game: str):
    """(moment, window) for the windows about one game, each closed after: the new-game
    dialog set to it, its rules, and the replay of the game just played."""
    from PySide6.QtWidgets import QComboBox

    from facetable.app.new_game_dialog import NewGameDialog
    from facetable.app.rules_window import RulesWindow
    from .ui_moments import settle
    dialog = NewGameDialog(window)
    combo = dialog.findChild(QComboBox, "game")
    combo.setCurrentIndex(combo.findData(game))
    yield from _shown(window, "new_game", dialog)
    rules = RulesWindow(window)
    rules.show_game(game)
    yield from _shown(window, "rules", rules)
    if window.session is not None and window.session.state.history:
        viewer = window.files.watch_current()
        settle(window)
        yield "replay", viewer
        viewer.close()
        viewer.deleteLater()


def app_windows(window):
    """(moment, window) for the windows that belong to no game: the welcome screen,
    statistics, the list of replays, the keyboard shortcuts, About."""
    from PySide6.QtWidgets import QMessageBox

    from facetable.app.replays import ReplaysDialog
    from facetable.app.stats_window import StatsWindow
    from .ui_moments import settle
    window.show_welcome()
    settle(window)
    yield "welcome", window
    if window.store is not None:
        stats = StatsWindow(window.store.stats, window)
        stats.refresh()
        yield from _shown(window, "statistics", stats)
        yield from _shown(window, "replays", ReplaysDialog(window, window.store))
    window.show_shortcuts()
    settle(window)
    yield "shortcuts", window
    window.show_shortcuts()
    about = QMessageBox(QMessageBox.Icon.Information, "", "", parent=window)
    about.setText(window.about_text())
    yield from _shown(window, "about", about)


def _shown(window, moment: str, dialog):
    from .ui_moments import settle
    dialog.show()
    settle(window)
    yield moment, dialog
    dialog.close()
    dialog.deleteLater()


# --- the sweep --------------------------------------------------------------------------------

def plan(quick: bool) -> dict:
    from facetable.games import GAMES
    from .ui_moments import MOMENTS
    games = list(GAMES)
    if quick:
        return {"sizes": QUICK_SIZES, "games": games[:QUICK_GAMES], "moments": QUICK_MOMENTS,
                "dialogs": False}
    # each game with its default players, then with the most it allows ("coup@12")
    most = [f"{g}@{GAMES[g].player_range[1]}" for g in games
            if GAMES[g].player_range[1] > GAMES[g].default_players]
    return {"sizes": SIZES, "games": games + most, "moments": MOMENTS, "dialogs": True}


def sweep(out: Path, quick: bool, langs=LANGS) -> dict:
    """Each language and size in a process of its own; the cases of all, with their counts."""
    from .ui_checks import CATEGORIES
    out.mkdir(parents=True, exist_ok=True)
    cases, shots, failures = [], 0, []
    for size in plan(quick)["sizes"]:
        for lang in langs:
            part = out / f".part_{lang}_{_size_name(size)}.json"
            command = [sys.executable, "-m", "facetable.tools.ui_audit", "--worker", lang,
                       "--size", _size_name(size), *(["--quick"] if quick else []), str(out)]
            env = dict(os.environ, QT_QPA_PLATFORM=screen_config(out, size))
            done = subprocess.run(command, capture_output=True, text=True, env=env)
            if done.returncode != 0 or not part.exists():
                failures.append(f"{lang} {_size_name(size)}: {done.stderr.strip()[-2000:]}")
                continue
            data = json.loads(part.read_text(encoding="utf-8"))
            part.unlink()
            cases.extend(data["cases"])
            shots += data["shots"]
        (out / f".screen_{_size_name(size)}.json").unlink(missing_ok=True)
    counts = Counter(case["what"] for case in cases)
    report = {"counts": {what: counts.get(what, 0) for what in CATEGORIES}, "shots": shots,
              "cases": cases, "failures": failures}
    (out / "ui_audit.json").write_text(json.dumps(report, ensure_ascii=False, indent=1),
                                       encoding="utf-8")
    return report


def summary(report: dict) -> str:
    lines = [f"{report['shots']} pictures checked"]
    lines += [f"{what}: {n}" for what, n in report["counts"].items()]
    lines += [f"FAILED {line}" for line in report["failures"]]
    for case in report["cases"]:
        lines.append(f"[{case['what']}] {case['game']} {case['size']} {case['language']} "
                     f"{case['moment']}: {case['where']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the pictures and ui_audit.json")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--quick", action="store_true", help="a small subset")
    parser.add_argument("--langs", default=",".join(LANGS), help="comma-separated languages")
    parser.add_argument("--worker", metavar="LANG", help=argparse.SUPPRESS)
    parser.add_argument("--size", default="1280x800", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        size = tuple(int(v) for v in args.size.split("x"))
        work = plan(args.quick)
        del work["sizes"]
        data = run_one(args.worker, size, args.out, **work)
        (args.out / f".part_{args.worker}_{args.size}.json").write_text(
            json.dumps(data, ensure_ascii=False), encoding="utf-8")
        return 0
    report = sweep(args.out, args.quick, args.langs.split(","))
    print(json.dumps(report, ensure_ascii=False, indent=1) if args.json else summary(report))
    return 1 if report["cases"] or report["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
