"""Bots that fail (issue 26): a bot process that ends on its own is noticed at once, not at the
deadline, and replaced; a bot that keeps failing is said once per game, not after every turn."""
import logging
import os
import signal
import sys

import pytest

from facetable.app.bot_runner import InlineRunner, ProcessRunner
from facetable.bots.runner import ENDED
from facetable.engine import Action

from test_session import CheatingBot, CrashingBot, _session

#: Far longer than any test may wait: an answer must come from noticing the process ended.
DEADLINE_S = 30.0
#: How long a test waits for that answer (a sixth of the deadline: a loaded machine is slow,
#: but never six times the deadline's worth).
NOTICED_MS = 5000


class ExitingBot:
    name = "exits"

    def choose(self, view, legal, rng):
        sys.exit(3)


class ExitingFactory:
    """A bot that cannot even be made: its constructor calls sys.exit."""
    name = "exits-early"

    def __init__(self):
        sys.exit(4)


class HardExitingBot:
    name = "_exits"

    def choose(self, view, legal, rng):
        os._exit(7)


class AbortingBot:
    name = "aborts"

    def choose(self, view, legal, rng):
        import resource
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))     # no core file left behind
        os.abort()


class KilledBot:
    """What the memory killer does: SIGKILL."""
    name = "killed"

    def choose(self, view, legal, rng):
        os.kill(os.getpid(), signal.SIGKILL)


class FirstBot:
    name = "first"

    def choose(self, view, legal, rng):
        return legal[0]


LEGAL = (Action("a"), Action("b"))


@pytest.fixture
def runner(qtbot):
    r = ProcessRunner()
    yield r
    r.stop()


def ask(qtbot, runner, bot, timeout_ms=60000, deadline_s=DEADLINE_S):
    with qtbot.waitSignal(runner.answered, timeout=timeout_ms) as got:
        runner.ask("flip7", bot, None, LEGAL, "1/0/0", deadline_s)
    return got.args[0]


@pytest.mark.parametrize("bot", [ExitingBot, ExitingFactory])
def test_a_bot_calling_sys_exit_fails_like_one_that_raises(qtbot, runner, bot):
    """Its question fails at once (a fallback is played) and its process lives on."""
    assert ask(qtbot, runner, FirstBot).action == LEGAL[0]
    process = runner._worker.process
    answer = ask(qtbot, runner, bot, timeout_ms=NOTICED_MS)
    assert answer.action is None and answer.lost == "" and "SystemExit" in answer.error
    assert ask(qtbot, runner, FirstBot).action == LEGAL[0]
    assert runner._worker.process is process and process.is_alive()


def test_sys_exit_in_a_bot_never_ends_the_caller():
    """The arena, the benchmark and the demo think in their own process: sys.exit in a bot is
    that bot's failure, not the caller's end."""
    import random

    from facetable.bots.runner import checked_choice
    action, error = checked_choice(ExitingBot(), None, LEGAL, random.Random(1))
    assert action is None and "SystemExit: 3" in error


@pytest.mark.parametrize("bot", [HardExitingBot, AbortingBot, KilledBot])
def test_a_bot_process_that_ends_is_noticed_at_once_and_replaced(qtbot, runner, bot):
    assert ask(qtbot, runner, FirstBot).action == LEGAL[0]       # the process is up and ready
    died = runner._worker.process
    answer = ask(qtbot, runner, bot, timeout_ms=NOTICED_MS)   # not at the 30 s deadline
    assert (answer.action, answer.lost) == (None, ENDED)
    assert "ended" in answer.error
    assert not died.is_alive()
    # Started again: the next question is answered by a living process.
    assert ask(qtbot, runner, FirstBot).action == LEGAL[0]
    assert runner._worker.process is not died and runner._worker.process.is_alive()


def test_a_process_killed_while_it_starts_fails_its_question_at_once(qtbot, runner):
    """Before "ready" a question waits with the start's long timeout (60 s): a process killed
    then (the memory killer) is noticed all the same, and the next one answers."""
    with qtbot.waitSignal(runner.answered, timeout=NOTICED_MS) as got:
        runner.ask("flip7", FirstBot, None, LEGAL, "1/0/0", DEADLINE_S)
        os.kill(runner._worker.process.pid, signal.SIGKILL)
    assert got.args[0].lost == ENDED
    assert ask(qtbot, runner, FirstBot).action == LEGAL[0]


def test_the_fallback_move_is_played_long_before_the_deadline(qtbot, runner):
    ask(qtbot, runner, FirstBot)                 # both processes started: no start-up counted
    session = _session([HardExitingBot, None], runner, deadline_s=DEADLINE_S)
    notes = []
    session.noted.connect(notes.append)
    session.start()
    qtbot.waitUntil(lambda: any(seat == 0 for seat, _ in session.state.history),
                    timeout=NOTICED_MS)
    session.close()
    assert len(notes) == 1 and "B0" in notes[0] and "stopped" in notes[0]


def _play_until(qtbot, session, failures: int) -> None:
    session.start()
    qtbot.waitUntil(lambda: session.state.is_over or
                    min(session.bot_failures.values(), default=0) >= failures
                    and len(session.bot_failures) == len(session.bots) - 1, timeout=60000)


def test_a_failing_bot_is_said_once_per_game_with_one_traceback(qtbot, caplog):
    """Issue 26: a broken bot repeated its failure in the log panel and the action bar after
    every turn (15 times in one Flip 7 game) and its traceback on stderr each time."""
    session = _session([CrashingBot, CheatingBot, None], InlineRunner(), deadline_s=DEADLINE_S)
    notes, problems = [], []
    session.noted.connect(notes.append)
    session.problem.connect(problems.append)
    with caplog.at_level(logging.ERROR, logger="facetable.app.session"):
        _play_until(qtbot, session, failures=4)
    session.close()
    assert session.bot_failures[0] >= 4 and session.bot_failures[1] >= 4
    notes.sort()
    problems.sort()
    assert len(notes) == 2, notes                      # one per failing bot
    assert "B0" in notes[0] and "boom" in notes[0] and "B1" in notes[1]
    assert len(problems) == 2 and "B0" in problems[0] and "B1" in problems[1]
    errors = [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]
    assert len(errors) == 2
    assert sum("Traceback" in e and "boom" in e for e in errors) == 1


def test_the_next_game_says_it_again_once(qtbot):
    for seed in (3, 4):
        session = _session([CrashingBot, None], InlineRunner(), seed=seed)
        notes = []
        session.noted.connect(notes.append)
        _play_until(qtbot, session, failures=2)
        session.close()
        assert len(notes) == 1 and "B0" in notes[0]
