"""Hint (Game → Hint, Ctrl+H): what the game's strongest bot would do now in the place of the
human deciding, with a one-line reason, from that human's view only.

The hint is worked out in a process of its own (``coach_run.RemoteRun`` of
``facetable.coach.remote.serve_hint``), so the table stays responsive. It is only for the human
deciding who is looking at the table: never while the hot-seat curtain is down, nor while the
one who just played still has the screen. A move, an undo, a hand-over or a new game cancels it;
a hint that arrives for a position no longer on the table is dropped. A hint shown is said in
the action bar and in the log (only to that seat), and counted: the game is then kept apart in
the statistics (``SaveGame.hints``).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction, QKeySequence

from facetable.table.log_lines import LogEntry
from facetable.table.numbers import fill

from .menus import make_action

translate = QCoreApplication.translate

# The hint's key (H alone is a move's key in some games).
KEY = "Ctrl+H"
# Seconds after which the hint's playouts stop (the first few are always played).
BUDGET_S = 2.5


class HintControl(QObject):
    """The Hint command of a ``MainWindow``: ``shown(line)`` once a hint is on the table."""

    shown = Signal(str)

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.action: QAction | None = None
        self.run: Any = None                        # the RemoteRun working a hint out
        # What the hint in progress is for: (session, seat, moves played).
        self._for: tuple[Any, int, int] | None = None
        self._prompt = ""                           # the action bar's prompt when asked
        self._thinking = ""                         # the prompt while the hint is worked out
        self._confirming = False                    # the table asks to confirm a move
        # The last hint shown (tests, screen readers).
        self.text = ""

    def make_action(self) -> QAction:
        """The menu entry (made again with the menus, in a new language)."""
        self.action = make_action(translate("Hints", "&Hint"), self.window,
                                  shortcut=QKeySequence(KEY))
        self.action.setToolTip(translate("Hints", "What the strongest bot would do now, and why"))
        self.action.triggered.connect(self.ask)
        return self.action

    def attach(self, session: Any) -> None:
        """Follow a new game: anything that changes the decision cancels the hint."""
        self.cancel()
        for signal in (session.waiting, session.hand_over, session.turn_done,
                       session.game_over, session.table_replaced, session.looking_changed):
            signal.connect(self.cancel)
        session.confirm_needed.connect(self._confirm_asked)
        session.human_turn.connect(self._offered)

    def _confirm_asked(self, *_: Any) -> None:
        """The table asks to confirm a move: no hint over its question."""
        self.cancel()
        self._confirming = True

    def _offered(self, *_: Any) -> None:
        self._confirming = False

    def seat(self) -> int | None:
        """The human who may have a hint now: the one deciding, looking at the table."""
        w, session = self.window, self.window.session
        if session is None or session.closed or session.state.is_over:
            return None
        seat = session.deciding
        if seat is None or not session.seats[seat].human or seat not in session.state.deciders():
            return None
        if w.curtain_down() or session.curtain_up or session.awaiting_done or \
                self._confirming:
            return None
        if session.hidden_info and seat != session.looking:
            return None
        return seat

    def ask(self) -> bool:
        """Start working out a hint for the human deciding; False (and why, in the action bar)
        when there is none to give now."""
        seat, session = self.seat(), self.window.session
        if seat is None:
            self.window.actions_bar.show_message(translate(
                "Hints", "A hint is for the player whose turn it is, at their own table."))
            return False
        here = (session, seat, len(session.state.history))
        if self.run is not None and self._for == here:
            return True                                  # already being worked out
        from facetable.coach.remote import serve_hint

        from .coach_run import RemoteRun
        self.cancel()
        save = self.window.files.current_save()
        self._for = here
        self._prompt = self.window.actions_bar.prompt.text()
        self.run = RemoteRun(serve_hint, (save.model_dump_json(), seat, BUDGET_S), self)
        self.run.finished.connect(self._arrived)
        self.run.failed.connect(self._failed)
        self._thinking = self._prompt + "  " + translate("Hints", "(thinking about a hint…)")
        self.window.actions_bar.set_prompt(self._thinking)
        return True

    def cancel(self, *_: Any) -> None:
        """Drop the hint being worked out (the decision was made, or the game changed)."""
        self._confirming = False
        run, self.run, self._for = self.run, None, None
        if run is not None:
            run.stop()
            run.deleteLater()

    def _current(self) -> bool:
        if self._for is None:
            return False
        session, seat, moves = self._for
        return session is self.window.session and self.seat() == seat and \
            len(session.state.history) == moves

    def _arrived(self, data: dict) -> None:
        if not self._current():
            self.cancel()
            return
        from facetable.coach.hint import Hint
        session, seat, _ = self._for
        self.cancel()
        hint, controller = Hint.from_json(data), session.controller
        self.text = line = self.describe(hint, controller)
        session.mark_hint()
        bar = self.window.actions_bar
        if bar.prompt.text() == self._thinking:      # else the bar asks something else now
            bar.set_prompt(self._prompt + "  💡 " + line)
        # private to the seat asking; written again in a new language (issue 22)
        self.window.private_log.add_entry(LogEntry(
            line, "", seat, lambda: (self.describe(hint, controller), "")))
        self.window.access.announce(line)
        self.shown.emit(line)

    def _failed(self, why: str) -> None:
        if self._current():
            if self.window.actions_bar.prompt.text() == self._thinking:
                self.window.actions_bar.set_prompt(self._prompt)
            self.window.actions_bar.show_message(fill(translate(
                "Hints", "No hint could be worked out: %1"), why))
        self.cancel()

    @staticmethod
    def describe(hint: Any, controller: Any) -> str:
        """The hint (``facetable.coach.hint.Hint``) in one line, with the table's own words for
        the moves."""
        from .coach_window import percent
        best = controller.action_text(hint.best)
        if hint.other is None:
            return fill(translate("Hints", "Hint: “%1”, your only move."), best)
        if hint.close:
            text = translate(
                "Hints", "Hint: the strongest bot would play “%1”. In %2 quick playouts from "
                         "what you can see, it won %3 of games and “%5” %4: too few to tell "
                         "them apart.")
        else:
            text = translate(
                "Hints", "Hint: the strongest bot would play “%1”. In %2 quick playouts from "
                         "what you can see, it won %3 of games, against %4 for “%5”.")
        return fill(text, best, hint.best_chance.n, percent(hint.best_chance.p),
                    percent(hint.other_chance.p), controller.action_text(hint.other))


__all__ = ["BUDGET_S", "KEY", "HintControl"]
