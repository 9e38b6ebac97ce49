"""The Coup deck played with playing cards (CP-1, CP-2).

Roles are small ints. A card is a role printed on a playing card: its rank names the role
(CP-1) and its suit and deck tell the copies apart. The 5th and 6th copies of a role (9–12
players) come from a second deck, so each card carries its ``deck`` index (0 or 1).

Card ids are stable for a player count: ``id = role * copies + copy``. An id therefore tells
the role, which is why an id never leaves the engine without its card being visible to that
seat (see ``events`` and ``view``). The engine holds no presentation (no picture names).
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

DUKE, ASSASSIN, CAPTAIN, AMBASSADOR, CONTESSA = range(5)
ROLES = (DUKE, ASSASSIN, CAPTAIN, AMBASSADOR, CONTESSA)
#: English role names, for logs and messages (the table translates its own).
ROLE_NAMES = ("Duke", "Assassin", "Captain", "Ambassador", "Contessa")
#: CP-1: the playing-card rank of each role.
RANKS = ("3", "J", "2", "A", "Q")
SPADES, HEARTS, DIAMONDS, CLUBS = range(4)
SUIT_NAMES = ("spades", "hearts", "diamonds", "clubs")

MIN_PLAYERS, MAX_PLAYERS = 2, 12


class Card(NamedTuple):
    id: int
    role: int
    rank: str
    suit: int
    deck: int       # 0: the first deck of cards, 1: the second (5th and 6th copies)


def copies_per_role(players: int) -> int:
    """CP-2: copies of each role for a player count (3, 4, 5 or 6)."""
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Coup is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
    if players <= 6:
        return 3
    if players <= 8:
        return 4
    return 5 if players <= 10 else 6


def deck_size(players: int) -> int:
    """CP-2: cards in play for a player count (15, 20, 25 or 30)."""
    return 5 * copies_per_role(players)


def decks_used(players: int) -> int:
    """How many decks of playing cards the game needs (1, or 2 from 9 players)."""
    return 1 if copies_per_role(players) <= 4 else 2


@lru_cache(maxsize=None)
def make_deck(copies: int) -> tuple[Card, ...]:
    """Every card for ``copies`` copies per role, indexed by id. Copy k of a role is the
    (k % 4)-th suit of deck k // 4: spades, hearts, diamonds, then clubs, then a second deck."""
    if copies not in (3, 4, 5, 6):
        raise ValueError(f"copies per role must be 3 to 6, not {copies!r}")
    return tuple(Card(role * copies + k, role, RANKS[role], k % 4, k // 4)
                 for role in ROLES for k in range(copies))


def cards_for(players: int) -> tuple[Card, ...]:
    """The deck of a game with ``players`` players (CP-2)."""
    return make_deck(copies_per_role(players))


def card_name(card: Card) -> str:
    """A short English name such as "3♠ Duke" (logs and test messages)."""
    suit = "♠♥♦♣"[card.suit]
    return f"{card.rank}{suit}{'²' if card.deck else ''} {ROLE_NAMES[card.role]}"
