"""``shuffle(rng, items)``: the very permutation ``rng.shuffle(items)`` makes, from the same
draws of the generator, about twice as fast.

Engines shuffle at every setup and reshuffle (issue 25: the coach plays thousands of games).
``random.Random.shuffle`` asks its ``_randbelow`` method once per item, which asks
``getrandbits``; this asks ``getrandbits`` directly, by the same rule (``k`` bits for a bound
of ``k`` bits, drawn again while too large), so games, replays and saved seeds are unchanged
(``tests/test_shuffle.py`` compares both). A generator of another class is left to its own
``shuffle``.
"""
from __future__ import annotations

from random import Random
from typing import Any, MutableSequence


def shuffle(rng: Random, items: MutableSequence[Any]) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` would."""
    if type(rng) is not Random or Random._randbelow is not Random._randbelow_with_getrandbits:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        bound = i + 1
        k = bound.bit_length()
        j = getrandbits(k)
        while j >= bound:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
