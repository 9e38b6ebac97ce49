"""The coach's window: after a game, which of a player's decisions cost them the most win chance,
against the move the game's strongest bot would have made, and a way to see each in the replay.

The review runs in a process of its own (``CoachRun``); the window shows its progress, and Stop
keeps what was judged so far. Each decision is described with the game's own words for moves
(its table controller's ``action_text``, at that point of the game).
"""
from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QProgressBar, QPushButton,
                               QVBoxLayout, QWidget)

from facetable.coach.playout import judge_level
from facetable.engine import Action
from facetable.saves.replay import Replay
from facetable.table.numbers import fill, isolate

from .coach_run import CoachRun
from .games import level_label, title

translate = QCoreApplication.translate

#: Seconds after which the review starts no more playouts (as the command line's default).
BUDGET_S = 10.0


def percent(p: float) -> str:
    """A chance as a whole percentage in the UI's digits and the language's sign."""
    return fill(translate("Coach", "%1%"), round(p * 100))


def describe(replay: Replay, seat: int, position: int, actions: list[Action]) -> list[str]:
    """The game's own words for ``actions`` of ``seat`` at ``position`` (after that many
    moves), from a table controller that is never shown."""
    spec = replay.spec
    state = spec.new_state(replay.options, replay.seed, replay.deal, replay.first)
    for mover, action in replay.moves[:position]:
        state.apply(action, mover)
    controller = spec.controller_class()(state.view(seat), replay.names, seat)
    try:
        controller.configure(replay.table_options or (spec.table_options()
                                                      if spec.table_options else None))
        controller.looking = seat
        controller.offer(state.legal_actions(seat), state.view(seat))
        return [controller.action_text(a) for a in actions]
    finally:
        controller.dispose()
        controller.deleteLater()


class CoachWindow(QWidget):
    """A review of ``seats``' decisions in ``replay``'s game (``save_json``: its save)."""

    def __init__(self, replay: Replay, save_json: str, seats: list[int],
                 show_move: Callable[[int, int], Any], parent: QWidget | None = None,
                 budget_s: float | None = BUDGET_S) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay, self.seats, self.show_move = replay, seats, show_move
        self.review: dict | None = None
        game = replay.spec.id
        self.setWindowTitle(fill(translate("Coach", "Review: %1"), title(game)))
        self.resize(640, 460)
        judge = level_label(game, judge_level(replay.spec))
        who = translate("Coach", ", ").join(isolate(replay.names[s]) for s in seats)
        self.intro = QLabel(fill(translate(
            "Coach", "Every decision %1 made is played out many times against the move the "
                     "strongest bot (%2) would have made, with that bot at every seat, from "
                     "what %1 could see at the time."), who, judge))
        self.intro.setWordWrap(True)
        self.status = QLabel(translate("Coach", "Playing the decisions out…"))
        self.status.setWordWrap(True)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        self.stop_button = QPushButton(translate("Coach", "Stop"))
        self.stop_button.setToolTip(translate("Coach", "Stop now and show what was judged so far"))
        self.stop_button.clicked.connect(self.stop)
        row = QHBoxLayout()
        row.addWidget(self.bar, 1)
        row.addWidget(self.stop_button)
        self.found = QVBoxLayout()
        self.close_button = QPushButton(translate("Coach", "Close"))
        self.close_button.clicked.connect(self.close)
        box = QVBoxLayout(self)
        box.addWidget(self.intro)
        box.addLayout(row)
        box.addWidget(self.status)
        box.addLayout(self.found)
        box.addStretch(1)
        box.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        self.run = CoachRun(save_json, seats, budget_s, self)
        self.run.progress.connect(self._progress)
        self.run.finished.connect(self.show_review)
        self.run.failed.connect(self._failed)

    # --- while it works -------------------------------------------------------------------------
    def _progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(done)

    def stop(self) -> None:
        self.stop_button.setEnabled(False)
        self.status.setText(translate("Coach", "Stopping…"))
        self.run.cancel()

    def _failed(self, why: str) -> None:
        self.stop_button.setEnabled(False)
        self.bar.hide()
        self.status.setText(fill(translate("Coach", "The review could not be made: %1"), why))

    # --- the result ---------------------------------------------------------------------------
    def show_review(self, review: dict) -> None:
        self.review = review
        self.stop_button.hide()
        self.bar.hide()
        decisions = review["decisions"]
        agreed = sum(1 for d in decisions if d["agreed"])
        lines = [self.tr("%Ln decision(s) reviewed.", "", len(decisions)),
                 self.tr("%Ln of them made as the bot would have.", "", agreed)]
        if not review["complete"]:
            lines.append(translate("Coach", "Stopped early: fewer playouts, so the ranges are "
                                            "wider."))
        by_move = {d["move"]: d for d in decisions}
        costly = [by_move[m] for m in review["costliest"]]
        lines.append(translate("Coach", "The decisions that cost the most:") if costly else
                     translate("Coach", "No decision cost a win chance the playouts could "
                                        "measure."))
        self.status.setText("\n".join(lines))
        for decision in costly:
            self.found.addWidget(self._decision(decision))
        self.close_button.setFocus()

    def _decision(self, d: dict) -> QFrame:
        seat, move = d["seat"], d["move"]
        taken, best = Action.from_json(d["taken"]), Action.from_json(d["best"])
        taken_text, best_text = describe(self.replay, seat, move, [taken, best])
        low, high = d["cost_ci95"]
        text = fill(translate("Coach", "Move %1, %2: played “%3”; the bot would play “%4”."),
                    move + 1, isolate(self.replay.names[seat]), taken_text, best_text)
        if low >= 0:
            odds = fill(translate("Coach", "Win chance %1 instead of %2: it cost %3 (most "
                                           "likely between %4 and %5)."),
                        percent(d["taken_win"]["p"]), percent(d["best_win"]["p"]),
                        percent(d["cost"]), percent(low), percent(high))
        else:
            odds = fill(translate("Coach", "Win chance %1 instead of %2: too close to call (it "
                                           "may have cost nothing, or up to %3)."),
                        percent(d["taken_win"]["p"]), percent(d["best_win"]["p"]),
                        percent(high))
        frame = QFrame()
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        label = QLabel(text + "\n" + odds)
        label.setWordWrap(True)
        show = QPushButton(translate("Coach", "Show in the replay"))
        show.setObjectName(f"show_{move}")
        show.clicked.connect(lambda _=False, m=move, s=seat: self.show_move(m, s))
        row = QHBoxLayout(frame)
        row.addWidget(label, 1)
        row.addWidget(show)
        return frame

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self.run.stop()
        super().closeEvent(event)


__all__ = ["BUDGET_S", "CoachWindow", "describe", "percent"]
