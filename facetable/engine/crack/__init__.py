"""Crack the Code (Da Vinci Code / Coda): rules in ``/shared/rules/crack.md`` (CR-1 … CR-15).

``setup(options, seed, deal=None, first=None)`` starts a game (``deal``: the pool's order as
tile codes, see ``full_deck``; ``stack`` names only the first tiles drawn); ``State`` holds the
rules, ``View`` what a seat knows, ``sample_world`` deals a full state consistent with a view.
Events: see ``events``.
"""
from __future__ import annotations

from .deal import full_deck, setup, stack
from .options import Options
from .state import Guess, State
from .tiles import code, parse
from .view import Tile, View
from .world import sample_world

#: Seats hold secrets: views and events are redacted per seat.
HIDDEN_INFO = True

__all__ = ["HIDDEN_INFO", "Guess", "Options", "State", "Tile", "View", "code", "full_deck",
           "parse", "sample_world", "setup", "stack"]
