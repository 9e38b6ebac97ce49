"""The normal Good Face Bad Face bot: flips on positive expected worth, builds the Stack the
others are likely to mishandle.

- Receiving another owner's Stack (GF-6): flips when the expected change of its Party is
  positive (``common.flip_value``: the top card's odds from the deck, every Party, the flipped
  cards and the cards the log shows in the Owner's hand, ``beliefs``).
- Building (GF-4): the best order of ``plan.Planner`` against the others' flipping habits, as
  counted in the log: a Bad on top against players who flip greedily, Goods under it to come
  back to its own Party.
- Its own Stack back (GF-7): flips on while the next card helps its Party, else takes the rest
  back.
- Sad Face (GF-20, GF-21): keeps a Good.
"""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.goodface import View
from facetable.engine.goodface import actions as A

from . import beliefs as B
from .common import first_of, flip_value, keep_choice, owner_goes_on
from .plan import Planner


class NormalBot:
    name = "normal"
    #: Flip when the expected gain is above this.
    margin = 0.0
    #: Smoothing of the Owners' habits in the top card's odds (0: even odds only).
    habit = 0.0
    #: How much likelier than even odds a Bad is on top of a fresh Stack, and below the top.
    bait = (1.0, 1.0)
    #: The others' flipping habits the Stack plan assumes before the log shows theirs, and
    #: how many observations that assumption is worth.
    greed_prior = (0.6, 0.6)
    greed_weight = 3.0
    rival_weight = 0.35

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
            value = flip_value(view, B.read(view), habit=self.habit, bait=self.bait)
            return A.flip() if value > self.margin else A.pass_()
        return rng.choice(legal)

    def build(self, view: View, legal: list[Action], beliefs: B.Beliefs) -> Action:
        prefix = tuple(view.stack_order)
        greed = beliefs.greed.rates(self.greed_prior, self.greed_weight)
        best = Planner(view, beliefs, self.rival_weight, greed).best(view.hand, prefix)
        if len(best) == len(prefix):
            return first_of(legal, "seal")
        return A.put(best[len(prefix)])
