"""The welcome screen's warm-up (``facetable/app/warm_up.py``): once the first frame is up, what
the first game needs is loaded, one step per turn of the event loop, so that Play finds it."""
import json
import logging
import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QObject, QTimer

from double_click import planned_steps, warmed_up
from facetable.app.warm_up import WarmUp, first_game_steps
from facetable.bench_probes import FIRST_GAME


class Window(QObject):
    """What the warm-up asks of the main window."""

    def __init__(self):
        super().__init__()
        self.closed = False
        self.session = None


def run(qtbot, window, steps):
    warm_up = WarmUp(window, steps)
    with qtbot.waitSignal(warm_up.finished, timeout=5000):
        warm_up.start()
    return warm_up


def test_steps_run_in_order_each_in_its_own_turn_of_the_event_loop(qtbot):
    seen = []

    def first():
        seen.append("first")
        QTimer.singleShot(0, lambda: seen.append("an event between the steps"))

    warm_up = run(qtbot, Window(), [("first", first), ("second", lambda: seen.append("second"))])
    assert seen == ["first", "an event between the steps", "second"]
    assert warm_up.done == ["first", "second"] and warm_up.over


def test_nothing_runs_before_start_and_a_second_start_runs_nothing_again(qtbot):
    seen = []
    warm_up = WarmUp(Window(), [("only", lambda: seen.append("only"))])
    qtbot.wait(10)
    assert seen == [] and not warm_up.over
    with qtbot.waitSignal(warm_up.finished, timeout=5000):
        warm_up.start()
        warm_up.start()
    qtbot.wait(10)
    assert seen == ["only"]


def test_a_failing_step_is_logged_and_the_others_still_run(qtbot, caplog):
    seen = []

    def broken():
        raise ValueError("a broken declaration")

    with caplog.at_level(logging.WARNING, logger="facetable.app.warm_up"):
        warm_up = run(qtbot, Window(), [("broken", broken), ("next", lambda: seen.append(1))])
    assert seen == [1] and warm_up.done == ["broken", "next"]
    assert "'broken' failed: a broken declaration" in caplog.text


def test_a_plan_that_fails_ends_the_warm_up_with_a_warning(qtbot, caplog):
    def plan():
        yield "fine", lambda: None
        raise RuntimeError("no more")

    with caplog.at_level(logging.WARNING, logger="facetable.app.warm_up"):
        warm_up = run(qtbot, Window(), plan())
    assert warm_up.done == ["fine"] and warm_up.over
    assert "warm-up stopped: no more" in caplog.text


def test_a_game_on_the_table_or_a_closed_window_stops_it(qtbot):
    for stop in ("session", "closed"):
        window, seen = Window(), []

        def begin(window=window, stop=stop):
            setattr(window, stop, True)     # a game started, or the window closed, meanwhile

        warm_up = run(qtbot, window, [("begin", begin), ("later", lambda: seen.append(1))])
        assert warm_up.done == ["begin"] and seen == [], stop


def test_the_plan_readies_the_last_game_set_up_first_then_the_others_and_the_bots():
    class Settings:
        last_setup = type("Setup", (), {"game": "coup"})()

    class Runner:
        def warm(self):
            pass

    window = Window()
    window.settings, window.runner = Settings(), Runner()
    names = [name for name, _ in first_game_steps(window)]
    games = [name for name in names if name.startswith("game ")]
    assert games[0] == "game coup" and len(games) == 5
    assert names.index("facetable.app.new_game_dialog") < names.index(games[0])
    assert names.index("bots") > names.index(games[-1])
    assert names[-2:] == ["facetable.app.rules_window", "facetable.app.lesson"]


def first_game(folder, mode: str, code: str = "") -> dict:
    """The bench's first-game probe in a process of its own: the app as a double-click starts
    it, then Play (the New game dialog, its game started) at once ("cold") or after the
    warm-up ("warm"); ``code`` runs just before Play. Its last line of output."""
    script = FIRST_GAME.replace("def play():\n", "def play():\n" + code, 1)
    done = subprocess.run([sys.executable, "-c", script, str(folder), mode],
                          capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_after_the_warm_up_play_loads_nothing_more(tmp_path):
    """Every module the first game needs (the dialog, pydantic, the session, the game's engine
    and table, the save model), the dialog's size for every game, and the bots' process are
    ready before Play."""
    code = ("    import facetable.app.new_game_dialog as dialogs\n"
            "    ready = (set(sys.modules), len(dialogs._FITS),\n"
            "             window().runner._worker is not None)\n"
            "    _exit = os._exit\n"
            "    def report(status):\n"
            "        new = sorted(m for m in set(sys.modules) - ready[0]\n"
            "                     if m.split('.')[0] in ('facetable', 'pydantic'))\n"
            "        print(json.dumps({'new': new, 'fits': ready[1], 'bots': ready[2]}))\n"
            "        sys.stdout.flush()\n"
            "        _exit(status)\n"
            "    os._exit = report\n")
    assert first_game(tmp_path, "warm", code) == {"new": [], "fits": 1, "bots": True}


def test_the_first_game_starts_the_same_with_or_without_the_warm_up(tmp_path):
    cold = first_game(tmp_path / "cold", "cold")
    warm = first_game(tmp_path / "warm", "warm")
    assert cold["warm_steps"] == 0 and warm["warm_steps"] >= 10
    for folder in ("cold", "warm"):
        saved = json.loads((tmp_path / folder / "current.json").read_text(encoding="utf-8"))
        assert saved["game"] == "flip7" and saved["seed"] == 1


def test_a_game_started_in_the_middle_of_the_warm_up_plays_and_the_warm_up_stops(window,
                                                                                  qtbot):
    """Play between two steps of the warm-up: the game starts (what it needs and the warm-up
    has not loaded yet, it loads itself), bots play it out, and no step runs meanwhile."""
    from facetable.app.session import Seat
    from facetable.games import GAMES
    sessions = []

    def play():
        sessions.append(window.start_game(
            "crack", GAMES["crack"].make_options(players=2),
            [Seat("Bot A", False, "easy"), Seat("Bot B", False, "easy")], seed=4))

    def plan():
        steps = first_game_steps(window)
        yield next(steps)
        yield next(steps)
        yield "Play", play                   # the player's click, between two turns
        yield from steps

    warm_up = window.warm_up = WarmUp(window, plan())
    with qtbot.waitSignal(warm_up.finished, timeout=20000):
        warm_up.start()
    assert len(warm_up.done) == 3 and warm_up.done[-1] == "Play"
    qtbot.waitUntil(lambda: sessions[0].state.is_over, timeout=60000)
    assert len(warm_up.done) == 3


@pytest.mark.skipif(os.name != "posix", reason="SIGTERM and process groups are POSIX")
def test_a_double_click_start_warms_up_every_step_and_quits_cleanly(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    assert warmed_up([sys.executable, "-m", "facetable"], tmp_path, env, repo) == \
        planned_steps()
