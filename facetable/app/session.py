"""One game being played at the table: the engine state, the seats, and whose turn it is.

The session is the only place that calls ``state.apply``. Humans act through the table's clicks
or the action bar; bots through the worker thread. Either way the session waits until the table
has finished moving before asking anyone for the next decision, and it shows the table from the
right seat: the one human, the human now deciding (behind a curtain when the game has secrets),
or a spectator's public view when only bots play.
"""
from __future__ import annotations

import logging
import random
from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal

from facetable.bots import make_bot
from facetable.engine import SPECTATOR, Action, Event, IllegalAction, game_module
from facetable.table.controller import TableController

log = logging.getLogger(__name__)


@dataclass
class Seat:
    name: str
    human: bool
    level: str = "normal"


def controller_class(game: str) -> type[TableController]:
    if game == "flip7":
        from facetable.table.flip7_controller import Flip7Controller
        return Flip7Controller
    if game == "crack":
        from facetable.table.crack_controller import CrackController
        return CrackController
    raise ValueError(f"no table for game {game!r}")


class GameSession(QObject):
    #: A human must decide: (seat, legal actions). The action bar shows them.
    human_turn = Signal(int, list)
    #: Nobody human is deciding (a bot thinks, or cards move).
    waiting = Signal()
    #: The next human is not the one looking: cover the table and hand over (seat).
    hand_over = Signal(int)
    #: Another seat now looks at the table (hot-seat): private log lines must be rebuilt.
    looking_changed = Signal(int)
    #: Something went wrong that the player should read (an illegal move, a bot crash).
    problem = Signal(str)
    #: The game ended: the engine's result.
    game_over = Signal(object)

    def __init__(self, game: str, options, seats: list[Seat], seed: int, worker=None,
                 bot_pause_ms: int = 600, open_hands: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.module = game_module(game)
        self.seats = seats
        self.seed = seed
        self.state = self.module.setup(options, seed)
        self.bots = {s: make_bot(game, seat.level) for s, seat in enumerate(seats)
                     if not seat.human}
        self.rngs = {s: random.Random(f"{seed}/{s}") for s in range(len(seats))}
        self.fallback_rng = random.Random(f"{seed}/fallback")
        self.worker = worker
        if worker is not None:
            worker.answered.connect(self._answered)
        self.bot_pause_ms = bot_pause_ms
        self.open_hands = open_hands
        self.hidden_info = bool(getattr(self.module, "HIDDEN_INFO", False))
        humans = [s for s, seat in enumerate(seats) if seat.human]
        self.looking = humans[0] if humans else SPECTATOR
        self.controller = controller_class(game)(
            self.state.view(self.looking), [s.name for s in seats],
            max(self.looking, 0))
        if getattr(options, "memory_mode", False):
            self.controller.memory_mode = True       # CR-11: the guess log is hidden from humans
        self.controller.looking = self.looking
        self.controller.chosen.connect(self.submit)
        self.controller.settled.connect(self._settled)
        self._request: int | None = None
        self._answer: Action | None = None
        self._pause_over = False
        self._started = False
        self._offered_at: int | None = None      # history length when a human was last asked
        self.curtain_up = False                  # the table is covered between two humans
        self._over_told = False
        self.closed = False

    # --- who sees what ----------------------------------------------------------------------
    def redact(self, events: list[Event]) -> list[Event]:
        """Events as the seat now looking at the table may see them."""
        if self.open_hands:
            return events
        return [e.seen_by(self.looking) for e in events]

    # --- flow -------------------------------------------------------------------------------
    def start(self, auto: bool = True) -> None:
        """Show the opening events; with ``auto``, go on asking humans and bots to act."""
        self._started = auto
        self.controller.play(self.redact(self.state.start_events))
        if not self.controller.busy:
            self._settled()

    def _settled(self) -> None:
        if self._started and not self.closed:
            QTimer.singleShot(0, self._advance)

    def _advance(self) -> None:
        if self.closed or self.controller.busy or self._request is not None:
            return
        if self.state.is_over:
            if not self._over_told:
                self._over_told = True
                self.game_over.emit(self.state.result)
            return
        seat = self.state.to_act
        if self.seats[seat].human:
            if self._offered_at == len(self.state.history):
                return                               # already asked for this decision
            if self.curtain_up:
                return                               # waiting for the next human to arrive
            if self.hidden_info and seat != self.looking and not self.open_hands:
                self.curtain_up = True
                self.hand_over.emit(seat)
                self._switch_viewer(seat)          # redrawn while the curtain is up
                return
            self.offer_to_human()
        else:
            self._ask_bot(seat)

    def _switch_viewer(self, seat: int) -> None:
        self.looking = seat
        self.controller.viewer = self.controller.looking = seat
        self.controller.load(self.state.view(seat))
        self.looking_changed.emit(seat)

    def offer_to_human(self) -> None:
        """Let the human to act choose (after the curtain, if there was one)."""
        seat = self.state.to_act
        self.curtain_up = False
        if seat is None or not self.seats[seat].human:
            return
        legal = self.state.legal_actions()
        forced = self.controller.auto_choice(legal)
        if forced is not None:
            self.submit(forced)
            return
        self._offered_at = len(self.state.history)
        self.controller.offer(legal, self.state.view(seat))
        self.human_turn.emit(seat, legal)

    def submit(self, action: Action) -> bool:
        """Apply a human's action. An illegal one is refused with a message; nothing changes."""
        seat = self.state.to_act
        if self.closed or seat is None or not self.seats[seat].human or self.controller.busy:
            self.problem.emit(self.tr("Please wait for your turn."))
            return False
        try:
            events = self.state.apply(action)
        except IllegalAction as error:
            self.problem.emit(self.tr("That move is not allowed: %1").replace("%1", str(error)))
            return False
        self.controller.withdraw()
        self.waiting.emit()
        self._play(events)
        return True

    def _play(self, events: list[Event]) -> None:
        self.controller.play(self.redact(events))
        if not self.controller.busy:
            self._settled()

    # --- bots -------------------------------------------------------------------------------
    def _ask_bot(self, seat: int) -> None:
        self.waiting.emit()
        legal = self.state.legal_actions()
        self._answer, self._pause_over = None, self.bot_pause_ms <= 0
        if self.worker is None:                      # a window built without a thread
            self._request = -1
            self._answered(-1, *self._think_here(seat, legal))
            return
        self._request = self.worker.ask(self.bots[seat], self.state.view(seat), legal,
                                        self.rngs[seat])
        if not self._pause_over:
            QTimer.singleShot(self.bot_pause_ms, self._pause_done)

    def _think_here(self, seat: int, legal: list[Action]) -> tuple[Action | None, str, float]:
        try:
            return self.bots[seat].choose(self.state.view(seat), legal, self.rngs[seat]), "", 0.0
        except Exception as error:  # noqa: BLE001 - a crashing bot never stops the game
            return None, repr(error), 0.0

    def _pause_done(self) -> None:
        self._pause_over = True
        self._maybe_play_bot()

    def _answered(self, request: int, action, error: str, seconds: float) -> None:
        if request != self._request or self.closed:
            return                                   # a stale answer: dropped
        legal = self.state.legal_actions()
        if action is None or action not in legal:
            seat = self.state.to_act
            log.error("bot %s (seat %s) failed: %s", self.seats[seat].level, seat,
                      error or f"illegal {action}")
            self.problem.emit(self.tr("%1's bot made a mistake; it plays a random move instead.")
                              .replace("%1", self.seats[seat].name))
            action = self.fallback_rng.choice(legal)
        self._answer = action
        self._maybe_play_bot()

    def _maybe_play_bot(self) -> None:
        if self._answer is None or not self._pause_over:
            return
        action, self._answer, self._request = self._answer, None, None
        self._play(self.state.apply(action))

    def play_bots_now(self, steps: int) -> int:
        """Play up to ``steps`` decisions with bots standing in for every seat, at once.

        Used by the demo and the benchmarks; returns how many were played.
        """
        played = 0
        while played < steps and not self.state.is_over:
            seat = self.state.to_act
            bot = self.bots.get(seat) or make_bot(self.game, "normal")
            action = bot.choose(self.state.view(seat), self.state.legal_actions(),
                                self.rngs[seat])
            self.controller.play(self.redact(self.state.apply(action)))
            played += 1
        return played

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self._request = None
        if self.worker is not None:
            self.worker.answered.disconnect(self._answered)
        self.controller.animator.finish_all()
