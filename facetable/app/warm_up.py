"""Ready the first game while the welcome screen waits for the player.

The first frame loads only what it shows (``tests/test_startup.py``), so the first Play used to
pay for the rest: the New game dialog (with pydantic and the setup model, and its size measured
for every game), then the session, the game's engine and table, the save model and the bots'
process: about 160 ms before the dialog appeared and 140 ms more before the table did, against
15 and 70 ms once this has run (``python -m facetable.bench``: ``first_game_*``).

:class:`WarmUp` does that work once the welcome screen has been painted and the player is
looking at it, one step per turn of the event loop, so that a click waits for one step at
most. Each step only loads or starts what a game would load or start anyway, so a game started
before the last step finds some of it done; the warm-up stops there, so that the game's
animations never wait for it. A step that fails (a game whose declaration is broken) is logged
and skipped: the welcome screen already shows that game as well as it can.
"""
from __future__ import annotations

import importlib
import logging
from functools import partial
from collections.abc import Callable, Iterable, Iterator
from types import ModuleType
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from .tracing import trace

if TYPE_CHECKING:
    from .main_window import MainWindow

log = logging.getLogger(__name__)

#: How long after the welcome screen's first frame the warm-up begins (ms): the frame and
#: what follows it (the check for an unfinished game) come first.
WARM_UP_MS = 300

Step = tuple[str, Callable[[], object]]


class WarmUp(QObject):
    """Runs ``steps`` (name, function), in order, one per turn of the event loop, from
    :meth:`start`; ``finished`` once all have run, or as soon as a game is on the table or the
    window is closed. ``steps`` may be a generator: what it does between two steps runs in a
    turn of its own."""

    finished = Signal()

    def __init__(self, window: MainWindow, steps: Iterable[Step]) -> None:
        super().__init__(window)
        self.window = window
        self._steps: Iterator[Step] = iter(steps)
        #: The names of the steps run so far, in order (failed ones too).
        self.done: list[str] = []
        self._started = self._over = False

    def start(self) -> None:
        """Begin (once); each later step waits for the events that came in meanwhile."""
        if not self._started:
            self._started = True
            QTimer.singleShot(0, self, self._next)

    def start_later(self, ms: int = WARM_UP_MS) -> None:
        """:meth:`start` in ``ms`` milliseconds."""
        QTimer.singleShot(ms, self, self.start)

    @property
    def over(self) -> bool:
        """No step is left to run."""
        return self._over

    def _next(self) -> None:
        step = None
        # A game on the table has loaded what it needs; a step now would make its
        # animations stutter, so the rest is left undone.
        if not self.window.closed and self.window.session is None:
            try:
                step = next(self._steps, None)
            except Exception as error:            # noqa: BLE001 - the plan itself failed
                log.warning("warm-up stopped: %s", error)
        if step is None:
            self._over = True
            trace({"trace": "warm-up over", "steps": self.done})
            self.finished.emit()
            return
        name, function = step
        try:
            function()
        except Exception as error:                # noqa: BLE001 - one step's fault
            log.warning("warm-up step %r failed: %s", name, error)
        self.done.append(name)
        QTimer.singleShot(0, self, self._next)


def first_game_steps(window: MainWindow) -> Iterator[Step]:
    """What the first game needs, in the order a player meets it: the New game dialog, the
    game last set up (its engine and table) and then the others, the session and the saves,
    and the bot processes; then the Rules window and the lessons."""
    from facetable.games import GAMES
    # pydantic in three pieces, so that no step keeps a click waiting for long (~50 ms at most).
    yield from _imports("pydantic_core", "pydantic.fields", "pydantic.main",
                        "facetable.app.setup_model", "facetable.app.new_game_dialog")
    yield "new game dialog's size", lambda: measure_new_game_dialog(window)
    names = [menu.id for menu in GAMES.menus()]
    setup = getattr(window.settings, "last_setup", None)
    last = setup.game if setup is not None else None
    names.sort(key=lambda name: name != last)     # the last game set up first
    for name in names:
        yield f"game {name}", lambda name=name: GAMES[name].controller_class()
    yield from _imports("facetable.app.session")
    yield "save model", lambda: build_models(importlib.import_module("facetable.saves.model"))
    yield "statistics model", lambda: build_models(
        importlib.import_module("facetable.saves.stats"))
    yield "bots", window.runner.warm
    # The welcome screen's other doors: a tile's Rules and Learn to play.
    yield from _imports("facetable.app.rules_window", "facetable.app.lesson")


def _imports(*modules: str) -> Iterator[Step]:
    """One step for each of ``modules``, importing it (named by the module)."""
    for module in modules:
        yield module, partial(importlib.import_module, module)


def measure_new_game_dialog(window: MainWindow) -> None:
    """Make a New game dialog as Play would, unseen, and drop it: it measures the size that
    fits every game (``NewGameDialog._fit_every_game``, kept for the run), which was most of
    the time its first opening took."""
    from .new_game_dialog import NewGameDialog
    NewGameDialog(window, getattr(window.settings, "last_setup", None)).deleteLater()


def build_models(module: ModuleType) -> None:
    """Build now the validators of the pydantic models ``module`` defines with
    ``defer_build`` (each is otherwise built at its first use: 10 to 40 ms)."""
    from pydantic import BaseModel
    for value in vars(module).values():
        if (isinstance(value, type) and issubclass(value, BaseModel)
                and value.__module__ == module.__name__ and not value.__pydantic_complete__):
            value.model_rebuild()
