"""Who probably holds what: each opponent's hand, from card counting and what it did.

For an opponent ``s``, the cards it may hold are the cards this seat cannot see (not face up,
not in its own hand), less those that card counting puts elsewhere: a card this seat returned
to the court deck (or a card shown and put back, CP-11) can be in ``s``'s hand only if ``s``
drew from the deck since (``knowledge``). Under a uniform deal, ``s``'s hand is a uniform draw
of its face-down count from that pool, so the chance of each hand composition is
hypergeometric, exactly, with no sampling noise. Each composition is then weighed by how well
it explains the public log (``reading``): a player who claimed Duke three times more likely
holds a Duke; one who never blocked Foreign Aid probably holds none.

Each opponent is judged on its own evidence (the others' evidence would shift the pool only a
little, and judging them jointly needs many sampled deals for a steady answer).
"""
from __future__ import annotations

from functools import lru_cache
from itertools import product
from math import comb, exp

from facetable.engine.coup import View
from facetable.engine.coup.knowledge import knowledge

from .reading import Reading


@lru_cache(maxsize=4096)
def compositions(pool: tuple[int, ...], size: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every role composition (copies of each of the 5 roles) of ``size`` cards drawn at random
    from ``pool`` (copies of each role), with its probability."""
    total = sum(pool)
    if size > total:
        size = total
    if size <= 0:
        return (((0,) * 5, 1.0),)
    ways = comb(total, size)
    out = []
    for counts in product(*(range(min(p, size) + 1) for p in pool)):
        if sum(counts) != size:
            continue
        n = 1
        for p, k in zip(pool, counts):
            n *= comb(p, k)
        out.append((counts, n / ways))
    return tuple(out)


class Beliefs:
    """Per opponent, the weighted chances of each composition of its face-down cards."""

    def __init__(self, view: View, reading: Reading) -> None:
        self.view = view
        copies = view.copies
        kn = knowledge(view)
        self.face_up = [0] * 5
        for cards in view.face_up:
            for c in cards:
                self.face_up[c // copies] += 1
        hidden = list(kn.free) + list(kn.tracked)
        self.hands: dict[int, list[tuple[tuple[int, ...], float]]] = {}
        for s in range(view.players):
            if s == view.seat or view.out[s]:
                continue
            pool = [0] * 5
            for c in hidden:
                t = kn.tracked.get(c)
                if t is None or kn.credit(s, t) > 0:
                    pool[c // copies] += 1
            fixed = [0] * 5
            for c, seat in kn.fixed.items():
                if seat == s:
                    fixed[c // copies] += 1
            size = view.hidden[s] - sum(fixed)
            ev = reading.seats[s].evidence()
            weighted = []
            for counts, p in compositions(tuple(pool), size):
                full = tuple(k + f for k, f in zip(counts, fixed))
                weighted.append((full, p * exp(sum(ev[r] for r in range(5) if full[r]))))
            total = sum(w for _, w in weighted) or 1.0
            self.hands[s] = [(h, w / total) for h, w in weighted]

    def p_holds(self, seat: int, role: int) -> float:
        """The chance that ``seat`` holds at least one ``role`` face down."""
        return sum(w for h, w in self.hands[seat] if h[role])

    def p_holds_any(self, seat: int, roles: tuple[int, ...]) -> float:
        return sum(w for h, w in self.hands[seat] if any(h[r] for r in roles))

    def p_sees_all(self, seat: int, role: int) -> float:
        """The chance that ``seat`` can see every copy of ``role`` outside this seat's hand
        (face up or in its own), so would know that a claim of it by this seat is false."""
        need = self.view.copies - self.face_up[role]
        return sum(w for h, w in self.hands[seat] if h[role] >= need)
