"""The generic search bot (``facetable.bots.search``) set up for Crack the Code: the arena's
reference ``search``.

Worlds come from the engine's ``sample_world``, drawn in proportion to the hard bot's beliefs
about what the others' guesses tell (``beliefs``); the root's guesses start from the same
weighed exact odds (PUCT prior); the other decisions (draw colour, go on or stop, place, turn
up) start even. Rollouts play the normal bot's reasoning for every seat, read from the sampled
world (``rollout``).
"""
from __future__ import annotations

import random

from facetable.bots.search import SearchBot
from facetable.engine.contract import Action
from facetable.engine.crack import State, View, sample_world

from .beliefs import decision_weights
from .hard import HardBot
from .rollout import policy as fast_policy

#: Iterations per decision of the registered bot (an iteration budget, so arena runs replay).
ITERATIONS = 200


class BeliefSampler:
    """``sample_world`` weighed by ``beliefs``; the weights are worked out once per view."""

    def __init__(self) -> None:
        self._view: View | None = None
        self._weights: dict | None = None

    def __call__(self, view: View, rng: random.Random) -> State:
        if view is not self._view:
            self._view, self._weights = view, decision_weights(view)
        return sample_world(view, rng, self._weights)


def guess_prior(view: View, legal: list[Action]) -> dict[Action, float] | None:
    """Guesses weighed by how likely they are right (the hard bot's odds); None (even) for
    other decisions."""
    if not any(a.kind == "guess" for a in legal):
        return None
    odds = HardBot.odds(view)
    return {a: odds.get(a.item, {}).get(a.value, 0.0) for a in legal}


def make_search_bot(iterations: int | None = ITERATIONS,
                    seconds: float | None = None) -> SearchBot:
    return SearchBot(BeliefSampler(), iterations=iterations, seconds=seconds,
                     rollout=fast_policy, prior=guess_prior)
