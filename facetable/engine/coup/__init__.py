"""Coup with a standard deck of cards: rules in ``/shared/rules/coup.md`` (CP-1 … CP-20).

``setup(options, seed, deal=None, first=None)`` starts a game (``deal``: card ids off the
deck, see ``full_deck``; ``deal_for`` builds one by role); ``State`` holds the rules (reaction
windows are simultaneous decisions, see ``state``), ``View`` what a seat knows,
``sample_world`` deals a full state consistent with a view, ``claims_summary`` tells after the
game which claims were bluffs. Actions: see ``actions``; events: see ``events``.
"""
from __future__ import annotations

from . import actions
from .cards import (AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, RANKS, ROLE_NAMES, ROLES,
                    Card, cards_for, copies_per_role, deck_size, decks_used)
from .deal import deal_for, full_deck, setup
from .options import Options
from .state import State
from .summary import ClaimResult, claims_summary
from .view import Pending, View, WindowView
from .world import sample_world

#: Seats hold secrets: views and events are redacted per seat.
HIDDEN_INFO = True

__all__ = ["AMBASSADOR", "ASSASSIN", "CAPTAIN", "CONTESSA", "DUKE", "HIDDEN_INFO", "RANKS",
           "ROLES", "ROLE_NAMES", "Card", "ClaimResult", "Options", "Pending", "State", "View",
           "WindowView", "actions", "cards_for", "claims_summary", "copies_per_role", "deal_for",
           "deck_size", "decks_used", "full_deck", "sample_world", "setup"]
