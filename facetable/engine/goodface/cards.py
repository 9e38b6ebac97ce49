"""The cards of Good Face Bad Face (GF-1, GF-2, GF-16): kinds only.

A card is its kind, a small int. The engine never gives cards ids: once a card has been seen
and travels back into a hand, an id would tell where it went. The table picks art variants
itself.
"""
from __future__ import annotations

GOOD, BAD, GREEDY, SAD, BLANK = range(5)
KINDS = (GOOD, BAD, GREEDY, SAD, BLANK)
WILDS = (GREEDY, SAD, BLANK)
#: English kind names, for logs, messages and tests (the table translates its own).
KIND_NAMES = ("good", "bad", "greedy", "sad", "blank")

MIN_PLAYERS, MAX_PLAYERS = 2, 5
#: GF-1: what the box holds.
BOX_GOOD, BOX_BAD = 18, 7
#: GF-2: players -> (Good, Bad, removed unseen, hand size), before wilds (GF-16).
TABLE = {2: (9, 5, 2, 6), 3: (10, 5, 0, 5), 4: (14, 6, 0, 5), 5: (18, 7, 0, 5)}
#: A Party with this many Goods wins (GF-15); this many Bads is purged (GF-13).
WIN_GOODS, PURGE_BADS = 4, 3
#: GF-29: the round limit's range (option).
MIN_ROUND_LIMIT, MAX_ROUND_LIMIT = 20, 100


def kind_name(kind: int) -> str:
    return KIND_NAMES[kind]


def kind_of(name: str) -> int:
    """The kind named ``name`` ("good", "bad", "greedy", "sad", "blank")."""
    try:
        return KIND_NAMES.index(name)
    except ValueError:
        raise ValueError(f"no card kind {name!r}; known: {', '.join(KIND_NAMES)}") from None


def deck_counts(players: int, wilds: tuple[int, ...] = ()) -> tuple[int, ...]:
    """Cards of each kind in play (GF-2, GF-16), counted before the 2-player removal: with
    3–5 players one Good leaves per wild; with 2 players the wild is added to the 14 cards
    (3 of which are then removed unseen instead of 2)."""
    if players not in TABLE:
        raise ValueError(f"Good Face Bad Face is for 2 to 5 players, not {players!r}")
    good, bad, _, _ = TABLE[players]
    if players > 2:
        good -= len(wilds)
    counts = [good, bad, 0, 0, 0]
    for w in wilds:
        counts[w] += 1
    return tuple(counts)


def removed_count(players: int, wilds: int) -> int:
    """Cards removed unseen after shuffling (GF-2; GF-16: 3 with a wild in a 2-player game)."""
    if players != 2:
        return 0
    return 3 if wilds else 2


def hand_size(players: int) -> int:
    return TABLE[players][3]


def counts_to_kinds(counts) -> tuple[int, ...]:
    """A multiset of kinds (counts per kind) as a sorted tuple of kinds."""
    return tuple(k for k in KINDS for _ in range(counts[k]))


def kinds_to_counts(kinds) -> list[int]:
    counts = [0] * len(KINDS)
    for k in kinds:
        counts[k] += 1
    return counts
