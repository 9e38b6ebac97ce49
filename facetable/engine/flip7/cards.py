"""The Flip 7: With a Vengeance deck (F7-1 … F7-4).

Card ids 0…107 are stable for a game: ids 0…91 are the number cards, then the modifiers, then
the actions. Which modifier or action an id names depends on the deck printing (F7-4), so the
deck is built per printing and looked up by id.
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from facetable.records import Record

NUMBER, MODIFIER, ACTION = "number", "modifier", "action"

# Specials among the number cards (F7-1).
ZERO, UNLUCKY7, LUCKY13 = "zero", "unlucky7", "lucky13"

# Modifiers (F7-2): name -> amount subtracted (0 for the halving card).
DIV2 = "div2"
MINUS = {"minus2": 2, "minus4": 4, "minus6": 6, "minus8": 8, "minus10": 10}

# Actions (F7-3).
JUST_ONE_MORE, FLIP_FOUR, SWAP, STEAL, DISCARD = (
    "just_one_more", "flip_four", "swap", "steal", "discard")
ACTIONS = (JUST_ONE_MORE, FLIP_FOUR, SWAP, STEAL, DISCARD)

#: F7-4: the one table of modifier and action counts, per deck printing.
PRINTINGS: dict[str, dict[str, int]] = {
    "standard": {DIV2: 1, **{m: 1 for m in MINUS}, **{a: 2 for a in ACTIONS}},
    "two_minus": {DIV2: 1, **{m: 2 for m in MINUS}, **{a: 1 for a in ACTIONS}},
}

DECK_SIZE = 108


class Card(Record):
    """One printed card of the Flip 7 deck (F7-4)."""

    id: int
    type: str           # NUMBER, MODIFIER or ACTION
    name: str           # "plain", ZERO, UNLUCKY7, LUCKY13; a modifier or action name
    value: int = 0      # face value of a number card; amount subtracted by a minus modifier

    @property
    def is_number(self) -> bool:
        return self.type == NUMBER


@lru_cache(maxsize=None)
def deck(printing: str = "standard") -> tuple[Card, ...]:
    """All 108 cards of a printing, indexed by id."""
    cards: list[Card] = [Card(0, NUMBER, ZERO, 0)]
    for value in range(1, 14):
        for copy in range(value):
            name = "plain"
            if value == 7 and copy == 0:
                name = UNLUCKY7
            elif value == 13 and copy == 0:
                name = LUCKY13
            cards.append(Card(len(cards), NUMBER, name, value))
    counts = PRINTINGS[printing]
    for name in (DIV2, *MINUS):
        for _ in range(counts[name]):
            cards.append(Card(len(cards), MODIFIER, name, MINUS.get(name, 0)))
    for name in ACTIONS:
        for _ in range(counts[name]):
            cards.append(Card(len(cards), ACTION, name))
    assert len(cards) == DECK_SIZE, f"printing {printing} has {len(cards)} cards"
    return tuple(cards)


class Facts(NamedTuple):
    """Per card id, what the engine asks in its inner loop, read from ``deck`` once."""

    is_number: tuple[bool, ...]
    name: tuple[str, ...]
    value: tuple[int, ...]      # a modifier's is what it subtracts (÷2: 0)
    zeros: frozenset[int]       # the ids of the zero cards
    #: per number card, the other number cards of its value (empty for the rest): one set
    #: operation tells whether a line already holds the value (F7-7), no loop over the line
    twins: tuple[frozenset[int], ...]
    halves: frozenset[int]      # the ids of the ÷2 cards (F7-15)


@lru_cache(maxsize=None)
def facts(printing: str = "standard") -> Facts:
    cards = deck(printing)
    by_value: dict[int, set[int]] = {}
    for c in cards:
        if c.is_number:
            by_value.setdefault(c.value, set()).add(c.id)
    return Facts(tuple(c.is_number for c in cards), tuple(c.name for c in cards),
                 tuple(c.value for c in cards),
                 frozenset(c.id for c in cards if c.is_number and c.name == ZERO),
                 tuple(frozenset(by_value[c.value] - {c.id}) if c.is_number else frozenset()
                       for c in cards),
                 frozenset(c.id for c in cards if c.name == DIV2))
