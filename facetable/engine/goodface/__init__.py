"""Good Face Bad Face: rules in ``/shared/rules/goodface.md`` (GF-1 … GF-29).

``setup(options, seed, deal=None, first=None)`` starts a game (``deal``: kinds off the deck,
see ``full_deck``; ``deal_for`` builds one from hands); ``State`` holds the rules, ``View`` what
a seat knows (GF-23), ``sample_world`` deals a full state consistent with a view. Cards are kinds only
(``cards``): GOOD, BAD, GREEDY, SAD, BLANK. Actions: see ``actions``; events: see ``events``;
exact positions for tests: ``scenario``.
"""
from __future__ import annotations

from . import actions
from .cards import (BAD, BLANK, GOOD, GREEDY, KIND_NAMES, KINDS, SAD, WILDS, deck_counts,
                    hand_size, kind_name, kind_of, removed_count)
from .deal import deal_for, full_deck, setup
from .options import Options
from .state import State
from .view import View
from .world import sample_world

#: Seats hold secrets: views and events are redacted per seat.
HIDDEN_INFO = True

__all__ = ["BAD", "BLANK", "GOOD", "GREEDY", "HIDDEN_INFO", "KINDS", "KIND_NAMES", "Options",
           "SAD", "State", "View", "WILDS", "actions", "deal_for", "deck_counts", "full_deck",
           "hand_size", "kind_name", "kind_of", "removed_count", "sample_world", "setup"]
