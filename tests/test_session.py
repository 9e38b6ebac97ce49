"""The game session: crashing bots are replaced by a legal move, stale answers are dropped,
and bots think on a worker thread."""
import threading

from facetable.app.bot_worker import BotWorker
from facetable.app.main_window import MainWindow
from facetable.app.session import GameSession, Seat
from facetable.engine.flip7 import Options


class CrashingBot:
    name = "crash"

    def choose(self, view, legal, rng):
        raise RuntimeError("boom")


class ThreadRecordingBot:
    name = "recorder"

    def __init__(self):
        self.threads = set()

    def choose(self, view, legal, rng):
        self.threads.add(threading.get_ident())
        assert not hasattr(view, "draw"), "a bot gets a view, never the state"
        return legal[0]


def _session(qtbot, bots, worker):
    seats = [Seat(f"B{i}", False, "normal") for i in range(len(bots))]
    session = GameSession("flip7", Options(players=len(bots)), seats, seed=3, worker=worker,
                          bot_pause_ms=0)
    session.controller.set_speed(0)
    for seat, bot in enumerate(bots):
        if bot is not None:
            session.bots[seat] = bot
    return session


def test_a_crashing_bot_is_replaced_by_a_random_legal_move(qtbot):
    worker = BotWorker()
    session = _session(qtbot, [CrashingBot(), None, None], worker)
    problems = []
    session.problem.connect(problems.append)
    session.start()
    qtbot.waitUntil(lambda: session.state.is_over, timeout=30000)
    assert problems and "B0" in problems[0]
    session.close()
    worker.stop()


def test_bots_think_off_the_gui_thread(qtbot):
    worker = BotWorker()
    recorder = ThreadRecordingBot()
    session = _session(qtbot, [recorder, recorder], worker)
    session.start()
    qtbot.waitUntil(lambda: len(session.state.history) > 10, timeout=30000)
    session.close()
    worker.stop()
    assert recorder.threads and threading.get_ident() not in recorder.threads


def test_a_stale_answer_is_dropped(qtbot):
    worker = BotWorker()
    session = _session(qtbot, [None, None], worker)
    session.start()
    qtbot.waitUntil(lambda: session._request is not None or bool(session.state.history),
                    timeout=5000)
    before = len(session.state.history)
    session._answered(10_000, session.state.legal_actions()[0], "", 0.0)   # an old request id
    assert len(session.state.history) == before
    session.close()
    worker.stop()


def test_new_game_replaces_the_old_session(qtbot):
    window = MainWindow(settings=None)
    qtbot.addWidget(window)
    window.set_speed(0)
    window.bot_pause_ms = 0
    first = window.start_game("flip7", Options(players=2), [Seat("A", False), Seat("B", False)], 1)
    second = window.start_game("flip7", Options(players=2), [Seat("A", False), Seat("B", False)], 2)
    assert first.closed and not second.closed
    moves = len(first.state.history)
    qtbot.waitUntil(lambda: len(second.state.history) > 5, timeout=10000)
    assert len(first.state.history) == moves
    window.close()
