"""Face Guess, the Good Face Bad Face guessing game: rules in the shared rules file
``faceguess.md`` (FG-1 … FG-12).

``setup(options, seed, deal=None, first=None)`` starts a game (``deal``: kinds off the deck,
see ``full_deck``; ``deal_for`` builds one); ``State`` holds the rules (the commits are a
simultaneous decision, see ``state``), ``View`` what a seat knows, ``sample_world`` deals a
full state consistent with a view. Actions: see ``actions``; events: see ``events``.
"""
from __future__ import annotations

from . import actions
from .actions import calls_by_seat, calls_of, commit, guess, guess_for, targets
from .cards import BAD, DECK_SIZE, GOOD, HAND_SIZE, KINDS
from .deal import deal_for, full_deck, setup
from .options import Options
from .state import COMMIT_PHASE, DECK, GUESS_PHASE, OVER, TARGET, RoundRecord, State
from .view import View
from .world import sample_world

#: Seats hold secrets: views and events are redacted per seat.
HIDDEN_INFO = True

__all__ = ["BAD", "COMMIT_PHASE", "DECK", "DECK_SIZE", "GOOD", "GUESS_PHASE", "HAND_SIZE",
           "HIDDEN_INFO", "KINDS", "OVER", "TARGET", "Options", "RoundRecord", "State", "View",
           "actions", "calls_by_seat", "calls_of", "commit", "deal_for", "full_deck", "guess",
           "guess_for", "sample_world", "setup", "targets"]
