"""What one seat can believe about the cards it cannot see (GF-23), from its ``View`` only.

- ``unseen``: every card in play minus the seat's own hand, every Party, the part of a Stack it
  knows (its own Stack's order, a peeked top card) and a wild lying face up. Flipped cards are
  in Parties or hands, so they are counted where the log puts them (below).
- ``held``: for every other seat, counts of kinds it is *known* to hold, read from the public
  log and sound as lower bounds: a card returned face up to a hand (GF-10, GF-12, GF-13's purge,
  a wild after its effect, a marker's wild, GF-19) is known to be there; a card that leaves a
  hand face down (a Sad Face give or deal, GF-20, GF-21) may be any kind, so every count drops
  by one (floored at 0). The Stack Owner's counts cover "hand or own Stack": building and
  taking back move cards inside that set, and each card flipped from the Stack leaves it
  (one fewer of that kind, floored at 0). Cards this seat saw given to another hand (a Sad
  Face give it made, a card dealt to it) count as seen.
- ``greed``: how readily each seat flips a Stack it receives, and flips again after a Good, as
  counted in the log (Laplace-smoothed towards a prior): the builder baits greedy flippers.
- ``sample``: a full world like ``engine.goodface.sample_world``, but with the known cards of
  each hand pinned there (the Owner's among its hand and its Stack's unknown places), the rest
  shuffled uniformly: every arrangement that agrees with the view *and* the log is equally
  likely.

Nothing here reads a ``State``: everything comes from the view, so two states that give the
same view give the same beliefs.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from facetable.engine.goodface import BAD, GOOD, KINDS, View, sample_world
from facetable.engine.goodface.cards import kinds_to_counts
from facetable.engine.goodface.state import State

#: Prior flip rates and their weight in pseudo-observations.
FIRST_PRIOR, CONT_PRIOR, PRIOR_WEIGHT = 0.6, 0.6, 3.0


@dataclass(frozen=True)
class Greed:
    """Per seat, counted in the log: how many Stacks it received and flipped (its first
    decision, when not forced), and how many times it could flip again after a Good (or a Sad
    Face or a Peek) and did."""

    first_flips: tuple[int, ...]
    first_seen: tuple[int, ...]
    again_flips: tuple[int, ...]
    again_seen: tuple[int, ...]

    def rates(self, prior: tuple[float, float] = (FIRST_PRIOR, CONT_PRIOR),
              weight: float = PRIOR_WEIGHT) -> tuple[tuple[float, ...], tuple[float, ...]]:
        """(first-flip rate, flip-again rate) per seat, smoothed towards ``prior`` with
        ``weight`` pseudo-observations."""
        return (tuple((f + prior[0] * weight) / (n + weight)
                      for f, n in zip(self.first_flips, self.first_seen)),
                tuple((f + prior[1] * weight) / (n + weight)
                      for f, n in zip(self.again_flips, self.again_seen)))

    @property
    def first(self) -> tuple[float, ...]:
        return self.rates()[0]

    @property
    def cont(self) -> tuple[float, ...]:
        return self.rates()[1]


@dataclass(frozen=True)
class Beliefs:
    seat: int
    #: Cards of each kind the seat cannot see.
    unseen: tuple[int, ...]
    #: Per seat, kinds known to be in its hand (the Owner: hand or Stack); zero for this seat.
    held: tuple[tuple[int, ...], ...]
    greed: Greed
    #: Cards of the current Stack when it was sealed (0 while building).
    sealed: int
    #: Unseen cards not known to be in any hand: shuffled among the unknown places.
    free: tuple[int, ...]
    #: Per Stack Owner, the kinds of the top cards of its past Stacks that were flipped, and
    #: of the cards flipped from below the top (the order of a Stack shows in its flips).
    tops: tuple[tuple[int, ...], ...]
    below: tuple[tuple[int, ...], ...]
    #: Per seat, its past Stacks as (cards in hand when it began building, cards put).
    builds: tuple[tuple[tuple[int, int], ...], ...]
    #: The Parties (goods, bads) and must-flip markers when the current Stack was built.
    built_parties: tuple[tuple[int, int], ...]
    built_markers: tuple[bool, ...]
    #: Whether a card reached the current Owner's hand since it built (a Sad Face give, GF-20).
    owner_gained: bool


def unseen_counts(view: View) -> list[int]:
    counts = list(view.deck)
    for k in view.hand:
        counts[k] -= 1
    for party in view.parties:
        for k in party:
            counts[k] -= 1
    for k in view.stack_order:
        counts[k] -= 1
    if view.peek is not None and not view.stack_order:
        counts[view.peek] -= 1
    if view.pending is not None:
        counts[view.pending] -= 1
    return counts


def read(view: View) -> Beliefs:
    """Beliefs from ``view`` and its log (see the module doc)."""
    n, me = view.players, view.seat
    held = [[0] * len(KINDS) for _ in range(n)]
    effects = view.effects
    owner = view.owner
    marker = [False] * n
    flips, chances = [[0] * n, [0] * n], [[0] * n, [0] * n]     # [first, again] per seat
    fresh = again = None      # the seat whose first decision / flip-again decision is next
    sealed = 0
    tops = [[0] * len(KINDS) for _ in range(n)]
    below = [[0] * len(KINDS) for _ in range(n)]
    flipped = 0               # cards flipped from this round's Stack so far
    in_hand = [0] * n         # hand sizes as the log goes
    builds: list[list[tuple[int, int]]] = [[] for _ in range(n)]
    start = 0                 # the Owner's hand size when it began building
    parties = [[0, 0] for _ in range(n)]
    built_parties: list[tuple[int, int]] = [(0, 0)] * n
    built_markers: list[bool] = [False] * n
    owner_gained = False

    def drop(seat: int, kind: int | None) -> None:
        counts = held[seat]
        for k in (KINDS if kind is None else (kind,)):
            if counts[k]:
                counts[k] -= 1

    for event in view.log:
        kind = event.kind
        if kind == "move":
            data = event.data
            card, reason = data.get("card"), data["reason"]
            if data["to_zone"] == "hand":
                in_hand[data["to_seat"]] += 1
                if data["to_seat"] == owner and reason == "sad_give":
                    owner_gained = True
            if data["from_zone"] == "hand":
                in_hand[data["from_seat"]] -= 1
            if card in (GOOD, BAD):
                if data["to_zone"] == "party":
                    parties[data["to_seat"]][card] += 1
                if data["from_zone"] == "party":
                    parties[data["from_seat"]][card] -= 1
            if reason == "flip":
                seat = data["to_seat"]
                drop(owner, card)
                (tops if flipped == 0 else below)[owner][card] += 1
                flipped += 1
                for i, waiting in enumerate((fresh, again)):
                    if waiting == seat:
                        flips[i][seat] += 1
                        chances[i][seat] += 1
                fresh = again = None
                if seat != owner and effects[card] in ("good", "sad", "peek"):
                    again = seat
            elif data["to_zone"] == "hand" and reason not in ("take_back", "deal"):
                if data["from_zone"] == "hand":
                    drop(data["from_seat"], card)
                if card is not None:
                    held[data["to_seat"]][card] += 1
        elif kind == "pass":
            seat, to = event["seat"], event["to"]
            for i, waiting in enumerate((fresh, again)):
                if waiting == seat:
                    chances[i][seat] += 1
            again = None
            fresh = to if to != owner and not marker[to] else None
        elif kind == "round":
            owner, sealed, flipped = event["owner"], 0, 0
            start = in_hand[owner]
            built_parties = [(p[0], p[1]) for p in parties]
            built_markers = list(marker)
            owner_gained = False
            fresh = again = None
        elif kind == "sealed":
            sealed = event["size"]
            builds[owner].append((start, sealed))
        elif kind == "must_flip":
            marker[event["seat"]] = event["on"]
        elif kind == "round_over":
            fresh = again = None
    held[me] = [0] * len(KINDS)
    if view.peek is not None and not view.stack_order and held[owner][view.peek]:
        held[owner][view.peek] -= 1      # the peeked top card may be one of the known ones
    unseen = unseen_counts(view)
    _clamp(view, held, unseen)
    greed = Greed(tuple(flips[0]), tuple(chances[0]), tuple(flips[1]), tuple(chances[1]))
    free = tuple(max(0, unseen[k] - sum(h[k] for h in held)) for k in KINDS)
    return Beliefs(me, tuple(unseen), tuple(tuple(h) for h in held), greed,
                   sealed if view.phase != "build" else 0, free,
                   tuple(map(tuple, tops)), tuple(map(tuple, below)),
                   tuple(map(tuple, builds)), tuple(built_parties), tuple(built_markers),
                   owner_gained)


def _clamp(view: View, held: list[list[int]], unseen: list[int]) -> None:
    """Keep the known counts within what is possible (they always are when the log is read
    soundly; this guards the sampler against a bug turning into an impossible deal)."""
    for s in range(view.players):
        room = view.hand_sizes[s] + (view.stack_size if s == view.owner and
                                     not view.stack_order and view.phase != "build" else 0)
        if s == view.owner and view.peek is not None and not view.stack_order:
            room -= 1
        while sum(held[s]) > room:
            k = max(KINDS, key=lambda k: held[s][k])
            held[s][k] -= 1
    for k in KINDS:
        while sum(h[k] for h in held) > max(0, unseen[k]):
            s = max(range(view.players), key=lambda s: held[s][k])
            held[s][k] -= 1


def sample(view: View, beliefs: Beliefs, rng: random.Random) -> State:
    """A full state that agrees with ``view`` and with the known cards of ``beliefs``: each
    seat's known cards lie in its hand (the Owner's in its hand or its Stack's unknown places,
    at random), every other unseen card is shuffled into the remaining unknown places (the
    other hands, the Stack, the box)."""
    state = sample_world(view, rng)
    me, owner = view.seat, view.owner
    slots: list[tuple[int, int]] = []       # (seat, 0) a hand card; (-1, i) Stack index i; (-2, 0) box
    for s in range(view.players):
        if s != me:
            slots.extend([(s, 0)] * view.hand_sizes[s])
    if view.stack_size and not view.stack_order:
        start = 1 if view.peek is not None else 0
        slots.extend((-1, i) for i in range(start, view.stack_size))
    slots.extend([(-2, 0)] * view.removed)
    taken = [None] * len(slots)
    for s in range(view.players):
        known = beliefs.held[s]
        if s == me or not any(known):
            continue
        mine = [i for i, (seat, at) in enumerate(slots)
                if seat == s or (seat == -1 and s == owner)]
        cards = [k for k in KINDS for _ in range(known[k])]
        for i, k in zip(rng.sample(mine, len(cards)), cards):
            taken[i] = k
    free = [k for k in KINDS for _ in range(beliefs.free[k])]
    rng.shuffle(free)
    it = iter(free)
    hands = {s: [0] * len(KINDS) for s in range(view.players) if s != me}
    removed = [0] * len(KINDS)
    stack = list(state.stack)
    for i, (seat, at) in enumerate(slots):
        k = taken[i] if taken[i] is not None else next(it)
        if seat >= 0:
            hands[seat][k] += 1
        elif seat == -1:
            stack[at] = k
        else:
            removed[k] += 1
    for s, counts in hands.items():
        state.hands[s] = counts
    state.stack = stack
    state.removed = removed
    return state
