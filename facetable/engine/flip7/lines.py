"""The rules of one line of number cards, shared by the engine and the bots.

Written once here so a bot trying a card on a copy of a line applies exactly the engine's rule.
"""
from __future__ import annotations

from collections.abc import Iterable

from .cards import LUCKY13, UNLUCKY7, Card

#: A line of this many cards (F7-8) ends the round with a Flip 7.
FLIP7_CARDS = 7


def duplicate_busts(value: int, same: int, lucky_among_same: bool, card_is_lucky: bool) -> bool:
    """Whether a number of ``value`` busts a line that already holds ``same`` cards of that
    value (F7-7): any duplicate busts, except one 13 beside a Lucky 13 (F7-22)."""
    if same == 0:
        return False
    return not (value == 13 and same == 1 and (lucky_among_same or card_is_lucky))


def busts(line: Iterable[Card], card: Card) -> bool:
    """Whether number ``card`` busts a line holding ``line`` (F7-7, F7-20, F7-22)."""
    if card.name == UNLUCKY7:                       # F7-20: it wipes the line, never busts it
        return False
    same = [c for c in line if c.value == card.value]
    return duplicate_busts(card.value, len(same), any(c.name == LUCKY13 for c in same),
                           card.name == LUCKY13)


def seven_count(cards: int, distinct_values: int, pair_counts_twice: bool) -> int:
    """How far a line is towards a Flip 7 (F7-8): every card, or with the option off, every
    different value (a Lucky 13 pair then counts once)."""
    return cards if pair_counts_twice else distinct_values


def line_sevens(line: list[Card], pair_counts_twice: bool) -> int:
    return seven_count(len(line), len({c.value for c in line}), pair_counts_twice)
