"""The face cards of Face Guess (FG-1, FG-2): kinds only, no ids.

A card is ``GOOD`` or ``BAD``. Cards of one kind are interchangeable, so hands, piles and
events hold kinds, never ids.
"""
from __future__ import annotations

GOOD, BAD = "good", "bad"
KINDS = (GOOD, BAD)
#: The deck always holds 50 cards; the option says how many are Good (FG-1).
DECK_SIZE = 50
#: Cards dealt to each player, and the hand size refills restore (FG-2, FG-8).
HAND_SIZE = 5
MIN_PLAYERS, MAX_PLAYERS = 2, 6
MIN_GOOD, MAX_GOOD, DEFAULT_GOOD = 10, 40, 25


def make_deck(good: int) -> list[str]:
    """The unshuffled deck: ``good`` Good cards, then the Bad ones."""
    return [GOOD] * good + [BAD] * (DECK_SIZE - good)
