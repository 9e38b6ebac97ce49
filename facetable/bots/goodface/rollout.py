"""A fast policy for searching Good Face Bad Face: the normal bot's reasoning, read straight from
a sampled world (``State``) instead of from a ``View`` built at every step.

It uses only what ``seat`` knows in that world: its own hand, every Party, its own Stack's order
and the card it peeked at. Search rollouts play it for every seat, so it is cheap more than
clever: the top card's odds are the cards ``seat`` cannot see (no reading of the log), the Stack
plan is the best of the normal bot's ``Planner`` among Bads-over-Goods orders, with fixed
flipping habits, cached by position.
"""
from __future__ import annotations

import random
from functools import lru_cache

from facetable.engine.contract import Action
from facetable.engine.goodface import BAD, GOOD, KINDS
from facetable.engine.goodface import actions as A
from facetable.engine.goodface.state import BUILD, HOLD, KEEP_PHASE

from .common import flip_gain, receive, worth
from .plan import _run

#: Flip habits the rollout's Stack Owners assume of the others (first flip, flip again).
GREED = (0.6, 0.6)
RIVAL_WEIGHT = 0.35
#: The rollout's Stacks are a few Bads on top of a few Goods (a wild is put only from a hand
#: of wilds), this long at most: a score of orders to judge instead of hundreds.
PLAN_LENGTH = 5


def _odds(state, seat: int) -> list[float]:
    """The chances of the top card of another owner's Stack, from what ``seat`` cannot see."""
    if state.peek is not None and state.peek[0] == seat:
        return [1.0 if k == state.peek[1] else 0.0 for k in KINDS]
    counts = list(state.deck)
    hand = state.hands[seat]
    for k in KINDS:
        counts[k] -= hand[k]
    for party in state.parties:
        for k in KINDS:
            counts[k] -= party[k]
    total = sum(counts)
    return [c / total for c in counts] if total > 0 else [0.2] * len(KINDS)


def flip_worth(state, seat: int) -> float:
    """``seat``'s expected gain from flipping the top card of another owner's Stack."""
    party = state.parties[seat]
    mine = (party[0], party[1])
    owner = state.parties[state.owner]
    effects = state.effect
    return sum(p * flip_gain(mine, effects[k], (owner[0], owner[1]), RIVAL_WEIGHT)
               for k, p in enumerate(_odds(state, seat)) if p > 0)


@lru_cache(maxsize=50_000)
def plan(held: tuple[int, ...], own: tuple[int, int], parties: tuple[tuple[int, int], ...],
         must: tuple[bool, ...], effects: tuple[str, ...]) -> tuple[int, ...]:
    """The normal bot's best Stack order for cards ``held`` (counts per kind), the receivers'
    Parties and must-flip markers in pass order, everyone flipping at ``GREED``'s rates."""
    first = tuple(1.0 if m else GREED[0] for m in must)
    cont = (GREED[1],) * len(must)
    orders = [(BAD,) * bads + (GOOD,) * goods
              for bads in range(min(held[BAD], 3) + 1)
              for goods in range(min(held[GOOD], PLAN_LENGTH - bads) + 1) if bads + goods]
    if not orders:
        return (next(k for k in KINDS if held[k]),)
    best, best_worth = orders[0], -1e9
    for order in orders:
        value = _run(tuple(effects[k] for k in order), order, 0, 0, own, first, cont, parties,
                     RIVAL_WEIGHT)
        if value > best_worth:
            best, best_worth = order, value
    return best


def build_action(state, seat: int) -> Action:
    """The next card of the Stack the Owner's plan puts (the plan is worked out at the first
    put and kept on the state for the following ones: nothing else moves while it builds)."""
    memo = state.__dict__.get("_rollout_plan")
    if memo is not None and memo[0] == state.round and state.stack:
        order = memo[1]
    else:
        n = state.players
        receivers = [(seat + state.step * i) % n for i in range(1, n)]
        order = plan(tuple(state.hands[seat]), (state.parties[seat][0], state.parties[seat][1]),
                     tuple((state.parties[r][0], state.parties[r][1]) for r in receivers),
                     tuple(state.marker[r] for r in receivers), state.effect)
        state.__dict__["_rollout_plan"] = (state.round, order)
    done = len(state.stack)
    if done >= len(order) or tuple(state.stack) != order[:done]:
        if state.stack:
            return A.seal()
        return A.put(next(k for k in KINDS if state.hands[seat][k]))
    return A.put(order[done])


def owner_goes_on(state, seat: int) -> bool:
    party = state.parties[seat]
    mine = (party[0], party[1])
    for kind in state.stack:
        effect = state.effect[kind]
        if effect in ("good", "bad"):
            return worth(receive(mine, effect)) > worth(mine)
        if effect == "greedy":
            return False
    return False


def policy(state, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """One decision of ``seat`` in a sampled world (see the module doc)."""
    if len(legal) == 1:
        return legal[0]
    phase = state.phase
    if phase == HOLD:
        if seat == state.owner:
            return A.flip() if owner_goes_on(state, seat) else A.take_back()
        return A.flip() if flip_worth(state, seat) > 0 else A.pass_()
    if phase == BUILD:
        return build_action(state, seat)
    if phase == KEEP_PHASE:
        hand = state.hands[seat]
        for k in KINDS:
            if hand[k]:
                return A.keep(k)
    return legal[rng.randrange(len(legal))]


def noisy(epsilon: float):
    """``policy`` that plays any legal move instead with chance ``epsilon`` (players who are
    not always sensible)."""
    def play(state, seat: int, legal: list[Action], rng: random.Random) -> Action:
        if rng.random() < epsilon:
            return legal[rng.randrange(len(legal))]
        return policy(state, seat, legal, rng)
    return play
