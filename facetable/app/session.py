"""One game being played at the table: the engine state, the seats, and who decides now.

The session is the only place that calls ``state.apply``. Humans act through the table's clicks
or the action bar; bots through the runner (another process). Either way the session waits until
the table has finished moving before taking the next decision, and it shows the table from the
right seat: the one human, the human now deciding (behind a curtain when the game has secrets),
or a spectator's public view when only bots play.

Every applied action is saved at once (``recorder``, see ``facetable.saves``), before the table
shows it: a kill at any moment loses at most the action being applied. A resumed game (``moves``)
is replayed onto the table instantly when it starts; a hot-seat game with secrets starts (or
resumes) on the public view, and its first human takes the screen behind the curtain.

When several seats decide at once (a reaction window, a simultaneous commit) the engine keeps
their answers hidden until the last is in and settles the window itself. The session first lets
the bots among them answer, then asks the humans one at a time, each behind the curtain in
hot-seat. Every human decider is asked whatever the bots answered, so the prompts tell nothing.

Before a curtain, the human who has just played keeps the table (``turn_done``) until they say
Done or a short pause ends (``hand_over_pause_ms``, a setting), so the result of their move (a
tile they drew, a card they lost) is seen before the screen passes on; in every game alike.
"""
from __future__ import annotations

import logging
import random
import traceback
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QTimer, Signal

from facetable.engine import SPECTATOR, Action, Event, IllegalAction, Move, OptionSet
from facetable.characters import face_seed
from facetable.games import RANDOM_STYLE, GameSpec, game_spec
from facetable.saves.undo import (NOTHING, OFF, PRACTICE, SAFE, UndoPoint, hides, redo_group,
                                  undo_point)
from facetable.table.controller import QUIET_OFF
from facetable.table.log_lines import Note

from .bot_runner import DEFAULT_DEADLINE_S
from .tracing import trace

if TYPE_CHECKING:
    from facetable.bots.runner import Answer

    from .later_game import LastGame

# Imported when first used, not needed for the first frame: the bots' side of a decision
# (``facetable.bots.runner``, at a bot's first turn) and ``later_game`` (when a game is over).

log = logging.getLogger(__name__)


@dataclass
class Seat:
    """One seat of a game: who sits there (a human, or a bot of a level and style)."""

    name: str
    human: bool
    level: str = "normal"
    #: A bot's personality: one of the game's styles, "random" (drawn at the start, hidden)
    #: or None (the bot's default).
    style: str | None = None


@dataclass
class _Thinking:
    """A bot's decision in progress: its request, what it was asked, its answer once in."""

    request: int
    legal: tuple[Action, ...]
    answer: Action | None = None
    pause_over: bool = False


class GameSession(QObject):
    #: A human must decide: (seat, legal actions). The action bar shows them.
    human_turn = Signal(int, list)
    #: Nobody human is deciding (a bot thinks, or cards move).
    waiting = Signal()
    #: The next human is not the one looking: cover the table and hand over (seat).
    hand_over = Signal(int)
    #: The human looking has played and the next human must take the screen: the one who
    #: played reads the result until ``done`` (a Done button, or ``hand_over_pause_ms``)
    #: before the curtain comes (seat that played, seat next).
    turn_done = Signal(int, int)
    #: Another seat now looks at the table (hot-seat): private log lines must be rebuilt.
    looking_changed = Signal(int)
    #: Something went wrong that the player should read (an illegal move, a bot's failure).
    problem = Signal(str)
    #: A public line for the log (an undo, a bot's failure said once): a ``Note``, a str that
    #: can write itself again in another language.
    noted = Signal(object)
    #: The game could not be saved (the OSError): emitted the first time only, the game goes
    #: on unsaved; the window tells the player (``MainWindow.unsaved``).
    save_failed = Signal(object)
    #: The game ended: the engine's Outcome.
    game_over = Signal(object)
    # A move that cannot be undone waits for the human to confirm it: (action, question).
    confirm_needed = Signal(object, str)
    # Seconds left before the reaction countdown plays the default answer (0: it just did).
    countdown = Signal(int)
    #: Undo or Redo may have become possible or impossible (``undo_point``, ``can_redo``).
    undo_changed = Signal()
    #: Undo rebuilt the table: this new controller replaces the old one (already disposed of
    #: once the replay is shown); the window shows it and listens to it.
    table_replaced = Signal(object)
    #: A move was applied and its events go to the table (as the seat looking sees them).
    played = Signal(list)

    def __init__(self, game: str | GameSpec, options, seats: list[Seat], seed: int, runner=None,
                 bot_pause_ms: int = 600, open_hands: bool = False,
                 table_options: OptionSet | None = None,
                 deadline_s: float = DEFAULT_DEADLINE_S, recorder=None,
                 moves: Sequence[Move] = (), parent: QObject | None = None,
                 deal: list | None = None, first: int | None = None) -> None:
        super().__init__(parent)
        self.spec = game if isinstance(game, GameSpec) else game_spec(game)
        self.game = self.spec.id
        self.seats = seats
        self.seed = seed
        #: ``setup``'s ``deal`` and ``first`` (None: drawn from the seed); saved with the game.
        self.deal = deal
        self.first = first
        self.state = self._set_up(options)
        #: Seat -> the style its bot plays (a "random" one drawn now; the table never shows it).
        self.styles = {s: self._resolve_style(s, seat.style) for s, seat in enumerate(seats)
                       if not seat.human and seat.style is not None and self.spec.styles}
        #: Seat -> the factory of its bot (the runner makes the bot where it thinks).
        self.bots = {s: self.spec.bot_factory(seat.level, self.styles.get(s))
                     for s, seat in enumerate(seats) if not seat.human}
        self.runner = runner
        if runner is not None:
            runner.answered.connect(self._answered)
            if self.bots:
                runner.warm()                    # now, not at the first bot's question
        self.bot_pause_ms = bot_pause_ms
        self.deadline_s = deadline_s
        self.open_hands = open_hands
        self.hidden_info = self.spec.hidden_info
        humans = [s for s, seat in enumerate(seats) if seat.human]
        self.looking = humans[0] if humans else SPECTATOR
        #: Saves the game after every action (``facetable.saves.Recorder``), or None.
        self.recorder = recorder
        self._save_failed = False
        #: Seat -> how many of its bot's decisions failed this game (a fallback move was
        #: played for each); the first is said, the others only counted.
        self.bot_failures: dict[int, int] = {}
        #: A resumed game's moves, replayed onto the table by ``start``.
        self._pending = list(moves)
        if self.hidden_info and len(humans) > 1 and not open_hands:
            # Hot-seat with secrets: nobody's hand is on screen until its owner takes the
            # screen behind the curtain (a new game as a resumed one, issue 22).
            self.looking = SPECTATOR
        self.table_options = table_options or (self.spec.table_options()
                                               if self.spec.table_options else None)
        self.controller = self._new_controller()
        self._thinking: dict[int, _Thinking] = {}   # seat -> its bot's decision in progress
        self.deciding: int | None = None         # the human now offered a decision
        self._handed_to: int | None = None       # the human the curtain waits for
        #: Hot-seat: before the curtain, the human who played keeps the table until they say
        #: Done (None), for this many ms, or not at all (0, the curtain comes at once).
        self.hand_over_pause_ms: int | None = 0
        self._acted = False                      # the human looking has played since taking over
        self._done_for: int | None = None        # the next human, while a Done is awaited
        self._done_timer = QTimer(self)
        self._done_timer.setSingleShot(True)
        self._done_timer.timeout.connect(self.done)
        self._started = False
        self._over_told = False
        self.closed = False
        # CP-19: ask before moves the table calls irreversible (``confirm_text``).
        self.confirm = True
        # Seconds a human has to react before the table's default answer is played (0: off).
        self.countdown_s = 0
        #: Reactions let pass without asking (``TableController.quiet_answer``): "off",
        #: "unless_able" or "ask_challenges".
        self.quiet_reactions = QUIET_OFF
        self._countdown = QTimer(self)
        self._countdown.setInterval(1000)
        self._countdown.timeout.connect(self._tick)
        self._countdown_left = 0
        self._countdown_for: tuple[int | None, int] = (None, -1)
        #: Undo's mode (``facetable.saves.undo``): off, safe or practice.
        self.undo_mode = SAFE
        #: Per move of the history: whether it brought something hidden to light, and whether
        #: it kept something from another seat (Safe undo's questions).
        self._revealed: list[bool] = []
        self._hidden: list[bool] = []
        #: Moves taken back by Undo, in order, for Redo (emptied by a new decision).
        self._redo: list = []
        #: A practice game (played with Practice undo): never counted in the statistics.
        self.practice = bool(recorder is not None and recorder.save.practice)
        # Hints shown in this game (``mark_hint``): counted apart in the statistics.
        self.hints = recorder.save.hints if recorder is not None else 0
        self._shown = False                      # ``start`` has put the game on the table
        #: While held, nobody is asked to move (a lesson's explanation is being read).
        self.held = False
        #: ``guard(action) -> reason or None``: a human's move the guard refuses is not played
        #: and the reason is said (a lesson asking for one kind of move).
        self.guard = None

    def _set_up(self, options):
        """The game as it starts: options, seed, deal and first seat (undo starts again here)."""
        return self.spec.new_state(options, self.seed, self.deal, self.first)

    def last_game(self) -> LastGame | None:
        """The finished game, for who starts the next one (None while it is not over)."""
        if not self.state.is_over:
            return None
        from .later_game import LastGame
        return LastGame(self.game, self.state.outcome(), self.state.first,
                        tuple(seat.name for seat in self.seats))

    def _new_controller(self):
        """The game's table controller for the seat now looking, on the state as it is."""
        controller = self.spec.controller_class()(
            self.state.view(self.looking), [s.name for s in self.seats], max(self.looking, 0))
        controller.configure(self.table_options)
        controller.show_people(self.people())
        controller.looking = self.looking
        controller.sound_for = self.spec.sound_for
        controller.chosen.connect(self.submit)
        controller.settled.connect(self._settled)
        return controller

    def people(self) -> list[tuple[int | str, str]]:
        """Each seat as its panel shows it: a bot's face seed (from its name) or a human's name,
        and the bot's style label where it is public ('' for a human, no style or a hidden one)."""
        def style_label(seat: Seat) -> str:
            if seat.human or seat.style in (None, RANDOM_STYLE):
                return ""
            return self.spec.styles.get(seat.style, "")
        return [(seat.name if seat.human else face_seed(seat.name), style_label(seat))
                for seat in self.seats]

    def _resolve_style(self, seat: int, style: str) -> str:
        return self.spec.resolve_style(style, self.seed, seat)

    # --- who sees what ----------------------------------------------------------------------
    def redact(self, events: list[Event]) -> list[Event]:
        """Events as the seat now looking at the table may see them."""
        if self.open_hands:
            return events
        return [e.seen_by(self.looking) for e in events]

    @property
    def curtain_up(self) -> bool:
        return self._handed_to is not None

    # --- flow -------------------------------------------------------------------------------
    def start(self, auto: bool = True) -> None:
        """Show the opening events (and a resumed game's moves, instantly) and save; with
        ``auto``, go on asking humans and bots to act."""
        self._started = auto
        self._show_from_start(self._pending, at_once=bool(self._pending))
        self._pending = []
        self._shown = True
        self._record()
        self.undo_changed.emit()
        if not self.controller.busy:
            self._settled()

    def _show_from_start(self, moves: Sequence[Move], at_once: bool = True) -> None:
        """Apply ``moves`` to the freshly set-up state and show them, with the opening events,
        on the table: at once (a resumed game, an undo), or animated (a new game's deal)."""
        if not at_once:
            self.controller.play(self.redact(self.state.start_events))
            return
        events = list(self.state.start_events)
        for seat, action in moves:
            events.extend(self._apply_watched(action, seat))
        self.controller.play_at_once(self.redact(events))

    def _apply_watched(self, action: Action, seat: int) -> list[Event]:
        """``state.apply``, keeping what Safe undo asks of the move: did it reveal anything,
        did it hide anything from another seat."""
        events = self.state.apply(action, seat)
        self._note_move(self.state, events)
        return events

    def _note_move(self, state, events: list[Event]) -> None:
        self._revealed.append(any(state.reveals(e) for e in events))
        self._hidden.append(hides(events, state.players))

    def _move_flags(self) -> tuple[list[bool], list[bool]] | None:
        """Safe undo's facts about every move; read again from a replay when moves were
        applied to the state from outside the session (tests, tools). None when the history
        does not replay from the seed (a state set up by hand): such a game has no undo."""
        history = self.state.history
        if len(self._revealed) != len(history):
            self._revealed, self._hidden = [], []
            try:
                state = self._set_up(self.state.options)
                for seat, action in history:
                    self._note_move(state, state.apply(action, seat))
            except IllegalAction:
                self._revealed, self._hidden = [], []
                return None
        return self._revealed, self._hidden

    def _apply(self, action: Action, seat: int, redoing: bool = False) -> list[Event]:
        """Apply a new decision, then save before anything is shown (every new action goes
        through here; only ``start`` and ``undo`` replay saved moves directly). A new decision
        forgets what Redo would have played again."""
        events = self._apply_watched(action, seat)
        if not redoing:
            self._redo = []
        self._record()
        trace(self.state.history[-1].to_json())
        self.undo_changed.emit()
        return events

    def _record(self) -> None:
        if self.recorder is None:
            return
        try:
            self.recorder.record(self.state)
        except OSError as error:
            if not self._save_failed:            # said once, not after every move
                self._save_failed = True
                self.save_failed.emit(error)

    def _settled(self) -> None:
        if self._started and not self.closed:
            QTimer.singleShot(0, self._advance)

    def hold(self, on: bool) -> None:
        """Hold the game (nobody is asked to move) or let it go on."""
        self.held = on
        if not on:
            self._settled()

    def _advance(self) -> None:
        if self.closed or self.held or self.controller.busy:
            return
        state = self.state
        if state.is_over:
            self._finish()
            return
        deciders = state.deciders()
        self._forget_stale(deciders)
        bots = [s for s in deciders if not self.seats[s].human]
        for seat in bots:
            thinking = self._thinking.get(seat)
            if thinking is not None and thinking.answer is not None and thinking.pause_over:
                del self._thinking[seat]
                self._play(self._apply(thinking.answer, seat))
                return
        if bots:                       # bots answer first; their answers stay hidden
            for seat in bots:
                if seat not in self._thinking:
                    self._ask_bot(seat)
            return
        self._next_human(deciders[0])

    def _next_human(self, seat: int) -> None:
        if self.deciding == seat or self._handed_to is not None or self._done_for is not None:
            return                         # already asked, the curtain is up, or Done awaited
        if self.hidden_info and seat != self.looking and not self.open_hands:
            if self._acted and self.hand_over_pause_ms != 0:
                self._done_for = seat                # the result stays on screen for a while
                self.turn_done.emit(self.looking, seat)
                if self.hand_over_pause_ms:
                    self._done_timer.start(self.hand_over_pause_ms)
                return
            self._handed_to = seat
            self.hand_over.emit(seat)
            self._switch_viewer(seat)                # redrawn while the curtain is up
            return
        self.offer_to_human(seat)

    @property
    def awaiting_done(self) -> bool:
        """The human who played still has the table; the curtain waits for their Done."""
        return self._done_for is not None

    @property
    def done_for(self) -> int | None:
        """The seat the screen passes to once Done is pressed (None: no Done awaited)."""
        return self._done_for

    def done(self) -> None:
        """The human who played is done looking: bring the curtain for the next one."""
        if self._done_for is None or self.closed:
            return
        self._done_for = None
        self._acted = False
        self._done_timer.stop()
        self._advance()

    def _switch_viewer(self, seat: int) -> None:
        self._acted = False
        self.looking = seat
        self.controller.viewer = self.controller.looking = seat
        self.controller.load(self.state.view(seat))
        self.looking_changed.emit(seat)

    def offer_to_human(self, seat: int | None = None) -> None:
        """Let a human decide (after the curtain, if there was one)."""
        if self.closed:
            return
        if seat is None:
            seat = self._handed_to if self._handed_to is not None else next(
                (s for s in self.state.deciders() if self.seats[s].human), None)
        self._handed_to = None
        if seat is None or seat not in self.state.deciders() or not self.seats[seat].human:
            return
        legal = self.state.legal_actions(seat)
        forced = self.controller.auto_choice(legal) or self._quiet_answer(seat, legal)
        self.deciding = seat
        if forced is not None:
            self.submit(forced)
            return
        self.controller.offer(legal, self.state.view(seat))
        self.human_turn.emit(seat, legal)
        self._start_countdown(legal)

    def _quiet_answer(self, seat: int, legal: list[Action]) -> Action | None:
        """The answer played without asking when reactions pass by themselves
        (``quiet_reactions``). Only with one human at the table: in hot-seat with secrets a
        curtain that does not come would tell the others what that human does not hold."""
        if self.quiet_reactions == QUIET_OFF or (
                self.hidden_info and not self.open_hands and len(self.humans) > 1):
            return None
        return self.controller.quiet_answer(legal, self.state.view(seat), self.quiet_reactions)

    def reoffer(self) -> None:
        """Offer the deciding human the same choice again (after "Back" on a confirmation)."""
        seat = self.deciding
        if self.closed or seat is None or seat not in self.state.deciders():
            return
        legal = self.state.legal_actions(seat)
        self.controller.offer(legal, self.state.view(seat))
        self.human_turn.emit(seat, legal)

    def submit(self, action: Action, confirmed: bool = False) -> bool:
        """Apply the deciding human's action. An illegal one is refused with a message; one
        the table calls irreversible first asks for confirmation (``confirm_needed``) unless
        ``confirmed`` or confirmations are off."""
        seat = self.deciding
        if self.closed or seat is None or self.controller.busy:
            self.problem.emit(self.tr("Please wait for your turn."))
            return False
        question = None if confirmed or not self.confirm else self.controller.confirm_text(action)
        if question and action in self.state.legal_actions(seat):
            self.controller.withdraw()
            self.confirm_needed.emit(action, question)
            return False
        refused = self.guard(action) if self.guard is not None else None
        if refused:
            self.reoffer()
            self.problem.emit(refused)
            return False
        try:
            events = self._apply(action, seat)
        except IllegalAction as error:
            self.problem.emit(self.tr("That move is not allowed: %1").replace("%1", str(error)))
            return False
        self._countdown.stop()
        self.deciding = None
        self._acted = self._acted or seat == self.looking
        self.controller.withdraw()
        self.waiting.emit()
        self._play(events)
        return True

    def _play(self, events: list[Event]) -> None:
        shown = self.redact(events)
        self.controller.play(shown)
        self.played.emit(shown)
        if not self.controller.busy:
            self._settled()

    # --- the reaction countdown -------------------------------------------------------------
    def _start_countdown(self, legal: list[Action]) -> None:
        self._countdown.stop()
        if self.countdown_s <= 0 or self.controller.default_action(legal) is None:
            return
        self._countdown_left = self.countdown_s
        self._countdown_for = (self.deciding, len(self.state.history))
        self.countdown.emit(self._countdown_left)
        self._countdown.start()

    def _tick(self) -> None:
        seat = self.deciding
        if self.closed or (seat, len(self.state.history)) != self._countdown_for:
            self._countdown.stop()
            return
        self._countdown_left -= 1
        self.countdown.emit(max(0, self._countdown_left))
        if self._countdown_left <= 0:
            self._countdown.stop()
            default = self.controller.default_action(self.state.legal_actions(seat))
            if default is not None:
                self.controller.withdraw()
                self.submit(default, confirmed=True)

    # --- undo and redo ----------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [s for s, seat in enumerate(self.seats) if seat.human]

    def undo_point(self) -> UndoPoint:
        """Where Undo would take the game back to now, or why it cannot (see ``saves.undo``)."""
        flags = self._move_flags()
        if flags is None:
            return UndoPoint(None, NOTHING)
        return undo_point(self.undo_mode, self.humans, self.hidden_info and not self.open_hands,
                          self.state.history, *flags, self.state.is_over)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and not self.closed and not self.state.is_over and \
            self.undo_mode != OFF

    def set_undo_mode(self, mode: str) -> None:
        """Change Undo's mode; Practice marks the game as practice for good (not counted)."""
        self.undo_mode = mode
        if mode == PRACTICE and self.humans and not self.state.is_over and not self.practice:
            self.practice = True
            if self.recorder is not None:
                self.recorder.mark_practice()
                if self._shown:                  # else ``start`` writes it with the moves
                    self._record()
        self.undo_changed.emit()

    def mark_hint(self) -> None:
        """A human was shown a hint: the game is counted apart in the statistics."""
        self.hints += 1
        if self.recorder is not None:
            self.recorder.mark_hint()
            self._record()

    def undo(self) -> bool:
        """Take back the human's last decision and the bots' moves after it (when
        ``undo_point`` allows): the state and the table are a fresh replay of the moves kept."""
        point = self.undo_point()
        if self.closed or not point.possible:
            return False
        history = self.state.history
        taken = history[point.keep:]
        self._redo = list(taken) + self._redo
        self._rewind(list(history[:point.keep]))
        self.noted.emit(Note("GameSession", QT_TRANSLATE_NOOP(
            "GameSession", "Undo: %1 moves taken back."), len(taken)))
        return True

    def redo(self) -> bool:
        """Play again the decision Undo took back last, with the bots' moves that followed."""
        if not self.can_redo:
            return False
        n = redo_group(self._redo, self.humans)
        group, self._redo = self._redo[:n], self._redo[n:]
        self._stop_asking()
        self.controller.animator.finish_all()
        events = []
        for seat, action in group:
            events.extend(self._apply(action, seat, redoing=True))
        self.waiting.emit()
        self.noted.emit(Note("GameSession", QT_TRANSLATE_NOOP(
            "GameSession", "Redo: %1 moves played again."), len(group)))
        self._play(events)
        return True

    def _stop_asking(self) -> None:
        """Nobody is asked anything any more: a human's offer is withdrawn, bots stop."""
        self._countdown.stop()
        if self._thinking and self.runner is not None:
            self.runner.cancel()
        self._thinking.clear()
        self.deciding = None
        self._handed_to = None
        self.controller.withdraw()

    def _rewind(self, moves: list[Move]) -> None:
        """Set the game up again and replay ``moves`` onto a new table, as a resumed game is
        shown, so the state and the table are exactly those of a fresh replay."""
        self._stop_asking()
        old = self.controller
        old.animator.finish_all()
        self.state = self._set_up(self.state.options)
        self._revealed, self._hidden = [], []
        self.controller = self._new_controller()
        self.table_replaced.emit(self.controller)
        self._show_from_start(moves)
        old.dispose()
        old.deleteLater()
        self._record()
        self.undo_changed.emit()
        self.waiting.emit()
        if not self.controller.busy:
            self._settled()

    # --- bots -------------------------------------------------------------------------------
    def _ask_bot(self, seat: int) -> None:
        from facetable.bots.runner import checked_choice, request_seed
        self.waiting.emit()
        legal = tuple(self.state.legal_actions(seat))
        seed = request_seed(self.seed, seat, len(self.state.history))
        if self.runner is None:                      # a session built without a runner
            action, error = checked_choice(self.bots[seat](), self.state.view(seat), legal,
                                           random.Random(seed))
            self._thinking[seat] = _Thinking(-1, legal, pause_over=True)
            self._take(seat, action, error)
            return
        request = self.runner.ask(self.game, self.bots[seat], self.state.view(seat), legal, seed,
                                  self.deadline_s)
        self._thinking[seat] = _Thinking(request, legal, pause_over=self.bot_pause_ms <= 0)
        if self.bot_pause_ms > 0:
            # A timer of the session's own, not QTimer.singleShot with a lambda: that one keeps
            # the session alive until it fires, even after a new game replaced it.
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda: (timer.deleteLater(), self._pause_done(seat, request)))
            timer.start(self.bot_pause_ms)

    def _pause_done(self, seat: int, request: int) -> None:
        thinking = self._thinking.get(seat)
        if thinking is not None and thinking.request == request:
            thinking.pause_over = True
            self._settled()

    def _answered(self, answer: Answer) -> None:
        if self.closed:
            return
        seat = next((s for s, t in self._thinking.items() if t.request == answer.id), None)
        if seat is None:
            return                                   # a stale answer: dropped
        from facetable.bots.runner import ENDED, LATE
        error = answer.error or ("" if answer.action is not None else "no answer")
        said = error
        if answer.lost == LATE or answer.seconds < 0:
            said = self.tr("did not answer in time")
        elif answer.lost == ENDED:
            said = self.tr("its process stopped")
        self._take(seat, answer.action, error, said)

    def _take(self, seat: int, action: Action | None, error: str, said: str = "") -> None:
        """A bot's answer is in: keep it, or a fallback move if the bot failed."""
        thinking = self._thinking[seat]
        if action is None:
            from facetable.bots.runner import fallback
            self._bot_failed(seat, error, said)
            action = fallback(thinking.legal, random.Random(f"{self.seed}/fallback/{seat}/"
                                                            f"{len(self.state.history)}"))
        thinking.answer = action
        self._settled()

    def _bot_failed(self, seat: int, error: str, said: str = "", quiet: bool = False) -> None:
        """Said once per bot per game: the whole ``error`` (a traceback) on stderr, a line in
        the log panel (``said``: its last line unless given) and one in the action bar
        (``quiet``: the log panel's line only; the demo says it its own way). Later failures
        of the same seat's bot are counted in ``bot_failures``, not said again (a bot broken
        for good would otherwise repeat itself after every one of its turns)."""
        count = self.bot_failures[seat] = self.bot_failures.get(seat, 0) + 1
        if count > 1:
            log.debug("bot %s (seat %s) failed again (%s times)", self.seats[seat].level, seat,
                      count)
            return
        if not quiet:
            log.error("bot %s (seat %s) failed: %s", self.seats[seat].level, seat, error)
        said = said or error
        self.noted.emit(Note("GameSession", QT_TRANSLATE_NOOP(
            "GameSession", "%1's bot failed (%2); a random legal move was played."),
            self.seats[seat].name, said.strip().splitlines()[-1][:120]))
        if not quiet:
            self.problem.emit(self.tr("%1's bot made a mistake; it plays a random move instead.")
                              .replace("%1", self.seats[seat].name))

    def _forget_stale(self, deciders: tuple[int, ...]) -> None:
        """Drop thinking that no longer fits the game (the seat decides no more, or decides
        something else now)."""
        for seat in list(self._thinking):
            if seat not in deciders or tuple(self.state.legal_actions(seat)) != \
                    self._thinking[seat].legal:
                del self._thinking[seat]

    def _finish(self) -> None:
        """The game is over: every hidden card shown, and the window told (once)."""
        if not self._over_told:
            self._over_told = True
            self.controller.show_final(self.state)
            self.game_over.emit(self.state.outcome())

    def play_bots_now(self, steps: int) -> int:
        """Play up to ``steps`` decisions with bots standing in for every seat, at once.

        Used by the demo and the benchmarks; returns how many were played.
        """
        played = 0
        while played < steps and not self.state.is_over:
            seat = self.state.deciders()[0]
            action = self.bot_choice(seat)
            self.controller.play(self.redact(self._apply(action, seat)))
            played += 1
        if self.state.is_over:
            self._finish()
        return played

    def bot_choice(self, seat: int) -> Action:
        """What a bot would play for ``seat`` now, at once (the seat's own bot, else one of the
        middle level for a human's seat); a failing bot is replaced by a random legal move."""
        from facetable.bots.runner import checked_choice, fallback, request_seed
        legal = self.state.legal_actions(seat)
        rng = random.Random(request_seed(self.seed, seat, len(self.state.history)))
        make = self.bots.get(seat, self.spec.bots[self.spec.middle_level].make)
        try:
            bot = make()
        except Exception:  # noqa: BLE001 - a bot that cannot be made fails like one that raises
            action, error = None, traceback.format_exc(limit=2).strip()
        else:
            action, error = checked_choice(bot, self.state.view(seat), legal, rng)
        if action is None:
            self._bot_failed(seat, error, quiet=True)
            action = fallback(legal, rng)
        return action

    def close(self) -> None:
        """Stop for good: forget bots' thinking (the runner stops it), drop the table."""
        if self.closed:
            return
        self.closed = True
        self._countdown.stop()
        self._done_timer.stop()
        self._thinking.clear()
        if self.runner is not None:
            self.runner.answered.disconnect(self._answered)
            self.runner.cancel()
        self.controller.animator.finish_all()
