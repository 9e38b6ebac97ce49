"""What another owner's Stack is likely to hold, and in which order, given how it was built.

``beliefs.sample`` deals the Stack's unknown cards like a fair shuffle, but a Stack is built
(GF-4): a sensible Owner puts a Bad on top to bait and Goods below to come back to it, and even a
player who picks any move puts each *kind* with even odds (so a lone Bad is on top of its Stack
far more often than one card in five). ``worlds`` redraws the Stack of each sampled world the way
its Owner would have built it from the cards it held then (its hand now, the rest of the Stack
and the cards flipped from it this round), by one of two models, drawn by ``opponents`` odds:

- *sensible*: the normal bot's plan (``plan.Planner``'s model with the Parties, markers and
  flipping habits of when it built);
- *careless*: a kind at random at each put.

A world is kept only if its Stack agrees with what was seen: its size, and the cards flipped
from it so far in their order (rejection sampling, so the kept worlds follow the model's odds).
When no world agrees after a number of tries (an Owner who builds otherwise, or cards that
reached its hand since, GF-20), the fair-shuffle worlds are used as they are.
"""
from __future__ import annotations

import random
from functools import lru_cache

from facetable.engine.goodface import BAD, GOOD, KINDS, View
from facetable.engine.goodface.state import State

from . import beliefs as B
from .opponents import sensible_odds
from .plan import _run, sequences

#: The normal bot's assumptions, which the sensible model copies.
GREED_PRIOR, GREED_WEIGHT, RIVAL_WEIGHT, MAX_LENGTH = (0.6, 0.6), 3.0, 0.35, 6


@lru_cache(maxsize=20_000)
def sensible_order(held: tuple[int, ...], own: tuple[int, int],
                   parties: tuple[tuple[int, int], ...], first: tuple[float, ...],
                   cont: tuple[float, ...], effects: tuple[str, ...]) -> tuple[int, ...]:
    """The normal bot's Stack for cards ``held`` (counts per kind), the receivers' Parties,
    first-flip rates (1 under a marker) and flip-again rates in pass order."""
    hand = tuple(k for k in KINDS for _ in range(held[k]))
    best, best_worth = (), -1e9
    for order in sequences(hand, (), min(MAX_LENGTH, len(hand))):
        value = _run(tuple(effects[k] for k in order), order, 0, 0, own, first, cont, parties,
                     RIVAL_WEIGHT)
        if value > best_worth:
            best, best_worth = order, value
    return best


def careless_order(held: list[int], size: int, rng: random.Random) -> list[int]:
    """``size`` cards put one at a time, each of a kind drawn at even odds among those left."""
    left = list(held)
    order = []
    for _ in range(size):
        kinds = [k for k in KINDS if left[k]]
        k = kinds[rng.randrange(len(kinds))]
        left[k] -= 1
        order.append(k)
    return order


class StackModel:
    """Redraws sampled worlds' Stacks for one view (see the module doc)."""

    def __init__(self, view: View, beliefs: B.Beliefs, prior: float = 0.5) -> None:
        self.view = view
        self.beliefs = beliefs
        owner = view.owner
        self.active = (view.phase != "build" and not view.stack_order and view.stack_size > 0
                       and beliefs.sealed > 0 and not beliefs.owner_gained
                       and owner != view.seat)
        self.seen = [k for _, k in view.flipped]
        n = view.players
        receivers = [(owner + view.step * i) % n for i in range(1, n)]
        first, cont = beliefs.greed.rates(GREED_PRIOR, GREED_WEIGHT)
        self.context = (beliefs.built_parties[owner],
                        tuple(beliefs.built_parties[r] for r in receivers),
                        tuple(1.0 if beliefs.built_markers[r] else first[r] for r in receivers),
                        tuple(cont[r] for r in receivers), view.effects)
        self.sensible = sensible_odds(beliefs, prior)[owner]

    def redraw(self, world: State, rng: random.Random) -> bool:
        """Rebuild ``world``'s Stack by a model drawn at random; False if it disagrees with
        what was seen (the world is left unchanged then)."""
        view, owner = self.view, self.view.owner
        held = list(world.hands[owner])
        for k in world.stack:
            held[k] += 1
        for k in self.seen:
            held[k] += 1
        size = self.beliefs.sealed
        if rng.random() < self.sensible:
            own, parties, first, cont, effects = self.context
            order = list(sensible_order(tuple(held), own, parties, first, cont, effects))
        else:
            order = careless_order(held, size, rng)
        done = len(self.seen)
        if len(order) != size or order[:done] != self.seen:
            return False
        rest = order[done:]
        if view.peek is not None and (not rest or rest[0] != view.peek):
            return False
        for k in order:
            held[k] -= 1
        world.hands[owner] = held
        world.stack = rest
        return True

    def world(self, rng: random.Random, tries: int = 8) -> State:
        """A sampled world whose Stack follows the model, if one agrees within ``tries`` draws
        (else a fair-shuffle world; see the module doc)."""
        world = B.sample(self.view, self.beliefs, rng)
        if self.active:
            for _ in range(tries):
                if self.redraw(world, rng):
                    break
                world = B.sample(self.view, self.beliefs, rng)
        return world

    def top_odds(self, count: int, rng: random.Random) -> list[float] | None:
        """The chance of each kind for the Stack's top card over ``count`` redrawn worlds, or
        None when no world agreed with a model."""
        if not self.active:
            return None
        tally = [0] * len(KINDS)
        kept = 0
        for _ in range(count):
            world = B.sample(self.view, self.beliefs, rng)
            if self.redraw(world, rng):
                tally[world.stack[0]] += 1
                kept += 1
        if kept < max(3, count // 10):
            return None
        return [t / kept for t in tally]


__all__ = ["StackModel", "careless_order", "sensible_order", "GOOD", "BAD"]
