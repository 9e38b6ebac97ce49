"""The game session and the bot runner: bots think in another process, a bot that crashes, hangs
or cheats is replaced for that decision, stale answers are dropped, nothing waits on a stale
think, and reaction windows ask every human one at a time."""
import os
import time

import pytest
from PySide6.QtCore import QTimer

from facetable.app.bot_runner import InlineRunner, ProcessRunner
from facetable.app.main_window import MainWindow
from facetable.app.session import GameSession, Seat
from facetable.engine import Action
from facetable.engine.flip7 import Options

import toy_game

os.environ.setdefault("FACETABLE_TEST_PARENT", str(os.getpid()))  # the bot processes inherit it


class CrashingBot:
    name = "crash"

    def choose(self, view, legal, rng):
        raise RuntimeError("boom")


class CheatingBot:
    name = "cheat"

    def choose(self, view, legal, rng):
        return Action("win")


class HangingBot:
    name = "hang"

    def choose(self, view, legal, rng):
        time.sleep(60)
        return legal[0]


class ElsewhereBot:
    """Fails unless it thinks in another process than the test's."""
    name = "elsewhere"

    def choose(self, view, legal, rng):
        assert os.getpid() != int(os.environ["FACETABLE_TEST_PARENT"])
        assert not hasattr(view, "draw"), "a bot gets a view, never the state"
        return legal[0]


@pytest.fixture
def runner(qtbot):
    r = ProcessRunner()
    yield r
    r.stop()


def _session(bots, runner, seed=3, deadline_s=10.0):
    seats = [Seat(f"B{i}", False, "normal") for i in range(len(bots))]
    session = GameSession("flip7", Options(players=len(bots)), seats, seed=seed, runner=runner,
                          bot_pause_ms=0, deadline_s=deadline_s)
    session.controller.set_speed(0)
    for seat, bot in enumerate(bots):
        if bot is not None:
            session.bots[seat] = bot
    return session


@pytest.mark.parametrize("bad", [CrashingBot, CheatingBot])
def test_a_failing_bot_is_replaced_and_the_log_says_so_once(qtbot, runner, bad):
    session = _session([bad, None, None], runner)
    problems, notes = [], []
    session.problem.connect(problems.append)
    session.noted.connect(notes.append)
    session.start()
    qtbot.waitUntil(lambda: len(notes) >= 1 and len(session.state.history) > 6, timeout=30000)
    session.close()
    failures = sum(1 for seat, _ in session.state.history if seat == 0)
    # one line for the game, however many of its decisions failed (tests/test_bot_faults.py)
    assert failures >= 1 and len(notes) == 1 and session.bot_failures[0] >= failures
    assert "B0" in notes[0] and len(problems) == 1 and "B0" in problems[0]


def test_a_hanging_bot_is_stopped_at_its_deadline(qtbot, runner):
    session = _session([HangingBot, None], runner, deadline_s=0.5)
    notes = []
    session.noted.connect(notes.append)
    session.start()
    qtbot.waitUntil(lambda: any(seat == 0 for seat, _ in session.state.history), timeout=10000)
    assert notes and "B0" in notes[0] and "in time" in notes[0]
    session.close()


def test_bots_think_in_another_process(qtbot, runner):
    session = _session([ElsewhereBot, ElsewhereBot], runner)
    notes = []
    session.noted.connect(notes.append)
    session.start()
    qtbot.waitUntil(lambda: len(session.state.history) > 10, timeout=30000)
    session.close()
    assert notes == []


def test_a_stale_answer_is_dropped(qtbot):
    runner = InlineRunner()
    session = _session([None, None], runner)
    session.start()
    from facetable.bots.runner import Answer
    before = len(session.state.history)
    session._answered(Answer(10_000, session.state.legal_actions()[0], "", 0.0))  # old request
    assert len(session.state.history) == before
    session.close()


def test_a_new_game_does_not_wait_for_the_old_games_think(qtbot, runner):
    first = _session([HangingBot, None], runner, deadline_s=60)
    first.start()
    qtbot.waitUntil(lambda: runner.busy, timeout=5000)
    first.close()
    second = _session([None, None], runner, seed=4)
    second.start()
    started = time.perf_counter()
    qtbot.waitUntil(lambda: len(second.state.history) > 0, timeout=5000)   # not 60 s
    assert time.perf_counter() - started < 5
    second.close()


def test_new_game_replaces_and_frees_the_old_session(qtbot):
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


def test_closing_the_window_while_a_bot_thinks_is_immediate(qtbot):
    window = MainWindow(settings=None)
    qtbot.addWidget(window)
    window.bot_pause_ms = 0
    session = window.start_game("flip7", Options(players=2),
                                [Seat("A", False), Seat("B", False)], 1, autostart=False)
    session.bots = {0: HangingBot, 1: HangingBot}
    session.start()
    qtbot.waitUntil(lambda: window.runner.busy, timeout=5000)
    started = time.perf_counter()
    window.close()
    assert time.perf_counter() - started < 0.3
    assert not window.runner.busy


# --- reaction windows (toy game: claim, then everyone else challenges or allows at once) ------
def _toy(qtbot, humans: set[int], bots: dict[int, type], turns=4):
    seats = [Seat(f"P{i}", i in humans, "normal") for i in range(4)]
    session = GameSession(toy_game.SPEC, toy_game.Options(players=4, turns=turns), seats, seed=1,
                          runner=InlineRunner(), bot_pause_ms=0)
    for seat, bot in bots.items():
        session.bots[seat] = bot
    offers, handovers = [], []
    session.human_turn.connect(lambda seat, legal: offers.append((seat, tuple(legal))))
    session.hand_over.connect(handovers.append)
    # the curtain is lifted as soon as it is up (in the window: when the next player clicks)
    session.hand_over.connect(lambda seat: QTimer.singleShot(0, session.offer_to_human))
    return session, offers, handovers


def test_window_with_no_humans_is_settled_by_the_engine(qtbot):
    session, offers, _ = _toy(qtbot, set(), {1: toy_game.Allower, 2: toy_game.Challenger,
                                             3: toy_game.Challenger, 0: toy_game.Challenger})
    session.start()
    qtbot.waitUntil(lambda: session.state.is_over, timeout=5000)
    assert offers == []
    # actor 0 claims; seats 1, 2, 3 answer; 2 is the first challenger clockwise from 0 (CP-9)
    assert session.state.scores[2] >= 1


def test_window_asks_the_one_human_even_after_a_bot_challenged(qtbot):
    session, offers, handovers = _toy(qtbot, {3}, {0: toy_game.Challenger,
                                                   1: toy_game.Challenger,
                                                   2: toy_game.Challenger}, turns=1)
    session.start()
    qtbot.waitUntil(lambda: offers != [], timeout=5000)
    assert offers == [(3, (toy_game.CHALLENGE, toy_game.ALLOW))]
    assert session.state.deciders() == (3,) and handovers == []
    session.submit(toy_game.CHALLENGE)
    qtbot.waitUntil(lambda: session.state.is_over, timeout=5000)
    assert session.state.scores == [0, 1, 0, 0]     # seat 1 challenged first clockwise from 0


def test_window_asks_three_humans_one_at_a_time_behind_the_curtain(qtbot):
    session, offers, handovers = _toy(qtbot, {1, 2, 3}, {0: toy_game.Challenger}, turns=1)
    session.start()
    answers = {1: toy_game.ALLOW, 2: toy_game.ALLOW, 3: toy_game.CHALLENGE}
    for expected in (1, 2, 3):
        qtbot.waitUntil(lambda: len(offers) == expected and session.deciding is not None,
                        timeout=5000)
        seat = session.deciding
        assert offers[-1][0] == seat == expected
        assert session.looking == seat
        view = session.state.view(seat)
        assert view.window and seat not in view.answered
        assert session.submit(answers[seat])
    qtbot.waitUntil(lambda: session.state.is_over, timeout=5000)
    assert handovers == [1, 2, 3]       # each behind the curtain, the first one too
    assert session.state.scores == [0, 0, 0, 1]


def test_window_answers_are_settled_the_same_in_any_order():  # CP-9: the engine decides
    results = set()
    for order in ([1, 2, 3], [3, 2, 1], [2, 3, 1]):
        state = toy_game.setup(toy_game.Options(players=4, turns=1), 1)
        state.apply(toy_game.CLAIM)
        answers = {1: toy_game.ALLOW, 2: toy_game.CHALLENGE, 3: toy_game.CHALLENGE}
        for seat in order:
            assert seat in state.deciders()
            state.apply(answers[seat], seat)
        results.add(tuple(state.scores))
    assert results == {(0, 0, 1, 0)}


def test_a_hidden_answer_is_seen_only_by_its_seat():
    state = toy_game.setup(toy_game.Options(players=3, turns=1), 1)
    state.apply(toy_game.CLAIM)
    (event,) = state.apply(toy_game.CHALLENGE, 2)
    assert event.seen_by(2)["answer"] == "challenge"
    assert "answer" not in event.seen_by(1).data and "answer" not in event.seen_by(0).data


def test_a_random_style_is_drawn_from_the_seed_and_given_to_the_bot(qtbot, monkeypatch):
    import dataclasses
    import functools

    spec = toy_game.SPEC.replace(styles={"calm": "Calm", "wild": "Wild"})
    seats = [Seat("A", False, "normal", "random"), Seat("B", False, "normal", "wild"),
             Seat("C", False, "normal"), Seat("D", False, "normal", "random")]
    sessions = [GameSession(spec, toy_game.Options(players=4), seats, seed=seed,
                            runner=InlineRunner()) for seed in (5, 5, 6)]
    first, again, other = sessions
    assert first.styles == again.styles and set(first.styles) == {0, 1, 3}
    assert first.styles[1] == "wild" and first.styles[0] in ("calm", "wild")
    assert isinstance(first.bots[0], functools.partial)
    assert first.bots[0].keywords == {"style": first.styles[0]}
    assert first.bots[2] is spec.bots["normal"].make                  # no style asked
    draws = {GameSession(spec, toy_game.Options(players=4), seats, seed=s,
                         runner=InlineRunner()).styles[0] for s in range(20)}
    assert draws == {"calm", "wild"}
