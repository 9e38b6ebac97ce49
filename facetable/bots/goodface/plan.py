"""The Stack Owner's plan (GF-4): which cards to put, in which order, judged by what the others
are likely to do with the Stack.

Each receiver, in pass order (GF-5), is modelled by how readily it flips (``beliefs.greed``,
counted from the log): it flips the top card with its first-flip rate (always under a must-flip
marker, GF-19), flips again after a Good (or a Sad Face or a Peek) with its flip-again rate, and
must pass after a Bad or a Greedy Face (GF-6). Back at the Owner, the Owner flips the top card
(GF-7, GF-25) and goes on while the next card helps its Party (it knows the order). The plan's
worth to the Owner is its own Party's change, minus ``rival_weight`` times each receiver's
change (a receiver reaching four Goods costs a whole win), minus what the cards that leave for
good were worth in hand as Stack material (``MATERIAL``), worked out exactly over the model's
chances.

Building is stepwise (put, put, …, seal) and the bot keeps nothing between decisions, so at each
put it plans again over the orders that begin with what it has already put (``view.stack_order``)
and plays the next card of the best one: the model is deterministic, so every put follows the same
plan.
"""
from __future__ import annotations

from functools import lru_cache

from facetable.engine.goodface import BAD, GOOD, KINDS, View

from .beliefs import Beliefs
from .common import WIN_WORTH, Party, give_away, party_of, receive, worth

#: What a card in hand is worth as Stack material (a Good can come back to the Party).
MATERIAL = (0.25, 0.0, 0.05, 0.05, 0.05)
#: Longest Stack the plan considers.
MAX_LENGTH = 6
#: Wilds an order may hold, and how deep in the Stack (see ``sequences``).
MAX_WILDS, WILD_DEPTH = 1, 2
#: Worth of a Greedy Face flipped by the Owner itself (into its Party, the rest back, and a
#: must-flip marker, GF-19).
OWN_GREEDY = -0.3


def sequences(hand: tuple[int, ...], prefix: tuple[int, ...], limit: int) -> list[tuple[int, ...]]:
    """Every distinct order of kinds that starts with ``prefix`` and adds cards of ``hand``
    (counts per kind taken from it), ``limit`` cards long at most; ``prefix`` itself included
    when it is not empty. To keep the count small with wilds in hand, an order holds at most
    one wild (GF-27), within its top ``WILD_DEPTH`` cards, where a receiver meets it."""
    counts = [hand.count(k) for k in KINDS]
    out: list[tuple[int, ...]] = []
    wilds_in_prefix = sum(1 for k in prefix if k not in (GOOD, BAD))

    def grow(seq: tuple[int, ...], wilds: int) -> None:
        if seq:
            out.append(seq)
        if len(seq) >= limit:
            return
        for k in KINDS:
            if not counts[k]:
                continue
            wild = k not in (GOOD, BAD)
            if wild and (wilds >= MAX_WILDS or len(seq) >= WILD_DEPTH):
                continue
            counts[k] -= 1
            grow(seq + (k,), wilds + wild)
            counts[k] += 1
    grow(prefix, wilds_in_prefix)
    return out


class Planner:
    """Works out the worth of Stack orders for one view (see the module doc)."""

    def __init__(self, view: View, beliefs: Beliefs, rival_weight: float = 0.35,
                 greed: tuple[tuple[float, ...], tuple[float, ...]] | None = None) -> None:
        self.view = view
        n = view.players
        me = view.seat
        self.receivers = [(me + view.step * i) % n for i in range(1, n)]
        first, cont = greed if greed is not None else (beliefs.greed.first, beliefs.greed.cont)
        self.first = [1.0 if view.must_flip[r] else first[r] for r in self.receivers]
        self.cont = [cont[r] for r in self.receivers]
        self.parties = [party_of(view.parties[r]) for r in self.receivers]
        self.own = party_of(view.parties[me])
        self.effects = view.effects
        self.w = rival_weight

    def worth(self, order: tuple[int, ...]) -> float:
        return self._run(tuple(self.effects[k] for k in order), order, 0, 0, self.own)

    def best(self, hand: tuple[int, ...], prefix: tuple[int, ...]) -> tuple[int, ...]:
        """The best order starting with ``prefix`` (ties: the first found, kinds in order)."""
        limit = max(len(prefix), min(MAX_LENGTH, len(prefix) + len(hand)))
        options = sequences(hand, prefix, limit)
        return max(options, key=self.worth)

    def ranked(self, hand: tuple[int, ...], count: int) -> list[tuple[int, ...]]:
        """The ``count`` best orders of cards of ``hand``, best first."""
        options = sequences(hand, (), min(MAX_LENGTH, len(hand)))
        scored = sorted(((-self.worth(o), i) for i, o in enumerate(options)))
        return [options[i] for _, i in scored[:count]]

    # --- the model --------------------------------------------------------------------------
    def _run(self, effects: tuple[str, ...], order: tuple[int, ...], i: int, j: int,
             owner: Party) -> float:
        return _run(effects, order, i, j, owner, tuple(self.first), tuple(self.cont),
                    tuple(self.parties), self.w)


@lru_cache(maxsize=200_000)
def _run(effects: tuple[str, ...], order: tuple[int, ...], i: int, j: int, owner: Party,
         first: tuple[float, ...], cont: tuple[float, ...], parties: tuple[Party, ...],
         w: float) -> float:
    """The Owner's expected gain from Stack position ``i`` on, the Stack with receiver ``j``
    (``len(parties)``: back at the Owner), the Owner's Party being ``owner``."""
    m = len(effects)
    if i >= m:
        return 0.0
    if j == len(parties):
        return _owner_back(effects, order, i, owner)
    party = parties[j]
    total = 0.0
    reach = 1.0
    rival = 0.0          # the receiver's own change so far
    mine = 0.0           # the Owner's change so far (a Greedy gift)
    lost = 0.0           # material that left for good
    t = i
    is_first = True
    while True:
        q = first[j] if is_first else cont[j]
        if q < 1.0:
            total += reach * (1.0 - q) * (mine - w * rival - lost +
                                          _run(effects, order, t, j + 1, owner, first, cont,
                                               parties, w))
        reach *= q
        if reach <= 1e-9:
            return total
        effect = effects[t]
        lost += MATERIAL[order[t]]
        stop = False
        if effect in ("good", "bad"):
            after = receive(party, effect)
            if after[0] >= 4:
                return total + reach * (mine - WIN_WORTH)
            rival += worth(after) - worth(party)
            party = after
            stop = effect == "bad"
        elif effect == "greedy":
            after, gift = give_away(party)
            rival += worth(after) - worth(party)
            party = after
            if gift is not None:
                owner_after = receive(owner, gift)
                if owner_after[0] >= 4:
                    return total + reach * WIN_WORTH
                mine += worth(owner_after) - worth(owner)
                owner = owner_after
            stop = True
        t += 1
        is_first = False
        if t >= m:
            return total + reach * (mine - w * rival - lost)
        if stop:
            return total + reach * (mine - w * rival - lost +
                                    _run(effects, order, t, j + 1, owner, first, cont,
                                         parties, w))


def _owner_back(effects: tuple[str, ...], order: tuple[int, ...], i: int,
                party: Party) -> float:
    """The Owner flips its returned Stack from ``i`` (GF-7): the first flip is forced, then it
    goes on while the next Good or Bad helps its Party (it knows the order)."""
    gain = 0.0
    t = i
    while t < len(effects):
        effect = effects[t]
        if effect in ("good", "bad"):
            after = receive(party, effect)
            if after[0] >= 4:
                return gain + WIN_WORTH
            gain += worth(after) - worth(party) - MATERIAL[order[t]] * (effect == "good")
            party = after
            if effect == "bad":
                return gain
        elif effect == "greedy":
            return gain + OWN_GREEDY
        t += 1
        nxt = next((e for e in effects[t:] if e in ("good", "bad", "greedy")), None)
        if nxt is None or nxt == "greedy" or worth(receive(party, nxt)) <= worth(party):
            return gain
    return gain
