"""Stacked decks: draw orders built by card kind (tests, tutorials, replaying a physical game).

``setup(options, seed, deal)`` takes the draw pile as card ids, top first. ``Stack`` hands out
ids by kind so an order reads like the rules::

    stack = Stack()
    order = stack.order("5", "unlucky7", "flip_four", "minus4")   # the rest follow by id

Kinds: "0" … "13" (plain numbers; "0" is The Zero, "7" and "13" never the specials), "zero",
"unlucky7", "lucky13", the modifier names ("div2", "minus2" … "minus10") and the action names
("just_one_more", "flip_four", "swap", "steal", "discard").
"""
from __future__ import annotations

import random

from typing import TYPE_CHECKING

from .cards import NUMBER, deck

if TYPE_CHECKING:
    from .state import State


def kind_of(card) -> str:
    """The kind name ``Stack.pick`` uses for a card."""
    if card.type != NUMBER:
        return card.name
    return str(card.value) if card.name == "plain" else card.name


class Stack:
    """Card ids by kind, each handed out once."""

    def __init__(self, printing: str = "standard") -> None:
        self.deck = deck(printing)
        self._free: dict[str, list[int]] = {}
        for card in self.deck:
            self._free.setdefault(kind_of(card), []).append(card.id)
        self._free["0"] = self._free["zero"]
        self._used: list[int] = []

    def pick(self, kind: str | int) -> int:
        """The next unused card id of ``kind`` (an id is taken as itself)."""
        if isinstance(kind, int):
            if kind in self._used:
                raise ValueError(f"card {kind} is already placed")
            for ids in self._free.values():
                if kind in ids:
                    ids.remove(kind)
            self._used.append(kind)
            return kind
        try:
            free = self._free[kind]
        except KeyError:
            raise ValueError(f"unknown card kind {kind!r}") from None
        if not free:
            raise ValueError(f"no {kind!r} card left in this printing")
        card = free.pop(0)
        self._used.append(card)
        return card

    def picks(self, *kinds: str | int) -> list[int]:
        return [self.pick(k) for k in kinds]

    def order(self, *top: str | int) -> list[int]:
        """A full draw order: every card picked so far (in picking order), then ``top``, then
        every other card by id."""
        self.picks(*top)
        used = set(self._used)
        return list(self._used) + [c.id for c in self.deck if c.id not in used]


def seed_with_dealer(players: int, dealer: int) -> int:
    """A seed whose first dealer is ``dealer`` (F7-9: the first draw of the game's random source
    picks the first dealer, see ``State.__init__``)."""
    return next(s for s in range(10_000) if random.Random(s).randrange(players) == dealer)


def stacked_game(*top: str | int, players: int = 3, dealer: int | None = None,
                 **options) -> tuple["State", list[int]]:
    """A new game whose draw pile starts with ``top`` (kinds or ids, top first).

    ``dealer`` defaults to the last seat, so seat 0 is dealt the first card and plays first.
    Returns the state and the ids of the ``top`` cards, in order.
    """
    from . import Options, setup

    opts = Options(players=players, **options)
    stack = Stack(opts.printing)
    ids = stack.picks(*top)
    seed = seed_with_dealer(players, players - 1 if dealer is None else dealer)
    return setup(opts, seed, deal=stack.order()), ids
