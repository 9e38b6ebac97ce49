"""The shared standard deck's cards by rank and suit (``assets/cards/standard``, drawn by
``assets/make_standard_deck.py``): the picture of each and its short name ("10♥"), for any game
played with playing cards (its card items use the art folder ``theme.DECK``)."""
from __future__ import annotations

from .items import CardItem
from .numbers import ltr
from .theme import DECK, SHARED_BACK

#: The ranks as the pictures are named, lowest first (the ace high).
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("clubs", "diamonds", "hearts", "spades")
SYMBOLS = ("♣", "♦", "♥", "♠")


def picture(rank: str, suit: int) -> str:
    """The picture of ``rank`` (one of ``RANKS``) of suit ``suit`` (an index of ``SUITS``)."""
    return f"{rank}_{SUITS[suit]}"


def short_name(rank: str, suit: int) -> str:
    """"A♠", kept left to right inside any sentence (the same in every language)."""
    return ltr(rank + SYMBOLS[suit])


# A game may number the 52 cards as the shared deck does: rank index × 4 + suit (0: the 2 of
# clubs, 51: the ace of spades).
def card_id(rank: int, suit: int) -> int:
    """The shared numbering of rank ``RANKS[rank]`` of suit ``suit``."""
    return rank * 4 + suit


def picture_of(card: int) -> str:
    """The picture of a card in the shared numbering."""
    return picture(RANKS[card // 4], card % 4)


def name_of(card: int) -> str:
    """The short name ("A♠") of a card in the shared numbering."""
    return short_name(RANKS[card // 4], card % 4)


def card_item(card: int) -> CardItem:
    """The item of a card in the shared numbering; a negative id (a card the seat shown cannot
    name, ``zones``' anonymous cards) shows the back on both sides."""
    return CardItem(card, DECK, picture_of(card) if card >= 0 else SHARED_BACK, SHARED_BACK)
