"""Undo against bots: which decision Undo takes back now, or why it cannot (no Qt).

Three modes (the app's setting ``undo_mode``):

- ``off``: no undo.
- ``safe`` (the default): Undo takes back the human's last decision with the bots' moves after
  it, only while nothing hidden or random has come to light since that decision, for anyone
  (Board Game Arena's policy): no event of those moves ``reveals`` anything
  (``GameState.reveals``, which every game answers from the event's public part, so whether
  Undo is offered tells nobody a secret). A player can never see the next card and then
  avoid it. A decision the others cannot see (a card committed face down, cards put into a
  Stack) stands as soon as another seat has played after it: that seat chose without knowing
  it, and would choose the same again (see below), so taking it back would let the human
  choose knowing the answer.
- ``practice``: any decision can be taken back, one at a time; the game is marked as practice
  and never counted in the statistics (``SaveGame.practice``).

Undo is never offered in a hot-seat game with secrets: taking back one human's decision would
show the next human what was decided in secret.

Bots take their randomness from the game's seed, the seat and the move number
(``bots.runner.request_seed``): a human who takes a decision back and makes the same one again
sees the bots answer exactly as before, so Undo cannot fish for a kinder bot move; a different
decision shows the bots' answer to a different table, as it would have the first time.
"""
from __future__ import annotations

from typing import Sequence

from facetable.engine import Event, Move
from facetable.records import Record

OFF, SAFE, PRACTICE = "off", "safe", "practice"
MODES = (OFF, SAFE, PRACTICE)

#: Why Undo is not offered now.
MODE_OFF = "mode_off"
HOT_SEAT = "hot_seat"
NOTHING = "nothing"          # no human decision to take back
REVEALED = "revealed"        # something hidden came to light since the last decision (safe)
ANSWERED = "answered"        # another seat played after the human's hidden decision (safe)
OVER = "over"                # the game is over (and archived)


class UndoPoint(Record):
    """Where Undo would go: keep the first ``keep`` moves; or, with ``keep`` None, ``reason``."""

    keep: int | None
    reason: str | None = None

    @property
    def possible(self) -> bool:
        return self.keep is not None


def undo_point(mode: str, humans: Sequence[int], secrets: bool, history: Sequence[Move],
               revealed: Sequence[bool], hidden: Sequence[bool], over: bool) -> UndoPoint:
    """Where Undo goes now. ``revealed[i]`` says whether move ``i`` brought something hidden
    to light, ``hidden[i]`` whether it hid something from another seat (a secret decision);
    ``secrets`` whether the game keeps secrets between seats (the hot-seat rule)."""
    if mode == OFF:
        return UndoPoint(None, MODE_OFF)
    if secrets and len(humans) > 1:
        return UndoPoint(None, HOT_SEAT)
    if over:
        return UndoPoint(None, OVER)
    last = next((i for i in range(len(history) - 1, -1, -1) if history[i].seat in humans), None)
    if last is None:
        return UndoPoint(None, NOTHING)
    if mode == SAFE and any(revealed[last:]):
        return UndoPoint(None, REVEALED)
    if mode == SAFE and hidden[last] and any(m.seat != history[last].seat
                                             for m in history[last + 1:]):
        return UndoPoint(None, ANSWERED)
    return UndoPoint(last)


def hides(events: Sequence[Event], players: int) -> bool:
    """Whether a move's events keep something from some seat (read from their public part:
    which keys are secret and who may see them)."""
    return any(e.secret and any(s not in e.audience for s in range(players)) for e in events)


def redo_group(redo: Sequence[Move], humans: Sequence[int]) -> int:
    """How many moves of the redo list one Redo plays again: the human decision first, and
    the bots' moves that followed it, up to the next human decision."""
    n = 1
    while n < len(redo) and redo[n].seat not in humans:
        n += 1
    return n if redo else 0


__all__ = ["ANSWERED", "HOT_SEAT", "MODES", "MODE_OFF", "NOTHING", "OFF", "OVER", "PRACTICE", "REVEALED",
           "SAFE", "UndoPoint", "hides", "redo_group", "undo_point"]
