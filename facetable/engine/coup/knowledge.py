"""What a seat can infer about where the cards it cannot see are, from its view alone.

Most hidden cards are *free*: the seat has never seen them, so any hidden place will do. Some
are *tracked*: the seat knows the card but not where it is now, because it went into the court
deck (returned in the seat's own Exchange, or shown in a challenge and returned, CP-11) and the
deck was shuffled. Such a card is still in the court deck, or in the hand of a player who drew
from the deck since it went in. How many tracked cards a player can hold is bounded by how many
cards it drew since: for every time t, the tracked cards in its hand that went into the deck at
or after t, plus those known to have come out of its hand since (shown or turned face up), are
at most the cards it drew after t (Hall's condition on these nested sets; it is exactly when
some way of drawing explains them).

A *consistent deal* puts every hidden card in a hidden place (the other players' face-down
cards and the court deck, with their sizes), the fixed cards where the seat knows they are,
and the tracked cards under the bound above. ``sample_places`` draws one uniformly among all
consistent deals, exactly: it counts the deals for each placement of the tracked cards (free
cards fill the rest in ``multinomial`` ways) and walks those counts.

Not modelled: what players' choices suggest (a bluff or a block is evidence, not a
constraint). Untracked cards are assumed able to be anywhere hidden, which holds because the
seat never saw them.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from math import factorial

from facetable.engine.shuffle import shuffle

from .view import View

#: The place "court deck" (seats are 0…players-1).
DECK = -1


@dataclass
class Knowledge:
    seat: int
    #: Card -> the seat holding it face down, where this seat knows it: its own hand and a card
    #: shown in a challenge and not yet replaced.
    fixed: dict[int, int]
    #: Card -> when it last went into the court deck (an index in ``view.log``).
    tracked: dict[int, int]
    #: Seat -> (time, count) of each draw from the court deck whose cards this seat did not see.
    draws: dict[int, list[tuple[int, int]]]
    #: Seat -> deck-entry times of tracked cards that later came out of that seat's hand.
    used: dict[int, list[int]]
    #: Place -> how many hidden cards it holds besides the fixed ones (DECK and other seats).
    slots: dict[int, int]
    #: Hidden cards this seat never saw.
    free: list[int]
    _credit: dict = field(default_factory=dict, repr=False)

    def credit(self, seat: int, time: int) -> int:
        """Cards ``seat`` drew from the court deck after ``time``."""
        key = (seat, time)
        if key not in self._credit:
            self._credit[key] = sum(n for t, n in self.draws.get(seat, ()) if t > time)
        return self._credit[key]


def knowledge(view: View) -> Knowledge:
    """Read the card movements of ``view.log`` (see ``events``)."""
    me = view.seat
    tracked: dict[int, int] = {}
    draws: dict[int, list[tuple[int, int]]] = {}
    used: dict[int, list[int]] = {}
    for i, e in enumerate(view.log):
        kind = e.kind
        if kind == "draw" or kind == "deal":
            cards = e.get("cards")
            if cards is not None:                 # this seat's own draw: seen
                for c in cards:
                    tracked.pop(c, None)
            elif kind == "draw":
                draws.setdefault(e["seat"], []).append((i, e["count"]))
        elif kind == "return":
            cards = e.get("cards")
            if cards is not None:
                for c in cards:
                    tracked[c] = i
        elif kind == "show" or kind == "lose":
            c = e["card"]
            if c in tracked:                      # it came out of that seat's hand
                used.setdefault(e["seat"], []).append(tracked.pop(c))
    fixed = {c: me for c in view.hand}
    if view.pending.shown is not None and view.pending.claimant != me:
        fixed[view.pending.shown] = view.pending.claimant
    seen = set(fixed)
    for f in view.face_up:
        seen.update(f)
    hidden = [c for c in range(5 * view.copies) if c not in seen]
    for c in list(tracked):
        if c in seen:                              # cannot happen in a real game; be safe
            del tracked[c]
    slots = {DECK: view.deck_size}
    for s in range(view.players):
        if s != me and not view.out[s]:
            slots[s] = view.hidden[s] - sum(1 for c, p in fixed.items() if p == s)
    free = [c for c in hidden if c not in tracked]
    return Knowledge(me, fixed, tracked, draws, used, slots, free)


def multinomial(n: int, parts: list[int]) -> int:
    out = factorial(n)
    for p in parts:
        out //= factorial(p)
    return out


def admits(kn: Knowledge, placement: dict[int, int]) -> bool:
    """Whether a placement of the hidden cards (card -> place) is a consistent deal, checked
    straight from the definition (tests use this against the sampler)."""
    others = {c for c, seat in kn.fixed.items() if seat != kn.seat}
    if set(placement) != set(kn.free) | set(kn.tracked) | others:
        return False
    counts: dict[int, int] = {}
    for c, place in placement.items():
        counts[place] = counts.get(place, 0) + 1
    expected = dict(kn.slots)
    for c, seat in kn.fixed.items():
        if seat != kn.seat:
            expected[seat] = expected.get(seat, 0) + 1
            if placement.get(c) != seat:
                return False
    if {p: n for p, n in counts.items() if n} != {p: n for p, n in expected.items() if n}:
        return False
    for seat in kn.slots:
        if seat == DECK:
            continue
        times = [t for c, t in kn.tracked.items() if placement.get(c) == seat]
        spent = times + kn.used.get(seat, [])
        for t in set(spent):
            if sum(1 for u in spent if u >= t) > kn.credit(seat, t):
                return False
    return all(placement.get(c) == DECK or placement.get(c) in kn.slots for c in kn.tracked)


class _Counter:
    """Counts consistent deals from each point of a placement of the tracked cards."""

    def __init__(self, kn: Knowledge) -> None:
        self.kn = kn
        items = [(t, 0, c) for c, t in kn.tracked.items()]
        items += [(t, 1, s) for s, times in kn.used.items() for t in times]
        items.sort(reverse=True)                    # latest first: each check is the last one
        self.items = items
        self.places = [DECK] + sorted(p for p in kn.slots if p != DECK)
        self.index = {p: i for i, p in enumerate(self.places)}
        self.memo: dict = {}

    def start(self) -> tuple:
        zeros = (0,) * len(self.places)
        return (0, zeros, zeros)

    def moves(self, key: tuple) -> list[tuple[int | None, tuple]]:
        """(place chosen or None for a forced step, next key) for every consistent step."""
        i, credits, placed = key
        time, used, what = self.items[i]
        kn, idx = self.kn, self.index
        if used:
            k = idx.get(what)
            if k is None:                           # that seat is out: nothing to place
                return [(None, (i + 1, credits, placed))]
            if credits[k] + 1 > kn.credit(what, time):
                return []
            return [(None, (i + 1, _bump(credits, k), placed))]
        out = []
        for k, place in enumerate(self.places):
            if placed[k] >= kn.slots[place]:
                continue
            if place == DECK:
                out.append((place, (i + 1, credits, _bump(placed, k))))
            elif credits[k] + 1 <= kn.credit(place, time):
                out.append((place, (i + 1, _bump(credits, k), _bump(placed, k))))
        return out

    def count(self, key: tuple) -> int:
        if key in self.memo:
            return self.memo[key]
        i, _credits, placed = key
        if i == len(self.items):
            rest = [self.kn.slots[p] - placed[k] for k, p in enumerate(self.places)]
            total = multinomial(len(self.kn.free), rest) if min(rest) >= 0 else 0
        else:
            total = sum(self.count(nxt) for _, nxt in self.moves(key))
        self.memo[key] = total
        return total


def _bump(values: tuple[int, ...], k: int) -> tuple[int, ...]:
    return values[:k] + (values[k] + 1,) + values[k + 1:]


def count_deals(kn: Knowledge) -> int:
    """How many consistent deals there are (as placements, court deck order aside)."""
    counter = _Counter(kn)
    return counter.count(counter.start())


def sample_places(kn: Knowledge, rng: random.Random) -> dict[int, list[int]]:
    """A consistent deal drawn uniformly: place -> its hidden cards (fixed ones included, in
    no particular order). Raises ValueError if the view admits no deal (never in a real game)."""
    counter = _Counter(kn)
    key = counter.start()
    if counter.count(key) == 0:
        raise ValueError("no deal of the hidden cards fits this view")
    where: dict[int, list[int]] = {p: [] for p in counter.places}
    for c, seat in kn.fixed.items():
        if seat != kn.seat:
            where.setdefault(seat, []).append(c)
    while key[0] < len(counter.items):
        options = [(place, nxt, counter.count(nxt)) for place, nxt in counter.moves(key)]
        pick = rng.randrange(sum(w for _, _, w in options))
        for place, nxt, w in options:
            if pick < w:
                break
            pick -= w
        _, _, what = counter.items[key[0]]
        if place is not None:
            where[place].append(what)
        key = nxt
    free = list(kn.free)
    shuffle(rng, free)
    for k, place in enumerate(counter.places):
        need = kn.slots[place] - key[2][k]
        where[place].extend(free[:need])
        del free[:need]
    assert not free
    return where
