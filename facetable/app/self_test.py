"""``facetable --self-test``: check that this installation has everything it needs to play.

Made for the desktop build (``packaging/``), where a module or a file that the freezer missed
shows only when a player reaches it: every declared game must load with its table controller
and its rules text in every language, the bundled fonts and each translation must load, and
bots must answer in the bot process (multiprocessing's spawn starts this program again; see
``facetable.app.main``). The first line says which FaceTable this is (version, commit, build
date). Each check prints one line, ``ok`` or ``FAILED`` with the reason; the
status is 0 only when all pass. Nothing is written and no window is shown.
"""
from __future__ import annotations

import sys
import time
from typing import Callable

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

#: Bot decisions played through the bot process, per game.
BOT_DECISIONS = 3
#: Longest wait for the bot process to start and answer them all, per game.
BOT_TIMEOUT_S = 60.0


def run_self_test(app: QApplication, out=None) -> int:
    """Run every check, print one line each; 0 if all pass, 1 otherwise."""
    out = out or sys.stdout
    checks: list[tuple[str, Callable[[], str]]] = [
        ("version", _version),
        ("resources", _resources),
        ("games", _games),
        ("fonts", _fonts),
        ("translations", _translations),
        ("text", _text),
        ("bot process", _bot_process),
    ]
    failed = 0
    for name, check in checks:
        try:
            detail = check()
        except Exception as error:  # noqa: BLE001 - a failed check is reported, never a traceback
            failed += 1
            print(f"{name}: FAILED: {type(error).__name__}: {error}", file=out, flush=True)
        else:
            print(f"{name}: ok ({detail})", file=out, flush=True)
    return 1 if failed else 0


def _version() -> str:
    """Which FaceTable this is (what a bug report needs): version, commit, build date."""
    from facetable.build_info import build_info
    return build_info().describe()


def _resources() -> str:
    from facetable import paths
    for folder in (paths.ASSETS_DIR, paths.TRANSLATIONS_DIR):
        if not folder.is_dir():
            raise FileNotFoundError(f"{folder} is missing")
    return f"assets in {paths.ASSETS_DIR}, translations in {paths.TRANSLATIONS_DIR}"


def _games() -> str:
    """Every declared game loads, with its table controller and rules in every language."""
    from facetable import games
    from facetable.app.i18n import LANGUAGES
    declared = list(games._DECLARATIONS)
    loaded = list(games.GAMES)
    missing = [name for name in declared if name not in loaded]
    if missing:
        raise RuntimeError(f"{', '.join(missing)} did not load (of {', '.join(declared)})")
    for name in loaded:
        spec = games.game_spec(name)
        spec.controller_class()
        for lang in LANGUAGES:
            rules = spec.rules_file(lang)
            if not rules.is_file():
                raise FileNotFoundError(f"{rules} is missing")
    return ", ".join(loaded)


def _fonts() -> str:
    from facetable.app.fonts import load_bundled_fonts
    from facetable.app.i18n import DEFAULT_FONT, SCRIPT_FONTS
    families = load_bundled_fonts()
    missing = {DEFAULT_FONT, *SCRIPT_FONTS.values()} - set(families)
    if missing:
        raise RuntimeError(f"{', '.join(sorted(missing))} not registered (got {families})")
    return ", ".join(families)


def _translations() -> str:
    from PySide6.QtCore import QTranslator

    from facetable import paths
    from facetable.app.i18n import LANGUAGES
    loaded = []
    for lang in LANGUAGES:                      # English's holds its plural forms
        path = paths.TRANSLATIONS_DIR / f"facetable_{lang}.qm"
        translator = QTranslator()
        if not translator.load(str(path)) or translator.isEmpty():
            raise RuntimeError(f"{path} does not load")
        loaded.append(lang)
    return ", ".join(loaded)


def _text() -> str:
    """What Qt asks of ICU: Vietnamese sorting, Turkish capitals, time-zone names. (The
    desktop build carries a trimmed ICU data library, ``packaging/icu_data.py``.)"""
    from PySide6.QtCore import QCollator, QLocale, QTimeZone
    letters = ["ơ", "b", "o", "â", "ô", "ă", "a"]
    order = sorted(letters, key=QCollator(QLocale("vi")).sortKey)
    if order != ["a", "ă", "â", "b", "o", "ô", "ơ"]:
        raise RuntimeError(f"Vietnamese letters sort as {order}")
    upper = QLocale("tr").toUpper("i")
    if upper != "\u0130":
        raise RuntimeError(f"Turkish i in capitals is {upper!r}")
    zone = QTimeZone(b"Asia/Tehran")
    names = [zone.displayName(QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName,
                              QLocale(lang)) for lang in ("fa", "vi")]
    if not zone.isValid() or not all(names) or "Asia/Tehran" in names:
        raise RuntimeError(f"no time-zone names: {names}")
    return f"sorting, capitals, time zones: {' / '.join(names)}"


def _bot_process() -> str:
    """A few decisions of every game, each answered in the bot process and then played."""
    from facetable import games
    from facetable.app.bot_runner import ProcessRunner
    from facetable.bots.runner import request_seed

    runner = ProcessRunner()
    start = time.perf_counter()
    played = 0
    try:
        for name in games.GAMES:
            spec = games.game_spec(name)
            state = spec.setup(spec.make_options(), 1)
            for _ in range(BOT_DECISIONS):
                if state.is_over:
                    break
                seat = state.deciders()[0]
                legal = state.legal_actions(seat)
                make = spec.bot_factory(spec.levels[0])
                answer = _ask(runner, name, make, state.view(seat), legal,
                              request_seed(1, seat, len(state.history)))
                if answer.action is None:
                    raise RuntimeError(f"{name}: the bot failed: {answer.error.splitlines()[-1]}")
                state.apply(answer.action, seat)
                played += 1
        pids = {w.process.pid for w in (runner._worker, runner._spare) if w is not None}
    finally:
        runner.stop()
    return (f"{played} decisions answered in process {', '.join(map(str, sorted(pids)))} "
            f"in {time.perf_counter() - start:.1f} s")


def _ask(runner, game: str, make, view, legal, seed: str):
    """Ask the runner once and wait, in an event loop, for its answer."""
    answers = []
    loop = QEventLoop()
    runner.answered.connect(answers.append)
    runner.answered.connect(loop.quit)
    timer = QTimer(singleShot=True, interval=int(BOT_TIMEOUT_S * 1000))
    timer.timeout.connect(loop.quit)
    try:
        runner.ask(game, make, view, legal, seed, deadline_s=BOT_TIMEOUT_S)
        timer.start()
        while not answers and timer.isActive():
            loop.exec()
    finally:
        timer.stop()
        runner.answered.disconnect(answers.append)
        runner.answered.disconnect(loop.quit)
    if not answers:
        raise TimeoutError(f"{game}: no answer from the bot process in {BOT_TIMEOUT_S:.0f} s")
    return answers[0]

