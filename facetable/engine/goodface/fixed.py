"""``fixed(options)``: what games of one ``Options`` read from them and never change, worked out
once per options and shared by those games. Setups, sampled worlds and the coach's playouts
make states by the thousand, and every ``Options`` property builds its answer anew."""
from __future__ import annotations

from functools import lru_cache

from . import events
from .cards import KINDS, hand_size
from .options import Options


class Fixed:
    """Read-only facts of games of ``options``: ``step``, ``deck``, ``wilds`` and ``removed``
    (the options' own), ``effect`` (kind -> what flipping it does), ``ev`` (``events.Table``),
    ``next_seat`` (seat -> the seat it passes to, GF-5), ``in_play`` (the kinds in the deck);
    for setup: ``cards`` (the cards shuffled first, unshuffled: with 2 players the wild is
    shuffled in after the removal, GF-16), ``deal_seats[owner]`` (the seat each dealt card
    goes to, one at a time from the owner in the pass direction, GF-3) and ``start[owner]``
    (the start event). Pickles as the call that makes it."""

    def __init__(self, options: Options) -> None:
        n = options.players
        self.options = options
        self.step = step = options.step
        self.deck = deck = options.deck
        self.wilds = wilds = options.wilds
        self.removed = removed = options.removed
        #: Card kind -> what flipping it does: "good", "bad", "greedy", "sad" or "peek".
        self.effect = ("good", "bad", "greedy", "sad", options.blank_effect)
        self.ev = events.table(n)
        self.next_seat = tuple((s + step) % n for s in range(n))
        self.in_play = tuple(k for k in KINDS if deck[k])
        self.cards = tuple(k for k in KINDS for _ in range(deck[k]) if k not in wilds or n > 2)
        dealt = sum(deck) - removed
        self.deal_seats = tuple(tuple((owner + step * i) % n for i in range(dealt))
                                for owner in range(n))
        self.start = tuple(events.start(n, owner, step, deck, removed, hand_size(n),
                                        options.round_limit, wilds, options.blank_effect)
                           for owner in range(n))

    def __reduce__(self) -> tuple:
        return fixed, (self.options,)


@lru_cache(maxsize=64)
def fixed(options: Options) -> Fixed:
    """The ``Fixed`` facts of ``options`` (equal options share them)."""
    return Fixed(options)
