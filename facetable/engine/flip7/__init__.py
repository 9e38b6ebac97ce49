"""Flip 7: With a Vengeance (../shared/rules/flip7.md)."""
from __future__ import annotations

from .cards import Card, deck
from .options import Options
from .state import State
from .view import ACTIVE, BUSTED, STAYED, SeatView, View

#: Every card is face up: hot-seat needs no curtain between humans.
HIDDEN_INFO = False


def setup(options: Options, seed: int, order: list[int] | None = None) -> State:
    """A new game. ``order`` fixes the draw pile, top card first (tests, physical replays)."""
    return State(options, seed, order)


__all__ = ["ACTIVE", "BUSTED", "STAYED", "Card", "HIDDEN_INFO", "Options", "SeatView", "State",
           "View", "deck", "setup"]
