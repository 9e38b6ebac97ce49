"""The one path from a bot to a decision, shared by the app, the arena, the benchmark and the demo.

``checked_choice`` asks a bot and returns its action only if it is legal; otherwise it returns
None with the reason (the bot raised, or answered something illegal). ``fallback`` is what every
caller plays instead: a legal move drawn from the decision's own random source. ``serve`` is the
loop of the bot process the app thinks in (``facetable/app/bot_runner.py``).

A request carries everything a bot may use, by value: the bot's factory, the seat's view, the legal actions and a seed for its random source (``request_seed``), so a bot never
shares a mutable object with the table, and a game replays the same way wherever it is thought.
No Qt here.
"""
from __future__ import annotations

import random
import time
import traceback
from dataclasses import dataclass
from typing import Any, Callable

from facetable.engine.contract import Action

from .base import Bot


@dataclass(frozen=True, slots=True)
class Request:
    """One decision asked of a bot: how to make it, what it sees, what it may do, and the
    seed of its own random source."""

    id: int
    game: str
    make: Callable[[], Bot]       # the bot's class or factory (pickled by reference)
    view: Any
    legal: tuple[Action, ...]
    seed: str


@dataclass(frozen=True, slots=True)
class Answer:
    """What a bot answered to request ``id``: its action, or None and the error."""

    id: int
    action: Action | None     # None: the bot failed (see error)
    error: str
    seconds: float
    #: Why no bot answered at all, when the runner says it: "" (the bot answered or raised),
    #: ``LATE`` (stopped at its deadline) or ``ENDED`` (the process it thought in ended).
    lost: str = ""


#: ``Answer.lost``: the bot was stopped at its deadline.
LATE = "late"
#: ``Answer.lost``: the process the bot thought in ended (it exited, aborted, was killed).
ENDED = "ended"


def request_seed(game_seed: int, seat: int, step: int) -> str:
    """The seed of one decision's random source: the same game asks the same question the same
    way every time (replays, arena runs), and no two decisions share a generator."""
    return f"{game_seed}/{seat}/{step}"


def checked_choice(bot: Bot, view: Any, legal: list[Action] | tuple[Action, ...],
                   rng: random.Random) -> tuple[Action | None, str]:
    """(the bot's action, "") if it is legal, else (None, why)."""
    try:
        action = bot.choose(view, list(legal), rng)
    except (Exception, SystemExit):  # noqa: BLE001 - any bot failure is reported, never fatal
        # (SystemExit: a bot calling sys.exit ends neither the app, the arena nor its process)
        return None, traceback.format_exc(limit=4).strip()
    if action not in legal:
        return None, f"{getattr(bot, 'name', bot)} chose an illegal action: {action!r}"
    return action, ""


def fallback(legal: list[Action] | tuple[Action, ...], rng: random.Random) -> Action:
    """The move played for a bot that failed: any legal one."""
    return rng.choice(list(legal))


def answer(request: Request) -> Answer:
    """Think about one request (in whatever process runs it). The bot is made afresh: a bot
    knows only what the view tells it, never what it saw for another seat."""
    start = time.perf_counter()
    try:
        bot = request.make()
    except (Exception, SystemExit):  # noqa: BLE001
        return Answer(request.id, None, traceback.format_exc(limit=2).strip(), 0.0)
    action, error = checked_choice(bot, request.view, request.legal, random.Random(request.seed))
    return Answer(request.id, action, error, time.perf_counter() - start)


def serve(conn) -> None:  # pragma: no cover - runs in the bot process (tested through the app)
    """The bot process: answer requests from ``conn`` until it closes.

    It says "ready" once every game's engine and bots are imported: the app starts a question's
    deadline then, so a bot is never charged for the start of its process."""
    import os
    import signal

    # Ctrl+C in a terminal reaches the whole process group: the app decides when this process
    # stops (it closes the pipe or kills it), so the bot never dies with a traceback. The app
    # starts this process with SIGINT blocked (so it cannot land while Python and
    # multiprocessing start); ignored from here on, it may be unblocked.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if os.name == "posix":
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    import facetable.games  # noqa: F401 - what the requests will unpickle and run
    try:
        conn.send("ready")
    except OSError:            # the app was killed while this process started
        return
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        try:
            conn.send(answer(request))
        except OSError:        # the app is gone (killed mid-think): leave quietly
            return
