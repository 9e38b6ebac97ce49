"""Round scoring of one line (F7-14 … F7-18, F7-32, F7-33)."""
from __future__ import annotations

from collections.abc import Iterable

from .cards import DIV2, ZERO, Card

FLIP7_BONUS = 15


def line_score(numbers: Iterable[Card], mods: Iterable[Card], *, busted: bool = False,
               flip7: bool = False, bonus: bool | None = None, brutal: bool = False) -> int:
    """The round score of a line.

    ``flip7`` says the line made a Flip 7; ``bonus`` whether it takes the +15 of F7-17 (defaults
    to ``flip7``; in Brutal mode its holder may give the 15 away instead, F7-34).
    """
    bonus = flip7 if bonus is None else bonus
    mods = list(mods)
    minus = sum(m.value for m in mods if m.name != DIV2)
    if busted:                                   # a busted line's numbers are never read
        return points(0, False, False, minus, True, flip7, bonus, brutal)
    numbers = list(numbers)
    return points(sum(c.value for c in numbers), any(c.name == ZERO for c in numbers),
                  any(m.name == DIV2 for m in mods), minus, False, flip7, bonus, brutal)


def points(total: int, zero: bool, halved: bool, minus: int, busted: bool, flip7: bool,
           bonus: bool, brutal: bool) -> int:
    """The rule of ``line_score`` from a line's sums, written once: ``total`` of its numbers,
    whether it holds The Zero, whether ÷2 lies above it, ``minus`` its minus modifiers take
    away. The engine scores every round from card ids through here (no Card lists)."""
    if busted:                                   # F7-6; Brutal: minus modifiers still count (F7-33)
        return -minus if brutal else 0
    if zero and not flip7:
        return 0                                 # F7-18
    if halved:                                   # total: F7-14
        total //= 2                              # F7-15
    total -= minus                               # F7-16
    if not brutal and total < 0:
        total = 0                                # F7-32 lifts the floor
    if bonus:
        total += FLIP7_BONUS                     # F7-17
    return total


def round_value(numbers: Iterable[Card], mods: Iterable[Card], *, busted: bool, brutal: bool,
                pair_counts_twice: bool) -> int | None:
    """What a line would score if the round ended now (numbers, ÷2, modifiers, a Flip 7's
    bonus, a bust); None before its first card. Tables show it beside each line."""
    from .lines import FLIP7_CARDS, line_sevens
    numbers, mods = list(numbers), list(mods)
    if not numbers and not mods and not busted:
        return None
    flip7 = not busted and line_sevens(numbers, pair_counts_twice) >= FLIP7_CARDS
    return line_score(numbers, mods, busted=busted, flip7=flip7, brutal=brutal)
