"""Determinized Monte Carlo for Good Face Bad Face: judge a few candidate lines of play (a flip,
a pass, a whole Stack order) on the same sampled worlds.

Each world is drawn from ``beliefs.sample`` (the view, with the cards the log shows in hands
pinned there) and, optionally, weighed (``weigh``: e.g. by how well its Stack's top card fits
the Owner's habits). Every candidate is played on its own copy of the world, then the game is
played out by ``policy`` for every seat, with the same random draws for every candidate (common
random numbers), so the candidates differ only by their own consequences. A candidate's score
is its weighted mean reward: 1 for a win, shared among the seats that share first place.
"""
from __future__ import annotations

import random
from typing import Callable, Sequence

from facetable.engine.contract import Action
from facetable.engine.goodface import View
from facetable.engine.goodface.state import State

from . import beliefs as B

Policy = Callable[[State, int, list[Action], random.Random], Action]

#: A playout longer than this is a loop (it cannot happen under GF-29's limit): scored as a loss.
MAX_STEPS = 5_000


def play_out(state: State, policy: Policy, rng: random.Random) -> None:
    """Play ``state`` to its end with ``policy`` for every seat. The policy's moves are legal by
    construction (it picks among ``_legal``), so the engine's checked ``apply`` (a second
    legality check and the history, a fifth of a playout's time) is skipped."""
    for _ in range(MAX_STEPS):
        if state.is_over:
            return
        seat = state.deciders()[0]
        state._apply(seat, policy(state, seat, state._legal(seat), rng))


def reward(state: State, seat: int) -> float:
    if not state.is_over:
        return 0.0
    winners = state.winners
    return 1.0 / len(winners) if seat in winners else 0.0


def evaluate(view: View, beliefs: B.Beliefs, candidates: Sequence[Sequence[Action]],
             worlds: int, rng: random.Random, policies: Callable[[random.Random], Policy],
             weigh: Callable[[State], float] | None = None,
             draw: Callable[[random.Random], State] | None = None) -> list[float]:
    """The mean reward of each candidate line (actions of ``view.seat``, played in order) over
    ``worlds`` sampled worlds (see the module doc); ``policies(rng)`` gives each world's
    playout policy (who plays how may differ from world to world); ``draw(rng)`` samples a
    world (default: ``beliefs.sample``)."""
    me = view.seat
    totals = [0.0] * len(candidates)
    weight_sum = 0.0
    for _ in range(worlds):
        world = draw(rng) if draw is not None else B.sample(view, beliefs, rng)
        weight = weigh(world) if weigh is not None else 1.0
        if weight <= 0.0:
            continue
        weight_sum += weight
        seed = rng.getrandbits(48)
        policy = policies(rng)
        for i, line in enumerate(candidates):
            state = world.clone()
            for action in line:
                if state.is_over or me not in state.deciders():
                    break
                state.apply(action, me)
            play_out(state, policy, random.Random(seed))
            totals[i] += weight * reward(state, me)
    return [t / weight_sum if weight_sum else 0.0 for t in totals]
