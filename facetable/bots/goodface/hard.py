"""The hard Good Face Bad Face bot: the normal bot's judgement, checked by search over sampled
worlds (``search``)."""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.goodface import View
from facetable.engine.goodface import actions as A

from . import beliefs as B
from .common import flip_value, keep_choice, owner_goes_on
from .normal import NormalBot
from .plan import Planner
from .rollout import policy
from .opponents import sampler, sensible_odds
from .search import evaluate
from .stacks import StackModel


class HardBot:
    name = "hard"
    flip_worlds = 0
    #: Worlds whose Stacks are redrawn as built (``stacks``) to judge the top card's odds.
    odds_worlds = 60
    bad_worth = (0.0, -0.7, -0.9)
    #: The chance that another player is sensible before the log shows how it plays.
    sensible_prior = 0.5
    #: Playouts per Stack decision, shared among the candidate orders (at least ``min_worlds``
    #: worlds each).
    build_playouts = 240
    min_worlds = 8
    per_model = 4
    greeds = ((0.95, 0.95), (0.6, 0.6))
    greed_weight = 3.0
    rival_weight = 0.35

    def __init__(self, **budget: int) -> None:
        """``build_playouts``, ``flip_worlds``, ``min_worlds`` override the class's budget
        (tests use small ones)."""
        for key, value in budget.items():
            if key not in ("build_playouts", "flip_worlds", "min_worlds", "odds_worlds"):
                raise TypeError(f"unknown budget {key!r}")
            setattr(self, key, value)

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        kinds = {a.kind for a in legal}
        if "put" in kinds:
            return self.build(view, legal, B.read(view))
        if "keep" in kinds:
            return keep_choice(view, legal)
        if "take_back" in kinds:
            return A.flip() if owner_goes_on(view) else A.take_back()
        if "pass" in kinds:
            if not self.flip_worlds:
                beliefs = B.read(view)
                odds = StackModel(view, beliefs, self.sensible_prior).top_odds(
                    self.odds_worlds, rng) if self.odds_worlds and self.model_here(view) else None
                value = flip_value(view, beliefs, odds=odds, bad_worth=self.bad_worth)
                return A.flip() if value > 0 else A.pass_()
            beliefs = B.read(view)
            flip, pass_ = evaluate(view, beliefs, [[A.flip()], [A.pass_()]], self.flip_worlds,
                                   rng, sampler(policy, sensible_odds(beliefs, self.sensible_prior)),
                                   draw=StackModel(view, beliefs, self.sensible_prior).world)
            return A.flip() if flip > pass_ else A.pass_()
        return rng.choice(legal)

    def model_here(self, view: View) -> bool:
        return True

    def candidates(self, view: View, beliefs: B.Beliefs) -> list[tuple[int, ...]]:
        full = tuple(sorted(view.hand + view.stack_order))
        out: list[tuple[int, ...]] = []
        for prior in self.greeds:
            greed = beliefs.greed.rates(prior, self.greed_weight)
            for order in Planner(view, beliefs, self.rival_weight, greed).ranked(full,
                                                                                  self.per_model):
                if order not in out:
                    out.append(order)
        return out

    def build(self, view: View, legal: list[Action], beliefs: B.Beliefs) -> Action:
        prefix = tuple(view.stack_order)
        options = [c for c in self.candidates(view, beliefs) if c[:len(prefix)] == prefix]
        if not options:
            greed = beliefs.greed.rates(self.greeds[0], self.greed_weight)
            options = [Planner(view, beliefs, self.rival_weight, greed).best(view.hand, prefix)]
        if len(options) > 1:
            full = tuple(sorted(view.hand + view.stack_order))
            seeded = random.Random(f"goodface-build/{view.round}/{view.seat}/{full}")
            lines = [[A.put(k) for k in order[len(prefix):]] + [A.seal()] for order in options]
            worlds = max(self.min_worlds, self.build_playouts // len(lines))
            scores = evaluate(view, beliefs, lines, worlds, seeded,
                              sampler(policy, sensible_odds(beliefs, self.sensible_prior)))
            options = [max(zip(scores, range(len(options))), key=lambda t: (t[0], -t[1]))[1]]
            best = [c for c in self.candidates(view, beliefs) if c[:len(prefix)] == prefix][options[0]]
        else:
            best = options[0]
        if len(best) == len(prefix):
            return A.seal()
        return A.put(best[len(prefix)])
