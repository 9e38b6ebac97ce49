"""Work moved out of the way of the first frame and of animations, still done right:
bot processes start with the game, card pictures are drawn ahead, fonts register once, and
the app leaves the garbage collector on."""
import gc

import pytest
from PySide6.QtGui import QFontDatabase

from facetable.app.bot_runner import ProcessRunner
from facetable.app.main import main
from facetable.app.session import GameSession, Seat
from facetable.engine.flip7 import Options
from facetable.table import art


@pytest.fixture
def runner(qapp):
    r = ProcessRunner()
    yield r
    r.stop()


def test_a_game_with_bots_starts_the_bot_processes_before_any_question(runner):
    seats = [Seat("A", True), Seat("B", False, "normal")]
    session = GameSession("flip7", Options(players=2), seats, seed=1, runner=runner)
    # White-box: the worker and its spare run before the first bot is asked anything.
    assert not runner.busy
    assert runner._worker is not None and runner._worker.process.is_alive()
    assert runner._spare is not None and runner._spare.process.is_alive()
    session.close()


def test_a_game_of_humans_starts_no_process(runner):
    seats = [Seat("A", True), Seat("B", True)]
    GameSession("flip7", Options(players=2), seats, seed=1, runner=runner).close()
    assert runner._worker is None and runner._spare is None


def test_the_other_pictures_of_a_game_are_drawn_ahead_at_a_new_size(qtbot):
    names = art.card_names("flip7")
    assert "back" in names and len(names) > 20
    art.card_pixmap("flip7", "back", 41, 57)
    qtbot.waitUntil(lambda: not art._prerender._queue, timeout=10000)
    before = art._draw.cache_info()
    for name in names:
        pixmap = art.card_pixmap("flip7", name, 41, 57)
        assert (pixmap.width(), pixmap.height()) == (41, 57)
    after = art._draw.cache_info()
    assert after.hits - before.hits == len(names) and after.misses == before.misses


def test_bundled_fonts_are_registered_once(qapp, monkeypatch):
    from facetable.app.fonts import load_bundled_fonts
    families = load_bundled_fonts()
    assert {"DejaVu Sans", "Vazirmatn"} <= set(families)
    calls = []
    monkeypatch.setattr(QFontDatabase, "addApplicationFont",
                        staticmethod(lambda path: calls.append(path) or -1))
    assert load_bundled_fonts() == families
    assert calls == []


@pytest.mark.parametrize("argv", [["--size", "0x0"], ["--demo", "flip7", "--steps", "2",
                                                      "--screenshot", "{tmp}/x.png"]])
def test_main_leaves_the_garbage_collector_on(tmp_path, argv):
    main([a.replace("{tmp}", str(tmp_path)) for a in argv])
    assert gc.isenabled()


def test_a_question_sent_to_a_starting_process_is_not_charged_for_its_start(qtbot, runner):
    """The deadline counts from the moment the bot process is ready: a fresh process takes
    longer to start than this deadline, yet the (instant) bot answers in time."""
    from facetable.bots.base import RandomBot
    from facetable.games import game_spec
    state = game_spec("flip7").setup(Options(players=2), 1)
    seat = state.deciders()[0]
    answers = []
    runner.answered.connect(answers.append)
    runner.ask("flip7", RandomBot, state.view(seat), state.legal_actions(seat), "1/0/0",
               deadline_s=0.5)
    qtbot.waitUntil(lambda: bool(answers), timeout=30000)
    assert answers[0].action is not None, answers[0].error
    assert answers[0].seconds >= 0
